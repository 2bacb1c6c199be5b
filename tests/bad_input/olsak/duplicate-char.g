Two colours drawn with one character.
#d
   1:X  black
   r:X  red
: rows
1 1r
: columns
1
1r
