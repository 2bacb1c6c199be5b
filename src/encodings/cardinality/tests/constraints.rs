//! The constraint functions against their meaning, for every small input size and `k`.

use super::*;

/// Runs `make(k)` for every `n <= MAX_N`, every `k` in `0..=n+1`, both layouts and both
/// formula kinds.
fn check_all_k(make: fn(usize) -> Constraint) {
    for n in 0..=MAX_N {
        for k in 0..=n + 1 {
            for layout in LAYOUTS {
                check_exhaustively(make(k), n, layout, (n + k) % 2 == 0);
                check_exhaustively(make(k), n, layout, (n + k) % 2 == 1);
            }
        }
    }
}

/// Same as [`check_all_k`] for a constraint without `k`.
fn check_all_n(constraint: Constraint) {
    for n in 0..=MAX_N {
        for layout in LAYOUTS {
            check_exhaustively(constraint, n, layout, false);
            check_exhaustively(constraint, n, layout, true);
        }
    }
}

#[test]
fn at_least_one_is_exact() {
    check_all_n(Constraint::AtLeastOne);
}

#[test]
fn at_most_one_is_exact() {
    check_all_n(Constraint::AtMostOne);
}

#[test]
fn at_most_one_pairwise_is_exact() {
    check_all_n(Constraint::AtMostOnePairwise);
}

#[test]
fn at_most_one_sequential_is_exact() {
    check_all_n(Constraint::AtMostOneSequential);
}

#[test]
fn at_most_one_ladder_is_used_beyond_pairwise_limit() {
    // 7 inputs exceed PAIRWISE_LIMIT, so the exhaustive runs above cover the ladder branch.
    const { assert!(PAIRWISE_LIMIT < MAX_N) };
    let mut cnf = CnfFormula::new();
    let lits = inputs(&mut cnf, PAIRWISE_LIMIT + 1, Layout::Plain);
    at_most_one(&mut cnf, &lits);
    assert_eq!(cnf.var_count(), 2 * PAIRWISE_LIMIT + 1);
}

#[test]
fn exactly_one_is_exact() {
    check_all_n(Constraint::ExactlyOne);
}

#[test]
fn at_most_k_is_exact() {
    check_all_k(Constraint::AtMostK);
}

#[test]
fn at_least_k_is_exact() {
    check_all_k(Constraint::AtLeastK);
}

#[test]
fn exactly_k_is_exact() {
    check_all_k(Constraint::ExactlyK);
}

#[test]
fn between_is_exact() {
    for n in 0..=MAX_N {
        for lowest in 0..=n + 1 {
            for highest in 0..=n + 1 {
                for layout in LAYOUTS {
                    let via_cnf = (n + lowest + highest) % 2 == 0;
                    check_exhaustively(Constraint::Between(lowest, highest), n, layout, via_cnf);
                }
            }
        }
    }
}

#[test]
fn huge_k_adds_no_variables() {
    let mut cnf = CnfFormula::new();
    let lits = inputs(&mut cnf, 4, Layout::Plain);
    at_most_k(&mut cnf, &lits, usize::MAX);
    at_least_k(&mut cnf, &lits, usize::MAX);
    exactly_k(&mut cnf, &lits, usize::MAX);
    between(&mut cnf, &lits, 0, usize::MAX);
    assert_eq!(cnf.var_count(), 4);
    assert_eq!(cnf.len(), 2, "two empty clauses");
}

/// Inputs are counted by position: repeated and complementary literals are allowed.
#[test]
fn positions_are_counted_with_repeats() {
    let [a, b, c] = [0, 1, 2].map(|index| Var::from_index(index).positive());
    let lists: [&[Lit]; 3] = [&[a, a, !b, b, c], &[a, !a, a, !a], &[c, c, c, !b, !b, a, b]];
    for lits in lists {
        let n = lits.len();
        let mut constraints = vec![
            Constraint::AtMostOne,
            Constraint::AtMostOnePairwise,
            Constraint::AtMostOneSequential,
            Constraint::ExactlyOne,
        ];
        for k in 0..=n + 1 {
            constraints.extend([
                Constraint::AtMostK(k),
                Constraint::AtLeastK(k),
                Constraint::ExactlyK(k),
                Constraint::Between(k / 2, k),
            ]);
        }
        for constraint in constraints {
            let mut solver = Solver::new();
            // Claim a, b and c before the encoder creates its auxiliary variables.
            assert_eq!(solver.new_lits::<(Lit, Lit, Lit)>(), (a, b, c));
            constraint.encode(&mut solver, lits);
            for values in 0..8u32 {
                let fixed = fixing(&[a, b, c], values);
                let true_positions = lits.iter().filter(|lit| fixed.contains(lit)).count();
                assert_eq!(
                    sat(&mut solver, &fixed),
                    constraint.holds(true_positions),
                    "{constraint:?} over {lits:?}, values {values:03b}"
                );
            }
        }
    }
}

#[test]
fn bit_negation_and_constants() {
    let mut cnf = CnfFormula::new();
    let x = cnf.new_lit();
    assert_eq!(Bit::Lit(x).negated(), Bit::Lit(!x));
    assert_eq!(!Bit::Const(true), Bit::Const(false));
    assert_eq!(!!Bit::Lit(x), Bit::from(x));
    assert_eq!(Bit::from(false).negated(), Bit::Const(true));

    Bit::Const(true).assert_true(&mut cnf);
    assert_eq!(cnf.len(), 0);
    Bit::Lit(!x).assert_true(&mut cnf);
    Bit::Const(false).assert_true(&mut cnf);
    let clauses: Vec<Vec<Lit>> = cnf.iter().map(|clause| clause.to_vec()).collect();
    assert_eq!(clauses, vec![vec![!x], vec![]]);
}

#[test]
fn bit_as_assumption() {
    let mut solver = Solver::new();
    let x = solver.new_lit();
    assert_eq!(Bit::Const(true).as_assumption(&mut solver), None);
    assert_eq!(Bit::Lit(x).as_assumption(&mut solver), Some(x));
    let impossible = Bit::Const(false)
        .as_assumption(&mut solver)
        .expect("a literal to assume");
    assert_ne!(impossible.var(), x.var());
    assert!(sat(&mut solver, &[x]));
    assert!(!sat(&mut solver, &[x, impossible]));
    assert_eq!(solver.failed_core(), Some(&[impossible][..]));
}
