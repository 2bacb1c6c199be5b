//! Magnets: the instances, every small layout against brute force (solving, `analyze`,
//! partly filled grids), the generator's promises, puzz.link URLs and play links, the memory
//! estimates, and the SVG pictures. What every kind must do is the conformance suite's.

// Helpers of this area.
mod common;

mod analyze;
mod bruteforce;
mod generator;
mod instances;
mod limits;
mod links;
mod partial;
mod puzzlink;
mod svg;
