//! The option groups several commands share, and the values of `--format`: each command
//! flattens only the groups it uses, so that no command accepts (and `--help`, the
//! completions and the manual pages never offer) a flag it would ignore: `decode` runs no
//! solver, `count` and `analyze` draw no picture, `completions` reads no input.

use bytesize::ByteSize;
use clap::builder::{PossibleValue, StringValueParser, TypedValueParser};
use clap::{Arg, Args, ValueEnum};
use gridsat::limits::Limits;
use gridsat::registry;
use gridsat::solve::{Engine, SolveOptions, SolverChoice};
use std::ffi::OsStr;

/// What the commands that read a puzzle and build its CNF may be told about it.
#[derive(Args, Clone, Debug)]
pub(super) struct PuzzleOptions {
    #[arg(long, help = super::docs::kind_help(", if it cannot be told from the input"), value_parser = Offering(kind_names), hide_possible_values = true)]
    pub kind: Option<String>,
    /// Encoding variant, for kinds that have several. hanjie: placement (default), dfa or
    /// order-cover.
    /// yinyang (`--connectivity`): lazy (default for solve and count; decode, dimacs,
    /// solve --proof and analyze's difficulty need a complete CNF and default to layers),
    /// layers or tree, optionally followed by
    /// no-checkerboard and/or no-border to leave out a redundant rule (`lazy,no-border`).
    /// In a batch, each kind takes the words that name its encodings (`dfa,tree`), and the
    /// puzzles of other kinds are solved without (said once).
    #[arg(long, visible_alias = "connectivity", value_parser = Offering(registry::encoding_names), hide_possible_values = true)]
    pub encoding: Option<String>,
}

impl PuzzleOptions {
    /// `--encoding` split by kind, for a batch that applies to each kind its own words
    /// (`dfa,tree`: `dfa` to Hanjie puzzles, `tree` to Yin Yang) and to other kinds none;
    /// an error, naming each kind's encodings, for a word no kind has. `None` without
    /// `--encoding`.
    pub(super) fn encodings_by_kind(&self) -> Result<Option<Vec<(&'static str, String)>>, gridsat::Error> {
        let Some(encoding) = &self.encoding else {
            return Ok(None);
        };
        let words: Vec<&str> = encoding.split(',').map(str::trim).collect();
        let of_kind = |kind: &registry::Kind| -> Vec<&str> {
            words
                .iter()
                .copied()
                .filter(|word| kind.encodings.contains(word))
                .collect()
        };
        if let Some(unknown) = words
            .iter()
            .find(|word| registry::KINDS.iter().all(|kind| !kind.encodings.contains(word)))
        {
            let encodings: Vec<String> = registry::KINDS
                .iter()
                .filter(|kind| !kind.encodings.is_empty())
                .map(|kind| format!("{}: {}", kind.name, kind.encodings.join(", ")))
                .collect();
            return Err(gridsat::Error::Usage(format!(
                "--encoding {encoding}: no kind has an encoding `{unknown}`; they are {} (several joined by commas)",
                encodings.join("; ")
            )));
        }
        let by_kind = registry::KINDS
            .iter()
            .map(|kind| (kind.name, of_kind(kind).join(",")))
            .filter(|(_, words)| !words.is_empty())
            .collect();
        Ok(Some(by_kind))
    }
}

/// The options of the commands that search: the puzzle's and the SAT solver.
#[derive(Args, Clone, Debug)]
pub(super) struct Common {
    #[command(flatten)]
    pub puzzle: PuzzleOptions,
    /// SAT solver: auto (the default: the embedded varisat, and the embedded CaDiCaL for the
    /// CNF that continues where Hanjie's own search gave up), varisat (embedded, for every
    /// CNF), cadical-embedded (when built with it), a preset (cadical, kissat, minisat,
    /// cryptominisat, picosat: the program must be installed), or cmd:"PROGRAM ARGS" for any
    /// solver with SAT-competition output. Every model is checked against the CNF; a
    /// program's answer of unsatisfiable (no solution, no other solution, no more
    /// solutions) is taken on its word: solve says so, and solve --proof checks it.
    #[arg(long, default_value = "auto", value_parser = Offering(SolverChoice::names), hide_possible_values = true)]
    pub solver: String,
}

/// A value parser that takes any text (the library checks it, with its own message) and
/// offers the values a function lists to shell completions: kind names, encodings, solvers.
#[derive(Clone, Copy)]
pub(super) struct Offering(pub fn() -> Vec<&'static str>);

impl TypedValueParser for Offering {
    type Value = String;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&Arg>,
        value: &OsStr,
    ) -> Result<String, clap::Error> {
        StringValueParser::new().parse_ref(command, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new((self.0)().into_iter().map(PossibleValue::new)))
    }
}

