module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global private constant @__constant_64x3x7x7xf32(dense_resource<torch_tensor_64_3_7_7_torch.float32> : tensor<64x3x7x7xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<3 x array<7 x array<7 x f32>>>>
  llvm.mlir.global private constant @__constant_64xf32_84(dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_64xf32_83(dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_64xf32_82(dense_resource<torch_tensor_64_torch.float32_2> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_64xf32_81(dense_resource<torch_tensor_64_torch.float32_3> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_64x64x3x3xf32_80(dense_resource<torch_tensor_64_64_3_3_torch.float32> : tensor<64x64x3x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<64 x array<3 x array<3 x f32>>>>
  llvm.mlir.global private constant @__constant_64xf32_79(dense_resource<torch_tensor_64_torch.float32_4> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_64xf32_78(dense_resource<torch_tensor_64_torch.float32_5> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_64xf32_77(dense_resource<torch_tensor_64_torch.float32_6> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_64xf32_76(dense_resource<torch_tensor_64_torch.float32_7> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_64x64x3x3xf32_75(dense_resource<torch_tensor_64_64_3_3_torch.float32_1> : tensor<64x64x3x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<64 x array<3 x array<3 x f32>>>>
  llvm.mlir.global private constant @__constant_64xf32_74(dense_resource<torch_tensor_64_torch.float32_8> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_64xf32_73(dense_resource<torch_tensor_64_torch.float32_9> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_64xf32_72(dense_resource<torch_tensor_64_torch.float32_10> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_64xf32_71(dense_resource<torch_tensor_64_torch.float32_11> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_64x64x3x3xf32_70(dense_resource<torch_tensor_64_64_3_3_torch.float32_2> : tensor<64x64x3x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<64 x array<3 x array<3 x f32>>>>
  llvm.mlir.global private constant @__constant_64xf32_69(dense_resource<torch_tensor_64_torch.float32_12> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_64xf32_68(dense_resource<torch_tensor_64_torch.float32_13> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_64xf32_67(dense_resource<torch_tensor_64_torch.float32_14> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_64xf32_66(dense_resource<torch_tensor_64_torch.float32_15> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_64x64x3x3xf32(dense_resource<torch_tensor_64_64_3_3_torch.float32_3> : tensor<64x64x3x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<64 x array<3 x array<3 x f32>>>>
  llvm.mlir.global private constant @__constant_64xf32_65(dense_resource<torch_tensor_64_torch.float32_16> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_64xf32_64(dense_resource<torch_tensor_64_torch.float32_17> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_64xf32_63(dense_resource<torch_tensor_64_torch.float32_18> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_64xf32(dense_resource<torch_tensor_64_torch.float32_19> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_128x64x3x3xf32(dense_resource<torch_tensor_128_64_3_3_torch.float32> : tensor<128x64x3x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x array<64 x array<3 x array<3 x f32>>>>
  llvm.mlir.global private constant @__constant_128xf32_62(dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128xf32_61(dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128xf32_60(dense_resource<torch_tensor_128_torch.float32_2> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128xf32_59(dense_resource<torch_tensor_128_torch.float32_3> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128x128x3x3xf32_58(dense_resource<torch_tensor_128_128_3_3_torch.float32> : tensor<128x128x3x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x array<128 x array<3 x array<3 x f32>>>>
  llvm.mlir.global private constant @__constant_128xf32_57(dense_resource<torch_tensor_128_torch.float32_4> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128xf32_56(dense_resource<torch_tensor_128_torch.float32_5> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128xf32_55(dense_resource<torch_tensor_128_torch.float32_6> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128xf32_54(dense_resource<torch_tensor_128_torch.float32_7> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128x64x1x1xf32(dense_resource<torch_tensor_128_64_1_1_torch.float32> : tensor<128x64x1x1xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x array<64 x array<1 x array<1 x f32>>>>
  llvm.mlir.global private constant @__constant_128xf32_53(dense_resource<torch_tensor_128_torch.float32_8> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128xf32_52(dense_resource<torch_tensor_128_torch.float32_9> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128xf32_51(dense_resource<torch_tensor_128_torch.float32_10> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128xf32_50(dense_resource<torch_tensor_128_torch.float32_11> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128x128x3x3xf32_49(dense_resource<torch_tensor_128_128_3_3_torch.float32_1> : tensor<128x128x3x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x array<128 x array<3 x array<3 x f32>>>>
  llvm.mlir.global private constant @__constant_128xf32_48(dense_resource<torch_tensor_128_torch.float32_12> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128xf32_47(dense_resource<torch_tensor_128_torch.float32_13> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128xf32_46(dense_resource<torch_tensor_128_torch.float32_14> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128xf32_45(dense_resource<torch_tensor_128_torch.float32_15> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128x128x3x3xf32(dense_resource<torch_tensor_128_128_3_3_torch.float32_2> : tensor<128x128x3x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x array<128 x array<3 x array<3 x f32>>>>
  llvm.mlir.global private constant @__constant_128xf32_44(dense_resource<torch_tensor_128_torch.float32_16> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128xf32_43(dense_resource<torch_tensor_128_torch.float32_17> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128xf32_42(dense_resource<torch_tensor_128_torch.float32_18> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128xf32(dense_resource<torch_tensor_128_torch.float32_19> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_256x128x3x3xf32(dense_resource<torch_tensor_256_128_3_3_torch.float32> : tensor<256x128x3x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x array<128 x array<3 x array<3 x f32>>>>
  llvm.mlir.global private constant @__constant_256xf32_41(dense_resource<torch_tensor_256_torch.float32> : tensor<256xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x f32>
  llvm.mlir.global private constant @__constant_256xf32_40(dense_resource<torch_tensor_256_torch.float32_1> : tensor<256xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x f32>
  llvm.mlir.global private constant @__constant_256xf32_39(dense_resource<torch_tensor_256_torch.float32_2> : tensor<256xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x f32>
  llvm.mlir.global private constant @__constant_256xf32_38(dense_resource<torch_tensor_256_torch.float32_3> : tensor<256xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x f32>
  llvm.mlir.global private constant @__constant_256x256x3x3xf32_37(dense_resource<torch_tensor_256_256_3_3_torch.float32> : tensor<256x256x3x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x array<256 x array<3 x array<3 x f32>>>>
  llvm.mlir.global private constant @__constant_256xf32_36(dense_resource<torch_tensor_256_torch.float32_4> : tensor<256xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x f32>
  llvm.mlir.global private constant @__constant_256xf32_35(dense_resource<torch_tensor_256_torch.float32_5> : tensor<256xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x f32>
  llvm.mlir.global private constant @__constant_256xf32_34(dense_resource<torch_tensor_256_torch.float32_6> : tensor<256xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x f32>
  llvm.mlir.global private constant @__constant_256xf32_33(dense_resource<torch_tensor_256_torch.float32_7> : tensor<256xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x f32>
  llvm.mlir.global private constant @__constant_256x128x1x1xf32(dense_resource<torch_tensor_256_128_1_1_torch.float32> : tensor<256x128x1x1xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x array<128 x array<1 x array<1 x f32>>>>
  llvm.mlir.global private constant @__constant_256xf32_32(dense_resource<torch_tensor_256_torch.float32_8> : tensor<256xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x f32>
  llvm.mlir.global private constant @__constant_256xf32_31(dense_resource<torch_tensor_256_torch.float32_9> : tensor<256xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x f32>
  llvm.mlir.global private constant @__constant_256xf32_30(dense_resource<torch_tensor_256_torch.float32_10> : tensor<256xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x f32>
  llvm.mlir.global private constant @__constant_256xf32_29(dense_resource<torch_tensor_256_torch.float32_11> : tensor<256xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x f32>
  llvm.mlir.global private constant @__constant_256x256x3x3xf32_28(dense_resource<torch_tensor_256_256_3_3_torch.float32_1> : tensor<256x256x3x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x array<256 x array<3 x array<3 x f32>>>>
  llvm.mlir.global private constant @__constant_256xf32_27(dense_resource<torch_tensor_256_torch.float32_12> : tensor<256xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x f32>
  llvm.mlir.global private constant @__constant_256xf32_26(dense_resource<torch_tensor_256_torch.float32_13> : tensor<256xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x f32>
  llvm.mlir.global private constant @__constant_256xf32_25(dense_resource<torch_tensor_256_torch.float32_14> : tensor<256xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x f32>
  llvm.mlir.global private constant @__constant_256xf32_24(dense_resource<torch_tensor_256_torch.float32_15> : tensor<256xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x f32>
  llvm.mlir.global private constant @__constant_256x256x3x3xf32(dense_resource<torch_tensor_256_256_3_3_torch.float32_2> : tensor<256x256x3x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x array<256 x array<3 x array<3 x f32>>>>
  llvm.mlir.global private constant @__constant_256xf32_23(dense_resource<torch_tensor_256_torch.float32_16> : tensor<256xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x f32>
  llvm.mlir.global private constant @__constant_256xf32_22(dense_resource<torch_tensor_256_torch.float32_17> : tensor<256xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x f32>
  llvm.mlir.global private constant @__constant_256xf32_21(dense_resource<torch_tensor_256_torch.float32_18> : tensor<256xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x f32>
  llvm.mlir.global private constant @__constant_256xf32(dense_resource<torch_tensor_256_torch.float32_19> : tensor<256xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<256 x f32>
  llvm.mlir.global private constant @__constant_512x256x3x3xf32(dense_resource<torch_tensor_512_256_3_3_torch.float32> : tensor<512x256x3x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x array<256 x array<3 x array<3 x f32>>>>
  llvm.mlir.global private constant @__constant_512xf32_20(dense_resource<torch_tensor_512_torch.float32> : tensor<512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x f32>
  llvm.mlir.global private constant @__constant_512xf32_19(dense_resource<torch_tensor_512_torch.float32_1> : tensor<512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x f32>
  llvm.mlir.global private constant @__constant_512xf32_18(dense_resource<torch_tensor_512_torch.float32_2> : tensor<512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x f32>
  llvm.mlir.global private constant @__constant_512xf32_17(dense_resource<torch_tensor_512_torch.float32_3> : tensor<512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x f32>
  llvm.mlir.global private constant @__constant_512x512x3x3xf32_16(dense_resource<torch_tensor_512_512_3_3_torch.float32> : tensor<512x512x3x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x array<512 x array<3 x array<3 x f32>>>>
  llvm.mlir.global private constant @__constant_512xf32_15(dense_resource<torch_tensor_512_torch.float32_4> : tensor<512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x f32>
  llvm.mlir.global private constant @__constant_512xf32_14(dense_resource<torch_tensor_512_torch.float32_5> : tensor<512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x f32>
  llvm.mlir.global private constant @__constant_512xf32_13(dense_resource<torch_tensor_512_torch.float32_6> : tensor<512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x f32>
  llvm.mlir.global private constant @__constant_512xf32_12(dense_resource<torch_tensor_512_torch.float32_7> : tensor<512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x f32>
  llvm.mlir.global private constant @__constant_512x256x1x1xf32(dense_resource<torch_tensor_512_256_1_1_torch.float32> : tensor<512x256x1x1xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x array<256 x array<1 x array<1 x f32>>>>
  llvm.mlir.global private constant @__constant_512xf32_11(dense_resource<torch_tensor_512_torch.float32_8> : tensor<512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x f32>
  llvm.mlir.global private constant @__constant_512xf32_10(dense_resource<torch_tensor_512_torch.float32_9> : tensor<512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x f32>
  llvm.mlir.global private constant @__constant_512xf32_9(dense_resource<torch_tensor_512_torch.float32_10> : tensor<512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x f32>
  llvm.mlir.global private constant @__constant_512xf32_8(dense_resource<torch_tensor_512_torch.float32_11> : tensor<512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x f32>
  llvm.mlir.global private constant @__constant_512x512x3x3xf32_7(dense_resource<torch_tensor_512_512_3_3_torch.float32_1> : tensor<512x512x3x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x array<512 x array<3 x array<3 x f32>>>>
  llvm.mlir.global private constant @__constant_512xf32_6(dense_resource<torch_tensor_512_torch.float32_12> : tensor<512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x f32>
  llvm.mlir.global private constant @__constant_512xf32_5(dense_resource<torch_tensor_512_torch.float32_13> : tensor<512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x f32>
  llvm.mlir.global private constant @__constant_512xf32_4(dense_resource<torch_tensor_512_torch.float32_14> : tensor<512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x f32>
  llvm.mlir.global private constant @__constant_512xf32_3(dense_resource<torch_tensor_512_torch.float32_15> : tensor<512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x f32>
  llvm.mlir.global private constant @__constant_512x512x3x3xf32(dense_resource<torch_tensor_512_512_3_3_torch.float32_2> : tensor<512x512x3x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x array<512 x array<3 x array<3 x f32>>>>
  llvm.mlir.global private constant @__constant_512xf32_2(dense_resource<torch_tensor_512_torch.float32_16> : tensor<512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x f32>
  llvm.mlir.global private constant @__constant_512xf32_1(dense_resource<torch_tensor_512_torch.float32_17> : tensor<512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x f32>
  llvm.mlir.global private constant @__constant_512xf32_0(dense_resource<torch_tensor_512_torch.float32_18> : tensor<512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x f32>
  llvm.mlir.global private constant @__constant_512xf32(dense_resource<torch_tensor_512_torch.float32_19> : tensor<512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<512 x f32>
  llvm.mlir.global private constant @__constant_1000x512xf32(dense_resource<torch_tensor_1000_512_torch.float32> : tensor<1000x512xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<1000 x array<512 x f32>>
  llvm.mlir.global private constant @__constant_1000xf32(dense_resource<torch_tensor_1000_torch.float32> : tensor<1000xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<1000 x f32>
  llvm.func @main(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5 = llvm.insertvalue %arg7, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7 = llvm.insertvalue %arg8, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8 = llvm.insertvalue %arg5, %7[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9 = llvm.insertvalue %arg9, %8[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10 = llvm.insertvalue %arg6, %9[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11 = llvm.insertvalue %arg10, %10[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %12 = llvm.mlir.constant(1000 : index) : i64
    %13 = llvm.mlir.constant(2 : index) : i64
    %14 = llvm.mlir.constant(512 : index) : i64
    %15 = llvm.mlir.constant(6 : index) : i64
    %16 = llvm.mlir.constant(4 : index) : i64
    %17 = llvm.mlir.constant(256 : index) : i64
    %18 = llvm.mlir.constant(10 : index) : i64
    %19 = llvm.mlir.constant(8 : index) : i64
    %20 = llvm.mlir.constant(128 : index) : i64
    %21 = llvm.mlir.constant(18 : index) : i64
    %22 = llvm.mlir.constant(16 : index) : i64
    %23 = llvm.mlir.constant(34 : index) : i64
    %24 = llvm.mlir.constant(7 : index) : i64
    %25 = llvm.mlir.constant(32 : index) : i64
    %26 = llvm.mlir.constant(64 : index) : i64
    %27 = llvm.mlir.constant(70 : index) : i64
    %28 = llvm.mlir.constant(3 : index) : i64
    %29 = llvm.mlir.constant(1 : index) : i64
    %30 = llvm.mlir.constant(0 : index) : i64
    %31 = llvm.mlir.constant(4.000000e+00 : f32) : f32
    %32 = llvm.mlir.constant(1.000000e-05 : f64) : f64
    %33 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %34 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %35 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %36 = llvm.mlir.constant(1000 : index) : i64
    %37 = llvm.mlir.constant(1 : index) : i64
    %38 = llvm.mlir.zero : !llvm.ptr
    %39 = llvm.getelementptr %38[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %40 = llvm.ptrtoint %39 : !llvm.ptr to i64
    %41 = llvm.mlir.addressof @__constant_1000xf32 : !llvm.ptr
    %42 = llvm.getelementptr %41[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1000 x f32>
    %43 = llvm.mlir.constant(3735928559 : index) : i64
    %44 = llvm.inttoptr %43 : i64 to !llvm.ptr
    %45 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %46 = llvm.insertvalue %44, %45[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %47 = llvm.insertvalue %42, %46[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %48 = llvm.mlir.constant(0 : index) : i64
    %49 = llvm.insertvalue %48, %47[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %50 = llvm.insertvalue %36, %49[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %51 = llvm.insertvalue %37, %50[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %52 = llvm.mlir.constant(1000 : index) : i64
    %53 = llvm.mlir.constant(512 : index) : i64
    %54 = llvm.mlir.constant(1 : index) : i64
    %55 = llvm.mlir.constant(512000 : index) : i64
    %56 = llvm.mlir.zero : !llvm.ptr
    %57 = llvm.getelementptr %56[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %58 = llvm.ptrtoint %57 : !llvm.ptr to i64
    %59 = llvm.mlir.addressof @__constant_1000x512xf32 : !llvm.ptr
    %60 = llvm.getelementptr %59[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1000 x array<512 x f32>>
    %61 = llvm.mlir.constant(3735928559 : index) : i64
    %62 = llvm.inttoptr %61 : i64 to !llvm.ptr
    %63 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %64 = llvm.insertvalue %62, %63[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %65 = llvm.insertvalue %60, %64[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %66 = llvm.mlir.constant(0 : index) : i64
    %67 = llvm.insertvalue %66, %65[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %68 = llvm.insertvalue %52, %67[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %69 = llvm.insertvalue %53, %68[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %70 = llvm.insertvalue %53, %69[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %71 = llvm.insertvalue %54, %70[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %72 = llvm.mlir.constant(512 : index) : i64
    %73 = llvm.mlir.constant(1 : index) : i64
    %74 = llvm.mlir.zero : !llvm.ptr
    %75 = llvm.getelementptr %74[%72] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %76 = llvm.ptrtoint %75 : !llvm.ptr to i64
    %77 = llvm.mlir.addressof @__constant_512xf32 : !llvm.ptr
    %78 = llvm.getelementptr %77[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x f32>
    %79 = llvm.mlir.constant(3735928559 : index) : i64
    %80 = llvm.inttoptr %79 : i64 to !llvm.ptr
    %81 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %82 = llvm.insertvalue %80, %81[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %83 = llvm.insertvalue %78, %82[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %84 = llvm.mlir.constant(0 : index) : i64
    %85 = llvm.insertvalue %84, %83[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %86 = llvm.insertvalue %72, %85[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %87 = llvm.insertvalue %73, %86[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %88 = llvm.mlir.constant(512 : index) : i64
    %89 = llvm.mlir.constant(1 : index) : i64
    %90 = llvm.mlir.zero : !llvm.ptr
    %91 = llvm.getelementptr %90[%88] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %92 = llvm.ptrtoint %91 : !llvm.ptr to i64
    %93 = llvm.mlir.addressof @__constant_512xf32_0 : !llvm.ptr
    %94 = llvm.getelementptr %93[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x f32>
    %95 = llvm.mlir.constant(3735928559 : index) : i64
    %96 = llvm.inttoptr %95 : i64 to !llvm.ptr
    %97 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %98 = llvm.insertvalue %96, %97[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %99 = llvm.insertvalue %94, %98[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %100 = llvm.mlir.constant(0 : index) : i64
    %101 = llvm.insertvalue %100, %99[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %102 = llvm.insertvalue %88, %101[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %103 = llvm.insertvalue %89, %102[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %104 = llvm.mlir.constant(512 : index) : i64
    %105 = llvm.mlir.constant(1 : index) : i64
    %106 = llvm.mlir.zero : !llvm.ptr
    %107 = llvm.getelementptr %106[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %108 = llvm.ptrtoint %107 : !llvm.ptr to i64
    %109 = llvm.mlir.addressof @__constant_512xf32_1 : !llvm.ptr
    %110 = llvm.getelementptr %109[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x f32>
    %111 = llvm.mlir.constant(3735928559 : index) : i64
    %112 = llvm.inttoptr %111 : i64 to !llvm.ptr
    %113 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %114 = llvm.insertvalue %112, %113[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %115 = llvm.insertvalue %110, %114[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %116 = llvm.mlir.constant(0 : index) : i64
    %117 = llvm.insertvalue %116, %115[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %118 = llvm.insertvalue %104, %117[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %119 = llvm.insertvalue %105, %118[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %120 = llvm.mlir.constant(512 : index) : i64
    %121 = llvm.mlir.constant(1 : index) : i64
    %122 = llvm.mlir.zero : !llvm.ptr
    %123 = llvm.getelementptr %122[%120] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %124 = llvm.ptrtoint %123 : !llvm.ptr to i64
    %125 = llvm.mlir.addressof @__constant_512xf32_2 : !llvm.ptr
    %126 = llvm.getelementptr %125[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x f32>
    %127 = llvm.mlir.constant(3735928559 : index) : i64
    %128 = llvm.inttoptr %127 : i64 to !llvm.ptr
    %129 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %130 = llvm.insertvalue %128, %129[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %131 = llvm.insertvalue %126, %130[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %132 = llvm.mlir.constant(0 : index) : i64
    %133 = llvm.insertvalue %132, %131[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %134 = llvm.insertvalue %120, %133[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %135 = llvm.insertvalue %121, %134[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %136 = llvm.mlir.constant(512 : index) : i64
    %137 = llvm.mlir.constant(512 : index) : i64
    %138 = llvm.mlir.constant(3 : index) : i64
    %139 = llvm.mlir.constant(3 : index) : i64
    %140 = llvm.mlir.constant(1 : index) : i64
    %141 = llvm.mlir.constant(9 : index) : i64
    %142 = llvm.mlir.constant(4608 : index) : i64
    %143 = llvm.mlir.constant(2359296 : index) : i64
    %144 = llvm.mlir.zero : !llvm.ptr
    %145 = llvm.getelementptr %144[%143] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %146 = llvm.ptrtoint %145 : !llvm.ptr to i64
    %147 = llvm.mlir.addressof @__constant_512x512x3x3xf32 : !llvm.ptr
    %148 = llvm.getelementptr %147[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x array<512 x array<3 x array<3 x f32>>>>
    %149 = llvm.mlir.constant(3735928559 : index) : i64
    %150 = llvm.inttoptr %149 : i64 to !llvm.ptr
    %151 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %152 = llvm.insertvalue %150, %151[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %153 = llvm.insertvalue %148, %152[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %154 = llvm.mlir.constant(0 : index) : i64
    %155 = llvm.insertvalue %154, %153[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %156 = llvm.insertvalue %136, %155[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %157 = llvm.insertvalue %137, %156[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %158 = llvm.insertvalue %138, %157[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %159 = llvm.insertvalue %139, %158[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %160 = llvm.insertvalue %142, %159[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %161 = llvm.insertvalue %141, %160[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %162 = llvm.insertvalue %139, %161[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %163 = llvm.insertvalue %140, %162[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %164 = llvm.mlir.constant(512 : index) : i64
    %165 = llvm.mlir.constant(1 : index) : i64
    %166 = llvm.mlir.zero : !llvm.ptr
    %167 = llvm.getelementptr %166[%164] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %168 = llvm.ptrtoint %167 : !llvm.ptr to i64
    %169 = llvm.mlir.addressof @__constant_512xf32_3 : !llvm.ptr
    %170 = llvm.getelementptr %169[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x f32>
    %171 = llvm.mlir.constant(3735928559 : index) : i64
    %172 = llvm.inttoptr %171 : i64 to !llvm.ptr
    %173 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %174 = llvm.insertvalue %172, %173[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %175 = llvm.insertvalue %170, %174[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %176 = llvm.mlir.constant(0 : index) : i64
    %177 = llvm.insertvalue %176, %175[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %178 = llvm.insertvalue %164, %177[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %179 = llvm.insertvalue %165, %178[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %180 = llvm.mlir.constant(512 : index) : i64
    %181 = llvm.mlir.constant(1 : index) : i64
    %182 = llvm.mlir.zero : !llvm.ptr
    %183 = llvm.getelementptr %182[%180] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %184 = llvm.ptrtoint %183 : !llvm.ptr to i64
    %185 = llvm.mlir.addressof @__constant_512xf32_4 : !llvm.ptr
    %186 = llvm.getelementptr %185[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x f32>
    %187 = llvm.mlir.constant(3735928559 : index) : i64
    %188 = llvm.inttoptr %187 : i64 to !llvm.ptr
    %189 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %190 = llvm.insertvalue %188, %189[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %191 = llvm.insertvalue %186, %190[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %192 = llvm.mlir.constant(0 : index) : i64
    %193 = llvm.insertvalue %192, %191[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %194 = llvm.insertvalue %180, %193[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %195 = llvm.insertvalue %181, %194[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %196 = llvm.mlir.constant(512 : index) : i64
    %197 = llvm.mlir.constant(1 : index) : i64
    %198 = llvm.mlir.zero : !llvm.ptr
    %199 = llvm.getelementptr %198[%196] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %200 = llvm.ptrtoint %199 : !llvm.ptr to i64
    %201 = llvm.mlir.addressof @__constant_512xf32_5 : !llvm.ptr
    %202 = llvm.getelementptr %201[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x f32>
    %203 = llvm.mlir.constant(3735928559 : index) : i64
    %204 = llvm.inttoptr %203 : i64 to !llvm.ptr
    %205 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %206 = llvm.insertvalue %204, %205[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %207 = llvm.insertvalue %202, %206[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %208 = llvm.mlir.constant(0 : index) : i64
    %209 = llvm.insertvalue %208, %207[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %210 = llvm.insertvalue %196, %209[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %211 = llvm.insertvalue %197, %210[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %212 = llvm.mlir.constant(512 : index) : i64
    %213 = llvm.mlir.constant(1 : index) : i64
    %214 = llvm.mlir.zero : !llvm.ptr
    %215 = llvm.getelementptr %214[%212] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %216 = llvm.ptrtoint %215 : !llvm.ptr to i64
    %217 = llvm.mlir.addressof @__constant_512xf32_6 : !llvm.ptr
    %218 = llvm.getelementptr %217[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x f32>
    %219 = llvm.mlir.constant(3735928559 : index) : i64
    %220 = llvm.inttoptr %219 : i64 to !llvm.ptr
    %221 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %222 = llvm.insertvalue %220, %221[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %223 = llvm.insertvalue %218, %222[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %224 = llvm.mlir.constant(0 : index) : i64
    %225 = llvm.insertvalue %224, %223[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %226 = llvm.insertvalue %212, %225[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %227 = llvm.insertvalue %213, %226[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %228 = llvm.mlir.constant(512 : index) : i64
    %229 = llvm.mlir.constant(512 : index) : i64
    %230 = llvm.mlir.constant(3 : index) : i64
    %231 = llvm.mlir.constant(3 : index) : i64
    %232 = llvm.mlir.constant(1 : index) : i64
    %233 = llvm.mlir.constant(9 : index) : i64
    %234 = llvm.mlir.constant(4608 : index) : i64
    %235 = llvm.mlir.constant(2359296 : index) : i64
    %236 = llvm.mlir.zero : !llvm.ptr
    %237 = llvm.getelementptr %236[%235] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %238 = llvm.ptrtoint %237 : !llvm.ptr to i64
    %239 = llvm.mlir.addressof @__constant_512x512x3x3xf32_7 : !llvm.ptr
    %240 = llvm.getelementptr %239[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x array<512 x array<3 x array<3 x f32>>>>
    %241 = llvm.mlir.constant(3735928559 : index) : i64
    %242 = llvm.inttoptr %241 : i64 to !llvm.ptr
    %243 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %244 = llvm.insertvalue %242, %243[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %245 = llvm.insertvalue %240, %244[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %246 = llvm.mlir.constant(0 : index) : i64
    %247 = llvm.insertvalue %246, %245[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %248 = llvm.insertvalue %228, %247[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %249 = llvm.insertvalue %229, %248[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %250 = llvm.insertvalue %230, %249[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %251 = llvm.insertvalue %231, %250[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %252 = llvm.insertvalue %234, %251[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %253 = llvm.insertvalue %233, %252[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %254 = llvm.insertvalue %231, %253[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %255 = llvm.insertvalue %232, %254[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %256 = llvm.mlir.constant(512 : index) : i64
    %257 = llvm.mlir.constant(1 : index) : i64
    %258 = llvm.mlir.zero : !llvm.ptr
    %259 = llvm.getelementptr %258[%256] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %260 = llvm.ptrtoint %259 : !llvm.ptr to i64
    %261 = llvm.mlir.addressof @__constant_512xf32_8 : !llvm.ptr
    %262 = llvm.getelementptr %261[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x f32>
    %263 = llvm.mlir.constant(3735928559 : index) : i64
    %264 = llvm.inttoptr %263 : i64 to !llvm.ptr
    %265 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %266 = llvm.insertvalue %264, %265[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %267 = llvm.insertvalue %262, %266[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %268 = llvm.mlir.constant(0 : index) : i64
    %269 = llvm.insertvalue %268, %267[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %270 = llvm.insertvalue %256, %269[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %271 = llvm.insertvalue %257, %270[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %272 = llvm.mlir.constant(512 : index) : i64
    %273 = llvm.mlir.constant(1 : index) : i64
    %274 = llvm.mlir.zero : !llvm.ptr
    %275 = llvm.getelementptr %274[%272] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %276 = llvm.ptrtoint %275 : !llvm.ptr to i64
    %277 = llvm.mlir.addressof @__constant_512xf32_9 : !llvm.ptr
    %278 = llvm.getelementptr %277[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x f32>
    %279 = llvm.mlir.constant(3735928559 : index) : i64
    %280 = llvm.inttoptr %279 : i64 to !llvm.ptr
    %281 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %282 = llvm.insertvalue %280, %281[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %283 = llvm.insertvalue %278, %282[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %284 = llvm.mlir.constant(0 : index) : i64
    %285 = llvm.insertvalue %284, %283[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %286 = llvm.insertvalue %272, %285[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %287 = llvm.insertvalue %273, %286[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %288 = llvm.mlir.constant(512 : index) : i64
    %289 = llvm.mlir.constant(1 : index) : i64
    %290 = llvm.mlir.zero : !llvm.ptr
    %291 = llvm.getelementptr %290[%288] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %292 = llvm.ptrtoint %291 : !llvm.ptr to i64
    %293 = llvm.mlir.addressof @__constant_512xf32_10 : !llvm.ptr
    %294 = llvm.getelementptr %293[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x f32>
    %295 = llvm.mlir.constant(3735928559 : index) : i64
    %296 = llvm.inttoptr %295 : i64 to !llvm.ptr
    %297 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %298 = llvm.insertvalue %296, %297[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %299 = llvm.insertvalue %294, %298[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %300 = llvm.mlir.constant(0 : index) : i64
    %301 = llvm.insertvalue %300, %299[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %302 = llvm.insertvalue %288, %301[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %303 = llvm.insertvalue %289, %302[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %304 = llvm.mlir.constant(512 : index) : i64
    %305 = llvm.mlir.constant(1 : index) : i64
    %306 = llvm.mlir.zero : !llvm.ptr
    %307 = llvm.getelementptr %306[%304] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %308 = llvm.ptrtoint %307 : !llvm.ptr to i64
    %309 = llvm.mlir.addressof @__constant_512xf32_11 : !llvm.ptr
    %310 = llvm.getelementptr %309[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x f32>
    %311 = llvm.mlir.constant(3735928559 : index) : i64
    %312 = llvm.inttoptr %311 : i64 to !llvm.ptr
    %313 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %314 = llvm.insertvalue %312, %313[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %315 = llvm.insertvalue %310, %314[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %316 = llvm.mlir.constant(0 : index) : i64
    %317 = llvm.insertvalue %316, %315[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %318 = llvm.insertvalue %304, %317[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %319 = llvm.insertvalue %305, %318[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %320 = llvm.mlir.constant(512 : index) : i64
    %321 = llvm.mlir.constant(256 : index) : i64
    %322 = llvm.mlir.constant(1 : index) : i64
    %323 = llvm.mlir.constant(1 : index) : i64
    %324 = llvm.mlir.constant(1 : index) : i64
    %325 = llvm.mlir.constant(131072 : index) : i64
    %326 = llvm.mlir.zero : !llvm.ptr
    %327 = llvm.getelementptr %326[%325] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %328 = llvm.ptrtoint %327 : !llvm.ptr to i64
    %329 = llvm.mlir.addressof @__constant_512x256x1x1xf32 : !llvm.ptr
    %330 = llvm.getelementptr %329[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x array<256 x array<1 x array<1 x f32>>>>
    %331 = llvm.mlir.constant(3735928559 : index) : i64
    %332 = llvm.inttoptr %331 : i64 to !llvm.ptr
    %333 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %334 = llvm.insertvalue %332, %333[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %335 = llvm.insertvalue %330, %334[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %336 = llvm.mlir.constant(0 : index) : i64
    %337 = llvm.insertvalue %336, %335[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %338 = llvm.insertvalue %320, %337[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %339 = llvm.insertvalue %321, %338[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %340 = llvm.insertvalue %322, %339[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %341 = llvm.insertvalue %323, %340[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %342 = llvm.insertvalue %321, %341[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %343 = llvm.insertvalue %322, %342[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %344 = llvm.insertvalue %323, %343[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %345 = llvm.insertvalue %324, %344[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %346 = llvm.mlir.constant(512 : index) : i64
    %347 = llvm.mlir.constant(1 : index) : i64
    %348 = llvm.mlir.zero : !llvm.ptr
    %349 = llvm.getelementptr %348[%346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %350 = llvm.ptrtoint %349 : !llvm.ptr to i64
    %351 = llvm.mlir.addressof @__constant_512xf32_12 : !llvm.ptr
    %352 = llvm.getelementptr %351[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x f32>
    %353 = llvm.mlir.constant(3735928559 : index) : i64
    %354 = llvm.inttoptr %353 : i64 to !llvm.ptr
    %355 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %356 = llvm.insertvalue %354, %355[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %357 = llvm.insertvalue %352, %356[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %358 = llvm.mlir.constant(0 : index) : i64
    %359 = llvm.insertvalue %358, %357[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %360 = llvm.insertvalue %346, %359[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %361 = llvm.insertvalue %347, %360[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %362 = llvm.mlir.constant(512 : index) : i64
    %363 = llvm.mlir.constant(1 : index) : i64
    %364 = llvm.mlir.zero : !llvm.ptr
    %365 = llvm.getelementptr %364[%362] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %366 = llvm.ptrtoint %365 : !llvm.ptr to i64
    %367 = llvm.mlir.addressof @__constant_512xf32_13 : !llvm.ptr
    %368 = llvm.getelementptr %367[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x f32>
    %369 = llvm.mlir.constant(3735928559 : index) : i64
    %370 = llvm.inttoptr %369 : i64 to !llvm.ptr
    %371 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %372 = llvm.insertvalue %370, %371[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %373 = llvm.insertvalue %368, %372[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %374 = llvm.mlir.constant(0 : index) : i64
    %375 = llvm.insertvalue %374, %373[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %376 = llvm.insertvalue %362, %375[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %377 = llvm.insertvalue %363, %376[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %378 = llvm.mlir.constant(512 : index) : i64
    %379 = llvm.mlir.constant(1 : index) : i64
    %380 = llvm.mlir.zero : !llvm.ptr
    %381 = llvm.getelementptr %380[%378] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %382 = llvm.ptrtoint %381 : !llvm.ptr to i64
    %383 = llvm.mlir.addressof @__constant_512xf32_14 : !llvm.ptr
    %384 = llvm.getelementptr %383[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x f32>
    %385 = llvm.mlir.constant(3735928559 : index) : i64
    %386 = llvm.inttoptr %385 : i64 to !llvm.ptr
    %387 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %388 = llvm.insertvalue %386, %387[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %389 = llvm.insertvalue %384, %388[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %390 = llvm.mlir.constant(0 : index) : i64
    %391 = llvm.insertvalue %390, %389[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %392 = llvm.insertvalue %378, %391[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %393 = llvm.insertvalue %379, %392[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %394 = llvm.mlir.constant(512 : index) : i64
    %395 = llvm.mlir.constant(1 : index) : i64
    %396 = llvm.mlir.zero : !llvm.ptr
    %397 = llvm.getelementptr %396[%394] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %398 = llvm.ptrtoint %397 : !llvm.ptr to i64
    %399 = llvm.mlir.addressof @__constant_512xf32_15 : !llvm.ptr
    %400 = llvm.getelementptr %399[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x f32>
    %401 = llvm.mlir.constant(3735928559 : index) : i64
    %402 = llvm.inttoptr %401 : i64 to !llvm.ptr
    %403 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %404 = llvm.insertvalue %402, %403[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %405 = llvm.insertvalue %400, %404[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %406 = llvm.mlir.constant(0 : index) : i64
    %407 = llvm.insertvalue %406, %405[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %408 = llvm.insertvalue %394, %407[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %409 = llvm.insertvalue %395, %408[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %410 = llvm.mlir.constant(512 : index) : i64
    %411 = llvm.mlir.constant(512 : index) : i64
    %412 = llvm.mlir.constant(3 : index) : i64
    %413 = llvm.mlir.constant(3 : index) : i64
    %414 = llvm.mlir.constant(1 : index) : i64
    %415 = llvm.mlir.constant(9 : index) : i64
    %416 = llvm.mlir.constant(4608 : index) : i64
    %417 = llvm.mlir.constant(2359296 : index) : i64
    %418 = llvm.mlir.zero : !llvm.ptr
    %419 = llvm.getelementptr %418[%417] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %420 = llvm.ptrtoint %419 : !llvm.ptr to i64
    %421 = llvm.mlir.addressof @__constant_512x512x3x3xf32_16 : !llvm.ptr
    %422 = llvm.getelementptr %421[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x array<512 x array<3 x array<3 x f32>>>>
    %423 = llvm.mlir.constant(3735928559 : index) : i64
    %424 = llvm.inttoptr %423 : i64 to !llvm.ptr
    %425 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %426 = llvm.insertvalue %424, %425[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %427 = llvm.insertvalue %422, %426[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %428 = llvm.mlir.constant(0 : index) : i64
    %429 = llvm.insertvalue %428, %427[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %430 = llvm.insertvalue %410, %429[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %431 = llvm.insertvalue %411, %430[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %432 = llvm.insertvalue %412, %431[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %433 = llvm.insertvalue %413, %432[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %434 = llvm.insertvalue %416, %433[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %435 = llvm.insertvalue %415, %434[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %436 = llvm.insertvalue %413, %435[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %437 = llvm.insertvalue %414, %436[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %438 = llvm.mlir.constant(512 : index) : i64
    %439 = llvm.mlir.constant(1 : index) : i64
    %440 = llvm.mlir.zero : !llvm.ptr
    %441 = llvm.getelementptr %440[%438] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %442 = llvm.ptrtoint %441 : !llvm.ptr to i64
    %443 = llvm.mlir.addressof @__constant_512xf32_17 : !llvm.ptr
    %444 = llvm.getelementptr %443[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x f32>
    %445 = llvm.mlir.constant(3735928559 : index) : i64
    %446 = llvm.inttoptr %445 : i64 to !llvm.ptr
    %447 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %448 = llvm.insertvalue %446, %447[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %449 = llvm.insertvalue %444, %448[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %450 = llvm.mlir.constant(0 : index) : i64
    %451 = llvm.insertvalue %450, %449[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %452 = llvm.insertvalue %438, %451[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %453 = llvm.insertvalue %439, %452[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %454 = llvm.mlir.constant(512 : index) : i64
    %455 = llvm.mlir.constant(1 : index) : i64
    %456 = llvm.mlir.zero : !llvm.ptr
    %457 = llvm.getelementptr %456[%454] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %458 = llvm.ptrtoint %457 : !llvm.ptr to i64
    %459 = llvm.mlir.addressof @__constant_512xf32_18 : !llvm.ptr
    %460 = llvm.getelementptr %459[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x f32>
    %461 = llvm.mlir.constant(3735928559 : index) : i64
    %462 = llvm.inttoptr %461 : i64 to !llvm.ptr
    %463 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %464 = llvm.insertvalue %462, %463[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %465 = llvm.insertvalue %460, %464[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %466 = llvm.mlir.constant(0 : index) : i64
    %467 = llvm.insertvalue %466, %465[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %468 = llvm.insertvalue %454, %467[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %469 = llvm.insertvalue %455, %468[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %470 = llvm.mlir.constant(512 : index) : i64
    %471 = llvm.mlir.constant(1 : index) : i64
    %472 = llvm.mlir.zero : !llvm.ptr
    %473 = llvm.getelementptr %472[%470] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %474 = llvm.ptrtoint %473 : !llvm.ptr to i64
    %475 = llvm.mlir.addressof @__constant_512xf32_19 : !llvm.ptr
    %476 = llvm.getelementptr %475[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x f32>
    %477 = llvm.mlir.constant(3735928559 : index) : i64
    %478 = llvm.inttoptr %477 : i64 to !llvm.ptr
    %479 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %480 = llvm.insertvalue %478, %479[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %481 = llvm.insertvalue %476, %480[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %482 = llvm.mlir.constant(0 : index) : i64
    %483 = llvm.insertvalue %482, %481[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %484 = llvm.insertvalue %470, %483[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %485 = llvm.insertvalue %471, %484[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %486 = llvm.mlir.constant(512 : index) : i64
    %487 = llvm.mlir.constant(1 : index) : i64
    %488 = llvm.mlir.zero : !llvm.ptr
    %489 = llvm.getelementptr %488[%486] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %490 = llvm.ptrtoint %489 : !llvm.ptr to i64
    %491 = llvm.mlir.addressof @__constant_512xf32_20 : !llvm.ptr
    %492 = llvm.getelementptr %491[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x f32>
    %493 = llvm.mlir.constant(3735928559 : index) : i64
    %494 = llvm.inttoptr %493 : i64 to !llvm.ptr
    %495 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %496 = llvm.insertvalue %494, %495[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %497 = llvm.insertvalue %492, %496[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %498 = llvm.mlir.constant(0 : index) : i64
    %499 = llvm.insertvalue %498, %497[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %500 = llvm.insertvalue %486, %499[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %501 = llvm.insertvalue %487, %500[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %502 = llvm.mlir.constant(512 : index) : i64
    %503 = llvm.mlir.constant(256 : index) : i64
    %504 = llvm.mlir.constant(3 : index) : i64
    %505 = llvm.mlir.constant(3 : index) : i64
    %506 = llvm.mlir.constant(1 : index) : i64
    %507 = llvm.mlir.constant(9 : index) : i64
    %508 = llvm.mlir.constant(2304 : index) : i64
    %509 = llvm.mlir.constant(1179648 : index) : i64
    %510 = llvm.mlir.zero : !llvm.ptr
    %511 = llvm.getelementptr %510[%509] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %512 = llvm.ptrtoint %511 : !llvm.ptr to i64
    %513 = llvm.mlir.addressof @__constant_512x256x3x3xf32 : !llvm.ptr
    %514 = llvm.getelementptr %513[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<512 x array<256 x array<3 x array<3 x f32>>>>
    %515 = llvm.mlir.constant(3735928559 : index) : i64
    %516 = llvm.inttoptr %515 : i64 to !llvm.ptr
    %517 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %518 = llvm.insertvalue %516, %517[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %519 = llvm.insertvalue %514, %518[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %520 = llvm.mlir.constant(0 : index) : i64
    %521 = llvm.insertvalue %520, %519[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %522 = llvm.insertvalue %502, %521[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %523 = llvm.insertvalue %503, %522[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %524 = llvm.insertvalue %504, %523[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %525 = llvm.insertvalue %505, %524[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %526 = llvm.insertvalue %508, %525[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %527 = llvm.insertvalue %507, %526[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %528 = llvm.insertvalue %505, %527[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %529 = llvm.insertvalue %506, %528[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %530 = llvm.mlir.constant(256 : index) : i64
    %531 = llvm.mlir.constant(1 : index) : i64
    %532 = llvm.mlir.zero : !llvm.ptr
    %533 = llvm.getelementptr %532[%530] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %534 = llvm.ptrtoint %533 : !llvm.ptr to i64
    %535 = llvm.mlir.addressof @__constant_256xf32 : !llvm.ptr
    %536 = llvm.getelementptr %535[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
    %537 = llvm.mlir.constant(3735928559 : index) : i64
    %538 = llvm.inttoptr %537 : i64 to !llvm.ptr
    %539 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %540 = llvm.insertvalue %538, %539[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %541 = llvm.insertvalue %536, %540[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %542 = llvm.mlir.constant(0 : index) : i64
    %543 = llvm.insertvalue %542, %541[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %544 = llvm.insertvalue %530, %543[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %545 = llvm.insertvalue %531, %544[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %546 = llvm.mlir.constant(256 : index) : i64
    %547 = llvm.mlir.constant(1 : index) : i64
    %548 = llvm.mlir.zero : !llvm.ptr
    %549 = llvm.getelementptr %548[%546] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %550 = llvm.ptrtoint %549 : !llvm.ptr to i64
    %551 = llvm.mlir.addressof @__constant_256xf32_21 : !llvm.ptr
    %552 = llvm.getelementptr %551[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
    %553 = llvm.mlir.constant(3735928559 : index) : i64
    %554 = llvm.inttoptr %553 : i64 to !llvm.ptr
    %555 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %556 = llvm.insertvalue %554, %555[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %557 = llvm.insertvalue %552, %556[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %558 = llvm.mlir.constant(0 : index) : i64
    %559 = llvm.insertvalue %558, %557[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %560 = llvm.insertvalue %546, %559[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %561 = llvm.insertvalue %547, %560[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %562 = llvm.mlir.constant(256 : index) : i64
    %563 = llvm.mlir.constant(1 : index) : i64
    %564 = llvm.mlir.zero : !llvm.ptr
    %565 = llvm.getelementptr %564[%562] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %566 = llvm.ptrtoint %565 : !llvm.ptr to i64
    %567 = llvm.mlir.addressof @__constant_256xf32_22 : !llvm.ptr
    %568 = llvm.getelementptr %567[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
    %569 = llvm.mlir.constant(3735928559 : index) : i64
    %570 = llvm.inttoptr %569 : i64 to !llvm.ptr
    %571 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %572 = llvm.insertvalue %570, %571[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %573 = llvm.insertvalue %568, %572[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %574 = llvm.mlir.constant(0 : index) : i64
    %575 = llvm.insertvalue %574, %573[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %576 = llvm.insertvalue %562, %575[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %577 = llvm.insertvalue %563, %576[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %578 = llvm.mlir.constant(256 : index) : i64
    %579 = llvm.mlir.constant(1 : index) : i64
    %580 = llvm.mlir.zero : !llvm.ptr
    %581 = llvm.getelementptr %580[%578] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %582 = llvm.ptrtoint %581 : !llvm.ptr to i64
    %583 = llvm.mlir.addressof @__constant_256xf32_23 : !llvm.ptr
    %584 = llvm.getelementptr %583[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
    %585 = llvm.mlir.constant(3735928559 : index) : i64
    %586 = llvm.inttoptr %585 : i64 to !llvm.ptr
    %587 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %588 = llvm.insertvalue %586, %587[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %589 = llvm.insertvalue %584, %588[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %590 = llvm.mlir.constant(0 : index) : i64
    %591 = llvm.insertvalue %590, %589[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %592 = llvm.insertvalue %578, %591[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %593 = llvm.insertvalue %579, %592[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %594 = llvm.mlir.constant(256 : index) : i64
    %595 = llvm.mlir.constant(256 : index) : i64
    %596 = llvm.mlir.constant(3 : index) : i64
    %597 = llvm.mlir.constant(3 : index) : i64
    %598 = llvm.mlir.constant(1 : index) : i64
    %599 = llvm.mlir.constant(9 : index) : i64
    %600 = llvm.mlir.constant(2304 : index) : i64
    %601 = llvm.mlir.constant(589824 : index) : i64
    %602 = llvm.mlir.zero : !llvm.ptr
    %603 = llvm.getelementptr %602[%601] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %604 = llvm.ptrtoint %603 : !llvm.ptr to i64
    %605 = llvm.mlir.addressof @__constant_256x256x3x3xf32 : !llvm.ptr
    %606 = llvm.getelementptr %605[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x array<256 x array<3 x array<3 x f32>>>>
    %607 = llvm.mlir.constant(3735928559 : index) : i64
    %608 = llvm.inttoptr %607 : i64 to !llvm.ptr
    %609 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %610 = llvm.insertvalue %608, %609[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %611 = llvm.insertvalue %606, %610[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %612 = llvm.mlir.constant(0 : index) : i64
    %613 = llvm.insertvalue %612, %611[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %614 = llvm.insertvalue %594, %613[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %615 = llvm.insertvalue %595, %614[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %616 = llvm.insertvalue %596, %615[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %617 = llvm.insertvalue %597, %616[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %618 = llvm.insertvalue %600, %617[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %619 = llvm.insertvalue %599, %618[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %620 = llvm.insertvalue %597, %619[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %621 = llvm.insertvalue %598, %620[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %622 = llvm.mlir.constant(256 : index) : i64
    %623 = llvm.mlir.constant(1 : index) : i64
    %624 = llvm.mlir.zero : !llvm.ptr
    %625 = llvm.getelementptr %624[%622] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %626 = llvm.ptrtoint %625 : !llvm.ptr to i64
    %627 = llvm.mlir.addressof @__constant_256xf32_24 : !llvm.ptr
    %628 = llvm.getelementptr %627[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
    %629 = llvm.mlir.constant(3735928559 : index) : i64
    %630 = llvm.inttoptr %629 : i64 to !llvm.ptr
    %631 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %632 = llvm.insertvalue %630, %631[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %633 = llvm.insertvalue %628, %632[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %634 = llvm.mlir.constant(0 : index) : i64
    %635 = llvm.insertvalue %634, %633[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %636 = llvm.insertvalue %622, %635[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %637 = llvm.insertvalue %623, %636[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %638 = llvm.mlir.constant(256 : index) : i64
    %639 = llvm.mlir.constant(1 : index) : i64
    %640 = llvm.mlir.zero : !llvm.ptr
    %641 = llvm.getelementptr %640[%638] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %642 = llvm.ptrtoint %641 : !llvm.ptr to i64
    %643 = llvm.mlir.addressof @__constant_256xf32_25 : !llvm.ptr
    %644 = llvm.getelementptr %643[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
    %645 = llvm.mlir.constant(3735928559 : index) : i64
    %646 = llvm.inttoptr %645 : i64 to !llvm.ptr
    %647 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %648 = llvm.insertvalue %646, %647[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %649 = llvm.insertvalue %644, %648[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %650 = llvm.mlir.constant(0 : index) : i64
    %651 = llvm.insertvalue %650, %649[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %652 = llvm.insertvalue %638, %651[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %653 = llvm.insertvalue %639, %652[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %654 = llvm.mlir.constant(256 : index) : i64
    %655 = llvm.mlir.constant(1 : index) : i64
    %656 = llvm.mlir.zero : !llvm.ptr
    %657 = llvm.getelementptr %656[%654] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %658 = llvm.ptrtoint %657 : !llvm.ptr to i64
    %659 = llvm.mlir.addressof @__constant_256xf32_26 : !llvm.ptr
    %660 = llvm.getelementptr %659[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
    %661 = llvm.mlir.constant(3735928559 : index) : i64
    %662 = llvm.inttoptr %661 : i64 to !llvm.ptr
    %663 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %664 = llvm.insertvalue %662, %663[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %665 = llvm.insertvalue %660, %664[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %666 = llvm.mlir.constant(0 : index) : i64
    %667 = llvm.insertvalue %666, %665[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %668 = llvm.insertvalue %654, %667[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %669 = llvm.insertvalue %655, %668[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %670 = llvm.mlir.constant(256 : index) : i64
    %671 = llvm.mlir.constant(1 : index) : i64
    %672 = llvm.mlir.zero : !llvm.ptr
    %673 = llvm.getelementptr %672[%670] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %674 = llvm.ptrtoint %673 : !llvm.ptr to i64
    %675 = llvm.mlir.addressof @__constant_256xf32_27 : !llvm.ptr
    %676 = llvm.getelementptr %675[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
    %677 = llvm.mlir.constant(3735928559 : index) : i64
    %678 = llvm.inttoptr %677 : i64 to !llvm.ptr
    %679 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %680 = llvm.insertvalue %678, %679[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %681 = llvm.insertvalue %676, %680[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %682 = llvm.mlir.constant(0 : index) : i64
    %683 = llvm.insertvalue %682, %681[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %684 = llvm.insertvalue %670, %683[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %685 = llvm.insertvalue %671, %684[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %686 = llvm.mlir.constant(256 : index) : i64
    %687 = llvm.mlir.constant(256 : index) : i64
    %688 = llvm.mlir.constant(3 : index) : i64
    %689 = llvm.mlir.constant(3 : index) : i64
    %690 = llvm.mlir.constant(1 : index) : i64
    %691 = llvm.mlir.constant(9 : index) : i64
    %692 = llvm.mlir.constant(2304 : index) : i64
    %693 = llvm.mlir.constant(589824 : index) : i64
    %694 = llvm.mlir.zero : !llvm.ptr
    %695 = llvm.getelementptr %694[%693] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %696 = llvm.ptrtoint %695 : !llvm.ptr to i64
    %697 = llvm.mlir.addressof @__constant_256x256x3x3xf32_28 : !llvm.ptr
    %698 = llvm.getelementptr %697[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x array<256 x array<3 x array<3 x f32>>>>
    %699 = llvm.mlir.constant(3735928559 : index) : i64
    %700 = llvm.inttoptr %699 : i64 to !llvm.ptr
    %701 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %702 = llvm.insertvalue %700, %701[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %703 = llvm.insertvalue %698, %702[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %704 = llvm.mlir.constant(0 : index) : i64
    %705 = llvm.insertvalue %704, %703[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %706 = llvm.insertvalue %686, %705[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %707 = llvm.insertvalue %687, %706[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %708 = llvm.insertvalue %688, %707[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %709 = llvm.insertvalue %689, %708[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %710 = llvm.insertvalue %692, %709[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %711 = llvm.insertvalue %691, %710[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %712 = llvm.insertvalue %689, %711[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %713 = llvm.insertvalue %690, %712[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %714 = llvm.mlir.constant(256 : index) : i64
    %715 = llvm.mlir.constant(1 : index) : i64
    %716 = llvm.mlir.zero : !llvm.ptr
    %717 = llvm.getelementptr %716[%714] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %718 = llvm.ptrtoint %717 : !llvm.ptr to i64
    %719 = llvm.mlir.addressof @__constant_256xf32_29 : !llvm.ptr
    %720 = llvm.getelementptr %719[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
    %721 = llvm.mlir.constant(3735928559 : index) : i64
    %722 = llvm.inttoptr %721 : i64 to !llvm.ptr
    %723 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %724 = llvm.insertvalue %722, %723[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %725 = llvm.insertvalue %720, %724[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %726 = llvm.mlir.constant(0 : index) : i64
    %727 = llvm.insertvalue %726, %725[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %728 = llvm.insertvalue %714, %727[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %729 = llvm.insertvalue %715, %728[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %730 = llvm.mlir.constant(256 : index) : i64
    %731 = llvm.mlir.constant(1 : index) : i64
    %732 = llvm.mlir.zero : !llvm.ptr
    %733 = llvm.getelementptr %732[%730] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %734 = llvm.ptrtoint %733 : !llvm.ptr to i64
    %735 = llvm.mlir.addressof @__constant_256xf32_30 : !llvm.ptr
    %736 = llvm.getelementptr %735[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
    %737 = llvm.mlir.constant(3735928559 : index) : i64
    %738 = llvm.inttoptr %737 : i64 to !llvm.ptr
    %739 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %740 = llvm.insertvalue %738, %739[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %741 = llvm.insertvalue %736, %740[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %742 = llvm.mlir.constant(0 : index) : i64
    %743 = llvm.insertvalue %742, %741[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %744 = llvm.insertvalue %730, %743[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %745 = llvm.insertvalue %731, %744[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %746 = llvm.mlir.constant(256 : index) : i64
    %747 = llvm.mlir.constant(1 : index) : i64
    %748 = llvm.mlir.zero : !llvm.ptr
    %749 = llvm.getelementptr %748[%746] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %750 = llvm.ptrtoint %749 : !llvm.ptr to i64
    %751 = llvm.mlir.addressof @__constant_256xf32_31 : !llvm.ptr
    %752 = llvm.getelementptr %751[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
    %753 = llvm.mlir.constant(3735928559 : index) : i64
    %754 = llvm.inttoptr %753 : i64 to !llvm.ptr
    %755 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %756 = llvm.insertvalue %754, %755[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %757 = llvm.insertvalue %752, %756[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %758 = llvm.mlir.constant(0 : index) : i64
    %759 = llvm.insertvalue %758, %757[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %760 = llvm.insertvalue %746, %759[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %761 = llvm.insertvalue %747, %760[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %762 = llvm.mlir.constant(256 : index) : i64
    %763 = llvm.mlir.constant(1 : index) : i64
    %764 = llvm.mlir.zero : !llvm.ptr
    %765 = llvm.getelementptr %764[%762] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %766 = llvm.ptrtoint %765 : !llvm.ptr to i64
    %767 = llvm.mlir.addressof @__constant_256xf32_32 : !llvm.ptr
    %768 = llvm.getelementptr %767[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
    %769 = llvm.mlir.constant(3735928559 : index) : i64
    %770 = llvm.inttoptr %769 : i64 to !llvm.ptr
    %771 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %772 = llvm.insertvalue %770, %771[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %773 = llvm.insertvalue %768, %772[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %774 = llvm.mlir.constant(0 : index) : i64
    %775 = llvm.insertvalue %774, %773[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %776 = llvm.insertvalue %762, %775[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %777 = llvm.insertvalue %763, %776[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %778 = llvm.mlir.constant(256 : index) : i64
    %779 = llvm.mlir.constant(128 : index) : i64
    %780 = llvm.mlir.constant(1 : index) : i64
    %781 = llvm.mlir.constant(1 : index) : i64
    %782 = llvm.mlir.constant(1 : index) : i64
    %783 = llvm.mlir.constant(32768 : index) : i64
    %784 = llvm.mlir.zero : !llvm.ptr
    %785 = llvm.getelementptr %784[%783] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %786 = llvm.ptrtoint %785 : !llvm.ptr to i64
    %787 = llvm.mlir.addressof @__constant_256x128x1x1xf32 : !llvm.ptr
    %788 = llvm.getelementptr %787[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x array<128 x array<1 x array<1 x f32>>>>
    %789 = llvm.mlir.constant(3735928559 : index) : i64
    %790 = llvm.inttoptr %789 : i64 to !llvm.ptr
    %791 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %792 = llvm.insertvalue %790, %791[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %793 = llvm.insertvalue %788, %792[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %794 = llvm.mlir.constant(0 : index) : i64
    %795 = llvm.insertvalue %794, %793[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %796 = llvm.insertvalue %778, %795[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %797 = llvm.insertvalue %779, %796[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %798 = llvm.insertvalue %780, %797[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %799 = llvm.insertvalue %781, %798[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %800 = llvm.insertvalue %779, %799[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %801 = llvm.insertvalue %780, %800[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %802 = llvm.insertvalue %781, %801[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %803 = llvm.insertvalue %782, %802[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %804 = llvm.mlir.constant(256 : index) : i64
    %805 = llvm.mlir.constant(1 : index) : i64
    %806 = llvm.mlir.zero : !llvm.ptr
    %807 = llvm.getelementptr %806[%804] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %808 = llvm.ptrtoint %807 : !llvm.ptr to i64
    %809 = llvm.mlir.addressof @__constant_256xf32_33 : !llvm.ptr
    %810 = llvm.getelementptr %809[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
    %811 = llvm.mlir.constant(3735928559 : index) : i64
    %812 = llvm.inttoptr %811 : i64 to !llvm.ptr
    %813 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %814 = llvm.insertvalue %812, %813[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %815 = llvm.insertvalue %810, %814[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %816 = llvm.mlir.constant(0 : index) : i64
    %817 = llvm.insertvalue %816, %815[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %818 = llvm.insertvalue %804, %817[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %819 = llvm.insertvalue %805, %818[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %820 = llvm.mlir.constant(256 : index) : i64
    %821 = llvm.mlir.constant(1 : index) : i64
    %822 = llvm.mlir.zero : !llvm.ptr
    %823 = llvm.getelementptr %822[%820] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %824 = llvm.ptrtoint %823 : !llvm.ptr to i64
    %825 = llvm.mlir.addressof @__constant_256xf32_34 : !llvm.ptr
    %826 = llvm.getelementptr %825[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
    %827 = llvm.mlir.constant(3735928559 : index) : i64
    %828 = llvm.inttoptr %827 : i64 to !llvm.ptr
    %829 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %830 = llvm.insertvalue %828, %829[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %831 = llvm.insertvalue %826, %830[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %832 = llvm.mlir.constant(0 : index) : i64
    %833 = llvm.insertvalue %832, %831[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %834 = llvm.insertvalue %820, %833[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %835 = llvm.insertvalue %821, %834[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %836 = llvm.mlir.constant(256 : index) : i64
    %837 = llvm.mlir.constant(1 : index) : i64
    %838 = llvm.mlir.zero : !llvm.ptr
    %839 = llvm.getelementptr %838[%836] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %840 = llvm.ptrtoint %839 : !llvm.ptr to i64
    %841 = llvm.mlir.addressof @__constant_256xf32_35 : !llvm.ptr
    %842 = llvm.getelementptr %841[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
    %843 = llvm.mlir.constant(3735928559 : index) : i64
    %844 = llvm.inttoptr %843 : i64 to !llvm.ptr
    %845 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %846 = llvm.insertvalue %844, %845[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %847 = llvm.insertvalue %842, %846[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %848 = llvm.mlir.constant(0 : index) : i64
    %849 = llvm.insertvalue %848, %847[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %850 = llvm.insertvalue %836, %849[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %851 = llvm.insertvalue %837, %850[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %852 = llvm.mlir.constant(256 : index) : i64
    %853 = llvm.mlir.constant(1 : index) : i64
    %854 = llvm.mlir.zero : !llvm.ptr
    %855 = llvm.getelementptr %854[%852] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %856 = llvm.ptrtoint %855 : !llvm.ptr to i64
    %857 = llvm.mlir.addressof @__constant_256xf32_36 : !llvm.ptr
    %858 = llvm.getelementptr %857[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
    %859 = llvm.mlir.constant(3735928559 : index) : i64
    %860 = llvm.inttoptr %859 : i64 to !llvm.ptr
    %861 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %862 = llvm.insertvalue %860, %861[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %863 = llvm.insertvalue %858, %862[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %864 = llvm.mlir.constant(0 : index) : i64
    %865 = llvm.insertvalue %864, %863[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %866 = llvm.insertvalue %852, %865[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %867 = llvm.insertvalue %853, %866[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %868 = llvm.mlir.constant(256 : index) : i64
    %869 = llvm.mlir.constant(256 : index) : i64
    %870 = llvm.mlir.constant(3 : index) : i64
    %871 = llvm.mlir.constant(3 : index) : i64
    %872 = llvm.mlir.constant(1 : index) : i64
    %873 = llvm.mlir.constant(9 : index) : i64
    %874 = llvm.mlir.constant(2304 : index) : i64
    %875 = llvm.mlir.constant(589824 : index) : i64
    %876 = llvm.mlir.zero : !llvm.ptr
    %877 = llvm.getelementptr %876[%875] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %878 = llvm.ptrtoint %877 : !llvm.ptr to i64
    %879 = llvm.mlir.addressof @__constant_256x256x3x3xf32_37 : !llvm.ptr
    %880 = llvm.getelementptr %879[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x array<256 x array<3 x array<3 x f32>>>>
    %881 = llvm.mlir.constant(3735928559 : index) : i64
    %882 = llvm.inttoptr %881 : i64 to !llvm.ptr
    %883 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %884 = llvm.insertvalue %882, %883[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %885 = llvm.insertvalue %880, %884[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %886 = llvm.mlir.constant(0 : index) : i64
    %887 = llvm.insertvalue %886, %885[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %888 = llvm.insertvalue %868, %887[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %889 = llvm.insertvalue %869, %888[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %890 = llvm.insertvalue %870, %889[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %891 = llvm.insertvalue %871, %890[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %892 = llvm.insertvalue %874, %891[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %893 = llvm.insertvalue %873, %892[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %894 = llvm.insertvalue %871, %893[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %895 = llvm.insertvalue %872, %894[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %896 = llvm.mlir.constant(256 : index) : i64
    %897 = llvm.mlir.constant(1 : index) : i64
    %898 = llvm.mlir.zero : !llvm.ptr
    %899 = llvm.getelementptr %898[%896] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %900 = llvm.ptrtoint %899 : !llvm.ptr to i64
    %901 = llvm.mlir.addressof @__constant_256xf32_38 : !llvm.ptr
    %902 = llvm.getelementptr %901[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
    %903 = llvm.mlir.constant(3735928559 : index) : i64
    %904 = llvm.inttoptr %903 : i64 to !llvm.ptr
    %905 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %906 = llvm.insertvalue %904, %905[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %907 = llvm.insertvalue %902, %906[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %908 = llvm.mlir.constant(0 : index) : i64
    %909 = llvm.insertvalue %908, %907[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %910 = llvm.insertvalue %896, %909[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %911 = llvm.insertvalue %897, %910[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %912 = llvm.mlir.constant(256 : index) : i64
    %913 = llvm.mlir.constant(1 : index) : i64
    %914 = llvm.mlir.zero : !llvm.ptr
    %915 = llvm.getelementptr %914[%912] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %916 = llvm.ptrtoint %915 : !llvm.ptr to i64
    %917 = llvm.mlir.addressof @__constant_256xf32_39 : !llvm.ptr
    %918 = llvm.getelementptr %917[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
    %919 = llvm.mlir.constant(3735928559 : index) : i64
    %920 = llvm.inttoptr %919 : i64 to !llvm.ptr
    %921 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %922 = llvm.insertvalue %920, %921[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %923 = llvm.insertvalue %918, %922[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %924 = llvm.mlir.constant(0 : index) : i64
    %925 = llvm.insertvalue %924, %923[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %926 = llvm.insertvalue %912, %925[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %927 = llvm.insertvalue %913, %926[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %928 = llvm.mlir.constant(256 : index) : i64
    %929 = llvm.mlir.constant(1 : index) : i64
    %930 = llvm.mlir.zero : !llvm.ptr
    %931 = llvm.getelementptr %930[%928] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %932 = llvm.ptrtoint %931 : !llvm.ptr to i64
    %933 = llvm.mlir.addressof @__constant_256xf32_40 : !llvm.ptr
    %934 = llvm.getelementptr %933[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
    %935 = llvm.mlir.constant(3735928559 : index) : i64
    %936 = llvm.inttoptr %935 : i64 to !llvm.ptr
    %937 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %938 = llvm.insertvalue %936, %937[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %939 = llvm.insertvalue %934, %938[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %940 = llvm.mlir.constant(0 : index) : i64
    %941 = llvm.insertvalue %940, %939[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %942 = llvm.insertvalue %928, %941[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %943 = llvm.insertvalue %929, %942[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %944 = llvm.mlir.constant(256 : index) : i64
    %945 = llvm.mlir.constant(1 : index) : i64
    %946 = llvm.mlir.zero : !llvm.ptr
    %947 = llvm.getelementptr %946[%944] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %948 = llvm.ptrtoint %947 : !llvm.ptr to i64
    %949 = llvm.mlir.addressof @__constant_256xf32_41 : !llvm.ptr
    %950 = llvm.getelementptr %949[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x f32>
    %951 = llvm.mlir.constant(3735928559 : index) : i64
    %952 = llvm.inttoptr %951 : i64 to !llvm.ptr
    %953 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %954 = llvm.insertvalue %952, %953[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %955 = llvm.insertvalue %950, %954[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %956 = llvm.mlir.constant(0 : index) : i64
    %957 = llvm.insertvalue %956, %955[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %958 = llvm.insertvalue %944, %957[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %959 = llvm.insertvalue %945, %958[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %960 = llvm.mlir.constant(256 : index) : i64
    %961 = llvm.mlir.constant(128 : index) : i64
    %962 = llvm.mlir.constant(3 : index) : i64
    %963 = llvm.mlir.constant(3 : index) : i64
    %964 = llvm.mlir.constant(1 : index) : i64
    %965 = llvm.mlir.constant(9 : index) : i64
    %966 = llvm.mlir.constant(1152 : index) : i64
    %967 = llvm.mlir.constant(294912 : index) : i64
    %968 = llvm.mlir.zero : !llvm.ptr
    %969 = llvm.getelementptr %968[%967] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %970 = llvm.ptrtoint %969 : !llvm.ptr to i64
    %971 = llvm.mlir.addressof @__constant_256x128x3x3xf32 : !llvm.ptr
    %972 = llvm.getelementptr %971[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<256 x array<128 x array<3 x array<3 x f32>>>>
    %973 = llvm.mlir.constant(3735928559 : index) : i64
    %974 = llvm.inttoptr %973 : i64 to !llvm.ptr
    %975 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %976 = llvm.insertvalue %974, %975[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %977 = llvm.insertvalue %972, %976[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %978 = llvm.mlir.constant(0 : index) : i64
    %979 = llvm.insertvalue %978, %977[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %980 = llvm.insertvalue %960, %979[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %981 = llvm.insertvalue %961, %980[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %982 = llvm.insertvalue %962, %981[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %983 = llvm.insertvalue %963, %982[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %984 = llvm.insertvalue %966, %983[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %985 = llvm.insertvalue %965, %984[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %986 = llvm.insertvalue %963, %985[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %987 = llvm.insertvalue %964, %986[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %988 = llvm.mlir.constant(128 : index) : i64
    %989 = llvm.mlir.constant(1 : index) : i64
    %990 = llvm.mlir.zero : !llvm.ptr
    %991 = llvm.getelementptr %990[%988] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %992 = llvm.ptrtoint %991 : !llvm.ptr to i64
    %993 = llvm.mlir.addressof @__constant_128xf32 : !llvm.ptr
    %994 = llvm.getelementptr %993[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %995 = llvm.mlir.constant(3735928559 : index) : i64
    %996 = llvm.inttoptr %995 : i64 to !llvm.ptr
    %997 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %998 = llvm.insertvalue %996, %997[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %999 = llvm.insertvalue %994, %998[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1000 = llvm.mlir.constant(0 : index) : i64
    %1001 = llvm.insertvalue %1000, %999[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1002 = llvm.insertvalue %988, %1001[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1003 = llvm.insertvalue %989, %1002[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1004 = llvm.mlir.constant(128 : index) : i64
    %1005 = llvm.mlir.constant(1 : index) : i64
    %1006 = llvm.mlir.zero : !llvm.ptr
    %1007 = llvm.getelementptr %1006[%1004] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1008 = llvm.ptrtoint %1007 : !llvm.ptr to i64
    %1009 = llvm.mlir.addressof @__constant_128xf32_42 : !llvm.ptr
    %1010 = llvm.getelementptr %1009[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %1011 = llvm.mlir.constant(3735928559 : index) : i64
    %1012 = llvm.inttoptr %1011 : i64 to !llvm.ptr
    %1013 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1014 = llvm.insertvalue %1012, %1013[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1015 = llvm.insertvalue %1010, %1014[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1016 = llvm.mlir.constant(0 : index) : i64
    %1017 = llvm.insertvalue %1016, %1015[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1018 = llvm.insertvalue %1004, %1017[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1019 = llvm.insertvalue %1005, %1018[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1020 = llvm.mlir.constant(128 : index) : i64
    %1021 = llvm.mlir.constant(1 : index) : i64
    %1022 = llvm.mlir.zero : !llvm.ptr
    %1023 = llvm.getelementptr %1022[%1020] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1024 = llvm.ptrtoint %1023 : !llvm.ptr to i64
    %1025 = llvm.mlir.addressof @__constant_128xf32_43 : !llvm.ptr
    %1026 = llvm.getelementptr %1025[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %1027 = llvm.mlir.constant(3735928559 : index) : i64
    %1028 = llvm.inttoptr %1027 : i64 to !llvm.ptr
    %1029 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1030 = llvm.insertvalue %1028, %1029[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1031 = llvm.insertvalue %1026, %1030[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1032 = llvm.mlir.constant(0 : index) : i64
    %1033 = llvm.insertvalue %1032, %1031[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1034 = llvm.insertvalue %1020, %1033[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1035 = llvm.insertvalue %1021, %1034[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1036 = llvm.mlir.constant(128 : index) : i64
    %1037 = llvm.mlir.constant(1 : index) : i64
    %1038 = llvm.mlir.zero : !llvm.ptr
    %1039 = llvm.getelementptr %1038[%1036] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1040 = llvm.ptrtoint %1039 : !llvm.ptr to i64
    %1041 = llvm.mlir.addressof @__constant_128xf32_44 : !llvm.ptr
    %1042 = llvm.getelementptr %1041[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %1043 = llvm.mlir.constant(3735928559 : index) : i64
    %1044 = llvm.inttoptr %1043 : i64 to !llvm.ptr
    %1045 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1046 = llvm.insertvalue %1044, %1045[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1047 = llvm.insertvalue %1042, %1046[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1048 = llvm.mlir.constant(0 : index) : i64
    %1049 = llvm.insertvalue %1048, %1047[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1050 = llvm.insertvalue %1036, %1049[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1051 = llvm.insertvalue %1037, %1050[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1052 = llvm.mlir.constant(128 : index) : i64
    %1053 = llvm.mlir.constant(128 : index) : i64
    %1054 = llvm.mlir.constant(3 : index) : i64
    %1055 = llvm.mlir.constant(3 : index) : i64
    %1056 = llvm.mlir.constant(1 : index) : i64
    %1057 = llvm.mlir.constant(9 : index) : i64
    %1058 = llvm.mlir.constant(1152 : index) : i64
    %1059 = llvm.mlir.constant(147456 : index) : i64
    %1060 = llvm.mlir.zero : !llvm.ptr
    %1061 = llvm.getelementptr %1060[%1059] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1062 = llvm.ptrtoint %1061 : !llvm.ptr to i64
    %1063 = llvm.mlir.addressof @__constant_128x128x3x3xf32 : !llvm.ptr
    %1064 = llvm.getelementptr %1063[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x array<128 x array<3 x array<3 x f32>>>>
    %1065 = llvm.mlir.constant(3735928559 : index) : i64
    %1066 = llvm.inttoptr %1065 : i64 to !llvm.ptr
    %1067 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1068 = llvm.insertvalue %1066, %1067[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1069 = llvm.insertvalue %1064, %1068[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1070 = llvm.mlir.constant(0 : index) : i64
    %1071 = llvm.insertvalue %1070, %1069[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1072 = llvm.insertvalue %1052, %1071[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1073 = llvm.insertvalue %1053, %1072[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1074 = llvm.insertvalue %1054, %1073[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1075 = llvm.insertvalue %1055, %1074[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1076 = llvm.insertvalue %1058, %1075[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1077 = llvm.insertvalue %1057, %1076[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1078 = llvm.insertvalue %1055, %1077[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1079 = llvm.insertvalue %1056, %1078[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1080 = llvm.mlir.constant(128 : index) : i64
    %1081 = llvm.mlir.constant(1 : index) : i64
    %1082 = llvm.mlir.zero : !llvm.ptr
    %1083 = llvm.getelementptr %1082[%1080] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1084 = llvm.ptrtoint %1083 : !llvm.ptr to i64
    %1085 = llvm.mlir.addressof @__constant_128xf32_45 : !llvm.ptr
    %1086 = llvm.getelementptr %1085[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %1087 = llvm.mlir.constant(3735928559 : index) : i64
    %1088 = llvm.inttoptr %1087 : i64 to !llvm.ptr
    %1089 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1090 = llvm.insertvalue %1088, %1089[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1091 = llvm.insertvalue %1086, %1090[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1092 = llvm.mlir.constant(0 : index) : i64
    %1093 = llvm.insertvalue %1092, %1091[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1094 = llvm.insertvalue %1080, %1093[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1095 = llvm.insertvalue %1081, %1094[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1096 = llvm.mlir.constant(128 : index) : i64
    %1097 = llvm.mlir.constant(1 : index) : i64
    %1098 = llvm.mlir.zero : !llvm.ptr
    %1099 = llvm.getelementptr %1098[%1096] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1100 = llvm.ptrtoint %1099 : !llvm.ptr to i64
    %1101 = llvm.mlir.addressof @__constant_128xf32_46 : !llvm.ptr
    %1102 = llvm.getelementptr %1101[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %1103 = llvm.mlir.constant(3735928559 : index) : i64
    %1104 = llvm.inttoptr %1103 : i64 to !llvm.ptr
    %1105 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1106 = llvm.insertvalue %1104, %1105[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1107 = llvm.insertvalue %1102, %1106[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1108 = llvm.mlir.constant(0 : index) : i64
    %1109 = llvm.insertvalue %1108, %1107[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1110 = llvm.insertvalue %1096, %1109[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1111 = llvm.insertvalue %1097, %1110[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1112 = llvm.mlir.constant(128 : index) : i64
    %1113 = llvm.mlir.constant(1 : index) : i64
    %1114 = llvm.mlir.zero : !llvm.ptr
    %1115 = llvm.getelementptr %1114[%1112] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1116 = llvm.ptrtoint %1115 : !llvm.ptr to i64
    %1117 = llvm.mlir.addressof @__constant_128xf32_47 : !llvm.ptr
    %1118 = llvm.getelementptr %1117[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %1119 = llvm.mlir.constant(3735928559 : index) : i64
    %1120 = llvm.inttoptr %1119 : i64 to !llvm.ptr
    %1121 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1122 = llvm.insertvalue %1120, %1121[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1123 = llvm.insertvalue %1118, %1122[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1124 = llvm.mlir.constant(0 : index) : i64
    %1125 = llvm.insertvalue %1124, %1123[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1126 = llvm.insertvalue %1112, %1125[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1127 = llvm.insertvalue %1113, %1126[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1128 = llvm.mlir.constant(128 : index) : i64
    %1129 = llvm.mlir.constant(1 : index) : i64
    %1130 = llvm.mlir.zero : !llvm.ptr
    %1131 = llvm.getelementptr %1130[%1128] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1132 = llvm.ptrtoint %1131 : !llvm.ptr to i64
    %1133 = llvm.mlir.addressof @__constant_128xf32_48 : !llvm.ptr
    %1134 = llvm.getelementptr %1133[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %1135 = llvm.mlir.constant(3735928559 : index) : i64
    %1136 = llvm.inttoptr %1135 : i64 to !llvm.ptr
    %1137 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1138 = llvm.insertvalue %1136, %1137[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1139 = llvm.insertvalue %1134, %1138[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1140 = llvm.mlir.constant(0 : index) : i64
    %1141 = llvm.insertvalue %1140, %1139[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1142 = llvm.insertvalue %1128, %1141[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1143 = llvm.insertvalue %1129, %1142[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1144 = llvm.mlir.constant(128 : index) : i64
    %1145 = llvm.mlir.constant(128 : index) : i64
    %1146 = llvm.mlir.constant(3 : index) : i64
    %1147 = llvm.mlir.constant(3 : index) : i64
    %1148 = llvm.mlir.constant(1 : index) : i64
    %1149 = llvm.mlir.constant(9 : index) : i64
    %1150 = llvm.mlir.constant(1152 : index) : i64
    %1151 = llvm.mlir.constant(147456 : index) : i64
    %1152 = llvm.mlir.zero : !llvm.ptr
    %1153 = llvm.getelementptr %1152[%1151] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1154 = llvm.ptrtoint %1153 : !llvm.ptr to i64
    %1155 = llvm.mlir.addressof @__constant_128x128x3x3xf32_49 : !llvm.ptr
    %1156 = llvm.getelementptr %1155[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x array<128 x array<3 x array<3 x f32>>>>
    %1157 = llvm.mlir.constant(3735928559 : index) : i64
    %1158 = llvm.inttoptr %1157 : i64 to !llvm.ptr
    %1159 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1160 = llvm.insertvalue %1158, %1159[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1161 = llvm.insertvalue %1156, %1160[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1162 = llvm.mlir.constant(0 : index) : i64
    %1163 = llvm.insertvalue %1162, %1161[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1164 = llvm.insertvalue %1144, %1163[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1165 = llvm.insertvalue %1145, %1164[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1166 = llvm.insertvalue %1146, %1165[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1167 = llvm.insertvalue %1147, %1166[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1168 = llvm.insertvalue %1150, %1167[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1169 = llvm.insertvalue %1149, %1168[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1170 = llvm.insertvalue %1147, %1169[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1171 = llvm.insertvalue %1148, %1170[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1172 = llvm.mlir.constant(128 : index) : i64
    %1173 = llvm.mlir.constant(1 : index) : i64
    %1174 = llvm.mlir.zero : !llvm.ptr
    %1175 = llvm.getelementptr %1174[%1172] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1176 = llvm.ptrtoint %1175 : !llvm.ptr to i64
    %1177 = llvm.mlir.addressof @__constant_128xf32_50 : !llvm.ptr
    %1178 = llvm.getelementptr %1177[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %1179 = llvm.mlir.constant(3735928559 : index) : i64
    %1180 = llvm.inttoptr %1179 : i64 to !llvm.ptr
    %1181 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1182 = llvm.insertvalue %1180, %1181[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1183 = llvm.insertvalue %1178, %1182[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1184 = llvm.mlir.constant(0 : index) : i64
    %1185 = llvm.insertvalue %1184, %1183[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1186 = llvm.insertvalue %1172, %1185[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1187 = llvm.insertvalue %1173, %1186[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1188 = llvm.mlir.constant(128 : index) : i64
    %1189 = llvm.mlir.constant(1 : index) : i64
    %1190 = llvm.mlir.zero : !llvm.ptr
    %1191 = llvm.getelementptr %1190[%1188] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1192 = llvm.ptrtoint %1191 : !llvm.ptr to i64
    %1193 = llvm.mlir.addressof @__constant_128xf32_51 : !llvm.ptr
    %1194 = llvm.getelementptr %1193[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %1195 = llvm.mlir.constant(3735928559 : index) : i64
    %1196 = llvm.inttoptr %1195 : i64 to !llvm.ptr
    %1197 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1198 = llvm.insertvalue %1196, %1197[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1199 = llvm.insertvalue %1194, %1198[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1200 = llvm.mlir.constant(0 : index) : i64
    %1201 = llvm.insertvalue %1200, %1199[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1202 = llvm.insertvalue %1188, %1201[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1203 = llvm.insertvalue %1189, %1202[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1204 = llvm.mlir.constant(128 : index) : i64
    %1205 = llvm.mlir.constant(1 : index) : i64
    %1206 = llvm.mlir.zero : !llvm.ptr
    %1207 = llvm.getelementptr %1206[%1204] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1208 = llvm.ptrtoint %1207 : !llvm.ptr to i64
    %1209 = llvm.mlir.addressof @__constant_128xf32_52 : !llvm.ptr
    %1210 = llvm.getelementptr %1209[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %1211 = llvm.mlir.constant(3735928559 : index) : i64
    %1212 = llvm.inttoptr %1211 : i64 to !llvm.ptr
    %1213 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1214 = llvm.insertvalue %1212, %1213[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1215 = llvm.insertvalue %1210, %1214[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1216 = llvm.mlir.constant(0 : index) : i64
    %1217 = llvm.insertvalue %1216, %1215[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1218 = llvm.insertvalue %1204, %1217[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1219 = llvm.insertvalue %1205, %1218[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1220 = llvm.mlir.constant(128 : index) : i64
    %1221 = llvm.mlir.constant(1 : index) : i64
    %1222 = llvm.mlir.zero : !llvm.ptr
    %1223 = llvm.getelementptr %1222[%1220] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1224 = llvm.ptrtoint %1223 : !llvm.ptr to i64
    %1225 = llvm.mlir.addressof @__constant_128xf32_53 : !llvm.ptr
    %1226 = llvm.getelementptr %1225[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %1227 = llvm.mlir.constant(3735928559 : index) : i64
    %1228 = llvm.inttoptr %1227 : i64 to !llvm.ptr
    %1229 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1230 = llvm.insertvalue %1228, %1229[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1231 = llvm.insertvalue %1226, %1230[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1232 = llvm.mlir.constant(0 : index) : i64
    %1233 = llvm.insertvalue %1232, %1231[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1234 = llvm.insertvalue %1220, %1233[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1235 = llvm.insertvalue %1221, %1234[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1236 = llvm.mlir.constant(128 : index) : i64
    %1237 = llvm.mlir.constant(64 : index) : i64
    %1238 = llvm.mlir.constant(1 : index) : i64
    %1239 = llvm.mlir.constant(1 : index) : i64
    %1240 = llvm.mlir.constant(1 : index) : i64
    %1241 = llvm.mlir.constant(8192 : index) : i64
    %1242 = llvm.mlir.zero : !llvm.ptr
    %1243 = llvm.getelementptr %1242[%1241] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1244 = llvm.ptrtoint %1243 : !llvm.ptr to i64
    %1245 = llvm.mlir.addressof @__constant_128x64x1x1xf32 : !llvm.ptr
    %1246 = llvm.getelementptr %1245[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x array<64 x array<1 x array<1 x f32>>>>
    %1247 = llvm.mlir.constant(3735928559 : index) : i64
    %1248 = llvm.inttoptr %1247 : i64 to !llvm.ptr
    %1249 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1250 = llvm.insertvalue %1248, %1249[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1251 = llvm.insertvalue %1246, %1250[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1252 = llvm.mlir.constant(0 : index) : i64
    %1253 = llvm.insertvalue %1252, %1251[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1254 = llvm.insertvalue %1236, %1253[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1255 = llvm.insertvalue %1237, %1254[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1256 = llvm.insertvalue %1238, %1255[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1257 = llvm.insertvalue %1239, %1256[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1258 = llvm.insertvalue %1237, %1257[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1259 = llvm.insertvalue %1238, %1258[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1260 = llvm.insertvalue %1239, %1259[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1261 = llvm.insertvalue %1240, %1260[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1262 = llvm.mlir.constant(128 : index) : i64
    %1263 = llvm.mlir.constant(1 : index) : i64
    %1264 = llvm.mlir.zero : !llvm.ptr
    %1265 = llvm.getelementptr %1264[%1262] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1266 = llvm.ptrtoint %1265 : !llvm.ptr to i64
    %1267 = llvm.mlir.addressof @__constant_128xf32_54 : !llvm.ptr
    %1268 = llvm.getelementptr %1267[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %1269 = llvm.mlir.constant(3735928559 : index) : i64
    %1270 = llvm.inttoptr %1269 : i64 to !llvm.ptr
    %1271 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1272 = llvm.insertvalue %1270, %1271[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1273 = llvm.insertvalue %1268, %1272[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1274 = llvm.mlir.constant(0 : index) : i64
    %1275 = llvm.insertvalue %1274, %1273[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1276 = llvm.insertvalue %1262, %1275[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1277 = llvm.insertvalue %1263, %1276[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1278 = llvm.mlir.constant(128 : index) : i64
    %1279 = llvm.mlir.constant(1 : index) : i64
    %1280 = llvm.mlir.zero : !llvm.ptr
    %1281 = llvm.getelementptr %1280[%1278] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1282 = llvm.ptrtoint %1281 : !llvm.ptr to i64
    %1283 = llvm.mlir.addressof @__constant_128xf32_55 : !llvm.ptr
    %1284 = llvm.getelementptr %1283[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %1285 = llvm.mlir.constant(3735928559 : index) : i64
    %1286 = llvm.inttoptr %1285 : i64 to !llvm.ptr
    %1287 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1288 = llvm.insertvalue %1286, %1287[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1289 = llvm.insertvalue %1284, %1288[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1290 = llvm.mlir.constant(0 : index) : i64
    %1291 = llvm.insertvalue %1290, %1289[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1292 = llvm.insertvalue %1278, %1291[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1293 = llvm.insertvalue %1279, %1292[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1294 = llvm.mlir.constant(128 : index) : i64
    %1295 = llvm.mlir.constant(1 : index) : i64
    %1296 = llvm.mlir.zero : !llvm.ptr
    %1297 = llvm.getelementptr %1296[%1294] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1298 = llvm.ptrtoint %1297 : !llvm.ptr to i64
    %1299 = llvm.mlir.addressof @__constant_128xf32_56 : !llvm.ptr
    %1300 = llvm.getelementptr %1299[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %1301 = llvm.mlir.constant(3735928559 : index) : i64
    %1302 = llvm.inttoptr %1301 : i64 to !llvm.ptr
    %1303 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1304 = llvm.insertvalue %1302, %1303[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1305 = llvm.insertvalue %1300, %1304[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1306 = llvm.mlir.constant(0 : index) : i64
    %1307 = llvm.insertvalue %1306, %1305[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1308 = llvm.insertvalue %1294, %1307[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1309 = llvm.insertvalue %1295, %1308[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1310 = llvm.mlir.constant(128 : index) : i64
    %1311 = llvm.mlir.constant(1 : index) : i64
    %1312 = llvm.mlir.zero : !llvm.ptr
    %1313 = llvm.getelementptr %1312[%1310] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1314 = llvm.ptrtoint %1313 : !llvm.ptr to i64
    %1315 = llvm.mlir.addressof @__constant_128xf32_57 : !llvm.ptr
    %1316 = llvm.getelementptr %1315[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %1317 = llvm.mlir.constant(3735928559 : index) : i64
    %1318 = llvm.inttoptr %1317 : i64 to !llvm.ptr
    %1319 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1320 = llvm.insertvalue %1318, %1319[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1321 = llvm.insertvalue %1316, %1320[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1322 = llvm.mlir.constant(0 : index) : i64
    %1323 = llvm.insertvalue %1322, %1321[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1324 = llvm.insertvalue %1310, %1323[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1325 = llvm.insertvalue %1311, %1324[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1326 = llvm.mlir.constant(128 : index) : i64
    %1327 = llvm.mlir.constant(128 : index) : i64
    %1328 = llvm.mlir.constant(3 : index) : i64
    %1329 = llvm.mlir.constant(3 : index) : i64
    %1330 = llvm.mlir.constant(1 : index) : i64
    %1331 = llvm.mlir.constant(9 : index) : i64
    %1332 = llvm.mlir.constant(1152 : index) : i64
    %1333 = llvm.mlir.constant(147456 : index) : i64
    %1334 = llvm.mlir.zero : !llvm.ptr
    %1335 = llvm.getelementptr %1334[%1333] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1336 = llvm.ptrtoint %1335 : !llvm.ptr to i64
    %1337 = llvm.mlir.addressof @__constant_128x128x3x3xf32_58 : !llvm.ptr
    %1338 = llvm.getelementptr %1337[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x array<128 x array<3 x array<3 x f32>>>>
    %1339 = llvm.mlir.constant(3735928559 : index) : i64
    %1340 = llvm.inttoptr %1339 : i64 to !llvm.ptr
    %1341 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1342 = llvm.insertvalue %1340, %1341[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1343 = llvm.insertvalue %1338, %1342[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1344 = llvm.mlir.constant(0 : index) : i64
    %1345 = llvm.insertvalue %1344, %1343[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1346 = llvm.insertvalue %1326, %1345[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1347 = llvm.insertvalue %1327, %1346[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1348 = llvm.insertvalue %1328, %1347[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1349 = llvm.insertvalue %1329, %1348[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1350 = llvm.insertvalue %1332, %1349[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1351 = llvm.insertvalue %1331, %1350[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1352 = llvm.insertvalue %1329, %1351[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1353 = llvm.insertvalue %1330, %1352[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1354 = llvm.mlir.constant(128 : index) : i64
    %1355 = llvm.mlir.constant(1 : index) : i64
    %1356 = llvm.mlir.zero : !llvm.ptr
    %1357 = llvm.getelementptr %1356[%1354] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1358 = llvm.ptrtoint %1357 : !llvm.ptr to i64
    %1359 = llvm.mlir.addressof @__constant_128xf32_59 : !llvm.ptr
    %1360 = llvm.getelementptr %1359[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %1361 = llvm.mlir.constant(3735928559 : index) : i64
    %1362 = llvm.inttoptr %1361 : i64 to !llvm.ptr
    %1363 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1364 = llvm.insertvalue %1362, %1363[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1365 = llvm.insertvalue %1360, %1364[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1366 = llvm.mlir.constant(0 : index) : i64
    %1367 = llvm.insertvalue %1366, %1365[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1368 = llvm.insertvalue %1354, %1367[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1369 = llvm.insertvalue %1355, %1368[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1370 = llvm.mlir.constant(128 : index) : i64
    %1371 = llvm.mlir.constant(1 : index) : i64
    %1372 = llvm.mlir.zero : !llvm.ptr
    %1373 = llvm.getelementptr %1372[%1370] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1374 = llvm.ptrtoint %1373 : !llvm.ptr to i64
    %1375 = llvm.mlir.addressof @__constant_128xf32_60 : !llvm.ptr
    %1376 = llvm.getelementptr %1375[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %1377 = llvm.mlir.constant(3735928559 : index) : i64
    %1378 = llvm.inttoptr %1377 : i64 to !llvm.ptr
    %1379 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1380 = llvm.insertvalue %1378, %1379[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1381 = llvm.insertvalue %1376, %1380[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1382 = llvm.mlir.constant(0 : index) : i64
    %1383 = llvm.insertvalue %1382, %1381[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1384 = llvm.insertvalue %1370, %1383[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1385 = llvm.insertvalue %1371, %1384[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1386 = llvm.mlir.constant(128 : index) : i64
    %1387 = llvm.mlir.constant(1 : index) : i64
    %1388 = llvm.mlir.zero : !llvm.ptr
    %1389 = llvm.getelementptr %1388[%1386] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1390 = llvm.ptrtoint %1389 : !llvm.ptr to i64
    %1391 = llvm.mlir.addressof @__constant_128xf32_61 : !llvm.ptr
    %1392 = llvm.getelementptr %1391[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %1393 = llvm.mlir.constant(3735928559 : index) : i64
    %1394 = llvm.inttoptr %1393 : i64 to !llvm.ptr
    %1395 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1396 = llvm.insertvalue %1394, %1395[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1397 = llvm.insertvalue %1392, %1396[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1398 = llvm.mlir.constant(0 : index) : i64
    %1399 = llvm.insertvalue %1398, %1397[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1400 = llvm.insertvalue %1386, %1399[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1401 = llvm.insertvalue %1387, %1400[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1402 = llvm.mlir.constant(128 : index) : i64
    %1403 = llvm.mlir.constant(1 : index) : i64
    %1404 = llvm.mlir.zero : !llvm.ptr
    %1405 = llvm.getelementptr %1404[%1402] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1406 = llvm.ptrtoint %1405 : !llvm.ptr to i64
    %1407 = llvm.mlir.addressof @__constant_128xf32_62 : !llvm.ptr
    %1408 = llvm.getelementptr %1407[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %1409 = llvm.mlir.constant(3735928559 : index) : i64
    %1410 = llvm.inttoptr %1409 : i64 to !llvm.ptr
    %1411 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1412 = llvm.insertvalue %1410, %1411[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1413 = llvm.insertvalue %1408, %1412[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1414 = llvm.mlir.constant(0 : index) : i64
    %1415 = llvm.insertvalue %1414, %1413[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1416 = llvm.insertvalue %1402, %1415[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1417 = llvm.insertvalue %1403, %1416[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1418 = llvm.mlir.constant(128 : index) : i64
    %1419 = llvm.mlir.constant(64 : index) : i64
    %1420 = llvm.mlir.constant(3 : index) : i64
    %1421 = llvm.mlir.constant(3 : index) : i64
    %1422 = llvm.mlir.constant(1 : index) : i64
    %1423 = llvm.mlir.constant(9 : index) : i64
    %1424 = llvm.mlir.constant(576 : index) : i64
    %1425 = llvm.mlir.constant(73728 : index) : i64
    %1426 = llvm.mlir.zero : !llvm.ptr
    %1427 = llvm.getelementptr %1426[%1425] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1428 = llvm.ptrtoint %1427 : !llvm.ptr to i64
    %1429 = llvm.mlir.addressof @__constant_128x64x3x3xf32 : !llvm.ptr
    %1430 = llvm.getelementptr %1429[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x array<64 x array<3 x array<3 x f32>>>>
    %1431 = llvm.mlir.constant(3735928559 : index) : i64
    %1432 = llvm.inttoptr %1431 : i64 to !llvm.ptr
    %1433 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1434 = llvm.insertvalue %1432, %1433[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1435 = llvm.insertvalue %1430, %1434[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1436 = llvm.mlir.constant(0 : index) : i64
    %1437 = llvm.insertvalue %1436, %1435[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1438 = llvm.insertvalue %1418, %1437[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1439 = llvm.insertvalue %1419, %1438[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1440 = llvm.insertvalue %1420, %1439[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1441 = llvm.insertvalue %1421, %1440[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1442 = llvm.insertvalue %1424, %1441[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1443 = llvm.insertvalue %1423, %1442[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1444 = llvm.insertvalue %1421, %1443[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1445 = llvm.insertvalue %1422, %1444[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1446 = llvm.mlir.constant(64 : index) : i64
    %1447 = llvm.mlir.constant(1 : index) : i64
    %1448 = llvm.mlir.zero : !llvm.ptr
    %1449 = llvm.getelementptr %1448[%1446] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1450 = llvm.ptrtoint %1449 : !llvm.ptr to i64
    %1451 = llvm.mlir.addressof @__constant_64xf32 : !llvm.ptr
    %1452 = llvm.getelementptr %1451[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %1453 = llvm.mlir.constant(3735928559 : index) : i64
    %1454 = llvm.inttoptr %1453 : i64 to !llvm.ptr
    %1455 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1456 = llvm.insertvalue %1454, %1455[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1457 = llvm.insertvalue %1452, %1456[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1458 = llvm.mlir.constant(0 : index) : i64
    %1459 = llvm.insertvalue %1458, %1457[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1460 = llvm.insertvalue %1446, %1459[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1461 = llvm.insertvalue %1447, %1460[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1462 = llvm.mlir.constant(64 : index) : i64
    %1463 = llvm.mlir.constant(1 : index) : i64
    %1464 = llvm.mlir.zero : !llvm.ptr
    %1465 = llvm.getelementptr %1464[%1462] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1466 = llvm.ptrtoint %1465 : !llvm.ptr to i64
    %1467 = llvm.mlir.addressof @__constant_64xf32_63 : !llvm.ptr
    %1468 = llvm.getelementptr %1467[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %1469 = llvm.mlir.constant(3735928559 : index) : i64
    %1470 = llvm.inttoptr %1469 : i64 to !llvm.ptr
    %1471 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1472 = llvm.insertvalue %1470, %1471[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1473 = llvm.insertvalue %1468, %1472[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1474 = llvm.mlir.constant(0 : index) : i64
    %1475 = llvm.insertvalue %1474, %1473[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1476 = llvm.insertvalue %1462, %1475[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1477 = llvm.insertvalue %1463, %1476[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1478 = llvm.mlir.constant(64 : index) : i64
    %1479 = llvm.mlir.constant(1 : index) : i64
    %1480 = llvm.mlir.zero : !llvm.ptr
    %1481 = llvm.getelementptr %1480[%1478] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1482 = llvm.ptrtoint %1481 : !llvm.ptr to i64
    %1483 = llvm.mlir.addressof @__constant_64xf32_64 : !llvm.ptr
    %1484 = llvm.getelementptr %1483[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %1485 = llvm.mlir.constant(3735928559 : index) : i64
    %1486 = llvm.inttoptr %1485 : i64 to !llvm.ptr
    %1487 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1488 = llvm.insertvalue %1486, %1487[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1489 = llvm.insertvalue %1484, %1488[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1490 = llvm.mlir.constant(0 : index) : i64
    %1491 = llvm.insertvalue %1490, %1489[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1492 = llvm.insertvalue %1478, %1491[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1493 = llvm.insertvalue %1479, %1492[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1494 = llvm.mlir.constant(64 : index) : i64
    %1495 = llvm.mlir.constant(1 : index) : i64
    %1496 = llvm.mlir.zero : !llvm.ptr
    %1497 = llvm.getelementptr %1496[%1494] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1498 = llvm.ptrtoint %1497 : !llvm.ptr to i64
    %1499 = llvm.mlir.addressof @__constant_64xf32_65 : !llvm.ptr
    %1500 = llvm.getelementptr %1499[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %1501 = llvm.mlir.constant(3735928559 : index) : i64
    %1502 = llvm.inttoptr %1501 : i64 to !llvm.ptr
    %1503 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1504 = llvm.insertvalue %1502, %1503[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1505 = llvm.insertvalue %1500, %1504[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1506 = llvm.mlir.constant(0 : index) : i64
    %1507 = llvm.insertvalue %1506, %1505[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1508 = llvm.insertvalue %1494, %1507[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1509 = llvm.insertvalue %1495, %1508[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1510 = llvm.mlir.constant(64 : index) : i64
    %1511 = llvm.mlir.constant(64 : index) : i64
    %1512 = llvm.mlir.constant(3 : index) : i64
    %1513 = llvm.mlir.constant(3 : index) : i64
    %1514 = llvm.mlir.constant(1 : index) : i64
    %1515 = llvm.mlir.constant(9 : index) : i64
    %1516 = llvm.mlir.constant(576 : index) : i64
    %1517 = llvm.mlir.constant(36864 : index) : i64
    %1518 = llvm.mlir.zero : !llvm.ptr
    %1519 = llvm.getelementptr %1518[%1517] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1520 = llvm.ptrtoint %1519 : !llvm.ptr to i64
    %1521 = llvm.mlir.addressof @__constant_64x64x3x3xf32 : !llvm.ptr
    %1522 = llvm.getelementptr %1521[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<64 x array<3 x array<3 x f32>>>>
    %1523 = llvm.mlir.constant(3735928559 : index) : i64
    %1524 = llvm.inttoptr %1523 : i64 to !llvm.ptr
    %1525 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1526 = llvm.insertvalue %1524, %1525[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1527 = llvm.insertvalue %1522, %1526[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1528 = llvm.mlir.constant(0 : index) : i64
    %1529 = llvm.insertvalue %1528, %1527[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1530 = llvm.insertvalue %1510, %1529[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1531 = llvm.insertvalue %1511, %1530[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1532 = llvm.insertvalue %1512, %1531[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1533 = llvm.insertvalue %1513, %1532[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1534 = llvm.insertvalue %1516, %1533[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1535 = llvm.insertvalue %1515, %1534[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1536 = llvm.insertvalue %1513, %1535[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1537 = llvm.insertvalue %1514, %1536[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1538 = llvm.mlir.constant(64 : index) : i64
    %1539 = llvm.mlir.constant(1 : index) : i64
    %1540 = llvm.mlir.zero : !llvm.ptr
    %1541 = llvm.getelementptr %1540[%1538] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1542 = llvm.ptrtoint %1541 : !llvm.ptr to i64
    %1543 = llvm.mlir.addressof @__constant_64xf32_66 : !llvm.ptr
    %1544 = llvm.getelementptr %1543[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %1545 = llvm.mlir.constant(3735928559 : index) : i64
    %1546 = llvm.inttoptr %1545 : i64 to !llvm.ptr
    %1547 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1548 = llvm.insertvalue %1546, %1547[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1549 = llvm.insertvalue %1544, %1548[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1550 = llvm.mlir.constant(0 : index) : i64
    %1551 = llvm.insertvalue %1550, %1549[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1552 = llvm.insertvalue %1538, %1551[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1553 = llvm.insertvalue %1539, %1552[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1554 = llvm.mlir.constant(64 : index) : i64
    %1555 = llvm.mlir.constant(1 : index) : i64
    %1556 = llvm.mlir.zero : !llvm.ptr
    %1557 = llvm.getelementptr %1556[%1554] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1558 = llvm.ptrtoint %1557 : !llvm.ptr to i64
    %1559 = llvm.mlir.addressof @__constant_64xf32_67 : !llvm.ptr
    %1560 = llvm.getelementptr %1559[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %1561 = llvm.mlir.constant(3735928559 : index) : i64
    %1562 = llvm.inttoptr %1561 : i64 to !llvm.ptr
    %1563 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1564 = llvm.insertvalue %1562, %1563[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1565 = llvm.insertvalue %1560, %1564[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1566 = llvm.mlir.constant(0 : index) : i64
    %1567 = llvm.insertvalue %1566, %1565[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1568 = llvm.insertvalue %1554, %1567[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1569 = llvm.insertvalue %1555, %1568[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1570 = llvm.mlir.constant(64 : index) : i64
    %1571 = llvm.mlir.constant(1 : index) : i64
    %1572 = llvm.mlir.zero : !llvm.ptr
    %1573 = llvm.getelementptr %1572[%1570] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1574 = llvm.ptrtoint %1573 : !llvm.ptr to i64
    %1575 = llvm.mlir.addressof @__constant_64xf32_68 : !llvm.ptr
    %1576 = llvm.getelementptr %1575[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %1577 = llvm.mlir.constant(3735928559 : index) : i64
    %1578 = llvm.inttoptr %1577 : i64 to !llvm.ptr
    %1579 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1580 = llvm.insertvalue %1578, %1579[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1581 = llvm.insertvalue %1576, %1580[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1582 = llvm.mlir.constant(0 : index) : i64
    %1583 = llvm.insertvalue %1582, %1581[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1584 = llvm.insertvalue %1570, %1583[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1585 = llvm.insertvalue %1571, %1584[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1586 = llvm.mlir.constant(64 : index) : i64
    %1587 = llvm.mlir.constant(1 : index) : i64
    %1588 = llvm.mlir.zero : !llvm.ptr
    %1589 = llvm.getelementptr %1588[%1586] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1590 = llvm.ptrtoint %1589 : !llvm.ptr to i64
    %1591 = llvm.mlir.addressof @__constant_64xf32_69 : !llvm.ptr
    %1592 = llvm.getelementptr %1591[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %1593 = llvm.mlir.constant(3735928559 : index) : i64
    %1594 = llvm.inttoptr %1593 : i64 to !llvm.ptr
    %1595 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1596 = llvm.insertvalue %1594, %1595[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1597 = llvm.insertvalue %1592, %1596[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1598 = llvm.mlir.constant(0 : index) : i64
    %1599 = llvm.insertvalue %1598, %1597[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1600 = llvm.insertvalue %1586, %1599[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1601 = llvm.insertvalue %1587, %1600[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1602 = llvm.mlir.constant(64 : index) : i64
    %1603 = llvm.mlir.constant(64 : index) : i64
    %1604 = llvm.mlir.constant(3 : index) : i64
    %1605 = llvm.mlir.constant(3 : index) : i64
    %1606 = llvm.mlir.constant(1 : index) : i64
    %1607 = llvm.mlir.constant(9 : index) : i64
    %1608 = llvm.mlir.constant(576 : index) : i64
    %1609 = llvm.mlir.constant(36864 : index) : i64
    %1610 = llvm.mlir.zero : !llvm.ptr
    %1611 = llvm.getelementptr %1610[%1609] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1612 = llvm.ptrtoint %1611 : !llvm.ptr to i64
    %1613 = llvm.mlir.addressof @__constant_64x64x3x3xf32_70 : !llvm.ptr
    %1614 = llvm.getelementptr %1613[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<64 x array<3 x array<3 x f32>>>>
    %1615 = llvm.mlir.constant(3735928559 : index) : i64
    %1616 = llvm.inttoptr %1615 : i64 to !llvm.ptr
    %1617 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1618 = llvm.insertvalue %1616, %1617[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1619 = llvm.insertvalue %1614, %1618[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1620 = llvm.mlir.constant(0 : index) : i64
    %1621 = llvm.insertvalue %1620, %1619[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1622 = llvm.insertvalue %1602, %1621[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1623 = llvm.insertvalue %1603, %1622[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1624 = llvm.insertvalue %1604, %1623[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1625 = llvm.insertvalue %1605, %1624[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1626 = llvm.insertvalue %1608, %1625[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1627 = llvm.insertvalue %1607, %1626[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1628 = llvm.insertvalue %1605, %1627[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1629 = llvm.insertvalue %1606, %1628[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1630 = llvm.mlir.constant(64 : index) : i64
    %1631 = llvm.mlir.constant(1 : index) : i64
    %1632 = llvm.mlir.zero : !llvm.ptr
    %1633 = llvm.getelementptr %1632[%1630] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1634 = llvm.ptrtoint %1633 : !llvm.ptr to i64
    %1635 = llvm.mlir.addressof @__constant_64xf32_71 : !llvm.ptr
    %1636 = llvm.getelementptr %1635[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %1637 = llvm.mlir.constant(3735928559 : index) : i64
    %1638 = llvm.inttoptr %1637 : i64 to !llvm.ptr
    %1639 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1640 = llvm.insertvalue %1638, %1639[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1641 = llvm.insertvalue %1636, %1640[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1642 = llvm.mlir.constant(0 : index) : i64
    %1643 = llvm.insertvalue %1642, %1641[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1644 = llvm.insertvalue %1630, %1643[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1645 = llvm.insertvalue %1631, %1644[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1646 = llvm.mlir.constant(64 : index) : i64
    %1647 = llvm.mlir.constant(1 : index) : i64
    %1648 = llvm.mlir.zero : !llvm.ptr
    %1649 = llvm.getelementptr %1648[%1646] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1650 = llvm.ptrtoint %1649 : !llvm.ptr to i64
    %1651 = llvm.mlir.addressof @__constant_64xf32_72 : !llvm.ptr
    %1652 = llvm.getelementptr %1651[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %1653 = llvm.mlir.constant(3735928559 : index) : i64
    %1654 = llvm.inttoptr %1653 : i64 to !llvm.ptr
    %1655 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1656 = llvm.insertvalue %1654, %1655[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1657 = llvm.insertvalue %1652, %1656[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1658 = llvm.mlir.constant(0 : index) : i64
    %1659 = llvm.insertvalue %1658, %1657[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1660 = llvm.insertvalue %1646, %1659[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1661 = llvm.insertvalue %1647, %1660[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1662 = llvm.mlir.constant(64 : index) : i64
    %1663 = llvm.mlir.constant(1 : index) : i64
    %1664 = llvm.mlir.zero : !llvm.ptr
    %1665 = llvm.getelementptr %1664[%1662] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1666 = llvm.ptrtoint %1665 : !llvm.ptr to i64
    %1667 = llvm.mlir.addressof @__constant_64xf32_73 : !llvm.ptr
    %1668 = llvm.getelementptr %1667[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %1669 = llvm.mlir.constant(3735928559 : index) : i64
    %1670 = llvm.inttoptr %1669 : i64 to !llvm.ptr
    %1671 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1672 = llvm.insertvalue %1670, %1671[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1673 = llvm.insertvalue %1668, %1672[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1674 = llvm.mlir.constant(0 : index) : i64
    %1675 = llvm.insertvalue %1674, %1673[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1676 = llvm.insertvalue %1662, %1675[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1677 = llvm.insertvalue %1663, %1676[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1678 = llvm.mlir.constant(64 : index) : i64
    %1679 = llvm.mlir.constant(1 : index) : i64
    %1680 = llvm.mlir.zero : !llvm.ptr
    %1681 = llvm.getelementptr %1680[%1678] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1682 = llvm.ptrtoint %1681 : !llvm.ptr to i64
    %1683 = llvm.mlir.addressof @__constant_64xf32_74 : !llvm.ptr
    %1684 = llvm.getelementptr %1683[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %1685 = llvm.mlir.constant(3735928559 : index) : i64
    %1686 = llvm.inttoptr %1685 : i64 to !llvm.ptr
    %1687 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1688 = llvm.insertvalue %1686, %1687[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1689 = llvm.insertvalue %1684, %1688[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1690 = llvm.mlir.constant(0 : index) : i64
    %1691 = llvm.insertvalue %1690, %1689[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1692 = llvm.insertvalue %1678, %1691[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1693 = llvm.insertvalue %1679, %1692[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1694 = llvm.mlir.constant(64 : index) : i64
    %1695 = llvm.mlir.constant(64 : index) : i64
    %1696 = llvm.mlir.constant(3 : index) : i64
    %1697 = llvm.mlir.constant(3 : index) : i64
    %1698 = llvm.mlir.constant(1 : index) : i64
    %1699 = llvm.mlir.constant(9 : index) : i64
    %1700 = llvm.mlir.constant(576 : index) : i64
    %1701 = llvm.mlir.constant(36864 : index) : i64
    %1702 = llvm.mlir.zero : !llvm.ptr
    %1703 = llvm.getelementptr %1702[%1701] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1704 = llvm.ptrtoint %1703 : !llvm.ptr to i64
    %1705 = llvm.mlir.addressof @__constant_64x64x3x3xf32_75 : !llvm.ptr
    %1706 = llvm.getelementptr %1705[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<64 x array<3 x array<3 x f32>>>>
    %1707 = llvm.mlir.constant(3735928559 : index) : i64
    %1708 = llvm.inttoptr %1707 : i64 to !llvm.ptr
    %1709 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1710 = llvm.insertvalue %1708, %1709[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1711 = llvm.insertvalue %1706, %1710[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1712 = llvm.mlir.constant(0 : index) : i64
    %1713 = llvm.insertvalue %1712, %1711[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1714 = llvm.insertvalue %1694, %1713[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1715 = llvm.insertvalue %1695, %1714[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1716 = llvm.insertvalue %1696, %1715[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1717 = llvm.insertvalue %1697, %1716[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1718 = llvm.insertvalue %1700, %1717[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1719 = llvm.insertvalue %1699, %1718[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1720 = llvm.insertvalue %1697, %1719[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1721 = llvm.insertvalue %1698, %1720[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1722 = llvm.mlir.constant(64 : index) : i64
    %1723 = llvm.mlir.constant(1 : index) : i64
    %1724 = llvm.mlir.zero : !llvm.ptr
    %1725 = llvm.getelementptr %1724[%1722] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1726 = llvm.ptrtoint %1725 : !llvm.ptr to i64
    %1727 = llvm.mlir.addressof @__constant_64xf32_76 : !llvm.ptr
    %1728 = llvm.getelementptr %1727[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %1729 = llvm.mlir.constant(3735928559 : index) : i64
    %1730 = llvm.inttoptr %1729 : i64 to !llvm.ptr
    %1731 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1732 = llvm.insertvalue %1730, %1731[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1733 = llvm.insertvalue %1728, %1732[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1734 = llvm.mlir.constant(0 : index) : i64
    %1735 = llvm.insertvalue %1734, %1733[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1736 = llvm.insertvalue %1722, %1735[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1737 = llvm.insertvalue %1723, %1736[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1738 = llvm.mlir.constant(64 : index) : i64
    %1739 = llvm.mlir.constant(1 : index) : i64
    %1740 = llvm.mlir.zero : !llvm.ptr
    %1741 = llvm.getelementptr %1740[%1738] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1742 = llvm.ptrtoint %1741 : !llvm.ptr to i64
    %1743 = llvm.mlir.addressof @__constant_64xf32_77 : !llvm.ptr
    %1744 = llvm.getelementptr %1743[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %1745 = llvm.mlir.constant(3735928559 : index) : i64
    %1746 = llvm.inttoptr %1745 : i64 to !llvm.ptr
    %1747 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1748 = llvm.insertvalue %1746, %1747[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1749 = llvm.insertvalue %1744, %1748[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1750 = llvm.mlir.constant(0 : index) : i64
    %1751 = llvm.insertvalue %1750, %1749[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1752 = llvm.insertvalue %1738, %1751[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1753 = llvm.insertvalue %1739, %1752[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1754 = llvm.mlir.constant(64 : index) : i64
    %1755 = llvm.mlir.constant(1 : index) : i64
    %1756 = llvm.mlir.zero : !llvm.ptr
    %1757 = llvm.getelementptr %1756[%1754] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1758 = llvm.ptrtoint %1757 : !llvm.ptr to i64
    %1759 = llvm.mlir.addressof @__constant_64xf32_78 : !llvm.ptr
    %1760 = llvm.getelementptr %1759[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %1761 = llvm.mlir.constant(3735928559 : index) : i64
    %1762 = llvm.inttoptr %1761 : i64 to !llvm.ptr
    %1763 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1764 = llvm.insertvalue %1762, %1763[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1765 = llvm.insertvalue %1760, %1764[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1766 = llvm.mlir.constant(0 : index) : i64
    %1767 = llvm.insertvalue %1766, %1765[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1768 = llvm.insertvalue %1754, %1767[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1769 = llvm.insertvalue %1755, %1768[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1770 = llvm.mlir.constant(64 : index) : i64
    %1771 = llvm.mlir.constant(1 : index) : i64
    %1772 = llvm.mlir.zero : !llvm.ptr
    %1773 = llvm.getelementptr %1772[%1770] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1774 = llvm.ptrtoint %1773 : !llvm.ptr to i64
    %1775 = llvm.mlir.addressof @__constant_64xf32_79 : !llvm.ptr
    %1776 = llvm.getelementptr %1775[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %1777 = llvm.mlir.constant(3735928559 : index) : i64
    %1778 = llvm.inttoptr %1777 : i64 to !llvm.ptr
    %1779 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1780 = llvm.insertvalue %1778, %1779[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1781 = llvm.insertvalue %1776, %1780[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1782 = llvm.mlir.constant(0 : index) : i64
    %1783 = llvm.insertvalue %1782, %1781[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1784 = llvm.insertvalue %1770, %1783[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1785 = llvm.insertvalue %1771, %1784[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1786 = llvm.mlir.constant(64 : index) : i64
    %1787 = llvm.mlir.constant(64 : index) : i64
    %1788 = llvm.mlir.constant(3 : index) : i64
    %1789 = llvm.mlir.constant(3 : index) : i64
    %1790 = llvm.mlir.constant(1 : index) : i64
    %1791 = llvm.mlir.constant(9 : index) : i64
    %1792 = llvm.mlir.constant(576 : index) : i64
    %1793 = llvm.mlir.constant(36864 : index) : i64
    %1794 = llvm.mlir.zero : !llvm.ptr
    %1795 = llvm.getelementptr %1794[%1793] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1796 = llvm.ptrtoint %1795 : !llvm.ptr to i64
    %1797 = llvm.mlir.addressof @__constant_64x64x3x3xf32_80 : !llvm.ptr
    %1798 = llvm.getelementptr %1797[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<64 x array<3 x array<3 x f32>>>>
    %1799 = llvm.mlir.constant(3735928559 : index) : i64
    %1800 = llvm.inttoptr %1799 : i64 to !llvm.ptr
    %1801 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1802 = llvm.insertvalue %1800, %1801[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1803 = llvm.insertvalue %1798, %1802[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1804 = llvm.mlir.constant(0 : index) : i64
    %1805 = llvm.insertvalue %1804, %1803[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1806 = llvm.insertvalue %1786, %1805[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1807 = llvm.insertvalue %1787, %1806[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1808 = llvm.insertvalue %1788, %1807[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1809 = llvm.insertvalue %1789, %1808[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1810 = llvm.insertvalue %1792, %1809[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1811 = llvm.insertvalue %1791, %1810[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1812 = llvm.insertvalue %1789, %1811[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1813 = llvm.insertvalue %1790, %1812[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1814 = llvm.mlir.constant(64 : index) : i64
    %1815 = llvm.mlir.constant(1 : index) : i64
    %1816 = llvm.mlir.zero : !llvm.ptr
    %1817 = llvm.getelementptr %1816[%1814] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1818 = llvm.ptrtoint %1817 : !llvm.ptr to i64
    %1819 = llvm.mlir.addressof @__constant_64xf32_81 : !llvm.ptr
    %1820 = llvm.getelementptr %1819[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %1821 = llvm.mlir.constant(3735928559 : index) : i64
    %1822 = llvm.inttoptr %1821 : i64 to !llvm.ptr
    %1823 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1824 = llvm.insertvalue %1822, %1823[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1825 = llvm.insertvalue %1820, %1824[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1826 = llvm.mlir.constant(0 : index) : i64
    %1827 = llvm.insertvalue %1826, %1825[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1828 = llvm.insertvalue %1814, %1827[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1829 = llvm.insertvalue %1815, %1828[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1830 = llvm.mlir.constant(64 : index) : i64
    %1831 = llvm.mlir.constant(1 : index) : i64
    %1832 = llvm.mlir.zero : !llvm.ptr
    %1833 = llvm.getelementptr %1832[%1830] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1834 = llvm.ptrtoint %1833 : !llvm.ptr to i64
    %1835 = llvm.mlir.addressof @__constant_64xf32_82 : !llvm.ptr
    %1836 = llvm.getelementptr %1835[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %1837 = llvm.mlir.constant(3735928559 : index) : i64
    %1838 = llvm.inttoptr %1837 : i64 to !llvm.ptr
    %1839 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1840 = llvm.insertvalue %1838, %1839[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1841 = llvm.insertvalue %1836, %1840[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1842 = llvm.mlir.constant(0 : index) : i64
    %1843 = llvm.insertvalue %1842, %1841[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1844 = llvm.insertvalue %1830, %1843[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1845 = llvm.insertvalue %1831, %1844[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1846 = llvm.mlir.constant(64 : index) : i64
    %1847 = llvm.mlir.constant(1 : index) : i64
    %1848 = llvm.mlir.zero : !llvm.ptr
    %1849 = llvm.getelementptr %1848[%1846] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1850 = llvm.ptrtoint %1849 : !llvm.ptr to i64
    %1851 = llvm.mlir.addressof @__constant_64xf32_83 : !llvm.ptr
    %1852 = llvm.getelementptr %1851[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %1853 = llvm.mlir.constant(3735928559 : index) : i64
    %1854 = llvm.inttoptr %1853 : i64 to !llvm.ptr
    %1855 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1856 = llvm.insertvalue %1854, %1855[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1857 = llvm.insertvalue %1852, %1856[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1858 = llvm.mlir.constant(0 : index) : i64
    %1859 = llvm.insertvalue %1858, %1857[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1860 = llvm.insertvalue %1846, %1859[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1861 = llvm.insertvalue %1847, %1860[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1862 = llvm.mlir.constant(64 : index) : i64
    %1863 = llvm.mlir.constant(1 : index) : i64
    %1864 = llvm.mlir.zero : !llvm.ptr
    %1865 = llvm.getelementptr %1864[%1862] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1866 = llvm.ptrtoint %1865 : !llvm.ptr to i64
    %1867 = llvm.mlir.addressof @__constant_64xf32_84 : !llvm.ptr
    %1868 = llvm.getelementptr %1867[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %1869 = llvm.mlir.constant(3735928559 : index) : i64
    %1870 = llvm.inttoptr %1869 : i64 to !llvm.ptr
    %1871 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1872 = llvm.insertvalue %1870, %1871[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1873 = llvm.insertvalue %1868, %1872[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1874 = llvm.mlir.constant(0 : index) : i64
    %1875 = llvm.insertvalue %1874, %1873[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1876 = llvm.insertvalue %1862, %1875[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1877 = llvm.insertvalue %1863, %1876[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1878 = llvm.mlir.constant(64 : index) : i64
    %1879 = llvm.mlir.constant(3 : index) : i64
    %1880 = llvm.mlir.constant(7 : index) : i64
    %1881 = llvm.mlir.constant(7 : index) : i64
    %1882 = llvm.mlir.constant(1 : index) : i64
    %1883 = llvm.mlir.constant(49 : index) : i64
    %1884 = llvm.mlir.constant(147 : index) : i64
    %1885 = llvm.mlir.constant(9408 : index) : i64
    %1886 = llvm.mlir.zero : !llvm.ptr
    %1887 = llvm.getelementptr %1886[%1885] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1888 = llvm.ptrtoint %1887 : !llvm.ptr to i64
    %1889 = llvm.mlir.addressof @__constant_64x3x7x7xf32 : !llvm.ptr
    %1890 = llvm.getelementptr %1889[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<3 x array<7 x array<7 x f32>>>>
    %1891 = llvm.mlir.constant(3735928559 : index) : i64
    %1892 = llvm.inttoptr %1891 : i64 to !llvm.ptr
    %1893 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1894 = llvm.insertvalue %1892, %1893[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1895 = llvm.insertvalue %1890, %1894[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1896 = llvm.mlir.constant(0 : index) : i64
    %1897 = llvm.insertvalue %1896, %1895[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1898 = llvm.insertvalue %1878, %1897[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1899 = llvm.insertvalue %1879, %1898[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1900 = llvm.insertvalue %1880, %1899[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1901 = llvm.insertvalue %1881, %1900[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1902 = llvm.insertvalue %1884, %1901[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1903 = llvm.insertvalue %1883, %1902[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1904 = llvm.insertvalue %1881, %1903[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1905 = llvm.insertvalue %1882, %1904[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1906 = llvm.mlir.constant(1 : index) : i64
    %1907 = llvm.mlir.constant(3 : index) : i64
    %1908 = llvm.mlir.constant(70 : index) : i64
    %1909 = llvm.mlir.constant(70 : index) : i64
    %1910 = llvm.mlir.constant(1 : index) : i64
    %1911 = llvm.mlir.constant(4900 : index) : i64
    %1912 = llvm.mlir.constant(14700 : index) : i64
    %1913 = llvm.mlir.constant(14700 : index) : i64
    %1914 = llvm.mlir.zero : !llvm.ptr
    %1915 = llvm.getelementptr %1914[%1913] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1916 = llvm.ptrtoint %1915 : !llvm.ptr to i64
    %1917 = llvm.mlir.constant(64 : index) : i64
    %1918 = llvm.add %1916, %1917 : i64
    %1919 = llvm.call @malloc(%1918) : (i64) -> !llvm.ptr
    %1920 = llvm.ptrtoint %1919 : !llvm.ptr to i64
    %1921 = llvm.mlir.constant(1 : index) : i64
    %1922 = llvm.sub %1917, %1921 : i64
    %1923 = llvm.add %1920, %1922 : i64
    %1924 = llvm.urem %1923, %1917 : i64
    %1925 = llvm.sub %1923, %1924 : i64
    %1926 = llvm.inttoptr %1925 : i64 to !llvm.ptr
    %1927 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1928 = llvm.insertvalue %1919, %1927[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1929 = llvm.insertvalue %1926, %1928[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1930 = llvm.mlir.constant(0 : index) : i64
    %1931 = llvm.insertvalue %1930, %1929[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1932 = llvm.insertvalue %1906, %1931[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1933 = llvm.insertvalue %1907, %1932[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1934 = llvm.insertvalue %1908, %1933[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1935 = llvm.insertvalue %1909, %1934[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1936 = llvm.insertvalue %1912, %1935[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1937 = llvm.insertvalue %1911, %1936[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1938 = llvm.insertvalue %1909, %1937[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1939 = llvm.insertvalue %1910, %1938[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1(%30 : i64)
  ^bb1(%1940: i64):  // 2 preds: ^bb0, ^bb11
    %1941 = llvm.icmp "slt" %1940, %29 : i64
    llvm.cond_br %1941, ^bb2, ^bb12
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%30 : i64)
  ^bb3(%1942: i64):  // 2 preds: ^bb2, ^bb10
    %1943 = llvm.icmp "slt" %1942, %28 : i64
    llvm.cond_br %1943, ^bb4, ^bb11
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%30 : i64)
  ^bb5(%1944: i64):  // 2 preds: ^bb4, ^bb9
    %1945 = llvm.icmp "slt" %1944, %27 : i64
    llvm.cond_br %1945, ^bb6, ^bb10
  ^bb6:  // pred: ^bb5
    llvm.br ^bb7(%30 : i64)
  ^bb7(%1946: i64):  // 2 preds: ^bb6, ^bb8
    %1947 = llvm.icmp "slt" %1946, %27 : i64
    llvm.cond_br %1947, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %1948 = llvm.extractvalue %1939[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1949 = llvm.mlir.constant(14700 : index) : i64
    %1950 = llvm.mul %1940, %1949 overflow<nsw, nuw> : i64
    %1951 = llvm.mlir.constant(4900 : index) : i64
    %1952 = llvm.mul %1942, %1951 overflow<nsw, nuw> : i64
    %1953 = llvm.add %1950, %1952 overflow<nsw, nuw> : i64
    %1954 = llvm.mlir.constant(70 : index) : i64
    %1955 = llvm.mul %1944, %1954 overflow<nsw, nuw> : i64
    %1956 = llvm.add %1953, %1955 overflow<nsw, nuw> : i64
    %1957 = llvm.add %1956, %1946 overflow<nsw, nuw> : i64
    %1958 = llvm.getelementptr inbounds|nuw %1948[%1957] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %1958 : f32, !llvm.ptr
    %1959 = llvm.add %1946, %29 : i64
    llvm.br ^bb7(%1959 : i64)
  ^bb9:  // pred: ^bb7
    %1960 = llvm.add %1944, %29 : i64
    llvm.br ^bb5(%1960 : i64)
  ^bb10:  // pred: ^bb5
    %1961 = llvm.add %1942, %29 : i64
    llvm.br ^bb3(%1961 : i64)
  ^bb11:  // pred: ^bb3
    %1962 = llvm.add %1940, %29 : i64
    llvm.br ^bb1(%1962 : i64)
  ^bb12:  // pred: ^bb1
    %1963 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1964 = llvm.extractvalue %1939[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1965 = llvm.extractvalue %1939[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1966 = llvm.insertvalue %1964, %1963[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1967 = llvm.insertvalue %1965, %1966[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1968 = llvm.mlir.constant(213 : index) : i64
    %1969 = llvm.insertvalue %1968, %1967[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1970 = llvm.mlir.constant(1 : index) : i64
    %1971 = llvm.insertvalue %1970, %1969[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1972 = llvm.mlir.constant(14700 : index) : i64
    %1973 = llvm.insertvalue %1972, %1971[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1974 = llvm.mlir.constant(3 : index) : i64
    %1975 = llvm.insertvalue %1974, %1973[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1976 = llvm.mlir.constant(4900 : index) : i64
    %1977 = llvm.insertvalue %1976, %1975[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1978 = llvm.mlir.constant(64 : index) : i64
    %1979 = llvm.insertvalue %1978, %1977[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1980 = llvm.mlir.constant(70 : index) : i64
    %1981 = llvm.insertvalue %1980, %1979[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1982 = llvm.mlir.constant(64 : index) : i64
    %1983 = llvm.insertvalue %1982, %1981[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1984 = llvm.mlir.constant(1 : index) : i64
    %1985 = llvm.insertvalue %1984, %1983[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb13(%30 : i64)
  ^bb13(%1986: i64):  // 2 preds: ^bb12, ^bb23
    %1987 = llvm.icmp "slt" %1986, %29 : i64
    llvm.cond_br %1987, ^bb14, ^bb24
  ^bb14:  // pred: ^bb13
    llvm.br ^bb15(%30 : i64)
  ^bb15(%1988: i64):  // 2 preds: ^bb14, ^bb22
    %1989 = llvm.icmp "slt" %1988, %28 : i64
    llvm.cond_br %1989, ^bb16, ^bb23
  ^bb16:  // pred: ^bb15
    llvm.br ^bb17(%30 : i64)
  ^bb17(%1990: i64):  // 2 preds: ^bb16, ^bb21
    %1991 = llvm.icmp "slt" %1990, %26 : i64
    llvm.cond_br %1991, ^bb18, ^bb22
  ^bb18:  // pred: ^bb17
    llvm.br ^bb19(%30 : i64)
  ^bb19(%1992: i64):  // 2 preds: ^bb18, ^bb20
    %1993 = llvm.icmp "slt" %1992, %26 : i64
    llvm.cond_br %1993, ^bb20, ^bb21
  ^bb20:  // pred: ^bb19
    %1994 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1995 = llvm.mlir.constant(12288 : index) : i64
    %1996 = llvm.mul %1986, %1995 overflow<nsw, nuw> : i64
    %1997 = llvm.mlir.constant(4096 : index) : i64
    %1998 = llvm.mul %1988, %1997 overflow<nsw, nuw> : i64
    %1999 = llvm.add %1996, %1998 overflow<nsw, nuw> : i64
    %2000 = llvm.mlir.constant(64 : index) : i64
    %2001 = llvm.mul %1990, %2000 overflow<nsw, nuw> : i64
    %2002 = llvm.add %1999, %2001 overflow<nsw, nuw> : i64
    %2003 = llvm.add %2002, %1992 overflow<nsw, nuw> : i64
    %2004 = llvm.getelementptr inbounds|nuw %1994[%2003] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2005 = llvm.load %2004 : !llvm.ptr -> f32
    %2006 = llvm.extractvalue %1985[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2007 = llvm.mlir.constant(213 : index) : i64
    %2008 = llvm.getelementptr %2006[%2007] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2009 = llvm.mlir.constant(14700 : index) : i64
    %2010 = llvm.mul %1986, %2009 overflow<nsw, nuw> : i64
    %2011 = llvm.mlir.constant(4900 : index) : i64
    %2012 = llvm.mul %1988, %2011 overflow<nsw, nuw> : i64
    %2013 = llvm.add %2010, %2012 overflow<nsw, nuw> : i64
    %2014 = llvm.mlir.constant(70 : index) : i64
    %2015 = llvm.mul %1990, %2014 overflow<nsw, nuw> : i64
    %2016 = llvm.add %2013, %2015 overflow<nsw, nuw> : i64
    %2017 = llvm.add %2016, %1992 overflow<nsw, nuw> : i64
    %2018 = llvm.getelementptr inbounds|nuw %2008[%2017] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2005, %2018 : f32, !llvm.ptr
    %2019 = llvm.add %1992, %29 : i64
    llvm.br ^bb19(%2019 : i64)
  ^bb21:  // pred: ^bb19
    %2020 = llvm.add %1990, %29 : i64
    llvm.br ^bb17(%2020 : i64)
  ^bb22:  // pred: ^bb17
    %2021 = llvm.add %1988, %29 : i64
    llvm.br ^bb15(%2021 : i64)
  ^bb23:  // pred: ^bb15
    %2022 = llvm.add %1986, %29 : i64
    llvm.br ^bb13(%2022 : i64)
  ^bb24:  // pred: ^bb13
    %2023 = llvm.mlir.constant(1 : index) : i64
    %2024 = llvm.mlir.constant(64 : index) : i64
    %2025 = llvm.mlir.constant(32 : index) : i64
    %2026 = llvm.mlir.constant(32 : index) : i64
    %2027 = llvm.mlir.constant(1 : index) : i64
    %2028 = llvm.mlir.constant(1024 : index) : i64
    %2029 = llvm.mlir.constant(65536 : index) : i64
    %2030 = llvm.mlir.constant(65536 : index) : i64
    %2031 = llvm.mlir.zero : !llvm.ptr
    %2032 = llvm.getelementptr %2031[%2030] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2033 = llvm.ptrtoint %2032 : !llvm.ptr to i64
    %2034 = llvm.mlir.constant(64 : index) : i64
    %2035 = llvm.add %2033, %2034 : i64
    %2036 = llvm.call @malloc(%2035) : (i64) -> !llvm.ptr
    %2037 = llvm.ptrtoint %2036 : !llvm.ptr to i64
    %2038 = llvm.mlir.constant(1 : index) : i64
    %2039 = llvm.sub %2034, %2038 : i64
    %2040 = llvm.add %2037, %2039 : i64
    %2041 = llvm.urem %2040, %2034 : i64
    %2042 = llvm.sub %2040, %2041 : i64
    %2043 = llvm.inttoptr %2042 : i64 to !llvm.ptr
    %2044 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2045 = llvm.insertvalue %2036, %2044[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2046 = llvm.insertvalue %2043, %2045[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2047 = llvm.mlir.constant(0 : index) : i64
    %2048 = llvm.insertvalue %2047, %2046[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2049 = llvm.insertvalue %2023, %2048[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2050 = llvm.insertvalue %2024, %2049[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2051 = llvm.insertvalue %2025, %2050[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2052 = llvm.insertvalue %2026, %2051[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2053 = llvm.insertvalue %2029, %2052[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2054 = llvm.insertvalue %2028, %2053[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2055 = llvm.insertvalue %2026, %2054[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2056 = llvm.insertvalue %2027, %2055[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb25(%30 : i64)
  ^bb25(%2057: i64):  // 2 preds: ^bb24, ^bb35
    %2058 = llvm.icmp "slt" %2057, %29 : i64
    llvm.cond_br %2058, ^bb26, ^bb36
  ^bb26:  // pred: ^bb25
    llvm.br ^bb27(%30 : i64)
  ^bb27(%2059: i64):  // 2 preds: ^bb26, ^bb34
    %2060 = llvm.icmp "slt" %2059, %26 : i64
    llvm.cond_br %2060, ^bb28, ^bb35
  ^bb28:  // pred: ^bb27
    llvm.br ^bb29(%30 : i64)
  ^bb29(%2061: i64):  // 2 preds: ^bb28, ^bb33
    %2062 = llvm.icmp "slt" %2061, %25 : i64
    llvm.cond_br %2062, ^bb30, ^bb34
  ^bb30:  // pred: ^bb29
    llvm.br ^bb31(%30 : i64)
  ^bb31(%2063: i64):  // 2 preds: ^bb30, ^bb32
    %2064 = llvm.icmp "slt" %2063, %25 : i64
    llvm.cond_br %2064, ^bb32, ^bb33
  ^bb32:  // pred: ^bb31
    %2065 = llvm.extractvalue %2056[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2066 = llvm.mlir.constant(65536 : index) : i64
    %2067 = llvm.mul %2057, %2066 overflow<nsw, nuw> : i64
    %2068 = llvm.mlir.constant(1024 : index) : i64
    %2069 = llvm.mul %2059, %2068 overflow<nsw, nuw> : i64
    %2070 = llvm.add %2067, %2069 overflow<nsw, nuw> : i64
    %2071 = llvm.mlir.constant(32 : index) : i64
    %2072 = llvm.mul %2061, %2071 overflow<nsw, nuw> : i64
    %2073 = llvm.add %2070, %2072 overflow<nsw, nuw> : i64
    %2074 = llvm.add %2073, %2063 overflow<nsw, nuw> : i64
    %2075 = llvm.getelementptr inbounds|nuw %2065[%2074] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %2075 : f32, !llvm.ptr
    %2076 = llvm.add %2063, %29 : i64
    llvm.br ^bb31(%2076 : i64)
  ^bb33:  // pred: ^bb31
    %2077 = llvm.add %2061, %29 : i64
    llvm.br ^bb29(%2077 : i64)
  ^bb34:  // pred: ^bb29
    %2078 = llvm.add %2059, %29 : i64
    llvm.br ^bb27(%2078 : i64)
  ^bb35:  // pred: ^bb27
    %2079 = llvm.add %2057, %29 : i64
    llvm.br ^bb25(%2079 : i64)
  ^bb36:  // pred: ^bb25
    llvm.br ^bb37(%30 : i64)
  ^bb37(%2080: i64):  // 2 preds: ^bb36, ^bb56
    %2081 = llvm.icmp "slt" %2080, %29 : i64
    llvm.cond_br %2081, ^bb38, ^bb57
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%30 : i64)
  ^bb39(%2082: i64):  // 2 preds: ^bb38, ^bb55
    %2083 = llvm.icmp "slt" %2082, %26 : i64
    llvm.cond_br %2083, ^bb40, ^bb56
  ^bb40:  // pred: ^bb39
    llvm.br ^bb41(%30 : i64)
  ^bb41(%2084: i64):  // 2 preds: ^bb40, ^bb54
    %2085 = llvm.icmp "slt" %2084, %25 : i64
    llvm.cond_br %2085, ^bb42, ^bb55
  ^bb42:  // pred: ^bb41
    llvm.br ^bb43(%30 : i64)
  ^bb43(%2086: i64):  // 2 preds: ^bb42, ^bb53
    %2087 = llvm.icmp "slt" %2086, %25 : i64
    llvm.cond_br %2087, ^bb44, ^bb54
  ^bb44:  // pred: ^bb43
    llvm.br ^bb45(%30 : i64)
  ^bb45(%2088: i64):  // 2 preds: ^bb44, ^bb52
    %2089 = llvm.icmp "slt" %2088, %28 : i64
    llvm.cond_br %2089, ^bb46, ^bb53
  ^bb46:  // pred: ^bb45
    llvm.br ^bb47(%30 : i64)
  ^bb47(%2090: i64):  // 2 preds: ^bb46, ^bb51
    %2091 = llvm.icmp "slt" %2090, %24 : i64
    llvm.cond_br %2091, ^bb48, ^bb52
  ^bb48:  // pred: ^bb47
    llvm.br ^bb49(%30 : i64)
  ^bb49(%2092: i64):  // 2 preds: ^bb48, ^bb50
    %2093 = llvm.icmp "slt" %2092, %24 : i64
    llvm.cond_br %2093, ^bb50, ^bb51
  ^bb50:  // pred: ^bb49
    %2094 = llvm.mul %2084, %13 overflow<nsw> : i64
    %2095 = llvm.add %2094, %2090 : i64
    %2096 = llvm.mul %2086, %13 overflow<nsw> : i64
    %2097 = llvm.add %2096, %2092 : i64
    %2098 = llvm.extractvalue %1939[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2099 = llvm.mlir.constant(14700 : index) : i64
    %2100 = llvm.mul %2080, %2099 overflow<nsw, nuw> : i64
    %2101 = llvm.mlir.constant(4900 : index) : i64
    %2102 = llvm.mul %2088, %2101 overflow<nsw, nuw> : i64
    %2103 = llvm.add %2100, %2102 overflow<nsw, nuw> : i64
    %2104 = llvm.mlir.constant(70 : index) : i64
    %2105 = llvm.mul %2095, %2104 overflow<nsw, nuw> : i64
    %2106 = llvm.add %2103, %2105 overflow<nsw, nuw> : i64
    %2107 = llvm.add %2106, %2097 overflow<nsw, nuw> : i64
    %2108 = llvm.getelementptr inbounds|nuw %2098[%2107] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2109 = llvm.load %2108 : !llvm.ptr -> f32
    %2110 = llvm.extractvalue %1905[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2111 = llvm.mlir.constant(147 : index) : i64
    %2112 = llvm.mul %2082, %2111 overflow<nsw, nuw> : i64
    %2113 = llvm.mlir.constant(49 : index) : i64
    %2114 = llvm.mul %2088, %2113 overflow<nsw, nuw> : i64
    %2115 = llvm.add %2112, %2114 overflow<nsw, nuw> : i64
    %2116 = llvm.mlir.constant(7 : index) : i64
    %2117 = llvm.mul %2090, %2116 overflow<nsw, nuw> : i64
    %2118 = llvm.add %2115, %2117 overflow<nsw, nuw> : i64
    %2119 = llvm.add %2118, %2092 overflow<nsw, nuw> : i64
    %2120 = llvm.getelementptr inbounds|nuw %2110[%2119] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2121 = llvm.load %2120 : !llvm.ptr -> f32
    %2122 = llvm.extractvalue %2056[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2123 = llvm.mlir.constant(65536 : index) : i64
    %2124 = llvm.mul %2080, %2123 overflow<nsw, nuw> : i64
    %2125 = llvm.mlir.constant(1024 : index) : i64
    %2126 = llvm.mul %2082, %2125 overflow<nsw, nuw> : i64
    %2127 = llvm.add %2124, %2126 overflow<nsw, nuw> : i64
    %2128 = llvm.mlir.constant(32 : index) : i64
    %2129 = llvm.mul %2084, %2128 overflow<nsw, nuw> : i64
    %2130 = llvm.add %2127, %2129 overflow<nsw, nuw> : i64
    %2131 = llvm.add %2130, %2086 overflow<nsw, nuw> : i64
    %2132 = llvm.getelementptr inbounds|nuw %2122[%2131] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2133 = llvm.load %2132 : !llvm.ptr -> f32
    %2134 = llvm.fmul %2109, %2121 : f32
    %2135 = llvm.fadd %2133, %2134 : f32
    %2136 = llvm.extractvalue %2056[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2137 = llvm.mlir.constant(65536 : index) : i64
    %2138 = llvm.mul %2080, %2137 overflow<nsw, nuw> : i64
    %2139 = llvm.mlir.constant(1024 : index) : i64
    %2140 = llvm.mul %2082, %2139 overflow<nsw, nuw> : i64
    %2141 = llvm.add %2138, %2140 overflow<nsw, nuw> : i64
    %2142 = llvm.mlir.constant(32 : index) : i64
    %2143 = llvm.mul %2084, %2142 overflow<nsw, nuw> : i64
    %2144 = llvm.add %2141, %2143 overflow<nsw, nuw> : i64
    %2145 = llvm.add %2144, %2086 overflow<nsw, nuw> : i64
    %2146 = llvm.getelementptr inbounds|nuw %2136[%2145] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2135, %2146 : f32, !llvm.ptr
    %2147 = llvm.add %2092, %29 : i64
    llvm.br ^bb49(%2147 : i64)
  ^bb51:  // pred: ^bb49
    %2148 = llvm.add %2090, %29 : i64
    llvm.br ^bb47(%2148 : i64)
  ^bb52:  // pred: ^bb47
    %2149 = llvm.add %2088, %29 : i64
    llvm.br ^bb45(%2149 : i64)
  ^bb53:  // pred: ^bb45
    %2150 = llvm.add %2086, %29 : i64
    llvm.br ^bb43(%2150 : i64)
  ^bb54:  // pred: ^bb43
    %2151 = llvm.add %2084, %29 : i64
    llvm.br ^bb41(%2151 : i64)
  ^bb55:  // pred: ^bb41
    %2152 = llvm.add %2082, %29 : i64
    llvm.br ^bb39(%2152 : i64)
  ^bb56:  // pred: ^bb39
    %2153 = llvm.add %2080, %29 : i64
    llvm.br ^bb37(%2153 : i64)
  ^bb57:  // pred: ^bb37
    %2154 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2155 = llvm.extractvalue %1861[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2156 = llvm.extractvalue %1861[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2157 = llvm.insertvalue %2155, %2154[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2158 = llvm.insertvalue %2156, %2157[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2159 = llvm.mlir.constant(0 : index) : i64
    %2160 = llvm.insertvalue %2159, %2158[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2161 = llvm.mlir.constant(64 : index) : i64
    %2162 = llvm.insertvalue %2161, %2160[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2163 = llvm.mlir.constant(1 : index) : i64
    %2164 = llvm.insertvalue %2163, %2162[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2165 = llvm.mlir.constant(1 : index) : i64
    %2166 = llvm.insertvalue %2165, %2164[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2167 = llvm.mlir.constant(1 : index) : i64
    %2168 = llvm.insertvalue %2167, %2166[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2169 = llvm.mlir.constant(1 : index) : i64
    %2170 = llvm.insertvalue %2169, %2168[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2171 = llvm.mlir.constant(1 : index) : i64
    %2172 = llvm.insertvalue %2171, %2170[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2173 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2174 = llvm.extractvalue %1877[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2175 = llvm.extractvalue %1877[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2176 = llvm.insertvalue %2174, %2173[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2177 = llvm.insertvalue %2175, %2176[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2178 = llvm.mlir.constant(0 : index) : i64
    %2179 = llvm.insertvalue %2178, %2177[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2180 = llvm.mlir.constant(64 : index) : i64
    %2181 = llvm.insertvalue %2180, %2179[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2182 = llvm.mlir.constant(1 : index) : i64
    %2183 = llvm.insertvalue %2182, %2181[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2184 = llvm.mlir.constant(1 : index) : i64
    %2185 = llvm.insertvalue %2184, %2183[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2186 = llvm.mlir.constant(1 : index) : i64
    %2187 = llvm.insertvalue %2186, %2185[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2188 = llvm.mlir.constant(1 : index) : i64
    %2189 = llvm.insertvalue %2188, %2187[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2190 = llvm.mlir.constant(1 : index) : i64
    %2191 = llvm.insertvalue %2190, %2189[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2192 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2193 = llvm.extractvalue %1845[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2194 = llvm.extractvalue %1845[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2195 = llvm.insertvalue %2193, %2192[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2196 = llvm.insertvalue %2194, %2195[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2197 = llvm.mlir.constant(0 : index) : i64
    %2198 = llvm.insertvalue %2197, %2196[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2199 = llvm.mlir.constant(64 : index) : i64
    %2200 = llvm.insertvalue %2199, %2198[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2201 = llvm.mlir.constant(1 : index) : i64
    %2202 = llvm.insertvalue %2201, %2200[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2203 = llvm.mlir.constant(1 : index) : i64
    %2204 = llvm.insertvalue %2203, %2202[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2205 = llvm.mlir.constant(1 : index) : i64
    %2206 = llvm.insertvalue %2205, %2204[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2207 = llvm.mlir.constant(1 : index) : i64
    %2208 = llvm.insertvalue %2207, %2206[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2209 = llvm.mlir.constant(1 : index) : i64
    %2210 = llvm.insertvalue %2209, %2208[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2211 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2212 = llvm.extractvalue %1829[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2213 = llvm.extractvalue %1829[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2214 = llvm.insertvalue %2212, %2211[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2215 = llvm.insertvalue %2213, %2214[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2216 = llvm.mlir.constant(0 : index) : i64
    %2217 = llvm.insertvalue %2216, %2215[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2218 = llvm.mlir.constant(64 : index) : i64
    %2219 = llvm.insertvalue %2218, %2217[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2220 = llvm.mlir.constant(1 : index) : i64
    %2221 = llvm.insertvalue %2220, %2219[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2222 = llvm.mlir.constant(1 : index) : i64
    %2223 = llvm.insertvalue %2222, %2221[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2224 = llvm.mlir.constant(1 : index) : i64
    %2225 = llvm.insertvalue %2224, %2223[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2226 = llvm.mlir.constant(1 : index) : i64
    %2227 = llvm.insertvalue %2226, %2225[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2228 = llvm.mlir.constant(1 : index) : i64
    %2229 = llvm.insertvalue %2228, %2227[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb58(%30 : i64)
  ^bb58(%2230: i64):  // 2 preds: ^bb57, ^bb68
    %2231 = llvm.icmp "slt" %2230, %29 : i64
    llvm.cond_br %2231, ^bb59, ^bb69
  ^bb59:  // pred: ^bb58
    llvm.br ^bb60(%30 : i64)
  ^bb60(%2232: i64):  // 2 preds: ^bb59, ^bb67
    %2233 = llvm.icmp "slt" %2232, %26 : i64
    llvm.cond_br %2233, ^bb61, ^bb68
  ^bb61:  // pred: ^bb60
    llvm.br ^bb62(%30 : i64)
  ^bb62(%2234: i64):  // 2 preds: ^bb61, ^bb66
    %2235 = llvm.icmp "slt" %2234, %25 : i64
    llvm.cond_br %2235, ^bb63, ^bb67
  ^bb63:  // pred: ^bb62
    llvm.br ^bb64(%30 : i64)
  ^bb64(%2236: i64):  // 2 preds: ^bb63, ^bb65
    %2237 = llvm.icmp "slt" %2236, %25 : i64
    llvm.cond_br %2237, ^bb65, ^bb66
  ^bb65:  // pred: ^bb64
    %2238 = llvm.extractvalue %2056[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2239 = llvm.mlir.constant(65536 : index) : i64
    %2240 = llvm.mul %2230, %2239 overflow<nsw, nuw> : i64
    %2241 = llvm.mlir.constant(1024 : index) : i64
    %2242 = llvm.mul %2232, %2241 overflow<nsw, nuw> : i64
    %2243 = llvm.add %2240, %2242 overflow<nsw, nuw> : i64
    %2244 = llvm.mlir.constant(32 : index) : i64
    %2245 = llvm.mul %2234, %2244 overflow<nsw, nuw> : i64
    %2246 = llvm.add %2243, %2245 overflow<nsw, nuw> : i64
    %2247 = llvm.add %2246, %2236 overflow<nsw, nuw> : i64
    %2248 = llvm.getelementptr inbounds|nuw %2238[%2247] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2249 = llvm.load %2248 : !llvm.ptr -> f32
    %2250 = llvm.extractvalue %2191[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2251 = llvm.add %2232, %30 overflow<nsw, nuw> : i64
    %2252 = llvm.add %2251, %30 overflow<nsw, nuw> : i64
    %2253 = llvm.getelementptr inbounds|nuw %2250[%2252] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2254 = llvm.load %2253 : !llvm.ptr -> f32
    %2255 = llvm.extractvalue %2172[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2256 = llvm.add %2232, %30 overflow<nsw, nuw> : i64
    %2257 = llvm.add %2256, %30 overflow<nsw, nuw> : i64
    %2258 = llvm.getelementptr inbounds|nuw %2255[%2257] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2259 = llvm.load %2258 : !llvm.ptr -> f32
    %2260 = llvm.extractvalue %2210[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2261 = llvm.add %2232, %30 overflow<nsw, nuw> : i64
    %2262 = llvm.add %2261, %30 overflow<nsw, nuw> : i64
    %2263 = llvm.getelementptr inbounds|nuw %2260[%2262] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2264 = llvm.load %2263 : !llvm.ptr -> f32
    %2265 = llvm.extractvalue %2229[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2266 = llvm.add %2232, %30 overflow<nsw, nuw> : i64
    %2267 = llvm.add %2266, %30 overflow<nsw, nuw> : i64
    %2268 = llvm.getelementptr inbounds|nuw %2265[%2267] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2269 = llvm.load %2268 : !llvm.ptr -> f32
    %2270 = llvm.fptrunc %32 : f64 to f32
    %2271 = llvm.fadd %2259, %2270 : f32
    %2272 = llvm.intr.sqrt(%2271) : (f32) -> f32
    %2273 = llvm.fdiv %34, %2272 : f32
    %2274 = llvm.fsub %2249, %2254 : f32
    %2275 = llvm.fmul %2274, %2273 : f32
    %2276 = llvm.fmul %2275, %2264 : f32
    %2277 = llvm.fadd %2276, %2269 : f32
    %2278 = llvm.fcmp "ugt" %2277, %33 : f32
    %2279 = llvm.select %2278, %2277, %33 : i1, f32
    %2280 = llvm.extractvalue %2056[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2281 = llvm.mlir.constant(65536 : index) : i64
    %2282 = llvm.mul %2230, %2281 overflow<nsw, nuw> : i64
    %2283 = llvm.mlir.constant(1024 : index) : i64
    %2284 = llvm.mul %2232, %2283 overflow<nsw, nuw> : i64
    %2285 = llvm.add %2282, %2284 overflow<nsw, nuw> : i64
    %2286 = llvm.mlir.constant(32 : index) : i64
    %2287 = llvm.mul %2234, %2286 overflow<nsw, nuw> : i64
    %2288 = llvm.add %2285, %2287 overflow<nsw, nuw> : i64
    %2289 = llvm.add %2288, %2236 overflow<nsw, nuw> : i64
    %2290 = llvm.getelementptr inbounds|nuw %2280[%2289] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2279, %2290 : f32, !llvm.ptr
    %2291 = llvm.add %2236, %29 : i64
    llvm.br ^bb64(%2291 : i64)
  ^bb66:  // pred: ^bb64
    %2292 = llvm.add %2234, %29 : i64
    llvm.br ^bb62(%2292 : i64)
  ^bb67:  // pred: ^bb62
    %2293 = llvm.add %2232, %29 : i64
    llvm.br ^bb60(%2293 : i64)
  ^bb68:  // pred: ^bb60
    %2294 = llvm.add %2230, %29 : i64
    llvm.br ^bb58(%2294 : i64)
  ^bb69:  // pred: ^bb58
    %2295 = llvm.mlir.constant(1 : index) : i64
    %2296 = llvm.mlir.constant(64 : index) : i64
    %2297 = llvm.mlir.constant(34 : index) : i64
    %2298 = llvm.mlir.constant(34 : index) : i64
    %2299 = llvm.mlir.constant(1 : index) : i64
    %2300 = llvm.mlir.constant(1156 : index) : i64
    %2301 = llvm.mlir.constant(73984 : index) : i64
    %2302 = llvm.mlir.constant(73984 : index) : i64
    %2303 = llvm.mlir.zero : !llvm.ptr
    %2304 = llvm.getelementptr %2303[%2302] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2305 = llvm.ptrtoint %2304 : !llvm.ptr to i64
    %2306 = llvm.mlir.constant(64 : index) : i64
    %2307 = llvm.add %2305, %2306 : i64
    %2308 = llvm.call @malloc(%2307) : (i64) -> !llvm.ptr
    %2309 = llvm.ptrtoint %2308 : !llvm.ptr to i64
    %2310 = llvm.mlir.constant(1 : index) : i64
    %2311 = llvm.sub %2306, %2310 : i64
    %2312 = llvm.add %2309, %2311 : i64
    %2313 = llvm.urem %2312, %2306 : i64
    %2314 = llvm.sub %2312, %2313 : i64
    %2315 = llvm.inttoptr %2314 : i64 to !llvm.ptr
    %2316 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2317 = llvm.insertvalue %2308, %2316[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2318 = llvm.insertvalue %2315, %2317[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2319 = llvm.mlir.constant(0 : index) : i64
    %2320 = llvm.insertvalue %2319, %2318[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2321 = llvm.insertvalue %2295, %2320[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2322 = llvm.insertvalue %2296, %2321[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2323 = llvm.insertvalue %2297, %2322[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2324 = llvm.insertvalue %2298, %2323[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2325 = llvm.insertvalue %2301, %2324[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2326 = llvm.insertvalue %2300, %2325[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2327 = llvm.insertvalue %2298, %2326[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2328 = llvm.insertvalue %2299, %2327[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb70(%30 : i64)
  ^bb70(%2329: i64):  // 2 preds: ^bb69, ^bb80
    %2330 = llvm.icmp "slt" %2329, %29 : i64
    llvm.cond_br %2330, ^bb71, ^bb81
  ^bb71:  // pred: ^bb70
    llvm.br ^bb72(%30 : i64)
  ^bb72(%2331: i64):  // 2 preds: ^bb71, ^bb79
    %2332 = llvm.icmp "slt" %2331, %26 : i64
    llvm.cond_br %2332, ^bb73, ^bb80
  ^bb73:  // pred: ^bb72
    llvm.br ^bb74(%30 : i64)
  ^bb74(%2333: i64):  // 2 preds: ^bb73, ^bb78
    %2334 = llvm.icmp "slt" %2333, %23 : i64
    llvm.cond_br %2334, ^bb75, ^bb79
  ^bb75:  // pred: ^bb74
    llvm.br ^bb76(%30 : i64)
  ^bb76(%2335: i64):  // 2 preds: ^bb75, ^bb77
    %2336 = llvm.icmp "slt" %2335, %23 : i64
    llvm.cond_br %2336, ^bb77, ^bb78
  ^bb77:  // pred: ^bb76
    %2337 = llvm.extractvalue %2328[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2338 = llvm.mlir.constant(73984 : index) : i64
    %2339 = llvm.mul %2329, %2338 overflow<nsw, nuw> : i64
    %2340 = llvm.mlir.constant(1156 : index) : i64
    %2341 = llvm.mul %2331, %2340 overflow<nsw, nuw> : i64
    %2342 = llvm.add %2339, %2341 overflow<nsw, nuw> : i64
    %2343 = llvm.mlir.constant(34 : index) : i64
    %2344 = llvm.mul %2333, %2343 overflow<nsw, nuw> : i64
    %2345 = llvm.add %2342, %2344 overflow<nsw, nuw> : i64
    %2346 = llvm.add %2345, %2335 overflow<nsw, nuw> : i64
    %2347 = llvm.getelementptr inbounds|nuw %2337[%2346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %35, %2347 : f32, !llvm.ptr
    %2348 = llvm.add %2335, %29 : i64
    llvm.br ^bb76(%2348 : i64)
  ^bb78:  // pred: ^bb76
    %2349 = llvm.add %2333, %29 : i64
    llvm.br ^bb74(%2349 : i64)
  ^bb79:  // pred: ^bb74
    %2350 = llvm.add %2331, %29 : i64
    llvm.br ^bb72(%2350 : i64)
  ^bb80:  // pred: ^bb72
    %2351 = llvm.add %2329, %29 : i64
    llvm.br ^bb70(%2351 : i64)
  ^bb81:  // pred: ^bb70
    %2352 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2353 = llvm.extractvalue %2328[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2354 = llvm.extractvalue %2328[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2355 = llvm.insertvalue %2353, %2352[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2356 = llvm.insertvalue %2354, %2355[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2357 = llvm.mlir.constant(35 : index) : i64
    %2358 = llvm.insertvalue %2357, %2356[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2359 = llvm.mlir.constant(1 : index) : i64
    %2360 = llvm.insertvalue %2359, %2358[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2361 = llvm.mlir.constant(73984 : index) : i64
    %2362 = llvm.insertvalue %2361, %2360[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2363 = llvm.mlir.constant(64 : index) : i64
    %2364 = llvm.insertvalue %2363, %2362[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2365 = llvm.mlir.constant(1156 : index) : i64
    %2366 = llvm.insertvalue %2365, %2364[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2367 = llvm.mlir.constant(32 : index) : i64
    %2368 = llvm.insertvalue %2367, %2366[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2369 = llvm.mlir.constant(34 : index) : i64
    %2370 = llvm.insertvalue %2369, %2368[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2371 = llvm.mlir.constant(32 : index) : i64
    %2372 = llvm.insertvalue %2371, %2370[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2373 = llvm.mlir.constant(1 : index) : i64
    %2374 = llvm.insertvalue %2373, %2372[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb82(%30 : i64)
  ^bb82(%2375: i64):  // 2 preds: ^bb81, ^bb92
    %2376 = llvm.icmp "slt" %2375, %29 : i64
    llvm.cond_br %2376, ^bb83, ^bb93
  ^bb83:  // pred: ^bb82
    llvm.br ^bb84(%30 : i64)
  ^bb84(%2377: i64):  // 2 preds: ^bb83, ^bb91
    %2378 = llvm.icmp "slt" %2377, %26 : i64
    llvm.cond_br %2378, ^bb85, ^bb92
  ^bb85:  // pred: ^bb84
    llvm.br ^bb86(%30 : i64)
  ^bb86(%2379: i64):  // 2 preds: ^bb85, ^bb90
    %2380 = llvm.icmp "slt" %2379, %25 : i64
    llvm.cond_br %2380, ^bb87, ^bb91
  ^bb87:  // pred: ^bb86
    llvm.br ^bb88(%30 : i64)
  ^bb88(%2381: i64):  // 2 preds: ^bb87, ^bb89
    %2382 = llvm.icmp "slt" %2381, %25 : i64
    llvm.cond_br %2382, ^bb89, ^bb90
  ^bb89:  // pred: ^bb88
    %2383 = llvm.extractvalue %2056[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2384 = llvm.mlir.constant(65536 : index) : i64
    %2385 = llvm.mul %2375, %2384 overflow<nsw, nuw> : i64
    %2386 = llvm.mlir.constant(1024 : index) : i64
    %2387 = llvm.mul %2377, %2386 overflow<nsw, nuw> : i64
    %2388 = llvm.add %2385, %2387 overflow<nsw, nuw> : i64
    %2389 = llvm.mlir.constant(32 : index) : i64
    %2390 = llvm.mul %2379, %2389 overflow<nsw, nuw> : i64
    %2391 = llvm.add %2388, %2390 overflow<nsw, nuw> : i64
    %2392 = llvm.add %2391, %2381 overflow<nsw, nuw> : i64
    %2393 = llvm.getelementptr inbounds|nuw %2383[%2392] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2394 = llvm.load %2393 : !llvm.ptr -> f32
    %2395 = llvm.extractvalue %2374[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2396 = llvm.mlir.constant(35 : index) : i64
    %2397 = llvm.getelementptr %2395[%2396] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2398 = llvm.mlir.constant(73984 : index) : i64
    %2399 = llvm.mul %2375, %2398 overflow<nsw, nuw> : i64
    %2400 = llvm.mlir.constant(1156 : index) : i64
    %2401 = llvm.mul %2377, %2400 overflow<nsw, nuw> : i64
    %2402 = llvm.add %2399, %2401 overflow<nsw, nuw> : i64
    %2403 = llvm.mlir.constant(34 : index) : i64
    %2404 = llvm.mul %2379, %2403 overflow<nsw, nuw> : i64
    %2405 = llvm.add %2402, %2404 overflow<nsw, nuw> : i64
    %2406 = llvm.add %2405, %2381 overflow<nsw, nuw> : i64
    %2407 = llvm.getelementptr inbounds|nuw %2397[%2406] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2394, %2407 : f32, !llvm.ptr
    %2408 = llvm.add %2381, %29 : i64
    llvm.br ^bb88(%2408 : i64)
  ^bb90:  // pred: ^bb88
    %2409 = llvm.add %2379, %29 : i64
    llvm.br ^bb86(%2409 : i64)
  ^bb91:  // pred: ^bb86
    %2410 = llvm.add %2377, %29 : i64
    llvm.br ^bb84(%2410 : i64)
  ^bb92:  // pred: ^bb84
    %2411 = llvm.add %2375, %29 : i64
    llvm.br ^bb82(%2411 : i64)
  ^bb93:  // pred: ^bb82
    %2412 = llvm.mlir.constant(1 : index) : i64
    %2413 = llvm.mlir.constant(64 : index) : i64
    %2414 = llvm.mlir.constant(16 : index) : i64
    %2415 = llvm.mlir.constant(16 : index) : i64
    %2416 = llvm.mlir.constant(1 : index) : i64
    %2417 = llvm.mlir.constant(256 : index) : i64
    %2418 = llvm.mlir.constant(16384 : index) : i64
    %2419 = llvm.mlir.constant(16384 : index) : i64
    %2420 = llvm.mlir.zero : !llvm.ptr
    %2421 = llvm.getelementptr %2420[%2419] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2422 = llvm.ptrtoint %2421 : !llvm.ptr to i64
    %2423 = llvm.mlir.constant(64 : index) : i64
    %2424 = llvm.add %2422, %2423 : i64
    %2425 = llvm.call @malloc(%2424) : (i64) -> !llvm.ptr
    %2426 = llvm.ptrtoint %2425 : !llvm.ptr to i64
    %2427 = llvm.mlir.constant(1 : index) : i64
    %2428 = llvm.sub %2423, %2427 : i64
    %2429 = llvm.add %2426, %2428 : i64
    %2430 = llvm.urem %2429, %2423 : i64
    %2431 = llvm.sub %2429, %2430 : i64
    %2432 = llvm.inttoptr %2431 : i64 to !llvm.ptr
    %2433 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2434 = llvm.insertvalue %2425, %2433[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2435 = llvm.insertvalue %2432, %2434[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2436 = llvm.mlir.constant(0 : index) : i64
    %2437 = llvm.insertvalue %2436, %2435[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2438 = llvm.insertvalue %2412, %2437[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2439 = llvm.insertvalue %2413, %2438[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2440 = llvm.insertvalue %2414, %2439[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2441 = llvm.insertvalue %2415, %2440[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2442 = llvm.insertvalue %2418, %2441[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2443 = llvm.insertvalue %2417, %2442[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2444 = llvm.insertvalue %2415, %2443[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2445 = llvm.insertvalue %2416, %2444[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2446 = llvm.mlir.constant(1 : index) : i64
    %2447 = llvm.mlir.constant(64 : index) : i64
    %2448 = llvm.mlir.constant(16 : index) : i64
    %2449 = llvm.mlir.constant(16 : index) : i64
    %2450 = llvm.mlir.constant(1 : index) : i64
    %2451 = llvm.mlir.constant(256 : index) : i64
    %2452 = llvm.mlir.constant(16384 : index) : i64
    %2453 = llvm.mlir.constant(16384 : index) : i64
    %2454 = llvm.mlir.zero : !llvm.ptr
    %2455 = llvm.getelementptr %2454[%2453] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2456 = llvm.ptrtoint %2455 : !llvm.ptr to i64
    %2457 = llvm.mlir.constant(64 : index) : i64
    %2458 = llvm.add %2456, %2457 : i64
    %2459 = llvm.call @malloc(%2458) : (i64) -> !llvm.ptr
    %2460 = llvm.ptrtoint %2459 : !llvm.ptr to i64
    %2461 = llvm.mlir.constant(1 : index) : i64
    %2462 = llvm.sub %2457, %2461 : i64
    %2463 = llvm.add %2460, %2462 : i64
    %2464 = llvm.urem %2463, %2457 : i64
    %2465 = llvm.sub %2463, %2464 : i64
    %2466 = llvm.inttoptr %2465 : i64 to !llvm.ptr
    %2467 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2468 = llvm.insertvalue %2459, %2467[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2469 = llvm.insertvalue %2466, %2468[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2470 = llvm.mlir.constant(0 : index) : i64
    %2471 = llvm.insertvalue %2470, %2469[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2472 = llvm.insertvalue %2446, %2471[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2473 = llvm.insertvalue %2447, %2472[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2474 = llvm.insertvalue %2448, %2473[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2475 = llvm.insertvalue %2449, %2474[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2476 = llvm.insertvalue %2452, %2475[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2477 = llvm.insertvalue %2451, %2476[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2478 = llvm.insertvalue %2449, %2477[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2479 = llvm.insertvalue %2450, %2478[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb94(%30 : i64)
  ^bb94(%2480: i64):  // 2 preds: ^bb93, ^bb104
    %2481 = llvm.icmp "slt" %2480, %29 : i64
    llvm.cond_br %2481, ^bb95, ^bb105
  ^bb95:  // pred: ^bb94
    llvm.br ^bb96(%30 : i64)
  ^bb96(%2482: i64):  // 2 preds: ^bb95, ^bb103
    %2483 = llvm.icmp "slt" %2482, %26 : i64
    llvm.cond_br %2483, ^bb97, ^bb104
  ^bb97:  // pred: ^bb96
    llvm.br ^bb98(%30 : i64)
  ^bb98(%2484: i64):  // 2 preds: ^bb97, ^bb102
    %2485 = llvm.icmp "slt" %2484, %22 : i64
    llvm.cond_br %2485, ^bb99, ^bb103
  ^bb99:  // pred: ^bb98
    llvm.br ^bb100(%30 : i64)
  ^bb100(%2486: i64):  // 2 preds: ^bb99, ^bb101
    %2487 = llvm.icmp "slt" %2486, %22 : i64
    llvm.cond_br %2487, ^bb101, ^bb102
  ^bb101:  // pred: ^bb100
    %2488 = llvm.extractvalue %2479[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2489 = llvm.mlir.constant(16384 : index) : i64
    %2490 = llvm.mul %2480, %2489 overflow<nsw, nuw> : i64
    %2491 = llvm.mlir.constant(256 : index) : i64
    %2492 = llvm.mul %2482, %2491 overflow<nsw, nuw> : i64
    %2493 = llvm.add %2490, %2492 overflow<nsw, nuw> : i64
    %2494 = llvm.mlir.constant(16 : index) : i64
    %2495 = llvm.mul %2484, %2494 overflow<nsw, nuw> : i64
    %2496 = llvm.add %2493, %2495 overflow<nsw, nuw> : i64
    %2497 = llvm.add %2496, %2486 overflow<nsw, nuw> : i64
    %2498 = llvm.getelementptr inbounds|nuw %2488[%2497] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %35, %2498 : f32, !llvm.ptr
    %2499 = llvm.add %2486, %29 : i64
    llvm.br ^bb100(%2499 : i64)
  ^bb102:  // pred: ^bb100
    %2500 = llvm.add %2484, %29 : i64
    llvm.br ^bb98(%2500 : i64)
  ^bb103:  // pred: ^bb98
    %2501 = llvm.add %2482, %29 : i64
    llvm.br ^bb96(%2501 : i64)
  ^bb104:  // pred: ^bb96
    %2502 = llvm.add %2480, %29 : i64
    llvm.br ^bb94(%2502 : i64)
  ^bb105:  // pred: ^bb94
    %2503 = llvm.mlir.constant(3 : index) : i64
    %2504 = llvm.mlir.constant(3 : index) : i64
    %2505 = llvm.mlir.constant(1 : index) : i64
    %2506 = llvm.mlir.constant(9 : index) : i64
    %2507 = llvm.mlir.zero : !llvm.ptr
    %2508 = llvm.getelementptr %2507[%2506] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2509 = llvm.ptrtoint %2508 : !llvm.ptr to i64
    %2510 = llvm.mlir.constant(64 : index) : i64
    %2511 = llvm.add %2509, %2510 : i64
    %2512 = llvm.call @malloc(%2511) : (i64) -> !llvm.ptr
    %2513 = llvm.ptrtoint %2512 : !llvm.ptr to i64
    %2514 = llvm.mlir.constant(1 : index) : i64
    %2515 = llvm.sub %2510, %2514 : i64
    %2516 = llvm.add %2513, %2515 : i64
    %2517 = llvm.urem %2516, %2510 : i64
    %2518 = llvm.sub %2516, %2517 : i64
    %2519 = llvm.inttoptr %2518 : i64 to !llvm.ptr
    %2520 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2521 = llvm.insertvalue %2512, %2520[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2522 = llvm.insertvalue %2519, %2521[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2523 = llvm.mlir.constant(0 : index) : i64
    %2524 = llvm.insertvalue %2523, %2522[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2525 = llvm.insertvalue %2503, %2524[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2526 = llvm.insertvalue %2504, %2525[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2527 = llvm.insertvalue %2504, %2526[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2528 = llvm.insertvalue %2505, %2527[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb106(%30 : i64)
  ^bb106(%2529: i64):  // 2 preds: ^bb105, ^bb122
    %2530 = llvm.icmp "slt" %2529, %29 : i64
    llvm.cond_br %2530, ^bb107, ^bb123
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108(%30 : i64)
  ^bb108(%2531: i64):  // 2 preds: ^bb107, ^bb121
    %2532 = llvm.icmp "slt" %2531, %26 : i64
    llvm.cond_br %2532, ^bb109, ^bb122
  ^bb109:  // pred: ^bb108
    llvm.br ^bb110(%30 : i64)
  ^bb110(%2533: i64):  // 2 preds: ^bb109, ^bb120
    %2534 = llvm.icmp "slt" %2533, %22 : i64
    llvm.cond_br %2534, ^bb111, ^bb121
  ^bb111:  // pred: ^bb110
    llvm.br ^bb112(%30 : i64)
  ^bb112(%2535: i64):  // 2 preds: ^bb111, ^bb119
    %2536 = llvm.icmp "slt" %2535, %22 : i64
    llvm.cond_br %2536, ^bb113, ^bb120
  ^bb113:  // pred: ^bb112
    llvm.br ^bb114(%30 : i64)
  ^bb114(%2537: i64):  // 2 preds: ^bb113, ^bb118
    %2538 = llvm.icmp "slt" %2537, %28 : i64
    llvm.cond_br %2538, ^bb115, ^bb119
  ^bb115:  // pred: ^bb114
    llvm.br ^bb116(%30 : i64)
  ^bb116(%2539: i64):  // 2 preds: ^bb115, ^bb117
    %2540 = llvm.icmp "slt" %2539, %28 : i64
    llvm.cond_br %2540, ^bb117, ^bb118
  ^bb117:  // pred: ^bb116
    %2541 = llvm.mul %2533, %13 overflow<nsw> : i64
    %2542 = llvm.add %2541, %2537 : i64
    %2543 = llvm.mul %2535, %13 overflow<nsw> : i64
    %2544 = llvm.add %2543, %2539 : i64
    %2545 = llvm.extractvalue %2328[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2546 = llvm.mlir.constant(73984 : index) : i64
    %2547 = llvm.mul %2529, %2546 overflow<nsw, nuw> : i64
    %2548 = llvm.mlir.constant(1156 : index) : i64
    %2549 = llvm.mul %2531, %2548 overflow<nsw, nuw> : i64
    %2550 = llvm.add %2547, %2549 overflow<nsw, nuw> : i64
    %2551 = llvm.mlir.constant(34 : index) : i64
    %2552 = llvm.mul %2542, %2551 overflow<nsw, nuw> : i64
    %2553 = llvm.add %2550, %2552 overflow<nsw, nuw> : i64
    %2554 = llvm.add %2553, %2544 overflow<nsw, nuw> : i64
    %2555 = llvm.getelementptr inbounds|nuw %2545[%2554] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2556 = llvm.load %2555 : !llvm.ptr -> f32
    %2557 = llvm.extractvalue %2479[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2558 = llvm.mlir.constant(16384 : index) : i64
    %2559 = llvm.mul %2529, %2558 overflow<nsw, nuw> : i64
    %2560 = llvm.mlir.constant(256 : index) : i64
    %2561 = llvm.mul %2531, %2560 overflow<nsw, nuw> : i64
    %2562 = llvm.add %2559, %2561 overflow<nsw, nuw> : i64
    %2563 = llvm.mlir.constant(16 : index) : i64
    %2564 = llvm.mul %2533, %2563 overflow<nsw, nuw> : i64
    %2565 = llvm.add %2562, %2564 overflow<nsw, nuw> : i64
    %2566 = llvm.add %2565, %2535 overflow<nsw, nuw> : i64
    %2567 = llvm.getelementptr inbounds|nuw %2557[%2566] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2568 = llvm.load %2567 : !llvm.ptr -> f32
    %2569 = llvm.intr.maximum(%2568, %2556) : (f32, f32) -> f32
    %2570 = llvm.extractvalue %2479[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2571 = llvm.mlir.constant(16384 : index) : i64
    %2572 = llvm.mul %2529, %2571 overflow<nsw, nuw> : i64
    %2573 = llvm.mlir.constant(256 : index) : i64
    %2574 = llvm.mul %2531, %2573 overflow<nsw, nuw> : i64
    %2575 = llvm.add %2572, %2574 overflow<nsw, nuw> : i64
    %2576 = llvm.mlir.constant(16 : index) : i64
    %2577 = llvm.mul %2533, %2576 overflow<nsw, nuw> : i64
    %2578 = llvm.add %2575, %2577 overflow<nsw, nuw> : i64
    %2579 = llvm.add %2578, %2535 overflow<nsw, nuw> : i64
    %2580 = llvm.getelementptr inbounds|nuw %2570[%2579] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2569, %2580 : f32, !llvm.ptr
    %2581 = llvm.add %2539, %29 : i64
    llvm.br ^bb116(%2581 : i64)
  ^bb118:  // pred: ^bb116
    %2582 = llvm.add %2537, %29 : i64
    llvm.br ^bb114(%2582 : i64)
  ^bb119:  // pred: ^bb114
    %2583 = llvm.add %2535, %29 : i64
    llvm.br ^bb112(%2583 : i64)
  ^bb120:  // pred: ^bb112
    %2584 = llvm.add %2533, %29 : i64
    llvm.br ^bb110(%2584 : i64)
  ^bb121:  // pred: ^bb110
    %2585 = llvm.add %2531, %29 : i64
    llvm.br ^bb108(%2585 : i64)
  ^bb122:  // pred: ^bb108
    %2586 = llvm.add %2529, %29 : i64
    llvm.br ^bb106(%2586 : i64)
  ^bb123:  // pred: ^bb106
    %2587 = llvm.mlir.constant(1 : index) : i64
    %2588 = llvm.mlir.constant(64 : index) : i64
    %2589 = llvm.mlir.constant(18 : index) : i64
    %2590 = llvm.mlir.constant(18 : index) : i64
    %2591 = llvm.mlir.constant(1 : index) : i64
    %2592 = llvm.mlir.constant(324 : index) : i64
    %2593 = llvm.mlir.constant(20736 : index) : i64
    %2594 = llvm.mlir.constant(20736 : index) : i64
    %2595 = llvm.mlir.zero : !llvm.ptr
    %2596 = llvm.getelementptr %2595[%2594] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2597 = llvm.ptrtoint %2596 : !llvm.ptr to i64
    %2598 = llvm.mlir.constant(64 : index) : i64
    %2599 = llvm.add %2597, %2598 : i64
    %2600 = llvm.call @malloc(%2599) : (i64) -> !llvm.ptr
    %2601 = llvm.ptrtoint %2600 : !llvm.ptr to i64
    %2602 = llvm.mlir.constant(1 : index) : i64
    %2603 = llvm.sub %2598, %2602 : i64
    %2604 = llvm.add %2601, %2603 : i64
    %2605 = llvm.urem %2604, %2598 : i64
    %2606 = llvm.sub %2604, %2605 : i64
    %2607 = llvm.inttoptr %2606 : i64 to !llvm.ptr
    %2608 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2609 = llvm.insertvalue %2600, %2608[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2610 = llvm.insertvalue %2607, %2609[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2611 = llvm.mlir.constant(0 : index) : i64
    %2612 = llvm.insertvalue %2611, %2610[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2613 = llvm.insertvalue %2587, %2612[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2614 = llvm.insertvalue %2588, %2613[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2615 = llvm.insertvalue %2589, %2614[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2616 = llvm.insertvalue %2590, %2615[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2617 = llvm.insertvalue %2593, %2616[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2618 = llvm.insertvalue %2592, %2617[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2619 = llvm.insertvalue %2590, %2618[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2620 = llvm.insertvalue %2591, %2619[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb124(%30 : i64)
  ^bb124(%2621: i64):  // 2 preds: ^bb123, ^bb134
    %2622 = llvm.icmp "slt" %2621, %29 : i64
    llvm.cond_br %2622, ^bb125, ^bb135
  ^bb125:  // pred: ^bb124
    llvm.br ^bb126(%30 : i64)
  ^bb126(%2623: i64):  // 2 preds: ^bb125, ^bb133
    %2624 = llvm.icmp "slt" %2623, %26 : i64
    llvm.cond_br %2624, ^bb127, ^bb134
  ^bb127:  // pred: ^bb126
    llvm.br ^bb128(%30 : i64)
  ^bb128(%2625: i64):  // 2 preds: ^bb127, ^bb132
    %2626 = llvm.icmp "slt" %2625, %21 : i64
    llvm.cond_br %2626, ^bb129, ^bb133
  ^bb129:  // pred: ^bb128
    llvm.br ^bb130(%30 : i64)
  ^bb130(%2627: i64):  // 2 preds: ^bb129, ^bb131
    %2628 = llvm.icmp "slt" %2627, %21 : i64
    llvm.cond_br %2628, ^bb131, ^bb132
  ^bb131:  // pred: ^bb130
    %2629 = llvm.extractvalue %2620[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2630 = llvm.mlir.constant(20736 : index) : i64
    %2631 = llvm.mul %2621, %2630 overflow<nsw, nuw> : i64
    %2632 = llvm.mlir.constant(324 : index) : i64
    %2633 = llvm.mul %2623, %2632 overflow<nsw, nuw> : i64
    %2634 = llvm.add %2631, %2633 overflow<nsw, nuw> : i64
    %2635 = llvm.mlir.constant(18 : index) : i64
    %2636 = llvm.mul %2625, %2635 overflow<nsw, nuw> : i64
    %2637 = llvm.add %2634, %2636 overflow<nsw, nuw> : i64
    %2638 = llvm.add %2637, %2627 overflow<nsw, nuw> : i64
    %2639 = llvm.getelementptr inbounds|nuw %2629[%2638] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %2639 : f32, !llvm.ptr
    %2640 = llvm.add %2627, %29 : i64
    llvm.br ^bb130(%2640 : i64)
  ^bb132:  // pred: ^bb130
    %2641 = llvm.add %2625, %29 : i64
    llvm.br ^bb128(%2641 : i64)
  ^bb133:  // pred: ^bb128
    %2642 = llvm.add %2623, %29 : i64
    llvm.br ^bb126(%2642 : i64)
  ^bb134:  // pred: ^bb126
    %2643 = llvm.add %2621, %29 : i64
    llvm.br ^bb124(%2643 : i64)
  ^bb135:  // pred: ^bb124
    %2644 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2645 = llvm.extractvalue %2620[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2646 = llvm.extractvalue %2620[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2647 = llvm.insertvalue %2645, %2644[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2648 = llvm.insertvalue %2646, %2647[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2649 = llvm.mlir.constant(19 : index) : i64
    %2650 = llvm.insertvalue %2649, %2648[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2651 = llvm.mlir.constant(1 : index) : i64
    %2652 = llvm.insertvalue %2651, %2650[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2653 = llvm.mlir.constant(20736 : index) : i64
    %2654 = llvm.insertvalue %2653, %2652[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2655 = llvm.mlir.constant(64 : index) : i64
    %2656 = llvm.insertvalue %2655, %2654[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2657 = llvm.mlir.constant(324 : index) : i64
    %2658 = llvm.insertvalue %2657, %2656[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2659 = llvm.mlir.constant(16 : index) : i64
    %2660 = llvm.insertvalue %2659, %2658[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2661 = llvm.mlir.constant(18 : index) : i64
    %2662 = llvm.insertvalue %2661, %2660[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2663 = llvm.mlir.constant(16 : index) : i64
    %2664 = llvm.insertvalue %2663, %2662[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2665 = llvm.mlir.constant(1 : index) : i64
    %2666 = llvm.insertvalue %2665, %2664[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb136(%30 : i64)
  ^bb136(%2667: i64):  // 2 preds: ^bb135, ^bb146
    %2668 = llvm.icmp "slt" %2667, %29 : i64
    llvm.cond_br %2668, ^bb137, ^bb147
  ^bb137:  // pred: ^bb136
    llvm.br ^bb138(%30 : i64)
  ^bb138(%2669: i64):  // 2 preds: ^bb137, ^bb145
    %2670 = llvm.icmp "slt" %2669, %26 : i64
    llvm.cond_br %2670, ^bb139, ^bb146
  ^bb139:  // pred: ^bb138
    llvm.br ^bb140(%30 : i64)
  ^bb140(%2671: i64):  // 2 preds: ^bb139, ^bb144
    %2672 = llvm.icmp "slt" %2671, %22 : i64
    llvm.cond_br %2672, ^bb141, ^bb145
  ^bb141:  // pred: ^bb140
    llvm.br ^bb142(%30 : i64)
  ^bb142(%2673: i64):  // 2 preds: ^bb141, ^bb143
    %2674 = llvm.icmp "slt" %2673, %22 : i64
    llvm.cond_br %2674, ^bb143, ^bb144
  ^bb143:  // pred: ^bb142
    %2675 = llvm.extractvalue %2479[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2676 = llvm.mlir.constant(16384 : index) : i64
    %2677 = llvm.mul %2667, %2676 overflow<nsw, nuw> : i64
    %2678 = llvm.mlir.constant(256 : index) : i64
    %2679 = llvm.mul %2669, %2678 overflow<nsw, nuw> : i64
    %2680 = llvm.add %2677, %2679 overflow<nsw, nuw> : i64
    %2681 = llvm.mlir.constant(16 : index) : i64
    %2682 = llvm.mul %2671, %2681 overflow<nsw, nuw> : i64
    %2683 = llvm.add %2680, %2682 overflow<nsw, nuw> : i64
    %2684 = llvm.add %2683, %2673 overflow<nsw, nuw> : i64
    %2685 = llvm.getelementptr inbounds|nuw %2675[%2684] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2686 = llvm.load %2685 : !llvm.ptr -> f32
    %2687 = llvm.extractvalue %2666[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2688 = llvm.mlir.constant(19 : index) : i64
    %2689 = llvm.getelementptr %2687[%2688] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2690 = llvm.mlir.constant(20736 : index) : i64
    %2691 = llvm.mul %2667, %2690 overflow<nsw, nuw> : i64
    %2692 = llvm.mlir.constant(324 : index) : i64
    %2693 = llvm.mul %2669, %2692 overflow<nsw, nuw> : i64
    %2694 = llvm.add %2691, %2693 overflow<nsw, nuw> : i64
    %2695 = llvm.mlir.constant(18 : index) : i64
    %2696 = llvm.mul %2671, %2695 overflow<nsw, nuw> : i64
    %2697 = llvm.add %2694, %2696 overflow<nsw, nuw> : i64
    %2698 = llvm.add %2697, %2673 overflow<nsw, nuw> : i64
    %2699 = llvm.getelementptr inbounds|nuw %2689[%2698] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2686, %2699 : f32, !llvm.ptr
    %2700 = llvm.add %2673, %29 : i64
    llvm.br ^bb142(%2700 : i64)
  ^bb144:  // pred: ^bb142
    %2701 = llvm.add %2671, %29 : i64
    llvm.br ^bb140(%2701 : i64)
  ^bb145:  // pred: ^bb140
    %2702 = llvm.add %2669, %29 : i64
    llvm.br ^bb138(%2702 : i64)
  ^bb146:  // pred: ^bb138
    %2703 = llvm.add %2667, %29 : i64
    llvm.br ^bb136(%2703 : i64)
  ^bb147:  // pred: ^bb136
    %2704 = llvm.mlir.constant(1 : index) : i64
    %2705 = llvm.mlir.constant(64 : index) : i64
    %2706 = llvm.mlir.constant(16 : index) : i64
    %2707 = llvm.mlir.constant(16 : index) : i64
    %2708 = llvm.mlir.constant(1 : index) : i64
    %2709 = llvm.mlir.constant(256 : index) : i64
    %2710 = llvm.mlir.constant(16384 : index) : i64
    %2711 = llvm.mlir.constant(16384 : index) : i64
    %2712 = llvm.mlir.zero : !llvm.ptr
    %2713 = llvm.getelementptr %2712[%2711] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2714 = llvm.ptrtoint %2713 : !llvm.ptr to i64
    %2715 = llvm.mlir.constant(64 : index) : i64
    %2716 = llvm.add %2714, %2715 : i64
    %2717 = llvm.call @malloc(%2716) : (i64) -> !llvm.ptr
    %2718 = llvm.ptrtoint %2717 : !llvm.ptr to i64
    %2719 = llvm.mlir.constant(1 : index) : i64
    %2720 = llvm.sub %2715, %2719 : i64
    %2721 = llvm.add %2718, %2720 : i64
    %2722 = llvm.urem %2721, %2715 : i64
    %2723 = llvm.sub %2721, %2722 : i64
    %2724 = llvm.inttoptr %2723 : i64 to !llvm.ptr
    %2725 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2726 = llvm.insertvalue %2717, %2725[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2727 = llvm.insertvalue %2724, %2726[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2728 = llvm.mlir.constant(0 : index) : i64
    %2729 = llvm.insertvalue %2728, %2727[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2730 = llvm.insertvalue %2704, %2729[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2731 = llvm.insertvalue %2705, %2730[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2732 = llvm.insertvalue %2706, %2731[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2733 = llvm.insertvalue %2707, %2732[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2734 = llvm.insertvalue %2710, %2733[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2735 = llvm.insertvalue %2709, %2734[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2736 = llvm.insertvalue %2707, %2735[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2737 = llvm.insertvalue %2708, %2736[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb148(%30 : i64)
  ^bb148(%2738: i64):  // 2 preds: ^bb147, ^bb158
    %2739 = llvm.icmp "slt" %2738, %29 : i64
    llvm.cond_br %2739, ^bb149, ^bb159
  ^bb149:  // pred: ^bb148
    llvm.br ^bb150(%30 : i64)
  ^bb150(%2740: i64):  // 2 preds: ^bb149, ^bb157
    %2741 = llvm.icmp "slt" %2740, %26 : i64
    llvm.cond_br %2741, ^bb151, ^bb158
  ^bb151:  // pred: ^bb150
    llvm.br ^bb152(%30 : i64)
  ^bb152(%2742: i64):  // 2 preds: ^bb151, ^bb156
    %2743 = llvm.icmp "slt" %2742, %22 : i64
    llvm.cond_br %2743, ^bb153, ^bb157
  ^bb153:  // pred: ^bb152
    llvm.br ^bb154(%30 : i64)
  ^bb154(%2744: i64):  // 2 preds: ^bb153, ^bb155
    %2745 = llvm.icmp "slt" %2744, %22 : i64
    llvm.cond_br %2745, ^bb155, ^bb156
  ^bb155:  // pred: ^bb154
    %2746 = llvm.extractvalue %2737[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2747 = llvm.mlir.constant(16384 : index) : i64
    %2748 = llvm.mul %2738, %2747 overflow<nsw, nuw> : i64
    %2749 = llvm.mlir.constant(256 : index) : i64
    %2750 = llvm.mul %2740, %2749 overflow<nsw, nuw> : i64
    %2751 = llvm.add %2748, %2750 overflow<nsw, nuw> : i64
    %2752 = llvm.mlir.constant(16 : index) : i64
    %2753 = llvm.mul %2742, %2752 overflow<nsw, nuw> : i64
    %2754 = llvm.add %2751, %2753 overflow<nsw, nuw> : i64
    %2755 = llvm.add %2754, %2744 overflow<nsw, nuw> : i64
    %2756 = llvm.getelementptr inbounds|nuw %2746[%2755] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %2756 : f32, !llvm.ptr
    %2757 = llvm.add %2744, %29 : i64
    llvm.br ^bb154(%2757 : i64)
  ^bb156:  // pred: ^bb154
    %2758 = llvm.add %2742, %29 : i64
    llvm.br ^bb152(%2758 : i64)
  ^bb157:  // pred: ^bb152
    %2759 = llvm.add %2740, %29 : i64
    llvm.br ^bb150(%2759 : i64)
  ^bb158:  // pred: ^bb150
    %2760 = llvm.add %2738, %29 : i64
    llvm.br ^bb148(%2760 : i64)
  ^bb159:  // pred: ^bb148
    %2761 = llvm.mlir.constant(1 : index) : i64
    %2762 = llvm.mlir.constant(64 : index) : i64
    %2763 = llvm.mlir.constant(16 : index) : i64
    %2764 = llvm.mlir.constant(16 : index) : i64
    %2765 = llvm.mlir.constant(1 : index) : i64
    %2766 = llvm.mlir.constant(256 : index) : i64
    %2767 = llvm.mlir.constant(16384 : index) : i64
    %2768 = llvm.mlir.constant(16384 : index) : i64
    %2769 = llvm.mlir.zero : !llvm.ptr
    %2770 = llvm.getelementptr %2769[%2768] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2771 = llvm.ptrtoint %2770 : !llvm.ptr to i64
    %2772 = llvm.mlir.constant(64 : index) : i64
    %2773 = llvm.add %2771, %2772 : i64
    %2774 = llvm.call @malloc(%2773) : (i64) -> !llvm.ptr
    %2775 = llvm.ptrtoint %2774 : !llvm.ptr to i64
    %2776 = llvm.mlir.constant(1 : index) : i64
    %2777 = llvm.sub %2772, %2776 : i64
    %2778 = llvm.add %2775, %2777 : i64
    %2779 = llvm.urem %2778, %2772 : i64
    %2780 = llvm.sub %2778, %2779 : i64
    %2781 = llvm.inttoptr %2780 : i64 to !llvm.ptr
    %2782 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2783 = llvm.insertvalue %2774, %2782[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2784 = llvm.insertvalue %2781, %2783[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2785 = llvm.mlir.constant(0 : index) : i64
    %2786 = llvm.insertvalue %2785, %2784[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2787 = llvm.insertvalue %2761, %2786[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2788 = llvm.insertvalue %2762, %2787[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2789 = llvm.insertvalue %2763, %2788[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2790 = llvm.insertvalue %2764, %2789[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2791 = llvm.insertvalue %2767, %2790[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2792 = llvm.insertvalue %2766, %2791[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2793 = llvm.insertvalue %2764, %2792[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2794 = llvm.insertvalue %2765, %2793[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb160(%30 : i64)
  ^bb160(%2795: i64):  // 2 preds: ^bb159, ^bb170
    %2796 = llvm.icmp "slt" %2795, %29 : i64
    llvm.cond_br %2796, ^bb161, ^bb171
  ^bb161:  // pred: ^bb160
    llvm.br ^bb162(%30 : i64)
  ^bb162(%2797: i64):  // 2 preds: ^bb161, ^bb169
    %2798 = llvm.icmp "slt" %2797, %26 : i64
    llvm.cond_br %2798, ^bb163, ^bb170
  ^bb163:  // pred: ^bb162
    llvm.br ^bb164(%30 : i64)
  ^bb164(%2799: i64):  // 2 preds: ^bb163, ^bb168
    %2800 = llvm.icmp "slt" %2799, %22 : i64
    llvm.cond_br %2800, ^bb165, ^bb169
  ^bb165:  // pred: ^bb164
    llvm.br ^bb166(%30 : i64)
  ^bb166(%2801: i64):  // 2 preds: ^bb165, ^bb167
    %2802 = llvm.icmp "slt" %2801, %22 : i64
    llvm.cond_br %2802, ^bb167, ^bb168
  ^bb167:  // pred: ^bb166
    %2803 = llvm.extractvalue %2737[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2804 = llvm.mlir.constant(16384 : index) : i64
    %2805 = llvm.mul %2795, %2804 overflow<nsw, nuw> : i64
    %2806 = llvm.mlir.constant(256 : index) : i64
    %2807 = llvm.mul %2797, %2806 overflow<nsw, nuw> : i64
    %2808 = llvm.add %2805, %2807 overflow<nsw, nuw> : i64
    %2809 = llvm.mlir.constant(16 : index) : i64
    %2810 = llvm.mul %2799, %2809 overflow<nsw, nuw> : i64
    %2811 = llvm.add %2808, %2810 overflow<nsw, nuw> : i64
    %2812 = llvm.add %2811, %2801 overflow<nsw, nuw> : i64
    %2813 = llvm.getelementptr inbounds|nuw %2803[%2812] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2814 = llvm.load %2813 : !llvm.ptr -> f32
    %2815 = llvm.extractvalue %2794[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2816 = llvm.mlir.constant(16384 : index) : i64
    %2817 = llvm.mul %2795, %2816 overflow<nsw, nuw> : i64
    %2818 = llvm.mlir.constant(256 : index) : i64
    %2819 = llvm.mul %2797, %2818 overflow<nsw, nuw> : i64
    %2820 = llvm.add %2817, %2819 overflow<nsw, nuw> : i64
    %2821 = llvm.mlir.constant(16 : index) : i64
    %2822 = llvm.mul %2799, %2821 overflow<nsw, nuw> : i64
    %2823 = llvm.add %2820, %2822 overflow<nsw, nuw> : i64
    %2824 = llvm.add %2823, %2801 overflow<nsw, nuw> : i64
    %2825 = llvm.getelementptr inbounds|nuw %2815[%2824] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2814, %2825 : f32, !llvm.ptr
    %2826 = llvm.add %2801, %29 : i64
    llvm.br ^bb166(%2826 : i64)
  ^bb168:  // pred: ^bb166
    %2827 = llvm.add %2799, %29 : i64
    llvm.br ^bb164(%2827 : i64)
  ^bb169:  // pred: ^bb164
    %2828 = llvm.add %2797, %29 : i64
    llvm.br ^bb162(%2828 : i64)
  ^bb170:  // pred: ^bb162
    %2829 = llvm.add %2795, %29 : i64
    llvm.br ^bb160(%2829 : i64)
  ^bb171:  // pred: ^bb160
    llvm.br ^bb172(%30 : i64)
  ^bb172(%2830: i64):  // 2 preds: ^bb171, ^bb191
    %2831 = llvm.icmp "slt" %2830, %29 : i64
    llvm.cond_br %2831, ^bb173, ^bb192
  ^bb173:  // pred: ^bb172
    llvm.br ^bb174(%30 : i64)
  ^bb174(%2832: i64):  // 2 preds: ^bb173, ^bb190
    %2833 = llvm.icmp "slt" %2832, %26 : i64
    llvm.cond_br %2833, ^bb175, ^bb191
  ^bb175:  // pred: ^bb174
    llvm.br ^bb176(%30 : i64)
  ^bb176(%2834: i64):  // 2 preds: ^bb175, ^bb189
    %2835 = llvm.icmp "slt" %2834, %22 : i64
    llvm.cond_br %2835, ^bb177, ^bb190
  ^bb177:  // pred: ^bb176
    llvm.br ^bb178(%30 : i64)
  ^bb178(%2836: i64):  // 2 preds: ^bb177, ^bb188
    %2837 = llvm.icmp "slt" %2836, %22 : i64
    llvm.cond_br %2837, ^bb179, ^bb189
  ^bb179:  // pred: ^bb178
    llvm.br ^bb180(%30 : i64)
  ^bb180(%2838: i64):  // 2 preds: ^bb179, ^bb187
    %2839 = llvm.icmp "slt" %2838, %26 : i64
    llvm.cond_br %2839, ^bb181, ^bb188
  ^bb181:  // pred: ^bb180
    llvm.br ^bb182(%30 : i64)
  ^bb182(%2840: i64):  // 2 preds: ^bb181, ^bb186
    %2841 = llvm.icmp "slt" %2840, %28 : i64
    llvm.cond_br %2841, ^bb183, ^bb187
  ^bb183:  // pred: ^bb182
    llvm.br ^bb184(%30 : i64)
  ^bb184(%2842: i64):  // 2 preds: ^bb183, ^bb185
    %2843 = llvm.icmp "slt" %2842, %28 : i64
    llvm.cond_br %2843, ^bb185, ^bb186
  ^bb185:  // pred: ^bb184
    %2844 = llvm.add %2834, %2840 : i64
    %2845 = llvm.add %2836, %2842 : i64
    %2846 = llvm.extractvalue %2620[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2847 = llvm.mlir.constant(20736 : index) : i64
    %2848 = llvm.mul %2830, %2847 overflow<nsw, nuw> : i64
    %2849 = llvm.mlir.constant(324 : index) : i64
    %2850 = llvm.mul %2838, %2849 overflow<nsw, nuw> : i64
    %2851 = llvm.add %2848, %2850 overflow<nsw, nuw> : i64
    %2852 = llvm.mlir.constant(18 : index) : i64
    %2853 = llvm.mul %2844, %2852 overflow<nsw, nuw> : i64
    %2854 = llvm.add %2851, %2853 overflow<nsw, nuw> : i64
    %2855 = llvm.add %2854, %2845 overflow<nsw, nuw> : i64
    %2856 = llvm.getelementptr inbounds|nuw %2846[%2855] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2857 = llvm.load %2856 : !llvm.ptr -> f32
    %2858 = llvm.extractvalue %1813[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2859 = llvm.mlir.constant(576 : index) : i64
    %2860 = llvm.mul %2832, %2859 overflow<nsw, nuw> : i64
    %2861 = llvm.mlir.constant(9 : index) : i64
    %2862 = llvm.mul %2838, %2861 overflow<nsw, nuw> : i64
    %2863 = llvm.add %2860, %2862 overflow<nsw, nuw> : i64
    %2864 = llvm.mlir.constant(3 : index) : i64
    %2865 = llvm.mul %2840, %2864 overflow<nsw, nuw> : i64
    %2866 = llvm.add %2863, %2865 overflow<nsw, nuw> : i64
    %2867 = llvm.add %2866, %2842 overflow<nsw, nuw> : i64
    %2868 = llvm.getelementptr inbounds|nuw %2858[%2867] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2869 = llvm.load %2868 : !llvm.ptr -> f32
    %2870 = llvm.extractvalue %2794[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2871 = llvm.mlir.constant(16384 : index) : i64
    %2872 = llvm.mul %2830, %2871 overflow<nsw, nuw> : i64
    %2873 = llvm.mlir.constant(256 : index) : i64
    %2874 = llvm.mul %2832, %2873 overflow<nsw, nuw> : i64
    %2875 = llvm.add %2872, %2874 overflow<nsw, nuw> : i64
    %2876 = llvm.mlir.constant(16 : index) : i64
    %2877 = llvm.mul %2834, %2876 overflow<nsw, nuw> : i64
    %2878 = llvm.add %2875, %2877 overflow<nsw, nuw> : i64
    %2879 = llvm.add %2878, %2836 overflow<nsw, nuw> : i64
    %2880 = llvm.getelementptr inbounds|nuw %2870[%2879] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2881 = llvm.load %2880 : !llvm.ptr -> f32
    %2882 = llvm.fmul %2857, %2869 : f32
    %2883 = llvm.fadd %2881, %2882 : f32
    %2884 = llvm.extractvalue %2794[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2885 = llvm.mlir.constant(16384 : index) : i64
    %2886 = llvm.mul %2830, %2885 overflow<nsw, nuw> : i64
    %2887 = llvm.mlir.constant(256 : index) : i64
    %2888 = llvm.mul %2832, %2887 overflow<nsw, nuw> : i64
    %2889 = llvm.add %2886, %2888 overflow<nsw, nuw> : i64
    %2890 = llvm.mlir.constant(16 : index) : i64
    %2891 = llvm.mul %2834, %2890 overflow<nsw, nuw> : i64
    %2892 = llvm.add %2889, %2891 overflow<nsw, nuw> : i64
    %2893 = llvm.add %2892, %2836 overflow<nsw, nuw> : i64
    %2894 = llvm.getelementptr inbounds|nuw %2884[%2893] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2883, %2894 : f32, !llvm.ptr
    %2895 = llvm.add %2842, %29 : i64
    llvm.br ^bb184(%2895 : i64)
  ^bb186:  // pred: ^bb184
    %2896 = llvm.add %2840, %29 : i64
    llvm.br ^bb182(%2896 : i64)
  ^bb187:  // pred: ^bb182
    %2897 = llvm.add %2838, %29 : i64
    llvm.br ^bb180(%2897 : i64)
  ^bb188:  // pred: ^bb180
    %2898 = llvm.add %2836, %29 : i64
    llvm.br ^bb178(%2898 : i64)
  ^bb189:  // pred: ^bb178
    %2899 = llvm.add %2834, %29 : i64
    llvm.br ^bb176(%2899 : i64)
  ^bb190:  // pred: ^bb176
    %2900 = llvm.add %2832, %29 : i64
    llvm.br ^bb174(%2900 : i64)
  ^bb191:  // pred: ^bb174
    %2901 = llvm.add %2830, %29 : i64
    llvm.br ^bb172(%2901 : i64)
  ^bb192:  // pred: ^bb172
    %2902 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2903 = llvm.extractvalue %1769[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2904 = llvm.extractvalue %1769[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2905 = llvm.insertvalue %2903, %2902[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2906 = llvm.insertvalue %2904, %2905[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2907 = llvm.mlir.constant(0 : index) : i64
    %2908 = llvm.insertvalue %2907, %2906[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2909 = llvm.mlir.constant(64 : index) : i64
    %2910 = llvm.insertvalue %2909, %2908[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2911 = llvm.mlir.constant(1 : index) : i64
    %2912 = llvm.insertvalue %2911, %2910[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2913 = llvm.mlir.constant(1 : index) : i64
    %2914 = llvm.insertvalue %2913, %2912[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2915 = llvm.mlir.constant(1 : index) : i64
    %2916 = llvm.insertvalue %2915, %2914[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2917 = llvm.mlir.constant(1 : index) : i64
    %2918 = llvm.insertvalue %2917, %2916[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2919 = llvm.mlir.constant(1 : index) : i64
    %2920 = llvm.insertvalue %2919, %2918[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2921 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2922 = llvm.extractvalue %1785[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2923 = llvm.extractvalue %1785[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2924 = llvm.insertvalue %2922, %2921[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2925 = llvm.insertvalue %2923, %2924[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2926 = llvm.mlir.constant(0 : index) : i64
    %2927 = llvm.insertvalue %2926, %2925[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2928 = llvm.mlir.constant(64 : index) : i64
    %2929 = llvm.insertvalue %2928, %2927[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2930 = llvm.mlir.constant(1 : index) : i64
    %2931 = llvm.insertvalue %2930, %2929[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2932 = llvm.mlir.constant(1 : index) : i64
    %2933 = llvm.insertvalue %2932, %2931[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2934 = llvm.mlir.constant(1 : index) : i64
    %2935 = llvm.insertvalue %2934, %2933[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2936 = llvm.mlir.constant(1 : index) : i64
    %2937 = llvm.insertvalue %2936, %2935[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2938 = llvm.mlir.constant(1 : index) : i64
    %2939 = llvm.insertvalue %2938, %2937[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2940 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2941 = llvm.extractvalue %1753[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2942 = llvm.extractvalue %1753[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2943 = llvm.insertvalue %2941, %2940[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2944 = llvm.insertvalue %2942, %2943[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2945 = llvm.mlir.constant(0 : index) : i64
    %2946 = llvm.insertvalue %2945, %2944[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2947 = llvm.mlir.constant(64 : index) : i64
    %2948 = llvm.insertvalue %2947, %2946[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2949 = llvm.mlir.constant(1 : index) : i64
    %2950 = llvm.insertvalue %2949, %2948[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2951 = llvm.mlir.constant(1 : index) : i64
    %2952 = llvm.insertvalue %2951, %2950[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2953 = llvm.mlir.constant(1 : index) : i64
    %2954 = llvm.insertvalue %2953, %2952[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2955 = llvm.mlir.constant(1 : index) : i64
    %2956 = llvm.insertvalue %2955, %2954[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2957 = llvm.mlir.constant(1 : index) : i64
    %2958 = llvm.insertvalue %2957, %2956[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2959 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2960 = llvm.extractvalue %1737[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2961 = llvm.extractvalue %1737[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2962 = llvm.insertvalue %2960, %2959[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2963 = llvm.insertvalue %2961, %2962[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2964 = llvm.mlir.constant(0 : index) : i64
    %2965 = llvm.insertvalue %2964, %2963[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2966 = llvm.mlir.constant(64 : index) : i64
    %2967 = llvm.insertvalue %2966, %2965[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2968 = llvm.mlir.constant(1 : index) : i64
    %2969 = llvm.insertvalue %2968, %2967[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2970 = llvm.mlir.constant(1 : index) : i64
    %2971 = llvm.insertvalue %2970, %2969[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2972 = llvm.mlir.constant(1 : index) : i64
    %2973 = llvm.insertvalue %2972, %2971[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2974 = llvm.mlir.constant(1 : index) : i64
    %2975 = llvm.insertvalue %2974, %2973[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2976 = llvm.mlir.constant(1 : index) : i64
    %2977 = llvm.insertvalue %2976, %2975[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb193(%30 : i64)
  ^bb193(%2978: i64):  // 2 preds: ^bb192, ^bb203
    %2979 = llvm.icmp "slt" %2978, %29 : i64
    llvm.cond_br %2979, ^bb194, ^bb204
  ^bb194:  // pred: ^bb193
    llvm.br ^bb195(%30 : i64)
  ^bb195(%2980: i64):  // 2 preds: ^bb194, ^bb202
    %2981 = llvm.icmp "slt" %2980, %26 : i64
    llvm.cond_br %2981, ^bb196, ^bb203
  ^bb196:  // pred: ^bb195
    llvm.br ^bb197(%30 : i64)
  ^bb197(%2982: i64):  // 2 preds: ^bb196, ^bb201
    %2983 = llvm.icmp "slt" %2982, %22 : i64
    llvm.cond_br %2983, ^bb198, ^bb202
  ^bb198:  // pred: ^bb197
    llvm.br ^bb199(%30 : i64)
  ^bb199(%2984: i64):  // 2 preds: ^bb198, ^bb200
    %2985 = llvm.icmp "slt" %2984, %22 : i64
    llvm.cond_br %2985, ^bb200, ^bb201
  ^bb200:  // pred: ^bb199
    %2986 = llvm.extractvalue %2794[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2987 = llvm.mlir.constant(16384 : index) : i64
    %2988 = llvm.mul %2978, %2987 overflow<nsw, nuw> : i64
    %2989 = llvm.mlir.constant(256 : index) : i64
    %2990 = llvm.mul %2980, %2989 overflow<nsw, nuw> : i64
    %2991 = llvm.add %2988, %2990 overflow<nsw, nuw> : i64
    %2992 = llvm.mlir.constant(16 : index) : i64
    %2993 = llvm.mul %2982, %2992 overflow<nsw, nuw> : i64
    %2994 = llvm.add %2991, %2993 overflow<nsw, nuw> : i64
    %2995 = llvm.add %2994, %2984 overflow<nsw, nuw> : i64
    %2996 = llvm.getelementptr inbounds|nuw %2986[%2995] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2997 = llvm.load %2996 : !llvm.ptr -> f32
    %2998 = llvm.extractvalue %2939[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2999 = llvm.add %2980, %30 overflow<nsw, nuw> : i64
    %3000 = llvm.add %2999, %30 overflow<nsw, nuw> : i64
    %3001 = llvm.getelementptr inbounds|nuw %2998[%3000] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3002 = llvm.load %3001 : !llvm.ptr -> f32
    %3003 = llvm.extractvalue %2920[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3004 = llvm.add %2980, %30 overflow<nsw, nuw> : i64
    %3005 = llvm.add %3004, %30 overflow<nsw, nuw> : i64
    %3006 = llvm.getelementptr inbounds|nuw %3003[%3005] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3007 = llvm.load %3006 : !llvm.ptr -> f32
    %3008 = llvm.extractvalue %2958[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3009 = llvm.add %2980, %30 overflow<nsw, nuw> : i64
    %3010 = llvm.add %3009, %30 overflow<nsw, nuw> : i64
    %3011 = llvm.getelementptr inbounds|nuw %3008[%3010] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3012 = llvm.load %3011 : !llvm.ptr -> f32
    %3013 = llvm.extractvalue %2977[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3014 = llvm.add %2980, %30 overflow<nsw, nuw> : i64
    %3015 = llvm.add %3014, %30 overflow<nsw, nuw> : i64
    %3016 = llvm.getelementptr inbounds|nuw %3013[%3015] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3017 = llvm.load %3016 : !llvm.ptr -> f32
    %3018 = llvm.fptrunc %32 : f64 to f32
    %3019 = llvm.fadd %3007, %3018 : f32
    %3020 = llvm.intr.sqrt(%3019) : (f32) -> f32
    %3021 = llvm.fdiv %34, %3020 : f32
    %3022 = llvm.fsub %2997, %3002 : f32
    %3023 = llvm.fmul %3022, %3021 : f32
    %3024 = llvm.fmul %3023, %3012 : f32
    %3025 = llvm.fadd %3024, %3017 : f32
    %3026 = llvm.fcmp "ugt" %3025, %33 : f32
    %3027 = llvm.select %3026, %3025, %33 : i1, f32
    %3028 = llvm.extractvalue %2445[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3029 = llvm.mlir.constant(16384 : index) : i64
    %3030 = llvm.mul %2978, %3029 overflow<nsw, nuw> : i64
    %3031 = llvm.mlir.constant(256 : index) : i64
    %3032 = llvm.mul %2980, %3031 overflow<nsw, nuw> : i64
    %3033 = llvm.add %3030, %3032 overflow<nsw, nuw> : i64
    %3034 = llvm.mlir.constant(16 : index) : i64
    %3035 = llvm.mul %2982, %3034 overflow<nsw, nuw> : i64
    %3036 = llvm.add %3033, %3035 overflow<nsw, nuw> : i64
    %3037 = llvm.add %3036, %2984 overflow<nsw, nuw> : i64
    %3038 = llvm.getelementptr inbounds|nuw %3028[%3037] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3027, %3038 : f32, !llvm.ptr
    %3039 = llvm.add %2984, %29 : i64
    llvm.br ^bb199(%3039 : i64)
  ^bb201:  // pred: ^bb199
    %3040 = llvm.add %2982, %29 : i64
    llvm.br ^bb197(%3040 : i64)
  ^bb202:  // pred: ^bb197
    %3041 = llvm.add %2980, %29 : i64
    llvm.br ^bb195(%3041 : i64)
  ^bb203:  // pred: ^bb195
    %3042 = llvm.add %2978, %29 : i64
    llvm.br ^bb193(%3042 : i64)
  ^bb204:  // pred: ^bb193
    %3043 = llvm.mlir.constant(1 : index) : i64
    %3044 = llvm.mlir.constant(64 : index) : i64
    %3045 = llvm.mlir.constant(18 : index) : i64
    %3046 = llvm.mlir.constant(18 : index) : i64
    %3047 = llvm.mlir.constant(1 : index) : i64
    %3048 = llvm.mlir.constant(324 : index) : i64
    %3049 = llvm.mlir.constant(20736 : index) : i64
    %3050 = llvm.mlir.constant(20736 : index) : i64
    %3051 = llvm.mlir.zero : !llvm.ptr
    %3052 = llvm.getelementptr %3051[%3050] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3053 = llvm.ptrtoint %3052 : !llvm.ptr to i64
    %3054 = llvm.mlir.constant(64 : index) : i64
    %3055 = llvm.add %3053, %3054 : i64
    %3056 = llvm.call @malloc(%3055) : (i64) -> !llvm.ptr
    %3057 = llvm.ptrtoint %3056 : !llvm.ptr to i64
    %3058 = llvm.mlir.constant(1 : index) : i64
    %3059 = llvm.sub %3054, %3058 : i64
    %3060 = llvm.add %3057, %3059 : i64
    %3061 = llvm.urem %3060, %3054 : i64
    %3062 = llvm.sub %3060, %3061 : i64
    %3063 = llvm.inttoptr %3062 : i64 to !llvm.ptr
    %3064 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3065 = llvm.insertvalue %3056, %3064[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3066 = llvm.insertvalue %3063, %3065[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3067 = llvm.mlir.constant(0 : index) : i64
    %3068 = llvm.insertvalue %3067, %3066[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3069 = llvm.insertvalue %3043, %3068[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3070 = llvm.insertvalue %3044, %3069[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3071 = llvm.insertvalue %3045, %3070[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3072 = llvm.insertvalue %3046, %3071[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3073 = llvm.insertvalue %3049, %3072[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3074 = llvm.insertvalue %3048, %3073[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3075 = llvm.insertvalue %3046, %3074[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3076 = llvm.insertvalue %3047, %3075[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb205(%30 : i64)
  ^bb205(%3077: i64):  // 2 preds: ^bb204, ^bb215
    %3078 = llvm.icmp "slt" %3077, %29 : i64
    llvm.cond_br %3078, ^bb206, ^bb216
  ^bb206:  // pred: ^bb205
    llvm.br ^bb207(%30 : i64)
  ^bb207(%3079: i64):  // 2 preds: ^bb206, ^bb214
    %3080 = llvm.icmp "slt" %3079, %26 : i64
    llvm.cond_br %3080, ^bb208, ^bb215
  ^bb208:  // pred: ^bb207
    llvm.br ^bb209(%30 : i64)
  ^bb209(%3081: i64):  // 2 preds: ^bb208, ^bb213
    %3082 = llvm.icmp "slt" %3081, %21 : i64
    llvm.cond_br %3082, ^bb210, ^bb214
  ^bb210:  // pred: ^bb209
    llvm.br ^bb211(%30 : i64)
  ^bb211(%3083: i64):  // 2 preds: ^bb210, ^bb212
    %3084 = llvm.icmp "slt" %3083, %21 : i64
    llvm.cond_br %3084, ^bb212, ^bb213
  ^bb212:  // pred: ^bb211
    %3085 = llvm.extractvalue %3076[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3086 = llvm.mlir.constant(20736 : index) : i64
    %3087 = llvm.mul %3077, %3086 overflow<nsw, nuw> : i64
    %3088 = llvm.mlir.constant(324 : index) : i64
    %3089 = llvm.mul %3079, %3088 overflow<nsw, nuw> : i64
    %3090 = llvm.add %3087, %3089 overflow<nsw, nuw> : i64
    %3091 = llvm.mlir.constant(18 : index) : i64
    %3092 = llvm.mul %3081, %3091 overflow<nsw, nuw> : i64
    %3093 = llvm.add %3090, %3092 overflow<nsw, nuw> : i64
    %3094 = llvm.add %3093, %3083 overflow<nsw, nuw> : i64
    %3095 = llvm.getelementptr inbounds|nuw %3085[%3094] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %3095 : f32, !llvm.ptr
    %3096 = llvm.add %3083, %29 : i64
    llvm.br ^bb211(%3096 : i64)
  ^bb213:  // pred: ^bb211
    %3097 = llvm.add %3081, %29 : i64
    llvm.br ^bb209(%3097 : i64)
  ^bb214:  // pred: ^bb209
    %3098 = llvm.add %3079, %29 : i64
    llvm.br ^bb207(%3098 : i64)
  ^bb215:  // pred: ^bb207
    %3099 = llvm.add %3077, %29 : i64
    llvm.br ^bb205(%3099 : i64)
  ^bb216:  // pred: ^bb205
    %3100 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3101 = llvm.extractvalue %3076[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3102 = llvm.extractvalue %3076[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3103 = llvm.insertvalue %3101, %3100[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3104 = llvm.insertvalue %3102, %3103[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3105 = llvm.mlir.constant(19 : index) : i64
    %3106 = llvm.insertvalue %3105, %3104[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3107 = llvm.mlir.constant(1 : index) : i64
    %3108 = llvm.insertvalue %3107, %3106[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3109 = llvm.mlir.constant(20736 : index) : i64
    %3110 = llvm.insertvalue %3109, %3108[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3111 = llvm.mlir.constant(64 : index) : i64
    %3112 = llvm.insertvalue %3111, %3110[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3113 = llvm.mlir.constant(324 : index) : i64
    %3114 = llvm.insertvalue %3113, %3112[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3115 = llvm.mlir.constant(16 : index) : i64
    %3116 = llvm.insertvalue %3115, %3114[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3117 = llvm.mlir.constant(18 : index) : i64
    %3118 = llvm.insertvalue %3117, %3116[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3119 = llvm.mlir.constant(16 : index) : i64
    %3120 = llvm.insertvalue %3119, %3118[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3121 = llvm.mlir.constant(1 : index) : i64
    %3122 = llvm.insertvalue %3121, %3120[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb217(%30 : i64)
  ^bb217(%3123: i64):  // 2 preds: ^bb216, ^bb227
    %3124 = llvm.icmp "slt" %3123, %29 : i64
    llvm.cond_br %3124, ^bb218, ^bb228
  ^bb218:  // pred: ^bb217
    llvm.br ^bb219(%30 : i64)
  ^bb219(%3125: i64):  // 2 preds: ^bb218, ^bb226
    %3126 = llvm.icmp "slt" %3125, %26 : i64
    llvm.cond_br %3126, ^bb220, ^bb227
  ^bb220:  // pred: ^bb219
    llvm.br ^bb221(%30 : i64)
  ^bb221(%3127: i64):  // 2 preds: ^bb220, ^bb225
    %3128 = llvm.icmp "slt" %3127, %22 : i64
    llvm.cond_br %3128, ^bb222, ^bb226
  ^bb222:  // pred: ^bb221
    llvm.br ^bb223(%30 : i64)
  ^bb223(%3129: i64):  // 2 preds: ^bb222, ^bb224
    %3130 = llvm.icmp "slt" %3129, %22 : i64
    llvm.cond_br %3130, ^bb224, ^bb225
  ^bb224:  // pred: ^bb223
    %3131 = llvm.extractvalue %2445[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3132 = llvm.mlir.constant(16384 : index) : i64
    %3133 = llvm.mul %3123, %3132 overflow<nsw, nuw> : i64
    %3134 = llvm.mlir.constant(256 : index) : i64
    %3135 = llvm.mul %3125, %3134 overflow<nsw, nuw> : i64
    %3136 = llvm.add %3133, %3135 overflow<nsw, nuw> : i64
    %3137 = llvm.mlir.constant(16 : index) : i64
    %3138 = llvm.mul %3127, %3137 overflow<nsw, nuw> : i64
    %3139 = llvm.add %3136, %3138 overflow<nsw, nuw> : i64
    %3140 = llvm.add %3139, %3129 overflow<nsw, nuw> : i64
    %3141 = llvm.getelementptr inbounds|nuw %3131[%3140] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3142 = llvm.load %3141 : !llvm.ptr -> f32
    %3143 = llvm.extractvalue %3122[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3144 = llvm.mlir.constant(19 : index) : i64
    %3145 = llvm.getelementptr %3143[%3144] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3146 = llvm.mlir.constant(20736 : index) : i64
    %3147 = llvm.mul %3123, %3146 overflow<nsw, nuw> : i64
    %3148 = llvm.mlir.constant(324 : index) : i64
    %3149 = llvm.mul %3125, %3148 overflow<nsw, nuw> : i64
    %3150 = llvm.add %3147, %3149 overflow<nsw, nuw> : i64
    %3151 = llvm.mlir.constant(18 : index) : i64
    %3152 = llvm.mul %3127, %3151 overflow<nsw, nuw> : i64
    %3153 = llvm.add %3150, %3152 overflow<nsw, nuw> : i64
    %3154 = llvm.add %3153, %3129 overflow<nsw, nuw> : i64
    %3155 = llvm.getelementptr inbounds|nuw %3145[%3154] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3142, %3155 : f32, !llvm.ptr
    %3156 = llvm.add %3129, %29 : i64
    llvm.br ^bb223(%3156 : i64)
  ^bb225:  // pred: ^bb223
    %3157 = llvm.add %3127, %29 : i64
    llvm.br ^bb221(%3157 : i64)
  ^bb226:  // pred: ^bb221
    %3158 = llvm.add %3125, %29 : i64
    llvm.br ^bb219(%3158 : i64)
  ^bb227:  // pred: ^bb219
    %3159 = llvm.add %3123, %29 : i64
    llvm.br ^bb217(%3159 : i64)
  ^bb228:  // pred: ^bb217
    %3160 = llvm.mlir.constant(1 : index) : i64
    %3161 = llvm.mlir.constant(64 : index) : i64
    %3162 = llvm.mlir.constant(16 : index) : i64
    %3163 = llvm.mlir.constant(16 : index) : i64
    %3164 = llvm.mlir.constant(1 : index) : i64
    %3165 = llvm.mlir.constant(256 : index) : i64
    %3166 = llvm.mlir.constant(16384 : index) : i64
    %3167 = llvm.mlir.constant(16384 : index) : i64
    %3168 = llvm.mlir.zero : !llvm.ptr
    %3169 = llvm.getelementptr %3168[%3167] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3170 = llvm.ptrtoint %3169 : !llvm.ptr to i64
    %3171 = llvm.mlir.constant(64 : index) : i64
    %3172 = llvm.add %3170, %3171 : i64
    %3173 = llvm.call @malloc(%3172) : (i64) -> !llvm.ptr
    %3174 = llvm.ptrtoint %3173 : !llvm.ptr to i64
    %3175 = llvm.mlir.constant(1 : index) : i64
    %3176 = llvm.sub %3171, %3175 : i64
    %3177 = llvm.add %3174, %3176 : i64
    %3178 = llvm.urem %3177, %3171 : i64
    %3179 = llvm.sub %3177, %3178 : i64
    %3180 = llvm.inttoptr %3179 : i64 to !llvm.ptr
    %3181 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3182 = llvm.insertvalue %3173, %3181[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3183 = llvm.insertvalue %3180, %3182[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3184 = llvm.mlir.constant(0 : index) : i64
    %3185 = llvm.insertvalue %3184, %3183[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3186 = llvm.insertvalue %3160, %3185[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3187 = llvm.insertvalue %3161, %3186[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3188 = llvm.insertvalue %3162, %3187[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3189 = llvm.insertvalue %3163, %3188[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3190 = llvm.insertvalue %3166, %3189[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3191 = llvm.insertvalue %3165, %3190[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3192 = llvm.insertvalue %3163, %3191[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3193 = llvm.insertvalue %3164, %3192[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb229(%30 : i64)
  ^bb229(%3194: i64):  // 2 preds: ^bb228, ^bb239
    %3195 = llvm.icmp "slt" %3194, %29 : i64
    llvm.cond_br %3195, ^bb230, ^bb240
  ^bb230:  // pred: ^bb229
    llvm.br ^bb231(%30 : i64)
  ^bb231(%3196: i64):  // 2 preds: ^bb230, ^bb238
    %3197 = llvm.icmp "slt" %3196, %26 : i64
    llvm.cond_br %3197, ^bb232, ^bb239
  ^bb232:  // pred: ^bb231
    llvm.br ^bb233(%30 : i64)
  ^bb233(%3198: i64):  // 2 preds: ^bb232, ^bb237
    %3199 = llvm.icmp "slt" %3198, %22 : i64
    llvm.cond_br %3199, ^bb234, ^bb238
  ^bb234:  // pred: ^bb233
    llvm.br ^bb235(%30 : i64)
  ^bb235(%3200: i64):  // 2 preds: ^bb234, ^bb236
    %3201 = llvm.icmp "slt" %3200, %22 : i64
    llvm.cond_br %3201, ^bb236, ^bb237
  ^bb236:  // pred: ^bb235
    %3202 = llvm.extractvalue %2737[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3203 = llvm.mlir.constant(16384 : index) : i64
    %3204 = llvm.mul %3194, %3203 overflow<nsw, nuw> : i64
    %3205 = llvm.mlir.constant(256 : index) : i64
    %3206 = llvm.mul %3196, %3205 overflow<nsw, nuw> : i64
    %3207 = llvm.add %3204, %3206 overflow<nsw, nuw> : i64
    %3208 = llvm.mlir.constant(16 : index) : i64
    %3209 = llvm.mul %3198, %3208 overflow<nsw, nuw> : i64
    %3210 = llvm.add %3207, %3209 overflow<nsw, nuw> : i64
    %3211 = llvm.add %3210, %3200 overflow<nsw, nuw> : i64
    %3212 = llvm.getelementptr inbounds|nuw %3202[%3211] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3213 = llvm.load %3212 : !llvm.ptr -> f32
    %3214 = llvm.extractvalue %3193[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3215 = llvm.mlir.constant(16384 : index) : i64
    %3216 = llvm.mul %3194, %3215 overflow<nsw, nuw> : i64
    %3217 = llvm.mlir.constant(256 : index) : i64
    %3218 = llvm.mul %3196, %3217 overflow<nsw, nuw> : i64
    %3219 = llvm.add %3216, %3218 overflow<nsw, nuw> : i64
    %3220 = llvm.mlir.constant(16 : index) : i64
    %3221 = llvm.mul %3198, %3220 overflow<nsw, nuw> : i64
    %3222 = llvm.add %3219, %3221 overflow<nsw, nuw> : i64
    %3223 = llvm.add %3222, %3200 overflow<nsw, nuw> : i64
    %3224 = llvm.getelementptr inbounds|nuw %3214[%3223] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3213, %3224 : f32, !llvm.ptr
    %3225 = llvm.add %3200, %29 : i64
    llvm.br ^bb235(%3225 : i64)
  ^bb237:  // pred: ^bb235
    %3226 = llvm.add %3198, %29 : i64
    llvm.br ^bb233(%3226 : i64)
  ^bb238:  // pred: ^bb233
    %3227 = llvm.add %3196, %29 : i64
    llvm.br ^bb231(%3227 : i64)
  ^bb239:  // pred: ^bb231
    %3228 = llvm.add %3194, %29 : i64
    llvm.br ^bb229(%3228 : i64)
  ^bb240:  // pred: ^bb229
    llvm.br ^bb241(%30 : i64)
  ^bb241(%3229: i64):  // 2 preds: ^bb240, ^bb260
    %3230 = llvm.icmp "slt" %3229, %29 : i64
    llvm.cond_br %3230, ^bb242, ^bb261
  ^bb242:  // pred: ^bb241
    llvm.br ^bb243(%30 : i64)
  ^bb243(%3231: i64):  // 2 preds: ^bb242, ^bb259
    %3232 = llvm.icmp "slt" %3231, %26 : i64
    llvm.cond_br %3232, ^bb244, ^bb260
  ^bb244:  // pred: ^bb243
    llvm.br ^bb245(%30 : i64)
  ^bb245(%3233: i64):  // 2 preds: ^bb244, ^bb258
    %3234 = llvm.icmp "slt" %3233, %22 : i64
    llvm.cond_br %3234, ^bb246, ^bb259
  ^bb246:  // pred: ^bb245
    llvm.br ^bb247(%30 : i64)
  ^bb247(%3235: i64):  // 2 preds: ^bb246, ^bb257
    %3236 = llvm.icmp "slt" %3235, %22 : i64
    llvm.cond_br %3236, ^bb248, ^bb258
  ^bb248:  // pred: ^bb247
    llvm.br ^bb249(%30 : i64)
  ^bb249(%3237: i64):  // 2 preds: ^bb248, ^bb256
    %3238 = llvm.icmp "slt" %3237, %26 : i64
    llvm.cond_br %3238, ^bb250, ^bb257
  ^bb250:  // pred: ^bb249
    llvm.br ^bb251(%30 : i64)
  ^bb251(%3239: i64):  // 2 preds: ^bb250, ^bb255
    %3240 = llvm.icmp "slt" %3239, %28 : i64
    llvm.cond_br %3240, ^bb252, ^bb256
  ^bb252:  // pred: ^bb251
    llvm.br ^bb253(%30 : i64)
  ^bb253(%3241: i64):  // 2 preds: ^bb252, ^bb254
    %3242 = llvm.icmp "slt" %3241, %28 : i64
    llvm.cond_br %3242, ^bb254, ^bb255
  ^bb254:  // pred: ^bb253
    %3243 = llvm.add %3233, %3239 : i64
    %3244 = llvm.add %3235, %3241 : i64
    %3245 = llvm.extractvalue %3076[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3246 = llvm.mlir.constant(20736 : index) : i64
    %3247 = llvm.mul %3229, %3246 overflow<nsw, nuw> : i64
    %3248 = llvm.mlir.constant(324 : index) : i64
    %3249 = llvm.mul %3237, %3248 overflow<nsw, nuw> : i64
    %3250 = llvm.add %3247, %3249 overflow<nsw, nuw> : i64
    %3251 = llvm.mlir.constant(18 : index) : i64
    %3252 = llvm.mul %3243, %3251 overflow<nsw, nuw> : i64
    %3253 = llvm.add %3250, %3252 overflow<nsw, nuw> : i64
    %3254 = llvm.add %3253, %3244 overflow<nsw, nuw> : i64
    %3255 = llvm.getelementptr inbounds|nuw %3245[%3254] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3256 = llvm.load %3255 : !llvm.ptr -> f32
    %3257 = llvm.extractvalue %1721[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3258 = llvm.mlir.constant(576 : index) : i64
    %3259 = llvm.mul %3231, %3258 overflow<nsw, nuw> : i64
    %3260 = llvm.mlir.constant(9 : index) : i64
    %3261 = llvm.mul %3237, %3260 overflow<nsw, nuw> : i64
    %3262 = llvm.add %3259, %3261 overflow<nsw, nuw> : i64
    %3263 = llvm.mlir.constant(3 : index) : i64
    %3264 = llvm.mul %3239, %3263 overflow<nsw, nuw> : i64
    %3265 = llvm.add %3262, %3264 overflow<nsw, nuw> : i64
    %3266 = llvm.add %3265, %3241 overflow<nsw, nuw> : i64
    %3267 = llvm.getelementptr inbounds|nuw %3257[%3266] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3268 = llvm.load %3267 : !llvm.ptr -> f32
    %3269 = llvm.extractvalue %3193[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3270 = llvm.mlir.constant(16384 : index) : i64
    %3271 = llvm.mul %3229, %3270 overflow<nsw, nuw> : i64
    %3272 = llvm.mlir.constant(256 : index) : i64
    %3273 = llvm.mul %3231, %3272 overflow<nsw, nuw> : i64
    %3274 = llvm.add %3271, %3273 overflow<nsw, nuw> : i64
    %3275 = llvm.mlir.constant(16 : index) : i64
    %3276 = llvm.mul %3233, %3275 overflow<nsw, nuw> : i64
    %3277 = llvm.add %3274, %3276 overflow<nsw, nuw> : i64
    %3278 = llvm.add %3277, %3235 overflow<nsw, nuw> : i64
    %3279 = llvm.getelementptr inbounds|nuw %3269[%3278] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3280 = llvm.load %3279 : !llvm.ptr -> f32
    %3281 = llvm.fmul %3256, %3268 : f32
    %3282 = llvm.fadd %3280, %3281 : f32
    %3283 = llvm.extractvalue %3193[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3284 = llvm.mlir.constant(16384 : index) : i64
    %3285 = llvm.mul %3229, %3284 overflow<nsw, nuw> : i64
    %3286 = llvm.mlir.constant(256 : index) : i64
    %3287 = llvm.mul %3231, %3286 overflow<nsw, nuw> : i64
    %3288 = llvm.add %3285, %3287 overflow<nsw, nuw> : i64
    %3289 = llvm.mlir.constant(16 : index) : i64
    %3290 = llvm.mul %3233, %3289 overflow<nsw, nuw> : i64
    %3291 = llvm.add %3288, %3290 overflow<nsw, nuw> : i64
    %3292 = llvm.add %3291, %3235 overflow<nsw, nuw> : i64
    %3293 = llvm.getelementptr inbounds|nuw %3283[%3292] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3282, %3293 : f32, !llvm.ptr
    %3294 = llvm.add %3241, %29 : i64
    llvm.br ^bb253(%3294 : i64)
  ^bb255:  // pred: ^bb253
    %3295 = llvm.add %3239, %29 : i64
    llvm.br ^bb251(%3295 : i64)
  ^bb256:  // pred: ^bb251
    %3296 = llvm.add %3237, %29 : i64
    llvm.br ^bb249(%3296 : i64)
  ^bb257:  // pred: ^bb249
    %3297 = llvm.add %3235, %29 : i64
    llvm.br ^bb247(%3297 : i64)
  ^bb258:  // pred: ^bb247
    %3298 = llvm.add %3233, %29 : i64
    llvm.br ^bb245(%3298 : i64)
  ^bb259:  // pred: ^bb245
    %3299 = llvm.add %3231, %29 : i64
    llvm.br ^bb243(%3299 : i64)
  ^bb260:  // pred: ^bb243
    %3300 = llvm.add %3229, %29 : i64
    llvm.br ^bb241(%3300 : i64)
  ^bb261:  // pred: ^bb241
    %3301 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3302 = llvm.extractvalue %1677[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3303 = llvm.extractvalue %1677[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3304 = llvm.insertvalue %3302, %3301[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3305 = llvm.insertvalue %3303, %3304[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3306 = llvm.mlir.constant(0 : index) : i64
    %3307 = llvm.insertvalue %3306, %3305[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3308 = llvm.mlir.constant(64 : index) : i64
    %3309 = llvm.insertvalue %3308, %3307[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3310 = llvm.mlir.constant(1 : index) : i64
    %3311 = llvm.insertvalue %3310, %3309[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3312 = llvm.mlir.constant(1 : index) : i64
    %3313 = llvm.insertvalue %3312, %3311[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3314 = llvm.mlir.constant(1 : index) : i64
    %3315 = llvm.insertvalue %3314, %3313[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3316 = llvm.mlir.constant(1 : index) : i64
    %3317 = llvm.insertvalue %3316, %3315[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3318 = llvm.mlir.constant(1 : index) : i64
    %3319 = llvm.insertvalue %3318, %3317[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3320 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3321 = llvm.extractvalue %1693[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3322 = llvm.extractvalue %1693[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3323 = llvm.insertvalue %3321, %3320[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3324 = llvm.insertvalue %3322, %3323[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3325 = llvm.mlir.constant(0 : index) : i64
    %3326 = llvm.insertvalue %3325, %3324[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3327 = llvm.mlir.constant(64 : index) : i64
    %3328 = llvm.insertvalue %3327, %3326[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3329 = llvm.mlir.constant(1 : index) : i64
    %3330 = llvm.insertvalue %3329, %3328[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3331 = llvm.mlir.constant(1 : index) : i64
    %3332 = llvm.insertvalue %3331, %3330[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3333 = llvm.mlir.constant(1 : index) : i64
    %3334 = llvm.insertvalue %3333, %3332[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3335 = llvm.mlir.constant(1 : index) : i64
    %3336 = llvm.insertvalue %3335, %3334[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3337 = llvm.mlir.constant(1 : index) : i64
    %3338 = llvm.insertvalue %3337, %3336[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3339 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3340 = llvm.extractvalue %1661[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3341 = llvm.extractvalue %1661[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3342 = llvm.insertvalue %3340, %3339[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3343 = llvm.insertvalue %3341, %3342[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3344 = llvm.mlir.constant(0 : index) : i64
    %3345 = llvm.insertvalue %3344, %3343[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3346 = llvm.mlir.constant(64 : index) : i64
    %3347 = llvm.insertvalue %3346, %3345[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3348 = llvm.mlir.constant(1 : index) : i64
    %3349 = llvm.insertvalue %3348, %3347[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3350 = llvm.mlir.constant(1 : index) : i64
    %3351 = llvm.insertvalue %3350, %3349[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3352 = llvm.mlir.constant(1 : index) : i64
    %3353 = llvm.insertvalue %3352, %3351[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3354 = llvm.mlir.constant(1 : index) : i64
    %3355 = llvm.insertvalue %3354, %3353[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3356 = llvm.mlir.constant(1 : index) : i64
    %3357 = llvm.insertvalue %3356, %3355[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3358 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3359 = llvm.extractvalue %1645[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3360 = llvm.extractvalue %1645[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3361 = llvm.insertvalue %3359, %3358[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3362 = llvm.insertvalue %3360, %3361[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3363 = llvm.mlir.constant(0 : index) : i64
    %3364 = llvm.insertvalue %3363, %3362[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3365 = llvm.mlir.constant(64 : index) : i64
    %3366 = llvm.insertvalue %3365, %3364[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3367 = llvm.mlir.constant(1 : index) : i64
    %3368 = llvm.insertvalue %3367, %3366[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3369 = llvm.mlir.constant(1 : index) : i64
    %3370 = llvm.insertvalue %3369, %3368[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3371 = llvm.mlir.constant(1 : index) : i64
    %3372 = llvm.insertvalue %3371, %3370[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3373 = llvm.mlir.constant(1 : index) : i64
    %3374 = llvm.insertvalue %3373, %3372[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3375 = llvm.mlir.constant(1 : index) : i64
    %3376 = llvm.insertvalue %3375, %3374[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3377 = llvm.mlir.constant(1 : index) : i64
    %3378 = llvm.mlir.constant(64 : index) : i64
    %3379 = llvm.mlir.constant(16 : index) : i64
    %3380 = llvm.mlir.constant(16 : index) : i64
    %3381 = llvm.mlir.constant(1 : index) : i64
    %3382 = llvm.mlir.constant(256 : index) : i64
    %3383 = llvm.mlir.constant(16384 : index) : i64
    %3384 = llvm.mlir.constant(16384 : index) : i64
    %3385 = llvm.mlir.zero : !llvm.ptr
    %3386 = llvm.getelementptr %3385[%3384] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3387 = llvm.ptrtoint %3386 : !llvm.ptr to i64
    %3388 = llvm.mlir.constant(64 : index) : i64
    %3389 = llvm.add %3387, %3388 : i64
    %3390 = llvm.call @malloc(%3389) : (i64) -> !llvm.ptr
    %3391 = llvm.ptrtoint %3390 : !llvm.ptr to i64
    %3392 = llvm.mlir.constant(1 : index) : i64
    %3393 = llvm.sub %3388, %3392 : i64
    %3394 = llvm.add %3391, %3393 : i64
    %3395 = llvm.urem %3394, %3388 : i64
    %3396 = llvm.sub %3394, %3395 : i64
    %3397 = llvm.inttoptr %3396 : i64 to !llvm.ptr
    %3398 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3399 = llvm.insertvalue %3390, %3398[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3400 = llvm.insertvalue %3397, %3399[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3401 = llvm.mlir.constant(0 : index) : i64
    %3402 = llvm.insertvalue %3401, %3400[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3403 = llvm.insertvalue %3377, %3402[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3404 = llvm.insertvalue %3378, %3403[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3405 = llvm.insertvalue %3379, %3404[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3406 = llvm.insertvalue %3380, %3405[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3407 = llvm.insertvalue %3383, %3406[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3408 = llvm.insertvalue %3382, %3407[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3409 = llvm.insertvalue %3380, %3408[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3410 = llvm.insertvalue %3381, %3409[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb262(%30 : i64)
  ^bb262(%3411: i64):  // 2 preds: ^bb261, ^bb272
    %3412 = llvm.icmp "slt" %3411, %29 : i64
    llvm.cond_br %3412, ^bb263, ^bb273
  ^bb263:  // pred: ^bb262
    llvm.br ^bb264(%30 : i64)
  ^bb264(%3413: i64):  // 2 preds: ^bb263, ^bb271
    %3414 = llvm.icmp "slt" %3413, %26 : i64
    llvm.cond_br %3414, ^bb265, ^bb272
  ^bb265:  // pred: ^bb264
    llvm.br ^bb266(%30 : i64)
  ^bb266(%3415: i64):  // 2 preds: ^bb265, ^bb270
    %3416 = llvm.icmp "slt" %3415, %22 : i64
    llvm.cond_br %3416, ^bb267, ^bb271
  ^bb267:  // pred: ^bb266
    llvm.br ^bb268(%30 : i64)
  ^bb268(%3417: i64):  // 2 preds: ^bb267, ^bb269
    %3418 = llvm.icmp "slt" %3417, %22 : i64
    llvm.cond_br %3418, ^bb269, ^bb270
  ^bb269:  // pred: ^bb268
    %3419 = llvm.extractvalue %3193[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3420 = llvm.mlir.constant(16384 : index) : i64
    %3421 = llvm.mul %3411, %3420 overflow<nsw, nuw> : i64
    %3422 = llvm.mlir.constant(256 : index) : i64
    %3423 = llvm.mul %3413, %3422 overflow<nsw, nuw> : i64
    %3424 = llvm.add %3421, %3423 overflow<nsw, nuw> : i64
    %3425 = llvm.mlir.constant(16 : index) : i64
    %3426 = llvm.mul %3415, %3425 overflow<nsw, nuw> : i64
    %3427 = llvm.add %3424, %3426 overflow<nsw, nuw> : i64
    %3428 = llvm.add %3427, %3417 overflow<nsw, nuw> : i64
    %3429 = llvm.getelementptr inbounds|nuw %3419[%3428] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3430 = llvm.load %3429 : !llvm.ptr -> f32
    %3431 = llvm.extractvalue %3338[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3432 = llvm.add %3413, %30 overflow<nsw, nuw> : i64
    %3433 = llvm.add %3432, %30 overflow<nsw, nuw> : i64
    %3434 = llvm.getelementptr inbounds|nuw %3431[%3433] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3435 = llvm.load %3434 : !llvm.ptr -> f32
    %3436 = llvm.extractvalue %3319[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3437 = llvm.add %3413, %30 overflow<nsw, nuw> : i64
    %3438 = llvm.add %3437, %30 overflow<nsw, nuw> : i64
    %3439 = llvm.getelementptr inbounds|nuw %3436[%3438] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3440 = llvm.load %3439 : !llvm.ptr -> f32
    %3441 = llvm.extractvalue %3357[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3442 = llvm.add %3413, %30 overflow<nsw, nuw> : i64
    %3443 = llvm.add %3442, %30 overflow<nsw, nuw> : i64
    %3444 = llvm.getelementptr inbounds|nuw %3441[%3443] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3445 = llvm.load %3444 : !llvm.ptr -> f32
    %3446 = llvm.extractvalue %3376[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3447 = llvm.add %3413, %30 overflow<nsw, nuw> : i64
    %3448 = llvm.add %3447, %30 overflow<nsw, nuw> : i64
    %3449 = llvm.getelementptr inbounds|nuw %3446[%3448] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3450 = llvm.load %3449 : !llvm.ptr -> f32
    %3451 = llvm.extractvalue %2479[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3452 = llvm.mlir.constant(16384 : index) : i64
    %3453 = llvm.mul %3411, %3452 overflow<nsw, nuw> : i64
    %3454 = llvm.mlir.constant(256 : index) : i64
    %3455 = llvm.mul %3413, %3454 overflow<nsw, nuw> : i64
    %3456 = llvm.add %3453, %3455 overflow<nsw, nuw> : i64
    %3457 = llvm.mlir.constant(16 : index) : i64
    %3458 = llvm.mul %3415, %3457 overflow<nsw, nuw> : i64
    %3459 = llvm.add %3456, %3458 overflow<nsw, nuw> : i64
    %3460 = llvm.add %3459, %3417 overflow<nsw, nuw> : i64
    %3461 = llvm.getelementptr inbounds|nuw %3451[%3460] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3462 = llvm.load %3461 : !llvm.ptr -> f32
    %3463 = llvm.fptrunc %32 : f64 to f32
    %3464 = llvm.fadd %3440, %3463 : f32
    %3465 = llvm.intr.sqrt(%3464) : (f32) -> f32
    %3466 = llvm.fdiv %34, %3465 : f32
    %3467 = llvm.fsub %3430, %3435 : f32
    %3468 = llvm.fmul %3467, %3466 : f32
    %3469 = llvm.fmul %3468, %3445 : f32
    %3470 = llvm.fadd %3469, %3450 : f32
    %3471 = llvm.fadd %3470, %3462 : f32
    %3472 = llvm.fcmp "ugt" %3471, %33 : f32
    %3473 = llvm.select %3472, %3471, %33 : i1, f32
    %3474 = llvm.extractvalue %3410[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3475 = llvm.mlir.constant(16384 : index) : i64
    %3476 = llvm.mul %3411, %3475 overflow<nsw, nuw> : i64
    %3477 = llvm.mlir.constant(256 : index) : i64
    %3478 = llvm.mul %3413, %3477 overflow<nsw, nuw> : i64
    %3479 = llvm.add %3476, %3478 overflow<nsw, nuw> : i64
    %3480 = llvm.mlir.constant(16 : index) : i64
    %3481 = llvm.mul %3415, %3480 overflow<nsw, nuw> : i64
    %3482 = llvm.add %3479, %3481 overflow<nsw, nuw> : i64
    %3483 = llvm.add %3482, %3417 overflow<nsw, nuw> : i64
    %3484 = llvm.getelementptr inbounds|nuw %3474[%3483] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3473, %3484 : f32, !llvm.ptr
    %3485 = llvm.add %3417, %29 : i64
    llvm.br ^bb268(%3485 : i64)
  ^bb270:  // pred: ^bb268
    %3486 = llvm.add %3415, %29 : i64
    llvm.br ^bb266(%3486 : i64)
  ^bb271:  // pred: ^bb266
    %3487 = llvm.add %3413, %29 : i64
    llvm.br ^bb264(%3487 : i64)
  ^bb272:  // pred: ^bb264
    %3488 = llvm.add %3411, %29 : i64
    llvm.br ^bb262(%3488 : i64)
  ^bb273:  // pred: ^bb262
    %3489 = llvm.mlir.constant(1 : index) : i64
    %3490 = llvm.mlir.constant(64 : index) : i64
    %3491 = llvm.mlir.constant(18 : index) : i64
    %3492 = llvm.mlir.constant(18 : index) : i64
    %3493 = llvm.mlir.constant(1 : index) : i64
    %3494 = llvm.mlir.constant(324 : index) : i64
    %3495 = llvm.mlir.constant(20736 : index) : i64
    %3496 = llvm.mlir.constant(20736 : index) : i64
    %3497 = llvm.mlir.zero : !llvm.ptr
    %3498 = llvm.getelementptr %3497[%3496] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3499 = llvm.ptrtoint %3498 : !llvm.ptr to i64
    %3500 = llvm.mlir.constant(64 : index) : i64
    %3501 = llvm.add %3499, %3500 : i64
    %3502 = llvm.call @malloc(%3501) : (i64) -> !llvm.ptr
    %3503 = llvm.ptrtoint %3502 : !llvm.ptr to i64
    %3504 = llvm.mlir.constant(1 : index) : i64
    %3505 = llvm.sub %3500, %3504 : i64
    %3506 = llvm.add %3503, %3505 : i64
    %3507 = llvm.urem %3506, %3500 : i64
    %3508 = llvm.sub %3506, %3507 : i64
    %3509 = llvm.inttoptr %3508 : i64 to !llvm.ptr
    %3510 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3511 = llvm.insertvalue %3502, %3510[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3512 = llvm.insertvalue %3509, %3511[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3513 = llvm.mlir.constant(0 : index) : i64
    %3514 = llvm.insertvalue %3513, %3512[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3515 = llvm.insertvalue %3489, %3514[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3516 = llvm.insertvalue %3490, %3515[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3517 = llvm.insertvalue %3491, %3516[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3518 = llvm.insertvalue %3492, %3517[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3519 = llvm.insertvalue %3495, %3518[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3520 = llvm.insertvalue %3494, %3519[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3521 = llvm.insertvalue %3492, %3520[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3522 = llvm.insertvalue %3493, %3521[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb274(%30 : i64)
  ^bb274(%3523: i64):  // 2 preds: ^bb273, ^bb284
    %3524 = llvm.icmp "slt" %3523, %29 : i64
    llvm.cond_br %3524, ^bb275, ^bb285
  ^bb275:  // pred: ^bb274
    llvm.br ^bb276(%30 : i64)
  ^bb276(%3525: i64):  // 2 preds: ^bb275, ^bb283
    %3526 = llvm.icmp "slt" %3525, %26 : i64
    llvm.cond_br %3526, ^bb277, ^bb284
  ^bb277:  // pred: ^bb276
    llvm.br ^bb278(%30 : i64)
  ^bb278(%3527: i64):  // 2 preds: ^bb277, ^bb282
    %3528 = llvm.icmp "slt" %3527, %21 : i64
    llvm.cond_br %3528, ^bb279, ^bb283
  ^bb279:  // pred: ^bb278
    llvm.br ^bb280(%30 : i64)
  ^bb280(%3529: i64):  // 2 preds: ^bb279, ^bb281
    %3530 = llvm.icmp "slt" %3529, %21 : i64
    llvm.cond_br %3530, ^bb281, ^bb282
  ^bb281:  // pred: ^bb280
    %3531 = llvm.extractvalue %3522[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3532 = llvm.mlir.constant(20736 : index) : i64
    %3533 = llvm.mul %3523, %3532 overflow<nsw, nuw> : i64
    %3534 = llvm.mlir.constant(324 : index) : i64
    %3535 = llvm.mul %3525, %3534 overflow<nsw, nuw> : i64
    %3536 = llvm.add %3533, %3535 overflow<nsw, nuw> : i64
    %3537 = llvm.mlir.constant(18 : index) : i64
    %3538 = llvm.mul %3527, %3537 overflow<nsw, nuw> : i64
    %3539 = llvm.add %3536, %3538 overflow<nsw, nuw> : i64
    %3540 = llvm.add %3539, %3529 overflow<nsw, nuw> : i64
    %3541 = llvm.getelementptr inbounds|nuw %3531[%3540] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %3541 : f32, !llvm.ptr
    %3542 = llvm.add %3529, %29 : i64
    llvm.br ^bb280(%3542 : i64)
  ^bb282:  // pred: ^bb280
    %3543 = llvm.add %3527, %29 : i64
    llvm.br ^bb278(%3543 : i64)
  ^bb283:  // pred: ^bb278
    %3544 = llvm.add %3525, %29 : i64
    llvm.br ^bb276(%3544 : i64)
  ^bb284:  // pred: ^bb276
    %3545 = llvm.add %3523, %29 : i64
    llvm.br ^bb274(%3545 : i64)
  ^bb285:  // pred: ^bb274
    %3546 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3547 = llvm.extractvalue %3522[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3548 = llvm.extractvalue %3522[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3549 = llvm.insertvalue %3547, %3546[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3550 = llvm.insertvalue %3548, %3549[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3551 = llvm.mlir.constant(19 : index) : i64
    %3552 = llvm.insertvalue %3551, %3550[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3553 = llvm.mlir.constant(1 : index) : i64
    %3554 = llvm.insertvalue %3553, %3552[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3555 = llvm.mlir.constant(20736 : index) : i64
    %3556 = llvm.insertvalue %3555, %3554[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3557 = llvm.mlir.constant(64 : index) : i64
    %3558 = llvm.insertvalue %3557, %3556[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3559 = llvm.mlir.constant(324 : index) : i64
    %3560 = llvm.insertvalue %3559, %3558[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3561 = llvm.mlir.constant(16 : index) : i64
    %3562 = llvm.insertvalue %3561, %3560[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3563 = llvm.mlir.constant(18 : index) : i64
    %3564 = llvm.insertvalue %3563, %3562[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3565 = llvm.mlir.constant(16 : index) : i64
    %3566 = llvm.insertvalue %3565, %3564[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3567 = llvm.mlir.constant(1 : index) : i64
    %3568 = llvm.insertvalue %3567, %3566[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb286(%30 : i64)
  ^bb286(%3569: i64):  // 2 preds: ^bb285, ^bb296
    %3570 = llvm.icmp "slt" %3569, %29 : i64
    llvm.cond_br %3570, ^bb287, ^bb297
  ^bb287:  // pred: ^bb286
    llvm.br ^bb288(%30 : i64)
  ^bb288(%3571: i64):  // 2 preds: ^bb287, ^bb295
    %3572 = llvm.icmp "slt" %3571, %26 : i64
    llvm.cond_br %3572, ^bb289, ^bb296
  ^bb289:  // pred: ^bb288
    llvm.br ^bb290(%30 : i64)
  ^bb290(%3573: i64):  // 2 preds: ^bb289, ^bb294
    %3574 = llvm.icmp "slt" %3573, %22 : i64
    llvm.cond_br %3574, ^bb291, ^bb295
  ^bb291:  // pred: ^bb290
    llvm.br ^bb292(%30 : i64)
  ^bb292(%3575: i64):  // 2 preds: ^bb291, ^bb293
    %3576 = llvm.icmp "slt" %3575, %22 : i64
    llvm.cond_br %3576, ^bb293, ^bb294
  ^bb293:  // pred: ^bb292
    %3577 = llvm.extractvalue %3410[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3578 = llvm.mlir.constant(16384 : index) : i64
    %3579 = llvm.mul %3569, %3578 overflow<nsw, nuw> : i64
    %3580 = llvm.mlir.constant(256 : index) : i64
    %3581 = llvm.mul %3571, %3580 overflow<nsw, nuw> : i64
    %3582 = llvm.add %3579, %3581 overflow<nsw, nuw> : i64
    %3583 = llvm.mlir.constant(16 : index) : i64
    %3584 = llvm.mul %3573, %3583 overflow<nsw, nuw> : i64
    %3585 = llvm.add %3582, %3584 overflow<nsw, nuw> : i64
    %3586 = llvm.add %3585, %3575 overflow<nsw, nuw> : i64
    %3587 = llvm.getelementptr inbounds|nuw %3577[%3586] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3588 = llvm.load %3587 : !llvm.ptr -> f32
    %3589 = llvm.extractvalue %3568[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3590 = llvm.mlir.constant(19 : index) : i64
    %3591 = llvm.getelementptr %3589[%3590] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3592 = llvm.mlir.constant(20736 : index) : i64
    %3593 = llvm.mul %3569, %3592 overflow<nsw, nuw> : i64
    %3594 = llvm.mlir.constant(324 : index) : i64
    %3595 = llvm.mul %3571, %3594 overflow<nsw, nuw> : i64
    %3596 = llvm.add %3593, %3595 overflow<nsw, nuw> : i64
    %3597 = llvm.mlir.constant(18 : index) : i64
    %3598 = llvm.mul %3573, %3597 overflow<nsw, nuw> : i64
    %3599 = llvm.add %3596, %3598 overflow<nsw, nuw> : i64
    %3600 = llvm.add %3599, %3575 overflow<nsw, nuw> : i64
    %3601 = llvm.getelementptr inbounds|nuw %3591[%3600] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3588, %3601 : f32, !llvm.ptr
    %3602 = llvm.add %3575, %29 : i64
    llvm.br ^bb292(%3602 : i64)
  ^bb294:  // pred: ^bb292
    %3603 = llvm.add %3573, %29 : i64
    llvm.br ^bb290(%3603 : i64)
  ^bb295:  // pred: ^bb290
    %3604 = llvm.add %3571, %29 : i64
    llvm.br ^bb288(%3604 : i64)
  ^bb296:  // pred: ^bb288
    %3605 = llvm.add %3569, %29 : i64
    llvm.br ^bb286(%3605 : i64)
  ^bb297:  // pred: ^bb286
    %3606 = llvm.mlir.constant(1 : index) : i64
    %3607 = llvm.mlir.constant(64 : index) : i64
    %3608 = llvm.mlir.constant(16 : index) : i64
    %3609 = llvm.mlir.constant(16 : index) : i64
    %3610 = llvm.mlir.constant(1 : index) : i64
    %3611 = llvm.mlir.constant(256 : index) : i64
    %3612 = llvm.mlir.constant(16384 : index) : i64
    %3613 = llvm.mlir.constant(16384 : index) : i64
    %3614 = llvm.mlir.zero : !llvm.ptr
    %3615 = llvm.getelementptr %3614[%3613] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3616 = llvm.ptrtoint %3615 : !llvm.ptr to i64
    %3617 = llvm.mlir.constant(64 : index) : i64
    %3618 = llvm.add %3616, %3617 : i64
    %3619 = llvm.call @malloc(%3618) : (i64) -> !llvm.ptr
    %3620 = llvm.ptrtoint %3619 : !llvm.ptr to i64
    %3621 = llvm.mlir.constant(1 : index) : i64
    %3622 = llvm.sub %3617, %3621 : i64
    %3623 = llvm.add %3620, %3622 : i64
    %3624 = llvm.urem %3623, %3617 : i64
    %3625 = llvm.sub %3623, %3624 : i64
    %3626 = llvm.inttoptr %3625 : i64 to !llvm.ptr
    %3627 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3628 = llvm.insertvalue %3619, %3627[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3629 = llvm.insertvalue %3626, %3628[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3630 = llvm.mlir.constant(0 : index) : i64
    %3631 = llvm.insertvalue %3630, %3629[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3632 = llvm.insertvalue %3606, %3631[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3633 = llvm.insertvalue %3607, %3632[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3634 = llvm.insertvalue %3608, %3633[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3635 = llvm.insertvalue %3609, %3634[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3636 = llvm.insertvalue %3612, %3635[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3637 = llvm.insertvalue %3611, %3636[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3638 = llvm.insertvalue %3609, %3637[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3639 = llvm.insertvalue %3610, %3638[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb298(%30 : i64)
  ^bb298(%3640: i64):  // 2 preds: ^bb297, ^bb308
    %3641 = llvm.icmp "slt" %3640, %29 : i64
    llvm.cond_br %3641, ^bb299, ^bb309
  ^bb299:  // pred: ^bb298
    llvm.br ^bb300(%30 : i64)
  ^bb300(%3642: i64):  // 2 preds: ^bb299, ^bb307
    %3643 = llvm.icmp "slt" %3642, %26 : i64
    llvm.cond_br %3643, ^bb301, ^bb308
  ^bb301:  // pred: ^bb300
    llvm.br ^bb302(%30 : i64)
  ^bb302(%3644: i64):  // 2 preds: ^bb301, ^bb306
    %3645 = llvm.icmp "slt" %3644, %22 : i64
    llvm.cond_br %3645, ^bb303, ^bb307
  ^bb303:  // pred: ^bb302
    llvm.br ^bb304(%30 : i64)
  ^bb304(%3646: i64):  // 2 preds: ^bb303, ^bb305
    %3647 = llvm.icmp "slt" %3646, %22 : i64
    llvm.cond_br %3647, ^bb305, ^bb306
  ^bb305:  // pred: ^bb304
    %3648 = llvm.extractvalue %2737[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3649 = llvm.mlir.constant(16384 : index) : i64
    %3650 = llvm.mul %3640, %3649 overflow<nsw, nuw> : i64
    %3651 = llvm.mlir.constant(256 : index) : i64
    %3652 = llvm.mul %3642, %3651 overflow<nsw, nuw> : i64
    %3653 = llvm.add %3650, %3652 overflow<nsw, nuw> : i64
    %3654 = llvm.mlir.constant(16 : index) : i64
    %3655 = llvm.mul %3644, %3654 overflow<nsw, nuw> : i64
    %3656 = llvm.add %3653, %3655 overflow<nsw, nuw> : i64
    %3657 = llvm.add %3656, %3646 overflow<nsw, nuw> : i64
    %3658 = llvm.getelementptr inbounds|nuw %3648[%3657] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3659 = llvm.load %3658 : !llvm.ptr -> f32
    %3660 = llvm.extractvalue %3639[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3661 = llvm.mlir.constant(16384 : index) : i64
    %3662 = llvm.mul %3640, %3661 overflow<nsw, nuw> : i64
    %3663 = llvm.mlir.constant(256 : index) : i64
    %3664 = llvm.mul %3642, %3663 overflow<nsw, nuw> : i64
    %3665 = llvm.add %3662, %3664 overflow<nsw, nuw> : i64
    %3666 = llvm.mlir.constant(16 : index) : i64
    %3667 = llvm.mul %3644, %3666 overflow<nsw, nuw> : i64
    %3668 = llvm.add %3665, %3667 overflow<nsw, nuw> : i64
    %3669 = llvm.add %3668, %3646 overflow<nsw, nuw> : i64
    %3670 = llvm.getelementptr inbounds|nuw %3660[%3669] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3659, %3670 : f32, !llvm.ptr
    %3671 = llvm.add %3646, %29 : i64
    llvm.br ^bb304(%3671 : i64)
  ^bb306:  // pred: ^bb304
    %3672 = llvm.add %3644, %29 : i64
    llvm.br ^bb302(%3672 : i64)
  ^bb307:  // pred: ^bb302
    %3673 = llvm.add %3642, %29 : i64
    llvm.br ^bb300(%3673 : i64)
  ^bb308:  // pred: ^bb300
    %3674 = llvm.add %3640, %29 : i64
    llvm.br ^bb298(%3674 : i64)
  ^bb309:  // pred: ^bb298
    llvm.br ^bb310(%30 : i64)
  ^bb310(%3675: i64):  // 2 preds: ^bb309, ^bb329
    %3676 = llvm.icmp "slt" %3675, %29 : i64
    llvm.cond_br %3676, ^bb311, ^bb330
  ^bb311:  // pred: ^bb310
    llvm.br ^bb312(%30 : i64)
  ^bb312(%3677: i64):  // 2 preds: ^bb311, ^bb328
    %3678 = llvm.icmp "slt" %3677, %26 : i64
    llvm.cond_br %3678, ^bb313, ^bb329
  ^bb313:  // pred: ^bb312
    llvm.br ^bb314(%30 : i64)
  ^bb314(%3679: i64):  // 2 preds: ^bb313, ^bb327
    %3680 = llvm.icmp "slt" %3679, %22 : i64
    llvm.cond_br %3680, ^bb315, ^bb328
  ^bb315:  // pred: ^bb314
    llvm.br ^bb316(%30 : i64)
  ^bb316(%3681: i64):  // 2 preds: ^bb315, ^bb326
    %3682 = llvm.icmp "slt" %3681, %22 : i64
    llvm.cond_br %3682, ^bb317, ^bb327
  ^bb317:  // pred: ^bb316
    llvm.br ^bb318(%30 : i64)
  ^bb318(%3683: i64):  // 2 preds: ^bb317, ^bb325
    %3684 = llvm.icmp "slt" %3683, %26 : i64
    llvm.cond_br %3684, ^bb319, ^bb326
  ^bb319:  // pred: ^bb318
    llvm.br ^bb320(%30 : i64)
  ^bb320(%3685: i64):  // 2 preds: ^bb319, ^bb324
    %3686 = llvm.icmp "slt" %3685, %28 : i64
    llvm.cond_br %3686, ^bb321, ^bb325
  ^bb321:  // pred: ^bb320
    llvm.br ^bb322(%30 : i64)
  ^bb322(%3687: i64):  // 2 preds: ^bb321, ^bb323
    %3688 = llvm.icmp "slt" %3687, %28 : i64
    llvm.cond_br %3688, ^bb323, ^bb324
  ^bb323:  // pred: ^bb322
    %3689 = llvm.add %3679, %3685 : i64
    %3690 = llvm.add %3681, %3687 : i64
    %3691 = llvm.extractvalue %3522[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3692 = llvm.mlir.constant(20736 : index) : i64
    %3693 = llvm.mul %3675, %3692 overflow<nsw, nuw> : i64
    %3694 = llvm.mlir.constant(324 : index) : i64
    %3695 = llvm.mul %3683, %3694 overflow<nsw, nuw> : i64
    %3696 = llvm.add %3693, %3695 overflow<nsw, nuw> : i64
    %3697 = llvm.mlir.constant(18 : index) : i64
    %3698 = llvm.mul %3689, %3697 overflow<nsw, nuw> : i64
    %3699 = llvm.add %3696, %3698 overflow<nsw, nuw> : i64
    %3700 = llvm.add %3699, %3690 overflow<nsw, nuw> : i64
    %3701 = llvm.getelementptr inbounds|nuw %3691[%3700] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3702 = llvm.load %3701 : !llvm.ptr -> f32
    %3703 = llvm.extractvalue %1629[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3704 = llvm.mlir.constant(576 : index) : i64
    %3705 = llvm.mul %3677, %3704 overflow<nsw, nuw> : i64
    %3706 = llvm.mlir.constant(9 : index) : i64
    %3707 = llvm.mul %3683, %3706 overflow<nsw, nuw> : i64
    %3708 = llvm.add %3705, %3707 overflow<nsw, nuw> : i64
    %3709 = llvm.mlir.constant(3 : index) : i64
    %3710 = llvm.mul %3685, %3709 overflow<nsw, nuw> : i64
    %3711 = llvm.add %3708, %3710 overflow<nsw, nuw> : i64
    %3712 = llvm.add %3711, %3687 overflow<nsw, nuw> : i64
    %3713 = llvm.getelementptr inbounds|nuw %3703[%3712] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3714 = llvm.load %3713 : !llvm.ptr -> f32
    %3715 = llvm.extractvalue %3639[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3716 = llvm.mlir.constant(16384 : index) : i64
    %3717 = llvm.mul %3675, %3716 overflow<nsw, nuw> : i64
    %3718 = llvm.mlir.constant(256 : index) : i64
    %3719 = llvm.mul %3677, %3718 overflow<nsw, nuw> : i64
    %3720 = llvm.add %3717, %3719 overflow<nsw, nuw> : i64
    %3721 = llvm.mlir.constant(16 : index) : i64
    %3722 = llvm.mul %3679, %3721 overflow<nsw, nuw> : i64
    %3723 = llvm.add %3720, %3722 overflow<nsw, nuw> : i64
    %3724 = llvm.add %3723, %3681 overflow<nsw, nuw> : i64
    %3725 = llvm.getelementptr inbounds|nuw %3715[%3724] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3726 = llvm.load %3725 : !llvm.ptr -> f32
    %3727 = llvm.fmul %3702, %3714 : f32
    %3728 = llvm.fadd %3726, %3727 : f32
    %3729 = llvm.extractvalue %3639[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3730 = llvm.mlir.constant(16384 : index) : i64
    %3731 = llvm.mul %3675, %3730 overflow<nsw, nuw> : i64
    %3732 = llvm.mlir.constant(256 : index) : i64
    %3733 = llvm.mul %3677, %3732 overflow<nsw, nuw> : i64
    %3734 = llvm.add %3731, %3733 overflow<nsw, nuw> : i64
    %3735 = llvm.mlir.constant(16 : index) : i64
    %3736 = llvm.mul %3679, %3735 overflow<nsw, nuw> : i64
    %3737 = llvm.add %3734, %3736 overflow<nsw, nuw> : i64
    %3738 = llvm.add %3737, %3681 overflow<nsw, nuw> : i64
    %3739 = llvm.getelementptr inbounds|nuw %3729[%3738] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3728, %3739 : f32, !llvm.ptr
    %3740 = llvm.add %3687, %29 : i64
    llvm.br ^bb322(%3740 : i64)
  ^bb324:  // pred: ^bb322
    %3741 = llvm.add %3685, %29 : i64
    llvm.br ^bb320(%3741 : i64)
  ^bb325:  // pred: ^bb320
    %3742 = llvm.add %3683, %29 : i64
    llvm.br ^bb318(%3742 : i64)
  ^bb326:  // pred: ^bb318
    %3743 = llvm.add %3681, %29 : i64
    llvm.br ^bb316(%3743 : i64)
  ^bb327:  // pred: ^bb316
    %3744 = llvm.add %3679, %29 : i64
    llvm.br ^bb314(%3744 : i64)
  ^bb328:  // pred: ^bb314
    %3745 = llvm.add %3677, %29 : i64
    llvm.br ^bb312(%3745 : i64)
  ^bb329:  // pred: ^bb312
    %3746 = llvm.add %3675, %29 : i64
    llvm.br ^bb310(%3746 : i64)
  ^bb330:  // pred: ^bb310
    %3747 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3748 = llvm.extractvalue %1585[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3749 = llvm.extractvalue %1585[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3750 = llvm.insertvalue %3748, %3747[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3751 = llvm.insertvalue %3749, %3750[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3752 = llvm.mlir.constant(0 : index) : i64
    %3753 = llvm.insertvalue %3752, %3751[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3754 = llvm.mlir.constant(64 : index) : i64
    %3755 = llvm.insertvalue %3754, %3753[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3756 = llvm.mlir.constant(1 : index) : i64
    %3757 = llvm.insertvalue %3756, %3755[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3758 = llvm.mlir.constant(1 : index) : i64
    %3759 = llvm.insertvalue %3758, %3757[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3760 = llvm.mlir.constant(1 : index) : i64
    %3761 = llvm.insertvalue %3760, %3759[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3762 = llvm.mlir.constant(1 : index) : i64
    %3763 = llvm.insertvalue %3762, %3761[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3764 = llvm.mlir.constant(1 : index) : i64
    %3765 = llvm.insertvalue %3764, %3763[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3766 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3767 = llvm.extractvalue %1601[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3768 = llvm.extractvalue %1601[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3769 = llvm.insertvalue %3767, %3766[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3770 = llvm.insertvalue %3768, %3769[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3771 = llvm.mlir.constant(0 : index) : i64
    %3772 = llvm.insertvalue %3771, %3770[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3773 = llvm.mlir.constant(64 : index) : i64
    %3774 = llvm.insertvalue %3773, %3772[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3775 = llvm.mlir.constant(1 : index) : i64
    %3776 = llvm.insertvalue %3775, %3774[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3777 = llvm.mlir.constant(1 : index) : i64
    %3778 = llvm.insertvalue %3777, %3776[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3779 = llvm.mlir.constant(1 : index) : i64
    %3780 = llvm.insertvalue %3779, %3778[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3781 = llvm.mlir.constant(1 : index) : i64
    %3782 = llvm.insertvalue %3781, %3780[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3783 = llvm.mlir.constant(1 : index) : i64
    %3784 = llvm.insertvalue %3783, %3782[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3785 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3786 = llvm.extractvalue %1569[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3787 = llvm.extractvalue %1569[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3788 = llvm.insertvalue %3786, %3785[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3789 = llvm.insertvalue %3787, %3788[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3790 = llvm.mlir.constant(0 : index) : i64
    %3791 = llvm.insertvalue %3790, %3789[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3792 = llvm.mlir.constant(64 : index) : i64
    %3793 = llvm.insertvalue %3792, %3791[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3794 = llvm.mlir.constant(1 : index) : i64
    %3795 = llvm.insertvalue %3794, %3793[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3796 = llvm.mlir.constant(1 : index) : i64
    %3797 = llvm.insertvalue %3796, %3795[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3798 = llvm.mlir.constant(1 : index) : i64
    %3799 = llvm.insertvalue %3798, %3797[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3800 = llvm.mlir.constant(1 : index) : i64
    %3801 = llvm.insertvalue %3800, %3799[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3802 = llvm.mlir.constant(1 : index) : i64
    %3803 = llvm.insertvalue %3802, %3801[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3804 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3805 = llvm.extractvalue %1553[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3806 = llvm.extractvalue %1553[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3807 = llvm.insertvalue %3805, %3804[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3808 = llvm.insertvalue %3806, %3807[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3809 = llvm.mlir.constant(0 : index) : i64
    %3810 = llvm.insertvalue %3809, %3808[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3811 = llvm.mlir.constant(64 : index) : i64
    %3812 = llvm.insertvalue %3811, %3810[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3813 = llvm.mlir.constant(1 : index) : i64
    %3814 = llvm.insertvalue %3813, %3812[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3815 = llvm.mlir.constant(1 : index) : i64
    %3816 = llvm.insertvalue %3815, %3814[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3817 = llvm.mlir.constant(1 : index) : i64
    %3818 = llvm.insertvalue %3817, %3816[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3819 = llvm.mlir.constant(1 : index) : i64
    %3820 = llvm.insertvalue %3819, %3818[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3821 = llvm.mlir.constant(1 : index) : i64
    %3822 = llvm.insertvalue %3821, %3820[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb331(%30 : i64)
  ^bb331(%3823: i64):  // 2 preds: ^bb330, ^bb341
    %3824 = llvm.icmp "slt" %3823, %29 : i64
    llvm.cond_br %3824, ^bb332, ^bb342
  ^bb332:  // pred: ^bb331
    llvm.br ^bb333(%30 : i64)
  ^bb333(%3825: i64):  // 2 preds: ^bb332, ^bb340
    %3826 = llvm.icmp "slt" %3825, %26 : i64
    llvm.cond_br %3826, ^bb334, ^bb341
  ^bb334:  // pred: ^bb333
    llvm.br ^bb335(%30 : i64)
  ^bb335(%3827: i64):  // 2 preds: ^bb334, ^bb339
    %3828 = llvm.icmp "slt" %3827, %22 : i64
    llvm.cond_br %3828, ^bb336, ^bb340
  ^bb336:  // pred: ^bb335
    llvm.br ^bb337(%30 : i64)
  ^bb337(%3829: i64):  // 2 preds: ^bb336, ^bb338
    %3830 = llvm.icmp "slt" %3829, %22 : i64
    llvm.cond_br %3830, ^bb338, ^bb339
  ^bb338:  // pred: ^bb337
    %3831 = llvm.extractvalue %3639[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3832 = llvm.mlir.constant(16384 : index) : i64
    %3833 = llvm.mul %3823, %3832 overflow<nsw, nuw> : i64
    %3834 = llvm.mlir.constant(256 : index) : i64
    %3835 = llvm.mul %3825, %3834 overflow<nsw, nuw> : i64
    %3836 = llvm.add %3833, %3835 overflow<nsw, nuw> : i64
    %3837 = llvm.mlir.constant(16 : index) : i64
    %3838 = llvm.mul %3827, %3837 overflow<nsw, nuw> : i64
    %3839 = llvm.add %3836, %3838 overflow<nsw, nuw> : i64
    %3840 = llvm.add %3839, %3829 overflow<nsw, nuw> : i64
    %3841 = llvm.getelementptr inbounds|nuw %3831[%3840] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3842 = llvm.load %3841 : !llvm.ptr -> f32
    %3843 = llvm.extractvalue %3784[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3844 = llvm.add %3825, %30 overflow<nsw, nuw> : i64
    %3845 = llvm.add %3844, %30 overflow<nsw, nuw> : i64
    %3846 = llvm.getelementptr inbounds|nuw %3843[%3845] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3847 = llvm.load %3846 : !llvm.ptr -> f32
    %3848 = llvm.extractvalue %3765[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3849 = llvm.add %3825, %30 overflow<nsw, nuw> : i64
    %3850 = llvm.add %3849, %30 overflow<nsw, nuw> : i64
    %3851 = llvm.getelementptr inbounds|nuw %3848[%3850] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3852 = llvm.load %3851 : !llvm.ptr -> f32
    %3853 = llvm.extractvalue %3803[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3854 = llvm.add %3825, %30 overflow<nsw, nuw> : i64
    %3855 = llvm.add %3854, %30 overflow<nsw, nuw> : i64
    %3856 = llvm.getelementptr inbounds|nuw %3853[%3855] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3857 = llvm.load %3856 : !llvm.ptr -> f32
    %3858 = llvm.extractvalue %3822[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3859 = llvm.add %3825, %30 overflow<nsw, nuw> : i64
    %3860 = llvm.add %3859, %30 overflow<nsw, nuw> : i64
    %3861 = llvm.getelementptr inbounds|nuw %3858[%3860] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3862 = llvm.load %3861 : !llvm.ptr -> f32
    %3863 = llvm.fptrunc %32 : f64 to f32
    %3864 = llvm.fadd %3852, %3863 : f32
    %3865 = llvm.intr.sqrt(%3864) : (f32) -> f32
    %3866 = llvm.fdiv %34, %3865 : f32
    %3867 = llvm.fsub %3842, %3847 : f32
    %3868 = llvm.fmul %3867, %3866 : f32
    %3869 = llvm.fmul %3868, %3857 : f32
    %3870 = llvm.fadd %3869, %3862 : f32
    %3871 = llvm.fcmp "ugt" %3870, %33 : f32
    %3872 = llvm.select %3871, %3870, %33 : i1, f32
    %3873 = llvm.extractvalue %2445[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3874 = llvm.mlir.constant(16384 : index) : i64
    %3875 = llvm.mul %3823, %3874 overflow<nsw, nuw> : i64
    %3876 = llvm.mlir.constant(256 : index) : i64
    %3877 = llvm.mul %3825, %3876 overflow<nsw, nuw> : i64
    %3878 = llvm.add %3875, %3877 overflow<nsw, nuw> : i64
    %3879 = llvm.mlir.constant(16 : index) : i64
    %3880 = llvm.mul %3827, %3879 overflow<nsw, nuw> : i64
    %3881 = llvm.add %3878, %3880 overflow<nsw, nuw> : i64
    %3882 = llvm.add %3881, %3829 overflow<nsw, nuw> : i64
    %3883 = llvm.getelementptr inbounds|nuw %3873[%3882] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3872, %3883 : f32, !llvm.ptr
    %3884 = llvm.add %3829, %29 : i64
    llvm.br ^bb337(%3884 : i64)
  ^bb339:  // pred: ^bb337
    %3885 = llvm.add %3827, %29 : i64
    llvm.br ^bb335(%3885 : i64)
  ^bb340:  // pred: ^bb335
    %3886 = llvm.add %3825, %29 : i64
    llvm.br ^bb333(%3886 : i64)
  ^bb341:  // pred: ^bb333
    %3887 = llvm.add %3823, %29 : i64
    llvm.br ^bb331(%3887 : i64)
  ^bb342:  // pred: ^bb331
    %3888 = llvm.mlir.constant(1 : index) : i64
    %3889 = llvm.mlir.constant(64 : index) : i64
    %3890 = llvm.mlir.constant(18 : index) : i64
    %3891 = llvm.mlir.constant(18 : index) : i64
    %3892 = llvm.mlir.constant(1 : index) : i64
    %3893 = llvm.mlir.constant(324 : index) : i64
    %3894 = llvm.mlir.constant(20736 : index) : i64
    %3895 = llvm.mlir.constant(20736 : index) : i64
    %3896 = llvm.mlir.zero : !llvm.ptr
    %3897 = llvm.getelementptr %3896[%3895] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3898 = llvm.ptrtoint %3897 : !llvm.ptr to i64
    %3899 = llvm.mlir.constant(64 : index) : i64
    %3900 = llvm.add %3898, %3899 : i64
    %3901 = llvm.call @malloc(%3900) : (i64) -> !llvm.ptr
    %3902 = llvm.ptrtoint %3901 : !llvm.ptr to i64
    %3903 = llvm.mlir.constant(1 : index) : i64
    %3904 = llvm.sub %3899, %3903 : i64
    %3905 = llvm.add %3902, %3904 : i64
    %3906 = llvm.urem %3905, %3899 : i64
    %3907 = llvm.sub %3905, %3906 : i64
    %3908 = llvm.inttoptr %3907 : i64 to !llvm.ptr
    %3909 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3910 = llvm.insertvalue %3901, %3909[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3911 = llvm.insertvalue %3908, %3910[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3912 = llvm.mlir.constant(0 : index) : i64
    %3913 = llvm.insertvalue %3912, %3911[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3914 = llvm.insertvalue %3888, %3913[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3915 = llvm.insertvalue %3889, %3914[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3916 = llvm.insertvalue %3890, %3915[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3917 = llvm.insertvalue %3891, %3916[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3918 = llvm.insertvalue %3894, %3917[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3919 = llvm.insertvalue %3893, %3918[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3920 = llvm.insertvalue %3891, %3919[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3921 = llvm.insertvalue %3892, %3920[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb343(%30 : i64)
  ^bb343(%3922: i64):  // 2 preds: ^bb342, ^bb353
    %3923 = llvm.icmp "slt" %3922, %29 : i64
    llvm.cond_br %3923, ^bb344, ^bb354
  ^bb344:  // pred: ^bb343
    llvm.br ^bb345(%30 : i64)
  ^bb345(%3924: i64):  // 2 preds: ^bb344, ^bb352
    %3925 = llvm.icmp "slt" %3924, %26 : i64
    llvm.cond_br %3925, ^bb346, ^bb353
  ^bb346:  // pred: ^bb345
    llvm.br ^bb347(%30 : i64)
  ^bb347(%3926: i64):  // 2 preds: ^bb346, ^bb351
    %3927 = llvm.icmp "slt" %3926, %21 : i64
    llvm.cond_br %3927, ^bb348, ^bb352
  ^bb348:  // pred: ^bb347
    llvm.br ^bb349(%30 : i64)
  ^bb349(%3928: i64):  // 2 preds: ^bb348, ^bb350
    %3929 = llvm.icmp "slt" %3928, %21 : i64
    llvm.cond_br %3929, ^bb350, ^bb351
  ^bb350:  // pred: ^bb349
    %3930 = llvm.extractvalue %3921[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3931 = llvm.mlir.constant(20736 : index) : i64
    %3932 = llvm.mul %3922, %3931 overflow<nsw, nuw> : i64
    %3933 = llvm.mlir.constant(324 : index) : i64
    %3934 = llvm.mul %3924, %3933 overflow<nsw, nuw> : i64
    %3935 = llvm.add %3932, %3934 overflow<nsw, nuw> : i64
    %3936 = llvm.mlir.constant(18 : index) : i64
    %3937 = llvm.mul %3926, %3936 overflow<nsw, nuw> : i64
    %3938 = llvm.add %3935, %3937 overflow<nsw, nuw> : i64
    %3939 = llvm.add %3938, %3928 overflow<nsw, nuw> : i64
    %3940 = llvm.getelementptr inbounds|nuw %3930[%3939] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %3940 : f32, !llvm.ptr
    %3941 = llvm.add %3928, %29 : i64
    llvm.br ^bb349(%3941 : i64)
  ^bb351:  // pred: ^bb349
    %3942 = llvm.add %3926, %29 : i64
    llvm.br ^bb347(%3942 : i64)
  ^bb352:  // pred: ^bb347
    %3943 = llvm.add %3924, %29 : i64
    llvm.br ^bb345(%3943 : i64)
  ^bb353:  // pred: ^bb345
    %3944 = llvm.add %3922, %29 : i64
    llvm.br ^bb343(%3944 : i64)
  ^bb354:  // pred: ^bb343
    %3945 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3946 = llvm.extractvalue %3921[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3947 = llvm.extractvalue %3921[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3948 = llvm.insertvalue %3946, %3945[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3949 = llvm.insertvalue %3947, %3948[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3950 = llvm.mlir.constant(19 : index) : i64
    %3951 = llvm.insertvalue %3950, %3949[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3952 = llvm.mlir.constant(1 : index) : i64
    %3953 = llvm.insertvalue %3952, %3951[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3954 = llvm.mlir.constant(20736 : index) : i64
    %3955 = llvm.insertvalue %3954, %3953[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3956 = llvm.mlir.constant(64 : index) : i64
    %3957 = llvm.insertvalue %3956, %3955[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3958 = llvm.mlir.constant(324 : index) : i64
    %3959 = llvm.insertvalue %3958, %3957[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3960 = llvm.mlir.constant(16 : index) : i64
    %3961 = llvm.insertvalue %3960, %3959[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3962 = llvm.mlir.constant(18 : index) : i64
    %3963 = llvm.insertvalue %3962, %3961[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3964 = llvm.mlir.constant(16 : index) : i64
    %3965 = llvm.insertvalue %3964, %3963[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3966 = llvm.mlir.constant(1 : index) : i64
    %3967 = llvm.insertvalue %3966, %3965[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb355(%30 : i64)
  ^bb355(%3968: i64):  // 2 preds: ^bb354, ^bb365
    %3969 = llvm.icmp "slt" %3968, %29 : i64
    llvm.cond_br %3969, ^bb356, ^bb366
  ^bb356:  // pred: ^bb355
    llvm.br ^bb357(%30 : i64)
  ^bb357(%3970: i64):  // 2 preds: ^bb356, ^bb364
    %3971 = llvm.icmp "slt" %3970, %26 : i64
    llvm.cond_br %3971, ^bb358, ^bb365
  ^bb358:  // pred: ^bb357
    llvm.br ^bb359(%30 : i64)
  ^bb359(%3972: i64):  // 2 preds: ^bb358, ^bb363
    %3973 = llvm.icmp "slt" %3972, %22 : i64
    llvm.cond_br %3973, ^bb360, ^bb364
  ^bb360:  // pred: ^bb359
    llvm.br ^bb361(%30 : i64)
  ^bb361(%3974: i64):  // 2 preds: ^bb360, ^bb362
    %3975 = llvm.icmp "slt" %3974, %22 : i64
    llvm.cond_br %3975, ^bb362, ^bb363
  ^bb362:  // pred: ^bb361
    %3976 = llvm.extractvalue %2445[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3977 = llvm.mlir.constant(16384 : index) : i64
    %3978 = llvm.mul %3968, %3977 overflow<nsw, nuw> : i64
    %3979 = llvm.mlir.constant(256 : index) : i64
    %3980 = llvm.mul %3970, %3979 overflow<nsw, nuw> : i64
    %3981 = llvm.add %3978, %3980 overflow<nsw, nuw> : i64
    %3982 = llvm.mlir.constant(16 : index) : i64
    %3983 = llvm.mul %3972, %3982 overflow<nsw, nuw> : i64
    %3984 = llvm.add %3981, %3983 overflow<nsw, nuw> : i64
    %3985 = llvm.add %3984, %3974 overflow<nsw, nuw> : i64
    %3986 = llvm.getelementptr inbounds|nuw %3976[%3985] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3987 = llvm.load %3986 : !llvm.ptr -> f32
    %3988 = llvm.extractvalue %3967[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3989 = llvm.mlir.constant(19 : index) : i64
    %3990 = llvm.getelementptr %3988[%3989] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3991 = llvm.mlir.constant(20736 : index) : i64
    %3992 = llvm.mul %3968, %3991 overflow<nsw, nuw> : i64
    %3993 = llvm.mlir.constant(324 : index) : i64
    %3994 = llvm.mul %3970, %3993 overflow<nsw, nuw> : i64
    %3995 = llvm.add %3992, %3994 overflow<nsw, nuw> : i64
    %3996 = llvm.mlir.constant(18 : index) : i64
    %3997 = llvm.mul %3972, %3996 overflow<nsw, nuw> : i64
    %3998 = llvm.add %3995, %3997 overflow<nsw, nuw> : i64
    %3999 = llvm.add %3998, %3974 overflow<nsw, nuw> : i64
    %4000 = llvm.getelementptr inbounds|nuw %3990[%3999] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3987, %4000 : f32, !llvm.ptr
    %4001 = llvm.add %3974, %29 : i64
    llvm.br ^bb361(%4001 : i64)
  ^bb363:  // pred: ^bb361
    %4002 = llvm.add %3972, %29 : i64
    llvm.br ^bb359(%4002 : i64)
  ^bb364:  // pred: ^bb359
    %4003 = llvm.add %3970, %29 : i64
    llvm.br ^bb357(%4003 : i64)
  ^bb365:  // pred: ^bb357
    %4004 = llvm.add %3968, %29 : i64
    llvm.br ^bb355(%4004 : i64)
  ^bb366:  // pred: ^bb355
    llvm.br ^bb367(%30 : i64)
  ^bb367(%4005: i64):  // 2 preds: ^bb366, ^bb386
    %4006 = llvm.icmp "slt" %4005, %29 : i64
    llvm.cond_br %4006, ^bb368, ^bb387
  ^bb368:  // pred: ^bb367
    llvm.br ^bb369(%30 : i64)
  ^bb369(%4007: i64):  // 2 preds: ^bb368, ^bb385
    %4008 = llvm.icmp "slt" %4007, %26 : i64
    llvm.cond_br %4008, ^bb370, ^bb386
  ^bb370:  // pred: ^bb369
    llvm.br ^bb371(%30 : i64)
  ^bb371(%4009: i64):  // 2 preds: ^bb370, ^bb384
    %4010 = llvm.icmp "slt" %4009, %22 : i64
    llvm.cond_br %4010, ^bb372, ^bb385
  ^bb372:  // pred: ^bb371
    llvm.br ^bb373(%30 : i64)
  ^bb373(%4011: i64):  // 2 preds: ^bb372, ^bb383
    %4012 = llvm.icmp "slt" %4011, %22 : i64
    llvm.cond_br %4012, ^bb374, ^bb384
  ^bb374:  // pred: ^bb373
    llvm.br ^bb375(%30 : i64)
  ^bb375(%4013: i64):  // 2 preds: ^bb374, ^bb382
    %4014 = llvm.icmp "slt" %4013, %26 : i64
    llvm.cond_br %4014, ^bb376, ^bb383
  ^bb376:  // pred: ^bb375
    llvm.br ^bb377(%30 : i64)
  ^bb377(%4015: i64):  // 2 preds: ^bb376, ^bb381
    %4016 = llvm.icmp "slt" %4015, %28 : i64
    llvm.cond_br %4016, ^bb378, ^bb382
  ^bb378:  // pred: ^bb377
    llvm.br ^bb379(%30 : i64)
  ^bb379(%4017: i64):  // 2 preds: ^bb378, ^bb380
    %4018 = llvm.icmp "slt" %4017, %28 : i64
    llvm.cond_br %4018, ^bb380, ^bb381
  ^bb380:  // pred: ^bb379
    %4019 = llvm.add %4009, %4015 : i64
    %4020 = llvm.add %4011, %4017 : i64
    %4021 = llvm.extractvalue %3921[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4022 = llvm.mlir.constant(20736 : index) : i64
    %4023 = llvm.mul %4005, %4022 overflow<nsw, nuw> : i64
    %4024 = llvm.mlir.constant(324 : index) : i64
    %4025 = llvm.mul %4013, %4024 overflow<nsw, nuw> : i64
    %4026 = llvm.add %4023, %4025 overflow<nsw, nuw> : i64
    %4027 = llvm.mlir.constant(18 : index) : i64
    %4028 = llvm.mul %4019, %4027 overflow<nsw, nuw> : i64
    %4029 = llvm.add %4026, %4028 overflow<nsw, nuw> : i64
    %4030 = llvm.add %4029, %4020 overflow<nsw, nuw> : i64
    %4031 = llvm.getelementptr inbounds|nuw %4021[%4030] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4032 = llvm.load %4031 : !llvm.ptr -> f32
    %4033 = llvm.extractvalue %1537[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4034 = llvm.mlir.constant(576 : index) : i64
    %4035 = llvm.mul %4007, %4034 overflow<nsw, nuw> : i64
    %4036 = llvm.mlir.constant(9 : index) : i64
    %4037 = llvm.mul %4013, %4036 overflow<nsw, nuw> : i64
    %4038 = llvm.add %4035, %4037 overflow<nsw, nuw> : i64
    %4039 = llvm.mlir.constant(3 : index) : i64
    %4040 = llvm.mul %4015, %4039 overflow<nsw, nuw> : i64
    %4041 = llvm.add %4038, %4040 overflow<nsw, nuw> : i64
    %4042 = llvm.add %4041, %4017 overflow<nsw, nuw> : i64
    %4043 = llvm.getelementptr inbounds|nuw %4033[%4042] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4044 = llvm.load %4043 : !llvm.ptr -> f32
    %4045 = llvm.extractvalue %2737[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4046 = llvm.mlir.constant(16384 : index) : i64
    %4047 = llvm.mul %4005, %4046 overflow<nsw, nuw> : i64
    %4048 = llvm.mlir.constant(256 : index) : i64
    %4049 = llvm.mul %4007, %4048 overflow<nsw, nuw> : i64
    %4050 = llvm.add %4047, %4049 overflow<nsw, nuw> : i64
    %4051 = llvm.mlir.constant(16 : index) : i64
    %4052 = llvm.mul %4009, %4051 overflow<nsw, nuw> : i64
    %4053 = llvm.add %4050, %4052 overflow<nsw, nuw> : i64
    %4054 = llvm.add %4053, %4011 overflow<nsw, nuw> : i64
    %4055 = llvm.getelementptr inbounds|nuw %4045[%4054] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4056 = llvm.load %4055 : !llvm.ptr -> f32
    %4057 = llvm.fmul %4032, %4044 : f32
    %4058 = llvm.fadd %4056, %4057 : f32
    %4059 = llvm.extractvalue %2737[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4060 = llvm.mlir.constant(16384 : index) : i64
    %4061 = llvm.mul %4005, %4060 overflow<nsw, nuw> : i64
    %4062 = llvm.mlir.constant(256 : index) : i64
    %4063 = llvm.mul %4007, %4062 overflow<nsw, nuw> : i64
    %4064 = llvm.add %4061, %4063 overflow<nsw, nuw> : i64
    %4065 = llvm.mlir.constant(16 : index) : i64
    %4066 = llvm.mul %4009, %4065 overflow<nsw, nuw> : i64
    %4067 = llvm.add %4064, %4066 overflow<nsw, nuw> : i64
    %4068 = llvm.add %4067, %4011 overflow<nsw, nuw> : i64
    %4069 = llvm.getelementptr inbounds|nuw %4059[%4068] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4058, %4069 : f32, !llvm.ptr
    %4070 = llvm.add %4017, %29 : i64
    llvm.br ^bb379(%4070 : i64)
  ^bb381:  // pred: ^bb379
    %4071 = llvm.add %4015, %29 : i64
    llvm.br ^bb377(%4071 : i64)
  ^bb382:  // pred: ^bb377
    %4072 = llvm.add %4013, %29 : i64
    llvm.br ^bb375(%4072 : i64)
  ^bb383:  // pred: ^bb375
    %4073 = llvm.add %4011, %29 : i64
    llvm.br ^bb373(%4073 : i64)
  ^bb384:  // pred: ^bb373
    %4074 = llvm.add %4009, %29 : i64
    llvm.br ^bb371(%4074 : i64)
  ^bb385:  // pred: ^bb371
    %4075 = llvm.add %4007, %29 : i64
    llvm.br ^bb369(%4075 : i64)
  ^bb386:  // pred: ^bb369
    %4076 = llvm.add %4005, %29 : i64
    llvm.br ^bb367(%4076 : i64)
  ^bb387:  // pred: ^bb367
    %4077 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4078 = llvm.extractvalue %1493[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4079 = llvm.extractvalue %1493[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4080 = llvm.insertvalue %4078, %4077[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4081 = llvm.insertvalue %4079, %4080[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4082 = llvm.mlir.constant(0 : index) : i64
    %4083 = llvm.insertvalue %4082, %4081[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4084 = llvm.mlir.constant(64 : index) : i64
    %4085 = llvm.insertvalue %4084, %4083[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4086 = llvm.mlir.constant(1 : index) : i64
    %4087 = llvm.insertvalue %4086, %4085[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4088 = llvm.mlir.constant(1 : index) : i64
    %4089 = llvm.insertvalue %4088, %4087[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4090 = llvm.mlir.constant(1 : index) : i64
    %4091 = llvm.insertvalue %4090, %4089[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4092 = llvm.mlir.constant(1 : index) : i64
    %4093 = llvm.insertvalue %4092, %4091[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4094 = llvm.mlir.constant(1 : index) : i64
    %4095 = llvm.insertvalue %4094, %4093[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4096 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4097 = llvm.extractvalue %1509[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4098 = llvm.extractvalue %1509[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4099 = llvm.insertvalue %4097, %4096[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4100 = llvm.insertvalue %4098, %4099[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4101 = llvm.mlir.constant(0 : index) : i64
    %4102 = llvm.insertvalue %4101, %4100[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4103 = llvm.mlir.constant(64 : index) : i64
    %4104 = llvm.insertvalue %4103, %4102[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4105 = llvm.mlir.constant(1 : index) : i64
    %4106 = llvm.insertvalue %4105, %4104[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4107 = llvm.mlir.constant(1 : index) : i64
    %4108 = llvm.insertvalue %4107, %4106[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4109 = llvm.mlir.constant(1 : index) : i64
    %4110 = llvm.insertvalue %4109, %4108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4111 = llvm.mlir.constant(1 : index) : i64
    %4112 = llvm.insertvalue %4111, %4110[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4113 = llvm.mlir.constant(1 : index) : i64
    %4114 = llvm.insertvalue %4113, %4112[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4115 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4116 = llvm.extractvalue %1477[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4117 = llvm.extractvalue %1477[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4118 = llvm.insertvalue %4116, %4115[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4119 = llvm.insertvalue %4117, %4118[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4120 = llvm.mlir.constant(0 : index) : i64
    %4121 = llvm.insertvalue %4120, %4119[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4122 = llvm.mlir.constant(64 : index) : i64
    %4123 = llvm.insertvalue %4122, %4121[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4124 = llvm.mlir.constant(1 : index) : i64
    %4125 = llvm.insertvalue %4124, %4123[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4126 = llvm.mlir.constant(1 : index) : i64
    %4127 = llvm.insertvalue %4126, %4125[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4128 = llvm.mlir.constant(1 : index) : i64
    %4129 = llvm.insertvalue %4128, %4127[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4130 = llvm.mlir.constant(1 : index) : i64
    %4131 = llvm.insertvalue %4130, %4129[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4132 = llvm.mlir.constant(1 : index) : i64
    %4133 = llvm.insertvalue %4132, %4131[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4134 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4135 = llvm.extractvalue %1461[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4136 = llvm.extractvalue %1461[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4137 = llvm.insertvalue %4135, %4134[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4138 = llvm.insertvalue %4136, %4137[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4139 = llvm.mlir.constant(0 : index) : i64
    %4140 = llvm.insertvalue %4139, %4138[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4141 = llvm.mlir.constant(64 : index) : i64
    %4142 = llvm.insertvalue %4141, %4140[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4143 = llvm.mlir.constant(1 : index) : i64
    %4144 = llvm.insertvalue %4143, %4142[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4145 = llvm.mlir.constant(1 : index) : i64
    %4146 = llvm.insertvalue %4145, %4144[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4147 = llvm.mlir.constant(1 : index) : i64
    %4148 = llvm.insertvalue %4147, %4146[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4149 = llvm.mlir.constant(1 : index) : i64
    %4150 = llvm.insertvalue %4149, %4148[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4151 = llvm.mlir.constant(1 : index) : i64
    %4152 = llvm.insertvalue %4151, %4150[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb388(%30 : i64)
  ^bb388(%4153: i64):  // 2 preds: ^bb387, ^bb398
    %4154 = llvm.icmp "slt" %4153, %29 : i64
    llvm.cond_br %4154, ^bb389, ^bb399
  ^bb389:  // pred: ^bb388
    llvm.br ^bb390(%30 : i64)
  ^bb390(%4155: i64):  // 2 preds: ^bb389, ^bb397
    %4156 = llvm.icmp "slt" %4155, %26 : i64
    llvm.cond_br %4156, ^bb391, ^bb398
  ^bb391:  // pred: ^bb390
    llvm.br ^bb392(%30 : i64)
  ^bb392(%4157: i64):  // 2 preds: ^bb391, ^bb396
    %4158 = llvm.icmp "slt" %4157, %22 : i64
    llvm.cond_br %4158, ^bb393, ^bb397
  ^bb393:  // pred: ^bb392
    llvm.br ^bb394(%30 : i64)
  ^bb394(%4159: i64):  // 2 preds: ^bb393, ^bb395
    %4160 = llvm.icmp "slt" %4159, %22 : i64
    llvm.cond_br %4160, ^bb395, ^bb396
  ^bb395:  // pred: ^bb394
    %4161 = llvm.extractvalue %2737[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4162 = llvm.mlir.constant(16384 : index) : i64
    %4163 = llvm.mul %4153, %4162 overflow<nsw, nuw> : i64
    %4164 = llvm.mlir.constant(256 : index) : i64
    %4165 = llvm.mul %4155, %4164 overflow<nsw, nuw> : i64
    %4166 = llvm.add %4163, %4165 overflow<nsw, nuw> : i64
    %4167 = llvm.mlir.constant(16 : index) : i64
    %4168 = llvm.mul %4157, %4167 overflow<nsw, nuw> : i64
    %4169 = llvm.add %4166, %4168 overflow<nsw, nuw> : i64
    %4170 = llvm.add %4169, %4159 overflow<nsw, nuw> : i64
    %4171 = llvm.getelementptr inbounds|nuw %4161[%4170] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4172 = llvm.load %4171 : !llvm.ptr -> f32
    %4173 = llvm.extractvalue %4114[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4174 = llvm.add %4155, %30 overflow<nsw, nuw> : i64
    %4175 = llvm.add %4174, %30 overflow<nsw, nuw> : i64
    %4176 = llvm.getelementptr inbounds|nuw %4173[%4175] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4177 = llvm.load %4176 : !llvm.ptr -> f32
    %4178 = llvm.extractvalue %4095[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4179 = llvm.add %4155, %30 overflow<nsw, nuw> : i64
    %4180 = llvm.add %4179, %30 overflow<nsw, nuw> : i64
    %4181 = llvm.getelementptr inbounds|nuw %4178[%4180] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4182 = llvm.load %4181 : !llvm.ptr -> f32
    %4183 = llvm.extractvalue %4133[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4184 = llvm.add %4155, %30 overflow<nsw, nuw> : i64
    %4185 = llvm.add %4184, %30 overflow<nsw, nuw> : i64
    %4186 = llvm.getelementptr inbounds|nuw %4183[%4185] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4187 = llvm.load %4186 : !llvm.ptr -> f32
    %4188 = llvm.extractvalue %4152[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4189 = llvm.add %4155, %30 overflow<nsw, nuw> : i64
    %4190 = llvm.add %4189, %30 overflow<nsw, nuw> : i64
    %4191 = llvm.getelementptr inbounds|nuw %4188[%4190] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4192 = llvm.load %4191 : !llvm.ptr -> f32
    %4193 = llvm.extractvalue %3410[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4194 = llvm.mlir.constant(16384 : index) : i64
    %4195 = llvm.mul %4153, %4194 overflow<nsw, nuw> : i64
    %4196 = llvm.mlir.constant(256 : index) : i64
    %4197 = llvm.mul %4155, %4196 overflow<nsw, nuw> : i64
    %4198 = llvm.add %4195, %4197 overflow<nsw, nuw> : i64
    %4199 = llvm.mlir.constant(16 : index) : i64
    %4200 = llvm.mul %4157, %4199 overflow<nsw, nuw> : i64
    %4201 = llvm.add %4198, %4200 overflow<nsw, nuw> : i64
    %4202 = llvm.add %4201, %4159 overflow<nsw, nuw> : i64
    %4203 = llvm.getelementptr inbounds|nuw %4193[%4202] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4204 = llvm.load %4203 : !llvm.ptr -> f32
    %4205 = llvm.fptrunc %32 : f64 to f32
    %4206 = llvm.fadd %4182, %4205 : f32
    %4207 = llvm.intr.sqrt(%4206) : (f32) -> f32
    %4208 = llvm.fdiv %34, %4207 : f32
    %4209 = llvm.fsub %4172, %4177 : f32
    %4210 = llvm.fmul %4209, %4208 : f32
    %4211 = llvm.fmul %4210, %4187 : f32
    %4212 = llvm.fadd %4211, %4192 : f32
    %4213 = llvm.fadd %4212, %4204 : f32
    %4214 = llvm.fcmp "ugt" %4213, %33 : f32
    %4215 = llvm.select %4214, %4213, %33 : i1, f32
    %4216 = llvm.extractvalue %2445[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4217 = llvm.mlir.constant(16384 : index) : i64
    %4218 = llvm.mul %4153, %4217 overflow<nsw, nuw> : i64
    %4219 = llvm.mlir.constant(256 : index) : i64
    %4220 = llvm.mul %4155, %4219 overflow<nsw, nuw> : i64
    %4221 = llvm.add %4218, %4220 overflow<nsw, nuw> : i64
    %4222 = llvm.mlir.constant(16 : index) : i64
    %4223 = llvm.mul %4157, %4222 overflow<nsw, nuw> : i64
    %4224 = llvm.add %4221, %4223 overflow<nsw, nuw> : i64
    %4225 = llvm.add %4224, %4159 overflow<nsw, nuw> : i64
    %4226 = llvm.getelementptr inbounds|nuw %4216[%4225] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4215, %4226 : f32, !llvm.ptr
    %4227 = llvm.add %4159, %29 : i64
    llvm.br ^bb394(%4227 : i64)
  ^bb396:  // pred: ^bb394
    %4228 = llvm.add %4157, %29 : i64
    llvm.br ^bb392(%4228 : i64)
  ^bb397:  // pred: ^bb392
    %4229 = llvm.add %4155, %29 : i64
    llvm.br ^bb390(%4229 : i64)
  ^bb398:  // pred: ^bb390
    %4230 = llvm.add %4153, %29 : i64
    llvm.br ^bb388(%4230 : i64)
  ^bb399:  // pred: ^bb388
    %4231 = llvm.mlir.constant(1 : index) : i64
    %4232 = llvm.mlir.constant(64 : index) : i64
    %4233 = llvm.mlir.constant(18 : index) : i64
    %4234 = llvm.mlir.constant(18 : index) : i64
    %4235 = llvm.mlir.constant(1 : index) : i64
    %4236 = llvm.mlir.constant(324 : index) : i64
    %4237 = llvm.mlir.constant(20736 : index) : i64
    %4238 = llvm.mlir.constant(20736 : index) : i64
    %4239 = llvm.mlir.zero : !llvm.ptr
    %4240 = llvm.getelementptr %4239[%4238] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4241 = llvm.ptrtoint %4240 : !llvm.ptr to i64
    %4242 = llvm.mlir.constant(64 : index) : i64
    %4243 = llvm.add %4241, %4242 : i64
    %4244 = llvm.call @malloc(%4243) : (i64) -> !llvm.ptr
    %4245 = llvm.ptrtoint %4244 : !llvm.ptr to i64
    %4246 = llvm.mlir.constant(1 : index) : i64
    %4247 = llvm.sub %4242, %4246 : i64
    %4248 = llvm.add %4245, %4247 : i64
    %4249 = llvm.urem %4248, %4242 : i64
    %4250 = llvm.sub %4248, %4249 : i64
    %4251 = llvm.inttoptr %4250 : i64 to !llvm.ptr
    %4252 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4253 = llvm.insertvalue %4244, %4252[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4254 = llvm.insertvalue %4251, %4253[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4255 = llvm.mlir.constant(0 : index) : i64
    %4256 = llvm.insertvalue %4255, %4254[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4257 = llvm.insertvalue %4231, %4256[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4258 = llvm.insertvalue %4232, %4257[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4259 = llvm.insertvalue %4233, %4258[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4260 = llvm.insertvalue %4234, %4259[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4261 = llvm.insertvalue %4237, %4260[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4262 = llvm.insertvalue %4236, %4261[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4263 = llvm.insertvalue %4234, %4262[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4264 = llvm.insertvalue %4235, %4263[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb400(%30 : i64)
  ^bb400(%4265: i64):  // 2 preds: ^bb399, ^bb410
    %4266 = llvm.icmp "slt" %4265, %29 : i64
    llvm.cond_br %4266, ^bb401, ^bb411
  ^bb401:  // pred: ^bb400
    llvm.br ^bb402(%30 : i64)
  ^bb402(%4267: i64):  // 2 preds: ^bb401, ^bb409
    %4268 = llvm.icmp "slt" %4267, %26 : i64
    llvm.cond_br %4268, ^bb403, ^bb410
  ^bb403:  // pred: ^bb402
    llvm.br ^bb404(%30 : i64)
  ^bb404(%4269: i64):  // 2 preds: ^bb403, ^bb408
    %4270 = llvm.icmp "slt" %4269, %21 : i64
    llvm.cond_br %4270, ^bb405, ^bb409
  ^bb405:  // pred: ^bb404
    llvm.br ^bb406(%30 : i64)
  ^bb406(%4271: i64):  // 2 preds: ^bb405, ^bb407
    %4272 = llvm.icmp "slt" %4271, %21 : i64
    llvm.cond_br %4272, ^bb407, ^bb408
  ^bb407:  // pred: ^bb406
    %4273 = llvm.extractvalue %4264[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4274 = llvm.mlir.constant(20736 : index) : i64
    %4275 = llvm.mul %4265, %4274 overflow<nsw, nuw> : i64
    %4276 = llvm.mlir.constant(324 : index) : i64
    %4277 = llvm.mul %4267, %4276 overflow<nsw, nuw> : i64
    %4278 = llvm.add %4275, %4277 overflow<nsw, nuw> : i64
    %4279 = llvm.mlir.constant(18 : index) : i64
    %4280 = llvm.mul %4269, %4279 overflow<nsw, nuw> : i64
    %4281 = llvm.add %4278, %4280 overflow<nsw, nuw> : i64
    %4282 = llvm.add %4281, %4271 overflow<nsw, nuw> : i64
    %4283 = llvm.getelementptr inbounds|nuw %4273[%4282] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %4283 : f32, !llvm.ptr
    %4284 = llvm.add %4271, %29 : i64
    llvm.br ^bb406(%4284 : i64)
  ^bb408:  // pred: ^bb406
    %4285 = llvm.add %4269, %29 : i64
    llvm.br ^bb404(%4285 : i64)
  ^bb409:  // pred: ^bb404
    %4286 = llvm.add %4267, %29 : i64
    llvm.br ^bb402(%4286 : i64)
  ^bb410:  // pred: ^bb402
    %4287 = llvm.add %4265, %29 : i64
    llvm.br ^bb400(%4287 : i64)
  ^bb411:  // pred: ^bb400
    %4288 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4289 = llvm.extractvalue %4264[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4290 = llvm.extractvalue %4264[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4291 = llvm.insertvalue %4289, %4288[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4292 = llvm.insertvalue %4290, %4291[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4293 = llvm.mlir.constant(19 : index) : i64
    %4294 = llvm.insertvalue %4293, %4292[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4295 = llvm.mlir.constant(1 : index) : i64
    %4296 = llvm.insertvalue %4295, %4294[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4297 = llvm.mlir.constant(20736 : index) : i64
    %4298 = llvm.insertvalue %4297, %4296[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4299 = llvm.mlir.constant(64 : index) : i64
    %4300 = llvm.insertvalue %4299, %4298[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4301 = llvm.mlir.constant(324 : index) : i64
    %4302 = llvm.insertvalue %4301, %4300[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4303 = llvm.mlir.constant(16 : index) : i64
    %4304 = llvm.insertvalue %4303, %4302[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4305 = llvm.mlir.constant(18 : index) : i64
    %4306 = llvm.insertvalue %4305, %4304[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4307 = llvm.mlir.constant(16 : index) : i64
    %4308 = llvm.insertvalue %4307, %4306[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4309 = llvm.mlir.constant(1 : index) : i64
    %4310 = llvm.insertvalue %4309, %4308[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb412(%30 : i64)
  ^bb412(%4311: i64):  // 2 preds: ^bb411, ^bb422
    %4312 = llvm.icmp "slt" %4311, %29 : i64
    llvm.cond_br %4312, ^bb413, ^bb423
  ^bb413:  // pred: ^bb412
    llvm.br ^bb414(%30 : i64)
  ^bb414(%4313: i64):  // 2 preds: ^bb413, ^bb421
    %4314 = llvm.icmp "slt" %4313, %26 : i64
    llvm.cond_br %4314, ^bb415, ^bb422
  ^bb415:  // pred: ^bb414
    llvm.br ^bb416(%30 : i64)
  ^bb416(%4315: i64):  // 2 preds: ^bb415, ^bb420
    %4316 = llvm.icmp "slt" %4315, %22 : i64
    llvm.cond_br %4316, ^bb417, ^bb421
  ^bb417:  // pred: ^bb416
    llvm.br ^bb418(%30 : i64)
  ^bb418(%4317: i64):  // 2 preds: ^bb417, ^bb419
    %4318 = llvm.icmp "slt" %4317, %22 : i64
    llvm.cond_br %4318, ^bb419, ^bb420
  ^bb419:  // pred: ^bb418
    %4319 = llvm.extractvalue %2445[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4320 = llvm.mlir.constant(16384 : index) : i64
    %4321 = llvm.mul %4311, %4320 overflow<nsw, nuw> : i64
    %4322 = llvm.mlir.constant(256 : index) : i64
    %4323 = llvm.mul %4313, %4322 overflow<nsw, nuw> : i64
    %4324 = llvm.add %4321, %4323 overflow<nsw, nuw> : i64
    %4325 = llvm.mlir.constant(16 : index) : i64
    %4326 = llvm.mul %4315, %4325 overflow<nsw, nuw> : i64
    %4327 = llvm.add %4324, %4326 overflow<nsw, nuw> : i64
    %4328 = llvm.add %4327, %4317 overflow<nsw, nuw> : i64
    %4329 = llvm.getelementptr inbounds|nuw %4319[%4328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4330 = llvm.load %4329 : !llvm.ptr -> f32
    %4331 = llvm.extractvalue %4310[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4332 = llvm.mlir.constant(19 : index) : i64
    %4333 = llvm.getelementptr %4331[%4332] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4334 = llvm.mlir.constant(20736 : index) : i64
    %4335 = llvm.mul %4311, %4334 overflow<nsw, nuw> : i64
    %4336 = llvm.mlir.constant(324 : index) : i64
    %4337 = llvm.mul %4313, %4336 overflow<nsw, nuw> : i64
    %4338 = llvm.add %4335, %4337 overflow<nsw, nuw> : i64
    %4339 = llvm.mlir.constant(18 : index) : i64
    %4340 = llvm.mul %4315, %4339 overflow<nsw, nuw> : i64
    %4341 = llvm.add %4338, %4340 overflow<nsw, nuw> : i64
    %4342 = llvm.add %4341, %4317 overflow<nsw, nuw> : i64
    %4343 = llvm.getelementptr inbounds|nuw %4333[%4342] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4330, %4343 : f32, !llvm.ptr
    %4344 = llvm.add %4317, %29 : i64
    llvm.br ^bb418(%4344 : i64)
  ^bb420:  // pred: ^bb418
    %4345 = llvm.add %4315, %29 : i64
    llvm.br ^bb416(%4345 : i64)
  ^bb421:  // pred: ^bb416
    %4346 = llvm.add %4313, %29 : i64
    llvm.br ^bb414(%4346 : i64)
  ^bb422:  // pred: ^bb414
    %4347 = llvm.add %4311, %29 : i64
    llvm.br ^bb412(%4347 : i64)
  ^bb423:  // pred: ^bb412
    %4348 = llvm.mlir.constant(1 : index) : i64
    %4349 = llvm.mlir.constant(128 : index) : i64
    %4350 = llvm.mlir.constant(8 : index) : i64
    %4351 = llvm.mlir.constant(8 : index) : i64
    %4352 = llvm.mlir.constant(1 : index) : i64
    %4353 = llvm.mlir.constant(64 : index) : i64
    %4354 = llvm.mlir.constant(8192 : index) : i64
    %4355 = llvm.mlir.constant(8192 : index) : i64
    %4356 = llvm.mlir.zero : !llvm.ptr
    %4357 = llvm.getelementptr %4356[%4355] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4358 = llvm.ptrtoint %4357 : !llvm.ptr to i64
    %4359 = llvm.mlir.constant(64 : index) : i64
    %4360 = llvm.add %4358, %4359 : i64
    %4361 = llvm.call @malloc(%4360) : (i64) -> !llvm.ptr
    %4362 = llvm.ptrtoint %4361 : !llvm.ptr to i64
    %4363 = llvm.mlir.constant(1 : index) : i64
    %4364 = llvm.sub %4359, %4363 : i64
    %4365 = llvm.add %4362, %4364 : i64
    %4366 = llvm.urem %4365, %4359 : i64
    %4367 = llvm.sub %4365, %4366 : i64
    %4368 = llvm.inttoptr %4367 : i64 to !llvm.ptr
    %4369 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4370 = llvm.insertvalue %4361, %4369[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4371 = llvm.insertvalue %4368, %4370[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4372 = llvm.mlir.constant(0 : index) : i64
    %4373 = llvm.insertvalue %4372, %4371[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4374 = llvm.insertvalue %4348, %4373[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4375 = llvm.insertvalue %4349, %4374[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4376 = llvm.insertvalue %4350, %4375[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4377 = llvm.insertvalue %4351, %4376[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4378 = llvm.insertvalue %4354, %4377[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4379 = llvm.insertvalue %4353, %4378[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4380 = llvm.insertvalue %4351, %4379[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4381 = llvm.insertvalue %4352, %4380[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4382 = llvm.mlir.constant(1 : index) : i64
    %4383 = llvm.mlir.constant(128 : index) : i64
    %4384 = llvm.mlir.constant(8 : index) : i64
    %4385 = llvm.mlir.constant(8 : index) : i64
    %4386 = llvm.mlir.constant(1 : index) : i64
    %4387 = llvm.mlir.constant(64 : index) : i64
    %4388 = llvm.mlir.constant(8192 : index) : i64
    %4389 = llvm.mlir.constant(8192 : index) : i64
    %4390 = llvm.mlir.zero : !llvm.ptr
    %4391 = llvm.getelementptr %4390[%4389] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4392 = llvm.ptrtoint %4391 : !llvm.ptr to i64
    %4393 = llvm.mlir.constant(64 : index) : i64
    %4394 = llvm.add %4392, %4393 : i64
    %4395 = llvm.call @malloc(%4394) : (i64) -> !llvm.ptr
    %4396 = llvm.ptrtoint %4395 : !llvm.ptr to i64
    %4397 = llvm.mlir.constant(1 : index) : i64
    %4398 = llvm.sub %4393, %4397 : i64
    %4399 = llvm.add %4396, %4398 : i64
    %4400 = llvm.urem %4399, %4393 : i64
    %4401 = llvm.sub %4399, %4400 : i64
    %4402 = llvm.inttoptr %4401 : i64 to !llvm.ptr
    %4403 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4404 = llvm.insertvalue %4395, %4403[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4405 = llvm.insertvalue %4402, %4404[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4406 = llvm.mlir.constant(0 : index) : i64
    %4407 = llvm.insertvalue %4406, %4405[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4408 = llvm.insertvalue %4382, %4407[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4409 = llvm.insertvalue %4383, %4408[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4410 = llvm.insertvalue %4384, %4409[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4411 = llvm.insertvalue %4385, %4410[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4412 = llvm.insertvalue %4388, %4411[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4413 = llvm.insertvalue %4387, %4412[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4414 = llvm.insertvalue %4385, %4413[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4415 = llvm.insertvalue %4386, %4414[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb424(%30 : i64)
  ^bb424(%4416: i64):  // 2 preds: ^bb423, ^bb434
    %4417 = llvm.icmp "slt" %4416, %29 : i64
    llvm.cond_br %4417, ^bb425, ^bb435
  ^bb425:  // pred: ^bb424
    llvm.br ^bb426(%30 : i64)
  ^bb426(%4418: i64):  // 2 preds: ^bb425, ^bb433
    %4419 = llvm.icmp "slt" %4418, %20 : i64
    llvm.cond_br %4419, ^bb427, ^bb434
  ^bb427:  // pred: ^bb426
    llvm.br ^bb428(%30 : i64)
  ^bb428(%4420: i64):  // 2 preds: ^bb427, ^bb432
    %4421 = llvm.icmp "slt" %4420, %19 : i64
    llvm.cond_br %4421, ^bb429, ^bb433
  ^bb429:  // pred: ^bb428
    llvm.br ^bb430(%30 : i64)
  ^bb430(%4422: i64):  // 2 preds: ^bb429, ^bb431
    %4423 = llvm.icmp "slt" %4422, %19 : i64
    llvm.cond_br %4423, ^bb431, ^bb432
  ^bb431:  // pred: ^bb430
    %4424 = llvm.extractvalue %4415[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4425 = llvm.mlir.constant(8192 : index) : i64
    %4426 = llvm.mul %4416, %4425 overflow<nsw, nuw> : i64
    %4427 = llvm.mlir.constant(64 : index) : i64
    %4428 = llvm.mul %4418, %4427 overflow<nsw, nuw> : i64
    %4429 = llvm.add %4426, %4428 overflow<nsw, nuw> : i64
    %4430 = llvm.mlir.constant(8 : index) : i64
    %4431 = llvm.mul %4420, %4430 overflow<nsw, nuw> : i64
    %4432 = llvm.add %4429, %4431 overflow<nsw, nuw> : i64
    %4433 = llvm.add %4432, %4422 overflow<nsw, nuw> : i64
    %4434 = llvm.getelementptr inbounds|nuw %4424[%4433] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %4434 : f32, !llvm.ptr
    %4435 = llvm.add %4422, %29 : i64
    llvm.br ^bb430(%4435 : i64)
  ^bb432:  // pred: ^bb430
    %4436 = llvm.add %4420, %29 : i64
    llvm.br ^bb428(%4436 : i64)
  ^bb433:  // pred: ^bb428
    %4437 = llvm.add %4418, %29 : i64
    llvm.br ^bb426(%4437 : i64)
  ^bb434:  // pred: ^bb426
    %4438 = llvm.add %4416, %29 : i64
    llvm.br ^bb424(%4438 : i64)
  ^bb435:  // pred: ^bb424
    %4439 = llvm.mlir.constant(1 : index) : i64
    %4440 = llvm.mlir.constant(128 : index) : i64
    %4441 = llvm.mlir.constant(8 : index) : i64
    %4442 = llvm.mlir.constant(8 : index) : i64
    %4443 = llvm.mlir.constant(1 : index) : i64
    %4444 = llvm.mlir.constant(64 : index) : i64
    %4445 = llvm.mlir.constant(8192 : index) : i64
    %4446 = llvm.mlir.constant(8192 : index) : i64
    %4447 = llvm.mlir.zero : !llvm.ptr
    %4448 = llvm.getelementptr %4447[%4446] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4449 = llvm.ptrtoint %4448 : !llvm.ptr to i64
    %4450 = llvm.mlir.constant(64 : index) : i64
    %4451 = llvm.add %4449, %4450 : i64
    %4452 = llvm.call @malloc(%4451) : (i64) -> !llvm.ptr
    %4453 = llvm.ptrtoint %4452 : !llvm.ptr to i64
    %4454 = llvm.mlir.constant(1 : index) : i64
    %4455 = llvm.sub %4450, %4454 : i64
    %4456 = llvm.add %4453, %4455 : i64
    %4457 = llvm.urem %4456, %4450 : i64
    %4458 = llvm.sub %4456, %4457 : i64
    %4459 = llvm.inttoptr %4458 : i64 to !llvm.ptr
    %4460 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4461 = llvm.insertvalue %4452, %4460[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4462 = llvm.insertvalue %4459, %4461[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4463 = llvm.mlir.constant(0 : index) : i64
    %4464 = llvm.insertvalue %4463, %4462[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4465 = llvm.insertvalue %4439, %4464[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4466 = llvm.insertvalue %4440, %4465[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4467 = llvm.insertvalue %4441, %4466[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4468 = llvm.insertvalue %4442, %4467[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4469 = llvm.insertvalue %4445, %4468[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4470 = llvm.insertvalue %4444, %4469[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4471 = llvm.insertvalue %4442, %4470[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4472 = llvm.insertvalue %4443, %4471[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb436(%30 : i64)
  ^bb436(%4473: i64):  // 2 preds: ^bb435, ^bb446
    %4474 = llvm.icmp "slt" %4473, %29 : i64
    llvm.cond_br %4474, ^bb437, ^bb447
  ^bb437:  // pred: ^bb436
    llvm.br ^bb438(%30 : i64)
  ^bb438(%4475: i64):  // 2 preds: ^bb437, ^bb445
    %4476 = llvm.icmp "slt" %4475, %20 : i64
    llvm.cond_br %4476, ^bb439, ^bb446
  ^bb439:  // pred: ^bb438
    llvm.br ^bb440(%30 : i64)
  ^bb440(%4477: i64):  // 2 preds: ^bb439, ^bb444
    %4478 = llvm.icmp "slt" %4477, %19 : i64
    llvm.cond_br %4478, ^bb441, ^bb445
  ^bb441:  // pred: ^bb440
    llvm.br ^bb442(%30 : i64)
  ^bb442(%4479: i64):  // 2 preds: ^bb441, ^bb443
    %4480 = llvm.icmp "slt" %4479, %19 : i64
    llvm.cond_br %4480, ^bb443, ^bb444
  ^bb443:  // pred: ^bb442
    %4481 = llvm.extractvalue %4415[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4482 = llvm.mlir.constant(8192 : index) : i64
    %4483 = llvm.mul %4473, %4482 overflow<nsw, nuw> : i64
    %4484 = llvm.mlir.constant(64 : index) : i64
    %4485 = llvm.mul %4475, %4484 overflow<nsw, nuw> : i64
    %4486 = llvm.add %4483, %4485 overflow<nsw, nuw> : i64
    %4487 = llvm.mlir.constant(8 : index) : i64
    %4488 = llvm.mul %4477, %4487 overflow<nsw, nuw> : i64
    %4489 = llvm.add %4486, %4488 overflow<nsw, nuw> : i64
    %4490 = llvm.add %4489, %4479 overflow<nsw, nuw> : i64
    %4491 = llvm.getelementptr inbounds|nuw %4481[%4490] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4492 = llvm.load %4491 : !llvm.ptr -> f32
    %4493 = llvm.extractvalue %4472[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4494 = llvm.mlir.constant(8192 : index) : i64
    %4495 = llvm.mul %4473, %4494 overflow<nsw, nuw> : i64
    %4496 = llvm.mlir.constant(64 : index) : i64
    %4497 = llvm.mul %4475, %4496 overflow<nsw, nuw> : i64
    %4498 = llvm.add %4495, %4497 overflow<nsw, nuw> : i64
    %4499 = llvm.mlir.constant(8 : index) : i64
    %4500 = llvm.mul %4477, %4499 overflow<nsw, nuw> : i64
    %4501 = llvm.add %4498, %4500 overflow<nsw, nuw> : i64
    %4502 = llvm.add %4501, %4479 overflow<nsw, nuw> : i64
    %4503 = llvm.getelementptr inbounds|nuw %4493[%4502] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4492, %4503 : f32, !llvm.ptr
    %4504 = llvm.add %4479, %29 : i64
    llvm.br ^bb442(%4504 : i64)
  ^bb444:  // pred: ^bb442
    %4505 = llvm.add %4477, %29 : i64
    llvm.br ^bb440(%4505 : i64)
  ^bb445:  // pred: ^bb440
    %4506 = llvm.add %4475, %29 : i64
    llvm.br ^bb438(%4506 : i64)
  ^bb446:  // pred: ^bb438
    %4507 = llvm.add %4473, %29 : i64
    llvm.br ^bb436(%4507 : i64)
  ^bb447:  // pred: ^bb436
    llvm.br ^bb448(%30 : i64)
  ^bb448(%4508: i64):  // 2 preds: ^bb447, ^bb467
    %4509 = llvm.icmp "slt" %4508, %29 : i64
    llvm.cond_br %4509, ^bb449, ^bb468
  ^bb449:  // pred: ^bb448
    llvm.br ^bb450(%30 : i64)
  ^bb450(%4510: i64):  // 2 preds: ^bb449, ^bb466
    %4511 = llvm.icmp "slt" %4510, %20 : i64
    llvm.cond_br %4511, ^bb451, ^bb467
  ^bb451:  // pred: ^bb450
    llvm.br ^bb452(%30 : i64)
  ^bb452(%4512: i64):  // 2 preds: ^bb451, ^bb465
    %4513 = llvm.icmp "slt" %4512, %19 : i64
    llvm.cond_br %4513, ^bb453, ^bb466
  ^bb453:  // pred: ^bb452
    llvm.br ^bb454(%30 : i64)
  ^bb454(%4514: i64):  // 2 preds: ^bb453, ^bb464
    %4515 = llvm.icmp "slt" %4514, %19 : i64
    llvm.cond_br %4515, ^bb455, ^bb465
  ^bb455:  // pred: ^bb454
    llvm.br ^bb456(%30 : i64)
  ^bb456(%4516: i64):  // 2 preds: ^bb455, ^bb463
    %4517 = llvm.icmp "slt" %4516, %26 : i64
    llvm.cond_br %4517, ^bb457, ^bb464
  ^bb457:  // pred: ^bb456
    llvm.br ^bb458(%30 : i64)
  ^bb458(%4518: i64):  // 2 preds: ^bb457, ^bb462
    %4519 = llvm.icmp "slt" %4518, %28 : i64
    llvm.cond_br %4519, ^bb459, ^bb463
  ^bb459:  // pred: ^bb458
    llvm.br ^bb460(%30 : i64)
  ^bb460(%4520: i64):  // 2 preds: ^bb459, ^bb461
    %4521 = llvm.icmp "slt" %4520, %28 : i64
    llvm.cond_br %4521, ^bb461, ^bb462
  ^bb461:  // pred: ^bb460
    %4522 = llvm.mul %4512, %13 overflow<nsw> : i64
    %4523 = llvm.add %4522, %4518 : i64
    %4524 = llvm.mul %4514, %13 overflow<nsw> : i64
    %4525 = llvm.add %4524, %4520 : i64
    %4526 = llvm.extractvalue %4264[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4527 = llvm.mlir.constant(20736 : index) : i64
    %4528 = llvm.mul %4508, %4527 overflow<nsw, nuw> : i64
    %4529 = llvm.mlir.constant(324 : index) : i64
    %4530 = llvm.mul %4516, %4529 overflow<nsw, nuw> : i64
    %4531 = llvm.add %4528, %4530 overflow<nsw, nuw> : i64
    %4532 = llvm.mlir.constant(18 : index) : i64
    %4533 = llvm.mul %4523, %4532 overflow<nsw, nuw> : i64
    %4534 = llvm.add %4531, %4533 overflow<nsw, nuw> : i64
    %4535 = llvm.add %4534, %4525 overflow<nsw, nuw> : i64
    %4536 = llvm.getelementptr inbounds|nuw %4526[%4535] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4537 = llvm.load %4536 : !llvm.ptr -> f32
    %4538 = llvm.extractvalue %1445[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4539 = llvm.mlir.constant(576 : index) : i64
    %4540 = llvm.mul %4510, %4539 overflow<nsw, nuw> : i64
    %4541 = llvm.mlir.constant(9 : index) : i64
    %4542 = llvm.mul %4516, %4541 overflow<nsw, nuw> : i64
    %4543 = llvm.add %4540, %4542 overflow<nsw, nuw> : i64
    %4544 = llvm.mlir.constant(3 : index) : i64
    %4545 = llvm.mul %4518, %4544 overflow<nsw, nuw> : i64
    %4546 = llvm.add %4543, %4545 overflow<nsw, nuw> : i64
    %4547 = llvm.add %4546, %4520 overflow<nsw, nuw> : i64
    %4548 = llvm.getelementptr inbounds|nuw %4538[%4547] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4549 = llvm.load %4548 : !llvm.ptr -> f32
    %4550 = llvm.extractvalue %4472[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4551 = llvm.mlir.constant(8192 : index) : i64
    %4552 = llvm.mul %4508, %4551 overflow<nsw, nuw> : i64
    %4553 = llvm.mlir.constant(64 : index) : i64
    %4554 = llvm.mul %4510, %4553 overflow<nsw, nuw> : i64
    %4555 = llvm.add %4552, %4554 overflow<nsw, nuw> : i64
    %4556 = llvm.mlir.constant(8 : index) : i64
    %4557 = llvm.mul %4512, %4556 overflow<nsw, nuw> : i64
    %4558 = llvm.add %4555, %4557 overflow<nsw, nuw> : i64
    %4559 = llvm.add %4558, %4514 overflow<nsw, nuw> : i64
    %4560 = llvm.getelementptr inbounds|nuw %4550[%4559] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4561 = llvm.load %4560 : !llvm.ptr -> f32
    %4562 = llvm.fmul %4537, %4549 : f32
    %4563 = llvm.fadd %4561, %4562 : f32
    %4564 = llvm.extractvalue %4472[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4565 = llvm.mlir.constant(8192 : index) : i64
    %4566 = llvm.mul %4508, %4565 overflow<nsw, nuw> : i64
    %4567 = llvm.mlir.constant(64 : index) : i64
    %4568 = llvm.mul %4510, %4567 overflow<nsw, nuw> : i64
    %4569 = llvm.add %4566, %4568 overflow<nsw, nuw> : i64
    %4570 = llvm.mlir.constant(8 : index) : i64
    %4571 = llvm.mul %4512, %4570 overflow<nsw, nuw> : i64
    %4572 = llvm.add %4569, %4571 overflow<nsw, nuw> : i64
    %4573 = llvm.add %4572, %4514 overflow<nsw, nuw> : i64
    %4574 = llvm.getelementptr inbounds|nuw %4564[%4573] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4563, %4574 : f32, !llvm.ptr
    %4575 = llvm.add %4520, %29 : i64
    llvm.br ^bb460(%4575 : i64)
  ^bb462:  // pred: ^bb460
    %4576 = llvm.add %4518, %29 : i64
    llvm.br ^bb458(%4576 : i64)
  ^bb463:  // pred: ^bb458
    %4577 = llvm.add %4516, %29 : i64
    llvm.br ^bb456(%4577 : i64)
  ^bb464:  // pred: ^bb456
    %4578 = llvm.add %4514, %29 : i64
    llvm.br ^bb454(%4578 : i64)
  ^bb465:  // pred: ^bb454
    %4579 = llvm.add %4512, %29 : i64
    llvm.br ^bb452(%4579 : i64)
  ^bb466:  // pred: ^bb452
    %4580 = llvm.add %4510, %29 : i64
    llvm.br ^bb450(%4580 : i64)
  ^bb467:  // pred: ^bb450
    %4581 = llvm.add %4508, %29 : i64
    llvm.br ^bb448(%4581 : i64)
  ^bb468:  // pred: ^bb448
    %4582 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4583 = llvm.extractvalue %1401[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4584 = llvm.extractvalue %1401[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4585 = llvm.insertvalue %4583, %4582[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4586 = llvm.insertvalue %4584, %4585[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4587 = llvm.mlir.constant(0 : index) : i64
    %4588 = llvm.insertvalue %4587, %4586[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4589 = llvm.mlir.constant(128 : index) : i64
    %4590 = llvm.insertvalue %4589, %4588[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4591 = llvm.mlir.constant(1 : index) : i64
    %4592 = llvm.insertvalue %4591, %4590[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4593 = llvm.mlir.constant(1 : index) : i64
    %4594 = llvm.insertvalue %4593, %4592[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4595 = llvm.mlir.constant(1 : index) : i64
    %4596 = llvm.insertvalue %4595, %4594[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4597 = llvm.mlir.constant(1 : index) : i64
    %4598 = llvm.insertvalue %4597, %4596[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4599 = llvm.mlir.constant(1 : index) : i64
    %4600 = llvm.insertvalue %4599, %4598[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4601 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4602 = llvm.extractvalue %1417[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4603 = llvm.extractvalue %1417[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4604 = llvm.insertvalue %4602, %4601[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4605 = llvm.insertvalue %4603, %4604[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4606 = llvm.mlir.constant(0 : index) : i64
    %4607 = llvm.insertvalue %4606, %4605[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4608 = llvm.mlir.constant(128 : index) : i64
    %4609 = llvm.insertvalue %4608, %4607[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4610 = llvm.mlir.constant(1 : index) : i64
    %4611 = llvm.insertvalue %4610, %4609[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4612 = llvm.mlir.constant(1 : index) : i64
    %4613 = llvm.insertvalue %4612, %4611[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4614 = llvm.mlir.constant(1 : index) : i64
    %4615 = llvm.insertvalue %4614, %4613[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4616 = llvm.mlir.constant(1 : index) : i64
    %4617 = llvm.insertvalue %4616, %4615[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4618 = llvm.mlir.constant(1 : index) : i64
    %4619 = llvm.insertvalue %4618, %4617[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4620 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4621 = llvm.extractvalue %1385[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4622 = llvm.extractvalue %1385[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4623 = llvm.insertvalue %4621, %4620[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4624 = llvm.insertvalue %4622, %4623[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4625 = llvm.mlir.constant(0 : index) : i64
    %4626 = llvm.insertvalue %4625, %4624[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4627 = llvm.mlir.constant(128 : index) : i64
    %4628 = llvm.insertvalue %4627, %4626[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4629 = llvm.mlir.constant(1 : index) : i64
    %4630 = llvm.insertvalue %4629, %4628[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4631 = llvm.mlir.constant(1 : index) : i64
    %4632 = llvm.insertvalue %4631, %4630[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4633 = llvm.mlir.constant(1 : index) : i64
    %4634 = llvm.insertvalue %4633, %4632[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4635 = llvm.mlir.constant(1 : index) : i64
    %4636 = llvm.insertvalue %4635, %4634[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4637 = llvm.mlir.constant(1 : index) : i64
    %4638 = llvm.insertvalue %4637, %4636[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4639 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4640 = llvm.extractvalue %1369[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4641 = llvm.extractvalue %1369[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4642 = llvm.insertvalue %4640, %4639[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4643 = llvm.insertvalue %4641, %4642[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4644 = llvm.mlir.constant(0 : index) : i64
    %4645 = llvm.insertvalue %4644, %4643[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4646 = llvm.mlir.constant(128 : index) : i64
    %4647 = llvm.insertvalue %4646, %4645[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4648 = llvm.mlir.constant(1 : index) : i64
    %4649 = llvm.insertvalue %4648, %4647[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4650 = llvm.mlir.constant(1 : index) : i64
    %4651 = llvm.insertvalue %4650, %4649[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4652 = llvm.mlir.constant(1 : index) : i64
    %4653 = llvm.insertvalue %4652, %4651[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4654 = llvm.mlir.constant(1 : index) : i64
    %4655 = llvm.insertvalue %4654, %4653[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4656 = llvm.mlir.constant(1 : index) : i64
    %4657 = llvm.insertvalue %4656, %4655[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb469(%30 : i64)
  ^bb469(%4658: i64):  // 2 preds: ^bb468, ^bb479
    %4659 = llvm.icmp "slt" %4658, %29 : i64
    llvm.cond_br %4659, ^bb470, ^bb480
  ^bb470:  // pred: ^bb469
    llvm.br ^bb471(%30 : i64)
  ^bb471(%4660: i64):  // 2 preds: ^bb470, ^bb478
    %4661 = llvm.icmp "slt" %4660, %20 : i64
    llvm.cond_br %4661, ^bb472, ^bb479
  ^bb472:  // pred: ^bb471
    llvm.br ^bb473(%30 : i64)
  ^bb473(%4662: i64):  // 2 preds: ^bb472, ^bb477
    %4663 = llvm.icmp "slt" %4662, %19 : i64
    llvm.cond_br %4663, ^bb474, ^bb478
  ^bb474:  // pred: ^bb473
    llvm.br ^bb475(%30 : i64)
  ^bb475(%4664: i64):  // 2 preds: ^bb474, ^bb476
    %4665 = llvm.icmp "slt" %4664, %19 : i64
    llvm.cond_br %4665, ^bb476, ^bb477
  ^bb476:  // pred: ^bb475
    %4666 = llvm.extractvalue %4472[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4667 = llvm.mlir.constant(8192 : index) : i64
    %4668 = llvm.mul %4658, %4667 overflow<nsw, nuw> : i64
    %4669 = llvm.mlir.constant(64 : index) : i64
    %4670 = llvm.mul %4660, %4669 overflow<nsw, nuw> : i64
    %4671 = llvm.add %4668, %4670 overflow<nsw, nuw> : i64
    %4672 = llvm.mlir.constant(8 : index) : i64
    %4673 = llvm.mul %4662, %4672 overflow<nsw, nuw> : i64
    %4674 = llvm.add %4671, %4673 overflow<nsw, nuw> : i64
    %4675 = llvm.add %4674, %4664 overflow<nsw, nuw> : i64
    %4676 = llvm.getelementptr inbounds|nuw %4666[%4675] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4677 = llvm.load %4676 : !llvm.ptr -> f32
    %4678 = llvm.extractvalue %4619[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4679 = llvm.add %4660, %30 overflow<nsw, nuw> : i64
    %4680 = llvm.add %4679, %30 overflow<nsw, nuw> : i64
    %4681 = llvm.getelementptr inbounds|nuw %4678[%4680] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4682 = llvm.load %4681 : !llvm.ptr -> f32
    %4683 = llvm.extractvalue %4600[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4684 = llvm.add %4660, %30 overflow<nsw, nuw> : i64
    %4685 = llvm.add %4684, %30 overflow<nsw, nuw> : i64
    %4686 = llvm.getelementptr inbounds|nuw %4683[%4685] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4687 = llvm.load %4686 : !llvm.ptr -> f32
    %4688 = llvm.extractvalue %4638[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4689 = llvm.add %4660, %30 overflow<nsw, nuw> : i64
    %4690 = llvm.add %4689, %30 overflow<nsw, nuw> : i64
    %4691 = llvm.getelementptr inbounds|nuw %4688[%4690] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4692 = llvm.load %4691 : !llvm.ptr -> f32
    %4693 = llvm.extractvalue %4657[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4694 = llvm.add %4660, %30 overflow<nsw, nuw> : i64
    %4695 = llvm.add %4694, %30 overflow<nsw, nuw> : i64
    %4696 = llvm.getelementptr inbounds|nuw %4693[%4695] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4697 = llvm.load %4696 : !llvm.ptr -> f32
    %4698 = llvm.fptrunc %32 : f64 to f32
    %4699 = llvm.fadd %4687, %4698 : f32
    %4700 = llvm.intr.sqrt(%4699) : (f32) -> f32
    %4701 = llvm.fdiv %34, %4700 : f32
    %4702 = llvm.fsub %4677, %4682 : f32
    %4703 = llvm.fmul %4702, %4701 : f32
    %4704 = llvm.fmul %4703, %4692 : f32
    %4705 = llvm.fadd %4704, %4697 : f32
    %4706 = llvm.fcmp "ugt" %4705, %33 : f32
    %4707 = llvm.select %4706, %4705, %33 : i1, f32
    %4708 = llvm.extractvalue %4381[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4709 = llvm.mlir.constant(8192 : index) : i64
    %4710 = llvm.mul %4658, %4709 overflow<nsw, nuw> : i64
    %4711 = llvm.mlir.constant(64 : index) : i64
    %4712 = llvm.mul %4660, %4711 overflow<nsw, nuw> : i64
    %4713 = llvm.add %4710, %4712 overflow<nsw, nuw> : i64
    %4714 = llvm.mlir.constant(8 : index) : i64
    %4715 = llvm.mul %4662, %4714 overflow<nsw, nuw> : i64
    %4716 = llvm.add %4713, %4715 overflow<nsw, nuw> : i64
    %4717 = llvm.add %4716, %4664 overflow<nsw, nuw> : i64
    %4718 = llvm.getelementptr inbounds|nuw %4708[%4717] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4707, %4718 : f32, !llvm.ptr
    %4719 = llvm.add %4664, %29 : i64
    llvm.br ^bb475(%4719 : i64)
  ^bb477:  // pred: ^bb475
    %4720 = llvm.add %4662, %29 : i64
    llvm.br ^bb473(%4720 : i64)
  ^bb478:  // pred: ^bb473
    %4721 = llvm.add %4660, %29 : i64
    llvm.br ^bb471(%4721 : i64)
  ^bb479:  // pred: ^bb471
    %4722 = llvm.add %4658, %29 : i64
    llvm.br ^bb469(%4722 : i64)
  ^bb480:  // pred: ^bb469
    %4723 = llvm.mlir.constant(1 : index) : i64
    %4724 = llvm.mlir.constant(128 : index) : i64
    %4725 = llvm.mlir.constant(10 : index) : i64
    %4726 = llvm.mlir.constant(10 : index) : i64
    %4727 = llvm.mlir.constant(1 : index) : i64
    %4728 = llvm.mlir.constant(100 : index) : i64
    %4729 = llvm.mlir.constant(12800 : index) : i64
    %4730 = llvm.mlir.constant(12800 : index) : i64
    %4731 = llvm.mlir.zero : !llvm.ptr
    %4732 = llvm.getelementptr %4731[%4730] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4733 = llvm.ptrtoint %4732 : !llvm.ptr to i64
    %4734 = llvm.mlir.constant(64 : index) : i64
    %4735 = llvm.add %4733, %4734 : i64
    %4736 = llvm.call @malloc(%4735) : (i64) -> !llvm.ptr
    %4737 = llvm.ptrtoint %4736 : !llvm.ptr to i64
    %4738 = llvm.mlir.constant(1 : index) : i64
    %4739 = llvm.sub %4734, %4738 : i64
    %4740 = llvm.add %4737, %4739 : i64
    %4741 = llvm.urem %4740, %4734 : i64
    %4742 = llvm.sub %4740, %4741 : i64
    %4743 = llvm.inttoptr %4742 : i64 to !llvm.ptr
    %4744 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4745 = llvm.insertvalue %4736, %4744[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4746 = llvm.insertvalue %4743, %4745[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4747 = llvm.mlir.constant(0 : index) : i64
    %4748 = llvm.insertvalue %4747, %4746[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4749 = llvm.insertvalue %4723, %4748[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4750 = llvm.insertvalue %4724, %4749[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4751 = llvm.insertvalue %4725, %4750[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4752 = llvm.insertvalue %4726, %4751[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4753 = llvm.insertvalue %4729, %4752[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4754 = llvm.insertvalue %4728, %4753[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4755 = llvm.insertvalue %4726, %4754[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4756 = llvm.insertvalue %4727, %4755[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb481(%30 : i64)
  ^bb481(%4757: i64):  // 2 preds: ^bb480, ^bb491
    %4758 = llvm.icmp "slt" %4757, %29 : i64
    llvm.cond_br %4758, ^bb482, ^bb492
  ^bb482:  // pred: ^bb481
    llvm.br ^bb483(%30 : i64)
  ^bb483(%4759: i64):  // 2 preds: ^bb482, ^bb490
    %4760 = llvm.icmp "slt" %4759, %20 : i64
    llvm.cond_br %4760, ^bb484, ^bb491
  ^bb484:  // pred: ^bb483
    llvm.br ^bb485(%30 : i64)
  ^bb485(%4761: i64):  // 2 preds: ^bb484, ^bb489
    %4762 = llvm.icmp "slt" %4761, %18 : i64
    llvm.cond_br %4762, ^bb486, ^bb490
  ^bb486:  // pred: ^bb485
    llvm.br ^bb487(%30 : i64)
  ^bb487(%4763: i64):  // 2 preds: ^bb486, ^bb488
    %4764 = llvm.icmp "slt" %4763, %18 : i64
    llvm.cond_br %4764, ^bb488, ^bb489
  ^bb488:  // pred: ^bb487
    %4765 = llvm.extractvalue %4756[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4766 = llvm.mlir.constant(12800 : index) : i64
    %4767 = llvm.mul %4757, %4766 overflow<nsw, nuw> : i64
    %4768 = llvm.mlir.constant(100 : index) : i64
    %4769 = llvm.mul %4759, %4768 overflow<nsw, nuw> : i64
    %4770 = llvm.add %4767, %4769 overflow<nsw, nuw> : i64
    %4771 = llvm.mlir.constant(10 : index) : i64
    %4772 = llvm.mul %4761, %4771 overflow<nsw, nuw> : i64
    %4773 = llvm.add %4770, %4772 overflow<nsw, nuw> : i64
    %4774 = llvm.add %4773, %4763 overflow<nsw, nuw> : i64
    %4775 = llvm.getelementptr inbounds|nuw %4765[%4774] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %4775 : f32, !llvm.ptr
    %4776 = llvm.add %4763, %29 : i64
    llvm.br ^bb487(%4776 : i64)
  ^bb489:  // pred: ^bb487
    %4777 = llvm.add %4761, %29 : i64
    llvm.br ^bb485(%4777 : i64)
  ^bb490:  // pred: ^bb485
    %4778 = llvm.add %4759, %29 : i64
    llvm.br ^bb483(%4778 : i64)
  ^bb491:  // pred: ^bb483
    %4779 = llvm.add %4757, %29 : i64
    llvm.br ^bb481(%4779 : i64)
  ^bb492:  // pred: ^bb481
    %4780 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4781 = llvm.extractvalue %4756[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4782 = llvm.extractvalue %4756[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4783 = llvm.insertvalue %4781, %4780[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4784 = llvm.insertvalue %4782, %4783[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4785 = llvm.mlir.constant(11 : index) : i64
    %4786 = llvm.insertvalue %4785, %4784[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4787 = llvm.mlir.constant(1 : index) : i64
    %4788 = llvm.insertvalue %4787, %4786[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4789 = llvm.mlir.constant(12800 : index) : i64
    %4790 = llvm.insertvalue %4789, %4788[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4791 = llvm.mlir.constant(128 : index) : i64
    %4792 = llvm.insertvalue %4791, %4790[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4793 = llvm.mlir.constant(100 : index) : i64
    %4794 = llvm.insertvalue %4793, %4792[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4795 = llvm.mlir.constant(8 : index) : i64
    %4796 = llvm.insertvalue %4795, %4794[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4797 = llvm.mlir.constant(10 : index) : i64
    %4798 = llvm.insertvalue %4797, %4796[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4799 = llvm.mlir.constant(8 : index) : i64
    %4800 = llvm.insertvalue %4799, %4798[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4801 = llvm.mlir.constant(1 : index) : i64
    %4802 = llvm.insertvalue %4801, %4800[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb493(%30 : i64)
  ^bb493(%4803: i64):  // 2 preds: ^bb492, ^bb503
    %4804 = llvm.icmp "slt" %4803, %29 : i64
    llvm.cond_br %4804, ^bb494, ^bb504
  ^bb494:  // pred: ^bb493
    llvm.br ^bb495(%30 : i64)
  ^bb495(%4805: i64):  // 2 preds: ^bb494, ^bb502
    %4806 = llvm.icmp "slt" %4805, %20 : i64
    llvm.cond_br %4806, ^bb496, ^bb503
  ^bb496:  // pred: ^bb495
    llvm.br ^bb497(%30 : i64)
  ^bb497(%4807: i64):  // 2 preds: ^bb496, ^bb501
    %4808 = llvm.icmp "slt" %4807, %19 : i64
    llvm.cond_br %4808, ^bb498, ^bb502
  ^bb498:  // pred: ^bb497
    llvm.br ^bb499(%30 : i64)
  ^bb499(%4809: i64):  // 2 preds: ^bb498, ^bb500
    %4810 = llvm.icmp "slt" %4809, %19 : i64
    llvm.cond_br %4810, ^bb500, ^bb501
  ^bb500:  // pred: ^bb499
    %4811 = llvm.extractvalue %4381[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4812 = llvm.mlir.constant(8192 : index) : i64
    %4813 = llvm.mul %4803, %4812 overflow<nsw, nuw> : i64
    %4814 = llvm.mlir.constant(64 : index) : i64
    %4815 = llvm.mul %4805, %4814 overflow<nsw, nuw> : i64
    %4816 = llvm.add %4813, %4815 overflow<nsw, nuw> : i64
    %4817 = llvm.mlir.constant(8 : index) : i64
    %4818 = llvm.mul %4807, %4817 overflow<nsw, nuw> : i64
    %4819 = llvm.add %4816, %4818 overflow<nsw, nuw> : i64
    %4820 = llvm.add %4819, %4809 overflow<nsw, nuw> : i64
    %4821 = llvm.getelementptr inbounds|nuw %4811[%4820] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4822 = llvm.load %4821 : !llvm.ptr -> f32
    %4823 = llvm.extractvalue %4802[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4824 = llvm.mlir.constant(11 : index) : i64
    %4825 = llvm.getelementptr %4823[%4824] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4826 = llvm.mlir.constant(12800 : index) : i64
    %4827 = llvm.mul %4803, %4826 overflow<nsw, nuw> : i64
    %4828 = llvm.mlir.constant(100 : index) : i64
    %4829 = llvm.mul %4805, %4828 overflow<nsw, nuw> : i64
    %4830 = llvm.add %4827, %4829 overflow<nsw, nuw> : i64
    %4831 = llvm.mlir.constant(10 : index) : i64
    %4832 = llvm.mul %4807, %4831 overflow<nsw, nuw> : i64
    %4833 = llvm.add %4830, %4832 overflow<nsw, nuw> : i64
    %4834 = llvm.add %4833, %4809 overflow<nsw, nuw> : i64
    %4835 = llvm.getelementptr inbounds|nuw %4825[%4834] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4822, %4835 : f32, !llvm.ptr
    %4836 = llvm.add %4809, %29 : i64
    llvm.br ^bb499(%4836 : i64)
  ^bb501:  // pred: ^bb499
    %4837 = llvm.add %4807, %29 : i64
    llvm.br ^bb497(%4837 : i64)
  ^bb502:  // pred: ^bb497
    %4838 = llvm.add %4805, %29 : i64
    llvm.br ^bb495(%4838 : i64)
  ^bb503:  // pred: ^bb495
    %4839 = llvm.add %4803, %29 : i64
    llvm.br ^bb493(%4839 : i64)
  ^bb504:  // pred: ^bb493
    %4840 = llvm.mlir.constant(1 : index) : i64
    %4841 = llvm.mlir.constant(128 : index) : i64
    %4842 = llvm.mlir.constant(8 : index) : i64
    %4843 = llvm.mlir.constant(8 : index) : i64
    %4844 = llvm.mlir.constant(1 : index) : i64
    %4845 = llvm.mlir.constant(64 : index) : i64
    %4846 = llvm.mlir.constant(8192 : index) : i64
    %4847 = llvm.mlir.constant(8192 : index) : i64
    %4848 = llvm.mlir.zero : !llvm.ptr
    %4849 = llvm.getelementptr %4848[%4847] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4850 = llvm.ptrtoint %4849 : !llvm.ptr to i64
    %4851 = llvm.mlir.constant(64 : index) : i64
    %4852 = llvm.add %4850, %4851 : i64
    %4853 = llvm.call @malloc(%4852) : (i64) -> !llvm.ptr
    %4854 = llvm.ptrtoint %4853 : !llvm.ptr to i64
    %4855 = llvm.mlir.constant(1 : index) : i64
    %4856 = llvm.sub %4851, %4855 : i64
    %4857 = llvm.add %4854, %4856 : i64
    %4858 = llvm.urem %4857, %4851 : i64
    %4859 = llvm.sub %4857, %4858 : i64
    %4860 = llvm.inttoptr %4859 : i64 to !llvm.ptr
    %4861 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4862 = llvm.insertvalue %4853, %4861[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4863 = llvm.insertvalue %4860, %4862[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4864 = llvm.mlir.constant(0 : index) : i64
    %4865 = llvm.insertvalue %4864, %4863[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4866 = llvm.insertvalue %4840, %4865[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4867 = llvm.insertvalue %4841, %4866[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4868 = llvm.insertvalue %4842, %4867[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4869 = llvm.insertvalue %4843, %4868[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4870 = llvm.insertvalue %4846, %4869[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4871 = llvm.insertvalue %4845, %4870[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4872 = llvm.insertvalue %4843, %4871[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4873 = llvm.insertvalue %4844, %4872[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb505(%30 : i64)
  ^bb505(%4874: i64):  // 2 preds: ^bb504, ^bb515
    %4875 = llvm.icmp "slt" %4874, %29 : i64
    llvm.cond_br %4875, ^bb506, ^bb516
  ^bb506:  // pred: ^bb505
    llvm.br ^bb507(%30 : i64)
  ^bb507(%4876: i64):  // 2 preds: ^bb506, ^bb514
    %4877 = llvm.icmp "slt" %4876, %20 : i64
    llvm.cond_br %4877, ^bb508, ^bb515
  ^bb508:  // pred: ^bb507
    llvm.br ^bb509(%30 : i64)
  ^bb509(%4878: i64):  // 2 preds: ^bb508, ^bb513
    %4879 = llvm.icmp "slt" %4878, %19 : i64
    llvm.cond_br %4879, ^bb510, ^bb514
  ^bb510:  // pred: ^bb509
    llvm.br ^bb511(%30 : i64)
  ^bb511(%4880: i64):  // 2 preds: ^bb510, ^bb512
    %4881 = llvm.icmp "slt" %4880, %19 : i64
    llvm.cond_br %4881, ^bb512, ^bb513
  ^bb512:  // pred: ^bb511
    %4882 = llvm.extractvalue %4415[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4883 = llvm.mlir.constant(8192 : index) : i64
    %4884 = llvm.mul %4874, %4883 overflow<nsw, nuw> : i64
    %4885 = llvm.mlir.constant(64 : index) : i64
    %4886 = llvm.mul %4876, %4885 overflow<nsw, nuw> : i64
    %4887 = llvm.add %4884, %4886 overflow<nsw, nuw> : i64
    %4888 = llvm.mlir.constant(8 : index) : i64
    %4889 = llvm.mul %4878, %4888 overflow<nsw, nuw> : i64
    %4890 = llvm.add %4887, %4889 overflow<nsw, nuw> : i64
    %4891 = llvm.add %4890, %4880 overflow<nsw, nuw> : i64
    %4892 = llvm.getelementptr inbounds|nuw %4882[%4891] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4893 = llvm.load %4892 : !llvm.ptr -> f32
    %4894 = llvm.extractvalue %4873[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4895 = llvm.mlir.constant(8192 : index) : i64
    %4896 = llvm.mul %4874, %4895 overflow<nsw, nuw> : i64
    %4897 = llvm.mlir.constant(64 : index) : i64
    %4898 = llvm.mul %4876, %4897 overflow<nsw, nuw> : i64
    %4899 = llvm.add %4896, %4898 overflow<nsw, nuw> : i64
    %4900 = llvm.mlir.constant(8 : index) : i64
    %4901 = llvm.mul %4878, %4900 overflow<nsw, nuw> : i64
    %4902 = llvm.add %4899, %4901 overflow<nsw, nuw> : i64
    %4903 = llvm.add %4902, %4880 overflow<nsw, nuw> : i64
    %4904 = llvm.getelementptr inbounds|nuw %4894[%4903] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4893, %4904 : f32, !llvm.ptr
    %4905 = llvm.add %4880, %29 : i64
    llvm.br ^bb511(%4905 : i64)
  ^bb513:  // pred: ^bb511
    %4906 = llvm.add %4878, %29 : i64
    llvm.br ^bb509(%4906 : i64)
  ^bb514:  // pred: ^bb509
    %4907 = llvm.add %4876, %29 : i64
    llvm.br ^bb507(%4907 : i64)
  ^bb515:  // pred: ^bb507
    %4908 = llvm.add %4874, %29 : i64
    llvm.br ^bb505(%4908 : i64)
  ^bb516:  // pred: ^bb505
    llvm.br ^bb517(%30 : i64)
  ^bb517(%4909: i64):  // 2 preds: ^bb516, ^bb536
    %4910 = llvm.icmp "slt" %4909, %29 : i64
    llvm.cond_br %4910, ^bb518, ^bb537
  ^bb518:  // pred: ^bb517
    llvm.br ^bb519(%30 : i64)
  ^bb519(%4911: i64):  // 2 preds: ^bb518, ^bb535
    %4912 = llvm.icmp "slt" %4911, %20 : i64
    llvm.cond_br %4912, ^bb520, ^bb536
  ^bb520:  // pred: ^bb519
    llvm.br ^bb521(%30 : i64)
  ^bb521(%4913: i64):  // 2 preds: ^bb520, ^bb534
    %4914 = llvm.icmp "slt" %4913, %19 : i64
    llvm.cond_br %4914, ^bb522, ^bb535
  ^bb522:  // pred: ^bb521
    llvm.br ^bb523(%30 : i64)
  ^bb523(%4915: i64):  // 2 preds: ^bb522, ^bb533
    %4916 = llvm.icmp "slt" %4915, %19 : i64
    llvm.cond_br %4916, ^bb524, ^bb534
  ^bb524:  // pred: ^bb523
    llvm.br ^bb525(%30 : i64)
  ^bb525(%4917: i64):  // 2 preds: ^bb524, ^bb532
    %4918 = llvm.icmp "slt" %4917, %20 : i64
    llvm.cond_br %4918, ^bb526, ^bb533
  ^bb526:  // pred: ^bb525
    llvm.br ^bb527(%30 : i64)
  ^bb527(%4919: i64):  // 2 preds: ^bb526, ^bb531
    %4920 = llvm.icmp "slt" %4919, %28 : i64
    llvm.cond_br %4920, ^bb528, ^bb532
  ^bb528:  // pred: ^bb527
    llvm.br ^bb529(%30 : i64)
  ^bb529(%4921: i64):  // 2 preds: ^bb528, ^bb530
    %4922 = llvm.icmp "slt" %4921, %28 : i64
    llvm.cond_br %4922, ^bb530, ^bb531
  ^bb530:  // pred: ^bb529
    %4923 = llvm.add %4913, %4919 : i64
    %4924 = llvm.add %4915, %4921 : i64
    %4925 = llvm.extractvalue %4756[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4926 = llvm.mlir.constant(12800 : index) : i64
    %4927 = llvm.mul %4909, %4926 overflow<nsw, nuw> : i64
    %4928 = llvm.mlir.constant(100 : index) : i64
    %4929 = llvm.mul %4917, %4928 overflow<nsw, nuw> : i64
    %4930 = llvm.add %4927, %4929 overflow<nsw, nuw> : i64
    %4931 = llvm.mlir.constant(10 : index) : i64
    %4932 = llvm.mul %4923, %4931 overflow<nsw, nuw> : i64
    %4933 = llvm.add %4930, %4932 overflow<nsw, nuw> : i64
    %4934 = llvm.add %4933, %4924 overflow<nsw, nuw> : i64
    %4935 = llvm.getelementptr inbounds|nuw %4925[%4934] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4936 = llvm.load %4935 : !llvm.ptr -> f32
    %4937 = llvm.extractvalue %1353[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4938 = llvm.mlir.constant(1152 : index) : i64
    %4939 = llvm.mul %4911, %4938 overflow<nsw, nuw> : i64
    %4940 = llvm.mlir.constant(9 : index) : i64
    %4941 = llvm.mul %4917, %4940 overflow<nsw, nuw> : i64
    %4942 = llvm.add %4939, %4941 overflow<nsw, nuw> : i64
    %4943 = llvm.mlir.constant(3 : index) : i64
    %4944 = llvm.mul %4919, %4943 overflow<nsw, nuw> : i64
    %4945 = llvm.add %4942, %4944 overflow<nsw, nuw> : i64
    %4946 = llvm.add %4945, %4921 overflow<nsw, nuw> : i64
    %4947 = llvm.getelementptr inbounds|nuw %4937[%4946] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4948 = llvm.load %4947 : !llvm.ptr -> f32
    %4949 = llvm.extractvalue %4873[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4950 = llvm.mlir.constant(8192 : index) : i64
    %4951 = llvm.mul %4909, %4950 overflow<nsw, nuw> : i64
    %4952 = llvm.mlir.constant(64 : index) : i64
    %4953 = llvm.mul %4911, %4952 overflow<nsw, nuw> : i64
    %4954 = llvm.add %4951, %4953 overflow<nsw, nuw> : i64
    %4955 = llvm.mlir.constant(8 : index) : i64
    %4956 = llvm.mul %4913, %4955 overflow<nsw, nuw> : i64
    %4957 = llvm.add %4954, %4956 overflow<nsw, nuw> : i64
    %4958 = llvm.add %4957, %4915 overflow<nsw, nuw> : i64
    %4959 = llvm.getelementptr inbounds|nuw %4949[%4958] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4960 = llvm.load %4959 : !llvm.ptr -> f32
    %4961 = llvm.fmul %4936, %4948 : f32
    %4962 = llvm.fadd %4960, %4961 : f32
    %4963 = llvm.extractvalue %4873[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4964 = llvm.mlir.constant(8192 : index) : i64
    %4965 = llvm.mul %4909, %4964 overflow<nsw, nuw> : i64
    %4966 = llvm.mlir.constant(64 : index) : i64
    %4967 = llvm.mul %4911, %4966 overflow<nsw, nuw> : i64
    %4968 = llvm.add %4965, %4967 overflow<nsw, nuw> : i64
    %4969 = llvm.mlir.constant(8 : index) : i64
    %4970 = llvm.mul %4913, %4969 overflow<nsw, nuw> : i64
    %4971 = llvm.add %4968, %4970 overflow<nsw, nuw> : i64
    %4972 = llvm.add %4971, %4915 overflow<nsw, nuw> : i64
    %4973 = llvm.getelementptr inbounds|nuw %4963[%4972] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4962, %4973 : f32, !llvm.ptr
    %4974 = llvm.add %4921, %29 : i64
    llvm.br ^bb529(%4974 : i64)
  ^bb531:  // pred: ^bb529
    %4975 = llvm.add %4919, %29 : i64
    llvm.br ^bb527(%4975 : i64)
  ^bb532:  // pred: ^bb527
    %4976 = llvm.add %4917, %29 : i64
    llvm.br ^bb525(%4976 : i64)
  ^bb533:  // pred: ^bb525
    %4977 = llvm.add %4915, %29 : i64
    llvm.br ^bb523(%4977 : i64)
  ^bb534:  // pred: ^bb523
    %4978 = llvm.add %4913, %29 : i64
    llvm.br ^bb521(%4978 : i64)
  ^bb535:  // pred: ^bb521
    %4979 = llvm.add %4911, %29 : i64
    llvm.br ^bb519(%4979 : i64)
  ^bb536:  // pred: ^bb519
    %4980 = llvm.add %4909, %29 : i64
    llvm.br ^bb517(%4980 : i64)
  ^bb537:  // pred: ^bb517
    %4981 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4982 = llvm.extractvalue %1309[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4983 = llvm.extractvalue %1309[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4984 = llvm.insertvalue %4982, %4981[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4985 = llvm.insertvalue %4983, %4984[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4986 = llvm.mlir.constant(0 : index) : i64
    %4987 = llvm.insertvalue %4986, %4985[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4988 = llvm.mlir.constant(128 : index) : i64
    %4989 = llvm.insertvalue %4988, %4987[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4990 = llvm.mlir.constant(1 : index) : i64
    %4991 = llvm.insertvalue %4990, %4989[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4992 = llvm.mlir.constant(1 : index) : i64
    %4993 = llvm.insertvalue %4992, %4991[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4994 = llvm.mlir.constant(1 : index) : i64
    %4995 = llvm.insertvalue %4994, %4993[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4996 = llvm.mlir.constant(1 : index) : i64
    %4997 = llvm.insertvalue %4996, %4995[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4998 = llvm.mlir.constant(1 : index) : i64
    %4999 = llvm.insertvalue %4998, %4997[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5000 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5001 = llvm.extractvalue %1325[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5002 = llvm.extractvalue %1325[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5003 = llvm.insertvalue %5001, %5000[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5004 = llvm.insertvalue %5002, %5003[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5005 = llvm.mlir.constant(0 : index) : i64
    %5006 = llvm.insertvalue %5005, %5004[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5007 = llvm.mlir.constant(128 : index) : i64
    %5008 = llvm.insertvalue %5007, %5006[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5009 = llvm.mlir.constant(1 : index) : i64
    %5010 = llvm.insertvalue %5009, %5008[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5011 = llvm.mlir.constant(1 : index) : i64
    %5012 = llvm.insertvalue %5011, %5010[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5013 = llvm.mlir.constant(1 : index) : i64
    %5014 = llvm.insertvalue %5013, %5012[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5015 = llvm.mlir.constant(1 : index) : i64
    %5016 = llvm.insertvalue %5015, %5014[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5017 = llvm.mlir.constant(1 : index) : i64
    %5018 = llvm.insertvalue %5017, %5016[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5019 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5020 = llvm.extractvalue %1293[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5021 = llvm.extractvalue %1293[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5022 = llvm.insertvalue %5020, %5019[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5023 = llvm.insertvalue %5021, %5022[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5024 = llvm.mlir.constant(0 : index) : i64
    %5025 = llvm.insertvalue %5024, %5023[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5026 = llvm.mlir.constant(128 : index) : i64
    %5027 = llvm.insertvalue %5026, %5025[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5028 = llvm.mlir.constant(1 : index) : i64
    %5029 = llvm.insertvalue %5028, %5027[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5030 = llvm.mlir.constant(1 : index) : i64
    %5031 = llvm.insertvalue %5030, %5029[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5032 = llvm.mlir.constant(1 : index) : i64
    %5033 = llvm.insertvalue %5032, %5031[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5034 = llvm.mlir.constant(1 : index) : i64
    %5035 = llvm.insertvalue %5034, %5033[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5036 = llvm.mlir.constant(1 : index) : i64
    %5037 = llvm.insertvalue %5036, %5035[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5038 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5039 = llvm.extractvalue %1277[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5040 = llvm.extractvalue %1277[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5041 = llvm.insertvalue %5039, %5038[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5042 = llvm.insertvalue %5040, %5041[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5043 = llvm.mlir.constant(0 : index) : i64
    %5044 = llvm.insertvalue %5043, %5042[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5045 = llvm.mlir.constant(128 : index) : i64
    %5046 = llvm.insertvalue %5045, %5044[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5047 = llvm.mlir.constant(1 : index) : i64
    %5048 = llvm.insertvalue %5047, %5046[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5049 = llvm.mlir.constant(1 : index) : i64
    %5050 = llvm.insertvalue %5049, %5048[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5051 = llvm.mlir.constant(1 : index) : i64
    %5052 = llvm.insertvalue %5051, %5050[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5053 = llvm.mlir.constant(1 : index) : i64
    %5054 = llvm.insertvalue %5053, %5052[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5055 = llvm.mlir.constant(1 : index) : i64
    %5056 = llvm.insertvalue %5055, %5054[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5057 = llvm.mlir.constant(1 : index) : i64
    %5058 = llvm.mlir.constant(128 : index) : i64
    %5059 = llvm.mlir.constant(8 : index) : i64
    %5060 = llvm.mlir.constant(8 : index) : i64
    %5061 = llvm.mlir.constant(1 : index) : i64
    %5062 = llvm.mlir.constant(64 : index) : i64
    %5063 = llvm.mlir.constant(8192 : index) : i64
    %5064 = llvm.mlir.constant(8192 : index) : i64
    %5065 = llvm.mlir.zero : !llvm.ptr
    %5066 = llvm.getelementptr %5065[%5064] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5067 = llvm.ptrtoint %5066 : !llvm.ptr to i64
    %5068 = llvm.mlir.constant(64 : index) : i64
    %5069 = llvm.add %5067, %5068 : i64
    %5070 = llvm.call @malloc(%5069) : (i64) -> !llvm.ptr
    %5071 = llvm.ptrtoint %5070 : !llvm.ptr to i64
    %5072 = llvm.mlir.constant(1 : index) : i64
    %5073 = llvm.sub %5068, %5072 : i64
    %5074 = llvm.add %5071, %5073 : i64
    %5075 = llvm.urem %5074, %5068 : i64
    %5076 = llvm.sub %5074, %5075 : i64
    %5077 = llvm.inttoptr %5076 : i64 to !llvm.ptr
    %5078 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5079 = llvm.insertvalue %5070, %5078[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5080 = llvm.insertvalue %5077, %5079[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5081 = llvm.mlir.constant(0 : index) : i64
    %5082 = llvm.insertvalue %5081, %5080[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5083 = llvm.insertvalue %5057, %5082[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5084 = llvm.insertvalue %5058, %5083[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5085 = llvm.insertvalue %5059, %5084[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5086 = llvm.insertvalue %5060, %5085[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5087 = llvm.insertvalue %5063, %5086[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5088 = llvm.insertvalue %5062, %5087[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5089 = llvm.insertvalue %5060, %5088[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5090 = llvm.insertvalue %5061, %5089[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb538(%30 : i64)
  ^bb538(%5091: i64):  // 2 preds: ^bb537, ^bb548
    %5092 = llvm.icmp "slt" %5091, %29 : i64
    llvm.cond_br %5092, ^bb539, ^bb549
  ^bb539:  // pred: ^bb538
    llvm.br ^bb540(%30 : i64)
  ^bb540(%5093: i64):  // 2 preds: ^bb539, ^bb547
    %5094 = llvm.icmp "slt" %5093, %20 : i64
    llvm.cond_br %5094, ^bb541, ^bb548
  ^bb541:  // pred: ^bb540
    llvm.br ^bb542(%30 : i64)
  ^bb542(%5095: i64):  // 2 preds: ^bb541, ^bb546
    %5096 = llvm.icmp "slt" %5095, %19 : i64
    llvm.cond_br %5096, ^bb543, ^bb547
  ^bb543:  // pred: ^bb542
    llvm.br ^bb544(%30 : i64)
  ^bb544(%5097: i64):  // 2 preds: ^bb543, ^bb545
    %5098 = llvm.icmp "slt" %5097, %19 : i64
    llvm.cond_br %5098, ^bb545, ^bb546
  ^bb545:  // pred: ^bb544
    %5099 = llvm.extractvalue %4415[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5100 = llvm.mlir.constant(8192 : index) : i64
    %5101 = llvm.mul %5091, %5100 overflow<nsw, nuw> : i64
    %5102 = llvm.mlir.constant(64 : index) : i64
    %5103 = llvm.mul %5093, %5102 overflow<nsw, nuw> : i64
    %5104 = llvm.add %5101, %5103 overflow<nsw, nuw> : i64
    %5105 = llvm.mlir.constant(8 : index) : i64
    %5106 = llvm.mul %5095, %5105 overflow<nsw, nuw> : i64
    %5107 = llvm.add %5104, %5106 overflow<nsw, nuw> : i64
    %5108 = llvm.add %5107, %5097 overflow<nsw, nuw> : i64
    %5109 = llvm.getelementptr inbounds|nuw %5099[%5108] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5110 = llvm.load %5109 : !llvm.ptr -> f32
    %5111 = llvm.extractvalue %5090[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5112 = llvm.mlir.constant(8192 : index) : i64
    %5113 = llvm.mul %5091, %5112 overflow<nsw, nuw> : i64
    %5114 = llvm.mlir.constant(64 : index) : i64
    %5115 = llvm.mul %5093, %5114 overflow<nsw, nuw> : i64
    %5116 = llvm.add %5113, %5115 overflow<nsw, nuw> : i64
    %5117 = llvm.mlir.constant(8 : index) : i64
    %5118 = llvm.mul %5095, %5117 overflow<nsw, nuw> : i64
    %5119 = llvm.add %5116, %5118 overflow<nsw, nuw> : i64
    %5120 = llvm.add %5119, %5097 overflow<nsw, nuw> : i64
    %5121 = llvm.getelementptr inbounds|nuw %5111[%5120] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5110, %5121 : f32, !llvm.ptr
    %5122 = llvm.add %5097, %29 : i64
    llvm.br ^bb544(%5122 : i64)
  ^bb546:  // pred: ^bb544
    %5123 = llvm.add %5095, %29 : i64
    llvm.br ^bb542(%5123 : i64)
  ^bb547:  // pred: ^bb542
    %5124 = llvm.add %5093, %29 : i64
    llvm.br ^bb540(%5124 : i64)
  ^bb548:  // pred: ^bb540
    %5125 = llvm.add %5091, %29 : i64
    llvm.br ^bb538(%5125 : i64)
  ^bb549:  // pred: ^bb538
    llvm.br ^bb550(%30 : i64)
  ^bb550(%5126: i64):  // 2 preds: ^bb549, ^bb569
    %5127 = llvm.icmp "slt" %5126, %29 : i64
    llvm.cond_br %5127, ^bb551, ^bb570
  ^bb551:  // pred: ^bb550
    llvm.br ^bb552(%30 : i64)
  ^bb552(%5128: i64):  // 2 preds: ^bb551, ^bb568
    %5129 = llvm.icmp "slt" %5128, %20 : i64
    llvm.cond_br %5129, ^bb553, ^bb569
  ^bb553:  // pred: ^bb552
    llvm.br ^bb554(%30 : i64)
  ^bb554(%5130: i64):  // 2 preds: ^bb553, ^bb567
    %5131 = llvm.icmp "slt" %5130, %19 : i64
    llvm.cond_br %5131, ^bb555, ^bb568
  ^bb555:  // pred: ^bb554
    llvm.br ^bb556(%30 : i64)
  ^bb556(%5132: i64):  // 2 preds: ^bb555, ^bb566
    %5133 = llvm.icmp "slt" %5132, %19 : i64
    llvm.cond_br %5133, ^bb557, ^bb567
  ^bb557:  // pred: ^bb556
    llvm.br ^bb558(%30 : i64)
  ^bb558(%5134: i64):  // 2 preds: ^bb557, ^bb565
    %5135 = llvm.icmp "slt" %5134, %26 : i64
    llvm.cond_br %5135, ^bb559, ^bb566
  ^bb559:  // pred: ^bb558
    llvm.br ^bb560(%30 : i64)
  ^bb560(%5136: i64):  // 2 preds: ^bb559, ^bb564
    %5137 = llvm.icmp "slt" %5136, %29 : i64
    llvm.cond_br %5137, ^bb561, ^bb565
  ^bb561:  // pred: ^bb560
    llvm.br ^bb562(%30 : i64)
  ^bb562(%5138: i64):  // 2 preds: ^bb561, ^bb563
    %5139 = llvm.icmp "slt" %5138, %29 : i64
    llvm.cond_br %5139, ^bb563, ^bb564
  ^bb563:  // pred: ^bb562
    %5140 = llvm.mul %5130, %13 overflow<nsw> : i64
    %5141 = llvm.add %5140, %5136 : i64
    %5142 = llvm.mul %5132, %13 overflow<nsw> : i64
    %5143 = llvm.add %5142, %5138 : i64
    %5144 = llvm.extractvalue %2445[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5145 = llvm.mlir.constant(16384 : index) : i64
    %5146 = llvm.mul %5126, %5145 overflow<nsw, nuw> : i64
    %5147 = llvm.mlir.constant(256 : index) : i64
    %5148 = llvm.mul %5134, %5147 overflow<nsw, nuw> : i64
    %5149 = llvm.add %5146, %5148 overflow<nsw, nuw> : i64
    %5150 = llvm.mlir.constant(16 : index) : i64
    %5151 = llvm.mul %5141, %5150 overflow<nsw, nuw> : i64
    %5152 = llvm.add %5149, %5151 overflow<nsw, nuw> : i64
    %5153 = llvm.add %5152, %5143 overflow<nsw, nuw> : i64
    %5154 = llvm.getelementptr inbounds|nuw %5144[%5153] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5155 = llvm.load %5154 : !llvm.ptr -> f32
    %5156 = llvm.extractvalue %1261[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5157 = llvm.mlir.constant(64 : index) : i64
    %5158 = llvm.mul %5128, %5157 overflow<nsw, nuw> : i64
    %5159 = llvm.add %5158, %5134 overflow<nsw, nuw> : i64
    %5160 = llvm.add %5159, %5136 overflow<nsw, nuw> : i64
    %5161 = llvm.add %5160, %5138 overflow<nsw, nuw> : i64
    %5162 = llvm.getelementptr inbounds|nuw %5156[%5161] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5163 = llvm.load %5162 : !llvm.ptr -> f32
    %5164 = llvm.extractvalue %5090[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5165 = llvm.mlir.constant(8192 : index) : i64
    %5166 = llvm.mul %5126, %5165 overflow<nsw, nuw> : i64
    %5167 = llvm.mlir.constant(64 : index) : i64
    %5168 = llvm.mul %5128, %5167 overflow<nsw, nuw> : i64
    %5169 = llvm.add %5166, %5168 overflow<nsw, nuw> : i64
    %5170 = llvm.mlir.constant(8 : index) : i64
    %5171 = llvm.mul %5130, %5170 overflow<nsw, nuw> : i64
    %5172 = llvm.add %5169, %5171 overflow<nsw, nuw> : i64
    %5173 = llvm.add %5172, %5132 overflow<nsw, nuw> : i64
    %5174 = llvm.getelementptr inbounds|nuw %5164[%5173] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5175 = llvm.load %5174 : !llvm.ptr -> f32
    %5176 = llvm.fmul %5155, %5163 : f32
    %5177 = llvm.fadd %5175, %5176 : f32
    %5178 = llvm.extractvalue %5090[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5179 = llvm.mlir.constant(8192 : index) : i64
    %5180 = llvm.mul %5126, %5179 overflow<nsw, nuw> : i64
    %5181 = llvm.mlir.constant(64 : index) : i64
    %5182 = llvm.mul %5128, %5181 overflow<nsw, nuw> : i64
    %5183 = llvm.add %5180, %5182 overflow<nsw, nuw> : i64
    %5184 = llvm.mlir.constant(8 : index) : i64
    %5185 = llvm.mul %5130, %5184 overflow<nsw, nuw> : i64
    %5186 = llvm.add %5183, %5185 overflow<nsw, nuw> : i64
    %5187 = llvm.add %5186, %5132 overflow<nsw, nuw> : i64
    %5188 = llvm.getelementptr inbounds|nuw %5178[%5187] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5177, %5188 : f32, !llvm.ptr
    %5189 = llvm.add %5138, %29 : i64
    llvm.br ^bb562(%5189 : i64)
  ^bb564:  // pred: ^bb562
    %5190 = llvm.add %5136, %29 : i64
    llvm.br ^bb560(%5190 : i64)
  ^bb565:  // pred: ^bb560
    %5191 = llvm.add %5134, %29 : i64
    llvm.br ^bb558(%5191 : i64)
  ^bb566:  // pred: ^bb558
    %5192 = llvm.add %5132, %29 : i64
    llvm.br ^bb556(%5192 : i64)
  ^bb567:  // pred: ^bb556
    %5193 = llvm.add %5130, %29 : i64
    llvm.br ^bb554(%5193 : i64)
  ^bb568:  // pred: ^bb554
    %5194 = llvm.add %5128, %29 : i64
    llvm.br ^bb552(%5194 : i64)
  ^bb569:  // pred: ^bb552
    %5195 = llvm.add %5126, %29 : i64
    llvm.br ^bb550(%5195 : i64)
  ^bb570:  // pred: ^bb550
    %5196 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5197 = llvm.extractvalue %1219[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5198 = llvm.extractvalue %1219[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5199 = llvm.insertvalue %5197, %5196[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5200 = llvm.insertvalue %5198, %5199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5201 = llvm.mlir.constant(0 : index) : i64
    %5202 = llvm.insertvalue %5201, %5200[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5203 = llvm.mlir.constant(128 : index) : i64
    %5204 = llvm.insertvalue %5203, %5202[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5205 = llvm.mlir.constant(1 : index) : i64
    %5206 = llvm.insertvalue %5205, %5204[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5207 = llvm.mlir.constant(1 : index) : i64
    %5208 = llvm.insertvalue %5207, %5206[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5209 = llvm.mlir.constant(1 : index) : i64
    %5210 = llvm.insertvalue %5209, %5208[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5211 = llvm.mlir.constant(1 : index) : i64
    %5212 = llvm.insertvalue %5211, %5210[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5213 = llvm.mlir.constant(1 : index) : i64
    %5214 = llvm.insertvalue %5213, %5212[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5215 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5216 = llvm.extractvalue %1235[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5217 = llvm.extractvalue %1235[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5218 = llvm.insertvalue %5216, %5215[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5219 = llvm.insertvalue %5217, %5218[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5220 = llvm.mlir.constant(0 : index) : i64
    %5221 = llvm.insertvalue %5220, %5219[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5222 = llvm.mlir.constant(128 : index) : i64
    %5223 = llvm.insertvalue %5222, %5221[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5224 = llvm.mlir.constant(1 : index) : i64
    %5225 = llvm.insertvalue %5224, %5223[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5226 = llvm.mlir.constant(1 : index) : i64
    %5227 = llvm.insertvalue %5226, %5225[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5228 = llvm.mlir.constant(1 : index) : i64
    %5229 = llvm.insertvalue %5228, %5227[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5230 = llvm.mlir.constant(1 : index) : i64
    %5231 = llvm.insertvalue %5230, %5229[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5232 = llvm.mlir.constant(1 : index) : i64
    %5233 = llvm.insertvalue %5232, %5231[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5234 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5235 = llvm.extractvalue %1203[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5236 = llvm.extractvalue %1203[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5237 = llvm.insertvalue %5235, %5234[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5238 = llvm.insertvalue %5236, %5237[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5239 = llvm.mlir.constant(0 : index) : i64
    %5240 = llvm.insertvalue %5239, %5238[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5241 = llvm.mlir.constant(128 : index) : i64
    %5242 = llvm.insertvalue %5241, %5240[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5243 = llvm.mlir.constant(1 : index) : i64
    %5244 = llvm.insertvalue %5243, %5242[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5245 = llvm.mlir.constant(1 : index) : i64
    %5246 = llvm.insertvalue %5245, %5244[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5247 = llvm.mlir.constant(1 : index) : i64
    %5248 = llvm.insertvalue %5247, %5246[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5249 = llvm.mlir.constant(1 : index) : i64
    %5250 = llvm.insertvalue %5249, %5248[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5251 = llvm.mlir.constant(1 : index) : i64
    %5252 = llvm.insertvalue %5251, %5250[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5253 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5254 = llvm.extractvalue %1187[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5255 = llvm.extractvalue %1187[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5256 = llvm.insertvalue %5254, %5253[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5257 = llvm.insertvalue %5255, %5256[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5258 = llvm.mlir.constant(0 : index) : i64
    %5259 = llvm.insertvalue %5258, %5257[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5260 = llvm.mlir.constant(128 : index) : i64
    %5261 = llvm.insertvalue %5260, %5259[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5262 = llvm.mlir.constant(1 : index) : i64
    %5263 = llvm.insertvalue %5262, %5261[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5264 = llvm.mlir.constant(1 : index) : i64
    %5265 = llvm.insertvalue %5264, %5263[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5266 = llvm.mlir.constant(1 : index) : i64
    %5267 = llvm.insertvalue %5266, %5265[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5268 = llvm.mlir.constant(1 : index) : i64
    %5269 = llvm.insertvalue %5268, %5267[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5270 = llvm.mlir.constant(1 : index) : i64
    %5271 = llvm.insertvalue %5270, %5269[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5272 = llvm.mlir.constant(1 : index) : i64
    %5273 = llvm.mlir.constant(128 : index) : i64
    %5274 = llvm.mlir.constant(8 : index) : i64
    %5275 = llvm.mlir.constant(8 : index) : i64
    %5276 = llvm.mlir.constant(1 : index) : i64
    %5277 = llvm.mlir.constant(64 : index) : i64
    %5278 = llvm.mlir.constant(8192 : index) : i64
    %5279 = llvm.mlir.constant(8192 : index) : i64
    %5280 = llvm.mlir.zero : !llvm.ptr
    %5281 = llvm.getelementptr %5280[%5279] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5282 = llvm.ptrtoint %5281 : !llvm.ptr to i64
    %5283 = llvm.mlir.constant(64 : index) : i64
    %5284 = llvm.add %5282, %5283 : i64
    %5285 = llvm.call @malloc(%5284) : (i64) -> !llvm.ptr
    %5286 = llvm.ptrtoint %5285 : !llvm.ptr to i64
    %5287 = llvm.mlir.constant(1 : index) : i64
    %5288 = llvm.sub %5283, %5287 : i64
    %5289 = llvm.add %5286, %5288 : i64
    %5290 = llvm.urem %5289, %5283 : i64
    %5291 = llvm.sub %5289, %5290 : i64
    %5292 = llvm.inttoptr %5291 : i64 to !llvm.ptr
    %5293 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5294 = llvm.insertvalue %5285, %5293[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5295 = llvm.insertvalue %5292, %5294[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5296 = llvm.mlir.constant(0 : index) : i64
    %5297 = llvm.insertvalue %5296, %5295[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5298 = llvm.insertvalue %5272, %5297[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5299 = llvm.insertvalue %5273, %5298[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5300 = llvm.insertvalue %5274, %5299[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5301 = llvm.insertvalue %5275, %5300[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5302 = llvm.insertvalue %5278, %5301[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5303 = llvm.insertvalue %5277, %5302[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5304 = llvm.insertvalue %5275, %5303[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5305 = llvm.insertvalue %5276, %5304[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb571(%30 : i64)
  ^bb571(%5306: i64):  // 2 preds: ^bb570, ^bb581
    %5307 = llvm.icmp "slt" %5306, %29 : i64
    llvm.cond_br %5307, ^bb572, ^bb582
  ^bb572:  // pred: ^bb571
    llvm.br ^bb573(%30 : i64)
  ^bb573(%5308: i64):  // 2 preds: ^bb572, ^bb580
    %5309 = llvm.icmp "slt" %5308, %20 : i64
    llvm.cond_br %5309, ^bb574, ^bb581
  ^bb574:  // pred: ^bb573
    llvm.br ^bb575(%30 : i64)
  ^bb575(%5310: i64):  // 2 preds: ^bb574, ^bb579
    %5311 = llvm.icmp "slt" %5310, %19 : i64
    llvm.cond_br %5311, ^bb576, ^bb580
  ^bb576:  // pred: ^bb575
    llvm.br ^bb577(%30 : i64)
  ^bb577(%5312: i64):  // 2 preds: ^bb576, ^bb578
    %5313 = llvm.icmp "slt" %5312, %19 : i64
    llvm.cond_br %5313, ^bb578, ^bb579
  ^bb578:  // pred: ^bb577
    %5314 = llvm.extractvalue %4873[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5315 = llvm.mlir.constant(8192 : index) : i64
    %5316 = llvm.mul %5306, %5315 overflow<nsw, nuw> : i64
    %5317 = llvm.mlir.constant(64 : index) : i64
    %5318 = llvm.mul %5308, %5317 overflow<nsw, nuw> : i64
    %5319 = llvm.add %5316, %5318 overflow<nsw, nuw> : i64
    %5320 = llvm.mlir.constant(8 : index) : i64
    %5321 = llvm.mul %5310, %5320 overflow<nsw, nuw> : i64
    %5322 = llvm.add %5319, %5321 overflow<nsw, nuw> : i64
    %5323 = llvm.add %5322, %5312 overflow<nsw, nuw> : i64
    %5324 = llvm.getelementptr inbounds|nuw %5314[%5323] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5325 = llvm.load %5324 : !llvm.ptr -> f32
    %5326 = llvm.extractvalue %5018[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5327 = llvm.add %5308, %30 overflow<nsw, nuw> : i64
    %5328 = llvm.add %5327, %30 overflow<nsw, nuw> : i64
    %5329 = llvm.getelementptr inbounds|nuw %5326[%5328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5330 = llvm.load %5329 : !llvm.ptr -> f32
    %5331 = llvm.extractvalue %4999[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5332 = llvm.add %5308, %30 overflow<nsw, nuw> : i64
    %5333 = llvm.add %5332, %30 overflow<nsw, nuw> : i64
    %5334 = llvm.getelementptr inbounds|nuw %5331[%5333] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5335 = llvm.load %5334 : !llvm.ptr -> f32
    %5336 = llvm.extractvalue %5037[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5337 = llvm.add %5308, %30 overflow<nsw, nuw> : i64
    %5338 = llvm.add %5337, %30 overflow<nsw, nuw> : i64
    %5339 = llvm.getelementptr inbounds|nuw %5336[%5338] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5340 = llvm.load %5339 : !llvm.ptr -> f32
    %5341 = llvm.extractvalue %5056[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5342 = llvm.add %5308, %30 overflow<nsw, nuw> : i64
    %5343 = llvm.add %5342, %30 overflow<nsw, nuw> : i64
    %5344 = llvm.getelementptr inbounds|nuw %5341[%5343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5345 = llvm.load %5344 : !llvm.ptr -> f32
    %5346 = llvm.extractvalue %5090[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5347 = llvm.mlir.constant(8192 : index) : i64
    %5348 = llvm.mul %5306, %5347 overflow<nsw, nuw> : i64
    %5349 = llvm.mlir.constant(64 : index) : i64
    %5350 = llvm.mul %5308, %5349 overflow<nsw, nuw> : i64
    %5351 = llvm.add %5348, %5350 overflow<nsw, nuw> : i64
    %5352 = llvm.mlir.constant(8 : index) : i64
    %5353 = llvm.mul %5310, %5352 overflow<nsw, nuw> : i64
    %5354 = llvm.add %5351, %5353 overflow<nsw, nuw> : i64
    %5355 = llvm.add %5354, %5312 overflow<nsw, nuw> : i64
    %5356 = llvm.getelementptr inbounds|nuw %5346[%5355] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5357 = llvm.load %5356 : !llvm.ptr -> f32
    %5358 = llvm.extractvalue %5233[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5359 = llvm.add %5308, %30 overflow<nsw, nuw> : i64
    %5360 = llvm.add %5359, %30 overflow<nsw, nuw> : i64
    %5361 = llvm.getelementptr inbounds|nuw %5358[%5360] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5362 = llvm.load %5361 : !llvm.ptr -> f32
    %5363 = llvm.extractvalue %5214[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5364 = llvm.add %5308, %30 overflow<nsw, nuw> : i64
    %5365 = llvm.add %5364, %30 overflow<nsw, nuw> : i64
    %5366 = llvm.getelementptr inbounds|nuw %5363[%5365] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5367 = llvm.load %5366 : !llvm.ptr -> f32
    %5368 = llvm.extractvalue %5252[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5369 = llvm.add %5308, %30 overflow<nsw, nuw> : i64
    %5370 = llvm.add %5369, %30 overflow<nsw, nuw> : i64
    %5371 = llvm.getelementptr inbounds|nuw %5368[%5370] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5372 = llvm.load %5371 : !llvm.ptr -> f32
    %5373 = llvm.extractvalue %5271[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5374 = llvm.add %5308, %30 overflow<nsw, nuw> : i64
    %5375 = llvm.add %5374, %30 overflow<nsw, nuw> : i64
    %5376 = llvm.getelementptr inbounds|nuw %5373[%5375] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5377 = llvm.load %5376 : !llvm.ptr -> f32
    %5378 = llvm.fptrunc %32 : f64 to f32
    %5379 = llvm.fadd %5367, %5378 : f32
    %5380 = llvm.intr.sqrt(%5379) : (f32) -> f32
    %5381 = llvm.fdiv %34, %5380 : f32
    %5382 = llvm.fsub %5357, %5362 : f32
    %5383 = llvm.fmul %5382, %5381 : f32
    %5384 = llvm.fmul %5383, %5372 : f32
    %5385 = llvm.fadd %5384, %5377 : f32
    %5386 = llvm.fadd %5335, %5378 : f32
    %5387 = llvm.intr.sqrt(%5386) : (f32) -> f32
    %5388 = llvm.fdiv %34, %5387 : f32
    %5389 = llvm.fsub %5325, %5330 : f32
    %5390 = llvm.fmul %5389, %5388 : f32
    %5391 = llvm.fmul %5390, %5340 : f32
    %5392 = llvm.fadd %5391, %5345 : f32
    %5393 = llvm.fadd %5392, %5385 : f32
    %5394 = llvm.fcmp "ugt" %5393, %33 : f32
    %5395 = llvm.select %5394, %5393, %33 : i1, f32
    %5396 = llvm.extractvalue %5305[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5397 = llvm.mlir.constant(8192 : index) : i64
    %5398 = llvm.mul %5306, %5397 overflow<nsw, nuw> : i64
    %5399 = llvm.mlir.constant(64 : index) : i64
    %5400 = llvm.mul %5308, %5399 overflow<nsw, nuw> : i64
    %5401 = llvm.add %5398, %5400 overflow<nsw, nuw> : i64
    %5402 = llvm.mlir.constant(8 : index) : i64
    %5403 = llvm.mul %5310, %5402 overflow<nsw, nuw> : i64
    %5404 = llvm.add %5401, %5403 overflow<nsw, nuw> : i64
    %5405 = llvm.add %5404, %5312 overflow<nsw, nuw> : i64
    %5406 = llvm.getelementptr inbounds|nuw %5396[%5405] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5395, %5406 : f32, !llvm.ptr
    %5407 = llvm.add %5312, %29 : i64
    llvm.br ^bb577(%5407 : i64)
  ^bb579:  // pred: ^bb577
    %5408 = llvm.add %5310, %29 : i64
    llvm.br ^bb575(%5408 : i64)
  ^bb580:  // pred: ^bb575
    %5409 = llvm.add %5308, %29 : i64
    llvm.br ^bb573(%5409 : i64)
  ^bb581:  // pred: ^bb573
    %5410 = llvm.add %5306, %29 : i64
    llvm.br ^bb571(%5410 : i64)
  ^bb582:  // pred: ^bb571
    %5411 = llvm.mlir.constant(1 : index) : i64
    %5412 = llvm.mlir.constant(128 : index) : i64
    %5413 = llvm.mlir.constant(10 : index) : i64
    %5414 = llvm.mlir.constant(10 : index) : i64
    %5415 = llvm.mlir.constant(1 : index) : i64
    %5416 = llvm.mlir.constant(100 : index) : i64
    %5417 = llvm.mlir.constant(12800 : index) : i64
    %5418 = llvm.mlir.constant(12800 : index) : i64
    %5419 = llvm.mlir.zero : !llvm.ptr
    %5420 = llvm.getelementptr %5419[%5418] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5421 = llvm.ptrtoint %5420 : !llvm.ptr to i64
    %5422 = llvm.mlir.constant(64 : index) : i64
    %5423 = llvm.add %5421, %5422 : i64
    %5424 = llvm.call @malloc(%5423) : (i64) -> !llvm.ptr
    %5425 = llvm.ptrtoint %5424 : !llvm.ptr to i64
    %5426 = llvm.mlir.constant(1 : index) : i64
    %5427 = llvm.sub %5422, %5426 : i64
    %5428 = llvm.add %5425, %5427 : i64
    %5429 = llvm.urem %5428, %5422 : i64
    %5430 = llvm.sub %5428, %5429 : i64
    %5431 = llvm.inttoptr %5430 : i64 to !llvm.ptr
    %5432 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5433 = llvm.insertvalue %5424, %5432[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5434 = llvm.insertvalue %5431, %5433[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5435 = llvm.mlir.constant(0 : index) : i64
    %5436 = llvm.insertvalue %5435, %5434[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5437 = llvm.insertvalue %5411, %5436[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5438 = llvm.insertvalue %5412, %5437[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5439 = llvm.insertvalue %5413, %5438[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5440 = llvm.insertvalue %5414, %5439[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5441 = llvm.insertvalue %5417, %5440[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5442 = llvm.insertvalue %5416, %5441[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5443 = llvm.insertvalue %5414, %5442[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5444 = llvm.insertvalue %5415, %5443[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb583(%30 : i64)
  ^bb583(%5445: i64):  // 2 preds: ^bb582, ^bb593
    %5446 = llvm.icmp "slt" %5445, %29 : i64
    llvm.cond_br %5446, ^bb584, ^bb594
  ^bb584:  // pred: ^bb583
    llvm.br ^bb585(%30 : i64)
  ^bb585(%5447: i64):  // 2 preds: ^bb584, ^bb592
    %5448 = llvm.icmp "slt" %5447, %20 : i64
    llvm.cond_br %5448, ^bb586, ^bb593
  ^bb586:  // pred: ^bb585
    llvm.br ^bb587(%30 : i64)
  ^bb587(%5449: i64):  // 2 preds: ^bb586, ^bb591
    %5450 = llvm.icmp "slt" %5449, %18 : i64
    llvm.cond_br %5450, ^bb588, ^bb592
  ^bb588:  // pred: ^bb587
    llvm.br ^bb589(%30 : i64)
  ^bb589(%5451: i64):  // 2 preds: ^bb588, ^bb590
    %5452 = llvm.icmp "slt" %5451, %18 : i64
    llvm.cond_br %5452, ^bb590, ^bb591
  ^bb590:  // pred: ^bb589
    %5453 = llvm.extractvalue %5444[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5454 = llvm.mlir.constant(12800 : index) : i64
    %5455 = llvm.mul %5445, %5454 overflow<nsw, nuw> : i64
    %5456 = llvm.mlir.constant(100 : index) : i64
    %5457 = llvm.mul %5447, %5456 overflow<nsw, nuw> : i64
    %5458 = llvm.add %5455, %5457 overflow<nsw, nuw> : i64
    %5459 = llvm.mlir.constant(10 : index) : i64
    %5460 = llvm.mul %5449, %5459 overflow<nsw, nuw> : i64
    %5461 = llvm.add %5458, %5460 overflow<nsw, nuw> : i64
    %5462 = llvm.add %5461, %5451 overflow<nsw, nuw> : i64
    %5463 = llvm.getelementptr inbounds|nuw %5453[%5462] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %5463 : f32, !llvm.ptr
    %5464 = llvm.add %5451, %29 : i64
    llvm.br ^bb589(%5464 : i64)
  ^bb591:  // pred: ^bb589
    %5465 = llvm.add %5449, %29 : i64
    llvm.br ^bb587(%5465 : i64)
  ^bb592:  // pred: ^bb587
    %5466 = llvm.add %5447, %29 : i64
    llvm.br ^bb585(%5466 : i64)
  ^bb593:  // pred: ^bb585
    %5467 = llvm.add %5445, %29 : i64
    llvm.br ^bb583(%5467 : i64)
  ^bb594:  // pred: ^bb583
    %5468 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5469 = llvm.extractvalue %5444[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5470 = llvm.extractvalue %5444[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5471 = llvm.insertvalue %5469, %5468[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5472 = llvm.insertvalue %5470, %5471[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5473 = llvm.mlir.constant(11 : index) : i64
    %5474 = llvm.insertvalue %5473, %5472[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5475 = llvm.mlir.constant(1 : index) : i64
    %5476 = llvm.insertvalue %5475, %5474[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5477 = llvm.mlir.constant(12800 : index) : i64
    %5478 = llvm.insertvalue %5477, %5476[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5479 = llvm.mlir.constant(128 : index) : i64
    %5480 = llvm.insertvalue %5479, %5478[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5481 = llvm.mlir.constant(100 : index) : i64
    %5482 = llvm.insertvalue %5481, %5480[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5483 = llvm.mlir.constant(8 : index) : i64
    %5484 = llvm.insertvalue %5483, %5482[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5485 = llvm.mlir.constant(10 : index) : i64
    %5486 = llvm.insertvalue %5485, %5484[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5487 = llvm.mlir.constant(8 : index) : i64
    %5488 = llvm.insertvalue %5487, %5486[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5489 = llvm.mlir.constant(1 : index) : i64
    %5490 = llvm.insertvalue %5489, %5488[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb595(%30 : i64)
  ^bb595(%5491: i64):  // 2 preds: ^bb594, ^bb605
    %5492 = llvm.icmp "slt" %5491, %29 : i64
    llvm.cond_br %5492, ^bb596, ^bb606
  ^bb596:  // pred: ^bb595
    llvm.br ^bb597(%30 : i64)
  ^bb597(%5493: i64):  // 2 preds: ^bb596, ^bb604
    %5494 = llvm.icmp "slt" %5493, %20 : i64
    llvm.cond_br %5494, ^bb598, ^bb605
  ^bb598:  // pred: ^bb597
    llvm.br ^bb599(%30 : i64)
  ^bb599(%5495: i64):  // 2 preds: ^bb598, ^bb603
    %5496 = llvm.icmp "slt" %5495, %19 : i64
    llvm.cond_br %5496, ^bb600, ^bb604
  ^bb600:  // pred: ^bb599
    llvm.br ^bb601(%30 : i64)
  ^bb601(%5497: i64):  // 2 preds: ^bb600, ^bb602
    %5498 = llvm.icmp "slt" %5497, %19 : i64
    llvm.cond_br %5498, ^bb602, ^bb603
  ^bb602:  // pred: ^bb601
    %5499 = llvm.extractvalue %5305[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5500 = llvm.mlir.constant(8192 : index) : i64
    %5501 = llvm.mul %5491, %5500 overflow<nsw, nuw> : i64
    %5502 = llvm.mlir.constant(64 : index) : i64
    %5503 = llvm.mul %5493, %5502 overflow<nsw, nuw> : i64
    %5504 = llvm.add %5501, %5503 overflow<nsw, nuw> : i64
    %5505 = llvm.mlir.constant(8 : index) : i64
    %5506 = llvm.mul %5495, %5505 overflow<nsw, nuw> : i64
    %5507 = llvm.add %5504, %5506 overflow<nsw, nuw> : i64
    %5508 = llvm.add %5507, %5497 overflow<nsw, nuw> : i64
    %5509 = llvm.getelementptr inbounds|nuw %5499[%5508] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5510 = llvm.load %5509 : !llvm.ptr -> f32
    %5511 = llvm.extractvalue %5490[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5512 = llvm.mlir.constant(11 : index) : i64
    %5513 = llvm.getelementptr %5511[%5512] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5514 = llvm.mlir.constant(12800 : index) : i64
    %5515 = llvm.mul %5491, %5514 overflow<nsw, nuw> : i64
    %5516 = llvm.mlir.constant(100 : index) : i64
    %5517 = llvm.mul %5493, %5516 overflow<nsw, nuw> : i64
    %5518 = llvm.add %5515, %5517 overflow<nsw, nuw> : i64
    %5519 = llvm.mlir.constant(10 : index) : i64
    %5520 = llvm.mul %5495, %5519 overflow<nsw, nuw> : i64
    %5521 = llvm.add %5518, %5520 overflow<nsw, nuw> : i64
    %5522 = llvm.add %5521, %5497 overflow<nsw, nuw> : i64
    %5523 = llvm.getelementptr inbounds|nuw %5513[%5522] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5510, %5523 : f32, !llvm.ptr
    %5524 = llvm.add %5497, %29 : i64
    llvm.br ^bb601(%5524 : i64)
  ^bb603:  // pred: ^bb601
    %5525 = llvm.add %5495, %29 : i64
    llvm.br ^bb599(%5525 : i64)
  ^bb604:  // pred: ^bb599
    %5526 = llvm.add %5493, %29 : i64
    llvm.br ^bb597(%5526 : i64)
  ^bb605:  // pred: ^bb597
    %5527 = llvm.add %5491, %29 : i64
    llvm.br ^bb595(%5527 : i64)
  ^bb606:  // pred: ^bb595
    %5528 = llvm.mlir.constant(1 : index) : i64
    %5529 = llvm.mlir.constant(128 : index) : i64
    %5530 = llvm.mlir.constant(8 : index) : i64
    %5531 = llvm.mlir.constant(8 : index) : i64
    %5532 = llvm.mlir.constant(1 : index) : i64
    %5533 = llvm.mlir.constant(64 : index) : i64
    %5534 = llvm.mlir.constant(8192 : index) : i64
    %5535 = llvm.mlir.constant(8192 : index) : i64
    %5536 = llvm.mlir.zero : !llvm.ptr
    %5537 = llvm.getelementptr %5536[%5535] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5538 = llvm.ptrtoint %5537 : !llvm.ptr to i64
    %5539 = llvm.mlir.constant(64 : index) : i64
    %5540 = llvm.add %5538, %5539 : i64
    %5541 = llvm.call @malloc(%5540) : (i64) -> !llvm.ptr
    %5542 = llvm.ptrtoint %5541 : !llvm.ptr to i64
    %5543 = llvm.mlir.constant(1 : index) : i64
    %5544 = llvm.sub %5539, %5543 : i64
    %5545 = llvm.add %5542, %5544 : i64
    %5546 = llvm.urem %5545, %5539 : i64
    %5547 = llvm.sub %5545, %5546 : i64
    %5548 = llvm.inttoptr %5547 : i64 to !llvm.ptr
    %5549 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5550 = llvm.insertvalue %5541, %5549[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5551 = llvm.insertvalue %5548, %5550[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5552 = llvm.mlir.constant(0 : index) : i64
    %5553 = llvm.insertvalue %5552, %5551[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5554 = llvm.insertvalue %5528, %5553[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5555 = llvm.insertvalue %5529, %5554[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5556 = llvm.insertvalue %5530, %5555[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5557 = llvm.insertvalue %5531, %5556[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5558 = llvm.insertvalue %5534, %5557[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5559 = llvm.insertvalue %5533, %5558[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5560 = llvm.insertvalue %5531, %5559[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5561 = llvm.insertvalue %5532, %5560[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb607(%30 : i64)
  ^bb607(%5562: i64):  // 2 preds: ^bb606, ^bb617
    %5563 = llvm.icmp "slt" %5562, %29 : i64
    llvm.cond_br %5563, ^bb608, ^bb618
  ^bb608:  // pred: ^bb607
    llvm.br ^bb609(%30 : i64)
  ^bb609(%5564: i64):  // 2 preds: ^bb608, ^bb616
    %5565 = llvm.icmp "slt" %5564, %20 : i64
    llvm.cond_br %5565, ^bb610, ^bb617
  ^bb610:  // pred: ^bb609
    llvm.br ^bb611(%30 : i64)
  ^bb611(%5566: i64):  // 2 preds: ^bb610, ^bb615
    %5567 = llvm.icmp "slt" %5566, %19 : i64
    llvm.cond_br %5567, ^bb612, ^bb616
  ^bb612:  // pred: ^bb611
    llvm.br ^bb613(%30 : i64)
  ^bb613(%5568: i64):  // 2 preds: ^bb612, ^bb614
    %5569 = llvm.icmp "slt" %5568, %19 : i64
    llvm.cond_br %5569, ^bb614, ^bb615
  ^bb614:  // pred: ^bb613
    %5570 = llvm.extractvalue %4415[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5571 = llvm.mlir.constant(8192 : index) : i64
    %5572 = llvm.mul %5562, %5571 overflow<nsw, nuw> : i64
    %5573 = llvm.mlir.constant(64 : index) : i64
    %5574 = llvm.mul %5564, %5573 overflow<nsw, nuw> : i64
    %5575 = llvm.add %5572, %5574 overflow<nsw, nuw> : i64
    %5576 = llvm.mlir.constant(8 : index) : i64
    %5577 = llvm.mul %5566, %5576 overflow<nsw, nuw> : i64
    %5578 = llvm.add %5575, %5577 overflow<nsw, nuw> : i64
    %5579 = llvm.add %5578, %5568 overflow<nsw, nuw> : i64
    %5580 = llvm.getelementptr inbounds|nuw %5570[%5579] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5581 = llvm.load %5580 : !llvm.ptr -> f32
    %5582 = llvm.extractvalue %5561[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5583 = llvm.mlir.constant(8192 : index) : i64
    %5584 = llvm.mul %5562, %5583 overflow<nsw, nuw> : i64
    %5585 = llvm.mlir.constant(64 : index) : i64
    %5586 = llvm.mul %5564, %5585 overflow<nsw, nuw> : i64
    %5587 = llvm.add %5584, %5586 overflow<nsw, nuw> : i64
    %5588 = llvm.mlir.constant(8 : index) : i64
    %5589 = llvm.mul %5566, %5588 overflow<nsw, nuw> : i64
    %5590 = llvm.add %5587, %5589 overflow<nsw, nuw> : i64
    %5591 = llvm.add %5590, %5568 overflow<nsw, nuw> : i64
    %5592 = llvm.getelementptr inbounds|nuw %5582[%5591] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5581, %5592 : f32, !llvm.ptr
    %5593 = llvm.add %5568, %29 : i64
    llvm.br ^bb613(%5593 : i64)
  ^bb615:  // pred: ^bb613
    %5594 = llvm.add %5566, %29 : i64
    llvm.br ^bb611(%5594 : i64)
  ^bb616:  // pred: ^bb611
    %5595 = llvm.add %5564, %29 : i64
    llvm.br ^bb609(%5595 : i64)
  ^bb617:  // pred: ^bb609
    %5596 = llvm.add %5562, %29 : i64
    llvm.br ^bb607(%5596 : i64)
  ^bb618:  // pred: ^bb607
    llvm.br ^bb619(%30 : i64)
  ^bb619(%5597: i64):  // 2 preds: ^bb618, ^bb638
    %5598 = llvm.icmp "slt" %5597, %29 : i64
    llvm.cond_br %5598, ^bb620, ^bb639
  ^bb620:  // pred: ^bb619
    llvm.br ^bb621(%30 : i64)
  ^bb621(%5599: i64):  // 2 preds: ^bb620, ^bb637
    %5600 = llvm.icmp "slt" %5599, %20 : i64
    llvm.cond_br %5600, ^bb622, ^bb638
  ^bb622:  // pred: ^bb621
    llvm.br ^bb623(%30 : i64)
  ^bb623(%5601: i64):  // 2 preds: ^bb622, ^bb636
    %5602 = llvm.icmp "slt" %5601, %19 : i64
    llvm.cond_br %5602, ^bb624, ^bb637
  ^bb624:  // pred: ^bb623
    llvm.br ^bb625(%30 : i64)
  ^bb625(%5603: i64):  // 2 preds: ^bb624, ^bb635
    %5604 = llvm.icmp "slt" %5603, %19 : i64
    llvm.cond_br %5604, ^bb626, ^bb636
  ^bb626:  // pred: ^bb625
    llvm.br ^bb627(%30 : i64)
  ^bb627(%5605: i64):  // 2 preds: ^bb626, ^bb634
    %5606 = llvm.icmp "slt" %5605, %20 : i64
    llvm.cond_br %5606, ^bb628, ^bb635
  ^bb628:  // pred: ^bb627
    llvm.br ^bb629(%30 : i64)
  ^bb629(%5607: i64):  // 2 preds: ^bb628, ^bb633
    %5608 = llvm.icmp "slt" %5607, %28 : i64
    llvm.cond_br %5608, ^bb630, ^bb634
  ^bb630:  // pred: ^bb629
    llvm.br ^bb631(%30 : i64)
  ^bb631(%5609: i64):  // 2 preds: ^bb630, ^bb632
    %5610 = llvm.icmp "slt" %5609, %28 : i64
    llvm.cond_br %5610, ^bb632, ^bb633
  ^bb632:  // pred: ^bb631
    %5611 = llvm.add %5601, %5607 : i64
    %5612 = llvm.add %5603, %5609 : i64
    %5613 = llvm.extractvalue %5444[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5614 = llvm.mlir.constant(12800 : index) : i64
    %5615 = llvm.mul %5597, %5614 overflow<nsw, nuw> : i64
    %5616 = llvm.mlir.constant(100 : index) : i64
    %5617 = llvm.mul %5605, %5616 overflow<nsw, nuw> : i64
    %5618 = llvm.add %5615, %5617 overflow<nsw, nuw> : i64
    %5619 = llvm.mlir.constant(10 : index) : i64
    %5620 = llvm.mul %5611, %5619 overflow<nsw, nuw> : i64
    %5621 = llvm.add %5618, %5620 overflow<nsw, nuw> : i64
    %5622 = llvm.add %5621, %5612 overflow<nsw, nuw> : i64
    %5623 = llvm.getelementptr inbounds|nuw %5613[%5622] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5624 = llvm.load %5623 : !llvm.ptr -> f32
    %5625 = llvm.extractvalue %1171[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5626 = llvm.mlir.constant(1152 : index) : i64
    %5627 = llvm.mul %5599, %5626 overflow<nsw, nuw> : i64
    %5628 = llvm.mlir.constant(9 : index) : i64
    %5629 = llvm.mul %5605, %5628 overflow<nsw, nuw> : i64
    %5630 = llvm.add %5627, %5629 overflow<nsw, nuw> : i64
    %5631 = llvm.mlir.constant(3 : index) : i64
    %5632 = llvm.mul %5607, %5631 overflow<nsw, nuw> : i64
    %5633 = llvm.add %5630, %5632 overflow<nsw, nuw> : i64
    %5634 = llvm.add %5633, %5609 overflow<nsw, nuw> : i64
    %5635 = llvm.getelementptr inbounds|nuw %5625[%5634] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5636 = llvm.load %5635 : !llvm.ptr -> f32
    %5637 = llvm.extractvalue %5561[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5638 = llvm.mlir.constant(8192 : index) : i64
    %5639 = llvm.mul %5597, %5638 overflow<nsw, nuw> : i64
    %5640 = llvm.mlir.constant(64 : index) : i64
    %5641 = llvm.mul %5599, %5640 overflow<nsw, nuw> : i64
    %5642 = llvm.add %5639, %5641 overflow<nsw, nuw> : i64
    %5643 = llvm.mlir.constant(8 : index) : i64
    %5644 = llvm.mul %5601, %5643 overflow<nsw, nuw> : i64
    %5645 = llvm.add %5642, %5644 overflow<nsw, nuw> : i64
    %5646 = llvm.add %5645, %5603 overflow<nsw, nuw> : i64
    %5647 = llvm.getelementptr inbounds|nuw %5637[%5646] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5648 = llvm.load %5647 : !llvm.ptr -> f32
    %5649 = llvm.fmul %5624, %5636 : f32
    %5650 = llvm.fadd %5648, %5649 : f32
    %5651 = llvm.extractvalue %5561[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5652 = llvm.mlir.constant(8192 : index) : i64
    %5653 = llvm.mul %5597, %5652 overflow<nsw, nuw> : i64
    %5654 = llvm.mlir.constant(64 : index) : i64
    %5655 = llvm.mul %5599, %5654 overflow<nsw, nuw> : i64
    %5656 = llvm.add %5653, %5655 overflow<nsw, nuw> : i64
    %5657 = llvm.mlir.constant(8 : index) : i64
    %5658 = llvm.mul %5601, %5657 overflow<nsw, nuw> : i64
    %5659 = llvm.add %5656, %5658 overflow<nsw, nuw> : i64
    %5660 = llvm.add %5659, %5603 overflow<nsw, nuw> : i64
    %5661 = llvm.getelementptr inbounds|nuw %5651[%5660] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5650, %5661 : f32, !llvm.ptr
    %5662 = llvm.add %5609, %29 : i64
    llvm.br ^bb631(%5662 : i64)
  ^bb633:  // pred: ^bb631
    %5663 = llvm.add %5607, %29 : i64
    llvm.br ^bb629(%5663 : i64)
  ^bb634:  // pred: ^bb629
    %5664 = llvm.add %5605, %29 : i64
    llvm.br ^bb627(%5664 : i64)
  ^bb635:  // pred: ^bb627
    %5665 = llvm.add %5603, %29 : i64
    llvm.br ^bb625(%5665 : i64)
  ^bb636:  // pred: ^bb625
    %5666 = llvm.add %5601, %29 : i64
    llvm.br ^bb623(%5666 : i64)
  ^bb637:  // pred: ^bb623
    %5667 = llvm.add %5599, %29 : i64
    llvm.br ^bb621(%5667 : i64)
  ^bb638:  // pred: ^bb621
    %5668 = llvm.add %5597, %29 : i64
    llvm.br ^bb619(%5668 : i64)
  ^bb639:  // pred: ^bb619
    %5669 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5670 = llvm.extractvalue %1127[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5671 = llvm.extractvalue %1127[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5672 = llvm.insertvalue %5670, %5669[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5673 = llvm.insertvalue %5671, %5672[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5674 = llvm.mlir.constant(0 : index) : i64
    %5675 = llvm.insertvalue %5674, %5673[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5676 = llvm.mlir.constant(128 : index) : i64
    %5677 = llvm.insertvalue %5676, %5675[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5678 = llvm.mlir.constant(1 : index) : i64
    %5679 = llvm.insertvalue %5678, %5677[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5680 = llvm.mlir.constant(1 : index) : i64
    %5681 = llvm.insertvalue %5680, %5679[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5682 = llvm.mlir.constant(1 : index) : i64
    %5683 = llvm.insertvalue %5682, %5681[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5684 = llvm.mlir.constant(1 : index) : i64
    %5685 = llvm.insertvalue %5684, %5683[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5686 = llvm.mlir.constant(1 : index) : i64
    %5687 = llvm.insertvalue %5686, %5685[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5688 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5689 = llvm.extractvalue %1143[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5690 = llvm.extractvalue %1143[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5691 = llvm.insertvalue %5689, %5688[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5692 = llvm.insertvalue %5690, %5691[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5693 = llvm.mlir.constant(0 : index) : i64
    %5694 = llvm.insertvalue %5693, %5692[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5695 = llvm.mlir.constant(128 : index) : i64
    %5696 = llvm.insertvalue %5695, %5694[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5697 = llvm.mlir.constant(1 : index) : i64
    %5698 = llvm.insertvalue %5697, %5696[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5699 = llvm.mlir.constant(1 : index) : i64
    %5700 = llvm.insertvalue %5699, %5698[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5701 = llvm.mlir.constant(1 : index) : i64
    %5702 = llvm.insertvalue %5701, %5700[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5703 = llvm.mlir.constant(1 : index) : i64
    %5704 = llvm.insertvalue %5703, %5702[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5705 = llvm.mlir.constant(1 : index) : i64
    %5706 = llvm.insertvalue %5705, %5704[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5707 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5708 = llvm.extractvalue %1111[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5709 = llvm.extractvalue %1111[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5710 = llvm.insertvalue %5708, %5707[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5711 = llvm.insertvalue %5709, %5710[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5712 = llvm.mlir.constant(0 : index) : i64
    %5713 = llvm.insertvalue %5712, %5711[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5714 = llvm.mlir.constant(128 : index) : i64
    %5715 = llvm.insertvalue %5714, %5713[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5716 = llvm.mlir.constant(1 : index) : i64
    %5717 = llvm.insertvalue %5716, %5715[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5718 = llvm.mlir.constant(1 : index) : i64
    %5719 = llvm.insertvalue %5718, %5717[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5720 = llvm.mlir.constant(1 : index) : i64
    %5721 = llvm.insertvalue %5720, %5719[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5722 = llvm.mlir.constant(1 : index) : i64
    %5723 = llvm.insertvalue %5722, %5721[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5724 = llvm.mlir.constant(1 : index) : i64
    %5725 = llvm.insertvalue %5724, %5723[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5726 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5727 = llvm.extractvalue %1095[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5728 = llvm.extractvalue %1095[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5729 = llvm.insertvalue %5727, %5726[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5730 = llvm.insertvalue %5728, %5729[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5731 = llvm.mlir.constant(0 : index) : i64
    %5732 = llvm.insertvalue %5731, %5730[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5733 = llvm.mlir.constant(128 : index) : i64
    %5734 = llvm.insertvalue %5733, %5732[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5735 = llvm.mlir.constant(1 : index) : i64
    %5736 = llvm.insertvalue %5735, %5734[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5737 = llvm.mlir.constant(1 : index) : i64
    %5738 = llvm.insertvalue %5737, %5736[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5739 = llvm.mlir.constant(1 : index) : i64
    %5740 = llvm.insertvalue %5739, %5738[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5741 = llvm.mlir.constant(1 : index) : i64
    %5742 = llvm.insertvalue %5741, %5740[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5743 = llvm.mlir.constant(1 : index) : i64
    %5744 = llvm.insertvalue %5743, %5742[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb640(%30 : i64)
  ^bb640(%5745: i64):  // 2 preds: ^bb639, ^bb650
    %5746 = llvm.icmp "slt" %5745, %29 : i64
    llvm.cond_br %5746, ^bb641, ^bb651
  ^bb641:  // pred: ^bb640
    llvm.br ^bb642(%30 : i64)
  ^bb642(%5747: i64):  // 2 preds: ^bb641, ^bb649
    %5748 = llvm.icmp "slt" %5747, %20 : i64
    llvm.cond_br %5748, ^bb643, ^bb650
  ^bb643:  // pred: ^bb642
    llvm.br ^bb644(%30 : i64)
  ^bb644(%5749: i64):  // 2 preds: ^bb643, ^bb648
    %5750 = llvm.icmp "slt" %5749, %19 : i64
    llvm.cond_br %5750, ^bb645, ^bb649
  ^bb645:  // pred: ^bb644
    llvm.br ^bb646(%30 : i64)
  ^bb646(%5751: i64):  // 2 preds: ^bb645, ^bb647
    %5752 = llvm.icmp "slt" %5751, %19 : i64
    llvm.cond_br %5752, ^bb647, ^bb648
  ^bb647:  // pred: ^bb646
    %5753 = llvm.extractvalue %5561[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5754 = llvm.mlir.constant(8192 : index) : i64
    %5755 = llvm.mul %5745, %5754 overflow<nsw, nuw> : i64
    %5756 = llvm.mlir.constant(64 : index) : i64
    %5757 = llvm.mul %5747, %5756 overflow<nsw, nuw> : i64
    %5758 = llvm.add %5755, %5757 overflow<nsw, nuw> : i64
    %5759 = llvm.mlir.constant(8 : index) : i64
    %5760 = llvm.mul %5749, %5759 overflow<nsw, nuw> : i64
    %5761 = llvm.add %5758, %5760 overflow<nsw, nuw> : i64
    %5762 = llvm.add %5761, %5751 overflow<nsw, nuw> : i64
    %5763 = llvm.getelementptr inbounds|nuw %5753[%5762] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5764 = llvm.load %5763 : !llvm.ptr -> f32
    %5765 = llvm.extractvalue %5706[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5766 = llvm.add %5747, %30 overflow<nsw, nuw> : i64
    %5767 = llvm.add %5766, %30 overflow<nsw, nuw> : i64
    %5768 = llvm.getelementptr inbounds|nuw %5765[%5767] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5769 = llvm.load %5768 : !llvm.ptr -> f32
    %5770 = llvm.extractvalue %5687[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5771 = llvm.add %5747, %30 overflow<nsw, nuw> : i64
    %5772 = llvm.add %5771, %30 overflow<nsw, nuw> : i64
    %5773 = llvm.getelementptr inbounds|nuw %5770[%5772] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5774 = llvm.load %5773 : !llvm.ptr -> f32
    %5775 = llvm.extractvalue %5725[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5776 = llvm.add %5747, %30 overflow<nsw, nuw> : i64
    %5777 = llvm.add %5776, %30 overflow<nsw, nuw> : i64
    %5778 = llvm.getelementptr inbounds|nuw %5775[%5777] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5779 = llvm.load %5778 : !llvm.ptr -> f32
    %5780 = llvm.extractvalue %5744[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5781 = llvm.add %5747, %30 overflow<nsw, nuw> : i64
    %5782 = llvm.add %5781, %30 overflow<nsw, nuw> : i64
    %5783 = llvm.getelementptr inbounds|nuw %5780[%5782] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5784 = llvm.load %5783 : !llvm.ptr -> f32
    %5785 = llvm.fptrunc %32 : f64 to f32
    %5786 = llvm.fadd %5774, %5785 : f32
    %5787 = llvm.intr.sqrt(%5786) : (f32) -> f32
    %5788 = llvm.fdiv %34, %5787 : f32
    %5789 = llvm.fsub %5764, %5769 : f32
    %5790 = llvm.fmul %5789, %5788 : f32
    %5791 = llvm.fmul %5790, %5779 : f32
    %5792 = llvm.fadd %5791, %5784 : f32
    %5793 = llvm.fcmp "ugt" %5792, %33 : f32
    %5794 = llvm.select %5793, %5792, %33 : i1, f32
    %5795 = llvm.extractvalue %4381[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5796 = llvm.mlir.constant(8192 : index) : i64
    %5797 = llvm.mul %5745, %5796 overflow<nsw, nuw> : i64
    %5798 = llvm.mlir.constant(64 : index) : i64
    %5799 = llvm.mul %5747, %5798 overflow<nsw, nuw> : i64
    %5800 = llvm.add %5797, %5799 overflow<nsw, nuw> : i64
    %5801 = llvm.mlir.constant(8 : index) : i64
    %5802 = llvm.mul %5749, %5801 overflow<nsw, nuw> : i64
    %5803 = llvm.add %5800, %5802 overflow<nsw, nuw> : i64
    %5804 = llvm.add %5803, %5751 overflow<nsw, nuw> : i64
    %5805 = llvm.getelementptr inbounds|nuw %5795[%5804] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5794, %5805 : f32, !llvm.ptr
    %5806 = llvm.add %5751, %29 : i64
    llvm.br ^bb646(%5806 : i64)
  ^bb648:  // pred: ^bb646
    %5807 = llvm.add %5749, %29 : i64
    llvm.br ^bb644(%5807 : i64)
  ^bb649:  // pred: ^bb644
    %5808 = llvm.add %5747, %29 : i64
    llvm.br ^bb642(%5808 : i64)
  ^bb650:  // pred: ^bb642
    %5809 = llvm.add %5745, %29 : i64
    llvm.br ^bb640(%5809 : i64)
  ^bb651:  // pred: ^bb640
    %5810 = llvm.mlir.constant(1 : index) : i64
    %5811 = llvm.mlir.constant(128 : index) : i64
    %5812 = llvm.mlir.constant(10 : index) : i64
    %5813 = llvm.mlir.constant(10 : index) : i64
    %5814 = llvm.mlir.constant(1 : index) : i64
    %5815 = llvm.mlir.constant(100 : index) : i64
    %5816 = llvm.mlir.constant(12800 : index) : i64
    %5817 = llvm.mlir.constant(12800 : index) : i64
    %5818 = llvm.mlir.zero : !llvm.ptr
    %5819 = llvm.getelementptr %5818[%5817] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5820 = llvm.ptrtoint %5819 : !llvm.ptr to i64
    %5821 = llvm.mlir.constant(64 : index) : i64
    %5822 = llvm.add %5820, %5821 : i64
    %5823 = llvm.call @malloc(%5822) : (i64) -> !llvm.ptr
    %5824 = llvm.ptrtoint %5823 : !llvm.ptr to i64
    %5825 = llvm.mlir.constant(1 : index) : i64
    %5826 = llvm.sub %5821, %5825 : i64
    %5827 = llvm.add %5824, %5826 : i64
    %5828 = llvm.urem %5827, %5821 : i64
    %5829 = llvm.sub %5827, %5828 : i64
    %5830 = llvm.inttoptr %5829 : i64 to !llvm.ptr
    %5831 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5832 = llvm.insertvalue %5823, %5831[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5833 = llvm.insertvalue %5830, %5832[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5834 = llvm.mlir.constant(0 : index) : i64
    %5835 = llvm.insertvalue %5834, %5833[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5836 = llvm.insertvalue %5810, %5835[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5837 = llvm.insertvalue %5811, %5836[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5838 = llvm.insertvalue %5812, %5837[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5839 = llvm.insertvalue %5813, %5838[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5840 = llvm.insertvalue %5816, %5839[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5841 = llvm.insertvalue %5815, %5840[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5842 = llvm.insertvalue %5813, %5841[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5843 = llvm.insertvalue %5814, %5842[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb652(%30 : i64)
  ^bb652(%5844: i64):  // 2 preds: ^bb651, ^bb662
    %5845 = llvm.icmp "slt" %5844, %29 : i64
    llvm.cond_br %5845, ^bb653, ^bb663
  ^bb653:  // pred: ^bb652
    llvm.br ^bb654(%30 : i64)
  ^bb654(%5846: i64):  // 2 preds: ^bb653, ^bb661
    %5847 = llvm.icmp "slt" %5846, %20 : i64
    llvm.cond_br %5847, ^bb655, ^bb662
  ^bb655:  // pred: ^bb654
    llvm.br ^bb656(%30 : i64)
  ^bb656(%5848: i64):  // 2 preds: ^bb655, ^bb660
    %5849 = llvm.icmp "slt" %5848, %18 : i64
    llvm.cond_br %5849, ^bb657, ^bb661
  ^bb657:  // pred: ^bb656
    llvm.br ^bb658(%30 : i64)
  ^bb658(%5850: i64):  // 2 preds: ^bb657, ^bb659
    %5851 = llvm.icmp "slt" %5850, %18 : i64
    llvm.cond_br %5851, ^bb659, ^bb660
  ^bb659:  // pred: ^bb658
    %5852 = llvm.extractvalue %5843[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5853 = llvm.mlir.constant(12800 : index) : i64
    %5854 = llvm.mul %5844, %5853 overflow<nsw, nuw> : i64
    %5855 = llvm.mlir.constant(100 : index) : i64
    %5856 = llvm.mul %5846, %5855 overflow<nsw, nuw> : i64
    %5857 = llvm.add %5854, %5856 overflow<nsw, nuw> : i64
    %5858 = llvm.mlir.constant(10 : index) : i64
    %5859 = llvm.mul %5848, %5858 overflow<nsw, nuw> : i64
    %5860 = llvm.add %5857, %5859 overflow<nsw, nuw> : i64
    %5861 = llvm.add %5860, %5850 overflow<nsw, nuw> : i64
    %5862 = llvm.getelementptr inbounds|nuw %5852[%5861] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %5862 : f32, !llvm.ptr
    %5863 = llvm.add %5850, %29 : i64
    llvm.br ^bb658(%5863 : i64)
  ^bb660:  // pred: ^bb658
    %5864 = llvm.add %5848, %29 : i64
    llvm.br ^bb656(%5864 : i64)
  ^bb661:  // pred: ^bb656
    %5865 = llvm.add %5846, %29 : i64
    llvm.br ^bb654(%5865 : i64)
  ^bb662:  // pred: ^bb654
    %5866 = llvm.add %5844, %29 : i64
    llvm.br ^bb652(%5866 : i64)
  ^bb663:  // pred: ^bb652
    %5867 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5868 = llvm.extractvalue %5843[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5869 = llvm.extractvalue %5843[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5870 = llvm.insertvalue %5868, %5867[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5871 = llvm.insertvalue %5869, %5870[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5872 = llvm.mlir.constant(11 : index) : i64
    %5873 = llvm.insertvalue %5872, %5871[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5874 = llvm.mlir.constant(1 : index) : i64
    %5875 = llvm.insertvalue %5874, %5873[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5876 = llvm.mlir.constant(12800 : index) : i64
    %5877 = llvm.insertvalue %5876, %5875[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5878 = llvm.mlir.constant(128 : index) : i64
    %5879 = llvm.insertvalue %5878, %5877[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5880 = llvm.mlir.constant(100 : index) : i64
    %5881 = llvm.insertvalue %5880, %5879[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5882 = llvm.mlir.constant(8 : index) : i64
    %5883 = llvm.insertvalue %5882, %5881[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5884 = llvm.mlir.constant(10 : index) : i64
    %5885 = llvm.insertvalue %5884, %5883[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5886 = llvm.mlir.constant(8 : index) : i64
    %5887 = llvm.insertvalue %5886, %5885[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5888 = llvm.mlir.constant(1 : index) : i64
    %5889 = llvm.insertvalue %5888, %5887[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb664(%30 : i64)
  ^bb664(%5890: i64):  // 2 preds: ^bb663, ^bb674
    %5891 = llvm.icmp "slt" %5890, %29 : i64
    llvm.cond_br %5891, ^bb665, ^bb675
  ^bb665:  // pred: ^bb664
    llvm.br ^bb666(%30 : i64)
  ^bb666(%5892: i64):  // 2 preds: ^bb665, ^bb673
    %5893 = llvm.icmp "slt" %5892, %20 : i64
    llvm.cond_br %5893, ^bb667, ^bb674
  ^bb667:  // pred: ^bb666
    llvm.br ^bb668(%30 : i64)
  ^bb668(%5894: i64):  // 2 preds: ^bb667, ^bb672
    %5895 = llvm.icmp "slt" %5894, %19 : i64
    llvm.cond_br %5895, ^bb669, ^bb673
  ^bb669:  // pred: ^bb668
    llvm.br ^bb670(%30 : i64)
  ^bb670(%5896: i64):  // 2 preds: ^bb669, ^bb671
    %5897 = llvm.icmp "slt" %5896, %19 : i64
    llvm.cond_br %5897, ^bb671, ^bb672
  ^bb671:  // pred: ^bb670
    %5898 = llvm.extractvalue %4381[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5899 = llvm.mlir.constant(8192 : index) : i64
    %5900 = llvm.mul %5890, %5899 overflow<nsw, nuw> : i64
    %5901 = llvm.mlir.constant(64 : index) : i64
    %5902 = llvm.mul %5892, %5901 overflow<nsw, nuw> : i64
    %5903 = llvm.add %5900, %5902 overflow<nsw, nuw> : i64
    %5904 = llvm.mlir.constant(8 : index) : i64
    %5905 = llvm.mul %5894, %5904 overflow<nsw, nuw> : i64
    %5906 = llvm.add %5903, %5905 overflow<nsw, nuw> : i64
    %5907 = llvm.add %5906, %5896 overflow<nsw, nuw> : i64
    %5908 = llvm.getelementptr inbounds|nuw %5898[%5907] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5909 = llvm.load %5908 : !llvm.ptr -> f32
    %5910 = llvm.extractvalue %5889[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5911 = llvm.mlir.constant(11 : index) : i64
    %5912 = llvm.getelementptr %5910[%5911] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5913 = llvm.mlir.constant(12800 : index) : i64
    %5914 = llvm.mul %5890, %5913 overflow<nsw, nuw> : i64
    %5915 = llvm.mlir.constant(100 : index) : i64
    %5916 = llvm.mul %5892, %5915 overflow<nsw, nuw> : i64
    %5917 = llvm.add %5914, %5916 overflow<nsw, nuw> : i64
    %5918 = llvm.mlir.constant(10 : index) : i64
    %5919 = llvm.mul %5894, %5918 overflow<nsw, nuw> : i64
    %5920 = llvm.add %5917, %5919 overflow<nsw, nuw> : i64
    %5921 = llvm.add %5920, %5896 overflow<nsw, nuw> : i64
    %5922 = llvm.getelementptr inbounds|nuw %5912[%5921] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5909, %5922 : f32, !llvm.ptr
    %5923 = llvm.add %5896, %29 : i64
    llvm.br ^bb670(%5923 : i64)
  ^bb672:  // pred: ^bb670
    %5924 = llvm.add %5894, %29 : i64
    llvm.br ^bb668(%5924 : i64)
  ^bb673:  // pred: ^bb668
    %5925 = llvm.add %5892, %29 : i64
    llvm.br ^bb666(%5925 : i64)
  ^bb674:  // pred: ^bb666
    %5926 = llvm.add %5890, %29 : i64
    llvm.br ^bb664(%5926 : i64)
  ^bb675:  // pred: ^bb664
    llvm.br ^bb676(%30 : i64)
  ^bb676(%5927: i64):  // 2 preds: ^bb675, ^bb695
    %5928 = llvm.icmp "slt" %5927, %29 : i64
    llvm.cond_br %5928, ^bb677, ^bb696
  ^bb677:  // pred: ^bb676
    llvm.br ^bb678(%30 : i64)
  ^bb678(%5929: i64):  // 2 preds: ^bb677, ^bb694
    %5930 = llvm.icmp "slt" %5929, %20 : i64
    llvm.cond_br %5930, ^bb679, ^bb695
  ^bb679:  // pred: ^bb678
    llvm.br ^bb680(%30 : i64)
  ^bb680(%5931: i64):  // 2 preds: ^bb679, ^bb693
    %5932 = llvm.icmp "slt" %5931, %19 : i64
    llvm.cond_br %5932, ^bb681, ^bb694
  ^bb681:  // pred: ^bb680
    llvm.br ^bb682(%30 : i64)
  ^bb682(%5933: i64):  // 2 preds: ^bb681, ^bb692
    %5934 = llvm.icmp "slt" %5933, %19 : i64
    llvm.cond_br %5934, ^bb683, ^bb693
  ^bb683:  // pred: ^bb682
    llvm.br ^bb684(%30 : i64)
  ^bb684(%5935: i64):  // 2 preds: ^bb683, ^bb691
    %5936 = llvm.icmp "slt" %5935, %20 : i64
    llvm.cond_br %5936, ^bb685, ^bb692
  ^bb685:  // pred: ^bb684
    llvm.br ^bb686(%30 : i64)
  ^bb686(%5937: i64):  // 2 preds: ^bb685, ^bb690
    %5938 = llvm.icmp "slt" %5937, %28 : i64
    llvm.cond_br %5938, ^bb687, ^bb691
  ^bb687:  // pred: ^bb686
    llvm.br ^bb688(%30 : i64)
  ^bb688(%5939: i64):  // 2 preds: ^bb687, ^bb689
    %5940 = llvm.icmp "slt" %5939, %28 : i64
    llvm.cond_br %5940, ^bb689, ^bb690
  ^bb689:  // pred: ^bb688
    %5941 = llvm.add %5931, %5937 : i64
    %5942 = llvm.add %5933, %5939 : i64
    %5943 = llvm.extractvalue %5843[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5944 = llvm.mlir.constant(12800 : index) : i64
    %5945 = llvm.mul %5927, %5944 overflow<nsw, nuw> : i64
    %5946 = llvm.mlir.constant(100 : index) : i64
    %5947 = llvm.mul %5935, %5946 overflow<nsw, nuw> : i64
    %5948 = llvm.add %5945, %5947 overflow<nsw, nuw> : i64
    %5949 = llvm.mlir.constant(10 : index) : i64
    %5950 = llvm.mul %5941, %5949 overflow<nsw, nuw> : i64
    %5951 = llvm.add %5948, %5950 overflow<nsw, nuw> : i64
    %5952 = llvm.add %5951, %5942 overflow<nsw, nuw> : i64
    %5953 = llvm.getelementptr inbounds|nuw %5943[%5952] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5954 = llvm.load %5953 : !llvm.ptr -> f32
    %5955 = llvm.extractvalue %1079[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5956 = llvm.mlir.constant(1152 : index) : i64
    %5957 = llvm.mul %5929, %5956 overflow<nsw, nuw> : i64
    %5958 = llvm.mlir.constant(9 : index) : i64
    %5959 = llvm.mul %5935, %5958 overflow<nsw, nuw> : i64
    %5960 = llvm.add %5957, %5959 overflow<nsw, nuw> : i64
    %5961 = llvm.mlir.constant(3 : index) : i64
    %5962 = llvm.mul %5937, %5961 overflow<nsw, nuw> : i64
    %5963 = llvm.add %5960, %5962 overflow<nsw, nuw> : i64
    %5964 = llvm.add %5963, %5939 overflow<nsw, nuw> : i64
    %5965 = llvm.getelementptr inbounds|nuw %5955[%5964] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5966 = llvm.load %5965 : !llvm.ptr -> f32
    %5967 = llvm.extractvalue %4415[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5968 = llvm.mlir.constant(8192 : index) : i64
    %5969 = llvm.mul %5927, %5968 overflow<nsw, nuw> : i64
    %5970 = llvm.mlir.constant(64 : index) : i64
    %5971 = llvm.mul %5929, %5970 overflow<nsw, nuw> : i64
    %5972 = llvm.add %5969, %5971 overflow<nsw, nuw> : i64
    %5973 = llvm.mlir.constant(8 : index) : i64
    %5974 = llvm.mul %5931, %5973 overflow<nsw, nuw> : i64
    %5975 = llvm.add %5972, %5974 overflow<nsw, nuw> : i64
    %5976 = llvm.add %5975, %5933 overflow<nsw, nuw> : i64
    %5977 = llvm.getelementptr inbounds|nuw %5967[%5976] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5978 = llvm.load %5977 : !llvm.ptr -> f32
    %5979 = llvm.fmul %5954, %5966 : f32
    %5980 = llvm.fadd %5978, %5979 : f32
    %5981 = llvm.extractvalue %4415[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5982 = llvm.mlir.constant(8192 : index) : i64
    %5983 = llvm.mul %5927, %5982 overflow<nsw, nuw> : i64
    %5984 = llvm.mlir.constant(64 : index) : i64
    %5985 = llvm.mul %5929, %5984 overflow<nsw, nuw> : i64
    %5986 = llvm.add %5983, %5985 overflow<nsw, nuw> : i64
    %5987 = llvm.mlir.constant(8 : index) : i64
    %5988 = llvm.mul %5931, %5987 overflow<nsw, nuw> : i64
    %5989 = llvm.add %5986, %5988 overflow<nsw, nuw> : i64
    %5990 = llvm.add %5989, %5933 overflow<nsw, nuw> : i64
    %5991 = llvm.getelementptr inbounds|nuw %5981[%5990] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5980, %5991 : f32, !llvm.ptr
    %5992 = llvm.add %5939, %29 : i64
    llvm.br ^bb688(%5992 : i64)
  ^bb690:  // pred: ^bb688
    %5993 = llvm.add %5937, %29 : i64
    llvm.br ^bb686(%5993 : i64)
  ^bb691:  // pred: ^bb686
    %5994 = llvm.add %5935, %29 : i64
    llvm.br ^bb684(%5994 : i64)
  ^bb692:  // pred: ^bb684
    %5995 = llvm.add %5933, %29 : i64
    llvm.br ^bb682(%5995 : i64)
  ^bb693:  // pred: ^bb682
    %5996 = llvm.add %5931, %29 : i64
    llvm.br ^bb680(%5996 : i64)
  ^bb694:  // pred: ^bb680
    %5997 = llvm.add %5929, %29 : i64
    llvm.br ^bb678(%5997 : i64)
  ^bb695:  // pred: ^bb678
    %5998 = llvm.add %5927, %29 : i64
    llvm.br ^bb676(%5998 : i64)
  ^bb696:  // pred: ^bb676
    %5999 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6000 = llvm.extractvalue %1035[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6001 = llvm.extractvalue %1035[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6002 = llvm.insertvalue %6000, %5999[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6003 = llvm.insertvalue %6001, %6002[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6004 = llvm.mlir.constant(0 : index) : i64
    %6005 = llvm.insertvalue %6004, %6003[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6006 = llvm.mlir.constant(128 : index) : i64
    %6007 = llvm.insertvalue %6006, %6005[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6008 = llvm.mlir.constant(1 : index) : i64
    %6009 = llvm.insertvalue %6008, %6007[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6010 = llvm.mlir.constant(1 : index) : i64
    %6011 = llvm.insertvalue %6010, %6009[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6012 = llvm.mlir.constant(1 : index) : i64
    %6013 = llvm.insertvalue %6012, %6011[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6014 = llvm.mlir.constant(1 : index) : i64
    %6015 = llvm.insertvalue %6014, %6013[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6016 = llvm.mlir.constant(1 : index) : i64
    %6017 = llvm.insertvalue %6016, %6015[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6018 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6019 = llvm.extractvalue %1051[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6020 = llvm.extractvalue %1051[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6021 = llvm.insertvalue %6019, %6018[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6022 = llvm.insertvalue %6020, %6021[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6023 = llvm.mlir.constant(0 : index) : i64
    %6024 = llvm.insertvalue %6023, %6022[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6025 = llvm.mlir.constant(128 : index) : i64
    %6026 = llvm.insertvalue %6025, %6024[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6027 = llvm.mlir.constant(1 : index) : i64
    %6028 = llvm.insertvalue %6027, %6026[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6029 = llvm.mlir.constant(1 : index) : i64
    %6030 = llvm.insertvalue %6029, %6028[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6031 = llvm.mlir.constant(1 : index) : i64
    %6032 = llvm.insertvalue %6031, %6030[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6033 = llvm.mlir.constant(1 : index) : i64
    %6034 = llvm.insertvalue %6033, %6032[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6035 = llvm.mlir.constant(1 : index) : i64
    %6036 = llvm.insertvalue %6035, %6034[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6037 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6038 = llvm.extractvalue %1019[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6039 = llvm.extractvalue %1019[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6040 = llvm.insertvalue %6038, %6037[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6041 = llvm.insertvalue %6039, %6040[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6042 = llvm.mlir.constant(0 : index) : i64
    %6043 = llvm.insertvalue %6042, %6041[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6044 = llvm.mlir.constant(128 : index) : i64
    %6045 = llvm.insertvalue %6044, %6043[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6046 = llvm.mlir.constant(1 : index) : i64
    %6047 = llvm.insertvalue %6046, %6045[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6048 = llvm.mlir.constant(1 : index) : i64
    %6049 = llvm.insertvalue %6048, %6047[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6050 = llvm.mlir.constant(1 : index) : i64
    %6051 = llvm.insertvalue %6050, %6049[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6052 = llvm.mlir.constant(1 : index) : i64
    %6053 = llvm.insertvalue %6052, %6051[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6054 = llvm.mlir.constant(1 : index) : i64
    %6055 = llvm.insertvalue %6054, %6053[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6056 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6057 = llvm.extractvalue %1003[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6058 = llvm.extractvalue %1003[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6059 = llvm.insertvalue %6057, %6056[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6060 = llvm.insertvalue %6058, %6059[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6061 = llvm.mlir.constant(0 : index) : i64
    %6062 = llvm.insertvalue %6061, %6060[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6063 = llvm.mlir.constant(128 : index) : i64
    %6064 = llvm.insertvalue %6063, %6062[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6065 = llvm.mlir.constant(1 : index) : i64
    %6066 = llvm.insertvalue %6065, %6064[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6067 = llvm.mlir.constant(1 : index) : i64
    %6068 = llvm.insertvalue %6067, %6066[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6069 = llvm.mlir.constant(1 : index) : i64
    %6070 = llvm.insertvalue %6069, %6068[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6071 = llvm.mlir.constant(1 : index) : i64
    %6072 = llvm.insertvalue %6071, %6070[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6073 = llvm.mlir.constant(1 : index) : i64
    %6074 = llvm.insertvalue %6073, %6072[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb697(%30 : i64)
  ^bb697(%6075: i64):  // 2 preds: ^bb696, ^bb707
    %6076 = llvm.icmp "slt" %6075, %29 : i64
    llvm.cond_br %6076, ^bb698, ^bb708
  ^bb698:  // pred: ^bb697
    llvm.br ^bb699(%30 : i64)
  ^bb699(%6077: i64):  // 2 preds: ^bb698, ^bb706
    %6078 = llvm.icmp "slt" %6077, %20 : i64
    llvm.cond_br %6078, ^bb700, ^bb707
  ^bb700:  // pred: ^bb699
    llvm.br ^bb701(%30 : i64)
  ^bb701(%6079: i64):  // 2 preds: ^bb700, ^bb705
    %6080 = llvm.icmp "slt" %6079, %19 : i64
    llvm.cond_br %6080, ^bb702, ^bb706
  ^bb702:  // pred: ^bb701
    llvm.br ^bb703(%30 : i64)
  ^bb703(%6081: i64):  // 2 preds: ^bb702, ^bb704
    %6082 = llvm.icmp "slt" %6081, %19 : i64
    llvm.cond_br %6082, ^bb704, ^bb705
  ^bb704:  // pred: ^bb703
    %6083 = llvm.extractvalue %4415[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6084 = llvm.mlir.constant(8192 : index) : i64
    %6085 = llvm.mul %6075, %6084 overflow<nsw, nuw> : i64
    %6086 = llvm.mlir.constant(64 : index) : i64
    %6087 = llvm.mul %6077, %6086 overflow<nsw, nuw> : i64
    %6088 = llvm.add %6085, %6087 overflow<nsw, nuw> : i64
    %6089 = llvm.mlir.constant(8 : index) : i64
    %6090 = llvm.mul %6079, %6089 overflow<nsw, nuw> : i64
    %6091 = llvm.add %6088, %6090 overflow<nsw, nuw> : i64
    %6092 = llvm.add %6091, %6081 overflow<nsw, nuw> : i64
    %6093 = llvm.getelementptr inbounds|nuw %6083[%6092] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6094 = llvm.load %6093 : !llvm.ptr -> f32
    %6095 = llvm.extractvalue %6036[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6096 = llvm.add %6077, %30 overflow<nsw, nuw> : i64
    %6097 = llvm.add %6096, %30 overflow<nsw, nuw> : i64
    %6098 = llvm.getelementptr inbounds|nuw %6095[%6097] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6099 = llvm.load %6098 : !llvm.ptr -> f32
    %6100 = llvm.extractvalue %6017[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6101 = llvm.add %6077, %30 overflow<nsw, nuw> : i64
    %6102 = llvm.add %6101, %30 overflow<nsw, nuw> : i64
    %6103 = llvm.getelementptr inbounds|nuw %6100[%6102] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6104 = llvm.load %6103 : !llvm.ptr -> f32
    %6105 = llvm.extractvalue %6055[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6106 = llvm.add %6077, %30 overflow<nsw, nuw> : i64
    %6107 = llvm.add %6106, %30 overflow<nsw, nuw> : i64
    %6108 = llvm.getelementptr inbounds|nuw %6105[%6107] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6109 = llvm.load %6108 : !llvm.ptr -> f32
    %6110 = llvm.extractvalue %6074[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6111 = llvm.add %6077, %30 overflow<nsw, nuw> : i64
    %6112 = llvm.add %6111, %30 overflow<nsw, nuw> : i64
    %6113 = llvm.getelementptr inbounds|nuw %6110[%6112] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6114 = llvm.load %6113 : !llvm.ptr -> f32
    %6115 = llvm.extractvalue %5305[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6116 = llvm.mlir.constant(8192 : index) : i64
    %6117 = llvm.mul %6075, %6116 overflow<nsw, nuw> : i64
    %6118 = llvm.mlir.constant(64 : index) : i64
    %6119 = llvm.mul %6077, %6118 overflow<nsw, nuw> : i64
    %6120 = llvm.add %6117, %6119 overflow<nsw, nuw> : i64
    %6121 = llvm.mlir.constant(8 : index) : i64
    %6122 = llvm.mul %6079, %6121 overflow<nsw, nuw> : i64
    %6123 = llvm.add %6120, %6122 overflow<nsw, nuw> : i64
    %6124 = llvm.add %6123, %6081 overflow<nsw, nuw> : i64
    %6125 = llvm.getelementptr inbounds|nuw %6115[%6124] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6126 = llvm.load %6125 : !llvm.ptr -> f32
    %6127 = llvm.fptrunc %32 : f64 to f32
    %6128 = llvm.fadd %6104, %6127 : f32
    %6129 = llvm.intr.sqrt(%6128) : (f32) -> f32
    %6130 = llvm.fdiv %34, %6129 : f32
    %6131 = llvm.fsub %6094, %6099 : f32
    %6132 = llvm.fmul %6131, %6130 : f32
    %6133 = llvm.fmul %6132, %6109 : f32
    %6134 = llvm.fadd %6133, %6114 : f32
    %6135 = llvm.fadd %6134, %6126 : f32
    %6136 = llvm.fcmp "ugt" %6135, %33 : f32
    %6137 = llvm.select %6136, %6135, %33 : i1, f32
    %6138 = llvm.extractvalue %4381[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6139 = llvm.mlir.constant(8192 : index) : i64
    %6140 = llvm.mul %6075, %6139 overflow<nsw, nuw> : i64
    %6141 = llvm.mlir.constant(64 : index) : i64
    %6142 = llvm.mul %6077, %6141 overflow<nsw, nuw> : i64
    %6143 = llvm.add %6140, %6142 overflow<nsw, nuw> : i64
    %6144 = llvm.mlir.constant(8 : index) : i64
    %6145 = llvm.mul %6079, %6144 overflow<nsw, nuw> : i64
    %6146 = llvm.add %6143, %6145 overflow<nsw, nuw> : i64
    %6147 = llvm.add %6146, %6081 overflow<nsw, nuw> : i64
    %6148 = llvm.getelementptr inbounds|nuw %6138[%6147] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6137, %6148 : f32, !llvm.ptr
    %6149 = llvm.add %6081, %29 : i64
    llvm.br ^bb703(%6149 : i64)
  ^bb705:  // pred: ^bb703
    %6150 = llvm.add %6079, %29 : i64
    llvm.br ^bb701(%6150 : i64)
  ^bb706:  // pred: ^bb701
    %6151 = llvm.add %6077, %29 : i64
    llvm.br ^bb699(%6151 : i64)
  ^bb707:  // pred: ^bb699
    %6152 = llvm.add %6075, %29 : i64
    llvm.br ^bb697(%6152 : i64)
  ^bb708:  // pred: ^bb697
    %6153 = llvm.mlir.constant(1 : index) : i64
    %6154 = llvm.mlir.constant(128 : index) : i64
    %6155 = llvm.mlir.constant(10 : index) : i64
    %6156 = llvm.mlir.constant(10 : index) : i64
    %6157 = llvm.mlir.constant(1 : index) : i64
    %6158 = llvm.mlir.constant(100 : index) : i64
    %6159 = llvm.mlir.constant(12800 : index) : i64
    %6160 = llvm.mlir.constant(12800 : index) : i64
    %6161 = llvm.mlir.zero : !llvm.ptr
    %6162 = llvm.getelementptr %6161[%6160] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6163 = llvm.ptrtoint %6162 : !llvm.ptr to i64
    %6164 = llvm.mlir.constant(64 : index) : i64
    %6165 = llvm.add %6163, %6164 : i64
    %6166 = llvm.call @malloc(%6165) : (i64) -> !llvm.ptr
    %6167 = llvm.ptrtoint %6166 : !llvm.ptr to i64
    %6168 = llvm.mlir.constant(1 : index) : i64
    %6169 = llvm.sub %6164, %6168 : i64
    %6170 = llvm.add %6167, %6169 : i64
    %6171 = llvm.urem %6170, %6164 : i64
    %6172 = llvm.sub %6170, %6171 : i64
    %6173 = llvm.inttoptr %6172 : i64 to !llvm.ptr
    %6174 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6175 = llvm.insertvalue %6166, %6174[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6176 = llvm.insertvalue %6173, %6175[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6177 = llvm.mlir.constant(0 : index) : i64
    %6178 = llvm.insertvalue %6177, %6176[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6179 = llvm.insertvalue %6153, %6178[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6180 = llvm.insertvalue %6154, %6179[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6181 = llvm.insertvalue %6155, %6180[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6182 = llvm.insertvalue %6156, %6181[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6183 = llvm.insertvalue %6159, %6182[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6184 = llvm.insertvalue %6158, %6183[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6185 = llvm.insertvalue %6156, %6184[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6186 = llvm.insertvalue %6157, %6185[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb709(%30 : i64)
  ^bb709(%6187: i64):  // 2 preds: ^bb708, ^bb719
    %6188 = llvm.icmp "slt" %6187, %29 : i64
    llvm.cond_br %6188, ^bb710, ^bb720
  ^bb710:  // pred: ^bb709
    llvm.br ^bb711(%30 : i64)
  ^bb711(%6189: i64):  // 2 preds: ^bb710, ^bb718
    %6190 = llvm.icmp "slt" %6189, %20 : i64
    llvm.cond_br %6190, ^bb712, ^bb719
  ^bb712:  // pred: ^bb711
    llvm.br ^bb713(%30 : i64)
  ^bb713(%6191: i64):  // 2 preds: ^bb712, ^bb717
    %6192 = llvm.icmp "slt" %6191, %18 : i64
    llvm.cond_br %6192, ^bb714, ^bb718
  ^bb714:  // pred: ^bb713
    llvm.br ^bb715(%30 : i64)
  ^bb715(%6193: i64):  // 2 preds: ^bb714, ^bb716
    %6194 = llvm.icmp "slt" %6193, %18 : i64
    llvm.cond_br %6194, ^bb716, ^bb717
  ^bb716:  // pred: ^bb715
    %6195 = llvm.extractvalue %6186[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6196 = llvm.mlir.constant(12800 : index) : i64
    %6197 = llvm.mul %6187, %6196 overflow<nsw, nuw> : i64
    %6198 = llvm.mlir.constant(100 : index) : i64
    %6199 = llvm.mul %6189, %6198 overflow<nsw, nuw> : i64
    %6200 = llvm.add %6197, %6199 overflow<nsw, nuw> : i64
    %6201 = llvm.mlir.constant(10 : index) : i64
    %6202 = llvm.mul %6191, %6201 overflow<nsw, nuw> : i64
    %6203 = llvm.add %6200, %6202 overflow<nsw, nuw> : i64
    %6204 = llvm.add %6203, %6193 overflow<nsw, nuw> : i64
    %6205 = llvm.getelementptr inbounds|nuw %6195[%6204] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %6205 : f32, !llvm.ptr
    %6206 = llvm.add %6193, %29 : i64
    llvm.br ^bb715(%6206 : i64)
  ^bb717:  // pred: ^bb715
    %6207 = llvm.add %6191, %29 : i64
    llvm.br ^bb713(%6207 : i64)
  ^bb718:  // pred: ^bb713
    %6208 = llvm.add %6189, %29 : i64
    llvm.br ^bb711(%6208 : i64)
  ^bb719:  // pred: ^bb711
    %6209 = llvm.add %6187, %29 : i64
    llvm.br ^bb709(%6209 : i64)
  ^bb720:  // pred: ^bb709
    %6210 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6211 = llvm.extractvalue %6186[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6212 = llvm.extractvalue %6186[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6213 = llvm.insertvalue %6211, %6210[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6214 = llvm.insertvalue %6212, %6213[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6215 = llvm.mlir.constant(11 : index) : i64
    %6216 = llvm.insertvalue %6215, %6214[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6217 = llvm.mlir.constant(1 : index) : i64
    %6218 = llvm.insertvalue %6217, %6216[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6219 = llvm.mlir.constant(12800 : index) : i64
    %6220 = llvm.insertvalue %6219, %6218[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6221 = llvm.mlir.constant(128 : index) : i64
    %6222 = llvm.insertvalue %6221, %6220[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6223 = llvm.mlir.constant(100 : index) : i64
    %6224 = llvm.insertvalue %6223, %6222[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6225 = llvm.mlir.constant(8 : index) : i64
    %6226 = llvm.insertvalue %6225, %6224[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6227 = llvm.mlir.constant(10 : index) : i64
    %6228 = llvm.insertvalue %6227, %6226[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6229 = llvm.mlir.constant(8 : index) : i64
    %6230 = llvm.insertvalue %6229, %6228[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6231 = llvm.mlir.constant(1 : index) : i64
    %6232 = llvm.insertvalue %6231, %6230[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb721(%30 : i64)
  ^bb721(%6233: i64):  // 2 preds: ^bb720, ^bb731
    %6234 = llvm.icmp "slt" %6233, %29 : i64
    llvm.cond_br %6234, ^bb722, ^bb732
  ^bb722:  // pred: ^bb721
    llvm.br ^bb723(%30 : i64)
  ^bb723(%6235: i64):  // 2 preds: ^bb722, ^bb730
    %6236 = llvm.icmp "slt" %6235, %20 : i64
    llvm.cond_br %6236, ^bb724, ^bb731
  ^bb724:  // pred: ^bb723
    llvm.br ^bb725(%30 : i64)
  ^bb725(%6237: i64):  // 2 preds: ^bb724, ^bb729
    %6238 = llvm.icmp "slt" %6237, %19 : i64
    llvm.cond_br %6238, ^bb726, ^bb730
  ^bb726:  // pred: ^bb725
    llvm.br ^bb727(%30 : i64)
  ^bb727(%6239: i64):  // 2 preds: ^bb726, ^bb728
    %6240 = llvm.icmp "slt" %6239, %19 : i64
    llvm.cond_br %6240, ^bb728, ^bb729
  ^bb728:  // pred: ^bb727
    %6241 = llvm.extractvalue %4381[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6242 = llvm.mlir.constant(8192 : index) : i64
    %6243 = llvm.mul %6233, %6242 overflow<nsw, nuw> : i64
    %6244 = llvm.mlir.constant(64 : index) : i64
    %6245 = llvm.mul %6235, %6244 overflow<nsw, nuw> : i64
    %6246 = llvm.add %6243, %6245 overflow<nsw, nuw> : i64
    %6247 = llvm.mlir.constant(8 : index) : i64
    %6248 = llvm.mul %6237, %6247 overflow<nsw, nuw> : i64
    %6249 = llvm.add %6246, %6248 overflow<nsw, nuw> : i64
    %6250 = llvm.add %6249, %6239 overflow<nsw, nuw> : i64
    %6251 = llvm.getelementptr inbounds|nuw %6241[%6250] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6252 = llvm.load %6251 : !llvm.ptr -> f32
    %6253 = llvm.extractvalue %6232[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6254 = llvm.mlir.constant(11 : index) : i64
    %6255 = llvm.getelementptr %6253[%6254] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6256 = llvm.mlir.constant(12800 : index) : i64
    %6257 = llvm.mul %6233, %6256 overflow<nsw, nuw> : i64
    %6258 = llvm.mlir.constant(100 : index) : i64
    %6259 = llvm.mul %6235, %6258 overflow<nsw, nuw> : i64
    %6260 = llvm.add %6257, %6259 overflow<nsw, nuw> : i64
    %6261 = llvm.mlir.constant(10 : index) : i64
    %6262 = llvm.mul %6237, %6261 overflow<nsw, nuw> : i64
    %6263 = llvm.add %6260, %6262 overflow<nsw, nuw> : i64
    %6264 = llvm.add %6263, %6239 overflow<nsw, nuw> : i64
    %6265 = llvm.getelementptr inbounds|nuw %6255[%6264] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6252, %6265 : f32, !llvm.ptr
    %6266 = llvm.add %6239, %29 : i64
    llvm.br ^bb727(%6266 : i64)
  ^bb729:  // pred: ^bb727
    %6267 = llvm.add %6237, %29 : i64
    llvm.br ^bb725(%6267 : i64)
  ^bb730:  // pred: ^bb725
    %6268 = llvm.add %6235, %29 : i64
    llvm.br ^bb723(%6268 : i64)
  ^bb731:  // pred: ^bb723
    %6269 = llvm.add %6233, %29 : i64
    llvm.br ^bb721(%6269 : i64)
  ^bb732:  // pred: ^bb721
    %6270 = llvm.mlir.constant(1 : index) : i64
    %6271 = llvm.mlir.constant(256 : index) : i64
    %6272 = llvm.mlir.constant(4 : index) : i64
    %6273 = llvm.mlir.constant(4 : index) : i64
    %6274 = llvm.mlir.constant(1 : index) : i64
    %6275 = llvm.mlir.constant(16 : index) : i64
    %6276 = llvm.mlir.constant(4096 : index) : i64
    %6277 = llvm.mlir.constant(4096 : index) : i64
    %6278 = llvm.mlir.zero : !llvm.ptr
    %6279 = llvm.getelementptr %6278[%6277] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6280 = llvm.ptrtoint %6279 : !llvm.ptr to i64
    %6281 = llvm.mlir.constant(64 : index) : i64
    %6282 = llvm.add %6280, %6281 : i64
    %6283 = llvm.call @malloc(%6282) : (i64) -> !llvm.ptr
    %6284 = llvm.ptrtoint %6283 : !llvm.ptr to i64
    %6285 = llvm.mlir.constant(1 : index) : i64
    %6286 = llvm.sub %6281, %6285 : i64
    %6287 = llvm.add %6284, %6286 : i64
    %6288 = llvm.urem %6287, %6281 : i64
    %6289 = llvm.sub %6287, %6288 : i64
    %6290 = llvm.inttoptr %6289 : i64 to !llvm.ptr
    %6291 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6292 = llvm.insertvalue %6283, %6291[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6293 = llvm.insertvalue %6290, %6292[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6294 = llvm.mlir.constant(0 : index) : i64
    %6295 = llvm.insertvalue %6294, %6293[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6296 = llvm.insertvalue %6270, %6295[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6297 = llvm.insertvalue %6271, %6296[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6298 = llvm.insertvalue %6272, %6297[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6299 = llvm.insertvalue %6273, %6298[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6300 = llvm.insertvalue %6276, %6299[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6301 = llvm.insertvalue %6275, %6300[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6302 = llvm.insertvalue %6273, %6301[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6303 = llvm.insertvalue %6274, %6302[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6304 = llvm.mlir.constant(1 : index) : i64
    %6305 = llvm.mlir.constant(256 : index) : i64
    %6306 = llvm.mlir.constant(4 : index) : i64
    %6307 = llvm.mlir.constant(4 : index) : i64
    %6308 = llvm.mlir.constant(1 : index) : i64
    %6309 = llvm.mlir.constant(16 : index) : i64
    %6310 = llvm.mlir.constant(4096 : index) : i64
    %6311 = llvm.mlir.constant(4096 : index) : i64
    %6312 = llvm.mlir.zero : !llvm.ptr
    %6313 = llvm.getelementptr %6312[%6311] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6314 = llvm.ptrtoint %6313 : !llvm.ptr to i64
    %6315 = llvm.mlir.constant(64 : index) : i64
    %6316 = llvm.add %6314, %6315 : i64
    %6317 = llvm.call @malloc(%6316) : (i64) -> !llvm.ptr
    %6318 = llvm.ptrtoint %6317 : !llvm.ptr to i64
    %6319 = llvm.mlir.constant(1 : index) : i64
    %6320 = llvm.sub %6315, %6319 : i64
    %6321 = llvm.add %6318, %6320 : i64
    %6322 = llvm.urem %6321, %6315 : i64
    %6323 = llvm.sub %6321, %6322 : i64
    %6324 = llvm.inttoptr %6323 : i64 to !llvm.ptr
    %6325 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6326 = llvm.insertvalue %6317, %6325[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6327 = llvm.insertvalue %6324, %6326[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6328 = llvm.mlir.constant(0 : index) : i64
    %6329 = llvm.insertvalue %6328, %6327[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6330 = llvm.insertvalue %6304, %6329[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6331 = llvm.insertvalue %6305, %6330[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6332 = llvm.insertvalue %6306, %6331[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6333 = llvm.insertvalue %6307, %6332[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6334 = llvm.insertvalue %6310, %6333[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6335 = llvm.insertvalue %6309, %6334[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6336 = llvm.insertvalue %6307, %6335[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6337 = llvm.insertvalue %6308, %6336[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb733(%30 : i64)
  ^bb733(%6338: i64):  // 2 preds: ^bb732, ^bb743
    %6339 = llvm.icmp "slt" %6338, %29 : i64
    llvm.cond_br %6339, ^bb734, ^bb744
  ^bb734:  // pred: ^bb733
    llvm.br ^bb735(%30 : i64)
  ^bb735(%6340: i64):  // 2 preds: ^bb734, ^bb742
    %6341 = llvm.icmp "slt" %6340, %17 : i64
    llvm.cond_br %6341, ^bb736, ^bb743
  ^bb736:  // pred: ^bb735
    llvm.br ^bb737(%30 : i64)
  ^bb737(%6342: i64):  // 2 preds: ^bb736, ^bb741
    %6343 = llvm.icmp "slt" %6342, %16 : i64
    llvm.cond_br %6343, ^bb738, ^bb742
  ^bb738:  // pred: ^bb737
    llvm.br ^bb739(%30 : i64)
  ^bb739(%6344: i64):  // 2 preds: ^bb738, ^bb740
    %6345 = llvm.icmp "slt" %6344, %16 : i64
    llvm.cond_br %6345, ^bb740, ^bb741
  ^bb740:  // pred: ^bb739
    %6346 = llvm.extractvalue %6337[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6347 = llvm.mlir.constant(4096 : index) : i64
    %6348 = llvm.mul %6338, %6347 overflow<nsw, nuw> : i64
    %6349 = llvm.mlir.constant(16 : index) : i64
    %6350 = llvm.mul %6340, %6349 overflow<nsw, nuw> : i64
    %6351 = llvm.add %6348, %6350 overflow<nsw, nuw> : i64
    %6352 = llvm.mlir.constant(4 : index) : i64
    %6353 = llvm.mul %6342, %6352 overflow<nsw, nuw> : i64
    %6354 = llvm.add %6351, %6353 overflow<nsw, nuw> : i64
    %6355 = llvm.add %6354, %6344 overflow<nsw, nuw> : i64
    %6356 = llvm.getelementptr inbounds|nuw %6346[%6355] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %6356 : f32, !llvm.ptr
    %6357 = llvm.add %6344, %29 : i64
    llvm.br ^bb739(%6357 : i64)
  ^bb741:  // pred: ^bb739
    %6358 = llvm.add %6342, %29 : i64
    llvm.br ^bb737(%6358 : i64)
  ^bb742:  // pred: ^bb737
    %6359 = llvm.add %6340, %29 : i64
    llvm.br ^bb735(%6359 : i64)
  ^bb743:  // pred: ^bb735
    %6360 = llvm.add %6338, %29 : i64
    llvm.br ^bb733(%6360 : i64)
  ^bb744:  // pred: ^bb733
    %6361 = llvm.mlir.constant(1 : index) : i64
    %6362 = llvm.mlir.constant(256 : index) : i64
    %6363 = llvm.mlir.constant(4 : index) : i64
    %6364 = llvm.mlir.constant(4 : index) : i64
    %6365 = llvm.mlir.constant(1 : index) : i64
    %6366 = llvm.mlir.constant(16 : index) : i64
    %6367 = llvm.mlir.constant(4096 : index) : i64
    %6368 = llvm.mlir.constant(4096 : index) : i64
    %6369 = llvm.mlir.zero : !llvm.ptr
    %6370 = llvm.getelementptr %6369[%6368] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6371 = llvm.ptrtoint %6370 : !llvm.ptr to i64
    %6372 = llvm.mlir.constant(64 : index) : i64
    %6373 = llvm.add %6371, %6372 : i64
    %6374 = llvm.call @malloc(%6373) : (i64) -> !llvm.ptr
    %6375 = llvm.ptrtoint %6374 : !llvm.ptr to i64
    %6376 = llvm.mlir.constant(1 : index) : i64
    %6377 = llvm.sub %6372, %6376 : i64
    %6378 = llvm.add %6375, %6377 : i64
    %6379 = llvm.urem %6378, %6372 : i64
    %6380 = llvm.sub %6378, %6379 : i64
    %6381 = llvm.inttoptr %6380 : i64 to !llvm.ptr
    %6382 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6383 = llvm.insertvalue %6374, %6382[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6384 = llvm.insertvalue %6381, %6383[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6385 = llvm.mlir.constant(0 : index) : i64
    %6386 = llvm.insertvalue %6385, %6384[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6387 = llvm.insertvalue %6361, %6386[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6388 = llvm.insertvalue %6362, %6387[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6389 = llvm.insertvalue %6363, %6388[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6390 = llvm.insertvalue %6364, %6389[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6391 = llvm.insertvalue %6367, %6390[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6392 = llvm.insertvalue %6366, %6391[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6393 = llvm.insertvalue %6364, %6392[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6394 = llvm.insertvalue %6365, %6393[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb745(%30 : i64)
  ^bb745(%6395: i64):  // 2 preds: ^bb744, ^bb755
    %6396 = llvm.icmp "slt" %6395, %29 : i64
    llvm.cond_br %6396, ^bb746, ^bb756
  ^bb746:  // pred: ^bb745
    llvm.br ^bb747(%30 : i64)
  ^bb747(%6397: i64):  // 2 preds: ^bb746, ^bb754
    %6398 = llvm.icmp "slt" %6397, %17 : i64
    llvm.cond_br %6398, ^bb748, ^bb755
  ^bb748:  // pred: ^bb747
    llvm.br ^bb749(%30 : i64)
  ^bb749(%6399: i64):  // 2 preds: ^bb748, ^bb753
    %6400 = llvm.icmp "slt" %6399, %16 : i64
    llvm.cond_br %6400, ^bb750, ^bb754
  ^bb750:  // pred: ^bb749
    llvm.br ^bb751(%30 : i64)
  ^bb751(%6401: i64):  // 2 preds: ^bb750, ^bb752
    %6402 = llvm.icmp "slt" %6401, %16 : i64
    llvm.cond_br %6402, ^bb752, ^bb753
  ^bb752:  // pred: ^bb751
    %6403 = llvm.extractvalue %6337[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6404 = llvm.mlir.constant(4096 : index) : i64
    %6405 = llvm.mul %6395, %6404 overflow<nsw, nuw> : i64
    %6406 = llvm.mlir.constant(16 : index) : i64
    %6407 = llvm.mul %6397, %6406 overflow<nsw, nuw> : i64
    %6408 = llvm.add %6405, %6407 overflow<nsw, nuw> : i64
    %6409 = llvm.mlir.constant(4 : index) : i64
    %6410 = llvm.mul %6399, %6409 overflow<nsw, nuw> : i64
    %6411 = llvm.add %6408, %6410 overflow<nsw, nuw> : i64
    %6412 = llvm.add %6411, %6401 overflow<nsw, nuw> : i64
    %6413 = llvm.getelementptr inbounds|nuw %6403[%6412] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6414 = llvm.load %6413 : !llvm.ptr -> f32
    %6415 = llvm.extractvalue %6394[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6416 = llvm.mlir.constant(4096 : index) : i64
    %6417 = llvm.mul %6395, %6416 overflow<nsw, nuw> : i64
    %6418 = llvm.mlir.constant(16 : index) : i64
    %6419 = llvm.mul %6397, %6418 overflow<nsw, nuw> : i64
    %6420 = llvm.add %6417, %6419 overflow<nsw, nuw> : i64
    %6421 = llvm.mlir.constant(4 : index) : i64
    %6422 = llvm.mul %6399, %6421 overflow<nsw, nuw> : i64
    %6423 = llvm.add %6420, %6422 overflow<nsw, nuw> : i64
    %6424 = llvm.add %6423, %6401 overflow<nsw, nuw> : i64
    %6425 = llvm.getelementptr inbounds|nuw %6415[%6424] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6414, %6425 : f32, !llvm.ptr
    %6426 = llvm.add %6401, %29 : i64
    llvm.br ^bb751(%6426 : i64)
  ^bb753:  // pred: ^bb751
    %6427 = llvm.add %6399, %29 : i64
    llvm.br ^bb749(%6427 : i64)
  ^bb754:  // pred: ^bb749
    %6428 = llvm.add %6397, %29 : i64
    llvm.br ^bb747(%6428 : i64)
  ^bb755:  // pred: ^bb747
    %6429 = llvm.add %6395, %29 : i64
    llvm.br ^bb745(%6429 : i64)
  ^bb756:  // pred: ^bb745
    llvm.br ^bb757(%30 : i64)
  ^bb757(%6430: i64):  // 2 preds: ^bb756, ^bb776
    %6431 = llvm.icmp "slt" %6430, %29 : i64
    llvm.cond_br %6431, ^bb758, ^bb777
  ^bb758:  // pred: ^bb757
    llvm.br ^bb759(%30 : i64)
  ^bb759(%6432: i64):  // 2 preds: ^bb758, ^bb775
    %6433 = llvm.icmp "slt" %6432, %17 : i64
    llvm.cond_br %6433, ^bb760, ^bb776
  ^bb760:  // pred: ^bb759
    llvm.br ^bb761(%30 : i64)
  ^bb761(%6434: i64):  // 2 preds: ^bb760, ^bb774
    %6435 = llvm.icmp "slt" %6434, %16 : i64
    llvm.cond_br %6435, ^bb762, ^bb775
  ^bb762:  // pred: ^bb761
    llvm.br ^bb763(%30 : i64)
  ^bb763(%6436: i64):  // 2 preds: ^bb762, ^bb773
    %6437 = llvm.icmp "slt" %6436, %16 : i64
    llvm.cond_br %6437, ^bb764, ^bb774
  ^bb764:  // pred: ^bb763
    llvm.br ^bb765(%30 : i64)
  ^bb765(%6438: i64):  // 2 preds: ^bb764, ^bb772
    %6439 = llvm.icmp "slt" %6438, %20 : i64
    llvm.cond_br %6439, ^bb766, ^bb773
  ^bb766:  // pred: ^bb765
    llvm.br ^bb767(%30 : i64)
  ^bb767(%6440: i64):  // 2 preds: ^bb766, ^bb771
    %6441 = llvm.icmp "slt" %6440, %28 : i64
    llvm.cond_br %6441, ^bb768, ^bb772
  ^bb768:  // pred: ^bb767
    llvm.br ^bb769(%30 : i64)
  ^bb769(%6442: i64):  // 2 preds: ^bb768, ^bb770
    %6443 = llvm.icmp "slt" %6442, %28 : i64
    llvm.cond_br %6443, ^bb770, ^bb771
  ^bb770:  // pred: ^bb769
    %6444 = llvm.mul %6434, %13 overflow<nsw> : i64
    %6445 = llvm.add %6444, %6440 : i64
    %6446 = llvm.mul %6436, %13 overflow<nsw> : i64
    %6447 = llvm.add %6446, %6442 : i64
    %6448 = llvm.extractvalue %6186[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6449 = llvm.mlir.constant(12800 : index) : i64
    %6450 = llvm.mul %6430, %6449 overflow<nsw, nuw> : i64
    %6451 = llvm.mlir.constant(100 : index) : i64
    %6452 = llvm.mul %6438, %6451 overflow<nsw, nuw> : i64
    %6453 = llvm.add %6450, %6452 overflow<nsw, nuw> : i64
    %6454 = llvm.mlir.constant(10 : index) : i64
    %6455 = llvm.mul %6445, %6454 overflow<nsw, nuw> : i64
    %6456 = llvm.add %6453, %6455 overflow<nsw, nuw> : i64
    %6457 = llvm.add %6456, %6447 overflow<nsw, nuw> : i64
    %6458 = llvm.getelementptr inbounds|nuw %6448[%6457] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6459 = llvm.load %6458 : !llvm.ptr -> f32
    %6460 = llvm.extractvalue %987[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6461 = llvm.mlir.constant(1152 : index) : i64
    %6462 = llvm.mul %6432, %6461 overflow<nsw, nuw> : i64
    %6463 = llvm.mlir.constant(9 : index) : i64
    %6464 = llvm.mul %6438, %6463 overflow<nsw, nuw> : i64
    %6465 = llvm.add %6462, %6464 overflow<nsw, nuw> : i64
    %6466 = llvm.mlir.constant(3 : index) : i64
    %6467 = llvm.mul %6440, %6466 overflow<nsw, nuw> : i64
    %6468 = llvm.add %6465, %6467 overflow<nsw, nuw> : i64
    %6469 = llvm.add %6468, %6442 overflow<nsw, nuw> : i64
    %6470 = llvm.getelementptr inbounds|nuw %6460[%6469] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6471 = llvm.load %6470 : !llvm.ptr -> f32
    %6472 = llvm.extractvalue %6394[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6473 = llvm.mlir.constant(4096 : index) : i64
    %6474 = llvm.mul %6430, %6473 overflow<nsw, nuw> : i64
    %6475 = llvm.mlir.constant(16 : index) : i64
    %6476 = llvm.mul %6432, %6475 overflow<nsw, nuw> : i64
    %6477 = llvm.add %6474, %6476 overflow<nsw, nuw> : i64
    %6478 = llvm.mlir.constant(4 : index) : i64
    %6479 = llvm.mul %6434, %6478 overflow<nsw, nuw> : i64
    %6480 = llvm.add %6477, %6479 overflow<nsw, nuw> : i64
    %6481 = llvm.add %6480, %6436 overflow<nsw, nuw> : i64
    %6482 = llvm.getelementptr inbounds|nuw %6472[%6481] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6483 = llvm.load %6482 : !llvm.ptr -> f32
    %6484 = llvm.fmul %6459, %6471 : f32
    %6485 = llvm.fadd %6483, %6484 : f32
    %6486 = llvm.extractvalue %6394[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6487 = llvm.mlir.constant(4096 : index) : i64
    %6488 = llvm.mul %6430, %6487 overflow<nsw, nuw> : i64
    %6489 = llvm.mlir.constant(16 : index) : i64
    %6490 = llvm.mul %6432, %6489 overflow<nsw, nuw> : i64
    %6491 = llvm.add %6488, %6490 overflow<nsw, nuw> : i64
    %6492 = llvm.mlir.constant(4 : index) : i64
    %6493 = llvm.mul %6434, %6492 overflow<nsw, nuw> : i64
    %6494 = llvm.add %6491, %6493 overflow<nsw, nuw> : i64
    %6495 = llvm.add %6494, %6436 overflow<nsw, nuw> : i64
    %6496 = llvm.getelementptr inbounds|nuw %6486[%6495] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6485, %6496 : f32, !llvm.ptr
    %6497 = llvm.add %6442, %29 : i64
    llvm.br ^bb769(%6497 : i64)
  ^bb771:  // pred: ^bb769
    %6498 = llvm.add %6440, %29 : i64
    llvm.br ^bb767(%6498 : i64)
  ^bb772:  // pred: ^bb767
    %6499 = llvm.add %6438, %29 : i64
    llvm.br ^bb765(%6499 : i64)
  ^bb773:  // pred: ^bb765
    %6500 = llvm.add %6436, %29 : i64
    llvm.br ^bb763(%6500 : i64)
  ^bb774:  // pred: ^bb763
    %6501 = llvm.add %6434, %29 : i64
    llvm.br ^bb761(%6501 : i64)
  ^bb775:  // pred: ^bb761
    %6502 = llvm.add %6432, %29 : i64
    llvm.br ^bb759(%6502 : i64)
  ^bb776:  // pred: ^bb759
    %6503 = llvm.add %6430, %29 : i64
    llvm.br ^bb757(%6503 : i64)
  ^bb777:  // pred: ^bb757
    %6504 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6505 = llvm.extractvalue %943[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6506 = llvm.extractvalue %943[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6507 = llvm.insertvalue %6505, %6504[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6508 = llvm.insertvalue %6506, %6507[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6509 = llvm.mlir.constant(0 : index) : i64
    %6510 = llvm.insertvalue %6509, %6508[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6511 = llvm.mlir.constant(256 : index) : i64
    %6512 = llvm.insertvalue %6511, %6510[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6513 = llvm.mlir.constant(1 : index) : i64
    %6514 = llvm.insertvalue %6513, %6512[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6515 = llvm.mlir.constant(1 : index) : i64
    %6516 = llvm.insertvalue %6515, %6514[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6517 = llvm.mlir.constant(1 : index) : i64
    %6518 = llvm.insertvalue %6517, %6516[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6519 = llvm.mlir.constant(1 : index) : i64
    %6520 = llvm.insertvalue %6519, %6518[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6521 = llvm.mlir.constant(1 : index) : i64
    %6522 = llvm.insertvalue %6521, %6520[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6523 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6524 = llvm.extractvalue %959[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6525 = llvm.extractvalue %959[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6526 = llvm.insertvalue %6524, %6523[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6527 = llvm.insertvalue %6525, %6526[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6528 = llvm.mlir.constant(0 : index) : i64
    %6529 = llvm.insertvalue %6528, %6527[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6530 = llvm.mlir.constant(256 : index) : i64
    %6531 = llvm.insertvalue %6530, %6529[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6532 = llvm.mlir.constant(1 : index) : i64
    %6533 = llvm.insertvalue %6532, %6531[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6534 = llvm.mlir.constant(1 : index) : i64
    %6535 = llvm.insertvalue %6534, %6533[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6536 = llvm.mlir.constant(1 : index) : i64
    %6537 = llvm.insertvalue %6536, %6535[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6538 = llvm.mlir.constant(1 : index) : i64
    %6539 = llvm.insertvalue %6538, %6537[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6540 = llvm.mlir.constant(1 : index) : i64
    %6541 = llvm.insertvalue %6540, %6539[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6542 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6543 = llvm.extractvalue %927[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6544 = llvm.extractvalue %927[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6545 = llvm.insertvalue %6543, %6542[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6546 = llvm.insertvalue %6544, %6545[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6547 = llvm.mlir.constant(0 : index) : i64
    %6548 = llvm.insertvalue %6547, %6546[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6549 = llvm.mlir.constant(256 : index) : i64
    %6550 = llvm.insertvalue %6549, %6548[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6551 = llvm.mlir.constant(1 : index) : i64
    %6552 = llvm.insertvalue %6551, %6550[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6553 = llvm.mlir.constant(1 : index) : i64
    %6554 = llvm.insertvalue %6553, %6552[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6555 = llvm.mlir.constant(1 : index) : i64
    %6556 = llvm.insertvalue %6555, %6554[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6557 = llvm.mlir.constant(1 : index) : i64
    %6558 = llvm.insertvalue %6557, %6556[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6559 = llvm.mlir.constant(1 : index) : i64
    %6560 = llvm.insertvalue %6559, %6558[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6561 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6562 = llvm.extractvalue %911[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6563 = llvm.extractvalue %911[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6564 = llvm.insertvalue %6562, %6561[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6565 = llvm.insertvalue %6563, %6564[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6566 = llvm.mlir.constant(0 : index) : i64
    %6567 = llvm.insertvalue %6566, %6565[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6568 = llvm.mlir.constant(256 : index) : i64
    %6569 = llvm.insertvalue %6568, %6567[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6570 = llvm.mlir.constant(1 : index) : i64
    %6571 = llvm.insertvalue %6570, %6569[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6572 = llvm.mlir.constant(1 : index) : i64
    %6573 = llvm.insertvalue %6572, %6571[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6574 = llvm.mlir.constant(1 : index) : i64
    %6575 = llvm.insertvalue %6574, %6573[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6576 = llvm.mlir.constant(1 : index) : i64
    %6577 = llvm.insertvalue %6576, %6575[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6578 = llvm.mlir.constant(1 : index) : i64
    %6579 = llvm.insertvalue %6578, %6577[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb778(%30 : i64)
  ^bb778(%6580: i64):  // 2 preds: ^bb777, ^bb788
    %6581 = llvm.icmp "slt" %6580, %29 : i64
    llvm.cond_br %6581, ^bb779, ^bb789
  ^bb779:  // pred: ^bb778
    llvm.br ^bb780(%30 : i64)
  ^bb780(%6582: i64):  // 2 preds: ^bb779, ^bb787
    %6583 = llvm.icmp "slt" %6582, %17 : i64
    llvm.cond_br %6583, ^bb781, ^bb788
  ^bb781:  // pred: ^bb780
    llvm.br ^bb782(%30 : i64)
  ^bb782(%6584: i64):  // 2 preds: ^bb781, ^bb786
    %6585 = llvm.icmp "slt" %6584, %16 : i64
    llvm.cond_br %6585, ^bb783, ^bb787
  ^bb783:  // pred: ^bb782
    llvm.br ^bb784(%30 : i64)
  ^bb784(%6586: i64):  // 2 preds: ^bb783, ^bb785
    %6587 = llvm.icmp "slt" %6586, %16 : i64
    llvm.cond_br %6587, ^bb785, ^bb786
  ^bb785:  // pred: ^bb784
    %6588 = llvm.extractvalue %6394[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6589 = llvm.mlir.constant(4096 : index) : i64
    %6590 = llvm.mul %6580, %6589 overflow<nsw, nuw> : i64
    %6591 = llvm.mlir.constant(16 : index) : i64
    %6592 = llvm.mul %6582, %6591 overflow<nsw, nuw> : i64
    %6593 = llvm.add %6590, %6592 overflow<nsw, nuw> : i64
    %6594 = llvm.mlir.constant(4 : index) : i64
    %6595 = llvm.mul %6584, %6594 overflow<nsw, nuw> : i64
    %6596 = llvm.add %6593, %6595 overflow<nsw, nuw> : i64
    %6597 = llvm.add %6596, %6586 overflow<nsw, nuw> : i64
    %6598 = llvm.getelementptr inbounds|nuw %6588[%6597] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6599 = llvm.load %6598 : !llvm.ptr -> f32
    %6600 = llvm.extractvalue %6541[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6601 = llvm.add %6582, %30 overflow<nsw, nuw> : i64
    %6602 = llvm.add %6601, %30 overflow<nsw, nuw> : i64
    %6603 = llvm.getelementptr inbounds|nuw %6600[%6602] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6604 = llvm.load %6603 : !llvm.ptr -> f32
    %6605 = llvm.extractvalue %6522[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6606 = llvm.add %6582, %30 overflow<nsw, nuw> : i64
    %6607 = llvm.add %6606, %30 overflow<nsw, nuw> : i64
    %6608 = llvm.getelementptr inbounds|nuw %6605[%6607] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6609 = llvm.load %6608 : !llvm.ptr -> f32
    %6610 = llvm.extractvalue %6560[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6611 = llvm.add %6582, %30 overflow<nsw, nuw> : i64
    %6612 = llvm.add %6611, %30 overflow<nsw, nuw> : i64
    %6613 = llvm.getelementptr inbounds|nuw %6610[%6612] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6614 = llvm.load %6613 : !llvm.ptr -> f32
    %6615 = llvm.extractvalue %6579[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6616 = llvm.add %6582, %30 overflow<nsw, nuw> : i64
    %6617 = llvm.add %6616, %30 overflow<nsw, nuw> : i64
    %6618 = llvm.getelementptr inbounds|nuw %6615[%6617] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6619 = llvm.load %6618 : !llvm.ptr -> f32
    %6620 = llvm.fptrunc %32 : f64 to f32
    %6621 = llvm.fadd %6609, %6620 : f32
    %6622 = llvm.intr.sqrt(%6621) : (f32) -> f32
    %6623 = llvm.fdiv %34, %6622 : f32
    %6624 = llvm.fsub %6599, %6604 : f32
    %6625 = llvm.fmul %6624, %6623 : f32
    %6626 = llvm.fmul %6625, %6614 : f32
    %6627 = llvm.fadd %6626, %6619 : f32
    %6628 = llvm.fcmp "ugt" %6627, %33 : f32
    %6629 = llvm.select %6628, %6627, %33 : i1, f32
    %6630 = llvm.extractvalue %6303[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6631 = llvm.mlir.constant(4096 : index) : i64
    %6632 = llvm.mul %6580, %6631 overflow<nsw, nuw> : i64
    %6633 = llvm.mlir.constant(16 : index) : i64
    %6634 = llvm.mul %6582, %6633 overflow<nsw, nuw> : i64
    %6635 = llvm.add %6632, %6634 overflow<nsw, nuw> : i64
    %6636 = llvm.mlir.constant(4 : index) : i64
    %6637 = llvm.mul %6584, %6636 overflow<nsw, nuw> : i64
    %6638 = llvm.add %6635, %6637 overflow<nsw, nuw> : i64
    %6639 = llvm.add %6638, %6586 overflow<nsw, nuw> : i64
    %6640 = llvm.getelementptr inbounds|nuw %6630[%6639] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6629, %6640 : f32, !llvm.ptr
    %6641 = llvm.add %6586, %29 : i64
    llvm.br ^bb784(%6641 : i64)
  ^bb786:  // pred: ^bb784
    %6642 = llvm.add %6584, %29 : i64
    llvm.br ^bb782(%6642 : i64)
  ^bb787:  // pred: ^bb782
    %6643 = llvm.add %6582, %29 : i64
    llvm.br ^bb780(%6643 : i64)
  ^bb788:  // pred: ^bb780
    %6644 = llvm.add %6580, %29 : i64
    llvm.br ^bb778(%6644 : i64)
  ^bb789:  // pred: ^bb778
    %6645 = llvm.mlir.constant(1 : index) : i64
    %6646 = llvm.mlir.constant(256 : index) : i64
    %6647 = llvm.mlir.constant(6 : index) : i64
    %6648 = llvm.mlir.constant(6 : index) : i64
    %6649 = llvm.mlir.constant(1 : index) : i64
    %6650 = llvm.mlir.constant(36 : index) : i64
    %6651 = llvm.mlir.constant(9216 : index) : i64
    %6652 = llvm.mlir.constant(9216 : index) : i64
    %6653 = llvm.mlir.zero : !llvm.ptr
    %6654 = llvm.getelementptr %6653[%6652] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6655 = llvm.ptrtoint %6654 : !llvm.ptr to i64
    %6656 = llvm.mlir.constant(64 : index) : i64
    %6657 = llvm.add %6655, %6656 : i64
    %6658 = llvm.call @malloc(%6657) : (i64) -> !llvm.ptr
    %6659 = llvm.ptrtoint %6658 : !llvm.ptr to i64
    %6660 = llvm.mlir.constant(1 : index) : i64
    %6661 = llvm.sub %6656, %6660 : i64
    %6662 = llvm.add %6659, %6661 : i64
    %6663 = llvm.urem %6662, %6656 : i64
    %6664 = llvm.sub %6662, %6663 : i64
    %6665 = llvm.inttoptr %6664 : i64 to !llvm.ptr
    %6666 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6667 = llvm.insertvalue %6658, %6666[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6668 = llvm.insertvalue %6665, %6667[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6669 = llvm.mlir.constant(0 : index) : i64
    %6670 = llvm.insertvalue %6669, %6668[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6671 = llvm.insertvalue %6645, %6670[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6672 = llvm.insertvalue %6646, %6671[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6673 = llvm.insertvalue %6647, %6672[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6674 = llvm.insertvalue %6648, %6673[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6675 = llvm.insertvalue %6651, %6674[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6676 = llvm.insertvalue %6650, %6675[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6677 = llvm.insertvalue %6648, %6676[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6678 = llvm.insertvalue %6649, %6677[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb790(%30 : i64)
  ^bb790(%6679: i64):  // 2 preds: ^bb789, ^bb800
    %6680 = llvm.icmp "slt" %6679, %29 : i64
    llvm.cond_br %6680, ^bb791, ^bb801
  ^bb791:  // pred: ^bb790
    llvm.br ^bb792(%30 : i64)
  ^bb792(%6681: i64):  // 2 preds: ^bb791, ^bb799
    %6682 = llvm.icmp "slt" %6681, %17 : i64
    llvm.cond_br %6682, ^bb793, ^bb800
  ^bb793:  // pred: ^bb792
    llvm.br ^bb794(%30 : i64)
  ^bb794(%6683: i64):  // 2 preds: ^bb793, ^bb798
    %6684 = llvm.icmp "slt" %6683, %15 : i64
    llvm.cond_br %6684, ^bb795, ^bb799
  ^bb795:  // pred: ^bb794
    llvm.br ^bb796(%30 : i64)
  ^bb796(%6685: i64):  // 2 preds: ^bb795, ^bb797
    %6686 = llvm.icmp "slt" %6685, %15 : i64
    llvm.cond_br %6686, ^bb797, ^bb798
  ^bb797:  // pred: ^bb796
    %6687 = llvm.extractvalue %6678[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6688 = llvm.mlir.constant(9216 : index) : i64
    %6689 = llvm.mul %6679, %6688 overflow<nsw, nuw> : i64
    %6690 = llvm.mlir.constant(36 : index) : i64
    %6691 = llvm.mul %6681, %6690 overflow<nsw, nuw> : i64
    %6692 = llvm.add %6689, %6691 overflow<nsw, nuw> : i64
    %6693 = llvm.mlir.constant(6 : index) : i64
    %6694 = llvm.mul %6683, %6693 overflow<nsw, nuw> : i64
    %6695 = llvm.add %6692, %6694 overflow<nsw, nuw> : i64
    %6696 = llvm.add %6695, %6685 overflow<nsw, nuw> : i64
    %6697 = llvm.getelementptr inbounds|nuw %6687[%6696] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %6697 : f32, !llvm.ptr
    %6698 = llvm.add %6685, %29 : i64
    llvm.br ^bb796(%6698 : i64)
  ^bb798:  // pred: ^bb796
    %6699 = llvm.add %6683, %29 : i64
    llvm.br ^bb794(%6699 : i64)
  ^bb799:  // pred: ^bb794
    %6700 = llvm.add %6681, %29 : i64
    llvm.br ^bb792(%6700 : i64)
  ^bb800:  // pred: ^bb792
    %6701 = llvm.add %6679, %29 : i64
    llvm.br ^bb790(%6701 : i64)
  ^bb801:  // pred: ^bb790
    %6702 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6703 = llvm.extractvalue %6678[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6704 = llvm.extractvalue %6678[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6705 = llvm.insertvalue %6703, %6702[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6706 = llvm.insertvalue %6704, %6705[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6707 = llvm.mlir.constant(7 : index) : i64
    %6708 = llvm.insertvalue %6707, %6706[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6709 = llvm.mlir.constant(1 : index) : i64
    %6710 = llvm.insertvalue %6709, %6708[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6711 = llvm.mlir.constant(9216 : index) : i64
    %6712 = llvm.insertvalue %6711, %6710[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6713 = llvm.mlir.constant(256 : index) : i64
    %6714 = llvm.insertvalue %6713, %6712[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6715 = llvm.mlir.constant(36 : index) : i64
    %6716 = llvm.insertvalue %6715, %6714[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6717 = llvm.mlir.constant(4 : index) : i64
    %6718 = llvm.insertvalue %6717, %6716[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6719 = llvm.mlir.constant(6 : index) : i64
    %6720 = llvm.insertvalue %6719, %6718[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6721 = llvm.mlir.constant(4 : index) : i64
    %6722 = llvm.insertvalue %6721, %6720[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6723 = llvm.mlir.constant(1 : index) : i64
    %6724 = llvm.insertvalue %6723, %6722[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb802(%30 : i64)
  ^bb802(%6725: i64):  // 2 preds: ^bb801, ^bb812
    %6726 = llvm.icmp "slt" %6725, %29 : i64
    llvm.cond_br %6726, ^bb803, ^bb813
  ^bb803:  // pred: ^bb802
    llvm.br ^bb804(%30 : i64)
  ^bb804(%6727: i64):  // 2 preds: ^bb803, ^bb811
    %6728 = llvm.icmp "slt" %6727, %17 : i64
    llvm.cond_br %6728, ^bb805, ^bb812
  ^bb805:  // pred: ^bb804
    llvm.br ^bb806(%30 : i64)
  ^bb806(%6729: i64):  // 2 preds: ^bb805, ^bb810
    %6730 = llvm.icmp "slt" %6729, %16 : i64
    llvm.cond_br %6730, ^bb807, ^bb811
  ^bb807:  // pred: ^bb806
    llvm.br ^bb808(%30 : i64)
  ^bb808(%6731: i64):  // 2 preds: ^bb807, ^bb809
    %6732 = llvm.icmp "slt" %6731, %16 : i64
    llvm.cond_br %6732, ^bb809, ^bb810
  ^bb809:  // pred: ^bb808
    %6733 = llvm.extractvalue %6303[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6734 = llvm.mlir.constant(4096 : index) : i64
    %6735 = llvm.mul %6725, %6734 overflow<nsw, nuw> : i64
    %6736 = llvm.mlir.constant(16 : index) : i64
    %6737 = llvm.mul %6727, %6736 overflow<nsw, nuw> : i64
    %6738 = llvm.add %6735, %6737 overflow<nsw, nuw> : i64
    %6739 = llvm.mlir.constant(4 : index) : i64
    %6740 = llvm.mul %6729, %6739 overflow<nsw, nuw> : i64
    %6741 = llvm.add %6738, %6740 overflow<nsw, nuw> : i64
    %6742 = llvm.add %6741, %6731 overflow<nsw, nuw> : i64
    %6743 = llvm.getelementptr inbounds|nuw %6733[%6742] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6744 = llvm.load %6743 : !llvm.ptr -> f32
    %6745 = llvm.extractvalue %6724[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6746 = llvm.mlir.constant(7 : index) : i64
    %6747 = llvm.getelementptr %6745[%6746] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6748 = llvm.mlir.constant(9216 : index) : i64
    %6749 = llvm.mul %6725, %6748 overflow<nsw, nuw> : i64
    %6750 = llvm.mlir.constant(36 : index) : i64
    %6751 = llvm.mul %6727, %6750 overflow<nsw, nuw> : i64
    %6752 = llvm.add %6749, %6751 overflow<nsw, nuw> : i64
    %6753 = llvm.mlir.constant(6 : index) : i64
    %6754 = llvm.mul %6729, %6753 overflow<nsw, nuw> : i64
    %6755 = llvm.add %6752, %6754 overflow<nsw, nuw> : i64
    %6756 = llvm.add %6755, %6731 overflow<nsw, nuw> : i64
    %6757 = llvm.getelementptr inbounds|nuw %6747[%6756] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6744, %6757 : f32, !llvm.ptr
    %6758 = llvm.add %6731, %29 : i64
    llvm.br ^bb808(%6758 : i64)
  ^bb810:  // pred: ^bb808
    %6759 = llvm.add %6729, %29 : i64
    llvm.br ^bb806(%6759 : i64)
  ^bb811:  // pred: ^bb806
    %6760 = llvm.add %6727, %29 : i64
    llvm.br ^bb804(%6760 : i64)
  ^bb812:  // pred: ^bb804
    %6761 = llvm.add %6725, %29 : i64
    llvm.br ^bb802(%6761 : i64)
  ^bb813:  // pred: ^bb802
    %6762 = llvm.mlir.constant(1 : index) : i64
    %6763 = llvm.mlir.constant(256 : index) : i64
    %6764 = llvm.mlir.constant(4 : index) : i64
    %6765 = llvm.mlir.constant(4 : index) : i64
    %6766 = llvm.mlir.constant(1 : index) : i64
    %6767 = llvm.mlir.constant(16 : index) : i64
    %6768 = llvm.mlir.constant(4096 : index) : i64
    %6769 = llvm.mlir.constant(4096 : index) : i64
    %6770 = llvm.mlir.zero : !llvm.ptr
    %6771 = llvm.getelementptr %6770[%6769] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6772 = llvm.ptrtoint %6771 : !llvm.ptr to i64
    %6773 = llvm.mlir.constant(64 : index) : i64
    %6774 = llvm.add %6772, %6773 : i64
    %6775 = llvm.call @malloc(%6774) : (i64) -> !llvm.ptr
    %6776 = llvm.ptrtoint %6775 : !llvm.ptr to i64
    %6777 = llvm.mlir.constant(1 : index) : i64
    %6778 = llvm.sub %6773, %6777 : i64
    %6779 = llvm.add %6776, %6778 : i64
    %6780 = llvm.urem %6779, %6773 : i64
    %6781 = llvm.sub %6779, %6780 : i64
    %6782 = llvm.inttoptr %6781 : i64 to !llvm.ptr
    %6783 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6784 = llvm.insertvalue %6775, %6783[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6785 = llvm.insertvalue %6782, %6784[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6786 = llvm.mlir.constant(0 : index) : i64
    %6787 = llvm.insertvalue %6786, %6785[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6788 = llvm.insertvalue %6762, %6787[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6789 = llvm.insertvalue %6763, %6788[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6790 = llvm.insertvalue %6764, %6789[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6791 = llvm.insertvalue %6765, %6790[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6792 = llvm.insertvalue %6768, %6791[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6793 = llvm.insertvalue %6767, %6792[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6794 = llvm.insertvalue %6765, %6793[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6795 = llvm.insertvalue %6766, %6794[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb814(%30 : i64)
  ^bb814(%6796: i64):  // 2 preds: ^bb813, ^bb824
    %6797 = llvm.icmp "slt" %6796, %29 : i64
    llvm.cond_br %6797, ^bb815, ^bb825
  ^bb815:  // pred: ^bb814
    llvm.br ^bb816(%30 : i64)
  ^bb816(%6798: i64):  // 2 preds: ^bb815, ^bb823
    %6799 = llvm.icmp "slt" %6798, %17 : i64
    llvm.cond_br %6799, ^bb817, ^bb824
  ^bb817:  // pred: ^bb816
    llvm.br ^bb818(%30 : i64)
  ^bb818(%6800: i64):  // 2 preds: ^bb817, ^bb822
    %6801 = llvm.icmp "slt" %6800, %16 : i64
    llvm.cond_br %6801, ^bb819, ^bb823
  ^bb819:  // pred: ^bb818
    llvm.br ^bb820(%30 : i64)
  ^bb820(%6802: i64):  // 2 preds: ^bb819, ^bb821
    %6803 = llvm.icmp "slt" %6802, %16 : i64
    llvm.cond_br %6803, ^bb821, ^bb822
  ^bb821:  // pred: ^bb820
    %6804 = llvm.extractvalue %6337[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6805 = llvm.mlir.constant(4096 : index) : i64
    %6806 = llvm.mul %6796, %6805 overflow<nsw, nuw> : i64
    %6807 = llvm.mlir.constant(16 : index) : i64
    %6808 = llvm.mul %6798, %6807 overflow<nsw, nuw> : i64
    %6809 = llvm.add %6806, %6808 overflow<nsw, nuw> : i64
    %6810 = llvm.mlir.constant(4 : index) : i64
    %6811 = llvm.mul %6800, %6810 overflow<nsw, nuw> : i64
    %6812 = llvm.add %6809, %6811 overflow<nsw, nuw> : i64
    %6813 = llvm.add %6812, %6802 overflow<nsw, nuw> : i64
    %6814 = llvm.getelementptr inbounds|nuw %6804[%6813] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6815 = llvm.load %6814 : !llvm.ptr -> f32
    %6816 = llvm.extractvalue %6795[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6817 = llvm.mlir.constant(4096 : index) : i64
    %6818 = llvm.mul %6796, %6817 overflow<nsw, nuw> : i64
    %6819 = llvm.mlir.constant(16 : index) : i64
    %6820 = llvm.mul %6798, %6819 overflow<nsw, nuw> : i64
    %6821 = llvm.add %6818, %6820 overflow<nsw, nuw> : i64
    %6822 = llvm.mlir.constant(4 : index) : i64
    %6823 = llvm.mul %6800, %6822 overflow<nsw, nuw> : i64
    %6824 = llvm.add %6821, %6823 overflow<nsw, nuw> : i64
    %6825 = llvm.add %6824, %6802 overflow<nsw, nuw> : i64
    %6826 = llvm.getelementptr inbounds|nuw %6816[%6825] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6815, %6826 : f32, !llvm.ptr
    %6827 = llvm.add %6802, %29 : i64
    llvm.br ^bb820(%6827 : i64)
  ^bb822:  // pred: ^bb820
    %6828 = llvm.add %6800, %29 : i64
    llvm.br ^bb818(%6828 : i64)
  ^bb823:  // pred: ^bb818
    %6829 = llvm.add %6798, %29 : i64
    llvm.br ^bb816(%6829 : i64)
  ^bb824:  // pred: ^bb816
    %6830 = llvm.add %6796, %29 : i64
    llvm.br ^bb814(%6830 : i64)
  ^bb825:  // pred: ^bb814
    llvm.br ^bb826(%30 : i64)
  ^bb826(%6831: i64):  // 2 preds: ^bb825, ^bb845
    %6832 = llvm.icmp "slt" %6831, %29 : i64
    llvm.cond_br %6832, ^bb827, ^bb846
  ^bb827:  // pred: ^bb826
    llvm.br ^bb828(%30 : i64)
  ^bb828(%6833: i64):  // 2 preds: ^bb827, ^bb844
    %6834 = llvm.icmp "slt" %6833, %17 : i64
    llvm.cond_br %6834, ^bb829, ^bb845
  ^bb829:  // pred: ^bb828
    llvm.br ^bb830(%30 : i64)
  ^bb830(%6835: i64):  // 2 preds: ^bb829, ^bb843
    %6836 = llvm.icmp "slt" %6835, %16 : i64
    llvm.cond_br %6836, ^bb831, ^bb844
  ^bb831:  // pred: ^bb830
    llvm.br ^bb832(%30 : i64)
  ^bb832(%6837: i64):  // 2 preds: ^bb831, ^bb842
    %6838 = llvm.icmp "slt" %6837, %16 : i64
    llvm.cond_br %6838, ^bb833, ^bb843
  ^bb833:  // pred: ^bb832
    llvm.br ^bb834(%30 : i64)
  ^bb834(%6839: i64):  // 2 preds: ^bb833, ^bb841
    %6840 = llvm.icmp "slt" %6839, %17 : i64
    llvm.cond_br %6840, ^bb835, ^bb842
  ^bb835:  // pred: ^bb834
    llvm.br ^bb836(%30 : i64)
  ^bb836(%6841: i64):  // 2 preds: ^bb835, ^bb840
    %6842 = llvm.icmp "slt" %6841, %28 : i64
    llvm.cond_br %6842, ^bb837, ^bb841
  ^bb837:  // pred: ^bb836
    llvm.br ^bb838(%30 : i64)
  ^bb838(%6843: i64):  // 2 preds: ^bb837, ^bb839
    %6844 = llvm.icmp "slt" %6843, %28 : i64
    llvm.cond_br %6844, ^bb839, ^bb840
  ^bb839:  // pred: ^bb838
    %6845 = llvm.add %6835, %6841 : i64
    %6846 = llvm.add %6837, %6843 : i64
    %6847 = llvm.extractvalue %6678[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6848 = llvm.mlir.constant(9216 : index) : i64
    %6849 = llvm.mul %6831, %6848 overflow<nsw, nuw> : i64
    %6850 = llvm.mlir.constant(36 : index) : i64
    %6851 = llvm.mul %6839, %6850 overflow<nsw, nuw> : i64
    %6852 = llvm.add %6849, %6851 overflow<nsw, nuw> : i64
    %6853 = llvm.mlir.constant(6 : index) : i64
    %6854 = llvm.mul %6845, %6853 overflow<nsw, nuw> : i64
    %6855 = llvm.add %6852, %6854 overflow<nsw, nuw> : i64
    %6856 = llvm.add %6855, %6846 overflow<nsw, nuw> : i64
    %6857 = llvm.getelementptr inbounds|nuw %6847[%6856] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6858 = llvm.load %6857 : !llvm.ptr -> f32
    %6859 = llvm.extractvalue %895[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6860 = llvm.mlir.constant(2304 : index) : i64
    %6861 = llvm.mul %6833, %6860 overflow<nsw, nuw> : i64
    %6862 = llvm.mlir.constant(9 : index) : i64
    %6863 = llvm.mul %6839, %6862 overflow<nsw, nuw> : i64
    %6864 = llvm.add %6861, %6863 overflow<nsw, nuw> : i64
    %6865 = llvm.mlir.constant(3 : index) : i64
    %6866 = llvm.mul %6841, %6865 overflow<nsw, nuw> : i64
    %6867 = llvm.add %6864, %6866 overflow<nsw, nuw> : i64
    %6868 = llvm.add %6867, %6843 overflow<nsw, nuw> : i64
    %6869 = llvm.getelementptr inbounds|nuw %6859[%6868] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6870 = llvm.load %6869 : !llvm.ptr -> f32
    %6871 = llvm.extractvalue %6795[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6872 = llvm.mlir.constant(4096 : index) : i64
    %6873 = llvm.mul %6831, %6872 overflow<nsw, nuw> : i64
    %6874 = llvm.mlir.constant(16 : index) : i64
    %6875 = llvm.mul %6833, %6874 overflow<nsw, nuw> : i64
    %6876 = llvm.add %6873, %6875 overflow<nsw, nuw> : i64
    %6877 = llvm.mlir.constant(4 : index) : i64
    %6878 = llvm.mul %6835, %6877 overflow<nsw, nuw> : i64
    %6879 = llvm.add %6876, %6878 overflow<nsw, nuw> : i64
    %6880 = llvm.add %6879, %6837 overflow<nsw, nuw> : i64
    %6881 = llvm.getelementptr inbounds|nuw %6871[%6880] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6882 = llvm.load %6881 : !llvm.ptr -> f32
    %6883 = llvm.fmul %6858, %6870 : f32
    %6884 = llvm.fadd %6882, %6883 : f32
    %6885 = llvm.extractvalue %6795[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6886 = llvm.mlir.constant(4096 : index) : i64
    %6887 = llvm.mul %6831, %6886 overflow<nsw, nuw> : i64
    %6888 = llvm.mlir.constant(16 : index) : i64
    %6889 = llvm.mul %6833, %6888 overflow<nsw, nuw> : i64
    %6890 = llvm.add %6887, %6889 overflow<nsw, nuw> : i64
    %6891 = llvm.mlir.constant(4 : index) : i64
    %6892 = llvm.mul %6835, %6891 overflow<nsw, nuw> : i64
    %6893 = llvm.add %6890, %6892 overflow<nsw, nuw> : i64
    %6894 = llvm.add %6893, %6837 overflow<nsw, nuw> : i64
    %6895 = llvm.getelementptr inbounds|nuw %6885[%6894] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6884, %6895 : f32, !llvm.ptr
    %6896 = llvm.add %6843, %29 : i64
    llvm.br ^bb838(%6896 : i64)
  ^bb840:  // pred: ^bb838
    %6897 = llvm.add %6841, %29 : i64
    llvm.br ^bb836(%6897 : i64)
  ^bb841:  // pred: ^bb836
    %6898 = llvm.add %6839, %29 : i64
    llvm.br ^bb834(%6898 : i64)
  ^bb842:  // pred: ^bb834
    %6899 = llvm.add %6837, %29 : i64
    llvm.br ^bb832(%6899 : i64)
  ^bb843:  // pred: ^bb832
    %6900 = llvm.add %6835, %29 : i64
    llvm.br ^bb830(%6900 : i64)
  ^bb844:  // pred: ^bb830
    %6901 = llvm.add %6833, %29 : i64
    llvm.br ^bb828(%6901 : i64)
  ^bb845:  // pred: ^bb828
    %6902 = llvm.add %6831, %29 : i64
    llvm.br ^bb826(%6902 : i64)
  ^bb846:  // pred: ^bb826
    %6903 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6904 = llvm.extractvalue %851[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6905 = llvm.extractvalue %851[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6906 = llvm.insertvalue %6904, %6903[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6907 = llvm.insertvalue %6905, %6906[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6908 = llvm.mlir.constant(0 : index) : i64
    %6909 = llvm.insertvalue %6908, %6907[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6910 = llvm.mlir.constant(256 : index) : i64
    %6911 = llvm.insertvalue %6910, %6909[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6912 = llvm.mlir.constant(1 : index) : i64
    %6913 = llvm.insertvalue %6912, %6911[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6914 = llvm.mlir.constant(1 : index) : i64
    %6915 = llvm.insertvalue %6914, %6913[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6916 = llvm.mlir.constant(1 : index) : i64
    %6917 = llvm.insertvalue %6916, %6915[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6918 = llvm.mlir.constant(1 : index) : i64
    %6919 = llvm.insertvalue %6918, %6917[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6920 = llvm.mlir.constant(1 : index) : i64
    %6921 = llvm.insertvalue %6920, %6919[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6922 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6923 = llvm.extractvalue %867[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6924 = llvm.extractvalue %867[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6925 = llvm.insertvalue %6923, %6922[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6926 = llvm.insertvalue %6924, %6925[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6927 = llvm.mlir.constant(0 : index) : i64
    %6928 = llvm.insertvalue %6927, %6926[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6929 = llvm.mlir.constant(256 : index) : i64
    %6930 = llvm.insertvalue %6929, %6928[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6931 = llvm.mlir.constant(1 : index) : i64
    %6932 = llvm.insertvalue %6931, %6930[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6933 = llvm.mlir.constant(1 : index) : i64
    %6934 = llvm.insertvalue %6933, %6932[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6935 = llvm.mlir.constant(1 : index) : i64
    %6936 = llvm.insertvalue %6935, %6934[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6937 = llvm.mlir.constant(1 : index) : i64
    %6938 = llvm.insertvalue %6937, %6936[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6939 = llvm.mlir.constant(1 : index) : i64
    %6940 = llvm.insertvalue %6939, %6938[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6941 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6942 = llvm.extractvalue %835[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6943 = llvm.extractvalue %835[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6944 = llvm.insertvalue %6942, %6941[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6945 = llvm.insertvalue %6943, %6944[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6946 = llvm.mlir.constant(0 : index) : i64
    %6947 = llvm.insertvalue %6946, %6945[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6948 = llvm.mlir.constant(256 : index) : i64
    %6949 = llvm.insertvalue %6948, %6947[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6950 = llvm.mlir.constant(1 : index) : i64
    %6951 = llvm.insertvalue %6950, %6949[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6952 = llvm.mlir.constant(1 : index) : i64
    %6953 = llvm.insertvalue %6952, %6951[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6954 = llvm.mlir.constant(1 : index) : i64
    %6955 = llvm.insertvalue %6954, %6953[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6956 = llvm.mlir.constant(1 : index) : i64
    %6957 = llvm.insertvalue %6956, %6955[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6958 = llvm.mlir.constant(1 : index) : i64
    %6959 = llvm.insertvalue %6958, %6957[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6960 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6961 = llvm.extractvalue %819[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6962 = llvm.extractvalue %819[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6963 = llvm.insertvalue %6961, %6960[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6964 = llvm.insertvalue %6962, %6963[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6965 = llvm.mlir.constant(0 : index) : i64
    %6966 = llvm.insertvalue %6965, %6964[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6967 = llvm.mlir.constant(256 : index) : i64
    %6968 = llvm.insertvalue %6967, %6966[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6969 = llvm.mlir.constant(1 : index) : i64
    %6970 = llvm.insertvalue %6969, %6968[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6971 = llvm.mlir.constant(1 : index) : i64
    %6972 = llvm.insertvalue %6971, %6970[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6973 = llvm.mlir.constant(1 : index) : i64
    %6974 = llvm.insertvalue %6973, %6972[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6975 = llvm.mlir.constant(1 : index) : i64
    %6976 = llvm.insertvalue %6975, %6974[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6977 = llvm.mlir.constant(1 : index) : i64
    %6978 = llvm.insertvalue %6977, %6976[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6979 = llvm.mlir.constant(1 : index) : i64
    %6980 = llvm.mlir.constant(256 : index) : i64
    %6981 = llvm.mlir.constant(4 : index) : i64
    %6982 = llvm.mlir.constant(4 : index) : i64
    %6983 = llvm.mlir.constant(1 : index) : i64
    %6984 = llvm.mlir.constant(16 : index) : i64
    %6985 = llvm.mlir.constant(4096 : index) : i64
    %6986 = llvm.mlir.constant(4096 : index) : i64
    %6987 = llvm.mlir.zero : !llvm.ptr
    %6988 = llvm.getelementptr %6987[%6986] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6989 = llvm.ptrtoint %6988 : !llvm.ptr to i64
    %6990 = llvm.mlir.constant(64 : index) : i64
    %6991 = llvm.add %6989, %6990 : i64
    %6992 = llvm.call @malloc(%6991) : (i64) -> !llvm.ptr
    %6993 = llvm.ptrtoint %6992 : !llvm.ptr to i64
    %6994 = llvm.mlir.constant(1 : index) : i64
    %6995 = llvm.sub %6990, %6994 : i64
    %6996 = llvm.add %6993, %6995 : i64
    %6997 = llvm.urem %6996, %6990 : i64
    %6998 = llvm.sub %6996, %6997 : i64
    %6999 = llvm.inttoptr %6998 : i64 to !llvm.ptr
    %7000 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7001 = llvm.insertvalue %6992, %7000[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7002 = llvm.insertvalue %6999, %7001[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7003 = llvm.mlir.constant(0 : index) : i64
    %7004 = llvm.insertvalue %7003, %7002[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7005 = llvm.insertvalue %6979, %7004[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7006 = llvm.insertvalue %6980, %7005[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7007 = llvm.insertvalue %6981, %7006[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7008 = llvm.insertvalue %6982, %7007[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7009 = llvm.insertvalue %6985, %7008[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7010 = llvm.insertvalue %6984, %7009[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7011 = llvm.insertvalue %6982, %7010[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7012 = llvm.insertvalue %6983, %7011[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb847(%30 : i64)
  ^bb847(%7013: i64):  // 2 preds: ^bb846, ^bb857
    %7014 = llvm.icmp "slt" %7013, %29 : i64
    llvm.cond_br %7014, ^bb848, ^bb858
  ^bb848:  // pred: ^bb847
    llvm.br ^bb849(%30 : i64)
  ^bb849(%7015: i64):  // 2 preds: ^bb848, ^bb856
    %7016 = llvm.icmp "slt" %7015, %17 : i64
    llvm.cond_br %7016, ^bb850, ^bb857
  ^bb850:  // pred: ^bb849
    llvm.br ^bb851(%30 : i64)
  ^bb851(%7017: i64):  // 2 preds: ^bb850, ^bb855
    %7018 = llvm.icmp "slt" %7017, %16 : i64
    llvm.cond_br %7018, ^bb852, ^bb856
  ^bb852:  // pred: ^bb851
    llvm.br ^bb853(%30 : i64)
  ^bb853(%7019: i64):  // 2 preds: ^bb852, ^bb854
    %7020 = llvm.icmp "slt" %7019, %16 : i64
    llvm.cond_br %7020, ^bb854, ^bb855
  ^bb854:  // pred: ^bb853
    %7021 = llvm.extractvalue %6337[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7022 = llvm.mlir.constant(4096 : index) : i64
    %7023 = llvm.mul %7013, %7022 overflow<nsw, nuw> : i64
    %7024 = llvm.mlir.constant(16 : index) : i64
    %7025 = llvm.mul %7015, %7024 overflow<nsw, nuw> : i64
    %7026 = llvm.add %7023, %7025 overflow<nsw, nuw> : i64
    %7027 = llvm.mlir.constant(4 : index) : i64
    %7028 = llvm.mul %7017, %7027 overflow<nsw, nuw> : i64
    %7029 = llvm.add %7026, %7028 overflow<nsw, nuw> : i64
    %7030 = llvm.add %7029, %7019 overflow<nsw, nuw> : i64
    %7031 = llvm.getelementptr inbounds|nuw %7021[%7030] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7032 = llvm.load %7031 : !llvm.ptr -> f32
    %7033 = llvm.extractvalue %7012[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7034 = llvm.mlir.constant(4096 : index) : i64
    %7035 = llvm.mul %7013, %7034 overflow<nsw, nuw> : i64
    %7036 = llvm.mlir.constant(16 : index) : i64
    %7037 = llvm.mul %7015, %7036 overflow<nsw, nuw> : i64
    %7038 = llvm.add %7035, %7037 overflow<nsw, nuw> : i64
    %7039 = llvm.mlir.constant(4 : index) : i64
    %7040 = llvm.mul %7017, %7039 overflow<nsw, nuw> : i64
    %7041 = llvm.add %7038, %7040 overflow<nsw, nuw> : i64
    %7042 = llvm.add %7041, %7019 overflow<nsw, nuw> : i64
    %7043 = llvm.getelementptr inbounds|nuw %7033[%7042] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7032, %7043 : f32, !llvm.ptr
    %7044 = llvm.add %7019, %29 : i64
    llvm.br ^bb853(%7044 : i64)
  ^bb855:  // pred: ^bb853
    %7045 = llvm.add %7017, %29 : i64
    llvm.br ^bb851(%7045 : i64)
  ^bb856:  // pred: ^bb851
    %7046 = llvm.add %7015, %29 : i64
    llvm.br ^bb849(%7046 : i64)
  ^bb857:  // pred: ^bb849
    %7047 = llvm.add %7013, %29 : i64
    llvm.br ^bb847(%7047 : i64)
  ^bb858:  // pred: ^bb847
    llvm.br ^bb859(%30 : i64)
  ^bb859(%7048: i64):  // 2 preds: ^bb858, ^bb878
    %7049 = llvm.icmp "slt" %7048, %29 : i64
    llvm.cond_br %7049, ^bb860, ^bb879
  ^bb860:  // pred: ^bb859
    llvm.br ^bb861(%30 : i64)
  ^bb861(%7050: i64):  // 2 preds: ^bb860, ^bb877
    %7051 = llvm.icmp "slt" %7050, %17 : i64
    llvm.cond_br %7051, ^bb862, ^bb878
  ^bb862:  // pred: ^bb861
    llvm.br ^bb863(%30 : i64)
  ^bb863(%7052: i64):  // 2 preds: ^bb862, ^bb876
    %7053 = llvm.icmp "slt" %7052, %16 : i64
    llvm.cond_br %7053, ^bb864, ^bb877
  ^bb864:  // pred: ^bb863
    llvm.br ^bb865(%30 : i64)
  ^bb865(%7054: i64):  // 2 preds: ^bb864, ^bb875
    %7055 = llvm.icmp "slt" %7054, %16 : i64
    llvm.cond_br %7055, ^bb866, ^bb876
  ^bb866:  // pred: ^bb865
    llvm.br ^bb867(%30 : i64)
  ^bb867(%7056: i64):  // 2 preds: ^bb866, ^bb874
    %7057 = llvm.icmp "slt" %7056, %20 : i64
    llvm.cond_br %7057, ^bb868, ^bb875
  ^bb868:  // pred: ^bb867
    llvm.br ^bb869(%30 : i64)
  ^bb869(%7058: i64):  // 2 preds: ^bb868, ^bb873
    %7059 = llvm.icmp "slt" %7058, %29 : i64
    llvm.cond_br %7059, ^bb870, ^bb874
  ^bb870:  // pred: ^bb869
    llvm.br ^bb871(%30 : i64)
  ^bb871(%7060: i64):  // 2 preds: ^bb870, ^bb872
    %7061 = llvm.icmp "slt" %7060, %29 : i64
    llvm.cond_br %7061, ^bb872, ^bb873
  ^bb872:  // pred: ^bb871
    %7062 = llvm.mul %7052, %13 overflow<nsw> : i64
    %7063 = llvm.add %7062, %7058 : i64
    %7064 = llvm.mul %7054, %13 overflow<nsw> : i64
    %7065 = llvm.add %7064, %7060 : i64
    %7066 = llvm.extractvalue %4381[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7067 = llvm.mlir.constant(8192 : index) : i64
    %7068 = llvm.mul %7048, %7067 overflow<nsw, nuw> : i64
    %7069 = llvm.mlir.constant(64 : index) : i64
    %7070 = llvm.mul %7056, %7069 overflow<nsw, nuw> : i64
    %7071 = llvm.add %7068, %7070 overflow<nsw, nuw> : i64
    %7072 = llvm.mlir.constant(8 : index) : i64
    %7073 = llvm.mul %7063, %7072 overflow<nsw, nuw> : i64
    %7074 = llvm.add %7071, %7073 overflow<nsw, nuw> : i64
    %7075 = llvm.add %7074, %7065 overflow<nsw, nuw> : i64
    %7076 = llvm.getelementptr inbounds|nuw %7066[%7075] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7077 = llvm.load %7076 : !llvm.ptr -> f32
    %7078 = llvm.extractvalue %803[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7079 = llvm.mlir.constant(128 : index) : i64
    %7080 = llvm.mul %7050, %7079 overflow<nsw, nuw> : i64
    %7081 = llvm.add %7080, %7056 overflow<nsw, nuw> : i64
    %7082 = llvm.add %7081, %7058 overflow<nsw, nuw> : i64
    %7083 = llvm.add %7082, %7060 overflow<nsw, nuw> : i64
    %7084 = llvm.getelementptr inbounds|nuw %7078[%7083] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7085 = llvm.load %7084 : !llvm.ptr -> f32
    %7086 = llvm.extractvalue %7012[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7087 = llvm.mlir.constant(4096 : index) : i64
    %7088 = llvm.mul %7048, %7087 overflow<nsw, nuw> : i64
    %7089 = llvm.mlir.constant(16 : index) : i64
    %7090 = llvm.mul %7050, %7089 overflow<nsw, nuw> : i64
    %7091 = llvm.add %7088, %7090 overflow<nsw, nuw> : i64
    %7092 = llvm.mlir.constant(4 : index) : i64
    %7093 = llvm.mul %7052, %7092 overflow<nsw, nuw> : i64
    %7094 = llvm.add %7091, %7093 overflow<nsw, nuw> : i64
    %7095 = llvm.add %7094, %7054 overflow<nsw, nuw> : i64
    %7096 = llvm.getelementptr inbounds|nuw %7086[%7095] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7097 = llvm.load %7096 : !llvm.ptr -> f32
    %7098 = llvm.fmul %7077, %7085 : f32
    %7099 = llvm.fadd %7097, %7098 : f32
    %7100 = llvm.extractvalue %7012[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7101 = llvm.mlir.constant(4096 : index) : i64
    %7102 = llvm.mul %7048, %7101 overflow<nsw, nuw> : i64
    %7103 = llvm.mlir.constant(16 : index) : i64
    %7104 = llvm.mul %7050, %7103 overflow<nsw, nuw> : i64
    %7105 = llvm.add %7102, %7104 overflow<nsw, nuw> : i64
    %7106 = llvm.mlir.constant(4 : index) : i64
    %7107 = llvm.mul %7052, %7106 overflow<nsw, nuw> : i64
    %7108 = llvm.add %7105, %7107 overflow<nsw, nuw> : i64
    %7109 = llvm.add %7108, %7054 overflow<nsw, nuw> : i64
    %7110 = llvm.getelementptr inbounds|nuw %7100[%7109] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7099, %7110 : f32, !llvm.ptr
    %7111 = llvm.add %7060, %29 : i64
    llvm.br ^bb871(%7111 : i64)
  ^bb873:  // pred: ^bb871
    %7112 = llvm.add %7058, %29 : i64
    llvm.br ^bb869(%7112 : i64)
  ^bb874:  // pred: ^bb869
    %7113 = llvm.add %7056, %29 : i64
    llvm.br ^bb867(%7113 : i64)
  ^bb875:  // pred: ^bb867
    %7114 = llvm.add %7054, %29 : i64
    llvm.br ^bb865(%7114 : i64)
  ^bb876:  // pred: ^bb865
    %7115 = llvm.add %7052, %29 : i64
    llvm.br ^bb863(%7115 : i64)
  ^bb877:  // pred: ^bb863
    %7116 = llvm.add %7050, %29 : i64
    llvm.br ^bb861(%7116 : i64)
  ^bb878:  // pred: ^bb861
    %7117 = llvm.add %7048, %29 : i64
    llvm.br ^bb859(%7117 : i64)
  ^bb879:  // pred: ^bb859
    %7118 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7119 = llvm.extractvalue %761[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7120 = llvm.extractvalue %761[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7121 = llvm.insertvalue %7119, %7118[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7122 = llvm.insertvalue %7120, %7121[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7123 = llvm.mlir.constant(0 : index) : i64
    %7124 = llvm.insertvalue %7123, %7122[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7125 = llvm.mlir.constant(256 : index) : i64
    %7126 = llvm.insertvalue %7125, %7124[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7127 = llvm.mlir.constant(1 : index) : i64
    %7128 = llvm.insertvalue %7127, %7126[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7129 = llvm.mlir.constant(1 : index) : i64
    %7130 = llvm.insertvalue %7129, %7128[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7131 = llvm.mlir.constant(1 : index) : i64
    %7132 = llvm.insertvalue %7131, %7130[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7133 = llvm.mlir.constant(1 : index) : i64
    %7134 = llvm.insertvalue %7133, %7132[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7135 = llvm.mlir.constant(1 : index) : i64
    %7136 = llvm.insertvalue %7135, %7134[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7137 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7138 = llvm.extractvalue %777[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7139 = llvm.extractvalue %777[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7140 = llvm.insertvalue %7138, %7137[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7141 = llvm.insertvalue %7139, %7140[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7142 = llvm.mlir.constant(0 : index) : i64
    %7143 = llvm.insertvalue %7142, %7141[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7144 = llvm.mlir.constant(256 : index) : i64
    %7145 = llvm.insertvalue %7144, %7143[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7146 = llvm.mlir.constant(1 : index) : i64
    %7147 = llvm.insertvalue %7146, %7145[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7148 = llvm.mlir.constant(1 : index) : i64
    %7149 = llvm.insertvalue %7148, %7147[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7150 = llvm.mlir.constant(1 : index) : i64
    %7151 = llvm.insertvalue %7150, %7149[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7152 = llvm.mlir.constant(1 : index) : i64
    %7153 = llvm.insertvalue %7152, %7151[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7154 = llvm.mlir.constant(1 : index) : i64
    %7155 = llvm.insertvalue %7154, %7153[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7156 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7157 = llvm.extractvalue %745[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7158 = llvm.extractvalue %745[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7159 = llvm.insertvalue %7157, %7156[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7160 = llvm.insertvalue %7158, %7159[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7161 = llvm.mlir.constant(0 : index) : i64
    %7162 = llvm.insertvalue %7161, %7160[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7163 = llvm.mlir.constant(256 : index) : i64
    %7164 = llvm.insertvalue %7163, %7162[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7165 = llvm.mlir.constant(1 : index) : i64
    %7166 = llvm.insertvalue %7165, %7164[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7167 = llvm.mlir.constant(1 : index) : i64
    %7168 = llvm.insertvalue %7167, %7166[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7169 = llvm.mlir.constant(1 : index) : i64
    %7170 = llvm.insertvalue %7169, %7168[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7171 = llvm.mlir.constant(1 : index) : i64
    %7172 = llvm.insertvalue %7171, %7170[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7173 = llvm.mlir.constant(1 : index) : i64
    %7174 = llvm.insertvalue %7173, %7172[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7175 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7176 = llvm.extractvalue %729[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7177 = llvm.extractvalue %729[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7178 = llvm.insertvalue %7176, %7175[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7179 = llvm.insertvalue %7177, %7178[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7180 = llvm.mlir.constant(0 : index) : i64
    %7181 = llvm.insertvalue %7180, %7179[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7182 = llvm.mlir.constant(256 : index) : i64
    %7183 = llvm.insertvalue %7182, %7181[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7184 = llvm.mlir.constant(1 : index) : i64
    %7185 = llvm.insertvalue %7184, %7183[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7186 = llvm.mlir.constant(1 : index) : i64
    %7187 = llvm.insertvalue %7186, %7185[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7188 = llvm.mlir.constant(1 : index) : i64
    %7189 = llvm.insertvalue %7188, %7187[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7190 = llvm.mlir.constant(1 : index) : i64
    %7191 = llvm.insertvalue %7190, %7189[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7192 = llvm.mlir.constant(1 : index) : i64
    %7193 = llvm.insertvalue %7192, %7191[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7194 = llvm.mlir.constant(1 : index) : i64
    %7195 = llvm.mlir.constant(256 : index) : i64
    %7196 = llvm.mlir.constant(4 : index) : i64
    %7197 = llvm.mlir.constant(4 : index) : i64
    %7198 = llvm.mlir.constant(1 : index) : i64
    %7199 = llvm.mlir.constant(16 : index) : i64
    %7200 = llvm.mlir.constant(4096 : index) : i64
    %7201 = llvm.mlir.constant(4096 : index) : i64
    %7202 = llvm.mlir.zero : !llvm.ptr
    %7203 = llvm.getelementptr %7202[%7201] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7204 = llvm.ptrtoint %7203 : !llvm.ptr to i64
    %7205 = llvm.mlir.constant(64 : index) : i64
    %7206 = llvm.add %7204, %7205 : i64
    %7207 = llvm.call @malloc(%7206) : (i64) -> !llvm.ptr
    %7208 = llvm.ptrtoint %7207 : !llvm.ptr to i64
    %7209 = llvm.mlir.constant(1 : index) : i64
    %7210 = llvm.sub %7205, %7209 : i64
    %7211 = llvm.add %7208, %7210 : i64
    %7212 = llvm.urem %7211, %7205 : i64
    %7213 = llvm.sub %7211, %7212 : i64
    %7214 = llvm.inttoptr %7213 : i64 to !llvm.ptr
    %7215 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7216 = llvm.insertvalue %7207, %7215[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7217 = llvm.insertvalue %7214, %7216[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7218 = llvm.mlir.constant(0 : index) : i64
    %7219 = llvm.insertvalue %7218, %7217[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7220 = llvm.insertvalue %7194, %7219[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7221 = llvm.insertvalue %7195, %7220[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7222 = llvm.insertvalue %7196, %7221[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7223 = llvm.insertvalue %7197, %7222[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7224 = llvm.insertvalue %7200, %7223[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7225 = llvm.insertvalue %7199, %7224[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7226 = llvm.insertvalue %7197, %7225[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7227 = llvm.insertvalue %7198, %7226[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb880(%30 : i64)
  ^bb880(%7228: i64):  // 2 preds: ^bb879, ^bb890
    %7229 = llvm.icmp "slt" %7228, %29 : i64
    llvm.cond_br %7229, ^bb881, ^bb891
  ^bb881:  // pred: ^bb880
    llvm.br ^bb882(%30 : i64)
  ^bb882(%7230: i64):  // 2 preds: ^bb881, ^bb889
    %7231 = llvm.icmp "slt" %7230, %17 : i64
    llvm.cond_br %7231, ^bb883, ^bb890
  ^bb883:  // pred: ^bb882
    llvm.br ^bb884(%30 : i64)
  ^bb884(%7232: i64):  // 2 preds: ^bb883, ^bb888
    %7233 = llvm.icmp "slt" %7232, %16 : i64
    llvm.cond_br %7233, ^bb885, ^bb889
  ^bb885:  // pred: ^bb884
    llvm.br ^bb886(%30 : i64)
  ^bb886(%7234: i64):  // 2 preds: ^bb885, ^bb887
    %7235 = llvm.icmp "slt" %7234, %16 : i64
    llvm.cond_br %7235, ^bb887, ^bb888
  ^bb887:  // pred: ^bb886
    %7236 = llvm.extractvalue %6795[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7237 = llvm.mlir.constant(4096 : index) : i64
    %7238 = llvm.mul %7228, %7237 overflow<nsw, nuw> : i64
    %7239 = llvm.mlir.constant(16 : index) : i64
    %7240 = llvm.mul %7230, %7239 overflow<nsw, nuw> : i64
    %7241 = llvm.add %7238, %7240 overflow<nsw, nuw> : i64
    %7242 = llvm.mlir.constant(4 : index) : i64
    %7243 = llvm.mul %7232, %7242 overflow<nsw, nuw> : i64
    %7244 = llvm.add %7241, %7243 overflow<nsw, nuw> : i64
    %7245 = llvm.add %7244, %7234 overflow<nsw, nuw> : i64
    %7246 = llvm.getelementptr inbounds|nuw %7236[%7245] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7247 = llvm.load %7246 : !llvm.ptr -> f32
    %7248 = llvm.extractvalue %6940[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7249 = llvm.add %7230, %30 overflow<nsw, nuw> : i64
    %7250 = llvm.add %7249, %30 overflow<nsw, nuw> : i64
    %7251 = llvm.getelementptr inbounds|nuw %7248[%7250] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7252 = llvm.load %7251 : !llvm.ptr -> f32
    %7253 = llvm.extractvalue %6921[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7254 = llvm.add %7230, %30 overflow<nsw, nuw> : i64
    %7255 = llvm.add %7254, %30 overflow<nsw, nuw> : i64
    %7256 = llvm.getelementptr inbounds|nuw %7253[%7255] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7257 = llvm.load %7256 : !llvm.ptr -> f32
    %7258 = llvm.extractvalue %6959[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7259 = llvm.add %7230, %30 overflow<nsw, nuw> : i64
    %7260 = llvm.add %7259, %30 overflow<nsw, nuw> : i64
    %7261 = llvm.getelementptr inbounds|nuw %7258[%7260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7262 = llvm.load %7261 : !llvm.ptr -> f32
    %7263 = llvm.extractvalue %6978[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7264 = llvm.add %7230, %30 overflow<nsw, nuw> : i64
    %7265 = llvm.add %7264, %30 overflow<nsw, nuw> : i64
    %7266 = llvm.getelementptr inbounds|nuw %7263[%7265] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7267 = llvm.load %7266 : !llvm.ptr -> f32
    %7268 = llvm.extractvalue %7012[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7269 = llvm.mlir.constant(4096 : index) : i64
    %7270 = llvm.mul %7228, %7269 overflow<nsw, nuw> : i64
    %7271 = llvm.mlir.constant(16 : index) : i64
    %7272 = llvm.mul %7230, %7271 overflow<nsw, nuw> : i64
    %7273 = llvm.add %7270, %7272 overflow<nsw, nuw> : i64
    %7274 = llvm.mlir.constant(4 : index) : i64
    %7275 = llvm.mul %7232, %7274 overflow<nsw, nuw> : i64
    %7276 = llvm.add %7273, %7275 overflow<nsw, nuw> : i64
    %7277 = llvm.add %7276, %7234 overflow<nsw, nuw> : i64
    %7278 = llvm.getelementptr inbounds|nuw %7268[%7277] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7279 = llvm.load %7278 : !llvm.ptr -> f32
    %7280 = llvm.extractvalue %7155[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7281 = llvm.add %7230, %30 overflow<nsw, nuw> : i64
    %7282 = llvm.add %7281, %30 overflow<nsw, nuw> : i64
    %7283 = llvm.getelementptr inbounds|nuw %7280[%7282] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7284 = llvm.load %7283 : !llvm.ptr -> f32
    %7285 = llvm.extractvalue %7136[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7286 = llvm.add %7230, %30 overflow<nsw, nuw> : i64
    %7287 = llvm.add %7286, %30 overflow<nsw, nuw> : i64
    %7288 = llvm.getelementptr inbounds|nuw %7285[%7287] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7289 = llvm.load %7288 : !llvm.ptr -> f32
    %7290 = llvm.extractvalue %7174[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7291 = llvm.add %7230, %30 overflow<nsw, nuw> : i64
    %7292 = llvm.add %7291, %30 overflow<nsw, nuw> : i64
    %7293 = llvm.getelementptr inbounds|nuw %7290[%7292] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7294 = llvm.load %7293 : !llvm.ptr -> f32
    %7295 = llvm.extractvalue %7193[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7296 = llvm.add %7230, %30 overflow<nsw, nuw> : i64
    %7297 = llvm.add %7296, %30 overflow<nsw, nuw> : i64
    %7298 = llvm.getelementptr inbounds|nuw %7295[%7297] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7299 = llvm.load %7298 : !llvm.ptr -> f32
    %7300 = llvm.fptrunc %32 : f64 to f32
    %7301 = llvm.fadd %7289, %7300 : f32
    %7302 = llvm.intr.sqrt(%7301) : (f32) -> f32
    %7303 = llvm.fdiv %34, %7302 : f32
    %7304 = llvm.fsub %7279, %7284 : f32
    %7305 = llvm.fmul %7304, %7303 : f32
    %7306 = llvm.fmul %7305, %7294 : f32
    %7307 = llvm.fadd %7306, %7299 : f32
    %7308 = llvm.fadd %7257, %7300 : f32
    %7309 = llvm.intr.sqrt(%7308) : (f32) -> f32
    %7310 = llvm.fdiv %34, %7309 : f32
    %7311 = llvm.fsub %7247, %7252 : f32
    %7312 = llvm.fmul %7311, %7310 : f32
    %7313 = llvm.fmul %7312, %7262 : f32
    %7314 = llvm.fadd %7313, %7267 : f32
    %7315 = llvm.fadd %7314, %7307 : f32
    %7316 = llvm.fcmp "ugt" %7315, %33 : f32
    %7317 = llvm.select %7316, %7315, %33 : i1, f32
    %7318 = llvm.extractvalue %7227[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7319 = llvm.mlir.constant(4096 : index) : i64
    %7320 = llvm.mul %7228, %7319 overflow<nsw, nuw> : i64
    %7321 = llvm.mlir.constant(16 : index) : i64
    %7322 = llvm.mul %7230, %7321 overflow<nsw, nuw> : i64
    %7323 = llvm.add %7320, %7322 overflow<nsw, nuw> : i64
    %7324 = llvm.mlir.constant(4 : index) : i64
    %7325 = llvm.mul %7232, %7324 overflow<nsw, nuw> : i64
    %7326 = llvm.add %7323, %7325 overflow<nsw, nuw> : i64
    %7327 = llvm.add %7326, %7234 overflow<nsw, nuw> : i64
    %7328 = llvm.getelementptr inbounds|nuw %7318[%7327] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7317, %7328 : f32, !llvm.ptr
    %7329 = llvm.add %7234, %29 : i64
    llvm.br ^bb886(%7329 : i64)
  ^bb888:  // pred: ^bb886
    %7330 = llvm.add %7232, %29 : i64
    llvm.br ^bb884(%7330 : i64)
  ^bb889:  // pred: ^bb884
    %7331 = llvm.add %7230, %29 : i64
    llvm.br ^bb882(%7331 : i64)
  ^bb890:  // pred: ^bb882
    %7332 = llvm.add %7228, %29 : i64
    llvm.br ^bb880(%7332 : i64)
  ^bb891:  // pred: ^bb880
    %7333 = llvm.mlir.constant(1 : index) : i64
    %7334 = llvm.mlir.constant(256 : index) : i64
    %7335 = llvm.mlir.constant(6 : index) : i64
    %7336 = llvm.mlir.constant(6 : index) : i64
    %7337 = llvm.mlir.constant(1 : index) : i64
    %7338 = llvm.mlir.constant(36 : index) : i64
    %7339 = llvm.mlir.constant(9216 : index) : i64
    %7340 = llvm.mlir.constant(9216 : index) : i64
    %7341 = llvm.mlir.zero : !llvm.ptr
    %7342 = llvm.getelementptr %7341[%7340] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7343 = llvm.ptrtoint %7342 : !llvm.ptr to i64
    %7344 = llvm.mlir.constant(64 : index) : i64
    %7345 = llvm.add %7343, %7344 : i64
    %7346 = llvm.call @malloc(%7345) : (i64) -> !llvm.ptr
    %7347 = llvm.ptrtoint %7346 : !llvm.ptr to i64
    %7348 = llvm.mlir.constant(1 : index) : i64
    %7349 = llvm.sub %7344, %7348 : i64
    %7350 = llvm.add %7347, %7349 : i64
    %7351 = llvm.urem %7350, %7344 : i64
    %7352 = llvm.sub %7350, %7351 : i64
    %7353 = llvm.inttoptr %7352 : i64 to !llvm.ptr
    %7354 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7355 = llvm.insertvalue %7346, %7354[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7356 = llvm.insertvalue %7353, %7355[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7357 = llvm.mlir.constant(0 : index) : i64
    %7358 = llvm.insertvalue %7357, %7356[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7359 = llvm.insertvalue %7333, %7358[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7360 = llvm.insertvalue %7334, %7359[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7361 = llvm.insertvalue %7335, %7360[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7362 = llvm.insertvalue %7336, %7361[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7363 = llvm.insertvalue %7339, %7362[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7364 = llvm.insertvalue %7338, %7363[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7365 = llvm.insertvalue %7336, %7364[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7366 = llvm.insertvalue %7337, %7365[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb892(%30 : i64)
  ^bb892(%7367: i64):  // 2 preds: ^bb891, ^bb902
    %7368 = llvm.icmp "slt" %7367, %29 : i64
    llvm.cond_br %7368, ^bb893, ^bb903
  ^bb893:  // pred: ^bb892
    llvm.br ^bb894(%30 : i64)
  ^bb894(%7369: i64):  // 2 preds: ^bb893, ^bb901
    %7370 = llvm.icmp "slt" %7369, %17 : i64
    llvm.cond_br %7370, ^bb895, ^bb902
  ^bb895:  // pred: ^bb894
    llvm.br ^bb896(%30 : i64)
  ^bb896(%7371: i64):  // 2 preds: ^bb895, ^bb900
    %7372 = llvm.icmp "slt" %7371, %15 : i64
    llvm.cond_br %7372, ^bb897, ^bb901
  ^bb897:  // pred: ^bb896
    llvm.br ^bb898(%30 : i64)
  ^bb898(%7373: i64):  // 2 preds: ^bb897, ^bb899
    %7374 = llvm.icmp "slt" %7373, %15 : i64
    llvm.cond_br %7374, ^bb899, ^bb900
  ^bb899:  // pred: ^bb898
    %7375 = llvm.extractvalue %7366[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7376 = llvm.mlir.constant(9216 : index) : i64
    %7377 = llvm.mul %7367, %7376 overflow<nsw, nuw> : i64
    %7378 = llvm.mlir.constant(36 : index) : i64
    %7379 = llvm.mul %7369, %7378 overflow<nsw, nuw> : i64
    %7380 = llvm.add %7377, %7379 overflow<nsw, nuw> : i64
    %7381 = llvm.mlir.constant(6 : index) : i64
    %7382 = llvm.mul %7371, %7381 overflow<nsw, nuw> : i64
    %7383 = llvm.add %7380, %7382 overflow<nsw, nuw> : i64
    %7384 = llvm.add %7383, %7373 overflow<nsw, nuw> : i64
    %7385 = llvm.getelementptr inbounds|nuw %7375[%7384] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %7385 : f32, !llvm.ptr
    %7386 = llvm.add %7373, %29 : i64
    llvm.br ^bb898(%7386 : i64)
  ^bb900:  // pred: ^bb898
    %7387 = llvm.add %7371, %29 : i64
    llvm.br ^bb896(%7387 : i64)
  ^bb901:  // pred: ^bb896
    %7388 = llvm.add %7369, %29 : i64
    llvm.br ^bb894(%7388 : i64)
  ^bb902:  // pred: ^bb894
    %7389 = llvm.add %7367, %29 : i64
    llvm.br ^bb892(%7389 : i64)
  ^bb903:  // pred: ^bb892
    %7390 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7391 = llvm.extractvalue %7366[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7392 = llvm.extractvalue %7366[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7393 = llvm.insertvalue %7391, %7390[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7394 = llvm.insertvalue %7392, %7393[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7395 = llvm.mlir.constant(7 : index) : i64
    %7396 = llvm.insertvalue %7395, %7394[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7397 = llvm.mlir.constant(1 : index) : i64
    %7398 = llvm.insertvalue %7397, %7396[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7399 = llvm.mlir.constant(9216 : index) : i64
    %7400 = llvm.insertvalue %7399, %7398[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7401 = llvm.mlir.constant(256 : index) : i64
    %7402 = llvm.insertvalue %7401, %7400[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7403 = llvm.mlir.constant(36 : index) : i64
    %7404 = llvm.insertvalue %7403, %7402[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7405 = llvm.mlir.constant(4 : index) : i64
    %7406 = llvm.insertvalue %7405, %7404[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7407 = llvm.mlir.constant(6 : index) : i64
    %7408 = llvm.insertvalue %7407, %7406[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7409 = llvm.mlir.constant(4 : index) : i64
    %7410 = llvm.insertvalue %7409, %7408[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7411 = llvm.mlir.constant(1 : index) : i64
    %7412 = llvm.insertvalue %7411, %7410[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb904(%30 : i64)
  ^bb904(%7413: i64):  // 2 preds: ^bb903, ^bb914
    %7414 = llvm.icmp "slt" %7413, %29 : i64
    llvm.cond_br %7414, ^bb905, ^bb915
  ^bb905:  // pred: ^bb904
    llvm.br ^bb906(%30 : i64)
  ^bb906(%7415: i64):  // 2 preds: ^bb905, ^bb913
    %7416 = llvm.icmp "slt" %7415, %17 : i64
    llvm.cond_br %7416, ^bb907, ^bb914
  ^bb907:  // pred: ^bb906
    llvm.br ^bb908(%30 : i64)
  ^bb908(%7417: i64):  // 2 preds: ^bb907, ^bb912
    %7418 = llvm.icmp "slt" %7417, %16 : i64
    llvm.cond_br %7418, ^bb909, ^bb913
  ^bb909:  // pred: ^bb908
    llvm.br ^bb910(%30 : i64)
  ^bb910(%7419: i64):  // 2 preds: ^bb909, ^bb911
    %7420 = llvm.icmp "slt" %7419, %16 : i64
    llvm.cond_br %7420, ^bb911, ^bb912
  ^bb911:  // pred: ^bb910
    %7421 = llvm.extractvalue %7227[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7422 = llvm.mlir.constant(4096 : index) : i64
    %7423 = llvm.mul %7413, %7422 overflow<nsw, nuw> : i64
    %7424 = llvm.mlir.constant(16 : index) : i64
    %7425 = llvm.mul %7415, %7424 overflow<nsw, nuw> : i64
    %7426 = llvm.add %7423, %7425 overflow<nsw, nuw> : i64
    %7427 = llvm.mlir.constant(4 : index) : i64
    %7428 = llvm.mul %7417, %7427 overflow<nsw, nuw> : i64
    %7429 = llvm.add %7426, %7428 overflow<nsw, nuw> : i64
    %7430 = llvm.add %7429, %7419 overflow<nsw, nuw> : i64
    %7431 = llvm.getelementptr inbounds|nuw %7421[%7430] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7432 = llvm.load %7431 : !llvm.ptr -> f32
    %7433 = llvm.extractvalue %7412[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7434 = llvm.mlir.constant(7 : index) : i64
    %7435 = llvm.getelementptr %7433[%7434] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7436 = llvm.mlir.constant(9216 : index) : i64
    %7437 = llvm.mul %7413, %7436 overflow<nsw, nuw> : i64
    %7438 = llvm.mlir.constant(36 : index) : i64
    %7439 = llvm.mul %7415, %7438 overflow<nsw, nuw> : i64
    %7440 = llvm.add %7437, %7439 overflow<nsw, nuw> : i64
    %7441 = llvm.mlir.constant(6 : index) : i64
    %7442 = llvm.mul %7417, %7441 overflow<nsw, nuw> : i64
    %7443 = llvm.add %7440, %7442 overflow<nsw, nuw> : i64
    %7444 = llvm.add %7443, %7419 overflow<nsw, nuw> : i64
    %7445 = llvm.getelementptr inbounds|nuw %7435[%7444] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7432, %7445 : f32, !llvm.ptr
    %7446 = llvm.add %7419, %29 : i64
    llvm.br ^bb910(%7446 : i64)
  ^bb912:  // pred: ^bb910
    %7447 = llvm.add %7417, %29 : i64
    llvm.br ^bb908(%7447 : i64)
  ^bb913:  // pred: ^bb908
    %7448 = llvm.add %7415, %29 : i64
    llvm.br ^bb906(%7448 : i64)
  ^bb914:  // pred: ^bb906
    %7449 = llvm.add %7413, %29 : i64
    llvm.br ^bb904(%7449 : i64)
  ^bb915:  // pred: ^bb904
    %7450 = llvm.mlir.constant(1 : index) : i64
    %7451 = llvm.mlir.constant(256 : index) : i64
    %7452 = llvm.mlir.constant(4 : index) : i64
    %7453 = llvm.mlir.constant(4 : index) : i64
    %7454 = llvm.mlir.constant(1 : index) : i64
    %7455 = llvm.mlir.constant(16 : index) : i64
    %7456 = llvm.mlir.constant(4096 : index) : i64
    %7457 = llvm.mlir.constant(4096 : index) : i64
    %7458 = llvm.mlir.zero : !llvm.ptr
    %7459 = llvm.getelementptr %7458[%7457] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7460 = llvm.ptrtoint %7459 : !llvm.ptr to i64
    %7461 = llvm.mlir.constant(64 : index) : i64
    %7462 = llvm.add %7460, %7461 : i64
    %7463 = llvm.call @malloc(%7462) : (i64) -> !llvm.ptr
    %7464 = llvm.ptrtoint %7463 : !llvm.ptr to i64
    %7465 = llvm.mlir.constant(1 : index) : i64
    %7466 = llvm.sub %7461, %7465 : i64
    %7467 = llvm.add %7464, %7466 : i64
    %7468 = llvm.urem %7467, %7461 : i64
    %7469 = llvm.sub %7467, %7468 : i64
    %7470 = llvm.inttoptr %7469 : i64 to !llvm.ptr
    %7471 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7472 = llvm.insertvalue %7463, %7471[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7473 = llvm.insertvalue %7470, %7472[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7474 = llvm.mlir.constant(0 : index) : i64
    %7475 = llvm.insertvalue %7474, %7473[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7476 = llvm.insertvalue %7450, %7475[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7477 = llvm.insertvalue %7451, %7476[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7478 = llvm.insertvalue %7452, %7477[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7479 = llvm.insertvalue %7453, %7478[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7480 = llvm.insertvalue %7456, %7479[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7481 = llvm.insertvalue %7455, %7480[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7482 = llvm.insertvalue %7453, %7481[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7483 = llvm.insertvalue %7454, %7482[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb916(%30 : i64)
  ^bb916(%7484: i64):  // 2 preds: ^bb915, ^bb926
    %7485 = llvm.icmp "slt" %7484, %29 : i64
    llvm.cond_br %7485, ^bb917, ^bb927
  ^bb917:  // pred: ^bb916
    llvm.br ^bb918(%30 : i64)
  ^bb918(%7486: i64):  // 2 preds: ^bb917, ^bb925
    %7487 = llvm.icmp "slt" %7486, %17 : i64
    llvm.cond_br %7487, ^bb919, ^bb926
  ^bb919:  // pred: ^bb918
    llvm.br ^bb920(%30 : i64)
  ^bb920(%7488: i64):  // 2 preds: ^bb919, ^bb924
    %7489 = llvm.icmp "slt" %7488, %16 : i64
    llvm.cond_br %7489, ^bb921, ^bb925
  ^bb921:  // pred: ^bb920
    llvm.br ^bb922(%30 : i64)
  ^bb922(%7490: i64):  // 2 preds: ^bb921, ^bb923
    %7491 = llvm.icmp "slt" %7490, %16 : i64
    llvm.cond_br %7491, ^bb923, ^bb924
  ^bb923:  // pred: ^bb922
    %7492 = llvm.extractvalue %6337[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7493 = llvm.mlir.constant(4096 : index) : i64
    %7494 = llvm.mul %7484, %7493 overflow<nsw, nuw> : i64
    %7495 = llvm.mlir.constant(16 : index) : i64
    %7496 = llvm.mul %7486, %7495 overflow<nsw, nuw> : i64
    %7497 = llvm.add %7494, %7496 overflow<nsw, nuw> : i64
    %7498 = llvm.mlir.constant(4 : index) : i64
    %7499 = llvm.mul %7488, %7498 overflow<nsw, nuw> : i64
    %7500 = llvm.add %7497, %7499 overflow<nsw, nuw> : i64
    %7501 = llvm.add %7500, %7490 overflow<nsw, nuw> : i64
    %7502 = llvm.getelementptr inbounds|nuw %7492[%7501] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7503 = llvm.load %7502 : !llvm.ptr -> f32
    %7504 = llvm.extractvalue %7483[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7505 = llvm.mlir.constant(4096 : index) : i64
    %7506 = llvm.mul %7484, %7505 overflow<nsw, nuw> : i64
    %7507 = llvm.mlir.constant(16 : index) : i64
    %7508 = llvm.mul %7486, %7507 overflow<nsw, nuw> : i64
    %7509 = llvm.add %7506, %7508 overflow<nsw, nuw> : i64
    %7510 = llvm.mlir.constant(4 : index) : i64
    %7511 = llvm.mul %7488, %7510 overflow<nsw, nuw> : i64
    %7512 = llvm.add %7509, %7511 overflow<nsw, nuw> : i64
    %7513 = llvm.add %7512, %7490 overflow<nsw, nuw> : i64
    %7514 = llvm.getelementptr inbounds|nuw %7504[%7513] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7503, %7514 : f32, !llvm.ptr
    %7515 = llvm.add %7490, %29 : i64
    llvm.br ^bb922(%7515 : i64)
  ^bb924:  // pred: ^bb922
    %7516 = llvm.add %7488, %29 : i64
    llvm.br ^bb920(%7516 : i64)
  ^bb925:  // pred: ^bb920
    %7517 = llvm.add %7486, %29 : i64
    llvm.br ^bb918(%7517 : i64)
  ^bb926:  // pred: ^bb918
    %7518 = llvm.add %7484, %29 : i64
    llvm.br ^bb916(%7518 : i64)
  ^bb927:  // pred: ^bb916
    llvm.br ^bb928(%30 : i64)
  ^bb928(%7519: i64):  // 2 preds: ^bb927, ^bb947
    %7520 = llvm.icmp "slt" %7519, %29 : i64
    llvm.cond_br %7520, ^bb929, ^bb948
  ^bb929:  // pred: ^bb928
    llvm.br ^bb930(%30 : i64)
  ^bb930(%7521: i64):  // 2 preds: ^bb929, ^bb946
    %7522 = llvm.icmp "slt" %7521, %17 : i64
    llvm.cond_br %7522, ^bb931, ^bb947
  ^bb931:  // pred: ^bb930
    llvm.br ^bb932(%30 : i64)
  ^bb932(%7523: i64):  // 2 preds: ^bb931, ^bb945
    %7524 = llvm.icmp "slt" %7523, %16 : i64
    llvm.cond_br %7524, ^bb933, ^bb946
  ^bb933:  // pred: ^bb932
    llvm.br ^bb934(%30 : i64)
  ^bb934(%7525: i64):  // 2 preds: ^bb933, ^bb944
    %7526 = llvm.icmp "slt" %7525, %16 : i64
    llvm.cond_br %7526, ^bb935, ^bb945
  ^bb935:  // pred: ^bb934
    llvm.br ^bb936(%30 : i64)
  ^bb936(%7527: i64):  // 2 preds: ^bb935, ^bb943
    %7528 = llvm.icmp "slt" %7527, %17 : i64
    llvm.cond_br %7528, ^bb937, ^bb944
  ^bb937:  // pred: ^bb936
    llvm.br ^bb938(%30 : i64)
  ^bb938(%7529: i64):  // 2 preds: ^bb937, ^bb942
    %7530 = llvm.icmp "slt" %7529, %28 : i64
    llvm.cond_br %7530, ^bb939, ^bb943
  ^bb939:  // pred: ^bb938
    llvm.br ^bb940(%30 : i64)
  ^bb940(%7531: i64):  // 2 preds: ^bb939, ^bb941
    %7532 = llvm.icmp "slt" %7531, %28 : i64
    llvm.cond_br %7532, ^bb941, ^bb942
  ^bb941:  // pred: ^bb940
    %7533 = llvm.add %7523, %7529 : i64
    %7534 = llvm.add %7525, %7531 : i64
    %7535 = llvm.extractvalue %7366[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7536 = llvm.mlir.constant(9216 : index) : i64
    %7537 = llvm.mul %7519, %7536 overflow<nsw, nuw> : i64
    %7538 = llvm.mlir.constant(36 : index) : i64
    %7539 = llvm.mul %7527, %7538 overflow<nsw, nuw> : i64
    %7540 = llvm.add %7537, %7539 overflow<nsw, nuw> : i64
    %7541 = llvm.mlir.constant(6 : index) : i64
    %7542 = llvm.mul %7533, %7541 overflow<nsw, nuw> : i64
    %7543 = llvm.add %7540, %7542 overflow<nsw, nuw> : i64
    %7544 = llvm.add %7543, %7534 overflow<nsw, nuw> : i64
    %7545 = llvm.getelementptr inbounds|nuw %7535[%7544] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7546 = llvm.load %7545 : !llvm.ptr -> f32
    %7547 = llvm.extractvalue %713[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7548 = llvm.mlir.constant(2304 : index) : i64
    %7549 = llvm.mul %7521, %7548 overflow<nsw, nuw> : i64
    %7550 = llvm.mlir.constant(9 : index) : i64
    %7551 = llvm.mul %7527, %7550 overflow<nsw, nuw> : i64
    %7552 = llvm.add %7549, %7551 overflow<nsw, nuw> : i64
    %7553 = llvm.mlir.constant(3 : index) : i64
    %7554 = llvm.mul %7529, %7553 overflow<nsw, nuw> : i64
    %7555 = llvm.add %7552, %7554 overflow<nsw, nuw> : i64
    %7556 = llvm.add %7555, %7531 overflow<nsw, nuw> : i64
    %7557 = llvm.getelementptr inbounds|nuw %7547[%7556] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7558 = llvm.load %7557 : !llvm.ptr -> f32
    %7559 = llvm.extractvalue %7483[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7560 = llvm.mlir.constant(4096 : index) : i64
    %7561 = llvm.mul %7519, %7560 overflow<nsw, nuw> : i64
    %7562 = llvm.mlir.constant(16 : index) : i64
    %7563 = llvm.mul %7521, %7562 overflow<nsw, nuw> : i64
    %7564 = llvm.add %7561, %7563 overflow<nsw, nuw> : i64
    %7565 = llvm.mlir.constant(4 : index) : i64
    %7566 = llvm.mul %7523, %7565 overflow<nsw, nuw> : i64
    %7567 = llvm.add %7564, %7566 overflow<nsw, nuw> : i64
    %7568 = llvm.add %7567, %7525 overflow<nsw, nuw> : i64
    %7569 = llvm.getelementptr inbounds|nuw %7559[%7568] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7570 = llvm.load %7569 : !llvm.ptr -> f32
    %7571 = llvm.fmul %7546, %7558 : f32
    %7572 = llvm.fadd %7570, %7571 : f32
    %7573 = llvm.extractvalue %7483[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7574 = llvm.mlir.constant(4096 : index) : i64
    %7575 = llvm.mul %7519, %7574 overflow<nsw, nuw> : i64
    %7576 = llvm.mlir.constant(16 : index) : i64
    %7577 = llvm.mul %7521, %7576 overflow<nsw, nuw> : i64
    %7578 = llvm.add %7575, %7577 overflow<nsw, nuw> : i64
    %7579 = llvm.mlir.constant(4 : index) : i64
    %7580 = llvm.mul %7523, %7579 overflow<nsw, nuw> : i64
    %7581 = llvm.add %7578, %7580 overflow<nsw, nuw> : i64
    %7582 = llvm.add %7581, %7525 overflow<nsw, nuw> : i64
    %7583 = llvm.getelementptr inbounds|nuw %7573[%7582] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7572, %7583 : f32, !llvm.ptr
    %7584 = llvm.add %7531, %29 : i64
    llvm.br ^bb940(%7584 : i64)
  ^bb942:  // pred: ^bb940
    %7585 = llvm.add %7529, %29 : i64
    llvm.br ^bb938(%7585 : i64)
  ^bb943:  // pred: ^bb938
    %7586 = llvm.add %7527, %29 : i64
    llvm.br ^bb936(%7586 : i64)
  ^bb944:  // pred: ^bb936
    %7587 = llvm.add %7525, %29 : i64
    llvm.br ^bb934(%7587 : i64)
  ^bb945:  // pred: ^bb934
    %7588 = llvm.add %7523, %29 : i64
    llvm.br ^bb932(%7588 : i64)
  ^bb946:  // pred: ^bb932
    %7589 = llvm.add %7521, %29 : i64
    llvm.br ^bb930(%7589 : i64)
  ^bb947:  // pred: ^bb930
    %7590 = llvm.add %7519, %29 : i64
    llvm.br ^bb928(%7590 : i64)
  ^bb948:  // pred: ^bb928
    %7591 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7592 = llvm.extractvalue %669[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7593 = llvm.extractvalue %669[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7594 = llvm.insertvalue %7592, %7591[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7595 = llvm.insertvalue %7593, %7594[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7596 = llvm.mlir.constant(0 : index) : i64
    %7597 = llvm.insertvalue %7596, %7595[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7598 = llvm.mlir.constant(256 : index) : i64
    %7599 = llvm.insertvalue %7598, %7597[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7600 = llvm.mlir.constant(1 : index) : i64
    %7601 = llvm.insertvalue %7600, %7599[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7602 = llvm.mlir.constant(1 : index) : i64
    %7603 = llvm.insertvalue %7602, %7601[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7604 = llvm.mlir.constant(1 : index) : i64
    %7605 = llvm.insertvalue %7604, %7603[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7606 = llvm.mlir.constant(1 : index) : i64
    %7607 = llvm.insertvalue %7606, %7605[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7608 = llvm.mlir.constant(1 : index) : i64
    %7609 = llvm.insertvalue %7608, %7607[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7610 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7611 = llvm.extractvalue %685[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7612 = llvm.extractvalue %685[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7613 = llvm.insertvalue %7611, %7610[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7614 = llvm.insertvalue %7612, %7613[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7615 = llvm.mlir.constant(0 : index) : i64
    %7616 = llvm.insertvalue %7615, %7614[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7617 = llvm.mlir.constant(256 : index) : i64
    %7618 = llvm.insertvalue %7617, %7616[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7619 = llvm.mlir.constant(1 : index) : i64
    %7620 = llvm.insertvalue %7619, %7618[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7621 = llvm.mlir.constant(1 : index) : i64
    %7622 = llvm.insertvalue %7621, %7620[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7623 = llvm.mlir.constant(1 : index) : i64
    %7624 = llvm.insertvalue %7623, %7622[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7625 = llvm.mlir.constant(1 : index) : i64
    %7626 = llvm.insertvalue %7625, %7624[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7627 = llvm.mlir.constant(1 : index) : i64
    %7628 = llvm.insertvalue %7627, %7626[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7629 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7630 = llvm.extractvalue %653[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7631 = llvm.extractvalue %653[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7632 = llvm.insertvalue %7630, %7629[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7633 = llvm.insertvalue %7631, %7632[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7634 = llvm.mlir.constant(0 : index) : i64
    %7635 = llvm.insertvalue %7634, %7633[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7636 = llvm.mlir.constant(256 : index) : i64
    %7637 = llvm.insertvalue %7636, %7635[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7638 = llvm.mlir.constant(1 : index) : i64
    %7639 = llvm.insertvalue %7638, %7637[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7640 = llvm.mlir.constant(1 : index) : i64
    %7641 = llvm.insertvalue %7640, %7639[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7642 = llvm.mlir.constant(1 : index) : i64
    %7643 = llvm.insertvalue %7642, %7641[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7644 = llvm.mlir.constant(1 : index) : i64
    %7645 = llvm.insertvalue %7644, %7643[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7646 = llvm.mlir.constant(1 : index) : i64
    %7647 = llvm.insertvalue %7646, %7645[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7648 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7649 = llvm.extractvalue %637[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7650 = llvm.extractvalue %637[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7651 = llvm.insertvalue %7649, %7648[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7652 = llvm.insertvalue %7650, %7651[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7653 = llvm.mlir.constant(0 : index) : i64
    %7654 = llvm.insertvalue %7653, %7652[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7655 = llvm.mlir.constant(256 : index) : i64
    %7656 = llvm.insertvalue %7655, %7654[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7657 = llvm.mlir.constant(1 : index) : i64
    %7658 = llvm.insertvalue %7657, %7656[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7659 = llvm.mlir.constant(1 : index) : i64
    %7660 = llvm.insertvalue %7659, %7658[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7661 = llvm.mlir.constant(1 : index) : i64
    %7662 = llvm.insertvalue %7661, %7660[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7663 = llvm.mlir.constant(1 : index) : i64
    %7664 = llvm.insertvalue %7663, %7662[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7665 = llvm.mlir.constant(1 : index) : i64
    %7666 = llvm.insertvalue %7665, %7664[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb949(%30 : i64)
  ^bb949(%7667: i64):  // 2 preds: ^bb948, ^bb959
    %7668 = llvm.icmp "slt" %7667, %29 : i64
    llvm.cond_br %7668, ^bb950, ^bb960
  ^bb950:  // pred: ^bb949
    llvm.br ^bb951(%30 : i64)
  ^bb951(%7669: i64):  // 2 preds: ^bb950, ^bb958
    %7670 = llvm.icmp "slt" %7669, %17 : i64
    llvm.cond_br %7670, ^bb952, ^bb959
  ^bb952:  // pred: ^bb951
    llvm.br ^bb953(%30 : i64)
  ^bb953(%7671: i64):  // 2 preds: ^bb952, ^bb957
    %7672 = llvm.icmp "slt" %7671, %16 : i64
    llvm.cond_br %7672, ^bb954, ^bb958
  ^bb954:  // pred: ^bb953
    llvm.br ^bb955(%30 : i64)
  ^bb955(%7673: i64):  // 2 preds: ^bb954, ^bb956
    %7674 = llvm.icmp "slt" %7673, %16 : i64
    llvm.cond_br %7674, ^bb956, ^bb957
  ^bb956:  // pred: ^bb955
    %7675 = llvm.extractvalue %7483[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7676 = llvm.mlir.constant(4096 : index) : i64
    %7677 = llvm.mul %7667, %7676 overflow<nsw, nuw> : i64
    %7678 = llvm.mlir.constant(16 : index) : i64
    %7679 = llvm.mul %7669, %7678 overflow<nsw, nuw> : i64
    %7680 = llvm.add %7677, %7679 overflow<nsw, nuw> : i64
    %7681 = llvm.mlir.constant(4 : index) : i64
    %7682 = llvm.mul %7671, %7681 overflow<nsw, nuw> : i64
    %7683 = llvm.add %7680, %7682 overflow<nsw, nuw> : i64
    %7684 = llvm.add %7683, %7673 overflow<nsw, nuw> : i64
    %7685 = llvm.getelementptr inbounds|nuw %7675[%7684] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7686 = llvm.load %7685 : !llvm.ptr -> f32
    %7687 = llvm.extractvalue %7628[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7688 = llvm.add %7669, %30 overflow<nsw, nuw> : i64
    %7689 = llvm.add %7688, %30 overflow<nsw, nuw> : i64
    %7690 = llvm.getelementptr inbounds|nuw %7687[%7689] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7691 = llvm.load %7690 : !llvm.ptr -> f32
    %7692 = llvm.extractvalue %7609[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7693 = llvm.add %7669, %30 overflow<nsw, nuw> : i64
    %7694 = llvm.add %7693, %30 overflow<nsw, nuw> : i64
    %7695 = llvm.getelementptr inbounds|nuw %7692[%7694] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7696 = llvm.load %7695 : !llvm.ptr -> f32
    %7697 = llvm.extractvalue %7647[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7698 = llvm.add %7669, %30 overflow<nsw, nuw> : i64
    %7699 = llvm.add %7698, %30 overflow<nsw, nuw> : i64
    %7700 = llvm.getelementptr inbounds|nuw %7697[%7699] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7701 = llvm.load %7700 : !llvm.ptr -> f32
    %7702 = llvm.extractvalue %7666[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7703 = llvm.add %7669, %30 overflow<nsw, nuw> : i64
    %7704 = llvm.add %7703, %30 overflow<nsw, nuw> : i64
    %7705 = llvm.getelementptr inbounds|nuw %7702[%7704] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7706 = llvm.load %7705 : !llvm.ptr -> f32
    %7707 = llvm.fptrunc %32 : f64 to f32
    %7708 = llvm.fadd %7696, %7707 : f32
    %7709 = llvm.intr.sqrt(%7708) : (f32) -> f32
    %7710 = llvm.fdiv %34, %7709 : f32
    %7711 = llvm.fsub %7686, %7691 : f32
    %7712 = llvm.fmul %7711, %7710 : f32
    %7713 = llvm.fmul %7712, %7701 : f32
    %7714 = llvm.fadd %7713, %7706 : f32
    %7715 = llvm.fcmp "ugt" %7714, %33 : f32
    %7716 = llvm.select %7715, %7714, %33 : i1, f32
    %7717 = llvm.extractvalue %6303[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7718 = llvm.mlir.constant(4096 : index) : i64
    %7719 = llvm.mul %7667, %7718 overflow<nsw, nuw> : i64
    %7720 = llvm.mlir.constant(16 : index) : i64
    %7721 = llvm.mul %7669, %7720 overflow<nsw, nuw> : i64
    %7722 = llvm.add %7719, %7721 overflow<nsw, nuw> : i64
    %7723 = llvm.mlir.constant(4 : index) : i64
    %7724 = llvm.mul %7671, %7723 overflow<nsw, nuw> : i64
    %7725 = llvm.add %7722, %7724 overflow<nsw, nuw> : i64
    %7726 = llvm.add %7725, %7673 overflow<nsw, nuw> : i64
    %7727 = llvm.getelementptr inbounds|nuw %7717[%7726] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7716, %7727 : f32, !llvm.ptr
    %7728 = llvm.add %7673, %29 : i64
    llvm.br ^bb955(%7728 : i64)
  ^bb957:  // pred: ^bb955
    %7729 = llvm.add %7671, %29 : i64
    llvm.br ^bb953(%7729 : i64)
  ^bb958:  // pred: ^bb953
    %7730 = llvm.add %7669, %29 : i64
    llvm.br ^bb951(%7730 : i64)
  ^bb959:  // pred: ^bb951
    %7731 = llvm.add %7667, %29 : i64
    llvm.br ^bb949(%7731 : i64)
  ^bb960:  // pred: ^bb949
    %7732 = llvm.mlir.constant(1 : index) : i64
    %7733 = llvm.mlir.constant(256 : index) : i64
    %7734 = llvm.mlir.constant(6 : index) : i64
    %7735 = llvm.mlir.constant(6 : index) : i64
    %7736 = llvm.mlir.constant(1 : index) : i64
    %7737 = llvm.mlir.constant(36 : index) : i64
    %7738 = llvm.mlir.constant(9216 : index) : i64
    %7739 = llvm.mlir.constant(9216 : index) : i64
    %7740 = llvm.mlir.zero : !llvm.ptr
    %7741 = llvm.getelementptr %7740[%7739] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7742 = llvm.ptrtoint %7741 : !llvm.ptr to i64
    %7743 = llvm.mlir.constant(64 : index) : i64
    %7744 = llvm.add %7742, %7743 : i64
    %7745 = llvm.call @malloc(%7744) : (i64) -> !llvm.ptr
    %7746 = llvm.ptrtoint %7745 : !llvm.ptr to i64
    %7747 = llvm.mlir.constant(1 : index) : i64
    %7748 = llvm.sub %7743, %7747 : i64
    %7749 = llvm.add %7746, %7748 : i64
    %7750 = llvm.urem %7749, %7743 : i64
    %7751 = llvm.sub %7749, %7750 : i64
    %7752 = llvm.inttoptr %7751 : i64 to !llvm.ptr
    %7753 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7754 = llvm.insertvalue %7745, %7753[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7755 = llvm.insertvalue %7752, %7754[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7756 = llvm.mlir.constant(0 : index) : i64
    %7757 = llvm.insertvalue %7756, %7755[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7758 = llvm.insertvalue %7732, %7757[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7759 = llvm.insertvalue %7733, %7758[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7760 = llvm.insertvalue %7734, %7759[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7761 = llvm.insertvalue %7735, %7760[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7762 = llvm.insertvalue %7738, %7761[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7763 = llvm.insertvalue %7737, %7762[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7764 = llvm.insertvalue %7735, %7763[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7765 = llvm.insertvalue %7736, %7764[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb961(%30 : i64)
  ^bb961(%7766: i64):  // 2 preds: ^bb960, ^bb971
    %7767 = llvm.icmp "slt" %7766, %29 : i64
    llvm.cond_br %7767, ^bb962, ^bb972
  ^bb962:  // pred: ^bb961
    llvm.br ^bb963(%30 : i64)
  ^bb963(%7768: i64):  // 2 preds: ^bb962, ^bb970
    %7769 = llvm.icmp "slt" %7768, %17 : i64
    llvm.cond_br %7769, ^bb964, ^bb971
  ^bb964:  // pred: ^bb963
    llvm.br ^bb965(%30 : i64)
  ^bb965(%7770: i64):  // 2 preds: ^bb964, ^bb969
    %7771 = llvm.icmp "slt" %7770, %15 : i64
    llvm.cond_br %7771, ^bb966, ^bb970
  ^bb966:  // pred: ^bb965
    llvm.br ^bb967(%30 : i64)
  ^bb967(%7772: i64):  // 2 preds: ^bb966, ^bb968
    %7773 = llvm.icmp "slt" %7772, %15 : i64
    llvm.cond_br %7773, ^bb968, ^bb969
  ^bb968:  // pred: ^bb967
    %7774 = llvm.extractvalue %7765[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7775 = llvm.mlir.constant(9216 : index) : i64
    %7776 = llvm.mul %7766, %7775 overflow<nsw, nuw> : i64
    %7777 = llvm.mlir.constant(36 : index) : i64
    %7778 = llvm.mul %7768, %7777 overflow<nsw, nuw> : i64
    %7779 = llvm.add %7776, %7778 overflow<nsw, nuw> : i64
    %7780 = llvm.mlir.constant(6 : index) : i64
    %7781 = llvm.mul %7770, %7780 overflow<nsw, nuw> : i64
    %7782 = llvm.add %7779, %7781 overflow<nsw, nuw> : i64
    %7783 = llvm.add %7782, %7772 overflow<nsw, nuw> : i64
    %7784 = llvm.getelementptr inbounds|nuw %7774[%7783] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %7784 : f32, !llvm.ptr
    %7785 = llvm.add %7772, %29 : i64
    llvm.br ^bb967(%7785 : i64)
  ^bb969:  // pred: ^bb967
    %7786 = llvm.add %7770, %29 : i64
    llvm.br ^bb965(%7786 : i64)
  ^bb970:  // pred: ^bb965
    %7787 = llvm.add %7768, %29 : i64
    llvm.br ^bb963(%7787 : i64)
  ^bb971:  // pred: ^bb963
    %7788 = llvm.add %7766, %29 : i64
    llvm.br ^bb961(%7788 : i64)
  ^bb972:  // pred: ^bb961
    %7789 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7790 = llvm.extractvalue %7765[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7791 = llvm.extractvalue %7765[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7792 = llvm.insertvalue %7790, %7789[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7793 = llvm.insertvalue %7791, %7792[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7794 = llvm.mlir.constant(7 : index) : i64
    %7795 = llvm.insertvalue %7794, %7793[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7796 = llvm.mlir.constant(1 : index) : i64
    %7797 = llvm.insertvalue %7796, %7795[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7798 = llvm.mlir.constant(9216 : index) : i64
    %7799 = llvm.insertvalue %7798, %7797[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7800 = llvm.mlir.constant(256 : index) : i64
    %7801 = llvm.insertvalue %7800, %7799[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7802 = llvm.mlir.constant(36 : index) : i64
    %7803 = llvm.insertvalue %7802, %7801[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7804 = llvm.mlir.constant(4 : index) : i64
    %7805 = llvm.insertvalue %7804, %7803[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7806 = llvm.mlir.constant(6 : index) : i64
    %7807 = llvm.insertvalue %7806, %7805[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7808 = llvm.mlir.constant(4 : index) : i64
    %7809 = llvm.insertvalue %7808, %7807[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7810 = llvm.mlir.constant(1 : index) : i64
    %7811 = llvm.insertvalue %7810, %7809[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb973(%30 : i64)
  ^bb973(%7812: i64):  // 2 preds: ^bb972, ^bb983
    %7813 = llvm.icmp "slt" %7812, %29 : i64
    llvm.cond_br %7813, ^bb974, ^bb984
  ^bb974:  // pred: ^bb973
    llvm.br ^bb975(%30 : i64)
  ^bb975(%7814: i64):  // 2 preds: ^bb974, ^bb982
    %7815 = llvm.icmp "slt" %7814, %17 : i64
    llvm.cond_br %7815, ^bb976, ^bb983
  ^bb976:  // pred: ^bb975
    llvm.br ^bb977(%30 : i64)
  ^bb977(%7816: i64):  // 2 preds: ^bb976, ^bb981
    %7817 = llvm.icmp "slt" %7816, %16 : i64
    llvm.cond_br %7817, ^bb978, ^bb982
  ^bb978:  // pred: ^bb977
    llvm.br ^bb979(%30 : i64)
  ^bb979(%7818: i64):  // 2 preds: ^bb978, ^bb980
    %7819 = llvm.icmp "slt" %7818, %16 : i64
    llvm.cond_br %7819, ^bb980, ^bb981
  ^bb980:  // pred: ^bb979
    %7820 = llvm.extractvalue %6303[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7821 = llvm.mlir.constant(4096 : index) : i64
    %7822 = llvm.mul %7812, %7821 overflow<nsw, nuw> : i64
    %7823 = llvm.mlir.constant(16 : index) : i64
    %7824 = llvm.mul %7814, %7823 overflow<nsw, nuw> : i64
    %7825 = llvm.add %7822, %7824 overflow<nsw, nuw> : i64
    %7826 = llvm.mlir.constant(4 : index) : i64
    %7827 = llvm.mul %7816, %7826 overflow<nsw, nuw> : i64
    %7828 = llvm.add %7825, %7827 overflow<nsw, nuw> : i64
    %7829 = llvm.add %7828, %7818 overflow<nsw, nuw> : i64
    %7830 = llvm.getelementptr inbounds|nuw %7820[%7829] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7831 = llvm.load %7830 : !llvm.ptr -> f32
    %7832 = llvm.extractvalue %7811[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7833 = llvm.mlir.constant(7 : index) : i64
    %7834 = llvm.getelementptr %7832[%7833] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7835 = llvm.mlir.constant(9216 : index) : i64
    %7836 = llvm.mul %7812, %7835 overflow<nsw, nuw> : i64
    %7837 = llvm.mlir.constant(36 : index) : i64
    %7838 = llvm.mul %7814, %7837 overflow<nsw, nuw> : i64
    %7839 = llvm.add %7836, %7838 overflow<nsw, nuw> : i64
    %7840 = llvm.mlir.constant(6 : index) : i64
    %7841 = llvm.mul %7816, %7840 overflow<nsw, nuw> : i64
    %7842 = llvm.add %7839, %7841 overflow<nsw, nuw> : i64
    %7843 = llvm.add %7842, %7818 overflow<nsw, nuw> : i64
    %7844 = llvm.getelementptr inbounds|nuw %7834[%7843] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7831, %7844 : f32, !llvm.ptr
    %7845 = llvm.add %7818, %29 : i64
    llvm.br ^bb979(%7845 : i64)
  ^bb981:  // pred: ^bb979
    %7846 = llvm.add %7816, %29 : i64
    llvm.br ^bb977(%7846 : i64)
  ^bb982:  // pred: ^bb977
    %7847 = llvm.add %7814, %29 : i64
    llvm.br ^bb975(%7847 : i64)
  ^bb983:  // pred: ^bb975
    %7848 = llvm.add %7812, %29 : i64
    llvm.br ^bb973(%7848 : i64)
  ^bb984:  // pred: ^bb973
    llvm.br ^bb985(%30 : i64)
  ^bb985(%7849: i64):  // 2 preds: ^bb984, ^bb1004
    %7850 = llvm.icmp "slt" %7849, %29 : i64
    llvm.cond_br %7850, ^bb986, ^bb1005
  ^bb986:  // pred: ^bb985
    llvm.br ^bb987(%30 : i64)
  ^bb987(%7851: i64):  // 2 preds: ^bb986, ^bb1003
    %7852 = llvm.icmp "slt" %7851, %17 : i64
    llvm.cond_br %7852, ^bb988, ^bb1004
  ^bb988:  // pred: ^bb987
    llvm.br ^bb989(%30 : i64)
  ^bb989(%7853: i64):  // 2 preds: ^bb988, ^bb1002
    %7854 = llvm.icmp "slt" %7853, %16 : i64
    llvm.cond_br %7854, ^bb990, ^bb1003
  ^bb990:  // pred: ^bb989
    llvm.br ^bb991(%30 : i64)
  ^bb991(%7855: i64):  // 2 preds: ^bb990, ^bb1001
    %7856 = llvm.icmp "slt" %7855, %16 : i64
    llvm.cond_br %7856, ^bb992, ^bb1002
  ^bb992:  // pred: ^bb991
    llvm.br ^bb993(%30 : i64)
  ^bb993(%7857: i64):  // 2 preds: ^bb992, ^bb1000
    %7858 = llvm.icmp "slt" %7857, %17 : i64
    llvm.cond_br %7858, ^bb994, ^bb1001
  ^bb994:  // pred: ^bb993
    llvm.br ^bb995(%30 : i64)
  ^bb995(%7859: i64):  // 2 preds: ^bb994, ^bb999
    %7860 = llvm.icmp "slt" %7859, %28 : i64
    llvm.cond_br %7860, ^bb996, ^bb1000
  ^bb996:  // pred: ^bb995
    llvm.br ^bb997(%30 : i64)
  ^bb997(%7861: i64):  // 2 preds: ^bb996, ^bb998
    %7862 = llvm.icmp "slt" %7861, %28 : i64
    llvm.cond_br %7862, ^bb998, ^bb999
  ^bb998:  // pred: ^bb997
    %7863 = llvm.add %7853, %7859 : i64
    %7864 = llvm.add %7855, %7861 : i64
    %7865 = llvm.extractvalue %7765[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7866 = llvm.mlir.constant(9216 : index) : i64
    %7867 = llvm.mul %7849, %7866 overflow<nsw, nuw> : i64
    %7868 = llvm.mlir.constant(36 : index) : i64
    %7869 = llvm.mul %7857, %7868 overflow<nsw, nuw> : i64
    %7870 = llvm.add %7867, %7869 overflow<nsw, nuw> : i64
    %7871 = llvm.mlir.constant(6 : index) : i64
    %7872 = llvm.mul %7863, %7871 overflow<nsw, nuw> : i64
    %7873 = llvm.add %7870, %7872 overflow<nsw, nuw> : i64
    %7874 = llvm.add %7873, %7864 overflow<nsw, nuw> : i64
    %7875 = llvm.getelementptr inbounds|nuw %7865[%7874] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7876 = llvm.load %7875 : !llvm.ptr -> f32
    %7877 = llvm.extractvalue %621[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7878 = llvm.mlir.constant(2304 : index) : i64
    %7879 = llvm.mul %7851, %7878 overflow<nsw, nuw> : i64
    %7880 = llvm.mlir.constant(9 : index) : i64
    %7881 = llvm.mul %7857, %7880 overflow<nsw, nuw> : i64
    %7882 = llvm.add %7879, %7881 overflow<nsw, nuw> : i64
    %7883 = llvm.mlir.constant(3 : index) : i64
    %7884 = llvm.mul %7859, %7883 overflow<nsw, nuw> : i64
    %7885 = llvm.add %7882, %7884 overflow<nsw, nuw> : i64
    %7886 = llvm.add %7885, %7861 overflow<nsw, nuw> : i64
    %7887 = llvm.getelementptr inbounds|nuw %7877[%7886] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7888 = llvm.load %7887 : !llvm.ptr -> f32
    %7889 = llvm.extractvalue %6337[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7890 = llvm.mlir.constant(4096 : index) : i64
    %7891 = llvm.mul %7849, %7890 overflow<nsw, nuw> : i64
    %7892 = llvm.mlir.constant(16 : index) : i64
    %7893 = llvm.mul %7851, %7892 overflow<nsw, nuw> : i64
    %7894 = llvm.add %7891, %7893 overflow<nsw, nuw> : i64
    %7895 = llvm.mlir.constant(4 : index) : i64
    %7896 = llvm.mul %7853, %7895 overflow<nsw, nuw> : i64
    %7897 = llvm.add %7894, %7896 overflow<nsw, nuw> : i64
    %7898 = llvm.add %7897, %7855 overflow<nsw, nuw> : i64
    %7899 = llvm.getelementptr inbounds|nuw %7889[%7898] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7900 = llvm.load %7899 : !llvm.ptr -> f32
    %7901 = llvm.fmul %7876, %7888 : f32
    %7902 = llvm.fadd %7900, %7901 : f32
    %7903 = llvm.extractvalue %6337[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7904 = llvm.mlir.constant(4096 : index) : i64
    %7905 = llvm.mul %7849, %7904 overflow<nsw, nuw> : i64
    %7906 = llvm.mlir.constant(16 : index) : i64
    %7907 = llvm.mul %7851, %7906 overflow<nsw, nuw> : i64
    %7908 = llvm.add %7905, %7907 overflow<nsw, nuw> : i64
    %7909 = llvm.mlir.constant(4 : index) : i64
    %7910 = llvm.mul %7853, %7909 overflow<nsw, nuw> : i64
    %7911 = llvm.add %7908, %7910 overflow<nsw, nuw> : i64
    %7912 = llvm.add %7911, %7855 overflow<nsw, nuw> : i64
    %7913 = llvm.getelementptr inbounds|nuw %7903[%7912] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7902, %7913 : f32, !llvm.ptr
    %7914 = llvm.add %7861, %29 : i64
    llvm.br ^bb997(%7914 : i64)
  ^bb999:  // pred: ^bb997
    %7915 = llvm.add %7859, %29 : i64
    llvm.br ^bb995(%7915 : i64)
  ^bb1000:  // pred: ^bb995
    %7916 = llvm.add %7857, %29 : i64
    llvm.br ^bb993(%7916 : i64)
  ^bb1001:  // pred: ^bb993
    %7917 = llvm.add %7855, %29 : i64
    llvm.br ^bb991(%7917 : i64)
  ^bb1002:  // pred: ^bb991
    %7918 = llvm.add %7853, %29 : i64
    llvm.br ^bb989(%7918 : i64)
  ^bb1003:  // pred: ^bb989
    %7919 = llvm.add %7851, %29 : i64
    llvm.br ^bb987(%7919 : i64)
  ^bb1004:  // pred: ^bb987
    %7920 = llvm.add %7849, %29 : i64
    llvm.br ^bb985(%7920 : i64)
  ^bb1005:  // pred: ^bb985
    %7921 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7922 = llvm.extractvalue %577[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7923 = llvm.extractvalue %577[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7924 = llvm.insertvalue %7922, %7921[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7925 = llvm.insertvalue %7923, %7924[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7926 = llvm.mlir.constant(0 : index) : i64
    %7927 = llvm.insertvalue %7926, %7925[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7928 = llvm.mlir.constant(256 : index) : i64
    %7929 = llvm.insertvalue %7928, %7927[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7930 = llvm.mlir.constant(1 : index) : i64
    %7931 = llvm.insertvalue %7930, %7929[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7932 = llvm.mlir.constant(1 : index) : i64
    %7933 = llvm.insertvalue %7932, %7931[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7934 = llvm.mlir.constant(1 : index) : i64
    %7935 = llvm.insertvalue %7934, %7933[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7936 = llvm.mlir.constant(1 : index) : i64
    %7937 = llvm.insertvalue %7936, %7935[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7938 = llvm.mlir.constant(1 : index) : i64
    %7939 = llvm.insertvalue %7938, %7937[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7940 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7941 = llvm.extractvalue %593[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7942 = llvm.extractvalue %593[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7943 = llvm.insertvalue %7941, %7940[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7944 = llvm.insertvalue %7942, %7943[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7945 = llvm.mlir.constant(0 : index) : i64
    %7946 = llvm.insertvalue %7945, %7944[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7947 = llvm.mlir.constant(256 : index) : i64
    %7948 = llvm.insertvalue %7947, %7946[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7949 = llvm.mlir.constant(1 : index) : i64
    %7950 = llvm.insertvalue %7949, %7948[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7951 = llvm.mlir.constant(1 : index) : i64
    %7952 = llvm.insertvalue %7951, %7950[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7953 = llvm.mlir.constant(1 : index) : i64
    %7954 = llvm.insertvalue %7953, %7952[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7955 = llvm.mlir.constant(1 : index) : i64
    %7956 = llvm.insertvalue %7955, %7954[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7957 = llvm.mlir.constant(1 : index) : i64
    %7958 = llvm.insertvalue %7957, %7956[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7959 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7960 = llvm.extractvalue %561[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7961 = llvm.extractvalue %561[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7962 = llvm.insertvalue %7960, %7959[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7963 = llvm.insertvalue %7961, %7962[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7964 = llvm.mlir.constant(0 : index) : i64
    %7965 = llvm.insertvalue %7964, %7963[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7966 = llvm.mlir.constant(256 : index) : i64
    %7967 = llvm.insertvalue %7966, %7965[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7968 = llvm.mlir.constant(1 : index) : i64
    %7969 = llvm.insertvalue %7968, %7967[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7970 = llvm.mlir.constant(1 : index) : i64
    %7971 = llvm.insertvalue %7970, %7969[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7972 = llvm.mlir.constant(1 : index) : i64
    %7973 = llvm.insertvalue %7972, %7971[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7974 = llvm.mlir.constant(1 : index) : i64
    %7975 = llvm.insertvalue %7974, %7973[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7976 = llvm.mlir.constant(1 : index) : i64
    %7977 = llvm.insertvalue %7976, %7975[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7978 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7979 = llvm.extractvalue %545[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7980 = llvm.extractvalue %545[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7981 = llvm.insertvalue %7979, %7978[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7982 = llvm.insertvalue %7980, %7981[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7983 = llvm.mlir.constant(0 : index) : i64
    %7984 = llvm.insertvalue %7983, %7982[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7985 = llvm.mlir.constant(256 : index) : i64
    %7986 = llvm.insertvalue %7985, %7984[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7987 = llvm.mlir.constant(1 : index) : i64
    %7988 = llvm.insertvalue %7987, %7986[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7989 = llvm.mlir.constant(1 : index) : i64
    %7990 = llvm.insertvalue %7989, %7988[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7991 = llvm.mlir.constant(1 : index) : i64
    %7992 = llvm.insertvalue %7991, %7990[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7993 = llvm.mlir.constant(1 : index) : i64
    %7994 = llvm.insertvalue %7993, %7992[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7995 = llvm.mlir.constant(1 : index) : i64
    %7996 = llvm.insertvalue %7995, %7994[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1006(%30 : i64)
  ^bb1006(%7997: i64):  // 2 preds: ^bb1005, ^bb1016
    %7998 = llvm.icmp "slt" %7997, %29 : i64
    llvm.cond_br %7998, ^bb1007, ^bb1017
  ^bb1007:  // pred: ^bb1006
    llvm.br ^bb1008(%30 : i64)
  ^bb1008(%7999: i64):  // 2 preds: ^bb1007, ^bb1015
    %8000 = llvm.icmp "slt" %7999, %17 : i64
    llvm.cond_br %8000, ^bb1009, ^bb1016
  ^bb1009:  // pred: ^bb1008
    llvm.br ^bb1010(%30 : i64)
  ^bb1010(%8001: i64):  // 2 preds: ^bb1009, ^bb1014
    %8002 = llvm.icmp "slt" %8001, %16 : i64
    llvm.cond_br %8002, ^bb1011, ^bb1015
  ^bb1011:  // pred: ^bb1010
    llvm.br ^bb1012(%30 : i64)
  ^bb1012(%8003: i64):  // 2 preds: ^bb1011, ^bb1013
    %8004 = llvm.icmp "slt" %8003, %16 : i64
    llvm.cond_br %8004, ^bb1013, ^bb1014
  ^bb1013:  // pred: ^bb1012
    %8005 = llvm.extractvalue %6337[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8006 = llvm.mlir.constant(4096 : index) : i64
    %8007 = llvm.mul %7997, %8006 overflow<nsw, nuw> : i64
    %8008 = llvm.mlir.constant(16 : index) : i64
    %8009 = llvm.mul %7999, %8008 overflow<nsw, nuw> : i64
    %8010 = llvm.add %8007, %8009 overflow<nsw, nuw> : i64
    %8011 = llvm.mlir.constant(4 : index) : i64
    %8012 = llvm.mul %8001, %8011 overflow<nsw, nuw> : i64
    %8013 = llvm.add %8010, %8012 overflow<nsw, nuw> : i64
    %8014 = llvm.add %8013, %8003 overflow<nsw, nuw> : i64
    %8015 = llvm.getelementptr inbounds|nuw %8005[%8014] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8016 = llvm.load %8015 : !llvm.ptr -> f32
    %8017 = llvm.extractvalue %7958[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8018 = llvm.add %7999, %30 overflow<nsw, nuw> : i64
    %8019 = llvm.add %8018, %30 overflow<nsw, nuw> : i64
    %8020 = llvm.getelementptr inbounds|nuw %8017[%8019] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8021 = llvm.load %8020 : !llvm.ptr -> f32
    %8022 = llvm.extractvalue %7939[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8023 = llvm.add %7999, %30 overflow<nsw, nuw> : i64
    %8024 = llvm.add %8023, %30 overflow<nsw, nuw> : i64
    %8025 = llvm.getelementptr inbounds|nuw %8022[%8024] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8026 = llvm.load %8025 : !llvm.ptr -> f32
    %8027 = llvm.extractvalue %7977[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8028 = llvm.add %7999, %30 overflow<nsw, nuw> : i64
    %8029 = llvm.add %8028, %30 overflow<nsw, nuw> : i64
    %8030 = llvm.getelementptr inbounds|nuw %8027[%8029] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8031 = llvm.load %8030 : !llvm.ptr -> f32
    %8032 = llvm.extractvalue %7996[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8033 = llvm.add %7999, %30 overflow<nsw, nuw> : i64
    %8034 = llvm.add %8033, %30 overflow<nsw, nuw> : i64
    %8035 = llvm.getelementptr inbounds|nuw %8032[%8034] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8036 = llvm.load %8035 : !llvm.ptr -> f32
    %8037 = llvm.extractvalue %7227[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8038 = llvm.mlir.constant(4096 : index) : i64
    %8039 = llvm.mul %7997, %8038 overflow<nsw, nuw> : i64
    %8040 = llvm.mlir.constant(16 : index) : i64
    %8041 = llvm.mul %7999, %8040 overflow<nsw, nuw> : i64
    %8042 = llvm.add %8039, %8041 overflow<nsw, nuw> : i64
    %8043 = llvm.mlir.constant(4 : index) : i64
    %8044 = llvm.mul %8001, %8043 overflow<nsw, nuw> : i64
    %8045 = llvm.add %8042, %8044 overflow<nsw, nuw> : i64
    %8046 = llvm.add %8045, %8003 overflow<nsw, nuw> : i64
    %8047 = llvm.getelementptr inbounds|nuw %8037[%8046] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8048 = llvm.load %8047 : !llvm.ptr -> f32
    %8049 = llvm.fptrunc %32 : f64 to f32
    %8050 = llvm.fadd %8026, %8049 : f32
    %8051 = llvm.intr.sqrt(%8050) : (f32) -> f32
    %8052 = llvm.fdiv %34, %8051 : f32
    %8053 = llvm.fsub %8016, %8021 : f32
    %8054 = llvm.fmul %8053, %8052 : f32
    %8055 = llvm.fmul %8054, %8031 : f32
    %8056 = llvm.fadd %8055, %8036 : f32
    %8057 = llvm.fadd %8056, %8048 : f32
    %8058 = llvm.fcmp "ugt" %8057, %33 : f32
    %8059 = llvm.select %8058, %8057, %33 : i1, f32
    %8060 = llvm.extractvalue %6303[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8061 = llvm.mlir.constant(4096 : index) : i64
    %8062 = llvm.mul %7997, %8061 overflow<nsw, nuw> : i64
    %8063 = llvm.mlir.constant(16 : index) : i64
    %8064 = llvm.mul %7999, %8063 overflow<nsw, nuw> : i64
    %8065 = llvm.add %8062, %8064 overflow<nsw, nuw> : i64
    %8066 = llvm.mlir.constant(4 : index) : i64
    %8067 = llvm.mul %8001, %8066 overflow<nsw, nuw> : i64
    %8068 = llvm.add %8065, %8067 overflow<nsw, nuw> : i64
    %8069 = llvm.add %8068, %8003 overflow<nsw, nuw> : i64
    %8070 = llvm.getelementptr inbounds|nuw %8060[%8069] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8059, %8070 : f32, !llvm.ptr
    %8071 = llvm.add %8003, %29 : i64
    llvm.br ^bb1012(%8071 : i64)
  ^bb1014:  // pred: ^bb1012
    %8072 = llvm.add %8001, %29 : i64
    llvm.br ^bb1010(%8072 : i64)
  ^bb1015:  // pred: ^bb1010
    %8073 = llvm.add %7999, %29 : i64
    llvm.br ^bb1008(%8073 : i64)
  ^bb1016:  // pred: ^bb1008
    %8074 = llvm.add %7997, %29 : i64
    llvm.br ^bb1006(%8074 : i64)
  ^bb1017:  // pred: ^bb1006
    %8075 = llvm.mlir.constant(1 : index) : i64
    %8076 = llvm.mlir.constant(256 : index) : i64
    %8077 = llvm.mlir.constant(6 : index) : i64
    %8078 = llvm.mlir.constant(6 : index) : i64
    %8079 = llvm.mlir.constant(1 : index) : i64
    %8080 = llvm.mlir.constant(36 : index) : i64
    %8081 = llvm.mlir.constant(9216 : index) : i64
    %8082 = llvm.mlir.constant(9216 : index) : i64
    %8083 = llvm.mlir.zero : !llvm.ptr
    %8084 = llvm.getelementptr %8083[%8082] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8085 = llvm.ptrtoint %8084 : !llvm.ptr to i64
    %8086 = llvm.mlir.constant(64 : index) : i64
    %8087 = llvm.add %8085, %8086 : i64
    %8088 = llvm.call @malloc(%8087) : (i64) -> !llvm.ptr
    %8089 = llvm.ptrtoint %8088 : !llvm.ptr to i64
    %8090 = llvm.mlir.constant(1 : index) : i64
    %8091 = llvm.sub %8086, %8090 : i64
    %8092 = llvm.add %8089, %8091 : i64
    %8093 = llvm.urem %8092, %8086 : i64
    %8094 = llvm.sub %8092, %8093 : i64
    %8095 = llvm.inttoptr %8094 : i64 to !llvm.ptr
    %8096 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8097 = llvm.insertvalue %8088, %8096[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8098 = llvm.insertvalue %8095, %8097[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8099 = llvm.mlir.constant(0 : index) : i64
    %8100 = llvm.insertvalue %8099, %8098[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8101 = llvm.insertvalue %8075, %8100[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8102 = llvm.insertvalue %8076, %8101[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8103 = llvm.insertvalue %8077, %8102[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8104 = llvm.insertvalue %8078, %8103[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8105 = llvm.insertvalue %8081, %8104[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8106 = llvm.insertvalue %8080, %8105[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8107 = llvm.insertvalue %8078, %8106[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8108 = llvm.insertvalue %8079, %8107[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1018(%30 : i64)
  ^bb1018(%8109: i64):  // 2 preds: ^bb1017, ^bb1028
    %8110 = llvm.icmp "slt" %8109, %29 : i64
    llvm.cond_br %8110, ^bb1019, ^bb1029
  ^bb1019:  // pred: ^bb1018
    llvm.br ^bb1020(%30 : i64)
  ^bb1020(%8111: i64):  // 2 preds: ^bb1019, ^bb1027
    %8112 = llvm.icmp "slt" %8111, %17 : i64
    llvm.cond_br %8112, ^bb1021, ^bb1028
  ^bb1021:  // pred: ^bb1020
    llvm.br ^bb1022(%30 : i64)
  ^bb1022(%8113: i64):  // 2 preds: ^bb1021, ^bb1026
    %8114 = llvm.icmp "slt" %8113, %15 : i64
    llvm.cond_br %8114, ^bb1023, ^bb1027
  ^bb1023:  // pred: ^bb1022
    llvm.br ^bb1024(%30 : i64)
  ^bb1024(%8115: i64):  // 2 preds: ^bb1023, ^bb1025
    %8116 = llvm.icmp "slt" %8115, %15 : i64
    llvm.cond_br %8116, ^bb1025, ^bb1026
  ^bb1025:  // pred: ^bb1024
    %8117 = llvm.extractvalue %8108[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8118 = llvm.mlir.constant(9216 : index) : i64
    %8119 = llvm.mul %8109, %8118 overflow<nsw, nuw> : i64
    %8120 = llvm.mlir.constant(36 : index) : i64
    %8121 = llvm.mul %8111, %8120 overflow<nsw, nuw> : i64
    %8122 = llvm.add %8119, %8121 overflow<nsw, nuw> : i64
    %8123 = llvm.mlir.constant(6 : index) : i64
    %8124 = llvm.mul %8113, %8123 overflow<nsw, nuw> : i64
    %8125 = llvm.add %8122, %8124 overflow<nsw, nuw> : i64
    %8126 = llvm.add %8125, %8115 overflow<nsw, nuw> : i64
    %8127 = llvm.getelementptr inbounds|nuw %8117[%8126] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %8127 : f32, !llvm.ptr
    %8128 = llvm.add %8115, %29 : i64
    llvm.br ^bb1024(%8128 : i64)
  ^bb1026:  // pred: ^bb1024
    %8129 = llvm.add %8113, %29 : i64
    llvm.br ^bb1022(%8129 : i64)
  ^bb1027:  // pred: ^bb1022
    %8130 = llvm.add %8111, %29 : i64
    llvm.br ^bb1020(%8130 : i64)
  ^bb1028:  // pred: ^bb1020
    %8131 = llvm.add %8109, %29 : i64
    llvm.br ^bb1018(%8131 : i64)
  ^bb1029:  // pred: ^bb1018
    %8132 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8133 = llvm.extractvalue %8108[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8134 = llvm.extractvalue %8108[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8135 = llvm.insertvalue %8133, %8132[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8136 = llvm.insertvalue %8134, %8135[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8137 = llvm.mlir.constant(7 : index) : i64
    %8138 = llvm.insertvalue %8137, %8136[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8139 = llvm.mlir.constant(1 : index) : i64
    %8140 = llvm.insertvalue %8139, %8138[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8141 = llvm.mlir.constant(9216 : index) : i64
    %8142 = llvm.insertvalue %8141, %8140[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8143 = llvm.mlir.constant(256 : index) : i64
    %8144 = llvm.insertvalue %8143, %8142[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8145 = llvm.mlir.constant(36 : index) : i64
    %8146 = llvm.insertvalue %8145, %8144[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8147 = llvm.mlir.constant(4 : index) : i64
    %8148 = llvm.insertvalue %8147, %8146[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8149 = llvm.mlir.constant(6 : index) : i64
    %8150 = llvm.insertvalue %8149, %8148[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8151 = llvm.mlir.constant(4 : index) : i64
    %8152 = llvm.insertvalue %8151, %8150[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8153 = llvm.mlir.constant(1 : index) : i64
    %8154 = llvm.insertvalue %8153, %8152[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1030(%30 : i64)
  ^bb1030(%8155: i64):  // 2 preds: ^bb1029, ^bb1040
    %8156 = llvm.icmp "slt" %8155, %29 : i64
    llvm.cond_br %8156, ^bb1031, ^bb1041
  ^bb1031:  // pred: ^bb1030
    llvm.br ^bb1032(%30 : i64)
  ^bb1032(%8157: i64):  // 2 preds: ^bb1031, ^bb1039
    %8158 = llvm.icmp "slt" %8157, %17 : i64
    llvm.cond_br %8158, ^bb1033, ^bb1040
  ^bb1033:  // pred: ^bb1032
    llvm.br ^bb1034(%30 : i64)
  ^bb1034(%8159: i64):  // 2 preds: ^bb1033, ^bb1038
    %8160 = llvm.icmp "slt" %8159, %16 : i64
    llvm.cond_br %8160, ^bb1035, ^bb1039
  ^bb1035:  // pred: ^bb1034
    llvm.br ^bb1036(%30 : i64)
  ^bb1036(%8161: i64):  // 2 preds: ^bb1035, ^bb1037
    %8162 = llvm.icmp "slt" %8161, %16 : i64
    llvm.cond_br %8162, ^bb1037, ^bb1038
  ^bb1037:  // pred: ^bb1036
    %8163 = llvm.extractvalue %6303[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8164 = llvm.mlir.constant(4096 : index) : i64
    %8165 = llvm.mul %8155, %8164 overflow<nsw, nuw> : i64
    %8166 = llvm.mlir.constant(16 : index) : i64
    %8167 = llvm.mul %8157, %8166 overflow<nsw, nuw> : i64
    %8168 = llvm.add %8165, %8167 overflow<nsw, nuw> : i64
    %8169 = llvm.mlir.constant(4 : index) : i64
    %8170 = llvm.mul %8159, %8169 overflow<nsw, nuw> : i64
    %8171 = llvm.add %8168, %8170 overflow<nsw, nuw> : i64
    %8172 = llvm.add %8171, %8161 overflow<nsw, nuw> : i64
    %8173 = llvm.getelementptr inbounds|nuw %8163[%8172] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8174 = llvm.load %8173 : !llvm.ptr -> f32
    %8175 = llvm.extractvalue %8154[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8176 = llvm.mlir.constant(7 : index) : i64
    %8177 = llvm.getelementptr %8175[%8176] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8178 = llvm.mlir.constant(9216 : index) : i64
    %8179 = llvm.mul %8155, %8178 overflow<nsw, nuw> : i64
    %8180 = llvm.mlir.constant(36 : index) : i64
    %8181 = llvm.mul %8157, %8180 overflow<nsw, nuw> : i64
    %8182 = llvm.add %8179, %8181 overflow<nsw, nuw> : i64
    %8183 = llvm.mlir.constant(6 : index) : i64
    %8184 = llvm.mul %8159, %8183 overflow<nsw, nuw> : i64
    %8185 = llvm.add %8182, %8184 overflow<nsw, nuw> : i64
    %8186 = llvm.add %8185, %8161 overflow<nsw, nuw> : i64
    %8187 = llvm.getelementptr inbounds|nuw %8177[%8186] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8174, %8187 : f32, !llvm.ptr
    %8188 = llvm.add %8161, %29 : i64
    llvm.br ^bb1036(%8188 : i64)
  ^bb1038:  // pred: ^bb1036
    %8189 = llvm.add %8159, %29 : i64
    llvm.br ^bb1034(%8189 : i64)
  ^bb1039:  // pred: ^bb1034
    %8190 = llvm.add %8157, %29 : i64
    llvm.br ^bb1032(%8190 : i64)
  ^bb1040:  // pred: ^bb1032
    %8191 = llvm.add %8155, %29 : i64
    llvm.br ^bb1030(%8191 : i64)
  ^bb1041:  // pred: ^bb1030
    %8192 = llvm.mlir.constant(1 : index) : i64
    %8193 = llvm.mlir.constant(512 : index) : i64
    %8194 = llvm.mlir.constant(2 : index) : i64
    %8195 = llvm.mlir.constant(2 : index) : i64
    %8196 = llvm.mlir.constant(1 : index) : i64
    %8197 = llvm.mlir.constant(4 : index) : i64
    %8198 = llvm.mlir.constant(2048 : index) : i64
    %8199 = llvm.mlir.constant(2048 : index) : i64
    %8200 = llvm.mlir.zero : !llvm.ptr
    %8201 = llvm.getelementptr %8200[%8199] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8202 = llvm.ptrtoint %8201 : !llvm.ptr to i64
    %8203 = llvm.mlir.constant(64 : index) : i64
    %8204 = llvm.add %8202, %8203 : i64
    %8205 = llvm.call @malloc(%8204) : (i64) -> !llvm.ptr
    %8206 = llvm.ptrtoint %8205 : !llvm.ptr to i64
    %8207 = llvm.mlir.constant(1 : index) : i64
    %8208 = llvm.sub %8203, %8207 : i64
    %8209 = llvm.add %8206, %8208 : i64
    %8210 = llvm.urem %8209, %8203 : i64
    %8211 = llvm.sub %8209, %8210 : i64
    %8212 = llvm.inttoptr %8211 : i64 to !llvm.ptr
    %8213 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8214 = llvm.insertvalue %8205, %8213[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8215 = llvm.insertvalue %8212, %8214[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8216 = llvm.mlir.constant(0 : index) : i64
    %8217 = llvm.insertvalue %8216, %8215[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8218 = llvm.insertvalue %8192, %8217[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8219 = llvm.insertvalue %8193, %8218[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8220 = llvm.insertvalue %8194, %8219[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8221 = llvm.insertvalue %8195, %8220[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8222 = llvm.insertvalue %8198, %8221[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8223 = llvm.insertvalue %8197, %8222[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8224 = llvm.insertvalue %8195, %8223[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8225 = llvm.insertvalue %8196, %8224[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8226 = llvm.mlir.constant(1 : index) : i64
    %8227 = llvm.mlir.constant(512 : index) : i64
    %8228 = llvm.mlir.constant(2 : index) : i64
    %8229 = llvm.mlir.constant(2 : index) : i64
    %8230 = llvm.mlir.constant(1 : index) : i64
    %8231 = llvm.mlir.constant(4 : index) : i64
    %8232 = llvm.mlir.constant(2048 : index) : i64
    %8233 = llvm.mlir.constant(2048 : index) : i64
    %8234 = llvm.mlir.zero : !llvm.ptr
    %8235 = llvm.getelementptr %8234[%8233] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8236 = llvm.ptrtoint %8235 : !llvm.ptr to i64
    %8237 = llvm.mlir.constant(64 : index) : i64
    %8238 = llvm.add %8236, %8237 : i64
    %8239 = llvm.call @malloc(%8238) : (i64) -> !llvm.ptr
    %8240 = llvm.ptrtoint %8239 : !llvm.ptr to i64
    %8241 = llvm.mlir.constant(1 : index) : i64
    %8242 = llvm.sub %8237, %8241 : i64
    %8243 = llvm.add %8240, %8242 : i64
    %8244 = llvm.urem %8243, %8237 : i64
    %8245 = llvm.sub %8243, %8244 : i64
    %8246 = llvm.inttoptr %8245 : i64 to !llvm.ptr
    %8247 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8248 = llvm.insertvalue %8239, %8247[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8249 = llvm.insertvalue %8246, %8248[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8250 = llvm.mlir.constant(0 : index) : i64
    %8251 = llvm.insertvalue %8250, %8249[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8252 = llvm.insertvalue %8226, %8251[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8253 = llvm.insertvalue %8227, %8252[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8254 = llvm.insertvalue %8228, %8253[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8255 = llvm.insertvalue %8229, %8254[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8256 = llvm.insertvalue %8232, %8255[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8257 = llvm.insertvalue %8231, %8256[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8258 = llvm.insertvalue %8229, %8257[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8259 = llvm.insertvalue %8230, %8258[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1042(%30 : i64)
  ^bb1042(%8260: i64):  // 2 preds: ^bb1041, ^bb1052
    %8261 = llvm.icmp "slt" %8260, %29 : i64
    llvm.cond_br %8261, ^bb1043, ^bb1053
  ^bb1043:  // pred: ^bb1042
    llvm.br ^bb1044(%30 : i64)
  ^bb1044(%8262: i64):  // 2 preds: ^bb1043, ^bb1051
    %8263 = llvm.icmp "slt" %8262, %14 : i64
    llvm.cond_br %8263, ^bb1045, ^bb1052
  ^bb1045:  // pred: ^bb1044
    llvm.br ^bb1046(%30 : i64)
  ^bb1046(%8264: i64):  // 2 preds: ^bb1045, ^bb1050
    %8265 = llvm.icmp "slt" %8264, %13 : i64
    llvm.cond_br %8265, ^bb1047, ^bb1051
  ^bb1047:  // pred: ^bb1046
    llvm.br ^bb1048(%30 : i64)
  ^bb1048(%8266: i64):  // 2 preds: ^bb1047, ^bb1049
    %8267 = llvm.icmp "slt" %8266, %13 : i64
    llvm.cond_br %8267, ^bb1049, ^bb1050
  ^bb1049:  // pred: ^bb1048
    %8268 = llvm.extractvalue %8259[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8269 = llvm.mlir.constant(2048 : index) : i64
    %8270 = llvm.mul %8260, %8269 overflow<nsw, nuw> : i64
    %8271 = llvm.mlir.constant(4 : index) : i64
    %8272 = llvm.mul %8262, %8271 overflow<nsw, nuw> : i64
    %8273 = llvm.add %8270, %8272 overflow<nsw, nuw> : i64
    %8274 = llvm.mlir.constant(2 : index) : i64
    %8275 = llvm.mul %8264, %8274 overflow<nsw, nuw> : i64
    %8276 = llvm.add %8273, %8275 overflow<nsw, nuw> : i64
    %8277 = llvm.add %8276, %8266 overflow<nsw, nuw> : i64
    %8278 = llvm.getelementptr inbounds|nuw %8268[%8277] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %8278 : f32, !llvm.ptr
    %8279 = llvm.add %8266, %29 : i64
    llvm.br ^bb1048(%8279 : i64)
  ^bb1050:  // pred: ^bb1048
    %8280 = llvm.add %8264, %29 : i64
    llvm.br ^bb1046(%8280 : i64)
  ^bb1051:  // pred: ^bb1046
    %8281 = llvm.add %8262, %29 : i64
    llvm.br ^bb1044(%8281 : i64)
  ^bb1052:  // pred: ^bb1044
    %8282 = llvm.add %8260, %29 : i64
    llvm.br ^bb1042(%8282 : i64)
  ^bb1053:  // pred: ^bb1042
    %8283 = llvm.mlir.constant(1 : index) : i64
    %8284 = llvm.mlir.constant(512 : index) : i64
    %8285 = llvm.mlir.constant(2 : index) : i64
    %8286 = llvm.mlir.constant(2 : index) : i64
    %8287 = llvm.mlir.constant(1 : index) : i64
    %8288 = llvm.mlir.constant(4 : index) : i64
    %8289 = llvm.mlir.constant(2048 : index) : i64
    %8290 = llvm.mlir.constant(2048 : index) : i64
    %8291 = llvm.mlir.zero : !llvm.ptr
    %8292 = llvm.getelementptr %8291[%8290] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8293 = llvm.ptrtoint %8292 : !llvm.ptr to i64
    %8294 = llvm.mlir.constant(64 : index) : i64
    %8295 = llvm.add %8293, %8294 : i64
    %8296 = llvm.call @malloc(%8295) : (i64) -> !llvm.ptr
    %8297 = llvm.ptrtoint %8296 : !llvm.ptr to i64
    %8298 = llvm.mlir.constant(1 : index) : i64
    %8299 = llvm.sub %8294, %8298 : i64
    %8300 = llvm.add %8297, %8299 : i64
    %8301 = llvm.urem %8300, %8294 : i64
    %8302 = llvm.sub %8300, %8301 : i64
    %8303 = llvm.inttoptr %8302 : i64 to !llvm.ptr
    %8304 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8305 = llvm.insertvalue %8296, %8304[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8306 = llvm.insertvalue %8303, %8305[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8307 = llvm.mlir.constant(0 : index) : i64
    %8308 = llvm.insertvalue %8307, %8306[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8309 = llvm.insertvalue %8283, %8308[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8310 = llvm.insertvalue %8284, %8309[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8311 = llvm.insertvalue %8285, %8310[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8312 = llvm.insertvalue %8286, %8311[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8313 = llvm.insertvalue %8289, %8312[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8314 = llvm.insertvalue %8288, %8313[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8315 = llvm.insertvalue %8286, %8314[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8316 = llvm.insertvalue %8287, %8315[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1054(%30 : i64)
  ^bb1054(%8317: i64):  // 2 preds: ^bb1053, ^bb1064
    %8318 = llvm.icmp "slt" %8317, %29 : i64
    llvm.cond_br %8318, ^bb1055, ^bb1065
  ^bb1055:  // pred: ^bb1054
    llvm.br ^bb1056(%30 : i64)
  ^bb1056(%8319: i64):  // 2 preds: ^bb1055, ^bb1063
    %8320 = llvm.icmp "slt" %8319, %14 : i64
    llvm.cond_br %8320, ^bb1057, ^bb1064
  ^bb1057:  // pred: ^bb1056
    llvm.br ^bb1058(%30 : i64)
  ^bb1058(%8321: i64):  // 2 preds: ^bb1057, ^bb1062
    %8322 = llvm.icmp "slt" %8321, %13 : i64
    llvm.cond_br %8322, ^bb1059, ^bb1063
  ^bb1059:  // pred: ^bb1058
    llvm.br ^bb1060(%30 : i64)
  ^bb1060(%8323: i64):  // 2 preds: ^bb1059, ^bb1061
    %8324 = llvm.icmp "slt" %8323, %13 : i64
    llvm.cond_br %8324, ^bb1061, ^bb1062
  ^bb1061:  // pred: ^bb1060
    %8325 = llvm.extractvalue %8259[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8326 = llvm.mlir.constant(2048 : index) : i64
    %8327 = llvm.mul %8317, %8326 overflow<nsw, nuw> : i64
    %8328 = llvm.mlir.constant(4 : index) : i64
    %8329 = llvm.mul %8319, %8328 overflow<nsw, nuw> : i64
    %8330 = llvm.add %8327, %8329 overflow<nsw, nuw> : i64
    %8331 = llvm.mlir.constant(2 : index) : i64
    %8332 = llvm.mul %8321, %8331 overflow<nsw, nuw> : i64
    %8333 = llvm.add %8330, %8332 overflow<nsw, nuw> : i64
    %8334 = llvm.add %8333, %8323 overflow<nsw, nuw> : i64
    %8335 = llvm.getelementptr inbounds|nuw %8325[%8334] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8336 = llvm.load %8335 : !llvm.ptr -> f32
    %8337 = llvm.extractvalue %8316[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8338 = llvm.mlir.constant(2048 : index) : i64
    %8339 = llvm.mul %8317, %8338 overflow<nsw, nuw> : i64
    %8340 = llvm.mlir.constant(4 : index) : i64
    %8341 = llvm.mul %8319, %8340 overflow<nsw, nuw> : i64
    %8342 = llvm.add %8339, %8341 overflow<nsw, nuw> : i64
    %8343 = llvm.mlir.constant(2 : index) : i64
    %8344 = llvm.mul %8321, %8343 overflow<nsw, nuw> : i64
    %8345 = llvm.add %8342, %8344 overflow<nsw, nuw> : i64
    %8346 = llvm.add %8345, %8323 overflow<nsw, nuw> : i64
    %8347 = llvm.getelementptr inbounds|nuw %8337[%8346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8336, %8347 : f32, !llvm.ptr
    %8348 = llvm.add %8323, %29 : i64
    llvm.br ^bb1060(%8348 : i64)
  ^bb1062:  // pred: ^bb1060
    %8349 = llvm.add %8321, %29 : i64
    llvm.br ^bb1058(%8349 : i64)
  ^bb1063:  // pred: ^bb1058
    %8350 = llvm.add %8319, %29 : i64
    llvm.br ^bb1056(%8350 : i64)
  ^bb1064:  // pred: ^bb1056
    %8351 = llvm.add %8317, %29 : i64
    llvm.br ^bb1054(%8351 : i64)
  ^bb1065:  // pred: ^bb1054
    llvm.br ^bb1066(%30 : i64)
  ^bb1066(%8352: i64):  // 2 preds: ^bb1065, ^bb1085
    %8353 = llvm.icmp "slt" %8352, %29 : i64
    llvm.cond_br %8353, ^bb1067, ^bb1086
  ^bb1067:  // pred: ^bb1066
    llvm.br ^bb1068(%30 : i64)
  ^bb1068(%8354: i64):  // 2 preds: ^bb1067, ^bb1084
    %8355 = llvm.icmp "slt" %8354, %14 : i64
    llvm.cond_br %8355, ^bb1069, ^bb1085
  ^bb1069:  // pred: ^bb1068
    llvm.br ^bb1070(%30 : i64)
  ^bb1070(%8356: i64):  // 2 preds: ^bb1069, ^bb1083
    %8357 = llvm.icmp "slt" %8356, %13 : i64
    llvm.cond_br %8357, ^bb1071, ^bb1084
  ^bb1071:  // pred: ^bb1070
    llvm.br ^bb1072(%30 : i64)
  ^bb1072(%8358: i64):  // 2 preds: ^bb1071, ^bb1082
    %8359 = llvm.icmp "slt" %8358, %13 : i64
    llvm.cond_br %8359, ^bb1073, ^bb1083
  ^bb1073:  // pred: ^bb1072
    llvm.br ^bb1074(%30 : i64)
  ^bb1074(%8360: i64):  // 2 preds: ^bb1073, ^bb1081
    %8361 = llvm.icmp "slt" %8360, %17 : i64
    llvm.cond_br %8361, ^bb1075, ^bb1082
  ^bb1075:  // pred: ^bb1074
    llvm.br ^bb1076(%30 : i64)
  ^bb1076(%8362: i64):  // 2 preds: ^bb1075, ^bb1080
    %8363 = llvm.icmp "slt" %8362, %28 : i64
    llvm.cond_br %8363, ^bb1077, ^bb1081
  ^bb1077:  // pred: ^bb1076
    llvm.br ^bb1078(%30 : i64)
  ^bb1078(%8364: i64):  // 2 preds: ^bb1077, ^bb1079
    %8365 = llvm.icmp "slt" %8364, %28 : i64
    llvm.cond_br %8365, ^bb1079, ^bb1080
  ^bb1079:  // pred: ^bb1078
    %8366 = llvm.mul %8356, %13 overflow<nsw> : i64
    %8367 = llvm.add %8366, %8362 : i64
    %8368 = llvm.mul %8358, %13 overflow<nsw> : i64
    %8369 = llvm.add %8368, %8364 : i64
    %8370 = llvm.extractvalue %8108[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8371 = llvm.mlir.constant(9216 : index) : i64
    %8372 = llvm.mul %8352, %8371 overflow<nsw, nuw> : i64
    %8373 = llvm.mlir.constant(36 : index) : i64
    %8374 = llvm.mul %8360, %8373 overflow<nsw, nuw> : i64
    %8375 = llvm.add %8372, %8374 overflow<nsw, nuw> : i64
    %8376 = llvm.mlir.constant(6 : index) : i64
    %8377 = llvm.mul %8367, %8376 overflow<nsw, nuw> : i64
    %8378 = llvm.add %8375, %8377 overflow<nsw, nuw> : i64
    %8379 = llvm.add %8378, %8369 overflow<nsw, nuw> : i64
    %8380 = llvm.getelementptr inbounds|nuw %8370[%8379] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8381 = llvm.load %8380 : !llvm.ptr -> f32
    %8382 = llvm.extractvalue %529[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8383 = llvm.mlir.constant(2304 : index) : i64
    %8384 = llvm.mul %8354, %8383 overflow<nsw, nuw> : i64
    %8385 = llvm.mlir.constant(9 : index) : i64
    %8386 = llvm.mul %8360, %8385 overflow<nsw, nuw> : i64
    %8387 = llvm.add %8384, %8386 overflow<nsw, nuw> : i64
    %8388 = llvm.mlir.constant(3 : index) : i64
    %8389 = llvm.mul %8362, %8388 overflow<nsw, nuw> : i64
    %8390 = llvm.add %8387, %8389 overflow<nsw, nuw> : i64
    %8391 = llvm.add %8390, %8364 overflow<nsw, nuw> : i64
    %8392 = llvm.getelementptr inbounds|nuw %8382[%8391] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8393 = llvm.load %8392 : !llvm.ptr -> f32
    %8394 = llvm.extractvalue %8316[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8395 = llvm.mlir.constant(2048 : index) : i64
    %8396 = llvm.mul %8352, %8395 overflow<nsw, nuw> : i64
    %8397 = llvm.mlir.constant(4 : index) : i64
    %8398 = llvm.mul %8354, %8397 overflow<nsw, nuw> : i64
    %8399 = llvm.add %8396, %8398 overflow<nsw, nuw> : i64
    %8400 = llvm.mlir.constant(2 : index) : i64
    %8401 = llvm.mul %8356, %8400 overflow<nsw, nuw> : i64
    %8402 = llvm.add %8399, %8401 overflow<nsw, nuw> : i64
    %8403 = llvm.add %8402, %8358 overflow<nsw, nuw> : i64
    %8404 = llvm.getelementptr inbounds|nuw %8394[%8403] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8405 = llvm.load %8404 : !llvm.ptr -> f32
    %8406 = llvm.fmul %8381, %8393 : f32
    %8407 = llvm.fadd %8405, %8406 : f32
    %8408 = llvm.extractvalue %8316[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8409 = llvm.mlir.constant(2048 : index) : i64
    %8410 = llvm.mul %8352, %8409 overflow<nsw, nuw> : i64
    %8411 = llvm.mlir.constant(4 : index) : i64
    %8412 = llvm.mul %8354, %8411 overflow<nsw, nuw> : i64
    %8413 = llvm.add %8410, %8412 overflow<nsw, nuw> : i64
    %8414 = llvm.mlir.constant(2 : index) : i64
    %8415 = llvm.mul %8356, %8414 overflow<nsw, nuw> : i64
    %8416 = llvm.add %8413, %8415 overflow<nsw, nuw> : i64
    %8417 = llvm.add %8416, %8358 overflow<nsw, nuw> : i64
    %8418 = llvm.getelementptr inbounds|nuw %8408[%8417] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8407, %8418 : f32, !llvm.ptr
    %8419 = llvm.add %8364, %29 : i64
    llvm.br ^bb1078(%8419 : i64)
  ^bb1080:  // pred: ^bb1078
    %8420 = llvm.add %8362, %29 : i64
    llvm.br ^bb1076(%8420 : i64)
  ^bb1081:  // pred: ^bb1076
    %8421 = llvm.add %8360, %29 : i64
    llvm.br ^bb1074(%8421 : i64)
  ^bb1082:  // pred: ^bb1074
    %8422 = llvm.add %8358, %29 : i64
    llvm.br ^bb1072(%8422 : i64)
  ^bb1083:  // pred: ^bb1072
    %8423 = llvm.add %8356, %29 : i64
    llvm.br ^bb1070(%8423 : i64)
  ^bb1084:  // pred: ^bb1070
    %8424 = llvm.add %8354, %29 : i64
    llvm.br ^bb1068(%8424 : i64)
  ^bb1085:  // pred: ^bb1068
    %8425 = llvm.add %8352, %29 : i64
    llvm.br ^bb1066(%8425 : i64)
  ^bb1086:  // pred: ^bb1066
    %8426 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8427 = llvm.extractvalue %485[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8428 = llvm.extractvalue %485[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8429 = llvm.insertvalue %8427, %8426[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8430 = llvm.insertvalue %8428, %8429[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8431 = llvm.mlir.constant(0 : index) : i64
    %8432 = llvm.insertvalue %8431, %8430[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8433 = llvm.mlir.constant(512 : index) : i64
    %8434 = llvm.insertvalue %8433, %8432[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8435 = llvm.mlir.constant(1 : index) : i64
    %8436 = llvm.insertvalue %8435, %8434[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8437 = llvm.mlir.constant(1 : index) : i64
    %8438 = llvm.insertvalue %8437, %8436[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8439 = llvm.mlir.constant(1 : index) : i64
    %8440 = llvm.insertvalue %8439, %8438[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8441 = llvm.mlir.constant(1 : index) : i64
    %8442 = llvm.insertvalue %8441, %8440[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8443 = llvm.mlir.constant(1 : index) : i64
    %8444 = llvm.insertvalue %8443, %8442[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8445 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8446 = llvm.extractvalue %501[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8447 = llvm.extractvalue %501[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8448 = llvm.insertvalue %8446, %8445[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8449 = llvm.insertvalue %8447, %8448[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8450 = llvm.mlir.constant(0 : index) : i64
    %8451 = llvm.insertvalue %8450, %8449[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8452 = llvm.mlir.constant(512 : index) : i64
    %8453 = llvm.insertvalue %8452, %8451[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8454 = llvm.mlir.constant(1 : index) : i64
    %8455 = llvm.insertvalue %8454, %8453[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8456 = llvm.mlir.constant(1 : index) : i64
    %8457 = llvm.insertvalue %8456, %8455[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8458 = llvm.mlir.constant(1 : index) : i64
    %8459 = llvm.insertvalue %8458, %8457[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8460 = llvm.mlir.constant(1 : index) : i64
    %8461 = llvm.insertvalue %8460, %8459[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8462 = llvm.mlir.constant(1 : index) : i64
    %8463 = llvm.insertvalue %8462, %8461[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8464 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8465 = llvm.extractvalue %469[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8466 = llvm.extractvalue %469[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8467 = llvm.insertvalue %8465, %8464[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8468 = llvm.insertvalue %8466, %8467[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8469 = llvm.mlir.constant(0 : index) : i64
    %8470 = llvm.insertvalue %8469, %8468[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8471 = llvm.mlir.constant(512 : index) : i64
    %8472 = llvm.insertvalue %8471, %8470[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8473 = llvm.mlir.constant(1 : index) : i64
    %8474 = llvm.insertvalue %8473, %8472[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8475 = llvm.mlir.constant(1 : index) : i64
    %8476 = llvm.insertvalue %8475, %8474[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8477 = llvm.mlir.constant(1 : index) : i64
    %8478 = llvm.insertvalue %8477, %8476[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8479 = llvm.mlir.constant(1 : index) : i64
    %8480 = llvm.insertvalue %8479, %8478[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8481 = llvm.mlir.constant(1 : index) : i64
    %8482 = llvm.insertvalue %8481, %8480[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8483 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8484 = llvm.extractvalue %453[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8485 = llvm.extractvalue %453[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8486 = llvm.insertvalue %8484, %8483[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8487 = llvm.insertvalue %8485, %8486[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8488 = llvm.mlir.constant(0 : index) : i64
    %8489 = llvm.insertvalue %8488, %8487[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8490 = llvm.mlir.constant(512 : index) : i64
    %8491 = llvm.insertvalue %8490, %8489[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8492 = llvm.mlir.constant(1 : index) : i64
    %8493 = llvm.insertvalue %8492, %8491[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8494 = llvm.mlir.constant(1 : index) : i64
    %8495 = llvm.insertvalue %8494, %8493[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8496 = llvm.mlir.constant(1 : index) : i64
    %8497 = llvm.insertvalue %8496, %8495[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8498 = llvm.mlir.constant(1 : index) : i64
    %8499 = llvm.insertvalue %8498, %8497[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8500 = llvm.mlir.constant(1 : index) : i64
    %8501 = llvm.insertvalue %8500, %8499[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1087(%30 : i64)
  ^bb1087(%8502: i64):  // 2 preds: ^bb1086, ^bb1097
    %8503 = llvm.icmp "slt" %8502, %29 : i64
    llvm.cond_br %8503, ^bb1088, ^bb1098
  ^bb1088:  // pred: ^bb1087
    llvm.br ^bb1089(%30 : i64)
  ^bb1089(%8504: i64):  // 2 preds: ^bb1088, ^bb1096
    %8505 = llvm.icmp "slt" %8504, %14 : i64
    llvm.cond_br %8505, ^bb1090, ^bb1097
  ^bb1090:  // pred: ^bb1089
    llvm.br ^bb1091(%30 : i64)
  ^bb1091(%8506: i64):  // 2 preds: ^bb1090, ^bb1095
    %8507 = llvm.icmp "slt" %8506, %13 : i64
    llvm.cond_br %8507, ^bb1092, ^bb1096
  ^bb1092:  // pred: ^bb1091
    llvm.br ^bb1093(%30 : i64)
  ^bb1093(%8508: i64):  // 2 preds: ^bb1092, ^bb1094
    %8509 = llvm.icmp "slt" %8508, %13 : i64
    llvm.cond_br %8509, ^bb1094, ^bb1095
  ^bb1094:  // pred: ^bb1093
    %8510 = llvm.extractvalue %8316[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8511 = llvm.mlir.constant(2048 : index) : i64
    %8512 = llvm.mul %8502, %8511 overflow<nsw, nuw> : i64
    %8513 = llvm.mlir.constant(4 : index) : i64
    %8514 = llvm.mul %8504, %8513 overflow<nsw, nuw> : i64
    %8515 = llvm.add %8512, %8514 overflow<nsw, nuw> : i64
    %8516 = llvm.mlir.constant(2 : index) : i64
    %8517 = llvm.mul %8506, %8516 overflow<nsw, nuw> : i64
    %8518 = llvm.add %8515, %8517 overflow<nsw, nuw> : i64
    %8519 = llvm.add %8518, %8508 overflow<nsw, nuw> : i64
    %8520 = llvm.getelementptr inbounds|nuw %8510[%8519] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8521 = llvm.load %8520 : !llvm.ptr -> f32
    %8522 = llvm.extractvalue %8463[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8523 = llvm.add %8504, %30 overflow<nsw, nuw> : i64
    %8524 = llvm.add %8523, %30 overflow<nsw, nuw> : i64
    %8525 = llvm.getelementptr inbounds|nuw %8522[%8524] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8526 = llvm.load %8525 : !llvm.ptr -> f32
    %8527 = llvm.extractvalue %8444[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8528 = llvm.add %8504, %30 overflow<nsw, nuw> : i64
    %8529 = llvm.add %8528, %30 overflow<nsw, nuw> : i64
    %8530 = llvm.getelementptr inbounds|nuw %8527[%8529] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8531 = llvm.load %8530 : !llvm.ptr -> f32
    %8532 = llvm.extractvalue %8482[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8533 = llvm.add %8504, %30 overflow<nsw, nuw> : i64
    %8534 = llvm.add %8533, %30 overflow<nsw, nuw> : i64
    %8535 = llvm.getelementptr inbounds|nuw %8532[%8534] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8536 = llvm.load %8535 : !llvm.ptr -> f32
    %8537 = llvm.extractvalue %8501[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8538 = llvm.add %8504, %30 overflow<nsw, nuw> : i64
    %8539 = llvm.add %8538, %30 overflow<nsw, nuw> : i64
    %8540 = llvm.getelementptr inbounds|nuw %8537[%8539] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8541 = llvm.load %8540 : !llvm.ptr -> f32
    %8542 = llvm.fptrunc %32 : f64 to f32
    %8543 = llvm.fadd %8531, %8542 : f32
    %8544 = llvm.intr.sqrt(%8543) : (f32) -> f32
    %8545 = llvm.fdiv %34, %8544 : f32
    %8546 = llvm.fsub %8521, %8526 : f32
    %8547 = llvm.fmul %8546, %8545 : f32
    %8548 = llvm.fmul %8547, %8536 : f32
    %8549 = llvm.fadd %8548, %8541 : f32
    %8550 = llvm.fcmp "ugt" %8549, %33 : f32
    %8551 = llvm.select %8550, %8549, %33 : i1, f32
    %8552 = llvm.extractvalue %8225[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8553 = llvm.mlir.constant(2048 : index) : i64
    %8554 = llvm.mul %8502, %8553 overflow<nsw, nuw> : i64
    %8555 = llvm.mlir.constant(4 : index) : i64
    %8556 = llvm.mul %8504, %8555 overflow<nsw, nuw> : i64
    %8557 = llvm.add %8554, %8556 overflow<nsw, nuw> : i64
    %8558 = llvm.mlir.constant(2 : index) : i64
    %8559 = llvm.mul %8506, %8558 overflow<nsw, nuw> : i64
    %8560 = llvm.add %8557, %8559 overflow<nsw, nuw> : i64
    %8561 = llvm.add %8560, %8508 overflow<nsw, nuw> : i64
    %8562 = llvm.getelementptr inbounds|nuw %8552[%8561] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8551, %8562 : f32, !llvm.ptr
    %8563 = llvm.add %8508, %29 : i64
    llvm.br ^bb1093(%8563 : i64)
  ^bb1095:  // pred: ^bb1093
    %8564 = llvm.add %8506, %29 : i64
    llvm.br ^bb1091(%8564 : i64)
  ^bb1096:  // pred: ^bb1091
    %8565 = llvm.add %8504, %29 : i64
    llvm.br ^bb1089(%8565 : i64)
  ^bb1097:  // pred: ^bb1089
    %8566 = llvm.add %8502, %29 : i64
    llvm.br ^bb1087(%8566 : i64)
  ^bb1098:  // pred: ^bb1087
    %8567 = llvm.mlir.constant(1 : index) : i64
    %8568 = llvm.mlir.constant(512 : index) : i64
    %8569 = llvm.mlir.constant(4 : index) : i64
    %8570 = llvm.mlir.constant(4 : index) : i64
    %8571 = llvm.mlir.constant(1 : index) : i64
    %8572 = llvm.mlir.constant(16 : index) : i64
    %8573 = llvm.mlir.constant(8192 : index) : i64
    %8574 = llvm.mlir.constant(8192 : index) : i64
    %8575 = llvm.mlir.zero : !llvm.ptr
    %8576 = llvm.getelementptr %8575[%8574] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8577 = llvm.ptrtoint %8576 : !llvm.ptr to i64
    %8578 = llvm.mlir.constant(64 : index) : i64
    %8579 = llvm.add %8577, %8578 : i64
    %8580 = llvm.call @malloc(%8579) : (i64) -> !llvm.ptr
    %8581 = llvm.ptrtoint %8580 : !llvm.ptr to i64
    %8582 = llvm.mlir.constant(1 : index) : i64
    %8583 = llvm.sub %8578, %8582 : i64
    %8584 = llvm.add %8581, %8583 : i64
    %8585 = llvm.urem %8584, %8578 : i64
    %8586 = llvm.sub %8584, %8585 : i64
    %8587 = llvm.inttoptr %8586 : i64 to !llvm.ptr
    %8588 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8589 = llvm.insertvalue %8580, %8588[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8590 = llvm.insertvalue %8587, %8589[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8591 = llvm.mlir.constant(0 : index) : i64
    %8592 = llvm.insertvalue %8591, %8590[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8593 = llvm.insertvalue %8567, %8592[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8594 = llvm.insertvalue %8568, %8593[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8595 = llvm.insertvalue %8569, %8594[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8596 = llvm.insertvalue %8570, %8595[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8597 = llvm.insertvalue %8573, %8596[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8598 = llvm.insertvalue %8572, %8597[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8599 = llvm.insertvalue %8570, %8598[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8600 = llvm.insertvalue %8571, %8599[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1099(%30 : i64)
  ^bb1099(%8601: i64):  // 2 preds: ^bb1098, ^bb1109
    %8602 = llvm.icmp "slt" %8601, %29 : i64
    llvm.cond_br %8602, ^bb1100, ^bb1110
  ^bb1100:  // pred: ^bb1099
    llvm.br ^bb1101(%30 : i64)
  ^bb1101(%8603: i64):  // 2 preds: ^bb1100, ^bb1108
    %8604 = llvm.icmp "slt" %8603, %14 : i64
    llvm.cond_br %8604, ^bb1102, ^bb1109
  ^bb1102:  // pred: ^bb1101
    llvm.br ^bb1103(%30 : i64)
  ^bb1103(%8605: i64):  // 2 preds: ^bb1102, ^bb1107
    %8606 = llvm.icmp "slt" %8605, %16 : i64
    llvm.cond_br %8606, ^bb1104, ^bb1108
  ^bb1104:  // pred: ^bb1103
    llvm.br ^bb1105(%30 : i64)
  ^bb1105(%8607: i64):  // 2 preds: ^bb1104, ^bb1106
    %8608 = llvm.icmp "slt" %8607, %16 : i64
    llvm.cond_br %8608, ^bb1106, ^bb1107
  ^bb1106:  // pred: ^bb1105
    %8609 = llvm.extractvalue %8600[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8610 = llvm.mlir.constant(8192 : index) : i64
    %8611 = llvm.mul %8601, %8610 overflow<nsw, nuw> : i64
    %8612 = llvm.mlir.constant(16 : index) : i64
    %8613 = llvm.mul %8603, %8612 overflow<nsw, nuw> : i64
    %8614 = llvm.add %8611, %8613 overflow<nsw, nuw> : i64
    %8615 = llvm.mlir.constant(4 : index) : i64
    %8616 = llvm.mul %8605, %8615 overflow<nsw, nuw> : i64
    %8617 = llvm.add %8614, %8616 overflow<nsw, nuw> : i64
    %8618 = llvm.add %8617, %8607 overflow<nsw, nuw> : i64
    %8619 = llvm.getelementptr inbounds|nuw %8609[%8618] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %8619 : f32, !llvm.ptr
    %8620 = llvm.add %8607, %29 : i64
    llvm.br ^bb1105(%8620 : i64)
  ^bb1107:  // pred: ^bb1105
    %8621 = llvm.add %8605, %29 : i64
    llvm.br ^bb1103(%8621 : i64)
  ^bb1108:  // pred: ^bb1103
    %8622 = llvm.add %8603, %29 : i64
    llvm.br ^bb1101(%8622 : i64)
  ^bb1109:  // pred: ^bb1101
    %8623 = llvm.add %8601, %29 : i64
    llvm.br ^bb1099(%8623 : i64)
  ^bb1110:  // pred: ^bb1099
    %8624 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8625 = llvm.extractvalue %8600[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8626 = llvm.extractvalue %8600[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8627 = llvm.insertvalue %8625, %8624[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8628 = llvm.insertvalue %8626, %8627[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8629 = llvm.mlir.constant(5 : index) : i64
    %8630 = llvm.insertvalue %8629, %8628[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8631 = llvm.mlir.constant(1 : index) : i64
    %8632 = llvm.insertvalue %8631, %8630[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8633 = llvm.mlir.constant(8192 : index) : i64
    %8634 = llvm.insertvalue %8633, %8632[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8635 = llvm.mlir.constant(512 : index) : i64
    %8636 = llvm.insertvalue %8635, %8634[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8637 = llvm.mlir.constant(16 : index) : i64
    %8638 = llvm.insertvalue %8637, %8636[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8639 = llvm.mlir.constant(2 : index) : i64
    %8640 = llvm.insertvalue %8639, %8638[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8641 = llvm.mlir.constant(4 : index) : i64
    %8642 = llvm.insertvalue %8641, %8640[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8643 = llvm.mlir.constant(2 : index) : i64
    %8644 = llvm.insertvalue %8643, %8642[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8645 = llvm.mlir.constant(1 : index) : i64
    %8646 = llvm.insertvalue %8645, %8644[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1111(%30 : i64)
  ^bb1111(%8647: i64):  // 2 preds: ^bb1110, ^bb1121
    %8648 = llvm.icmp "slt" %8647, %29 : i64
    llvm.cond_br %8648, ^bb1112, ^bb1122
  ^bb1112:  // pred: ^bb1111
    llvm.br ^bb1113(%30 : i64)
  ^bb1113(%8649: i64):  // 2 preds: ^bb1112, ^bb1120
    %8650 = llvm.icmp "slt" %8649, %14 : i64
    llvm.cond_br %8650, ^bb1114, ^bb1121
  ^bb1114:  // pred: ^bb1113
    llvm.br ^bb1115(%30 : i64)
  ^bb1115(%8651: i64):  // 2 preds: ^bb1114, ^bb1119
    %8652 = llvm.icmp "slt" %8651, %13 : i64
    llvm.cond_br %8652, ^bb1116, ^bb1120
  ^bb1116:  // pred: ^bb1115
    llvm.br ^bb1117(%30 : i64)
  ^bb1117(%8653: i64):  // 2 preds: ^bb1116, ^bb1118
    %8654 = llvm.icmp "slt" %8653, %13 : i64
    llvm.cond_br %8654, ^bb1118, ^bb1119
  ^bb1118:  // pred: ^bb1117
    %8655 = llvm.extractvalue %8225[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8656 = llvm.mlir.constant(2048 : index) : i64
    %8657 = llvm.mul %8647, %8656 overflow<nsw, nuw> : i64
    %8658 = llvm.mlir.constant(4 : index) : i64
    %8659 = llvm.mul %8649, %8658 overflow<nsw, nuw> : i64
    %8660 = llvm.add %8657, %8659 overflow<nsw, nuw> : i64
    %8661 = llvm.mlir.constant(2 : index) : i64
    %8662 = llvm.mul %8651, %8661 overflow<nsw, nuw> : i64
    %8663 = llvm.add %8660, %8662 overflow<nsw, nuw> : i64
    %8664 = llvm.add %8663, %8653 overflow<nsw, nuw> : i64
    %8665 = llvm.getelementptr inbounds|nuw %8655[%8664] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8666 = llvm.load %8665 : !llvm.ptr -> f32
    %8667 = llvm.extractvalue %8646[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8668 = llvm.mlir.constant(5 : index) : i64
    %8669 = llvm.getelementptr %8667[%8668] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8670 = llvm.mlir.constant(8192 : index) : i64
    %8671 = llvm.mul %8647, %8670 overflow<nsw, nuw> : i64
    %8672 = llvm.mlir.constant(16 : index) : i64
    %8673 = llvm.mul %8649, %8672 overflow<nsw, nuw> : i64
    %8674 = llvm.add %8671, %8673 overflow<nsw, nuw> : i64
    %8675 = llvm.mlir.constant(4 : index) : i64
    %8676 = llvm.mul %8651, %8675 overflow<nsw, nuw> : i64
    %8677 = llvm.add %8674, %8676 overflow<nsw, nuw> : i64
    %8678 = llvm.add %8677, %8653 overflow<nsw, nuw> : i64
    %8679 = llvm.getelementptr inbounds|nuw %8669[%8678] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8666, %8679 : f32, !llvm.ptr
    %8680 = llvm.add %8653, %29 : i64
    llvm.br ^bb1117(%8680 : i64)
  ^bb1119:  // pred: ^bb1117
    %8681 = llvm.add %8651, %29 : i64
    llvm.br ^bb1115(%8681 : i64)
  ^bb1120:  // pred: ^bb1115
    %8682 = llvm.add %8649, %29 : i64
    llvm.br ^bb1113(%8682 : i64)
  ^bb1121:  // pred: ^bb1113
    %8683 = llvm.add %8647, %29 : i64
    llvm.br ^bb1111(%8683 : i64)
  ^bb1122:  // pred: ^bb1111
    %8684 = llvm.mlir.constant(1 : index) : i64
    %8685 = llvm.mlir.constant(512 : index) : i64
    %8686 = llvm.mlir.constant(2 : index) : i64
    %8687 = llvm.mlir.constant(2 : index) : i64
    %8688 = llvm.mlir.constant(1 : index) : i64
    %8689 = llvm.mlir.constant(4 : index) : i64
    %8690 = llvm.mlir.constant(2048 : index) : i64
    %8691 = llvm.mlir.constant(2048 : index) : i64
    %8692 = llvm.mlir.zero : !llvm.ptr
    %8693 = llvm.getelementptr %8692[%8691] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8694 = llvm.ptrtoint %8693 : !llvm.ptr to i64
    %8695 = llvm.mlir.constant(64 : index) : i64
    %8696 = llvm.add %8694, %8695 : i64
    %8697 = llvm.call @malloc(%8696) : (i64) -> !llvm.ptr
    %8698 = llvm.ptrtoint %8697 : !llvm.ptr to i64
    %8699 = llvm.mlir.constant(1 : index) : i64
    %8700 = llvm.sub %8695, %8699 : i64
    %8701 = llvm.add %8698, %8700 : i64
    %8702 = llvm.urem %8701, %8695 : i64
    %8703 = llvm.sub %8701, %8702 : i64
    %8704 = llvm.inttoptr %8703 : i64 to !llvm.ptr
    %8705 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8706 = llvm.insertvalue %8697, %8705[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8707 = llvm.insertvalue %8704, %8706[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8708 = llvm.mlir.constant(0 : index) : i64
    %8709 = llvm.insertvalue %8708, %8707[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8710 = llvm.insertvalue %8684, %8709[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8711 = llvm.insertvalue %8685, %8710[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8712 = llvm.insertvalue %8686, %8711[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8713 = llvm.insertvalue %8687, %8712[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8714 = llvm.insertvalue %8690, %8713[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8715 = llvm.insertvalue %8689, %8714[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8716 = llvm.insertvalue %8687, %8715[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8717 = llvm.insertvalue %8688, %8716[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1123(%30 : i64)
  ^bb1123(%8718: i64):  // 2 preds: ^bb1122, ^bb1133
    %8719 = llvm.icmp "slt" %8718, %29 : i64
    llvm.cond_br %8719, ^bb1124, ^bb1134
  ^bb1124:  // pred: ^bb1123
    llvm.br ^bb1125(%30 : i64)
  ^bb1125(%8720: i64):  // 2 preds: ^bb1124, ^bb1132
    %8721 = llvm.icmp "slt" %8720, %14 : i64
    llvm.cond_br %8721, ^bb1126, ^bb1133
  ^bb1126:  // pred: ^bb1125
    llvm.br ^bb1127(%30 : i64)
  ^bb1127(%8722: i64):  // 2 preds: ^bb1126, ^bb1131
    %8723 = llvm.icmp "slt" %8722, %13 : i64
    llvm.cond_br %8723, ^bb1128, ^bb1132
  ^bb1128:  // pred: ^bb1127
    llvm.br ^bb1129(%30 : i64)
  ^bb1129(%8724: i64):  // 2 preds: ^bb1128, ^bb1130
    %8725 = llvm.icmp "slt" %8724, %13 : i64
    llvm.cond_br %8725, ^bb1130, ^bb1131
  ^bb1130:  // pred: ^bb1129
    %8726 = llvm.extractvalue %8259[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8727 = llvm.mlir.constant(2048 : index) : i64
    %8728 = llvm.mul %8718, %8727 overflow<nsw, nuw> : i64
    %8729 = llvm.mlir.constant(4 : index) : i64
    %8730 = llvm.mul %8720, %8729 overflow<nsw, nuw> : i64
    %8731 = llvm.add %8728, %8730 overflow<nsw, nuw> : i64
    %8732 = llvm.mlir.constant(2 : index) : i64
    %8733 = llvm.mul %8722, %8732 overflow<nsw, nuw> : i64
    %8734 = llvm.add %8731, %8733 overflow<nsw, nuw> : i64
    %8735 = llvm.add %8734, %8724 overflow<nsw, nuw> : i64
    %8736 = llvm.getelementptr inbounds|nuw %8726[%8735] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8737 = llvm.load %8736 : !llvm.ptr -> f32
    %8738 = llvm.extractvalue %8717[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8739 = llvm.mlir.constant(2048 : index) : i64
    %8740 = llvm.mul %8718, %8739 overflow<nsw, nuw> : i64
    %8741 = llvm.mlir.constant(4 : index) : i64
    %8742 = llvm.mul %8720, %8741 overflow<nsw, nuw> : i64
    %8743 = llvm.add %8740, %8742 overflow<nsw, nuw> : i64
    %8744 = llvm.mlir.constant(2 : index) : i64
    %8745 = llvm.mul %8722, %8744 overflow<nsw, nuw> : i64
    %8746 = llvm.add %8743, %8745 overflow<nsw, nuw> : i64
    %8747 = llvm.add %8746, %8724 overflow<nsw, nuw> : i64
    %8748 = llvm.getelementptr inbounds|nuw %8738[%8747] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8737, %8748 : f32, !llvm.ptr
    %8749 = llvm.add %8724, %29 : i64
    llvm.br ^bb1129(%8749 : i64)
  ^bb1131:  // pred: ^bb1129
    %8750 = llvm.add %8722, %29 : i64
    llvm.br ^bb1127(%8750 : i64)
  ^bb1132:  // pred: ^bb1127
    %8751 = llvm.add %8720, %29 : i64
    llvm.br ^bb1125(%8751 : i64)
  ^bb1133:  // pred: ^bb1125
    %8752 = llvm.add %8718, %29 : i64
    llvm.br ^bb1123(%8752 : i64)
  ^bb1134:  // pred: ^bb1123
    llvm.br ^bb1135(%30 : i64)
  ^bb1135(%8753: i64):  // 2 preds: ^bb1134, ^bb1154
    %8754 = llvm.icmp "slt" %8753, %29 : i64
    llvm.cond_br %8754, ^bb1136, ^bb1155
  ^bb1136:  // pred: ^bb1135
    llvm.br ^bb1137(%30 : i64)
  ^bb1137(%8755: i64):  // 2 preds: ^bb1136, ^bb1153
    %8756 = llvm.icmp "slt" %8755, %14 : i64
    llvm.cond_br %8756, ^bb1138, ^bb1154
  ^bb1138:  // pred: ^bb1137
    llvm.br ^bb1139(%30 : i64)
  ^bb1139(%8757: i64):  // 2 preds: ^bb1138, ^bb1152
    %8758 = llvm.icmp "slt" %8757, %13 : i64
    llvm.cond_br %8758, ^bb1140, ^bb1153
  ^bb1140:  // pred: ^bb1139
    llvm.br ^bb1141(%30 : i64)
  ^bb1141(%8759: i64):  // 2 preds: ^bb1140, ^bb1151
    %8760 = llvm.icmp "slt" %8759, %13 : i64
    llvm.cond_br %8760, ^bb1142, ^bb1152
  ^bb1142:  // pred: ^bb1141
    llvm.br ^bb1143(%30 : i64)
  ^bb1143(%8761: i64):  // 2 preds: ^bb1142, ^bb1150
    %8762 = llvm.icmp "slt" %8761, %14 : i64
    llvm.cond_br %8762, ^bb1144, ^bb1151
  ^bb1144:  // pred: ^bb1143
    llvm.br ^bb1145(%30 : i64)
  ^bb1145(%8763: i64):  // 2 preds: ^bb1144, ^bb1149
    %8764 = llvm.icmp "slt" %8763, %28 : i64
    llvm.cond_br %8764, ^bb1146, ^bb1150
  ^bb1146:  // pred: ^bb1145
    llvm.br ^bb1147(%30 : i64)
  ^bb1147(%8765: i64):  // 2 preds: ^bb1146, ^bb1148
    %8766 = llvm.icmp "slt" %8765, %28 : i64
    llvm.cond_br %8766, ^bb1148, ^bb1149
  ^bb1148:  // pred: ^bb1147
    %8767 = llvm.add %8757, %8763 : i64
    %8768 = llvm.add %8759, %8765 : i64
    %8769 = llvm.extractvalue %8600[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8770 = llvm.mlir.constant(8192 : index) : i64
    %8771 = llvm.mul %8753, %8770 overflow<nsw, nuw> : i64
    %8772 = llvm.mlir.constant(16 : index) : i64
    %8773 = llvm.mul %8761, %8772 overflow<nsw, nuw> : i64
    %8774 = llvm.add %8771, %8773 overflow<nsw, nuw> : i64
    %8775 = llvm.mlir.constant(4 : index) : i64
    %8776 = llvm.mul %8767, %8775 overflow<nsw, nuw> : i64
    %8777 = llvm.add %8774, %8776 overflow<nsw, nuw> : i64
    %8778 = llvm.add %8777, %8768 overflow<nsw, nuw> : i64
    %8779 = llvm.getelementptr inbounds|nuw %8769[%8778] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8780 = llvm.load %8779 : !llvm.ptr -> f32
    %8781 = llvm.extractvalue %437[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8782 = llvm.mlir.constant(4608 : index) : i64
    %8783 = llvm.mul %8755, %8782 overflow<nsw, nuw> : i64
    %8784 = llvm.mlir.constant(9 : index) : i64
    %8785 = llvm.mul %8761, %8784 overflow<nsw, nuw> : i64
    %8786 = llvm.add %8783, %8785 overflow<nsw, nuw> : i64
    %8787 = llvm.mlir.constant(3 : index) : i64
    %8788 = llvm.mul %8763, %8787 overflow<nsw, nuw> : i64
    %8789 = llvm.add %8786, %8788 overflow<nsw, nuw> : i64
    %8790 = llvm.add %8789, %8765 overflow<nsw, nuw> : i64
    %8791 = llvm.getelementptr inbounds|nuw %8781[%8790] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8792 = llvm.load %8791 : !llvm.ptr -> f32
    %8793 = llvm.extractvalue %8717[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8794 = llvm.mlir.constant(2048 : index) : i64
    %8795 = llvm.mul %8753, %8794 overflow<nsw, nuw> : i64
    %8796 = llvm.mlir.constant(4 : index) : i64
    %8797 = llvm.mul %8755, %8796 overflow<nsw, nuw> : i64
    %8798 = llvm.add %8795, %8797 overflow<nsw, nuw> : i64
    %8799 = llvm.mlir.constant(2 : index) : i64
    %8800 = llvm.mul %8757, %8799 overflow<nsw, nuw> : i64
    %8801 = llvm.add %8798, %8800 overflow<nsw, nuw> : i64
    %8802 = llvm.add %8801, %8759 overflow<nsw, nuw> : i64
    %8803 = llvm.getelementptr inbounds|nuw %8793[%8802] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8804 = llvm.load %8803 : !llvm.ptr -> f32
    %8805 = llvm.fmul %8780, %8792 : f32
    %8806 = llvm.fadd %8804, %8805 : f32
    %8807 = llvm.extractvalue %8717[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8808 = llvm.mlir.constant(2048 : index) : i64
    %8809 = llvm.mul %8753, %8808 overflow<nsw, nuw> : i64
    %8810 = llvm.mlir.constant(4 : index) : i64
    %8811 = llvm.mul %8755, %8810 overflow<nsw, nuw> : i64
    %8812 = llvm.add %8809, %8811 overflow<nsw, nuw> : i64
    %8813 = llvm.mlir.constant(2 : index) : i64
    %8814 = llvm.mul %8757, %8813 overflow<nsw, nuw> : i64
    %8815 = llvm.add %8812, %8814 overflow<nsw, nuw> : i64
    %8816 = llvm.add %8815, %8759 overflow<nsw, nuw> : i64
    %8817 = llvm.getelementptr inbounds|nuw %8807[%8816] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8806, %8817 : f32, !llvm.ptr
    %8818 = llvm.add %8765, %29 : i64
    llvm.br ^bb1147(%8818 : i64)
  ^bb1149:  // pred: ^bb1147
    %8819 = llvm.add %8763, %29 : i64
    llvm.br ^bb1145(%8819 : i64)
  ^bb1150:  // pred: ^bb1145
    %8820 = llvm.add %8761, %29 : i64
    llvm.br ^bb1143(%8820 : i64)
  ^bb1151:  // pred: ^bb1143
    %8821 = llvm.add %8759, %29 : i64
    llvm.br ^bb1141(%8821 : i64)
  ^bb1152:  // pred: ^bb1141
    %8822 = llvm.add %8757, %29 : i64
    llvm.br ^bb1139(%8822 : i64)
  ^bb1153:  // pred: ^bb1139
    %8823 = llvm.add %8755, %29 : i64
    llvm.br ^bb1137(%8823 : i64)
  ^bb1154:  // pred: ^bb1137
    %8824 = llvm.add %8753, %29 : i64
    llvm.br ^bb1135(%8824 : i64)
  ^bb1155:  // pred: ^bb1135
    %8825 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8826 = llvm.extractvalue %393[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8827 = llvm.extractvalue %393[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8828 = llvm.insertvalue %8826, %8825[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8829 = llvm.insertvalue %8827, %8828[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8830 = llvm.mlir.constant(0 : index) : i64
    %8831 = llvm.insertvalue %8830, %8829[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8832 = llvm.mlir.constant(512 : index) : i64
    %8833 = llvm.insertvalue %8832, %8831[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8834 = llvm.mlir.constant(1 : index) : i64
    %8835 = llvm.insertvalue %8834, %8833[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8836 = llvm.mlir.constant(1 : index) : i64
    %8837 = llvm.insertvalue %8836, %8835[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8838 = llvm.mlir.constant(1 : index) : i64
    %8839 = llvm.insertvalue %8838, %8837[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8840 = llvm.mlir.constant(1 : index) : i64
    %8841 = llvm.insertvalue %8840, %8839[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8842 = llvm.mlir.constant(1 : index) : i64
    %8843 = llvm.insertvalue %8842, %8841[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8844 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8845 = llvm.extractvalue %409[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8846 = llvm.extractvalue %409[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8847 = llvm.insertvalue %8845, %8844[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8848 = llvm.insertvalue %8846, %8847[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8849 = llvm.mlir.constant(0 : index) : i64
    %8850 = llvm.insertvalue %8849, %8848[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8851 = llvm.mlir.constant(512 : index) : i64
    %8852 = llvm.insertvalue %8851, %8850[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8853 = llvm.mlir.constant(1 : index) : i64
    %8854 = llvm.insertvalue %8853, %8852[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8855 = llvm.mlir.constant(1 : index) : i64
    %8856 = llvm.insertvalue %8855, %8854[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8857 = llvm.mlir.constant(1 : index) : i64
    %8858 = llvm.insertvalue %8857, %8856[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8859 = llvm.mlir.constant(1 : index) : i64
    %8860 = llvm.insertvalue %8859, %8858[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8861 = llvm.mlir.constant(1 : index) : i64
    %8862 = llvm.insertvalue %8861, %8860[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8863 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8864 = llvm.extractvalue %377[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8865 = llvm.extractvalue %377[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8866 = llvm.insertvalue %8864, %8863[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8867 = llvm.insertvalue %8865, %8866[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8868 = llvm.mlir.constant(0 : index) : i64
    %8869 = llvm.insertvalue %8868, %8867[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8870 = llvm.mlir.constant(512 : index) : i64
    %8871 = llvm.insertvalue %8870, %8869[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8872 = llvm.mlir.constant(1 : index) : i64
    %8873 = llvm.insertvalue %8872, %8871[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8874 = llvm.mlir.constant(1 : index) : i64
    %8875 = llvm.insertvalue %8874, %8873[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8876 = llvm.mlir.constant(1 : index) : i64
    %8877 = llvm.insertvalue %8876, %8875[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8878 = llvm.mlir.constant(1 : index) : i64
    %8879 = llvm.insertvalue %8878, %8877[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8880 = llvm.mlir.constant(1 : index) : i64
    %8881 = llvm.insertvalue %8880, %8879[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8882 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8883 = llvm.extractvalue %361[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8884 = llvm.extractvalue %361[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8885 = llvm.insertvalue %8883, %8882[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8886 = llvm.insertvalue %8884, %8885[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8887 = llvm.mlir.constant(0 : index) : i64
    %8888 = llvm.insertvalue %8887, %8886[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8889 = llvm.mlir.constant(512 : index) : i64
    %8890 = llvm.insertvalue %8889, %8888[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8891 = llvm.mlir.constant(1 : index) : i64
    %8892 = llvm.insertvalue %8891, %8890[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8893 = llvm.mlir.constant(1 : index) : i64
    %8894 = llvm.insertvalue %8893, %8892[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8895 = llvm.mlir.constant(1 : index) : i64
    %8896 = llvm.insertvalue %8895, %8894[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8897 = llvm.mlir.constant(1 : index) : i64
    %8898 = llvm.insertvalue %8897, %8896[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8899 = llvm.mlir.constant(1 : index) : i64
    %8900 = llvm.insertvalue %8899, %8898[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8901 = llvm.mlir.constant(1 : index) : i64
    %8902 = llvm.mlir.constant(512 : index) : i64
    %8903 = llvm.mlir.constant(2 : index) : i64
    %8904 = llvm.mlir.constant(2 : index) : i64
    %8905 = llvm.mlir.constant(1 : index) : i64
    %8906 = llvm.mlir.constant(4 : index) : i64
    %8907 = llvm.mlir.constant(2048 : index) : i64
    %8908 = llvm.mlir.constant(2048 : index) : i64
    %8909 = llvm.mlir.zero : !llvm.ptr
    %8910 = llvm.getelementptr %8909[%8908] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8911 = llvm.ptrtoint %8910 : !llvm.ptr to i64
    %8912 = llvm.mlir.constant(64 : index) : i64
    %8913 = llvm.add %8911, %8912 : i64
    %8914 = llvm.call @malloc(%8913) : (i64) -> !llvm.ptr
    %8915 = llvm.ptrtoint %8914 : !llvm.ptr to i64
    %8916 = llvm.mlir.constant(1 : index) : i64
    %8917 = llvm.sub %8912, %8916 : i64
    %8918 = llvm.add %8915, %8917 : i64
    %8919 = llvm.urem %8918, %8912 : i64
    %8920 = llvm.sub %8918, %8919 : i64
    %8921 = llvm.inttoptr %8920 : i64 to !llvm.ptr
    %8922 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8923 = llvm.insertvalue %8914, %8922[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8924 = llvm.insertvalue %8921, %8923[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8925 = llvm.mlir.constant(0 : index) : i64
    %8926 = llvm.insertvalue %8925, %8924[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8927 = llvm.insertvalue %8901, %8926[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8928 = llvm.insertvalue %8902, %8927[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8929 = llvm.insertvalue %8903, %8928[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8930 = llvm.insertvalue %8904, %8929[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8931 = llvm.insertvalue %8907, %8930[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8932 = llvm.insertvalue %8906, %8931[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8933 = llvm.insertvalue %8904, %8932[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8934 = llvm.insertvalue %8905, %8933[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1156(%30 : i64)
  ^bb1156(%8935: i64):  // 2 preds: ^bb1155, ^bb1166
    %8936 = llvm.icmp "slt" %8935, %29 : i64
    llvm.cond_br %8936, ^bb1157, ^bb1167
  ^bb1157:  // pred: ^bb1156
    llvm.br ^bb1158(%30 : i64)
  ^bb1158(%8937: i64):  // 2 preds: ^bb1157, ^bb1165
    %8938 = llvm.icmp "slt" %8937, %14 : i64
    llvm.cond_br %8938, ^bb1159, ^bb1166
  ^bb1159:  // pred: ^bb1158
    llvm.br ^bb1160(%30 : i64)
  ^bb1160(%8939: i64):  // 2 preds: ^bb1159, ^bb1164
    %8940 = llvm.icmp "slt" %8939, %13 : i64
    llvm.cond_br %8940, ^bb1161, ^bb1165
  ^bb1161:  // pred: ^bb1160
    llvm.br ^bb1162(%30 : i64)
  ^bb1162(%8941: i64):  // 2 preds: ^bb1161, ^bb1163
    %8942 = llvm.icmp "slt" %8941, %13 : i64
    llvm.cond_br %8942, ^bb1163, ^bb1164
  ^bb1163:  // pred: ^bb1162
    %8943 = llvm.extractvalue %8259[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8944 = llvm.mlir.constant(2048 : index) : i64
    %8945 = llvm.mul %8935, %8944 overflow<nsw, nuw> : i64
    %8946 = llvm.mlir.constant(4 : index) : i64
    %8947 = llvm.mul %8937, %8946 overflow<nsw, nuw> : i64
    %8948 = llvm.add %8945, %8947 overflow<nsw, nuw> : i64
    %8949 = llvm.mlir.constant(2 : index) : i64
    %8950 = llvm.mul %8939, %8949 overflow<nsw, nuw> : i64
    %8951 = llvm.add %8948, %8950 overflow<nsw, nuw> : i64
    %8952 = llvm.add %8951, %8941 overflow<nsw, nuw> : i64
    %8953 = llvm.getelementptr inbounds|nuw %8943[%8952] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8954 = llvm.load %8953 : !llvm.ptr -> f32
    %8955 = llvm.extractvalue %8934[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8956 = llvm.mlir.constant(2048 : index) : i64
    %8957 = llvm.mul %8935, %8956 overflow<nsw, nuw> : i64
    %8958 = llvm.mlir.constant(4 : index) : i64
    %8959 = llvm.mul %8937, %8958 overflow<nsw, nuw> : i64
    %8960 = llvm.add %8957, %8959 overflow<nsw, nuw> : i64
    %8961 = llvm.mlir.constant(2 : index) : i64
    %8962 = llvm.mul %8939, %8961 overflow<nsw, nuw> : i64
    %8963 = llvm.add %8960, %8962 overflow<nsw, nuw> : i64
    %8964 = llvm.add %8963, %8941 overflow<nsw, nuw> : i64
    %8965 = llvm.getelementptr inbounds|nuw %8955[%8964] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8954, %8965 : f32, !llvm.ptr
    %8966 = llvm.add %8941, %29 : i64
    llvm.br ^bb1162(%8966 : i64)
  ^bb1164:  // pred: ^bb1162
    %8967 = llvm.add %8939, %29 : i64
    llvm.br ^bb1160(%8967 : i64)
  ^bb1165:  // pred: ^bb1160
    %8968 = llvm.add %8937, %29 : i64
    llvm.br ^bb1158(%8968 : i64)
  ^bb1166:  // pred: ^bb1158
    %8969 = llvm.add %8935, %29 : i64
    llvm.br ^bb1156(%8969 : i64)
  ^bb1167:  // pred: ^bb1156
    llvm.br ^bb1168(%30 : i64)
  ^bb1168(%8970: i64):  // 2 preds: ^bb1167, ^bb1187
    %8971 = llvm.icmp "slt" %8970, %29 : i64
    llvm.cond_br %8971, ^bb1169, ^bb1188
  ^bb1169:  // pred: ^bb1168
    llvm.br ^bb1170(%30 : i64)
  ^bb1170(%8972: i64):  // 2 preds: ^bb1169, ^bb1186
    %8973 = llvm.icmp "slt" %8972, %14 : i64
    llvm.cond_br %8973, ^bb1171, ^bb1187
  ^bb1171:  // pred: ^bb1170
    llvm.br ^bb1172(%30 : i64)
  ^bb1172(%8974: i64):  // 2 preds: ^bb1171, ^bb1185
    %8975 = llvm.icmp "slt" %8974, %13 : i64
    llvm.cond_br %8975, ^bb1173, ^bb1186
  ^bb1173:  // pred: ^bb1172
    llvm.br ^bb1174(%30 : i64)
  ^bb1174(%8976: i64):  // 2 preds: ^bb1173, ^bb1184
    %8977 = llvm.icmp "slt" %8976, %13 : i64
    llvm.cond_br %8977, ^bb1175, ^bb1185
  ^bb1175:  // pred: ^bb1174
    llvm.br ^bb1176(%30 : i64)
  ^bb1176(%8978: i64):  // 2 preds: ^bb1175, ^bb1183
    %8979 = llvm.icmp "slt" %8978, %17 : i64
    llvm.cond_br %8979, ^bb1177, ^bb1184
  ^bb1177:  // pred: ^bb1176
    llvm.br ^bb1178(%30 : i64)
  ^bb1178(%8980: i64):  // 2 preds: ^bb1177, ^bb1182
    %8981 = llvm.icmp "slt" %8980, %29 : i64
    llvm.cond_br %8981, ^bb1179, ^bb1183
  ^bb1179:  // pred: ^bb1178
    llvm.br ^bb1180(%30 : i64)
  ^bb1180(%8982: i64):  // 2 preds: ^bb1179, ^bb1181
    %8983 = llvm.icmp "slt" %8982, %29 : i64
    llvm.cond_br %8983, ^bb1181, ^bb1182
  ^bb1181:  // pred: ^bb1180
    %8984 = llvm.mul %8974, %13 overflow<nsw> : i64
    %8985 = llvm.add %8984, %8980 : i64
    %8986 = llvm.mul %8976, %13 overflow<nsw> : i64
    %8987 = llvm.add %8986, %8982 : i64
    %8988 = llvm.extractvalue %6303[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8989 = llvm.mlir.constant(4096 : index) : i64
    %8990 = llvm.mul %8970, %8989 overflow<nsw, nuw> : i64
    %8991 = llvm.mlir.constant(16 : index) : i64
    %8992 = llvm.mul %8978, %8991 overflow<nsw, nuw> : i64
    %8993 = llvm.add %8990, %8992 overflow<nsw, nuw> : i64
    %8994 = llvm.mlir.constant(4 : index) : i64
    %8995 = llvm.mul %8985, %8994 overflow<nsw, nuw> : i64
    %8996 = llvm.add %8993, %8995 overflow<nsw, nuw> : i64
    %8997 = llvm.add %8996, %8987 overflow<nsw, nuw> : i64
    %8998 = llvm.getelementptr inbounds|nuw %8988[%8997] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8999 = llvm.load %8998 : !llvm.ptr -> f32
    %9000 = llvm.extractvalue %345[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9001 = llvm.mlir.constant(256 : index) : i64
    %9002 = llvm.mul %8972, %9001 overflow<nsw, nuw> : i64
    %9003 = llvm.add %9002, %8978 overflow<nsw, nuw> : i64
    %9004 = llvm.add %9003, %8980 overflow<nsw, nuw> : i64
    %9005 = llvm.add %9004, %8982 overflow<nsw, nuw> : i64
    %9006 = llvm.getelementptr inbounds|nuw %9000[%9005] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9007 = llvm.load %9006 : !llvm.ptr -> f32
    %9008 = llvm.extractvalue %8934[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9009 = llvm.mlir.constant(2048 : index) : i64
    %9010 = llvm.mul %8970, %9009 overflow<nsw, nuw> : i64
    %9011 = llvm.mlir.constant(4 : index) : i64
    %9012 = llvm.mul %8972, %9011 overflow<nsw, nuw> : i64
    %9013 = llvm.add %9010, %9012 overflow<nsw, nuw> : i64
    %9014 = llvm.mlir.constant(2 : index) : i64
    %9015 = llvm.mul %8974, %9014 overflow<nsw, nuw> : i64
    %9016 = llvm.add %9013, %9015 overflow<nsw, nuw> : i64
    %9017 = llvm.add %9016, %8976 overflow<nsw, nuw> : i64
    %9018 = llvm.getelementptr inbounds|nuw %9008[%9017] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9019 = llvm.load %9018 : !llvm.ptr -> f32
    %9020 = llvm.fmul %8999, %9007 : f32
    %9021 = llvm.fadd %9019, %9020 : f32
    %9022 = llvm.extractvalue %8934[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9023 = llvm.mlir.constant(2048 : index) : i64
    %9024 = llvm.mul %8970, %9023 overflow<nsw, nuw> : i64
    %9025 = llvm.mlir.constant(4 : index) : i64
    %9026 = llvm.mul %8972, %9025 overflow<nsw, nuw> : i64
    %9027 = llvm.add %9024, %9026 overflow<nsw, nuw> : i64
    %9028 = llvm.mlir.constant(2 : index) : i64
    %9029 = llvm.mul %8974, %9028 overflow<nsw, nuw> : i64
    %9030 = llvm.add %9027, %9029 overflow<nsw, nuw> : i64
    %9031 = llvm.add %9030, %8976 overflow<nsw, nuw> : i64
    %9032 = llvm.getelementptr inbounds|nuw %9022[%9031] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9021, %9032 : f32, !llvm.ptr
    %9033 = llvm.add %8982, %29 : i64
    llvm.br ^bb1180(%9033 : i64)
  ^bb1182:  // pred: ^bb1180
    %9034 = llvm.add %8980, %29 : i64
    llvm.br ^bb1178(%9034 : i64)
  ^bb1183:  // pred: ^bb1178
    %9035 = llvm.add %8978, %29 : i64
    llvm.br ^bb1176(%9035 : i64)
  ^bb1184:  // pred: ^bb1176
    %9036 = llvm.add %8976, %29 : i64
    llvm.br ^bb1174(%9036 : i64)
  ^bb1185:  // pred: ^bb1174
    %9037 = llvm.add %8974, %29 : i64
    llvm.br ^bb1172(%9037 : i64)
  ^bb1186:  // pred: ^bb1172
    %9038 = llvm.add %8972, %29 : i64
    llvm.br ^bb1170(%9038 : i64)
  ^bb1187:  // pred: ^bb1170
    %9039 = llvm.add %8970, %29 : i64
    llvm.br ^bb1168(%9039 : i64)
  ^bb1188:  // pred: ^bb1168
    %9040 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9041 = llvm.extractvalue %303[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9042 = llvm.extractvalue %303[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9043 = llvm.insertvalue %9041, %9040[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9044 = llvm.insertvalue %9042, %9043[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9045 = llvm.mlir.constant(0 : index) : i64
    %9046 = llvm.insertvalue %9045, %9044[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9047 = llvm.mlir.constant(512 : index) : i64
    %9048 = llvm.insertvalue %9047, %9046[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9049 = llvm.mlir.constant(1 : index) : i64
    %9050 = llvm.insertvalue %9049, %9048[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9051 = llvm.mlir.constant(1 : index) : i64
    %9052 = llvm.insertvalue %9051, %9050[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9053 = llvm.mlir.constant(1 : index) : i64
    %9054 = llvm.insertvalue %9053, %9052[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9055 = llvm.mlir.constant(1 : index) : i64
    %9056 = llvm.insertvalue %9055, %9054[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9057 = llvm.mlir.constant(1 : index) : i64
    %9058 = llvm.insertvalue %9057, %9056[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9059 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9060 = llvm.extractvalue %319[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9061 = llvm.extractvalue %319[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9062 = llvm.insertvalue %9060, %9059[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9063 = llvm.insertvalue %9061, %9062[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9064 = llvm.mlir.constant(0 : index) : i64
    %9065 = llvm.insertvalue %9064, %9063[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9066 = llvm.mlir.constant(512 : index) : i64
    %9067 = llvm.insertvalue %9066, %9065[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9068 = llvm.mlir.constant(1 : index) : i64
    %9069 = llvm.insertvalue %9068, %9067[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9070 = llvm.mlir.constant(1 : index) : i64
    %9071 = llvm.insertvalue %9070, %9069[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9072 = llvm.mlir.constant(1 : index) : i64
    %9073 = llvm.insertvalue %9072, %9071[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9074 = llvm.mlir.constant(1 : index) : i64
    %9075 = llvm.insertvalue %9074, %9073[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9076 = llvm.mlir.constant(1 : index) : i64
    %9077 = llvm.insertvalue %9076, %9075[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9078 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9079 = llvm.extractvalue %287[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9080 = llvm.extractvalue %287[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9081 = llvm.insertvalue %9079, %9078[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9082 = llvm.insertvalue %9080, %9081[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9083 = llvm.mlir.constant(0 : index) : i64
    %9084 = llvm.insertvalue %9083, %9082[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9085 = llvm.mlir.constant(512 : index) : i64
    %9086 = llvm.insertvalue %9085, %9084[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9087 = llvm.mlir.constant(1 : index) : i64
    %9088 = llvm.insertvalue %9087, %9086[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9089 = llvm.mlir.constant(1 : index) : i64
    %9090 = llvm.insertvalue %9089, %9088[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9091 = llvm.mlir.constant(1 : index) : i64
    %9092 = llvm.insertvalue %9091, %9090[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9093 = llvm.mlir.constant(1 : index) : i64
    %9094 = llvm.insertvalue %9093, %9092[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9095 = llvm.mlir.constant(1 : index) : i64
    %9096 = llvm.insertvalue %9095, %9094[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9097 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9098 = llvm.extractvalue %271[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9099 = llvm.extractvalue %271[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9100 = llvm.insertvalue %9098, %9097[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9101 = llvm.insertvalue %9099, %9100[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9102 = llvm.mlir.constant(0 : index) : i64
    %9103 = llvm.insertvalue %9102, %9101[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9104 = llvm.mlir.constant(512 : index) : i64
    %9105 = llvm.insertvalue %9104, %9103[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9106 = llvm.mlir.constant(1 : index) : i64
    %9107 = llvm.insertvalue %9106, %9105[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9108 = llvm.mlir.constant(1 : index) : i64
    %9109 = llvm.insertvalue %9108, %9107[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9110 = llvm.mlir.constant(1 : index) : i64
    %9111 = llvm.insertvalue %9110, %9109[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9112 = llvm.mlir.constant(1 : index) : i64
    %9113 = llvm.insertvalue %9112, %9111[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9114 = llvm.mlir.constant(1 : index) : i64
    %9115 = llvm.insertvalue %9114, %9113[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9116 = llvm.mlir.constant(1 : index) : i64
    %9117 = llvm.mlir.constant(512 : index) : i64
    %9118 = llvm.mlir.constant(2 : index) : i64
    %9119 = llvm.mlir.constant(2 : index) : i64
    %9120 = llvm.mlir.constant(1 : index) : i64
    %9121 = llvm.mlir.constant(4 : index) : i64
    %9122 = llvm.mlir.constant(2048 : index) : i64
    %9123 = llvm.mlir.constant(2048 : index) : i64
    %9124 = llvm.mlir.zero : !llvm.ptr
    %9125 = llvm.getelementptr %9124[%9123] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9126 = llvm.ptrtoint %9125 : !llvm.ptr to i64
    %9127 = llvm.mlir.constant(64 : index) : i64
    %9128 = llvm.add %9126, %9127 : i64
    %9129 = llvm.call @malloc(%9128) : (i64) -> !llvm.ptr
    %9130 = llvm.ptrtoint %9129 : !llvm.ptr to i64
    %9131 = llvm.mlir.constant(1 : index) : i64
    %9132 = llvm.sub %9127, %9131 : i64
    %9133 = llvm.add %9130, %9132 : i64
    %9134 = llvm.urem %9133, %9127 : i64
    %9135 = llvm.sub %9133, %9134 : i64
    %9136 = llvm.inttoptr %9135 : i64 to !llvm.ptr
    %9137 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9138 = llvm.insertvalue %9129, %9137[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9139 = llvm.insertvalue %9136, %9138[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9140 = llvm.mlir.constant(0 : index) : i64
    %9141 = llvm.insertvalue %9140, %9139[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9142 = llvm.insertvalue %9116, %9141[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9143 = llvm.insertvalue %9117, %9142[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9144 = llvm.insertvalue %9118, %9143[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9145 = llvm.insertvalue %9119, %9144[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9146 = llvm.insertvalue %9122, %9145[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9147 = llvm.insertvalue %9121, %9146[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9148 = llvm.insertvalue %9119, %9147[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9149 = llvm.insertvalue %9120, %9148[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1189(%30 : i64)
  ^bb1189(%9150: i64):  // 2 preds: ^bb1188, ^bb1199
    %9151 = llvm.icmp "slt" %9150, %29 : i64
    llvm.cond_br %9151, ^bb1190, ^bb1200
  ^bb1190:  // pred: ^bb1189
    llvm.br ^bb1191(%30 : i64)
  ^bb1191(%9152: i64):  // 2 preds: ^bb1190, ^bb1198
    %9153 = llvm.icmp "slt" %9152, %14 : i64
    llvm.cond_br %9153, ^bb1192, ^bb1199
  ^bb1192:  // pred: ^bb1191
    llvm.br ^bb1193(%30 : i64)
  ^bb1193(%9154: i64):  // 2 preds: ^bb1192, ^bb1197
    %9155 = llvm.icmp "slt" %9154, %13 : i64
    llvm.cond_br %9155, ^bb1194, ^bb1198
  ^bb1194:  // pred: ^bb1193
    llvm.br ^bb1195(%30 : i64)
  ^bb1195(%9156: i64):  // 2 preds: ^bb1194, ^bb1196
    %9157 = llvm.icmp "slt" %9156, %13 : i64
    llvm.cond_br %9157, ^bb1196, ^bb1197
  ^bb1196:  // pred: ^bb1195
    %9158 = llvm.extractvalue %8717[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9159 = llvm.mlir.constant(2048 : index) : i64
    %9160 = llvm.mul %9150, %9159 overflow<nsw, nuw> : i64
    %9161 = llvm.mlir.constant(4 : index) : i64
    %9162 = llvm.mul %9152, %9161 overflow<nsw, nuw> : i64
    %9163 = llvm.add %9160, %9162 overflow<nsw, nuw> : i64
    %9164 = llvm.mlir.constant(2 : index) : i64
    %9165 = llvm.mul %9154, %9164 overflow<nsw, nuw> : i64
    %9166 = llvm.add %9163, %9165 overflow<nsw, nuw> : i64
    %9167 = llvm.add %9166, %9156 overflow<nsw, nuw> : i64
    %9168 = llvm.getelementptr inbounds|nuw %9158[%9167] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9169 = llvm.load %9168 : !llvm.ptr -> f32
    %9170 = llvm.extractvalue %8862[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9171 = llvm.add %9152, %30 overflow<nsw, nuw> : i64
    %9172 = llvm.add %9171, %30 overflow<nsw, nuw> : i64
    %9173 = llvm.getelementptr inbounds|nuw %9170[%9172] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9174 = llvm.load %9173 : !llvm.ptr -> f32
    %9175 = llvm.extractvalue %8843[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9176 = llvm.add %9152, %30 overflow<nsw, nuw> : i64
    %9177 = llvm.add %9176, %30 overflow<nsw, nuw> : i64
    %9178 = llvm.getelementptr inbounds|nuw %9175[%9177] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9179 = llvm.load %9178 : !llvm.ptr -> f32
    %9180 = llvm.extractvalue %8881[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9181 = llvm.add %9152, %30 overflow<nsw, nuw> : i64
    %9182 = llvm.add %9181, %30 overflow<nsw, nuw> : i64
    %9183 = llvm.getelementptr inbounds|nuw %9180[%9182] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9184 = llvm.load %9183 : !llvm.ptr -> f32
    %9185 = llvm.extractvalue %8900[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9186 = llvm.add %9152, %30 overflow<nsw, nuw> : i64
    %9187 = llvm.add %9186, %30 overflow<nsw, nuw> : i64
    %9188 = llvm.getelementptr inbounds|nuw %9185[%9187] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9189 = llvm.load %9188 : !llvm.ptr -> f32
    %9190 = llvm.extractvalue %8934[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9191 = llvm.mlir.constant(2048 : index) : i64
    %9192 = llvm.mul %9150, %9191 overflow<nsw, nuw> : i64
    %9193 = llvm.mlir.constant(4 : index) : i64
    %9194 = llvm.mul %9152, %9193 overflow<nsw, nuw> : i64
    %9195 = llvm.add %9192, %9194 overflow<nsw, nuw> : i64
    %9196 = llvm.mlir.constant(2 : index) : i64
    %9197 = llvm.mul %9154, %9196 overflow<nsw, nuw> : i64
    %9198 = llvm.add %9195, %9197 overflow<nsw, nuw> : i64
    %9199 = llvm.add %9198, %9156 overflow<nsw, nuw> : i64
    %9200 = llvm.getelementptr inbounds|nuw %9190[%9199] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9201 = llvm.load %9200 : !llvm.ptr -> f32
    %9202 = llvm.extractvalue %9077[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9203 = llvm.add %9152, %30 overflow<nsw, nuw> : i64
    %9204 = llvm.add %9203, %30 overflow<nsw, nuw> : i64
    %9205 = llvm.getelementptr inbounds|nuw %9202[%9204] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9206 = llvm.load %9205 : !llvm.ptr -> f32
    %9207 = llvm.extractvalue %9058[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9208 = llvm.add %9152, %30 overflow<nsw, nuw> : i64
    %9209 = llvm.add %9208, %30 overflow<nsw, nuw> : i64
    %9210 = llvm.getelementptr inbounds|nuw %9207[%9209] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9211 = llvm.load %9210 : !llvm.ptr -> f32
    %9212 = llvm.extractvalue %9096[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9213 = llvm.add %9152, %30 overflow<nsw, nuw> : i64
    %9214 = llvm.add %9213, %30 overflow<nsw, nuw> : i64
    %9215 = llvm.getelementptr inbounds|nuw %9212[%9214] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9216 = llvm.load %9215 : !llvm.ptr -> f32
    %9217 = llvm.extractvalue %9115[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9218 = llvm.add %9152, %30 overflow<nsw, nuw> : i64
    %9219 = llvm.add %9218, %30 overflow<nsw, nuw> : i64
    %9220 = llvm.getelementptr inbounds|nuw %9217[%9219] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9221 = llvm.load %9220 : !llvm.ptr -> f32
    %9222 = llvm.fptrunc %32 : f64 to f32
    %9223 = llvm.fadd %9211, %9222 : f32
    %9224 = llvm.intr.sqrt(%9223) : (f32) -> f32
    %9225 = llvm.fdiv %34, %9224 : f32
    %9226 = llvm.fsub %9201, %9206 : f32
    %9227 = llvm.fmul %9226, %9225 : f32
    %9228 = llvm.fmul %9227, %9216 : f32
    %9229 = llvm.fadd %9228, %9221 : f32
    %9230 = llvm.fadd %9179, %9222 : f32
    %9231 = llvm.intr.sqrt(%9230) : (f32) -> f32
    %9232 = llvm.fdiv %34, %9231 : f32
    %9233 = llvm.fsub %9169, %9174 : f32
    %9234 = llvm.fmul %9233, %9232 : f32
    %9235 = llvm.fmul %9234, %9184 : f32
    %9236 = llvm.fadd %9235, %9189 : f32
    %9237 = llvm.fadd %9236, %9229 : f32
    %9238 = llvm.fcmp "ugt" %9237, %33 : f32
    %9239 = llvm.select %9238, %9237, %33 : i1, f32
    %9240 = llvm.extractvalue %9149[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9241 = llvm.mlir.constant(2048 : index) : i64
    %9242 = llvm.mul %9150, %9241 overflow<nsw, nuw> : i64
    %9243 = llvm.mlir.constant(4 : index) : i64
    %9244 = llvm.mul %9152, %9243 overflow<nsw, nuw> : i64
    %9245 = llvm.add %9242, %9244 overflow<nsw, nuw> : i64
    %9246 = llvm.mlir.constant(2 : index) : i64
    %9247 = llvm.mul %9154, %9246 overflow<nsw, nuw> : i64
    %9248 = llvm.add %9245, %9247 overflow<nsw, nuw> : i64
    %9249 = llvm.add %9248, %9156 overflow<nsw, nuw> : i64
    %9250 = llvm.getelementptr inbounds|nuw %9240[%9249] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9239, %9250 : f32, !llvm.ptr
    %9251 = llvm.add %9156, %29 : i64
    llvm.br ^bb1195(%9251 : i64)
  ^bb1197:  // pred: ^bb1195
    %9252 = llvm.add %9154, %29 : i64
    llvm.br ^bb1193(%9252 : i64)
  ^bb1198:  // pred: ^bb1193
    %9253 = llvm.add %9152, %29 : i64
    llvm.br ^bb1191(%9253 : i64)
  ^bb1199:  // pred: ^bb1191
    %9254 = llvm.add %9150, %29 : i64
    llvm.br ^bb1189(%9254 : i64)
  ^bb1200:  // pred: ^bb1189
    %9255 = llvm.mlir.constant(1 : index) : i64
    %9256 = llvm.mlir.constant(512 : index) : i64
    %9257 = llvm.mlir.constant(4 : index) : i64
    %9258 = llvm.mlir.constant(4 : index) : i64
    %9259 = llvm.mlir.constant(1 : index) : i64
    %9260 = llvm.mlir.constant(16 : index) : i64
    %9261 = llvm.mlir.constant(8192 : index) : i64
    %9262 = llvm.mlir.constant(8192 : index) : i64
    %9263 = llvm.mlir.zero : !llvm.ptr
    %9264 = llvm.getelementptr %9263[%9262] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9265 = llvm.ptrtoint %9264 : !llvm.ptr to i64
    %9266 = llvm.mlir.constant(64 : index) : i64
    %9267 = llvm.add %9265, %9266 : i64
    %9268 = llvm.call @malloc(%9267) : (i64) -> !llvm.ptr
    %9269 = llvm.ptrtoint %9268 : !llvm.ptr to i64
    %9270 = llvm.mlir.constant(1 : index) : i64
    %9271 = llvm.sub %9266, %9270 : i64
    %9272 = llvm.add %9269, %9271 : i64
    %9273 = llvm.urem %9272, %9266 : i64
    %9274 = llvm.sub %9272, %9273 : i64
    %9275 = llvm.inttoptr %9274 : i64 to !llvm.ptr
    %9276 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9277 = llvm.insertvalue %9268, %9276[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9278 = llvm.insertvalue %9275, %9277[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9279 = llvm.mlir.constant(0 : index) : i64
    %9280 = llvm.insertvalue %9279, %9278[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9281 = llvm.insertvalue %9255, %9280[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9282 = llvm.insertvalue %9256, %9281[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9283 = llvm.insertvalue %9257, %9282[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9284 = llvm.insertvalue %9258, %9283[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9285 = llvm.insertvalue %9261, %9284[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9286 = llvm.insertvalue %9260, %9285[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9287 = llvm.insertvalue %9258, %9286[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9288 = llvm.insertvalue %9259, %9287[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1201(%30 : i64)
  ^bb1201(%9289: i64):  // 2 preds: ^bb1200, ^bb1211
    %9290 = llvm.icmp "slt" %9289, %29 : i64
    llvm.cond_br %9290, ^bb1202, ^bb1212
  ^bb1202:  // pred: ^bb1201
    llvm.br ^bb1203(%30 : i64)
  ^bb1203(%9291: i64):  // 2 preds: ^bb1202, ^bb1210
    %9292 = llvm.icmp "slt" %9291, %14 : i64
    llvm.cond_br %9292, ^bb1204, ^bb1211
  ^bb1204:  // pred: ^bb1203
    llvm.br ^bb1205(%30 : i64)
  ^bb1205(%9293: i64):  // 2 preds: ^bb1204, ^bb1209
    %9294 = llvm.icmp "slt" %9293, %16 : i64
    llvm.cond_br %9294, ^bb1206, ^bb1210
  ^bb1206:  // pred: ^bb1205
    llvm.br ^bb1207(%30 : i64)
  ^bb1207(%9295: i64):  // 2 preds: ^bb1206, ^bb1208
    %9296 = llvm.icmp "slt" %9295, %16 : i64
    llvm.cond_br %9296, ^bb1208, ^bb1209
  ^bb1208:  // pred: ^bb1207
    %9297 = llvm.extractvalue %9288[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9298 = llvm.mlir.constant(8192 : index) : i64
    %9299 = llvm.mul %9289, %9298 overflow<nsw, nuw> : i64
    %9300 = llvm.mlir.constant(16 : index) : i64
    %9301 = llvm.mul %9291, %9300 overflow<nsw, nuw> : i64
    %9302 = llvm.add %9299, %9301 overflow<nsw, nuw> : i64
    %9303 = llvm.mlir.constant(4 : index) : i64
    %9304 = llvm.mul %9293, %9303 overflow<nsw, nuw> : i64
    %9305 = llvm.add %9302, %9304 overflow<nsw, nuw> : i64
    %9306 = llvm.add %9305, %9295 overflow<nsw, nuw> : i64
    %9307 = llvm.getelementptr inbounds|nuw %9297[%9306] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %9307 : f32, !llvm.ptr
    %9308 = llvm.add %9295, %29 : i64
    llvm.br ^bb1207(%9308 : i64)
  ^bb1209:  // pred: ^bb1207
    %9309 = llvm.add %9293, %29 : i64
    llvm.br ^bb1205(%9309 : i64)
  ^bb1210:  // pred: ^bb1205
    %9310 = llvm.add %9291, %29 : i64
    llvm.br ^bb1203(%9310 : i64)
  ^bb1211:  // pred: ^bb1203
    %9311 = llvm.add %9289, %29 : i64
    llvm.br ^bb1201(%9311 : i64)
  ^bb1212:  // pred: ^bb1201
    %9312 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9313 = llvm.extractvalue %9288[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9314 = llvm.extractvalue %9288[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9315 = llvm.insertvalue %9313, %9312[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9316 = llvm.insertvalue %9314, %9315[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9317 = llvm.mlir.constant(5 : index) : i64
    %9318 = llvm.insertvalue %9317, %9316[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9319 = llvm.mlir.constant(1 : index) : i64
    %9320 = llvm.insertvalue %9319, %9318[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9321 = llvm.mlir.constant(8192 : index) : i64
    %9322 = llvm.insertvalue %9321, %9320[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9323 = llvm.mlir.constant(512 : index) : i64
    %9324 = llvm.insertvalue %9323, %9322[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9325 = llvm.mlir.constant(16 : index) : i64
    %9326 = llvm.insertvalue %9325, %9324[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9327 = llvm.mlir.constant(2 : index) : i64
    %9328 = llvm.insertvalue %9327, %9326[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9329 = llvm.mlir.constant(4 : index) : i64
    %9330 = llvm.insertvalue %9329, %9328[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9331 = llvm.mlir.constant(2 : index) : i64
    %9332 = llvm.insertvalue %9331, %9330[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9333 = llvm.mlir.constant(1 : index) : i64
    %9334 = llvm.insertvalue %9333, %9332[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1213(%30 : i64)
  ^bb1213(%9335: i64):  // 2 preds: ^bb1212, ^bb1223
    %9336 = llvm.icmp "slt" %9335, %29 : i64
    llvm.cond_br %9336, ^bb1214, ^bb1224
  ^bb1214:  // pred: ^bb1213
    llvm.br ^bb1215(%30 : i64)
  ^bb1215(%9337: i64):  // 2 preds: ^bb1214, ^bb1222
    %9338 = llvm.icmp "slt" %9337, %14 : i64
    llvm.cond_br %9338, ^bb1216, ^bb1223
  ^bb1216:  // pred: ^bb1215
    llvm.br ^bb1217(%30 : i64)
  ^bb1217(%9339: i64):  // 2 preds: ^bb1216, ^bb1221
    %9340 = llvm.icmp "slt" %9339, %13 : i64
    llvm.cond_br %9340, ^bb1218, ^bb1222
  ^bb1218:  // pred: ^bb1217
    llvm.br ^bb1219(%30 : i64)
  ^bb1219(%9341: i64):  // 2 preds: ^bb1218, ^bb1220
    %9342 = llvm.icmp "slt" %9341, %13 : i64
    llvm.cond_br %9342, ^bb1220, ^bb1221
  ^bb1220:  // pred: ^bb1219
    %9343 = llvm.extractvalue %9149[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9344 = llvm.mlir.constant(2048 : index) : i64
    %9345 = llvm.mul %9335, %9344 overflow<nsw, nuw> : i64
    %9346 = llvm.mlir.constant(4 : index) : i64
    %9347 = llvm.mul %9337, %9346 overflow<nsw, nuw> : i64
    %9348 = llvm.add %9345, %9347 overflow<nsw, nuw> : i64
    %9349 = llvm.mlir.constant(2 : index) : i64
    %9350 = llvm.mul %9339, %9349 overflow<nsw, nuw> : i64
    %9351 = llvm.add %9348, %9350 overflow<nsw, nuw> : i64
    %9352 = llvm.add %9351, %9341 overflow<nsw, nuw> : i64
    %9353 = llvm.getelementptr inbounds|nuw %9343[%9352] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9354 = llvm.load %9353 : !llvm.ptr -> f32
    %9355 = llvm.extractvalue %9334[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9356 = llvm.mlir.constant(5 : index) : i64
    %9357 = llvm.getelementptr %9355[%9356] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9358 = llvm.mlir.constant(8192 : index) : i64
    %9359 = llvm.mul %9335, %9358 overflow<nsw, nuw> : i64
    %9360 = llvm.mlir.constant(16 : index) : i64
    %9361 = llvm.mul %9337, %9360 overflow<nsw, nuw> : i64
    %9362 = llvm.add %9359, %9361 overflow<nsw, nuw> : i64
    %9363 = llvm.mlir.constant(4 : index) : i64
    %9364 = llvm.mul %9339, %9363 overflow<nsw, nuw> : i64
    %9365 = llvm.add %9362, %9364 overflow<nsw, nuw> : i64
    %9366 = llvm.add %9365, %9341 overflow<nsw, nuw> : i64
    %9367 = llvm.getelementptr inbounds|nuw %9357[%9366] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9354, %9367 : f32, !llvm.ptr
    %9368 = llvm.add %9341, %29 : i64
    llvm.br ^bb1219(%9368 : i64)
  ^bb1221:  // pred: ^bb1219
    %9369 = llvm.add %9339, %29 : i64
    llvm.br ^bb1217(%9369 : i64)
  ^bb1222:  // pred: ^bb1217
    %9370 = llvm.add %9337, %29 : i64
    llvm.br ^bb1215(%9370 : i64)
  ^bb1223:  // pred: ^bb1215
    %9371 = llvm.add %9335, %29 : i64
    llvm.br ^bb1213(%9371 : i64)
  ^bb1224:  // pred: ^bb1213
    %9372 = llvm.mlir.constant(1 : index) : i64
    %9373 = llvm.mlir.constant(512 : index) : i64
    %9374 = llvm.mlir.constant(2 : index) : i64
    %9375 = llvm.mlir.constant(2 : index) : i64
    %9376 = llvm.mlir.constant(1 : index) : i64
    %9377 = llvm.mlir.constant(4 : index) : i64
    %9378 = llvm.mlir.constant(2048 : index) : i64
    %9379 = llvm.mlir.constant(2048 : index) : i64
    %9380 = llvm.mlir.zero : !llvm.ptr
    %9381 = llvm.getelementptr %9380[%9379] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9382 = llvm.ptrtoint %9381 : !llvm.ptr to i64
    %9383 = llvm.mlir.constant(64 : index) : i64
    %9384 = llvm.add %9382, %9383 : i64
    %9385 = llvm.call @malloc(%9384) : (i64) -> !llvm.ptr
    %9386 = llvm.ptrtoint %9385 : !llvm.ptr to i64
    %9387 = llvm.mlir.constant(1 : index) : i64
    %9388 = llvm.sub %9383, %9387 : i64
    %9389 = llvm.add %9386, %9388 : i64
    %9390 = llvm.urem %9389, %9383 : i64
    %9391 = llvm.sub %9389, %9390 : i64
    %9392 = llvm.inttoptr %9391 : i64 to !llvm.ptr
    %9393 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9394 = llvm.insertvalue %9385, %9393[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9395 = llvm.insertvalue %9392, %9394[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9396 = llvm.mlir.constant(0 : index) : i64
    %9397 = llvm.insertvalue %9396, %9395[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9398 = llvm.insertvalue %9372, %9397[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9399 = llvm.insertvalue %9373, %9398[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9400 = llvm.insertvalue %9374, %9399[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9401 = llvm.insertvalue %9375, %9400[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9402 = llvm.insertvalue %9378, %9401[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9403 = llvm.insertvalue %9377, %9402[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9404 = llvm.insertvalue %9375, %9403[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9405 = llvm.insertvalue %9376, %9404[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1225(%30 : i64)
  ^bb1225(%9406: i64):  // 2 preds: ^bb1224, ^bb1235
    %9407 = llvm.icmp "slt" %9406, %29 : i64
    llvm.cond_br %9407, ^bb1226, ^bb1236
  ^bb1226:  // pred: ^bb1225
    llvm.br ^bb1227(%30 : i64)
  ^bb1227(%9408: i64):  // 2 preds: ^bb1226, ^bb1234
    %9409 = llvm.icmp "slt" %9408, %14 : i64
    llvm.cond_br %9409, ^bb1228, ^bb1235
  ^bb1228:  // pred: ^bb1227
    llvm.br ^bb1229(%30 : i64)
  ^bb1229(%9410: i64):  // 2 preds: ^bb1228, ^bb1233
    %9411 = llvm.icmp "slt" %9410, %13 : i64
    llvm.cond_br %9411, ^bb1230, ^bb1234
  ^bb1230:  // pred: ^bb1229
    llvm.br ^bb1231(%30 : i64)
  ^bb1231(%9412: i64):  // 2 preds: ^bb1230, ^bb1232
    %9413 = llvm.icmp "slt" %9412, %13 : i64
    llvm.cond_br %9413, ^bb1232, ^bb1233
  ^bb1232:  // pred: ^bb1231
    %9414 = llvm.extractvalue %8259[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9415 = llvm.mlir.constant(2048 : index) : i64
    %9416 = llvm.mul %9406, %9415 overflow<nsw, nuw> : i64
    %9417 = llvm.mlir.constant(4 : index) : i64
    %9418 = llvm.mul %9408, %9417 overflow<nsw, nuw> : i64
    %9419 = llvm.add %9416, %9418 overflow<nsw, nuw> : i64
    %9420 = llvm.mlir.constant(2 : index) : i64
    %9421 = llvm.mul %9410, %9420 overflow<nsw, nuw> : i64
    %9422 = llvm.add %9419, %9421 overflow<nsw, nuw> : i64
    %9423 = llvm.add %9422, %9412 overflow<nsw, nuw> : i64
    %9424 = llvm.getelementptr inbounds|nuw %9414[%9423] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9425 = llvm.load %9424 : !llvm.ptr -> f32
    %9426 = llvm.extractvalue %9405[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9427 = llvm.mlir.constant(2048 : index) : i64
    %9428 = llvm.mul %9406, %9427 overflow<nsw, nuw> : i64
    %9429 = llvm.mlir.constant(4 : index) : i64
    %9430 = llvm.mul %9408, %9429 overflow<nsw, nuw> : i64
    %9431 = llvm.add %9428, %9430 overflow<nsw, nuw> : i64
    %9432 = llvm.mlir.constant(2 : index) : i64
    %9433 = llvm.mul %9410, %9432 overflow<nsw, nuw> : i64
    %9434 = llvm.add %9431, %9433 overflow<nsw, nuw> : i64
    %9435 = llvm.add %9434, %9412 overflow<nsw, nuw> : i64
    %9436 = llvm.getelementptr inbounds|nuw %9426[%9435] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9425, %9436 : f32, !llvm.ptr
    %9437 = llvm.add %9412, %29 : i64
    llvm.br ^bb1231(%9437 : i64)
  ^bb1233:  // pred: ^bb1231
    %9438 = llvm.add %9410, %29 : i64
    llvm.br ^bb1229(%9438 : i64)
  ^bb1234:  // pred: ^bb1229
    %9439 = llvm.add %9408, %29 : i64
    llvm.br ^bb1227(%9439 : i64)
  ^bb1235:  // pred: ^bb1227
    %9440 = llvm.add %9406, %29 : i64
    llvm.br ^bb1225(%9440 : i64)
  ^bb1236:  // pred: ^bb1225
    llvm.br ^bb1237(%30 : i64)
  ^bb1237(%9441: i64):  // 2 preds: ^bb1236, ^bb1256
    %9442 = llvm.icmp "slt" %9441, %29 : i64
    llvm.cond_br %9442, ^bb1238, ^bb1257
  ^bb1238:  // pred: ^bb1237
    llvm.br ^bb1239(%30 : i64)
  ^bb1239(%9443: i64):  // 2 preds: ^bb1238, ^bb1255
    %9444 = llvm.icmp "slt" %9443, %14 : i64
    llvm.cond_br %9444, ^bb1240, ^bb1256
  ^bb1240:  // pred: ^bb1239
    llvm.br ^bb1241(%30 : i64)
  ^bb1241(%9445: i64):  // 2 preds: ^bb1240, ^bb1254
    %9446 = llvm.icmp "slt" %9445, %13 : i64
    llvm.cond_br %9446, ^bb1242, ^bb1255
  ^bb1242:  // pred: ^bb1241
    llvm.br ^bb1243(%30 : i64)
  ^bb1243(%9447: i64):  // 2 preds: ^bb1242, ^bb1253
    %9448 = llvm.icmp "slt" %9447, %13 : i64
    llvm.cond_br %9448, ^bb1244, ^bb1254
  ^bb1244:  // pred: ^bb1243
    llvm.br ^bb1245(%30 : i64)
  ^bb1245(%9449: i64):  // 2 preds: ^bb1244, ^bb1252
    %9450 = llvm.icmp "slt" %9449, %14 : i64
    llvm.cond_br %9450, ^bb1246, ^bb1253
  ^bb1246:  // pred: ^bb1245
    llvm.br ^bb1247(%30 : i64)
  ^bb1247(%9451: i64):  // 2 preds: ^bb1246, ^bb1251
    %9452 = llvm.icmp "slt" %9451, %28 : i64
    llvm.cond_br %9452, ^bb1248, ^bb1252
  ^bb1248:  // pred: ^bb1247
    llvm.br ^bb1249(%30 : i64)
  ^bb1249(%9453: i64):  // 2 preds: ^bb1248, ^bb1250
    %9454 = llvm.icmp "slt" %9453, %28 : i64
    llvm.cond_br %9454, ^bb1250, ^bb1251
  ^bb1250:  // pred: ^bb1249
    %9455 = llvm.add %9445, %9451 : i64
    %9456 = llvm.add %9447, %9453 : i64
    %9457 = llvm.extractvalue %9288[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9458 = llvm.mlir.constant(8192 : index) : i64
    %9459 = llvm.mul %9441, %9458 overflow<nsw, nuw> : i64
    %9460 = llvm.mlir.constant(16 : index) : i64
    %9461 = llvm.mul %9449, %9460 overflow<nsw, nuw> : i64
    %9462 = llvm.add %9459, %9461 overflow<nsw, nuw> : i64
    %9463 = llvm.mlir.constant(4 : index) : i64
    %9464 = llvm.mul %9455, %9463 overflow<nsw, nuw> : i64
    %9465 = llvm.add %9462, %9464 overflow<nsw, nuw> : i64
    %9466 = llvm.add %9465, %9456 overflow<nsw, nuw> : i64
    %9467 = llvm.getelementptr inbounds|nuw %9457[%9466] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9468 = llvm.load %9467 : !llvm.ptr -> f32
    %9469 = llvm.extractvalue %255[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9470 = llvm.mlir.constant(4608 : index) : i64
    %9471 = llvm.mul %9443, %9470 overflow<nsw, nuw> : i64
    %9472 = llvm.mlir.constant(9 : index) : i64
    %9473 = llvm.mul %9449, %9472 overflow<nsw, nuw> : i64
    %9474 = llvm.add %9471, %9473 overflow<nsw, nuw> : i64
    %9475 = llvm.mlir.constant(3 : index) : i64
    %9476 = llvm.mul %9451, %9475 overflow<nsw, nuw> : i64
    %9477 = llvm.add %9474, %9476 overflow<nsw, nuw> : i64
    %9478 = llvm.add %9477, %9453 overflow<nsw, nuw> : i64
    %9479 = llvm.getelementptr inbounds|nuw %9469[%9478] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9480 = llvm.load %9479 : !llvm.ptr -> f32
    %9481 = llvm.extractvalue %9405[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9482 = llvm.mlir.constant(2048 : index) : i64
    %9483 = llvm.mul %9441, %9482 overflow<nsw, nuw> : i64
    %9484 = llvm.mlir.constant(4 : index) : i64
    %9485 = llvm.mul %9443, %9484 overflow<nsw, nuw> : i64
    %9486 = llvm.add %9483, %9485 overflow<nsw, nuw> : i64
    %9487 = llvm.mlir.constant(2 : index) : i64
    %9488 = llvm.mul %9445, %9487 overflow<nsw, nuw> : i64
    %9489 = llvm.add %9486, %9488 overflow<nsw, nuw> : i64
    %9490 = llvm.add %9489, %9447 overflow<nsw, nuw> : i64
    %9491 = llvm.getelementptr inbounds|nuw %9481[%9490] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9492 = llvm.load %9491 : !llvm.ptr -> f32
    %9493 = llvm.fmul %9468, %9480 : f32
    %9494 = llvm.fadd %9492, %9493 : f32
    %9495 = llvm.extractvalue %9405[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9496 = llvm.mlir.constant(2048 : index) : i64
    %9497 = llvm.mul %9441, %9496 overflow<nsw, nuw> : i64
    %9498 = llvm.mlir.constant(4 : index) : i64
    %9499 = llvm.mul %9443, %9498 overflow<nsw, nuw> : i64
    %9500 = llvm.add %9497, %9499 overflow<nsw, nuw> : i64
    %9501 = llvm.mlir.constant(2 : index) : i64
    %9502 = llvm.mul %9445, %9501 overflow<nsw, nuw> : i64
    %9503 = llvm.add %9500, %9502 overflow<nsw, nuw> : i64
    %9504 = llvm.add %9503, %9447 overflow<nsw, nuw> : i64
    %9505 = llvm.getelementptr inbounds|nuw %9495[%9504] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9494, %9505 : f32, !llvm.ptr
    %9506 = llvm.add %9453, %29 : i64
    llvm.br ^bb1249(%9506 : i64)
  ^bb1251:  // pred: ^bb1249
    %9507 = llvm.add %9451, %29 : i64
    llvm.br ^bb1247(%9507 : i64)
  ^bb1252:  // pred: ^bb1247
    %9508 = llvm.add %9449, %29 : i64
    llvm.br ^bb1245(%9508 : i64)
  ^bb1253:  // pred: ^bb1245
    %9509 = llvm.add %9447, %29 : i64
    llvm.br ^bb1243(%9509 : i64)
  ^bb1254:  // pred: ^bb1243
    %9510 = llvm.add %9445, %29 : i64
    llvm.br ^bb1241(%9510 : i64)
  ^bb1255:  // pred: ^bb1241
    %9511 = llvm.add %9443, %29 : i64
    llvm.br ^bb1239(%9511 : i64)
  ^bb1256:  // pred: ^bb1239
    %9512 = llvm.add %9441, %29 : i64
    llvm.br ^bb1237(%9512 : i64)
  ^bb1257:  // pred: ^bb1237
    %9513 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9514 = llvm.extractvalue %211[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9515 = llvm.extractvalue %211[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9516 = llvm.insertvalue %9514, %9513[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9517 = llvm.insertvalue %9515, %9516[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9518 = llvm.mlir.constant(0 : index) : i64
    %9519 = llvm.insertvalue %9518, %9517[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9520 = llvm.mlir.constant(512 : index) : i64
    %9521 = llvm.insertvalue %9520, %9519[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9522 = llvm.mlir.constant(1 : index) : i64
    %9523 = llvm.insertvalue %9522, %9521[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9524 = llvm.mlir.constant(1 : index) : i64
    %9525 = llvm.insertvalue %9524, %9523[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9526 = llvm.mlir.constant(1 : index) : i64
    %9527 = llvm.insertvalue %9526, %9525[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9528 = llvm.mlir.constant(1 : index) : i64
    %9529 = llvm.insertvalue %9528, %9527[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9530 = llvm.mlir.constant(1 : index) : i64
    %9531 = llvm.insertvalue %9530, %9529[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9532 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9533 = llvm.extractvalue %227[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9534 = llvm.extractvalue %227[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9535 = llvm.insertvalue %9533, %9532[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9536 = llvm.insertvalue %9534, %9535[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9537 = llvm.mlir.constant(0 : index) : i64
    %9538 = llvm.insertvalue %9537, %9536[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9539 = llvm.mlir.constant(512 : index) : i64
    %9540 = llvm.insertvalue %9539, %9538[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9541 = llvm.mlir.constant(1 : index) : i64
    %9542 = llvm.insertvalue %9541, %9540[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9543 = llvm.mlir.constant(1 : index) : i64
    %9544 = llvm.insertvalue %9543, %9542[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9545 = llvm.mlir.constant(1 : index) : i64
    %9546 = llvm.insertvalue %9545, %9544[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9547 = llvm.mlir.constant(1 : index) : i64
    %9548 = llvm.insertvalue %9547, %9546[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9549 = llvm.mlir.constant(1 : index) : i64
    %9550 = llvm.insertvalue %9549, %9548[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9551 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9552 = llvm.extractvalue %195[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9553 = llvm.extractvalue %195[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9554 = llvm.insertvalue %9552, %9551[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9555 = llvm.insertvalue %9553, %9554[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9556 = llvm.mlir.constant(0 : index) : i64
    %9557 = llvm.insertvalue %9556, %9555[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9558 = llvm.mlir.constant(512 : index) : i64
    %9559 = llvm.insertvalue %9558, %9557[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9560 = llvm.mlir.constant(1 : index) : i64
    %9561 = llvm.insertvalue %9560, %9559[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9562 = llvm.mlir.constant(1 : index) : i64
    %9563 = llvm.insertvalue %9562, %9561[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9564 = llvm.mlir.constant(1 : index) : i64
    %9565 = llvm.insertvalue %9564, %9563[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9566 = llvm.mlir.constant(1 : index) : i64
    %9567 = llvm.insertvalue %9566, %9565[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9568 = llvm.mlir.constant(1 : index) : i64
    %9569 = llvm.insertvalue %9568, %9567[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9570 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9571 = llvm.extractvalue %179[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9572 = llvm.extractvalue %179[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9573 = llvm.insertvalue %9571, %9570[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9574 = llvm.insertvalue %9572, %9573[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9575 = llvm.mlir.constant(0 : index) : i64
    %9576 = llvm.insertvalue %9575, %9574[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9577 = llvm.mlir.constant(512 : index) : i64
    %9578 = llvm.insertvalue %9577, %9576[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9579 = llvm.mlir.constant(1 : index) : i64
    %9580 = llvm.insertvalue %9579, %9578[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9581 = llvm.mlir.constant(1 : index) : i64
    %9582 = llvm.insertvalue %9581, %9580[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9583 = llvm.mlir.constant(1 : index) : i64
    %9584 = llvm.insertvalue %9583, %9582[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9585 = llvm.mlir.constant(1 : index) : i64
    %9586 = llvm.insertvalue %9585, %9584[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9587 = llvm.mlir.constant(1 : index) : i64
    %9588 = llvm.insertvalue %9587, %9586[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1258(%30 : i64)
  ^bb1258(%9589: i64):  // 2 preds: ^bb1257, ^bb1268
    %9590 = llvm.icmp "slt" %9589, %29 : i64
    llvm.cond_br %9590, ^bb1259, ^bb1269
  ^bb1259:  // pred: ^bb1258
    llvm.br ^bb1260(%30 : i64)
  ^bb1260(%9591: i64):  // 2 preds: ^bb1259, ^bb1267
    %9592 = llvm.icmp "slt" %9591, %14 : i64
    llvm.cond_br %9592, ^bb1261, ^bb1268
  ^bb1261:  // pred: ^bb1260
    llvm.br ^bb1262(%30 : i64)
  ^bb1262(%9593: i64):  // 2 preds: ^bb1261, ^bb1266
    %9594 = llvm.icmp "slt" %9593, %13 : i64
    llvm.cond_br %9594, ^bb1263, ^bb1267
  ^bb1263:  // pred: ^bb1262
    llvm.br ^bb1264(%30 : i64)
  ^bb1264(%9595: i64):  // 2 preds: ^bb1263, ^bb1265
    %9596 = llvm.icmp "slt" %9595, %13 : i64
    llvm.cond_br %9596, ^bb1265, ^bb1266
  ^bb1265:  // pred: ^bb1264
    %9597 = llvm.extractvalue %9405[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9598 = llvm.mlir.constant(2048 : index) : i64
    %9599 = llvm.mul %9589, %9598 overflow<nsw, nuw> : i64
    %9600 = llvm.mlir.constant(4 : index) : i64
    %9601 = llvm.mul %9591, %9600 overflow<nsw, nuw> : i64
    %9602 = llvm.add %9599, %9601 overflow<nsw, nuw> : i64
    %9603 = llvm.mlir.constant(2 : index) : i64
    %9604 = llvm.mul %9593, %9603 overflow<nsw, nuw> : i64
    %9605 = llvm.add %9602, %9604 overflow<nsw, nuw> : i64
    %9606 = llvm.add %9605, %9595 overflow<nsw, nuw> : i64
    %9607 = llvm.getelementptr inbounds|nuw %9597[%9606] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9608 = llvm.load %9607 : !llvm.ptr -> f32
    %9609 = llvm.extractvalue %9550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9610 = llvm.add %9591, %30 overflow<nsw, nuw> : i64
    %9611 = llvm.add %9610, %30 overflow<nsw, nuw> : i64
    %9612 = llvm.getelementptr inbounds|nuw %9609[%9611] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9613 = llvm.load %9612 : !llvm.ptr -> f32
    %9614 = llvm.extractvalue %9531[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9615 = llvm.add %9591, %30 overflow<nsw, nuw> : i64
    %9616 = llvm.add %9615, %30 overflow<nsw, nuw> : i64
    %9617 = llvm.getelementptr inbounds|nuw %9614[%9616] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9618 = llvm.load %9617 : !llvm.ptr -> f32
    %9619 = llvm.extractvalue %9569[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9620 = llvm.add %9591, %30 overflow<nsw, nuw> : i64
    %9621 = llvm.add %9620, %30 overflow<nsw, nuw> : i64
    %9622 = llvm.getelementptr inbounds|nuw %9619[%9621] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9623 = llvm.load %9622 : !llvm.ptr -> f32
    %9624 = llvm.extractvalue %9588[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9625 = llvm.add %9591, %30 overflow<nsw, nuw> : i64
    %9626 = llvm.add %9625, %30 overflow<nsw, nuw> : i64
    %9627 = llvm.getelementptr inbounds|nuw %9624[%9626] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9628 = llvm.load %9627 : !llvm.ptr -> f32
    %9629 = llvm.fptrunc %32 : f64 to f32
    %9630 = llvm.fadd %9618, %9629 : f32
    %9631 = llvm.intr.sqrt(%9630) : (f32) -> f32
    %9632 = llvm.fdiv %34, %9631 : f32
    %9633 = llvm.fsub %9608, %9613 : f32
    %9634 = llvm.fmul %9633, %9632 : f32
    %9635 = llvm.fmul %9634, %9623 : f32
    %9636 = llvm.fadd %9635, %9628 : f32
    %9637 = llvm.fcmp "ugt" %9636, %33 : f32
    %9638 = llvm.select %9637, %9636, %33 : i1, f32
    %9639 = llvm.extractvalue %8225[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9640 = llvm.mlir.constant(2048 : index) : i64
    %9641 = llvm.mul %9589, %9640 overflow<nsw, nuw> : i64
    %9642 = llvm.mlir.constant(4 : index) : i64
    %9643 = llvm.mul %9591, %9642 overflow<nsw, nuw> : i64
    %9644 = llvm.add %9641, %9643 overflow<nsw, nuw> : i64
    %9645 = llvm.mlir.constant(2 : index) : i64
    %9646 = llvm.mul %9593, %9645 overflow<nsw, nuw> : i64
    %9647 = llvm.add %9644, %9646 overflow<nsw, nuw> : i64
    %9648 = llvm.add %9647, %9595 overflow<nsw, nuw> : i64
    %9649 = llvm.getelementptr inbounds|nuw %9639[%9648] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9638, %9649 : f32, !llvm.ptr
    %9650 = llvm.add %9595, %29 : i64
    llvm.br ^bb1264(%9650 : i64)
  ^bb1266:  // pred: ^bb1264
    %9651 = llvm.add %9593, %29 : i64
    llvm.br ^bb1262(%9651 : i64)
  ^bb1267:  // pred: ^bb1262
    %9652 = llvm.add %9591, %29 : i64
    llvm.br ^bb1260(%9652 : i64)
  ^bb1268:  // pred: ^bb1260
    %9653 = llvm.add %9589, %29 : i64
    llvm.br ^bb1258(%9653 : i64)
  ^bb1269:  // pred: ^bb1258
    %9654 = llvm.mlir.constant(1 : index) : i64
    %9655 = llvm.mlir.constant(512 : index) : i64
    %9656 = llvm.mlir.constant(4 : index) : i64
    %9657 = llvm.mlir.constant(4 : index) : i64
    %9658 = llvm.mlir.constant(1 : index) : i64
    %9659 = llvm.mlir.constant(16 : index) : i64
    %9660 = llvm.mlir.constant(8192 : index) : i64
    %9661 = llvm.mlir.constant(8192 : index) : i64
    %9662 = llvm.mlir.zero : !llvm.ptr
    %9663 = llvm.getelementptr %9662[%9661] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9664 = llvm.ptrtoint %9663 : !llvm.ptr to i64
    %9665 = llvm.mlir.constant(64 : index) : i64
    %9666 = llvm.add %9664, %9665 : i64
    %9667 = llvm.call @malloc(%9666) : (i64) -> !llvm.ptr
    %9668 = llvm.ptrtoint %9667 : !llvm.ptr to i64
    %9669 = llvm.mlir.constant(1 : index) : i64
    %9670 = llvm.sub %9665, %9669 : i64
    %9671 = llvm.add %9668, %9670 : i64
    %9672 = llvm.urem %9671, %9665 : i64
    %9673 = llvm.sub %9671, %9672 : i64
    %9674 = llvm.inttoptr %9673 : i64 to !llvm.ptr
    %9675 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9676 = llvm.insertvalue %9667, %9675[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9677 = llvm.insertvalue %9674, %9676[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9678 = llvm.mlir.constant(0 : index) : i64
    %9679 = llvm.insertvalue %9678, %9677[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9680 = llvm.insertvalue %9654, %9679[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9681 = llvm.insertvalue %9655, %9680[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9682 = llvm.insertvalue %9656, %9681[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9683 = llvm.insertvalue %9657, %9682[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9684 = llvm.insertvalue %9660, %9683[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9685 = llvm.insertvalue %9659, %9684[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9686 = llvm.insertvalue %9657, %9685[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9687 = llvm.insertvalue %9658, %9686[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1270(%30 : i64)
  ^bb1270(%9688: i64):  // 2 preds: ^bb1269, ^bb1280
    %9689 = llvm.icmp "slt" %9688, %29 : i64
    llvm.cond_br %9689, ^bb1271, ^bb1281
  ^bb1271:  // pred: ^bb1270
    llvm.br ^bb1272(%30 : i64)
  ^bb1272(%9690: i64):  // 2 preds: ^bb1271, ^bb1279
    %9691 = llvm.icmp "slt" %9690, %14 : i64
    llvm.cond_br %9691, ^bb1273, ^bb1280
  ^bb1273:  // pred: ^bb1272
    llvm.br ^bb1274(%30 : i64)
  ^bb1274(%9692: i64):  // 2 preds: ^bb1273, ^bb1278
    %9693 = llvm.icmp "slt" %9692, %16 : i64
    llvm.cond_br %9693, ^bb1275, ^bb1279
  ^bb1275:  // pred: ^bb1274
    llvm.br ^bb1276(%30 : i64)
  ^bb1276(%9694: i64):  // 2 preds: ^bb1275, ^bb1277
    %9695 = llvm.icmp "slt" %9694, %16 : i64
    llvm.cond_br %9695, ^bb1277, ^bb1278
  ^bb1277:  // pred: ^bb1276
    %9696 = llvm.extractvalue %9687[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9697 = llvm.mlir.constant(8192 : index) : i64
    %9698 = llvm.mul %9688, %9697 overflow<nsw, nuw> : i64
    %9699 = llvm.mlir.constant(16 : index) : i64
    %9700 = llvm.mul %9690, %9699 overflow<nsw, nuw> : i64
    %9701 = llvm.add %9698, %9700 overflow<nsw, nuw> : i64
    %9702 = llvm.mlir.constant(4 : index) : i64
    %9703 = llvm.mul %9692, %9702 overflow<nsw, nuw> : i64
    %9704 = llvm.add %9701, %9703 overflow<nsw, nuw> : i64
    %9705 = llvm.add %9704, %9694 overflow<nsw, nuw> : i64
    %9706 = llvm.getelementptr inbounds|nuw %9696[%9705] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %9706 : f32, !llvm.ptr
    %9707 = llvm.add %9694, %29 : i64
    llvm.br ^bb1276(%9707 : i64)
  ^bb1278:  // pred: ^bb1276
    %9708 = llvm.add %9692, %29 : i64
    llvm.br ^bb1274(%9708 : i64)
  ^bb1279:  // pred: ^bb1274
    %9709 = llvm.add %9690, %29 : i64
    llvm.br ^bb1272(%9709 : i64)
  ^bb1280:  // pred: ^bb1272
    %9710 = llvm.add %9688, %29 : i64
    llvm.br ^bb1270(%9710 : i64)
  ^bb1281:  // pred: ^bb1270
    %9711 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9712 = llvm.extractvalue %9687[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9713 = llvm.extractvalue %9687[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9714 = llvm.insertvalue %9712, %9711[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9715 = llvm.insertvalue %9713, %9714[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9716 = llvm.mlir.constant(5 : index) : i64
    %9717 = llvm.insertvalue %9716, %9715[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9718 = llvm.mlir.constant(1 : index) : i64
    %9719 = llvm.insertvalue %9718, %9717[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9720 = llvm.mlir.constant(8192 : index) : i64
    %9721 = llvm.insertvalue %9720, %9719[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9722 = llvm.mlir.constant(512 : index) : i64
    %9723 = llvm.insertvalue %9722, %9721[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9724 = llvm.mlir.constant(16 : index) : i64
    %9725 = llvm.insertvalue %9724, %9723[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9726 = llvm.mlir.constant(2 : index) : i64
    %9727 = llvm.insertvalue %9726, %9725[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9728 = llvm.mlir.constant(4 : index) : i64
    %9729 = llvm.insertvalue %9728, %9727[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9730 = llvm.mlir.constant(2 : index) : i64
    %9731 = llvm.insertvalue %9730, %9729[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9732 = llvm.mlir.constant(1 : index) : i64
    %9733 = llvm.insertvalue %9732, %9731[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1282(%30 : i64)
  ^bb1282(%9734: i64):  // 2 preds: ^bb1281, ^bb1292
    %9735 = llvm.icmp "slt" %9734, %29 : i64
    llvm.cond_br %9735, ^bb1283, ^bb1293
  ^bb1283:  // pred: ^bb1282
    llvm.br ^bb1284(%30 : i64)
  ^bb1284(%9736: i64):  // 2 preds: ^bb1283, ^bb1291
    %9737 = llvm.icmp "slt" %9736, %14 : i64
    llvm.cond_br %9737, ^bb1285, ^bb1292
  ^bb1285:  // pred: ^bb1284
    llvm.br ^bb1286(%30 : i64)
  ^bb1286(%9738: i64):  // 2 preds: ^bb1285, ^bb1290
    %9739 = llvm.icmp "slt" %9738, %13 : i64
    llvm.cond_br %9739, ^bb1287, ^bb1291
  ^bb1287:  // pred: ^bb1286
    llvm.br ^bb1288(%30 : i64)
  ^bb1288(%9740: i64):  // 2 preds: ^bb1287, ^bb1289
    %9741 = llvm.icmp "slt" %9740, %13 : i64
    llvm.cond_br %9741, ^bb1289, ^bb1290
  ^bb1289:  // pred: ^bb1288
    %9742 = llvm.extractvalue %8225[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9743 = llvm.mlir.constant(2048 : index) : i64
    %9744 = llvm.mul %9734, %9743 overflow<nsw, nuw> : i64
    %9745 = llvm.mlir.constant(4 : index) : i64
    %9746 = llvm.mul %9736, %9745 overflow<nsw, nuw> : i64
    %9747 = llvm.add %9744, %9746 overflow<nsw, nuw> : i64
    %9748 = llvm.mlir.constant(2 : index) : i64
    %9749 = llvm.mul %9738, %9748 overflow<nsw, nuw> : i64
    %9750 = llvm.add %9747, %9749 overflow<nsw, nuw> : i64
    %9751 = llvm.add %9750, %9740 overflow<nsw, nuw> : i64
    %9752 = llvm.getelementptr inbounds|nuw %9742[%9751] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9753 = llvm.load %9752 : !llvm.ptr -> f32
    %9754 = llvm.extractvalue %9733[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9755 = llvm.mlir.constant(5 : index) : i64
    %9756 = llvm.getelementptr %9754[%9755] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9757 = llvm.mlir.constant(8192 : index) : i64
    %9758 = llvm.mul %9734, %9757 overflow<nsw, nuw> : i64
    %9759 = llvm.mlir.constant(16 : index) : i64
    %9760 = llvm.mul %9736, %9759 overflow<nsw, nuw> : i64
    %9761 = llvm.add %9758, %9760 overflow<nsw, nuw> : i64
    %9762 = llvm.mlir.constant(4 : index) : i64
    %9763 = llvm.mul %9738, %9762 overflow<nsw, nuw> : i64
    %9764 = llvm.add %9761, %9763 overflow<nsw, nuw> : i64
    %9765 = llvm.add %9764, %9740 overflow<nsw, nuw> : i64
    %9766 = llvm.getelementptr inbounds|nuw %9756[%9765] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9753, %9766 : f32, !llvm.ptr
    %9767 = llvm.add %9740, %29 : i64
    llvm.br ^bb1288(%9767 : i64)
  ^bb1290:  // pred: ^bb1288
    %9768 = llvm.add %9738, %29 : i64
    llvm.br ^bb1286(%9768 : i64)
  ^bb1291:  // pred: ^bb1286
    %9769 = llvm.add %9736, %29 : i64
    llvm.br ^bb1284(%9769 : i64)
  ^bb1292:  // pred: ^bb1284
    %9770 = llvm.add %9734, %29 : i64
    llvm.br ^bb1282(%9770 : i64)
  ^bb1293:  // pred: ^bb1282
    llvm.br ^bb1294(%30 : i64)
  ^bb1294(%9771: i64):  // 2 preds: ^bb1293, ^bb1313
    %9772 = llvm.icmp "slt" %9771, %29 : i64
    llvm.cond_br %9772, ^bb1295, ^bb1314
  ^bb1295:  // pred: ^bb1294
    llvm.br ^bb1296(%30 : i64)
  ^bb1296(%9773: i64):  // 2 preds: ^bb1295, ^bb1312
    %9774 = llvm.icmp "slt" %9773, %14 : i64
    llvm.cond_br %9774, ^bb1297, ^bb1313
  ^bb1297:  // pred: ^bb1296
    llvm.br ^bb1298(%30 : i64)
  ^bb1298(%9775: i64):  // 2 preds: ^bb1297, ^bb1311
    %9776 = llvm.icmp "slt" %9775, %13 : i64
    llvm.cond_br %9776, ^bb1299, ^bb1312
  ^bb1299:  // pred: ^bb1298
    llvm.br ^bb1300(%30 : i64)
  ^bb1300(%9777: i64):  // 2 preds: ^bb1299, ^bb1310
    %9778 = llvm.icmp "slt" %9777, %13 : i64
    llvm.cond_br %9778, ^bb1301, ^bb1311
  ^bb1301:  // pred: ^bb1300
    llvm.br ^bb1302(%30 : i64)
  ^bb1302(%9779: i64):  // 2 preds: ^bb1301, ^bb1309
    %9780 = llvm.icmp "slt" %9779, %14 : i64
    llvm.cond_br %9780, ^bb1303, ^bb1310
  ^bb1303:  // pred: ^bb1302
    llvm.br ^bb1304(%30 : i64)
  ^bb1304(%9781: i64):  // 2 preds: ^bb1303, ^bb1308
    %9782 = llvm.icmp "slt" %9781, %28 : i64
    llvm.cond_br %9782, ^bb1305, ^bb1309
  ^bb1305:  // pred: ^bb1304
    llvm.br ^bb1306(%30 : i64)
  ^bb1306(%9783: i64):  // 2 preds: ^bb1305, ^bb1307
    %9784 = llvm.icmp "slt" %9783, %28 : i64
    llvm.cond_br %9784, ^bb1307, ^bb1308
  ^bb1307:  // pred: ^bb1306
    %9785 = llvm.add %9775, %9781 : i64
    %9786 = llvm.add %9777, %9783 : i64
    %9787 = llvm.extractvalue %9687[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9788 = llvm.mlir.constant(8192 : index) : i64
    %9789 = llvm.mul %9771, %9788 overflow<nsw, nuw> : i64
    %9790 = llvm.mlir.constant(16 : index) : i64
    %9791 = llvm.mul %9779, %9790 overflow<nsw, nuw> : i64
    %9792 = llvm.add %9789, %9791 overflow<nsw, nuw> : i64
    %9793 = llvm.mlir.constant(4 : index) : i64
    %9794 = llvm.mul %9785, %9793 overflow<nsw, nuw> : i64
    %9795 = llvm.add %9792, %9794 overflow<nsw, nuw> : i64
    %9796 = llvm.add %9795, %9786 overflow<nsw, nuw> : i64
    %9797 = llvm.getelementptr inbounds|nuw %9787[%9796] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9798 = llvm.load %9797 : !llvm.ptr -> f32
    %9799 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9800 = llvm.mlir.constant(4608 : index) : i64
    %9801 = llvm.mul %9773, %9800 overflow<nsw, nuw> : i64
    %9802 = llvm.mlir.constant(9 : index) : i64
    %9803 = llvm.mul %9779, %9802 overflow<nsw, nuw> : i64
    %9804 = llvm.add %9801, %9803 overflow<nsw, nuw> : i64
    %9805 = llvm.mlir.constant(3 : index) : i64
    %9806 = llvm.mul %9781, %9805 overflow<nsw, nuw> : i64
    %9807 = llvm.add %9804, %9806 overflow<nsw, nuw> : i64
    %9808 = llvm.add %9807, %9783 overflow<nsw, nuw> : i64
    %9809 = llvm.getelementptr inbounds|nuw %9799[%9808] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9810 = llvm.load %9809 : !llvm.ptr -> f32
    %9811 = llvm.extractvalue %8259[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9812 = llvm.mlir.constant(2048 : index) : i64
    %9813 = llvm.mul %9771, %9812 overflow<nsw, nuw> : i64
    %9814 = llvm.mlir.constant(4 : index) : i64
    %9815 = llvm.mul %9773, %9814 overflow<nsw, nuw> : i64
    %9816 = llvm.add %9813, %9815 overflow<nsw, nuw> : i64
    %9817 = llvm.mlir.constant(2 : index) : i64
    %9818 = llvm.mul %9775, %9817 overflow<nsw, nuw> : i64
    %9819 = llvm.add %9816, %9818 overflow<nsw, nuw> : i64
    %9820 = llvm.add %9819, %9777 overflow<nsw, nuw> : i64
    %9821 = llvm.getelementptr inbounds|nuw %9811[%9820] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9822 = llvm.load %9821 : !llvm.ptr -> f32
    %9823 = llvm.fmul %9798, %9810 : f32
    %9824 = llvm.fadd %9822, %9823 : f32
    %9825 = llvm.extractvalue %8259[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9826 = llvm.mlir.constant(2048 : index) : i64
    %9827 = llvm.mul %9771, %9826 overflow<nsw, nuw> : i64
    %9828 = llvm.mlir.constant(4 : index) : i64
    %9829 = llvm.mul %9773, %9828 overflow<nsw, nuw> : i64
    %9830 = llvm.add %9827, %9829 overflow<nsw, nuw> : i64
    %9831 = llvm.mlir.constant(2 : index) : i64
    %9832 = llvm.mul %9775, %9831 overflow<nsw, nuw> : i64
    %9833 = llvm.add %9830, %9832 overflow<nsw, nuw> : i64
    %9834 = llvm.add %9833, %9777 overflow<nsw, nuw> : i64
    %9835 = llvm.getelementptr inbounds|nuw %9825[%9834] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9824, %9835 : f32, !llvm.ptr
    %9836 = llvm.add %9783, %29 : i64
    llvm.br ^bb1306(%9836 : i64)
  ^bb1308:  // pred: ^bb1306
    %9837 = llvm.add %9781, %29 : i64
    llvm.br ^bb1304(%9837 : i64)
  ^bb1309:  // pred: ^bb1304
    %9838 = llvm.add %9779, %29 : i64
    llvm.br ^bb1302(%9838 : i64)
  ^bb1310:  // pred: ^bb1302
    %9839 = llvm.add %9777, %29 : i64
    llvm.br ^bb1300(%9839 : i64)
  ^bb1311:  // pred: ^bb1300
    %9840 = llvm.add %9775, %29 : i64
    llvm.br ^bb1298(%9840 : i64)
  ^bb1312:  // pred: ^bb1298
    %9841 = llvm.add %9773, %29 : i64
    llvm.br ^bb1296(%9841 : i64)
  ^bb1313:  // pred: ^bb1296
    %9842 = llvm.add %9771, %29 : i64
    llvm.br ^bb1294(%9842 : i64)
  ^bb1314:  // pred: ^bb1294
    %9843 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9844 = llvm.extractvalue %119[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9845 = llvm.extractvalue %119[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9846 = llvm.insertvalue %9844, %9843[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9847 = llvm.insertvalue %9845, %9846[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9848 = llvm.mlir.constant(0 : index) : i64
    %9849 = llvm.insertvalue %9848, %9847[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9850 = llvm.mlir.constant(512 : index) : i64
    %9851 = llvm.insertvalue %9850, %9849[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9852 = llvm.mlir.constant(1 : index) : i64
    %9853 = llvm.insertvalue %9852, %9851[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9854 = llvm.mlir.constant(1 : index) : i64
    %9855 = llvm.insertvalue %9854, %9853[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9856 = llvm.mlir.constant(1 : index) : i64
    %9857 = llvm.insertvalue %9856, %9855[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9858 = llvm.mlir.constant(1 : index) : i64
    %9859 = llvm.insertvalue %9858, %9857[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9860 = llvm.mlir.constant(1 : index) : i64
    %9861 = llvm.insertvalue %9860, %9859[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9862 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9863 = llvm.extractvalue %135[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9864 = llvm.extractvalue %135[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9865 = llvm.insertvalue %9863, %9862[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9866 = llvm.insertvalue %9864, %9865[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9867 = llvm.mlir.constant(0 : index) : i64
    %9868 = llvm.insertvalue %9867, %9866[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9869 = llvm.mlir.constant(512 : index) : i64
    %9870 = llvm.insertvalue %9869, %9868[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9871 = llvm.mlir.constant(1 : index) : i64
    %9872 = llvm.insertvalue %9871, %9870[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9873 = llvm.mlir.constant(1 : index) : i64
    %9874 = llvm.insertvalue %9873, %9872[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9875 = llvm.mlir.constant(1 : index) : i64
    %9876 = llvm.insertvalue %9875, %9874[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9877 = llvm.mlir.constant(1 : index) : i64
    %9878 = llvm.insertvalue %9877, %9876[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9879 = llvm.mlir.constant(1 : index) : i64
    %9880 = llvm.insertvalue %9879, %9878[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9881 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9882 = llvm.extractvalue %103[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9883 = llvm.extractvalue %103[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9884 = llvm.insertvalue %9882, %9881[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9885 = llvm.insertvalue %9883, %9884[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9886 = llvm.mlir.constant(0 : index) : i64
    %9887 = llvm.insertvalue %9886, %9885[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9888 = llvm.mlir.constant(512 : index) : i64
    %9889 = llvm.insertvalue %9888, %9887[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9890 = llvm.mlir.constant(1 : index) : i64
    %9891 = llvm.insertvalue %9890, %9889[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9892 = llvm.mlir.constant(1 : index) : i64
    %9893 = llvm.insertvalue %9892, %9891[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9894 = llvm.mlir.constant(1 : index) : i64
    %9895 = llvm.insertvalue %9894, %9893[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9896 = llvm.mlir.constant(1 : index) : i64
    %9897 = llvm.insertvalue %9896, %9895[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9898 = llvm.mlir.constant(1 : index) : i64
    %9899 = llvm.insertvalue %9898, %9897[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9900 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9901 = llvm.extractvalue %87[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9902 = llvm.extractvalue %87[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9903 = llvm.insertvalue %9901, %9900[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9904 = llvm.insertvalue %9902, %9903[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9905 = llvm.mlir.constant(0 : index) : i64
    %9906 = llvm.insertvalue %9905, %9904[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9907 = llvm.mlir.constant(512 : index) : i64
    %9908 = llvm.insertvalue %9907, %9906[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9909 = llvm.mlir.constant(1 : index) : i64
    %9910 = llvm.insertvalue %9909, %9908[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9911 = llvm.mlir.constant(1 : index) : i64
    %9912 = llvm.insertvalue %9911, %9910[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9913 = llvm.mlir.constant(1 : index) : i64
    %9914 = llvm.insertvalue %9913, %9912[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9915 = llvm.mlir.constant(1 : index) : i64
    %9916 = llvm.insertvalue %9915, %9914[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9917 = llvm.mlir.constant(1 : index) : i64
    %9918 = llvm.insertvalue %9917, %9916[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9919 = llvm.mlir.constant(1 : index) : i64
    %9920 = llvm.mlir.constant(512 : index) : i64
    %9921 = llvm.mlir.constant(1 : index) : i64
    %9922 = llvm.mlir.constant(1 : index) : i64
    %9923 = llvm.mlir.constant(1 : index) : i64
    %9924 = llvm.mlir.constant(512 : index) : i64
    %9925 = llvm.mlir.zero : !llvm.ptr
    %9926 = llvm.getelementptr %9925[%9924] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9927 = llvm.ptrtoint %9926 : !llvm.ptr to i64
    %9928 = llvm.mlir.constant(64 : index) : i64
    %9929 = llvm.add %9927, %9928 : i64
    %9930 = llvm.call @malloc(%9929) : (i64) -> !llvm.ptr
    %9931 = llvm.ptrtoint %9930 : !llvm.ptr to i64
    %9932 = llvm.mlir.constant(1 : index) : i64
    %9933 = llvm.sub %9928, %9932 : i64
    %9934 = llvm.add %9931, %9933 : i64
    %9935 = llvm.urem %9934, %9928 : i64
    %9936 = llvm.sub %9934, %9935 : i64
    %9937 = llvm.inttoptr %9936 : i64 to !llvm.ptr
    %9938 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9939 = llvm.insertvalue %9930, %9938[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9940 = llvm.insertvalue %9937, %9939[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9941 = llvm.mlir.constant(0 : index) : i64
    %9942 = llvm.insertvalue %9941, %9940[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9943 = llvm.insertvalue %9919, %9942[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9944 = llvm.insertvalue %9920, %9943[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9945 = llvm.insertvalue %9921, %9944[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9946 = llvm.insertvalue %9922, %9945[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9947 = llvm.insertvalue %9920, %9946[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9948 = llvm.insertvalue %9921, %9947[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9949 = llvm.insertvalue %9922, %9948[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9950 = llvm.insertvalue %9923, %9949[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1315(%30 : i64)
  ^bb1315(%9951: i64):  // 2 preds: ^bb1314, ^bb1325
    %9952 = llvm.icmp "slt" %9951, %29 : i64
    llvm.cond_br %9952, ^bb1316, ^bb1326
  ^bb1316:  // pred: ^bb1315
    llvm.br ^bb1317(%30 : i64)
  ^bb1317(%9953: i64):  // 2 preds: ^bb1316, ^bb1324
    %9954 = llvm.icmp "slt" %9953, %14 : i64
    llvm.cond_br %9954, ^bb1318, ^bb1325
  ^bb1318:  // pred: ^bb1317
    llvm.br ^bb1319(%30 : i64)
  ^bb1319(%9955: i64):  // 2 preds: ^bb1318, ^bb1323
    %9956 = llvm.icmp "slt" %9955, %29 : i64
    llvm.cond_br %9956, ^bb1320, ^bb1324
  ^bb1320:  // pred: ^bb1319
    llvm.br ^bb1321(%30 : i64)
  ^bb1321(%9957: i64):  // 2 preds: ^bb1320, ^bb1322
    %9958 = llvm.icmp "slt" %9957, %29 : i64
    llvm.cond_br %9958, ^bb1322, ^bb1323
  ^bb1322:  // pred: ^bb1321
    %9959 = llvm.extractvalue %9950[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9960 = llvm.mlir.constant(512 : index) : i64
    %9961 = llvm.mul %9951, %9960 overflow<nsw, nuw> : i64
    %9962 = llvm.add %9961, %9953 overflow<nsw, nuw> : i64
    %9963 = llvm.add %9962, %9955 overflow<nsw, nuw> : i64
    %9964 = llvm.add %9963, %9957 overflow<nsw, nuw> : i64
    %9965 = llvm.getelementptr inbounds|nuw %9959[%9964] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %9965 : f32, !llvm.ptr
    %9966 = llvm.add %9957, %29 : i64
    llvm.br ^bb1321(%9966 : i64)
  ^bb1323:  // pred: ^bb1321
    %9967 = llvm.add %9955, %29 : i64
    llvm.br ^bb1319(%9967 : i64)
  ^bb1324:  // pred: ^bb1319
    %9968 = llvm.add %9953, %29 : i64
    llvm.br ^bb1317(%9968 : i64)
  ^bb1325:  // pred: ^bb1317
    %9969 = llvm.add %9951, %29 : i64
    llvm.br ^bb1315(%9969 : i64)
  ^bb1326:  // pred: ^bb1315
    llvm.br ^bb1327(%30 : i64)
  ^bb1327(%9970: i64):  // 2 preds: ^bb1326, ^bb1337
    %9971 = llvm.icmp "slt" %9970, %29 : i64
    llvm.cond_br %9971, ^bb1328, ^bb1338
  ^bb1328:  // pred: ^bb1327
    llvm.br ^bb1329(%30 : i64)
  ^bb1329(%9972: i64):  // 2 preds: ^bb1328, ^bb1336
    %9973 = llvm.icmp "slt" %9972, %14 : i64
    llvm.cond_br %9973, ^bb1330, ^bb1337
  ^bb1330:  // pred: ^bb1329
    llvm.br ^bb1331(%30 : i64)
  ^bb1331(%9974: i64):  // 2 preds: ^bb1330, ^bb1335
    %9975 = llvm.icmp "slt" %9974, %13 : i64
    llvm.cond_br %9975, ^bb1332, ^bb1336
  ^bb1332:  // pred: ^bb1331
    llvm.br ^bb1333(%30 : i64)
  ^bb1333(%9976: i64):  // 2 preds: ^bb1332, ^bb1334
    %9977 = llvm.icmp "slt" %9976, %13 : i64
    llvm.cond_br %9977, ^bb1334, ^bb1335
  ^bb1334:  // pred: ^bb1333
    %9978 = llvm.extractvalue %8259[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9979 = llvm.mlir.constant(2048 : index) : i64
    %9980 = llvm.mul %9970, %9979 overflow<nsw, nuw> : i64
    %9981 = llvm.mlir.constant(4 : index) : i64
    %9982 = llvm.mul %9972, %9981 overflow<nsw, nuw> : i64
    %9983 = llvm.add %9980, %9982 overflow<nsw, nuw> : i64
    %9984 = llvm.mlir.constant(2 : index) : i64
    %9985 = llvm.mul %9974, %9984 overflow<nsw, nuw> : i64
    %9986 = llvm.add %9983, %9985 overflow<nsw, nuw> : i64
    %9987 = llvm.add %9986, %9976 overflow<nsw, nuw> : i64
    %9988 = llvm.getelementptr inbounds|nuw %9978[%9987] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9989 = llvm.load %9988 : !llvm.ptr -> f32
    %9990 = llvm.extractvalue %9880[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9991 = llvm.add %9972, %30 overflow<nsw, nuw> : i64
    %9992 = llvm.add %9991, %30 overflow<nsw, nuw> : i64
    %9993 = llvm.getelementptr inbounds|nuw %9990[%9992] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9994 = llvm.load %9993 : !llvm.ptr -> f32
    %9995 = llvm.extractvalue %9861[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9996 = llvm.add %9972, %30 overflow<nsw, nuw> : i64
    %9997 = llvm.add %9996, %30 overflow<nsw, nuw> : i64
    %9998 = llvm.getelementptr inbounds|nuw %9995[%9997] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9999 = llvm.load %9998 : !llvm.ptr -> f32
    %10000 = llvm.extractvalue %9899[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10001 = llvm.add %9972, %30 overflow<nsw, nuw> : i64
    %10002 = llvm.add %10001, %30 overflow<nsw, nuw> : i64
    %10003 = llvm.getelementptr inbounds|nuw %10000[%10002] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10004 = llvm.load %10003 : !llvm.ptr -> f32
    %10005 = llvm.extractvalue %9918[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10006 = llvm.add %9972, %30 overflow<nsw, nuw> : i64
    %10007 = llvm.add %10006, %30 overflow<nsw, nuw> : i64
    %10008 = llvm.getelementptr inbounds|nuw %10005[%10007] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10009 = llvm.load %10008 : !llvm.ptr -> f32
    %10010 = llvm.extractvalue %9149[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10011 = llvm.mlir.constant(2048 : index) : i64
    %10012 = llvm.mul %9970, %10011 overflow<nsw, nuw> : i64
    %10013 = llvm.mlir.constant(4 : index) : i64
    %10014 = llvm.mul %9972, %10013 overflow<nsw, nuw> : i64
    %10015 = llvm.add %10012, %10014 overflow<nsw, nuw> : i64
    %10016 = llvm.mlir.constant(2 : index) : i64
    %10017 = llvm.mul %9974, %10016 overflow<nsw, nuw> : i64
    %10018 = llvm.add %10015, %10017 overflow<nsw, nuw> : i64
    %10019 = llvm.add %10018, %9976 overflow<nsw, nuw> : i64
    %10020 = llvm.getelementptr inbounds|nuw %10010[%10019] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10021 = llvm.load %10020 : !llvm.ptr -> f32
    %10022 = llvm.extractvalue %9950[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10023 = llvm.mlir.constant(512 : index) : i64
    %10024 = llvm.mul %9970, %10023 overflow<nsw, nuw> : i64
    %10025 = llvm.add %10024, %9972 overflow<nsw, nuw> : i64
    %10026 = llvm.add %10025, %30 overflow<nsw, nuw> : i64
    %10027 = llvm.add %10026, %30 overflow<nsw, nuw> : i64
    %10028 = llvm.getelementptr inbounds|nuw %10022[%10027] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10029 = llvm.load %10028 : !llvm.ptr -> f32
    %10030 = llvm.fptrunc %32 : f64 to f32
    %10031 = llvm.fadd %9999, %10030 : f32
    %10032 = llvm.intr.sqrt(%10031) : (f32) -> f32
    %10033 = llvm.fdiv %34, %10032 : f32
    %10034 = llvm.fsub %9989, %9994 : f32
    %10035 = llvm.fmul %10034, %10033 : f32
    %10036 = llvm.fmul %10035, %10004 : f32
    %10037 = llvm.fadd %10036, %10009 : f32
    %10038 = llvm.fadd %10037, %10021 : f32
    %10039 = llvm.fcmp "ugt" %10038, %33 : f32
    %10040 = llvm.select %10039, %10038, %33 : i1, f32
    %10041 = llvm.fadd %10040, %10029 : f32
    %10042 = llvm.extractvalue %9950[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10043 = llvm.mlir.constant(512 : index) : i64
    %10044 = llvm.mul %9970, %10043 overflow<nsw, nuw> : i64
    %10045 = llvm.add %10044, %9972 overflow<nsw, nuw> : i64
    %10046 = llvm.add %10045, %30 overflow<nsw, nuw> : i64
    %10047 = llvm.add %10046, %30 overflow<nsw, nuw> : i64
    %10048 = llvm.getelementptr inbounds|nuw %10042[%10047] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %10041, %10048 : f32, !llvm.ptr
    %10049 = llvm.add %9976, %29 : i64
    llvm.br ^bb1333(%10049 : i64)
  ^bb1335:  // pred: ^bb1333
    %10050 = llvm.add %9974, %29 : i64
    llvm.br ^bb1331(%10050 : i64)
  ^bb1336:  // pred: ^bb1331
    %10051 = llvm.add %9972, %29 : i64
    llvm.br ^bb1329(%10051 : i64)
  ^bb1337:  // pred: ^bb1329
    %10052 = llvm.add %9970, %29 : i64
    llvm.br ^bb1327(%10052 : i64)
  ^bb1338:  // pred: ^bb1327
    %10053 = llvm.mlir.constant(1 : index) : i64
    %10054 = llvm.mlir.constant(1000 : index) : i64
    %10055 = llvm.mlir.constant(1 : index) : i64
    %10056 = llvm.mlir.constant(1000 : index) : i64
    %10057 = llvm.mlir.zero : !llvm.ptr
    %10058 = llvm.getelementptr %10057[%10056] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10059 = llvm.ptrtoint %10058 : !llvm.ptr to i64
    %10060 = llvm.mlir.constant(64 : index) : i64
    %10061 = llvm.add %10059, %10060 : i64
    %10062 = llvm.call @malloc(%10061) : (i64) -> !llvm.ptr
    %10063 = llvm.ptrtoint %10062 : !llvm.ptr to i64
    %10064 = llvm.mlir.constant(1 : index) : i64
    %10065 = llvm.sub %10060, %10064 : i64
    %10066 = llvm.add %10063, %10065 : i64
    %10067 = llvm.urem %10066, %10060 : i64
    %10068 = llvm.sub %10066, %10067 : i64
    %10069 = llvm.inttoptr %10068 : i64 to !llvm.ptr
    %10070 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10071 = llvm.insertvalue %10062, %10070[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10072 = llvm.insertvalue %10069, %10071[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10073 = llvm.mlir.constant(0 : index) : i64
    %10074 = llvm.insertvalue %10073, %10072[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10075 = llvm.insertvalue %10053, %10074[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10076 = llvm.insertvalue %10054, %10075[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10077 = llvm.insertvalue %10054, %10076[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10078 = llvm.insertvalue %10055, %10077[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb1339(%30 : i64)
  ^bb1339(%10079: i64):  // 2 preds: ^bb1338, ^bb1343
    %10080 = llvm.icmp "slt" %10079, %29 : i64
    llvm.cond_br %10080, ^bb1340, ^bb1344
  ^bb1340:  // pred: ^bb1339
    llvm.br ^bb1341(%30 : i64)
  ^bb1341(%10081: i64):  // 2 preds: ^bb1340, ^bb1342
    %10082 = llvm.icmp "slt" %10081, %12 : i64
    llvm.cond_br %10082, ^bb1342, ^bb1343
  ^bb1342:  // pred: ^bb1341
    %10083 = llvm.extractvalue %10078[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10084 = llvm.mlir.constant(1000 : index) : i64
    %10085 = llvm.mul %10079, %10084 overflow<nsw, nuw> : i64
    %10086 = llvm.add %10085, %10081 overflow<nsw, nuw> : i64
    %10087 = llvm.getelementptr inbounds|nuw %10083[%10086] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %10087 : f32, !llvm.ptr
    %10088 = llvm.add %10081, %29 : i64
    llvm.br ^bb1341(%10088 : i64)
  ^bb1343:  // pred: ^bb1341
    %10089 = llvm.add %10079, %29 : i64
    llvm.br ^bb1339(%10089 : i64)
  ^bb1344:  // pred: ^bb1339
    %10090 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10091 = llvm.extractvalue %71[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10092 = llvm.extractvalue %71[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10093 = llvm.insertvalue %10091, %10090[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10094 = llvm.insertvalue %10092, %10093[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10095 = llvm.mlir.constant(0 : index) : i64
    %10096 = llvm.insertvalue %10095, %10094[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10097 = llvm.mlir.constant(1000 : index) : i64
    %10098 = llvm.insertvalue %10097, %10096[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10099 = llvm.mlir.constant(512 : index) : i64
    %10100 = llvm.insertvalue %10099, %10098[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10101 = llvm.mlir.constant(512 : index) : i64
    %10102 = llvm.insertvalue %10101, %10100[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10103 = llvm.mlir.constant(1 : index) : i64
    %10104 = llvm.insertvalue %10103, %10102[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10105 = llvm.mlir.constant(1 : index) : i64
    %10106 = llvm.insertvalue %10105, %10104[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10107 = llvm.mlir.constant(1 : index) : i64
    %10108 = llvm.insertvalue %10107, %10106[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10109 = llvm.mlir.constant(1 : index) : i64
    %10110 = llvm.insertvalue %10109, %10108[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10111 = llvm.mlir.constant(1 : index) : i64
    %10112 = llvm.insertvalue %10111, %10110[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1345(%30 : i64)
  ^bb1345(%10113: i64):  // 2 preds: ^bb1344, ^bb1358
    %10114 = llvm.icmp "slt" %10113, %29 : i64
    llvm.cond_br %10114, ^bb1346, ^bb1359
  ^bb1346:  // pred: ^bb1345
    llvm.br ^bb1347(%30 : i64)
  ^bb1347(%10115: i64):  // 2 preds: ^bb1346, ^bb1357
    %10116 = llvm.icmp "slt" %10115, %12 : i64
    llvm.cond_br %10116, ^bb1348, ^bb1358
  ^bb1348:  // pred: ^bb1347
    llvm.br ^bb1349(%30 : i64)
  ^bb1349(%10117: i64):  // 2 preds: ^bb1348, ^bb1356
    %10118 = llvm.icmp "slt" %10117, %14 : i64
    llvm.cond_br %10118, ^bb1350, ^bb1357
  ^bb1350:  // pred: ^bb1349
    llvm.br ^bb1351(%30 : i64)
  ^bb1351(%10119: i64):  // 2 preds: ^bb1350, ^bb1355
    %10120 = llvm.icmp "slt" %10119, %29 : i64
    llvm.cond_br %10120, ^bb1352, ^bb1356
  ^bb1352:  // pred: ^bb1351
    llvm.br ^bb1353(%30 : i64)
  ^bb1353(%10121: i64):  // 2 preds: ^bb1352, ^bb1354
    %10122 = llvm.icmp "slt" %10121, %29 : i64
    llvm.cond_br %10122, ^bb1354, ^bb1355
  ^bb1354:  // pred: ^bb1353
    %10123 = llvm.extractvalue %9950[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10124 = llvm.mlir.constant(512 : index) : i64
    %10125 = llvm.mul %10113, %10124 overflow<nsw, nuw> : i64
    %10126 = llvm.add %10125, %10117 overflow<nsw, nuw> : i64
    %10127 = llvm.add %10126, %10119 overflow<nsw, nuw> : i64
    %10128 = llvm.add %10127, %10121 overflow<nsw, nuw> : i64
    %10129 = llvm.getelementptr inbounds|nuw %10123[%10128] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10130 = llvm.load %10129 : !llvm.ptr -> f32
    %10131 = llvm.extractvalue %10112[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10132 = llvm.mlir.constant(512 : index) : i64
    %10133 = llvm.mul %10115, %10132 overflow<nsw, nuw> : i64
    %10134 = llvm.add %10133, %10117 overflow<nsw, nuw> : i64
    %10135 = llvm.add %10134, %10119 overflow<nsw, nuw> : i64
    %10136 = llvm.add %10135, %10121 overflow<nsw, nuw> : i64
    %10137 = llvm.getelementptr inbounds|nuw %10131[%10136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10138 = llvm.load %10137 : !llvm.ptr -> f32
    %10139 = llvm.extractvalue %10078[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10140 = llvm.mlir.constant(1000 : index) : i64
    %10141 = llvm.mul %10113, %10140 overflow<nsw, nuw> : i64
    %10142 = llvm.add %10141, %10115 overflow<nsw, nuw> : i64
    %10143 = llvm.getelementptr inbounds|nuw %10139[%10142] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10144 = llvm.load %10143 : !llvm.ptr -> f32
    %10145 = llvm.fdiv %10130, %31 : f32
    %10146 = llvm.fmul %10145, %10138 : f32
    %10147 = llvm.fadd %10144, %10146 : f32
    %10148 = llvm.extractvalue %10078[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10149 = llvm.mlir.constant(1000 : index) : i64
    %10150 = llvm.mul %10113, %10149 overflow<nsw, nuw> : i64
    %10151 = llvm.add %10150, %10115 overflow<nsw, nuw> : i64
    %10152 = llvm.getelementptr inbounds|nuw %10148[%10151] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %10147, %10152 : f32, !llvm.ptr
    %10153 = llvm.add %10121, %29 : i64
    llvm.br ^bb1353(%10153 : i64)
  ^bb1355:  // pred: ^bb1353
    %10154 = llvm.add %10119, %29 : i64
    llvm.br ^bb1351(%10154 : i64)
  ^bb1356:  // pred: ^bb1351
    %10155 = llvm.add %10117, %29 : i64
    llvm.br ^bb1349(%10155 : i64)
  ^bb1357:  // pred: ^bb1349
    %10156 = llvm.add %10115, %29 : i64
    llvm.br ^bb1347(%10156 : i64)
  ^bb1358:  // pred: ^bb1347
    %10157 = llvm.add %10113, %29 : i64
    llvm.br ^bb1345(%10157 : i64)
  ^bb1359:  // pred: ^bb1345
    llvm.br ^bb1360(%30 : i64)
  ^bb1360(%10158: i64):  // 2 preds: ^bb1359, ^bb1364
    %10159 = llvm.icmp "slt" %10158, %29 : i64
    llvm.cond_br %10159, ^bb1361, ^bb1365
  ^bb1361:  // pred: ^bb1360
    llvm.br ^bb1362(%30 : i64)
  ^bb1362(%10160: i64):  // 2 preds: ^bb1361, ^bb1363
    %10161 = llvm.icmp "slt" %10160, %12 : i64
    llvm.cond_br %10161, ^bb1363, ^bb1364
  ^bb1363:  // pred: ^bb1362
    %10162 = llvm.extractvalue %10078[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10163 = llvm.mlir.constant(1000 : index) : i64
    %10164 = llvm.mul %10158, %10163 overflow<nsw, nuw> : i64
    %10165 = llvm.add %10164, %10160 overflow<nsw, nuw> : i64
    %10166 = llvm.getelementptr inbounds|nuw %10162[%10165] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10167 = llvm.load %10166 : !llvm.ptr -> f32
    %10168 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10169 = llvm.getelementptr inbounds|nuw %10168[%10160] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10170 = llvm.load %10169 : !llvm.ptr -> f32
    %10171 = llvm.fadd %10167, %10170 : f32
    %10172 = llvm.extractvalue %10078[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10173 = llvm.mlir.constant(1000 : index) : i64
    %10174 = llvm.mul %10158, %10173 overflow<nsw, nuw> : i64
    %10175 = llvm.add %10174, %10160 overflow<nsw, nuw> : i64
    %10176 = llvm.getelementptr inbounds|nuw %10172[%10175] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %10171, %10176 : f32, !llvm.ptr
    %10177 = llvm.add %10160, %29 : i64
    llvm.br ^bb1362(%10177 : i64)
  ^bb1364:  // pred: ^bb1362
    %10178 = llvm.add %10158, %29 : i64
    llvm.br ^bb1360(%10178 : i64)
  ^bb1365:  // pred: ^bb1360
    %10179 = llvm.extractvalue %1939[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10179) : (!llvm.ptr) -> ()
    %10180 = llvm.extractvalue %2056[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10180) : (!llvm.ptr) -> ()
    %10181 = llvm.extractvalue %2328[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10181) : (!llvm.ptr) -> ()
    %10182 = llvm.extractvalue %2445[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10182) : (!llvm.ptr) -> ()
    %10183 = llvm.extractvalue %2479[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10183) : (!llvm.ptr) -> ()
    %10184 = llvm.extractvalue %2528[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%10184) : (!llvm.ptr) -> ()
    %10185 = llvm.extractvalue %2620[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10185) : (!llvm.ptr) -> ()
    %10186 = llvm.extractvalue %2737[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10186) : (!llvm.ptr) -> ()
    %10187 = llvm.extractvalue %2794[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10187) : (!llvm.ptr) -> ()
    %10188 = llvm.extractvalue %3076[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10188) : (!llvm.ptr) -> ()
    %10189 = llvm.extractvalue %3193[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10189) : (!llvm.ptr) -> ()
    %10190 = llvm.extractvalue %3410[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10190) : (!llvm.ptr) -> ()
    %10191 = llvm.extractvalue %3522[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10191) : (!llvm.ptr) -> ()
    %10192 = llvm.extractvalue %3639[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10192) : (!llvm.ptr) -> ()
    %10193 = llvm.extractvalue %3921[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10193) : (!llvm.ptr) -> ()
    %10194 = llvm.extractvalue %4264[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10194) : (!llvm.ptr) -> ()
    %10195 = llvm.extractvalue %4381[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10195) : (!llvm.ptr) -> ()
    %10196 = llvm.extractvalue %4415[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10196) : (!llvm.ptr) -> ()
    %10197 = llvm.extractvalue %4472[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10197) : (!llvm.ptr) -> ()
    %10198 = llvm.extractvalue %4756[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10198) : (!llvm.ptr) -> ()
    %10199 = llvm.extractvalue %4873[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10199) : (!llvm.ptr) -> ()
    %10200 = llvm.extractvalue %5090[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10200) : (!llvm.ptr) -> ()
    %10201 = llvm.extractvalue %5305[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10201) : (!llvm.ptr) -> ()
    %10202 = llvm.extractvalue %5444[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10202) : (!llvm.ptr) -> ()
    %10203 = llvm.extractvalue %5561[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10203) : (!llvm.ptr) -> ()
    %10204 = llvm.extractvalue %5843[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10204) : (!llvm.ptr) -> ()
    %10205 = llvm.extractvalue %6186[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10205) : (!llvm.ptr) -> ()
    %10206 = llvm.extractvalue %6303[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10206) : (!llvm.ptr) -> ()
    %10207 = llvm.extractvalue %6337[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10207) : (!llvm.ptr) -> ()
    %10208 = llvm.extractvalue %6394[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10208) : (!llvm.ptr) -> ()
    %10209 = llvm.extractvalue %6678[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10209) : (!llvm.ptr) -> ()
    %10210 = llvm.extractvalue %6795[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10210) : (!llvm.ptr) -> ()
    %10211 = llvm.extractvalue %7012[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10211) : (!llvm.ptr) -> ()
    %10212 = llvm.extractvalue %7227[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10212) : (!llvm.ptr) -> ()
    %10213 = llvm.extractvalue %7366[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10213) : (!llvm.ptr) -> ()
    %10214 = llvm.extractvalue %7483[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10214) : (!llvm.ptr) -> ()
    %10215 = llvm.extractvalue %7765[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10215) : (!llvm.ptr) -> ()
    %10216 = llvm.extractvalue %8108[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10216) : (!llvm.ptr) -> ()
    %10217 = llvm.extractvalue %8225[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10217) : (!llvm.ptr) -> ()
    %10218 = llvm.extractvalue %8259[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10218) : (!llvm.ptr) -> ()
    %10219 = llvm.extractvalue %8316[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10219) : (!llvm.ptr) -> ()
    %10220 = llvm.extractvalue %8600[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10220) : (!llvm.ptr) -> ()
    %10221 = llvm.extractvalue %8717[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10221) : (!llvm.ptr) -> ()
    %10222 = llvm.extractvalue %8934[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10222) : (!llvm.ptr) -> ()
    %10223 = llvm.extractvalue %9149[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10223) : (!llvm.ptr) -> ()
    %10224 = llvm.extractvalue %9288[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10224) : (!llvm.ptr) -> ()
    %10225 = llvm.extractvalue %9405[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10225) : (!llvm.ptr) -> ()
    %10226 = llvm.extractvalue %9687[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10226) : (!llvm.ptr) -> ()
    %10227 = llvm.extractvalue %9950[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10227) : (!llvm.ptr) -> ()
    llvm.return %10078 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  }
}
// irlower-stages: fx_graph=f56db956b090 torch_mlir=9d761a138fb2 linalg_on_tensors_mlir=71425b281748
