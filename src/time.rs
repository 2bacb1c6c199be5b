//! The clock of deadlines and timings. `std::time::Instant` has no clock on
//! `wasm32-unknown-unknown` (`Instant::now` panics there), so on that target the library
//! reads the browser's or node's monotonic clock (`performance.now()`) through `web-time`,
//! whose `Instant` has the same API. [`crate::limits::Limits::with_deadline`] and
//! [`crate::limits::Deadline::at`] take this `Instant`.

#[cfg(not(target_arch = "wasm32"))]
pub use std::time::Instant;
#[cfg(target_arch = "wasm32")]
pub use web_time::Instant;
