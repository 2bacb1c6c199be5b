//! The computer nonogram tournaments' set files end to end: `solve --first --format taai`
//! reads a set (`tests/data/hanjie/tournament-three.txt`, three puzzles of 25x25 drawn for
//! these tests), solves every puzzle and writes the answer file, a block `$N` per puzzle in
//! input order, each grid of which `verify` finds valid against its puzzle (`SET#N`); the
//! puzzles are named and addressed by their numbers, told by content on standard input too.

use crate::hanjie::hanjie_support::*;

fn set() -> String {
    fixture_dir().join("tournament-three.txt").display().to_string()
}

/// The blocks of an answer file: each `$N` with its rows.
fn blocks(answer: &str) -> Vec<(String, Vec<String>)> {
    let mut blocks: Vec<(String, Vec<String>)> = Vec::new();
    for line in answer.lines() {
        match line.strip_prefix('$') {
            Some(number) => blocks.push((number.to_string(), Vec::new())),
            None => blocks.last_mut().expect("a `$N` first").1.push(line.to_string()),
        }
    }
    blocks
}

/// Each block of `answer` is a valid solution of the puzzle of its number in the set, as
/// `verify` reads its rows of `1`/`0` separated by TABs.
fn check_blocks(answer: &str, numbers: &[&str]) {
    let blocks = blocks(answer);
    let found: Vec<&str> = blocks.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(found, numbers, "{answer}");
    let dir = tempfile::tempdir().unwrap();
    for (number, rows) in &blocks {
        assert_eq!(rows.len(), 25, "{answer}");
        assert!(
            rows.iter()
                .all(|row| row.split('\t').all(|c| c == "0" || c == "1")),
            "{answer}"
        );
        assert!(rows.iter().all(|row| row.split('\t').count() == 25), "{answer}");
        let file = dir.path().join(format!("{number}.answer"));
        std::fs::write(&file, rows.join("\n") + "\n").unwrap();
        let puzzle = format!("{}#{number}", set());
        let (code, stdout, stderr) = output(&["verify", &puzzle, &file.display().to_string()], "");
        assert_eq!(code, 0, "{stdout}{stderr}");
        assert!(stdout.contains("valid"), "{stdout}");
    }
}

#[test]
fn a_set_is_solved_into_the_tournament_answer_file() {
    let (code, stdout, stderr) = output(&["solve", "--first", "--format", "taai", &set()], "");
    assert_eq!(code, 0, "{stderr}");
    check_blocks(&stdout, &["1", "2", "3"]);
    assert!(stderr.contains("3 inputs: 3 solved"), "{stderr}");
    // The same, one worker or two: input order.
    let (_, one_job, _) = output(&["solve", "--first", "--format", "taai", "-j", "1", &set()], "");
    assert_eq!(blocks(&one_job).len(), 3);
    // One puzzle of the set, by its number: its block only.
    let second = format!("{}#2", set());
    let (code, stdout, _) = output(&["solve", "--first", "--format", "taai", &second], "");
    assert_eq!(code, 0);
    check_blocks(&stdout, &["2"]);
}

#[test]
fn the_puzzles_of_a_set_are_named_by_their_numbers() {
    let text = std::fs::read_to_string(set()).unwrap();
    // Numbered 7, 3 and 12 instead, and read from standard input: told by content.
    let renumbered = text
        .replace("$1\n", "$7\n")
        .replace("$2\n", "$3\n")
        .replace("$3\n", "$12\n");
    let renumbered = renumbered.replacen("$12\n", "$3\n", 1);
    let (code, stdout, stderr) = output(&["solve", "--first", "--format", "json", "-"], &renumbered);
    assert_eq!(code, 0, "{stderr}");
    let inputs: Vec<String> = stdout
        .lines()
        .map(|line| {
            serde_json::from_str::<serde_json::Value>(line).unwrap()["input"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    assert_eq!(inputs, ["<stdin>#7", "<stdin>#3", "<stdin>#12"]);
    let (code, stdout, _) = output(&["solve", "--first", "--format", "taai", "-"], &renumbered);
    assert_eq!(code, 0);
    let numbers: Vec<String> = blocks(&stdout).into_iter().map(|(n, _)| n).collect();
    assert_eq!(numbers, ["7", "3", "12"]);
    // The commands that read one puzzle say how to name one.
    fails(
        &["count", "tournament-three.txt"],
        "tournament-three.txt: holds 3 puzzles (each after its line `$N`), and count reads one: name one by its number, tournament-three.txt#1 to tournament-three.txt#3, or solve them all with `gridsat solve tournament-three.txt`",
    );
    fails(
        &["count", "tournament-three.txt#4"],
        "tournament-three.txt: no puzzle 4: the input holds 3 puzzles (`#1` to `#3`), each after its line `$N`",
    );
}

/// A puzzle without a solution writes no block: standard error says why, and the others are
/// written.
#[test]
fn a_puzzle_without_solution_writes_no_block() {
    let text = std::fs::read_to_string(set()).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    let second = lines.iter().position(|l| *l == "$2").unwrap();
    // Column 1 of puzzle 2 asks for a run of 25, its row 1 for none.
    lines[second + 1] = "25";
    lines[second + 26] = "";
    let (code, stdout, stderr) = output(
        &["solve", "--first", "--format", "taai", "-"],
        &(lines.join("\n") + "\n"),
    );
    assert_eq!(code, 1, "{stderr}");
    assert_eq!(
        blocks(&stdout)
            .iter()
            .map(|(n, _)| n.as_str())
            .collect::<Vec<_>>(),
        ["1", "3"]
    );
    assert!(stderr.contains("gridsat: <stdin>#2: no solution"), "{stderr}");
}
