//! The sequential counter's outputs against the count, for every small window.

use super::*;

const DIRECTIONS: [Direction; 3] = [Direction::Upward, Direction::Downward, Direction::Both];

/// Every window `lowest..=highest` within `0..=n+1`.
fn windows(n: usize) -> impl Iterator<Item = (usize, usize)> {
    (0..=n + 1).flat_map(move |lowest| (lowest..=n + 1).map(move |highest| (lowest, highest)))
}

/// With [`Direction::Both`] every output is defined: the model shows `count >= j`, and
/// assuming the opposite value of any output is unsatisfiable.
#[test]
fn counter_both_defines_outputs() {
    for n in 0..=MAX_N {
        for (lowest, highest) in windows(n) {
            for layout in LAYOUTS {
                let mut solver = Solver::new();
                let lits = inputs(&mut solver, n, layout);
                let counter = SequentialCounter::new(&mut solver, &lits, lowest, highest, Direction::Both);
                // (j, output, assumption making it true, assumption making it false)
                let outputs: Vec<(usize, Bit, Option<Lit>, Option<Lit>)> = (lowest..=highest)
                    .map(|j| {
                        let bit = counter.at_least(j);
                        let yes = bit.as_assumption(&mut solver);
                        let no = bit.negated().as_assumption(&mut solver);
                        (j, bit, yes, no)
                    })
                    .collect();
                for assignment in 0..1u32 << n {
                    let fixed = fixing(&lits, assignment);
                    let count = count(assignment);
                    let context =
                        format!("n = {n}, window {lowest}..={highest}, {layout:?}, inputs {assignment:b}");
                    assert!(sat(&mut solver, &fixed), "no model: {context}");
                    for &(j, bit, _, _) in &outputs {
                        assert_eq!(value_in_model(&solver, bit), count >= j, "s_{j}: {context}");
                    }
                    for &(j, _, yes, no) in &outputs {
                        let opposite = if count >= j { no } else { yes };
                        let assumptions: Vec<Lit> = fixed.iter().copied().chain(opposite).collect();
                        assert!(!sat(&mut solver, &assumptions), "s_{j} flipped: {context}");
                    }
                }
            }
        }
    }
}

/// Checks the guarantee of each output of `counter`: output `j` can be assumed true exactly
/// when `count >= j` or it has no Downward guarantee, and assumed false exactly when
/// `count < j` or it has no Upward guarantee (constants are exact).
fn check_guarantees(
    solver: &mut Solver,
    lits: &[Lit],
    counter: &SequentialCounter,
    upward: impl Fn(usize) -> bool,
    downward: impl Fn(usize) -> bool,
    context: &str,
) {
    let n = lits.len();
    let outputs: Vec<(usize, Bit, Option<Lit>, Option<Lit>)> = (0..=n + 1)
        .filter(|&j| upward(j) || downward(j))
        .map(|j| {
            let bit = counter.at_least(j);
            let yes = bit.as_assumption(solver);
            let no = bit.negated().as_assumption(solver);
            (j, bit, yes, no)
        })
        .collect();
    for assignment in 0..1u32 << n {
        let fixed = fixing(lits, assignment);
        let count = count(assignment);
        for &(j, bit, yes, no) in &outputs {
            let free = matches!(bit, Bit::Lit(_));
            let with = |extra: Option<Lit>| -> Vec<Lit> { fixed.iter().copied().chain(extra).collect() };
            assert_eq!(
                sat(solver, &with(yes)),
                count >= j || (free && !downward(j)),
                "s_{j} true, inputs {assignment:b}: {context}"
            );
            assert_eq!(
                sat(solver, &with(no)),
                count < j || (free && !upward(j)),
                "s_{j} false, inputs {assignment:b}: {context}"
            );
        }
    }
}

#[test]
fn counter_directions_give_their_guarantees() {
    for n in 0..=MAX_N {
        for (lowest, highest) in windows(n) {
            for direction in DIRECTIONS {
                for via_cnf in [false, true] {
                    let layout = if via_cnf { Layout::Twisted } else { Layout::Plain };
                    let mut solver = Solver::new();
                    let (lits, counter) = if via_cnf {
                        let mut cnf = CnfFormula::new();
                        let lits = inputs(&mut cnf, n, layout);
                        let counter = SequentialCounter::new(&mut cnf, &lits, lowest, highest, direction);
                        solver.add_formula(&cnf);
                        // Claim the formula's variables before as_assumption adds more.
                        while solver.new_var().index() + 1 < cnf.var_count() {}
                        (lits, counter)
                    } else {
                        let lits = inputs(&mut solver, n, layout);
                        let counter = SequentialCounter::new(&mut solver, &lits, lowest, highest, direction);
                        (lits, counter)
                    };
                    let inside = |j: usize| lowest <= j && j <= highest;
                    let upward = |j| inside(j) && direction != Direction::Downward;
                    let downward = |j| inside(j) && direction != Direction::Upward;
                    let context =
                        format!("n = {n}, window {lowest}..={highest}, {direction:?}, via_cnf = {via_cnf}");
                    check_guarantees(&mut solver, &lits, &counter, upward, downward, &context);
                }
            }
        }
    }
}

#[test]
fn counter_split_windows_give_their_guarantees() {
    for n in 0..=4 {
        let options = || std::iter::once(None).chain(windows(n).map(Some));
        for up in options() {
            for down in options() {
                let mut solver = Solver::new();
                let lits = inputs(&mut solver, n, Layout::Twisted);
                let range = |window: Option<(usize, usize)>| window.map(|(a, b)| a..=b);
                let counter = SequentialCounter::new_split(&mut solver, &lits, range(up), range(down));
                let inside =
                    |window: Option<(usize, usize)>, j: usize| window.is_some_and(|(a, b)| a <= j && j <= b);
                let context = format!("n = {n}, upward {up:?}, downward {down:?}");
                check_guarantees(
                    &mut solver,
                    &lits,
                    &counter,
                    |j| inside(up, j),
                    |j| inside(down, j),
                    &context,
                );
            }
        }
    }
}

#[test]
#[should_panic(expected = "outside the window")]
fn counter_at_least_panics_outside_window() {
    let mut cnf = CnfFormula::new();
    let lits = inputs(&mut cnf, 5, Layout::Plain);
    let counter = SequentialCounter::new(&mut cnf, &lits, 2, 3, Direction::Upward);
    counter.at_least(4);
}

#[test]
#[should_panic(expected = "is empty")]
fn counter_new_panics_on_empty_window() {
    let mut cnf = CnfFormula::new();
    let lits = inputs(&mut cnf, 5, Layout::Plain);
    SequentialCounter::new(&mut cnf, &lits, 3, 2, Direction::Both);
}
