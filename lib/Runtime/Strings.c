//===- Strings.c - string tensors and data-dependent shapes at run time ---===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
// Host functions that generated code calls for the graph ops with the
// GraphHostOp trait (lib/Conversion/GraphToTile/HostOpsToCalls.cpp): string
// constants, StringNormalizer, casts between strings and numbers, NonZero.
// Part of libmlc_artifact_support.a, so every artifact carries them.
//
// Buffers arrive as rank-1 memrefs expanded the way MLIR's LLVM lowering
// passes them (allocated, aligned, offset, size, stride); the generated code
// makes them contiguous. A string element is an MlcString handle
// (mlc-c/Artifact.h). Bytes that a run creates (changed case, formatted
// numbers) come from the run's arena (Arena.h).
//
//===----------------------------------------------------------------------===//

#include "ArtifactSupport.h"
#include "DType.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MEMREF1(T, name)                                                       \
  T *name##_allocated, T *name, int64_t name##_offset, int64_t name##_size,    \
      int64_t name##_stride

/// Reads the blob encoding of `count` strings (each an int64 length, then
/// the bytes) into handles that point into the blob.
static const char *readStrings(const char *blob, const char *end,
                               MlcString *out, int64_t count) {
  for (int64_t i = 0; i < count; ++i) {
    int64_t size;
    if (end - blob < (int64_t)sizeof(size))
      mlc_artifact_fail("corrupt string constant");
    memcpy(&size, blob, sizeof(size));
    blob += sizeof(size);
    if (size < 0 || end - blob < size)
      mlc_artifact_fail("corrupt string constant");
    out[i].data = blob;
    out[i].size = size;
    blob += size;
  }
  return blob;
}

void mlc_string_constant(MEMREF1(const char, blob), MEMREF1(MlcString, out)) {
  const char *begin = blob + blob_offset;
  readStrings(begin, begin + blob_size, out + out_offset, out_size);
}

//===----------------------------------------------------------------------===//
// StringNormalizer
//===----------------------------------------------------------------------===//

static char lowerAscii(char c) {
  return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}
static char upperAscii(char c) {
  return c >= 'a' && c <= 'z' ? (char)(c - 'a' + 'A') : c;
}

static int equalStrings(MlcString a, MlcString b, int caseSensitive) {
  if (a.size != b.size)
    return 0;
  if (caseSensitive)
    return a.size == 0 || memcmp(a.data, b.data, (size_t)a.size) == 0;
  for (int64_t i = 0; i < a.size; ++i)
    if (lowerAscii(a.data[i]) != lowerAscii(b.data[i]))
      return 0;
  return 1;
}

