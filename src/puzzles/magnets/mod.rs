//! Magnets: a grid of dominoes, each a magnet (one `+` end, one `-` end) or neutral; row and
//! column counts of `+` and `-` poles; equal poles never orthogonally adjacent. Any W x H,
//! with singleton cells (always neutral) where the area is odd, and unknown counts. Read from
//! `.magnets` files, Simon Tatham's game IDs and puzz.link URLs (`url.rs`), and written as
//! both kinds of play link.

mod cnf_size;
mod encode;
mod generate;
mod layout;
mod parse;
mod partial;
mod polarities;
mod render;
mod repair;
mod rules;
mod svg;
mod tatham;
mod url;
mod verify;

use crate::grid::{Grid, Pos};

pub use encode::{CellVars, Line};
pub use url::to_url;

/// Which end of its domino a cell is; the letter used in files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum End {
    /// `L`: the partner is to the right.
    Left,
    /// `R`: the partner is to the left.
    Right,
    /// `T`: the partner is below.
    Top,
    /// `B`: the partner is above.
    Bottom,
    /// `*`: no partner; always neutral.
    Single,
}

impl End {
    /// The layout letter.
    #[must_use]
    pub fn letter(self) -> char {
        match self {
            End::Left => 'L',
            End::Right => 'R',
            End::Top => 'T',
            End::Bottom => 'B',
            End::Single => '*',
        }
    }

    /// The end for a layout letter.
    #[must_use]
    pub fn from_letter(letter: char) -> Option<End> {
        Some(match letter {
            'L' => End::Left,
            'R' => End::Right,
            'T' => End::Top,
            'B' => End::Bottom,
            '*' => End::Single,
            _ => return None,
        })
    }
}

/// The charge of one cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pole {
    /// `+`.
    Plus,
    /// `-`.
    Minus,
    /// `x`: part of a neutral domino, or a singleton.
    Neutral,
}

impl Pole {
    /// The symbol in solution rows.
    #[must_use]
    pub fn symbol(self) -> char {
        match self {
            Pole::Plus => '+',
            Pole::Minus => '-',
            Pole::Neutral => 'x',
        }
    }

    /// The other pole of a magnet; neutral stays neutral.
    #[must_use]
    pub fn opposite(self) -> Pole {
        match self {
            Pole::Plus => Pole::Minus,
            Pole::Minus => Pole::Plus,
            Pole::Neutral => Pole::Neutral,
        }
    }
}

/// Counts of one pole along the rows and columns; `None` = no clue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counts {
    /// One per column, left to right.
    pub cols: Vec<Option<usize>>,
    /// One per row, top to bottom.
    pub rows: Vec<Option<usize>>,
}

/// A Magnets puzzle: the domino layout and the `+` and `-` counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Magnets {
    /// Which end of its domino each cell is.
    pub layout: Grid<End>,
    /// Counts of `+` poles.
    pub plus: Counts,
    /// Counts of `-` poles.
    pub minus: Counts,
}

/// A solved grid.
pub type Solution = Grid<Pole>;

/// A grid with some cells not filled in yet (`None`).
pub type Partial = Grid<Option<Pole>>;

impl Magnets {
    /// The other cell of `pos`'s domino, `None` for a singleton.
    #[must_use]
    pub fn partner(&self, pos: Pos) -> Option<Pos> {
        partner(&self.layout, pos)
    }

    /// The dominoes as (first, second) cell pairs, first being the left or top end.
    pub fn dominoes(&self) -> impl Iterator<Item = (Pos, Pos)> + '_ {
        dominoes(&self.layout)
    }

    /// The counts of `pole` (plus or minus).
    #[must_use]
    pub fn counts(&self, pole: Pole) -> &Counts {
        if pole == Pole::Minus {
            &self.minus
        } else {
            &self.plus
        }
    }
}

/// The dominoes of `layout` as (first, second) cell pairs, first being the left or top end.
pub fn dominoes(layout: &Grid<End>) -> impl Iterator<Item = (Pos, Pos)> + '_ {
    layout.iter().filter_map(|(pos, end)| match end {
        End::Left | End::Top => partner(layout, pos).map(|other| (pos, other)),
        _ => None,
    })
}

/// The other cell of `pos`'s domino in `layout`, `None` for a singleton.
#[must_use]
pub(crate) fn partner(layout: &Grid<End>, pos: Pos) -> Option<Pos> {
    let Pos { row, col } = pos;
    match layout[pos] {
        End::Left => Some(Pos::new(row, col + 1)),
        End::Right => Some(Pos::new(row, col.checked_sub(1)?)),
        End::Top => Some(Pos::new(row + 1, col)),
        End::Bottom => Some(Pos::new(row.checked_sub(1)?, col)),
        End::Single => None,
    }
}
