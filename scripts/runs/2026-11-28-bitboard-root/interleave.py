import subprocess, sys, os, resource, statistics
# cmp3.py BIN1,BIN2 REPS files... : per-file min CPU (solve, two solutions = uniqueness)
bins = sys.argv[1].split(','); reps = int(sys.argv[2]); files = sys.argv[3:]
def cpu(b, f):
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run([b, "solve", "--first", "--format", "json", f], capture_output=True, timeout=300)
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r1.ru_utime + r1.ru_stime - r0.ru_utime - r0.ru_stime
tot = [0]*len(bins)
for f in files:
    ts = [[] for _ in bins]
    for rep in range(reps):
        for i, b in enumerate(bins):
            ts[i].append(cpu(b, f))
    m = [min(t) for t in ts]
    for i in range(len(bins)): tot[i] += m[i]
    print('%-22s' % os.path.basename(f), ' '.join('%7.3f' % x for x in m), flush=True)
print('total', ' '.join('%.3f' % t for t in tot))
