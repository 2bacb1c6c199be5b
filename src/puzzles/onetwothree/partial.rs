//! Checking a partly filled 123 grid (`.` or `?` cells not filled in yet) from the rules:
//! what its filled cells (and the givens) already break, whatever fills the rest.

use super::verify::{named, wrong_size};
use super::{OneTwoThree, Partial};
use crate::grid::{Grid, Pos};

/// The rules the filled cells of `grid` break whatever fills its unknown cells: a filled
/// cell that contradicts its given; a group of equal numbers, filled or given, larger than
/// its number; and one smaller than its number with too little room to grow, the cells it
/// can still reach through unknown cells and cells of its number being too few (with no
/// room at all: a complete group too small). An unknown cell with a given counts as given.
pub(super) fn verify_partial(puzzle: &OneTwoThree, grid: &Partial) -> Vec<String> {
    let size = puzzle.givens.size();
    if grid.size() != size {
        return vec![format!("the solution is {}, the puzzle {size}", grid.size())];
    }
    let mut broken = Vec::new();
    for (pos, &cell) in grid.iter() {
        if let (Some(value), Some(given)) = (cell, puzzle.givens[pos])
            && value != given
        {
            broken.push(format!("{pos} is given as {given} but holds {value}"));
        }
    }
    let known = Grid::from_fn(size, |pos| grid[pos].or(puzzle.givens[pos]));
    for group in known.regions() {
        let Some(value) = known[group[0]] else {
            continue;
        };
        let wanted = usize::from(value);
        if group.len() > wanted {
            broken.push(wrong_size(value, &group));
            continue;
        }
        if group.len() == wanted {
            continue;
        }
        let room = reachable(&known, &group, value, wanted);
        if room == group.len() {
            broken.push(wrong_size(value, &group));
        } else if room < wanted {
            broken.push(format!(
                "the group of {value}s at {} has {} cell{} and room to grow to at most {room}, not {value}",
                named(&group),
                group.len(),
                if group.len() == 1 { "" } else { "s" },
            ));
        }
    }
    broken
}

/// The cells reachable from `group` through cells that are unknown or hold `value`, up to
/// `enough` of them (at least the group's own): whether there are `enough` is all that is
/// asked, and stopping there keeps the check of a large grid linear.
fn reachable(known: &Grid<Option<u8>>, group: &[Pos], value: u8, enough: usize) -> usize {
    let size = known.size();
    let mut seen = known.map(|_| false);
    let mut cells = group.to_vec();
    for &pos in group {
        seen[pos] = true;
    }
    let mut next = 0;
    while next < cells.len() && cells.len() < enough {
        let here = cells[next];
        next += 1;
        for n in size.neighbours(here) {
            if !seen[n] && known[n].is_none_or(|v| v == value) {
                seen[n] = true;
                cells.push(n);
            }
        }
    }
    cells.len()
}
