//! How the CDCL search runs ([`Config`]): root probing, lookahead, phase, restarts and
//! decay, with the defaults the benchmarks chose.

/// How the search runs: [`Config::default`] is what the benchmarks chose.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Config {
    /// Probe both values of every open variable at level 0 before the search, keeping
    /// failed values as units and what each value implies as binary clauses.
    pub root_probing: bool,
    /// With `root_probing`, the conflicts met before the root is probed (at the first restart
    /// from then on): puzzles that need little search are done before probing costs more
    /// than the search. 0: before the search.
    pub probe_after: u64,
    /// Lookahead at decision levels below this: both values of every open variable are
    /// tried before each decision there, and the branch is the variable that implies most.
    pub lookahead_levels: u32,
    /// The value a variable takes when first decided (then its last value: phase saving).
    pub initial_phase: bool,
    /// Conflicts per unit of the Luby restart sequence.
    pub restart_unit: u64,
    /// VSIDS activity decay per conflict.
    pub decay: f64,
    /// Lookahead tries only this many variables, the most active (0: every open one). With
    /// 8 at levels below 30, Gettys (webpbn 22336) took 17 to 46 s instead of 67 to 90 s,
    /// but Sierp (12548) 14 s instead of 0.6: off by default.
    pub lookahead_candidates: usize,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            root_probing: true,
            probe_after: 0,
            lookahead_levels: 0,
            initial_phase: true,
            restart_unit: 100,
            decay: 0.95,
            lookahead_candidates: 0,
        }
    }
}
