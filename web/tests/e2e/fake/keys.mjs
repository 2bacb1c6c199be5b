// How the fake bindings recognise a puzzle text: comments and all whitespace dropped, so that
// the page's own serialisation of a puzzle finds the fixture recorded from the file.
export function keyOf(text) {
  return String(text)
    .split('\n')
    .filter((l) => !/^\s*#/.test(l) && !/^\s*<!--.*-->\s*$/.test(l))
    .map((l) => l.replace(/\s+/g, ''))
    .filter((l) => l)
    .join('/');
}

// Edited puzzles the tests make in the page (recorded too): generated-6x6.123 without its
// given at r4c1 is instances/123/several-6x6.123, recorded from its file.
export const EDITED = [];

// An empty 123 grid of 8x8: its solutions are too many to count in a test's time.
export const LONG = '123 8x8\n' + '........\n'.repeat(8);

// A Magnets file with a bad layout letter at line 7, column 2.
export const BAD = ['magnets 3x3\ncols+ 2 0 1\nrows+ 1 0 2\ncols- 1 2 0\nrows- 1 1 1\nLRT\nTQB\nBLR\n'];
