# append-main.py MODULE MAIN OUT: writes MODULE (an MLIR module) with its
# closing brace replaced by the text of MAIN (which closes it), to OUT.
import sys
text = open(sys.argv[1]).read().rstrip()
assert text.endswith('}'), 'not a module: ' + sys.argv[1]
open(sys.argv[3], 'w').write(text[:-1] + open(sys.argv[2]).read())