/// The names of the puzzle kinds, for [`Offering`].
pub(super) fn kind_names() -> Vec<&'static str> {
    registry::KINDS.iter().map(|kind| kind.name).collect()
}

/// The options of the commands that look for solutions (`solve`, `count`): the common ones
/// and `--engine` (`analyze` works on the CNF alone).
#[derive(Args, Clone, Debug)]
pub(super) struct Searching {
    #[command(flatten)]
    pub common: Common,
    #[command(flatten)]
    pub engine: EngineOption,
}

impl std::ops::Deref for Searching {
    type Target = Common;
    fn deref(&self) -> &Common {
        &self.common
    }
}

/// `--engine`, for the commands that search.
#[derive(Args, Clone, Copy, Debug)]
pub(super) struct EngineOption {
    /// Search engine. auto: a puzzle's own search where its kind has one (Hanjie, black and
    /// white or colour: a CDCL search over the cells with the line solver as its propagator,
    /// after probing) within a budget, then the CNF if it gave up; the CNF alone when --solver
    /// names another SAT solver or --encoding chooses a CNF encoding. own: the puzzle's own
    /// search without a budget (the CNF for puzzles without one). sat: always the CNF on
    /// --solver, without line logic first (what --proof certifies is always the CNF). JSON
    /// stats.engine says what decided: own, sat, or logic (reasoning without search).
    #[arg(long, value_enum, default_value_t = EngineName::Auto)]
    pub engine: EngineName,
}

/// The values of `--engine`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(super) enum EngineName {
    /// The puzzle's own search where it has one, within a budget, then the CNF.
    Auto,
    /// The puzzle's own search where it has one, without a budget.
    Own,
    /// Always the CNF on a SAT solver.
    Sat,
}

impl Searching {
    /// The engine to search with: `--engine`, except that `auto` with an `--encoding`
    /// chosen is the CNF (the encoding is the CNF's; the puzzle's own search has none).
    pub(super) fn engine(&self) -> Engine {
        self.engine
            .engine()
            .with_encoding_chosen(self.puzzle.encoding.is_some())
    }

    /// The library's options for these flags, deciding uniqueness or not (`--first`) and
    /// searching always or not (`--always-search`), within `limits`; an error for a bad
    /// `--solver`.
    pub(super) fn solve_options(
        &self,
        unique: bool,
        always_search: bool,
        limits: &Limits,
    ) -> Result<SolveOptions, gridsat::Error> {
        let mut options = self.common.solve_options(limits)?;
        options.unique = unique;
        options.always_search = always_search;
        options.engine = self.engine();
        Ok(options)
    }
}

impl Common {
    /// The library's options for `--solver`, within `limits`; an error for a bad `--solver`.
    pub(super) fn solve_options(&self, limits: &Limits) -> Result<SolveOptions, gridsat::Error> {
        let mut options = SolveOptions::default();
        options.solver = SolverChoice::parse(&self.solver)?;
        options.limits = limits.clone();
        Ok(options)
    }
}

impl EngineOption {
    /// The library's engine choice.
    pub(super) fn engine(self) -> Engine {
        self.engine.engine()
    }
}

impl EngineName {
    /// The library's engine choice.
    pub(super) fn engine(self) -> Engine {
        match self {
            EngineName::Auto => Engine::Auto,
            EngineName::Own => Engine::Own,
            EngineName::Sat => Engine::Sat,
        }
    }
}

/// `--format` of `solve` and `decode`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(super) enum Format {
    /// Pictures and summaries for people.
    Text,
    /// One JSON object per input, each on its own line.
    Json,
    /// An SVG picture of the solution (of the puzzle when there is none).
    Svg,
    /// The computer tournaments' answer file (TAAI, TCGA): for each puzzle solved, in
    /// input order, `$N` (its number in the set) and its rows of `1` (filled) and `0`
    /// separated by TABs.
    Taai,
}

/// `--format` of `count` and `analyze`, which draw no picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(super) enum ReportFormat {
    /// A summary for people.
    Text,
    /// One JSON object.
    Json,
}

impl From<ReportFormat> for Format {
    fn from(format: ReportFormat) -> Self {
        match format {
            ReportFormat::Text => Format::Text,
            ReportFormat::Json => Format::Json,
        }
    }
}

/// `--max-memory`, for the commands that build a CNF.
#[derive(Args, Clone, Copy, Debug)]
pub(super) struct MemoryLimit {
    /// Refuse a puzzle whose CNF would need more memory than this in the solver (estimated
    /// before it is built; solving adds learnt clauses on top), e.g. 512MiB, 16GiB.
    #[arg(long, value_name = "SIZE", default_value = "4GiB", value_parser = byte_size)]
    pub max_memory: ByteSize,
}

