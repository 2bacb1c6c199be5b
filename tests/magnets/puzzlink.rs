//! Magnets as puzz.link URLs (`?magnets/…`), at library level: every instance reads back
//! from its URL as the same puzzle, and so does every layout of small grids (dominoes with
//! one empty cell where the area is odd) with counts known and unknown; the URL that
//! `instances/magnets/pzprjs-5x5.magnets` cites (pzprjs's test, robx/pzprjs@0401fc64
//! test/script/magnets.js) is that file's puzzle, written back to the same URL.

use gridsat::grid::Size;
use gridsat::puzzle::Notation;
use gridsat::puzzle::Puzzle;
use gridsat::puzzles::magnets::{Counts, Magnets, to_url};
use gridsat::source::Source;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use crate::answer_files::instance_files;
use crate::magnets::common::layouts::all_layouts;

fn read(text: &str) -> Magnets {
    Magnets::parse(&Source::inline("<argument>", text)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn read_file(path: &std::path::Path) -> Magnets {
    Magnets::parse(&Source::from_file(path, &Default::default()).unwrap()).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn every_instance_reads_back_from_its_url() {
    for path in instance_files("magnets", "magnets") {
        let puzzle = read_file(&path);
        let url = to_url(&puzzle).unwrap_or_else(|| panic!("{}: no URL", path.display()));
        assert!(url.starts_with("https://puzz.link/p?magnets/"), "{url}");
        assert_eq!(read(&url), puzzle, "{}: {url}", path.display());
        // The URL is among the play links, after Simon Tatham's game.
        assert_eq!(puzzle.play_links().last(), Some(&url), "{}", path.display());
    }
}

#[test]
fn the_url_pzprjs_5x5_cites_is_its_puzzle() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("instances/magnets");
    let file = dir.join("pzprjs-5x5.magnets");
    let text = std::fs::read_to_string(&file).unwrap();
    // The header cites pzprjs's test as `url "COLS/ROWS/BODY"`, the part after the genre.
    let cited = text
        .split_once("(url \"")
        .and_then(|(_, rest)| rest.split_once('"'))
        .map(|(url, _)| url)
        .expect("the cited URL");
    let url = format!("https://puzz.link/p?magnets/{cited}");
    let puzzle = read_file(&file);
    assert_eq!(read(&url), puzzle, "{url}");
    assert_eq!(to_url(&puzzle), Some(url.clone()), "written as pzprjs writes it");
}

#[test]
fn every_small_layout_round_trips_with_counts_known_and_unknown() {
    let mut rng = StdRng::seed_from_u64(25);
    let mut checked = 0;
    for (width, height) in [(1, 2), (2, 2), (3, 1), (3, 3), (4, 3), (3, 4), (5, 3), (4, 4)] {
        let size = Size::new(width, height);
        for layout in all_layouts(size) {
            let mut counts = |n: usize, length: usize| -> Vec<Option<usize>> {
                (0..n)
                    .map(|_| rng.random_bool(0.7).then(|| rng.random_range(0..=length)))
                    .collect()
            };
            let puzzle = Magnets {
                layout: layout.ends,
                plus: Counts {
                    cols: counts(width, height),
                    rows: counts(height, width),
                },
                minus: Counts {
                    cols: counts(width, height),
                    rows: counts(height, width),
                },
            };
            let url = to_url(&puzzle).unwrap();
            assert_eq!(read(&url), puzzle, "{url}");
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked}");
}
