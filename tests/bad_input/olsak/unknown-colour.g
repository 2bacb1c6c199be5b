A run in a colour the #d section does not declare.
#d
   a:A  #FF0000  red
   b:B  #0000FF  blue
: rows
1a 1b
2c
: columns
1a
1b
: end
