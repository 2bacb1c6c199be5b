//! The encoding options of Yin Yang (`--connectivity`, an alias of `--encoding`): how
//! connectivity is encoded, and which redundant rules (true of every solution) are added
//! to help the solver. Measured in `scripts/bench yinyang`; see `encodings/yinyang.md`.

use crate::error::{Choice, Error};
use crate::puzzle::EncodingChoice;
use std::fmt;
use std::str::FromStr;

/// How the "each colour is one region" rule enters the solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Connectivity {
    /// Reachability layers (`encodings::reachability`): complete; the default for export.
    Layers,
    /// A spanning forest with binary labels (`encodings::tree`): complete and compact.
    Tree,
    /// Left out of the CNF; each disconnected model is cut off (`encodings::cuts`) and the
    /// solver runs again. Not exportable.
    Lazy,
}

impl Connectivity {
    /// The name `--connectivity` takes.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Connectivity::Layers => "layers",
            Connectivity::Tree => "tree",
            Connectivity::Lazy => "lazy",
        }
    }
}

/// The options `--encoding` sets, each by one name of [`YinYangEncoding::NAMES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct YinYangEncoding {
    /// The connectivity chosen; `None` when the user chose none, which solves with
    /// [`YinYangEncoding::SOLVE_DEFAULT`] and exports with layers.
    pub connectivity: Option<Connectivity>,
    /// Add "no 2x2 checkerboard" (on by default).
    pub checkerboard: bool,
    /// Add "at most two colour changes around the border" (on by default).
    pub border: bool,
}

impl Default for YinYangEncoding {
    fn default() -> Self {
        YinYangEncoding {
            connectivity: None,
            checkerboard: true,
            border: true,
        }
    }
}

impl YinYangEncoding {
    /// The names `--encoding` accepts, the solving default first.
    pub const NAMES: &'static [&'static str] = &["lazy", "layers", "tree", "no-checkerboard", "no-border"];
    /// The connectivity `solve`, `count` and `generate` use unless told otherwise.
    pub const SOLVE_DEFAULT: Connectivity = Connectivity::Lazy;

    /// Applies one name of [`YinYangEncoding::NAMES`] (others are ignored: the caller
    /// checks); a second connectivity is refused, as the two cannot both hold.
    ///
    /// # Errors
    /// [`Error::Refused`] for a second connectivity other than the one already chosen.
    pub fn set(&mut self, name: &str) -> Result<(), Error> {
        let connectivity = match name {
            "lazy" => Connectivity::Lazy,
            "layers" => Connectivity::Layers,
            "tree" => Connectivity::Tree,
            "no-checkerboard" => {
                self.checkerboard = false;
                return Ok(());
            }
            "no-border" => {
                self.border = false;
                return Ok(());
            }
            _ => return Ok(()),
        };
        if let Some(chosen) = self.connectivity.filter(|&c| c != connectivity) {
            return Err(Error::refused(
                Choice::Connectivity,
                format!(
                    "{{connectivity}} names two connectivities, {} and {name}: choose one",
                    chosen.name()
                ),
            ));
        }
        self.connectivity = Some(connectivity);
        Ok(())
    }

    /// The connectivity used when solving.
    #[must_use]
    pub fn solving(&self) -> Connectivity {
        self.connectivity.unwrap_or(Self::SOLVE_DEFAULT)
    }

    /// The choice for a complete CNF (`dimacs`, `decode`): layers unless the user chose a
    /// complete connectivity; an error if the user chose lazy.
    ///
    /// # Errors
    /// [`Error::Refused`] when the user chose the lazy connectivity, which leaves
    /// connectivity out of the CNF.
    pub fn complete(&self) -> Result<YinYangEncoding, Error> {
        match self.connectivity {
            Some(Connectivity::Lazy) => Err(Error::refused(
                Choice::Connectivity,
                "{connectivity} lazy leaves connectivity out of the CNF, so it cannot be exported or checked against another solver's model: use layers (the default here) or tree",
            )),
            Some(_) => Ok(*self),
            None => Ok(YinYangEncoding {
                connectivity: Some(Connectivity::Layers),
                ..*self
            }),
        }
    }

    /// The options as `--encoding` takes them back (`lazy`, `layers,no-border`).
    #[must_use]
    pub fn name(&self) -> String {
        let mut names = vec![self.solving().name()];
        if !self.checkerboard {
            names.push("no-checkerboard");
        }
        if !self.border {
            names.push("no-border");
        }
        names.join(",")
    }
}

impl EncodingChoice for YinYangEncoding {
    const NAMES: &'static [&'static str] = YinYangEncoding::NAMES;
}

impl FromStr for YinYangEncoding {
    type Err = Error;

    /// One name of [`YinYangEncoding::NAMES`] or several joined by commas, applied in
    /// order to the default.
    fn from_str(names: &str) -> Result<Self, Error> {
        let mut encoding = YinYangEncoding::default();
        for name in names.split(',').map(str::trim) {
            if !Self::NAMES.contains(&name) {
                return Err(crate::puzzle::unknown_encoding("yinyang", name, Self::NAMES));
            }
            encoding.set(name)?;
        }
        Ok(encoding)
    }
}

impl fmt::Display for YinYangEncoding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}
