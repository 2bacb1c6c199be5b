//! Screenshots of SVG pictures in a real browser (Debian's chromium, headless), decoded with
//! the `png` crate, and the pixel samples the browser tests read from them: where the grid
//! lies (from the SVG's `frame` rectangle), the lightness at a point, and the width of a
//! line crossed at a point.

use gridsat::SVG_CELL as CELL;
use std::fs::File;
use std::io::BufReader;
use std::path::Path;
use std::process::Command;

/// The browser: `$GRIDSAT_CHROMIUM`, or `chromium` on the path.
pub(crate) fn chromium() -> String {
    std::env::var("GRIDSAT_CHROMIUM").unwrap_or_else(|_| "chromium".to_string())
}

/// The smallest window headless chromium renders whole (smaller windows cut the page).
const MIN_WINDOW: usize = 600;

/// A screenshot: the lightness (0 black to 255 white) and colour of each pixel.
pub(crate) struct Shot {
    width: usize,
    height: usize,
    rgb: Vec<[u8; 3]>,
    /// The grid's left edge, in pixels.
    pub x: f64,
    /// The grid's top edge, in pixels.
    pub y: f64,
}

impl Shot {
    /// Renders the SVG file `svg` in chromium at its natural size (window at least
    /// [`MIN_WINDOW`] square, white background) and reads the grid's place from the SVG.
    pub(crate) fn of(svg: &Path) -> Shot {
        let text = std::fs::read_to_string(svg).unwrap();
        let doc = roxmltree::Document::parse(&text).unwrap();
        let number =
            |node: roxmltree::Node, name: &str| -> f64 { node.attribute(name).unwrap().parse().unwrap() };
        let root = doc.root_element();
        let (width, height) = (number(root, "width") as usize, number(root, "height") as usize);
        let frame = doc
            .descendants()
            .find(|n| n.attribute("class") == Some("frame"))
            .expect("a frame");
        let dir = tempfile::tempdir().unwrap();
        let png = dir.path().join("shot.png");
        let window = format!("{},{}", width.max(MIN_WINDOW), height.max(MIN_WINDOW));
        let url = format!("file://{}", svg.canonicalize().unwrap().display());
        let out = Command::new("timeout")
            .arg("120")
            .arg(chromium())
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--hide-scrollbars",
                "--force-device-scale-factor=1",
                "--default-background-color=ffffffff",
            ])
            .arg(format!(
                "--user-data-dir={}",
                dir.path().join("profile").display()
            ))
            .arg(format!("--window-size={window}"))
            .arg(format!("--screenshot={}", png.display()))
            .arg(&url)
            .output()
            .unwrap_or_else(|e| panic!("cannot run {}: {e} (apt-get install chromium)", chromium()));
        assert!(
            out.status.success() && png.exists(),
            "chromium failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let (w, h, rgb) = decode(&png);
        assert!(
            w >= width && h >= height,
            "a {w}x{h} screenshot of a {width}x{height} picture"
        );
        Shot {
            width: w,
            height: h,
            rgb,
            x: number(frame, "x"),
            y: number(frame, "y"),
        }
    }

    /// The pixel under the point (`x`, `y`) of the picture.
    pub(crate) fn rgb(&self, x: f64, y: f64) -> [u8; 3] {
        let (col, row) = (x.floor() as usize, y.floor() as usize);
        assert!(
            col < self.width && row < self.height,
            "({x}, {y}) is outside the screenshot"
        );
        self.rgb[row * self.width + col]
    }

    /// The lightness of the pixel under (`x`, `y`): 0 black, 255 white.
    pub(crate) fn light(&self, x: f64, y: f64) -> u8 {
        lightness(self.rgb(x, y))
    }

    /// The lightness of the pixel under a point.
    pub(crate) fn light_at(&self, (x, y): (f64, f64)) -> u8 {
        self.light(x, y)
    }

    /// The point at (`dx`, `dy`) cells from the top-left corner of the cell at `row`, `col`
    /// (a corner of cells when `dx` and `dy` are whole).
    pub(crate) fn at(&self, row: usize, col: usize, dx: f64, dy: f64) -> (f64, f64) {
        (
            self.x + (col as f64 + dx) * CELL,
            self.y + (row as f64 + dy) * CELL,
        )
    }

    /// The centre of the cell at `row`, `col`.
    pub(crate) fn centre(&self, row: usize, col: usize) -> (f64, f64) {
        self.at(row, col, 0.5, 0.5)
    }

    /// How many dark pixels (lightness below 128) a line across (`x`, `y`) has, counted on a
    /// stretch of 13 pixels centred there: along x when `across_x`, else along y.
    pub(crate) fn line_width(&self, (x, y): (f64, f64), across_x: bool) -> usize {
        (-6..=6)
            .map(f64::from)
            .filter(|&d| {
                let (px, py) = if across_x { (x + d, y) } else { (x, y + d) };
                self.light(px, py) < 128
            })
            .count()
    }

    /// The darkest pixel of the square of side `2 * half` cells centred on `centre`.
    pub(crate) fn darkest(&self, centre: (f64, f64), half: f64) -> [u8; 3] {
        let r = (half * CELL).round() as i32;
        let mut best = [255; 3];
        for dy in -r..=r {
            for dx in -r..=r {
                let (x, y) = (centre.0 + f64::from(dx), centre.1 + f64::from(dy));
                let here = self.rgb(x, y);
                if self.light(x, y) < lightness(best) {
                    best = here;
                }
            }
        }
        best
    }
}

/// The lightness of a colour.
pub(crate) fn lightness([r, g, b]: [u8; 3]) -> u8 {
    (0.299 * f64::from(r) + 0.587 * f64::from(g) + 0.114 * f64::from(b)).round() as u8
}

/// Width, height and the RGB pixels of an 8-bit RGB or RGBA PNG file.
fn decode(path: &Path) -> (usize, usize, Vec<[u8; 3]>) {
    let decoder = png::Decoder::new(BufReader::new(File::open(path).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!(info.bit_depth, png::BitDepth::Eight);
    let step = match info.color_type {
        png::ColorType::Rgb => 3,
        png::ColorType::Rgba => 4,
        other => panic!("unexpected PNG colour type {other:?}"),
    };
    let pixels = buf[..info.buffer_size()]
        .chunks(step)
        .map(|p| [p[0], p[1], p[2]])
        .collect();
    (info.width as usize, info.height as usize, pixels)
}
