The file stops after the row clues: no columns section.
: rows
3
1 1
