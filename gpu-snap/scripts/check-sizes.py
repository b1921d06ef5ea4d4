#!/usr/bin/env python3
"""Checks the house limits on source size (STYLE.md): no C++ file in the given
folders (default lib, include, tools) over 1,000 lines and no function over 200.

A function is a definition that starts at column 0 (or 2, a member defined in
its class) with a line holding '(' and opens its body with a line ending in
'{' within a dozen lines; it ends at the first '}' at the same indentation.
Prints one line per violation and exits 1 when there is any."""
import os
import re
import sys

FILE_LIMIT = 1000
FUNCTION_LIMIT = 200
NOT_A_DEFINITION = re.compile(
    r'^\s*(for|if|while|switch|else|do|return|case|default|try|catch|namespace|'
    r'struct|class|enum|union|extern|using|typedef|template)\b|^\s*[}\])#/]')


def functions(lines):
    """Yields (first line index, length, first line) of each function body."""
    i = 0
    while i < len(lines):
        line = lines[i]
        m = re.match(r'^( {0,2})[A-Za-z_~]', line)
        if m and '(' in line and not NOT_A_DEFINITION.match(line) and \
                '=' not in line.split('(')[0]:
            indent = m.group(1)
            j = i
            while j < len(lines) and j < i + 12 and \
                    not lines[j].rstrip().endswith(('{', ';')):
                j += 1
            if j < len(lines) and lines[j].rstrip().endswith('{'):
                end = j + 1
                while end < len(lines) and not re.match('^' + indent + r'\}', lines[end]):
                    end += 1
                yield i, end - i + 1, line.strip()
                i = end + 1 if not indent else j + 1
                continue
        i += 1


def main(roots):
    bad = 0
    for root in roots:
        for folder, _, names in sorted(os.walk(root)):
            for name in sorted(names):
                if not name.endswith(('.cpp', '.h')):
                    continue
                path = os.path.join(folder, name)
                with open(path, errors='replace') as f:
                    lines = f.read().split('\n')
                if len(lines) > FILE_LIMIT:
                    print(f'{path}: {len(lines)} lines (limit {FILE_LIMIT})')
                    bad += 1
                for start, length, head in functions(lines):
                    if length > FUNCTION_LIMIT:
                        print(f'{path}:{start + 1}: function of {length} lines '
                              f'(limit {FUNCTION_LIMIT}): {head[:70]}')
                        bad += 1
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:] or ['lib', 'include', 'tools']))
