# compare-f32.py A B N [RTOL ATOL]: compares output<k>.bin (k < N, f32) of
# directories A and B with rtol 1e-5, atol 1e-6 (or those given); prints per
# output how many values differ and the worst one. Plain Python (no numpy)
# so it runs anywhere.
import array, sys
a_dir, b_dir, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
rtol = float(sys.argv[4]) if len(sys.argv) > 4 else 1e-5
atol = float(sys.argv[5]) if len(sys.argv) > 5 else 1e-6
for k in range(n):
    a, b = array.array('f'), array.array('f')
    a.frombytes(open('%s/output%d.bin' % (a_dir, k), 'rb').read())
    b.frombytes(open('%s/output%d.bin' % (b_dir, k), 'rb').read())
    if len(a) != len(b):
        print('output%d: sizes %d and %d' % (k, len(a), len(b)))
        continue
    bad, worst = 0, (0.0, -1)
    for i, (x, y) in enumerate(zip(a, b)):
        err = abs(x - y)
        if not (err <= atol + rtol * abs(x)):
            bad += 1
            worst = max(worst, (err, i))
    print('output%d: %d values, %d differ' % (k, len(a), bad) +
          ('' if not bad else ' (worst at %d: %g vs %g)' % (worst[1], a[worst[1]], b[worst[1]])))
