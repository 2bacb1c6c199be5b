//! [`Rules`] for OneTwoThree: solutions and partly filled grids checked from the rules, and
//! what the rules show without search.

use super::Partial;
use super::verify::{named, wrong_size};
use super::{MAX_VALUE, OneTwoThree, Solution};
use crate::puzzle::Rules;

impl Rules for OneTwoThree {
    fn verify_partial(&self, partial: &Partial) -> Vec<String> {
        super::partial::verify_partial(self, partial)
    }

    /// Every rule `solution` breaks, one message each (empty when it is valid).
    fn verify(&self, solution: &Solution) -> Vec<String> {
        let size = self.givens.size();
        if solution.size() != size {
            return vec![format!("the solution is {}, the puzzle {size}", solution.size())];
        }
        let mut broken = Vec::new();
        for (pos, &value) in solution.iter() {
            if !(1..=MAX_VALUE).contains(&value) {
                broken.push(format!("{pos} holds {value}: cells hold 1, 2 or 3"));
            }
            if let Some(given) = self.givens[pos]
                && given != value
            {
                broken.push(format!("{pos} is given as {given} but holds {value}"));
            }
        }
        for border in &self.borders {
            let (a, b) = border.cells();
            if solution[a] == solution[b] {
                broken.push(format!(
                    "{a} and {b} both hold {}, so they are one group, across the border given between them",
                    solution[a]
                ));
            }
        }
        for group in solution.regions() {
            let value = solution[group[0]];
            if group.len() != usize::from(value) {
                broken.push(wrong_size(value, &group));
            }
        }
        broken
    }

    /// A reason the givens alone break the rules: equal given numbers on either side of a given
    /// border, or a connected group of equal given numbers larger than its number (two
    /// touching 1s, three touching 2s, four touching 3s).
    fn contradiction(&self) -> Option<String> {
        let across = self.borders.iter().find_map(|border| {
            let (a, b) = border.cells();
            let (given_a, given_b) = (self.givens[a]?, self.givens[b]?);
            (given_a == given_b).then(|| {
                format!(
                    "the given {given_a}s at {a} and {b} are one group, across the border given between them"
                )
            })
        });
        if across.is_some() {
            return across;
        }
        let values = self.givens.map(|given| given.unwrap_or(0));
        values.regions().into_iter().find_map(|group| {
            let value = values[group[0]];
            (value > 0 && group.len() > usize::from(value)).then(|| {
                format!(
                    "the given {value}s at {} touch: together they form a group of {} cells, more than {value}",
                    named(&group),
                    group.len()
                )
            })
        })
    }
}
