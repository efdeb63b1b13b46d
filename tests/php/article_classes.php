<?php
// article_classes.php - the PHP article's Maze (DFS generator with 4-bit
// masks) and AStar classes, typed in unchanged from the article (named in
// docs/formats.md; the comments are the article's). Used only by tests/cli/php_article.sh as an
// outside check of `maze solve`.
?>
<?php
class Maze {
    private $w, $h, $grids = [];
    private $walkHistory = [], $walkHistory2 = [], $targetSteps = [];

    public function set($width = 6, $height = 6) {
        $this->w = max(1, $width);
        $this->h = max(1, $height);
        return $this;
    }

    public function create() {
        $this->_init();
        $this->_walk(rand(0, count($this->grids) - 1));
        return $this;
    }

    public function get() { return $this->grids; }

    // 獲取死胡同(僅一面通道)用作起終點候選
    public function block($n = 0, $rand = false) {
        $deadEnds = [];
        foreach ($this->grids as $i => $v) {
            if (in_array($v, [1,2,4,8])) $deadEnds[] = $i;
        }
        if ($rand) shuffle($deadEnds);
        if ($n == 0) return $deadEnds;
        return $n == 1 ? array_pop($deadEnds) : array_slice($deadEnds, 0, $n);
    }

    private function _init() {
        $this->grids = array_fill(0, $this->w * $this->h, 0);
    }

    private function _walk($startPos) {
        $this->walkHistory = []; $this->walkHistory2 = [];
        $cur = $startPos;
        while ($this->_getNext0() != -1) {
            $cur = $this->_step($cur);
            if ($cur === false) break;
        }
    }

    // 獲取四個方向可走的下一步
    private function _getTargetSteps($cur) {
        $steps = [-1, -1, -1, -1]; // 上右下左
        $w = $this->w;
        // 上
        $p = $cur - $w;
        if ($p >= 0 && $this->grids[$p] === 0 && !$this->_isRepeating($p)) $steps[0] = $p;
        // 右
        $p = $cur + 1;
        if ($p % $w != 0 && $this->grids[$p] === 0 && !$this->_isRepeating($p)) $steps[1] = $p;
        // 下
        $p = $cur + $w;
        if ($p < count($this->grids) && $this->grids[$p] === 0 && !$this->_isRepeating($p)) $steps[2] = $p;
        // 左
        $p = $cur - 1;
        if ($cur % $w != 0 && $this->grids[$p] === 0 && !$this->_isRepeating($p)) $steps[3] = $p;
        return $steps;
    }

    private function _noStep() {
        foreach ($this->targetSteps as $v) if ($v != -1) return false;
        return true;
    }

    private function _step($cur) {
        $this->targetSteps = $this->_getTargetSteps($cur);
        if ($this->_noStep()) {
            if (empty($this->walkHistory)) return false;
            $back = array_pop($this->walkHistory);
            $this->walkHistory2[] = $back;
            return $this->_step($back); // 回溯
        }
        // 隨機選擇一個可用方向
        $r = rand(0, 3);
        while ($this->targetSteps[$r] == -1) $r = rand(0, 3);
        $next = $this->targetSteps[$r];

        // 打通雙向通道
        $walls = [
            [1, 4], // 上: 當前開上(1), 下一開下(4)
            [2, 8], // 右: 當前開右(2), 下一開左(8)
            [4, 1], // 下
            [8, 2], // 左
        ];
        list($curWall, $nextWall) = $walls[$r];
        $this->grids[$cur] ^= $curWall;
        $this->grids[$next] ^= $nextWall;

        $this->walkHistory[] = $cur;
        return $next;
    }

    private function _isRepeating($p) {
        return in_array($p, $this->walkHistory) || in_array($p, $this->walkHistory2);
    }

    private function _getNext0() {
        foreach ($this->grids as $i => $v) if ($v === 0) return $i;
        return -1;
    }
}
?>
<?php
class AStar {
    private $w, $h, $grids;
    private $open = [], $closed = [];
    private $start, $end;

    public function set($width, $height, $grids) {
        $this->w = $width; $this->h = $height; $this->grids = $grids;
        return $this;
    }

    public function search($start = false, $end = false) {
        if ($start !== false) $this->start = $start;
        if ($end !== false) $this->end = $end;

        $this->open = []; $this->closed = [];
        $this->open[] = ['i'=>$this->start, 'g'=>0, 'h'=>$this->_h($this->start), 'f'=>$this->_h($this->start), 'p'=>null];
        $this->closed[$this->start] = end($this->open);

        while (!empty($this->open)) {
            // 找 open 中 f 最小的節點
            $minIdx = 0; $minF = PHP_INT_MAX;
            foreach ($this->open as $k => $node) {
                if ($node['f'] < $minF) { $minF = $node['f']; $minIdx = $k; }
            }
            $cur = $this->open[$minIdx];
            unset($this->open[$minIdx]);
            $this->open = array_values($this->open); // 重建索引

            if ($cur['i'] == $this->end) {
                // 重構路徑
                $path = [];
                while ($cur['p'] !== null) {
                    array_unshift($path, $cur['p']);
                    $cur = $this->closed[$cur['p']];
                }
                $path[] = $this->end;
                $this->open = $this->closed = [];
                return $path;
            }

            $this->_expand($cur['i']);
        }
        return []; // 無路徑
    }

    private function _expand($idx) {
        $val = $this->grids[$idx];
        $dirs = [
            1 => -$this->w, // 上
            2 => 1,         // 右
            4 => $this->w,  // 下
            8 => -1,        // 左
        ];
        foreach ($dirs as $bit => $delta) {
            if ($val & $bit) {
                $next = $idx + $delta;
                $this->_checkPoint($idx, $next);
            }
        }
    }

    private function _checkPoint($from, $next) {
        $g = $this->closed[$from]['g'] + 1; // 均勻代價 1
        if (isset($this->closed[$next])) {
            if ($g < $this->closed[$next]['g']) {
                $this->closed[$next]['g'] = $g;
                $this->closed[$next]['f'] = $g + $this->closed[$next]['h'];
                $this->closed[$next]['p'] = $from;
            }
        } else {
            $node = [
                'i' => $next,
                'g' => $g,
                'h' => $this->_h($next),
                'f' => $g + $this->_h($next),
                'p' => $from
            ];
            $this->open[] = $node;
            $this->closed[$next] = $node;
        }
    }

    // 啟發函數:曼哈頓距離(網格無對角線)
    private function _h($pos) {
        $x1 = $pos % $this->w; $y1 = intdiv($pos, $this->w);
        $x2 = $this->end % $this->w; $y2 = intdiv($this->end, $this->w);
        return abs($x1 - $x2) + abs($y1 - $y2);
    }
}
?>
