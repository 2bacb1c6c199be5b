//! Counting solutions ([`count_observed`]): each one verified, and no grid counted
//! twice (checked by a 128-bit fingerprint of its rows rather than by keeping every grid).

use super::{CountReport, Ended, Stats, own};
use crate::error::Error;
use crate::limits::Limits;
use crate::puzzle::PuzzleKind;
use crate::solve::{ClueMode, Session, SolveOptions};
use crate::time::Instant;
use std::collections::HashSet;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};

/// Counts as `options` ask (their solver, engine, limits and time limit), adding one to
/// `counted` as each solution is found and verified, so that another thread can follow the
/// count. At the time limit the count stops with the solutions verified by then
/// ([`CountReport::timed_out`]) instead of an error; so does an interrupt
/// ([`CountReport::interrupted`]).
pub(crate) fn count_observed<P: PuzzleKind>(
    puzzle: &P,
    limit: Option<u64>,
    options: &SolveOptions,
    counted: &AtomicU64,
) -> Result<CountReport, Error> {
    let start = Instant::now();
    let limits = options.limits_from_now();
    let (solver, engine) = (&options.solver, options.engine);
    let mut seen = HashSet::new();
    let mut check = |solution: &P::Solution| {
        if let Some(rule) = puzzle.verify(solution).into_iter().next() {
            return Err(Error::broken_rule(rule));
        }
        if !seen.insert(fingerprint(&puzzle.solution_rows(solution))) {
            return Err(Error::same_grid());
        }
        counted.fetch_add(1, Ordering::SeqCst);
        Ok(())
    };
    let mut gave_up = false;
    if let Some(mut own) = own::search(puzzle, solver, engine, &limits)? {
        if let Some((solutions, ended)) = own::enumerate(own.as_mut(), limit) {
            solutions.iter().try_for_each(&mut check)?;
            let stats = own::stats(puzzle, own.as_ref(), start);
            return Ok(report::<P>(solutions.len() as u64, ended, &limits, stats));
        }
        gave_up = true;
    }
    let session = match gave_up {
        true => super::handed_over(puzzle, solver, &limits),
        false => Session::with_solver(puzzle, ClueMode::Fixed, solver, &limits),
    };
    let mut session = match session {
        Err(Error::TimedOut) => {
            return Ok(report::<P>(
                0,
                Ended::TimedOut,
                &limits,
                Stats::without_search(start),
            ));
        }
        session => session?,
    };
    let ended = match session.try_enumerate(limit, &mut check) {
        Ok((_, true)) => Ended::Finished,
        Ok((_, false)) => Ended::AtLimit,
        Err(Error::TimedOut) => Ended::TimedOut,
        Err(error) => return Err(error),
    };
    // Every solution the session found went through `check`, which kept its fingerprint.
    let count = seen.len() as u64;
    Ok(report::<P>(
        count,
        ended,
        &limits,
        Stats::new(session.stats(), start),
    ))
}

/// The report of a count that ended as `ended` within `limits`: a stop at the deadline
/// is told apart from an interrupt, which stops the search the same way.
fn report<P: PuzzleKind>(count: u64, ended: Ended, limits: &Limits, stats: Stats) -> CountReport {
    let ended = match (ended, limits.deadline.explain(Error::TimedOut)) {
        (Ended::TimedOut, Error::Interrupted) => Ended::Interrupted,
        _ => ended,
    };
    CountReport {
        kind: P::KIND,
        count,
        complete: ended == Ended::Finished,
        timed_out: ended == Ended::TimedOut,
        interrupted: ended == Ended::Interrupted,
        stats,
    }
}

/// 128 bits that tell one grid from another (two 64-bit hashes of its rows), so that a count
/// can check that no grid comes twice without keeping every grid: for a collision among a
/// billion grids the odds are below one in 10^20.
fn fingerprint(rows: &[String]) -> u128 {
    let half = |salt: u8| {
        let mut hasher = DefaultHasher::new();
        (salt, rows).hash(&mut hasher);
        u128::from(hasher.finish())
    };
    half(0) << 64 | half(1)
}
