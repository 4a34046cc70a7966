/*===- seal_artifact.c - the footer for hand-written test artifacts -------===*\
|*                                                                            *|
|* Part of the mlc project, under the Apache License v2.0 with LLVM           *|
|* Exceptions.                                                                *|
|*                                                                            *|
|* Appends the footer mlc-compile writes (mlc-c/Artifact.h) to a shared       *|
|* library built by CMake from test/unit/fake_artifact*.c, so that the        *|
|* runtime loads it as it loads a compiled model. A file that already ends    *|
|* in a footer matching its length is left alone.                             *|
|*                                                                            *|
|*   mlc-seal-artifact FILE                                                   *|
\*===----------------------------------------------------------------------===*/

#include "mlc-c/Artifact.h"
#include "mlc-c/Params.h"

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: mlc-seal-artifact FILE\n");
    return 2;
  }
  FILE *f = fopen(argv[1], "rb");
  if (!f) {
    perror(argv[1]);
    return 1;
  }
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fseek(f, 0, SEEK_SET);
  unsigned char *bytes = malloc(size > 0 ? (size_t)size : 1);
  if (size < 0 || !bytes || fread(bytes, 1, (size_t)size, f) != (size_t)size) {
    fprintf(stderr, "%s: cannot read\n", argv[1]);
    return 1;
  }
  fclose(f);
  if (mlcArtifactFooterMatches(bytes, (uint64_t)size))
    return 0;
  unsigned char footer[MLC_ARTIFACT_FOOTER_BYTES];
  mlcArtifactEncodeFooter((uint64_t)size,
                          mlcParamsChecksum(bytes, (uint64_t)size), footer);
  f = fopen(argv[1], "ab");
  if (!f || fwrite(footer, 1, sizeof(footer), f) != sizeof(footer) ||
      fclose(f) != 0) {
    fprintf(stderr, "%s: cannot append the footer\n", argv[1]);
    return 1;
  }
  free(bytes);
  return 0;
}
