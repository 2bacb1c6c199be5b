A colour line without the colon between its two characters.
#d
   a:A  #FF0000  red
   b B  #0000FF  blue
: rows
1a 1b
: columns
1a
1b
