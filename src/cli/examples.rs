//! The examples shown after each command's help (`after_help`) and in the manual pages.
//! Each command line starts with `gridsat` and runs as written from the repository root,
//! on the files in `instances/`; the tests run every one of them (`tests/cli/help.rs`),
//! expecting exit code 0 unless the comment above it names another. Lines stay under 90
//! characters so that clap does not wrap them.

/// `gridsat --help`.
pub(super) const GRIDSAT: &str = "\
Examples:
  # Solve a puzzle file (the kind is told from the file) and check that it is unique
  gridsat solve instances/magnets/janko-6x6.magnets
  # Simon Tatham game IDs and puzz.link URLs are inputs too
  gridsat solve '4x4:2/1/2/1/1.1/2/1/1' 'https://puzz.link/p?fillomino/t/4/4/g21o21h'
  # A new puzzle, with its solution and a link to play it online
  gridsat generate yinyang --size 6x6 --seed 1

Each command explains itself, with examples: gridsat help <COMMAND>";

/// `gridsat help solve`.
pub(super) const SOLVE: &str = "\
Examples:
  # Solve a Magnets puzzle, verify the solution and check that it is the only one
  gridsat solve instances/magnets/janko-6x6.magnets
  # Several inputs (a .non file and a Tatham Pattern ID), one JSON object each
  gridsat solve --format json instances/hanjie/webpbn-00001.non '4x4:2/1/2/1/1.1/2/1/1'
  # A puzz.link URL, with another connectivity encoding
  gridsat solve --connectivity tree 'http://pzv.jp/p.html?yinyang/6/6/0j40j0060220'
  # puzz.link Magnets and Nonogram (Hanjie) URLs: pzprjs's own test puzzles
  gridsat solve 'https://puzz.link/p?magnets/5/5/g222j2h2g22g0g32fubmo3or00000000000400'
  gridsat solve 'https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h'
  # Certify the verdict: the CNF, a model and a DRAT proof of uniqueness in proofs/
  gridsat solve --proof proofs instances/123/cspuz-4x4.123";

/// `gridsat help count`.
pub(super) const COUNT: &str = "\
Examples:
  # A Magnets puzzle with two solutions (counting stops at 10)
  gridsat count --limit 10 instances/magnets/janko-8x8-two-solutions.magnets";

/// `gridsat help analyze`.
pub(super) const ANALYZE: &str = "\
Examples:
  # A puzzle with one solution: how hard it is
  gridsat analyze instances/hanjie/seed-example3-hidden-unique.non
  # Two solutions: the cells forced in both, and where they differ (exit code 1)
  gridsat analyze instances/magnets/janko-8x8-two-solutions.magnets
  # Several solutions, and the givens that would each make the puzzle unique (exit code 1)
  gridsat analyze instances/123/several-6x6.123";

/// `gridsat help hint`.
pub(super) const HINT: &str = "\
Examples:
  # The first cell to fill in a nonogram: the line whose clue fixes it, and its cells
  gridsat hint instances/hanjie/webpbn-00006.non
  # The first cell of a 123 puzzle, with the clues it follows from
  gridsat hint instances/123/cspuz-4x4.123
  # An answer checked: a complete solution is solved
  gridsat hint instances/magnets/tatham-3x3.magnets instances/magnets/tatham-3x3.answer
  # The same as one JSON object, for programs (the cell, its value, the clues and cells)
  gridsat hint --format json instances/yinyang/pzprjs-test-5x5.yinyang";

/// `gridsat help dimacs`.
pub(super) const DIMACS: &str = "\
Examples:
  # The CNF of a puzzle, for another SAT solver (then see `gridsat help decode`)
  gridsat dimacs instances/magnets/tatham-3x3.magnets -o tatham-3x3.cnf";

/// `gridsat help decode`.
pub(super) const DECODE: &str = "\
Examples:
  # Another solver's answer to the `dimacs` CNF, e.g. from `minisat tatham-3x3.cnf answer`:
  #   gridsat decode instances/magnets/tatham-3x3.magnets answer
  # Here the model that `solve --proof` writes stands in for it
  gridsat solve --proof proofs instances/magnets/tatham-3x3.magnets
  gridsat decode instances/magnets/tatham-3x3.magnets proofs/tatham-3x3.model";

/// `gridsat help verify`.
pub(super) const VERIFY: &str = "\
Examples:
  # Check a solution file (rows of + - x) against the rules
  gridsat verify instances/magnets/tatham-3x3.magnets instances/magnets/tatham-3x3.answer
  # An answer file of several solutions (separated by blank lines): each is checked
  gridsat verify instances/123/several-6x6.123 instances/123/several-6x6.answer";

/// `gridsat help draw`.
pub(super) const DRAW: &str = "\
Examples:
  # The empty puzzle, as books print it
  gridsat draw instances/magnets/janko-6x6.magnets -o puzzle.svg
  # Filled with a solution file (rows of symbols, or the JSON of solve)
  gridsat draw instances/123/cspuz-4x4.123 --solution instances/123/cspuz-4x4.answer -o solved.svg
  # The solved picture straight from the solver
  gridsat solve instances/yinyang/generated-10x10.yinyang --format svg -o solved.svg";

/// `gridsat help generate`.
pub(super) const GENERATE: &str = "\
Examples:
  # A Magnets puzzle with as few clues as keep it unique, its solution and play links
  gridsat generate magnets --size 8x8 --seed 7 --strip
  # Five Hanjie puzzles, each written to puzzles/ with its solution (.answer) beside it
  gridsat generate hanjie --size 10x10 --seed 2 --count 5 --out puzzles
  # A puzzle that unit propagation alone solves
  gridsat generate magnets --size 8x8 --seed 1 --difficulty easy
  # Three puzzles, separated by lines `---`, solved back one by one (<stdin>#1 to #3)
  gridsat generate 123 --size 6x6 --seed 3 --count 3 | gridsat solve -";

/// `gridsat help completions`.
pub(super) const COMPLETIONS: &str = "\
Examples:
  # bash (bash-completion loads it when gridsat is first completed)
  gridsat completions bash > ~/.local/share/bash-completion/completions/gridsat
  # zsh: a directory in $fpath (add `fpath=(~/.zfunc $fpath)` to ~/.zshrc before compinit)
  gridsat completions zsh > ~/.zfunc/_gridsat
  # fish
  gridsat completions fish > ~/.config/fish/completions/gridsat.fish";

/// `gridsat help man`.
pub(super) const MAN: &str = "\
Examples:
  # Read the manual page now
  gridsat man | man -l -
  # A page per command beside cargo's binaries (man finds them there when ~/.cargo/bin
  # is in PATH; then `man gridsat-solve`)
  gridsat man --dir ~/.cargo/share/man/man1";
