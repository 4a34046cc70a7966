#include "mlc-c/Runtime.h"
#include <cstdio>
int main(int argc, char **argv) {
  MlcModel *m = nullptr;
  if (mlcModelLoad(argv[1], &m) != MLC_STATUS_OK) { std::printf("error: %s\n", mlcGetLastError()); return 1; }
  int64_t n; mlcModelGetNumInputs(m, &n); std::printf("inputs: %lld\n", (long long)n);
  mlcModelFree(m);
}
