import sys, statistics
rows = [l.split() for l in open(sys.argv[1]) if l.startswith('taai')]
a = [[float(x) for x in r[1:]] for r in rows]
names = sys.argv[2].split(',')
for i, n in enumerate(names):
    print(n, 'total %.2f' % sum(r[i] for r in a), 'median %.1f ms' % (1e3 * statistics.median(r[i] for r in a)))
for i in range(1, len(names)):
    d = [r[0] - r[i] for r in a]
    print('%s - %s: median %.1f ms, faster on %d of %d' % (names[0], names[i], 1e3 * statistics.median(d), sum(1 for x in d if x < 0), len(d)))
d = [r[1] - r[2] for r in a]
print('%s - %s: median %.1f ms, faster on %d of %d' % (names[1], names[2], 1e3 * statistics.median(d), sum(1 for x in d if x < 0), len(d)))
