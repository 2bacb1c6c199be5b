//! Every domino layout of a small grid, enumerated here independently of the library, and
//! a second count of the tilings with one cell left out to cross-check the enumeration.

use gridsat::grid::{Grid, Pos, Size};
use gridsat::puzzles::magnets::End;

/// A layout as the test builds it: the grid of ends and the dominoes as cell pairs.
pub(crate) struct Layout {
    pub ends: Grid<End>,
    pub dominoes: Vec<(Pos, Pos)>,
}

/// Every tiling of `size` by dominoes, plus exactly one singleton when the area is odd.
/// Cells are filled in row-major order: the first empty cell starts a horizontal domino, a
/// vertical domino, or (if one is still due) is the singleton; each tiling arises once.
pub(crate) fn all_layouts(size: Size) -> Vec<Layout> {
    fn fill(
        size: Size,
        cells: &mut Vec<Option<End>>,
        singles_left: usize,
        dominoes: &mut Vec<(Pos, Pos)>,
        out: &mut Vec<Layout>,
    ) {
        let Some(index) = cells.iter().position(Option::is_none) else {
            let ends = Grid::from_vec(size, cells.iter().map(|c| c.unwrap()).collect()).unwrap();
            out.push(Layout {
                ends,
                dominoes: dominoes.clone(),
            });
            return;
        };
        let (row, col) = (index / size.width, index % size.width);
        if col + 1 < size.width && cells[index + 1].is_none() {
            cells[index] = Some(End::Left);
            cells[index + 1] = Some(End::Right);
            dominoes.push((Pos::new(row, col), Pos::new(row, col + 1)));
            fill(size, cells, singles_left, dominoes, out);
            dominoes.pop();
            cells[index + 1] = None;
        }
        if row + 1 < size.height {
            // The cell below is always empty: the only cells of the next row filled so far
            // are lower ends of vertical dominoes started left of `index`.
            let below = index + size.width;
            assert!(cells[below].is_none());
            cells[index] = Some(End::Top);
            cells[below] = Some(End::Bottom);
            dominoes.push((Pos::new(row, col), Pos::new(row + 1, col)));
            fill(size, cells, singles_left, dominoes, out);
            dominoes.pop();
            cells[below] = None;
        }
        if singles_left > 0 {
            cells[index] = Some(End::Single);
            fill(size, cells, singles_left - 1, dominoes, out);
        }
        cells[index] = None;
    }
    let mut out = Vec::new();
    let mut cells = vec![None; size.area()];
    fill(size, &mut cells, size.area() % 2, &mut Vec::new(), &mut out);
    out
}

/// Domino tilings of `size` with the cell `hole` left out.
pub(crate) fn tilings_with_hole(size: Size, hole: Pos) -> usize {
    fn go(size: Size, free: &mut Vec<bool>) -> usize {
        let Some(i) = free.iter().position(|&f| f) else {
            return 1;
        };
        let mut total = 0;
        free[i] = false;
        if i % size.width + 1 < size.width && free[i + 1] {
            free[i + 1] = false;
            total += go(size, free);
            free[i + 1] = true;
        }
        if i + size.width < free.len() && free[i + size.width] {
            free[i + size.width] = false;
            total += go(size, free);
            free[i + size.width] = true;
        }
        free[i] = true;
        total
    }
    let mut free = vec![true; size.area()];
    free[hole.row * size.width + hole.col] = false;
    go(size, &mut free)
}
