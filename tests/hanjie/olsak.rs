//! Olšák `.g` files end to end: the colour and the black-and-white fixture solve from the
//! command line to the same unique picture as their webpbn XML twins, by extension and by
//! content alone, and a bad `.g` file is an error naming its line and column.

use crate::hanjie::hanjie_support::*;

fn fixture(name: &str) -> String {
    fixture_dir().join(name).display().to_string()
}

#[test]
fn g_files_solve_like_their_xml_twins() {
    for (stem, first_row) in [("olsak-colour", "RR.GG"), ("olsak-black-and-white", ".###.")] {
        let from_g = json_of(&["solve", &fixture(&format!("{stem}.g"))], "", 0);
        let from_xml = json_of(&["solve", &fixture(&format!("{stem}.xml"))], "", 0);
        assert_eq!(from_g["status"], "solved", "{stem}");
        assert_eq!(from_g["unique"], true, "{stem}");
        assert_eq!(from_g["solution"], from_xml["solution"], "{stem}");
        assert_eq!(from_g["solution"][0], first_row, "{stem}");
        // Without its extension (on standard input) the `: rows` line shows the kind.
        let text = std::fs::read_to_string(fixture(&format!("{stem}.g"))).unwrap();
        let from_stdin = json_of(&["solve", "-"], &text, 0);
        assert_eq!(from_stdin["solution"], from_g["solution"], "{stem}");
    }
}

#[test]
fn a_bad_g_file_names_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.g");
    std::fs::write(&path, "#d\n a:A #f00 red\n: rows\n1a 2q\n: columns\n1a\n").unwrap();
    let (code, stdout, stderr) = output(&["solve", &path.display().to_string()], "");
    assert_eq!(code, 2, "{stderr}");
    assert!(stdout.is_empty(), "{stdout}");
    assert!(
        stderr.contains("bad.g:4:5: unknown colour character `q` in run `2q`: expected one of `a` (red)"),
        "{stderr}"
    );
}
