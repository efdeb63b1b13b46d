<?php
// dump.php SEED OUT.mask - runs the PHP article's own example with PHP's
// generator seeded by SEED (its _walk and block() use rand() and shuffle()):
// a 20 x 20 maze, two random dead ends, A*. Writes the maze as `mask` text
// to OUT.mask and prints "START_X,START_Y END_X,END_Y CELLS", where CELLS is
// the article's path length (count($path), cells from start to end).
require __DIR__ . '/article_classes.php';

mt_srand((int)$argv[1]);
$maze = new Maze();
$maze->set(20, 20)->create();
$grids = $maze->get();
$blocks = $maze->block(2, true);
$start = $blocks[0]; $end = $blocks[1];
$astar = new AStar();
$astar->set(20, 20, $grids);
$path = $astar->search($start, $end);

$out = "20 20\n";
for ($y = 0; $y < 20; $y++) {
    $out .= implode(' ', array_slice($grids, $y * 20, 20)) . "\n";
}
file_put_contents($argv[2], $out);
printf("%d,%d %d,%d %d\n", $start % 20, intdiv($start, 20), $end % 20, intdiv($end, 20), count($path));