/// `--max-input-size`, for the commands that read input.
#[derive(Args, Clone, Copy, Debug)]
pub(super) struct InputLimit {
    /// Refuse an input (file or standard input) larger than this, e.g. 256MiB.
    #[arg(long, value_name = "SIZE", default_value = "64MiB", value_parser = byte_size)]
    pub max_input_size: ByteSize,
}

/// The limits a command was given: the defaults for those it does not take.
pub(super) fn limits(memory: Option<MemoryLimit>, input: Option<InputLimit>) -> Limits {
    let mut limits = Limits::default();
    limits.max_memory = memory.map_or(limits.max_memory, |m| m.max_memory.0);
    limits.max_input_size = input.map_or(limits.max_input_size, |i| i.max_input_size.0);
    limits
}

/// Parses a size (`--max-memory`, `--max-input-size`): a number of bytes with or without a
/// unit, with a message that says what is expected (bytesize's own speaks of floats).
pub(super) fn byte_size(text: &str) -> Result<ByteSize, String> {
    text.trim()
        .parse()
        .map_err(|_| format!("expected a size such as 512MiB, 16GiB or 1000000 (bytes), found `{text}`"))
}

/// Parses a number that must be at least 1 (`--jobs`, `--limit`, `generate --count`), with
/// a message that says so (clap's own range check names the type's largest value).
pub(super) fn at_least_one<T: TryFrom<i128>>(text: &str) -> Result<T, String> {
    let digits = text.trim();
    let number: i128 = digits.parse().map_err(|_| {
        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            format!("`{text}` is too large")
        } else {
            format!("expected a whole number of at least 1, found `{text}`")
        }
    })?;
    if number < 1 {
        return Err(format!("must be at least 1, not {number}"));
    }
    T::try_from(number).map_err(|_| format!("`{text}` is too large"))
}

/// Parses `generate --seed`: any whole number a `u64` holds, with a message that says
/// which numbers those are.
pub(super) fn seed(text: &str) -> Result<u64, String> {
    text.trim()
        .parse()
        .map_err(|_| format!("expected a whole number from 0 to {}, found `{text}`", u64::MAX))
}

#[cfg(test)]
mod tests {
    use super::{ByteSize, at_least_one, byte_size, seed};

    #[test]
    fn sizes_are_bytes_with_a_unit_or_without() {
        assert_eq!(byte_size("512MiB"), Ok(ByteSize::mib(512)));
        assert_eq!(byte_size("16 GiB"), Ok(ByteSize::gib(16)));
        assert_eq!(byte_size("1000"), Ok(ByteSize::b(1000)));
        for bad in ["lots", "", "GiB", "-1GiB"] {
            assert_eq!(
                byte_size(bad),
                Err(format!(
                    "expected a size such as 512MiB, 16GiB or 1000000 (bytes), found `{bad}`"
                )),
                "{bad}"
            );
        }
    }

    #[test]
    fn seeds_are_any_u64() {
        assert_eq!(seed("0"), Ok(0));
        assert_eq!(seed(&u64::MAX.to_string()), Ok(u64::MAX));
        for bad in ["-1", "abc", "18446744073709551616", ""] {
            let error = seed(bad).unwrap_err();
            assert!(
                error.starts_with("expected a whole number from 0 to "),
                "{bad}: {error}"
            );
        }
    }

    #[test]
    fn counts_are_whole_numbers_of_at_least_one() {
        assert_eq!(at_least_one::<u64>("3"), Ok(3));
        assert_eq!(at_least_one::<usize>(" 1"), Ok(1));
        assert_eq!(at_least_one::<u64>("0"), Err("must be at least 1, not 0".into()));
        assert_eq!(
            at_least_one::<u64>("-2"),
            Err("must be at least 1, not -2".into())
        );
        for huge in [
            "99999999999999999999999",
            "9999999999999999999999999999999999999999999",
        ] {
            assert_eq!(at_least_one::<u64>(huge), Err(format!("`{huge}` is too large")));
        }
        let words = Err("expected a whole number of at least 1, found `many`".into());
        assert_eq!(at_least_one::<u64>("many"), words);
    }
}

/// Proof formats of `solve --proof`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ProofFormat {
    /// DRAT as text (check with rate or drat-trim).
    Drat,
    /// DRAT in binary form (the same checkers; smaller).
    BinaryDrat,
    /// LRAT, each step with its justifying clauses (drat-trim's lrat-check).
    Lrat,
    /// varisat 0.2.2's own format, for the varisat-checker crate of that version.
    Varisat,
}

impl From<ProofFormat> for gridsat::solve::certify::ProofFormat {
    fn from(format: ProofFormat) -> Self {
        match format {
            ProofFormat::Drat => Self::Drat,
            ProofFormat::BinaryDrat => Self::BinaryDrat,
            ProofFormat::Lrat => Self::Lrat,
            ProofFormat::Varisat => Self::Varisat,
        }
    }
}