/// `config`: byte 0 the case change (0 none, 1 lower, 2 upper), byte 1
/// whether stopwords compare with case, an int64 stopword count, then the
/// stopwords as a string blob. `out` has room for max(in_size, 1) elements;
/// returns how many it holds (1 and an empty string when every element is a
/// stopword, as ONNX specifies).
int64_t mlc_string_normalize(MEMREF1(MlcString, in),
                             MEMREF1(const char, config),
                             MEMREF1(MlcString, out)) {
  const char *cfg = config + config_offset, *end = cfg + config_size;
  int64_t numStopwords;
  if (config_size < 2 + (int64_t)sizeof(numStopwords))
    mlc_artifact_fail("corrupt StringNormalizer configuration");
  int caseChange = cfg[0], caseSensitive = cfg[1];
  memcpy(&numStopwords, cfg + 2, sizeof(numStopwords));
  MlcString *stopwords =
      malloc(sizeof(MlcString) * (size_t)(numStopwords > 0 ? numStopwords : 1));
  if (!stopwords)
    mlc_artifact_fail("out of memory for stopwords");
  readStrings(cfg + 2 + sizeof(numStopwords), end, stopwords, numStopwords);

  MlcString *src = in + in_offset, *dst = out + out_offset;
  int64_t count = 0;
  for (int64_t i = 0; i < in_size; ++i) {
    MlcString s = src[i * in_stride];
    int stop = 0;
    for (int64_t k = 0; k < numStopwords && !stop; ++k)
      stop = equalStrings(s, stopwords[k], caseSensitive);
    if (stop)
      continue;
    if (caseChange != 0 && s.size > 0) {
      char *bytes = mlc_artifact_arena_alloc(s.size);
      for (int64_t j = 0; j < s.size; ++j)
        bytes[j] =
            caseChange == 1 ? lowerAscii(s.data[j]) : upperAscii(s.data[j]);
      s.data = bytes;
    }
    dst[count * out_stride] = s;
    ++count;
  }
  free(stopwords);
  if (count == 0) {
    dst[0].data = NULL;
    dst[0].size = 0;
    count = 1;
  }
  return count;
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

/// The shortest text of `v` that reads back as the same value of the
/// type (`digits` significant digits at most: 9 for f32, 17 for f64), as
/// numpy prints it; NaN and infinities as ONNX spells them.
static int formatFloat(char *buf, size_t n, double v, int isFloat,
                       int maxDigits) {
  if (isnan(v))
    return snprintf(buf, n, "NaN");
  if (isinf(v))
    return snprintf(buf, n, v < 0 ? "-INF" : "INF");
  int len = 0;
  for (int digits = 1; digits <= maxDigits; ++digits) {
    len = snprintf(buf, n, "%.*g", digits, v);
    if (isFloat ? strtof(buf, NULL) == (float)v : strtod(buf, NULL) == v)
      break;
  }
  return len;
}

static void fromNumber(MEMREF1(const char, in), int32_t dtype,
                       MEMREF1(MlcString, out)) {
  size_t width = mlcDTypeSizeOf(dtype);
  const char *src = in + in_offset * (int64_t)width;
  MlcString *dst = out + out_offset;
  char buf[64];
  for (int64_t i = 0; i < out_size; ++i) {
    const char *p = src + i * in_stride * (int64_t)width;
    int len = 0;
    switch (dtype) {
    case MLC_DTYPE_F16: {
      uint16_t h;
      memcpy(&h, p, 2);
      len = formatFloat(buf, sizeof(buf), mlcHalfToFloat(h), 1, 9);
      break;
    }
    case MLC_DTYPE_BF16: {
      uint16_t h;
      memcpy(&h, p, 2);
      len = formatFloat(buf, sizeof(buf), mlcBFloat16ToFloat(h), 1, 9);
      break;
    }
    case MLC_DTYPE_F32: {
      float f;
      memcpy(&f, p, 4);
      len = formatFloat(buf, sizeof(buf), f, 1, 9);
      break;
    }
    case MLC_DTYPE_F64: {
      double d;
      memcpy(&d, p, 8);
      len = formatFloat(buf, sizeof(buf), d, 0, 17);
      break;
    }
    case MLC_DTYPE_BOOL:
      len = snprintf(buf, sizeof(buf), "%s", *p ? "True" : "False");
      break;
    case MLC_DTYPE_U8:
    case MLC_DTYPE_U16:
    case MLC_DTYPE_U32:
    case MLC_DTYPE_U64: {
      uint64_t u = 0;
      memcpy(&u, p, width); // little-endian
      len = snprintf(buf, sizeof(buf), "%llu", (unsigned long long)u);
      break;
    }
    default: {
      int64_t v = 0;
      memcpy(&v, p, width);
      int shift = 64 - 8 * (int)width; // sign-extend
      v = shift ? (int64_t)((uint64_t)v << shift) >> shift : v;
      len = snprintf(buf, sizeof(buf), "%lld", (long long)v);
      break;
    }
    }
    char *bytes = mlc_artifact_arena_alloc(len);
    memcpy(bytes, buf, (size_t)len);
    dst[i * out_stride].data = bytes;
    dst[i * out_stride].size = len;
  }
}

static _Noreturn void badNumber(MlcString s, const char *what) {
  char message[160];
  snprintf(message, sizeof(message), "cannot cast string '%.*s' to %s",
           (int)(s.size > 64 ? 64 : s.size), s.data ? s.data : "", what);
  mlc_artifact_fail(message);
  abort();
}

static void toNumber(MEMREF1(const MlcString, in), int32_t dtype,
                     MEMREF1(char, out)) {
  size_t width = mlcDTypeSizeOf(dtype);
  const MlcString *src = in + in_offset;
  char *dst = out + out_offset * (int64_t)width;
  char text[128];
  for (int64_t i = 0; i < in_size; ++i) {
    MlcString s = src[i * in_stride];
    char *p = dst + i * out_stride * (int64_t)width;
    if (s.size <= 0 || s.size >= (int64_t)sizeof(text))
      badNumber(s, mlcDTypeNameOf(dtype));
    memcpy(text, s.data, (size_t)s.size);
    text[s.size] = 0;
    char *end = NULL;
    errno = 0;
    if (dtype == MLC_DTYPE_F32 || dtype == MLC_DTYPE_F16 ||
        dtype == MLC_DTYPE_BF16) {
      float f = strtof(text, &end);
      if (*end)
        badNumber(s, mlcDTypeNameOf(dtype));
      if (dtype == MLC_DTYPE_F32) {
        memcpy(p, &f, 4);
      } else {
        uint16_t h =
            dtype == MLC_DTYPE_F16 ? mlcFloatToHalf(f) : mlcFloatToBFloat16(f);
        memcpy(p, &h, 2);
      }
    } else if (dtype == MLC_DTYPE_F64) {
      double d = strtod(text, &end);
      if (*end)
        badNumber(s, "f64");
      memcpy(p, &d, 8);
    } else if (dtype == MLC_DTYPE_BOOL) {
      int value;
      if (!strcmp(text, "True") || !strcmp(text, "true"))
        value = 1;
      else if (!strcmp(text, "False") || !strcmp(text, "false"))
        value = 0;
      else {
        double d = strtod(text, &end);
        if (*end)
          badNumber(s, "bool");
        value = d != 0;
      }
      *p = (char)value;
    } else {
      // Integers: as integers when the text is one, else through a double
      // (truncated toward zero, as a float-to-int cast).
      int isUnsigned = dtype >= MLC_DTYPE_U8;
      long long v = isUnsigned ? (long long)strtoull(text, &end, 10)
                               : strtoll(text, &end, 10);
      if (*end) {
        double d = strtod(text, &end);
        if (*end || isnan(d))
          badNumber(s, mlcDTypeNameOf(dtype));
        v = isUnsigned ? (long long)(unsigned long long)d : (long long)d;
      }
      memcpy(p, &v, width); // little-endian truncation
    }
  }
}

//===----------------------------------------------------------------------===//
// Data-dependent shapes
//===----------------------------------------------------------------------===//

/// NonZero: `in` holds `in_size` elements of `dtype` (contiguous) of a
/// tensor whose dims are `dims` (`rank` of them); `out` is [rank, in_size]
/// (row-major, room for every element); writes the indices of the non-zero
/// elements into the first columns and returns their count. The generated
/// code keeps that many columns.
static int64_t nonZero(MEMREF1(const char, in), int32_t dtype,
                       MEMREF1(const int64_t, dims), MEMREF1(int64_t, out)) {
  size_t width = mlcDTypeSizeOf(dtype);
  const char *src = in + in_offset * (int64_t)width;
  const int64_t *shape = dims + dims_offset;
  int64_t rank = dims_size, capacity = in_size, count = 0;
  int64_t *dst = out + out_offset;
  for (int64_t i = 0; i < in_size; ++i) {
    const char *p = src + i * in_stride * (int64_t)width;
    int nonZero;
    if (dtype == MLC_DTYPE_F32) {
      float f;
      memcpy(&f, p, 4);
      nonZero = f != 0;
    } else if (dtype == MLC_DTYPE_F64) {
      double d;
      memcpy(&d, p, 8);
      nonZero = d != 0;
    } else if (dtype == MLC_DTYPE_F16 || dtype == MLC_DTYPE_BF16) {
      uint16_t h;
      memcpy(&h, p, 2);
      nonZero = (h & 0x7fff) != 0;
    } else {
      uint64_t u = 0;
      memcpy(&u, p, width);
      nonZero = u != 0;
    }
    if (!nonZero)
      continue;
    int64_t rest = i;
    for (int64_t d = rank; d-- > 0;) {
      dst[d * capacity + count] = rest % shape[d];
      rest /= shape[d];
    }
    ++count;
  }
  return count;
}

/// Element `i` of `data` (of `dtype`) against element `j` of `data2`: <0,
/// 0, >0. Floats compare as numbers (NaN after everything), integers by
/// their signedness.
static int compareElements(int32_t dtype, const char *a, const char *b) {
  switch (dtype) {
  case MLC_DTYPE_F16:
  case MLC_DTYPE_BF16:
  case MLC_DTYPE_F32:
  case MLC_DTYPE_F64: {
    double x, y;
    if (dtype == MLC_DTYPE_F64) {
      memcpy(&x, a, 8);
      memcpy(&y, b, 8);
    } else if (dtype == MLC_DTYPE_F32) {
      float fx, fy;
      memcpy(&fx, a, 4);
      memcpy(&fy, b, 4);
      x = fx, y = fy;
    } else {
      uint16_t hx, hy;
      memcpy(&hx, a, 2);
      memcpy(&hy, b, 2);
      x = dtype == MLC_DTYPE_F16 ? mlcHalfToFloat(hx) : mlcBFloat16ToFloat(hx);
      y = dtype == MLC_DTYPE_F16 ? mlcHalfToFloat(hy) : mlcBFloat16ToFloat(hy);
    }
    if (isnan(x) || isnan(y))
      return isnan(x) - isnan(y);
    return (x > y) - (x < y);
  }
  case MLC_DTYPE_BOOL:
  case MLC_DTYPE_U8:
  case MLC_DTYPE_U16:
  case MLC_DTYPE_U32:
  case MLC_DTYPE_U64: {
    uint64_t x = 0, y = 0;
    size_t w = mlcDTypeSizeOf(dtype);
    memcpy(&x, a, w);
    memcpy(&y, b, w);
    return (x > y) - (x < y);
  }
  default: {
    uint64_t ux = 0, uy = 0;
    size_t w = mlcDTypeSizeOf(dtype);
    memcpy(&ux, a, w);
    memcpy(&uy, b, w);
    int shift = 64 - 8 * (int)w;
    int64_t x = shift ? (int64_t)(ux << shift) >> shift : (int64_t)ux;
    int64_t y = shift ? (int64_t)(uy << shift) >> shift : (int64_t)uy;
    return (x > y) - (x < y);
  }
  }
}

/// Slices of a tensor viewed as [outer, n, inner] (Unique along an axis;
/// outer = inner = 1 without one).
typedef struct Slices {
  const char *data;
  int32_t dtype;
  size_t width;
  int64_t outer, n, inner;
  int64_t stride; // between consecutive elements, in elements
} Slices;

static const char *sliceElement(const Slices *s, int64_t slice, int64_t o,
                                int64_t k) {
  return s->data +
         ((o * s->n + slice) * s->inner + k) * s->stride * (int64_t)s->width;
}

/// Lexicographic order of two slices (elements in row-major order).
static int compareSlices(const Slices *s, int64_t i, int64_t j) {
  for (int64_t o = 0; o < s->outer; ++o)
    for (int64_t k = 0; k < s->inner; ++k) {
      int c = compareElements(s->dtype, sliceElement(s, i, o, k),
                              sliceElement(s, j, o, k));
      if (c)
        return c;
    }
  return 0;
}

/// Stable merge sort of `order` by `less(ctx, a, b)` (a < b).
static void mergeSort(int64_t *order, int64_t *tmp, int64_t n,
                      int (*less)(const void *, int64_t, int64_t),
                      const void *ctx) {
  if (n < 2)
    return;
  int64_t half = n / 2;
  mergeSort(order, tmp, half, less, ctx);
  mergeSort(order + half, tmp, n - half, less, ctx);
  int64_t i = 0, j = half, k = 0;
  while (i < half && j < n)
    tmp[k++] = less(ctx, order[j], order[i]) ? order[j++] : order[i++];
  while (i < half)
    tmp[k++] = order[i++];
  while (j < n)
    tmp[k++] = order[j++];
  memcpy(order, tmp, (size_t)n * sizeof(int64_t));
}

static int sliceLess(const void *ctx, int64_t a, int64_t b) {
  return compareSlices((const Slices *)ctx, a, b) < 0;
}

typedef struct FirstOccurrence {
  const int64_t *first; // first occurrence of each group
} FirstOccurrence;

static int firstLess(const void *ctx, int64_t a, int64_t b) {
  const int64_t *first = ((const FirstOccurrence *)ctx)->first;
  return first[a] < first[b];
}

static void *checkedAlloc(int64_t count, size_t size) {
  void *p = malloc((size_t)(count > 0 ? count : 1) * size);
  if (!p)
    mlc_artifact_fail("out of memory in a host op");
  return p;
}

/// Unique. `shape` holds [outer, n, inner] and `sorted`; the outputs have
/// room for n slices; `values` receives the M unique slices as a compact
/// [outer, M, inner] array. Returns M.
static int64_t uniqueImpl(MEMREF1(const char, in), int32_t dtype,
                          MEMREF1(const int64_t, config), MEMREF1(char, values),
                          MEMREF1(int64_t, indices), MEMREF1(int64_t, inverse),
                          MEMREF1(int64_t, counts)) {
  const int64_t *cfg = config + config_offset;
  Slices s = {in + in_offset * (int64_t)mlcDTypeSizeOf(dtype),
              dtype,
              mlcDTypeSizeOf(dtype),
              cfg[0],
              cfg[1],
              cfg[2],
              in_stride};
  int sorted = cfg[3] != 0;
  int64_t n = s.n;
  int64_t *order = checkedAlloc(n, sizeof(int64_t));
  int64_t *tmp = checkedAlloc(n, sizeof(int64_t));
  int64_t *group = checkedAlloc(n, sizeof(int64_t)); // slice -> group
  int64_t *first = checkedAlloc(n, sizeof(int64_t)); // group -> first slice
  int64_t *count = checkedAlloc(n, sizeof(int64_t));
  for (int64_t i = 0; i < n; ++i)
    order[i] = i;
  mergeSort(order, tmp, n, sliceLess, &s);
  int64_t m = 0;
  for (int64_t r = 0; r < n; ++r) {
    int64_t i = order[r];
    if (r == 0 || compareSlices(&s, order[r - 1], i) != 0) {
      first[m] = i; // stable sort: the lowest index comes first
      count[m] = 0;
      ++m;
    }
    group[i] = m - 1;
    ++count[m - 1];
  }
  // Output order of the groups: ascending values, or first occurrence.
  int64_t *rank = checkedAlloc(m, sizeof(int64_t)); // output pos -> group
  for (int64_t g = 0; g < m; ++g)
    rank[g] = g;
  if (!sorted) {
    FirstOccurrence ctx = {first};
    mergeSort(rank, tmp, m, firstLess, &ctx);
  }
  int64_t *position = checkedAlloc(m, sizeof(int64_t)); // group -> output pos
  for (int64_t p = 0; p < m; ++p)
    position[rank[p]] = p;
  char *valueOut = values + values_offset * (int64_t)s.width;
  for (int64_t p = 0; p < m; ++p) {
    int64_t g = rank[p];
    indices[indices_offset + p * indices_stride] = first[g];
    counts[counts_offset + p * counts_stride] = count[g];
    for (int64_t o = 0; o < s.outer; ++o)
      for (int64_t k = 0; k < s.inner; ++k)
        memcpy(valueOut + ((o * m + p) * s.inner + k) * (int64_t)s.width,
               sliceElement(&s, first[g], o, k), s.width);
  }
  for (int64_t i = 0; i < n; ++i)
    inverse[inverse_offset + i * inverse_stride] = position[group[i]];
  free(order);
  free(tmp);
  free(group);
  free(first);
  free(count);
  free(rank);
  free(position);
  return m;
}

//===----------------------------------------------------------------------===//
// NonMaxSuppression
//===----------------------------------------------------------------------===//

typedef struct Box {
  float y1, x1, y2, x2;
} Box;

static Box readBox(const float *q, int64_t stride, int centerPoint) {
  float p[4] = {q[0], q[stride], q[2 * stride], q[3 * stride]};
  Box b;
  if (centerPoint) { // x_center, y_center, width, height
    b.x1 = p[0] - p[2] / 2;
    b.x2 = p[0] + p[2] / 2;
    b.y1 = p[1] - p[3] / 2;
    b.y2 = p[1] + p[3] / 2;
  } else { // y1, x1, y2, x2: any two opposite corners
    b.y1 = fminf(p[0], p[2]);
    b.y2 = fmaxf(p[0], p[2]);
    b.x1 = fminf(p[1], p[3]);
    b.x2 = fmaxf(p[1], p[3]);
  }
  return b;
}

static float iou(Box a, Box b) {
  float w = fminf(a.x2, b.x2) - fmaxf(a.x1, b.x1);
  float h = fminf(a.y2, b.y2) - fmaxf(a.y1, b.y1);
  if (w <= 0 || h <= 0)
    return 0;
  float inter = w * h;
  float areaA = (a.x2 - a.x1) * (a.y2 - a.y1);
  float areaB = (b.x2 - b.x1) * (b.y2 - b.y1);
  float uni = areaA + areaB - inter;
  return uni > 0 ? inter / uni : 0;
}

typedef struct ScoreOrder {
  const float *scores;
  int64_t stride;
} ScoreOrder;

/// Descending score; the merge sort is stable, so ties keep index order.
static int scoreLess(const void *ctx, int64_t a, int64_t b) {
  const ScoreOrder *o = ctx;
  return o->scores[a * o->stride] > o->scores[b * o->stride];
}

/// `shape`: [B, C, N, center_point_box]; boxes [B, N, 4], scores [B, C, N]
/// (contiguous); `selected` has room for B*C*N rows of 3. Returns the rows.
int64_t mlc_non_max_suppression(MEMREF1(const float, boxes),
                                MEMREF1(const float, scores),
                                MEMREF1(const int64_t, maxOut),
                                MEMREF1(const float, iouThreshold),
                                MEMREF1(const float, scoreThreshold),
                                MEMREF1(const int64_t, shape),
                                MEMREF1(int64_t, selected)) {
  const int64_t *dims = shape + shape_offset;
  int64_t B = dims[0], C = dims[1], N = dims[2];
  int centerPoint = dims[3] != 0;
  int64_t limit = maxOut[maxOut_offset];
  float iouMax = iouThreshold[iouThreshold_offset];
  float scoreMin = scoreThreshold[scoreThreshold_offset];
  const float *boxData = boxes + boxes_offset;
  const float *scoreData = scores + scores_offset;
  int64_t *out = selected + selected_offset;
  int64_t rows = 0;
  int64_t *order = checkedAlloc(N, sizeof(int64_t));
  int64_t *tmp = checkedAlloc(N, sizeof(int64_t));
  int64_t *kept = checkedAlloc(N, sizeof(int64_t));
  for (int64_t b = 0; b < B && limit > 0; ++b)
    for (int64_t c = 0; c < C; ++c) {
      const float *s = scoreData + (b * C + c) * N * scores_stride;
      int64_t candidates = 0;
      for (int64_t i = 0; i < N; ++i)
        if (s[i * scores_stride] > scoreMin)
          order[candidates++] = i;
      ScoreOrder ctx = {s, scores_stride};
      mergeSort(order, tmp, candidates, scoreLess, &ctx);
      int64_t numKept = 0;
      for (int64_t r = 0; r < candidates && numKept < limit; ++r) {
        Box box = readBox(boxData + (b * N + order[r]) * 4 * boxes_stride,
                          boxes_stride, centerPoint);
        int suppressed = 0;
        for (int64_t k = 0; k < numKept && !suppressed; ++k)
          suppressed =
              iou(box, readBox(boxData + (b * N + kept[k]) * 4 * boxes_stride,
                               boxes_stride, centerPoint)) > iouMax;
        if (suppressed)
          continue;
        kept[numKept++] = order[r];
        out[rows * 3] = b;
        out[rows * 3 + 1] = c;
        out[rows * 3 + 2] = order[r];
        ++rows;
      }
    }
  free(order);
  free(tmp);
  free(kept);
  return rows;
}

//===----------------------------------------------------------------------===//
// Entry points, one per element type (the families of
// mlc/Runtime/ArtifactABI.def, whose prototypes ArtifactSupport.h declares)
//===----------------------------------------------------------------------===//

#define ARGS(name)                                                             \
  name##_allocated, name, name##_offset, name##_size, name##_stride
#define HOST_ENTRY_POINTS(suffix, dtype)                                       \
  void mlc_string_from_##suffix(MEMREF1(const char, in),                       \
                                MEMREF1(MlcString, out)) {                     \
    fromNumber(ARGS(in), dtype, ARGS(out));                                    \
  }                                                                            \
  void mlc_string_to_##suffix(MEMREF1(const MlcString, in),                    \
                              MEMREF1(char, out)) {                            \
    toNumber(ARGS(in), dtype, ARGS(out));                                      \
  }                                                                            \
  int64_t mlc_non_zero_##suffix(MEMREF1(const char, in),                       \
                                MEMREF1(const int64_t, dims),                  \
                                MEMREF1(int64_t, out)) {                       \
    return nonZero(ARGS(in), dtype, ARGS(dims), ARGS(out));                    \
  }                                                                            \
  int64_t mlc_unique_##suffix(                                                 \
      MEMREF1(const char, in), MEMREF1(const int64_t, config),                 \
      MEMREF1(char, values), MEMREF1(int64_t, indices),                        \
      MEMREF1(int64_t, inverse), MEMREF1(int64_t, counts)) {                   \
    return uniqueImpl(ARGS(in), dtype, ARGS(config), ARGS(values),             \
                      ARGS(indices), ARGS(inverse), ARGS(counts));             \
  }

HOST_ENTRY_POINTS(f16, MLC_DTYPE_F16)
HOST_ENTRY_POINTS(bf16, MLC_DTYPE_BF16)
HOST_ENTRY_POINTS(f32, MLC_DTYPE_F32)
HOST_ENTRY_POINTS(f64, MLC_DTYPE_F64)
HOST_ENTRY_POINTS(bool, MLC_DTYPE_BOOL)
HOST_ENTRY_POINTS(i8, MLC_DTYPE_I8)
HOST_ENTRY_POINTS(i16, MLC_DTYPE_I16)
HOST_ENTRY_POINTS(i32, MLC_DTYPE_I32)
HOST_ENTRY_POINTS(i64, MLC_DTYPE_I64)
HOST_ENTRY_POINTS(u8, MLC_DTYPE_U8)
HOST_ENTRY_POINTS(u16, MLC_DTYPE_U16)
HOST_ENTRY_POINTS(u32, MLC_DTYPE_U32)
HOST_ENTRY_POINTS(u64, MLC_DTYPE_U64)
