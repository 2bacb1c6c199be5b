//! The polarities of a solution on a domino layout: random ones for the generator to plant
//! (no equal poles touching), whether a pole fits beside those already placed, and the
//! puzzle whose counts a solution gives.

use super::{Counts, End, Magnets, Pole, Solution, dominoes, partner};
use crate::grid::{Grid, Pos};
use rand::RngExt;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

/// Share of dominoes drawn neutral before repairs.
const NEUTRAL_SHARE: f64 = 0.5;

/// The puzzle whose counts are those of `solution`.
pub(super) fn with_counts(layout: Grid<End>, solution: &Solution) -> Magnets {
    let size = layout.size();
    let count = |pole: Pole| Counts {
        cols: (0..size.width)
            .map(|c| Some(solution.column(c).filter(|&&p| p == pole).count()))
            .collect(),
        rows: (0..size.height)
            .map(|r| Some(solution.row(r).iter().filter(|&&p| p == pole).count()))
            .collect(),
    };
    Magnets {
        plus: count(Pole::Plus),
        minus: count(Pole::Minus),
        layout,
    }
}

/// Random polarities: dominoes in random order, some neutral, each magnet oriented so that
/// no equal poles touch (neutral when neither orientation fits).
pub(super) fn random_polarities(layout: &Grid<End>, rng: &mut StdRng) -> Solution {
    let mut poles: Grid<Option<Pole>> = layout.map(|_| None);
    let mut dominoes: Vec<(Pos, Pos)> = dominoes(layout).collect();
    dominoes.shuffle(rng);
    for (a, b) in dominoes {
        let mut options = [(Pole::Plus, Pole::Minus), (Pole::Minus, Pole::Plus)];
        options.shuffle(rng);
        let choice = if rng.random_bool(NEUTRAL_SHARE) {
            None
        } else {
            options
                .into_iter()
                .find(|&(pa, pb)| fits(layout, &poles, a, pa) && fits(layout, &poles, b, pb))
        };
        let (pa, pb) = choice.unwrap_or((Pole::Neutral, Pole::Neutral));
        poles[a] = Some(pa);
        poles[b] = Some(pb);
    }
    poles.map(|p| p.unwrap_or(Pole::Neutral))
}

/// Whether `pos` may be `pole` given the poles already placed around it.
pub(super) fn fits(layout: &Grid<End>, poles: &Grid<Option<Pole>>, pos: Pos, pole: Pole) -> bool {
    pole == Pole::Neutral
        || layout
            .size()
            .neighbours(pos)
            .all(|n| partner(layout, pos) == Some(n) || poles[n] != Some(pole))
}
