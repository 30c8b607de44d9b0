// Plain breadth-first references for `npm run bench` (built only where g++ is present):
//   bfs tiles R C   one byte per permutation rank (n! of them, both parity classes), single thread
//   bfs hanoi D P   three bitsets over P^D states (2 bits a disc), single thread
// Prints "depth total antipodes seconds". Written to be straightforward, not clever: it is the
// yardstick slide's own dense search is measured against.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

static int tiles(int rows, int cols) {
  const int n = rows * cols;
  std::vector<uint64_t> fact(n + 1, 1);
  for (int i = 1; i <= n; i++) fact[i] = fact[i - 1] * i;
  const uint64_t total = fact[n];
  std::vector<uint8_t> dist(total, 255);
  auto rank = [&](const int *p) {
    uint64_t r = 0;
    for (int i = 0; i < n; i++) {
      int smaller = 0;
      for (int j = i + 1; j < n; j++) smaller += p[j] < p[i];
      r += smaller * fact[n - 1 - i];
    }
    return r;
  };
  auto unrank = [&](uint64_t r, int *p) {
    bool used[32] = {false};
    for (int i = 0; i < n; i++) {
      uint64_t d = r / fact[n - 1 - i];
      r %= fact[n - 1 - i];
      int v = 0;
      for (;; v++) {
        if (used[v]) continue;
        if (d-- == 0) break;
      }
      used[v] = true;
      p[i] = v;
    }
  };
  int goal[32];
  for (int i = 0; i < n; i++) goal[i] = (i + 1) % n;
  const double began = now();
  dist[rank(goal)] = 0;
  uint64_t seen = 1, layer = 1;
  int level = 0;
  int p[32];
  while (layer > 0) {
    layer = 0;
    for (uint64_t r = 0; r < total; r++) {
      if (dist[r] != level) continue;
      unrank(r, p);
      int blank = 0;
      while (p[blank] != 0) blank++;
      const int row = blank / cols, col = blank % cols;
      const int targets[4] = {row > 0 ? blank - cols : -1, col > 0 ? blank - 1 : -1, col < cols - 1 ? blank + 1 : -1, row < rows - 1 ? blank + cols : -1};
      for (int t : targets) {
        if (t < 0) continue;
        p[blank] = p[t];
        p[t] = 0;
        const uint64_t q = rank(p);
        if (dist[q] == 255) {
          dist[q] = level + 1;
          layer++;
        }
        p[t] = p[blank];
        p[blank] = 0;
      }
    }
    seen += layer;
    if (layer > 0) level++;
  }
  uint64_t antipodes = 0;
  for (uint64_t r = 0; r < total; r++) antipodes += dist[r] == level;
  std::printf("%d %llu %llu %.2f\n", level, (unsigned long long)seen, (unsigned long long)antipodes, now() - began);
  return 0;
}

static int hanoi(int discs, int pegs) {
  const uint64_t total = 1ull << (2 * discs);
  const uint64_t words = (total + 63) / 64;
  std::vector<uint64_t> visited(words), layer(words), next(words);
  const double began = now();
  visited[0] = layer[0] = 1;  // every disc on peg A
  uint64_t seen = 1, size = 1;
  int level = 0;
  for (;;) {
    size = 0;
    for (uint64_t w = 0; w < words; w++) {
      for (uint64_t bits = layer[w]; bits; bits &= bits - 1) {
        const uint64_t s = w * 64 + __builtin_ctzll(bits);
        int top[8];
        for (int q = 0; q < pegs; q++) top[q] = discs;
        for (int d = discs - 1; d >= 0; d--) top[(s >> (2 * d)) & 3] = d;
        for (int from = 0; from < pegs; from++) {
          const int d = top[from];
          if (d == discs) continue;
          for (int to = 0; to < pegs; to++) {
            if (to == from || top[to] < d) continue;
            const uint64_t c = s + ((uint64_t)(to - from) << (2 * d));
            const uint64_t bit = 1ull << (c & 63);
            if (visited[c >> 6] & bit) continue;
            visited[c >> 6] |= bit;
            next[c >> 6] |= bit;
            size++;
          }
        }
      }
    }
    if (size == 0) break;
    seen += size;
    level++;
    layer.swap(next);
    std::fill(next.begin(), next.end(), 0);
  }
  uint64_t antipodes = 0;
  for (uint64_t w = 0; w < words; w++) antipodes += __builtin_popcountll(layer[w]);
  std::printf("%d %llu %llu %.2f\n", level, (unsigned long long)seen, (unsigned long long)antipodes, now() - began);
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 4 && std::strcmp(argv[1], "tiles") == 0) return tiles(std::atoi(argv[2]), std::atoi(argv[3]));
  if (argc == 4 && std::strcmp(argv[1], "hanoi") == 0) return hanoi(std::atoi(argv[2]), std::atoi(argv[3]));
  std::fprintf(stderr, "usage: bfs tiles ROWS COLS | bfs hanoi DISCS PEGS\n");
  return 2;
}
