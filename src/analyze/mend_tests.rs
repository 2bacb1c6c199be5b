//! Mends of random toy puzzles (`toy.rs`) with several solutions, against brute force: every
//! mend's clues, added, leave exactly one filling, the first solution; a set of several
//! clues needs each of them; single clues are offered whenever one exists among the first
//! tried, and a set only when none does.

use crate::analyze::toy::{Toy, random_toy};
use crate::analyze::{SolutionCount, analyze};
use crate::puzzle::Generate;
use crate::solve::SolveOptions;
use rand::SeedableRng;
use rand::rngs::StdRng;

/// The toy with the candidate clues named `names` added.
fn mended(toy: &Toy, first: &Vec<bool>, names: &[String]) -> Toy {
    let mut mended = toy.clone();
    for candidate in toy.clues_to_add(first) {
        if names.contains(&candidate.name) {
            mended.add_clue(&candidate.clue);
        }
    }
    mended
}

#[test]
fn mends_of_random_toys_leave_one_solution() {
    let mut rng = StdRng::seed_from_u64(36);
    let (mut singles, mut sets) = (0, 0);
    for _ in 0..1500 {
        let toy = random_toy(&mut rng);
        let analysis = analyze(&toy, &SolveOptions::default()).unwrap();
        if analysis.solutions != SolutionCount::Several {
            assert!(analysis.mends.is_empty() && analysis.mend_note.is_none());
            continue;
        }
        let what = format!("{toy:?}\n{analysis:#?}");
        let first: Vec<bool> = analysis.solution.as_ref().unwrap()[0]
            .chars()
            .map(|c| c == '#')
            .collect();
        assert!(!analysis.mends.is_empty(), "a toy can always be mended: {what}");
        for mend in &analysis.mends {
            let solutions =
                mended(&toy, &first, &mend.clues)
                    .brute_force(&vec![true; toy.clues.len() + mend.clues.len()]);
            assert_eq!(solutions, vec![first.clone()], "{mend:?}: {what}");
            if mend.clues.len() > 1 {
                sets += 1;
                for drop in 0..mend.clues.len() {
                    let mut fewer = mend.clues.clone();
                    fewer.remove(drop);
                    let left =
                        mended(&toy, &first, &fewer).brute_force(&vec![true; toy.clues.len() + fewer.len()]);
                    assert!(left.len() > 1, "{fewer:?} is enough: {what}");
                }
            } else {
                singles += 1;
            }
        }
        if analysis.mends[0].clues.len() > 1 {
            // No single clue of those the second solution breaks makes it unique.
            for candidate in toy.clues_to_add(&first) {
                let left = mended(&toy, &first, std::slice::from_ref(&candidate.name))
                    .brute_force(&vec![true; toy.clues.len() + 1]);
                assert!(left.len() > 1, "{} alone is enough: {what}", candidate.name);
            }
        }
    }
    assert!(singles > 50 && sets > 10, "{singles} single clues, {sets} sets");
}
