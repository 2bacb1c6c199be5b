Written by hand for gridsat's tests (Olšák's .g format): a 5x4 picture in red, green and
blue on white. Text before the first line starting with `#` or `:` is a comment.

#d
   0:.  #FFFFFF  white
   r:R  #FF0000  red
   g:G  #00FF00  green
   b:B  #0000FF  blue
: rows
2r 2g
1r 2b 1g
2b 1g
2r 3g
: columns
2r 1r
1r 2b 1r
2b 1g
2g 1g
1g 2g
: end
