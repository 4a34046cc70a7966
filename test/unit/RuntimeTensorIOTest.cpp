//===- RuntimeTensorIOTest.cpp - tests of mlc/Runtime/TensorIO.h ----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Runtime/TensorIO.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <unistd.h>

using namespace mlc::runtime;

namespace {

/// A tensor of `dtype` and `shape` whose bytes are 0, 1, 2, ... (bools 0/1).
HostTensor makeTensor(MlcDType dtype, std::vector<int64_t> shape) {
  HostTensor tensor;
  tensor.dtype = dtype;
  tensor.shape = std::move(shape);
  tensor.data.resize(tensor.getNumElements() * mlcDTypeSize(dtype));
  for (size_t i = 0; i < tensor.data.size(); ++i)
    tensor.data[i] = dtype == MLC_DTYPE_BOOL ? i % 2 : i * 7 % 251;
  return tensor;
}

template <typename T>
HostTensor makeTyped(MlcDType dtype, std::vector<int64_t> shape,
                     std::vector<T> values) {
  HostTensor tensor;
  tensor.dtype = dtype;
  tensor.shape = std::move(shape);
  tensor.data.resize(values.size() * sizeof(T));
  if (!values.empty())
    std::memcpy(tensor.data.data(), values.data(), tensor.data.size());
  return tensor;
}

const MlcDType kAllDTypes[] = {
    MLC_DTYPE_F16, MLC_DTYPE_BF16, MLC_DTYPE_F32, MLC_DTYPE_F64, MLC_DTYPE_BOOL,
    MLC_DTYPE_I8,  MLC_DTYPE_I16,  MLC_DTYPE_I32, MLC_DTYPE_I64, MLC_DTYPE_U8,
    MLC_DTYPE_U16, MLC_DTYPE_U32,  MLC_DTYPE_U64};

const std::vector<int64_t> kShapes[] = {{}, {5}, {2, 3}, {2, 1, 4}, {3, 0, 2}};

void expectSameTensor(const HostTensor &got, const HostTensor &expected) {
  EXPECT_EQ(got.dtype, expected.dtype);
  EXPECT_EQ(got.shape, expected.shape);
  EXPECT_EQ(got.data, expected.data);
}

//===----------------------------------------------------------------------===//
// Half precision
//===----------------------------------------------------------------------===//

TEST(RuntimeTensorIO, HalfConversions) {
  EXPECT_EQ(floatToHalf(1.0f), 0x3c00);
  EXPECT_EQ(floatToHalf(-2.0f), 0xc000);
  EXPECT_EQ(floatToHalf(65504.0f), 0x7bff);
  EXPECT_EQ(floatToHalf(65520.0f), 0x7c00); // Rounds to infinity.
  EXPECT_EQ(floatToHalf(65519.0f), 0x7bff);
  EXPECT_EQ(floatToHalf(std::numeric_limits<float>::infinity()), 0x7c00);
  EXPECT_EQ(floatToHalf(5.960464477539063e-08f), 0x0001); // Min subnormal.
  EXPECT_EQ(floatToHalf(2.9e-08f), 0x0000);
  EXPECT_EQ(floatToHalf(1.0f + 1.0f / 2048), 0x3c00); // Tie to even.
  EXPECT_EQ(floatToHalf(1.0f + 3.0f / 2048), 0x3c02); // Tie to even.
  EXPECT_TRUE(std::isnan(halfToFloat(floatToHalf(NAN))));
  EXPECT_EQ(halfToFloat(0x3555), 0.333251953125f);
  EXPECT_EQ(halfToFloat(0x0001), 5.960464477539063e-08f);
  EXPECT_EQ(halfToFloat(0x03ff), 6.097555160522461e-05f); // Max subnormal.
  EXPECT_EQ(halfToFloat(0xfc00), -std::numeric_limits<float>::infinity());
  // Every finite half survives a round trip through float.
  for (uint32_t bits = 0; bits < 0x10000; ++bits) {
    if ((bits & 0x7c00) == 0x7c00)
      continue;
    ASSERT_EQ(floatToHalf(halfToFloat(bits)), bits) << bits;
  }

  EXPECT_EQ(floatToBFloat16(1.0f), 0x3f80);
  EXPECT_EQ(floatToBFloat16(-3.0f), 0xc040);
  EXPECT_EQ(bfloat16ToFloat(0x3fc0), 1.5f);
  EXPECT_EQ(floatToBFloat16(1.00390625f), 0x3f80); // Tie to even.
  EXPECT_EQ(floatToBFloat16(1.01171875f), 0x3f82); // Tie to even.
  EXPECT_TRUE(std::isnan(bfloat16ToFloat(floatToBFloat16(NAN))));
}

//===----------------------------------------------------------------------===//
// .npy
//===----------------------------------------------------------------------===//

TEST(RuntimeTensorIO, NpyRoundTrip) {
  for (MlcDType dtype : kAllDTypes) {
    for (const std::vector<int64_t> &shape : kShapes) {
      HostTensor tensor = makeTensor(dtype, shape);
      std::vector<uint8_t> bytes = encodeNpy(tensor);
      // The data starts 64-byte aligned, as NumPy writes it.
      EXPECT_EQ((bytes.size() - tensor.data.size()) % 64, 0u);
      HostTensor parsed;
      std::string error;
      ASSERT_TRUE(parseNpy(bytes.data(), bytes.size(), parsed, error)) << error;
      // bf16 is written as raw bits (<u2).
      if (dtype == MLC_DTYPE_BF16)
        parsed.dtype = MLC_DTYPE_BF16;
      expectSameTensor(parsed, tensor);
    }
  }
}

std::vector<uint8_t> npyBytes(const std::string &header,
                              const std::vector<uint8_t> &data, int major = 1) {
  std::vector<uint8_t> bytes = {
      0x93, 'N', 'U', 'M', 'P', 'Y', static_cast<uint8_t>(major), 0};
  uint32_t size = static_cast<uint32_t>(header.size());
  bytes.push_back(size & 0xff);
  bytes.push_back(size >> 8);
  if (major >= 2) {
    bytes.push_back(size >> 16);
    bytes.push_back(size >> 24);
  }
  bytes.insert(bytes.end(), header.begin(), header.end());
  bytes.insert(bytes.end(), data.begin(), data.end());
  return bytes;
}

TEST(RuntimeTensorIO, NpyParsesNumPyHeaders) {
  std::vector<uint8_t> data = {1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0,
                               4, 0, 0, 0, 5, 0, 0, 0, 6, 0, 0, 0};
  HostTensor tensor;
  std::string error;
  std::vector<uint8_t> bytes = npyBytes(
      "{'descr': '<i4', 'fortran_order': False, 'shape': (2, 3), }     \n",
      data);
  ASSERT_TRUE(parseNpy(bytes.data(), bytes.size(), tensor, error)) << error;
  EXPECT_EQ(tensor.dtype, MLC_DTYPE_I32);
  EXPECT_EQ(tensor.shape, (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(tensor.data, data);

  // Format 2.0, keys in another order, a 1-tuple.
  bytes = npyBytes("{'shape': (24,), 'fortran_order': False, 'descr': '|u1'}\n",
                   data, 2);
  ASSERT_TRUE(parseNpy(bytes.data(), bytes.size(), tensor, error)) << error;
  EXPECT_EQ(tensor.dtype, MLC_DTYPE_U8);
  EXPECT_EQ(tensor.shape, (std::vector<int64_t>{24}));

  // A scalar.
  bytes = npyBytes("{'descr': '<f8', 'fortran_order': False, 'shape': ()}\n",
                   {0, 0, 0, 0, 0, 0, 0xf0, 0x3f});
  ASSERT_TRUE(parseNpy(bytes.data(), bytes.size(), tensor, error)) << error;
  EXPECT_TRUE(tensor.shape.empty());
  EXPECT_EQ(getElementAsDouble(tensor.dtype, tensor.data.data(), 0), 1.0);
}

TEST(RuntimeTensorIO, NpyErrors) {
  std::vector<uint8_t> data(24, 0);
  auto parseError = [](const std::vector<uint8_t> &bytes) {
    HostTensor tensor;
    std::string error;
    EXPECT_FALSE(parseNpy(bytes.data(), bytes.size(), tensor, error));
    return error;
  };
  EXPECT_EQ(parseError(npyBytes("{'descr': '<i4', 'fortran_order': True, "
                                "'shape': (2, 3), }\n",
                                data)),
            "fortran_order .npy files are not supported");
  EXPECT_EQ(parseError(npyBytes("{'descr': '>i4', 'fortran_order': False, "
                                "'shape': (2, 3), }\n",
                                data)),
            "unsupported .npy dtype '>i4'");
  EXPECT_EQ(parseError(npyBytes("{'descr': '<c8', 'fortran_order': False, "
                                "'shape': (3,), }\n",
                                data)),
            "unsupported .npy dtype '<c8'");
  EXPECT_EQ(parseError(npyBytes("{'descr': '<i4', 'fortran_order': False, "
                                "'shape': (2, 4), }\n",
                                data)),
            ".npy data has 24 bytes, expected 32 for 2x4 i32");
  EXPECT_EQ(parseError(npyBytes("{'descr': [('a', '<i4')], 'fortran_order': "
                                "False, 'shape': (6,), }\n",
                                data)),
            "bad .npy header: unsupported descr (structured dtypes are not "
            "supported)");
  EXPECT_EQ(parseError(npyBytes("{'descr': '<i4', 'shape': (6,), }\n", data)),
            "bad .npy header: missing descr, fortran_order or shape");
  EXPECT_EQ(parseError({'x', 'y'}), "not a .npy file (bad magic)");

  // Every truncation of a valid file is an error, never a crash.
  std::vector<uint8_t> bytes = encodeNpy(makeTensor(MLC_DTYPE_I16, {3, 2}));
  for (size_t size = 0; size < bytes.size(); ++size) {
    std::vector<uint8_t> prefix(bytes.begin(), bytes.begin() + size);
    EXPECT_FALSE(parseError(prefix).empty()) << size;
  }
}

//===----------------------------------------------------------------------===//
// ONNX TensorProto
//===----------------------------------------------------------------------===//

/// An independent, minimal protobuf encoder for hand-made TensorProtos.
struct ProtoBuilder {
  std::vector<uint8_t> bytes;

  ProtoBuilder &varint(uint64_t value) {
    while (value >= 0x80) {
      bytes.push_back(static_cast<uint8_t>(value | 0x80));
      value >>= 7;
    }
    bytes.push_back(static_cast<uint8_t>(value));
    return *this;
  }
  ProtoBuilder &key(int field, int wireType) {
    return varint(static_cast<uint64_t>(field) << 3 | wireType);
  }
  ProtoBuilder &varintField(int field, uint64_t value) {
    return key(field, 0).varint(value);
  }
  ProtoBuilder &bytesField(int field, const std::vector<uint8_t> &payload) {
    key(field, 2).varint(payload.size());
    bytes.insert(bytes.end(), payload.begin(), payload.end());
    return *this;
  }
  template <typename T> ProtoBuilder &fixed(int field, T value) {
    key(field, sizeof(T) == 4 ? 5 : 1);
    const uint8_t *raw = reinterpret_cast<const uint8_t *>(&value);
    bytes.insert(bytes.end(), raw, raw + sizeof(T));
    return *this;
  }
  static std::vector<uint8_t> packedVarints(std::vector<uint64_t> values) {
    ProtoBuilder builder;
    for (uint64_t value : values)
      builder.varint(value);
    return builder.bytes;
  }
  template <typename T>
  static std::vector<uint8_t> packedFixed(std::vector<T> values) {
    std::vector<uint8_t> out(values.size() * sizeof(T));
    std::memcpy(out.data(), values.data(), out.size());
    return out;
  }
};

HostTensor parseProto(const std::vector<uint8_t> &bytes) {
  HostTensor tensor;
  std::string error;
  EXPECT_TRUE(parseTensorProto(bytes.data(), bytes.size(), tensor, error))
      << error;
  return tensor;
}

std::string protoError(const std::vector<uint8_t> &bytes) {
  HostTensor tensor;
  std::string error;
  EXPECT_FALSE(parseTensorProto(bytes.data(), bytes.size(), tensor, error));
  return error;
}

TEST(RuntimeTensorIO, ProtoRoundTrip) {
  for (MlcDType dtype : kAllDTypes) {
    for (const std::vector<int64_t> &shape : kShapes) {
      HostTensor tensor = makeTensor(dtype, shape);
      std::vector<uint8_t> bytes = encodeTensorProto(tensor, "t 0");
      HostTensor parsed = parseProto(bytes);
      expectSameTensor(parsed, tensor);
      EXPECT_EQ(parsed.name, "t 0");
    }
  }
}

TEST(RuntimeTensorIO, ProtoDataTypes) {
  for (MlcDType dtype : kAllDTypes)
    EXPECT_EQ(fromOnnxDataType(toOnnxDataType(dtype)), dtype);
  EXPECT_EQ(toOnnxDataType(MLC_DTYPE_F32), 1);
  EXPECT_EQ(toOnnxDataType(MLC_DTYPE_BOOL), 9);
  EXPECT_EQ(toOnnxDataType(MLC_DTYPE_BF16), 16);
  EXPECT_EQ(fromOnnxDataType(8), MLC_DTYPE_STRING);
  EXPECT_EQ(fromOnnxDataType(14), MLC_DTYPE_INVALID); // COMPLEX64
}

TEST(RuntimeTensorIO, ProtoTypedFields) {
  // float_data, unpacked, dims unpacked; unknown field 12 (doc_string).
  ProtoBuilder floats;
  floats.varintField(1, 2).varintField(1, 2).varintField(2, 1);
  floats.bytesField(12, {'d', 'o', 'c'});
  for (float value : {1.5f, -2.0f, 0.25f, 8.0f})
    floats.fixed(4, value);
  floats.bytesField(8, {'w'});
  HostTensor tensor = parseProto(floats.bytes);
  EXPECT_EQ(tensor.name, "w");
  expectSameTensor(tensor, makeTyped<float>(MLC_DTYPE_F32, {2, 2},
                                            {1.5f, -2.0f, 0.25f, 8.0f}));

  // float_data packed, dims packed.
  ProtoBuilder packed;
  packed.bytesField(1, ProtoBuilder::packedVarints({3}));
  packed.varintField(2, 1);
  packed.bytesField(4, ProtoBuilder::packedFixed<float>({1, 2, 3}));
  expectSameTensor(parseProto(packed.bytes),
                   makeTyped<float>(MLC_DTYPE_F32, {3}, {1, 2, 3}));

  // int32_data carries int8 (negative values are 10-byte varints), f16,
  // bool and uint16.
  ProtoBuilder int8s;
  int8s.varintField(1, 3).varintField(2, 3);
  int8s.bytesField(5, ProtoBuilder::packedVarints(
                          {static_cast<uint64_t>(int64_t(-128)), 0, 127}));
  expectSameTensor(parseProto(int8s.bytes),
                   makeTyped<int8_t>(MLC_DTYPE_I8, {3}, {-128, 0, 127}));

  ProtoBuilder halves;
  halves.varintField(1, 2).varintField(2, 10);
  halves.varintField(5, 0x3c00).varintField(5, 0xc000);
  expectSameTensor(parseProto(halves.bytes),
                   makeTyped<uint16_t>(MLC_DTYPE_F16, {2}, {0x3c00, 0xc000}));

  ProtoBuilder bools;
  bools.varintField(1, 3).varintField(2, 9);
  bools.bytesField(5, ProtoBuilder::packedVarints({1, 0, 1}));
  expectSameTensor(parseProto(bools.bytes),
                   makeTyped<uint8_t>(MLC_DTYPE_BOOL, {3}, {1, 0, 1}));

  ProtoBuilder u16s;
  u16s.varintField(1, 2).varintField(2, 4);
  u16s.bytesField(5, ProtoBuilder::packedVarints({65535, 7}));
  expectSameTensor(parseProto(u16s.bytes),
                   makeTyped<uint16_t>(MLC_DTYPE_U16, {2}, {65535, 7}));

  // int64_data, a scalar (no dims).
  ProtoBuilder int64s;
  int64s.varintField(2, 7).varintField(7, static_cast<uint64_t>(-5));
  expectSameTensor(parseProto(int64s.bytes),
                   makeTyped<int64_t>(MLC_DTYPE_I64, {}, {-5}));

  // double_data, unpacked and packed mixed.
  ProtoBuilder doubles;
  doubles.varintField(1, 3).varintField(2, 11).fixed(10, 0.5);
  doubles.bytesField(10, ProtoBuilder::packedFixed<double>({-1.25, 1e300}));
  expectSameTensor(parseProto(doubles.bytes),
                   makeTyped<double>(MLC_DTYPE_F64, {3}, {0.5, -1.25, 1e300}));

  // uint64_data for uint32 and uint64.
  ProtoBuilder u32s;
  u32s.varintField(1, 2).varintField(2, 12);
  u32s.bytesField(11, ProtoBuilder::packedVarints({4000000000u, 1}));
  expectSameTensor(parseProto(u32s.bytes),
                   makeTyped<uint32_t>(MLC_DTYPE_U32, {2}, {4000000000u, 1}));
  ProtoBuilder u64s;
  u64s.varintField(2, 13).varintField(11, UINT64_MAX);
  expectSameTensor(parseProto(u64s.bytes),
                   makeTyped<uint64_t>(MLC_DTYPE_U64, {}, {UINT64_MAX}));

  // An empty tensor needs no data.
  ProtoBuilder empty;
  empty.varintField(1, 0).varintField(1, 4).varintField(2, 1);
  EXPECT_EQ(parseProto(empty.bytes).shape, (std::vector<int64_t>{0, 4}));
}

TEST(RuntimeTensorIO, ProtoErrors) {
  ProtoBuilder strings;
  strings.varintField(1, 2).varintField(2, 8).bytesField(6, {'a'});
  EXPECT_EQ(protoError(strings.bytes),
            "TensorProto has 1 string_data values, expected 2 for 2 string");

  ProtoBuilder external;
  external.varintField(1, 1).varintField(2, 1).bytesField(13, {});
  EXPECT_EQ(protoError(external.bytes),
            "corrupt TensorProto at byte 4: external data not supported");
  ProtoBuilder location;
  location.varintField(2, 1).varintField(14, 1);
  EXPECT_EQ(protoError(location.bytes),
            "corrupt TensorProto at byte 2: external data not supported");

  ProtoBuilder noType;
  noType.varintField(1, 1).fixed(4, 1.0f);
  EXPECT_EQ(protoError(noType.bytes), "TensorProto has no data_type");

  ProtoBuilder complex;
  complex.varintField(2, 14);
  EXPECT_EQ(protoError(complex.bytes), "unsupported TensorProto data_type 14");

  ProtoBuilder tooFew;
  tooFew.varintField(1, 3).varintField(2, 1).fixed(4, 1.0f);
  EXPECT_EQ(protoError(tooFew.bytes),
            "TensorProto has 1 float_data values, expected 3 for 3 f32");

  ProtoBuilder noData;
  noData.varintField(1, 2).varintField(2, 7);
  EXPECT_EQ(protoError(noData.bytes),
            "TensorProto has 0 int64_data values, expected 2 for 2 i64");

  ProtoBuilder rawSize;
  rawSize.varintField(1, 2).varintField(2, 1).bytesField(9, {0, 0, 0, 0});
  EXPECT_EQ(protoError(rawSize.bytes),
            "TensorProto raw_data has 4 bytes, expected 8 for 2 f32");

  // Dims that would need exabytes are rejected before allocating anything.
  ProtoBuilder huge;
  huge.varintField(1, int64_t(1) << 40)
      .varintField(1, int64_t(1) << 40)
      .varintField(2, 1)
      .bytesField(9, {0, 0, 0, 0});
  EXPECT_EQ(protoError(huge.bytes).rfind("bad TensorProto dims", 0), 0u);
  ProtoBuilder big;
  big.varintField(1, int64_t(1) << 40).varintField(2, 1);
  EXPECT_NE(protoError(big.bytes).find("expected 1099511627776"),
            std::string::npos);
  ProtoBuilder negative;
  negative.varintField(1, static_cast<uint64_t>(-3)).varintField(2, 1);
  EXPECT_EQ(protoError(negative.bytes), "bad TensorProto dims -3");

  ProtoBuilder wireType;
  wireType.key(2, 2).varint(1).varint(1);
  EXPECT_EQ(protoError(wireType.bytes),
            "corrupt TensorProto at byte 0: field 2 has wire type 2");
  ProtoBuilder group;
  group.varintField(2, 1).key(3, 3);
  EXPECT_EQ(protoError(group.bytes),
            "corrupt TensorProto at byte 2: unsupported wire type 3");
  ProtoBuilder fieldZero;
  fieldZero.key(0, 0).varint(1);
  EXPECT_EQ(protoError(fieldZero.bytes),
            "corrupt TensorProto at byte 0: field number 0");
  std::vector<uint8_t> longVarint(11, 0xff);
  EXPECT_EQ(protoError(longVarint),
            "corrupt TensorProto at byte 0: varint longer than 10 bytes");
  ProtoBuilder pastEnd;
  pastEnd.varintField(2, 1).key(9, 2).varint(100).varint(0);
  EXPECT_EQ(protoError(pastEnd.bytes),
            "corrupt TensorProto at byte 3: length 100 runs past the end of "
            "the data");
  ProtoBuilder packedFloats;
  packedFloats.varintField(2, 1).bytesField(4, {0, 0, 0, 0, 0, 0});
  EXPECT_EQ(protoError(packedFloats.bytes),
            "corrupt TensorProto at byte 8: in packed field 4: truncated "
            "fixed-width value");
}

TEST(RuntimeTensorIO, ProtoTruncatedAtEveryByte) {
  for (MlcDType dtype : {MLC_DTYPE_F32, MLC_DTYPE_BOOL, MLC_DTYPE_I64}) {
    std::vector<uint8_t> bytes =
        encodeTensorProto(makeTensor(dtype, {3, 200}), "a fairly long name");
    HostTensor tensor;
    std::string error;
    ASSERT_TRUE(parseTensorProto(bytes.data(), bytes.size(), tensor, error));
    for (size_t size = 0; size < bytes.size(); ++size) {
      // A copy of exactly `size` bytes, so ASan sees any overread.
      std::vector<uint8_t> prefix(bytes.begin(), bytes.begin() + size);
      EXPECT_FALSE(
          parseTensorProto(prefix.data(), prefix.size(), tensor, error))
          << "prefix of " << size << " bytes parsed";
      EXPECT_FALSE(error.empty());
    }
  }
}

TEST(RuntimeTensorIO, ProtoCorruptBytesNeverCrash) {
  ProtoBuilder proto;
  proto.bytesField(1, ProtoBuilder::packedVarints({2, 3})).varintField(2, 1);
  proto.bytesField(4, ProtoBuilder::packedFixed<float>({1, 2, 3, 4, 5, 6}));
  proto.bytesField(8, {'x'});
  std::mt19937 rng(1234);
  int parsed = 0;
  for (int trial = 0; trial < 20000; ++trial) {
    std::vector<uint8_t> bytes = proto.bytes;
    for (int flips = 1 + trial % 3; flips > 0; --flips)
      bytes[rng() % bytes.size()] = static_cast<uint8_t>(rng());
    HostTensor tensor;
    std::string error;
    if (parseTensorProto(bytes.data(), bytes.size(), tensor, error)) {
      ++parsed;
      EXPECT_EQ(tensor.data.size(),
                tensor.getNumElements() * mlcDTypeSize(tensor.dtype));
    } else {
      EXPECT_FALSE(error.empty());
    }
  }
  EXPECT_GT(parsed, 0); // Some flips (e.g. in the values) stay valid.
}

TEST(RuntimeTensorIO, ReadTensorFileNamesThePath) {
  HostTensor tensor;
  std::string error;
  EXPECT_FALSE(readTensorFile("/nonexistent/input_0.pb", tensor, error));
  EXPECT_EQ(error, "cannot open /nonexistent/input_0.pb: No such file or "
                   "directory");

  std::string dir = testing::TempDir() + std::to_string(getpid()) + "_";
  std::vector<uint8_t> proto =
      encodeTensorProto(makeTyped<int32_t>(MLC_DTYPE_I32, {2}, {5, 6}), "in");
  ASSERT_TRUE(writeFileBytes(dir + "runtime_io.pb", proto, error)) << error;
  ASSERT_TRUE(readTensorFile(dir + "runtime_io.pb", tensor, error)) << error;
  EXPECT_EQ(tensor.name, "in");
  proto.resize(proto.size() - 1);
  ASSERT_TRUE(writeFileBytes(dir + "runtime_io.pb", proto, error));
  EXPECT_FALSE(readTensorFile(dir + "runtime_io.pb", tensor, error));
  EXPECT_EQ(error, dir + "runtime_io.pb: corrupt TensorProto at byte 9: "
                         "length 8 runs past the end of the data");

  std::vector<uint8_t> npy = encodeNpy(makeTensor(MLC_DTYPE_F64, {2}));
  ASSERT_TRUE(writeFileBytes(dir + "runtime_io.npy", npy, error));
  ASSERT_TRUE(readTensorFile(dir + "runtime_io.npy", tensor, error)) << error;
  EXPECT_EQ(tensor.dtype, MLC_DTYPE_F64);
  std::remove((dir + "runtime_io.pb").c_str());
  std::remove((dir + "runtime_io.npy").c_str());

  EXPECT_FALSE(writeFileBytes("/nonexistent/dir/x.npy", npy, error));
  EXPECT_EQ(error.rfind("cannot write /nonexistent/dir/x.npy: ", 0), 0u);
}

//===----------------------------------------------------------------------===//
// Literals
//===----------------------------------------------------------------------===//

HostTensor literal(const std::string &text) {
  HostTensor tensor;
  std::string error;
  EXPECT_TRUE(parseTensorLiteral(text, tensor, error)) << text << ": " << error;
  return tensor;
}

std::string literalError(const std::string &text) {
  HostTensor tensor;
  std::string error;
  EXPECT_FALSE(parseTensorLiteral(text, tensor, error)) << text;
  return error;
}

TEST(RuntimeTensorIO, Literals) {
  expectSameTensor(
      literal("2x3xf32=1,2,3,4,5,-6.5"),
      makeTyped<float>(MLC_DTYPE_F32, {2, 3}, {1, 2, 3, 4, 5, -6.5f}));
  expectSameTensor(literal("f64=5"), makeTyped<double>(MLC_DTYPE_F64, {}, {5}));
  expectSameTensor(literal("2x2xi32=7"),
                   makeTyped<int32_t>(MLC_DTYPE_I32, {2, 2}, {7, 7, 7, 7}));
  expectSameTensor(literal("3xbool=true,0,1"),
                   makeTyped<uint8_t>(MLC_DTYPE_BOOL, {3}, {1, 0, 1}));
  expectSameTensor(literal("2xf16=1, -2"),
                   makeTyped<uint16_t>(MLC_DTYPE_F16, {2}, {0x3c00, 0xc000}));
  expectSameTensor(literal("bf16=1.5"),
                   makeTyped<uint16_t>(MLC_DTYPE_BF16, {}, {0x3fc0}));
  expectSameTensor(literal("2xi8=-128,127"),
                   makeTyped<int8_t>(MLC_DTYPE_I8, {2}, {-128, 127}));
  expectSameTensor(literal("u64=18446744073709551615"),
                   makeTyped<uint64_t>(MLC_DTYPE_U64, {}, {UINT64_MAX}));
  expectSameTensor(literal("0x3xf32="),
                   makeTyped<float>(MLC_DTYPE_F32, {0, 3}, {}));
  HostTensor special = literal("3xf32=nan,inf,-inf");
  EXPECT_TRUE(
      std::isnan(getElementAsDouble(MLC_DTYPE_F32, special.data.data(), 0)));
  EXPECT_EQ(getElementAsDouble(MLC_DTYPE_F32, special.data.data(), 2),
            -std::numeric_limits<double>::infinity());

  EXPECT_TRUE(isTensorLiteral("2x3xf32=1"));
  EXPECT_TRUE(isTensorLiteral("i64=1"));
  EXPECT_FALSE(isTensorLiteral("input_0.pb"));
  EXPECT_FALSE(isTensorLiteral("dir/x=1.npy"));
  EXPECT_FALSE(isTensorLiteral("2x?xf32=1"));

  EXPECT_EQ(literalError("2x3xf32=1,2"),
            "tensor literal 2x3xf32 has 2 values, expected 6 (or one to fill "
            "it)");
  EXPECT_EQ(literalError("f32="), "tensor literal f32 has 0 values, expected "
                                  "1 (or one to fill it)");
  EXPECT_EQ(literalError("2xf128=1"),
            "bad tensor literal '2xf128=1' (expected e.g. "
            "2x3xf32=1,2,3,4,5,6 or f32=1)");
  EXPECT_EQ(literalError("i8=128"), "bad i8 value '128'");
  EXPECT_EQ(literalError("u8=-1"), "bad u8 value '-1'");
  EXPECT_EQ(literalError("i64=99999999999999999999"),
            "bad i64 value '99999999999999999999'");
  EXPECT_EQ(literalError("2xf32=1,x"), "bad f32 value 'x'");
  EXPECT_EQ(literalError("bool=2"), "bad bool value '2'");
  EXPECT_EQ(literalError("2xi32=1,"), "bad i32 value ''");
}

//===----------------------------------------------------------------------===//
// Comparison and printing
//===----------------------------------------------------------------------===//

TEST(RuntimeTensorIO, CompareFloats) {
  HostTensor expected =
      makeTyped<float>(MLC_DTYPE_F32, {2, 3}, {1, 100, 0, NAN, INFINITY, -2});
  HostTensor close = makeTyped<float>(
      MLC_DTYPE_F32, {2, 3}, {1.0005f, 100.09f, 5e-6f, NAN, INFINITY, -2});
  Comparison result = compareTensors(close, expected, 1e-3, 1e-5);
  EXPECT_TRUE(result.matches());
  EXPECT_NEAR(result.maxAbsError, 0.09, 1e-5);
  EXPECT_NEAR(result.maxRelError, 9e-4, 1e-6);

  HostTensor far =
      makeTyped<float>(MLC_DTYPE_F32, {2, 3}, {1, 100, 2e-5f, 1, 1e30f, -2});
  result = compareTensors(far, expected, 1e-3, 1e-5);
  EXPECT_FALSE(result.matches());
  EXPECT_EQ(result.numMismatches, 3);
  EXPECT_EQ(result.firstMismatch, 2);
  EXPECT_EQ(formatIndex(far.shape, result.firstMismatch), "[0,2]");
  EXPECT_TRUE(std::isinf(result.maxAbsError));
  // The same values pass with a looser atol, except NaN and inf.
  EXPECT_EQ(compareTensors(far, expected, 1e-3, 1e-4).numMismatches, 2);

  HostTensor f16 = literal("2xf16=1,2");
  EXPECT_TRUE(compareTensors(f16, literal("2xf16=1,2.001"), 1e-3, 0).matches());
  EXPECT_FALSE(compareTensors(f16, literal("2xf16=1,2.01"), 1e-3, 0).matches());
}

TEST(RuntimeTensorIO, CompareIntegersExactlyAndStructure) {
  HostTensor a = makeTyped<int64_t>(MLC_DTYPE_I64, {2}, {INT64_MAX, INT64_MIN});
  HostTensor b =
      makeTyped<int64_t>(MLC_DTYPE_I64, {2}, {INT64_MAX - 1, INT64_MIN});
  // Differ by one where double cannot tell them apart.
  Comparison result = compareTensors(a, b, 1, 1);
  EXPECT_EQ(result.numMismatches, 1);
  EXPECT_EQ(result.firstMismatch, 0);
  EXPECT_TRUE(compareTensors(a, a, 0, 0).matches());
  HostTensor u = makeTyped<uint64_t>(MLC_DTYPE_U64, {1}, {UINT64_MAX});
  HostTensor v = makeTyped<uint64_t>(MLC_DTYPE_U64, {1}, {UINT64_MAX - 1});
  EXPECT_FALSE(compareTensors(u, v, 1, 1).matches());
  EXPECT_FALSE(
      compareTensors(literal("2xbool=1,0"), literal("2xbool=1,1"), 1, 1)
          .matches());

  result = compareTensors(literal("2x3xf32=0"), literal("3x2xf32=0"), 0, 0);
  EXPECT_EQ(result.structuralError, "got 2x3 f32, expected 3x2 f32");
  EXPECT_FALSE(result.matches());
  result = compareTensors(literal("2xf32=0"), literal("2xf64=0"), 0, 0);
  EXPECT_EQ(result.structuralError, "got 2 f32, expected 2 f64");
  EXPECT_TRUE(
      compareTensors(literal("0x2xf32="), literal("0x2xf32="), 0, 0).matches());
}

TEST(RuntimeTensorIO, Formatting) {
  EXPECT_EQ(formatShape({}), "scalar");
  EXPECT_EQ(formatShape({2, 0, 3}), "2x0x3");
  EXPECT_EQ(formatIndex({}, 0), "[]");
  EXPECT_EQ(formatIndex({2, 3, 4}, 23), "[1,2,3]");

  EXPECT_EQ(formatValues(literal("f32=2.5"), 32), "2.5");
  EXPECT_EQ(formatValues(literal("2x3xi32=1,2,3,4,5,6"), 32),
            "[[1, 2, 3],\n [4, 5, 6]]");
  EXPECT_EQ(formatValues(literal("2x3xi32=1,2,3,4,5,6"), 4),
            "[[1, 2, 3],\n [4, ...]]");
  EXPECT_EQ(formatValues(literal("2x3xi32=1,2,3,4,5,6"), 3),
            "[[1, 2, 3],\n ...]");
  EXPECT_EQ(formatValues(literal("2x3xi32=1,2,3,4,5,6"), -1),
            "[[1, 2, 3],\n [4, 5, 6]]");
  EXPECT_EQ(formatValues(literal("3xbool=1,0,1"), 32), "[true, false, true]");
  EXPECT_EQ(formatValues(literal("0x2xf32="), 32), "[]");
  EXPECT_EQ(formatValues(literal("3xf32=nan,-inf,0.1"), 32),
            "[nan, -inf, 0.1]");
  EXPECT_EQ(formatValues(literal("u64=18446744073709551615"), 32),
            "18446744073709551615");
  HostTensor many = literal("100xi8=1");
  std::string text = formatValues(many, 32);
  EXPECT_EQ(text.substr(text.size() - 10), "1, 1, ...]");
  EXPECT_EQ(std::count(text.begin(), text.end(), '1'), 32);
}

} // namespace

TEST(RuntimeTensorIO, Strings) {
  // string_data in, string_data out; an empty string and a NUL byte survive.
  ProtoBuilder proto;
  proto.varintField(1, 3).varintField(2, 8);
  proto.bytesField(6, {'a', 'b'}).bytesField(6, {}).bytesField(6, {'x', 0});
  HostTensor tensor = parseProto(proto.bytes);
  ASSERT_EQ(tensor.dtype, MLC_DTYPE_STRING);
  EXPECT_EQ(tensor.shape, (std::vector<int64_t>{3}));
  EXPECT_EQ(formatValues(tensor, -1), "[\"ab\", \"\", \"x\\x00\"]");
  HostTensor again = parseProto(encodeTensorProto(tensor, "s"));
  EXPECT_TRUE(compareTensors(again, tensor, 0, 0).matches());
  EXPECT_EQ(again.name, "s");

  // Strings compare byte for byte.
  HostTensor other;
  other.setStrings({3}, {"ab", "", std::string("x\0", 2)});
  EXPECT_TRUE(compareTensors(other, tensor, 0, 0).matches());
  other.setStrings({3}, {"ab", "", "x"});
  Comparison diff = compareTensors(other, tensor, 1, 1);
  EXPECT_EQ(diff.numMismatches, 1);
  EXPECT_EQ(diff.firstMismatch, 2);
  // A copy shares the bytes its handles point at.
  HostTensor copy = tensor;
  tensor = HostTensor();
  EXPECT_EQ(formatElement(copy.dtype, copy.data.data(), 0), "\"ab\"");
}
