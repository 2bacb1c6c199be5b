//! The automaton of one clue over the symbols of its puzzle (0 the background, then the
//! inks): in black and white [`Dfa::for_clue`] (runs of unknown length too), in colour
//! [`Dfa::for_colour_runs`]; and for a colour clue with a run of unknown length, which no
//! file format writes but a puzzle built in code may hold, an automaton built here.

use crate::encodings::regular::Dfa;
use crate::encodings::runs::Run;
use crate::puzzles::hanjie::clue::ClueRun;

/// The automaton of the runs `runs` over `symbols` symbols: 2 in black and white (whose
/// runs are all of ink 1, whatever their `colour`), the palette's size in colour.
pub(crate) fn clue_dfa(runs: &[ClueRun], symbols: usize) -> Dfa {
    if symbols <= 2 {
        let lengths: Vec<Run> = runs.iter().map(|run| run.length).collect();
        return Dfa::for_clue(&lengths);
    }
    let known: Option<Vec<(usize, usize)>> = runs
        .iter()
        .map(|run| match run.length {
            Run::Length(length) => Some((length, usize::from(run.colour))),
            Run::Unknown => None,
        })
        .collect();
    match known {
        Some(known) => Dfa::for_colour_runs(&known, symbols),
        None => with_unknown_lengths(runs, symbols),
    }
}

/// The automaton of coloured runs some of whose lengths are unknown. States in order: the
/// start (the background loops on it), then each run's cells (an unknown run one state
/// that loops on its ink), each gap before a run a state of its own where the background
/// loops: needed before a run of the same ink, and after a run of unknown length (whose
/// last state loops on its ink, so it cannot loop on the background too: a run of another
/// ink may then follow from the run or from the gap, the one transition that skips a state).
/// After a known run followed by another ink, the background loops on the run's last state.
fn with_unknown_lengths(runs: &[ClueRun], symbols: usize) -> Dfa {
    let mut next: Vec<Vec<Option<usize>>> = vec![vec![None; symbols]];
    let state = |next: &mut Vec<Vec<Option<usize>>>| {
        next.push(vec![None; symbols]);
        next.len() - 1
    };
    next[0][0] = Some(0);
    // The states from which the next run's first cell is read.
    let mut before: Vec<usize> = vec![0];
    let mut previous: Option<ClueRun> = None;
    for run in runs {
        let ink = usize::from(run.colour);
        if let Some(previous) = previous {
            let end = before[0];
            if previous.colour == run.colour || previous.length == Run::Unknown {
                let gap = state(&mut next);
                next[end][0] = Some(gap);
                next[gap][0] = Some(gap);
                before = if previous.colour == run.colour {
                    vec![gap]
                } else {
                    vec![end, gap]
                };
            } else {
                next[end][0] = Some(end);
            }
        }
        let first = state(&mut next);
        for &from in &before {
            next[from][ink] = Some(first);
        }
        let mut last = first;
        match run.length {
            Run::Length(length) => {
                for _ in 1..length {
                    let cell = state(&mut next);
                    next[last][ink] = Some(cell);
                    last = cell;
                }
            }
            Run::Unknown => next[last][ink] = Some(last),
        }
        before = vec![last];
        previous = Some(*run);
    }
    let end = before[0];
    let mut accepting = vec![end];
    match previous {
        Some(run) if run.length == Run::Unknown => {
            let after = state(&mut next);
            next[end][0] = Some(after);
            next[after][0] = Some(after);
            accepting.push(after);
        }
        Some(_) => next[end][0] = Some(end),
        None => {}
    }
    let accepting = (0..next.len()).map(|s| accepting.contains(&s)).collect();
    Dfa { next, accepting }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::hanjie::clue::LineClue;

    /// Every word of `n` symbols below `symbols`.
    fn words(n: usize, symbols: usize) -> impl Iterator<Item = Vec<u8>> {
        (0..symbols.pow(n as u32)).map(move |code| {
            (0..n)
                .map(|i| (code / symbols.pow(i as u32) % symbols) as u8)
                .collect()
        })
    }

    /// Colour clues with runs of unknown length (built from every word's runs, some made
    /// unknown): the automaton accepts exactly the words whose runs the clue matches.
    #[test]
    fn unknown_runs_in_colour_accept_exactly_the_matching_words() {
        for symbols in [3, 4] {
            let mut clues: Vec<Vec<ClueRun>> = Vec::new();
            for word in words(4, symbols) {
                let runs = LineClue::of_cells(word).runs().unwrap().to_vec();
                for hidden in 0..1u32 << runs.len() {
                    let mut clue = runs.clone();
                    for (i, run) in clue.iter_mut().enumerate() {
                        if hidden >> i & 1 == 1 {
                            run.length = Run::Unknown;
                        }
                    }
                    clues.push(clue);
                }
            }
            clues.sort();
            clues.dedup();
            for clue in &clues {
                let dfa = with_unknown_lengths(clue, symbols);
                let line = LineClue::Runs(clue.clone());
                for n in 0..=6 {
                    for word in words(n, symbols) {
                        let runs = LineClue::of_cells(word.iter().copied());
                        assert_eq!(
                            dfa.accepts(&word),
                            line.matches_runs(runs.runs().unwrap()),
                            "{clue:?} {word:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn known_colour_runs_and_black_and_white_take_the_shared_automata() {
        let colour = [ClueRun::new(2, 1), ClueRun::new(1, 2)];
        assert_eq!(clue_dfa(&colour, 3), Dfa::for_colour_runs(&[(2, 1), (1, 2)], 3));
        let black = [ClueRun::black(Run::Unknown), ClueRun::new(2, 1)];
        assert_eq!(
            clue_dfa(&black, 2),
            Dfa::for_clue(&[Run::Unknown, Run::Length(2)])
        );
    }
}
