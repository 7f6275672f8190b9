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
    %1963 = llvm.mlir.constant(1 : index) : i64
    %1964 = llvm.mlir.constant(3 : index) : i64
    %1965 = llvm.mlir.constant(70 : index) : i64
    %1966 = llvm.mlir.constant(70 : index) : i64
    %1967 = llvm.mlir.constant(1 : index) : i64
    %1968 = llvm.mlir.constant(4900 : index) : i64
    %1969 = llvm.mlir.constant(14700 : index) : i64
    %1970 = llvm.mlir.constant(14700 : index) : i64
    %1971 = llvm.mlir.zero : !llvm.ptr
    %1972 = llvm.getelementptr %1971[%1970] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1973 = llvm.ptrtoint %1972 : !llvm.ptr to i64
    %1974 = llvm.mlir.constant(64 : index) : i64
    %1975 = llvm.add %1973, %1974 : i64
    %1976 = llvm.call @malloc(%1975) : (i64) -> !llvm.ptr
    %1977 = llvm.ptrtoint %1976 : !llvm.ptr to i64
    %1978 = llvm.mlir.constant(1 : index) : i64
    %1979 = llvm.sub %1974, %1978 : i64
    %1980 = llvm.add %1977, %1979 : i64
    %1981 = llvm.urem %1980, %1974 : i64
    %1982 = llvm.sub %1980, %1981 : i64
    %1983 = llvm.inttoptr %1982 : i64 to !llvm.ptr
    %1984 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1985 = llvm.insertvalue %1976, %1984[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1986 = llvm.insertvalue %1983, %1985[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1987 = llvm.mlir.constant(0 : index) : i64
    %1988 = llvm.insertvalue %1987, %1986[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1989 = llvm.insertvalue %1963, %1988[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1990 = llvm.insertvalue %1964, %1989[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1991 = llvm.insertvalue %1965, %1990[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1992 = llvm.insertvalue %1966, %1991[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1993 = llvm.insertvalue %1969, %1992[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1994 = llvm.insertvalue %1968, %1993[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1995 = llvm.insertvalue %1966, %1994[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1996 = llvm.insertvalue %1967, %1995[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb13(%30 : i64)
  ^bb13(%1997: i64):  // 2 preds: ^bb12, ^bb23
    %1998 = llvm.icmp "slt" %1997, %29 : i64
    llvm.cond_br %1998, ^bb14, ^bb24
  ^bb14:  // pred: ^bb13
    llvm.br ^bb15(%30 : i64)
  ^bb15(%1999: i64):  // 2 preds: ^bb14, ^bb22
    %2000 = llvm.icmp "slt" %1999, %28 : i64
    llvm.cond_br %2000, ^bb16, ^bb23
  ^bb16:  // pred: ^bb15
    llvm.br ^bb17(%30 : i64)
  ^bb17(%2001: i64):  // 2 preds: ^bb16, ^bb21
    %2002 = llvm.icmp "slt" %2001, %27 : i64
    llvm.cond_br %2002, ^bb18, ^bb22
  ^bb18:  // pred: ^bb17
    llvm.br ^bb19(%30 : i64)
  ^bb19(%2003: i64):  // 2 preds: ^bb18, ^bb20
    %2004 = llvm.icmp "slt" %2003, %27 : i64
    llvm.cond_br %2004, ^bb20, ^bb21
  ^bb20:  // pred: ^bb19
    %2005 = llvm.extractvalue %1939[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2006 = llvm.mlir.constant(14700 : index) : i64
    %2007 = llvm.mul %1997, %2006 overflow<nsw, nuw> : i64
    %2008 = llvm.mlir.constant(4900 : index) : i64
    %2009 = llvm.mul %1999, %2008 overflow<nsw, nuw> : i64
    %2010 = llvm.add %2007, %2009 overflow<nsw, nuw> : i64
    %2011 = llvm.mlir.constant(70 : index) : i64
    %2012 = llvm.mul %2001, %2011 overflow<nsw, nuw> : i64
    %2013 = llvm.add %2010, %2012 overflow<nsw, nuw> : i64
    %2014 = llvm.add %2013, %2003 overflow<nsw, nuw> : i64
    %2015 = llvm.getelementptr inbounds|nuw %2005[%2014] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2016 = llvm.load %2015 : !llvm.ptr -> f32
    %2017 = llvm.extractvalue %1996[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2018 = llvm.mlir.constant(14700 : index) : i64
    %2019 = llvm.mul %1997, %2018 overflow<nsw, nuw> : i64
    %2020 = llvm.mlir.constant(4900 : index) : i64
    %2021 = llvm.mul %1999, %2020 overflow<nsw, nuw> : i64
    %2022 = llvm.add %2019, %2021 overflow<nsw, nuw> : i64
    %2023 = llvm.mlir.constant(70 : index) : i64
    %2024 = llvm.mul %2001, %2023 overflow<nsw, nuw> : i64
    %2025 = llvm.add %2022, %2024 overflow<nsw, nuw> : i64
    %2026 = llvm.add %2025, %2003 overflow<nsw, nuw> : i64
    %2027 = llvm.getelementptr inbounds|nuw %2017[%2026] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2016, %2027 : f32, !llvm.ptr
    %2028 = llvm.add %2003, %29 : i64
    llvm.br ^bb19(%2028 : i64)
  ^bb21:  // pred: ^bb19
    %2029 = llvm.add %2001, %29 : i64
    llvm.br ^bb17(%2029 : i64)
  ^bb22:  // pred: ^bb17
    %2030 = llvm.add %1999, %29 : i64
    llvm.br ^bb15(%2030 : i64)
  ^bb23:  // pred: ^bb15
    %2031 = llvm.add %1997, %29 : i64
    llvm.br ^bb13(%2031 : i64)
  ^bb24:  // pred: ^bb13
    %2032 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2033 = llvm.extractvalue %1996[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2034 = llvm.extractvalue %1996[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2035 = llvm.insertvalue %2033, %2032[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2036 = llvm.insertvalue %2034, %2035[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2037 = llvm.mlir.constant(213 : index) : i64
    %2038 = llvm.insertvalue %2037, %2036[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2039 = llvm.mlir.constant(1 : index) : i64
    %2040 = llvm.insertvalue %2039, %2038[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2041 = llvm.mlir.constant(14700 : index) : i64
    %2042 = llvm.insertvalue %2041, %2040[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2043 = llvm.mlir.constant(3 : index) : i64
    %2044 = llvm.insertvalue %2043, %2042[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2045 = llvm.mlir.constant(4900 : index) : i64
    %2046 = llvm.insertvalue %2045, %2044[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2047 = llvm.mlir.constant(64 : index) : i64
    %2048 = llvm.insertvalue %2047, %2046[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2049 = llvm.mlir.constant(70 : index) : i64
    %2050 = llvm.insertvalue %2049, %2048[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2051 = llvm.mlir.constant(64 : index) : i64
    %2052 = llvm.insertvalue %2051, %2050[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2053 = llvm.mlir.constant(1 : index) : i64
    %2054 = llvm.insertvalue %2053, %2052[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb25(%30 : i64)
  ^bb25(%2055: i64):  // 2 preds: ^bb24, ^bb35
    %2056 = llvm.icmp "slt" %2055, %29 : i64
    llvm.cond_br %2056, ^bb26, ^bb36
  ^bb26:  // pred: ^bb25
    llvm.br ^bb27(%30 : i64)
  ^bb27(%2057: i64):  // 2 preds: ^bb26, ^bb34
    %2058 = llvm.icmp "slt" %2057, %28 : i64
    llvm.cond_br %2058, ^bb28, ^bb35
  ^bb28:  // pred: ^bb27
    llvm.br ^bb29(%30 : i64)
  ^bb29(%2059: i64):  // 2 preds: ^bb28, ^bb33
    %2060 = llvm.icmp "slt" %2059, %26 : i64
    llvm.cond_br %2060, ^bb30, ^bb34
  ^bb30:  // pred: ^bb29
    llvm.br ^bb31(%30 : i64)
  ^bb31(%2061: i64):  // 2 preds: ^bb30, ^bb32
    %2062 = llvm.icmp "slt" %2061, %26 : i64
    llvm.cond_br %2062, ^bb32, ^bb33
  ^bb32:  // pred: ^bb31
    %2063 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2064 = llvm.mlir.constant(12288 : index) : i64
    %2065 = llvm.mul %2055, %2064 overflow<nsw, nuw> : i64
    %2066 = llvm.mlir.constant(4096 : index) : i64
    %2067 = llvm.mul %2057, %2066 overflow<nsw, nuw> : i64
    %2068 = llvm.add %2065, %2067 overflow<nsw, nuw> : i64
    %2069 = llvm.mlir.constant(64 : index) : i64
    %2070 = llvm.mul %2059, %2069 overflow<nsw, nuw> : i64
    %2071 = llvm.add %2068, %2070 overflow<nsw, nuw> : i64
    %2072 = llvm.add %2071, %2061 overflow<nsw, nuw> : i64
    %2073 = llvm.getelementptr inbounds|nuw %2063[%2072] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2074 = llvm.load %2073 : !llvm.ptr -> f32
    %2075 = llvm.extractvalue %2054[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2076 = llvm.mlir.constant(213 : index) : i64
    %2077 = llvm.getelementptr %2075[%2076] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2078 = llvm.mlir.constant(14700 : index) : i64
    %2079 = llvm.mul %2055, %2078 overflow<nsw, nuw> : i64
    %2080 = llvm.mlir.constant(4900 : index) : i64
    %2081 = llvm.mul %2057, %2080 overflow<nsw, nuw> : i64
    %2082 = llvm.add %2079, %2081 overflow<nsw, nuw> : i64
    %2083 = llvm.mlir.constant(70 : index) : i64
    %2084 = llvm.mul %2059, %2083 overflow<nsw, nuw> : i64
    %2085 = llvm.add %2082, %2084 overflow<nsw, nuw> : i64
    %2086 = llvm.add %2085, %2061 overflow<nsw, nuw> : i64
    %2087 = llvm.getelementptr inbounds|nuw %2077[%2086] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2074, %2087 : f32, !llvm.ptr
    %2088 = llvm.add %2061, %29 : i64
    llvm.br ^bb31(%2088 : i64)
  ^bb33:  // pred: ^bb31
    %2089 = llvm.add %2059, %29 : i64
    llvm.br ^bb29(%2089 : i64)
  ^bb34:  // pred: ^bb29
    %2090 = llvm.add %2057, %29 : i64
    llvm.br ^bb27(%2090 : i64)
  ^bb35:  // pred: ^bb27
    %2091 = llvm.add %2055, %29 : i64
    llvm.br ^bb25(%2091 : i64)
  ^bb36:  // pred: ^bb25
    %2092 = llvm.mlir.constant(1 : index) : i64
    %2093 = llvm.mlir.constant(64 : index) : i64
    %2094 = llvm.mlir.constant(32 : index) : i64
    %2095 = llvm.mlir.constant(32 : index) : i64
    %2096 = llvm.mlir.constant(1 : index) : i64
    %2097 = llvm.mlir.constant(1024 : index) : i64
    %2098 = llvm.mlir.constant(65536 : index) : i64
    %2099 = llvm.mlir.constant(65536 : index) : i64
    %2100 = llvm.mlir.zero : !llvm.ptr
    %2101 = llvm.getelementptr %2100[%2099] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2102 = llvm.ptrtoint %2101 : !llvm.ptr to i64
    %2103 = llvm.mlir.constant(64 : index) : i64
    %2104 = llvm.add %2102, %2103 : i64
    %2105 = llvm.call @malloc(%2104) : (i64) -> !llvm.ptr
    %2106 = llvm.ptrtoint %2105 : !llvm.ptr to i64
    %2107 = llvm.mlir.constant(1 : index) : i64
    %2108 = llvm.sub %2103, %2107 : i64
    %2109 = llvm.add %2106, %2108 : i64
    %2110 = llvm.urem %2109, %2103 : i64
    %2111 = llvm.sub %2109, %2110 : i64
    %2112 = llvm.inttoptr %2111 : i64 to !llvm.ptr
    %2113 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2114 = llvm.insertvalue %2105, %2113[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2115 = llvm.insertvalue %2112, %2114[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2116 = llvm.mlir.constant(0 : index) : i64
    %2117 = llvm.insertvalue %2116, %2115[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2118 = llvm.insertvalue %2092, %2117[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2119 = llvm.insertvalue %2093, %2118[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2120 = llvm.insertvalue %2094, %2119[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2121 = llvm.insertvalue %2095, %2120[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2122 = llvm.insertvalue %2098, %2121[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2123 = llvm.insertvalue %2097, %2122[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2124 = llvm.insertvalue %2095, %2123[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2125 = llvm.insertvalue %2096, %2124[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb37(%30 : i64)
  ^bb37(%2126: i64):  // 2 preds: ^bb36, ^bb47
    %2127 = llvm.icmp "slt" %2126, %29 : i64
    llvm.cond_br %2127, ^bb38, ^bb48
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%30 : i64)
  ^bb39(%2128: i64):  // 2 preds: ^bb38, ^bb46
    %2129 = llvm.icmp "slt" %2128, %26 : i64
    llvm.cond_br %2129, ^bb40, ^bb47
  ^bb40:  // pred: ^bb39
    llvm.br ^bb41(%30 : i64)
  ^bb41(%2130: i64):  // 2 preds: ^bb40, ^bb45
    %2131 = llvm.icmp "slt" %2130, %25 : i64
    llvm.cond_br %2131, ^bb42, ^bb46
  ^bb42:  // pred: ^bb41
    llvm.br ^bb43(%30 : i64)
  ^bb43(%2132: i64):  // 2 preds: ^bb42, ^bb44
    %2133 = llvm.icmp "slt" %2132, %25 : i64
    llvm.cond_br %2133, ^bb44, ^bb45
  ^bb44:  // pred: ^bb43
    %2134 = llvm.extractvalue %2125[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2135 = llvm.mlir.constant(65536 : index) : i64
    %2136 = llvm.mul %2126, %2135 overflow<nsw, nuw> : i64
    %2137 = llvm.mlir.constant(1024 : index) : i64
    %2138 = llvm.mul %2128, %2137 overflow<nsw, nuw> : i64
    %2139 = llvm.add %2136, %2138 overflow<nsw, nuw> : i64
    %2140 = llvm.mlir.constant(32 : index) : i64
    %2141 = llvm.mul %2130, %2140 overflow<nsw, nuw> : i64
    %2142 = llvm.add %2139, %2141 overflow<nsw, nuw> : i64
    %2143 = llvm.add %2142, %2132 overflow<nsw, nuw> : i64
    %2144 = llvm.getelementptr inbounds|nuw %2134[%2143] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %2144 : f32, !llvm.ptr
    %2145 = llvm.add %2132, %29 : i64
    llvm.br ^bb43(%2145 : i64)
  ^bb45:  // pred: ^bb43
    %2146 = llvm.add %2130, %29 : i64
    llvm.br ^bb41(%2146 : i64)
  ^bb46:  // pred: ^bb41
    %2147 = llvm.add %2128, %29 : i64
    llvm.br ^bb39(%2147 : i64)
  ^bb47:  // pred: ^bb39
    %2148 = llvm.add %2126, %29 : i64
    llvm.br ^bb37(%2148 : i64)
  ^bb48:  // pred: ^bb37
    %2149 = llvm.mlir.constant(1 : index) : i64
    %2150 = llvm.mlir.constant(64 : index) : i64
    %2151 = llvm.mlir.constant(32 : index) : i64
    %2152 = llvm.mlir.constant(32 : index) : i64
    %2153 = llvm.mlir.constant(1 : index) : i64
    %2154 = llvm.mlir.constant(1024 : index) : i64
    %2155 = llvm.mlir.constant(65536 : index) : i64
    %2156 = llvm.mlir.constant(65536 : index) : i64
    %2157 = llvm.mlir.zero : !llvm.ptr
    %2158 = llvm.getelementptr %2157[%2156] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2159 = llvm.ptrtoint %2158 : !llvm.ptr to i64
    %2160 = llvm.mlir.constant(64 : index) : i64
    %2161 = llvm.add %2159, %2160 : i64
    %2162 = llvm.call @malloc(%2161) : (i64) -> !llvm.ptr
    %2163 = llvm.ptrtoint %2162 : !llvm.ptr to i64
    %2164 = llvm.mlir.constant(1 : index) : i64
    %2165 = llvm.sub %2160, %2164 : i64
    %2166 = llvm.add %2163, %2165 : i64
    %2167 = llvm.urem %2166, %2160 : i64
    %2168 = llvm.sub %2166, %2167 : i64
    %2169 = llvm.inttoptr %2168 : i64 to !llvm.ptr
    %2170 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2171 = llvm.insertvalue %2162, %2170[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2172 = llvm.insertvalue %2169, %2171[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2173 = llvm.mlir.constant(0 : index) : i64
    %2174 = llvm.insertvalue %2173, %2172[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2175 = llvm.insertvalue %2149, %2174[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2176 = llvm.insertvalue %2150, %2175[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2177 = llvm.insertvalue %2151, %2176[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2178 = llvm.insertvalue %2152, %2177[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2179 = llvm.insertvalue %2155, %2178[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2180 = llvm.insertvalue %2154, %2179[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2181 = llvm.insertvalue %2152, %2180[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2182 = llvm.insertvalue %2153, %2181[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb49(%30 : i64)
  ^bb49(%2183: i64):  // 2 preds: ^bb48, ^bb59
    %2184 = llvm.icmp "slt" %2183, %29 : i64
    llvm.cond_br %2184, ^bb50, ^bb60
  ^bb50:  // pred: ^bb49
    llvm.br ^bb51(%30 : i64)
  ^bb51(%2185: i64):  // 2 preds: ^bb50, ^bb58
    %2186 = llvm.icmp "slt" %2185, %26 : i64
    llvm.cond_br %2186, ^bb52, ^bb59
  ^bb52:  // pred: ^bb51
    llvm.br ^bb53(%30 : i64)
  ^bb53(%2187: i64):  // 2 preds: ^bb52, ^bb57
    %2188 = llvm.icmp "slt" %2187, %25 : i64
    llvm.cond_br %2188, ^bb54, ^bb58
  ^bb54:  // pred: ^bb53
    llvm.br ^bb55(%30 : i64)
  ^bb55(%2189: i64):  // 2 preds: ^bb54, ^bb56
    %2190 = llvm.icmp "slt" %2189, %25 : i64
    llvm.cond_br %2190, ^bb56, ^bb57
  ^bb56:  // pred: ^bb55
    %2191 = llvm.extractvalue %2125[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2192 = llvm.mlir.constant(65536 : index) : i64
    %2193 = llvm.mul %2183, %2192 overflow<nsw, nuw> : i64
    %2194 = llvm.mlir.constant(1024 : index) : i64
    %2195 = llvm.mul %2185, %2194 overflow<nsw, nuw> : i64
    %2196 = llvm.add %2193, %2195 overflow<nsw, nuw> : i64
    %2197 = llvm.mlir.constant(32 : index) : i64
    %2198 = llvm.mul %2187, %2197 overflow<nsw, nuw> : i64
    %2199 = llvm.add %2196, %2198 overflow<nsw, nuw> : i64
    %2200 = llvm.add %2199, %2189 overflow<nsw, nuw> : i64
    %2201 = llvm.getelementptr inbounds|nuw %2191[%2200] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2202 = llvm.load %2201 : !llvm.ptr -> f32
    %2203 = llvm.extractvalue %2182[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2204 = llvm.mlir.constant(65536 : index) : i64
    %2205 = llvm.mul %2183, %2204 overflow<nsw, nuw> : i64
    %2206 = llvm.mlir.constant(1024 : index) : i64
    %2207 = llvm.mul %2185, %2206 overflow<nsw, nuw> : i64
    %2208 = llvm.add %2205, %2207 overflow<nsw, nuw> : i64
    %2209 = llvm.mlir.constant(32 : index) : i64
    %2210 = llvm.mul %2187, %2209 overflow<nsw, nuw> : i64
    %2211 = llvm.add %2208, %2210 overflow<nsw, nuw> : i64
    %2212 = llvm.add %2211, %2189 overflow<nsw, nuw> : i64
    %2213 = llvm.getelementptr inbounds|nuw %2203[%2212] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2202, %2213 : f32, !llvm.ptr
    %2214 = llvm.add %2189, %29 : i64
    llvm.br ^bb55(%2214 : i64)
  ^bb57:  // pred: ^bb55
    %2215 = llvm.add %2187, %29 : i64
    llvm.br ^bb53(%2215 : i64)
  ^bb58:  // pred: ^bb53
    %2216 = llvm.add %2185, %29 : i64
    llvm.br ^bb51(%2216 : i64)
  ^bb59:  // pred: ^bb51
    %2217 = llvm.add %2183, %29 : i64
    llvm.br ^bb49(%2217 : i64)
  ^bb60:  // pred: ^bb49
    llvm.br ^bb61(%30 : i64)
  ^bb61(%2218: i64):  // 2 preds: ^bb60, ^bb80
    %2219 = llvm.icmp "slt" %2218, %29 : i64
    llvm.cond_br %2219, ^bb62, ^bb81
  ^bb62:  // pred: ^bb61
    llvm.br ^bb63(%30 : i64)
  ^bb63(%2220: i64):  // 2 preds: ^bb62, ^bb79
    %2221 = llvm.icmp "slt" %2220, %26 : i64
    llvm.cond_br %2221, ^bb64, ^bb80
  ^bb64:  // pred: ^bb63
    llvm.br ^bb65(%30 : i64)
  ^bb65(%2222: i64):  // 2 preds: ^bb64, ^bb78
    %2223 = llvm.icmp "slt" %2222, %25 : i64
    llvm.cond_br %2223, ^bb66, ^bb79
  ^bb66:  // pred: ^bb65
    llvm.br ^bb67(%30 : i64)
  ^bb67(%2224: i64):  // 2 preds: ^bb66, ^bb77
    %2225 = llvm.icmp "slt" %2224, %25 : i64
    llvm.cond_br %2225, ^bb68, ^bb78
  ^bb68:  // pred: ^bb67
    llvm.br ^bb69(%30 : i64)
  ^bb69(%2226: i64):  // 2 preds: ^bb68, ^bb76
    %2227 = llvm.icmp "slt" %2226, %28 : i64
    llvm.cond_br %2227, ^bb70, ^bb77
  ^bb70:  // pred: ^bb69
    llvm.br ^bb71(%30 : i64)
  ^bb71(%2228: i64):  // 2 preds: ^bb70, ^bb75
    %2229 = llvm.icmp "slt" %2228, %24 : i64
    llvm.cond_br %2229, ^bb72, ^bb76
  ^bb72:  // pred: ^bb71
    llvm.br ^bb73(%30 : i64)
  ^bb73(%2230: i64):  // 2 preds: ^bb72, ^bb74
    %2231 = llvm.icmp "slt" %2230, %24 : i64
    llvm.cond_br %2231, ^bb74, ^bb75
  ^bb74:  // pred: ^bb73
    %2232 = llvm.mul %2222, %13 overflow<nsw> : i64
    %2233 = llvm.add %2232, %2228 : i64
    %2234 = llvm.mul %2224, %13 overflow<nsw> : i64
    %2235 = llvm.add %2234, %2230 : i64
    %2236 = llvm.extractvalue %1996[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2237 = llvm.mlir.constant(14700 : index) : i64
    %2238 = llvm.mul %2218, %2237 overflow<nsw, nuw> : i64
    %2239 = llvm.mlir.constant(4900 : index) : i64
    %2240 = llvm.mul %2226, %2239 overflow<nsw, nuw> : i64
    %2241 = llvm.add %2238, %2240 overflow<nsw, nuw> : i64
    %2242 = llvm.mlir.constant(70 : index) : i64
    %2243 = llvm.mul %2233, %2242 overflow<nsw, nuw> : i64
    %2244 = llvm.add %2241, %2243 overflow<nsw, nuw> : i64
    %2245 = llvm.add %2244, %2235 overflow<nsw, nuw> : i64
    %2246 = llvm.getelementptr inbounds|nuw %2236[%2245] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2247 = llvm.load %2246 : !llvm.ptr -> f32
    %2248 = llvm.extractvalue %1905[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2249 = llvm.mlir.constant(147 : index) : i64
    %2250 = llvm.mul %2220, %2249 overflow<nsw, nuw> : i64
    %2251 = llvm.mlir.constant(49 : index) : i64
    %2252 = llvm.mul %2226, %2251 overflow<nsw, nuw> : i64
    %2253 = llvm.add %2250, %2252 overflow<nsw, nuw> : i64
    %2254 = llvm.mlir.constant(7 : index) : i64
    %2255 = llvm.mul %2228, %2254 overflow<nsw, nuw> : i64
    %2256 = llvm.add %2253, %2255 overflow<nsw, nuw> : i64
    %2257 = llvm.add %2256, %2230 overflow<nsw, nuw> : i64
    %2258 = llvm.getelementptr inbounds|nuw %2248[%2257] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2259 = llvm.load %2258 : !llvm.ptr -> f32
    %2260 = llvm.extractvalue %2182[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2261 = llvm.mlir.constant(65536 : index) : i64
    %2262 = llvm.mul %2218, %2261 overflow<nsw, nuw> : i64
    %2263 = llvm.mlir.constant(1024 : index) : i64
    %2264 = llvm.mul %2220, %2263 overflow<nsw, nuw> : i64
    %2265 = llvm.add %2262, %2264 overflow<nsw, nuw> : i64
    %2266 = llvm.mlir.constant(32 : index) : i64
    %2267 = llvm.mul %2222, %2266 overflow<nsw, nuw> : i64
    %2268 = llvm.add %2265, %2267 overflow<nsw, nuw> : i64
    %2269 = llvm.add %2268, %2224 overflow<nsw, nuw> : i64
    %2270 = llvm.getelementptr inbounds|nuw %2260[%2269] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2271 = llvm.load %2270 : !llvm.ptr -> f32
    %2272 = llvm.fmul %2247, %2259 : f32
    %2273 = llvm.fadd %2271, %2272 : f32
    %2274 = llvm.extractvalue %2182[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2275 = llvm.mlir.constant(65536 : index) : i64
    %2276 = llvm.mul %2218, %2275 overflow<nsw, nuw> : i64
    %2277 = llvm.mlir.constant(1024 : index) : i64
    %2278 = llvm.mul %2220, %2277 overflow<nsw, nuw> : i64
    %2279 = llvm.add %2276, %2278 overflow<nsw, nuw> : i64
    %2280 = llvm.mlir.constant(32 : index) : i64
    %2281 = llvm.mul %2222, %2280 overflow<nsw, nuw> : i64
    %2282 = llvm.add %2279, %2281 overflow<nsw, nuw> : i64
    %2283 = llvm.add %2282, %2224 overflow<nsw, nuw> : i64
    %2284 = llvm.getelementptr inbounds|nuw %2274[%2283] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2273, %2284 : f32, !llvm.ptr
    %2285 = llvm.add %2230, %29 : i64
    llvm.br ^bb73(%2285 : i64)
  ^bb75:  // pred: ^bb73
    %2286 = llvm.add %2228, %29 : i64
    llvm.br ^bb71(%2286 : i64)
  ^bb76:  // pred: ^bb71
    %2287 = llvm.add %2226, %29 : i64
    llvm.br ^bb69(%2287 : i64)
  ^bb77:  // pred: ^bb69
    %2288 = llvm.add %2224, %29 : i64
    llvm.br ^bb67(%2288 : i64)
  ^bb78:  // pred: ^bb67
    %2289 = llvm.add %2222, %29 : i64
    llvm.br ^bb65(%2289 : i64)
  ^bb79:  // pred: ^bb65
    %2290 = llvm.add %2220, %29 : i64
    llvm.br ^bb63(%2290 : i64)
  ^bb80:  // pred: ^bb63
    %2291 = llvm.add %2218, %29 : i64
    llvm.br ^bb61(%2291 : i64)
  ^bb81:  // pred: ^bb61
    %2292 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2293 = llvm.extractvalue %1861[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2294 = llvm.extractvalue %1861[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2295 = llvm.insertvalue %2293, %2292[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2296 = llvm.insertvalue %2294, %2295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2297 = llvm.mlir.constant(0 : index) : i64
    %2298 = llvm.insertvalue %2297, %2296[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2299 = llvm.mlir.constant(64 : index) : i64
    %2300 = llvm.insertvalue %2299, %2298[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2301 = llvm.mlir.constant(1 : index) : i64
    %2302 = llvm.insertvalue %2301, %2300[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2303 = llvm.mlir.constant(1 : index) : i64
    %2304 = llvm.insertvalue %2303, %2302[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2305 = llvm.mlir.constant(1 : index) : i64
    %2306 = llvm.insertvalue %2305, %2304[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2307 = llvm.mlir.constant(1 : index) : i64
    %2308 = llvm.insertvalue %2307, %2306[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2309 = llvm.mlir.constant(1 : index) : i64
    %2310 = llvm.insertvalue %2309, %2308[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2311 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2312 = llvm.extractvalue %1877[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2313 = llvm.extractvalue %1877[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2314 = llvm.insertvalue %2312, %2311[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2315 = llvm.insertvalue %2313, %2314[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2316 = llvm.mlir.constant(0 : index) : i64
    %2317 = llvm.insertvalue %2316, %2315[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2318 = llvm.mlir.constant(64 : index) : i64
    %2319 = llvm.insertvalue %2318, %2317[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2320 = llvm.mlir.constant(1 : index) : i64
    %2321 = llvm.insertvalue %2320, %2319[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2322 = llvm.mlir.constant(1 : index) : i64
    %2323 = llvm.insertvalue %2322, %2321[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2324 = llvm.mlir.constant(1 : index) : i64
    %2325 = llvm.insertvalue %2324, %2323[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2326 = llvm.mlir.constant(1 : index) : i64
    %2327 = llvm.insertvalue %2326, %2325[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2328 = llvm.mlir.constant(1 : index) : i64
    %2329 = llvm.insertvalue %2328, %2327[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2330 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2331 = llvm.extractvalue %1845[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2332 = llvm.extractvalue %1845[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2333 = llvm.insertvalue %2331, %2330[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2334 = llvm.insertvalue %2332, %2333[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2335 = llvm.mlir.constant(0 : index) : i64
    %2336 = llvm.insertvalue %2335, %2334[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2337 = llvm.mlir.constant(64 : index) : i64
    %2338 = llvm.insertvalue %2337, %2336[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2339 = llvm.mlir.constant(1 : index) : i64
    %2340 = llvm.insertvalue %2339, %2338[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2341 = llvm.mlir.constant(1 : index) : i64
    %2342 = llvm.insertvalue %2341, %2340[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2343 = llvm.mlir.constant(1 : index) : i64
    %2344 = llvm.insertvalue %2343, %2342[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2345 = llvm.mlir.constant(1 : index) : i64
    %2346 = llvm.insertvalue %2345, %2344[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2347 = llvm.mlir.constant(1 : index) : i64
    %2348 = llvm.insertvalue %2347, %2346[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2349 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2350 = llvm.extractvalue %1829[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2351 = llvm.extractvalue %1829[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2352 = llvm.insertvalue %2350, %2349[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2353 = llvm.insertvalue %2351, %2352[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2354 = llvm.mlir.constant(0 : index) : i64
    %2355 = llvm.insertvalue %2354, %2353[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2356 = llvm.mlir.constant(64 : index) : i64
    %2357 = llvm.insertvalue %2356, %2355[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2358 = llvm.mlir.constant(1 : index) : i64
    %2359 = llvm.insertvalue %2358, %2357[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2360 = llvm.mlir.constant(1 : index) : i64
    %2361 = llvm.insertvalue %2360, %2359[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2362 = llvm.mlir.constant(1 : index) : i64
    %2363 = llvm.insertvalue %2362, %2361[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2364 = llvm.mlir.constant(1 : index) : i64
    %2365 = llvm.insertvalue %2364, %2363[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2366 = llvm.mlir.constant(1 : index) : i64
    %2367 = llvm.insertvalue %2366, %2365[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2368 = llvm.mlir.constant(1 : index) : i64
    %2369 = llvm.mlir.constant(64 : index) : i64
    %2370 = llvm.mlir.constant(32 : index) : i64
    %2371 = llvm.mlir.constant(32 : index) : i64
    %2372 = llvm.mlir.constant(1 : index) : i64
    %2373 = llvm.mlir.constant(1024 : index) : i64
    %2374 = llvm.mlir.constant(65536 : index) : i64
    %2375 = llvm.mlir.constant(65536 : index) : i64
    %2376 = llvm.mlir.zero : !llvm.ptr
    %2377 = llvm.getelementptr %2376[%2375] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2378 = llvm.ptrtoint %2377 : !llvm.ptr to i64
    %2379 = llvm.mlir.constant(64 : index) : i64
    %2380 = llvm.add %2378, %2379 : i64
    %2381 = llvm.call @malloc(%2380) : (i64) -> !llvm.ptr
    %2382 = llvm.ptrtoint %2381 : !llvm.ptr to i64
    %2383 = llvm.mlir.constant(1 : index) : i64
    %2384 = llvm.sub %2379, %2383 : i64
    %2385 = llvm.add %2382, %2384 : i64
    %2386 = llvm.urem %2385, %2379 : i64
    %2387 = llvm.sub %2385, %2386 : i64
    %2388 = llvm.inttoptr %2387 : i64 to !llvm.ptr
    %2389 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2390 = llvm.insertvalue %2381, %2389[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2391 = llvm.insertvalue %2388, %2390[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2392 = llvm.mlir.constant(0 : index) : i64
    %2393 = llvm.insertvalue %2392, %2391[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2394 = llvm.insertvalue %2368, %2393[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2395 = llvm.insertvalue %2369, %2394[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2396 = llvm.insertvalue %2370, %2395[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2397 = llvm.insertvalue %2371, %2396[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2398 = llvm.insertvalue %2374, %2397[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2399 = llvm.insertvalue %2373, %2398[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2400 = llvm.insertvalue %2371, %2399[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2401 = llvm.insertvalue %2372, %2400[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb82(%30 : i64)
  ^bb82(%2402: i64):  // 2 preds: ^bb81, ^bb92
    %2403 = llvm.icmp "slt" %2402, %29 : i64
    llvm.cond_br %2403, ^bb83, ^bb93
  ^bb83:  // pred: ^bb82
    llvm.br ^bb84(%30 : i64)
  ^bb84(%2404: i64):  // 2 preds: ^bb83, ^bb91
    %2405 = llvm.icmp "slt" %2404, %26 : i64
    llvm.cond_br %2405, ^bb85, ^bb92
  ^bb85:  // pred: ^bb84
    llvm.br ^bb86(%30 : i64)
  ^bb86(%2406: i64):  // 2 preds: ^bb85, ^bb90
    %2407 = llvm.icmp "slt" %2406, %25 : i64
    llvm.cond_br %2407, ^bb87, ^bb91
  ^bb87:  // pred: ^bb86
    llvm.br ^bb88(%30 : i64)
  ^bb88(%2408: i64):  // 2 preds: ^bb87, ^bb89
    %2409 = llvm.icmp "slt" %2408, %25 : i64
    llvm.cond_br %2409, ^bb89, ^bb90
  ^bb89:  // pred: ^bb88
    %2410 = llvm.extractvalue %2182[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2411 = llvm.mlir.constant(65536 : index) : i64
    %2412 = llvm.mul %2402, %2411 overflow<nsw, nuw> : i64
    %2413 = llvm.mlir.constant(1024 : index) : i64
    %2414 = llvm.mul %2404, %2413 overflow<nsw, nuw> : i64
    %2415 = llvm.add %2412, %2414 overflow<nsw, nuw> : i64
    %2416 = llvm.mlir.constant(32 : index) : i64
    %2417 = llvm.mul %2406, %2416 overflow<nsw, nuw> : i64
    %2418 = llvm.add %2415, %2417 overflow<nsw, nuw> : i64
    %2419 = llvm.add %2418, %2408 overflow<nsw, nuw> : i64
    %2420 = llvm.getelementptr inbounds|nuw %2410[%2419] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2421 = llvm.load %2420 : !llvm.ptr -> f32
    %2422 = llvm.extractvalue %2329[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2423 = llvm.add %2404, %30 overflow<nsw, nuw> : i64
    %2424 = llvm.add %2423, %30 overflow<nsw, nuw> : i64
    %2425 = llvm.getelementptr inbounds|nuw %2422[%2424] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2426 = llvm.load %2425 : !llvm.ptr -> f32
    %2427 = llvm.extractvalue %2310[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2428 = llvm.add %2404, %30 overflow<nsw, nuw> : i64
    %2429 = llvm.add %2428, %30 overflow<nsw, nuw> : i64
    %2430 = llvm.getelementptr inbounds|nuw %2427[%2429] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2431 = llvm.load %2430 : !llvm.ptr -> f32
    %2432 = llvm.extractvalue %2348[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2433 = llvm.add %2404, %30 overflow<nsw, nuw> : i64
    %2434 = llvm.add %2433, %30 overflow<nsw, nuw> : i64
    %2435 = llvm.getelementptr inbounds|nuw %2432[%2434] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2436 = llvm.load %2435 : !llvm.ptr -> f32
    %2437 = llvm.extractvalue %2367[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2438 = llvm.add %2404, %30 overflow<nsw, nuw> : i64
    %2439 = llvm.add %2438, %30 overflow<nsw, nuw> : i64
    %2440 = llvm.getelementptr inbounds|nuw %2437[%2439] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2441 = llvm.load %2440 : !llvm.ptr -> f32
    %2442 = llvm.fptrunc %32 : f64 to f32
    %2443 = llvm.fadd %2431, %2442 : f32
    %2444 = llvm.intr.sqrt(%2443) : (f32) -> f32
    %2445 = llvm.fdiv %34, %2444 : f32
    %2446 = llvm.fsub %2421, %2426 : f32
    %2447 = llvm.fmul %2446, %2445 : f32
    %2448 = llvm.fmul %2447, %2436 : f32
    %2449 = llvm.fadd %2448, %2441 : f32
    %2450 = llvm.fcmp "ugt" %2449, %33 : f32
    %2451 = llvm.select %2450, %2449, %33 : i1, f32
    %2452 = llvm.extractvalue %2401[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2453 = llvm.mlir.constant(65536 : index) : i64
    %2454 = llvm.mul %2402, %2453 overflow<nsw, nuw> : i64
    %2455 = llvm.mlir.constant(1024 : index) : i64
    %2456 = llvm.mul %2404, %2455 overflow<nsw, nuw> : i64
    %2457 = llvm.add %2454, %2456 overflow<nsw, nuw> : i64
    %2458 = llvm.mlir.constant(32 : index) : i64
    %2459 = llvm.mul %2406, %2458 overflow<nsw, nuw> : i64
    %2460 = llvm.add %2457, %2459 overflow<nsw, nuw> : i64
    %2461 = llvm.add %2460, %2408 overflow<nsw, nuw> : i64
    %2462 = llvm.getelementptr inbounds|nuw %2452[%2461] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2451, %2462 : f32, !llvm.ptr
    %2463 = llvm.add %2408, %29 : i64
    llvm.br ^bb88(%2463 : i64)
  ^bb90:  // pred: ^bb88
    %2464 = llvm.add %2406, %29 : i64
    llvm.br ^bb86(%2464 : i64)
  ^bb91:  // pred: ^bb86
    %2465 = llvm.add %2404, %29 : i64
    llvm.br ^bb84(%2465 : i64)
  ^bb92:  // pred: ^bb84
    %2466 = llvm.add %2402, %29 : i64
    llvm.br ^bb82(%2466 : i64)
  ^bb93:  // pred: ^bb82
    %2467 = llvm.mlir.constant(1 : index) : i64
    %2468 = llvm.mlir.constant(64 : index) : i64
    %2469 = llvm.mlir.constant(34 : index) : i64
    %2470 = llvm.mlir.constant(34 : index) : i64
    %2471 = llvm.mlir.constant(1 : index) : i64
    %2472 = llvm.mlir.constant(1156 : index) : i64
    %2473 = llvm.mlir.constant(73984 : index) : i64
    %2474 = llvm.mlir.constant(73984 : index) : i64
    %2475 = llvm.mlir.zero : !llvm.ptr
    %2476 = llvm.getelementptr %2475[%2474] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2477 = llvm.ptrtoint %2476 : !llvm.ptr to i64
    %2478 = llvm.mlir.constant(64 : index) : i64
    %2479 = llvm.add %2477, %2478 : i64
    %2480 = llvm.call @malloc(%2479) : (i64) -> !llvm.ptr
    %2481 = llvm.ptrtoint %2480 : !llvm.ptr to i64
    %2482 = llvm.mlir.constant(1 : index) : i64
    %2483 = llvm.sub %2478, %2482 : i64
    %2484 = llvm.add %2481, %2483 : i64
    %2485 = llvm.urem %2484, %2478 : i64
    %2486 = llvm.sub %2484, %2485 : i64
    %2487 = llvm.inttoptr %2486 : i64 to !llvm.ptr
    %2488 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2489 = llvm.insertvalue %2480, %2488[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2490 = llvm.insertvalue %2487, %2489[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2491 = llvm.mlir.constant(0 : index) : i64
    %2492 = llvm.insertvalue %2491, %2490[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2493 = llvm.insertvalue %2467, %2492[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2494 = llvm.insertvalue %2468, %2493[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2495 = llvm.insertvalue %2469, %2494[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2496 = llvm.insertvalue %2470, %2495[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2497 = llvm.insertvalue %2473, %2496[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2498 = llvm.insertvalue %2472, %2497[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2499 = llvm.insertvalue %2470, %2498[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2500 = llvm.insertvalue %2471, %2499[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb94(%30 : i64)
  ^bb94(%2501: i64):  // 2 preds: ^bb93, ^bb104
    %2502 = llvm.icmp "slt" %2501, %29 : i64
    llvm.cond_br %2502, ^bb95, ^bb105
  ^bb95:  // pred: ^bb94
    llvm.br ^bb96(%30 : i64)
  ^bb96(%2503: i64):  // 2 preds: ^bb95, ^bb103
    %2504 = llvm.icmp "slt" %2503, %26 : i64
    llvm.cond_br %2504, ^bb97, ^bb104
  ^bb97:  // pred: ^bb96
    llvm.br ^bb98(%30 : i64)
  ^bb98(%2505: i64):  // 2 preds: ^bb97, ^bb102
    %2506 = llvm.icmp "slt" %2505, %23 : i64
    llvm.cond_br %2506, ^bb99, ^bb103
  ^bb99:  // pred: ^bb98
    llvm.br ^bb100(%30 : i64)
  ^bb100(%2507: i64):  // 2 preds: ^bb99, ^bb101
    %2508 = llvm.icmp "slt" %2507, %23 : i64
    llvm.cond_br %2508, ^bb101, ^bb102
  ^bb101:  // pred: ^bb100
    %2509 = llvm.extractvalue %2500[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2510 = llvm.mlir.constant(73984 : index) : i64
    %2511 = llvm.mul %2501, %2510 overflow<nsw, nuw> : i64
    %2512 = llvm.mlir.constant(1156 : index) : i64
    %2513 = llvm.mul %2503, %2512 overflow<nsw, nuw> : i64
    %2514 = llvm.add %2511, %2513 overflow<nsw, nuw> : i64
    %2515 = llvm.mlir.constant(34 : index) : i64
    %2516 = llvm.mul %2505, %2515 overflow<nsw, nuw> : i64
    %2517 = llvm.add %2514, %2516 overflow<nsw, nuw> : i64
    %2518 = llvm.add %2517, %2507 overflow<nsw, nuw> : i64
    %2519 = llvm.getelementptr inbounds|nuw %2509[%2518] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %35, %2519 : f32, !llvm.ptr
    %2520 = llvm.add %2507, %29 : i64
    llvm.br ^bb100(%2520 : i64)
  ^bb102:  // pred: ^bb100
    %2521 = llvm.add %2505, %29 : i64
    llvm.br ^bb98(%2521 : i64)
  ^bb103:  // pred: ^bb98
    %2522 = llvm.add %2503, %29 : i64
    llvm.br ^bb96(%2522 : i64)
  ^bb104:  // pred: ^bb96
    %2523 = llvm.add %2501, %29 : i64
    llvm.br ^bb94(%2523 : i64)
  ^bb105:  // pred: ^bb94
    %2524 = llvm.mlir.constant(1 : index) : i64
    %2525 = llvm.mlir.constant(64 : index) : i64
    %2526 = llvm.mlir.constant(34 : index) : i64
    %2527 = llvm.mlir.constant(34 : index) : i64
    %2528 = llvm.mlir.constant(1 : index) : i64
    %2529 = llvm.mlir.constant(1156 : index) : i64
    %2530 = llvm.mlir.constant(73984 : index) : i64
    %2531 = llvm.mlir.constant(73984 : index) : i64
    %2532 = llvm.mlir.zero : !llvm.ptr
    %2533 = llvm.getelementptr %2532[%2531] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2534 = llvm.ptrtoint %2533 : !llvm.ptr to i64
    %2535 = llvm.mlir.constant(64 : index) : i64
    %2536 = llvm.add %2534, %2535 : i64
    %2537 = llvm.call @malloc(%2536) : (i64) -> !llvm.ptr
    %2538 = llvm.ptrtoint %2537 : !llvm.ptr to i64
    %2539 = llvm.mlir.constant(1 : index) : i64
    %2540 = llvm.sub %2535, %2539 : i64
    %2541 = llvm.add %2538, %2540 : i64
    %2542 = llvm.urem %2541, %2535 : i64
    %2543 = llvm.sub %2541, %2542 : i64
    %2544 = llvm.inttoptr %2543 : i64 to !llvm.ptr
    %2545 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2546 = llvm.insertvalue %2537, %2545[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2547 = llvm.insertvalue %2544, %2546[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2548 = llvm.mlir.constant(0 : index) : i64
    %2549 = llvm.insertvalue %2548, %2547[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2550 = llvm.insertvalue %2524, %2549[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2551 = llvm.insertvalue %2525, %2550[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2552 = llvm.insertvalue %2526, %2551[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2553 = llvm.insertvalue %2527, %2552[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2554 = llvm.insertvalue %2530, %2553[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2555 = llvm.insertvalue %2529, %2554[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2556 = llvm.insertvalue %2527, %2555[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2557 = llvm.insertvalue %2528, %2556[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb106(%30 : i64)
  ^bb106(%2558: i64):  // 2 preds: ^bb105, ^bb116
    %2559 = llvm.icmp "slt" %2558, %29 : i64
    llvm.cond_br %2559, ^bb107, ^bb117
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108(%30 : i64)
  ^bb108(%2560: i64):  // 2 preds: ^bb107, ^bb115
    %2561 = llvm.icmp "slt" %2560, %26 : i64
    llvm.cond_br %2561, ^bb109, ^bb116
  ^bb109:  // pred: ^bb108
    llvm.br ^bb110(%30 : i64)
  ^bb110(%2562: i64):  // 2 preds: ^bb109, ^bb114
    %2563 = llvm.icmp "slt" %2562, %23 : i64
    llvm.cond_br %2563, ^bb111, ^bb115
  ^bb111:  // pred: ^bb110
    llvm.br ^bb112(%30 : i64)
  ^bb112(%2564: i64):  // 2 preds: ^bb111, ^bb113
    %2565 = llvm.icmp "slt" %2564, %23 : i64
    llvm.cond_br %2565, ^bb113, ^bb114
  ^bb113:  // pred: ^bb112
    %2566 = llvm.extractvalue %2500[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2567 = llvm.mlir.constant(73984 : index) : i64
    %2568 = llvm.mul %2558, %2567 overflow<nsw, nuw> : i64
    %2569 = llvm.mlir.constant(1156 : index) : i64
    %2570 = llvm.mul %2560, %2569 overflow<nsw, nuw> : i64
    %2571 = llvm.add %2568, %2570 overflow<nsw, nuw> : i64
    %2572 = llvm.mlir.constant(34 : index) : i64
    %2573 = llvm.mul %2562, %2572 overflow<nsw, nuw> : i64
    %2574 = llvm.add %2571, %2573 overflow<nsw, nuw> : i64
    %2575 = llvm.add %2574, %2564 overflow<nsw, nuw> : i64
    %2576 = llvm.getelementptr inbounds|nuw %2566[%2575] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2577 = llvm.load %2576 : !llvm.ptr -> f32
    %2578 = llvm.extractvalue %2557[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2579 = llvm.mlir.constant(73984 : index) : i64
    %2580 = llvm.mul %2558, %2579 overflow<nsw, nuw> : i64
    %2581 = llvm.mlir.constant(1156 : index) : i64
    %2582 = llvm.mul %2560, %2581 overflow<nsw, nuw> : i64
    %2583 = llvm.add %2580, %2582 overflow<nsw, nuw> : i64
    %2584 = llvm.mlir.constant(34 : index) : i64
    %2585 = llvm.mul %2562, %2584 overflow<nsw, nuw> : i64
    %2586 = llvm.add %2583, %2585 overflow<nsw, nuw> : i64
    %2587 = llvm.add %2586, %2564 overflow<nsw, nuw> : i64
    %2588 = llvm.getelementptr inbounds|nuw %2578[%2587] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2577, %2588 : f32, !llvm.ptr
    %2589 = llvm.add %2564, %29 : i64
    llvm.br ^bb112(%2589 : i64)
  ^bb114:  // pred: ^bb112
    %2590 = llvm.add %2562, %29 : i64
    llvm.br ^bb110(%2590 : i64)
  ^bb115:  // pred: ^bb110
    %2591 = llvm.add %2560, %29 : i64
    llvm.br ^bb108(%2591 : i64)
  ^bb116:  // pred: ^bb108
    %2592 = llvm.add %2558, %29 : i64
    llvm.br ^bb106(%2592 : i64)
  ^bb117:  // pred: ^bb106
    %2593 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2594 = llvm.extractvalue %2557[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2595 = llvm.extractvalue %2557[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2596 = llvm.insertvalue %2594, %2593[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2597 = llvm.insertvalue %2595, %2596[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2598 = llvm.mlir.constant(35 : index) : i64
    %2599 = llvm.insertvalue %2598, %2597[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2600 = llvm.mlir.constant(1 : index) : i64
    %2601 = llvm.insertvalue %2600, %2599[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2602 = llvm.mlir.constant(73984 : index) : i64
    %2603 = llvm.insertvalue %2602, %2601[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2604 = llvm.mlir.constant(64 : index) : i64
    %2605 = llvm.insertvalue %2604, %2603[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2606 = llvm.mlir.constant(1156 : index) : i64
    %2607 = llvm.insertvalue %2606, %2605[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2608 = llvm.mlir.constant(32 : index) : i64
    %2609 = llvm.insertvalue %2608, %2607[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2610 = llvm.mlir.constant(34 : index) : i64
    %2611 = llvm.insertvalue %2610, %2609[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2612 = llvm.mlir.constant(32 : index) : i64
    %2613 = llvm.insertvalue %2612, %2611[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2614 = llvm.mlir.constant(1 : index) : i64
    %2615 = llvm.insertvalue %2614, %2613[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb118(%30 : i64)
  ^bb118(%2616: i64):  // 2 preds: ^bb117, ^bb128
    %2617 = llvm.icmp "slt" %2616, %29 : i64
    llvm.cond_br %2617, ^bb119, ^bb129
  ^bb119:  // pred: ^bb118
    llvm.br ^bb120(%30 : i64)
  ^bb120(%2618: i64):  // 2 preds: ^bb119, ^bb127
    %2619 = llvm.icmp "slt" %2618, %26 : i64
    llvm.cond_br %2619, ^bb121, ^bb128
  ^bb121:  // pred: ^bb120
    llvm.br ^bb122(%30 : i64)
  ^bb122(%2620: i64):  // 2 preds: ^bb121, ^bb126
    %2621 = llvm.icmp "slt" %2620, %25 : i64
    llvm.cond_br %2621, ^bb123, ^bb127
  ^bb123:  // pred: ^bb122
    llvm.br ^bb124(%30 : i64)
  ^bb124(%2622: i64):  // 2 preds: ^bb123, ^bb125
    %2623 = llvm.icmp "slt" %2622, %25 : i64
    llvm.cond_br %2623, ^bb125, ^bb126
  ^bb125:  // pred: ^bb124
    %2624 = llvm.extractvalue %2401[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2625 = llvm.mlir.constant(65536 : index) : i64
    %2626 = llvm.mul %2616, %2625 overflow<nsw, nuw> : i64
    %2627 = llvm.mlir.constant(1024 : index) : i64
    %2628 = llvm.mul %2618, %2627 overflow<nsw, nuw> : i64
    %2629 = llvm.add %2626, %2628 overflow<nsw, nuw> : i64
    %2630 = llvm.mlir.constant(32 : index) : i64
    %2631 = llvm.mul %2620, %2630 overflow<nsw, nuw> : i64
    %2632 = llvm.add %2629, %2631 overflow<nsw, nuw> : i64
    %2633 = llvm.add %2632, %2622 overflow<nsw, nuw> : i64
    %2634 = llvm.getelementptr inbounds|nuw %2624[%2633] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2635 = llvm.load %2634 : !llvm.ptr -> f32
    %2636 = llvm.extractvalue %2615[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2637 = llvm.mlir.constant(35 : index) : i64
    %2638 = llvm.getelementptr %2636[%2637] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2639 = llvm.mlir.constant(73984 : index) : i64
    %2640 = llvm.mul %2616, %2639 overflow<nsw, nuw> : i64
    %2641 = llvm.mlir.constant(1156 : index) : i64
    %2642 = llvm.mul %2618, %2641 overflow<nsw, nuw> : i64
    %2643 = llvm.add %2640, %2642 overflow<nsw, nuw> : i64
    %2644 = llvm.mlir.constant(34 : index) : i64
    %2645 = llvm.mul %2620, %2644 overflow<nsw, nuw> : i64
    %2646 = llvm.add %2643, %2645 overflow<nsw, nuw> : i64
    %2647 = llvm.add %2646, %2622 overflow<nsw, nuw> : i64
    %2648 = llvm.getelementptr inbounds|nuw %2638[%2647] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2635, %2648 : f32, !llvm.ptr
    %2649 = llvm.add %2622, %29 : i64
    llvm.br ^bb124(%2649 : i64)
  ^bb126:  // pred: ^bb124
    %2650 = llvm.add %2620, %29 : i64
    llvm.br ^bb122(%2650 : i64)
  ^bb127:  // pred: ^bb122
    %2651 = llvm.add %2618, %29 : i64
    llvm.br ^bb120(%2651 : i64)
  ^bb128:  // pred: ^bb120
    %2652 = llvm.add %2616, %29 : i64
    llvm.br ^bb118(%2652 : i64)
  ^bb129:  // pred: ^bb118
    %2653 = llvm.mlir.constant(1 : index) : i64
    %2654 = llvm.mlir.constant(64 : index) : i64
    %2655 = llvm.mlir.constant(16 : index) : i64
    %2656 = llvm.mlir.constant(16 : index) : i64
    %2657 = llvm.mlir.constant(1 : index) : i64
    %2658 = llvm.mlir.constant(256 : index) : i64
    %2659 = llvm.mlir.constant(16384 : index) : i64
    %2660 = llvm.mlir.constant(16384 : index) : i64
    %2661 = llvm.mlir.zero : !llvm.ptr
    %2662 = llvm.getelementptr %2661[%2660] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2663 = llvm.ptrtoint %2662 : !llvm.ptr to i64
    %2664 = llvm.mlir.constant(64 : index) : i64
    %2665 = llvm.add %2663, %2664 : i64
    %2666 = llvm.call @malloc(%2665) : (i64) -> !llvm.ptr
    %2667 = llvm.ptrtoint %2666 : !llvm.ptr to i64
    %2668 = llvm.mlir.constant(1 : index) : i64
    %2669 = llvm.sub %2664, %2668 : i64
    %2670 = llvm.add %2667, %2669 : i64
    %2671 = llvm.urem %2670, %2664 : i64
    %2672 = llvm.sub %2670, %2671 : i64
    %2673 = llvm.inttoptr %2672 : i64 to !llvm.ptr
    %2674 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2675 = llvm.insertvalue %2666, %2674[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2676 = llvm.insertvalue %2673, %2675[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2677 = llvm.mlir.constant(0 : index) : i64
    %2678 = llvm.insertvalue %2677, %2676[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2679 = llvm.insertvalue %2653, %2678[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2680 = llvm.insertvalue %2654, %2679[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2681 = llvm.insertvalue %2655, %2680[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2682 = llvm.insertvalue %2656, %2681[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2683 = llvm.insertvalue %2659, %2682[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2684 = llvm.insertvalue %2658, %2683[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2685 = llvm.insertvalue %2656, %2684[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2686 = llvm.insertvalue %2657, %2685[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb130(%30 : i64)
  ^bb130(%2687: i64):  // 2 preds: ^bb129, ^bb140
    %2688 = llvm.icmp "slt" %2687, %29 : i64
    llvm.cond_br %2688, ^bb131, ^bb141
  ^bb131:  // pred: ^bb130
    llvm.br ^bb132(%30 : i64)
  ^bb132(%2689: i64):  // 2 preds: ^bb131, ^bb139
    %2690 = llvm.icmp "slt" %2689, %26 : i64
    llvm.cond_br %2690, ^bb133, ^bb140
  ^bb133:  // pred: ^bb132
    llvm.br ^bb134(%30 : i64)
  ^bb134(%2691: i64):  // 2 preds: ^bb133, ^bb138
    %2692 = llvm.icmp "slt" %2691, %22 : i64
    llvm.cond_br %2692, ^bb135, ^bb139
  ^bb135:  // pred: ^bb134
    llvm.br ^bb136(%30 : i64)
  ^bb136(%2693: i64):  // 2 preds: ^bb135, ^bb137
    %2694 = llvm.icmp "slt" %2693, %22 : i64
    llvm.cond_br %2694, ^bb137, ^bb138
  ^bb137:  // pred: ^bb136
    %2695 = llvm.extractvalue %2686[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2696 = llvm.mlir.constant(16384 : index) : i64
    %2697 = llvm.mul %2687, %2696 overflow<nsw, nuw> : i64
    %2698 = llvm.mlir.constant(256 : index) : i64
    %2699 = llvm.mul %2689, %2698 overflow<nsw, nuw> : i64
    %2700 = llvm.add %2697, %2699 overflow<nsw, nuw> : i64
    %2701 = llvm.mlir.constant(16 : index) : i64
    %2702 = llvm.mul %2691, %2701 overflow<nsw, nuw> : i64
    %2703 = llvm.add %2700, %2702 overflow<nsw, nuw> : i64
    %2704 = llvm.add %2703, %2693 overflow<nsw, nuw> : i64
    %2705 = llvm.getelementptr inbounds|nuw %2695[%2704] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %35, %2705 : f32, !llvm.ptr
    %2706 = llvm.add %2693, %29 : i64
    llvm.br ^bb136(%2706 : i64)
  ^bb138:  // pred: ^bb136
    %2707 = llvm.add %2691, %29 : i64
    llvm.br ^bb134(%2707 : i64)
  ^bb139:  // pred: ^bb134
    %2708 = llvm.add %2689, %29 : i64
    llvm.br ^bb132(%2708 : i64)
  ^bb140:  // pred: ^bb132
    %2709 = llvm.add %2687, %29 : i64
    llvm.br ^bb130(%2709 : i64)
  ^bb141:  // pred: ^bb130
    %2710 = llvm.mlir.constant(3 : index) : i64
    %2711 = llvm.mlir.constant(3 : index) : i64
    %2712 = llvm.mlir.constant(1 : index) : i64
    %2713 = llvm.mlir.constant(9 : index) : i64
    %2714 = llvm.mlir.zero : !llvm.ptr
    %2715 = llvm.getelementptr %2714[%2713] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2716 = llvm.ptrtoint %2715 : !llvm.ptr to i64
    %2717 = llvm.mlir.constant(64 : index) : i64
    %2718 = llvm.add %2716, %2717 : i64
    %2719 = llvm.call @malloc(%2718) : (i64) -> !llvm.ptr
    %2720 = llvm.ptrtoint %2719 : !llvm.ptr to i64
    %2721 = llvm.mlir.constant(1 : index) : i64
    %2722 = llvm.sub %2717, %2721 : i64
    %2723 = llvm.add %2720, %2722 : i64
    %2724 = llvm.urem %2723, %2717 : i64
    %2725 = llvm.sub %2723, %2724 : i64
    %2726 = llvm.inttoptr %2725 : i64 to !llvm.ptr
    %2727 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2728 = llvm.insertvalue %2719, %2727[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2729 = llvm.insertvalue %2726, %2728[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2730 = llvm.mlir.constant(0 : index) : i64
    %2731 = llvm.insertvalue %2730, %2729[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2732 = llvm.insertvalue %2710, %2731[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2733 = llvm.insertvalue %2711, %2732[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2734 = llvm.insertvalue %2711, %2733[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2735 = llvm.insertvalue %2712, %2734[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2736 = llvm.mlir.constant(1 : index) : i64
    %2737 = llvm.mlir.constant(64 : index) : i64
    %2738 = llvm.mlir.constant(16 : index) : i64
    %2739 = llvm.mlir.constant(16 : index) : i64
    %2740 = llvm.mlir.constant(1 : index) : i64
    %2741 = llvm.mlir.constant(256 : index) : i64
    %2742 = llvm.mlir.constant(16384 : index) : i64
    %2743 = llvm.mlir.constant(16384 : index) : i64
    %2744 = llvm.mlir.zero : !llvm.ptr
    %2745 = llvm.getelementptr %2744[%2743] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2746 = llvm.ptrtoint %2745 : !llvm.ptr to i64
    %2747 = llvm.mlir.constant(64 : index) : i64
    %2748 = llvm.add %2746, %2747 : i64
    %2749 = llvm.call @malloc(%2748) : (i64) -> !llvm.ptr
    %2750 = llvm.ptrtoint %2749 : !llvm.ptr to i64
    %2751 = llvm.mlir.constant(1 : index) : i64
    %2752 = llvm.sub %2747, %2751 : i64
    %2753 = llvm.add %2750, %2752 : i64
    %2754 = llvm.urem %2753, %2747 : i64
    %2755 = llvm.sub %2753, %2754 : i64
    %2756 = llvm.inttoptr %2755 : i64 to !llvm.ptr
    %2757 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2758 = llvm.insertvalue %2749, %2757[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2759 = llvm.insertvalue %2756, %2758[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2760 = llvm.mlir.constant(0 : index) : i64
    %2761 = llvm.insertvalue %2760, %2759[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2762 = llvm.insertvalue %2736, %2761[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2763 = llvm.insertvalue %2737, %2762[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2764 = llvm.insertvalue %2738, %2763[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2765 = llvm.insertvalue %2739, %2764[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2766 = llvm.insertvalue %2742, %2765[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2767 = llvm.insertvalue %2741, %2766[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2768 = llvm.insertvalue %2739, %2767[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2769 = llvm.insertvalue %2740, %2768[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb142(%30 : i64)
  ^bb142(%2770: i64):  // 2 preds: ^bb141, ^bb152
    %2771 = llvm.icmp "slt" %2770, %29 : i64
    llvm.cond_br %2771, ^bb143, ^bb153
  ^bb143:  // pred: ^bb142
    llvm.br ^bb144(%30 : i64)
  ^bb144(%2772: i64):  // 2 preds: ^bb143, ^bb151
    %2773 = llvm.icmp "slt" %2772, %26 : i64
    llvm.cond_br %2773, ^bb145, ^bb152
  ^bb145:  // pred: ^bb144
    llvm.br ^bb146(%30 : i64)
  ^bb146(%2774: i64):  // 2 preds: ^bb145, ^bb150
    %2775 = llvm.icmp "slt" %2774, %22 : i64
    llvm.cond_br %2775, ^bb147, ^bb151
  ^bb147:  // pred: ^bb146
    llvm.br ^bb148(%30 : i64)
  ^bb148(%2776: i64):  // 2 preds: ^bb147, ^bb149
    %2777 = llvm.icmp "slt" %2776, %22 : i64
    llvm.cond_br %2777, ^bb149, ^bb150
  ^bb149:  // pred: ^bb148
    %2778 = llvm.extractvalue %2686[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2779 = llvm.mlir.constant(16384 : index) : i64
    %2780 = llvm.mul %2770, %2779 overflow<nsw, nuw> : i64
    %2781 = llvm.mlir.constant(256 : index) : i64
    %2782 = llvm.mul %2772, %2781 overflow<nsw, nuw> : i64
    %2783 = llvm.add %2780, %2782 overflow<nsw, nuw> : i64
    %2784 = llvm.mlir.constant(16 : index) : i64
    %2785 = llvm.mul %2774, %2784 overflow<nsw, nuw> : i64
    %2786 = llvm.add %2783, %2785 overflow<nsw, nuw> : i64
    %2787 = llvm.add %2786, %2776 overflow<nsw, nuw> : i64
    %2788 = llvm.getelementptr inbounds|nuw %2778[%2787] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2789 = llvm.load %2788 : !llvm.ptr -> f32
    %2790 = llvm.extractvalue %2769[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2791 = llvm.mlir.constant(16384 : index) : i64
    %2792 = llvm.mul %2770, %2791 overflow<nsw, nuw> : i64
    %2793 = llvm.mlir.constant(256 : index) : i64
    %2794 = llvm.mul %2772, %2793 overflow<nsw, nuw> : i64
    %2795 = llvm.add %2792, %2794 overflow<nsw, nuw> : i64
    %2796 = llvm.mlir.constant(16 : index) : i64
    %2797 = llvm.mul %2774, %2796 overflow<nsw, nuw> : i64
    %2798 = llvm.add %2795, %2797 overflow<nsw, nuw> : i64
    %2799 = llvm.add %2798, %2776 overflow<nsw, nuw> : i64
    %2800 = llvm.getelementptr inbounds|nuw %2790[%2799] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2789, %2800 : f32, !llvm.ptr
    %2801 = llvm.add %2776, %29 : i64
    llvm.br ^bb148(%2801 : i64)
  ^bb150:  // pred: ^bb148
    %2802 = llvm.add %2774, %29 : i64
    llvm.br ^bb146(%2802 : i64)
  ^bb151:  // pred: ^bb146
    %2803 = llvm.add %2772, %29 : i64
    llvm.br ^bb144(%2803 : i64)
  ^bb152:  // pred: ^bb144
    %2804 = llvm.add %2770, %29 : i64
    llvm.br ^bb142(%2804 : i64)
  ^bb153:  // pred: ^bb142
    llvm.br ^bb154(%30 : i64)
  ^bb154(%2805: i64):  // 2 preds: ^bb153, ^bb170
    %2806 = llvm.icmp "slt" %2805, %29 : i64
    llvm.cond_br %2806, ^bb155, ^bb171
  ^bb155:  // pred: ^bb154
    llvm.br ^bb156(%30 : i64)
  ^bb156(%2807: i64):  // 2 preds: ^bb155, ^bb169
    %2808 = llvm.icmp "slt" %2807, %26 : i64
    llvm.cond_br %2808, ^bb157, ^bb170
  ^bb157:  // pred: ^bb156
    llvm.br ^bb158(%30 : i64)
  ^bb158(%2809: i64):  // 2 preds: ^bb157, ^bb168
    %2810 = llvm.icmp "slt" %2809, %22 : i64
    llvm.cond_br %2810, ^bb159, ^bb169
  ^bb159:  // pred: ^bb158
    llvm.br ^bb160(%30 : i64)
  ^bb160(%2811: i64):  // 2 preds: ^bb159, ^bb167
    %2812 = llvm.icmp "slt" %2811, %22 : i64
    llvm.cond_br %2812, ^bb161, ^bb168
  ^bb161:  // pred: ^bb160
    llvm.br ^bb162(%30 : i64)
  ^bb162(%2813: i64):  // 2 preds: ^bb161, ^bb166
    %2814 = llvm.icmp "slt" %2813, %28 : i64
    llvm.cond_br %2814, ^bb163, ^bb167
  ^bb163:  // pred: ^bb162
    llvm.br ^bb164(%30 : i64)
  ^bb164(%2815: i64):  // 2 preds: ^bb163, ^bb165
    %2816 = llvm.icmp "slt" %2815, %28 : i64
    llvm.cond_br %2816, ^bb165, ^bb166
  ^bb165:  // pred: ^bb164
    %2817 = llvm.mul %2809, %13 overflow<nsw> : i64
    %2818 = llvm.add %2817, %2813 : i64
    %2819 = llvm.mul %2811, %13 overflow<nsw> : i64
    %2820 = llvm.add %2819, %2815 : i64
    %2821 = llvm.extractvalue %2557[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2822 = llvm.mlir.constant(73984 : index) : i64
    %2823 = llvm.mul %2805, %2822 overflow<nsw, nuw> : i64
    %2824 = llvm.mlir.constant(1156 : index) : i64
    %2825 = llvm.mul %2807, %2824 overflow<nsw, nuw> : i64
    %2826 = llvm.add %2823, %2825 overflow<nsw, nuw> : i64
    %2827 = llvm.mlir.constant(34 : index) : i64
    %2828 = llvm.mul %2818, %2827 overflow<nsw, nuw> : i64
    %2829 = llvm.add %2826, %2828 overflow<nsw, nuw> : i64
    %2830 = llvm.add %2829, %2820 overflow<nsw, nuw> : i64
    %2831 = llvm.getelementptr inbounds|nuw %2821[%2830] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2832 = llvm.load %2831 : !llvm.ptr -> f32
    %2833 = llvm.extractvalue %2769[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2834 = llvm.mlir.constant(16384 : index) : i64
    %2835 = llvm.mul %2805, %2834 overflow<nsw, nuw> : i64
    %2836 = llvm.mlir.constant(256 : index) : i64
    %2837 = llvm.mul %2807, %2836 overflow<nsw, nuw> : i64
    %2838 = llvm.add %2835, %2837 overflow<nsw, nuw> : i64
    %2839 = llvm.mlir.constant(16 : index) : i64
    %2840 = llvm.mul %2809, %2839 overflow<nsw, nuw> : i64
    %2841 = llvm.add %2838, %2840 overflow<nsw, nuw> : i64
    %2842 = llvm.add %2841, %2811 overflow<nsw, nuw> : i64
    %2843 = llvm.getelementptr inbounds|nuw %2833[%2842] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2844 = llvm.load %2843 : !llvm.ptr -> f32
    %2845 = llvm.intr.maximum(%2844, %2832) : (f32, f32) -> f32
    %2846 = llvm.extractvalue %2769[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2847 = llvm.mlir.constant(16384 : index) : i64
    %2848 = llvm.mul %2805, %2847 overflow<nsw, nuw> : i64
    %2849 = llvm.mlir.constant(256 : index) : i64
    %2850 = llvm.mul %2807, %2849 overflow<nsw, nuw> : i64
    %2851 = llvm.add %2848, %2850 overflow<nsw, nuw> : i64
    %2852 = llvm.mlir.constant(16 : index) : i64
    %2853 = llvm.mul %2809, %2852 overflow<nsw, nuw> : i64
    %2854 = llvm.add %2851, %2853 overflow<nsw, nuw> : i64
    %2855 = llvm.add %2854, %2811 overflow<nsw, nuw> : i64
    %2856 = llvm.getelementptr inbounds|nuw %2846[%2855] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2845, %2856 : f32, !llvm.ptr
    %2857 = llvm.add %2815, %29 : i64
    llvm.br ^bb164(%2857 : i64)
  ^bb166:  // pred: ^bb164
    %2858 = llvm.add %2813, %29 : i64
    llvm.br ^bb162(%2858 : i64)
  ^bb167:  // pred: ^bb162
    %2859 = llvm.add %2811, %29 : i64
    llvm.br ^bb160(%2859 : i64)
  ^bb168:  // pred: ^bb160
    %2860 = llvm.add %2809, %29 : i64
    llvm.br ^bb158(%2860 : i64)
  ^bb169:  // pred: ^bb158
    %2861 = llvm.add %2807, %29 : i64
    llvm.br ^bb156(%2861 : i64)
  ^bb170:  // pred: ^bb156
    %2862 = llvm.add %2805, %29 : i64
    llvm.br ^bb154(%2862 : i64)
  ^bb171:  // pred: ^bb154
    %2863 = llvm.mlir.constant(1 : index) : i64
    %2864 = llvm.mlir.constant(64 : index) : i64
    %2865 = llvm.mlir.constant(18 : index) : i64
    %2866 = llvm.mlir.constant(18 : index) : i64
    %2867 = llvm.mlir.constant(1 : index) : i64
    %2868 = llvm.mlir.constant(324 : index) : i64
    %2869 = llvm.mlir.constant(20736 : index) : i64
    %2870 = llvm.mlir.constant(20736 : index) : i64
    %2871 = llvm.mlir.zero : !llvm.ptr
    %2872 = llvm.getelementptr %2871[%2870] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2873 = llvm.ptrtoint %2872 : !llvm.ptr to i64
    %2874 = llvm.mlir.constant(64 : index) : i64
    %2875 = llvm.add %2873, %2874 : i64
    %2876 = llvm.call @malloc(%2875) : (i64) -> !llvm.ptr
    %2877 = llvm.ptrtoint %2876 : !llvm.ptr to i64
    %2878 = llvm.mlir.constant(1 : index) : i64
    %2879 = llvm.sub %2874, %2878 : i64
    %2880 = llvm.add %2877, %2879 : i64
    %2881 = llvm.urem %2880, %2874 : i64
    %2882 = llvm.sub %2880, %2881 : i64
    %2883 = llvm.inttoptr %2882 : i64 to !llvm.ptr
    %2884 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2885 = llvm.insertvalue %2876, %2884[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2886 = llvm.insertvalue %2883, %2885[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2887 = llvm.mlir.constant(0 : index) : i64
    %2888 = llvm.insertvalue %2887, %2886[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2889 = llvm.insertvalue %2863, %2888[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2890 = llvm.insertvalue %2864, %2889[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2891 = llvm.insertvalue %2865, %2890[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2892 = llvm.insertvalue %2866, %2891[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2893 = llvm.insertvalue %2869, %2892[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2894 = llvm.insertvalue %2868, %2893[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2895 = llvm.insertvalue %2866, %2894[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2896 = llvm.insertvalue %2867, %2895[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb172(%30 : i64)
  ^bb172(%2897: i64):  // 2 preds: ^bb171, ^bb182
    %2898 = llvm.icmp "slt" %2897, %29 : i64
    llvm.cond_br %2898, ^bb173, ^bb183
  ^bb173:  // pred: ^bb172
    llvm.br ^bb174(%30 : i64)
  ^bb174(%2899: i64):  // 2 preds: ^bb173, ^bb181
    %2900 = llvm.icmp "slt" %2899, %26 : i64
    llvm.cond_br %2900, ^bb175, ^bb182
  ^bb175:  // pred: ^bb174
    llvm.br ^bb176(%30 : i64)
  ^bb176(%2901: i64):  // 2 preds: ^bb175, ^bb180
    %2902 = llvm.icmp "slt" %2901, %21 : i64
    llvm.cond_br %2902, ^bb177, ^bb181
  ^bb177:  // pred: ^bb176
    llvm.br ^bb178(%30 : i64)
  ^bb178(%2903: i64):  // 2 preds: ^bb177, ^bb179
    %2904 = llvm.icmp "slt" %2903, %21 : i64
    llvm.cond_br %2904, ^bb179, ^bb180
  ^bb179:  // pred: ^bb178
    %2905 = llvm.extractvalue %2896[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2906 = llvm.mlir.constant(20736 : index) : i64
    %2907 = llvm.mul %2897, %2906 overflow<nsw, nuw> : i64
    %2908 = llvm.mlir.constant(324 : index) : i64
    %2909 = llvm.mul %2899, %2908 overflow<nsw, nuw> : i64
    %2910 = llvm.add %2907, %2909 overflow<nsw, nuw> : i64
    %2911 = llvm.mlir.constant(18 : index) : i64
    %2912 = llvm.mul %2901, %2911 overflow<nsw, nuw> : i64
    %2913 = llvm.add %2910, %2912 overflow<nsw, nuw> : i64
    %2914 = llvm.add %2913, %2903 overflow<nsw, nuw> : i64
    %2915 = llvm.getelementptr inbounds|nuw %2905[%2914] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %2915 : f32, !llvm.ptr
    %2916 = llvm.add %2903, %29 : i64
    llvm.br ^bb178(%2916 : i64)
  ^bb180:  // pred: ^bb178
    %2917 = llvm.add %2901, %29 : i64
    llvm.br ^bb176(%2917 : i64)
  ^bb181:  // pred: ^bb176
    %2918 = llvm.add %2899, %29 : i64
    llvm.br ^bb174(%2918 : i64)
  ^bb182:  // pred: ^bb174
    %2919 = llvm.add %2897, %29 : i64
    llvm.br ^bb172(%2919 : i64)
  ^bb183:  // pred: ^bb172
    %2920 = llvm.mlir.constant(1 : index) : i64
    %2921 = llvm.mlir.constant(64 : index) : i64
    %2922 = llvm.mlir.constant(18 : index) : i64
    %2923 = llvm.mlir.constant(18 : index) : i64
    %2924 = llvm.mlir.constant(1 : index) : i64
    %2925 = llvm.mlir.constant(324 : index) : i64
    %2926 = llvm.mlir.constant(20736 : index) : i64
    %2927 = llvm.mlir.constant(20736 : index) : i64
    %2928 = llvm.mlir.zero : !llvm.ptr
    %2929 = llvm.getelementptr %2928[%2927] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2930 = llvm.ptrtoint %2929 : !llvm.ptr to i64
    %2931 = llvm.mlir.constant(64 : index) : i64
    %2932 = llvm.add %2930, %2931 : i64
    %2933 = llvm.call @malloc(%2932) : (i64) -> !llvm.ptr
    %2934 = llvm.ptrtoint %2933 : !llvm.ptr to i64
    %2935 = llvm.mlir.constant(1 : index) : i64
    %2936 = llvm.sub %2931, %2935 : i64
    %2937 = llvm.add %2934, %2936 : i64
    %2938 = llvm.urem %2937, %2931 : i64
    %2939 = llvm.sub %2937, %2938 : i64
    %2940 = llvm.inttoptr %2939 : i64 to !llvm.ptr
    %2941 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2942 = llvm.insertvalue %2933, %2941[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2943 = llvm.insertvalue %2940, %2942[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2944 = llvm.mlir.constant(0 : index) : i64
    %2945 = llvm.insertvalue %2944, %2943[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2946 = llvm.insertvalue %2920, %2945[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2947 = llvm.insertvalue %2921, %2946[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2948 = llvm.insertvalue %2922, %2947[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2949 = llvm.insertvalue %2923, %2948[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2950 = llvm.insertvalue %2926, %2949[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2951 = llvm.insertvalue %2925, %2950[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2952 = llvm.insertvalue %2923, %2951[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2953 = llvm.insertvalue %2924, %2952[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb184(%30 : i64)
  ^bb184(%2954: i64):  // 2 preds: ^bb183, ^bb194
    %2955 = llvm.icmp "slt" %2954, %29 : i64
    llvm.cond_br %2955, ^bb185, ^bb195
  ^bb185:  // pred: ^bb184
    llvm.br ^bb186(%30 : i64)
  ^bb186(%2956: i64):  // 2 preds: ^bb185, ^bb193
    %2957 = llvm.icmp "slt" %2956, %26 : i64
    llvm.cond_br %2957, ^bb187, ^bb194
  ^bb187:  // pred: ^bb186
    llvm.br ^bb188(%30 : i64)
  ^bb188(%2958: i64):  // 2 preds: ^bb187, ^bb192
    %2959 = llvm.icmp "slt" %2958, %21 : i64
    llvm.cond_br %2959, ^bb189, ^bb193
  ^bb189:  // pred: ^bb188
    llvm.br ^bb190(%30 : i64)
  ^bb190(%2960: i64):  // 2 preds: ^bb189, ^bb191
    %2961 = llvm.icmp "slt" %2960, %21 : i64
    llvm.cond_br %2961, ^bb191, ^bb192
  ^bb191:  // pred: ^bb190
    %2962 = llvm.extractvalue %2896[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2963 = llvm.mlir.constant(20736 : index) : i64
    %2964 = llvm.mul %2954, %2963 overflow<nsw, nuw> : i64
    %2965 = llvm.mlir.constant(324 : index) : i64
    %2966 = llvm.mul %2956, %2965 overflow<nsw, nuw> : i64
    %2967 = llvm.add %2964, %2966 overflow<nsw, nuw> : i64
    %2968 = llvm.mlir.constant(18 : index) : i64
    %2969 = llvm.mul %2958, %2968 overflow<nsw, nuw> : i64
    %2970 = llvm.add %2967, %2969 overflow<nsw, nuw> : i64
    %2971 = llvm.add %2970, %2960 overflow<nsw, nuw> : i64
    %2972 = llvm.getelementptr inbounds|nuw %2962[%2971] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2973 = llvm.load %2972 : !llvm.ptr -> f32
    %2974 = llvm.extractvalue %2953[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2975 = llvm.mlir.constant(20736 : index) : i64
    %2976 = llvm.mul %2954, %2975 overflow<nsw, nuw> : i64
    %2977 = llvm.mlir.constant(324 : index) : i64
    %2978 = llvm.mul %2956, %2977 overflow<nsw, nuw> : i64
    %2979 = llvm.add %2976, %2978 overflow<nsw, nuw> : i64
    %2980 = llvm.mlir.constant(18 : index) : i64
    %2981 = llvm.mul %2958, %2980 overflow<nsw, nuw> : i64
    %2982 = llvm.add %2979, %2981 overflow<nsw, nuw> : i64
    %2983 = llvm.add %2982, %2960 overflow<nsw, nuw> : i64
    %2984 = llvm.getelementptr inbounds|nuw %2974[%2983] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2973, %2984 : f32, !llvm.ptr
    %2985 = llvm.add %2960, %29 : i64
    llvm.br ^bb190(%2985 : i64)
  ^bb192:  // pred: ^bb190
    %2986 = llvm.add %2958, %29 : i64
    llvm.br ^bb188(%2986 : i64)
  ^bb193:  // pred: ^bb188
    %2987 = llvm.add %2956, %29 : i64
    llvm.br ^bb186(%2987 : i64)
  ^bb194:  // pred: ^bb186
    %2988 = llvm.add %2954, %29 : i64
    llvm.br ^bb184(%2988 : i64)
  ^bb195:  // pred: ^bb184
    %2989 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2990 = llvm.extractvalue %2953[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2991 = llvm.extractvalue %2953[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2992 = llvm.insertvalue %2990, %2989[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2993 = llvm.insertvalue %2991, %2992[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2994 = llvm.mlir.constant(19 : index) : i64
    %2995 = llvm.insertvalue %2994, %2993[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2996 = llvm.mlir.constant(1 : index) : i64
    %2997 = llvm.insertvalue %2996, %2995[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2998 = llvm.mlir.constant(20736 : index) : i64
    %2999 = llvm.insertvalue %2998, %2997[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3000 = llvm.mlir.constant(64 : index) : i64
    %3001 = llvm.insertvalue %3000, %2999[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3002 = llvm.mlir.constant(324 : index) : i64
    %3003 = llvm.insertvalue %3002, %3001[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3004 = llvm.mlir.constant(16 : index) : i64
    %3005 = llvm.insertvalue %3004, %3003[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3006 = llvm.mlir.constant(18 : index) : i64
    %3007 = llvm.insertvalue %3006, %3005[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3008 = llvm.mlir.constant(16 : index) : i64
    %3009 = llvm.insertvalue %3008, %3007[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3010 = llvm.mlir.constant(1 : index) : i64
    %3011 = llvm.insertvalue %3010, %3009[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb196(%30 : i64)
  ^bb196(%3012: i64):  // 2 preds: ^bb195, ^bb206
    %3013 = llvm.icmp "slt" %3012, %29 : i64
    llvm.cond_br %3013, ^bb197, ^bb207
  ^bb197:  // pred: ^bb196
    llvm.br ^bb198(%30 : i64)
  ^bb198(%3014: i64):  // 2 preds: ^bb197, ^bb205
    %3015 = llvm.icmp "slt" %3014, %26 : i64
    llvm.cond_br %3015, ^bb199, ^bb206
  ^bb199:  // pred: ^bb198
    llvm.br ^bb200(%30 : i64)
  ^bb200(%3016: i64):  // 2 preds: ^bb199, ^bb204
    %3017 = llvm.icmp "slt" %3016, %22 : i64
    llvm.cond_br %3017, ^bb201, ^bb205
  ^bb201:  // pred: ^bb200
    llvm.br ^bb202(%30 : i64)
  ^bb202(%3018: i64):  // 2 preds: ^bb201, ^bb203
    %3019 = llvm.icmp "slt" %3018, %22 : i64
    llvm.cond_br %3019, ^bb203, ^bb204
  ^bb203:  // pred: ^bb202
    %3020 = llvm.extractvalue %2769[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3021 = llvm.mlir.constant(16384 : index) : i64
    %3022 = llvm.mul %3012, %3021 overflow<nsw, nuw> : i64
    %3023 = llvm.mlir.constant(256 : index) : i64
    %3024 = llvm.mul %3014, %3023 overflow<nsw, nuw> : i64
    %3025 = llvm.add %3022, %3024 overflow<nsw, nuw> : i64
    %3026 = llvm.mlir.constant(16 : index) : i64
    %3027 = llvm.mul %3016, %3026 overflow<nsw, nuw> : i64
    %3028 = llvm.add %3025, %3027 overflow<nsw, nuw> : i64
    %3029 = llvm.add %3028, %3018 overflow<nsw, nuw> : i64
    %3030 = llvm.getelementptr inbounds|nuw %3020[%3029] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3031 = llvm.load %3030 : !llvm.ptr -> f32
    %3032 = llvm.extractvalue %3011[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3033 = llvm.mlir.constant(19 : index) : i64
    %3034 = llvm.getelementptr %3032[%3033] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3035 = llvm.mlir.constant(20736 : index) : i64
    %3036 = llvm.mul %3012, %3035 overflow<nsw, nuw> : i64
    %3037 = llvm.mlir.constant(324 : index) : i64
    %3038 = llvm.mul %3014, %3037 overflow<nsw, nuw> : i64
    %3039 = llvm.add %3036, %3038 overflow<nsw, nuw> : i64
    %3040 = llvm.mlir.constant(18 : index) : i64
    %3041 = llvm.mul %3016, %3040 overflow<nsw, nuw> : i64
    %3042 = llvm.add %3039, %3041 overflow<nsw, nuw> : i64
    %3043 = llvm.add %3042, %3018 overflow<nsw, nuw> : i64
    %3044 = llvm.getelementptr inbounds|nuw %3034[%3043] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3031, %3044 : f32, !llvm.ptr
    %3045 = llvm.add %3018, %29 : i64
    llvm.br ^bb202(%3045 : i64)
  ^bb204:  // pred: ^bb202
    %3046 = llvm.add %3016, %29 : i64
    llvm.br ^bb200(%3046 : i64)
  ^bb205:  // pred: ^bb200
    %3047 = llvm.add %3014, %29 : i64
    llvm.br ^bb198(%3047 : i64)
  ^bb206:  // pred: ^bb198
    %3048 = llvm.add %3012, %29 : i64
    llvm.br ^bb196(%3048 : i64)
  ^bb207:  // pred: ^bb196
    %3049 = llvm.mlir.constant(1 : index) : i64
    %3050 = llvm.mlir.constant(64 : index) : i64
    %3051 = llvm.mlir.constant(16 : index) : i64
    %3052 = llvm.mlir.constant(16 : index) : i64
    %3053 = llvm.mlir.constant(1 : index) : i64
    %3054 = llvm.mlir.constant(256 : index) : i64
    %3055 = llvm.mlir.constant(16384 : index) : i64
    %3056 = llvm.mlir.constant(16384 : index) : i64
    %3057 = llvm.mlir.zero : !llvm.ptr
    %3058 = llvm.getelementptr %3057[%3056] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3059 = llvm.ptrtoint %3058 : !llvm.ptr to i64
    %3060 = llvm.mlir.constant(64 : index) : i64
    %3061 = llvm.add %3059, %3060 : i64
    %3062 = llvm.call @malloc(%3061) : (i64) -> !llvm.ptr
    %3063 = llvm.ptrtoint %3062 : !llvm.ptr to i64
    %3064 = llvm.mlir.constant(1 : index) : i64
    %3065 = llvm.sub %3060, %3064 : i64
    %3066 = llvm.add %3063, %3065 : i64
    %3067 = llvm.urem %3066, %3060 : i64
    %3068 = llvm.sub %3066, %3067 : i64
    %3069 = llvm.inttoptr %3068 : i64 to !llvm.ptr
    %3070 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3071 = llvm.insertvalue %3062, %3070[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3072 = llvm.insertvalue %3069, %3071[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3073 = llvm.mlir.constant(0 : index) : i64
    %3074 = llvm.insertvalue %3073, %3072[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3075 = llvm.insertvalue %3049, %3074[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3076 = llvm.insertvalue %3050, %3075[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3077 = llvm.insertvalue %3051, %3076[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3078 = llvm.insertvalue %3052, %3077[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3079 = llvm.insertvalue %3055, %3078[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3080 = llvm.insertvalue %3054, %3079[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3081 = llvm.insertvalue %3052, %3080[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3082 = llvm.insertvalue %3053, %3081[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb208(%30 : i64)
  ^bb208(%3083: i64):  // 2 preds: ^bb207, ^bb218
    %3084 = llvm.icmp "slt" %3083, %29 : i64
    llvm.cond_br %3084, ^bb209, ^bb219
  ^bb209:  // pred: ^bb208
    llvm.br ^bb210(%30 : i64)
  ^bb210(%3085: i64):  // 2 preds: ^bb209, ^bb217
    %3086 = llvm.icmp "slt" %3085, %26 : i64
    llvm.cond_br %3086, ^bb211, ^bb218
  ^bb211:  // pred: ^bb210
    llvm.br ^bb212(%30 : i64)
  ^bb212(%3087: i64):  // 2 preds: ^bb211, ^bb216
    %3088 = llvm.icmp "slt" %3087, %22 : i64
    llvm.cond_br %3088, ^bb213, ^bb217
  ^bb213:  // pred: ^bb212
    llvm.br ^bb214(%30 : i64)
  ^bb214(%3089: i64):  // 2 preds: ^bb213, ^bb215
    %3090 = llvm.icmp "slt" %3089, %22 : i64
    llvm.cond_br %3090, ^bb215, ^bb216
  ^bb215:  // pred: ^bb214
    %3091 = llvm.extractvalue %3082[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3092 = llvm.mlir.constant(16384 : index) : i64
    %3093 = llvm.mul %3083, %3092 overflow<nsw, nuw> : i64
    %3094 = llvm.mlir.constant(256 : index) : i64
    %3095 = llvm.mul %3085, %3094 overflow<nsw, nuw> : i64
    %3096 = llvm.add %3093, %3095 overflow<nsw, nuw> : i64
    %3097 = llvm.mlir.constant(16 : index) : i64
    %3098 = llvm.mul %3087, %3097 overflow<nsw, nuw> : i64
    %3099 = llvm.add %3096, %3098 overflow<nsw, nuw> : i64
    %3100 = llvm.add %3099, %3089 overflow<nsw, nuw> : i64
    %3101 = llvm.getelementptr inbounds|nuw %3091[%3100] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %3101 : f32, !llvm.ptr
    %3102 = llvm.add %3089, %29 : i64
    llvm.br ^bb214(%3102 : i64)
  ^bb216:  // pred: ^bb214
    %3103 = llvm.add %3087, %29 : i64
    llvm.br ^bb212(%3103 : i64)
  ^bb217:  // pred: ^bb212
    %3104 = llvm.add %3085, %29 : i64
    llvm.br ^bb210(%3104 : i64)
  ^bb218:  // pred: ^bb210
    %3105 = llvm.add %3083, %29 : i64
    llvm.br ^bb208(%3105 : i64)
  ^bb219:  // pred: ^bb208
    %3106 = llvm.mlir.constant(1 : index) : i64
    %3107 = llvm.mlir.constant(64 : index) : i64
    %3108 = llvm.mlir.constant(16 : index) : i64
    %3109 = llvm.mlir.constant(16 : index) : i64
    %3110 = llvm.mlir.constant(1 : index) : i64
    %3111 = llvm.mlir.constant(256 : index) : i64
    %3112 = llvm.mlir.constant(16384 : index) : i64
    %3113 = llvm.mlir.constant(16384 : index) : i64
    %3114 = llvm.mlir.zero : !llvm.ptr
    %3115 = llvm.getelementptr %3114[%3113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3116 = llvm.ptrtoint %3115 : !llvm.ptr to i64
    %3117 = llvm.mlir.constant(64 : index) : i64
    %3118 = llvm.add %3116, %3117 : i64
    %3119 = llvm.call @malloc(%3118) : (i64) -> !llvm.ptr
    %3120 = llvm.ptrtoint %3119 : !llvm.ptr to i64
    %3121 = llvm.mlir.constant(1 : index) : i64
    %3122 = llvm.sub %3117, %3121 : i64
    %3123 = llvm.add %3120, %3122 : i64
    %3124 = llvm.urem %3123, %3117 : i64
    %3125 = llvm.sub %3123, %3124 : i64
    %3126 = llvm.inttoptr %3125 : i64 to !llvm.ptr
    %3127 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3128 = llvm.insertvalue %3119, %3127[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3129 = llvm.insertvalue %3126, %3128[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3130 = llvm.mlir.constant(0 : index) : i64
    %3131 = llvm.insertvalue %3130, %3129[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3132 = llvm.insertvalue %3106, %3131[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3133 = llvm.insertvalue %3107, %3132[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3134 = llvm.insertvalue %3108, %3133[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3135 = llvm.insertvalue %3109, %3134[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3136 = llvm.insertvalue %3112, %3135[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3137 = llvm.insertvalue %3111, %3136[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3138 = llvm.insertvalue %3109, %3137[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3139 = llvm.insertvalue %3110, %3138[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb220(%30 : i64)
  ^bb220(%3140: i64):  // 2 preds: ^bb219, ^bb230
    %3141 = llvm.icmp "slt" %3140, %29 : i64
    llvm.cond_br %3141, ^bb221, ^bb231
  ^bb221:  // pred: ^bb220
    llvm.br ^bb222(%30 : i64)
  ^bb222(%3142: i64):  // 2 preds: ^bb221, ^bb229
    %3143 = llvm.icmp "slt" %3142, %26 : i64
    llvm.cond_br %3143, ^bb223, ^bb230
  ^bb223:  // pred: ^bb222
    llvm.br ^bb224(%30 : i64)
  ^bb224(%3144: i64):  // 2 preds: ^bb223, ^bb228
    %3145 = llvm.icmp "slt" %3144, %22 : i64
    llvm.cond_br %3145, ^bb225, ^bb229
  ^bb225:  // pred: ^bb224
    llvm.br ^bb226(%30 : i64)
  ^bb226(%3146: i64):  // 2 preds: ^bb225, ^bb227
    %3147 = llvm.icmp "slt" %3146, %22 : i64
    llvm.cond_br %3147, ^bb227, ^bb228
  ^bb227:  // pred: ^bb226
    %3148 = llvm.extractvalue %3082[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3149 = llvm.mlir.constant(16384 : index) : i64
    %3150 = llvm.mul %3140, %3149 overflow<nsw, nuw> : i64
    %3151 = llvm.mlir.constant(256 : index) : i64
    %3152 = llvm.mul %3142, %3151 overflow<nsw, nuw> : i64
    %3153 = llvm.add %3150, %3152 overflow<nsw, nuw> : i64
    %3154 = llvm.mlir.constant(16 : index) : i64
    %3155 = llvm.mul %3144, %3154 overflow<nsw, nuw> : i64
    %3156 = llvm.add %3153, %3155 overflow<nsw, nuw> : i64
    %3157 = llvm.add %3156, %3146 overflow<nsw, nuw> : i64
    %3158 = llvm.getelementptr inbounds|nuw %3148[%3157] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3159 = llvm.load %3158 : !llvm.ptr -> f32
    %3160 = llvm.extractvalue %3139[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3161 = llvm.mlir.constant(16384 : index) : i64
    %3162 = llvm.mul %3140, %3161 overflow<nsw, nuw> : i64
    %3163 = llvm.mlir.constant(256 : index) : i64
    %3164 = llvm.mul %3142, %3163 overflow<nsw, nuw> : i64
    %3165 = llvm.add %3162, %3164 overflow<nsw, nuw> : i64
    %3166 = llvm.mlir.constant(16 : index) : i64
    %3167 = llvm.mul %3144, %3166 overflow<nsw, nuw> : i64
    %3168 = llvm.add %3165, %3167 overflow<nsw, nuw> : i64
    %3169 = llvm.add %3168, %3146 overflow<nsw, nuw> : i64
    %3170 = llvm.getelementptr inbounds|nuw %3160[%3169] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3159, %3170 : f32, !llvm.ptr
    %3171 = llvm.add %3146, %29 : i64
    llvm.br ^bb226(%3171 : i64)
  ^bb228:  // pred: ^bb226
    %3172 = llvm.add %3144, %29 : i64
    llvm.br ^bb224(%3172 : i64)
  ^bb229:  // pred: ^bb224
    %3173 = llvm.add %3142, %29 : i64
    llvm.br ^bb222(%3173 : i64)
  ^bb230:  // pred: ^bb222
    %3174 = llvm.add %3140, %29 : i64
    llvm.br ^bb220(%3174 : i64)
  ^bb231:  // pred: ^bb220
    llvm.br ^bb232(%30 : i64)
  ^bb232(%3175: i64):  // 2 preds: ^bb231, ^bb251
    %3176 = llvm.icmp "slt" %3175, %29 : i64
    llvm.cond_br %3176, ^bb233, ^bb252
  ^bb233:  // pred: ^bb232
    llvm.br ^bb234(%30 : i64)
  ^bb234(%3177: i64):  // 2 preds: ^bb233, ^bb250
    %3178 = llvm.icmp "slt" %3177, %26 : i64
    llvm.cond_br %3178, ^bb235, ^bb251
  ^bb235:  // pred: ^bb234
    llvm.br ^bb236(%30 : i64)
  ^bb236(%3179: i64):  // 2 preds: ^bb235, ^bb249
    %3180 = llvm.icmp "slt" %3179, %22 : i64
    llvm.cond_br %3180, ^bb237, ^bb250
  ^bb237:  // pred: ^bb236
    llvm.br ^bb238(%30 : i64)
  ^bb238(%3181: i64):  // 2 preds: ^bb237, ^bb248
    %3182 = llvm.icmp "slt" %3181, %22 : i64
    llvm.cond_br %3182, ^bb239, ^bb249
  ^bb239:  // pred: ^bb238
    llvm.br ^bb240(%30 : i64)
  ^bb240(%3183: i64):  // 2 preds: ^bb239, ^bb247
    %3184 = llvm.icmp "slt" %3183, %26 : i64
    llvm.cond_br %3184, ^bb241, ^bb248
  ^bb241:  // pred: ^bb240
    llvm.br ^bb242(%30 : i64)
  ^bb242(%3185: i64):  // 2 preds: ^bb241, ^bb246
    %3186 = llvm.icmp "slt" %3185, %28 : i64
    llvm.cond_br %3186, ^bb243, ^bb247
  ^bb243:  // pred: ^bb242
    llvm.br ^bb244(%30 : i64)
  ^bb244(%3187: i64):  // 2 preds: ^bb243, ^bb245
    %3188 = llvm.icmp "slt" %3187, %28 : i64
    llvm.cond_br %3188, ^bb245, ^bb246
  ^bb245:  // pred: ^bb244
    %3189 = llvm.add %3179, %3185 : i64
    %3190 = llvm.add %3181, %3187 : i64
    %3191 = llvm.extractvalue %2953[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3192 = llvm.mlir.constant(20736 : index) : i64
    %3193 = llvm.mul %3175, %3192 overflow<nsw, nuw> : i64
    %3194 = llvm.mlir.constant(324 : index) : i64
    %3195 = llvm.mul %3183, %3194 overflow<nsw, nuw> : i64
    %3196 = llvm.add %3193, %3195 overflow<nsw, nuw> : i64
    %3197 = llvm.mlir.constant(18 : index) : i64
    %3198 = llvm.mul %3189, %3197 overflow<nsw, nuw> : i64
    %3199 = llvm.add %3196, %3198 overflow<nsw, nuw> : i64
    %3200 = llvm.add %3199, %3190 overflow<nsw, nuw> : i64
    %3201 = llvm.getelementptr inbounds|nuw %3191[%3200] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3202 = llvm.load %3201 : !llvm.ptr -> f32
    %3203 = llvm.extractvalue %1813[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3204 = llvm.mlir.constant(576 : index) : i64
    %3205 = llvm.mul %3177, %3204 overflow<nsw, nuw> : i64
    %3206 = llvm.mlir.constant(9 : index) : i64
    %3207 = llvm.mul %3183, %3206 overflow<nsw, nuw> : i64
    %3208 = llvm.add %3205, %3207 overflow<nsw, nuw> : i64
    %3209 = llvm.mlir.constant(3 : index) : i64
    %3210 = llvm.mul %3185, %3209 overflow<nsw, nuw> : i64
    %3211 = llvm.add %3208, %3210 overflow<nsw, nuw> : i64
    %3212 = llvm.add %3211, %3187 overflow<nsw, nuw> : i64
    %3213 = llvm.getelementptr inbounds|nuw %3203[%3212] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3214 = llvm.load %3213 : !llvm.ptr -> f32
    %3215 = llvm.extractvalue %3139[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3216 = llvm.mlir.constant(16384 : index) : i64
    %3217 = llvm.mul %3175, %3216 overflow<nsw, nuw> : i64
    %3218 = llvm.mlir.constant(256 : index) : i64
    %3219 = llvm.mul %3177, %3218 overflow<nsw, nuw> : i64
    %3220 = llvm.add %3217, %3219 overflow<nsw, nuw> : i64
    %3221 = llvm.mlir.constant(16 : index) : i64
    %3222 = llvm.mul %3179, %3221 overflow<nsw, nuw> : i64
    %3223 = llvm.add %3220, %3222 overflow<nsw, nuw> : i64
    %3224 = llvm.add %3223, %3181 overflow<nsw, nuw> : i64
    %3225 = llvm.getelementptr inbounds|nuw %3215[%3224] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3226 = llvm.load %3225 : !llvm.ptr -> f32
    %3227 = llvm.fmul %3202, %3214 : f32
    %3228 = llvm.fadd %3226, %3227 : f32
    %3229 = llvm.extractvalue %3139[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3230 = llvm.mlir.constant(16384 : index) : i64
    %3231 = llvm.mul %3175, %3230 overflow<nsw, nuw> : i64
    %3232 = llvm.mlir.constant(256 : index) : i64
    %3233 = llvm.mul %3177, %3232 overflow<nsw, nuw> : i64
    %3234 = llvm.add %3231, %3233 overflow<nsw, nuw> : i64
    %3235 = llvm.mlir.constant(16 : index) : i64
    %3236 = llvm.mul %3179, %3235 overflow<nsw, nuw> : i64
    %3237 = llvm.add %3234, %3236 overflow<nsw, nuw> : i64
    %3238 = llvm.add %3237, %3181 overflow<nsw, nuw> : i64
    %3239 = llvm.getelementptr inbounds|nuw %3229[%3238] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3228, %3239 : f32, !llvm.ptr
    %3240 = llvm.add %3187, %29 : i64
    llvm.br ^bb244(%3240 : i64)
  ^bb246:  // pred: ^bb244
    %3241 = llvm.add %3185, %29 : i64
    llvm.br ^bb242(%3241 : i64)
  ^bb247:  // pred: ^bb242
    %3242 = llvm.add %3183, %29 : i64
    llvm.br ^bb240(%3242 : i64)
  ^bb248:  // pred: ^bb240
    %3243 = llvm.add %3181, %29 : i64
    llvm.br ^bb238(%3243 : i64)
  ^bb249:  // pred: ^bb238
    %3244 = llvm.add %3179, %29 : i64
    llvm.br ^bb236(%3244 : i64)
  ^bb250:  // pred: ^bb236
    %3245 = llvm.add %3177, %29 : i64
    llvm.br ^bb234(%3245 : i64)
  ^bb251:  // pred: ^bb234
    %3246 = llvm.add %3175, %29 : i64
    llvm.br ^bb232(%3246 : i64)
  ^bb252:  // pred: ^bb232
    %3247 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3248 = llvm.extractvalue %1769[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3249 = llvm.extractvalue %1769[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3250 = llvm.insertvalue %3248, %3247[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3251 = llvm.insertvalue %3249, %3250[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3252 = llvm.mlir.constant(0 : index) : i64
    %3253 = llvm.insertvalue %3252, %3251[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3254 = llvm.mlir.constant(64 : index) : i64
    %3255 = llvm.insertvalue %3254, %3253[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3256 = llvm.mlir.constant(1 : index) : i64
    %3257 = llvm.insertvalue %3256, %3255[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3258 = llvm.mlir.constant(1 : index) : i64
    %3259 = llvm.insertvalue %3258, %3257[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3260 = llvm.mlir.constant(1 : index) : i64
    %3261 = llvm.insertvalue %3260, %3259[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3262 = llvm.mlir.constant(1 : index) : i64
    %3263 = llvm.insertvalue %3262, %3261[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3264 = llvm.mlir.constant(1 : index) : i64
    %3265 = llvm.insertvalue %3264, %3263[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3266 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3267 = llvm.extractvalue %1785[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3268 = llvm.extractvalue %1785[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3269 = llvm.insertvalue %3267, %3266[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3270 = llvm.insertvalue %3268, %3269[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3271 = llvm.mlir.constant(0 : index) : i64
    %3272 = llvm.insertvalue %3271, %3270[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3273 = llvm.mlir.constant(64 : index) : i64
    %3274 = llvm.insertvalue %3273, %3272[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3275 = llvm.mlir.constant(1 : index) : i64
    %3276 = llvm.insertvalue %3275, %3274[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3277 = llvm.mlir.constant(1 : index) : i64
    %3278 = llvm.insertvalue %3277, %3276[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3279 = llvm.mlir.constant(1 : index) : i64
    %3280 = llvm.insertvalue %3279, %3278[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3281 = llvm.mlir.constant(1 : index) : i64
    %3282 = llvm.insertvalue %3281, %3280[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3283 = llvm.mlir.constant(1 : index) : i64
    %3284 = llvm.insertvalue %3283, %3282[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3285 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3286 = llvm.extractvalue %1753[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3287 = llvm.extractvalue %1753[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3288 = llvm.insertvalue %3286, %3285[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3289 = llvm.insertvalue %3287, %3288[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3290 = llvm.mlir.constant(0 : index) : i64
    %3291 = llvm.insertvalue %3290, %3289[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3292 = llvm.mlir.constant(64 : index) : i64
    %3293 = llvm.insertvalue %3292, %3291[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3294 = llvm.mlir.constant(1 : index) : i64
    %3295 = llvm.insertvalue %3294, %3293[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3296 = llvm.mlir.constant(1 : index) : i64
    %3297 = llvm.insertvalue %3296, %3295[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3298 = llvm.mlir.constant(1 : index) : i64
    %3299 = llvm.insertvalue %3298, %3297[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3300 = llvm.mlir.constant(1 : index) : i64
    %3301 = llvm.insertvalue %3300, %3299[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3302 = llvm.mlir.constant(1 : index) : i64
    %3303 = llvm.insertvalue %3302, %3301[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3304 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3305 = llvm.extractvalue %1737[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3306 = llvm.extractvalue %1737[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3307 = llvm.insertvalue %3305, %3304[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3308 = llvm.insertvalue %3306, %3307[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3309 = llvm.mlir.constant(0 : index) : i64
    %3310 = llvm.insertvalue %3309, %3308[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3311 = llvm.mlir.constant(64 : index) : i64
    %3312 = llvm.insertvalue %3311, %3310[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3313 = llvm.mlir.constant(1 : index) : i64
    %3314 = llvm.insertvalue %3313, %3312[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3315 = llvm.mlir.constant(1 : index) : i64
    %3316 = llvm.insertvalue %3315, %3314[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3317 = llvm.mlir.constant(1 : index) : i64
    %3318 = llvm.insertvalue %3317, %3316[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3319 = llvm.mlir.constant(1 : index) : i64
    %3320 = llvm.insertvalue %3319, %3318[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3321 = llvm.mlir.constant(1 : index) : i64
    %3322 = llvm.insertvalue %3321, %3320[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3323 = llvm.mlir.constant(1 : index) : i64
    %3324 = llvm.mlir.constant(64 : index) : i64
    %3325 = llvm.mlir.constant(16 : index) : i64
    %3326 = llvm.mlir.constant(16 : index) : i64
    %3327 = llvm.mlir.constant(1 : index) : i64
    %3328 = llvm.mlir.constant(256 : index) : i64
    %3329 = llvm.mlir.constant(16384 : index) : i64
    %3330 = llvm.mlir.constant(16384 : index) : i64
    %3331 = llvm.mlir.zero : !llvm.ptr
    %3332 = llvm.getelementptr %3331[%3330] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3333 = llvm.ptrtoint %3332 : !llvm.ptr to i64
    %3334 = llvm.mlir.constant(64 : index) : i64
    %3335 = llvm.add %3333, %3334 : i64
    %3336 = llvm.call @malloc(%3335) : (i64) -> !llvm.ptr
    %3337 = llvm.ptrtoint %3336 : !llvm.ptr to i64
    %3338 = llvm.mlir.constant(1 : index) : i64
    %3339 = llvm.sub %3334, %3338 : i64
    %3340 = llvm.add %3337, %3339 : i64
    %3341 = llvm.urem %3340, %3334 : i64
    %3342 = llvm.sub %3340, %3341 : i64
    %3343 = llvm.inttoptr %3342 : i64 to !llvm.ptr
    %3344 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3345 = llvm.insertvalue %3336, %3344[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3346 = llvm.insertvalue %3343, %3345[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3347 = llvm.mlir.constant(0 : index) : i64
    %3348 = llvm.insertvalue %3347, %3346[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3349 = llvm.insertvalue %3323, %3348[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3350 = llvm.insertvalue %3324, %3349[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3351 = llvm.insertvalue %3325, %3350[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3352 = llvm.insertvalue %3326, %3351[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3353 = llvm.insertvalue %3329, %3352[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3354 = llvm.insertvalue %3328, %3353[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3355 = llvm.insertvalue %3326, %3354[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3356 = llvm.insertvalue %3327, %3355[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb253(%30 : i64)
  ^bb253(%3357: i64):  // 2 preds: ^bb252, ^bb263
    %3358 = llvm.icmp "slt" %3357, %29 : i64
    llvm.cond_br %3358, ^bb254, ^bb264
  ^bb254:  // pred: ^bb253
    llvm.br ^bb255(%30 : i64)
  ^bb255(%3359: i64):  // 2 preds: ^bb254, ^bb262
    %3360 = llvm.icmp "slt" %3359, %26 : i64
    llvm.cond_br %3360, ^bb256, ^bb263
  ^bb256:  // pred: ^bb255
    llvm.br ^bb257(%30 : i64)
  ^bb257(%3361: i64):  // 2 preds: ^bb256, ^bb261
    %3362 = llvm.icmp "slt" %3361, %22 : i64
    llvm.cond_br %3362, ^bb258, ^bb262
  ^bb258:  // pred: ^bb257
    llvm.br ^bb259(%30 : i64)
  ^bb259(%3363: i64):  // 2 preds: ^bb258, ^bb260
    %3364 = llvm.icmp "slt" %3363, %22 : i64
    llvm.cond_br %3364, ^bb260, ^bb261
  ^bb260:  // pred: ^bb259
    %3365 = llvm.extractvalue %3139[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3366 = llvm.mlir.constant(16384 : index) : i64
    %3367 = llvm.mul %3357, %3366 overflow<nsw, nuw> : i64
    %3368 = llvm.mlir.constant(256 : index) : i64
    %3369 = llvm.mul %3359, %3368 overflow<nsw, nuw> : i64
    %3370 = llvm.add %3367, %3369 overflow<nsw, nuw> : i64
    %3371 = llvm.mlir.constant(16 : index) : i64
    %3372 = llvm.mul %3361, %3371 overflow<nsw, nuw> : i64
    %3373 = llvm.add %3370, %3372 overflow<nsw, nuw> : i64
    %3374 = llvm.add %3373, %3363 overflow<nsw, nuw> : i64
    %3375 = llvm.getelementptr inbounds|nuw %3365[%3374] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3376 = llvm.load %3375 : !llvm.ptr -> f32
    %3377 = llvm.extractvalue %3284[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3378 = llvm.add %3359, %30 overflow<nsw, nuw> : i64
    %3379 = llvm.add %3378, %30 overflow<nsw, nuw> : i64
    %3380 = llvm.getelementptr inbounds|nuw %3377[%3379] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3381 = llvm.load %3380 : !llvm.ptr -> f32
    %3382 = llvm.extractvalue %3265[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3383 = llvm.add %3359, %30 overflow<nsw, nuw> : i64
    %3384 = llvm.add %3383, %30 overflow<nsw, nuw> : i64
    %3385 = llvm.getelementptr inbounds|nuw %3382[%3384] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3386 = llvm.load %3385 : !llvm.ptr -> f32
    %3387 = llvm.extractvalue %3303[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3388 = llvm.add %3359, %30 overflow<nsw, nuw> : i64
    %3389 = llvm.add %3388, %30 overflow<nsw, nuw> : i64
    %3390 = llvm.getelementptr inbounds|nuw %3387[%3389] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3391 = llvm.load %3390 : !llvm.ptr -> f32
    %3392 = llvm.extractvalue %3322[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3393 = llvm.add %3359, %30 overflow<nsw, nuw> : i64
    %3394 = llvm.add %3393, %30 overflow<nsw, nuw> : i64
    %3395 = llvm.getelementptr inbounds|nuw %3392[%3394] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3396 = llvm.load %3395 : !llvm.ptr -> f32
    %3397 = llvm.fptrunc %32 : f64 to f32
    %3398 = llvm.fadd %3386, %3397 : f32
    %3399 = llvm.intr.sqrt(%3398) : (f32) -> f32
    %3400 = llvm.fdiv %34, %3399 : f32
    %3401 = llvm.fsub %3376, %3381 : f32
    %3402 = llvm.fmul %3401, %3400 : f32
    %3403 = llvm.fmul %3402, %3391 : f32
    %3404 = llvm.fadd %3403, %3396 : f32
    %3405 = llvm.fcmp "ugt" %3404, %33 : f32
    %3406 = llvm.select %3405, %3404, %33 : i1, f32
    %3407 = llvm.extractvalue %3356[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3408 = llvm.mlir.constant(16384 : index) : i64
    %3409 = llvm.mul %3357, %3408 overflow<nsw, nuw> : i64
    %3410 = llvm.mlir.constant(256 : index) : i64
    %3411 = llvm.mul %3359, %3410 overflow<nsw, nuw> : i64
    %3412 = llvm.add %3409, %3411 overflow<nsw, nuw> : i64
    %3413 = llvm.mlir.constant(16 : index) : i64
    %3414 = llvm.mul %3361, %3413 overflow<nsw, nuw> : i64
    %3415 = llvm.add %3412, %3414 overflow<nsw, nuw> : i64
    %3416 = llvm.add %3415, %3363 overflow<nsw, nuw> : i64
    %3417 = llvm.getelementptr inbounds|nuw %3407[%3416] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3406, %3417 : f32, !llvm.ptr
    %3418 = llvm.add %3363, %29 : i64
    llvm.br ^bb259(%3418 : i64)
  ^bb261:  // pred: ^bb259
    %3419 = llvm.add %3361, %29 : i64
    llvm.br ^bb257(%3419 : i64)
  ^bb262:  // pred: ^bb257
    %3420 = llvm.add %3359, %29 : i64
    llvm.br ^bb255(%3420 : i64)
  ^bb263:  // pred: ^bb255
    %3421 = llvm.add %3357, %29 : i64
    llvm.br ^bb253(%3421 : i64)
  ^bb264:  // pred: ^bb253
    %3422 = llvm.mlir.constant(1 : index) : i64
    %3423 = llvm.mlir.constant(64 : index) : i64
    %3424 = llvm.mlir.constant(18 : index) : i64
    %3425 = llvm.mlir.constant(18 : index) : i64
    %3426 = llvm.mlir.constant(1 : index) : i64
    %3427 = llvm.mlir.constant(324 : index) : i64
    %3428 = llvm.mlir.constant(20736 : index) : i64
    %3429 = llvm.mlir.constant(20736 : index) : i64
    %3430 = llvm.mlir.zero : !llvm.ptr
    %3431 = llvm.getelementptr %3430[%3429] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3432 = llvm.ptrtoint %3431 : !llvm.ptr to i64
    %3433 = llvm.mlir.constant(64 : index) : i64
    %3434 = llvm.add %3432, %3433 : i64
    %3435 = llvm.call @malloc(%3434) : (i64) -> !llvm.ptr
    %3436 = llvm.ptrtoint %3435 : !llvm.ptr to i64
    %3437 = llvm.mlir.constant(1 : index) : i64
    %3438 = llvm.sub %3433, %3437 : i64
    %3439 = llvm.add %3436, %3438 : i64
    %3440 = llvm.urem %3439, %3433 : i64
    %3441 = llvm.sub %3439, %3440 : i64
    %3442 = llvm.inttoptr %3441 : i64 to !llvm.ptr
    %3443 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3444 = llvm.insertvalue %3435, %3443[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3445 = llvm.insertvalue %3442, %3444[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3446 = llvm.mlir.constant(0 : index) : i64
    %3447 = llvm.insertvalue %3446, %3445[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3448 = llvm.insertvalue %3422, %3447[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3449 = llvm.insertvalue %3423, %3448[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3450 = llvm.insertvalue %3424, %3449[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3451 = llvm.insertvalue %3425, %3450[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3452 = llvm.insertvalue %3428, %3451[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3453 = llvm.insertvalue %3427, %3452[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3454 = llvm.insertvalue %3425, %3453[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3455 = llvm.insertvalue %3426, %3454[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb265(%30 : i64)
  ^bb265(%3456: i64):  // 2 preds: ^bb264, ^bb275
    %3457 = llvm.icmp "slt" %3456, %29 : i64
    llvm.cond_br %3457, ^bb266, ^bb276
  ^bb266:  // pred: ^bb265
    llvm.br ^bb267(%30 : i64)
  ^bb267(%3458: i64):  // 2 preds: ^bb266, ^bb274
    %3459 = llvm.icmp "slt" %3458, %26 : i64
    llvm.cond_br %3459, ^bb268, ^bb275
  ^bb268:  // pred: ^bb267
    llvm.br ^bb269(%30 : i64)
  ^bb269(%3460: i64):  // 2 preds: ^bb268, ^bb273
    %3461 = llvm.icmp "slt" %3460, %21 : i64
    llvm.cond_br %3461, ^bb270, ^bb274
  ^bb270:  // pred: ^bb269
    llvm.br ^bb271(%30 : i64)
  ^bb271(%3462: i64):  // 2 preds: ^bb270, ^bb272
    %3463 = llvm.icmp "slt" %3462, %21 : i64
    llvm.cond_br %3463, ^bb272, ^bb273
  ^bb272:  // pred: ^bb271
    %3464 = llvm.extractvalue %3455[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3465 = llvm.mlir.constant(20736 : index) : i64
    %3466 = llvm.mul %3456, %3465 overflow<nsw, nuw> : i64
    %3467 = llvm.mlir.constant(324 : index) : i64
    %3468 = llvm.mul %3458, %3467 overflow<nsw, nuw> : i64
    %3469 = llvm.add %3466, %3468 overflow<nsw, nuw> : i64
    %3470 = llvm.mlir.constant(18 : index) : i64
    %3471 = llvm.mul %3460, %3470 overflow<nsw, nuw> : i64
    %3472 = llvm.add %3469, %3471 overflow<nsw, nuw> : i64
    %3473 = llvm.add %3472, %3462 overflow<nsw, nuw> : i64
    %3474 = llvm.getelementptr inbounds|nuw %3464[%3473] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %3474 : f32, !llvm.ptr
    %3475 = llvm.add %3462, %29 : i64
    llvm.br ^bb271(%3475 : i64)
  ^bb273:  // pred: ^bb271
    %3476 = llvm.add %3460, %29 : i64
    llvm.br ^bb269(%3476 : i64)
  ^bb274:  // pred: ^bb269
    %3477 = llvm.add %3458, %29 : i64
    llvm.br ^bb267(%3477 : i64)
  ^bb275:  // pred: ^bb267
    %3478 = llvm.add %3456, %29 : i64
    llvm.br ^bb265(%3478 : i64)
  ^bb276:  // pred: ^bb265
    %3479 = llvm.mlir.constant(1 : index) : i64
    %3480 = llvm.mlir.constant(64 : index) : i64
    %3481 = llvm.mlir.constant(18 : index) : i64
    %3482 = llvm.mlir.constant(18 : index) : i64
    %3483 = llvm.mlir.constant(1 : index) : i64
    %3484 = llvm.mlir.constant(324 : index) : i64
    %3485 = llvm.mlir.constant(20736 : index) : i64
    %3486 = llvm.mlir.constant(20736 : index) : i64
    %3487 = llvm.mlir.zero : !llvm.ptr
    %3488 = llvm.getelementptr %3487[%3486] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3489 = llvm.ptrtoint %3488 : !llvm.ptr to i64
    %3490 = llvm.mlir.constant(64 : index) : i64
    %3491 = llvm.add %3489, %3490 : i64
    %3492 = llvm.call @malloc(%3491) : (i64) -> !llvm.ptr
    %3493 = llvm.ptrtoint %3492 : !llvm.ptr to i64
    %3494 = llvm.mlir.constant(1 : index) : i64
    %3495 = llvm.sub %3490, %3494 : i64
    %3496 = llvm.add %3493, %3495 : i64
    %3497 = llvm.urem %3496, %3490 : i64
    %3498 = llvm.sub %3496, %3497 : i64
    %3499 = llvm.inttoptr %3498 : i64 to !llvm.ptr
    %3500 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3501 = llvm.insertvalue %3492, %3500[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3502 = llvm.insertvalue %3499, %3501[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3503 = llvm.mlir.constant(0 : index) : i64
    %3504 = llvm.insertvalue %3503, %3502[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3505 = llvm.insertvalue %3479, %3504[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3506 = llvm.insertvalue %3480, %3505[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3507 = llvm.insertvalue %3481, %3506[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3508 = llvm.insertvalue %3482, %3507[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3509 = llvm.insertvalue %3485, %3508[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3510 = llvm.insertvalue %3484, %3509[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3511 = llvm.insertvalue %3482, %3510[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3512 = llvm.insertvalue %3483, %3511[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb277(%30 : i64)
  ^bb277(%3513: i64):  // 2 preds: ^bb276, ^bb287
    %3514 = llvm.icmp "slt" %3513, %29 : i64
    llvm.cond_br %3514, ^bb278, ^bb288
  ^bb278:  // pred: ^bb277
    llvm.br ^bb279(%30 : i64)
  ^bb279(%3515: i64):  // 2 preds: ^bb278, ^bb286
    %3516 = llvm.icmp "slt" %3515, %26 : i64
    llvm.cond_br %3516, ^bb280, ^bb287
  ^bb280:  // pred: ^bb279
    llvm.br ^bb281(%30 : i64)
  ^bb281(%3517: i64):  // 2 preds: ^bb280, ^bb285
    %3518 = llvm.icmp "slt" %3517, %21 : i64
    llvm.cond_br %3518, ^bb282, ^bb286
  ^bb282:  // pred: ^bb281
    llvm.br ^bb283(%30 : i64)
  ^bb283(%3519: i64):  // 2 preds: ^bb282, ^bb284
    %3520 = llvm.icmp "slt" %3519, %21 : i64
    llvm.cond_br %3520, ^bb284, ^bb285
  ^bb284:  // pred: ^bb283
    %3521 = llvm.extractvalue %3455[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3522 = llvm.mlir.constant(20736 : index) : i64
    %3523 = llvm.mul %3513, %3522 overflow<nsw, nuw> : i64
    %3524 = llvm.mlir.constant(324 : index) : i64
    %3525 = llvm.mul %3515, %3524 overflow<nsw, nuw> : i64
    %3526 = llvm.add %3523, %3525 overflow<nsw, nuw> : i64
    %3527 = llvm.mlir.constant(18 : index) : i64
    %3528 = llvm.mul %3517, %3527 overflow<nsw, nuw> : i64
    %3529 = llvm.add %3526, %3528 overflow<nsw, nuw> : i64
    %3530 = llvm.add %3529, %3519 overflow<nsw, nuw> : i64
    %3531 = llvm.getelementptr inbounds|nuw %3521[%3530] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3532 = llvm.load %3531 : !llvm.ptr -> f32
    %3533 = llvm.extractvalue %3512[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3534 = llvm.mlir.constant(20736 : index) : i64
    %3535 = llvm.mul %3513, %3534 overflow<nsw, nuw> : i64
    %3536 = llvm.mlir.constant(324 : index) : i64
    %3537 = llvm.mul %3515, %3536 overflow<nsw, nuw> : i64
    %3538 = llvm.add %3535, %3537 overflow<nsw, nuw> : i64
    %3539 = llvm.mlir.constant(18 : index) : i64
    %3540 = llvm.mul %3517, %3539 overflow<nsw, nuw> : i64
    %3541 = llvm.add %3538, %3540 overflow<nsw, nuw> : i64
    %3542 = llvm.add %3541, %3519 overflow<nsw, nuw> : i64
    %3543 = llvm.getelementptr inbounds|nuw %3533[%3542] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3532, %3543 : f32, !llvm.ptr
    %3544 = llvm.add %3519, %29 : i64
    llvm.br ^bb283(%3544 : i64)
  ^bb285:  // pred: ^bb283
    %3545 = llvm.add %3517, %29 : i64
    llvm.br ^bb281(%3545 : i64)
  ^bb286:  // pred: ^bb281
    %3546 = llvm.add %3515, %29 : i64
    llvm.br ^bb279(%3546 : i64)
  ^bb287:  // pred: ^bb279
    %3547 = llvm.add %3513, %29 : i64
    llvm.br ^bb277(%3547 : i64)
  ^bb288:  // pred: ^bb277
    %3548 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3549 = llvm.extractvalue %3512[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3550 = llvm.extractvalue %3512[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3551 = llvm.insertvalue %3549, %3548[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3552 = llvm.insertvalue %3550, %3551[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3553 = llvm.mlir.constant(19 : index) : i64
    %3554 = llvm.insertvalue %3553, %3552[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3555 = llvm.mlir.constant(1 : index) : i64
    %3556 = llvm.insertvalue %3555, %3554[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3557 = llvm.mlir.constant(20736 : index) : i64
    %3558 = llvm.insertvalue %3557, %3556[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3559 = llvm.mlir.constant(64 : index) : i64
    %3560 = llvm.insertvalue %3559, %3558[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3561 = llvm.mlir.constant(324 : index) : i64
    %3562 = llvm.insertvalue %3561, %3560[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3563 = llvm.mlir.constant(16 : index) : i64
    %3564 = llvm.insertvalue %3563, %3562[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3565 = llvm.mlir.constant(18 : index) : i64
    %3566 = llvm.insertvalue %3565, %3564[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3567 = llvm.mlir.constant(16 : index) : i64
    %3568 = llvm.insertvalue %3567, %3566[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3569 = llvm.mlir.constant(1 : index) : i64
    %3570 = llvm.insertvalue %3569, %3568[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb289(%30 : i64)
  ^bb289(%3571: i64):  // 2 preds: ^bb288, ^bb299
    %3572 = llvm.icmp "slt" %3571, %29 : i64
    llvm.cond_br %3572, ^bb290, ^bb300
  ^bb290:  // pred: ^bb289
    llvm.br ^bb291(%30 : i64)
  ^bb291(%3573: i64):  // 2 preds: ^bb290, ^bb298
    %3574 = llvm.icmp "slt" %3573, %26 : i64
    llvm.cond_br %3574, ^bb292, ^bb299
  ^bb292:  // pred: ^bb291
    llvm.br ^bb293(%30 : i64)
  ^bb293(%3575: i64):  // 2 preds: ^bb292, ^bb297
    %3576 = llvm.icmp "slt" %3575, %22 : i64
    llvm.cond_br %3576, ^bb294, ^bb298
  ^bb294:  // pred: ^bb293
    llvm.br ^bb295(%30 : i64)
  ^bb295(%3577: i64):  // 2 preds: ^bb294, ^bb296
    %3578 = llvm.icmp "slt" %3577, %22 : i64
    llvm.cond_br %3578, ^bb296, ^bb297
  ^bb296:  // pred: ^bb295
    %3579 = llvm.extractvalue %3356[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3580 = llvm.mlir.constant(16384 : index) : i64
    %3581 = llvm.mul %3571, %3580 overflow<nsw, nuw> : i64
    %3582 = llvm.mlir.constant(256 : index) : i64
    %3583 = llvm.mul %3573, %3582 overflow<nsw, nuw> : i64
    %3584 = llvm.add %3581, %3583 overflow<nsw, nuw> : i64
    %3585 = llvm.mlir.constant(16 : index) : i64
    %3586 = llvm.mul %3575, %3585 overflow<nsw, nuw> : i64
    %3587 = llvm.add %3584, %3586 overflow<nsw, nuw> : i64
    %3588 = llvm.add %3587, %3577 overflow<nsw, nuw> : i64
    %3589 = llvm.getelementptr inbounds|nuw %3579[%3588] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3590 = llvm.load %3589 : !llvm.ptr -> f32
    %3591 = llvm.extractvalue %3570[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3592 = llvm.mlir.constant(19 : index) : i64
    %3593 = llvm.getelementptr %3591[%3592] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3594 = llvm.mlir.constant(20736 : index) : i64
    %3595 = llvm.mul %3571, %3594 overflow<nsw, nuw> : i64
    %3596 = llvm.mlir.constant(324 : index) : i64
    %3597 = llvm.mul %3573, %3596 overflow<nsw, nuw> : i64
    %3598 = llvm.add %3595, %3597 overflow<nsw, nuw> : i64
    %3599 = llvm.mlir.constant(18 : index) : i64
    %3600 = llvm.mul %3575, %3599 overflow<nsw, nuw> : i64
    %3601 = llvm.add %3598, %3600 overflow<nsw, nuw> : i64
    %3602 = llvm.add %3601, %3577 overflow<nsw, nuw> : i64
    %3603 = llvm.getelementptr inbounds|nuw %3593[%3602] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3590, %3603 : f32, !llvm.ptr
    %3604 = llvm.add %3577, %29 : i64
    llvm.br ^bb295(%3604 : i64)
  ^bb297:  // pred: ^bb295
    %3605 = llvm.add %3575, %29 : i64
    llvm.br ^bb293(%3605 : i64)
  ^bb298:  // pred: ^bb293
    %3606 = llvm.add %3573, %29 : i64
    llvm.br ^bb291(%3606 : i64)
  ^bb299:  // pred: ^bb291
    %3607 = llvm.add %3571, %29 : i64
    llvm.br ^bb289(%3607 : i64)
  ^bb300:  // pred: ^bb289
    %3608 = llvm.mlir.constant(1 : index) : i64
    %3609 = llvm.mlir.constant(64 : index) : i64
    %3610 = llvm.mlir.constant(16 : index) : i64
    %3611 = llvm.mlir.constant(16 : index) : i64
    %3612 = llvm.mlir.constant(1 : index) : i64
    %3613 = llvm.mlir.constant(256 : index) : i64
    %3614 = llvm.mlir.constant(16384 : index) : i64
    %3615 = llvm.mlir.constant(16384 : index) : i64
    %3616 = llvm.mlir.zero : !llvm.ptr
    %3617 = llvm.getelementptr %3616[%3615] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3618 = llvm.ptrtoint %3617 : !llvm.ptr to i64
    %3619 = llvm.mlir.constant(64 : index) : i64
    %3620 = llvm.add %3618, %3619 : i64
    %3621 = llvm.call @malloc(%3620) : (i64) -> !llvm.ptr
    %3622 = llvm.ptrtoint %3621 : !llvm.ptr to i64
    %3623 = llvm.mlir.constant(1 : index) : i64
    %3624 = llvm.sub %3619, %3623 : i64
    %3625 = llvm.add %3622, %3624 : i64
    %3626 = llvm.urem %3625, %3619 : i64
    %3627 = llvm.sub %3625, %3626 : i64
    %3628 = llvm.inttoptr %3627 : i64 to !llvm.ptr
    %3629 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3630 = llvm.insertvalue %3621, %3629[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3631 = llvm.insertvalue %3628, %3630[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3632 = llvm.mlir.constant(0 : index) : i64
    %3633 = llvm.insertvalue %3632, %3631[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3634 = llvm.insertvalue %3608, %3633[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3635 = llvm.insertvalue %3609, %3634[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3636 = llvm.insertvalue %3610, %3635[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3637 = llvm.insertvalue %3611, %3636[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3638 = llvm.insertvalue %3614, %3637[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3639 = llvm.insertvalue %3613, %3638[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3640 = llvm.insertvalue %3611, %3639[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3641 = llvm.insertvalue %3612, %3640[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb301(%30 : i64)
  ^bb301(%3642: i64):  // 2 preds: ^bb300, ^bb311
    %3643 = llvm.icmp "slt" %3642, %29 : i64
    llvm.cond_br %3643, ^bb302, ^bb312
  ^bb302:  // pred: ^bb301
    llvm.br ^bb303(%30 : i64)
  ^bb303(%3644: i64):  // 2 preds: ^bb302, ^bb310
    %3645 = llvm.icmp "slt" %3644, %26 : i64
    llvm.cond_br %3645, ^bb304, ^bb311
  ^bb304:  // pred: ^bb303
    llvm.br ^bb305(%30 : i64)
  ^bb305(%3646: i64):  // 2 preds: ^bb304, ^bb309
    %3647 = llvm.icmp "slt" %3646, %22 : i64
    llvm.cond_br %3647, ^bb306, ^bb310
  ^bb306:  // pred: ^bb305
    llvm.br ^bb307(%30 : i64)
  ^bb307(%3648: i64):  // 2 preds: ^bb306, ^bb308
    %3649 = llvm.icmp "slt" %3648, %22 : i64
    llvm.cond_br %3649, ^bb308, ^bb309
  ^bb308:  // pred: ^bb307
    %3650 = llvm.extractvalue %3082[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3651 = llvm.mlir.constant(16384 : index) : i64
    %3652 = llvm.mul %3642, %3651 overflow<nsw, nuw> : i64
    %3653 = llvm.mlir.constant(256 : index) : i64
    %3654 = llvm.mul %3644, %3653 overflow<nsw, nuw> : i64
    %3655 = llvm.add %3652, %3654 overflow<nsw, nuw> : i64
    %3656 = llvm.mlir.constant(16 : index) : i64
    %3657 = llvm.mul %3646, %3656 overflow<nsw, nuw> : i64
    %3658 = llvm.add %3655, %3657 overflow<nsw, nuw> : i64
    %3659 = llvm.add %3658, %3648 overflow<nsw, nuw> : i64
    %3660 = llvm.getelementptr inbounds|nuw %3650[%3659] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3661 = llvm.load %3660 : !llvm.ptr -> f32
    %3662 = llvm.extractvalue %3641[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3663 = llvm.mlir.constant(16384 : index) : i64
    %3664 = llvm.mul %3642, %3663 overflow<nsw, nuw> : i64
    %3665 = llvm.mlir.constant(256 : index) : i64
    %3666 = llvm.mul %3644, %3665 overflow<nsw, nuw> : i64
    %3667 = llvm.add %3664, %3666 overflow<nsw, nuw> : i64
    %3668 = llvm.mlir.constant(16 : index) : i64
    %3669 = llvm.mul %3646, %3668 overflow<nsw, nuw> : i64
    %3670 = llvm.add %3667, %3669 overflow<nsw, nuw> : i64
    %3671 = llvm.add %3670, %3648 overflow<nsw, nuw> : i64
    %3672 = llvm.getelementptr inbounds|nuw %3662[%3671] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3661, %3672 : f32, !llvm.ptr
    %3673 = llvm.add %3648, %29 : i64
    llvm.br ^bb307(%3673 : i64)
  ^bb309:  // pred: ^bb307
    %3674 = llvm.add %3646, %29 : i64
    llvm.br ^bb305(%3674 : i64)
  ^bb310:  // pred: ^bb305
    %3675 = llvm.add %3644, %29 : i64
    llvm.br ^bb303(%3675 : i64)
  ^bb311:  // pred: ^bb303
    %3676 = llvm.add %3642, %29 : i64
    llvm.br ^bb301(%3676 : i64)
  ^bb312:  // pred: ^bb301
    llvm.br ^bb313(%30 : i64)
  ^bb313(%3677: i64):  // 2 preds: ^bb312, ^bb332
    %3678 = llvm.icmp "slt" %3677, %29 : i64
    llvm.cond_br %3678, ^bb314, ^bb333
  ^bb314:  // pred: ^bb313
    llvm.br ^bb315(%30 : i64)
  ^bb315(%3679: i64):  // 2 preds: ^bb314, ^bb331
    %3680 = llvm.icmp "slt" %3679, %26 : i64
    llvm.cond_br %3680, ^bb316, ^bb332
  ^bb316:  // pred: ^bb315
    llvm.br ^bb317(%30 : i64)
  ^bb317(%3681: i64):  // 2 preds: ^bb316, ^bb330
    %3682 = llvm.icmp "slt" %3681, %22 : i64
    llvm.cond_br %3682, ^bb318, ^bb331
  ^bb318:  // pred: ^bb317
    llvm.br ^bb319(%30 : i64)
  ^bb319(%3683: i64):  // 2 preds: ^bb318, ^bb329
    %3684 = llvm.icmp "slt" %3683, %22 : i64
    llvm.cond_br %3684, ^bb320, ^bb330
  ^bb320:  // pred: ^bb319
    llvm.br ^bb321(%30 : i64)
  ^bb321(%3685: i64):  // 2 preds: ^bb320, ^bb328
    %3686 = llvm.icmp "slt" %3685, %26 : i64
    llvm.cond_br %3686, ^bb322, ^bb329
  ^bb322:  // pred: ^bb321
    llvm.br ^bb323(%30 : i64)
  ^bb323(%3687: i64):  // 2 preds: ^bb322, ^bb327
    %3688 = llvm.icmp "slt" %3687, %28 : i64
    llvm.cond_br %3688, ^bb324, ^bb328
  ^bb324:  // pred: ^bb323
    llvm.br ^bb325(%30 : i64)
  ^bb325(%3689: i64):  // 2 preds: ^bb324, ^bb326
    %3690 = llvm.icmp "slt" %3689, %28 : i64
    llvm.cond_br %3690, ^bb326, ^bb327
  ^bb326:  // pred: ^bb325
    %3691 = llvm.add %3681, %3687 : i64
    %3692 = llvm.add %3683, %3689 : i64
    %3693 = llvm.extractvalue %3512[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3694 = llvm.mlir.constant(20736 : index) : i64
    %3695 = llvm.mul %3677, %3694 overflow<nsw, nuw> : i64
    %3696 = llvm.mlir.constant(324 : index) : i64
    %3697 = llvm.mul %3685, %3696 overflow<nsw, nuw> : i64
    %3698 = llvm.add %3695, %3697 overflow<nsw, nuw> : i64
    %3699 = llvm.mlir.constant(18 : index) : i64
    %3700 = llvm.mul %3691, %3699 overflow<nsw, nuw> : i64
    %3701 = llvm.add %3698, %3700 overflow<nsw, nuw> : i64
    %3702 = llvm.add %3701, %3692 overflow<nsw, nuw> : i64
    %3703 = llvm.getelementptr inbounds|nuw %3693[%3702] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3704 = llvm.load %3703 : !llvm.ptr -> f32
    %3705 = llvm.extractvalue %1721[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3706 = llvm.mlir.constant(576 : index) : i64
    %3707 = llvm.mul %3679, %3706 overflow<nsw, nuw> : i64
    %3708 = llvm.mlir.constant(9 : index) : i64
    %3709 = llvm.mul %3685, %3708 overflow<nsw, nuw> : i64
    %3710 = llvm.add %3707, %3709 overflow<nsw, nuw> : i64
    %3711 = llvm.mlir.constant(3 : index) : i64
    %3712 = llvm.mul %3687, %3711 overflow<nsw, nuw> : i64
    %3713 = llvm.add %3710, %3712 overflow<nsw, nuw> : i64
    %3714 = llvm.add %3713, %3689 overflow<nsw, nuw> : i64
    %3715 = llvm.getelementptr inbounds|nuw %3705[%3714] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3716 = llvm.load %3715 : !llvm.ptr -> f32
    %3717 = llvm.extractvalue %3641[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3718 = llvm.mlir.constant(16384 : index) : i64
    %3719 = llvm.mul %3677, %3718 overflow<nsw, nuw> : i64
    %3720 = llvm.mlir.constant(256 : index) : i64
    %3721 = llvm.mul %3679, %3720 overflow<nsw, nuw> : i64
    %3722 = llvm.add %3719, %3721 overflow<nsw, nuw> : i64
    %3723 = llvm.mlir.constant(16 : index) : i64
    %3724 = llvm.mul %3681, %3723 overflow<nsw, nuw> : i64
    %3725 = llvm.add %3722, %3724 overflow<nsw, nuw> : i64
    %3726 = llvm.add %3725, %3683 overflow<nsw, nuw> : i64
    %3727 = llvm.getelementptr inbounds|nuw %3717[%3726] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3728 = llvm.load %3727 : !llvm.ptr -> f32
    %3729 = llvm.fmul %3704, %3716 : f32
    %3730 = llvm.fadd %3728, %3729 : f32
    %3731 = llvm.extractvalue %3641[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3732 = llvm.mlir.constant(16384 : index) : i64
    %3733 = llvm.mul %3677, %3732 overflow<nsw, nuw> : i64
    %3734 = llvm.mlir.constant(256 : index) : i64
    %3735 = llvm.mul %3679, %3734 overflow<nsw, nuw> : i64
    %3736 = llvm.add %3733, %3735 overflow<nsw, nuw> : i64
    %3737 = llvm.mlir.constant(16 : index) : i64
    %3738 = llvm.mul %3681, %3737 overflow<nsw, nuw> : i64
    %3739 = llvm.add %3736, %3738 overflow<nsw, nuw> : i64
    %3740 = llvm.add %3739, %3683 overflow<nsw, nuw> : i64
    %3741 = llvm.getelementptr inbounds|nuw %3731[%3740] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3730, %3741 : f32, !llvm.ptr
    %3742 = llvm.add %3689, %29 : i64
    llvm.br ^bb325(%3742 : i64)
  ^bb327:  // pred: ^bb325
    %3743 = llvm.add %3687, %29 : i64
    llvm.br ^bb323(%3743 : i64)
  ^bb328:  // pred: ^bb323
    %3744 = llvm.add %3685, %29 : i64
    llvm.br ^bb321(%3744 : i64)
  ^bb329:  // pred: ^bb321
    %3745 = llvm.add %3683, %29 : i64
    llvm.br ^bb319(%3745 : i64)
  ^bb330:  // pred: ^bb319
    %3746 = llvm.add %3681, %29 : i64
    llvm.br ^bb317(%3746 : i64)
  ^bb331:  // pred: ^bb317
    %3747 = llvm.add %3679, %29 : i64
    llvm.br ^bb315(%3747 : i64)
  ^bb332:  // pred: ^bb315
    %3748 = llvm.add %3677, %29 : i64
    llvm.br ^bb313(%3748 : i64)
  ^bb333:  // pred: ^bb313
    %3749 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3750 = llvm.extractvalue %1677[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3751 = llvm.extractvalue %1677[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3752 = llvm.insertvalue %3750, %3749[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3753 = llvm.insertvalue %3751, %3752[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3754 = llvm.mlir.constant(0 : index) : i64
    %3755 = llvm.insertvalue %3754, %3753[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3756 = llvm.mlir.constant(64 : index) : i64
    %3757 = llvm.insertvalue %3756, %3755[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3758 = llvm.mlir.constant(1 : index) : i64
    %3759 = llvm.insertvalue %3758, %3757[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3760 = llvm.mlir.constant(1 : index) : i64
    %3761 = llvm.insertvalue %3760, %3759[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3762 = llvm.mlir.constant(1 : index) : i64
    %3763 = llvm.insertvalue %3762, %3761[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3764 = llvm.mlir.constant(1 : index) : i64
    %3765 = llvm.insertvalue %3764, %3763[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3766 = llvm.mlir.constant(1 : index) : i64
    %3767 = llvm.insertvalue %3766, %3765[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3768 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3769 = llvm.extractvalue %1693[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3770 = llvm.extractvalue %1693[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3771 = llvm.insertvalue %3769, %3768[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3772 = llvm.insertvalue %3770, %3771[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3773 = llvm.mlir.constant(0 : index) : i64
    %3774 = llvm.insertvalue %3773, %3772[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3775 = llvm.mlir.constant(64 : index) : i64
    %3776 = llvm.insertvalue %3775, %3774[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3777 = llvm.mlir.constant(1 : index) : i64
    %3778 = llvm.insertvalue %3777, %3776[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3779 = llvm.mlir.constant(1 : index) : i64
    %3780 = llvm.insertvalue %3779, %3778[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3781 = llvm.mlir.constant(1 : index) : i64
    %3782 = llvm.insertvalue %3781, %3780[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3783 = llvm.mlir.constant(1 : index) : i64
    %3784 = llvm.insertvalue %3783, %3782[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3785 = llvm.mlir.constant(1 : index) : i64
    %3786 = llvm.insertvalue %3785, %3784[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3787 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3788 = llvm.extractvalue %1661[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3789 = llvm.extractvalue %1661[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3790 = llvm.insertvalue %3788, %3787[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3791 = llvm.insertvalue %3789, %3790[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3792 = llvm.mlir.constant(0 : index) : i64
    %3793 = llvm.insertvalue %3792, %3791[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3794 = llvm.mlir.constant(64 : index) : i64
    %3795 = llvm.insertvalue %3794, %3793[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3796 = llvm.mlir.constant(1 : index) : i64
    %3797 = llvm.insertvalue %3796, %3795[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3798 = llvm.mlir.constant(1 : index) : i64
    %3799 = llvm.insertvalue %3798, %3797[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3800 = llvm.mlir.constant(1 : index) : i64
    %3801 = llvm.insertvalue %3800, %3799[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3802 = llvm.mlir.constant(1 : index) : i64
    %3803 = llvm.insertvalue %3802, %3801[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3804 = llvm.mlir.constant(1 : index) : i64
    %3805 = llvm.insertvalue %3804, %3803[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3806 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3807 = llvm.extractvalue %1645[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3808 = llvm.extractvalue %1645[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3809 = llvm.insertvalue %3807, %3806[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3810 = llvm.insertvalue %3808, %3809[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3811 = llvm.mlir.constant(0 : index) : i64
    %3812 = llvm.insertvalue %3811, %3810[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3813 = llvm.mlir.constant(64 : index) : i64
    %3814 = llvm.insertvalue %3813, %3812[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3815 = llvm.mlir.constant(1 : index) : i64
    %3816 = llvm.insertvalue %3815, %3814[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3817 = llvm.mlir.constant(1 : index) : i64
    %3818 = llvm.insertvalue %3817, %3816[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3819 = llvm.mlir.constant(1 : index) : i64
    %3820 = llvm.insertvalue %3819, %3818[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3821 = llvm.mlir.constant(1 : index) : i64
    %3822 = llvm.insertvalue %3821, %3820[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3823 = llvm.mlir.constant(1 : index) : i64
    %3824 = llvm.insertvalue %3823, %3822[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3825 = llvm.mlir.constant(1 : index) : i64
    %3826 = llvm.mlir.constant(64 : index) : i64
    %3827 = llvm.mlir.constant(16 : index) : i64
    %3828 = llvm.mlir.constant(16 : index) : i64
    %3829 = llvm.mlir.constant(1 : index) : i64
    %3830 = llvm.mlir.constant(256 : index) : i64
    %3831 = llvm.mlir.constant(16384 : index) : i64
    %3832 = llvm.mlir.constant(16384 : index) : i64
    %3833 = llvm.mlir.zero : !llvm.ptr
    %3834 = llvm.getelementptr %3833[%3832] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3835 = llvm.ptrtoint %3834 : !llvm.ptr to i64
    %3836 = llvm.mlir.constant(64 : index) : i64
    %3837 = llvm.add %3835, %3836 : i64
    %3838 = llvm.call @malloc(%3837) : (i64) -> !llvm.ptr
    %3839 = llvm.ptrtoint %3838 : !llvm.ptr to i64
    %3840 = llvm.mlir.constant(1 : index) : i64
    %3841 = llvm.sub %3836, %3840 : i64
    %3842 = llvm.add %3839, %3841 : i64
    %3843 = llvm.urem %3842, %3836 : i64
    %3844 = llvm.sub %3842, %3843 : i64
    %3845 = llvm.inttoptr %3844 : i64 to !llvm.ptr
    %3846 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3847 = llvm.insertvalue %3838, %3846[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3848 = llvm.insertvalue %3845, %3847[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3849 = llvm.mlir.constant(0 : index) : i64
    %3850 = llvm.insertvalue %3849, %3848[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3851 = llvm.insertvalue %3825, %3850[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3852 = llvm.insertvalue %3826, %3851[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3853 = llvm.insertvalue %3827, %3852[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3854 = llvm.insertvalue %3828, %3853[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3855 = llvm.insertvalue %3831, %3854[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3856 = llvm.insertvalue %3830, %3855[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3857 = llvm.insertvalue %3828, %3856[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3858 = llvm.insertvalue %3829, %3857[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb334(%30 : i64)
  ^bb334(%3859: i64):  // 2 preds: ^bb333, ^bb344
    %3860 = llvm.icmp "slt" %3859, %29 : i64
    llvm.cond_br %3860, ^bb335, ^bb345
  ^bb335:  // pred: ^bb334
    llvm.br ^bb336(%30 : i64)
  ^bb336(%3861: i64):  // 2 preds: ^bb335, ^bb343
    %3862 = llvm.icmp "slt" %3861, %26 : i64
    llvm.cond_br %3862, ^bb337, ^bb344
  ^bb337:  // pred: ^bb336
    llvm.br ^bb338(%30 : i64)
  ^bb338(%3863: i64):  // 2 preds: ^bb337, ^bb342
    %3864 = llvm.icmp "slt" %3863, %22 : i64
    llvm.cond_br %3864, ^bb339, ^bb343
  ^bb339:  // pred: ^bb338
    llvm.br ^bb340(%30 : i64)
  ^bb340(%3865: i64):  // 2 preds: ^bb339, ^bb341
    %3866 = llvm.icmp "slt" %3865, %22 : i64
    llvm.cond_br %3866, ^bb341, ^bb342
  ^bb341:  // pred: ^bb340
    %3867 = llvm.extractvalue %3641[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3868 = llvm.mlir.constant(16384 : index) : i64
    %3869 = llvm.mul %3859, %3868 overflow<nsw, nuw> : i64
    %3870 = llvm.mlir.constant(256 : index) : i64
    %3871 = llvm.mul %3861, %3870 overflow<nsw, nuw> : i64
    %3872 = llvm.add %3869, %3871 overflow<nsw, nuw> : i64
    %3873 = llvm.mlir.constant(16 : index) : i64
    %3874 = llvm.mul %3863, %3873 overflow<nsw, nuw> : i64
    %3875 = llvm.add %3872, %3874 overflow<nsw, nuw> : i64
    %3876 = llvm.add %3875, %3865 overflow<nsw, nuw> : i64
    %3877 = llvm.getelementptr inbounds|nuw %3867[%3876] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3878 = llvm.load %3877 : !llvm.ptr -> f32
    %3879 = llvm.extractvalue %3786[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3880 = llvm.add %3861, %30 overflow<nsw, nuw> : i64
    %3881 = llvm.add %3880, %30 overflow<nsw, nuw> : i64
    %3882 = llvm.getelementptr inbounds|nuw %3879[%3881] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3883 = llvm.load %3882 : !llvm.ptr -> f32
    %3884 = llvm.extractvalue %3767[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3885 = llvm.add %3861, %30 overflow<nsw, nuw> : i64
    %3886 = llvm.add %3885, %30 overflow<nsw, nuw> : i64
    %3887 = llvm.getelementptr inbounds|nuw %3884[%3886] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3888 = llvm.load %3887 : !llvm.ptr -> f32
    %3889 = llvm.extractvalue %3805[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3890 = llvm.add %3861, %30 overflow<nsw, nuw> : i64
    %3891 = llvm.add %3890, %30 overflow<nsw, nuw> : i64
    %3892 = llvm.getelementptr inbounds|nuw %3889[%3891] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3893 = llvm.load %3892 : !llvm.ptr -> f32
    %3894 = llvm.extractvalue %3824[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3895 = llvm.add %3861, %30 overflow<nsw, nuw> : i64
    %3896 = llvm.add %3895, %30 overflow<nsw, nuw> : i64
    %3897 = llvm.getelementptr inbounds|nuw %3894[%3896] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3898 = llvm.load %3897 : !llvm.ptr -> f32
    %3899 = llvm.extractvalue %2769[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3900 = llvm.mlir.constant(16384 : index) : i64
    %3901 = llvm.mul %3859, %3900 overflow<nsw, nuw> : i64
    %3902 = llvm.mlir.constant(256 : index) : i64
    %3903 = llvm.mul %3861, %3902 overflow<nsw, nuw> : i64
    %3904 = llvm.add %3901, %3903 overflow<nsw, nuw> : i64
    %3905 = llvm.mlir.constant(16 : index) : i64
    %3906 = llvm.mul %3863, %3905 overflow<nsw, nuw> : i64
    %3907 = llvm.add %3904, %3906 overflow<nsw, nuw> : i64
    %3908 = llvm.add %3907, %3865 overflow<nsw, nuw> : i64
    %3909 = llvm.getelementptr inbounds|nuw %3899[%3908] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3910 = llvm.load %3909 : !llvm.ptr -> f32
    %3911 = llvm.fptrunc %32 : f64 to f32
    %3912 = llvm.fadd %3888, %3911 : f32
    %3913 = llvm.intr.sqrt(%3912) : (f32) -> f32
    %3914 = llvm.fdiv %34, %3913 : f32
    %3915 = llvm.fsub %3878, %3883 : f32
    %3916 = llvm.fmul %3915, %3914 : f32
    %3917 = llvm.fmul %3916, %3893 : f32
    %3918 = llvm.fadd %3917, %3898 : f32
    %3919 = llvm.fadd %3918, %3910 : f32
    %3920 = llvm.fcmp "ugt" %3919, %33 : f32
    %3921 = llvm.select %3920, %3919, %33 : i1, f32
    %3922 = llvm.extractvalue %3858[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3923 = llvm.mlir.constant(16384 : index) : i64
    %3924 = llvm.mul %3859, %3923 overflow<nsw, nuw> : i64
    %3925 = llvm.mlir.constant(256 : index) : i64
    %3926 = llvm.mul %3861, %3925 overflow<nsw, nuw> : i64
    %3927 = llvm.add %3924, %3926 overflow<nsw, nuw> : i64
    %3928 = llvm.mlir.constant(16 : index) : i64
    %3929 = llvm.mul %3863, %3928 overflow<nsw, nuw> : i64
    %3930 = llvm.add %3927, %3929 overflow<nsw, nuw> : i64
    %3931 = llvm.add %3930, %3865 overflow<nsw, nuw> : i64
    %3932 = llvm.getelementptr inbounds|nuw %3922[%3931] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3921, %3932 : f32, !llvm.ptr
    %3933 = llvm.add %3865, %29 : i64
    llvm.br ^bb340(%3933 : i64)
  ^bb342:  // pred: ^bb340
    %3934 = llvm.add %3863, %29 : i64
    llvm.br ^bb338(%3934 : i64)
  ^bb343:  // pred: ^bb338
    %3935 = llvm.add %3861, %29 : i64
    llvm.br ^bb336(%3935 : i64)
  ^bb344:  // pred: ^bb336
    %3936 = llvm.add %3859, %29 : i64
    llvm.br ^bb334(%3936 : i64)
  ^bb345:  // pred: ^bb334
    %3937 = llvm.mlir.constant(1 : index) : i64
    %3938 = llvm.mlir.constant(64 : index) : i64
    %3939 = llvm.mlir.constant(18 : index) : i64
    %3940 = llvm.mlir.constant(18 : index) : i64
    %3941 = llvm.mlir.constant(1 : index) : i64
    %3942 = llvm.mlir.constant(324 : index) : i64
    %3943 = llvm.mlir.constant(20736 : index) : i64
    %3944 = llvm.mlir.constant(20736 : index) : i64
    %3945 = llvm.mlir.zero : !llvm.ptr
    %3946 = llvm.getelementptr %3945[%3944] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3947 = llvm.ptrtoint %3946 : !llvm.ptr to i64
    %3948 = llvm.mlir.constant(64 : index) : i64
    %3949 = llvm.add %3947, %3948 : i64
    %3950 = llvm.call @malloc(%3949) : (i64) -> !llvm.ptr
    %3951 = llvm.ptrtoint %3950 : !llvm.ptr to i64
    %3952 = llvm.mlir.constant(1 : index) : i64
    %3953 = llvm.sub %3948, %3952 : i64
    %3954 = llvm.add %3951, %3953 : i64
    %3955 = llvm.urem %3954, %3948 : i64
    %3956 = llvm.sub %3954, %3955 : i64
    %3957 = llvm.inttoptr %3956 : i64 to !llvm.ptr
    %3958 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3959 = llvm.insertvalue %3950, %3958[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3960 = llvm.insertvalue %3957, %3959[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3961 = llvm.mlir.constant(0 : index) : i64
    %3962 = llvm.insertvalue %3961, %3960[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3963 = llvm.insertvalue %3937, %3962[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3964 = llvm.insertvalue %3938, %3963[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3965 = llvm.insertvalue %3939, %3964[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3966 = llvm.insertvalue %3940, %3965[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3967 = llvm.insertvalue %3943, %3966[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3968 = llvm.insertvalue %3942, %3967[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3969 = llvm.insertvalue %3940, %3968[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3970 = llvm.insertvalue %3941, %3969[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb346(%30 : i64)
  ^bb346(%3971: i64):  // 2 preds: ^bb345, ^bb356
    %3972 = llvm.icmp "slt" %3971, %29 : i64
    llvm.cond_br %3972, ^bb347, ^bb357
  ^bb347:  // pred: ^bb346
    llvm.br ^bb348(%30 : i64)
  ^bb348(%3973: i64):  // 2 preds: ^bb347, ^bb355
    %3974 = llvm.icmp "slt" %3973, %26 : i64
    llvm.cond_br %3974, ^bb349, ^bb356
  ^bb349:  // pred: ^bb348
    llvm.br ^bb350(%30 : i64)
  ^bb350(%3975: i64):  // 2 preds: ^bb349, ^bb354
    %3976 = llvm.icmp "slt" %3975, %21 : i64
    llvm.cond_br %3976, ^bb351, ^bb355
  ^bb351:  // pred: ^bb350
    llvm.br ^bb352(%30 : i64)
  ^bb352(%3977: i64):  // 2 preds: ^bb351, ^bb353
    %3978 = llvm.icmp "slt" %3977, %21 : i64
    llvm.cond_br %3978, ^bb353, ^bb354
  ^bb353:  // pred: ^bb352
    %3979 = llvm.extractvalue %3970[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3980 = llvm.mlir.constant(20736 : index) : i64
    %3981 = llvm.mul %3971, %3980 overflow<nsw, nuw> : i64
    %3982 = llvm.mlir.constant(324 : index) : i64
    %3983 = llvm.mul %3973, %3982 overflow<nsw, nuw> : i64
    %3984 = llvm.add %3981, %3983 overflow<nsw, nuw> : i64
    %3985 = llvm.mlir.constant(18 : index) : i64
    %3986 = llvm.mul %3975, %3985 overflow<nsw, nuw> : i64
    %3987 = llvm.add %3984, %3986 overflow<nsw, nuw> : i64
    %3988 = llvm.add %3987, %3977 overflow<nsw, nuw> : i64
    %3989 = llvm.getelementptr inbounds|nuw %3979[%3988] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %3989 : f32, !llvm.ptr
    %3990 = llvm.add %3977, %29 : i64
    llvm.br ^bb352(%3990 : i64)
  ^bb354:  // pred: ^bb352
    %3991 = llvm.add %3975, %29 : i64
    llvm.br ^bb350(%3991 : i64)
  ^bb355:  // pred: ^bb350
    %3992 = llvm.add %3973, %29 : i64
    llvm.br ^bb348(%3992 : i64)
  ^bb356:  // pred: ^bb348
    %3993 = llvm.add %3971, %29 : i64
    llvm.br ^bb346(%3993 : i64)
  ^bb357:  // pred: ^bb346
    %3994 = llvm.mlir.constant(1 : index) : i64
    %3995 = llvm.mlir.constant(64 : index) : i64
    %3996 = llvm.mlir.constant(18 : index) : i64
    %3997 = llvm.mlir.constant(18 : index) : i64
    %3998 = llvm.mlir.constant(1 : index) : i64
    %3999 = llvm.mlir.constant(324 : index) : i64
    %4000 = llvm.mlir.constant(20736 : index) : i64
    %4001 = llvm.mlir.constant(20736 : index) : i64
    %4002 = llvm.mlir.zero : !llvm.ptr
    %4003 = llvm.getelementptr %4002[%4001] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4004 = llvm.ptrtoint %4003 : !llvm.ptr to i64
    %4005 = llvm.mlir.constant(64 : index) : i64
    %4006 = llvm.add %4004, %4005 : i64
    %4007 = llvm.call @malloc(%4006) : (i64) -> !llvm.ptr
    %4008 = llvm.ptrtoint %4007 : !llvm.ptr to i64
    %4009 = llvm.mlir.constant(1 : index) : i64
    %4010 = llvm.sub %4005, %4009 : i64
    %4011 = llvm.add %4008, %4010 : i64
    %4012 = llvm.urem %4011, %4005 : i64
    %4013 = llvm.sub %4011, %4012 : i64
    %4014 = llvm.inttoptr %4013 : i64 to !llvm.ptr
    %4015 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4016 = llvm.insertvalue %4007, %4015[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4017 = llvm.insertvalue %4014, %4016[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4018 = llvm.mlir.constant(0 : index) : i64
    %4019 = llvm.insertvalue %4018, %4017[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4020 = llvm.insertvalue %3994, %4019[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4021 = llvm.insertvalue %3995, %4020[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4022 = llvm.insertvalue %3996, %4021[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4023 = llvm.insertvalue %3997, %4022[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4024 = llvm.insertvalue %4000, %4023[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4025 = llvm.insertvalue %3999, %4024[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4026 = llvm.insertvalue %3997, %4025[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4027 = llvm.insertvalue %3998, %4026[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb358(%30 : i64)
  ^bb358(%4028: i64):  // 2 preds: ^bb357, ^bb368
    %4029 = llvm.icmp "slt" %4028, %29 : i64
    llvm.cond_br %4029, ^bb359, ^bb369
  ^bb359:  // pred: ^bb358
    llvm.br ^bb360(%30 : i64)
  ^bb360(%4030: i64):  // 2 preds: ^bb359, ^bb367
    %4031 = llvm.icmp "slt" %4030, %26 : i64
    llvm.cond_br %4031, ^bb361, ^bb368
  ^bb361:  // pred: ^bb360
    llvm.br ^bb362(%30 : i64)
  ^bb362(%4032: i64):  // 2 preds: ^bb361, ^bb366
    %4033 = llvm.icmp "slt" %4032, %21 : i64
    llvm.cond_br %4033, ^bb363, ^bb367
  ^bb363:  // pred: ^bb362
    llvm.br ^bb364(%30 : i64)
  ^bb364(%4034: i64):  // 2 preds: ^bb363, ^bb365
    %4035 = llvm.icmp "slt" %4034, %21 : i64
    llvm.cond_br %4035, ^bb365, ^bb366
  ^bb365:  // pred: ^bb364
    %4036 = llvm.extractvalue %3970[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4037 = llvm.mlir.constant(20736 : index) : i64
    %4038 = llvm.mul %4028, %4037 overflow<nsw, nuw> : i64
    %4039 = llvm.mlir.constant(324 : index) : i64
    %4040 = llvm.mul %4030, %4039 overflow<nsw, nuw> : i64
    %4041 = llvm.add %4038, %4040 overflow<nsw, nuw> : i64
    %4042 = llvm.mlir.constant(18 : index) : i64
    %4043 = llvm.mul %4032, %4042 overflow<nsw, nuw> : i64
    %4044 = llvm.add %4041, %4043 overflow<nsw, nuw> : i64
    %4045 = llvm.add %4044, %4034 overflow<nsw, nuw> : i64
    %4046 = llvm.getelementptr inbounds|nuw %4036[%4045] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4047 = llvm.load %4046 : !llvm.ptr -> f32
    %4048 = llvm.extractvalue %4027[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4049 = llvm.mlir.constant(20736 : index) : i64
    %4050 = llvm.mul %4028, %4049 overflow<nsw, nuw> : i64
    %4051 = llvm.mlir.constant(324 : index) : i64
    %4052 = llvm.mul %4030, %4051 overflow<nsw, nuw> : i64
    %4053 = llvm.add %4050, %4052 overflow<nsw, nuw> : i64
    %4054 = llvm.mlir.constant(18 : index) : i64
    %4055 = llvm.mul %4032, %4054 overflow<nsw, nuw> : i64
    %4056 = llvm.add %4053, %4055 overflow<nsw, nuw> : i64
    %4057 = llvm.add %4056, %4034 overflow<nsw, nuw> : i64
    %4058 = llvm.getelementptr inbounds|nuw %4048[%4057] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4047, %4058 : f32, !llvm.ptr
    %4059 = llvm.add %4034, %29 : i64
    llvm.br ^bb364(%4059 : i64)
  ^bb366:  // pred: ^bb364
    %4060 = llvm.add %4032, %29 : i64
    llvm.br ^bb362(%4060 : i64)
  ^bb367:  // pred: ^bb362
    %4061 = llvm.add %4030, %29 : i64
    llvm.br ^bb360(%4061 : i64)
  ^bb368:  // pred: ^bb360
    %4062 = llvm.add %4028, %29 : i64
    llvm.br ^bb358(%4062 : i64)
  ^bb369:  // pred: ^bb358
    %4063 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4064 = llvm.extractvalue %4027[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4065 = llvm.extractvalue %4027[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4066 = llvm.insertvalue %4064, %4063[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4067 = llvm.insertvalue %4065, %4066[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4068 = llvm.mlir.constant(19 : index) : i64
    %4069 = llvm.insertvalue %4068, %4067[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4070 = llvm.mlir.constant(1 : index) : i64
    %4071 = llvm.insertvalue %4070, %4069[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4072 = llvm.mlir.constant(20736 : index) : i64
    %4073 = llvm.insertvalue %4072, %4071[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4074 = llvm.mlir.constant(64 : index) : i64
    %4075 = llvm.insertvalue %4074, %4073[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4076 = llvm.mlir.constant(324 : index) : i64
    %4077 = llvm.insertvalue %4076, %4075[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4078 = llvm.mlir.constant(16 : index) : i64
    %4079 = llvm.insertvalue %4078, %4077[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4080 = llvm.mlir.constant(18 : index) : i64
    %4081 = llvm.insertvalue %4080, %4079[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4082 = llvm.mlir.constant(16 : index) : i64
    %4083 = llvm.insertvalue %4082, %4081[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4084 = llvm.mlir.constant(1 : index) : i64
    %4085 = llvm.insertvalue %4084, %4083[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb370(%30 : i64)
  ^bb370(%4086: i64):  // 2 preds: ^bb369, ^bb380
    %4087 = llvm.icmp "slt" %4086, %29 : i64
    llvm.cond_br %4087, ^bb371, ^bb381
  ^bb371:  // pred: ^bb370
    llvm.br ^bb372(%30 : i64)
  ^bb372(%4088: i64):  // 2 preds: ^bb371, ^bb379
    %4089 = llvm.icmp "slt" %4088, %26 : i64
    llvm.cond_br %4089, ^bb373, ^bb380
  ^bb373:  // pred: ^bb372
    llvm.br ^bb374(%30 : i64)
  ^bb374(%4090: i64):  // 2 preds: ^bb373, ^bb378
    %4091 = llvm.icmp "slt" %4090, %22 : i64
    llvm.cond_br %4091, ^bb375, ^bb379
  ^bb375:  // pred: ^bb374
    llvm.br ^bb376(%30 : i64)
  ^bb376(%4092: i64):  // 2 preds: ^bb375, ^bb377
    %4093 = llvm.icmp "slt" %4092, %22 : i64
    llvm.cond_br %4093, ^bb377, ^bb378
  ^bb377:  // pred: ^bb376
    %4094 = llvm.extractvalue %3858[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4095 = llvm.mlir.constant(16384 : index) : i64
    %4096 = llvm.mul %4086, %4095 overflow<nsw, nuw> : i64
    %4097 = llvm.mlir.constant(256 : index) : i64
    %4098 = llvm.mul %4088, %4097 overflow<nsw, nuw> : i64
    %4099 = llvm.add %4096, %4098 overflow<nsw, nuw> : i64
    %4100 = llvm.mlir.constant(16 : index) : i64
    %4101 = llvm.mul %4090, %4100 overflow<nsw, nuw> : i64
    %4102 = llvm.add %4099, %4101 overflow<nsw, nuw> : i64
    %4103 = llvm.add %4102, %4092 overflow<nsw, nuw> : i64
    %4104 = llvm.getelementptr inbounds|nuw %4094[%4103] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4105 = llvm.load %4104 : !llvm.ptr -> f32
    %4106 = llvm.extractvalue %4085[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4107 = llvm.mlir.constant(19 : index) : i64
    %4108 = llvm.getelementptr %4106[%4107] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4109 = llvm.mlir.constant(20736 : index) : i64
    %4110 = llvm.mul %4086, %4109 overflow<nsw, nuw> : i64
    %4111 = llvm.mlir.constant(324 : index) : i64
    %4112 = llvm.mul %4088, %4111 overflow<nsw, nuw> : i64
    %4113 = llvm.add %4110, %4112 overflow<nsw, nuw> : i64
    %4114 = llvm.mlir.constant(18 : index) : i64
    %4115 = llvm.mul %4090, %4114 overflow<nsw, nuw> : i64
    %4116 = llvm.add %4113, %4115 overflow<nsw, nuw> : i64
    %4117 = llvm.add %4116, %4092 overflow<nsw, nuw> : i64
    %4118 = llvm.getelementptr inbounds|nuw %4108[%4117] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4105, %4118 : f32, !llvm.ptr
    %4119 = llvm.add %4092, %29 : i64
    llvm.br ^bb376(%4119 : i64)
  ^bb378:  // pred: ^bb376
    %4120 = llvm.add %4090, %29 : i64
    llvm.br ^bb374(%4120 : i64)
  ^bb379:  // pred: ^bb374
    %4121 = llvm.add %4088, %29 : i64
    llvm.br ^bb372(%4121 : i64)
  ^bb380:  // pred: ^bb372
    %4122 = llvm.add %4086, %29 : i64
    llvm.br ^bb370(%4122 : i64)
  ^bb381:  // pred: ^bb370
    %4123 = llvm.mlir.constant(1 : index) : i64
    %4124 = llvm.mlir.constant(64 : index) : i64
    %4125 = llvm.mlir.constant(16 : index) : i64
    %4126 = llvm.mlir.constant(16 : index) : i64
    %4127 = llvm.mlir.constant(1 : index) : i64
    %4128 = llvm.mlir.constant(256 : index) : i64
    %4129 = llvm.mlir.constant(16384 : index) : i64
    %4130 = llvm.mlir.constant(16384 : index) : i64
    %4131 = llvm.mlir.zero : !llvm.ptr
    %4132 = llvm.getelementptr %4131[%4130] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4133 = llvm.ptrtoint %4132 : !llvm.ptr to i64
    %4134 = llvm.mlir.constant(64 : index) : i64
    %4135 = llvm.add %4133, %4134 : i64
    %4136 = llvm.call @malloc(%4135) : (i64) -> !llvm.ptr
    %4137 = llvm.ptrtoint %4136 : !llvm.ptr to i64
    %4138 = llvm.mlir.constant(1 : index) : i64
    %4139 = llvm.sub %4134, %4138 : i64
    %4140 = llvm.add %4137, %4139 : i64
    %4141 = llvm.urem %4140, %4134 : i64
    %4142 = llvm.sub %4140, %4141 : i64
    %4143 = llvm.inttoptr %4142 : i64 to !llvm.ptr
    %4144 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4145 = llvm.insertvalue %4136, %4144[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4146 = llvm.insertvalue %4143, %4145[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4147 = llvm.mlir.constant(0 : index) : i64
    %4148 = llvm.insertvalue %4147, %4146[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4149 = llvm.insertvalue %4123, %4148[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4150 = llvm.insertvalue %4124, %4149[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4151 = llvm.insertvalue %4125, %4150[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4152 = llvm.insertvalue %4126, %4151[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4153 = llvm.insertvalue %4129, %4152[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4154 = llvm.insertvalue %4128, %4153[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4155 = llvm.insertvalue %4126, %4154[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4156 = llvm.insertvalue %4127, %4155[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb382(%30 : i64)
  ^bb382(%4157: i64):  // 2 preds: ^bb381, ^bb392
    %4158 = llvm.icmp "slt" %4157, %29 : i64
    llvm.cond_br %4158, ^bb383, ^bb393
  ^bb383:  // pred: ^bb382
    llvm.br ^bb384(%30 : i64)
  ^bb384(%4159: i64):  // 2 preds: ^bb383, ^bb391
    %4160 = llvm.icmp "slt" %4159, %26 : i64
    llvm.cond_br %4160, ^bb385, ^bb392
  ^bb385:  // pred: ^bb384
    llvm.br ^bb386(%30 : i64)
  ^bb386(%4161: i64):  // 2 preds: ^bb385, ^bb390
    %4162 = llvm.icmp "slt" %4161, %22 : i64
    llvm.cond_br %4162, ^bb387, ^bb391
  ^bb387:  // pred: ^bb386
    llvm.br ^bb388(%30 : i64)
  ^bb388(%4163: i64):  // 2 preds: ^bb387, ^bb389
    %4164 = llvm.icmp "slt" %4163, %22 : i64
    llvm.cond_br %4164, ^bb389, ^bb390
  ^bb389:  // pred: ^bb388
    %4165 = llvm.extractvalue %3082[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4166 = llvm.mlir.constant(16384 : index) : i64
    %4167 = llvm.mul %4157, %4166 overflow<nsw, nuw> : i64
    %4168 = llvm.mlir.constant(256 : index) : i64
    %4169 = llvm.mul %4159, %4168 overflow<nsw, nuw> : i64
    %4170 = llvm.add %4167, %4169 overflow<nsw, nuw> : i64
    %4171 = llvm.mlir.constant(16 : index) : i64
    %4172 = llvm.mul %4161, %4171 overflow<nsw, nuw> : i64
    %4173 = llvm.add %4170, %4172 overflow<nsw, nuw> : i64
    %4174 = llvm.add %4173, %4163 overflow<nsw, nuw> : i64
    %4175 = llvm.getelementptr inbounds|nuw %4165[%4174] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4176 = llvm.load %4175 : !llvm.ptr -> f32
    %4177 = llvm.extractvalue %4156[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4178 = llvm.mlir.constant(16384 : index) : i64
    %4179 = llvm.mul %4157, %4178 overflow<nsw, nuw> : i64
    %4180 = llvm.mlir.constant(256 : index) : i64
    %4181 = llvm.mul %4159, %4180 overflow<nsw, nuw> : i64
    %4182 = llvm.add %4179, %4181 overflow<nsw, nuw> : i64
    %4183 = llvm.mlir.constant(16 : index) : i64
    %4184 = llvm.mul %4161, %4183 overflow<nsw, nuw> : i64
    %4185 = llvm.add %4182, %4184 overflow<nsw, nuw> : i64
    %4186 = llvm.add %4185, %4163 overflow<nsw, nuw> : i64
    %4187 = llvm.getelementptr inbounds|nuw %4177[%4186] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4176, %4187 : f32, !llvm.ptr
    %4188 = llvm.add %4163, %29 : i64
    llvm.br ^bb388(%4188 : i64)
  ^bb390:  // pred: ^bb388
    %4189 = llvm.add %4161, %29 : i64
    llvm.br ^bb386(%4189 : i64)
  ^bb391:  // pred: ^bb386
    %4190 = llvm.add %4159, %29 : i64
    llvm.br ^bb384(%4190 : i64)
  ^bb392:  // pred: ^bb384
    %4191 = llvm.add %4157, %29 : i64
    llvm.br ^bb382(%4191 : i64)
  ^bb393:  // pred: ^bb382
    llvm.br ^bb394(%30 : i64)
  ^bb394(%4192: i64):  // 2 preds: ^bb393, ^bb413
    %4193 = llvm.icmp "slt" %4192, %29 : i64
    llvm.cond_br %4193, ^bb395, ^bb414
  ^bb395:  // pred: ^bb394
    llvm.br ^bb396(%30 : i64)
  ^bb396(%4194: i64):  // 2 preds: ^bb395, ^bb412
    %4195 = llvm.icmp "slt" %4194, %26 : i64
    llvm.cond_br %4195, ^bb397, ^bb413
  ^bb397:  // pred: ^bb396
    llvm.br ^bb398(%30 : i64)
  ^bb398(%4196: i64):  // 2 preds: ^bb397, ^bb411
    %4197 = llvm.icmp "slt" %4196, %22 : i64
    llvm.cond_br %4197, ^bb399, ^bb412
  ^bb399:  // pred: ^bb398
    llvm.br ^bb400(%30 : i64)
  ^bb400(%4198: i64):  // 2 preds: ^bb399, ^bb410
    %4199 = llvm.icmp "slt" %4198, %22 : i64
    llvm.cond_br %4199, ^bb401, ^bb411
  ^bb401:  // pred: ^bb400
    llvm.br ^bb402(%30 : i64)
  ^bb402(%4200: i64):  // 2 preds: ^bb401, ^bb409
    %4201 = llvm.icmp "slt" %4200, %26 : i64
    llvm.cond_br %4201, ^bb403, ^bb410
  ^bb403:  // pred: ^bb402
    llvm.br ^bb404(%30 : i64)
  ^bb404(%4202: i64):  // 2 preds: ^bb403, ^bb408
    %4203 = llvm.icmp "slt" %4202, %28 : i64
    llvm.cond_br %4203, ^bb405, ^bb409
  ^bb405:  // pred: ^bb404
    llvm.br ^bb406(%30 : i64)
  ^bb406(%4204: i64):  // 2 preds: ^bb405, ^bb407
    %4205 = llvm.icmp "slt" %4204, %28 : i64
    llvm.cond_br %4205, ^bb407, ^bb408
  ^bb407:  // pred: ^bb406
    %4206 = llvm.add %4196, %4202 : i64
    %4207 = llvm.add %4198, %4204 : i64
    %4208 = llvm.extractvalue %4027[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4209 = llvm.mlir.constant(20736 : index) : i64
    %4210 = llvm.mul %4192, %4209 overflow<nsw, nuw> : i64
    %4211 = llvm.mlir.constant(324 : index) : i64
    %4212 = llvm.mul %4200, %4211 overflow<nsw, nuw> : i64
    %4213 = llvm.add %4210, %4212 overflow<nsw, nuw> : i64
    %4214 = llvm.mlir.constant(18 : index) : i64
    %4215 = llvm.mul %4206, %4214 overflow<nsw, nuw> : i64
    %4216 = llvm.add %4213, %4215 overflow<nsw, nuw> : i64
    %4217 = llvm.add %4216, %4207 overflow<nsw, nuw> : i64
    %4218 = llvm.getelementptr inbounds|nuw %4208[%4217] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4219 = llvm.load %4218 : !llvm.ptr -> f32
    %4220 = llvm.extractvalue %1629[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4221 = llvm.mlir.constant(576 : index) : i64
    %4222 = llvm.mul %4194, %4221 overflow<nsw, nuw> : i64
    %4223 = llvm.mlir.constant(9 : index) : i64
    %4224 = llvm.mul %4200, %4223 overflow<nsw, nuw> : i64
    %4225 = llvm.add %4222, %4224 overflow<nsw, nuw> : i64
    %4226 = llvm.mlir.constant(3 : index) : i64
    %4227 = llvm.mul %4202, %4226 overflow<nsw, nuw> : i64
    %4228 = llvm.add %4225, %4227 overflow<nsw, nuw> : i64
    %4229 = llvm.add %4228, %4204 overflow<nsw, nuw> : i64
    %4230 = llvm.getelementptr inbounds|nuw %4220[%4229] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4231 = llvm.load %4230 : !llvm.ptr -> f32
    %4232 = llvm.extractvalue %4156[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4233 = llvm.mlir.constant(16384 : index) : i64
    %4234 = llvm.mul %4192, %4233 overflow<nsw, nuw> : i64
    %4235 = llvm.mlir.constant(256 : index) : i64
    %4236 = llvm.mul %4194, %4235 overflow<nsw, nuw> : i64
    %4237 = llvm.add %4234, %4236 overflow<nsw, nuw> : i64
    %4238 = llvm.mlir.constant(16 : index) : i64
    %4239 = llvm.mul %4196, %4238 overflow<nsw, nuw> : i64
    %4240 = llvm.add %4237, %4239 overflow<nsw, nuw> : i64
    %4241 = llvm.add %4240, %4198 overflow<nsw, nuw> : i64
    %4242 = llvm.getelementptr inbounds|nuw %4232[%4241] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4243 = llvm.load %4242 : !llvm.ptr -> f32
    %4244 = llvm.fmul %4219, %4231 : f32
    %4245 = llvm.fadd %4243, %4244 : f32
    %4246 = llvm.extractvalue %4156[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4247 = llvm.mlir.constant(16384 : index) : i64
    %4248 = llvm.mul %4192, %4247 overflow<nsw, nuw> : i64
    %4249 = llvm.mlir.constant(256 : index) : i64
    %4250 = llvm.mul %4194, %4249 overflow<nsw, nuw> : i64
    %4251 = llvm.add %4248, %4250 overflow<nsw, nuw> : i64
    %4252 = llvm.mlir.constant(16 : index) : i64
    %4253 = llvm.mul %4196, %4252 overflow<nsw, nuw> : i64
    %4254 = llvm.add %4251, %4253 overflow<nsw, nuw> : i64
    %4255 = llvm.add %4254, %4198 overflow<nsw, nuw> : i64
    %4256 = llvm.getelementptr inbounds|nuw %4246[%4255] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4245, %4256 : f32, !llvm.ptr
    %4257 = llvm.add %4204, %29 : i64
    llvm.br ^bb406(%4257 : i64)
  ^bb408:  // pred: ^bb406
    %4258 = llvm.add %4202, %29 : i64
    llvm.br ^bb404(%4258 : i64)
  ^bb409:  // pred: ^bb404
    %4259 = llvm.add %4200, %29 : i64
    llvm.br ^bb402(%4259 : i64)
  ^bb410:  // pred: ^bb402
    %4260 = llvm.add %4198, %29 : i64
    llvm.br ^bb400(%4260 : i64)
  ^bb411:  // pred: ^bb400
    %4261 = llvm.add %4196, %29 : i64
    llvm.br ^bb398(%4261 : i64)
  ^bb412:  // pred: ^bb398
    %4262 = llvm.add %4194, %29 : i64
    llvm.br ^bb396(%4262 : i64)
  ^bb413:  // pred: ^bb396
    %4263 = llvm.add %4192, %29 : i64
    llvm.br ^bb394(%4263 : i64)
  ^bb414:  // pred: ^bb394
    %4264 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4265 = llvm.extractvalue %1585[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4266 = llvm.extractvalue %1585[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4267 = llvm.insertvalue %4265, %4264[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4268 = llvm.insertvalue %4266, %4267[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4269 = llvm.mlir.constant(0 : index) : i64
    %4270 = llvm.insertvalue %4269, %4268[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4271 = llvm.mlir.constant(64 : index) : i64
    %4272 = llvm.insertvalue %4271, %4270[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4273 = llvm.mlir.constant(1 : index) : i64
    %4274 = llvm.insertvalue %4273, %4272[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4275 = llvm.mlir.constant(1 : index) : i64
    %4276 = llvm.insertvalue %4275, %4274[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4277 = llvm.mlir.constant(1 : index) : i64
    %4278 = llvm.insertvalue %4277, %4276[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4279 = llvm.mlir.constant(1 : index) : i64
    %4280 = llvm.insertvalue %4279, %4278[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4281 = llvm.mlir.constant(1 : index) : i64
    %4282 = llvm.insertvalue %4281, %4280[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4283 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4284 = llvm.extractvalue %1601[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4285 = llvm.extractvalue %1601[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4286 = llvm.insertvalue %4284, %4283[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4287 = llvm.insertvalue %4285, %4286[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4288 = llvm.mlir.constant(0 : index) : i64
    %4289 = llvm.insertvalue %4288, %4287[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4290 = llvm.mlir.constant(64 : index) : i64
    %4291 = llvm.insertvalue %4290, %4289[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4292 = llvm.mlir.constant(1 : index) : i64
    %4293 = llvm.insertvalue %4292, %4291[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4294 = llvm.mlir.constant(1 : index) : i64
    %4295 = llvm.insertvalue %4294, %4293[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4296 = llvm.mlir.constant(1 : index) : i64
    %4297 = llvm.insertvalue %4296, %4295[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4298 = llvm.mlir.constant(1 : index) : i64
    %4299 = llvm.insertvalue %4298, %4297[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4300 = llvm.mlir.constant(1 : index) : i64
    %4301 = llvm.insertvalue %4300, %4299[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4302 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4303 = llvm.extractvalue %1569[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4304 = llvm.extractvalue %1569[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4305 = llvm.insertvalue %4303, %4302[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4306 = llvm.insertvalue %4304, %4305[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4307 = llvm.mlir.constant(0 : index) : i64
    %4308 = llvm.insertvalue %4307, %4306[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4309 = llvm.mlir.constant(64 : index) : i64
    %4310 = llvm.insertvalue %4309, %4308[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4311 = llvm.mlir.constant(1 : index) : i64
    %4312 = llvm.insertvalue %4311, %4310[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4313 = llvm.mlir.constant(1 : index) : i64
    %4314 = llvm.insertvalue %4313, %4312[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4315 = llvm.mlir.constant(1 : index) : i64
    %4316 = llvm.insertvalue %4315, %4314[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4317 = llvm.mlir.constant(1 : index) : i64
    %4318 = llvm.insertvalue %4317, %4316[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4319 = llvm.mlir.constant(1 : index) : i64
    %4320 = llvm.insertvalue %4319, %4318[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4321 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4322 = llvm.extractvalue %1553[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4323 = llvm.extractvalue %1553[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4324 = llvm.insertvalue %4322, %4321[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4325 = llvm.insertvalue %4323, %4324[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4326 = llvm.mlir.constant(0 : index) : i64
    %4327 = llvm.insertvalue %4326, %4325[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4328 = llvm.mlir.constant(64 : index) : i64
    %4329 = llvm.insertvalue %4328, %4327[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4330 = llvm.mlir.constant(1 : index) : i64
    %4331 = llvm.insertvalue %4330, %4329[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4332 = llvm.mlir.constant(1 : index) : i64
    %4333 = llvm.insertvalue %4332, %4331[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4334 = llvm.mlir.constant(1 : index) : i64
    %4335 = llvm.insertvalue %4334, %4333[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4336 = llvm.mlir.constant(1 : index) : i64
    %4337 = llvm.insertvalue %4336, %4335[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4338 = llvm.mlir.constant(1 : index) : i64
    %4339 = llvm.insertvalue %4338, %4337[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4340 = llvm.mlir.constant(1 : index) : i64
    %4341 = llvm.mlir.constant(64 : index) : i64
    %4342 = llvm.mlir.constant(16 : index) : i64
    %4343 = llvm.mlir.constant(16 : index) : i64
    %4344 = llvm.mlir.constant(1 : index) : i64
    %4345 = llvm.mlir.constant(256 : index) : i64
    %4346 = llvm.mlir.constant(16384 : index) : i64
    %4347 = llvm.mlir.constant(16384 : index) : i64
    %4348 = llvm.mlir.zero : !llvm.ptr
    %4349 = llvm.getelementptr %4348[%4347] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4350 = llvm.ptrtoint %4349 : !llvm.ptr to i64
    %4351 = llvm.mlir.constant(64 : index) : i64
    %4352 = llvm.add %4350, %4351 : i64
    %4353 = llvm.call @malloc(%4352) : (i64) -> !llvm.ptr
    %4354 = llvm.ptrtoint %4353 : !llvm.ptr to i64
    %4355 = llvm.mlir.constant(1 : index) : i64
    %4356 = llvm.sub %4351, %4355 : i64
    %4357 = llvm.add %4354, %4356 : i64
    %4358 = llvm.urem %4357, %4351 : i64
    %4359 = llvm.sub %4357, %4358 : i64
    %4360 = llvm.inttoptr %4359 : i64 to !llvm.ptr
    %4361 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4362 = llvm.insertvalue %4353, %4361[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4363 = llvm.insertvalue %4360, %4362[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4364 = llvm.mlir.constant(0 : index) : i64
    %4365 = llvm.insertvalue %4364, %4363[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4366 = llvm.insertvalue %4340, %4365[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4367 = llvm.insertvalue %4341, %4366[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4368 = llvm.insertvalue %4342, %4367[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4369 = llvm.insertvalue %4343, %4368[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4370 = llvm.insertvalue %4346, %4369[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4371 = llvm.insertvalue %4345, %4370[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4372 = llvm.insertvalue %4343, %4371[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4373 = llvm.insertvalue %4344, %4372[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb415(%30 : i64)
  ^bb415(%4374: i64):  // 2 preds: ^bb414, ^bb425
    %4375 = llvm.icmp "slt" %4374, %29 : i64
    llvm.cond_br %4375, ^bb416, ^bb426
  ^bb416:  // pred: ^bb415
    llvm.br ^bb417(%30 : i64)
  ^bb417(%4376: i64):  // 2 preds: ^bb416, ^bb424
    %4377 = llvm.icmp "slt" %4376, %26 : i64
    llvm.cond_br %4377, ^bb418, ^bb425
  ^bb418:  // pred: ^bb417
    llvm.br ^bb419(%30 : i64)
  ^bb419(%4378: i64):  // 2 preds: ^bb418, ^bb423
    %4379 = llvm.icmp "slt" %4378, %22 : i64
    llvm.cond_br %4379, ^bb420, ^bb424
  ^bb420:  // pred: ^bb419
    llvm.br ^bb421(%30 : i64)
  ^bb421(%4380: i64):  // 2 preds: ^bb420, ^bb422
    %4381 = llvm.icmp "slt" %4380, %22 : i64
    llvm.cond_br %4381, ^bb422, ^bb423
  ^bb422:  // pred: ^bb421
    %4382 = llvm.extractvalue %4156[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4383 = llvm.mlir.constant(16384 : index) : i64
    %4384 = llvm.mul %4374, %4383 overflow<nsw, nuw> : i64
    %4385 = llvm.mlir.constant(256 : index) : i64
    %4386 = llvm.mul %4376, %4385 overflow<nsw, nuw> : i64
    %4387 = llvm.add %4384, %4386 overflow<nsw, nuw> : i64
    %4388 = llvm.mlir.constant(16 : index) : i64
    %4389 = llvm.mul %4378, %4388 overflow<nsw, nuw> : i64
    %4390 = llvm.add %4387, %4389 overflow<nsw, nuw> : i64
    %4391 = llvm.add %4390, %4380 overflow<nsw, nuw> : i64
    %4392 = llvm.getelementptr inbounds|nuw %4382[%4391] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4393 = llvm.load %4392 : !llvm.ptr -> f32
    %4394 = llvm.extractvalue %4301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4395 = llvm.add %4376, %30 overflow<nsw, nuw> : i64
    %4396 = llvm.add %4395, %30 overflow<nsw, nuw> : i64
    %4397 = llvm.getelementptr inbounds|nuw %4394[%4396] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4398 = llvm.load %4397 : !llvm.ptr -> f32
    %4399 = llvm.extractvalue %4282[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4400 = llvm.add %4376, %30 overflow<nsw, nuw> : i64
    %4401 = llvm.add %4400, %30 overflow<nsw, nuw> : i64
    %4402 = llvm.getelementptr inbounds|nuw %4399[%4401] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4403 = llvm.load %4402 : !llvm.ptr -> f32
    %4404 = llvm.extractvalue %4320[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4405 = llvm.add %4376, %30 overflow<nsw, nuw> : i64
    %4406 = llvm.add %4405, %30 overflow<nsw, nuw> : i64
    %4407 = llvm.getelementptr inbounds|nuw %4404[%4406] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4408 = llvm.load %4407 : !llvm.ptr -> f32
    %4409 = llvm.extractvalue %4339[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4410 = llvm.add %4376, %30 overflow<nsw, nuw> : i64
    %4411 = llvm.add %4410, %30 overflow<nsw, nuw> : i64
    %4412 = llvm.getelementptr inbounds|nuw %4409[%4411] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4413 = llvm.load %4412 : !llvm.ptr -> f32
    %4414 = llvm.fptrunc %32 : f64 to f32
    %4415 = llvm.fadd %4403, %4414 : f32
    %4416 = llvm.intr.sqrt(%4415) : (f32) -> f32
    %4417 = llvm.fdiv %34, %4416 : f32
    %4418 = llvm.fsub %4393, %4398 : f32
    %4419 = llvm.fmul %4418, %4417 : f32
    %4420 = llvm.fmul %4419, %4408 : f32
    %4421 = llvm.fadd %4420, %4413 : f32
    %4422 = llvm.fcmp "ugt" %4421, %33 : f32
    %4423 = llvm.select %4422, %4421, %33 : i1, f32
    %4424 = llvm.extractvalue %4373[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4425 = llvm.mlir.constant(16384 : index) : i64
    %4426 = llvm.mul %4374, %4425 overflow<nsw, nuw> : i64
    %4427 = llvm.mlir.constant(256 : index) : i64
    %4428 = llvm.mul %4376, %4427 overflow<nsw, nuw> : i64
    %4429 = llvm.add %4426, %4428 overflow<nsw, nuw> : i64
    %4430 = llvm.mlir.constant(16 : index) : i64
    %4431 = llvm.mul %4378, %4430 overflow<nsw, nuw> : i64
    %4432 = llvm.add %4429, %4431 overflow<nsw, nuw> : i64
    %4433 = llvm.add %4432, %4380 overflow<nsw, nuw> : i64
    %4434 = llvm.getelementptr inbounds|nuw %4424[%4433] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4423, %4434 : f32, !llvm.ptr
    %4435 = llvm.add %4380, %29 : i64
    llvm.br ^bb421(%4435 : i64)
  ^bb423:  // pred: ^bb421
    %4436 = llvm.add %4378, %29 : i64
    llvm.br ^bb419(%4436 : i64)
  ^bb424:  // pred: ^bb419
    %4437 = llvm.add %4376, %29 : i64
    llvm.br ^bb417(%4437 : i64)
  ^bb425:  // pred: ^bb417
    %4438 = llvm.add %4374, %29 : i64
    llvm.br ^bb415(%4438 : i64)
  ^bb426:  // pred: ^bb415
    %4439 = llvm.mlir.constant(1 : index) : i64
    %4440 = llvm.mlir.constant(64 : index) : i64
    %4441 = llvm.mlir.constant(18 : index) : i64
    %4442 = llvm.mlir.constant(18 : index) : i64
    %4443 = llvm.mlir.constant(1 : index) : i64
    %4444 = llvm.mlir.constant(324 : index) : i64
    %4445 = llvm.mlir.constant(20736 : index) : i64
    %4446 = llvm.mlir.constant(20736 : index) : i64
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
    llvm.br ^bb427(%30 : i64)
  ^bb427(%4473: i64):  // 2 preds: ^bb426, ^bb437
    %4474 = llvm.icmp "slt" %4473, %29 : i64
    llvm.cond_br %4474, ^bb428, ^bb438
  ^bb428:  // pred: ^bb427
    llvm.br ^bb429(%30 : i64)
  ^bb429(%4475: i64):  // 2 preds: ^bb428, ^bb436
    %4476 = llvm.icmp "slt" %4475, %26 : i64
    llvm.cond_br %4476, ^bb430, ^bb437
  ^bb430:  // pred: ^bb429
    llvm.br ^bb431(%30 : i64)
  ^bb431(%4477: i64):  // 2 preds: ^bb430, ^bb435
    %4478 = llvm.icmp "slt" %4477, %21 : i64
    llvm.cond_br %4478, ^bb432, ^bb436
  ^bb432:  // pred: ^bb431
    llvm.br ^bb433(%30 : i64)
  ^bb433(%4479: i64):  // 2 preds: ^bb432, ^bb434
    %4480 = llvm.icmp "slt" %4479, %21 : i64
    llvm.cond_br %4480, ^bb434, ^bb435
  ^bb434:  // pred: ^bb433
    %4481 = llvm.extractvalue %4472[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4482 = llvm.mlir.constant(20736 : index) : i64
    %4483 = llvm.mul %4473, %4482 overflow<nsw, nuw> : i64
    %4484 = llvm.mlir.constant(324 : index) : i64
    %4485 = llvm.mul %4475, %4484 overflow<nsw, nuw> : i64
    %4486 = llvm.add %4483, %4485 overflow<nsw, nuw> : i64
    %4487 = llvm.mlir.constant(18 : index) : i64
    %4488 = llvm.mul %4477, %4487 overflow<nsw, nuw> : i64
    %4489 = llvm.add %4486, %4488 overflow<nsw, nuw> : i64
    %4490 = llvm.add %4489, %4479 overflow<nsw, nuw> : i64
    %4491 = llvm.getelementptr inbounds|nuw %4481[%4490] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %4491 : f32, !llvm.ptr
    %4492 = llvm.add %4479, %29 : i64
    llvm.br ^bb433(%4492 : i64)
  ^bb435:  // pred: ^bb433
    %4493 = llvm.add %4477, %29 : i64
    llvm.br ^bb431(%4493 : i64)
  ^bb436:  // pred: ^bb431
    %4494 = llvm.add %4475, %29 : i64
    llvm.br ^bb429(%4494 : i64)
  ^bb437:  // pred: ^bb429
    %4495 = llvm.add %4473, %29 : i64
    llvm.br ^bb427(%4495 : i64)
  ^bb438:  // pred: ^bb427
    %4496 = llvm.mlir.constant(1 : index) : i64
    %4497 = llvm.mlir.constant(64 : index) : i64
    %4498 = llvm.mlir.constant(18 : index) : i64
    %4499 = llvm.mlir.constant(18 : index) : i64
    %4500 = llvm.mlir.constant(1 : index) : i64
    %4501 = llvm.mlir.constant(324 : index) : i64
    %4502 = llvm.mlir.constant(20736 : index) : i64
    %4503 = llvm.mlir.constant(20736 : index) : i64
    %4504 = llvm.mlir.zero : !llvm.ptr
    %4505 = llvm.getelementptr %4504[%4503] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4506 = llvm.ptrtoint %4505 : !llvm.ptr to i64
    %4507 = llvm.mlir.constant(64 : index) : i64
    %4508 = llvm.add %4506, %4507 : i64
    %4509 = llvm.call @malloc(%4508) : (i64) -> !llvm.ptr
    %4510 = llvm.ptrtoint %4509 : !llvm.ptr to i64
    %4511 = llvm.mlir.constant(1 : index) : i64
    %4512 = llvm.sub %4507, %4511 : i64
    %4513 = llvm.add %4510, %4512 : i64
    %4514 = llvm.urem %4513, %4507 : i64
    %4515 = llvm.sub %4513, %4514 : i64
    %4516 = llvm.inttoptr %4515 : i64 to !llvm.ptr
    %4517 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4518 = llvm.insertvalue %4509, %4517[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4519 = llvm.insertvalue %4516, %4518[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4520 = llvm.mlir.constant(0 : index) : i64
    %4521 = llvm.insertvalue %4520, %4519[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4522 = llvm.insertvalue %4496, %4521[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4523 = llvm.insertvalue %4497, %4522[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4524 = llvm.insertvalue %4498, %4523[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4525 = llvm.insertvalue %4499, %4524[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4526 = llvm.insertvalue %4502, %4525[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4527 = llvm.insertvalue %4501, %4526[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4528 = llvm.insertvalue %4499, %4527[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4529 = llvm.insertvalue %4500, %4528[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb439(%30 : i64)
  ^bb439(%4530: i64):  // 2 preds: ^bb438, ^bb449
    %4531 = llvm.icmp "slt" %4530, %29 : i64
    llvm.cond_br %4531, ^bb440, ^bb450
  ^bb440:  // pred: ^bb439
    llvm.br ^bb441(%30 : i64)
  ^bb441(%4532: i64):  // 2 preds: ^bb440, ^bb448
    %4533 = llvm.icmp "slt" %4532, %26 : i64
    llvm.cond_br %4533, ^bb442, ^bb449
  ^bb442:  // pred: ^bb441
    llvm.br ^bb443(%30 : i64)
  ^bb443(%4534: i64):  // 2 preds: ^bb442, ^bb447
    %4535 = llvm.icmp "slt" %4534, %21 : i64
    llvm.cond_br %4535, ^bb444, ^bb448
  ^bb444:  // pred: ^bb443
    llvm.br ^bb445(%30 : i64)
  ^bb445(%4536: i64):  // 2 preds: ^bb444, ^bb446
    %4537 = llvm.icmp "slt" %4536, %21 : i64
    llvm.cond_br %4537, ^bb446, ^bb447
  ^bb446:  // pred: ^bb445
    %4538 = llvm.extractvalue %4472[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4539 = llvm.mlir.constant(20736 : index) : i64
    %4540 = llvm.mul %4530, %4539 overflow<nsw, nuw> : i64
    %4541 = llvm.mlir.constant(324 : index) : i64
    %4542 = llvm.mul %4532, %4541 overflow<nsw, nuw> : i64
    %4543 = llvm.add %4540, %4542 overflow<nsw, nuw> : i64
    %4544 = llvm.mlir.constant(18 : index) : i64
    %4545 = llvm.mul %4534, %4544 overflow<nsw, nuw> : i64
    %4546 = llvm.add %4543, %4545 overflow<nsw, nuw> : i64
    %4547 = llvm.add %4546, %4536 overflow<nsw, nuw> : i64
    %4548 = llvm.getelementptr inbounds|nuw %4538[%4547] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4549 = llvm.load %4548 : !llvm.ptr -> f32
    %4550 = llvm.extractvalue %4529[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4551 = llvm.mlir.constant(20736 : index) : i64
    %4552 = llvm.mul %4530, %4551 overflow<nsw, nuw> : i64
    %4553 = llvm.mlir.constant(324 : index) : i64
    %4554 = llvm.mul %4532, %4553 overflow<nsw, nuw> : i64
    %4555 = llvm.add %4552, %4554 overflow<nsw, nuw> : i64
    %4556 = llvm.mlir.constant(18 : index) : i64
    %4557 = llvm.mul %4534, %4556 overflow<nsw, nuw> : i64
    %4558 = llvm.add %4555, %4557 overflow<nsw, nuw> : i64
    %4559 = llvm.add %4558, %4536 overflow<nsw, nuw> : i64
    %4560 = llvm.getelementptr inbounds|nuw %4550[%4559] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4549, %4560 : f32, !llvm.ptr
    %4561 = llvm.add %4536, %29 : i64
    llvm.br ^bb445(%4561 : i64)
  ^bb447:  // pred: ^bb445
    %4562 = llvm.add %4534, %29 : i64
    llvm.br ^bb443(%4562 : i64)
  ^bb448:  // pred: ^bb443
    %4563 = llvm.add %4532, %29 : i64
    llvm.br ^bb441(%4563 : i64)
  ^bb449:  // pred: ^bb441
    %4564 = llvm.add %4530, %29 : i64
    llvm.br ^bb439(%4564 : i64)
  ^bb450:  // pred: ^bb439
    %4565 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4566 = llvm.extractvalue %4529[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4567 = llvm.extractvalue %4529[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4568 = llvm.insertvalue %4566, %4565[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4569 = llvm.insertvalue %4567, %4568[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4570 = llvm.mlir.constant(19 : index) : i64
    %4571 = llvm.insertvalue %4570, %4569[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4572 = llvm.mlir.constant(1 : index) : i64
    %4573 = llvm.insertvalue %4572, %4571[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4574 = llvm.mlir.constant(20736 : index) : i64
    %4575 = llvm.insertvalue %4574, %4573[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4576 = llvm.mlir.constant(64 : index) : i64
    %4577 = llvm.insertvalue %4576, %4575[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4578 = llvm.mlir.constant(324 : index) : i64
    %4579 = llvm.insertvalue %4578, %4577[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4580 = llvm.mlir.constant(16 : index) : i64
    %4581 = llvm.insertvalue %4580, %4579[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4582 = llvm.mlir.constant(18 : index) : i64
    %4583 = llvm.insertvalue %4582, %4581[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4584 = llvm.mlir.constant(16 : index) : i64
    %4585 = llvm.insertvalue %4584, %4583[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4586 = llvm.mlir.constant(1 : index) : i64
    %4587 = llvm.insertvalue %4586, %4585[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb451(%30 : i64)
  ^bb451(%4588: i64):  // 2 preds: ^bb450, ^bb461
    %4589 = llvm.icmp "slt" %4588, %29 : i64
    llvm.cond_br %4589, ^bb452, ^bb462
  ^bb452:  // pred: ^bb451
    llvm.br ^bb453(%30 : i64)
  ^bb453(%4590: i64):  // 2 preds: ^bb452, ^bb460
    %4591 = llvm.icmp "slt" %4590, %26 : i64
    llvm.cond_br %4591, ^bb454, ^bb461
  ^bb454:  // pred: ^bb453
    llvm.br ^bb455(%30 : i64)
  ^bb455(%4592: i64):  // 2 preds: ^bb454, ^bb459
    %4593 = llvm.icmp "slt" %4592, %22 : i64
    llvm.cond_br %4593, ^bb456, ^bb460
  ^bb456:  // pred: ^bb455
    llvm.br ^bb457(%30 : i64)
  ^bb457(%4594: i64):  // 2 preds: ^bb456, ^bb458
    %4595 = llvm.icmp "slt" %4594, %22 : i64
    llvm.cond_br %4595, ^bb458, ^bb459
  ^bb458:  // pred: ^bb457
    %4596 = llvm.extractvalue %4373[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4597 = llvm.mlir.constant(16384 : index) : i64
    %4598 = llvm.mul %4588, %4597 overflow<nsw, nuw> : i64
    %4599 = llvm.mlir.constant(256 : index) : i64
    %4600 = llvm.mul %4590, %4599 overflow<nsw, nuw> : i64
    %4601 = llvm.add %4598, %4600 overflow<nsw, nuw> : i64
    %4602 = llvm.mlir.constant(16 : index) : i64
    %4603 = llvm.mul %4592, %4602 overflow<nsw, nuw> : i64
    %4604 = llvm.add %4601, %4603 overflow<nsw, nuw> : i64
    %4605 = llvm.add %4604, %4594 overflow<nsw, nuw> : i64
    %4606 = llvm.getelementptr inbounds|nuw %4596[%4605] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4607 = llvm.load %4606 : !llvm.ptr -> f32
    %4608 = llvm.extractvalue %4587[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4609 = llvm.mlir.constant(19 : index) : i64
    %4610 = llvm.getelementptr %4608[%4609] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4611 = llvm.mlir.constant(20736 : index) : i64
    %4612 = llvm.mul %4588, %4611 overflow<nsw, nuw> : i64
    %4613 = llvm.mlir.constant(324 : index) : i64
    %4614 = llvm.mul %4590, %4613 overflow<nsw, nuw> : i64
    %4615 = llvm.add %4612, %4614 overflow<nsw, nuw> : i64
    %4616 = llvm.mlir.constant(18 : index) : i64
    %4617 = llvm.mul %4592, %4616 overflow<nsw, nuw> : i64
    %4618 = llvm.add %4615, %4617 overflow<nsw, nuw> : i64
    %4619 = llvm.add %4618, %4594 overflow<nsw, nuw> : i64
    %4620 = llvm.getelementptr inbounds|nuw %4610[%4619] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4607, %4620 : f32, !llvm.ptr
    %4621 = llvm.add %4594, %29 : i64
    llvm.br ^bb457(%4621 : i64)
  ^bb459:  // pred: ^bb457
    %4622 = llvm.add %4592, %29 : i64
    llvm.br ^bb455(%4622 : i64)
  ^bb460:  // pred: ^bb455
    %4623 = llvm.add %4590, %29 : i64
    llvm.br ^bb453(%4623 : i64)
  ^bb461:  // pred: ^bb453
    %4624 = llvm.add %4588, %29 : i64
    llvm.br ^bb451(%4624 : i64)
  ^bb462:  // pred: ^bb451
    %4625 = llvm.mlir.constant(1 : index) : i64
    %4626 = llvm.mlir.constant(64 : index) : i64
    %4627 = llvm.mlir.constant(16 : index) : i64
    %4628 = llvm.mlir.constant(16 : index) : i64
    %4629 = llvm.mlir.constant(1 : index) : i64
    %4630 = llvm.mlir.constant(256 : index) : i64
    %4631 = llvm.mlir.constant(16384 : index) : i64
    %4632 = llvm.mlir.constant(16384 : index) : i64
    %4633 = llvm.mlir.zero : !llvm.ptr
    %4634 = llvm.getelementptr %4633[%4632] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4635 = llvm.ptrtoint %4634 : !llvm.ptr to i64
    %4636 = llvm.mlir.constant(64 : index) : i64
    %4637 = llvm.add %4635, %4636 : i64
    %4638 = llvm.call @malloc(%4637) : (i64) -> !llvm.ptr
    %4639 = llvm.ptrtoint %4638 : !llvm.ptr to i64
    %4640 = llvm.mlir.constant(1 : index) : i64
    %4641 = llvm.sub %4636, %4640 : i64
    %4642 = llvm.add %4639, %4641 : i64
    %4643 = llvm.urem %4642, %4636 : i64
    %4644 = llvm.sub %4642, %4643 : i64
    %4645 = llvm.inttoptr %4644 : i64 to !llvm.ptr
    %4646 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4647 = llvm.insertvalue %4638, %4646[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4648 = llvm.insertvalue %4645, %4647[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4649 = llvm.mlir.constant(0 : index) : i64
    %4650 = llvm.insertvalue %4649, %4648[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4651 = llvm.insertvalue %4625, %4650[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4652 = llvm.insertvalue %4626, %4651[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4653 = llvm.insertvalue %4627, %4652[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4654 = llvm.insertvalue %4628, %4653[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4655 = llvm.insertvalue %4631, %4654[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4656 = llvm.insertvalue %4630, %4655[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4657 = llvm.insertvalue %4628, %4656[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4658 = llvm.insertvalue %4629, %4657[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb463(%30 : i64)
  ^bb463(%4659: i64):  // 2 preds: ^bb462, ^bb473
    %4660 = llvm.icmp "slt" %4659, %29 : i64
    llvm.cond_br %4660, ^bb464, ^bb474
  ^bb464:  // pred: ^bb463
    llvm.br ^bb465(%30 : i64)
  ^bb465(%4661: i64):  // 2 preds: ^bb464, ^bb472
    %4662 = llvm.icmp "slt" %4661, %26 : i64
    llvm.cond_br %4662, ^bb466, ^bb473
  ^bb466:  // pred: ^bb465
    llvm.br ^bb467(%30 : i64)
  ^bb467(%4663: i64):  // 2 preds: ^bb466, ^bb471
    %4664 = llvm.icmp "slt" %4663, %22 : i64
    llvm.cond_br %4664, ^bb468, ^bb472
  ^bb468:  // pred: ^bb467
    llvm.br ^bb469(%30 : i64)
  ^bb469(%4665: i64):  // 2 preds: ^bb468, ^bb470
    %4666 = llvm.icmp "slt" %4665, %22 : i64
    llvm.cond_br %4666, ^bb470, ^bb471
  ^bb470:  // pred: ^bb469
    %4667 = llvm.extractvalue %3082[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4668 = llvm.mlir.constant(16384 : index) : i64
    %4669 = llvm.mul %4659, %4668 overflow<nsw, nuw> : i64
    %4670 = llvm.mlir.constant(256 : index) : i64
    %4671 = llvm.mul %4661, %4670 overflow<nsw, nuw> : i64
    %4672 = llvm.add %4669, %4671 overflow<nsw, nuw> : i64
    %4673 = llvm.mlir.constant(16 : index) : i64
    %4674 = llvm.mul %4663, %4673 overflow<nsw, nuw> : i64
    %4675 = llvm.add %4672, %4674 overflow<nsw, nuw> : i64
    %4676 = llvm.add %4675, %4665 overflow<nsw, nuw> : i64
    %4677 = llvm.getelementptr inbounds|nuw %4667[%4676] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4678 = llvm.load %4677 : !llvm.ptr -> f32
    %4679 = llvm.extractvalue %4658[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4680 = llvm.mlir.constant(16384 : index) : i64
    %4681 = llvm.mul %4659, %4680 overflow<nsw, nuw> : i64
    %4682 = llvm.mlir.constant(256 : index) : i64
    %4683 = llvm.mul %4661, %4682 overflow<nsw, nuw> : i64
    %4684 = llvm.add %4681, %4683 overflow<nsw, nuw> : i64
    %4685 = llvm.mlir.constant(16 : index) : i64
    %4686 = llvm.mul %4663, %4685 overflow<nsw, nuw> : i64
    %4687 = llvm.add %4684, %4686 overflow<nsw, nuw> : i64
    %4688 = llvm.add %4687, %4665 overflow<nsw, nuw> : i64
    %4689 = llvm.getelementptr inbounds|nuw %4679[%4688] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4678, %4689 : f32, !llvm.ptr
    %4690 = llvm.add %4665, %29 : i64
    llvm.br ^bb469(%4690 : i64)
  ^bb471:  // pred: ^bb469
    %4691 = llvm.add %4663, %29 : i64
    llvm.br ^bb467(%4691 : i64)
  ^bb472:  // pred: ^bb467
    %4692 = llvm.add %4661, %29 : i64
    llvm.br ^bb465(%4692 : i64)
  ^bb473:  // pred: ^bb465
    %4693 = llvm.add %4659, %29 : i64
    llvm.br ^bb463(%4693 : i64)
  ^bb474:  // pred: ^bb463
    llvm.br ^bb475(%30 : i64)
  ^bb475(%4694: i64):  // 2 preds: ^bb474, ^bb494
    %4695 = llvm.icmp "slt" %4694, %29 : i64
    llvm.cond_br %4695, ^bb476, ^bb495
  ^bb476:  // pred: ^bb475
    llvm.br ^bb477(%30 : i64)
  ^bb477(%4696: i64):  // 2 preds: ^bb476, ^bb493
    %4697 = llvm.icmp "slt" %4696, %26 : i64
    llvm.cond_br %4697, ^bb478, ^bb494
  ^bb478:  // pred: ^bb477
    llvm.br ^bb479(%30 : i64)
  ^bb479(%4698: i64):  // 2 preds: ^bb478, ^bb492
    %4699 = llvm.icmp "slt" %4698, %22 : i64
    llvm.cond_br %4699, ^bb480, ^bb493
  ^bb480:  // pred: ^bb479
    llvm.br ^bb481(%30 : i64)
  ^bb481(%4700: i64):  // 2 preds: ^bb480, ^bb491
    %4701 = llvm.icmp "slt" %4700, %22 : i64
    llvm.cond_br %4701, ^bb482, ^bb492
  ^bb482:  // pred: ^bb481
    llvm.br ^bb483(%30 : i64)
  ^bb483(%4702: i64):  // 2 preds: ^bb482, ^bb490
    %4703 = llvm.icmp "slt" %4702, %26 : i64
    llvm.cond_br %4703, ^bb484, ^bb491
  ^bb484:  // pred: ^bb483
    llvm.br ^bb485(%30 : i64)
  ^bb485(%4704: i64):  // 2 preds: ^bb484, ^bb489
    %4705 = llvm.icmp "slt" %4704, %28 : i64
    llvm.cond_br %4705, ^bb486, ^bb490
  ^bb486:  // pred: ^bb485
    llvm.br ^bb487(%30 : i64)
  ^bb487(%4706: i64):  // 2 preds: ^bb486, ^bb488
    %4707 = llvm.icmp "slt" %4706, %28 : i64
    llvm.cond_br %4707, ^bb488, ^bb489
  ^bb488:  // pred: ^bb487
    %4708 = llvm.add %4698, %4704 : i64
    %4709 = llvm.add %4700, %4706 : i64
    %4710 = llvm.extractvalue %4529[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4711 = llvm.mlir.constant(20736 : index) : i64
    %4712 = llvm.mul %4694, %4711 overflow<nsw, nuw> : i64
    %4713 = llvm.mlir.constant(324 : index) : i64
    %4714 = llvm.mul %4702, %4713 overflow<nsw, nuw> : i64
    %4715 = llvm.add %4712, %4714 overflow<nsw, nuw> : i64
    %4716 = llvm.mlir.constant(18 : index) : i64
    %4717 = llvm.mul %4708, %4716 overflow<nsw, nuw> : i64
    %4718 = llvm.add %4715, %4717 overflow<nsw, nuw> : i64
    %4719 = llvm.add %4718, %4709 overflow<nsw, nuw> : i64
    %4720 = llvm.getelementptr inbounds|nuw %4710[%4719] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4721 = llvm.load %4720 : !llvm.ptr -> f32
    %4722 = llvm.extractvalue %1537[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4723 = llvm.mlir.constant(576 : index) : i64
    %4724 = llvm.mul %4696, %4723 overflow<nsw, nuw> : i64
    %4725 = llvm.mlir.constant(9 : index) : i64
    %4726 = llvm.mul %4702, %4725 overflow<nsw, nuw> : i64
    %4727 = llvm.add %4724, %4726 overflow<nsw, nuw> : i64
    %4728 = llvm.mlir.constant(3 : index) : i64
    %4729 = llvm.mul %4704, %4728 overflow<nsw, nuw> : i64
    %4730 = llvm.add %4727, %4729 overflow<nsw, nuw> : i64
    %4731 = llvm.add %4730, %4706 overflow<nsw, nuw> : i64
    %4732 = llvm.getelementptr inbounds|nuw %4722[%4731] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4733 = llvm.load %4732 : !llvm.ptr -> f32
    %4734 = llvm.extractvalue %4658[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4735 = llvm.mlir.constant(16384 : index) : i64
    %4736 = llvm.mul %4694, %4735 overflow<nsw, nuw> : i64
    %4737 = llvm.mlir.constant(256 : index) : i64
    %4738 = llvm.mul %4696, %4737 overflow<nsw, nuw> : i64
    %4739 = llvm.add %4736, %4738 overflow<nsw, nuw> : i64
    %4740 = llvm.mlir.constant(16 : index) : i64
    %4741 = llvm.mul %4698, %4740 overflow<nsw, nuw> : i64
    %4742 = llvm.add %4739, %4741 overflow<nsw, nuw> : i64
    %4743 = llvm.add %4742, %4700 overflow<nsw, nuw> : i64
    %4744 = llvm.getelementptr inbounds|nuw %4734[%4743] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4745 = llvm.load %4744 : !llvm.ptr -> f32
    %4746 = llvm.fmul %4721, %4733 : f32
    %4747 = llvm.fadd %4745, %4746 : f32
    %4748 = llvm.extractvalue %4658[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4749 = llvm.mlir.constant(16384 : index) : i64
    %4750 = llvm.mul %4694, %4749 overflow<nsw, nuw> : i64
    %4751 = llvm.mlir.constant(256 : index) : i64
    %4752 = llvm.mul %4696, %4751 overflow<nsw, nuw> : i64
    %4753 = llvm.add %4750, %4752 overflow<nsw, nuw> : i64
    %4754 = llvm.mlir.constant(16 : index) : i64
    %4755 = llvm.mul %4698, %4754 overflow<nsw, nuw> : i64
    %4756 = llvm.add %4753, %4755 overflow<nsw, nuw> : i64
    %4757 = llvm.add %4756, %4700 overflow<nsw, nuw> : i64
    %4758 = llvm.getelementptr inbounds|nuw %4748[%4757] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4747, %4758 : f32, !llvm.ptr
    %4759 = llvm.add %4706, %29 : i64
    llvm.br ^bb487(%4759 : i64)
  ^bb489:  // pred: ^bb487
    %4760 = llvm.add %4704, %29 : i64
    llvm.br ^bb485(%4760 : i64)
  ^bb490:  // pred: ^bb485
    %4761 = llvm.add %4702, %29 : i64
    llvm.br ^bb483(%4761 : i64)
  ^bb491:  // pred: ^bb483
    %4762 = llvm.add %4700, %29 : i64
    llvm.br ^bb481(%4762 : i64)
  ^bb492:  // pred: ^bb481
    %4763 = llvm.add %4698, %29 : i64
    llvm.br ^bb479(%4763 : i64)
  ^bb493:  // pred: ^bb479
    %4764 = llvm.add %4696, %29 : i64
    llvm.br ^bb477(%4764 : i64)
  ^bb494:  // pred: ^bb477
    %4765 = llvm.add %4694, %29 : i64
    llvm.br ^bb475(%4765 : i64)
  ^bb495:  // pred: ^bb475
    %4766 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4767 = llvm.extractvalue %1493[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4768 = llvm.extractvalue %1493[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4769 = llvm.insertvalue %4767, %4766[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4770 = llvm.insertvalue %4768, %4769[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4771 = llvm.mlir.constant(0 : index) : i64
    %4772 = llvm.insertvalue %4771, %4770[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4773 = llvm.mlir.constant(64 : index) : i64
    %4774 = llvm.insertvalue %4773, %4772[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4775 = llvm.mlir.constant(1 : index) : i64
    %4776 = llvm.insertvalue %4775, %4774[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4777 = llvm.mlir.constant(1 : index) : i64
    %4778 = llvm.insertvalue %4777, %4776[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4779 = llvm.mlir.constant(1 : index) : i64
    %4780 = llvm.insertvalue %4779, %4778[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4781 = llvm.mlir.constant(1 : index) : i64
    %4782 = llvm.insertvalue %4781, %4780[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4783 = llvm.mlir.constant(1 : index) : i64
    %4784 = llvm.insertvalue %4783, %4782[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4785 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4786 = llvm.extractvalue %1509[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4787 = llvm.extractvalue %1509[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4788 = llvm.insertvalue %4786, %4785[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4789 = llvm.insertvalue %4787, %4788[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4790 = llvm.mlir.constant(0 : index) : i64
    %4791 = llvm.insertvalue %4790, %4789[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4792 = llvm.mlir.constant(64 : index) : i64
    %4793 = llvm.insertvalue %4792, %4791[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4794 = llvm.mlir.constant(1 : index) : i64
    %4795 = llvm.insertvalue %4794, %4793[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4796 = llvm.mlir.constant(1 : index) : i64
    %4797 = llvm.insertvalue %4796, %4795[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4798 = llvm.mlir.constant(1 : index) : i64
    %4799 = llvm.insertvalue %4798, %4797[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4800 = llvm.mlir.constant(1 : index) : i64
    %4801 = llvm.insertvalue %4800, %4799[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4802 = llvm.mlir.constant(1 : index) : i64
    %4803 = llvm.insertvalue %4802, %4801[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4804 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4805 = llvm.extractvalue %1477[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4806 = llvm.extractvalue %1477[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4807 = llvm.insertvalue %4805, %4804[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4808 = llvm.insertvalue %4806, %4807[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4809 = llvm.mlir.constant(0 : index) : i64
    %4810 = llvm.insertvalue %4809, %4808[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4811 = llvm.mlir.constant(64 : index) : i64
    %4812 = llvm.insertvalue %4811, %4810[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4813 = llvm.mlir.constant(1 : index) : i64
    %4814 = llvm.insertvalue %4813, %4812[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4815 = llvm.mlir.constant(1 : index) : i64
    %4816 = llvm.insertvalue %4815, %4814[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4817 = llvm.mlir.constant(1 : index) : i64
    %4818 = llvm.insertvalue %4817, %4816[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4819 = llvm.mlir.constant(1 : index) : i64
    %4820 = llvm.insertvalue %4819, %4818[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4821 = llvm.mlir.constant(1 : index) : i64
    %4822 = llvm.insertvalue %4821, %4820[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4823 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4824 = llvm.extractvalue %1461[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4825 = llvm.extractvalue %1461[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4826 = llvm.insertvalue %4824, %4823[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4827 = llvm.insertvalue %4825, %4826[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4828 = llvm.mlir.constant(0 : index) : i64
    %4829 = llvm.insertvalue %4828, %4827[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4830 = llvm.mlir.constant(64 : index) : i64
    %4831 = llvm.insertvalue %4830, %4829[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4832 = llvm.mlir.constant(1 : index) : i64
    %4833 = llvm.insertvalue %4832, %4831[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4834 = llvm.mlir.constant(1 : index) : i64
    %4835 = llvm.insertvalue %4834, %4833[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4836 = llvm.mlir.constant(1 : index) : i64
    %4837 = llvm.insertvalue %4836, %4835[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4838 = llvm.mlir.constant(1 : index) : i64
    %4839 = llvm.insertvalue %4838, %4837[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4840 = llvm.mlir.constant(1 : index) : i64
    %4841 = llvm.insertvalue %4840, %4839[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4842 = llvm.mlir.constant(1 : index) : i64
    %4843 = llvm.mlir.constant(64 : index) : i64
    %4844 = llvm.mlir.constant(16 : index) : i64
    %4845 = llvm.mlir.constant(16 : index) : i64
    %4846 = llvm.mlir.constant(1 : index) : i64
    %4847 = llvm.mlir.constant(256 : index) : i64
    %4848 = llvm.mlir.constant(16384 : index) : i64
    %4849 = llvm.mlir.constant(16384 : index) : i64
    %4850 = llvm.mlir.zero : !llvm.ptr
    %4851 = llvm.getelementptr %4850[%4849] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4852 = llvm.ptrtoint %4851 : !llvm.ptr to i64
    %4853 = llvm.mlir.constant(64 : index) : i64
    %4854 = llvm.add %4852, %4853 : i64
    %4855 = llvm.call @malloc(%4854) : (i64) -> !llvm.ptr
    %4856 = llvm.ptrtoint %4855 : !llvm.ptr to i64
    %4857 = llvm.mlir.constant(1 : index) : i64
    %4858 = llvm.sub %4853, %4857 : i64
    %4859 = llvm.add %4856, %4858 : i64
    %4860 = llvm.urem %4859, %4853 : i64
    %4861 = llvm.sub %4859, %4860 : i64
    %4862 = llvm.inttoptr %4861 : i64 to !llvm.ptr
    %4863 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4864 = llvm.insertvalue %4855, %4863[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4865 = llvm.insertvalue %4862, %4864[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4866 = llvm.mlir.constant(0 : index) : i64
    %4867 = llvm.insertvalue %4866, %4865[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4868 = llvm.insertvalue %4842, %4867[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4869 = llvm.insertvalue %4843, %4868[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4870 = llvm.insertvalue %4844, %4869[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4871 = llvm.insertvalue %4845, %4870[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4872 = llvm.insertvalue %4848, %4871[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4873 = llvm.insertvalue %4847, %4872[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4874 = llvm.insertvalue %4845, %4873[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4875 = llvm.insertvalue %4846, %4874[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb496(%30 : i64)
  ^bb496(%4876: i64):  // 2 preds: ^bb495, ^bb506
    %4877 = llvm.icmp "slt" %4876, %29 : i64
    llvm.cond_br %4877, ^bb497, ^bb507
  ^bb497:  // pred: ^bb496
    llvm.br ^bb498(%30 : i64)
  ^bb498(%4878: i64):  // 2 preds: ^bb497, ^bb505
    %4879 = llvm.icmp "slt" %4878, %26 : i64
    llvm.cond_br %4879, ^bb499, ^bb506
  ^bb499:  // pred: ^bb498
    llvm.br ^bb500(%30 : i64)
  ^bb500(%4880: i64):  // 2 preds: ^bb499, ^bb504
    %4881 = llvm.icmp "slt" %4880, %22 : i64
    llvm.cond_br %4881, ^bb501, ^bb505
  ^bb501:  // pred: ^bb500
    llvm.br ^bb502(%30 : i64)
  ^bb502(%4882: i64):  // 2 preds: ^bb501, ^bb503
    %4883 = llvm.icmp "slt" %4882, %22 : i64
    llvm.cond_br %4883, ^bb503, ^bb504
  ^bb503:  // pred: ^bb502
    %4884 = llvm.extractvalue %4658[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4885 = llvm.mlir.constant(16384 : index) : i64
    %4886 = llvm.mul %4876, %4885 overflow<nsw, nuw> : i64
    %4887 = llvm.mlir.constant(256 : index) : i64
    %4888 = llvm.mul %4878, %4887 overflow<nsw, nuw> : i64
    %4889 = llvm.add %4886, %4888 overflow<nsw, nuw> : i64
    %4890 = llvm.mlir.constant(16 : index) : i64
    %4891 = llvm.mul %4880, %4890 overflow<nsw, nuw> : i64
    %4892 = llvm.add %4889, %4891 overflow<nsw, nuw> : i64
    %4893 = llvm.add %4892, %4882 overflow<nsw, nuw> : i64
    %4894 = llvm.getelementptr inbounds|nuw %4884[%4893] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4895 = llvm.load %4894 : !llvm.ptr -> f32
    %4896 = llvm.extractvalue %4803[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4897 = llvm.add %4878, %30 overflow<nsw, nuw> : i64
    %4898 = llvm.add %4897, %30 overflow<nsw, nuw> : i64
    %4899 = llvm.getelementptr inbounds|nuw %4896[%4898] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4900 = llvm.load %4899 : !llvm.ptr -> f32
    %4901 = llvm.extractvalue %4784[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4902 = llvm.add %4878, %30 overflow<nsw, nuw> : i64
    %4903 = llvm.add %4902, %30 overflow<nsw, nuw> : i64
    %4904 = llvm.getelementptr inbounds|nuw %4901[%4903] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4905 = llvm.load %4904 : !llvm.ptr -> f32
    %4906 = llvm.extractvalue %4822[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4907 = llvm.add %4878, %30 overflow<nsw, nuw> : i64
    %4908 = llvm.add %4907, %30 overflow<nsw, nuw> : i64
    %4909 = llvm.getelementptr inbounds|nuw %4906[%4908] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4910 = llvm.load %4909 : !llvm.ptr -> f32
    %4911 = llvm.extractvalue %4841[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4912 = llvm.add %4878, %30 overflow<nsw, nuw> : i64
    %4913 = llvm.add %4912, %30 overflow<nsw, nuw> : i64
    %4914 = llvm.getelementptr inbounds|nuw %4911[%4913] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4915 = llvm.load %4914 : !llvm.ptr -> f32
    %4916 = llvm.extractvalue %3858[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4917 = llvm.mlir.constant(16384 : index) : i64
    %4918 = llvm.mul %4876, %4917 overflow<nsw, nuw> : i64
    %4919 = llvm.mlir.constant(256 : index) : i64
    %4920 = llvm.mul %4878, %4919 overflow<nsw, nuw> : i64
    %4921 = llvm.add %4918, %4920 overflow<nsw, nuw> : i64
    %4922 = llvm.mlir.constant(16 : index) : i64
    %4923 = llvm.mul %4880, %4922 overflow<nsw, nuw> : i64
    %4924 = llvm.add %4921, %4923 overflow<nsw, nuw> : i64
    %4925 = llvm.add %4924, %4882 overflow<nsw, nuw> : i64
    %4926 = llvm.getelementptr inbounds|nuw %4916[%4925] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4927 = llvm.load %4926 : !llvm.ptr -> f32
    %4928 = llvm.fptrunc %32 : f64 to f32
    %4929 = llvm.fadd %4905, %4928 : f32
    %4930 = llvm.intr.sqrt(%4929) : (f32) -> f32
    %4931 = llvm.fdiv %34, %4930 : f32
    %4932 = llvm.fsub %4895, %4900 : f32
    %4933 = llvm.fmul %4932, %4931 : f32
    %4934 = llvm.fmul %4933, %4910 : f32
    %4935 = llvm.fadd %4934, %4915 : f32
    %4936 = llvm.fadd %4935, %4927 : f32
    %4937 = llvm.fcmp "ugt" %4936, %33 : f32
    %4938 = llvm.select %4937, %4936, %33 : i1, f32
    %4939 = llvm.extractvalue %4875[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4940 = llvm.mlir.constant(16384 : index) : i64
    %4941 = llvm.mul %4876, %4940 overflow<nsw, nuw> : i64
    %4942 = llvm.mlir.constant(256 : index) : i64
    %4943 = llvm.mul %4878, %4942 overflow<nsw, nuw> : i64
    %4944 = llvm.add %4941, %4943 overflow<nsw, nuw> : i64
    %4945 = llvm.mlir.constant(16 : index) : i64
    %4946 = llvm.mul %4880, %4945 overflow<nsw, nuw> : i64
    %4947 = llvm.add %4944, %4946 overflow<nsw, nuw> : i64
    %4948 = llvm.add %4947, %4882 overflow<nsw, nuw> : i64
    %4949 = llvm.getelementptr inbounds|nuw %4939[%4948] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4938, %4949 : f32, !llvm.ptr
    %4950 = llvm.add %4882, %29 : i64
    llvm.br ^bb502(%4950 : i64)
  ^bb504:  // pred: ^bb502
    %4951 = llvm.add %4880, %29 : i64
    llvm.br ^bb500(%4951 : i64)
  ^bb505:  // pred: ^bb500
    %4952 = llvm.add %4878, %29 : i64
    llvm.br ^bb498(%4952 : i64)
  ^bb506:  // pred: ^bb498
    %4953 = llvm.add %4876, %29 : i64
    llvm.br ^bb496(%4953 : i64)
  ^bb507:  // pred: ^bb496
    %4954 = llvm.mlir.constant(1 : index) : i64
    %4955 = llvm.mlir.constant(64 : index) : i64
    %4956 = llvm.mlir.constant(18 : index) : i64
    %4957 = llvm.mlir.constant(18 : index) : i64
    %4958 = llvm.mlir.constant(1 : index) : i64
    %4959 = llvm.mlir.constant(324 : index) : i64
    %4960 = llvm.mlir.constant(20736 : index) : i64
    %4961 = llvm.mlir.constant(20736 : index) : i64
    %4962 = llvm.mlir.zero : !llvm.ptr
    %4963 = llvm.getelementptr %4962[%4961] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4964 = llvm.ptrtoint %4963 : !llvm.ptr to i64
    %4965 = llvm.mlir.constant(64 : index) : i64
    %4966 = llvm.add %4964, %4965 : i64
    %4967 = llvm.call @malloc(%4966) : (i64) -> !llvm.ptr
    %4968 = llvm.ptrtoint %4967 : !llvm.ptr to i64
    %4969 = llvm.mlir.constant(1 : index) : i64
    %4970 = llvm.sub %4965, %4969 : i64
    %4971 = llvm.add %4968, %4970 : i64
    %4972 = llvm.urem %4971, %4965 : i64
    %4973 = llvm.sub %4971, %4972 : i64
    %4974 = llvm.inttoptr %4973 : i64 to !llvm.ptr
    %4975 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4976 = llvm.insertvalue %4967, %4975[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4977 = llvm.insertvalue %4974, %4976[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4978 = llvm.mlir.constant(0 : index) : i64
    %4979 = llvm.insertvalue %4978, %4977[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4980 = llvm.insertvalue %4954, %4979[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4981 = llvm.insertvalue %4955, %4980[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4982 = llvm.insertvalue %4956, %4981[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4983 = llvm.insertvalue %4957, %4982[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4984 = llvm.insertvalue %4960, %4983[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4985 = llvm.insertvalue %4959, %4984[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4986 = llvm.insertvalue %4957, %4985[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4987 = llvm.insertvalue %4958, %4986[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb508(%30 : i64)
  ^bb508(%4988: i64):  // 2 preds: ^bb507, ^bb518
    %4989 = llvm.icmp "slt" %4988, %29 : i64
    llvm.cond_br %4989, ^bb509, ^bb519
  ^bb509:  // pred: ^bb508
    llvm.br ^bb510(%30 : i64)
  ^bb510(%4990: i64):  // 2 preds: ^bb509, ^bb517
    %4991 = llvm.icmp "slt" %4990, %26 : i64
    llvm.cond_br %4991, ^bb511, ^bb518
  ^bb511:  // pred: ^bb510
    llvm.br ^bb512(%30 : i64)
  ^bb512(%4992: i64):  // 2 preds: ^bb511, ^bb516
    %4993 = llvm.icmp "slt" %4992, %21 : i64
    llvm.cond_br %4993, ^bb513, ^bb517
  ^bb513:  // pred: ^bb512
    llvm.br ^bb514(%30 : i64)
  ^bb514(%4994: i64):  // 2 preds: ^bb513, ^bb515
    %4995 = llvm.icmp "slt" %4994, %21 : i64
    llvm.cond_br %4995, ^bb515, ^bb516
  ^bb515:  // pred: ^bb514
    %4996 = llvm.extractvalue %4987[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4997 = llvm.mlir.constant(20736 : index) : i64
    %4998 = llvm.mul %4988, %4997 overflow<nsw, nuw> : i64
    %4999 = llvm.mlir.constant(324 : index) : i64
    %5000 = llvm.mul %4990, %4999 overflow<nsw, nuw> : i64
    %5001 = llvm.add %4998, %5000 overflow<nsw, nuw> : i64
    %5002 = llvm.mlir.constant(18 : index) : i64
    %5003 = llvm.mul %4992, %5002 overflow<nsw, nuw> : i64
    %5004 = llvm.add %5001, %5003 overflow<nsw, nuw> : i64
    %5005 = llvm.add %5004, %4994 overflow<nsw, nuw> : i64
    %5006 = llvm.getelementptr inbounds|nuw %4996[%5005] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %5006 : f32, !llvm.ptr
    %5007 = llvm.add %4994, %29 : i64
    llvm.br ^bb514(%5007 : i64)
  ^bb516:  // pred: ^bb514
    %5008 = llvm.add %4992, %29 : i64
    llvm.br ^bb512(%5008 : i64)
  ^bb517:  // pred: ^bb512
    %5009 = llvm.add %4990, %29 : i64
    llvm.br ^bb510(%5009 : i64)
  ^bb518:  // pred: ^bb510
    %5010 = llvm.add %4988, %29 : i64
    llvm.br ^bb508(%5010 : i64)
  ^bb519:  // pred: ^bb508
    %5011 = llvm.mlir.constant(1 : index) : i64
    %5012 = llvm.mlir.constant(64 : index) : i64
    %5013 = llvm.mlir.constant(18 : index) : i64
    %5014 = llvm.mlir.constant(18 : index) : i64
    %5015 = llvm.mlir.constant(1 : index) : i64
    %5016 = llvm.mlir.constant(324 : index) : i64
    %5017 = llvm.mlir.constant(20736 : index) : i64
    %5018 = llvm.mlir.constant(20736 : index) : i64
    %5019 = llvm.mlir.zero : !llvm.ptr
    %5020 = llvm.getelementptr %5019[%5018] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5021 = llvm.ptrtoint %5020 : !llvm.ptr to i64
    %5022 = llvm.mlir.constant(64 : index) : i64
    %5023 = llvm.add %5021, %5022 : i64
    %5024 = llvm.call @malloc(%5023) : (i64) -> !llvm.ptr
    %5025 = llvm.ptrtoint %5024 : !llvm.ptr to i64
    %5026 = llvm.mlir.constant(1 : index) : i64
    %5027 = llvm.sub %5022, %5026 : i64
    %5028 = llvm.add %5025, %5027 : i64
    %5029 = llvm.urem %5028, %5022 : i64
    %5030 = llvm.sub %5028, %5029 : i64
    %5031 = llvm.inttoptr %5030 : i64 to !llvm.ptr
    %5032 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5033 = llvm.insertvalue %5024, %5032[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5034 = llvm.insertvalue %5031, %5033[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5035 = llvm.mlir.constant(0 : index) : i64
    %5036 = llvm.insertvalue %5035, %5034[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5037 = llvm.insertvalue %5011, %5036[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5038 = llvm.insertvalue %5012, %5037[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5039 = llvm.insertvalue %5013, %5038[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5040 = llvm.insertvalue %5014, %5039[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5041 = llvm.insertvalue %5017, %5040[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5042 = llvm.insertvalue %5016, %5041[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5043 = llvm.insertvalue %5014, %5042[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5044 = llvm.insertvalue %5015, %5043[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb520(%30 : i64)
  ^bb520(%5045: i64):  // 2 preds: ^bb519, ^bb530
    %5046 = llvm.icmp "slt" %5045, %29 : i64
    llvm.cond_br %5046, ^bb521, ^bb531
  ^bb521:  // pred: ^bb520
    llvm.br ^bb522(%30 : i64)
  ^bb522(%5047: i64):  // 2 preds: ^bb521, ^bb529
    %5048 = llvm.icmp "slt" %5047, %26 : i64
    llvm.cond_br %5048, ^bb523, ^bb530
  ^bb523:  // pred: ^bb522
    llvm.br ^bb524(%30 : i64)
  ^bb524(%5049: i64):  // 2 preds: ^bb523, ^bb528
    %5050 = llvm.icmp "slt" %5049, %21 : i64
    llvm.cond_br %5050, ^bb525, ^bb529
  ^bb525:  // pred: ^bb524
    llvm.br ^bb526(%30 : i64)
  ^bb526(%5051: i64):  // 2 preds: ^bb525, ^bb527
    %5052 = llvm.icmp "slt" %5051, %21 : i64
    llvm.cond_br %5052, ^bb527, ^bb528
  ^bb527:  // pred: ^bb526
    %5053 = llvm.extractvalue %4987[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5054 = llvm.mlir.constant(20736 : index) : i64
    %5055 = llvm.mul %5045, %5054 overflow<nsw, nuw> : i64
    %5056 = llvm.mlir.constant(324 : index) : i64
    %5057 = llvm.mul %5047, %5056 overflow<nsw, nuw> : i64
    %5058 = llvm.add %5055, %5057 overflow<nsw, nuw> : i64
    %5059 = llvm.mlir.constant(18 : index) : i64
    %5060 = llvm.mul %5049, %5059 overflow<nsw, nuw> : i64
    %5061 = llvm.add %5058, %5060 overflow<nsw, nuw> : i64
    %5062 = llvm.add %5061, %5051 overflow<nsw, nuw> : i64
    %5063 = llvm.getelementptr inbounds|nuw %5053[%5062] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5064 = llvm.load %5063 : !llvm.ptr -> f32
    %5065 = llvm.extractvalue %5044[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5066 = llvm.mlir.constant(20736 : index) : i64
    %5067 = llvm.mul %5045, %5066 overflow<nsw, nuw> : i64
    %5068 = llvm.mlir.constant(324 : index) : i64
    %5069 = llvm.mul %5047, %5068 overflow<nsw, nuw> : i64
    %5070 = llvm.add %5067, %5069 overflow<nsw, nuw> : i64
    %5071 = llvm.mlir.constant(18 : index) : i64
    %5072 = llvm.mul %5049, %5071 overflow<nsw, nuw> : i64
    %5073 = llvm.add %5070, %5072 overflow<nsw, nuw> : i64
    %5074 = llvm.add %5073, %5051 overflow<nsw, nuw> : i64
    %5075 = llvm.getelementptr inbounds|nuw %5065[%5074] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5064, %5075 : f32, !llvm.ptr
    %5076 = llvm.add %5051, %29 : i64
    llvm.br ^bb526(%5076 : i64)
  ^bb528:  // pred: ^bb526
    %5077 = llvm.add %5049, %29 : i64
    llvm.br ^bb524(%5077 : i64)
  ^bb529:  // pred: ^bb524
    %5078 = llvm.add %5047, %29 : i64
    llvm.br ^bb522(%5078 : i64)
  ^bb530:  // pred: ^bb522
    %5079 = llvm.add %5045, %29 : i64
    llvm.br ^bb520(%5079 : i64)
  ^bb531:  // pred: ^bb520
    %5080 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5081 = llvm.extractvalue %5044[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5082 = llvm.extractvalue %5044[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5083 = llvm.insertvalue %5081, %5080[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5084 = llvm.insertvalue %5082, %5083[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5085 = llvm.mlir.constant(19 : index) : i64
    %5086 = llvm.insertvalue %5085, %5084[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5087 = llvm.mlir.constant(1 : index) : i64
    %5088 = llvm.insertvalue %5087, %5086[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5089 = llvm.mlir.constant(20736 : index) : i64
    %5090 = llvm.insertvalue %5089, %5088[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5091 = llvm.mlir.constant(64 : index) : i64
    %5092 = llvm.insertvalue %5091, %5090[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5093 = llvm.mlir.constant(324 : index) : i64
    %5094 = llvm.insertvalue %5093, %5092[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5095 = llvm.mlir.constant(16 : index) : i64
    %5096 = llvm.insertvalue %5095, %5094[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5097 = llvm.mlir.constant(18 : index) : i64
    %5098 = llvm.insertvalue %5097, %5096[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5099 = llvm.mlir.constant(16 : index) : i64
    %5100 = llvm.insertvalue %5099, %5098[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5101 = llvm.mlir.constant(1 : index) : i64
    %5102 = llvm.insertvalue %5101, %5100[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb532(%30 : i64)
  ^bb532(%5103: i64):  // 2 preds: ^bb531, ^bb542
    %5104 = llvm.icmp "slt" %5103, %29 : i64
    llvm.cond_br %5104, ^bb533, ^bb543
  ^bb533:  // pred: ^bb532
    llvm.br ^bb534(%30 : i64)
  ^bb534(%5105: i64):  // 2 preds: ^bb533, ^bb541
    %5106 = llvm.icmp "slt" %5105, %26 : i64
    llvm.cond_br %5106, ^bb535, ^bb542
  ^bb535:  // pred: ^bb534
    llvm.br ^bb536(%30 : i64)
  ^bb536(%5107: i64):  // 2 preds: ^bb535, ^bb540
    %5108 = llvm.icmp "slt" %5107, %22 : i64
    llvm.cond_br %5108, ^bb537, ^bb541
  ^bb537:  // pred: ^bb536
    llvm.br ^bb538(%30 : i64)
  ^bb538(%5109: i64):  // 2 preds: ^bb537, ^bb539
    %5110 = llvm.icmp "slt" %5109, %22 : i64
    llvm.cond_br %5110, ^bb539, ^bb540
  ^bb539:  // pred: ^bb538
    %5111 = llvm.extractvalue %4875[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5112 = llvm.mlir.constant(16384 : index) : i64
    %5113 = llvm.mul %5103, %5112 overflow<nsw, nuw> : i64
    %5114 = llvm.mlir.constant(256 : index) : i64
    %5115 = llvm.mul %5105, %5114 overflow<nsw, nuw> : i64
    %5116 = llvm.add %5113, %5115 overflow<nsw, nuw> : i64
    %5117 = llvm.mlir.constant(16 : index) : i64
    %5118 = llvm.mul %5107, %5117 overflow<nsw, nuw> : i64
    %5119 = llvm.add %5116, %5118 overflow<nsw, nuw> : i64
    %5120 = llvm.add %5119, %5109 overflow<nsw, nuw> : i64
    %5121 = llvm.getelementptr inbounds|nuw %5111[%5120] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5122 = llvm.load %5121 : !llvm.ptr -> f32
    %5123 = llvm.extractvalue %5102[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5124 = llvm.mlir.constant(19 : index) : i64
    %5125 = llvm.getelementptr %5123[%5124] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5126 = llvm.mlir.constant(20736 : index) : i64
    %5127 = llvm.mul %5103, %5126 overflow<nsw, nuw> : i64
    %5128 = llvm.mlir.constant(324 : index) : i64
    %5129 = llvm.mul %5105, %5128 overflow<nsw, nuw> : i64
    %5130 = llvm.add %5127, %5129 overflow<nsw, nuw> : i64
    %5131 = llvm.mlir.constant(18 : index) : i64
    %5132 = llvm.mul %5107, %5131 overflow<nsw, nuw> : i64
    %5133 = llvm.add %5130, %5132 overflow<nsw, nuw> : i64
    %5134 = llvm.add %5133, %5109 overflow<nsw, nuw> : i64
    %5135 = llvm.getelementptr inbounds|nuw %5125[%5134] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5122, %5135 : f32, !llvm.ptr
    %5136 = llvm.add %5109, %29 : i64
    llvm.br ^bb538(%5136 : i64)
  ^bb540:  // pred: ^bb538
    %5137 = llvm.add %5107, %29 : i64
    llvm.br ^bb536(%5137 : i64)
  ^bb541:  // pred: ^bb536
    %5138 = llvm.add %5105, %29 : i64
    llvm.br ^bb534(%5138 : i64)
  ^bb542:  // pred: ^bb534
    %5139 = llvm.add %5103, %29 : i64
    llvm.br ^bb532(%5139 : i64)
  ^bb543:  // pred: ^bb532
    %5140 = llvm.mlir.constant(1 : index) : i64
    %5141 = llvm.mlir.constant(128 : index) : i64
    %5142 = llvm.mlir.constant(8 : index) : i64
    %5143 = llvm.mlir.constant(8 : index) : i64
    %5144 = llvm.mlir.constant(1 : index) : i64
    %5145 = llvm.mlir.constant(64 : index) : i64
    %5146 = llvm.mlir.constant(8192 : index) : i64
    %5147 = llvm.mlir.constant(8192 : index) : i64
    %5148 = llvm.mlir.zero : !llvm.ptr
    %5149 = llvm.getelementptr %5148[%5147] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5150 = llvm.ptrtoint %5149 : !llvm.ptr to i64
    %5151 = llvm.mlir.constant(64 : index) : i64
    %5152 = llvm.add %5150, %5151 : i64
    %5153 = llvm.call @malloc(%5152) : (i64) -> !llvm.ptr
    %5154 = llvm.ptrtoint %5153 : !llvm.ptr to i64
    %5155 = llvm.mlir.constant(1 : index) : i64
    %5156 = llvm.sub %5151, %5155 : i64
    %5157 = llvm.add %5154, %5156 : i64
    %5158 = llvm.urem %5157, %5151 : i64
    %5159 = llvm.sub %5157, %5158 : i64
    %5160 = llvm.inttoptr %5159 : i64 to !llvm.ptr
    %5161 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5162 = llvm.insertvalue %5153, %5161[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5163 = llvm.insertvalue %5160, %5162[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5164 = llvm.mlir.constant(0 : index) : i64
    %5165 = llvm.insertvalue %5164, %5163[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5166 = llvm.insertvalue %5140, %5165[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5167 = llvm.insertvalue %5141, %5166[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5168 = llvm.insertvalue %5142, %5167[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5169 = llvm.insertvalue %5143, %5168[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5170 = llvm.insertvalue %5146, %5169[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5171 = llvm.insertvalue %5145, %5170[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5172 = llvm.insertvalue %5143, %5171[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5173 = llvm.insertvalue %5144, %5172[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb544(%30 : i64)
  ^bb544(%5174: i64):  // 2 preds: ^bb543, ^bb554
    %5175 = llvm.icmp "slt" %5174, %29 : i64
    llvm.cond_br %5175, ^bb545, ^bb555
  ^bb545:  // pred: ^bb544
    llvm.br ^bb546(%30 : i64)
  ^bb546(%5176: i64):  // 2 preds: ^bb545, ^bb553
    %5177 = llvm.icmp "slt" %5176, %20 : i64
    llvm.cond_br %5177, ^bb547, ^bb554
  ^bb547:  // pred: ^bb546
    llvm.br ^bb548(%30 : i64)
  ^bb548(%5178: i64):  // 2 preds: ^bb547, ^bb552
    %5179 = llvm.icmp "slt" %5178, %19 : i64
    llvm.cond_br %5179, ^bb549, ^bb553
  ^bb549:  // pred: ^bb548
    llvm.br ^bb550(%30 : i64)
  ^bb550(%5180: i64):  // 2 preds: ^bb549, ^bb551
    %5181 = llvm.icmp "slt" %5180, %19 : i64
    llvm.cond_br %5181, ^bb551, ^bb552
  ^bb551:  // pred: ^bb550
    %5182 = llvm.extractvalue %5173[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5183 = llvm.mlir.constant(8192 : index) : i64
    %5184 = llvm.mul %5174, %5183 overflow<nsw, nuw> : i64
    %5185 = llvm.mlir.constant(64 : index) : i64
    %5186 = llvm.mul %5176, %5185 overflow<nsw, nuw> : i64
    %5187 = llvm.add %5184, %5186 overflow<nsw, nuw> : i64
    %5188 = llvm.mlir.constant(8 : index) : i64
    %5189 = llvm.mul %5178, %5188 overflow<nsw, nuw> : i64
    %5190 = llvm.add %5187, %5189 overflow<nsw, nuw> : i64
    %5191 = llvm.add %5190, %5180 overflow<nsw, nuw> : i64
    %5192 = llvm.getelementptr inbounds|nuw %5182[%5191] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %5192 : f32, !llvm.ptr
    %5193 = llvm.add %5180, %29 : i64
    llvm.br ^bb550(%5193 : i64)
  ^bb552:  // pred: ^bb550
    %5194 = llvm.add %5178, %29 : i64
    llvm.br ^bb548(%5194 : i64)
  ^bb553:  // pred: ^bb548
    %5195 = llvm.add %5176, %29 : i64
    llvm.br ^bb546(%5195 : i64)
  ^bb554:  // pred: ^bb546
    %5196 = llvm.add %5174, %29 : i64
    llvm.br ^bb544(%5196 : i64)
  ^bb555:  // pred: ^bb544
    %5197 = llvm.mlir.constant(1 : index) : i64
    %5198 = llvm.mlir.constant(128 : index) : i64
    %5199 = llvm.mlir.constant(8 : index) : i64
    %5200 = llvm.mlir.constant(8 : index) : i64
    %5201 = llvm.mlir.constant(1 : index) : i64
    %5202 = llvm.mlir.constant(64 : index) : i64
    %5203 = llvm.mlir.constant(8192 : index) : i64
    %5204 = llvm.mlir.constant(8192 : index) : i64
    %5205 = llvm.mlir.zero : !llvm.ptr
    %5206 = llvm.getelementptr %5205[%5204] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5207 = llvm.ptrtoint %5206 : !llvm.ptr to i64
    %5208 = llvm.mlir.constant(64 : index) : i64
    %5209 = llvm.add %5207, %5208 : i64
    %5210 = llvm.call @malloc(%5209) : (i64) -> !llvm.ptr
    %5211 = llvm.ptrtoint %5210 : !llvm.ptr to i64
    %5212 = llvm.mlir.constant(1 : index) : i64
    %5213 = llvm.sub %5208, %5212 : i64
    %5214 = llvm.add %5211, %5213 : i64
    %5215 = llvm.urem %5214, %5208 : i64
    %5216 = llvm.sub %5214, %5215 : i64
    %5217 = llvm.inttoptr %5216 : i64 to !llvm.ptr
    %5218 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5219 = llvm.insertvalue %5210, %5218[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5220 = llvm.insertvalue %5217, %5219[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5221 = llvm.mlir.constant(0 : index) : i64
    %5222 = llvm.insertvalue %5221, %5220[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5223 = llvm.insertvalue %5197, %5222[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5224 = llvm.insertvalue %5198, %5223[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5225 = llvm.insertvalue %5199, %5224[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5226 = llvm.insertvalue %5200, %5225[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5227 = llvm.insertvalue %5203, %5226[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5228 = llvm.insertvalue %5202, %5227[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5229 = llvm.insertvalue %5200, %5228[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5230 = llvm.insertvalue %5201, %5229[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb556(%30 : i64)
  ^bb556(%5231: i64):  // 2 preds: ^bb555, ^bb566
    %5232 = llvm.icmp "slt" %5231, %29 : i64
    llvm.cond_br %5232, ^bb557, ^bb567
  ^bb557:  // pred: ^bb556
    llvm.br ^bb558(%30 : i64)
  ^bb558(%5233: i64):  // 2 preds: ^bb557, ^bb565
    %5234 = llvm.icmp "slt" %5233, %20 : i64
    llvm.cond_br %5234, ^bb559, ^bb566
  ^bb559:  // pred: ^bb558
    llvm.br ^bb560(%30 : i64)
  ^bb560(%5235: i64):  // 2 preds: ^bb559, ^bb564
    %5236 = llvm.icmp "slt" %5235, %19 : i64
    llvm.cond_br %5236, ^bb561, ^bb565
  ^bb561:  // pred: ^bb560
    llvm.br ^bb562(%30 : i64)
  ^bb562(%5237: i64):  // 2 preds: ^bb561, ^bb563
    %5238 = llvm.icmp "slt" %5237, %19 : i64
    llvm.cond_br %5238, ^bb563, ^bb564
  ^bb563:  // pred: ^bb562
    %5239 = llvm.extractvalue %5173[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5240 = llvm.mlir.constant(8192 : index) : i64
    %5241 = llvm.mul %5231, %5240 overflow<nsw, nuw> : i64
    %5242 = llvm.mlir.constant(64 : index) : i64
    %5243 = llvm.mul %5233, %5242 overflow<nsw, nuw> : i64
    %5244 = llvm.add %5241, %5243 overflow<nsw, nuw> : i64
    %5245 = llvm.mlir.constant(8 : index) : i64
    %5246 = llvm.mul %5235, %5245 overflow<nsw, nuw> : i64
    %5247 = llvm.add %5244, %5246 overflow<nsw, nuw> : i64
    %5248 = llvm.add %5247, %5237 overflow<nsw, nuw> : i64
    %5249 = llvm.getelementptr inbounds|nuw %5239[%5248] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5250 = llvm.load %5249 : !llvm.ptr -> f32
    %5251 = llvm.extractvalue %5230[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5252 = llvm.mlir.constant(8192 : index) : i64
    %5253 = llvm.mul %5231, %5252 overflow<nsw, nuw> : i64
    %5254 = llvm.mlir.constant(64 : index) : i64
    %5255 = llvm.mul %5233, %5254 overflow<nsw, nuw> : i64
    %5256 = llvm.add %5253, %5255 overflow<nsw, nuw> : i64
    %5257 = llvm.mlir.constant(8 : index) : i64
    %5258 = llvm.mul %5235, %5257 overflow<nsw, nuw> : i64
    %5259 = llvm.add %5256, %5258 overflow<nsw, nuw> : i64
    %5260 = llvm.add %5259, %5237 overflow<nsw, nuw> : i64
    %5261 = llvm.getelementptr inbounds|nuw %5251[%5260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5250, %5261 : f32, !llvm.ptr
    %5262 = llvm.add %5237, %29 : i64
    llvm.br ^bb562(%5262 : i64)
  ^bb564:  // pred: ^bb562
    %5263 = llvm.add %5235, %29 : i64
    llvm.br ^bb560(%5263 : i64)
  ^bb565:  // pred: ^bb560
    %5264 = llvm.add %5233, %29 : i64
    llvm.br ^bb558(%5264 : i64)
  ^bb566:  // pred: ^bb558
    %5265 = llvm.add %5231, %29 : i64
    llvm.br ^bb556(%5265 : i64)
  ^bb567:  // pred: ^bb556
    llvm.br ^bb568(%30 : i64)
  ^bb568(%5266: i64):  // 2 preds: ^bb567, ^bb587
    %5267 = llvm.icmp "slt" %5266, %29 : i64
    llvm.cond_br %5267, ^bb569, ^bb588
  ^bb569:  // pred: ^bb568
    llvm.br ^bb570(%30 : i64)
  ^bb570(%5268: i64):  // 2 preds: ^bb569, ^bb586
    %5269 = llvm.icmp "slt" %5268, %20 : i64
    llvm.cond_br %5269, ^bb571, ^bb587
  ^bb571:  // pred: ^bb570
    llvm.br ^bb572(%30 : i64)
  ^bb572(%5270: i64):  // 2 preds: ^bb571, ^bb585
    %5271 = llvm.icmp "slt" %5270, %19 : i64
    llvm.cond_br %5271, ^bb573, ^bb586
  ^bb573:  // pred: ^bb572
    llvm.br ^bb574(%30 : i64)
  ^bb574(%5272: i64):  // 2 preds: ^bb573, ^bb584
    %5273 = llvm.icmp "slt" %5272, %19 : i64
    llvm.cond_br %5273, ^bb575, ^bb585
  ^bb575:  // pred: ^bb574
    llvm.br ^bb576(%30 : i64)
  ^bb576(%5274: i64):  // 2 preds: ^bb575, ^bb583
    %5275 = llvm.icmp "slt" %5274, %26 : i64
    llvm.cond_br %5275, ^bb577, ^bb584
  ^bb577:  // pred: ^bb576
    llvm.br ^bb578(%30 : i64)
  ^bb578(%5276: i64):  // 2 preds: ^bb577, ^bb582
    %5277 = llvm.icmp "slt" %5276, %28 : i64
    llvm.cond_br %5277, ^bb579, ^bb583
  ^bb579:  // pred: ^bb578
    llvm.br ^bb580(%30 : i64)
  ^bb580(%5278: i64):  // 2 preds: ^bb579, ^bb581
    %5279 = llvm.icmp "slt" %5278, %28 : i64
    llvm.cond_br %5279, ^bb581, ^bb582
  ^bb581:  // pred: ^bb580
    %5280 = llvm.mul %5270, %13 overflow<nsw> : i64
    %5281 = llvm.add %5280, %5276 : i64
    %5282 = llvm.mul %5272, %13 overflow<nsw> : i64
    %5283 = llvm.add %5282, %5278 : i64
    %5284 = llvm.extractvalue %5044[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5285 = llvm.mlir.constant(20736 : index) : i64
    %5286 = llvm.mul %5266, %5285 overflow<nsw, nuw> : i64
    %5287 = llvm.mlir.constant(324 : index) : i64
    %5288 = llvm.mul %5274, %5287 overflow<nsw, nuw> : i64
    %5289 = llvm.add %5286, %5288 overflow<nsw, nuw> : i64
    %5290 = llvm.mlir.constant(18 : index) : i64
    %5291 = llvm.mul %5281, %5290 overflow<nsw, nuw> : i64
    %5292 = llvm.add %5289, %5291 overflow<nsw, nuw> : i64
    %5293 = llvm.add %5292, %5283 overflow<nsw, nuw> : i64
    %5294 = llvm.getelementptr inbounds|nuw %5284[%5293] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5295 = llvm.load %5294 : !llvm.ptr -> f32
    %5296 = llvm.extractvalue %1445[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5297 = llvm.mlir.constant(576 : index) : i64
    %5298 = llvm.mul %5268, %5297 overflow<nsw, nuw> : i64
    %5299 = llvm.mlir.constant(9 : index) : i64
    %5300 = llvm.mul %5274, %5299 overflow<nsw, nuw> : i64
    %5301 = llvm.add %5298, %5300 overflow<nsw, nuw> : i64
    %5302 = llvm.mlir.constant(3 : index) : i64
    %5303 = llvm.mul %5276, %5302 overflow<nsw, nuw> : i64
    %5304 = llvm.add %5301, %5303 overflow<nsw, nuw> : i64
    %5305 = llvm.add %5304, %5278 overflow<nsw, nuw> : i64
    %5306 = llvm.getelementptr inbounds|nuw %5296[%5305] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5307 = llvm.load %5306 : !llvm.ptr -> f32
    %5308 = llvm.extractvalue %5230[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5309 = llvm.mlir.constant(8192 : index) : i64
    %5310 = llvm.mul %5266, %5309 overflow<nsw, nuw> : i64
    %5311 = llvm.mlir.constant(64 : index) : i64
    %5312 = llvm.mul %5268, %5311 overflow<nsw, nuw> : i64
    %5313 = llvm.add %5310, %5312 overflow<nsw, nuw> : i64
    %5314 = llvm.mlir.constant(8 : index) : i64
    %5315 = llvm.mul %5270, %5314 overflow<nsw, nuw> : i64
    %5316 = llvm.add %5313, %5315 overflow<nsw, nuw> : i64
    %5317 = llvm.add %5316, %5272 overflow<nsw, nuw> : i64
    %5318 = llvm.getelementptr inbounds|nuw %5308[%5317] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5319 = llvm.load %5318 : !llvm.ptr -> f32
    %5320 = llvm.fmul %5295, %5307 : f32
    %5321 = llvm.fadd %5319, %5320 : f32
    %5322 = llvm.extractvalue %5230[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5323 = llvm.mlir.constant(8192 : index) : i64
    %5324 = llvm.mul %5266, %5323 overflow<nsw, nuw> : i64
    %5325 = llvm.mlir.constant(64 : index) : i64
    %5326 = llvm.mul %5268, %5325 overflow<nsw, nuw> : i64
    %5327 = llvm.add %5324, %5326 overflow<nsw, nuw> : i64
    %5328 = llvm.mlir.constant(8 : index) : i64
    %5329 = llvm.mul %5270, %5328 overflow<nsw, nuw> : i64
    %5330 = llvm.add %5327, %5329 overflow<nsw, nuw> : i64
    %5331 = llvm.add %5330, %5272 overflow<nsw, nuw> : i64
    %5332 = llvm.getelementptr inbounds|nuw %5322[%5331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5321, %5332 : f32, !llvm.ptr
    %5333 = llvm.add %5278, %29 : i64
    llvm.br ^bb580(%5333 : i64)
  ^bb582:  // pred: ^bb580
    %5334 = llvm.add %5276, %29 : i64
    llvm.br ^bb578(%5334 : i64)
  ^bb583:  // pred: ^bb578
    %5335 = llvm.add %5274, %29 : i64
    llvm.br ^bb576(%5335 : i64)
  ^bb584:  // pred: ^bb576
    %5336 = llvm.add %5272, %29 : i64
    llvm.br ^bb574(%5336 : i64)
  ^bb585:  // pred: ^bb574
    %5337 = llvm.add %5270, %29 : i64
    llvm.br ^bb572(%5337 : i64)
  ^bb586:  // pred: ^bb572
    %5338 = llvm.add %5268, %29 : i64
    llvm.br ^bb570(%5338 : i64)
  ^bb587:  // pred: ^bb570
    %5339 = llvm.add %5266, %29 : i64
    llvm.br ^bb568(%5339 : i64)
  ^bb588:  // pred: ^bb568
    %5340 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5341 = llvm.extractvalue %1401[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5342 = llvm.extractvalue %1401[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5343 = llvm.insertvalue %5341, %5340[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5344 = llvm.insertvalue %5342, %5343[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5345 = llvm.mlir.constant(0 : index) : i64
    %5346 = llvm.insertvalue %5345, %5344[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5347 = llvm.mlir.constant(128 : index) : i64
    %5348 = llvm.insertvalue %5347, %5346[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5349 = llvm.mlir.constant(1 : index) : i64
    %5350 = llvm.insertvalue %5349, %5348[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5351 = llvm.mlir.constant(1 : index) : i64
    %5352 = llvm.insertvalue %5351, %5350[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5353 = llvm.mlir.constant(1 : index) : i64
    %5354 = llvm.insertvalue %5353, %5352[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5355 = llvm.mlir.constant(1 : index) : i64
    %5356 = llvm.insertvalue %5355, %5354[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5357 = llvm.mlir.constant(1 : index) : i64
    %5358 = llvm.insertvalue %5357, %5356[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5359 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5360 = llvm.extractvalue %1417[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5361 = llvm.extractvalue %1417[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5362 = llvm.insertvalue %5360, %5359[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5363 = llvm.insertvalue %5361, %5362[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5364 = llvm.mlir.constant(0 : index) : i64
    %5365 = llvm.insertvalue %5364, %5363[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5366 = llvm.mlir.constant(128 : index) : i64
    %5367 = llvm.insertvalue %5366, %5365[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5368 = llvm.mlir.constant(1 : index) : i64
    %5369 = llvm.insertvalue %5368, %5367[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5370 = llvm.mlir.constant(1 : index) : i64
    %5371 = llvm.insertvalue %5370, %5369[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5372 = llvm.mlir.constant(1 : index) : i64
    %5373 = llvm.insertvalue %5372, %5371[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5374 = llvm.mlir.constant(1 : index) : i64
    %5375 = llvm.insertvalue %5374, %5373[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5376 = llvm.mlir.constant(1 : index) : i64
    %5377 = llvm.insertvalue %5376, %5375[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5378 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5379 = llvm.extractvalue %1385[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5380 = llvm.extractvalue %1385[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5381 = llvm.insertvalue %5379, %5378[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5382 = llvm.insertvalue %5380, %5381[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5383 = llvm.mlir.constant(0 : index) : i64
    %5384 = llvm.insertvalue %5383, %5382[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5385 = llvm.mlir.constant(128 : index) : i64
    %5386 = llvm.insertvalue %5385, %5384[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5387 = llvm.mlir.constant(1 : index) : i64
    %5388 = llvm.insertvalue %5387, %5386[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5389 = llvm.mlir.constant(1 : index) : i64
    %5390 = llvm.insertvalue %5389, %5388[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5391 = llvm.mlir.constant(1 : index) : i64
    %5392 = llvm.insertvalue %5391, %5390[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5393 = llvm.mlir.constant(1 : index) : i64
    %5394 = llvm.insertvalue %5393, %5392[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5395 = llvm.mlir.constant(1 : index) : i64
    %5396 = llvm.insertvalue %5395, %5394[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5397 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5398 = llvm.extractvalue %1369[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5399 = llvm.extractvalue %1369[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5400 = llvm.insertvalue %5398, %5397[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5401 = llvm.insertvalue %5399, %5400[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5402 = llvm.mlir.constant(0 : index) : i64
    %5403 = llvm.insertvalue %5402, %5401[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5404 = llvm.mlir.constant(128 : index) : i64
    %5405 = llvm.insertvalue %5404, %5403[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5406 = llvm.mlir.constant(1 : index) : i64
    %5407 = llvm.insertvalue %5406, %5405[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5408 = llvm.mlir.constant(1 : index) : i64
    %5409 = llvm.insertvalue %5408, %5407[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5410 = llvm.mlir.constant(1 : index) : i64
    %5411 = llvm.insertvalue %5410, %5409[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5412 = llvm.mlir.constant(1 : index) : i64
    %5413 = llvm.insertvalue %5412, %5411[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5414 = llvm.mlir.constant(1 : index) : i64
    %5415 = llvm.insertvalue %5414, %5413[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5416 = llvm.mlir.constant(1 : index) : i64
    %5417 = llvm.mlir.constant(128 : index) : i64
    %5418 = llvm.mlir.constant(8 : index) : i64
    %5419 = llvm.mlir.constant(8 : index) : i64
    %5420 = llvm.mlir.constant(1 : index) : i64
    %5421 = llvm.mlir.constant(64 : index) : i64
    %5422 = llvm.mlir.constant(8192 : index) : i64
    %5423 = llvm.mlir.constant(8192 : index) : i64
    %5424 = llvm.mlir.zero : !llvm.ptr
    %5425 = llvm.getelementptr %5424[%5423] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5426 = llvm.ptrtoint %5425 : !llvm.ptr to i64
    %5427 = llvm.mlir.constant(64 : index) : i64
    %5428 = llvm.add %5426, %5427 : i64
    %5429 = llvm.call @malloc(%5428) : (i64) -> !llvm.ptr
    %5430 = llvm.ptrtoint %5429 : !llvm.ptr to i64
    %5431 = llvm.mlir.constant(1 : index) : i64
    %5432 = llvm.sub %5427, %5431 : i64
    %5433 = llvm.add %5430, %5432 : i64
    %5434 = llvm.urem %5433, %5427 : i64
    %5435 = llvm.sub %5433, %5434 : i64
    %5436 = llvm.inttoptr %5435 : i64 to !llvm.ptr
    %5437 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5438 = llvm.insertvalue %5429, %5437[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5439 = llvm.insertvalue %5436, %5438[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5440 = llvm.mlir.constant(0 : index) : i64
    %5441 = llvm.insertvalue %5440, %5439[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5442 = llvm.insertvalue %5416, %5441[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5443 = llvm.insertvalue %5417, %5442[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5444 = llvm.insertvalue %5418, %5443[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5445 = llvm.insertvalue %5419, %5444[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5446 = llvm.insertvalue %5422, %5445[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5447 = llvm.insertvalue %5421, %5446[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5448 = llvm.insertvalue %5419, %5447[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5449 = llvm.insertvalue %5420, %5448[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb589(%30 : i64)
  ^bb589(%5450: i64):  // 2 preds: ^bb588, ^bb599
    %5451 = llvm.icmp "slt" %5450, %29 : i64
    llvm.cond_br %5451, ^bb590, ^bb600
  ^bb590:  // pred: ^bb589
    llvm.br ^bb591(%30 : i64)
  ^bb591(%5452: i64):  // 2 preds: ^bb590, ^bb598
    %5453 = llvm.icmp "slt" %5452, %20 : i64
    llvm.cond_br %5453, ^bb592, ^bb599
  ^bb592:  // pred: ^bb591
    llvm.br ^bb593(%30 : i64)
  ^bb593(%5454: i64):  // 2 preds: ^bb592, ^bb597
    %5455 = llvm.icmp "slt" %5454, %19 : i64
    llvm.cond_br %5455, ^bb594, ^bb598
  ^bb594:  // pred: ^bb593
    llvm.br ^bb595(%30 : i64)
  ^bb595(%5456: i64):  // 2 preds: ^bb594, ^bb596
    %5457 = llvm.icmp "slt" %5456, %19 : i64
    llvm.cond_br %5457, ^bb596, ^bb597
  ^bb596:  // pred: ^bb595
    %5458 = llvm.extractvalue %5230[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5459 = llvm.mlir.constant(8192 : index) : i64
    %5460 = llvm.mul %5450, %5459 overflow<nsw, nuw> : i64
    %5461 = llvm.mlir.constant(64 : index) : i64
    %5462 = llvm.mul %5452, %5461 overflow<nsw, nuw> : i64
    %5463 = llvm.add %5460, %5462 overflow<nsw, nuw> : i64
    %5464 = llvm.mlir.constant(8 : index) : i64
    %5465 = llvm.mul %5454, %5464 overflow<nsw, nuw> : i64
    %5466 = llvm.add %5463, %5465 overflow<nsw, nuw> : i64
    %5467 = llvm.add %5466, %5456 overflow<nsw, nuw> : i64
    %5468 = llvm.getelementptr inbounds|nuw %5458[%5467] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5469 = llvm.load %5468 : !llvm.ptr -> f32
    %5470 = llvm.extractvalue %5377[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5471 = llvm.add %5452, %30 overflow<nsw, nuw> : i64
    %5472 = llvm.add %5471, %30 overflow<nsw, nuw> : i64
    %5473 = llvm.getelementptr inbounds|nuw %5470[%5472] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5474 = llvm.load %5473 : !llvm.ptr -> f32
    %5475 = llvm.extractvalue %5358[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5476 = llvm.add %5452, %30 overflow<nsw, nuw> : i64
    %5477 = llvm.add %5476, %30 overflow<nsw, nuw> : i64
    %5478 = llvm.getelementptr inbounds|nuw %5475[%5477] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5479 = llvm.load %5478 : !llvm.ptr -> f32
    %5480 = llvm.extractvalue %5396[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5481 = llvm.add %5452, %30 overflow<nsw, nuw> : i64
    %5482 = llvm.add %5481, %30 overflow<nsw, nuw> : i64
    %5483 = llvm.getelementptr inbounds|nuw %5480[%5482] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5484 = llvm.load %5483 : !llvm.ptr -> f32
    %5485 = llvm.extractvalue %5415[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5486 = llvm.add %5452, %30 overflow<nsw, nuw> : i64
    %5487 = llvm.add %5486, %30 overflow<nsw, nuw> : i64
    %5488 = llvm.getelementptr inbounds|nuw %5485[%5487] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5489 = llvm.load %5488 : !llvm.ptr -> f32
    %5490 = llvm.fptrunc %32 : f64 to f32
    %5491 = llvm.fadd %5479, %5490 : f32
    %5492 = llvm.intr.sqrt(%5491) : (f32) -> f32
    %5493 = llvm.fdiv %34, %5492 : f32
    %5494 = llvm.fsub %5469, %5474 : f32
    %5495 = llvm.fmul %5494, %5493 : f32
    %5496 = llvm.fmul %5495, %5484 : f32
    %5497 = llvm.fadd %5496, %5489 : f32
    %5498 = llvm.fcmp "ugt" %5497, %33 : f32
    %5499 = llvm.select %5498, %5497, %33 : i1, f32
    %5500 = llvm.extractvalue %5449[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5501 = llvm.mlir.constant(8192 : index) : i64
    %5502 = llvm.mul %5450, %5501 overflow<nsw, nuw> : i64
    %5503 = llvm.mlir.constant(64 : index) : i64
    %5504 = llvm.mul %5452, %5503 overflow<nsw, nuw> : i64
    %5505 = llvm.add %5502, %5504 overflow<nsw, nuw> : i64
    %5506 = llvm.mlir.constant(8 : index) : i64
    %5507 = llvm.mul %5454, %5506 overflow<nsw, nuw> : i64
    %5508 = llvm.add %5505, %5507 overflow<nsw, nuw> : i64
    %5509 = llvm.add %5508, %5456 overflow<nsw, nuw> : i64
    %5510 = llvm.getelementptr inbounds|nuw %5500[%5509] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5499, %5510 : f32, !llvm.ptr
    %5511 = llvm.add %5456, %29 : i64
    llvm.br ^bb595(%5511 : i64)
  ^bb597:  // pred: ^bb595
    %5512 = llvm.add %5454, %29 : i64
    llvm.br ^bb593(%5512 : i64)
  ^bb598:  // pred: ^bb593
    %5513 = llvm.add %5452, %29 : i64
    llvm.br ^bb591(%5513 : i64)
  ^bb599:  // pred: ^bb591
    %5514 = llvm.add %5450, %29 : i64
    llvm.br ^bb589(%5514 : i64)
  ^bb600:  // pred: ^bb589
    %5515 = llvm.mlir.constant(1 : index) : i64
    %5516 = llvm.mlir.constant(128 : index) : i64
    %5517 = llvm.mlir.constant(10 : index) : i64
    %5518 = llvm.mlir.constant(10 : index) : i64
    %5519 = llvm.mlir.constant(1 : index) : i64
    %5520 = llvm.mlir.constant(100 : index) : i64
    %5521 = llvm.mlir.constant(12800 : index) : i64
    %5522 = llvm.mlir.constant(12800 : index) : i64
    %5523 = llvm.mlir.zero : !llvm.ptr
    %5524 = llvm.getelementptr %5523[%5522] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5525 = llvm.ptrtoint %5524 : !llvm.ptr to i64
    %5526 = llvm.mlir.constant(64 : index) : i64
    %5527 = llvm.add %5525, %5526 : i64
    %5528 = llvm.call @malloc(%5527) : (i64) -> !llvm.ptr
    %5529 = llvm.ptrtoint %5528 : !llvm.ptr to i64
    %5530 = llvm.mlir.constant(1 : index) : i64
    %5531 = llvm.sub %5526, %5530 : i64
    %5532 = llvm.add %5529, %5531 : i64
    %5533 = llvm.urem %5532, %5526 : i64
    %5534 = llvm.sub %5532, %5533 : i64
    %5535 = llvm.inttoptr %5534 : i64 to !llvm.ptr
    %5536 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5537 = llvm.insertvalue %5528, %5536[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5538 = llvm.insertvalue %5535, %5537[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5539 = llvm.mlir.constant(0 : index) : i64
    %5540 = llvm.insertvalue %5539, %5538[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5541 = llvm.insertvalue %5515, %5540[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5542 = llvm.insertvalue %5516, %5541[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5543 = llvm.insertvalue %5517, %5542[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5544 = llvm.insertvalue %5518, %5543[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5545 = llvm.insertvalue %5521, %5544[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5546 = llvm.insertvalue %5520, %5545[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5547 = llvm.insertvalue %5518, %5546[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5548 = llvm.insertvalue %5519, %5547[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb601(%30 : i64)
  ^bb601(%5549: i64):  // 2 preds: ^bb600, ^bb611
    %5550 = llvm.icmp "slt" %5549, %29 : i64
    llvm.cond_br %5550, ^bb602, ^bb612
  ^bb602:  // pred: ^bb601
    llvm.br ^bb603(%30 : i64)
  ^bb603(%5551: i64):  // 2 preds: ^bb602, ^bb610
    %5552 = llvm.icmp "slt" %5551, %20 : i64
    llvm.cond_br %5552, ^bb604, ^bb611
  ^bb604:  // pred: ^bb603
    llvm.br ^bb605(%30 : i64)
  ^bb605(%5553: i64):  // 2 preds: ^bb604, ^bb609
    %5554 = llvm.icmp "slt" %5553, %18 : i64
    llvm.cond_br %5554, ^bb606, ^bb610
  ^bb606:  // pred: ^bb605
    llvm.br ^bb607(%30 : i64)
  ^bb607(%5555: i64):  // 2 preds: ^bb606, ^bb608
    %5556 = llvm.icmp "slt" %5555, %18 : i64
    llvm.cond_br %5556, ^bb608, ^bb609
  ^bb608:  // pred: ^bb607
    %5557 = llvm.extractvalue %5548[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5558 = llvm.mlir.constant(12800 : index) : i64
    %5559 = llvm.mul %5549, %5558 overflow<nsw, nuw> : i64
    %5560 = llvm.mlir.constant(100 : index) : i64
    %5561 = llvm.mul %5551, %5560 overflow<nsw, nuw> : i64
    %5562 = llvm.add %5559, %5561 overflow<nsw, nuw> : i64
    %5563 = llvm.mlir.constant(10 : index) : i64
    %5564 = llvm.mul %5553, %5563 overflow<nsw, nuw> : i64
    %5565 = llvm.add %5562, %5564 overflow<nsw, nuw> : i64
    %5566 = llvm.add %5565, %5555 overflow<nsw, nuw> : i64
    %5567 = llvm.getelementptr inbounds|nuw %5557[%5566] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %5567 : f32, !llvm.ptr
    %5568 = llvm.add %5555, %29 : i64
    llvm.br ^bb607(%5568 : i64)
  ^bb609:  // pred: ^bb607
    %5569 = llvm.add %5553, %29 : i64
    llvm.br ^bb605(%5569 : i64)
  ^bb610:  // pred: ^bb605
    %5570 = llvm.add %5551, %29 : i64
    llvm.br ^bb603(%5570 : i64)
  ^bb611:  // pred: ^bb603
    %5571 = llvm.add %5549, %29 : i64
    llvm.br ^bb601(%5571 : i64)
  ^bb612:  // pred: ^bb601
    %5572 = llvm.mlir.constant(1 : index) : i64
    %5573 = llvm.mlir.constant(128 : index) : i64
    %5574 = llvm.mlir.constant(10 : index) : i64
    %5575 = llvm.mlir.constant(10 : index) : i64
    %5576 = llvm.mlir.constant(1 : index) : i64
    %5577 = llvm.mlir.constant(100 : index) : i64
    %5578 = llvm.mlir.constant(12800 : index) : i64
    %5579 = llvm.mlir.constant(12800 : index) : i64
    %5580 = llvm.mlir.zero : !llvm.ptr
    %5581 = llvm.getelementptr %5580[%5579] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5582 = llvm.ptrtoint %5581 : !llvm.ptr to i64
    %5583 = llvm.mlir.constant(64 : index) : i64
    %5584 = llvm.add %5582, %5583 : i64
    %5585 = llvm.call @malloc(%5584) : (i64) -> !llvm.ptr
    %5586 = llvm.ptrtoint %5585 : !llvm.ptr to i64
    %5587 = llvm.mlir.constant(1 : index) : i64
    %5588 = llvm.sub %5583, %5587 : i64
    %5589 = llvm.add %5586, %5588 : i64
    %5590 = llvm.urem %5589, %5583 : i64
    %5591 = llvm.sub %5589, %5590 : i64
    %5592 = llvm.inttoptr %5591 : i64 to !llvm.ptr
    %5593 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5594 = llvm.insertvalue %5585, %5593[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5595 = llvm.insertvalue %5592, %5594[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5596 = llvm.mlir.constant(0 : index) : i64
    %5597 = llvm.insertvalue %5596, %5595[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5598 = llvm.insertvalue %5572, %5597[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5599 = llvm.insertvalue %5573, %5598[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5600 = llvm.insertvalue %5574, %5599[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5601 = llvm.insertvalue %5575, %5600[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5602 = llvm.insertvalue %5578, %5601[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5603 = llvm.insertvalue %5577, %5602[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5604 = llvm.insertvalue %5575, %5603[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5605 = llvm.insertvalue %5576, %5604[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb613(%30 : i64)
  ^bb613(%5606: i64):  // 2 preds: ^bb612, ^bb623
    %5607 = llvm.icmp "slt" %5606, %29 : i64
    llvm.cond_br %5607, ^bb614, ^bb624
  ^bb614:  // pred: ^bb613
    llvm.br ^bb615(%30 : i64)
  ^bb615(%5608: i64):  // 2 preds: ^bb614, ^bb622
    %5609 = llvm.icmp "slt" %5608, %20 : i64
    llvm.cond_br %5609, ^bb616, ^bb623
  ^bb616:  // pred: ^bb615
    llvm.br ^bb617(%30 : i64)
  ^bb617(%5610: i64):  // 2 preds: ^bb616, ^bb621
    %5611 = llvm.icmp "slt" %5610, %18 : i64
    llvm.cond_br %5611, ^bb618, ^bb622
  ^bb618:  // pred: ^bb617
    llvm.br ^bb619(%30 : i64)
  ^bb619(%5612: i64):  // 2 preds: ^bb618, ^bb620
    %5613 = llvm.icmp "slt" %5612, %18 : i64
    llvm.cond_br %5613, ^bb620, ^bb621
  ^bb620:  // pred: ^bb619
    %5614 = llvm.extractvalue %5548[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5615 = llvm.mlir.constant(12800 : index) : i64
    %5616 = llvm.mul %5606, %5615 overflow<nsw, nuw> : i64
    %5617 = llvm.mlir.constant(100 : index) : i64
    %5618 = llvm.mul %5608, %5617 overflow<nsw, nuw> : i64
    %5619 = llvm.add %5616, %5618 overflow<nsw, nuw> : i64
    %5620 = llvm.mlir.constant(10 : index) : i64
    %5621 = llvm.mul %5610, %5620 overflow<nsw, nuw> : i64
    %5622 = llvm.add %5619, %5621 overflow<nsw, nuw> : i64
    %5623 = llvm.add %5622, %5612 overflow<nsw, nuw> : i64
    %5624 = llvm.getelementptr inbounds|nuw %5614[%5623] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5625 = llvm.load %5624 : !llvm.ptr -> f32
    %5626 = llvm.extractvalue %5605[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5627 = llvm.mlir.constant(12800 : index) : i64
    %5628 = llvm.mul %5606, %5627 overflow<nsw, nuw> : i64
    %5629 = llvm.mlir.constant(100 : index) : i64
    %5630 = llvm.mul %5608, %5629 overflow<nsw, nuw> : i64
    %5631 = llvm.add %5628, %5630 overflow<nsw, nuw> : i64
    %5632 = llvm.mlir.constant(10 : index) : i64
    %5633 = llvm.mul %5610, %5632 overflow<nsw, nuw> : i64
    %5634 = llvm.add %5631, %5633 overflow<nsw, nuw> : i64
    %5635 = llvm.add %5634, %5612 overflow<nsw, nuw> : i64
    %5636 = llvm.getelementptr inbounds|nuw %5626[%5635] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5625, %5636 : f32, !llvm.ptr
    %5637 = llvm.add %5612, %29 : i64
    llvm.br ^bb619(%5637 : i64)
  ^bb621:  // pred: ^bb619
    %5638 = llvm.add %5610, %29 : i64
    llvm.br ^bb617(%5638 : i64)
  ^bb622:  // pred: ^bb617
    %5639 = llvm.add %5608, %29 : i64
    llvm.br ^bb615(%5639 : i64)
  ^bb623:  // pred: ^bb615
    %5640 = llvm.add %5606, %29 : i64
    llvm.br ^bb613(%5640 : i64)
  ^bb624:  // pred: ^bb613
    %5641 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5642 = llvm.extractvalue %5605[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5643 = llvm.extractvalue %5605[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5644 = llvm.insertvalue %5642, %5641[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5645 = llvm.insertvalue %5643, %5644[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5646 = llvm.mlir.constant(11 : index) : i64
    %5647 = llvm.insertvalue %5646, %5645[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5648 = llvm.mlir.constant(1 : index) : i64
    %5649 = llvm.insertvalue %5648, %5647[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5650 = llvm.mlir.constant(12800 : index) : i64
    %5651 = llvm.insertvalue %5650, %5649[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5652 = llvm.mlir.constant(128 : index) : i64
    %5653 = llvm.insertvalue %5652, %5651[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5654 = llvm.mlir.constant(100 : index) : i64
    %5655 = llvm.insertvalue %5654, %5653[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5656 = llvm.mlir.constant(8 : index) : i64
    %5657 = llvm.insertvalue %5656, %5655[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5658 = llvm.mlir.constant(10 : index) : i64
    %5659 = llvm.insertvalue %5658, %5657[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5660 = llvm.mlir.constant(8 : index) : i64
    %5661 = llvm.insertvalue %5660, %5659[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5662 = llvm.mlir.constant(1 : index) : i64
    %5663 = llvm.insertvalue %5662, %5661[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb625(%30 : i64)
  ^bb625(%5664: i64):  // 2 preds: ^bb624, ^bb635
    %5665 = llvm.icmp "slt" %5664, %29 : i64
    llvm.cond_br %5665, ^bb626, ^bb636
  ^bb626:  // pred: ^bb625
    llvm.br ^bb627(%30 : i64)
  ^bb627(%5666: i64):  // 2 preds: ^bb626, ^bb634
    %5667 = llvm.icmp "slt" %5666, %20 : i64
    llvm.cond_br %5667, ^bb628, ^bb635
  ^bb628:  // pred: ^bb627
    llvm.br ^bb629(%30 : i64)
  ^bb629(%5668: i64):  // 2 preds: ^bb628, ^bb633
    %5669 = llvm.icmp "slt" %5668, %19 : i64
    llvm.cond_br %5669, ^bb630, ^bb634
  ^bb630:  // pred: ^bb629
    llvm.br ^bb631(%30 : i64)
  ^bb631(%5670: i64):  // 2 preds: ^bb630, ^bb632
    %5671 = llvm.icmp "slt" %5670, %19 : i64
    llvm.cond_br %5671, ^bb632, ^bb633
  ^bb632:  // pred: ^bb631
    %5672 = llvm.extractvalue %5449[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5673 = llvm.mlir.constant(8192 : index) : i64
    %5674 = llvm.mul %5664, %5673 overflow<nsw, nuw> : i64
    %5675 = llvm.mlir.constant(64 : index) : i64
    %5676 = llvm.mul %5666, %5675 overflow<nsw, nuw> : i64
    %5677 = llvm.add %5674, %5676 overflow<nsw, nuw> : i64
    %5678 = llvm.mlir.constant(8 : index) : i64
    %5679 = llvm.mul %5668, %5678 overflow<nsw, nuw> : i64
    %5680 = llvm.add %5677, %5679 overflow<nsw, nuw> : i64
    %5681 = llvm.add %5680, %5670 overflow<nsw, nuw> : i64
    %5682 = llvm.getelementptr inbounds|nuw %5672[%5681] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5683 = llvm.load %5682 : !llvm.ptr -> f32
    %5684 = llvm.extractvalue %5663[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5685 = llvm.mlir.constant(11 : index) : i64
    %5686 = llvm.getelementptr %5684[%5685] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5687 = llvm.mlir.constant(12800 : index) : i64
    %5688 = llvm.mul %5664, %5687 overflow<nsw, nuw> : i64
    %5689 = llvm.mlir.constant(100 : index) : i64
    %5690 = llvm.mul %5666, %5689 overflow<nsw, nuw> : i64
    %5691 = llvm.add %5688, %5690 overflow<nsw, nuw> : i64
    %5692 = llvm.mlir.constant(10 : index) : i64
    %5693 = llvm.mul %5668, %5692 overflow<nsw, nuw> : i64
    %5694 = llvm.add %5691, %5693 overflow<nsw, nuw> : i64
    %5695 = llvm.add %5694, %5670 overflow<nsw, nuw> : i64
    %5696 = llvm.getelementptr inbounds|nuw %5686[%5695] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5683, %5696 : f32, !llvm.ptr
    %5697 = llvm.add %5670, %29 : i64
    llvm.br ^bb631(%5697 : i64)
  ^bb633:  // pred: ^bb631
    %5698 = llvm.add %5668, %29 : i64
    llvm.br ^bb629(%5698 : i64)
  ^bb634:  // pred: ^bb629
    %5699 = llvm.add %5666, %29 : i64
    llvm.br ^bb627(%5699 : i64)
  ^bb635:  // pred: ^bb627
    %5700 = llvm.add %5664, %29 : i64
    llvm.br ^bb625(%5700 : i64)
  ^bb636:  // pred: ^bb625
    %5701 = llvm.mlir.constant(1 : index) : i64
    %5702 = llvm.mlir.constant(128 : index) : i64
    %5703 = llvm.mlir.constant(8 : index) : i64
    %5704 = llvm.mlir.constant(8 : index) : i64
    %5705 = llvm.mlir.constant(1 : index) : i64
    %5706 = llvm.mlir.constant(64 : index) : i64
    %5707 = llvm.mlir.constant(8192 : index) : i64
    %5708 = llvm.mlir.constant(8192 : index) : i64
    %5709 = llvm.mlir.zero : !llvm.ptr
    %5710 = llvm.getelementptr %5709[%5708] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5711 = llvm.ptrtoint %5710 : !llvm.ptr to i64
    %5712 = llvm.mlir.constant(64 : index) : i64
    %5713 = llvm.add %5711, %5712 : i64
    %5714 = llvm.call @malloc(%5713) : (i64) -> !llvm.ptr
    %5715 = llvm.ptrtoint %5714 : !llvm.ptr to i64
    %5716 = llvm.mlir.constant(1 : index) : i64
    %5717 = llvm.sub %5712, %5716 : i64
    %5718 = llvm.add %5715, %5717 : i64
    %5719 = llvm.urem %5718, %5712 : i64
    %5720 = llvm.sub %5718, %5719 : i64
    %5721 = llvm.inttoptr %5720 : i64 to !llvm.ptr
    %5722 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5723 = llvm.insertvalue %5714, %5722[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5724 = llvm.insertvalue %5721, %5723[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5725 = llvm.mlir.constant(0 : index) : i64
    %5726 = llvm.insertvalue %5725, %5724[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5727 = llvm.insertvalue %5701, %5726[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5728 = llvm.insertvalue %5702, %5727[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5729 = llvm.insertvalue %5703, %5728[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5730 = llvm.insertvalue %5704, %5729[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5731 = llvm.insertvalue %5707, %5730[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5732 = llvm.insertvalue %5706, %5731[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5733 = llvm.insertvalue %5704, %5732[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5734 = llvm.insertvalue %5705, %5733[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb637(%30 : i64)
  ^bb637(%5735: i64):  // 2 preds: ^bb636, ^bb647
    %5736 = llvm.icmp "slt" %5735, %29 : i64
    llvm.cond_br %5736, ^bb638, ^bb648
  ^bb638:  // pred: ^bb637
    llvm.br ^bb639(%30 : i64)
  ^bb639(%5737: i64):  // 2 preds: ^bb638, ^bb646
    %5738 = llvm.icmp "slt" %5737, %20 : i64
    llvm.cond_br %5738, ^bb640, ^bb647
  ^bb640:  // pred: ^bb639
    llvm.br ^bb641(%30 : i64)
  ^bb641(%5739: i64):  // 2 preds: ^bb640, ^bb645
    %5740 = llvm.icmp "slt" %5739, %19 : i64
    llvm.cond_br %5740, ^bb642, ^bb646
  ^bb642:  // pred: ^bb641
    llvm.br ^bb643(%30 : i64)
  ^bb643(%5741: i64):  // 2 preds: ^bb642, ^bb644
    %5742 = llvm.icmp "slt" %5741, %19 : i64
    llvm.cond_br %5742, ^bb644, ^bb645
  ^bb644:  // pred: ^bb643
    %5743 = llvm.extractvalue %5173[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5744 = llvm.mlir.constant(8192 : index) : i64
    %5745 = llvm.mul %5735, %5744 overflow<nsw, nuw> : i64
    %5746 = llvm.mlir.constant(64 : index) : i64
    %5747 = llvm.mul %5737, %5746 overflow<nsw, nuw> : i64
    %5748 = llvm.add %5745, %5747 overflow<nsw, nuw> : i64
    %5749 = llvm.mlir.constant(8 : index) : i64
    %5750 = llvm.mul %5739, %5749 overflow<nsw, nuw> : i64
    %5751 = llvm.add %5748, %5750 overflow<nsw, nuw> : i64
    %5752 = llvm.add %5751, %5741 overflow<nsw, nuw> : i64
    %5753 = llvm.getelementptr inbounds|nuw %5743[%5752] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5754 = llvm.load %5753 : !llvm.ptr -> f32
    %5755 = llvm.extractvalue %5734[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5756 = llvm.mlir.constant(8192 : index) : i64
    %5757 = llvm.mul %5735, %5756 overflow<nsw, nuw> : i64
    %5758 = llvm.mlir.constant(64 : index) : i64
    %5759 = llvm.mul %5737, %5758 overflow<nsw, nuw> : i64
    %5760 = llvm.add %5757, %5759 overflow<nsw, nuw> : i64
    %5761 = llvm.mlir.constant(8 : index) : i64
    %5762 = llvm.mul %5739, %5761 overflow<nsw, nuw> : i64
    %5763 = llvm.add %5760, %5762 overflow<nsw, nuw> : i64
    %5764 = llvm.add %5763, %5741 overflow<nsw, nuw> : i64
    %5765 = llvm.getelementptr inbounds|nuw %5755[%5764] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5754, %5765 : f32, !llvm.ptr
    %5766 = llvm.add %5741, %29 : i64
    llvm.br ^bb643(%5766 : i64)
  ^bb645:  // pred: ^bb643
    %5767 = llvm.add %5739, %29 : i64
    llvm.br ^bb641(%5767 : i64)
  ^bb646:  // pred: ^bb641
    %5768 = llvm.add %5737, %29 : i64
    llvm.br ^bb639(%5768 : i64)
  ^bb647:  // pred: ^bb639
    %5769 = llvm.add %5735, %29 : i64
    llvm.br ^bb637(%5769 : i64)
  ^bb648:  // pred: ^bb637
    llvm.br ^bb649(%30 : i64)
  ^bb649(%5770: i64):  // 2 preds: ^bb648, ^bb668
    %5771 = llvm.icmp "slt" %5770, %29 : i64
    llvm.cond_br %5771, ^bb650, ^bb669
  ^bb650:  // pred: ^bb649
    llvm.br ^bb651(%30 : i64)
  ^bb651(%5772: i64):  // 2 preds: ^bb650, ^bb667
    %5773 = llvm.icmp "slt" %5772, %20 : i64
    llvm.cond_br %5773, ^bb652, ^bb668
  ^bb652:  // pred: ^bb651
    llvm.br ^bb653(%30 : i64)
  ^bb653(%5774: i64):  // 2 preds: ^bb652, ^bb666
    %5775 = llvm.icmp "slt" %5774, %19 : i64
    llvm.cond_br %5775, ^bb654, ^bb667
  ^bb654:  // pred: ^bb653
    llvm.br ^bb655(%30 : i64)
  ^bb655(%5776: i64):  // 2 preds: ^bb654, ^bb665
    %5777 = llvm.icmp "slt" %5776, %19 : i64
    llvm.cond_br %5777, ^bb656, ^bb666
  ^bb656:  // pred: ^bb655
    llvm.br ^bb657(%30 : i64)
  ^bb657(%5778: i64):  // 2 preds: ^bb656, ^bb664
    %5779 = llvm.icmp "slt" %5778, %20 : i64
    llvm.cond_br %5779, ^bb658, ^bb665
  ^bb658:  // pred: ^bb657
    llvm.br ^bb659(%30 : i64)
  ^bb659(%5780: i64):  // 2 preds: ^bb658, ^bb663
    %5781 = llvm.icmp "slt" %5780, %28 : i64
    llvm.cond_br %5781, ^bb660, ^bb664
  ^bb660:  // pred: ^bb659
    llvm.br ^bb661(%30 : i64)
  ^bb661(%5782: i64):  // 2 preds: ^bb660, ^bb662
    %5783 = llvm.icmp "slt" %5782, %28 : i64
    llvm.cond_br %5783, ^bb662, ^bb663
  ^bb662:  // pred: ^bb661
    %5784 = llvm.add %5774, %5780 : i64
    %5785 = llvm.add %5776, %5782 : i64
    %5786 = llvm.extractvalue %5605[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5787 = llvm.mlir.constant(12800 : index) : i64
    %5788 = llvm.mul %5770, %5787 overflow<nsw, nuw> : i64
    %5789 = llvm.mlir.constant(100 : index) : i64
    %5790 = llvm.mul %5778, %5789 overflow<nsw, nuw> : i64
    %5791 = llvm.add %5788, %5790 overflow<nsw, nuw> : i64
    %5792 = llvm.mlir.constant(10 : index) : i64
    %5793 = llvm.mul %5784, %5792 overflow<nsw, nuw> : i64
    %5794 = llvm.add %5791, %5793 overflow<nsw, nuw> : i64
    %5795 = llvm.add %5794, %5785 overflow<nsw, nuw> : i64
    %5796 = llvm.getelementptr inbounds|nuw %5786[%5795] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5797 = llvm.load %5796 : !llvm.ptr -> f32
    %5798 = llvm.extractvalue %1353[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5799 = llvm.mlir.constant(1152 : index) : i64
    %5800 = llvm.mul %5772, %5799 overflow<nsw, nuw> : i64
    %5801 = llvm.mlir.constant(9 : index) : i64
    %5802 = llvm.mul %5778, %5801 overflow<nsw, nuw> : i64
    %5803 = llvm.add %5800, %5802 overflow<nsw, nuw> : i64
    %5804 = llvm.mlir.constant(3 : index) : i64
    %5805 = llvm.mul %5780, %5804 overflow<nsw, nuw> : i64
    %5806 = llvm.add %5803, %5805 overflow<nsw, nuw> : i64
    %5807 = llvm.add %5806, %5782 overflow<nsw, nuw> : i64
    %5808 = llvm.getelementptr inbounds|nuw %5798[%5807] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5809 = llvm.load %5808 : !llvm.ptr -> f32
    %5810 = llvm.extractvalue %5734[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5811 = llvm.mlir.constant(8192 : index) : i64
    %5812 = llvm.mul %5770, %5811 overflow<nsw, nuw> : i64
    %5813 = llvm.mlir.constant(64 : index) : i64
    %5814 = llvm.mul %5772, %5813 overflow<nsw, nuw> : i64
    %5815 = llvm.add %5812, %5814 overflow<nsw, nuw> : i64
    %5816 = llvm.mlir.constant(8 : index) : i64
    %5817 = llvm.mul %5774, %5816 overflow<nsw, nuw> : i64
    %5818 = llvm.add %5815, %5817 overflow<nsw, nuw> : i64
    %5819 = llvm.add %5818, %5776 overflow<nsw, nuw> : i64
    %5820 = llvm.getelementptr inbounds|nuw %5810[%5819] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5821 = llvm.load %5820 : !llvm.ptr -> f32
    %5822 = llvm.fmul %5797, %5809 : f32
    %5823 = llvm.fadd %5821, %5822 : f32
    %5824 = llvm.extractvalue %5734[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5825 = llvm.mlir.constant(8192 : index) : i64
    %5826 = llvm.mul %5770, %5825 overflow<nsw, nuw> : i64
    %5827 = llvm.mlir.constant(64 : index) : i64
    %5828 = llvm.mul %5772, %5827 overflow<nsw, nuw> : i64
    %5829 = llvm.add %5826, %5828 overflow<nsw, nuw> : i64
    %5830 = llvm.mlir.constant(8 : index) : i64
    %5831 = llvm.mul %5774, %5830 overflow<nsw, nuw> : i64
    %5832 = llvm.add %5829, %5831 overflow<nsw, nuw> : i64
    %5833 = llvm.add %5832, %5776 overflow<nsw, nuw> : i64
    %5834 = llvm.getelementptr inbounds|nuw %5824[%5833] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5823, %5834 : f32, !llvm.ptr
    %5835 = llvm.add %5782, %29 : i64
    llvm.br ^bb661(%5835 : i64)
  ^bb663:  // pred: ^bb661
    %5836 = llvm.add %5780, %29 : i64
    llvm.br ^bb659(%5836 : i64)
  ^bb664:  // pred: ^bb659
    %5837 = llvm.add %5778, %29 : i64
    llvm.br ^bb657(%5837 : i64)
  ^bb665:  // pred: ^bb657
    %5838 = llvm.add %5776, %29 : i64
    llvm.br ^bb655(%5838 : i64)
  ^bb666:  // pred: ^bb655
    %5839 = llvm.add %5774, %29 : i64
    llvm.br ^bb653(%5839 : i64)
  ^bb667:  // pred: ^bb653
    %5840 = llvm.add %5772, %29 : i64
    llvm.br ^bb651(%5840 : i64)
  ^bb668:  // pred: ^bb651
    %5841 = llvm.add %5770, %29 : i64
    llvm.br ^bb649(%5841 : i64)
  ^bb669:  // pred: ^bb649
    %5842 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5843 = llvm.extractvalue %1309[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5844 = llvm.extractvalue %1309[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5845 = llvm.insertvalue %5843, %5842[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5846 = llvm.insertvalue %5844, %5845[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5847 = llvm.mlir.constant(0 : index) : i64
    %5848 = llvm.insertvalue %5847, %5846[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5849 = llvm.mlir.constant(128 : index) : i64
    %5850 = llvm.insertvalue %5849, %5848[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5851 = llvm.mlir.constant(1 : index) : i64
    %5852 = llvm.insertvalue %5851, %5850[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5853 = llvm.mlir.constant(1 : index) : i64
    %5854 = llvm.insertvalue %5853, %5852[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5855 = llvm.mlir.constant(1 : index) : i64
    %5856 = llvm.insertvalue %5855, %5854[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5857 = llvm.mlir.constant(1 : index) : i64
    %5858 = llvm.insertvalue %5857, %5856[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5859 = llvm.mlir.constant(1 : index) : i64
    %5860 = llvm.insertvalue %5859, %5858[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5861 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5862 = llvm.extractvalue %1325[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5863 = llvm.extractvalue %1325[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5864 = llvm.insertvalue %5862, %5861[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5865 = llvm.insertvalue %5863, %5864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5866 = llvm.mlir.constant(0 : index) : i64
    %5867 = llvm.insertvalue %5866, %5865[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5868 = llvm.mlir.constant(128 : index) : i64
    %5869 = llvm.insertvalue %5868, %5867[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5870 = llvm.mlir.constant(1 : index) : i64
    %5871 = llvm.insertvalue %5870, %5869[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5872 = llvm.mlir.constant(1 : index) : i64
    %5873 = llvm.insertvalue %5872, %5871[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5874 = llvm.mlir.constant(1 : index) : i64
    %5875 = llvm.insertvalue %5874, %5873[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5876 = llvm.mlir.constant(1 : index) : i64
    %5877 = llvm.insertvalue %5876, %5875[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5878 = llvm.mlir.constant(1 : index) : i64
    %5879 = llvm.insertvalue %5878, %5877[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5880 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5881 = llvm.extractvalue %1293[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5882 = llvm.extractvalue %1293[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5883 = llvm.insertvalue %5881, %5880[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5884 = llvm.insertvalue %5882, %5883[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5885 = llvm.mlir.constant(0 : index) : i64
    %5886 = llvm.insertvalue %5885, %5884[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5887 = llvm.mlir.constant(128 : index) : i64
    %5888 = llvm.insertvalue %5887, %5886[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5889 = llvm.mlir.constant(1 : index) : i64
    %5890 = llvm.insertvalue %5889, %5888[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5891 = llvm.mlir.constant(1 : index) : i64
    %5892 = llvm.insertvalue %5891, %5890[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5893 = llvm.mlir.constant(1 : index) : i64
    %5894 = llvm.insertvalue %5893, %5892[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5895 = llvm.mlir.constant(1 : index) : i64
    %5896 = llvm.insertvalue %5895, %5894[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5897 = llvm.mlir.constant(1 : index) : i64
    %5898 = llvm.insertvalue %5897, %5896[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5899 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5900 = llvm.extractvalue %1277[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5901 = llvm.extractvalue %1277[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5902 = llvm.insertvalue %5900, %5899[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5903 = llvm.insertvalue %5901, %5902[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5904 = llvm.mlir.constant(0 : index) : i64
    %5905 = llvm.insertvalue %5904, %5903[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5906 = llvm.mlir.constant(128 : index) : i64
    %5907 = llvm.insertvalue %5906, %5905[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5908 = llvm.mlir.constant(1 : index) : i64
    %5909 = llvm.insertvalue %5908, %5907[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5910 = llvm.mlir.constant(1 : index) : i64
    %5911 = llvm.insertvalue %5910, %5909[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5912 = llvm.mlir.constant(1 : index) : i64
    %5913 = llvm.insertvalue %5912, %5911[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5914 = llvm.mlir.constant(1 : index) : i64
    %5915 = llvm.insertvalue %5914, %5913[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5916 = llvm.mlir.constant(1 : index) : i64
    %5917 = llvm.insertvalue %5916, %5915[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5918 = llvm.mlir.constant(1 : index) : i64
    %5919 = llvm.mlir.constant(128 : index) : i64
    %5920 = llvm.mlir.constant(8 : index) : i64
    %5921 = llvm.mlir.constant(8 : index) : i64
    %5922 = llvm.mlir.constant(1 : index) : i64
    %5923 = llvm.mlir.constant(64 : index) : i64
    %5924 = llvm.mlir.constant(8192 : index) : i64
    %5925 = llvm.mlir.constant(8192 : index) : i64
    %5926 = llvm.mlir.zero : !llvm.ptr
    %5927 = llvm.getelementptr %5926[%5925] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5928 = llvm.ptrtoint %5927 : !llvm.ptr to i64
    %5929 = llvm.mlir.constant(64 : index) : i64
    %5930 = llvm.add %5928, %5929 : i64
    %5931 = llvm.call @malloc(%5930) : (i64) -> !llvm.ptr
    %5932 = llvm.ptrtoint %5931 : !llvm.ptr to i64
    %5933 = llvm.mlir.constant(1 : index) : i64
    %5934 = llvm.sub %5929, %5933 : i64
    %5935 = llvm.add %5932, %5934 : i64
    %5936 = llvm.urem %5935, %5929 : i64
    %5937 = llvm.sub %5935, %5936 : i64
    %5938 = llvm.inttoptr %5937 : i64 to !llvm.ptr
    %5939 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5940 = llvm.insertvalue %5931, %5939[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5941 = llvm.insertvalue %5938, %5940[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5942 = llvm.mlir.constant(0 : index) : i64
    %5943 = llvm.insertvalue %5942, %5941[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5944 = llvm.insertvalue %5918, %5943[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5945 = llvm.insertvalue %5919, %5944[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5946 = llvm.insertvalue %5920, %5945[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5947 = llvm.insertvalue %5921, %5946[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5948 = llvm.insertvalue %5924, %5947[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5949 = llvm.insertvalue %5923, %5948[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5950 = llvm.insertvalue %5921, %5949[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5951 = llvm.insertvalue %5922, %5950[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb670(%30 : i64)
  ^bb670(%5952: i64):  // 2 preds: ^bb669, ^bb680
    %5953 = llvm.icmp "slt" %5952, %29 : i64
    llvm.cond_br %5953, ^bb671, ^bb681
  ^bb671:  // pred: ^bb670
    llvm.br ^bb672(%30 : i64)
  ^bb672(%5954: i64):  // 2 preds: ^bb671, ^bb679
    %5955 = llvm.icmp "slt" %5954, %20 : i64
    llvm.cond_br %5955, ^bb673, ^bb680
  ^bb673:  // pred: ^bb672
    llvm.br ^bb674(%30 : i64)
  ^bb674(%5956: i64):  // 2 preds: ^bb673, ^bb678
    %5957 = llvm.icmp "slt" %5956, %19 : i64
    llvm.cond_br %5957, ^bb675, ^bb679
  ^bb675:  // pred: ^bb674
    llvm.br ^bb676(%30 : i64)
  ^bb676(%5958: i64):  // 2 preds: ^bb675, ^bb677
    %5959 = llvm.icmp "slt" %5958, %19 : i64
    llvm.cond_br %5959, ^bb677, ^bb678
  ^bb677:  // pred: ^bb676
    %5960 = llvm.extractvalue %5173[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5961 = llvm.mlir.constant(8192 : index) : i64
    %5962 = llvm.mul %5952, %5961 overflow<nsw, nuw> : i64
    %5963 = llvm.mlir.constant(64 : index) : i64
    %5964 = llvm.mul %5954, %5963 overflow<nsw, nuw> : i64
    %5965 = llvm.add %5962, %5964 overflow<nsw, nuw> : i64
    %5966 = llvm.mlir.constant(8 : index) : i64
    %5967 = llvm.mul %5956, %5966 overflow<nsw, nuw> : i64
    %5968 = llvm.add %5965, %5967 overflow<nsw, nuw> : i64
    %5969 = llvm.add %5968, %5958 overflow<nsw, nuw> : i64
    %5970 = llvm.getelementptr inbounds|nuw %5960[%5969] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5971 = llvm.load %5970 : !llvm.ptr -> f32
    %5972 = llvm.extractvalue %5951[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5973 = llvm.mlir.constant(8192 : index) : i64
    %5974 = llvm.mul %5952, %5973 overflow<nsw, nuw> : i64
    %5975 = llvm.mlir.constant(64 : index) : i64
    %5976 = llvm.mul %5954, %5975 overflow<nsw, nuw> : i64
    %5977 = llvm.add %5974, %5976 overflow<nsw, nuw> : i64
    %5978 = llvm.mlir.constant(8 : index) : i64
    %5979 = llvm.mul %5956, %5978 overflow<nsw, nuw> : i64
    %5980 = llvm.add %5977, %5979 overflow<nsw, nuw> : i64
    %5981 = llvm.add %5980, %5958 overflow<nsw, nuw> : i64
    %5982 = llvm.getelementptr inbounds|nuw %5972[%5981] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5971, %5982 : f32, !llvm.ptr
    %5983 = llvm.add %5958, %29 : i64
    llvm.br ^bb676(%5983 : i64)
  ^bb678:  // pred: ^bb676
    %5984 = llvm.add %5956, %29 : i64
    llvm.br ^bb674(%5984 : i64)
  ^bb679:  // pred: ^bb674
    %5985 = llvm.add %5954, %29 : i64
    llvm.br ^bb672(%5985 : i64)
  ^bb680:  // pred: ^bb672
    %5986 = llvm.add %5952, %29 : i64
    llvm.br ^bb670(%5986 : i64)
  ^bb681:  // pred: ^bb670
    llvm.br ^bb682(%30 : i64)
  ^bb682(%5987: i64):  // 2 preds: ^bb681, ^bb701
    %5988 = llvm.icmp "slt" %5987, %29 : i64
    llvm.cond_br %5988, ^bb683, ^bb702
  ^bb683:  // pred: ^bb682
    llvm.br ^bb684(%30 : i64)
  ^bb684(%5989: i64):  // 2 preds: ^bb683, ^bb700
    %5990 = llvm.icmp "slt" %5989, %20 : i64
    llvm.cond_br %5990, ^bb685, ^bb701
  ^bb685:  // pred: ^bb684
    llvm.br ^bb686(%30 : i64)
  ^bb686(%5991: i64):  // 2 preds: ^bb685, ^bb699
    %5992 = llvm.icmp "slt" %5991, %19 : i64
    llvm.cond_br %5992, ^bb687, ^bb700
  ^bb687:  // pred: ^bb686
    llvm.br ^bb688(%30 : i64)
  ^bb688(%5993: i64):  // 2 preds: ^bb687, ^bb698
    %5994 = llvm.icmp "slt" %5993, %19 : i64
    llvm.cond_br %5994, ^bb689, ^bb699
  ^bb689:  // pred: ^bb688
    llvm.br ^bb690(%30 : i64)
  ^bb690(%5995: i64):  // 2 preds: ^bb689, ^bb697
    %5996 = llvm.icmp "slt" %5995, %26 : i64
    llvm.cond_br %5996, ^bb691, ^bb698
  ^bb691:  // pred: ^bb690
    llvm.br ^bb692(%30 : i64)
  ^bb692(%5997: i64):  // 2 preds: ^bb691, ^bb696
    %5998 = llvm.icmp "slt" %5997, %29 : i64
    llvm.cond_br %5998, ^bb693, ^bb697
  ^bb693:  // pred: ^bb692
    llvm.br ^bb694(%30 : i64)
  ^bb694(%5999: i64):  // 2 preds: ^bb693, ^bb695
    %6000 = llvm.icmp "slt" %5999, %29 : i64
    llvm.cond_br %6000, ^bb695, ^bb696
  ^bb695:  // pred: ^bb694
    %6001 = llvm.mul %5991, %13 overflow<nsw> : i64
    %6002 = llvm.add %6001, %5997 : i64
    %6003 = llvm.mul %5993, %13 overflow<nsw> : i64
    %6004 = llvm.add %6003, %5999 : i64
    %6005 = llvm.extractvalue %4875[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6006 = llvm.mlir.constant(16384 : index) : i64
    %6007 = llvm.mul %5987, %6006 overflow<nsw, nuw> : i64
    %6008 = llvm.mlir.constant(256 : index) : i64
    %6009 = llvm.mul %5995, %6008 overflow<nsw, nuw> : i64
    %6010 = llvm.add %6007, %6009 overflow<nsw, nuw> : i64
    %6011 = llvm.mlir.constant(16 : index) : i64
    %6012 = llvm.mul %6002, %6011 overflow<nsw, nuw> : i64
    %6013 = llvm.add %6010, %6012 overflow<nsw, nuw> : i64
    %6014 = llvm.add %6013, %6004 overflow<nsw, nuw> : i64
    %6015 = llvm.getelementptr inbounds|nuw %6005[%6014] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6016 = llvm.load %6015 : !llvm.ptr -> f32
    %6017 = llvm.extractvalue %1261[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6018 = llvm.mlir.constant(64 : index) : i64
    %6019 = llvm.mul %5989, %6018 overflow<nsw, nuw> : i64
    %6020 = llvm.add %6019, %5995 overflow<nsw, nuw> : i64
    %6021 = llvm.add %6020, %5997 overflow<nsw, nuw> : i64
    %6022 = llvm.add %6021, %5999 overflow<nsw, nuw> : i64
    %6023 = llvm.getelementptr inbounds|nuw %6017[%6022] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6024 = llvm.load %6023 : !llvm.ptr -> f32
    %6025 = llvm.extractvalue %5951[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6026 = llvm.mlir.constant(8192 : index) : i64
    %6027 = llvm.mul %5987, %6026 overflow<nsw, nuw> : i64
    %6028 = llvm.mlir.constant(64 : index) : i64
    %6029 = llvm.mul %5989, %6028 overflow<nsw, nuw> : i64
    %6030 = llvm.add %6027, %6029 overflow<nsw, nuw> : i64
    %6031 = llvm.mlir.constant(8 : index) : i64
    %6032 = llvm.mul %5991, %6031 overflow<nsw, nuw> : i64
    %6033 = llvm.add %6030, %6032 overflow<nsw, nuw> : i64
    %6034 = llvm.add %6033, %5993 overflow<nsw, nuw> : i64
    %6035 = llvm.getelementptr inbounds|nuw %6025[%6034] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6036 = llvm.load %6035 : !llvm.ptr -> f32
    %6037 = llvm.fmul %6016, %6024 : f32
    %6038 = llvm.fadd %6036, %6037 : f32
    %6039 = llvm.extractvalue %5951[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6040 = llvm.mlir.constant(8192 : index) : i64
    %6041 = llvm.mul %5987, %6040 overflow<nsw, nuw> : i64
    %6042 = llvm.mlir.constant(64 : index) : i64
    %6043 = llvm.mul %5989, %6042 overflow<nsw, nuw> : i64
    %6044 = llvm.add %6041, %6043 overflow<nsw, nuw> : i64
    %6045 = llvm.mlir.constant(8 : index) : i64
    %6046 = llvm.mul %5991, %6045 overflow<nsw, nuw> : i64
    %6047 = llvm.add %6044, %6046 overflow<nsw, nuw> : i64
    %6048 = llvm.add %6047, %5993 overflow<nsw, nuw> : i64
    %6049 = llvm.getelementptr inbounds|nuw %6039[%6048] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6038, %6049 : f32, !llvm.ptr
    %6050 = llvm.add %5999, %29 : i64
    llvm.br ^bb694(%6050 : i64)
  ^bb696:  // pred: ^bb694
    %6051 = llvm.add %5997, %29 : i64
    llvm.br ^bb692(%6051 : i64)
  ^bb697:  // pred: ^bb692
    %6052 = llvm.add %5995, %29 : i64
    llvm.br ^bb690(%6052 : i64)
  ^bb698:  // pred: ^bb690
    %6053 = llvm.add %5993, %29 : i64
    llvm.br ^bb688(%6053 : i64)
  ^bb699:  // pred: ^bb688
    %6054 = llvm.add %5991, %29 : i64
    llvm.br ^bb686(%6054 : i64)
  ^bb700:  // pred: ^bb686
    %6055 = llvm.add %5989, %29 : i64
    llvm.br ^bb684(%6055 : i64)
  ^bb701:  // pred: ^bb684
    %6056 = llvm.add %5987, %29 : i64
    llvm.br ^bb682(%6056 : i64)
  ^bb702:  // pred: ^bb682
    %6057 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6058 = llvm.extractvalue %1219[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6059 = llvm.extractvalue %1219[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6060 = llvm.insertvalue %6058, %6057[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6061 = llvm.insertvalue %6059, %6060[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6062 = llvm.mlir.constant(0 : index) : i64
    %6063 = llvm.insertvalue %6062, %6061[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6064 = llvm.mlir.constant(128 : index) : i64
    %6065 = llvm.insertvalue %6064, %6063[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6066 = llvm.mlir.constant(1 : index) : i64
    %6067 = llvm.insertvalue %6066, %6065[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6068 = llvm.mlir.constant(1 : index) : i64
    %6069 = llvm.insertvalue %6068, %6067[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6070 = llvm.mlir.constant(1 : index) : i64
    %6071 = llvm.insertvalue %6070, %6069[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6072 = llvm.mlir.constant(1 : index) : i64
    %6073 = llvm.insertvalue %6072, %6071[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6074 = llvm.mlir.constant(1 : index) : i64
    %6075 = llvm.insertvalue %6074, %6073[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6076 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6077 = llvm.extractvalue %1235[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6078 = llvm.extractvalue %1235[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6079 = llvm.insertvalue %6077, %6076[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6080 = llvm.insertvalue %6078, %6079[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6081 = llvm.mlir.constant(0 : index) : i64
    %6082 = llvm.insertvalue %6081, %6080[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6083 = llvm.mlir.constant(128 : index) : i64
    %6084 = llvm.insertvalue %6083, %6082[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6085 = llvm.mlir.constant(1 : index) : i64
    %6086 = llvm.insertvalue %6085, %6084[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6087 = llvm.mlir.constant(1 : index) : i64
    %6088 = llvm.insertvalue %6087, %6086[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6089 = llvm.mlir.constant(1 : index) : i64
    %6090 = llvm.insertvalue %6089, %6088[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6091 = llvm.mlir.constant(1 : index) : i64
    %6092 = llvm.insertvalue %6091, %6090[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6093 = llvm.mlir.constant(1 : index) : i64
    %6094 = llvm.insertvalue %6093, %6092[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6095 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6096 = llvm.extractvalue %1203[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6097 = llvm.extractvalue %1203[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6098 = llvm.insertvalue %6096, %6095[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6099 = llvm.insertvalue %6097, %6098[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6100 = llvm.mlir.constant(0 : index) : i64
    %6101 = llvm.insertvalue %6100, %6099[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6102 = llvm.mlir.constant(128 : index) : i64
    %6103 = llvm.insertvalue %6102, %6101[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6104 = llvm.mlir.constant(1 : index) : i64
    %6105 = llvm.insertvalue %6104, %6103[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6106 = llvm.mlir.constant(1 : index) : i64
    %6107 = llvm.insertvalue %6106, %6105[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6108 = llvm.mlir.constant(1 : index) : i64
    %6109 = llvm.insertvalue %6108, %6107[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6110 = llvm.mlir.constant(1 : index) : i64
    %6111 = llvm.insertvalue %6110, %6109[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6112 = llvm.mlir.constant(1 : index) : i64
    %6113 = llvm.insertvalue %6112, %6111[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6114 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6115 = llvm.extractvalue %1187[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6116 = llvm.extractvalue %1187[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6117 = llvm.insertvalue %6115, %6114[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6118 = llvm.insertvalue %6116, %6117[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6119 = llvm.mlir.constant(0 : index) : i64
    %6120 = llvm.insertvalue %6119, %6118[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6121 = llvm.mlir.constant(128 : index) : i64
    %6122 = llvm.insertvalue %6121, %6120[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6123 = llvm.mlir.constant(1 : index) : i64
    %6124 = llvm.insertvalue %6123, %6122[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6125 = llvm.mlir.constant(1 : index) : i64
    %6126 = llvm.insertvalue %6125, %6124[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6127 = llvm.mlir.constant(1 : index) : i64
    %6128 = llvm.insertvalue %6127, %6126[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6129 = llvm.mlir.constant(1 : index) : i64
    %6130 = llvm.insertvalue %6129, %6128[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6131 = llvm.mlir.constant(1 : index) : i64
    %6132 = llvm.insertvalue %6131, %6130[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6133 = llvm.mlir.constant(1 : index) : i64
    %6134 = llvm.mlir.constant(128 : index) : i64
    %6135 = llvm.mlir.constant(8 : index) : i64
    %6136 = llvm.mlir.constant(8 : index) : i64
    %6137 = llvm.mlir.constant(1 : index) : i64
    %6138 = llvm.mlir.constant(64 : index) : i64
    %6139 = llvm.mlir.constant(8192 : index) : i64
    %6140 = llvm.mlir.constant(8192 : index) : i64
    %6141 = llvm.mlir.zero : !llvm.ptr
    %6142 = llvm.getelementptr %6141[%6140] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6143 = llvm.ptrtoint %6142 : !llvm.ptr to i64
    %6144 = llvm.mlir.constant(64 : index) : i64
    %6145 = llvm.add %6143, %6144 : i64
    %6146 = llvm.call @malloc(%6145) : (i64) -> !llvm.ptr
    %6147 = llvm.ptrtoint %6146 : !llvm.ptr to i64
    %6148 = llvm.mlir.constant(1 : index) : i64
    %6149 = llvm.sub %6144, %6148 : i64
    %6150 = llvm.add %6147, %6149 : i64
    %6151 = llvm.urem %6150, %6144 : i64
    %6152 = llvm.sub %6150, %6151 : i64
    %6153 = llvm.inttoptr %6152 : i64 to !llvm.ptr
    %6154 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6155 = llvm.insertvalue %6146, %6154[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6156 = llvm.insertvalue %6153, %6155[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6157 = llvm.mlir.constant(0 : index) : i64
    %6158 = llvm.insertvalue %6157, %6156[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6159 = llvm.insertvalue %6133, %6158[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6160 = llvm.insertvalue %6134, %6159[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6161 = llvm.insertvalue %6135, %6160[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6162 = llvm.insertvalue %6136, %6161[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6163 = llvm.insertvalue %6139, %6162[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6164 = llvm.insertvalue %6138, %6163[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6165 = llvm.insertvalue %6136, %6164[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6166 = llvm.insertvalue %6137, %6165[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb703(%30 : i64)
  ^bb703(%6167: i64):  // 2 preds: ^bb702, ^bb713
    %6168 = llvm.icmp "slt" %6167, %29 : i64
    llvm.cond_br %6168, ^bb704, ^bb714
  ^bb704:  // pred: ^bb703
    llvm.br ^bb705(%30 : i64)
  ^bb705(%6169: i64):  // 2 preds: ^bb704, ^bb712
    %6170 = llvm.icmp "slt" %6169, %20 : i64
    llvm.cond_br %6170, ^bb706, ^bb713
  ^bb706:  // pred: ^bb705
    llvm.br ^bb707(%30 : i64)
  ^bb707(%6171: i64):  // 2 preds: ^bb706, ^bb711
    %6172 = llvm.icmp "slt" %6171, %19 : i64
    llvm.cond_br %6172, ^bb708, ^bb712
  ^bb708:  // pred: ^bb707
    llvm.br ^bb709(%30 : i64)
  ^bb709(%6173: i64):  // 2 preds: ^bb708, ^bb710
    %6174 = llvm.icmp "slt" %6173, %19 : i64
    llvm.cond_br %6174, ^bb710, ^bb711
  ^bb710:  // pred: ^bb709
    %6175 = llvm.extractvalue %5734[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6176 = llvm.mlir.constant(8192 : index) : i64
    %6177 = llvm.mul %6167, %6176 overflow<nsw, nuw> : i64
    %6178 = llvm.mlir.constant(64 : index) : i64
    %6179 = llvm.mul %6169, %6178 overflow<nsw, nuw> : i64
    %6180 = llvm.add %6177, %6179 overflow<nsw, nuw> : i64
    %6181 = llvm.mlir.constant(8 : index) : i64
    %6182 = llvm.mul %6171, %6181 overflow<nsw, nuw> : i64
    %6183 = llvm.add %6180, %6182 overflow<nsw, nuw> : i64
    %6184 = llvm.add %6183, %6173 overflow<nsw, nuw> : i64
    %6185 = llvm.getelementptr inbounds|nuw %6175[%6184] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6186 = llvm.load %6185 : !llvm.ptr -> f32
    %6187 = llvm.extractvalue %5879[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6188 = llvm.add %6169, %30 overflow<nsw, nuw> : i64
    %6189 = llvm.add %6188, %30 overflow<nsw, nuw> : i64
    %6190 = llvm.getelementptr inbounds|nuw %6187[%6189] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6191 = llvm.load %6190 : !llvm.ptr -> f32
    %6192 = llvm.extractvalue %5860[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6193 = llvm.add %6169, %30 overflow<nsw, nuw> : i64
    %6194 = llvm.add %6193, %30 overflow<nsw, nuw> : i64
    %6195 = llvm.getelementptr inbounds|nuw %6192[%6194] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6196 = llvm.load %6195 : !llvm.ptr -> f32
    %6197 = llvm.extractvalue %5898[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6198 = llvm.add %6169, %30 overflow<nsw, nuw> : i64
    %6199 = llvm.add %6198, %30 overflow<nsw, nuw> : i64
    %6200 = llvm.getelementptr inbounds|nuw %6197[%6199] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6201 = llvm.load %6200 : !llvm.ptr -> f32
    %6202 = llvm.extractvalue %5917[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6203 = llvm.add %6169, %30 overflow<nsw, nuw> : i64
    %6204 = llvm.add %6203, %30 overflow<nsw, nuw> : i64
    %6205 = llvm.getelementptr inbounds|nuw %6202[%6204] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6206 = llvm.load %6205 : !llvm.ptr -> f32
    %6207 = llvm.extractvalue %5951[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6208 = llvm.mlir.constant(8192 : index) : i64
    %6209 = llvm.mul %6167, %6208 overflow<nsw, nuw> : i64
    %6210 = llvm.mlir.constant(64 : index) : i64
    %6211 = llvm.mul %6169, %6210 overflow<nsw, nuw> : i64
    %6212 = llvm.add %6209, %6211 overflow<nsw, nuw> : i64
    %6213 = llvm.mlir.constant(8 : index) : i64
    %6214 = llvm.mul %6171, %6213 overflow<nsw, nuw> : i64
    %6215 = llvm.add %6212, %6214 overflow<nsw, nuw> : i64
    %6216 = llvm.add %6215, %6173 overflow<nsw, nuw> : i64
    %6217 = llvm.getelementptr inbounds|nuw %6207[%6216] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6218 = llvm.load %6217 : !llvm.ptr -> f32
    %6219 = llvm.extractvalue %6094[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6220 = llvm.add %6169, %30 overflow<nsw, nuw> : i64
    %6221 = llvm.add %6220, %30 overflow<nsw, nuw> : i64
    %6222 = llvm.getelementptr inbounds|nuw %6219[%6221] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6223 = llvm.load %6222 : !llvm.ptr -> f32
    %6224 = llvm.extractvalue %6075[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6225 = llvm.add %6169, %30 overflow<nsw, nuw> : i64
    %6226 = llvm.add %6225, %30 overflow<nsw, nuw> : i64
    %6227 = llvm.getelementptr inbounds|nuw %6224[%6226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6228 = llvm.load %6227 : !llvm.ptr -> f32
    %6229 = llvm.extractvalue %6113[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6230 = llvm.add %6169, %30 overflow<nsw, nuw> : i64
    %6231 = llvm.add %6230, %30 overflow<nsw, nuw> : i64
    %6232 = llvm.getelementptr inbounds|nuw %6229[%6231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6233 = llvm.load %6232 : !llvm.ptr -> f32
    %6234 = llvm.extractvalue %6132[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6235 = llvm.add %6169, %30 overflow<nsw, nuw> : i64
    %6236 = llvm.add %6235, %30 overflow<nsw, nuw> : i64
    %6237 = llvm.getelementptr inbounds|nuw %6234[%6236] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6238 = llvm.load %6237 : !llvm.ptr -> f32
    %6239 = llvm.fptrunc %32 : f64 to f32
    %6240 = llvm.fadd %6228, %6239 : f32
    %6241 = llvm.intr.sqrt(%6240) : (f32) -> f32
    %6242 = llvm.fdiv %34, %6241 : f32
    %6243 = llvm.fsub %6218, %6223 : f32
    %6244 = llvm.fmul %6243, %6242 : f32
    %6245 = llvm.fmul %6244, %6233 : f32
    %6246 = llvm.fadd %6245, %6238 : f32
    %6247 = llvm.fadd %6196, %6239 : f32
    %6248 = llvm.intr.sqrt(%6247) : (f32) -> f32
    %6249 = llvm.fdiv %34, %6248 : f32
    %6250 = llvm.fsub %6186, %6191 : f32
    %6251 = llvm.fmul %6250, %6249 : f32
    %6252 = llvm.fmul %6251, %6201 : f32
    %6253 = llvm.fadd %6252, %6206 : f32
    %6254 = llvm.fadd %6253, %6246 : f32
    %6255 = llvm.fcmp "ugt" %6254, %33 : f32
    %6256 = llvm.select %6255, %6254, %33 : i1, f32
    %6257 = llvm.extractvalue %6166[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6258 = llvm.mlir.constant(8192 : index) : i64
    %6259 = llvm.mul %6167, %6258 overflow<nsw, nuw> : i64
    %6260 = llvm.mlir.constant(64 : index) : i64
    %6261 = llvm.mul %6169, %6260 overflow<nsw, nuw> : i64
    %6262 = llvm.add %6259, %6261 overflow<nsw, nuw> : i64
    %6263 = llvm.mlir.constant(8 : index) : i64
    %6264 = llvm.mul %6171, %6263 overflow<nsw, nuw> : i64
    %6265 = llvm.add %6262, %6264 overflow<nsw, nuw> : i64
    %6266 = llvm.add %6265, %6173 overflow<nsw, nuw> : i64
    %6267 = llvm.getelementptr inbounds|nuw %6257[%6266] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6256, %6267 : f32, !llvm.ptr
    %6268 = llvm.add %6173, %29 : i64
    llvm.br ^bb709(%6268 : i64)
  ^bb711:  // pred: ^bb709
    %6269 = llvm.add %6171, %29 : i64
    llvm.br ^bb707(%6269 : i64)
  ^bb712:  // pred: ^bb707
    %6270 = llvm.add %6169, %29 : i64
    llvm.br ^bb705(%6270 : i64)
  ^bb713:  // pred: ^bb705
    %6271 = llvm.add %6167, %29 : i64
    llvm.br ^bb703(%6271 : i64)
  ^bb714:  // pred: ^bb703
    %6272 = llvm.mlir.constant(1 : index) : i64
    %6273 = llvm.mlir.constant(128 : index) : i64
    %6274 = llvm.mlir.constant(10 : index) : i64
    %6275 = llvm.mlir.constant(10 : index) : i64
    %6276 = llvm.mlir.constant(1 : index) : i64
    %6277 = llvm.mlir.constant(100 : index) : i64
    %6278 = llvm.mlir.constant(12800 : index) : i64
    %6279 = llvm.mlir.constant(12800 : index) : i64
    %6280 = llvm.mlir.zero : !llvm.ptr
    %6281 = llvm.getelementptr %6280[%6279] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6282 = llvm.ptrtoint %6281 : !llvm.ptr to i64
    %6283 = llvm.mlir.constant(64 : index) : i64
    %6284 = llvm.add %6282, %6283 : i64
    %6285 = llvm.call @malloc(%6284) : (i64) -> !llvm.ptr
    %6286 = llvm.ptrtoint %6285 : !llvm.ptr to i64
    %6287 = llvm.mlir.constant(1 : index) : i64
    %6288 = llvm.sub %6283, %6287 : i64
    %6289 = llvm.add %6286, %6288 : i64
    %6290 = llvm.urem %6289, %6283 : i64
    %6291 = llvm.sub %6289, %6290 : i64
    %6292 = llvm.inttoptr %6291 : i64 to !llvm.ptr
    %6293 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6294 = llvm.insertvalue %6285, %6293[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6295 = llvm.insertvalue %6292, %6294[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6296 = llvm.mlir.constant(0 : index) : i64
    %6297 = llvm.insertvalue %6296, %6295[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6298 = llvm.insertvalue %6272, %6297[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6299 = llvm.insertvalue %6273, %6298[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6300 = llvm.insertvalue %6274, %6299[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6301 = llvm.insertvalue %6275, %6300[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6302 = llvm.insertvalue %6278, %6301[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6303 = llvm.insertvalue %6277, %6302[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6304 = llvm.insertvalue %6275, %6303[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6305 = llvm.insertvalue %6276, %6304[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb715(%30 : i64)
  ^bb715(%6306: i64):  // 2 preds: ^bb714, ^bb725
    %6307 = llvm.icmp "slt" %6306, %29 : i64
    llvm.cond_br %6307, ^bb716, ^bb726
  ^bb716:  // pred: ^bb715
    llvm.br ^bb717(%30 : i64)
  ^bb717(%6308: i64):  // 2 preds: ^bb716, ^bb724
    %6309 = llvm.icmp "slt" %6308, %20 : i64
    llvm.cond_br %6309, ^bb718, ^bb725
  ^bb718:  // pred: ^bb717
    llvm.br ^bb719(%30 : i64)
  ^bb719(%6310: i64):  // 2 preds: ^bb718, ^bb723
    %6311 = llvm.icmp "slt" %6310, %18 : i64
    llvm.cond_br %6311, ^bb720, ^bb724
  ^bb720:  // pred: ^bb719
    llvm.br ^bb721(%30 : i64)
  ^bb721(%6312: i64):  // 2 preds: ^bb720, ^bb722
    %6313 = llvm.icmp "slt" %6312, %18 : i64
    llvm.cond_br %6313, ^bb722, ^bb723
  ^bb722:  // pred: ^bb721
    %6314 = llvm.extractvalue %6305[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6315 = llvm.mlir.constant(12800 : index) : i64
    %6316 = llvm.mul %6306, %6315 overflow<nsw, nuw> : i64
    %6317 = llvm.mlir.constant(100 : index) : i64
    %6318 = llvm.mul %6308, %6317 overflow<nsw, nuw> : i64
    %6319 = llvm.add %6316, %6318 overflow<nsw, nuw> : i64
    %6320 = llvm.mlir.constant(10 : index) : i64
    %6321 = llvm.mul %6310, %6320 overflow<nsw, nuw> : i64
    %6322 = llvm.add %6319, %6321 overflow<nsw, nuw> : i64
    %6323 = llvm.add %6322, %6312 overflow<nsw, nuw> : i64
    %6324 = llvm.getelementptr inbounds|nuw %6314[%6323] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %6324 : f32, !llvm.ptr
    %6325 = llvm.add %6312, %29 : i64
    llvm.br ^bb721(%6325 : i64)
  ^bb723:  // pred: ^bb721
    %6326 = llvm.add %6310, %29 : i64
    llvm.br ^bb719(%6326 : i64)
  ^bb724:  // pred: ^bb719
    %6327 = llvm.add %6308, %29 : i64
    llvm.br ^bb717(%6327 : i64)
  ^bb725:  // pred: ^bb717
    %6328 = llvm.add %6306, %29 : i64
    llvm.br ^bb715(%6328 : i64)
  ^bb726:  // pred: ^bb715
    %6329 = llvm.mlir.constant(1 : index) : i64
    %6330 = llvm.mlir.constant(128 : index) : i64
    %6331 = llvm.mlir.constant(10 : index) : i64
    %6332 = llvm.mlir.constant(10 : index) : i64
    %6333 = llvm.mlir.constant(1 : index) : i64
    %6334 = llvm.mlir.constant(100 : index) : i64
    %6335 = llvm.mlir.constant(12800 : index) : i64
    %6336 = llvm.mlir.constant(12800 : index) : i64
    %6337 = llvm.mlir.zero : !llvm.ptr
    %6338 = llvm.getelementptr %6337[%6336] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6339 = llvm.ptrtoint %6338 : !llvm.ptr to i64
    %6340 = llvm.mlir.constant(64 : index) : i64
    %6341 = llvm.add %6339, %6340 : i64
    %6342 = llvm.call @malloc(%6341) : (i64) -> !llvm.ptr
    %6343 = llvm.ptrtoint %6342 : !llvm.ptr to i64
    %6344 = llvm.mlir.constant(1 : index) : i64
    %6345 = llvm.sub %6340, %6344 : i64
    %6346 = llvm.add %6343, %6345 : i64
    %6347 = llvm.urem %6346, %6340 : i64
    %6348 = llvm.sub %6346, %6347 : i64
    %6349 = llvm.inttoptr %6348 : i64 to !llvm.ptr
    %6350 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6351 = llvm.insertvalue %6342, %6350[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6352 = llvm.insertvalue %6349, %6351[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6353 = llvm.mlir.constant(0 : index) : i64
    %6354 = llvm.insertvalue %6353, %6352[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6355 = llvm.insertvalue %6329, %6354[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6356 = llvm.insertvalue %6330, %6355[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6357 = llvm.insertvalue %6331, %6356[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6358 = llvm.insertvalue %6332, %6357[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6359 = llvm.insertvalue %6335, %6358[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6360 = llvm.insertvalue %6334, %6359[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6361 = llvm.insertvalue %6332, %6360[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6362 = llvm.insertvalue %6333, %6361[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb727(%30 : i64)
  ^bb727(%6363: i64):  // 2 preds: ^bb726, ^bb737
    %6364 = llvm.icmp "slt" %6363, %29 : i64
    llvm.cond_br %6364, ^bb728, ^bb738
  ^bb728:  // pred: ^bb727
    llvm.br ^bb729(%30 : i64)
  ^bb729(%6365: i64):  // 2 preds: ^bb728, ^bb736
    %6366 = llvm.icmp "slt" %6365, %20 : i64
    llvm.cond_br %6366, ^bb730, ^bb737
  ^bb730:  // pred: ^bb729
    llvm.br ^bb731(%30 : i64)
  ^bb731(%6367: i64):  // 2 preds: ^bb730, ^bb735
    %6368 = llvm.icmp "slt" %6367, %18 : i64
    llvm.cond_br %6368, ^bb732, ^bb736
  ^bb732:  // pred: ^bb731
    llvm.br ^bb733(%30 : i64)
  ^bb733(%6369: i64):  // 2 preds: ^bb732, ^bb734
    %6370 = llvm.icmp "slt" %6369, %18 : i64
    llvm.cond_br %6370, ^bb734, ^bb735
  ^bb734:  // pred: ^bb733
    %6371 = llvm.extractvalue %6305[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6372 = llvm.mlir.constant(12800 : index) : i64
    %6373 = llvm.mul %6363, %6372 overflow<nsw, nuw> : i64
    %6374 = llvm.mlir.constant(100 : index) : i64
    %6375 = llvm.mul %6365, %6374 overflow<nsw, nuw> : i64
    %6376 = llvm.add %6373, %6375 overflow<nsw, nuw> : i64
    %6377 = llvm.mlir.constant(10 : index) : i64
    %6378 = llvm.mul %6367, %6377 overflow<nsw, nuw> : i64
    %6379 = llvm.add %6376, %6378 overflow<nsw, nuw> : i64
    %6380 = llvm.add %6379, %6369 overflow<nsw, nuw> : i64
    %6381 = llvm.getelementptr inbounds|nuw %6371[%6380] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6382 = llvm.load %6381 : !llvm.ptr -> f32
    %6383 = llvm.extractvalue %6362[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6384 = llvm.mlir.constant(12800 : index) : i64
    %6385 = llvm.mul %6363, %6384 overflow<nsw, nuw> : i64
    %6386 = llvm.mlir.constant(100 : index) : i64
    %6387 = llvm.mul %6365, %6386 overflow<nsw, nuw> : i64
    %6388 = llvm.add %6385, %6387 overflow<nsw, nuw> : i64
    %6389 = llvm.mlir.constant(10 : index) : i64
    %6390 = llvm.mul %6367, %6389 overflow<nsw, nuw> : i64
    %6391 = llvm.add %6388, %6390 overflow<nsw, nuw> : i64
    %6392 = llvm.add %6391, %6369 overflow<nsw, nuw> : i64
    %6393 = llvm.getelementptr inbounds|nuw %6383[%6392] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6382, %6393 : f32, !llvm.ptr
    %6394 = llvm.add %6369, %29 : i64
    llvm.br ^bb733(%6394 : i64)
  ^bb735:  // pred: ^bb733
    %6395 = llvm.add %6367, %29 : i64
    llvm.br ^bb731(%6395 : i64)
  ^bb736:  // pred: ^bb731
    %6396 = llvm.add %6365, %29 : i64
    llvm.br ^bb729(%6396 : i64)
  ^bb737:  // pred: ^bb729
    %6397 = llvm.add %6363, %29 : i64
    llvm.br ^bb727(%6397 : i64)
  ^bb738:  // pred: ^bb727
    %6398 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6399 = llvm.extractvalue %6362[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6400 = llvm.extractvalue %6362[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6401 = llvm.insertvalue %6399, %6398[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6402 = llvm.insertvalue %6400, %6401[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6403 = llvm.mlir.constant(11 : index) : i64
    %6404 = llvm.insertvalue %6403, %6402[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6405 = llvm.mlir.constant(1 : index) : i64
    %6406 = llvm.insertvalue %6405, %6404[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6407 = llvm.mlir.constant(12800 : index) : i64
    %6408 = llvm.insertvalue %6407, %6406[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6409 = llvm.mlir.constant(128 : index) : i64
    %6410 = llvm.insertvalue %6409, %6408[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6411 = llvm.mlir.constant(100 : index) : i64
    %6412 = llvm.insertvalue %6411, %6410[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6413 = llvm.mlir.constant(8 : index) : i64
    %6414 = llvm.insertvalue %6413, %6412[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6415 = llvm.mlir.constant(10 : index) : i64
    %6416 = llvm.insertvalue %6415, %6414[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6417 = llvm.mlir.constant(8 : index) : i64
    %6418 = llvm.insertvalue %6417, %6416[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6419 = llvm.mlir.constant(1 : index) : i64
    %6420 = llvm.insertvalue %6419, %6418[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb739(%30 : i64)
  ^bb739(%6421: i64):  // 2 preds: ^bb738, ^bb749
    %6422 = llvm.icmp "slt" %6421, %29 : i64
    llvm.cond_br %6422, ^bb740, ^bb750
  ^bb740:  // pred: ^bb739
    llvm.br ^bb741(%30 : i64)
  ^bb741(%6423: i64):  // 2 preds: ^bb740, ^bb748
    %6424 = llvm.icmp "slt" %6423, %20 : i64
    llvm.cond_br %6424, ^bb742, ^bb749
  ^bb742:  // pred: ^bb741
    llvm.br ^bb743(%30 : i64)
  ^bb743(%6425: i64):  // 2 preds: ^bb742, ^bb747
    %6426 = llvm.icmp "slt" %6425, %19 : i64
    llvm.cond_br %6426, ^bb744, ^bb748
  ^bb744:  // pred: ^bb743
    llvm.br ^bb745(%30 : i64)
  ^bb745(%6427: i64):  // 2 preds: ^bb744, ^bb746
    %6428 = llvm.icmp "slt" %6427, %19 : i64
    llvm.cond_br %6428, ^bb746, ^bb747
  ^bb746:  // pred: ^bb745
    %6429 = llvm.extractvalue %6166[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6430 = llvm.mlir.constant(8192 : index) : i64
    %6431 = llvm.mul %6421, %6430 overflow<nsw, nuw> : i64
    %6432 = llvm.mlir.constant(64 : index) : i64
    %6433 = llvm.mul %6423, %6432 overflow<nsw, nuw> : i64
    %6434 = llvm.add %6431, %6433 overflow<nsw, nuw> : i64
    %6435 = llvm.mlir.constant(8 : index) : i64
    %6436 = llvm.mul %6425, %6435 overflow<nsw, nuw> : i64
    %6437 = llvm.add %6434, %6436 overflow<nsw, nuw> : i64
    %6438 = llvm.add %6437, %6427 overflow<nsw, nuw> : i64
    %6439 = llvm.getelementptr inbounds|nuw %6429[%6438] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6440 = llvm.load %6439 : !llvm.ptr -> f32
    %6441 = llvm.extractvalue %6420[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6442 = llvm.mlir.constant(11 : index) : i64
    %6443 = llvm.getelementptr %6441[%6442] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6444 = llvm.mlir.constant(12800 : index) : i64
    %6445 = llvm.mul %6421, %6444 overflow<nsw, nuw> : i64
    %6446 = llvm.mlir.constant(100 : index) : i64
    %6447 = llvm.mul %6423, %6446 overflow<nsw, nuw> : i64
    %6448 = llvm.add %6445, %6447 overflow<nsw, nuw> : i64
    %6449 = llvm.mlir.constant(10 : index) : i64
    %6450 = llvm.mul %6425, %6449 overflow<nsw, nuw> : i64
    %6451 = llvm.add %6448, %6450 overflow<nsw, nuw> : i64
    %6452 = llvm.add %6451, %6427 overflow<nsw, nuw> : i64
    %6453 = llvm.getelementptr inbounds|nuw %6443[%6452] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6440, %6453 : f32, !llvm.ptr
    %6454 = llvm.add %6427, %29 : i64
    llvm.br ^bb745(%6454 : i64)
  ^bb747:  // pred: ^bb745
    %6455 = llvm.add %6425, %29 : i64
    llvm.br ^bb743(%6455 : i64)
  ^bb748:  // pred: ^bb743
    %6456 = llvm.add %6423, %29 : i64
    llvm.br ^bb741(%6456 : i64)
  ^bb749:  // pred: ^bb741
    %6457 = llvm.add %6421, %29 : i64
    llvm.br ^bb739(%6457 : i64)
  ^bb750:  // pred: ^bb739
    %6458 = llvm.mlir.constant(1 : index) : i64
    %6459 = llvm.mlir.constant(128 : index) : i64
    %6460 = llvm.mlir.constant(8 : index) : i64
    %6461 = llvm.mlir.constant(8 : index) : i64
    %6462 = llvm.mlir.constant(1 : index) : i64
    %6463 = llvm.mlir.constant(64 : index) : i64
    %6464 = llvm.mlir.constant(8192 : index) : i64
    %6465 = llvm.mlir.constant(8192 : index) : i64
    %6466 = llvm.mlir.zero : !llvm.ptr
    %6467 = llvm.getelementptr %6466[%6465] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6468 = llvm.ptrtoint %6467 : !llvm.ptr to i64
    %6469 = llvm.mlir.constant(64 : index) : i64
    %6470 = llvm.add %6468, %6469 : i64
    %6471 = llvm.call @malloc(%6470) : (i64) -> !llvm.ptr
    %6472 = llvm.ptrtoint %6471 : !llvm.ptr to i64
    %6473 = llvm.mlir.constant(1 : index) : i64
    %6474 = llvm.sub %6469, %6473 : i64
    %6475 = llvm.add %6472, %6474 : i64
    %6476 = llvm.urem %6475, %6469 : i64
    %6477 = llvm.sub %6475, %6476 : i64
    %6478 = llvm.inttoptr %6477 : i64 to !llvm.ptr
    %6479 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6480 = llvm.insertvalue %6471, %6479[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6481 = llvm.insertvalue %6478, %6480[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6482 = llvm.mlir.constant(0 : index) : i64
    %6483 = llvm.insertvalue %6482, %6481[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6484 = llvm.insertvalue %6458, %6483[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6485 = llvm.insertvalue %6459, %6484[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6486 = llvm.insertvalue %6460, %6485[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6487 = llvm.insertvalue %6461, %6486[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6488 = llvm.insertvalue %6464, %6487[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6489 = llvm.insertvalue %6463, %6488[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6490 = llvm.insertvalue %6461, %6489[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6491 = llvm.insertvalue %6462, %6490[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb751(%30 : i64)
  ^bb751(%6492: i64):  // 2 preds: ^bb750, ^bb761
    %6493 = llvm.icmp "slt" %6492, %29 : i64
    llvm.cond_br %6493, ^bb752, ^bb762
  ^bb752:  // pred: ^bb751
    llvm.br ^bb753(%30 : i64)
  ^bb753(%6494: i64):  // 2 preds: ^bb752, ^bb760
    %6495 = llvm.icmp "slt" %6494, %20 : i64
    llvm.cond_br %6495, ^bb754, ^bb761
  ^bb754:  // pred: ^bb753
    llvm.br ^bb755(%30 : i64)
  ^bb755(%6496: i64):  // 2 preds: ^bb754, ^bb759
    %6497 = llvm.icmp "slt" %6496, %19 : i64
    llvm.cond_br %6497, ^bb756, ^bb760
  ^bb756:  // pred: ^bb755
    llvm.br ^bb757(%30 : i64)
  ^bb757(%6498: i64):  // 2 preds: ^bb756, ^bb758
    %6499 = llvm.icmp "slt" %6498, %19 : i64
    llvm.cond_br %6499, ^bb758, ^bb759
  ^bb758:  // pred: ^bb757
    %6500 = llvm.extractvalue %5173[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6501 = llvm.mlir.constant(8192 : index) : i64
    %6502 = llvm.mul %6492, %6501 overflow<nsw, nuw> : i64
    %6503 = llvm.mlir.constant(64 : index) : i64
    %6504 = llvm.mul %6494, %6503 overflow<nsw, nuw> : i64
    %6505 = llvm.add %6502, %6504 overflow<nsw, nuw> : i64
    %6506 = llvm.mlir.constant(8 : index) : i64
    %6507 = llvm.mul %6496, %6506 overflow<nsw, nuw> : i64
    %6508 = llvm.add %6505, %6507 overflow<nsw, nuw> : i64
    %6509 = llvm.add %6508, %6498 overflow<nsw, nuw> : i64
    %6510 = llvm.getelementptr inbounds|nuw %6500[%6509] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6511 = llvm.load %6510 : !llvm.ptr -> f32
    %6512 = llvm.extractvalue %6491[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6513 = llvm.mlir.constant(8192 : index) : i64
    %6514 = llvm.mul %6492, %6513 overflow<nsw, nuw> : i64
    %6515 = llvm.mlir.constant(64 : index) : i64
    %6516 = llvm.mul %6494, %6515 overflow<nsw, nuw> : i64
    %6517 = llvm.add %6514, %6516 overflow<nsw, nuw> : i64
    %6518 = llvm.mlir.constant(8 : index) : i64
    %6519 = llvm.mul %6496, %6518 overflow<nsw, nuw> : i64
    %6520 = llvm.add %6517, %6519 overflow<nsw, nuw> : i64
    %6521 = llvm.add %6520, %6498 overflow<nsw, nuw> : i64
    %6522 = llvm.getelementptr inbounds|nuw %6512[%6521] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6511, %6522 : f32, !llvm.ptr
    %6523 = llvm.add %6498, %29 : i64
    llvm.br ^bb757(%6523 : i64)
  ^bb759:  // pred: ^bb757
    %6524 = llvm.add %6496, %29 : i64
    llvm.br ^bb755(%6524 : i64)
  ^bb760:  // pred: ^bb755
    %6525 = llvm.add %6494, %29 : i64
    llvm.br ^bb753(%6525 : i64)
  ^bb761:  // pred: ^bb753
    %6526 = llvm.add %6492, %29 : i64
    llvm.br ^bb751(%6526 : i64)
  ^bb762:  // pred: ^bb751
    llvm.br ^bb763(%30 : i64)
  ^bb763(%6527: i64):  // 2 preds: ^bb762, ^bb782
    %6528 = llvm.icmp "slt" %6527, %29 : i64
    llvm.cond_br %6528, ^bb764, ^bb783
  ^bb764:  // pred: ^bb763
    llvm.br ^bb765(%30 : i64)
  ^bb765(%6529: i64):  // 2 preds: ^bb764, ^bb781
    %6530 = llvm.icmp "slt" %6529, %20 : i64
    llvm.cond_br %6530, ^bb766, ^bb782
  ^bb766:  // pred: ^bb765
    llvm.br ^bb767(%30 : i64)
  ^bb767(%6531: i64):  // 2 preds: ^bb766, ^bb780
    %6532 = llvm.icmp "slt" %6531, %19 : i64
    llvm.cond_br %6532, ^bb768, ^bb781
  ^bb768:  // pred: ^bb767
    llvm.br ^bb769(%30 : i64)
  ^bb769(%6533: i64):  // 2 preds: ^bb768, ^bb779
    %6534 = llvm.icmp "slt" %6533, %19 : i64
    llvm.cond_br %6534, ^bb770, ^bb780
  ^bb770:  // pred: ^bb769
    llvm.br ^bb771(%30 : i64)
  ^bb771(%6535: i64):  // 2 preds: ^bb770, ^bb778
    %6536 = llvm.icmp "slt" %6535, %20 : i64
    llvm.cond_br %6536, ^bb772, ^bb779
  ^bb772:  // pred: ^bb771
    llvm.br ^bb773(%30 : i64)
  ^bb773(%6537: i64):  // 2 preds: ^bb772, ^bb777
    %6538 = llvm.icmp "slt" %6537, %28 : i64
    llvm.cond_br %6538, ^bb774, ^bb778
  ^bb774:  // pred: ^bb773
    llvm.br ^bb775(%30 : i64)
  ^bb775(%6539: i64):  // 2 preds: ^bb774, ^bb776
    %6540 = llvm.icmp "slt" %6539, %28 : i64
    llvm.cond_br %6540, ^bb776, ^bb777
  ^bb776:  // pred: ^bb775
    %6541 = llvm.add %6531, %6537 : i64
    %6542 = llvm.add %6533, %6539 : i64
    %6543 = llvm.extractvalue %6362[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6544 = llvm.mlir.constant(12800 : index) : i64
    %6545 = llvm.mul %6527, %6544 overflow<nsw, nuw> : i64
    %6546 = llvm.mlir.constant(100 : index) : i64
    %6547 = llvm.mul %6535, %6546 overflow<nsw, nuw> : i64
    %6548 = llvm.add %6545, %6547 overflow<nsw, nuw> : i64
    %6549 = llvm.mlir.constant(10 : index) : i64
    %6550 = llvm.mul %6541, %6549 overflow<nsw, nuw> : i64
    %6551 = llvm.add %6548, %6550 overflow<nsw, nuw> : i64
    %6552 = llvm.add %6551, %6542 overflow<nsw, nuw> : i64
    %6553 = llvm.getelementptr inbounds|nuw %6543[%6552] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6554 = llvm.load %6553 : !llvm.ptr -> f32
    %6555 = llvm.extractvalue %1171[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6556 = llvm.mlir.constant(1152 : index) : i64
    %6557 = llvm.mul %6529, %6556 overflow<nsw, nuw> : i64
    %6558 = llvm.mlir.constant(9 : index) : i64
    %6559 = llvm.mul %6535, %6558 overflow<nsw, nuw> : i64
    %6560 = llvm.add %6557, %6559 overflow<nsw, nuw> : i64
    %6561 = llvm.mlir.constant(3 : index) : i64
    %6562 = llvm.mul %6537, %6561 overflow<nsw, nuw> : i64
    %6563 = llvm.add %6560, %6562 overflow<nsw, nuw> : i64
    %6564 = llvm.add %6563, %6539 overflow<nsw, nuw> : i64
    %6565 = llvm.getelementptr inbounds|nuw %6555[%6564] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6566 = llvm.load %6565 : !llvm.ptr -> f32
    %6567 = llvm.extractvalue %6491[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6568 = llvm.mlir.constant(8192 : index) : i64
    %6569 = llvm.mul %6527, %6568 overflow<nsw, nuw> : i64
    %6570 = llvm.mlir.constant(64 : index) : i64
    %6571 = llvm.mul %6529, %6570 overflow<nsw, nuw> : i64
    %6572 = llvm.add %6569, %6571 overflow<nsw, nuw> : i64
    %6573 = llvm.mlir.constant(8 : index) : i64
    %6574 = llvm.mul %6531, %6573 overflow<nsw, nuw> : i64
    %6575 = llvm.add %6572, %6574 overflow<nsw, nuw> : i64
    %6576 = llvm.add %6575, %6533 overflow<nsw, nuw> : i64
    %6577 = llvm.getelementptr inbounds|nuw %6567[%6576] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6578 = llvm.load %6577 : !llvm.ptr -> f32
    %6579 = llvm.fmul %6554, %6566 : f32
    %6580 = llvm.fadd %6578, %6579 : f32
    %6581 = llvm.extractvalue %6491[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6582 = llvm.mlir.constant(8192 : index) : i64
    %6583 = llvm.mul %6527, %6582 overflow<nsw, nuw> : i64
    %6584 = llvm.mlir.constant(64 : index) : i64
    %6585 = llvm.mul %6529, %6584 overflow<nsw, nuw> : i64
    %6586 = llvm.add %6583, %6585 overflow<nsw, nuw> : i64
    %6587 = llvm.mlir.constant(8 : index) : i64
    %6588 = llvm.mul %6531, %6587 overflow<nsw, nuw> : i64
    %6589 = llvm.add %6586, %6588 overflow<nsw, nuw> : i64
    %6590 = llvm.add %6589, %6533 overflow<nsw, nuw> : i64
    %6591 = llvm.getelementptr inbounds|nuw %6581[%6590] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6580, %6591 : f32, !llvm.ptr
    %6592 = llvm.add %6539, %29 : i64
    llvm.br ^bb775(%6592 : i64)
  ^bb777:  // pred: ^bb775
    %6593 = llvm.add %6537, %29 : i64
    llvm.br ^bb773(%6593 : i64)
  ^bb778:  // pred: ^bb773
    %6594 = llvm.add %6535, %29 : i64
    llvm.br ^bb771(%6594 : i64)
  ^bb779:  // pred: ^bb771
    %6595 = llvm.add %6533, %29 : i64
    llvm.br ^bb769(%6595 : i64)
  ^bb780:  // pred: ^bb769
    %6596 = llvm.add %6531, %29 : i64
    llvm.br ^bb767(%6596 : i64)
  ^bb781:  // pred: ^bb767
    %6597 = llvm.add %6529, %29 : i64
    llvm.br ^bb765(%6597 : i64)
  ^bb782:  // pred: ^bb765
    %6598 = llvm.add %6527, %29 : i64
    llvm.br ^bb763(%6598 : i64)
  ^bb783:  // pred: ^bb763
    %6599 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6600 = llvm.extractvalue %1127[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6601 = llvm.extractvalue %1127[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6602 = llvm.insertvalue %6600, %6599[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6603 = llvm.insertvalue %6601, %6602[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6604 = llvm.mlir.constant(0 : index) : i64
    %6605 = llvm.insertvalue %6604, %6603[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6606 = llvm.mlir.constant(128 : index) : i64
    %6607 = llvm.insertvalue %6606, %6605[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6608 = llvm.mlir.constant(1 : index) : i64
    %6609 = llvm.insertvalue %6608, %6607[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6610 = llvm.mlir.constant(1 : index) : i64
    %6611 = llvm.insertvalue %6610, %6609[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6612 = llvm.mlir.constant(1 : index) : i64
    %6613 = llvm.insertvalue %6612, %6611[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6614 = llvm.mlir.constant(1 : index) : i64
    %6615 = llvm.insertvalue %6614, %6613[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6616 = llvm.mlir.constant(1 : index) : i64
    %6617 = llvm.insertvalue %6616, %6615[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6618 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6619 = llvm.extractvalue %1143[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6620 = llvm.extractvalue %1143[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6621 = llvm.insertvalue %6619, %6618[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6622 = llvm.insertvalue %6620, %6621[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6623 = llvm.mlir.constant(0 : index) : i64
    %6624 = llvm.insertvalue %6623, %6622[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6625 = llvm.mlir.constant(128 : index) : i64
    %6626 = llvm.insertvalue %6625, %6624[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6627 = llvm.mlir.constant(1 : index) : i64
    %6628 = llvm.insertvalue %6627, %6626[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6629 = llvm.mlir.constant(1 : index) : i64
    %6630 = llvm.insertvalue %6629, %6628[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6631 = llvm.mlir.constant(1 : index) : i64
    %6632 = llvm.insertvalue %6631, %6630[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6633 = llvm.mlir.constant(1 : index) : i64
    %6634 = llvm.insertvalue %6633, %6632[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6635 = llvm.mlir.constant(1 : index) : i64
    %6636 = llvm.insertvalue %6635, %6634[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6637 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6638 = llvm.extractvalue %1111[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6639 = llvm.extractvalue %1111[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6640 = llvm.insertvalue %6638, %6637[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6641 = llvm.insertvalue %6639, %6640[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6642 = llvm.mlir.constant(0 : index) : i64
    %6643 = llvm.insertvalue %6642, %6641[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6644 = llvm.mlir.constant(128 : index) : i64
    %6645 = llvm.insertvalue %6644, %6643[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6646 = llvm.mlir.constant(1 : index) : i64
    %6647 = llvm.insertvalue %6646, %6645[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6648 = llvm.mlir.constant(1 : index) : i64
    %6649 = llvm.insertvalue %6648, %6647[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6650 = llvm.mlir.constant(1 : index) : i64
    %6651 = llvm.insertvalue %6650, %6649[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6652 = llvm.mlir.constant(1 : index) : i64
    %6653 = llvm.insertvalue %6652, %6651[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6654 = llvm.mlir.constant(1 : index) : i64
    %6655 = llvm.insertvalue %6654, %6653[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6656 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6657 = llvm.extractvalue %1095[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6658 = llvm.extractvalue %1095[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6659 = llvm.insertvalue %6657, %6656[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6660 = llvm.insertvalue %6658, %6659[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6661 = llvm.mlir.constant(0 : index) : i64
    %6662 = llvm.insertvalue %6661, %6660[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6663 = llvm.mlir.constant(128 : index) : i64
    %6664 = llvm.insertvalue %6663, %6662[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6665 = llvm.mlir.constant(1 : index) : i64
    %6666 = llvm.insertvalue %6665, %6664[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6667 = llvm.mlir.constant(1 : index) : i64
    %6668 = llvm.insertvalue %6667, %6666[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6669 = llvm.mlir.constant(1 : index) : i64
    %6670 = llvm.insertvalue %6669, %6668[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6671 = llvm.mlir.constant(1 : index) : i64
    %6672 = llvm.insertvalue %6671, %6670[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6673 = llvm.mlir.constant(1 : index) : i64
    %6674 = llvm.insertvalue %6673, %6672[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6675 = llvm.mlir.constant(1 : index) : i64
    %6676 = llvm.mlir.constant(128 : index) : i64
    %6677 = llvm.mlir.constant(8 : index) : i64
    %6678 = llvm.mlir.constant(8 : index) : i64
    %6679 = llvm.mlir.constant(1 : index) : i64
    %6680 = llvm.mlir.constant(64 : index) : i64
    %6681 = llvm.mlir.constant(8192 : index) : i64
    %6682 = llvm.mlir.constant(8192 : index) : i64
    %6683 = llvm.mlir.zero : !llvm.ptr
    %6684 = llvm.getelementptr %6683[%6682] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6685 = llvm.ptrtoint %6684 : !llvm.ptr to i64
    %6686 = llvm.mlir.constant(64 : index) : i64
    %6687 = llvm.add %6685, %6686 : i64
    %6688 = llvm.call @malloc(%6687) : (i64) -> !llvm.ptr
    %6689 = llvm.ptrtoint %6688 : !llvm.ptr to i64
    %6690 = llvm.mlir.constant(1 : index) : i64
    %6691 = llvm.sub %6686, %6690 : i64
    %6692 = llvm.add %6689, %6691 : i64
    %6693 = llvm.urem %6692, %6686 : i64
    %6694 = llvm.sub %6692, %6693 : i64
    %6695 = llvm.inttoptr %6694 : i64 to !llvm.ptr
    %6696 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6697 = llvm.insertvalue %6688, %6696[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6698 = llvm.insertvalue %6695, %6697[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6699 = llvm.mlir.constant(0 : index) : i64
    %6700 = llvm.insertvalue %6699, %6698[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6701 = llvm.insertvalue %6675, %6700[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6702 = llvm.insertvalue %6676, %6701[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6703 = llvm.insertvalue %6677, %6702[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6704 = llvm.insertvalue %6678, %6703[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6705 = llvm.insertvalue %6681, %6704[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6706 = llvm.insertvalue %6680, %6705[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6707 = llvm.insertvalue %6678, %6706[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6708 = llvm.insertvalue %6679, %6707[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb784(%30 : i64)
  ^bb784(%6709: i64):  // 2 preds: ^bb783, ^bb794
    %6710 = llvm.icmp "slt" %6709, %29 : i64
    llvm.cond_br %6710, ^bb785, ^bb795
  ^bb785:  // pred: ^bb784
    llvm.br ^bb786(%30 : i64)
  ^bb786(%6711: i64):  // 2 preds: ^bb785, ^bb793
    %6712 = llvm.icmp "slt" %6711, %20 : i64
    llvm.cond_br %6712, ^bb787, ^bb794
  ^bb787:  // pred: ^bb786
    llvm.br ^bb788(%30 : i64)
  ^bb788(%6713: i64):  // 2 preds: ^bb787, ^bb792
    %6714 = llvm.icmp "slt" %6713, %19 : i64
    llvm.cond_br %6714, ^bb789, ^bb793
  ^bb789:  // pred: ^bb788
    llvm.br ^bb790(%30 : i64)
  ^bb790(%6715: i64):  // 2 preds: ^bb789, ^bb791
    %6716 = llvm.icmp "slt" %6715, %19 : i64
    llvm.cond_br %6716, ^bb791, ^bb792
  ^bb791:  // pred: ^bb790
    %6717 = llvm.extractvalue %6491[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6718 = llvm.mlir.constant(8192 : index) : i64
    %6719 = llvm.mul %6709, %6718 overflow<nsw, nuw> : i64
    %6720 = llvm.mlir.constant(64 : index) : i64
    %6721 = llvm.mul %6711, %6720 overflow<nsw, nuw> : i64
    %6722 = llvm.add %6719, %6721 overflow<nsw, nuw> : i64
    %6723 = llvm.mlir.constant(8 : index) : i64
    %6724 = llvm.mul %6713, %6723 overflow<nsw, nuw> : i64
    %6725 = llvm.add %6722, %6724 overflow<nsw, nuw> : i64
    %6726 = llvm.add %6725, %6715 overflow<nsw, nuw> : i64
    %6727 = llvm.getelementptr inbounds|nuw %6717[%6726] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6728 = llvm.load %6727 : !llvm.ptr -> f32
    %6729 = llvm.extractvalue %6636[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6730 = llvm.add %6711, %30 overflow<nsw, nuw> : i64
    %6731 = llvm.add %6730, %30 overflow<nsw, nuw> : i64
    %6732 = llvm.getelementptr inbounds|nuw %6729[%6731] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6733 = llvm.load %6732 : !llvm.ptr -> f32
    %6734 = llvm.extractvalue %6617[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6735 = llvm.add %6711, %30 overflow<nsw, nuw> : i64
    %6736 = llvm.add %6735, %30 overflow<nsw, nuw> : i64
    %6737 = llvm.getelementptr inbounds|nuw %6734[%6736] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6738 = llvm.load %6737 : !llvm.ptr -> f32
    %6739 = llvm.extractvalue %6655[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6740 = llvm.add %6711, %30 overflow<nsw, nuw> : i64
    %6741 = llvm.add %6740, %30 overflow<nsw, nuw> : i64
    %6742 = llvm.getelementptr inbounds|nuw %6739[%6741] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6743 = llvm.load %6742 : !llvm.ptr -> f32
    %6744 = llvm.extractvalue %6674[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6745 = llvm.add %6711, %30 overflow<nsw, nuw> : i64
    %6746 = llvm.add %6745, %30 overflow<nsw, nuw> : i64
    %6747 = llvm.getelementptr inbounds|nuw %6744[%6746] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6748 = llvm.load %6747 : !llvm.ptr -> f32
    %6749 = llvm.fptrunc %32 : f64 to f32
    %6750 = llvm.fadd %6738, %6749 : f32
    %6751 = llvm.intr.sqrt(%6750) : (f32) -> f32
    %6752 = llvm.fdiv %34, %6751 : f32
    %6753 = llvm.fsub %6728, %6733 : f32
    %6754 = llvm.fmul %6753, %6752 : f32
    %6755 = llvm.fmul %6754, %6743 : f32
    %6756 = llvm.fadd %6755, %6748 : f32
    %6757 = llvm.fcmp "ugt" %6756, %33 : f32
    %6758 = llvm.select %6757, %6756, %33 : i1, f32
    %6759 = llvm.extractvalue %6708[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6760 = llvm.mlir.constant(8192 : index) : i64
    %6761 = llvm.mul %6709, %6760 overflow<nsw, nuw> : i64
    %6762 = llvm.mlir.constant(64 : index) : i64
    %6763 = llvm.mul %6711, %6762 overflow<nsw, nuw> : i64
    %6764 = llvm.add %6761, %6763 overflow<nsw, nuw> : i64
    %6765 = llvm.mlir.constant(8 : index) : i64
    %6766 = llvm.mul %6713, %6765 overflow<nsw, nuw> : i64
    %6767 = llvm.add %6764, %6766 overflow<nsw, nuw> : i64
    %6768 = llvm.add %6767, %6715 overflow<nsw, nuw> : i64
    %6769 = llvm.getelementptr inbounds|nuw %6759[%6768] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6758, %6769 : f32, !llvm.ptr
    %6770 = llvm.add %6715, %29 : i64
    llvm.br ^bb790(%6770 : i64)
  ^bb792:  // pred: ^bb790
    %6771 = llvm.add %6713, %29 : i64
    llvm.br ^bb788(%6771 : i64)
  ^bb793:  // pred: ^bb788
    %6772 = llvm.add %6711, %29 : i64
    llvm.br ^bb786(%6772 : i64)
  ^bb794:  // pred: ^bb786
    %6773 = llvm.add %6709, %29 : i64
    llvm.br ^bb784(%6773 : i64)
  ^bb795:  // pred: ^bb784
    %6774 = llvm.mlir.constant(1 : index) : i64
    %6775 = llvm.mlir.constant(128 : index) : i64
    %6776 = llvm.mlir.constant(10 : index) : i64
    %6777 = llvm.mlir.constant(10 : index) : i64
    %6778 = llvm.mlir.constant(1 : index) : i64
    %6779 = llvm.mlir.constant(100 : index) : i64
    %6780 = llvm.mlir.constant(12800 : index) : i64
    %6781 = llvm.mlir.constant(12800 : index) : i64
    %6782 = llvm.mlir.zero : !llvm.ptr
    %6783 = llvm.getelementptr %6782[%6781] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6784 = llvm.ptrtoint %6783 : !llvm.ptr to i64
    %6785 = llvm.mlir.constant(64 : index) : i64
    %6786 = llvm.add %6784, %6785 : i64
    %6787 = llvm.call @malloc(%6786) : (i64) -> !llvm.ptr
    %6788 = llvm.ptrtoint %6787 : !llvm.ptr to i64
    %6789 = llvm.mlir.constant(1 : index) : i64
    %6790 = llvm.sub %6785, %6789 : i64
    %6791 = llvm.add %6788, %6790 : i64
    %6792 = llvm.urem %6791, %6785 : i64
    %6793 = llvm.sub %6791, %6792 : i64
    %6794 = llvm.inttoptr %6793 : i64 to !llvm.ptr
    %6795 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6796 = llvm.insertvalue %6787, %6795[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6797 = llvm.insertvalue %6794, %6796[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6798 = llvm.mlir.constant(0 : index) : i64
    %6799 = llvm.insertvalue %6798, %6797[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6800 = llvm.insertvalue %6774, %6799[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6801 = llvm.insertvalue %6775, %6800[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6802 = llvm.insertvalue %6776, %6801[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6803 = llvm.insertvalue %6777, %6802[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6804 = llvm.insertvalue %6780, %6803[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6805 = llvm.insertvalue %6779, %6804[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6806 = llvm.insertvalue %6777, %6805[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6807 = llvm.insertvalue %6778, %6806[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb796(%30 : i64)
  ^bb796(%6808: i64):  // 2 preds: ^bb795, ^bb806
    %6809 = llvm.icmp "slt" %6808, %29 : i64
    llvm.cond_br %6809, ^bb797, ^bb807
  ^bb797:  // pred: ^bb796
    llvm.br ^bb798(%30 : i64)
  ^bb798(%6810: i64):  // 2 preds: ^bb797, ^bb805
    %6811 = llvm.icmp "slt" %6810, %20 : i64
    llvm.cond_br %6811, ^bb799, ^bb806
  ^bb799:  // pred: ^bb798
    llvm.br ^bb800(%30 : i64)
  ^bb800(%6812: i64):  // 2 preds: ^bb799, ^bb804
    %6813 = llvm.icmp "slt" %6812, %18 : i64
    llvm.cond_br %6813, ^bb801, ^bb805
  ^bb801:  // pred: ^bb800
    llvm.br ^bb802(%30 : i64)
  ^bb802(%6814: i64):  // 2 preds: ^bb801, ^bb803
    %6815 = llvm.icmp "slt" %6814, %18 : i64
    llvm.cond_br %6815, ^bb803, ^bb804
  ^bb803:  // pred: ^bb802
    %6816 = llvm.extractvalue %6807[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6817 = llvm.mlir.constant(12800 : index) : i64
    %6818 = llvm.mul %6808, %6817 overflow<nsw, nuw> : i64
    %6819 = llvm.mlir.constant(100 : index) : i64
    %6820 = llvm.mul %6810, %6819 overflow<nsw, nuw> : i64
    %6821 = llvm.add %6818, %6820 overflow<nsw, nuw> : i64
    %6822 = llvm.mlir.constant(10 : index) : i64
    %6823 = llvm.mul %6812, %6822 overflow<nsw, nuw> : i64
    %6824 = llvm.add %6821, %6823 overflow<nsw, nuw> : i64
    %6825 = llvm.add %6824, %6814 overflow<nsw, nuw> : i64
    %6826 = llvm.getelementptr inbounds|nuw %6816[%6825] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %6826 : f32, !llvm.ptr
    %6827 = llvm.add %6814, %29 : i64
    llvm.br ^bb802(%6827 : i64)
  ^bb804:  // pred: ^bb802
    %6828 = llvm.add %6812, %29 : i64
    llvm.br ^bb800(%6828 : i64)
  ^bb805:  // pred: ^bb800
    %6829 = llvm.add %6810, %29 : i64
    llvm.br ^bb798(%6829 : i64)
  ^bb806:  // pred: ^bb798
    %6830 = llvm.add %6808, %29 : i64
    llvm.br ^bb796(%6830 : i64)
  ^bb807:  // pred: ^bb796
    %6831 = llvm.mlir.constant(1 : index) : i64
    %6832 = llvm.mlir.constant(128 : index) : i64
    %6833 = llvm.mlir.constant(10 : index) : i64
    %6834 = llvm.mlir.constant(10 : index) : i64
    %6835 = llvm.mlir.constant(1 : index) : i64
    %6836 = llvm.mlir.constant(100 : index) : i64
    %6837 = llvm.mlir.constant(12800 : index) : i64
    %6838 = llvm.mlir.constant(12800 : index) : i64
    %6839 = llvm.mlir.zero : !llvm.ptr
    %6840 = llvm.getelementptr %6839[%6838] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6841 = llvm.ptrtoint %6840 : !llvm.ptr to i64
    %6842 = llvm.mlir.constant(64 : index) : i64
    %6843 = llvm.add %6841, %6842 : i64
    %6844 = llvm.call @malloc(%6843) : (i64) -> !llvm.ptr
    %6845 = llvm.ptrtoint %6844 : !llvm.ptr to i64
    %6846 = llvm.mlir.constant(1 : index) : i64
    %6847 = llvm.sub %6842, %6846 : i64
    %6848 = llvm.add %6845, %6847 : i64
    %6849 = llvm.urem %6848, %6842 : i64
    %6850 = llvm.sub %6848, %6849 : i64
    %6851 = llvm.inttoptr %6850 : i64 to !llvm.ptr
    %6852 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6853 = llvm.insertvalue %6844, %6852[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6854 = llvm.insertvalue %6851, %6853[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6855 = llvm.mlir.constant(0 : index) : i64
    %6856 = llvm.insertvalue %6855, %6854[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6857 = llvm.insertvalue %6831, %6856[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6858 = llvm.insertvalue %6832, %6857[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6859 = llvm.insertvalue %6833, %6858[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6860 = llvm.insertvalue %6834, %6859[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6861 = llvm.insertvalue %6837, %6860[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6862 = llvm.insertvalue %6836, %6861[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6863 = llvm.insertvalue %6834, %6862[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6864 = llvm.insertvalue %6835, %6863[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb808(%30 : i64)
  ^bb808(%6865: i64):  // 2 preds: ^bb807, ^bb818
    %6866 = llvm.icmp "slt" %6865, %29 : i64
    llvm.cond_br %6866, ^bb809, ^bb819
  ^bb809:  // pred: ^bb808
    llvm.br ^bb810(%30 : i64)
  ^bb810(%6867: i64):  // 2 preds: ^bb809, ^bb817
    %6868 = llvm.icmp "slt" %6867, %20 : i64
    llvm.cond_br %6868, ^bb811, ^bb818
  ^bb811:  // pred: ^bb810
    llvm.br ^bb812(%30 : i64)
  ^bb812(%6869: i64):  // 2 preds: ^bb811, ^bb816
    %6870 = llvm.icmp "slt" %6869, %18 : i64
    llvm.cond_br %6870, ^bb813, ^bb817
  ^bb813:  // pred: ^bb812
    llvm.br ^bb814(%30 : i64)
  ^bb814(%6871: i64):  // 2 preds: ^bb813, ^bb815
    %6872 = llvm.icmp "slt" %6871, %18 : i64
    llvm.cond_br %6872, ^bb815, ^bb816
  ^bb815:  // pred: ^bb814
    %6873 = llvm.extractvalue %6807[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6874 = llvm.mlir.constant(12800 : index) : i64
    %6875 = llvm.mul %6865, %6874 overflow<nsw, nuw> : i64
    %6876 = llvm.mlir.constant(100 : index) : i64
    %6877 = llvm.mul %6867, %6876 overflow<nsw, nuw> : i64
    %6878 = llvm.add %6875, %6877 overflow<nsw, nuw> : i64
    %6879 = llvm.mlir.constant(10 : index) : i64
    %6880 = llvm.mul %6869, %6879 overflow<nsw, nuw> : i64
    %6881 = llvm.add %6878, %6880 overflow<nsw, nuw> : i64
    %6882 = llvm.add %6881, %6871 overflow<nsw, nuw> : i64
    %6883 = llvm.getelementptr inbounds|nuw %6873[%6882] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6884 = llvm.load %6883 : !llvm.ptr -> f32
    %6885 = llvm.extractvalue %6864[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6886 = llvm.mlir.constant(12800 : index) : i64
    %6887 = llvm.mul %6865, %6886 overflow<nsw, nuw> : i64
    %6888 = llvm.mlir.constant(100 : index) : i64
    %6889 = llvm.mul %6867, %6888 overflow<nsw, nuw> : i64
    %6890 = llvm.add %6887, %6889 overflow<nsw, nuw> : i64
    %6891 = llvm.mlir.constant(10 : index) : i64
    %6892 = llvm.mul %6869, %6891 overflow<nsw, nuw> : i64
    %6893 = llvm.add %6890, %6892 overflow<nsw, nuw> : i64
    %6894 = llvm.add %6893, %6871 overflow<nsw, nuw> : i64
    %6895 = llvm.getelementptr inbounds|nuw %6885[%6894] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6884, %6895 : f32, !llvm.ptr
    %6896 = llvm.add %6871, %29 : i64
    llvm.br ^bb814(%6896 : i64)
  ^bb816:  // pred: ^bb814
    %6897 = llvm.add %6869, %29 : i64
    llvm.br ^bb812(%6897 : i64)
  ^bb817:  // pred: ^bb812
    %6898 = llvm.add %6867, %29 : i64
    llvm.br ^bb810(%6898 : i64)
  ^bb818:  // pred: ^bb810
    %6899 = llvm.add %6865, %29 : i64
    llvm.br ^bb808(%6899 : i64)
  ^bb819:  // pred: ^bb808
    %6900 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6901 = llvm.extractvalue %6864[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6902 = llvm.extractvalue %6864[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6903 = llvm.insertvalue %6901, %6900[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6904 = llvm.insertvalue %6902, %6903[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6905 = llvm.mlir.constant(11 : index) : i64
    %6906 = llvm.insertvalue %6905, %6904[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6907 = llvm.mlir.constant(1 : index) : i64
    %6908 = llvm.insertvalue %6907, %6906[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6909 = llvm.mlir.constant(12800 : index) : i64
    %6910 = llvm.insertvalue %6909, %6908[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6911 = llvm.mlir.constant(128 : index) : i64
    %6912 = llvm.insertvalue %6911, %6910[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6913 = llvm.mlir.constant(100 : index) : i64
    %6914 = llvm.insertvalue %6913, %6912[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6915 = llvm.mlir.constant(8 : index) : i64
    %6916 = llvm.insertvalue %6915, %6914[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6917 = llvm.mlir.constant(10 : index) : i64
    %6918 = llvm.insertvalue %6917, %6916[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6919 = llvm.mlir.constant(8 : index) : i64
    %6920 = llvm.insertvalue %6919, %6918[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6921 = llvm.mlir.constant(1 : index) : i64
    %6922 = llvm.insertvalue %6921, %6920[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb820(%30 : i64)
  ^bb820(%6923: i64):  // 2 preds: ^bb819, ^bb830
    %6924 = llvm.icmp "slt" %6923, %29 : i64
    llvm.cond_br %6924, ^bb821, ^bb831
  ^bb821:  // pred: ^bb820
    llvm.br ^bb822(%30 : i64)
  ^bb822(%6925: i64):  // 2 preds: ^bb821, ^bb829
    %6926 = llvm.icmp "slt" %6925, %20 : i64
    llvm.cond_br %6926, ^bb823, ^bb830
  ^bb823:  // pred: ^bb822
    llvm.br ^bb824(%30 : i64)
  ^bb824(%6927: i64):  // 2 preds: ^bb823, ^bb828
    %6928 = llvm.icmp "slt" %6927, %19 : i64
    llvm.cond_br %6928, ^bb825, ^bb829
  ^bb825:  // pred: ^bb824
    llvm.br ^bb826(%30 : i64)
  ^bb826(%6929: i64):  // 2 preds: ^bb825, ^bb827
    %6930 = llvm.icmp "slt" %6929, %19 : i64
    llvm.cond_br %6930, ^bb827, ^bb828
  ^bb827:  // pred: ^bb826
    %6931 = llvm.extractvalue %6708[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6932 = llvm.mlir.constant(8192 : index) : i64
    %6933 = llvm.mul %6923, %6932 overflow<nsw, nuw> : i64
    %6934 = llvm.mlir.constant(64 : index) : i64
    %6935 = llvm.mul %6925, %6934 overflow<nsw, nuw> : i64
    %6936 = llvm.add %6933, %6935 overflow<nsw, nuw> : i64
    %6937 = llvm.mlir.constant(8 : index) : i64
    %6938 = llvm.mul %6927, %6937 overflow<nsw, nuw> : i64
    %6939 = llvm.add %6936, %6938 overflow<nsw, nuw> : i64
    %6940 = llvm.add %6939, %6929 overflow<nsw, nuw> : i64
    %6941 = llvm.getelementptr inbounds|nuw %6931[%6940] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6942 = llvm.load %6941 : !llvm.ptr -> f32
    %6943 = llvm.extractvalue %6922[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6944 = llvm.mlir.constant(11 : index) : i64
    %6945 = llvm.getelementptr %6943[%6944] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6946 = llvm.mlir.constant(12800 : index) : i64
    %6947 = llvm.mul %6923, %6946 overflow<nsw, nuw> : i64
    %6948 = llvm.mlir.constant(100 : index) : i64
    %6949 = llvm.mul %6925, %6948 overflow<nsw, nuw> : i64
    %6950 = llvm.add %6947, %6949 overflow<nsw, nuw> : i64
    %6951 = llvm.mlir.constant(10 : index) : i64
    %6952 = llvm.mul %6927, %6951 overflow<nsw, nuw> : i64
    %6953 = llvm.add %6950, %6952 overflow<nsw, nuw> : i64
    %6954 = llvm.add %6953, %6929 overflow<nsw, nuw> : i64
    %6955 = llvm.getelementptr inbounds|nuw %6945[%6954] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6942, %6955 : f32, !llvm.ptr
    %6956 = llvm.add %6929, %29 : i64
    llvm.br ^bb826(%6956 : i64)
  ^bb828:  // pred: ^bb826
    %6957 = llvm.add %6927, %29 : i64
    llvm.br ^bb824(%6957 : i64)
  ^bb829:  // pred: ^bb824
    %6958 = llvm.add %6925, %29 : i64
    llvm.br ^bb822(%6958 : i64)
  ^bb830:  // pred: ^bb822
    %6959 = llvm.add %6923, %29 : i64
    llvm.br ^bb820(%6959 : i64)
  ^bb831:  // pred: ^bb820
    %6960 = llvm.mlir.constant(1 : index) : i64
    %6961 = llvm.mlir.constant(128 : index) : i64
    %6962 = llvm.mlir.constant(8 : index) : i64
    %6963 = llvm.mlir.constant(8 : index) : i64
    %6964 = llvm.mlir.constant(1 : index) : i64
    %6965 = llvm.mlir.constant(64 : index) : i64
    %6966 = llvm.mlir.constant(8192 : index) : i64
    %6967 = llvm.mlir.constant(8192 : index) : i64
    %6968 = llvm.mlir.zero : !llvm.ptr
    %6969 = llvm.getelementptr %6968[%6967] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6970 = llvm.ptrtoint %6969 : !llvm.ptr to i64
    %6971 = llvm.mlir.constant(64 : index) : i64
    %6972 = llvm.add %6970, %6971 : i64
    %6973 = llvm.call @malloc(%6972) : (i64) -> !llvm.ptr
    %6974 = llvm.ptrtoint %6973 : !llvm.ptr to i64
    %6975 = llvm.mlir.constant(1 : index) : i64
    %6976 = llvm.sub %6971, %6975 : i64
    %6977 = llvm.add %6974, %6976 : i64
    %6978 = llvm.urem %6977, %6971 : i64
    %6979 = llvm.sub %6977, %6978 : i64
    %6980 = llvm.inttoptr %6979 : i64 to !llvm.ptr
    %6981 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6982 = llvm.insertvalue %6973, %6981[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6983 = llvm.insertvalue %6980, %6982[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6984 = llvm.mlir.constant(0 : index) : i64
    %6985 = llvm.insertvalue %6984, %6983[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6986 = llvm.insertvalue %6960, %6985[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6987 = llvm.insertvalue %6961, %6986[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6988 = llvm.insertvalue %6962, %6987[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6989 = llvm.insertvalue %6963, %6988[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6990 = llvm.insertvalue %6966, %6989[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6991 = llvm.insertvalue %6965, %6990[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6992 = llvm.insertvalue %6963, %6991[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6993 = llvm.insertvalue %6964, %6992[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb832(%30 : i64)
  ^bb832(%6994: i64):  // 2 preds: ^bb831, ^bb842
    %6995 = llvm.icmp "slt" %6994, %29 : i64
    llvm.cond_br %6995, ^bb833, ^bb843
  ^bb833:  // pred: ^bb832
    llvm.br ^bb834(%30 : i64)
  ^bb834(%6996: i64):  // 2 preds: ^bb833, ^bb841
    %6997 = llvm.icmp "slt" %6996, %20 : i64
    llvm.cond_br %6997, ^bb835, ^bb842
  ^bb835:  // pred: ^bb834
    llvm.br ^bb836(%30 : i64)
  ^bb836(%6998: i64):  // 2 preds: ^bb835, ^bb840
    %6999 = llvm.icmp "slt" %6998, %19 : i64
    llvm.cond_br %6999, ^bb837, ^bb841
  ^bb837:  // pred: ^bb836
    llvm.br ^bb838(%30 : i64)
  ^bb838(%7000: i64):  // 2 preds: ^bb837, ^bb839
    %7001 = llvm.icmp "slt" %7000, %19 : i64
    llvm.cond_br %7001, ^bb839, ^bb840
  ^bb839:  // pred: ^bb838
    %7002 = llvm.extractvalue %5173[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7003 = llvm.mlir.constant(8192 : index) : i64
    %7004 = llvm.mul %6994, %7003 overflow<nsw, nuw> : i64
    %7005 = llvm.mlir.constant(64 : index) : i64
    %7006 = llvm.mul %6996, %7005 overflow<nsw, nuw> : i64
    %7007 = llvm.add %7004, %7006 overflow<nsw, nuw> : i64
    %7008 = llvm.mlir.constant(8 : index) : i64
    %7009 = llvm.mul %6998, %7008 overflow<nsw, nuw> : i64
    %7010 = llvm.add %7007, %7009 overflow<nsw, nuw> : i64
    %7011 = llvm.add %7010, %7000 overflow<nsw, nuw> : i64
    %7012 = llvm.getelementptr inbounds|nuw %7002[%7011] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7013 = llvm.load %7012 : !llvm.ptr -> f32
    %7014 = llvm.extractvalue %6993[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7015 = llvm.mlir.constant(8192 : index) : i64
    %7016 = llvm.mul %6994, %7015 overflow<nsw, nuw> : i64
    %7017 = llvm.mlir.constant(64 : index) : i64
    %7018 = llvm.mul %6996, %7017 overflow<nsw, nuw> : i64
    %7019 = llvm.add %7016, %7018 overflow<nsw, nuw> : i64
    %7020 = llvm.mlir.constant(8 : index) : i64
    %7021 = llvm.mul %6998, %7020 overflow<nsw, nuw> : i64
    %7022 = llvm.add %7019, %7021 overflow<nsw, nuw> : i64
    %7023 = llvm.add %7022, %7000 overflow<nsw, nuw> : i64
    %7024 = llvm.getelementptr inbounds|nuw %7014[%7023] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7013, %7024 : f32, !llvm.ptr
    %7025 = llvm.add %7000, %29 : i64
    llvm.br ^bb838(%7025 : i64)
  ^bb840:  // pred: ^bb838
    %7026 = llvm.add %6998, %29 : i64
    llvm.br ^bb836(%7026 : i64)
  ^bb841:  // pred: ^bb836
    %7027 = llvm.add %6996, %29 : i64
    llvm.br ^bb834(%7027 : i64)
  ^bb842:  // pred: ^bb834
    %7028 = llvm.add %6994, %29 : i64
    llvm.br ^bb832(%7028 : i64)
  ^bb843:  // pred: ^bb832
    llvm.br ^bb844(%30 : i64)
  ^bb844(%7029: i64):  // 2 preds: ^bb843, ^bb863
    %7030 = llvm.icmp "slt" %7029, %29 : i64
    llvm.cond_br %7030, ^bb845, ^bb864
  ^bb845:  // pred: ^bb844
    llvm.br ^bb846(%30 : i64)
  ^bb846(%7031: i64):  // 2 preds: ^bb845, ^bb862
    %7032 = llvm.icmp "slt" %7031, %20 : i64
    llvm.cond_br %7032, ^bb847, ^bb863
  ^bb847:  // pred: ^bb846
    llvm.br ^bb848(%30 : i64)
  ^bb848(%7033: i64):  // 2 preds: ^bb847, ^bb861
    %7034 = llvm.icmp "slt" %7033, %19 : i64
    llvm.cond_br %7034, ^bb849, ^bb862
  ^bb849:  // pred: ^bb848
    llvm.br ^bb850(%30 : i64)
  ^bb850(%7035: i64):  // 2 preds: ^bb849, ^bb860
    %7036 = llvm.icmp "slt" %7035, %19 : i64
    llvm.cond_br %7036, ^bb851, ^bb861
  ^bb851:  // pred: ^bb850
    llvm.br ^bb852(%30 : i64)
  ^bb852(%7037: i64):  // 2 preds: ^bb851, ^bb859
    %7038 = llvm.icmp "slt" %7037, %20 : i64
    llvm.cond_br %7038, ^bb853, ^bb860
  ^bb853:  // pred: ^bb852
    llvm.br ^bb854(%30 : i64)
  ^bb854(%7039: i64):  // 2 preds: ^bb853, ^bb858
    %7040 = llvm.icmp "slt" %7039, %28 : i64
    llvm.cond_br %7040, ^bb855, ^bb859
  ^bb855:  // pred: ^bb854
    llvm.br ^bb856(%30 : i64)
  ^bb856(%7041: i64):  // 2 preds: ^bb855, ^bb857
    %7042 = llvm.icmp "slt" %7041, %28 : i64
    llvm.cond_br %7042, ^bb857, ^bb858
  ^bb857:  // pred: ^bb856
    %7043 = llvm.add %7033, %7039 : i64
    %7044 = llvm.add %7035, %7041 : i64
    %7045 = llvm.extractvalue %6864[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7046 = llvm.mlir.constant(12800 : index) : i64
    %7047 = llvm.mul %7029, %7046 overflow<nsw, nuw> : i64
    %7048 = llvm.mlir.constant(100 : index) : i64
    %7049 = llvm.mul %7037, %7048 overflow<nsw, nuw> : i64
    %7050 = llvm.add %7047, %7049 overflow<nsw, nuw> : i64
    %7051 = llvm.mlir.constant(10 : index) : i64
    %7052 = llvm.mul %7043, %7051 overflow<nsw, nuw> : i64
    %7053 = llvm.add %7050, %7052 overflow<nsw, nuw> : i64
    %7054 = llvm.add %7053, %7044 overflow<nsw, nuw> : i64
    %7055 = llvm.getelementptr inbounds|nuw %7045[%7054] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7056 = llvm.load %7055 : !llvm.ptr -> f32
    %7057 = llvm.extractvalue %1079[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7058 = llvm.mlir.constant(1152 : index) : i64
    %7059 = llvm.mul %7031, %7058 overflow<nsw, nuw> : i64
    %7060 = llvm.mlir.constant(9 : index) : i64
    %7061 = llvm.mul %7037, %7060 overflow<nsw, nuw> : i64
    %7062 = llvm.add %7059, %7061 overflow<nsw, nuw> : i64
    %7063 = llvm.mlir.constant(3 : index) : i64
    %7064 = llvm.mul %7039, %7063 overflow<nsw, nuw> : i64
    %7065 = llvm.add %7062, %7064 overflow<nsw, nuw> : i64
    %7066 = llvm.add %7065, %7041 overflow<nsw, nuw> : i64
    %7067 = llvm.getelementptr inbounds|nuw %7057[%7066] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7068 = llvm.load %7067 : !llvm.ptr -> f32
    %7069 = llvm.extractvalue %6993[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7070 = llvm.mlir.constant(8192 : index) : i64
    %7071 = llvm.mul %7029, %7070 overflow<nsw, nuw> : i64
    %7072 = llvm.mlir.constant(64 : index) : i64
    %7073 = llvm.mul %7031, %7072 overflow<nsw, nuw> : i64
    %7074 = llvm.add %7071, %7073 overflow<nsw, nuw> : i64
    %7075 = llvm.mlir.constant(8 : index) : i64
    %7076 = llvm.mul %7033, %7075 overflow<nsw, nuw> : i64
    %7077 = llvm.add %7074, %7076 overflow<nsw, nuw> : i64
    %7078 = llvm.add %7077, %7035 overflow<nsw, nuw> : i64
    %7079 = llvm.getelementptr inbounds|nuw %7069[%7078] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7080 = llvm.load %7079 : !llvm.ptr -> f32
    %7081 = llvm.fmul %7056, %7068 : f32
    %7082 = llvm.fadd %7080, %7081 : f32
    %7083 = llvm.extractvalue %6993[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7084 = llvm.mlir.constant(8192 : index) : i64
    %7085 = llvm.mul %7029, %7084 overflow<nsw, nuw> : i64
    %7086 = llvm.mlir.constant(64 : index) : i64
    %7087 = llvm.mul %7031, %7086 overflow<nsw, nuw> : i64
    %7088 = llvm.add %7085, %7087 overflow<nsw, nuw> : i64
    %7089 = llvm.mlir.constant(8 : index) : i64
    %7090 = llvm.mul %7033, %7089 overflow<nsw, nuw> : i64
    %7091 = llvm.add %7088, %7090 overflow<nsw, nuw> : i64
    %7092 = llvm.add %7091, %7035 overflow<nsw, nuw> : i64
    %7093 = llvm.getelementptr inbounds|nuw %7083[%7092] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7082, %7093 : f32, !llvm.ptr
    %7094 = llvm.add %7041, %29 : i64
    llvm.br ^bb856(%7094 : i64)
  ^bb858:  // pred: ^bb856
    %7095 = llvm.add %7039, %29 : i64
    llvm.br ^bb854(%7095 : i64)
  ^bb859:  // pred: ^bb854
    %7096 = llvm.add %7037, %29 : i64
    llvm.br ^bb852(%7096 : i64)
  ^bb860:  // pred: ^bb852
    %7097 = llvm.add %7035, %29 : i64
    llvm.br ^bb850(%7097 : i64)
  ^bb861:  // pred: ^bb850
    %7098 = llvm.add %7033, %29 : i64
    llvm.br ^bb848(%7098 : i64)
  ^bb862:  // pred: ^bb848
    %7099 = llvm.add %7031, %29 : i64
    llvm.br ^bb846(%7099 : i64)
  ^bb863:  // pred: ^bb846
    %7100 = llvm.add %7029, %29 : i64
    llvm.br ^bb844(%7100 : i64)
  ^bb864:  // pred: ^bb844
    %7101 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7102 = llvm.extractvalue %1035[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7103 = llvm.extractvalue %1035[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7104 = llvm.insertvalue %7102, %7101[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7105 = llvm.insertvalue %7103, %7104[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7106 = llvm.mlir.constant(0 : index) : i64
    %7107 = llvm.insertvalue %7106, %7105[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7108 = llvm.mlir.constant(128 : index) : i64
    %7109 = llvm.insertvalue %7108, %7107[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7110 = llvm.mlir.constant(1 : index) : i64
    %7111 = llvm.insertvalue %7110, %7109[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7112 = llvm.mlir.constant(1 : index) : i64
    %7113 = llvm.insertvalue %7112, %7111[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7114 = llvm.mlir.constant(1 : index) : i64
    %7115 = llvm.insertvalue %7114, %7113[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7116 = llvm.mlir.constant(1 : index) : i64
    %7117 = llvm.insertvalue %7116, %7115[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7118 = llvm.mlir.constant(1 : index) : i64
    %7119 = llvm.insertvalue %7118, %7117[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7120 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7121 = llvm.extractvalue %1051[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7122 = llvm.extractvalue %1051[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7123 = llvm.insertvalue %7121, %7120[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7124 = llvm.insertvalue %7122, %7123[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7125 = llvm.mlir.constant(0 : index) : i64
    %7126 = llvm.insertvalue %7125, %7124[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7127 = llvm.mlir.constant(128 : index) : i64
    %7128 = llvm.insertvalue %7127, %7126[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7129 = llvm.mlir.constant(1 : index) : i64
    %7130 = llvm.insertvalue %7129, %7128[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7131 = llvm.mlir.constant(1 : index) : i64
    %7132 = llvm.insertvalue %7131, %7130[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7133 = llvm.mlir.constant(1 : index) : i64
    %7134 = llvm.insertvalue %7133, %7132[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7135 = llvm.mlir.constant(1 : index) : i64
    %7136 = llvm.insertvalue %7135, %7134[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7137 = llvm.mlir.constant(1 : index) : i64
    %7138 = llvm.insertvalue %7137, %7136[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7139 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7140 = llvm.extractvalue %1019[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7141 = llvm.extractvalue %1019[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7142 = llvm.insertvalue %7140, %7139[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7143 = llvm.insertvalue %7141, %7142[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7144 = llvm.mlir.constant(0 : index) : i64
    %7145 = llvm.insertvalue %7144, %7143[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7146 = llvm.mlir.constant(128 : index) : i64
    %7147 = llvm.insertvalue %7146, %7145[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7148 = llvm.mlir.constant(1 : index) : i64
    %7149 = llvm.insertvalue %7148, %7147[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7150 = llvm.mlir.constant(1 : index) : i64
    %7151 = llvm.insertvalue %7150, %7149[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7152 = llvm.mlir.constant(1 : index) : i64
    %7153 = llvm.insertvalue %7152, %7151[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7154 = llvm.mlir.constant(1 : index) : i64
    %7155 = llvm.insertvalue %7154, %7153[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7156 = llvm.mlir.constant(1 : index) : i64
    %7157 = llvm.insertvalue %7156, %7155[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7158 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7159 = llvm.extractvalue %1003[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7160 = llvm.extractvalue %1003[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7161 = llvm.insertvalue %7159, %7158[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7162 = llvm.insertvalue %7160, %7161[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7163 = llvm.mlir.constant(0 : index) : i64
    %7164 = llvm.insertvalue %7163, %7162[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7165 = llvm.mlir.constant(128 : index) : i64
    %7166 = llvm.insertvalue %7165, %7164[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7167 = llvm.mlir.constant(1 : index) : i64
    %7168 = llvm.insertvalue %7167, %7166[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7169 = llvm.mlir.constant(1 : index) : i64
    %7170 = llvm.insertvalue %7169, %7168[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7171 = llvm.mlir.constant(1 : index) : i64
    %7172 = llvm.insertvalue %7171, %7170[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7173 = llvm.mlir.constant(1 : index) : i64
    %7174 = llvm.insertvalue %7173, %7172[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7175 = llvm.mlir.constant(1 : index) : i64
    %7176 = llvm.insertvalue %7175, %7174[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7177 = llvm.mlir.constant(1 : index) : i64
    %7178 = llvm.mlir.constant(128 : index) : i64
    %7179 = llvm.mlir.constant(8 : index) : i64
    %7180 = llvm.mlir.constant(8 : index) : i64
    %7181 = llvm.mlir.constant(1 : index) : i64
    %7182 = llvm.mlir.constant(64 : index) : i64
    %7183 = llvm.mlir.constant(8192 : index) : i64
    %7184 = llvm.mlir.constant(8192 : index) : i64
    %7185 = llvm.mlir.zero : !llvm.ptr
    %7186 = llvm.getelementptr %7185[%7184] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7187 = llvm.ptrtoint %7186 : !llvm.ptr to i64
    %7188 = llvm.mlir.constant(64 : index) : i64
    %7189 = llvm.add %7187, %7188 : i64
    %7190 = llvm.call @malloc(%7189) : (i64) -> !llvm.ptr
    %7191 = llvm.ptrtoint %7190 : !llvm.ptr to i64
    %7192 = llvm.mlir.constant(1 : index) : i64
    %7193 = llvm.sub %7188, %7192 : i64
    %7194 = llvm.add %7191, %7193 : i64
    %7195 = llvm.urem %7194, %7188 : i64
    %7196 = llvm.sub %7194, %7195 : i64
    %7197 = llvm.inttoptr %7196 : i64 to !llvm.ptr
    %7198 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7199 = llvm.insertvalue %7190, %7198[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7200 = llvm.insertvalue %7197, %7199[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7201 = llvm.mlir.constant(0 : index) : i64
    %7202 = llvm.insertvalue %7201, %7200[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7203 = llvm.insertvalue %7177, %7202[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7204 = llvm.insertvalue %7178, %7203[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7205 = llvm.insertvalue %7179, %7204[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7206 = llvm.insertvalue %7180, %7205[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7207 = llvm.insertvalue %7183, %7206[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7208 = llvm.insertvalue %7182, %7207[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7209 = llvm.insertvalue %7180, %7208[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7210 = llvm.insertvalue %7181, %7209[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb865(%30 : i64)
  ^bb865(%7211: i64):  // 2 preds: ^bb864, ^bb875
    %7212 = llvm.icmp "slt" %7211, %29 : i64
    llvm.cond_br %7212, ^bb866, ^bb876
  ^bb866:  // pred: ^bb865
    llvm.br ^bb867(%30 : i64)
  ^bb867(%7213: i64):  // 2 preds: ^bb866, ^bb874
    %7214 = llvm.icmp "slt" %7213, %20 : i64
    llvm.cond_br %7214, ^bb868, ^bb875
  ^bb868:  // pred: ^bb867
    llvm.br ^bb869(%30 : i64)
  ^bb869(%7215: i64):  // 2 preds: ^bb868, ^bb873
    %7216 = llvm.icmp "slt" %7215, %19 : i64
    llvm.cond_br %7216, ^bb870, ^bb874
  ^bb870:  // pred: ^bb869
    llvm.br ^bb871(%30 : i64)
  ^bb871(%7217: i64):  // 2 preds: ^bb870, ^bb872
    %7218 = llvm.icmp "slt" %7217, %19 : i64
    llvm.cond_br %7218, ^bb872, ^bb873
  ^bb872:  // pred: ^bb871
    %7219 = llvm.extractvalue %6993[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7220 = llvm.mlir.constant(8192 : index) : i64
    %7221 = llvm.mul %7211, %7220 overflow<nsw, nuw> : i64
    %7222 = llvm.mlir.constant(64 : index) : i64
    %7223 = llvm.mul %7213, %7222 overflow<nsw, nuw> : i64
    %7224 = llvm.add %7221, %7223 overflow<nsw, nuw> : i64
    %7225 = llvm.mlir.constant(8 : index) : i64
    %7226 = llvm.mul %7215, %7225 overflow<nsw, nuw> : i64
    %7227 = llvm.add %7224, %7226 overflow<nsw, nuw> : i64
    %7228 = llvm.add %7227, %7217 overflow<nsw, nuw> : i64
    %7229 = llvm.getelementptr inbounds|nuw %7219[%7228] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7230 = llvm.load %7229 : !llvm.ptr -> f32
    %7231 = llvm.extractvalue %7138[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7232 = llvm.add %7213, %30 overflow<nsw, nuw> : i64
    %7233 = llvm.add %7232, %30 overflow<nsw, nuw> : i64
    %7234 = llvm.getelementptr inbounds|nuw %7231[%7233] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7235 = llvm.load %7234 : !llvm.ptr -> f32
    %7236 = llvm.extractvalue %7119[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7237 = llvm.add %7213, %30 overflow<nsw, nuw> : i64
    %7238 = llvm.add %7237, %30 overflow<nsw, nuw> : i64
    %7239 = llvm.getelementptr inbounds|nuw %7236[%7238] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7240 = llvm.load %7239 : !llvm.ptr -> f32
    %7241 = llvm.extractvalue %7157[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7242 = llvm.add %7213, %30 overflow<nsw, nuw> : i64
    %7243 = llvm.add %7242, %30 overflow<nsw, nuw> : i64
    %7244 = llvm.getelementptr inbounds|nuw %7241[%7243] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7245 = llvm.load %7244 : !llvm.ptr -> f32
    %7246 = llvm.extractvalue %7176[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7247 = llvm.add %7213, %30 overflow<nsw, nuw> : i64
    %7248 = llvm.add %7247, %30 overflow<nsw, nuw> : i64
    %7249 = llvm.getelementptr inbounds|nuw %7246[%7248] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7250 = llvm.load %7249 : !llvm.ptr -> f32
    %7251 = llvm.extractvalue %6166[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7252 = llvm.mlir.constant(8192 : index) : i64
    %7253 = llvm.mul %7211, %7252 overflow<nsw, nuw> : i64
    %7254 = llvm.mlir.constant(64 : index) : i64
    %7255 = llvm.mul %7213, %7254 overflow<nsw, nuw> : i64
    %7256 = llvm.add %7253, %7255 overflow<nsw, nuw> : i64
    %7257 = llvm.mlir.constant(8 : index) : i64
    %7258 = llvm.mul %7215, %7257 overflow<nsw, nuw> : i64
    %7259 = llvm.add %7256, %7258 overflow<nsw, nuw> : i64
    %7260 = llvm.add %7259, %7217 overflow<nsw, nuw> : i64
    %7261 = llvm.getelementptr inbounds|nuw %7251[%7260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7262 = llvm.load %7261 : !llvm.ptr -> f32
    %7263 = llvm.fptrunc %32 : f64 to f32
    %7264 = llvm.fadd %7240, %7263 : f32
    %7265 = llvm.intr.sqrt(%7264) : (f32) -> f32
    %7266 = llvm.fdiv %34, %7265 : f32
    %7267 = llvm.fsub %7230, %7235 : f32
    %7268 = llvm.fmul %7267, %7266 : f32
    %7269 = llvm.fmul %7268, %7245 : f32
    %7270 = llvm.fadd %7269, %7250 : f32
    %7271 = llvm.fadd %7270, %7262 : f32
    %7272 = llvm.fcmp "ugt" %7271, %33 : f32
    %7273 = llvm.select %7272, %7271, %33 : i1, f32
    %7274 = llvm.extractvalue %7210[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7275 = llvm.mlir.constant(8192 : index) : i64
    %7276 = llvm.mul %7211, %7275 overflow<nsw, nuw> : i64
    %7277 = llvm.mlir.constant(64 : index) : i64
    %7278 = llvm.mul %7213, %7277 overflow<nsw, nuw> : i64
    %7279 = llvm.add %7276, %7278 overflow<nsw, nuw> : i64
    %7280 = llvm.mlir.constant(8 : index) : i64
    %7281 = llvm.mul %7215, %7280 overflow<nsw, nuw> : i64
    %7282 = llvm.add %7279, %7281 overflow<nsw, nuw> : i64
    %7283 = llvm.add %7282, %7217 overflow<nsw, nuw> : i64
    %7284 = llvm.getelementptr inbounds|nuw %7274[%7283] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7273, %7284 : f32, !llvm.ptr
    %7285 = llvm.add %7217, %29 : i64
    llvm.br ^bb871(%7285 : i64)
  ^bb873:  // pred: ^bb871
    %7286 = llvm.add %7215, %29 : i64
    llvm.br ^bb869(%7286 : i64)
  ^bb874:  // pred: ^bb869
    %7287 = llvm.add %7213, %29 : i64
    llvm.br ^bb867(%7287 : i64)
  ^bb875:  // pred: ^bb867
    %7288 = llvm.add %7211, %29 : i64
    llvm.br ^bb865(%7288 : i64)
  ^bb876:  // pred: ^bb865
    %7289 = llvm.mlir.constant(1 : index) : i64
    %7290 = llvm.mlir.constant(128 : index) : i64
    %7291 = llvm.mlir.constant(10 : index) : i64
    %7292 = llvm.mlir.constant(10 : index) : i64
    %7293 = llvm.mlir.constant(1 : index) : i64
    %7294 = llvm.mlir.constant(100 : index) : i64
    %7295 = llvm.mlir.constant(12800 : index) : i64
    %7296 = llvm.mlir.constant(12800 : index) : i64
    %7297 = llvm.mlir.zero : !llvm.ptr
    %7298 = llvm.getelementptr %7297[%7296] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7299 = llvm.ptrtoint %7298 : !llvm.ptr to i64
    %7300 = llvm.mlir.constant(64 : index) : i64
    %7301 = llvm.add %7299, %7300 : i64
    %7302 = llvm.call @malloc(%7301) : (i64) -> !llvm.ptr
    %7303 = llvm.ptrtoint %7302 : !llvm.ptr to i64
    %7304 = llvm.mlir.constant(1 : index) : i64
    %7305 = llvm.sub %7300, %7304 : i64
    %7306 = llvm.add %7303, %7305 : i64
    %7307 = llvm.urem %7306, %7300 : i64
    %7308 = llvm.sub %7306, %7307 : i64
    %7309 = llvm.inttoptr %7308 : i64 to !llvm.ptr
    %7310 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7311 = llvm.insertvalue %7302, %7310[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7312 = llvm.insertvalue %7309, %7311[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7313 = llvm.mlir.constant(0 : index) : i64
    %7314 = llvm.insertvalue %7313, %7312[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7315 = llvm.insertvalue %7289, %7314[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7316 = llvm.insertvalue %7290, %7315[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7317 = llvm.insertvalue %7291, %7316[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7318 = llvm.insertvalue %7292, %7317[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7319 = llvm.insertvalue %7295, %7318[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7320 = llvm.insertvalue %7294, %7319[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7321 = llvm.insertvalue %7292, %7320[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7322 = llvm.insertvalue %7293, %7321[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb877(%30 : i64)
  ^bb877(%7323: i64):  // 2 preds: ^bb876, ^bb887
    %7324 = llvm.icmp "slt" %7323, %29 : i64
    llvm.cond_br %7324, ^bb878, ^bb888
  ^bb878:  // pred: ^bb877
    llvm.br ^bb879(%30 : i64)
  ^bb879(%7325: i64):  // 2 preds: ^bb878, ^bb886
    %7326 = llvm.icmp "slt" %7325, %20 : i64
    llvm.cond_br %7326, ^bb880, ^bb887
  ^bb880:  // pred: ^bb879
    llvm.br ^bb881(%30 : i64)
  ^bb881(%7327: i64):  // 2 preds: ^bb880, ^bb885
    %7328 = llvm.icmp "slt" %7327, %18 : i64
    llvm.cond_br %7328, ^bb882, ^bb886
  ^bb882:  // pred: ^bb881
    llvm.br ^bb883(%30 : i64)
  ^bb883(%7329: i64):  // 2 preds: ^bb882, ^bb884
    %7330 = llvm.icmp "slt" %7329, %18 : i64
    llvm.cond_br %7330, ^bb884, ^bb885
  ^bb884:  // pred: ^bb883
    %7331 = llvm.extractvalue %7322[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7332 = llvm.mlir.constant(12800 : index) : i64
    %7333 = llvm.mul %7323, %7332 overflow<nsw, nuw> : i64
    %7334 = llvm.mlir.constant(100 : index) : i64
    %7335 = llvm.mul %7325, %7334 overflow<nsw, nuw> : i64
    %7336 = llvm.add %7333, %7335 overflow<nsw, nuw> : i64
    %7337 = llvm.mlir.constant(10 : index) : i64
    %7338 = llvm.mul %7327, %7337 overflow<nsw, nuw> : i64
    %7339 = llvm.add %7336, %7338 overflow<nsw, nuw> : i64
    %7340 = llvm.add %7339, %7329 overflow<nsw, nuw> : i64
    %7341 = llvm.getelementptr inbounds|nuw %7331[%7340] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %7341 : f32, !llvm.ptr
    %7342 = llvm.add %7329, %29 : i64
    llvm.br ^bb883(%7342 : i64)
  ^bb885:  // pred: ^bb883
    %7343 = llvm.add %7327, %29 : i64
    llvm.br ^bb881(%7343 : i64)
  ^bb886:  // pred: ^bb881
    %7344 = llvm.add %7325, %29 : i64
    llvm.br ^bb879(%7344 : i64)
  ^bb887:  // pred: ^bb879
    %7345 = llvm.add %7323, %29 : i64
    llvm.br ^bb877(%7345 : i64)
  ^bb888:  // pred: ^bb877
    %7346 = llvm.mlir.constant(1 : index) : i64
    %7347 = llvm.mlir.constant(128 : index) : i64
    %7348 = llvm.mlir.constant(10 : index) : i64
    %7349 = llvm.mlir.constant(10 : index) : i64
    %7350 = llvm.mlir.constant(1 : index) : i64
    %7351 = llvm.mlir.constant(100 : index) : i64
    %7352 = llvm.mlir.constant(12800 : index) : i64
    %7353 = llvm.mlir.constant(12800 : index) : i64
    %7354 = llvm.mlir.zero : !llvm.ptr
    %7355 = llvm.getelementptr %7354[%7353] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7356 = llvm.ptrtoint %7355 : !llvm.ptr to i64
    %7357 = llvm.mlir.constant(64 : index) : i64
    %7358 = llvm.add %7356, %7357 : i64
    %7359 = llvm.call @malloc(%7358) : (i64) -> !llvm.ptr
    %7360 = llvm.ptrtoint %7359 : !llvm.ptr to i64
    %7361 = llvm.mlir.constant(1 : index) : i64
    %7362 = llvm.sub %7357, %7361 : i64
    %7363 = llvm.add %7360, %7362 : i64
    %7364 = llvm.urem %7363, %7357 : i64
    %7365 = llvm.sub %7363, %7364 : i64
    %7366 = llvm.inttoptr %7365 : i64 to !llvm.ptr
    %7367 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7368 = llvm.insertvalue %7359, %7367[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7369 = llvm.insertvalue %7366, %7368[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7370 = llvm.mlir.constant(0 : index) : i64
    %7371 = llvm.insertvalue %7370, %7369[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7372 = llvm.insertvalue %7346, %7371[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7373 = llvm.insertvalue %7347, %7372[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7374 = llvm.insertvalue %7348, %7373[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7375 = llvm.insertvalue %7349, %7374[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7376 = llvm.insertvalue %7352, %7375[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7377 = llvm.insertvalue %7351, %7376[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7378 = llvm.insertvalue %7349, %7377[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7379 = llvm.insertvalue %7350, %7378[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb889(%30 : i64)
  ^bb889(%7380: i64):  // 2 preds: ^bb888, ^bb899
    %7381 = llvm.icmp "slt" %7380, %29 : i64
    llvm.cond_br %7381, ^bb890, ^bb900
  ^bb890:  // pred: ^bb889
    llvm.br ^bb891(%30 : i64)
  ^bb891(%7382: i64):  // 2 preds: ^bb890, ^bb898
    %7383 = llvm.icmp "slt" %7382, %20 : i64
    llvm.cond_br %7383, ^bb892, ^bb899
  ^bb892:  // pred: ^bb891
    llvm.br ^bb893(%30 : i64)
  ^bb893(%7384: i64):  // 2 preds: ^bb892, ^bb897
    %7385 = llvm.icmp "slt" %7384, %18 : i64
    llvm.cond_br %7385, ^bb894, ^bb898
  ^bb894:  // pred: ^bb893
    llvm.br ^bb895(%30 : i64)
  ^bb895(%7386: i64):  // 2 preds: ^bb894, ^bb896
    %7387 = llvm.icmp "slt" %7386, %18 : i64
    llvm.cond_br %7387, ^bb896, ^bb897
  ^bb896:  // pred: ^bb895
    %7388 = llvm.extractvalue %7322[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7389 = llvm.mlir.constant(12800 : index) : i64
    %7390 = llvm.mul %7380, %7389 overflow<nsw, nuw> : i64
    %7391 = llvm.mlir.constant(100 : index) : i64
    %7392 = llvm.mul %7382, %7391 overflow<nsw, nuw> : i64
    %7393 = llvm.add %7390, %7392 overflow<nsw, nuw> : i64
    %7394 = llvm.mlir.constant(10 : index) : i64
    %7395 = llvm.mul %7384, %7394 overflow<nsw, nuw> : i64
    %7396 = llvm.add %7393, %7395 overflow<nsw, nuw> : i64
    %7397 = llvm.add %7396, %7386 overflow<nsw, nuw> : i64
    %7398 = llvm.getelementptr inbounds|nuw %7388[%7397] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7399 = llvm.load %7398 : !llvm.ptr -> f32
    %7400 = llvm.extractvalue %7379[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7401 = llvm.mlir.constant(12800 : index) : i64
    %7402 = llvm.mul %7380, %7401 overflow<nsw, nuw> : i64
    %7403 = llvm.mlir.constant(100 : index) : i64
    %7404 = llvm.mul %7382, %7403 overflow<nsw, nuw> : i64
    %7405 = llvm.add %7402, %7404 overflow<nsw, nuw> : i64
    %7406 = llvm.mlir.constant(10 : index) : i64
    %7407 = llvm.mul %7384, %7406 overflow<nsw, nuw> : i64
    %7408 = llvm.add %7405, %7407 overflow<nsw, nuw> : i64
    %7409 = llvm.add %7408, %7386 overflow<nsw, nuw> : i64
    %7410 = llvm.getelementptr inbounds|nuw %7400[%7409] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7399, %7410 : f32, !llvm.ptr
    %7411 = llvm.add %7386, %29 : i64
    llvm.br ^bb895(%7411 : i64)
  ^bb897:  // pred: ^bb895
    %7412 = llvm.add %7384, %29 : i64
    llvm.br ^bb893(%7412 : i64)
  ^bb898:  // pred: ^bb893
    %7413 = llvm.add %7382, %29 : i64
    llvm.br ^bb891(%7413 : i64)
  ^bb899:  // pred: ^bb891
    %7414 = llvm.add %7380, %29 : i64
    llvm.br ^bb889(%7414 : i64)
  ^bb900:  // pred: ^bb889
    %7415 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7416 = llvm.extractvalue %7379[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7417 = llvm.extractvalue %7379[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7418 = llvm.insertvalue %7416, %7415[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7419 = llvm.insertvalue %7417, %7418[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7420 = llvm.mlir.constant(11 : index) : i64
    %7421 = llvm.insertvalue %7420, %7419[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7422 = llvm.mlir.constant(1 : index) : i64
    %7423 = llvm.insertvalue %7422, %7421[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7424 = llvm.mlir.constant(12800 : index) : i64
    %7425 = llvm.insertvalue %7424, %7423[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7426 = llvm.mlir.constant(128 : index) : i64
    %7427 = llvm.insertvalue %7426, %7425[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7428 = llvm.mlir.constant(100 : index) : i64
    %7429 = llvm.insertvalue %7428, %7427[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7430 = llvm.mlir.constant(8 : index) : i64
    %7431 = llvm.insertvalue %7430, %7429[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7432 = llvm.mlir.constant(10 : index) : i64
    %7433 = llvm.insertvalue %7432, %7431[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7434 = llvm.mlir.constant(8 : index) : i64
    %7435 = llvm.insertvalue %7434, %7433[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7436 = llvm.mlir.constant(1 : index) : i64
    %7437 = llvm.insertvalue %7436, %7435[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb901(%30 : i64)
  ^bb901(%7438: i64):  // 2 preds: ^bb900, ^bb911
    %7439 = llvm.icmp "slt" %7438, %29 : i64
    llvm.cond_br %7439, ^bb902, ^bb912
  ^bb902:  // pred: ^bb901
    llvm.br ^bb903(%30 : i64)
  ^bb903(%7440: i64):  // 2 preds: ^bb902, ^bb910
    %7441 = llvm.icmp "slt" %7440, %20 : i64
    llvm.cond_br %7441, ^bb904, ^bb911
  ^bb904:  // pred: ^bb903
    llvm.br ^bb905(%30 : i64)
  ^bb905(%7442: i64):  // 2 preds: ^bb904, ^bb909
    %7443 = llvm.icmp "slt" %7442, %19 : i64
    llvm.cond_br %7443, ^bb906, ^bb910
  ^bb906:  // pred: ^bb905
    llvm.br ^bb907(%30 : i64)
  ^bb907(%7444: i64):  // 2 preds: ^bb906, ^bb908
    %7445 = llvm.icmp "slt" %7444, %19 : i64
    llvm.cond_br %7445, ^bb908, ^bb909
  ^bb908:  // pred: ^bb907
    %7446 = llvm.extractvalue %7210[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7447 = llvm.mlir.constant(8192 : index) : i64
    %7448 = llvm.mul %7438, %7447 overflow<nsw, nuw> : i64
    %7449 = llvm.mlir.constant(64 : index) : i64
    %7450 = llvm.mul %7440, %7449 overflow<nsw, nuw> : i64
    %7451 = llvm.add %7448, %7450 overflow<nsw, nuw> : i64
    %7452 = llvm.mlir.constant(8 : index) : i64
    %7453 = llvm.mul %7442, %7452 overflow<nsw, nuw> : i64
    %7454 = llvm.add %7451, %7453 overflow<nsw, nuw> : i64
    %7455 = llvm.add %7454, %7444 overflow<nsw, nuw> : i64
    %7456 = llvm.getelementptr inbounds|nuw %7446[%7455] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7457 = llvm.load %7456 : !llvm.ptr -> f32
    %7458 = llvm.extractvalue %7437[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7459 = llvm.mlir.constant(11 : index) : i64
    %7460 = llvm.getelementptr %7458[%7459] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7461 = llvm.mlir.constant(12800 : index) : i64
    %7462 = llvm.mul %7438, %7461 overflow<nsw, nuw> : i64
    %7463 = llvm.mlir.constant(100 : index) : i64
    %7464 = llvm.mul %7440, %7463 overflow<nsw, nuw> : i64
    %7465 = llvm.add %7462, %7464 overflow<nsw, nuw> : i64
    %7466 = llvm.mlir.constant(10 : index) : i64
    %7467 = llvm.mul %7442, %7466 overflow<nsw, nuw> : i64
    %7468 = llvm.add %7465, %7467 overflow<nsw, nuw> : i64
    %7469 = llvm.add %7468, %7444 overflow<nsw, nuw> : i64
    %7470 = llvm.getelementptr inbounds|nuw %7460[%7469] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7457, %7470 : f32, !llvm.ptr
    %7471 = llvm.add %7444, %29 : i64
    llvm.br ^bb907(%7471 : i64)
  ^bb909:  // pred: ^bb907
    %7472 = llvm.add %7442, %29 : i64
    llvm.br ^bb905(%7472 : i64)
  ^bb910:  // pred: ^bb905
    %7473 = llvm.add %7440, %29 : i64
    llvm.br ^bb903(%7473 : i64)
  ^bb911:  // pred: ^bb903
    %7474 = llvm.add %7438, %29 : i64
    llvm.br ^bb901(%7474 : i64)
  ^bb912:  // pred: ^bb901
    %7475 = llvm.mlir.constant(1 : index) : i64
    %7476 = llvm.mlir.constant(256 : index) : i64
    %7477 = llvm.mlir.constant(4 : index) : i64
    %7478 = llvm.mlir.constant(4 : index) : i64
    %7479 = llvm.mlir.constant(1 : index) : i64
    %7480 = llvm.mlir.constant(16 : index) : i64
    %7481 = llvm.mlir.constant(4096 : index) : i64
    %7482 = llvm.mlir.constant(4096 : index) : i64
    %7483 = llvm.mlir.zero : !llvm.ptr
    %7484 = llvm.getelementptr %7483[%7482] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7485 = llvm.ptrtoint %7484 : !llvm.ptr to i64
    %7486 = llvm.mlir.constant(64 : index) : i64
    %7487 = llvm.add %7485, %7486 : i64
    %7488 = llvm.call @malloc(%7487) : (i64) -> !llvm.ptr
    %7489 = llvm.ptrtoint %7488 : !llvm.ptr to i64
    %7490 = llvm.mlir.constant(1 : index) : i64
    %7491 = llvm.sub %7486, %7490 : i64
    %7492 = llvm.add %7489, %7491 : i64
    %7493 = llvm.urem %7492, %7486 : i64
    %7494 = llvm.sub %7492, %7493 : i64
    %7495 = llvm.inttoptr %7494 : i64 to !llvm.ptr
    %7496 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7497 = llvm.insertvalue %7488, %7496[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7498 = llvm.insertvalue %7495, %7497[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7499 = llvm.mlir.constant(0 : index) : i64
    %7500 = llvm.insertvalue %7499, %7498[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7501 = llvm.insertvalue %7475, %7500[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7502 = llvm.insertvalue %7476, %7501[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7503 = llvm.insertvalue %7477, %7502[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7504 = llvm.insertvalue %7478, %7503[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7505 = llvm.insertvalue %7481, %7504[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7506 = llvm.insertvalue %7480, %7505[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7507 = llvm.insertvalue %7478, %7506[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7508 = llvm.insertvalue %7479, %7507[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb913(%30 : i64)
  ^bb913(%7509: i64):  // 2 preds: ^bb912, ^bb923
    %7510 = llvm.icmp "slt" %7509, %29 : i64
    llvm.cond_br %7510, ^bb914, ^bb924
  ^bb914:  // pred: ^bb913
    llvm.br ^bb915(%30 : i64)
  ^bb915(%7511: i64):  // 2 preds: ^bb914, ^bb922
    %7512 = llvm.icmp "slt" %7511, %17 : i64
    llvm.cond_br %7512, ^bb916, ^bb923
  ^bb916:  // pred: ^bb915
    llvm.br ^bb917(%30 : i64)
  ^bb917(%7513: i64):  // 2 preds: ^bb916, ^bb921
    %7514 = llvm.icmp "slt" %7513, %16 : i64
    llvm.cond_br %7514, ^bb918, ^bb922
  ^bb918:  // pred: ^bb917
    llvm.br ^bb919(%30 : i64)
  ^bb919(%7515: i64):  // 2 preds: ^bb918, ^bb920
    %7516 = llvm.icmp "slt" %7515, %16 : i64
    llvm.cond_br %7516, ^bb920, ^bb921
  ^bb920:  // pred: ^bb919
    %7517 = llvm.extractvalue %7508[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7518 = llvm.mlir.constant(4096 : index) : i64
    %7519 = llvm.mul %7509, %7518 overflow<nsw, nuw> : i64
    %7520 = llvm.mlir.constant(16 : index) : i64
    %7521 = llvm.mul %7511, %7520 overflow<nsw, nuw> : i64
    %7522 = llvm.add %7519, %7521 overflow<nsw, nuw> : i64
    %7523 = llvm.mlir.constant(4 : index) : i64
    %7524 = llvm.mul %7513, %7523 overflow<nsw, nuw> : i64
    %7525 = llvm.add %7522, %7524 overflow<nsw, nuw> : i64
    %7526 = llvm.add %7525, %7515 overflow<nsw, nuw> : i64
    %7527 = llvm.getelementptr inbounds|nuw %7517[%7526] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %7527 : f32, !llvm.ptr
    %7528 = llvm.add %7515, %29 : i64
    llvm.br ^bb919(%7528 : i64)
  ^bb921:  // pred: ^bb919
    %7529 = llvm.add %7513, %29 : i64
    llvm.br ^bb917(%7529 : i64)
  ^bb922:  // pred: ^bb917
    %7530 = llvm.add %7511, %29 : i64
    llvm.br ^bb915(%7530 : i64)
  ^bb923:  // pred: ^bb915
    %7531 = llvm.add %7509, %29 : i64
    llvm.br ^bb913(%7531 : i64)
  ^bb924:  // pred: ^bb913
    %7532 = llvm.mlir.constant(1 : index) : i64
    %7533 = llvm.mlir.constant(256 : index) : i64
    %7534 = llvm.mlir.constant(4 : index) : i64
    %7535 = llvm.mlir.constant(4 : index) : i64
    %7536 = llvm.mlir.constant(1 : index) : i64
    %7537 = llvm.mlir.constant(16 : index) : i64
    %7538 = llvm.mlir.constant(4096 : index) : i64
    %7539 = llvm.mlir.constant(4096 : index) : i64
    %7540 = llvm.mlir.zero : !llvm.ptr
    %7541 = llvm.getelementptr %7540[%7539] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7542 = llvm.ptrtoint %7541 : !llvm.ptr to i64
    %7543 = llvm.mlir.constant(64 : index) : i64
    %7544 = llvm.add %7542, %7543 : i64
    %7545 = llvm.call @malloc(%7544) : (i64) -> !llvm.ptr
    %7546 = llvm.ptrtoint %7545 : !llvm.ptr to i64
    %7547 = llvm.mlir.constant(1 : index) : i64
    %7548 = llvm.sub %7543, %7547 : i64
    %7549 = llvm.add %7546, %7548 : i64
    %7550 = llvm.urem %7549, %7543 : i64
    %7551 = llvm.sub %7549, %7550 : i64
    %7552 = llvm.inttoptr %7551 : i64 to !llvm.ptr
    %7553 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7554 = llvm.insertvalue %7545, %7553[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7555 = llvm.insertvalue %7552, %7554[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7556 = llvm.mlir.constant(0 : index) : i64
    %7557 = llvm.insertvalue %7556, %7555[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7558 = llvm.insertvalue %7532, %7557[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7559 = llvm.insertvalue %7533, %7558[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7560 = llvm.insertvalue %7534, %7559[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7561 = llvm.insertvalue %7535, %7560[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7562 = llvm.insertvalue %7538, %7561[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7563 = llvm.insertvalue %7537, %7562[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7564 = llvm.insertvalue %7535, %7563[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7565 = llvm.insertvalue %7536, %7564[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb925(%30 : i64)
  ^bb925(%7566: i64):  // 2 preds: ^bb924, ^bb935
    %7567 = llvm.icmp "slt" %7566, %29 : i64
    llvm.cond_br %7567, ^bb926, ^bb936
  ^bb926:  // pred: ^bb925
    llvm.br ^bb927(%30 : i64)
  ^bb927(%7568: i64):  // 2 preds: ^bb926, ^bb934
    %7569 = llvm.icmp "slt" %7568, %17 : i64
    llvm.cond_br %7569, ^bb928, ^bb935
  ^bb928:  // pred: ^bb927
    llvm.br ^bb929(%30 : i64)
  ^bb929(%7570: i64):  // 2 preds: ^bb928, ^bb933
    %7571 = llvm.icmp "slt" %7570, %16 : i64
    llvm.cond_br %7571, ^bb930, ^bb934
  ^bb930:  // pred: ^bb929
    llvm.br ^bb931(%30 : i64)
  ^bb931(%7572: i64):  // 2 preds: ^bb930, ^bb932
    %7573 = llvm.icmp "slt" %7572, %16 : i64
    llvm.cond_br %7573, ^bb932, ^bb933
  ^bb932:  // pred: ^bb931
    %7574 = llvm.extractvalue %7508[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7575 = llvm.mlir.constant(4096 : index) : i64
    %7576 = llvm.mul %7566, %7575 overflow<nsw, nuw> : i64
    %7577 = llvm.mlir.constant(16 : index) : i64
    %7578 = llvm.mul %7568, %7577 overflow<nsw, nuw> : i64
    %7579 = llvm.add %7576, %7578 overflow<nsw, nuw> : i64
    %7580 = llvm.mlir.constant(4 : index) : i64
    %7581 = llvm.mul %7570, %7580 overflow<nsw, nuw> : i64
    %7582 = llvm.add %7579, %7581 overflow<nsw, nuw> : i64
    %7583 = llvm.add %7582, %7572 overflow<nsw, nuw> : i64
    %7584 = llvm.getelementptr inbounds|nuw %7574[%7583] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7585 = llvm.load %7584 : !llvm.ptr -> f32
    %7586 = llvm.extractvalue %7565[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7587 = llvm.mlir.constant(4096 : index) : i64
    %7588 = llvm.mul %7566, %7587 overflow<nsw, nuw> : i64
    %7589 = llvm.mlir.constant(16 : index) : i64
    %7590 = llvm.mul %7568, %7589 overflow<nsw, nuw> : i64
    %7591 = llvm.add %7588, %7590 overflow<nsw, nuw> : i64
    %7592 = llvm.mlir.constant(4 : index) : i64
    %7593 = llvm.mul %7570, %7592 overflow<nsw, nuw> : i64
    %7594 = llvm.add %7591, %7593 overflow<nsw, nuw> : i64
    %7595 = llvm.add %7594, %7572 overflow<nsw, nuw> : i64
    %7596 = llvm.getelementptr inbounds|nuw %7586[%7595] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7585, %7596 : f32, !llvm.ptr
    %7597 = llvm.add %7572, %29 : i64
    llvm.br ^bb931(%7597 : i64)
  ^bb933:  // pred: ^bb931
    %7598 = llvm.add %7570, %29 : i64
    llvm.br ^bb929(%7598 : i64)
  ^bb934:  // pred: ^bb929
    %7599 = llvm.add %7568, %29 : i64
    llvm.br ^bb927(%7599 : i64)
  ^bb935:  // pred: ^bb927
    %7600 = llvm.add %7566, %29 : i64
    llvm.br ^bb925(%7600 : i64)
  ^bb936:  // pred: ^bb925
    llvm.br ^bb937(%30 : i64)
  ^bb937(%7601: i64):  // 2 preds: ^bb936, ^bb956
    %7602 = llvm.icmp "slt" %7601, %29 : i64
    llvm.cond_br %7602, ^bb938, ^bb957
  ^bb938:  // pred: ^bb937
    llvm.br ^bb939(%30 : i64)
  ^bb939(%7603: i64):  // 2 preds: ^bb938, ^bb955
    %7604 = llvm.icmp "slt" %7603, %17 : i64
    llvm.cond_br %7604, ^bb940, ^bb956
  ^bb940:  // pred: ^bb939
    llvm.br ^bb941(%30 : i64)
  ^bb941(%7605: i64):  // 2 preds: ^bb940, ^bb954
    %7606 = llvm.icmp "slt" %7605, %16 : i64
    llvm.cond_br %7606, ^bb942, ^bb955
  ^bb942:  // pred: ^bb941
    llvm.br ^bb943(%30 : i64)
  ^bb943(%7607: i64):  // 2 preds: ^bb942, ^bb953
    %7608 = llvm.icmp "slt" %7607, %16 : i64
    llvm.cond_br %7608, ^bb944, ^bb954
  ^bb944:  // pred: ^bb943
    llvm.br ^bb945(%30 : i64)
  ^bb945(%7609: i64):  // 2 preds: ^bb944, ^bb952
    %7610 = llvm.icmp "slt" %7609, %20 : i64
    llvm.cond_br %7610, ^bb946, ^bb953
  ^bb946:  // pred: ^bb945
    llvm.br ^bb947(%30 : i64)
  ^bb947(%7611: i64):  // 2 preds: ^bb946, ^bb951
    %7612 = llvm.icmp "slt" %7611, %28 : i64
    llvm.cond_br %7612, ^bb948, ^bb952
  ^bb948:  // pred: ^bb947
    llvm.br ^bb949(%30 : i64)
  ^bb949(%7613: i64):  // 2 preds: ^bb948, ^bb950
    %7614 = llvm.icmp "slt" %7613, %28 : i64
    llvm.cond_br %7614, ^bb950, ^bb951
  ^bb950:  // pred: ^bb949
    %7615 = llvm.mul %7605, %13 overflow<nsw> : i64
    %7616 = llvm.add %7615, %7611 : i64
    %7617 = llvm.mul %7607, %13 overflow<nsw> : i64
    %7618 = llvm.add %7617, %7613 : i64
    %7619 = llvm.extractvalue %7379[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7620 = llvm.mlir.constant(12800 : index) : i64
    %7621 = llvm.mul %7601, %7620 overflow<nsw, nuw> : i64
    %7622 = llvm.mlir.constant(100 : index) : i64
    %7623 = llvm.mul %7609, %7622 overflow<nsw, nuw> : i64
    %7624 = llvm.add %7621, %7623 overflow<nsw, nuw> : i64
    %7625 = llvm.mlir.constant(10 : index) : i64
    %7626 = llvm.mul %7616, %7625 overflow<nsw, nuw> : i64
    %7627 = llvm.add %7624, %7626 overflow<nsw, nuw> : i64
    %7628 = llvm.add %7627, %7618 overflow<nsw, nuw> : i64
    %7629 = llvm.getelementptr inbounds|nuw %7619[%7628] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7630 = llvm.load %7629 : !llvm.ptr -> f32
    %7631 = llvm.extractvalue %987[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7632 = llvm.mlir.constant(1152 : index) : i64
    %7633 = llvm.mul %7603, %7632 overflow<nsw, nuw> : i64
    %7634 = llvm.mlir.constant(9 : index) : i64
    %7635 = llvm.mul %7609, %7634 overflow<nsw, nuw> : i64
    %7636 = llvm.add %7633, %7635 overflow<nsw, nuw> : i64
    %7637 = llvm.mlir.constant(3 : index) : i64
    %7638 = llvm.mul %7611, %7637 overflow<nsw, nuw> : i64
    %7639 = llvm.add %7636, %7638 overflow<nsw, nuw> : i64
    %7640 = llvm.add %7639, %7613 overflow<nsw, nuw> : i64
    %7641 = llvm.getelementptr inbounds|nuw %7631[%7640] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7642 = llvm.load %7641 : !llvm.ptr -> f32
    %7643 = llvm.extractvalue %7565[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7644 = llvm.mlir.constant(4096 : index) : i64
    %7645 = llvm.mul %7601, %7644 overflow<nsw, nuw> : i64
    %7646 = llvm.mlir.constant(16 : index) : i64
    %7647 = llvm.mul %7603, %7646 overflow<nsw, nuw> : i64
    %7648 = llvm.add %7645, %7647 overflow<nsw, nuw> : i64
    %7649 = llvm.mlir.constant(4 : index) : i64
    %7650 = llvm.mul %7605, %7649 overflow<nsw, nuw> : i64
    %7651 = llvm.add %7648, %7650 overflow<nsw, nuw> : i64
    %7652 = llvm.add %7651, %7607 overflow<nsw, nuw> : i64
    %7653 = llvm.getelementptr inbounds|nuw %7643[%7652] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7654 = llvm.load %7653 : !llvm.ptr -> f32
    %7655 = llvm.fmul %7630, %7642 : f32
    %7656 = llvm.fadd %7654, %7655 : f32
    %7657 = llvm.extractvalue %7565[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7658 = llvm.mlir.constant(4096 : index) : i64
    %7659 = llvm.mul %7601, %7658 overflow<nsw, nuw> : i64
    %7660 = llvm.mlir.constant(16 : index) : i64
    %7661 = llvm.mul %7603, %7660 overflow<nsw, nuw> : i64
    %7662 = llvm.add %7659, %7661 overflow<nsw, nuw> : i64
    %7663 = llvm.mlir.constant(4 : index) : i64
    %7664 = llvm.mul %7605, %7663 overflow<nsw, nuw> : i64
    %7665 = llvm.add %7662, %7664 overflow<nsw, nuw> : i64
    %7666 = llvm.add %7665, %7607 overflow<nsw, nuw> : i64
    %7667 = llvm.getelementptr inbounds|nuw %7657[%7666] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7656, %7667 : f32, !llvm.ptr
    %7668 = llvm.add %7613, %29 : i64
    llvm.br ^bb949(%7668 : i64)
  ^bb951:  // pred: ^bb949
    %7669 = llvm.add %7611, %29 : i64
    llvm.br ^bb947(%7669 : i64)
  ^bb952:  // pred: ^bb947
    %7670 = llvm.add %7609, %29 : i64
    llvm.br ^bb945(%7670 : i64)
  ^bb953:  // pred: ^bb945
    %7671 = llvm.add %7607, %29 : i64
    llvm.br ^bb943(%7671 : i64)
  ^bb954:  // pred: ^bb943
    %7672 = llvm.add %7605, %29 : i64
    llvm.br ^bb941(%7672 : i64)
  ^bb955:  // pred: ^bb941
    %7673 = llvm.add %7603, %29 : i64
    llvm.br ^bb939(%7673 : i64)
  ^bb956:  // pred: ^bb939
    %7674 = llvm.add %7601, %29 : i64
    llvm.br ^bb937(%7674 : i64)
  ^bb957:  // pred: ^bb937
    %7675 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7676 = llvm.extractvalue %943[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7677 = llvm.extractvalue %943[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7678 = llvm.insertvalue %7676, %7675[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7679 = llvm.insertvalue %7677, %7678[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7680 = llvm.mlir.constant(0 : index) : i64
    %7681 = llvm.insertvalue %7680, %7679[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7682 = llvm.mlir.constant(256 : index) : i64
    %7683 = llvm.insertvalue %7682, %7681[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7684 = llvm.mlir.constant(1 : index) : i64
    %7685 = llvm.insertvalue %7684, %7683[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7686 = llvm.mlir.constant(1 : index) : i64
    %7687 = llvm.insertvalue %7686, %7685[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7688 = llvm.mlir.constant(1 : index) : i64
    %7689 = llvm.insertvalue %7688, %7687[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7690 = llvm.mlir.constant(1 : index) : i64
    %7691 = llvm.insertvalue %7690, %7689[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7692 = llvm.mlir.constant(1 : index) : i64
    %7693 = llvm.insertvalue %7692, %7691[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7694 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7695 = llvm.extractvalue %959[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7696 = llvm.extractvalue %959[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7697 = llvm.insertvalue %7695, %7694[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7698 = llvm.insertvalue %7696, %7697[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7699 = llvm.mlir.constant(0 : index) : i64
    %7700 = llvm.insertvalue %7699, %7698[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7701 = llvm.mlir.constant(256 : index) : i64
    %7702 = llvm.insertvalue %7701, %7700[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7703 = llvm.mlir.constant(1 : index) : i64
    %7704 = llvm.insertvalue %7703, %7702[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7705 = llvm.mlir.constant(1 : index) : i64
    %7706 = llvm.insertvalue %7705, %7704[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7707 = llvm.mlir.constant(1 : index) : i64
    %7708 = llvm.insertvalue %7707, %7706[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7709 = llvm.mlir.constant(1 : index) : i64
    %7710 = llvm.insertvalue %7709, %7708[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7711 = llvm.mlir.constant(1 : index) : i64
    %7712 = llvm.insertvalue %7711, %7710[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7713 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7714 = llvm.extractvalue %927[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7715 = llvm.extractvalue %927[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7716 = llvm.insertvalue %7714, %7713[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7717 = llvm.insertvalue %7715, %7716[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7718 = llvm.mlir.constant(0 : index) : i64
    %7719 = llvm.insertvalue %7718, %7717[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7720 = llvm.mlir.constant(256 : index) : i64
    %7721 = llvm.insertvalue %7720, %7719[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7722 = llvm.mlir.constant(1 : index) : i64
    %7723 = llvm.insertvalue %7722, %7721[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7724 = llvm.mlir.constant(1 : index) : i64
    %7725 = llvm.insertvalue %7724, %7723[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7726 = llvm.mlir.constant(1 : index) : i64
    %7727 = llvm.insertvalue %7726, %7725[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7728 = llvm.mlir.constant(1 : index) : i64
    %7729 = llvm.insertvalue %7728, %7727[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7730 = llvm.mlir.constant(1 : index) : i64
    %7731 = llvm.insertvalue %7730, %7729[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7732 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7733 = llvm.extractvalue %911[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7734 = llvm.extractvalue %911[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7735 = llvm.insertvalue %7733, %7732[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7736 = llvm.insertvalue %7734, %7735[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7737 = llvm.mlir.constant(0 : index) : i64
    %7738 = llvm.insertvalue %7737, %7736[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7739 = llvm.mlir.constant(256 : index) : i64
    %7740 = llvm.insertvalue %7739, %7738[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7741 = llvm.mlir.constant(1 : index) : i64
    %7742 = llvm.insertvalue %7741, %7740[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7743 = llvm.mlir.constant(1 : index) : i64
    %7744 = llvm.insertvalue %7743, %7742[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7745 = llvm.mlir.constant(1 : index) : i64
    %7746 = llvm.insertvalue %7745, %7744[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7747 = llvm.mlir.constant(1 : index) : i64
    %7748 = llvm.insertvalue %7747, %7746[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7749 = llvm.mlir.constant(1 : index) : i64
    %7750 = llvm.insertvalue %7749, %7748[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7751 = llvm.mlir.constant(1 : index) : i64
    %7752 = llvm.mlir.constant(256 : index) : i64
    %7753 = llvm.mlir.constant(4 : index) : i64
    %7754 = llvm.mlir.constant(4 : index) : i64
    %7755 = llvm.mlir.constant(1 : index) : i64
    %7756 = llvm.mlir.constant(16 : index) : i64
    %7757 = llvm.mlir.constant(4096 : index) : i64
    %7758 = llvm.mlir.constant(4096 : index) : i64
    %7759 = llvm.mlir.zero : !llvm.ptr
    %7760 = llvm.getelementptr %7759[%7758] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7761 = llvm.ptrtoint %7760 : !llvm.ptr to i64
    %7762 = llvm.mlir.constant(64 : index) : i64
    %7763 = llvm.add %7761, %7762 : i64
    %7764 = llvm.call @malloc(%7763) : (i64) -> !llvm.ptr
    %7765 = llvm.ptrtoint %7764 : !llvm.ptr to i64
    %7766 = llvm.mlir.constant(1 : index) : i64
    %7767 = llvm.sub %7762, %7766 : i64
    %7768 = llvm.add %7765, %7767 : i64
    %7769 = llvm.urem %7768, %7762 : i64
    %7770 = llvm.sub %7768, %7769 : i64
    %7771 = llvm.inttoptr %7770 : i64 to !llvm.ptr
    %7772 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7773 = llvm.insertvalue %7764, %7772[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7774 = llvm.insertvalue %7771, %7773[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7775 = llvm.mlir.constant(0 : index) : i64
    %7776 = llvm.insertvalue %7775, %7774[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7777 = llvm.insertvalue %7751, %7776[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7778 = llvm.insertvalue %7752, %7777[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7779 = llvm.insertvalue %7753, %7778[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7780 = llvm.insertvalue %7754, %7779[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7781 = llvm.insertvalue %7757, %7780[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7782 = llvm.insertvalue %7756, %7781[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7783 = llvm.insertvalue %7754, %7782[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7784 = llvm.insertvalue %7755, %7783[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb958(%30 : i64)
  ^bb958(%7785: i64):  // 2 preds: ^bb957, ^bb968
    %7786 = llvm.icmp "slt" %7785, %29 : i64
    llvm.cond_br %7786, ^bb959, ^bb969
  ^bb959:  // pred: ^bb958
    llvm.br ^bb960(%30 : i64)
  ^bb960(%7787: i64):  // 2 preds: ^bb959, ^bb967
    %7788 = llvm.icmp "slt" %7787, %17 : i64
    llvm.cond_br %7788, ^bb961, ^bb968
  ^bb961:  // pred: ^bb960
    llvm.br ^bb962(%30 : i64)
  ^bb962(%7789: i64):  // 2 preds: ^bb961, ^bb966
    %7790 = llvm.icmp "slt" %7789, %16 : i64
    llvm.cond_br %7790, ^bb963, ^bb967
  ^bb963:  // pred: ^bb962
    llvm.br ^bb964(%30 : i64)
  ^bb964(%7791: i64):  // 2 preds: ^bb963, ^bb965
    %7792 = llvm.icmp "slt" %7791, %16 : i64
    llvm.cond_br %7792, ^bb965, ^bb966
  ^bb965:  // pred: ^bb964
    %7793 = llvm.extractvalue %7565[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7794 = llvm.mlir.constant(4096 : index) : i64
    %7795 = llvm.mul %7785, %7794 overflow<nsw, nuw> : i64
    %7796 = llvm.mlir.constant(16 : index) : i64
    %7797 = llvm.mul %7787, %7796 overflow<nsw, nuw> : i64
    %7798 = llvm.add %7795, %7797 overflow<nsw, nuw> : i64
    %7799 = llvm.mlir.constant(4 : index) : i64
    %7800 = llvm.mul %7789, %7799 overflow<nsw, nuw> : i64
    %7801 = llvm.add %7798, %7800 overflow<nsw, nuw> : i64
    %7802 = llvm.add %7801, %7791 overflow<nsw, nuw> : i64
    %7803 = llvm.getelementptr inbounds|nuw %7793[%7802] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7804 = llvm.load %7803 : !llvm.ptr -> f32
    %7805 = llvm.extractvalue %7712[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7806 = llvm.add %7787, %30 overflow<nsw, nuw> : i64
    %7807 = llvm.add %7806, %30 overflow<nsw, nuw> : i64
    %7808 = llvm.getelementptr inbounds|nuw %7805[%7807] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7809 = llvm.load %7808 : !llvm.ptr -> f32
    %7810 = llvm.extractvalue %7693[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7811 = llvm.add %7787, %30 overflow<nsw, nuw> : i64
    %7812 = llvm.add %7811, %30 overflow<nsw, nuw> : i64
    %7813 = llvm.getelementptr inbounds|nuw %7810[%7812] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7814 = llvm.load %7813 : !llvm.ptr -> f32
    %7815 = llvm.extractvalue %7731[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7816 = llvm.add %7787, %30 overflow<nsw, nuw> : i64
    %7817 = llvm.add %7816, %30 overflow<nsw, nuw> : i64
    %7818 = llvm.getelementptr inbounds|nuw %7815[%7817] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7819 = llvm.load %7818 : !llvm.ptr -> f32
    %7820 = llvm.extractvalue %7750[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7821 = llvm.add %7787, %30 overflow<nsw, nuw> : i64
    %7822 = llvm.add %7821, %30 overflow<nsw, nuw> : i64
    %7823 = llvm.getelementptr inbounds|nuw %7820[%7822] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7824 = llvm.load %7823 : !llvm.ptr -> f32
    %7825 = llvm.fptrunc %32 : f64 to f32
    %7826 = llvm.fadd %7814, %7825 : f32
    %7827 = llvm.intr.sqrt(%7826) : (f32) -> f32
    %7828 = llvm.fdiv %34, %7827 : f32
    %7829 = llvm.fsub %7804, %7809 : f32
    %7830 = llvm.fmul %7829, %7828 : f32
    %7831 = llvm.fmul %7830, %7819 : f32
    %7832 = llvm.fadd %7831, %7824 : f32
    %7833 = llvm.fcmp "ugt" %7832, %33 : f32
    %7834 = llvm.select %7833, %7832, %33 : i1, f32
    %7835 = llvm.extractvalue %7784[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7836 = llvm.mlir.constant(4096 : index) : i64
    %7837 = llvm.mul %7785, %7836 overflow<nsw, nuw> : i64
    %7838 = llvm.mlir.constant(16 : index) : i64
    %7839 = llvm.mul %7787, %7838 overflow<nsw, nuw> : i64
    %7840 = llvm.add %7837, %7839 overflow<nsw, nuw> : i64
    %7841 = llvm.mlir.constant(4 : index) : i64
    %7842 = llvm.mul %7789, %7841 overflow<nsw, nuw> : i64
    %7843 = llvm.add %7840, %7842 overflow<nsw, nuw> : i64
    %7844 = llvm.add %7843, %7791 overflow<nsw, nuw> : i64
    %7845 = llvm.getelementptr inbounds|nuw %7835[%7844] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7834, %7845 : f32, !llvm.ptr
    %7846 = llvm.add %7791, %29 : i64
    llvm.br ^bb964(%7846 : i64)
  ^bb966:  // pred: ^bb964
    %7847 = llvm.add %7789, %29 : i64
    llvm.br ^bb962(%7847 : i64)
  ^bb967:  // pred: ^bb962
    %7848 = llvm.add %7787, %29 : i64
    llvm.br ^bb960(%7848 : i64)
  ^bb968:  // pred: ^bb960
    %7849 = llvm.add %7785, %29 : i64
    llvm.br ^bb958(%7849 : i64)
  ^bb969:  // pred: ^bb958
    %7850 = llvm.mlir.constant(1 : index) : i64
    %7851 = llvm.mlir.constant(256 : index) : i64
    %7852 = llvm.mlir.constant(6 : index) : i64
    %7853 = llvm.mlir.constant(6 : index) : i64
    %7854 = llvm.mlir.constant(1 : index) : i64
    %7855 = llvm.mlir.constant(36 : index) : i64
    %7856 = llvm.mlir.constant(9216 : index) : i64
    %7857 = llvm.mlir.constant(9216 : index) : i64
    %7858 = llvm.mlir.zero : !llvm.ptr
    %7859 = llvm.getelementptr %7858[%7857] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7860 = llvm.ptrtoint %7859 : !llvm.ptr to i64
    %7861 = llvm.mlir.constant(64 : index) : i64
    %7862 = llvm.add %7860, %7861 : i64
    %7863 = llvm.call @malloc(%7862) : (i64) -> !llvm.ptr
    %7864 = llvm.ptrtoint %7863 : !llvm.ptr to i64
    %7865 = llvm.mlir.constant(1 : index) : i64
    %7866 = llvm.sub %7861, %7865 : i64
    %7867 = llvm.add %7864, %7866 : i64
    %7868 = llvm.urem %7867, %7861 : i64
    %7869 = llvm.sub %7867, %7868 : i64
    %7870 = llvm.inttoptr %7869 : i64 to !llvm.ptr
    %7871 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7872 = llvm.insertvalue %7863, %7871[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7873 = llvm.insertvalue %7870, %7872[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7874 = llvm.mlir.constant(0 : index) : i64
    %7875 = llvm.insertvalue %7874, %7873[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7876 = llvm.insertvalue %7850, %7875[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7877 = llvm.insertvalue %7851, %7876[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7878 = llvm.insertvalue %7852, %7877[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7879 = llvm.insertvalue %7853, %7878[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7880 = llvm.insertvalue %7856, %7879[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7881 = llvm.insertvalue %7855, %7880[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7882 = llvm.insertvalue %7853, %7881[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7883 = llvm.insertvalue %7854, %7882[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb970(%30 : i64)
  ^bb970(%7884: i64):  // 2 preds: ^bb969, ^bb980
    %7885 = llvm.icmp "slt" %7884, %29 : i64
    llvm.cond_br %7885, ^bb971, ^bb981
  ^bb971:  // pred: ^bb970
    llvm.br ^bb972(%30 : i64)
  ^bb972(%7886: i64):  // 2 preds: ^bb971, ^bb979
    %7887 = llvm.icmp "slt" %7886, %17 : i64
    llvm.cond_br %7887, ^bb973, ^bb980
  ^bb973:  // pred: ^bb972
    llvm.br ^bb974(%30 : i64)
  ^bb974(%7888: i64):  // 2 preds: ^bb973, ^bb978
    %7889 = llvm.icmp "slt" %7888, %15 : i64
    llvm.cond_br %7889, ^bb975, ^bb979
  ^bb975:  // pred: ^bb974
    llvm.br ^bb976(%30 : i64)
  ^bb976(%7890: i64):  // 2 preds: ^bb975, ^bb977
    %7891 = llvm.icmp "slt" %7890, %15 : i64
    llvm.cond_br %7891, ^bb977, ^bb978
  ^bb977:  // pred: ^bb976
    %7892 = llvm.extractvalue %7883[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7893 = llvm.mlir.constant(9216 : index) : i64
    %7894 = llvm.mul %7884, %7893 overflow<nsw, nuw> : i64
    %7895 = llvm.mlir.constant(36 : index) : i64
    %7896 = llvm.mul %7886, %7895 overflow<nsw, nuw> : i64
    %7897 = llvm.add %7894, %7896 overflow<nsw, nuw> : i64
    %7898 = llvm.mlir.constant(6 : index) : i64
    %7899 = llvm.mul %7888, %7898 overflow<nsw, nuw> : i64
    %7900 = llvm.add %7897, %7899 overflow<nsw, nuw> : i64
    %7901 = llvm.add %7900, %7890 overflow<nsw, nuw> : i64
    %7902 = llvm.getelementptr inbounds|nuw %7892[%7901] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %7902 : f32, !llvm.ptr
    %7903 = llvm.add %7890, %29 : i64
    llvm.br ^bb976(%7903 : i64)
  ^bb978:  // pred: ^bb976
    %7904 = llvm.add %7888, %29 : i64
    llvm.br ^bb974(%7904 : i64)
  ^bb979:  // pred: ^bb974
    %7905 = llvm.add %7886, %29 : i64
    llvm.br ^bb972(%7905 : i64)
  ^bb980:  // pred: ^bb972
    %7906 = llvm.add %7884, %29 : i64
    llvm.br ^bb970(%7906 : i64)
  ^bb981:  // pred: ^bb970
    %7907 = llvm.mlir.constant(1 : index) : i64
    %7908 = llvm.mlir.constant(256 : index) : i64
    %7909 = llvm.mlir.constant(6 : index) : i64
    %7910 = llvm.mlir.constant(6 : index) : i64
    %7911 = llvm.mlir.constant(1 : index) : i64
    %7912 = llvm.mlir.constant(36 : index) : i64
    %7913 = llvm.mlir.constant(9216 : index) : i64
    %7914 = llvm.mlir.constant(9216 : index) : i64
    %7915 = llvm.mlir.zero : !llvm.ptr
    %7916 = llvm.getelementptr %7915[%7914] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7917 = llvm.ptrtoint %7916 : !llvm.ptr to i64
    %7918 = llvm.mlir.constant(64 : index) : i64
    %7919 = llvm.add %7917, %7918 : i64
    %7920 = llvm.call @malloc(%7919) : (i64) -> !llvm.ptr
    %7921 = llvm.ptrtoint %7920 : !llvm.ptr to i64
    %7922 = llvm.mlir.constant(1 : index) : i64
    %7923 = llvm.sub %7918, %7922 : i64
    %7924 = llvm.add %7921, %7923 : i64
    %7925 = llvm.urem %7924, %7918 : i64
    %7926 = llvm.sub %7924, %7925 : i64
    %7927 = llvm.inttoptr %7926 : i64 to !llvm.ptr
    %7928 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7929 = llvm.insertvalue %7920, %7928[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7930 = llvm.insertvalue %7927, %7929[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7931 = llvm.mlir.constant(0 : index) : i64
    %7932 = llvm.insertvalue %7931, %7930[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7933 = llvm.insertvalue %7907, %7932[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7934 = llvm.insertvalue %7908, %7933[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7935 = llvm.insertvalue %7909, %7934[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7936 = llvm.insertvalue %7910, %7935[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7937 = llvm.insertvalue %7913, %7936[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7938 = llvm.insertvalue %7912, %7937[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7939 = llvm.insertvalue %7910, %7938[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7940 = llvm.insertvalue %7911, %7939[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb982(%30 : i64)
  ^bb982(%7941: i64):  // 2 preds: ^bb981, ^bb992
    %7942 = llvm.icmp "slt" %7941, %29 : i64
    llvm.cond_br %7942, ^bb983, ^bb993
  ^bb983:  // pred: ^bb982
    llvm.br ^bb984(%30 : i64)
  ^bb984(%7943: i64):  // 2 preds: ^bb983, ^bb991
    %7944 = llvm.icmp "slt" %7943, %17 : i64
    llvm.cond_br %7944, ^bb985, ^bb992
  ^bb985:  // pred: ^bb984
    llvm.br ^bb986(%30 : i64)
  ^bb986(%7945: i64):  // 2 preds: ^bb985, ^bb990
    %7946 = llvm.icmp "slt" %7945, %15 : i64
    llvm.cond_br %7946, ^bb987, ^bb991
  ^bb987:  // pred: ^bb986
    llvm.br ^bb988(%30 : i64)
  ^bb988(%7947: i64):  // 2 preds: ^bb987, ^bb989
    %7948 = llvm.icmp "slt" %7947, %15 : i64
    llvm.cond_br %7948, ^bb989, ^bb990
  ^bb989:  // pred: ^bb988
    %7949 = llvm.extractvalue %7883[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7950 = llvm.mlir.constant(9216 : index) : i64
    %7951 = llvm.mul %7941, %7950 overflow<nsw, nuw> : i64
    %7952 = llvm.mlir.constant(36 : index) : i64
    %7953 = llvm.mul %7943, %7952 overflow<nsw, nuw> : i64
    %7954 = llvm.add %7951, %7953 overflow<nsw, nuw> : i64
    %7955 = llvm.mlir.constant(6 : index) : i64
    %7956 = llvm.mul %7945, %7955 overflow<nsw, nuw> : i64
    %7957 = llvm.add %7954, %7956 overflow<nsw, nuw> : i64
    %7958 = llvm.add %7957, %7947 overflow<nsw, nuw> : i64
    %7959 = llvm.getelementptr inbounds|nuw %7949[%7958] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7960 = llvm.load %7959 : !llvm.ptr -> f32
    %7961 = llvm.extractvalue %7940[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7962 = llvm.mlir.constant(9216 : index) : i64
    %7963 = llvm.mul %7941, %7962 overflow<nsw, nuw> : i64
    %7964 = llvm.mlir.constant(36 : index) : i64
    %7965 = llvm.mul %7943, %7964 overflow<nsw, nuw> : i64
    %7966 = llvm.add %7963, %7965 overflow<nsw, nuw> : i64
    %7967 = llvm.mlir.constant(6 : index) : i64
    %7968 = llvm.mul %7945, %7967 overflow<nsw, nuw> : i64
    %7969 = llvm.add %7966, %7968 overflow<nsw, nuw> : i64
    %7970 = llvm.add %7969, %7947 overflow<nsw, nuw> : i64
    %7971 = llvm.getelementptr inbounds|nuw %7961[%7970] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7960, %7971 : f32, !llvm.ptr
    %7972 = llvm.add %7947, %29 : i64
    llvm.br ^bb988(%7972 : i64)
  ^bb990:  // pred: ^bb988
    %7973 = llvm.add %7945, %29 : i64
    llvm.br ^bb986(%7973 : i64)
  ^bb991:  // pred: ^bb986
    %7974 = llvm.add %7943, %29 : i64
    llvm.br ^bb984(%7974 : i64)
  ^bb992:  // pred: ^bb984
    %7975 = llvm.add %7941, %29 : i64
    llvm.br ^bb982(%7975 : i64)
  ^bb993:  // pred: ^bb982
    %7976 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7977 = llvm.extractvalue %7940[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7978 = llvm.extractvalue %7940[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7979 = llvm.insertvalue %7977, %7976[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7980 = llvm.insertvalue %7978, %7979[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7981 = llvm.mlir.constant(7 : index) : i64
    %7982 = llvm.insertvalue %7981, %7980[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7983 = llvm.mlir.constant(1 : index) : i64
    %7984 = llvm.insertvalue %7983, %7982[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7985 = llvm.mlir.constant(9216 : index) : i64
    %7986 = llvm.insertvalue %7985, %7984[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7987 = llvm.mlir.constant(256 : index) : i64
    %7988 = llvm.insertvalue %7987, %7986[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7989 = llvm.mlir.constant(36 : index) : i64
    %7990 = llvm.insertvalue %7989, %7988[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7991 = llvm.mlir.constant(4 : index) : i64
    %7992 = llvm.insertvalue %7991, %7990[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7993 = llvm.mlir.constant(6 : index) : i64
    %7994 = llvm.insertvalue %7993, %7992[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7995 = llvm.mlir.constant(4 : index) : i64
    %7996 = llvm.insertvalue %7995, %7994[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7997 = llvm.mlir.constant(1 : index) : i64
    %7998 = llvm.insertvalue %7997, %7996[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb994(%30 : i64)
  ^bb994(%7999: i64):  // 2 preds: ^bb993, ^bb1004
    %8000 = llvm.icmp "slt" %7999, %29 : i64
    llvm.cond_br %8000, ^bb995, ^bb1005
  ^bb995:  // pred: ^bb994
    llvm.br ^bb996(%30 : i64)
  ^bb996(%8001: i64):  // 2 preds: ^bb995, ^bb1003
    %8002 = llvm.icmp "slt" %8001, %17 : i64
    llvm.cond_br %8002, ^bb997, ^bb1004
  ^bb997:  // pred: ^bb996
    llvm.br ^bb998(%30 : i64)
  ^bb998(%8003: i64):  // 2 preds: ^bb997, ^bb1002
    %8004 = llvm.icmp "slt" %8003, %16 : i64
    llvm.cond_br %8004, ^bb999, ^bb1003
  ^bb999:  // pred: ^bb998
    llvm.br ^bb1000(%30 : i64)
  ^bb1000(%8005: i64):  // 2 preds: ^bb999, ^bb1001
    %8006 = llvm.icmp "slt" %8005, %16 : i64
    llvm.cond_br %8006, ^bb1001, ^bb1002
  ^bb1001:  // pred: ^bb1000
    %8007 = llvm.extractvalue %7784[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8008 = llvm.mlir.constant(4096 : index) : i64
    %8009 = llvm.mul %7999, %8008 overflow<nsw, nuw> : i64
    %8010 = llvm.mlir.constant(16 : index) : i64
    %8011 = llvm.mul %8001, %8010 overflow<nsw, nuw> : i64
    %8012 = llvm.add %8009, %8011 overflow<nsw, nuw> : i64
    %8013 = llvm.mlir.constant(4 : index) : i64
    %8014 = llvm.mul %8003, %8013 overflow<nsw, nuw> : i64
    %8015 = llvm.add %8012, %8014 overflow<nsw, nuw> : i64
    %8016 = llvm.add %8015, %8005 overflow<nsw, nuw> : i64
    %8017 = llvm.getelementptr inbounds|nuw %8007[%8016] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8018 = llvm.load %8017 : !llvm.ptr -> f32
    %8019 = llvm.extractvalue %7998[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8020 = llvm.mlir.constant(7 : index) : i64
    %8021 = llvm.getelementptr %8019[%8020] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8022 = llvm.mlir.constant(9216 : index) : i64
    %8023 = llvm.mul %7999, %8022 overflow<nsw, nuw> : i64
    %8024 = llvm.mlir.constant(36 : index) : i64
    %8025 = llvm.mul %8001, %8024 overflow<nsw, nuw> : i64
    %8026 = llvm.add %8023, %8025 overflow<nsw, nuw> : i64
    %8027 = llvm.mlir.constant(6 : index) : i64
    %8028 = llvm.mul %8003, %8027 overflow<nsw, nuw> : i64
    %8029 = llvm.add %8026, %8028 overflow<nsw, nuw> : i64
    %8030 = llvm.add %8029, %8005 overflow<nsw, nuw> : i64
    %8031 = llvm.getelementptr inbounds|nuw %8021[%8030] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8018, %8031 : f32, !llvm.ptr
    %8032 = llvm.add %8005, %29 : i64
    llvm.br ^bb1000(%8032 : i64)
  ^bb1002:  // pred: ^bb1000
    %8033 = llvm.add %8003, %29 : i64
    llvm.br ^bb998(%8033 : i64)
  ^bb1003:  // pred: ^bb998
    %8034 = llvm.add %8001, %29 : i64
    llvm.br ^bb996(%8034 : i64)
  ^bb1004:  // pred: ^bb996
    %8035 = llvm.add %7999, %29 : i64
    llvm.br ^bb994(%8035 : i64)
  ^bb1005:  // pred: ^bb994
    %8036 = llvm.mlir.constant(1 : index) : i64
    %8037 = llvm.mlir.constant(256 : index) : i64
    %8038 = llvm.mlir.constant(4 : index) : i64
    %8039 = llvm.mlir.constant(4 : index) : i64
    %8040 = llvm.mlir.constant(1 : index) : i64
    %8041 = llvm.mlir.constant(16 : index) : i64
    %8042 = llvm.mlir.constant(4096 : index) : i64
    %8043 = llvm.mlir.constant(4096 : index) : i64
    %8044 = llvm.mlir.zero : !llvm.ptr
    %8045 = llvm.getelementptr %8044[%8043] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8046 = llvm.ptrtoint %8045 : !llvm.ptr to i64
    %8047 = llvm.mlir.constant(64 : index) : i64
    %8048 = llvm.add %8046, %8047 : i64
    %8049 = llvm.call @malloc(%8048) : (i64) -> !llvm.ptr
    %8050 = llvm.ptrtoint %8049 : !llvm.ptr to i64
    %8051 = llvm.mlir.constant(1 : index) : i64
    %8052 = llvm.sub %8047, %8051 : i64
    %8053 = llvm.add %8050, %8052 : i64
    %8054 = llvm.urem %8053, %8047 : i64
    %8055 = llvm.sub %8053, %8054 : i64
    %8056 = llvm.inttoptr %8055 : i64 to !llvm.ptr
    %8057 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8058 = llvm.insertvalue %8049, %8057[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8059 = llvm.insertvalue %8056, %8058[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8060 = llvm.mlir.constant(0 : index) : i64
    %8061 = llvm.insertvalue %8060, %8059[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8062 = llvm.insertvalue %8036, %8061[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8063 = llvm.insertvalue %8037, %8062[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8064 = llvm.insertvalue %8038, %8063[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8065 = llvm.insertvalue %8039, %8064[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8066 = llvm.insertvalue %8042, %8065[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8067 = llvm.insertvalue %8041, %8066[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8068 = llvm.insertvalue %8039, %8067[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8069 = llvm.insertvalue %8040, %8068[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1006(%30 : i64)
  ^bb1006(%8070: i64):  // 2 preds: ^bb1005, ^bb1016
    %8071 = llvm.icmp "slt" %8070, %29 : i64
    llvm.cond_br %8071, ^bb1007, ^bb1017
  ^bb1007:  // pred: ^bb1006
    llvm.br ^bb1008(%30 : i64)
  ^bb1008(%8072: i64):  // 2 preds: ^bb1007, ^bb1015
    %8073 = llvm.icmp "slt" %8072, %17 : i64
    llvm.cond_br %8073, ^bb1009, ^bb1016
  ^bb1009:  // pred: ^bb1008
    llvm.br ^bb1010(%30 : i64)
  ^bb1010(%8074: i64):  // 2 preds: ^bb1009, ^bb1014
    %8075 = llvm.icmp "slt" %8074, %16 : i64
    llvm.cond_br %8075, ^bb1011, ^bb1015
  ^bb1011:  // pred: ^bb1010
    llvm.br ^bb1012(%30 : i64)
  ^bb1012(%8076: i64):  // 2 preds: ^bb1011, ^bb1013
    %8077 = llvm.icmp "slt" %8076, %16 : i64
    llvm.cond_br %8077, ^bb1013, ^bb1014
  ^bb1013:  // pred: ^bb1012
    %8078 = llvm.extractvalue %7508[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8079 = llvm.mlir.constant(4096 : index) : i64
    %8080 = llvm.mul %8070, %8079 overflow<nsw, nuw> : i64
    %8081 = llvm.mlir.constant(16 : index) : i64
    %8082 = llvm.mul %8072, %8081 overflow<nsw, nuw> : i64
    %8083 = llvm.add %8080, %8082 overflow<nsw, nuw> : i64
    %8084 = llvm.mlir.constant(4 : index) : i64
    %8085 = llvm.mul %8074, %8084 overflow<nsw, nuw> : i64
    %8086 = llvm.add %8083, %8085 overflow<nsw, nuw> : i64
    %8087 = llvm.add %8086, %8076 overflow<nsw, nuw> : i64
    %8088 = llvm.getelementptr inbounds|nuw %8078[%8087] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8089 = llvm.load %8088 : !llvm.ptr -> f32
    %8090 = llvm.extractvalue %8069[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8091 = llvm.mlir.constant(4096 : index) : i64
    %8092 = llvm.mul %8070, %8091 overflow<nsw, nuw> : i64
    %8093 = llvm.mlir.constant(16 : index) : i64
    %8094 = llvm.mul %8072, %8093 overflow<nsw, nuw> : i64
    %8095 = llvm.add %8092, %8094 overflow<nsw, nuw> : i64
    %8096 = llvm.mlir.constant(4 : index) : i64
    %8097 = llvm.mul %8074, %8096 overflow<nsw, nuw> : i64
    %8098 = llvm.add %8095, %8097 overflow<nsw, nuw> : i64
    %8099 = llvm.add %8098, %8076 overflow<nsw, nuw> : i64
    %8100 = llvm.getelementptr inbounds|nuw %8090[%8099] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8089, %8100 : f32, !llvm.ptr
    %8101 = llvm.add %8076, %29 : i64
    llvm.br ^bb1012(%8101 : i64)
  ^bb1014:  // pred: ^bb1012
    %8102 = llvm.add %8074, %29 : i64
    llvm.br ^bb1010(%8102 : i64)
  ^bb1015:  // pred: ^bb1010
    %8103 = llvm.add %8072, %29 : i64
    llvm.br ^bb1008(%8103 : i64)
  ^bb1016:  // pred: ^bb1008
    %8104 = llvm.add %8070, %29 : i64
    llvm.br ^bb1006(%8104 : i64)
  ^bb1017:  // pred: ^bb1006
    llvm.br ^bb1018(%30 : i64)
  ^bb1018(%8105: i64):  // 2 preds: ^bb1017, ^bb1037
    %8106 = llvm.icmp "slt" %8105, %29 : i64
    llvm.cond_br %8106, ^bb1019, ^bb1038
  ^bb1019:  // pred: ^bb1018
    llvm.br ^bb1020(%30 : i64)
  ^bb1020(%8107: i64):  // 2 preds: ^bb1019, ^bb1036
    %8108 = llvm.icmp "slt" %8107, %17 : i64
    llvm.cond_br %8108, ^bb1021, ^bb1037
  ^bb1021:  // pred: ^bb1020
    llvm.br ^bb1022(%30 : i64)
  ^bb1022(%8109: i64):  // 2 preds: ^bb1021, ^bb1035
    %8110 = llvm.icmp "slt" %8109, %16 : i64
    llvm.cond_br %8110, ^bb1023, ^bb1036
  ^bb1023:  // pred: ^bb1022
    llvm.br ^bb1024(%30 : i64)
  ^bb1024(%8111: i64):  // 2 preds: ^bb1023, ^bb1034
    %8112 = llvm.icmp "slt" %8111, %16 : i64
    llvm.cond_br %8112, ^bb1025, ^bb1035
  ^bb1025:  // pred: ^bb1024
    llvm.br ^bb1026(%30 : i64)
  ^bb1026(%8113: i64):  // 2 preds: ^bb1025, ^bb1033
    %8114 = llvm.icmp "slt" %8113, %17 : i64
    llvm.cond_br %8114, ^bb1027, ^bb1034
  ^bb1027:  // pred: ^bb1026
    llvm.br ^bb1028(%30 : i64)
  ^bb1028(%8115: i64):  // 2 preds: ^bb1027, ^bb1032
    %8116 = llvm.icmp "slt" %8115, %28 : i64
    llvm.cond_br %8116, ^bb1029, ^bb1033
  ^bb1029:  // pred: ^bb1028
    llvm.br ^bb1030(%30 : i64)
  ^bb1030(%8117: i64):  // 2 preds: ^bb1029, ^bb1031
    %8118 = llvm.icmp "slt" %8117, %28 : i64
    llvm.cond_br %8118, ^bb1031, ^bb1032
  ^bb1031:  // pred: ^bb1030
    %8119 = llvm.add %8109, %8115 : i64
    %8120 = llvm.add %8111, %8117 : i64
    %8121 = llvm.extractvalue %7940[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8122 = llvm.mlir.constant(9216 : index) : i64
    %8123 = llvm.mul %8105, %8122 overflow<nsw, nuw> : i64
    %8124 = llvm.mlir.constant(36 : index) : i64
    %8125 = llvm.mul %8113, %8124 overflow<nsw, nuw> : i64
    %8126 = llvm.add %8123, %8125 overflow<nsw, nuw> : i64
    %8127 = llvm.mlir.constant(6 : index) : i64
    %8128 = llvm.mul %8119, %8127 overflow<nsw, nuw> : i64
    %8129 = llvm.add %8126, %8128 overflow<nsw, nuw> : i64
    %8130 = llvm.add %8129, %8120 overflow<nsw, nuw> : i64
    %8131 = llvm.getelementptr inbounds|nuw %8121[%8130] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8132 = llvm.load %8131 : !llvm.ptr -> f32
    %8133 = llvm.extractvalue %895[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8134 = llvm.mlir.constant(2304 : index) : i64
    %8135 = llvm.mul %8107, %8134 overflow<nsw, nuw> : i64
    %8136 = llvm.mlir.constant(9 : index) : i64
    %8137 = llvm.mul %8113, %8136 overflow<nsw, nuw> : i64
    %8138 = llvm.add %8135, %8137 overflow<nsw, nuw> : i64
    %8139 = llvm.mlir.constant(3 : index) : i64
    %8140 = llvm.mul %8115, %8139 overflow<nsw, nuw> : i64
    %8141 = llvm.add %8138, %8140 overflow<nsw, nuw> : i64
    %8142 = llvm.add %8141, %8117 overflow<nsw, nuw> : i64
    %8143 = llvm.getelementptr inbounds|nuw %8133[%8142] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8144 = llvm.load %8143 : !llvm.ptr -> f32
    %8145 = llvm.extractvalue %8069[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8146 = llvm.mlir.constant(4096 : index) : i64
    %8147 = llvm.mul %8105, %8146 overflow<nsw, nuw> : i64
    %8148 = llvm.mlir.constant(16 : index) : i64
    %8149 = llvm.mul %8107, %8148 overflow<nsw, nuw> : i64
    %8150 = llvm.add %8147, %8149 overflow<nsw, nuw> : i64
    %8151 = llvm.mlir.constant(4 : index) : i64
    %8152 = llvm.mul %8109, %8151 overflow<nsw, nuw> : i64
    %8153 = llvm.add %8150, %8152 overflow<nsw, nuw> : i64
    %8154 = llvm.add %8153, %8111 overflow<nsw, nuw> : i64
    %8155 = llvm.getelementptr inbounds|nuw %8145[%8154] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8156 = llvm.load %8155 : !llvm.ptr -> f32
    %8157 = llvm.fmul %8132, %8144 : f32
    %8158 = llvm.fadd %8156, %8157 : f32
    %8159 = llvm.extractvalue %8069[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8160 = llvm.mlir.constant(4096 : index) : i64
    %8161 = llvm.mul %8105, %8160 overflow<nsw, nuw> : i64
    %8162 = llvm.mlir.constant(16 : index) : i64
    %8163 = llvm.mul %8107, %8162 overflow<nsw, nuw> : i64
    %8164 = llvm.add %8161, %8163 overflow<nsw, nuw> : i64
    %8165 = llvm.mlir.constant(4 : index) : i64
    %8166 = llvm.mul %8109, %8165 overflow<nsw, nuw> : i64
    %8167 = llvm.add %8164, %8166 overflow<nsw, nuw> : i64
    %8168 = llvm.add %8167, %8111 overflow<nsw, nuw> : i64
    %8169 = llvm.getelementptr inbounds|nuw %8159[%8168] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8158, %8169 : f32, !llvm.ptr
    %8170 = llvm.add %8117, %29 : i64
    llvm.br ^bb1030(%8170 : i64)
  ^bb1032:  // pred: ^bb1030
    %8171 = llvm.add %8115, %29 : i64
    llvm.br ^bb1028(%8171 : i64)
  ^bb1033:  // pred: ^bb1028
    %8172 = llvm.add %8113, %29 : i64
    llvm.br ^bb1026(%8172 : i64)
  ^bb1034:  // pred: ^bb1026
    %8173 = llvm.add %8111, %29 : i64
    llvm.br ^bb1024(%8173 : i64)
  ^bb1035:  // pred: ^bb1024
    %8174 = llvm.add %8109, %29 : i64
    llvm.br ^bb1022(%8174 : i64)
  ^bb1036:  // pred: ^bb1022
    %8175 = llvm.add %8107, %29 : i64
    llvm.br ^bb1020(%8175 : i64)
  ^bb1037:  // pred: ^bb1020
    %8176 = llvm.add %8105, %29 : i64
    llvm.br ^bb1018(%8176 : i64)
  ^bb1038:  // pred: ^bb1018
    %8177 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8178 = llvm.extractvalue %851[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8179 = llvm.extractvalue %851[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8180 = llvm.insertvalue %8178, %8177[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8181 = llvm.insertvalue %8179, %8180[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8182 = llvm.mlir.constant(0 : index) : i64
    %8183 = llvm.insertvalue %8182, %8181[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8184 = llvm.mlir.constant(256 : index) : i64
    %8185 = llvm.insertvalue %8184, %8183[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8186 = llvm.mlir.constant(1 : index) : i64
    %8187 = llvm.insertvalue %8186, %8185[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8188 = llvm.mlir.constant(1 : index) : i64
    %8189 = llvm.insertvalue %8188, %8187[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8190 = llvm.mlir.constant(1 : index) : i64
    %8191 = llvm.insertvalue %8190, %8189[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8192 = llvm.mlir.constant(1 : index) : i64
    %8193 = llvm.insertvalue %8192, %8191[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8194 = llvm.mlir.constant(1 : index) : i64
    %8195 = llvm.insertvalue %8194, %8193[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8196 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8197 = llvm.extractvalue %867[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8198 = llvm.extractvalue %867[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8199 = llvm.insertvalue %8197, %8196[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8200 = llvm.insertvalue %8198, %8199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8201 = llvm.mlir.constant(0 : index) : i64
    %8202 = llvm.insertvalue %8201, %8200[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8203 = llvm.mlir.constant(256 : index) : i64
    %8204 = llvm.insertvalue %8203, %8202[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8205 = llvm.mlir.constant(1 : index) : i64
    %8206 = llvm.insertvalue %8205, %8204[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8207 = llvm.mlir.constant(1 : index) : i64
    %8208 = llvm.insertvalue %8207, %8206[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8209 = llvm.mlir.constant(1 : index) : i64
    %8210 = llvm.insertvalue %8209, %8208[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8211 = llvm.mlir.constant(1 : index) : i64
    %8212 = llvm.insertvalue %8211, %8210[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8213 = llvm.mlir.constant(1 : index) : i64
    %8214 = llvm.insertvalue %8213, %8212[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8215 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8216 = llvm.extractvalue %835[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8217 = llvm.extractvalue %835[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8218 = llvm.insertvalue %8216, %8215[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8219 = llvm.insertvalue %8217, %8218[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8220 = llvm.mlir.constant(0 : index) : i64
    %8221 = llvm.insertvalue %8220, %8219[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8222 = llvm.mlir.constant(256 : index) : i64
    %8223 = llvm.insertvalue %8222, %8221[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8224 = llvm.mlir.constant(1 : index) : i64
    %8225 = llvm.insertvalue %8224, %8223[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8226 = llvm.mlir.constant(1 : index) : i64
    %8227 = llvm.insertvalue %8226, %8225[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8228 = llvm.mlir.constant(1 : index) : i64
    %8229 = llvm.insertvalue %8228, %8227[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8230 = llvm.mlir.constant(1 : index) : i64
    %8231 = llvm.insertvalue %8230, %8229[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8232 = llvm.mlir.constant(1 : index) : i64
    %8233 = llvm.insertvalue %8232, %8231[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8234 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8235 = llvm.extractvalue %819[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8236 = llvm.extractvalue %819[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8237 = llvm.insertvalue %8235, %8234[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8238 = llvm.insertvalue %8236, %8237[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8239 = llvm.mlir.constant(0 : index) : i64
    %8240 = llvm.insertvalue %8239, %8238[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8241 = llvm.mlir.constant(256 : index) : i64
    %8242 = llvm.insertvalue %8241, %8240[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8243 = llvm.mlir.constant(1 : index) : i64
    %8244 = llvm.insertvalue %8243, %8242[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8245 = llvm.mlir.constant(1 : index) : i64
    %8246 = llvm.insertvalue %8245, %8244[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8247 = llvm.mlir.constant(1 : index) : i64
    %8248 = llvm.insertvalue %8247, %8246[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8249 = llvm.mlir.constant(1 : index) : i64
    %8250 = llvm.insertvalue %8249, %8248[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8251 = llvm.mlir.constant(1 : index) : i64
    %8252 = llvm.insertvalue %8251, %8250[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8253 = llvm.mlir.constant(1 : index) : i64
    %8254 = llvm.mlir.constant(256 : index) : i64
    %8255 = llvm.mlir.constant(4 : index) : i64
    %8256 = llvm.mlir.constant(4 : index) : i64
    %8257 = llvm.mlir.constant(1 : index) : i64
    %8258 = llvm.mlir.constant(16 : index) : i64
    %8259 = llvm.mlir.constant(4096 : index) : i64
    %8260 = llvm.mlir.constant(4096 : index) : i64
    %8261 = llvm.mlir.zero : !llvm.ptr
    %8262 = llvm.getelementptr %8261[%8260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8263 = llvm.ptrtoint %8262 : !llvm.ptr to i64
    %8264 = llvm.mlir.constant(64 : index) : i64
    %8265 = llvm.add %8263, %8264 : i64
    %8266 = llvm.call @malloc(%8265) : (i64) -> !llvm.ptr
    %8267 = llvm.ptrtoint %8266 : !llvm.ptr to i64
    %8268 = llvm.mlir.constant(1 : index) : i64
    %8269 = llvm.sub %8264, %8268 : i64
    %8270 = llvm.add %8267, %8269 : i64
    %8271 = llvm.urem %8270, %8264 : i64
    %8272 = llvm.sub %8270, %8271 : i64
    %8273 = llvm.inttoptr %8272 : i64 to !llvm.ptr
    %8274 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8275 = llvm.insertvalue %8266, %8274[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8276 = llvm.insertvalue %8273, %8275[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8277 = llvm.mlir.constant(0 : index) : i64
    %8278 = llvm.insertvalue %8277, %8276[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8279 = llvm.insertvalue %8253, %8278[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8280 = llvm.insertvalue %8254, %8279[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8281 = llvm.insertvalue %8255, %8280[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8282 = llvm.insertvalue %8256, %8281[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8283 = llvm.insertvalue %8259, %8282[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8284 = llvm.insertvalue %8258, %8283[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8285 = llvm.insertvalue %8256, %8284[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8286 = llvm.insertvalue %8257, %8285[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1039(%30 : i64)
  ^bb1039(%8287: i64):  // 2 preds: ^bb1038, ^bb1049
    %8288 = llvm.icmp "slt" %8287, %29 : i64
    llvm.cond_br %8288, ^bb1040, ^bb1050
  ^bb1040:  // pred: ^bb1039
    llvm.br ^bb1041(%30 : i64)
  ^bb1041(%8289: i64):  // 2 preds: ^bb1040, ^bb1048
    %8290 = llvm.icmp "slt" %8289, %17 : i64
    llvm.cond_br %8290, ^bb1042, ^bb1049
  ^bb1042:  // pred: ^bb1041
    llvm.br ^bb1043(%30 : i64)
  ^bb1043(%8291: i64):  // 2 preds: ^bb1042, ^bb1047
    %8292 = llvm.icmp "slt" %8291, %16 : i64
    llvm.cond_br %8292, ^bb1044, ^bb1048
  ^bb1044:  // pred: ^bb1043
    llvm.br ^bb1045(%30 : i64)
  ^bb1045(%8293: i64):  // 2 preds: ^bb1044, ^bb1046
    %8294 = llvm.icmp "slt" %8293, %16 : i64
    llvm.cond_br %8294, ^bb1046, ^bb1047
  ^bb1046:  // pred: ^bb1045
    %8295 = llvm.extractvalue %7508[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8296 = llvm.mlir.constant(4096 : index) : i64
    %8297 = llvm.mul %8287, %8296 overflow<nsw, nuw> : i64
    %8298 = llvm.mlir.constant(16 : index) : i64
    %8299 = llvm.mul %8289, %8298 overflow<nsw, nuw> : i64
    %8300 = llvm.add %8297, %8299 overflow<nsw, nuw> : i64
    %8301 = llvm.mlir.constant(4 : index) : i64
    %8302 = llvm.mul %8291, %8301 overflow<nsw, nuw> : i64
    %8303 = llvm.add %8300, %8302 overflow<nsw, nuw> : i64
    %8304 = llvm.add %8303, %8293 overflow<nsw, nuw> : i64
    %8305 = llvm.getelementptr inbounds|nuw %8295[%8304] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8306 = llvm.load %8305 : !llvm.ptr -> f32
    %8307 = llvm.extractvalue %8286[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8308 = llvm.mlir.constant(4096 : index) : i64
    %8309 = llvm.mul %8287, %8308 overflow<nsw, nuw> : i64
    %8310 = llvm.mlir.constant(16 : index) : i64
    %8311 = llvm.mul %8289, %8310 overflow<nsw, nuw> : i64
    %8312 = llvm.add %8309, %8311 overflow<nsw, nuw> : i64
    %8313 = llvm.mlir.constant(4 : index) : i64
    %8314 = llvm.mul %8291, %8313 overflow<nsw, nuw> : i64
    %8315 = llvm.add %8312, %8314 overflow<nsw, nuw> : i64
    %8316 = llvm.add %8315, %8293 overflow<nsw, nuw> : i64
    %8317 = llvm.getelementptr inbounds|nuw %8307[%8316] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8306, %8317 : f32, !llvm.ptr
    %8318 = llvm.add %8293, %29 : i64
    llvm.br ^bb1045(%8318 : i64)
  ^bb1047:  // pred: ^bb1045
    %8319 = llvm.add %8291, %29 : i64
    llvm.br ^bb1043(%8319 : i64)
  ^bb1048:  // pred: ^bb1043
    %8320 = llvm.add %8289, %29 : i64
    llvm.br ^bb1041(%8320 : i64)
  ^bb1049:  // pred: ^bb1041
    %8321 = llvm.add %8287, %29 : i64
    llvm.br ^bb1039(%8321 : i64)
  ^bb1050:  // pred: ^bb1039
    llvm.br ^bb1051(%30 : i64)
  ^bb1051(%8322: i64):  // 2 preds: ^bb1050, ^bb1070
    %8323 = llvm.icmp "slt" %8322, %29 : i64
    llvm.cond_br %8323, ^bb1052, ^bb1071
  ^bb1052:  // pred: ^bb1051
    llvm.br ^bb1053(%30 : i64)
  ^bb1053(%8324: i64):  // 2 preds: ^bb1052, ^bb1069
    %8325 = llvm.icmp "slt" %8324, %17 : i64
    llvm.cond_br %8325, ^bb1054, ^bb1070
  ^bb1054:  // pred: ^bb1053
    llvm.br ^bb1055(%30 : i64)
  ^bb1055(%8326: i64):  // 2 preds: ^bb1054, ^bb1068
    %8327 = llvm.icmp "slt" %8326, %16 : i64
    llvm.cond_br %8327, ^bb1056, ^bb1069
  ^bb1056:  // pred: ^bb1055
    llvm.br ^bb1057(%30 : i64)
  ^bb1057(%8328: i64):  // 2 preds: ^bb1056, ^bb1067
    %8329 = llvm.icmp "slt" %8328, %16 : i64
    llvm.cond_br %8329, ^bb1058, ^bb1068
  ^bb1058:  // pred: ^bb1057
    llvm.br ^bb1059(%30 : i64)
  ^bb1059(%8330: i64):  // 2 preds: ^bb1058, ^bb1066
    %8331 = llvm.icmp "slt" %8330, %20 : i64
    llvm.cond_br %8331, ^bb1060, ^bb1067
  ^bb1060:  // pred: ^bb1059
    llvm.br ^bb1061(%30 : i64)
  ^bb1061(%8332: i64):  // 2 preds: ^bb1060, ^bb1065
    %8333 = llvm.icmp "slt" %8332, %29 : i64
    llvm.cond_br %8333, ^bb1062, ^bb1066
  ^bb1062:  // pred: ^bb1061
    llvm.br ^bb1063(%30 : i64)
  ^bb1063(%8334: i64):  // 2 preds: ^bb1062, ^bb1064
    %8335 = llvm.icmp "slt" %8334, %29 : i64
    llvm.cond_br %8335, ^bb1064, ^bb1065
  ^bb1064:  // pred: ^bb1063
    %8336 = llvm.mul %8326, %13 overflow<nsw> : i64
    %8337 = llvm.add %8336, %8332 : i64
    %8338 = llvm.mul %8328, %13 overflow<nsw> : i64
    %8339 = llvm.add %8338, %8334 : i64
    %8340 = llvm.extractvalue %7210[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8341 = llvm.mlir.constant(8192 : index) : i64
    %8342 = llvm.mul %8322, %8341 overflow<nsw, nuw> : i64
    %8343 = llvm.mlir.constant(64 : index) : i64
    %8344 = llvm.mul %8330, %8343 overflow<nsw, nuw> : i64
    %8345 = llvm.add %8342, %8344 overflow<nsw, nuw> : i64
    %8346 = llvm.mlir.constant(8 : index) : i64
    %8347 = llvm.mul %8337, %8346 overflow<nsw, nuw> : i64
    %8348 = llvm.add %8345, %8347 overflow<nsw, nuw> : i64
    %8349 = llvm.add %8348, %8339 overflow<nsw, nuw> : i64
    %8350 = llvm.getelementptr inbounds|nuw %8340[%8349] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8351 = llvm.load %8350 : !llvm.ptr -> f32
    %8352 = llvm.extractvalue %803[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8353 = llvm.mlir.constant(128 : index) : i64
    %8354 = llvm.mul %8324, %8353 overflow<nsw, nuw> : i64
    %8355 = llvm.add %8354, %8330 overflow<nsw, nuw> : i64
    %8356 = llvm.add %8355, %8332 overflow<nsw, nuw> : i64
    %8357 = llvm.add %8356, %8334 overflow<nsw, nuw> : i64
    %8358 = llvm.getelementptr inbounds|nuw %8352[%8357] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8359 = llvm.load %8358 : !llvm.ptr -> f32
    %8360 = llvm.extractvalue %8286[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8361 = llvm.mlir.constant(4096 : index) : i64
    %8362 = llvm.mul %8322, %8361 overflow<nsw, nuw> : i64
    %8363 = llvm.mlir.constant(16 : index) : i64
    %8364 = llvm.mul %8324, %8363 overflow<nsw, nuw> : i64
    %8365 = llvm.add %8362, %8364 overflow<nsw, nuw> : i64
    %8366 = llvm.mlir.constant(4 : index) : i64
    %8367 = llvm.mul %8326, %8366 overflow<nsw, nuw> : i64
    %8368 = llvm.add %8365, %8367 overflow<nsw, nuw> : i64
    %8369 = llvm.add %8368, %8328 overflow<nsw, nuw> : i64
    %8370 = llvm.getelementptr inbounds|nuw %8360[%8369] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8371 = llvm.load %8370 : !llvm.ptr -> f32
    %8372 = llvm.fmul %8351, %8359 : f32
    %8373 = llvm.fadd %8371, %8372 : f32
    %8374 = llvm.extractvalue %8286[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8375 = llvm.mlir.constant(4096 : index) : i64
    %8376 = llvm.mul %8322, %8375 overflow<nsw, nuw> : i64
    %8377 = llvm.mlir.constant(16 : index) : i64
    %8378 = llvm.mul %8324, %8377 overflow<nsw, nuw> : i64
    %8379 = llvm.add %8376, %8378 overflow<nsw, nuw> : i64
    %8380 = llvm.mlir.constant(4 : index) : i64
    %8381 = llvm.mul %8326, %8380 overflow<nsw, nuw> : i64
    %8382 = llvm.add %8379, %8381 overflow<nsw, nuw> : i64
    %8383 = llvm.add %8382, %8328 overflow<nsw, nuw> : i64
    %8384 = llvm.getelementptr inbounds|nuw %8374[%8383] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8373, %8384 : f32, !llvm.ptr
    %8385 = llvm.add %8334, %29 : i64
    llvm.br ^bb1063(%8385 : i64)
  ^bb1065:  // pred: ^bb1063
    %8386 = llvm.add %8332, %29 : i64
    llvm.br ^bb1061(%8386 : i64)
  ^bb1066:  // pred: ^bb1061
    %8387 = llvm.add %8330, %29 : i64
    llvm.br ^bb1059(%8387 : i64)
  ^bb1067:  // pred: ^bb1059
    %8388 = llvm.add %8328, %29 : i64
    llvm.br ^bb1057(%8388 : i64)
  ^bb1068:  // pred: ^bb1057
    %8389 = llvm.add %8326, %29 : i64
    llvm.br ^bb1055(%8389 : i64)
  ^bb1069:  // pred: ^bb1055
    %8390 = llvm.add %8324, %29 : i64
    llvm.br ^bb1053(%8390 : i64)
  ^bb1070:  // pred: ^bb1053
    %8391 = llvm.add %8322, %29 : i64
    llvm.br ^bb1051(%8391 : i64)
  ^bb1071:  // pred: ^bb1051
    %8392 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8393 = llvm.extractvalue %761[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8394 = llvm.extractvalue %761[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8395 = llvm.insertvalue %8393, %8392[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8396 = llvm.insertvalue %8394, %8395[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8397 = llvm.mlir.constant(0 : index) : i64
    %8398 = llvm.insertvalue %8397, %8396[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8399 = llvm.mlir.constant(256 : index) : i64
    %8400 = llvm.insertvalue %8399, %8398[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8401 = llvm.mlir.constant(1 : index) : i64
    %8402 = llvm.insertvalue %8401, %8400[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8403 = llvm.mlir.constant(1 : index) : i64
    %8404 = llvm.insertvalue %8403, %8402[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8405 = llvm.mlir.constant(1 : index) : i64
    %8406 = llvm.insertvalue %8405, %8404[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8407 = llvm.mlir.constant(1 : index) : i64
    %8408 = llvm.insertvalue %8407, %8406[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8409 = llvm.mlir.constant(1 : index) : i64
    %8410 = llvm.insertvalue %8409, %8408[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8411 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8412 = llvm.extractvalue %777[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8413 = llvm.extractvalue %777[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8414 = llvm.insertvalue %8412, %8411[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8415 = llvm.insertvalue %8413, %8414[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8416 = llvm.mlir.constant(0 : index) : i64
    %8417 = llvm.insertvalue %8416, %8415[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8418 = llvm.mlir.constant(256 : index) : i64
    %8419 = llvm.insertvalue %8418, %8417[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8420 = llvm.mlir.constant(1 : index) : i64
    %8421 = llvm.insertvalue %8420, %8419[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8422 = llvm.mlir.constant(1 : index) : i64
    %8423 = llvm.insertvalue %8422, %8421[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8424 = llvm.mlir.constant(1 : index) : i64
    %8425 = llvm.insertvalue %8424, %8423[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8426 = llvm.mlir.constant(1 : index) : i64
    %8427 = llvm.insertvalue %8426, %8425[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8428 = llvm.mlir.constant(1 : index) : i64
    %8429 = llvm.insertvalue %8428, %8427[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8430 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8431 = llvm.extractvalue %745[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8432 = llvm.extractvalue %745[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8433 = llvm.insertvalue %8431, %8430[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8434 = llvm.insertvalue %8432, %8433[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8435 = llvm.mlir.constant(0 : index) : i64
    %8436 = llvm.insertvalue %8435, %8434[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8437 = llvm.mlir.constant(256 : index) : i64
    %8438 = llvm.insertvalue %8437, %8436[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8439 = llvm.mlir.constant(1 : index) : i64
    %8440 = llvm.insertvalue %8439, %8438[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8441 = llvm.mlir.constant(1 : index) : i64
    %8442 = llvm.insertvalue %8441, %8440[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8443 = llvm.mlir.constant(1 : index) : i64
    %8444 = llvm.insertvalue %8443, %8442[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8445 = llvm.mlir.constant(1 : index) : i64
    %8446 = llvm.insertvalue %8445, %8444[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8447 = llvm.mlir.constant(1 : index) : i64
    %8448 = llvm.insertvalue %8447, %8446[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8449 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8450 = llvm.extractvalue %729[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8451 = llvm.extractvalue %729[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8452 = llvm.insertvalue %8450, %8449[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8453 = llvm.insertvalue %8451, %8452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8454 = llvm.mlir.constant(0 : index) : i64
    %8455 = llvm.insertvalue %8454, %8453[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8456 = llvm.mlir.constant(256 : index) : i64
    %8457 = llvm.insertvalue %8456, %8455[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8458 = llvm.mlir.constant(1 : index) : i64
    %8459 = llvm.insertvalue %8458, %8457[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8460 = llvm.mlir.constant(1 : index) : i64
    %8461 = llvm.insertvalue %8460, %8459[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8462 = llvm.mlir.constant(1 : index) : i64
    %8463 = llvm.insertvalue %8462, %8461[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8464 = llvm.mlir.constant(1 : index) : i64
    %8465 = llvm.insertvalue %8464, %8463[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8466 = llvm.mlir.constant(1 : index) : i64
    %8467 = llvm.insertvalue %8466, %8465[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8468 = llvm.mlir.constant(1 : index) : i64
    %8469 = llvm.mlir.constant(256 : index) : i64
    %8470 = llvm.mlir.constant(4 : index) : i64
    %8471 = llvm.mlir.constant(4 : index) : i64
    %8472 = llvm.mlir.constant(1 : index) : i64
    %8473 = llvm.mlir.constant(16 : index) : i64
    %8474 = llvm.mlir.constant(4096 : index) : i64
    %8475 = llvm.mlir.constant(4096 : index) : i64
    %8476 = llvm.mlir.zero : !llvm.ptr
    %8477 = llvm.getelementptr %8476[%8475] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8478 = llvm.ptrtoint %8477 : !llvm.ptr to i64
    %8479 = llvm.mlir.constant(64 : index) : i64
    %8480 = llvm.add %8478, %8479 : i64
    %8481 = llvm.call @malloc(%8480) : (i64) -> !llvm.ptr
    %8482 = llvm.ptrtoint %8481 : !llvm.ptr to i64
    %8483 = llvm.mlir.constant(1 : index) : i64
    %8484 = llvm.sub %8479, %8483 : i64
    %8485 = llvm.add %8482, %8484 : i64
    %8486 = llvm.urem %8485, %8479 : i64
    %8487 = llvm.sub %8485, %8486 : i64
    %8488 = llvm.inttoptr %8487 : i64 to !llvm.ptr
    %8489 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8490 = llvm.insertvalue %8481, %8489[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8491 = llvm.insertvalue %8488, %8490[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8492 = llvm.mlir.constant(0 : index) : i64
    %8493 = llvm.insertvalue %8492, %8491[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8494 = llvm.insertvalue %8468, %8493[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8495 = llvm.insertvalue %8469, %8494[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8496 = llvm.insertvalue %8470, %8495[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8497 = llvm.insertvalue %8471, %8496[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8498 = llvm.insertvalue %8474, %8497[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8499 = llvm.insertvalue %8473, %8498[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8500 = llvm.insertvalue %8471, %8499[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8501 = llvm.insertvalue %8472, %8500[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1072(%30 : i64)
  ^bb1072(%8502: i64):  // 2 preds: ^bb1071, ^bb1082
    %8503 = llvm.icmp "slt" %8502, %29 : i64
    llvm.cond_br %8503, ^bb1073, ^bb1083
  ^bb1073:  // pred: ^bb1072
    llvm.br ^bb1074(%30 : i64)
  ^bb1074(%8504: i64):  // 2 preds: ^bb1073, ^bb1081
    %8505 = llvm.icmp "slt" %8504, %17 : i64
    llvm.cond_br %8505, ^bb1075, ^bb1082
  ^bb1075:  // pred: ^bb1074
    llvm.br ^bb1076(%30 : i64)
  ^bb1076(%8506: i64):  // 2 preds: ^bb1075, ^bb1080
    %8507 = llvm.icmp "slt" %8506, %16 : i64
    llvm.cond_br %8507, ^bb1077, ^bb1081
  ^bb1077:  // pred: ^bb1076
    llvm.br ^bb1078(%30 : i64)
  ^bb1078(%8508: i64):  // 2 preds: ^bb1077, ^bb1079
    %8509 = llvm.icmp "slt" %8508, %16 : i64
    llvm.cond_br %8509, ^bb1079, ^bb1080
  ^bb1079:  // pred: ^bb1078
    %8510 = llvm.extractvalue %8069[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8511 = llvm.mlir.constant(4096 : index) : i64
    %8512 = llvm.mul %8502, %8511 overflow<nsw, nuw> : i64
    %8513 = llvm.mlir.constant(16 : index) : i64
    %8514 = llvm.mul %8504, %8513 overflow<nsw, nuw> : i64
    %8515 = llvm.add %8512, %8514 overflow<nsw, nuw> : i64
    %8516 = llvm.mlir.constant(4 : index) : i64
    %8517 = llvm.mul %8506, %8516 overflow<nsw, nuw> : i64
    %8518 = llvm.add %8515, %8517 overflow<nsw, nuw> : i64
    %8519 = llvm.add %8518, %8508 overflow<nsw, nuw> : i64
    %8520 = llvm.getelementptr inbounds|nuw %8510[%8519] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8521 = llvm.load %8520 : !llvm.ptr -> f32
    %8522 = llvm.extractvalue %8214[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8523 = llvm.add %8504, %30 overflow<nsw, nuw> : i64
    %8524 = llvm.add %8523, %30 overflow<nsw, nuw> : i64
    %8525 = llvm.getelementptr inbounds|nuw %8522[%8524] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8526 = llvm.load %8525 : !llvm.ptr -> f32
    %8527 = llvm.extractvalue %8195[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8528 = llvm.add %8504, %30 overflow<nsw, nuw> : i64
    %8529 = llvm.add %8528, %30 overflow<nsw, nuw> : i64
    %8530 = llvm.getelementptr inbounds|nuw %8527[%8529] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8531 = llvm.load %8530 : !llvm.ptr -> f32
    %8532 = llvm.extractvalue %8233[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8533 = llvm.add %8504, %30 overflow<nsw, nuw> : i64
    %8534 = llvm.add %8533, %30 overflow<nsw, nuw> : i64
    %8535 = llvm.getelementptr inbounds|nuw %8532[%8534] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8536 = llvm.load %8535 : !llvm.ptr -> f32
    %8537 = llvm.extractvalue %8252[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8538 = llvm.add %8504, %30 overflow<nsw, nuw> : i64
    %8539 = llvm.add %8538, %30 overflow<nsw, nuw> : i64
    %8540 = llvm.getelementptr inbounds|nuw %8537[%8539] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8541 = llvm.load %8540 : !llvm.ptr -> f32
    %8542 = llvm.extractvalue %8286[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8543 = llvm.mlir.constant(4096 : index) : i64
    %8544 = llvm.mul %8502, %8543 overflow<nsw, nuw> : i64
    %8545 = llvm.mlir.constant(16 : index) : i64
    %8546 = llvm.mul %8504, %8545 overflow<nsw, nuw> : i64
    %8547 = llvm.add %8544, %8546 overflow<nsw, nuw> : i64
    %8548 = llvm.mlir.constant(4 : index) : i64
    %8549 = llvm.mul %8506, %8548 overflow<nsw, nuw> : i64
    %8550 = llvm.add %8547, %8549 overflow<nsw, nuw> : i64
    %8551 = llvm.add %8550, %8508 overflow<nsw, nuw> : i64
    %8552 = llvm.getelementptr inbounds|nuw %8542[%8551] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8553 = llvm.load %8552 : !llvm.ptr -> f32
    %8554 = llvm.extractvalue %8429[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8555 = llvm.add %8504, %30 overflow<nsw, nuw> : i64
    %8556 = llvm.add %8555, %30 overflow<nsw, nuw> : i64
    %8557 = llvm.getelementptr inbounds|nuw %8554[%8556] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8558 = llvm.load %8557 : !llvm.ptr -> f32
    %8559 = llvm.extractvalue %8410[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8560 = llvm.add %8504, %30 overflow<nsw, nuw> : i64
    %8561 = llvm.add %8560, %30 overflow<nsw, nuw> : i64
    %8562 = llvm.getelementptr inbounds|nuw %8559[%8561] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8563 = llvm.load %8562 : !llvm.ptr -> f32
    %8564 = llvm.extractvalue %8448[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8565 = llvm.add %8504, %30 overflow<nsw, nuw> : i64
    %8566 = llvm.add %8565, %30 overflow<nsw, nuw> : i64
    %8567 = llvm.getelementptr inbounds|nuw %8564[%8566] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8568 = llvm.load %8567 : !llvm.ptr -> f32
    %8569 = llvm.extractvalue %8467[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8570 = llvm.add %8504, %30 overflow<nsw, nuw> : i64
    %8571 = llvm.add %8570, %30 overflow<nsw, nuw> : i64
    %8572 = llvm.getelementptr inbounds|nuw %8569[%8571] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8573 = llvm.load %8572 : !llvm.ptr -> f32
    %8574 = llvm.fptrunc %32 : f64 to f32
    %8575 = llvm.fadd %8563, %8574 : f32
    %8576 = llvm.intr.sqrt(%8575) : (f32) -> f32
    %8577 = llvm.fdiv %34, %8576 : f32
    %8578 = llvm.fsub %8553, %8558 : f32
    %8579 = llvm.fmul %8578, %8577 : f32
    %8580 = llvm.fmul %8579, %8568 : f32
    %8581 = llvm.fadd %8580, %8573 : f32
    %8582 = llvm.fadd %8531, %8574 : f32
    %8583 = llvm.intr.sqrt(%8582) : (f32) -> f32
    %8584 = llvm.fdiv %34, %8583 : f32
    %8585 = llvm.fsub %8521, %8526 : f32
    %8586 = llvm.fmul %8585, %8584 : f32
    %8587 = llvm.fmul %8586, %8536 : f32
    %8588 = llvm.fadd %8587, %8541 : f32
    %8589 = llvm.fadd %8588, %8581 : f32
    %8590 = llvm.fcmp "ugt" %8589, %33 : f32
    %8591 = llvm.select %8590, %8589, %33 : i1, f32
    %8592 = llvm.extractvalue %8501[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8593 = llvm.mlir.constant(4096 : index) : i64
    %8594 = llvm.mul %8502, %8593 overflow<nsw, nuw> : i64
    %8595 = llvm.mlir.constant(16 : index) : i64
    %8596 = llvm.mul %8504, %8595 overflow<nsw, nuw> : i64
    %8597 = llvm.add %8594, %8596 overflow<nsw, nuw> : i64
    %8598 = llvm.mlir.constant(4 : index) : i64
    %8599 = llvm.mul %8506, %8598 overflow<nsw, nuw> : i64
    %8600 = llvm.add %8597, %8599 overflow<nsw, nuw> : i64
    %8601 = llvm.add %8600, %8508 overflow<nsw, nuw> : i64
    %8602 = llvm.getelementptr inbounds|nuw %8592[%8601] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8591, %8602 : f32, !llvm.ptr
    %8603 = llvm.add %8508, %29 : i64
    llvm.br ^bb1078(%8603 : i64)
  ^bb1080:  // pred: ^bb1078
    %8604 = llvm.add %8506, %29 : i64
    llvm.br ^bb1076(%8604 : i64)
  ^bb1081:  // pred: ^bb1076
    %8605 = llvm.add %8504, %29 : i64
    llvm.br ^bb1074(%8605 : i64)
  ^bb1082:  // pred: ^bb1074
    %8606 = llvm.add %8502, %29 : i64
    llvm.br ^bb1072(%8606 : i64)
  ^bb1083:  // pred: ^bb1072
    %8607 = llvm.mlir.constant(1 : index) : i64
    %8608 = llvm.mlir.constant(256 : index) : i64
    %8609 = llvm.mlir.constant(6 : index) : i64
    %8610 = llvm.mlir.constant(6 : index) : i64
    %8611 = llvm.mlir.constant(1 : index) : i64
    %8612 = llvm.mlir.constant(36 : index) : i64
    %8613 = llvm.mlir.constant(9216 : index) : i64
    %8614 = llvm.mlir.constant(9216 : index) : i64
    %8615 = llvm.mlir.zero : !llvm.ptr
    %8616 = llvm.getelementptr %8615[%8614] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8617 = llvm.ptrtoint %8616 : !llvm.ptr to i64
    %8618 = llvm.mlir.constant(64 : index) : i64
    %8619 = llvm.add %8617, %8618 : i64
    %8620 = llvm.call @malloc(%8619) : (i64) -> !llvm.ptr
    %8621 = llvm.ptrtoint %8620 : !llvm.ptr to i64
    %8622 = llvm.mlir.constant(1 : index) : i64
    %8623 = llvm.sub %8618, %8622 : i64
    %8624 = llvm.add %8621, %8623 : i64
    %8625 = llvm.urem %8624, %8618 : i64
    %8626 = llvm.sub %8624, %8625 : i64
    %8627 = llvm.inttoptr %8626 : i64 to !llvm.ptr
    %8628 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8629 = llvm.insertvalue %8620, %8628[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8630 = llvm.insertvalue %8627, %8629[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8631 = llvm.mlir.constant(0 : index) : i64
    %8632 = llvm.insertvalue %8631, %8630[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8633 = llvm.insertvalue %8607, %8632[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8634 = llvm.insertvalue %8608, %8633[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8635 = llvm.insertvalue %8609, %8634[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8636 = llvm.insertvalue %8610, %8635[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8637 = llvm.insertvalue %8613, %8636[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8638 = llvm.insertvalue %8612, %8637[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8639 = llvm.insertvalue %8610, %8638[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8640 = llvm.insertvalue %8611, %8639[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1084(%30 : i64)
  ^bb1084(%8641: i64):  // 2 preds: ^bb1083, ^bb1094
    %8642 = llvm.icmp "slt" %8641, %29 : i64
    llvm.cond_br %8642, ^bb1085, ^bb1095
  ^bb1085:  // pred: ^bb1084
    llvm.br ^bb1086(%30 : i64)
  ^bb1086(%8643: i64):  // 2 preds: ^bb1085, ^bb1093
    %8644 = llvm.icmp "slt" %8643, %17 : i64
    llvm.cond_br %8644, ^bb1087, ^bb1094
  ^bb1087:  // pred: ^bb1086
    llvm.br ^bb1088(%30 : i64)
  ^bb1088(%8645: i64):  // 2 preds: ^bb1087, ^bb1092
    %8646 = llvm.icmp "slt" %8645, %15 : i64
    llvm.cond_br %8646, ^bb1089, ^bb1093
  ^bb1089:  // pred: ^bb1088
    llvm.br ^bb1090(%30 : i64)
  ^bb1090(%8647: i64):  // 2 preds: ^bb1089, ^bb1091
    %8648 = llvm.icmp "slt" %8647, %15 : i64
    llvm.cond_br %8648, ^bb1091, ^bb1092
  ^bb1091:  // pred: ^bb1090
    %8649 = llvm.extractvalue %8640[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8650 = llvm.mlir.constant(9216 : index) : i64
    %8651 = llvm.mul %8641, %8650 overflow<nsw, nuw> : i64
    %8652 = llvm.mlir.constant(36 : index) : i64
    %8653 = llvm.mul %8643, %8652 overflow<nsw, nuw> : i64
    %8654 = llvm.add %8651, %8653 overflow<nsw, nuw> : i64
    %8655 = llvm.mlir.constant(6 : index) : i64
    %8656 = llvm.mul %8645, %8655 overflow<nsw, nuw> : i64
    %8657 = llvm.add %8654, %8656 overflow<nsw, nuw> : i64
    %8658 = llvm.add %8657, %8647 overflow<nsw, nuw> : i64
    %8659 = llvm.getelementptr inbounds|nuw %8649[%8658] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %8659 : f32, !llvm.ptr
    %8660 = llvm.add %8647, %29 : i64
    llvm.br ^bb1090(%8660 : i64)
  ^bb1092:  // pred: ^bb1090
    %8661 = llvm.add %8645, %29 : i64
    llvm.br ^bb1088(%8661 : i64)
  ^bb1093:  // pred: ^bb1088
    %8662 = llvm.add %8643, %29 : i64
    llvm.br ^bb1086(%8662 : i64)
  ^bb1094:  // pred: ^bb1086
    %8663 = llvm.add %8641, %29 : i64
    llvm.br ^bb1084(%8663 : i64)
  ^bb1095:  // pred: ^bb1084
    %8664 = llvm.mlir.constant(1 : index) : i64
    %8665 = llvm.mlir.constant(256 : index) : i64
    %8666 = llvm.mlir.constant(6 : index) : i64
    %8667 = llvm.mlir.constant(6 : index) : i64
    %8668 = llvm.mlir.constant(1 : index) : i64
    %8669 = llvm.mlir.constant(36 : index) : i64
    %8670 = llvm.mlir.constant(9216 : index) : i64
    %8671 = llvm.mlir.constant(9216 : index) : i64
    %8672 = llvm.mlir.zero : !llvm.ptr
    %8673 = llvm.getelementptr %8672[%8671] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8674 = llvm.ptrtoint %8673 : !llvm.ptr to i64
    %8675 = llvm.mlir.constant(64 : index) : i64
    %8676 = llvm.add %8674, %8675 : i64
    %8677 = llvm.call @malloc(%8676) : (i64) -> !llvm.ptr
    %8678 = llvm.ptrtoint %8677 : !llvm.ptr to i64
    %8679 = llvm.mlir.constant(1 : index) : i64
    %8680 = llvm.sub %8675, %8679 : i64
    %8681 = llvm.add %8678, %8680 : i64
    %8682 = llvm.urem %8681, %8675 : i64
    %8683 = llvm.sub %8681, %8682 : i64
    %8684 = llvm.inttoptr %8683 : i64 to !llvm.ptr
    %8685 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8686 = llvm.insertvalue %8677, %8685[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8687 = llvm.insertvalue %8684, %8686[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8688 = llvm.mlir.constant(0 : index) : i64
    %8689 = llvm.insertvalue %8688, %8687[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8690 = llvm.insertvalue %8664, %8689[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8691 = llvm.insertvalue %8665, %8690[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8692 = llvm.insertvalue %8666, %8691[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8693 = llvm.insertvalue %8667, %8692[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8694 = llvm.insertvalue %8670, %8693[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8695 = llvm.insertvalue %8669, %8694[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8696 = llvm.insertvalue %8667, %8695[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8697 = llvm.insertvalue %8668, %8696[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1096(%30 : i64)
  ^bb1096(%8698: i64):  // 2 preds: ^bb1095, ^bb1106
    %8699 = llvm.icmp "slt" %8698, %29 : i64
    llvm.cond_br %8699, ^bb1097, ^bb1107
  ^bb1097:  // pred: ^bb1096
    llvm.br ^bb1098(%30 : i64)
  ^bb1098(%8700: i64):  // 2 preds: ^bb1097, ^bb1105
    %8701 = llvm.icmp "slt" %8700, %17 : i64
    llvm.cond_br %8701, ^bb1099, ^bb1106
  ^bb1099:  // pred: ^bb1098
    llvm.br ^bb1100(%30 : i64)
  ^bb1100(%8702: i64):  // 2 preds: ^bb1099, ^bb1104
    %8703 = llvm.icmp "slt" %8702, %15 : i64
    llvm.cond_br %8703, ^bb1101, ^bb1105
  ^bb1101:  // pred: ^bb1100
    llvm.br ^bb1102(%30 : i64)
  ^bb1102(%8704: i64):  // 2 preds: ^bb1101, ^bb1103
    %8705 = llvm.icmp "slt" %8704, %15 : i64
    llvm.cond_br %8705, ^bb1103, ^bb1104
  ^bb1103:  // pred: ^bb1102
    %8706 = llvm.extractvalue %8640[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8707 = llvm.mlir.constant(9216 : index) : i64
    %8708 = llvm.mul %8698, %8707 overflow<nsw, nuw> : i64
    %8709 = llvm.mlir.constant(36 : index) : i64
    %8710 = llvm.mul %8700, %8709 overflow<nsw, nuw> : i64
    %8711 = llvm.add %8708, %8710 overflow<nsw, nuw> : i64
    %8712 = llvm.mlir.constant(6 : index) : i64
    %8713 = llvm.mul %8702, %8712 overflow<nsw, nuw> : i64
    %8714 = llvm.add %8711, %8713 overflow<nsw, nuw> : i64
    %8715 = llvm.add %8714, %8704 overflow<nsw, nuw> : i64
    %8716 = llvm.getelementptr inbounds|nuw %8706[%8715] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8717 = llvm.load %8716 : !llvm.ptr -> f32
    %8718 = llvm.extractvalue %8697[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8719 = llvm.mlir.constant(9216 : index) : i64
    %8720 = llvm.mul %8698, %8719 overflow<nsw, nuw> : i64
    %8721 = llvm.mlir.constant(36 : index) : i64
    %8722 = llvm.mul %8700, %8721 overflow<nsw, nuw> : i64
    %8723 = llvm.add %8720, %8722 overflow<nsw, nuw> : i64
    %8724 = llvm.mlir.constant(6 : index) : i64
    %8725 = llvm.mul %8702, %8724 overflow<nsw, nuw> : i64
    %8726 = llvm.add %8723, %8725 overflow<nsw, nuw> : i64
    %8727 = llvm.add %8726, %8704 overflow<nsw, nuw> : i64
    %8728 = llvm.getelementptr inbounds|nuw %8718[%8727] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8717, %8728 : f32, !llvm.ptr
    %8729 = llvm.add %8704, %29 : i64
    llvm.br ^bb1102(%8729 : i64)
  ^bb1104:  // pred: ^bb1102
    %8730 = llvm.add %8702, %29 : i64
    llvm.br ^bb1100(%8730 : i64)
  ^bb1105:  // pred: ^bb1100
    %8731 = llvm.add %8700, %29 : i64
    llvm.br ^bb1098(%8731 : i64)
  ^bb1106:  // pred: ^bb1098
    %8732 = llvm.add %8698, %29 : i64
    llvm.br ^bb1096(%8732 : i64)
  ^bb1107:  // pred: ^bb1096
    %8733 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8734 = llvm.extractvalue %8697[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8735 = llvm.extractvalue %8697[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8736 = llvm.insertvalue %8734, %8733[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8737 = llvm.insertvalue %8735, %8736[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8738 = llvm.mlir.constant(7 : index) : i64
    %8739 = llvm.insertvalue %8738, %8737[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8740 = llvm.mlir.constant(1 : index) : i64
    %8741 = llvm.insertvalue %8740, %8739[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8742 = llvm.mlir.constant(9216 : index) : i64
    %8743 = llvm.insertvalue %8742, %8741[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8744 = llvm.mlir.constant(256 : index) : i64
    %8745 = llvm.insertvalue %8744, %8743[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8746 = llvm.mlir.constant(36 : index) : i64
    %8747 = llvm.insertvalue %8746, %8745[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8748 = llvm.mlir.constant(4 : index) : i64
    %8749 = llvm.insertvalue %8748, %8747[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8750 = llvm.mlir.constant(6 : index) : i64
    %8751 = llvm.insertvalue %8750, %8749[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8752 = llvm.mlir.constant(4 : index) : i64
    %8753 = llvm.insertvalue %8752, %8751[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8754 = llvm.mlir.constant(1 : index) : i64
    %8755 = llvm.insertvalue %8754, %8753[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1108(%30 : i64)
  ^bb1108(%8756: i64):  // 2 preds: ^bb1107, ^bb1118
    %8757 = llvm.icmp "slt" %8756, %29 : i64
    llvm.cond_br %8757, ^bb1109, ^bb1119
  ^bb1109:  // pred: ^bb1108
    llvm.br ^bb1110(%30 : i64)
  ^bb1110(%8758: i64):  // 2 preds: ^bb1109, ^bb1117
    %8759 = llvm.icmp "slt" %8758, %17 : i64
    llvm.cond_br %8759, ^bb1111, ^bb1118
  ^bb1111:  // pred: ^bb1110
    llvm.br ^bb1112(%30 : i64)
  ^bb1112(%8760: i64):  // 2 preds: ^bb1111, ^bb1116
    %8761 = llvm.icmp "slt" %8760, %16 : i64
    llvm.cond_br %8761, ^bb1113, ^bb1117
  ^bb1113:  // pred: ^bb1112
    llvm.br ^bb1114(%30 : i64)
  ^bb1114(%8762: i64):  // 2 preds: ^bb1113, ^bb1115
    %8763 = llvm.icmp "slt" %8762, %16 : i64
    llvm.cond_br %8763, ^bb1115, ^bb1116
  ^bb1115:  // pred: ^bb1114
    %8764 = llvm.extractvalue %8501[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8765 = llvm.mlir.constant(4096 : index) : i64
    %8766 = llvm.mul %8756, %8765 overflow<nsw, nuw> : i64
    %8767 = llvm.mlir.constant(16 : index) : i64
    %8768 = llvm.mul %8758, %8767 overflow<nsw, nuw> : i64
    %8769 = llvm.add %8766, %8768 overflow<nsw, nuw> : i64
    %8770 = llvm.mlir.constant(4 : index) : i64
    %8771 = llvm.mul %8760, %8770 overflow<nsw, nuw> : i64
    %8772 = llvm.add %8769, %8771 overflow<nsw, nuw> : i64
    %8773 = llvm.add %8772, %8762 overflow<nsw, nuw> : i64
    %8774 = llvm.getelementptr inbounds|nuw %8764[%8773] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8775 = llvm.load %8774 : !llvm.ptr -> f32
    %8776 = llvm.extractvalue %8755[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8777 = llvm.mlir.constant(7 : index) : i64
    %8778 = llvm.getelementptr %8776[%8777] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8779 = llvm.mlir.constant(9216 : index) : i64
    %8780 = llvm.mul %8756, %8779 overflow<nsw, nuw> : i64
    %8781 = llvm.mlir.constant(36 : index) : i64
    %8782 = llvm.mul %8758, %8781 overflow<nsw, nuw> : i64
    %8783 = llvm.add %8780, %8782 overflow<nsw, nuw> : i64
    %8784 = llvm.mlir.constant(6 : index) : i64
    %8785 = llvm.mul %8760, %8784 overflow<nsw, nuw> : i64
    %8786 = llvm.add %8783, %8785 overflow<nsw, nuw> : i64
    %8787 = llvm.add %8786, %8762 overflow<nsw, nuw> : i64
    %8788 = llvm.getelementptr inbounds|nuw %8778[%8787] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8775, %8788 : f32, !llvm.ptr
    %8789 = llvm.add %8762, %29 : i64
    llvm.br ^bb1114(%8789 : i64)
  ^bb1116:  // pred: ^bb1114
    %8790 = llvm.add %8760, %29 : i64
    llvm.br ^bb1112(%8790 : i64)
  ^bb1117:  // pred: ^bb1112
    %8791 = llvm.add %8758, %29 : i64
    llvm.br ^bb1110(%8791 : i64)
  ^bb1118:  // pred: ^bb1110
    %8792 = llvm.add %8756, %29 : i64
    llvm.br ^bb1108(%8792 : i64)
  ^bb1119:  // pred: ^bb1108
    %8793 = llvm.mlir.constant(1 : index) : i64
    %8794 = llvm.mlir.constant(256 : index) : i64
    %8795 = llvm.mlir.constant(4 : index) : i64
    %8796 = llvm.mlir.constant(4 : index) : i64
    %8797 = llvm.mlir.constant(1 : index) : i64
    %8798 = llvm.mlir.constant(16 : index) : i64
    %8799 = llvm.mlir.constant(4096 : index) : i64
    %8800 = llvm.mlir.constant(4096 : index) : i64
    %8801 = llvm.mlir.zero : !llvm.ptr
    %8802 = llvm.getelementptr %8801[%8800] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8803 = llvm.ptrtoint %8802 : !llvm.ptr to i64
    %8804 = llvm.mlir.constant(64 : index) : i64
    %8805 = llvm.add %8803, %8804 : i64
    %8806 = llvm.call @malloc(%8805) : (i64) -> !llvm.ptr
    %8807 = llvm.ptrtoint %8806 : !llvm.ptr to i64
    %8808 = llvm.mlir.constant(1 : index) : i64
    %8809 = llvm.sub %8804, %8808 : i64
    %8810 = llvm.add %8807, %8809 : i64
    %8811 = llvm.urem %8810, %8804 : i64
    %8812 = llvm.sub %8810, %8811 : i64
    %8813 = llvm.inttoptr %8812 : i64 to !llvm.ptr
    %8814 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8815 = llvm.insertvalue %8806, %8814[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8816 = llvm.insertvalue %8813, %8815[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8817 = llvm.mlir.constant(0 : index) : i64
    %8818 = llvm.insertvalue %8817, %8816[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8819 = llvm.insertvalue %8793, %8818[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8820 = llvm.insertvalue %8794, %8819[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8821 = llvm.insertvalue %8795, %8820[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8822 = llvm.insertvalue %8796, %8821[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8823 = llvm.insertvalue %8799, %8822[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8824 = llvm.insertvalue %8798, %8823[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8825 = llvm.insertvalue %8796, %8824[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8826 = llvm.insertvalue %8797, %8825[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1120(%30 : i64)
  ^bb1120(%8827: i64):  // 2 preds: ^bb1119, ^bb1130
    %8828 = llvm.icmp "slt" %8827, %29 : i64
    llvm.cond_br %8828, ^bb1121, ^bb1131
  ^bb1121:  // pred: ^bb1120
    llvm.br ^bb1122(%30 : i64)
  ^bb1122(%8829: i64):  // 2 preds: ^bb1121, ^bb1129
    %8830 = llvm.icmp "slt" %8829, %17 : i64
    llvm.cond_br %8830, ^bb1123, ^bb1130
  ^bb1123:  // pred: ^bb1122
    llvm.br ^bb1124(%30 : i64)
  ^bb1124(%8831: i64):  // 2 preds: ^bb1123, ^bb1128
    %8832 = llvm.icmp "slt" %8831, %16 : i64
    llvm.cond_br %8832, ^bb1125, ^bb1129
  ^bb1125:  // pred: ^bb1124
    llvm.br ^bb1126(%30 : i64)
  ^bb1126(%8833: i64):  // 2 preds: ^bb1125, ^bb1127
    %8834 = llvm.icmp "slt" %8833, %16 : i64
    llvm.cond_br %8834, ^bb1127, ^bb1128
  ^bb1127:  // pred: ^bb1126
    %8835 = llvm.extractvalue %7508[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8836 = llvm.mlir.constant(4096 : index) : i64
    %8837 = llvm.mul %8827, %8836 overflow<nsw, nuw> : i64
    %8838 = llvm.mlir.constant(16 : index) : i64
    %8839 = llvm.mul %8829, %8838 overflow<nsw, nuw> : i64
    %8840 = llvm.add %8837, %8839 overflow<nsw, nuw> : i64
    %8841 = llvm.mlir.constant(4 : index) : i64
    %8842 = llvm.mul %8831, %8841 overflow<nsw, nuw> : i64
    %8843 = llvm.add %8840, %8842 overflow<nsw, nuw> : i64
    %8844 = llvm.add %8843, %8833 overflow<nsw, nuw> : i64
    %8845 = llvm.getelementptr inbounds|nuw %8835[%8844] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8846 = llvm.load %8845 : !llvm.ptr -> f32
    %8847 = llvm.extractvalue %8826[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8848 = llvm.mlir.constant(4096 : index) : i64
    %8849 = llvm.mul %8827, %8848 overflow<nsw, nuw> : i64
    %8850 = llvm.mlir.constant(16 : index) : i64
    %8851 = llvm.mul %8829, %8850 overflow<nsw, nuw> : i64
    %8852 = llvm.add %8849, %8851 overflow<nsw, nuw> : i64
    %8853 = llvm.mlir.constant(4 : index) : i64
    %8854 = llvm.mul %8831, %8853 overflow<nsw, nuw> : i64
    %8855 = llvm.add %8852, %8854 overflow<nsw, nuw> : i64
    %8856 = llvm.add %8855, %8833 overflow<nsw, nuw> : i64
    %8857 = llvm.getelementptr inbounds|nuw %8847[%8856] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8846, %8857 : f32, !llvm.ptr
    %8858 = llvm.add %8833, %29 : i64
    llvm.br ^bb1126(%8858 : i64)
  ^bb1128:  // pred: ^bb1126
    %8859 = llvm.add %8831, %29 : i64
    llvm.br ^bb1124(%8859 : i64)
  ^bb1129:  // pred: ^bb1124
    %8860 = llvm.add %8829, %29 : i64
    llvm.br ^bb1122(%8860 : i64)
  ^bb1130:  // pred: ^bb1122
    %8861 = llvm.add %8827, %29 : i64
    llvm.br ^bb1120(%8861 : i64)
  ^bb1131:  // pred: ^bb1120
    llvm.br ^bb1132(%30 : i64)
  ^bb1132(%8862: i64):  // 2 preds: ^bb1131, ^bb1151
    %8863 = llvm.icmp "slt" %8862, %29 : i64
    llvm.cond_br %8863, ^bb1133, ^bb1152
  ^bb1133:  // pred: ^bb1132
    llvm.br ^bb1134(%30 : i64)
  ^bb1134(%8864: i64):  // 2 preds: ^bb1133, ^bb1150
    %8865 = llvm.icmp "slt" %8864, %17 : i64
    llvm.cond_br %8865, ^bb1135, ^bb1151
  ^bb1135:  // pred: ^bb1134
    llvm.br ^bb1136(%30 : i64)
  ^bb1136(%8866: i64):  // 2 preds: ^bb1135, ^bb1149
    %8867 = llvm.icmp "slt" %8866, %16 : i64
    llvm.cond_br %8867, ^bb1137, ^bb1150
  ^bb1137:  // pred: ^bb1136
    llvm.br ^bb1138(%30 : i64)
  ^bb1138(%8868: i64):  // 2 preds: ^bb1137, ^bb1148
    %8869 = llvm.icmp "slt" %8868, %16 : i64
    llvm.cond_br %8869, ^bb1139, ^bb1149
  ^bb1139:  // pred: ^bb1138
    llvm.br ^bb1140(%30 : i64)
  ^bb1140(%8870: i64):  // 2 preds: ^bb1139, ^bb1147
    %8871 = llvm.icmp "slt" %8870, %17 : i64
    llvm.cond_br %8871, ^bb1141, ^bb1148
  ^bb1141:  // pred: ^bb1140
    llvm.br ^bb1142(%30 : i64)
  ^bb1142(%8872: i64):  // 2 preds: ^bb1141, ^bb1146
    %8873 = llvm.icmp "slt" %8872, %28 : i64
    llvm.cond_br %8873, ^bb1143, ^bb1147
  ^bb1143:  // pred: ^bb1142
    llvm.br ^bb1144(%30 : i64)
  ^bb1144(%8874: i64):  // 2 preds: ^bb1143, ^bb1145
    %8875 = llvm.icmp "slt" %8874, %28 : i64
    llvm.cond_br %8875, ^bb1145, ^bb1146
  ^bb1145:  // pred: ^bb1144
    %8876 = llvm.add %8866, %8872 : i64
    %8877 = llvm.add %8868, %8874 : i64
    %8878 = llvm.extractvalue %8697[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8879 = llvm.mlir.constant(9216 : index) : i64
    %8880 = llvm.mul %8862, %8879 overflow<nsw, nuw> : i64
    %8881 = llvm.mlir.constant(36 : index) : i64
    %8882 = llvm.mul %8870, %8881 overflow<nsw, nuw> : i64
    %8883 = llvm.add %8880, %8882 overflow<nsw, nuw> : i64
    %8884 = llvm.mlir.constant(6 : index) : i64
    %8885 = llvm.mul %8876, %8884 overflow<nsw, nuw> : i64
    %8886 = llvm.add %8883, %8885 overflow<nsw, nuw> : i64
    %8887 = llvm.add %8886, %8877 overflow<nsw, nuw> : i64
    %8888 = llvm.getelementptr inbounds|nuw %8878[%8887] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8889 = llvm.load %8888 : !llvm.ptr -> f32
    %8890 = llvm.extractvalue %713[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8891 = llvm.mlir.constant(2304 : index) : i64
    %8892 = llvm.mul %8864, %8891 overflow<nsw, nuw> : i64
    %8893 = llvm.mlir.constant(9 : index) : i64
    %8894 = llvm.mul %8870, %8893 overflow<nsw, nuw> : i64
    %8895 = llvm.add %8892, %8894 overflow<nsw, nuw> : i64
    %8896 = llvm.mlir.constant(3 : index) : i64
    %8897 = llvm.mul %8872, %8896 overflow<nsw, nuw> : i64
    %8898 = llvm.add %8895, %8897 overflow<nsw, nuw> : i64
    %8899 = llvm.add %8898, %8874 overflow<nsw, nuw> : i64
    %8900 = llvm.getelementptr inbounds|nuw %8890[%8899] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8901 = llvm.load %8900 : !llvm.ptr -> f32
    %8902 = llvm.extractvalue %8826[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8903 = llvm.mlir.constant(4096 : index) : i64
    %8904 = llvm.mul %8862, %8903 overflow<nsw, nuw> : i64
    %8905 = llvm.mlir.constant(16 : index) : i64
    %8906 = llvm.mul %8864, %8905 overflow<nsw, nuw> : i64
    %8907 = llvm.add %8904, %8906 overflow<nsw, nuw> : i64
    %8908 = llvm.mlir.constant(4 : index) : i64
    %8909 = llvm.mul %8866, %8908 overflow<nsw, nuw> : i64
    %8910 = llvm.add %8907, %8909 overflow<nsw, nuw> : i64
    %8911 = llvm.add %8910, %8868 overflow<nsw, nuw> : i64
    %8912 = llvm.getelementptr inbounds|nuw %8902[%8911] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8913 = llvm.load %8912 : !llvm.ptr -> f32
    %8914 = llvm.fmul %8889, %8901 : f32
    %8915 = llvm.fadd %8913, %8914 : f32
    %8916 = llvm.extractvalue %8826[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8917 = llvm.mlir.constant(4096 : index) : i64
    %8918 = llvm.mul %8862, %8917 overflow<nsw, nuw> : i64
    %8919 = llvm.mlir.constant(16 : index) : i64
    %8920 = llvm.mul %8864, %8919 overflow<nsw, nuw> : i64
    %8921 = llvm.add %8918, %8920 overflow<nsw, nuw> : i64
    %8922 = llvm.mlir.constant(4 : index) : i64
    %8923 = llvm.mul %8866, %8922 overflow<nsw, nuw> : i64
    %8924 = llvm.add %8921, %8923 overflow<nsw, nuw> : i64
    %8925 = llvm.add %8924, %8868 overflow<nsw, nuw> : i64
    %8926 = llvm.getelementptr inbounds|nuw %8916[%8925] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8915, %8926 : f32, !llvm.ptr
    %8927 = llvm.add %8874, %29 : i64
    llvm.br ^bb1144(%8927 : i64)
  ^bb1146:  // pred: ^bb1144
    %8928 = llvm.add %8872, %29 : i64
    llvm.br ^bb1142(%8928 : i64)
  ^bb1147:  // pred: ^bb1142
    %8929 = llvm.add %8870, %29 : i64
    llvm.br ^bb1140(%8929 : i64)
  ^bb1148:  // pred: ^bb1140
    %8930 = llvm.add %8868, %29 : i64
    llvm.br ^bb1138(%8930 : i64)
  ^bb1149:  // pred: ^bb1138
    %8931 = llvm.add %8866, %29 : i64
    llvm.br ^bb1136(%8931 : i64)
  ^bb1150:  // pred: ^bb1136
    %8932 = llvm.add %8864, %29 : i64
    llvm.br ^bb1134(%8932 : i64)
  ^bb1151:  // pred: ^bb1134
    %8933 = llvm.add %8862, %29 : i64
    llvm.br ^bb1132(%8933 : i64)
  ^bb1152:  // pred: ^bb1132
    %8934 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8935 = llvm.extractvalue %669[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8936 = llvm.extractvalue %669[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8937 = llvm.insertvalue %8935, %8934[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8938 = llvm.insertvalue %8936, %8937[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8939 = llvm.mlir.constant(0 : index) : i64
    %8940 = llvm.insertvalue %8939, %8938[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8941 = llvm.mlir.constant(256 : index) : i64
    %8942 = llvm.insertvalue %8941, %8940[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8943 = llvm.mlir.constant(1 : index) : i64
    %8944 = llvm.insertvalue %8943, %8942[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8945 = llvm.mlir.constant(1 : index) : i64
    %8946 = llvm.insertvalue %8945, %8944[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8947 = llvm.mlir.constant(1 : index) : i64
    %8948 = llvm.insertvalue %8947, %8946[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8949 = llvm.mlir.constant(1 : index) : i64
    %8950 = llvm.insertvalue %8949, %8948[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8951 = llvm.mlir.constant(1 : index) : i64
    %8952 = llvm.insertvalue %8951, %8950[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8953 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8954 = llvm.extractvalue %685[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8955 = llvm.extractvalue %685[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8956 = llvm.insertvalue %8954, %8953[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8957 = llvm.insertvalue %8955, %8956[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8958 = llvm.mlir.constant(0 : index) : i64
    %8959 = llvm.insertvalue %8958, %8957[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8960 = llvm.mlir.constant(256 : index) : i64
    %8961 = llvm.insertvalue %8960, %8959[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8962 = llvm.mlir.constant(1 : index) : i64
    %8963 = llvm.insertvalue %8962, %8961[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8964 = llvm.mlir.constant(1 : index) : i64
    %8965 = llvm.insertvalue %8964, %8963[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8966 = llvm.mlir.constant(1 : index) : i64
    %8967 = llvm.insertvalue %8966, %8965[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8968 = llvm.mlir.constant(1 : index) : i64
    %8969 = llvm.insertvalue %8968, %8967[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8970 = llvm.mlir.constant(1 : index) : i64
    %8971 = llvm.insertvalue %8970, %8969[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8972 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8973 = llvm.extractvalue %653[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8974 = llvm.extractvalue %653[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8975 = llvm.insertvalue %8973, %8972[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8976 = llvm.insertvalue %8974, %8975[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8977 = llvm.mlir.constant(0 : index) : i64
    %8978 = llvm.insertvalue %8977, %8976[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8979 = llvm.mlir.constant(256 : index) : i64
    %8980 = llvm.insertvalue %8979, %8978[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8981 = llvm.mlir.constant(1 : index) : i64
    %8982 = llvm.insertvalue %8981, %8980[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8983 = llvm.mlir.constant(1 : index) : i64
    %8984 = llvm.insertvalue %8983, %8982[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8985 = llvm.mlir.constant(1 : index) : i64
    %8986 = llvm.insertvalue %8985, %8984[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8987 = llvm.mlir.constant(1 : index) : i64
    %8988 = llvm.insertvalue %8987, %8986[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8989 = llvm.mlir.constant(1 : index) : i64
    %8990 = llvm.insertvalue %8989, %8988[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8991 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8992 = llvm.extractvalue %637[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8993 = llvm.extractvalue %637[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8994 = llvm.insertvalue %8992, %8991[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8995 = llvm.insertvalue %8993, %8994[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8996 = llvm.mlir.constant(0 : index) : i64
    %8997 = llvm.insertvalue %8996, %8995[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8998 = llvm.mlir.constant(256 : index) : i64
    %8999 = llvm.insertvalue %8998, %8997[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9000 = llvm.mlir.constant(1 : index) : i64
    %9001 = llvm.insertvalue %9000, %8999[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9002 = llvm.mlir.constant(1 : index) : i64
    %9003 = llvm.insertvalue %9002, %9001[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9004 = llvm.mlir.constant(1 : index) : i64
    %9005 = llvm.insertvalue %9004, %9003[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9006 = llvm.mlir.constant(1 : index) : i64
    %9007 = llvm.insertvalue %9006, %9005[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9008 = llvm.mlir.constant(1 : index) : i64
    %9009 = llvm.insertvalue %9008, %9007[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9010 = llvm.mlir.constant(1 : index) : i64
    %9011 = llvm.mlir.constant(256 : index) : i64
    %9012 = llvm.mlir.constant(4 : index) : i64
    %9013 = llvm.mlir.constant(4 : index) : i64
    %9014 = llvm.mlir.constant(1 : index) : i64
    %9015 = llvm.mlir.constant(16 : index) : i64
    %9016 = llvm.mlir.constant(4096 : index) : i64
    %9017 = llvm.mlir.constant(4096 : index) : i64
    %9018 = llvm.mlir.zero : !llvm.ptr
    %9019 = llvm.getelementptr %9018[%9017] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9020 = llvm.ptrtoint %9019 : !llvm.ptr to i64
    %9021 = llvm.mlir.constant(64 : index) : i64
    %9022 = llvm.add %9020, %9021 : i64
    %9023 = llvm.call @malloc(%9022) : (i64) -> !llvm.ptr
    %9024 = llvm.ptrtoint %9023 : !llvm.ptr to i64
    %9025 = llvm.mlir.constant(1 : index) : i64
    %9026 = llvm.sub %9021, %9025 : i64
    %9027 = llvm.add %9024, %9026 : i64
    %9028 = llvm.urem %9027, %9021 : i64
    %9029 = llvm.sub %9027, %9028 : i64
    %9030 = llvm.inttoptr %9029 : i64 to !llvm.ptr
    %9031 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9032 = llvm.insertvalue %9023, %9031[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9033 = llvm.insertvalue %9030, %9032[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9034 = llvm.mlir.constant(0 : index) : i64
    %9035 = llvm.insertvalue %9034, %9033[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9036 = llvm.insertvalue %9010, %9035[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9037 = llvm.insertvalue %9011, %9036[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9038 = llvm.insertvalue %9012, %9037[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9039 = llvm.insertvalue %9013, %9038[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9040 = llvm.insertvalue %9016, %9039[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9041 = llvm.insertvalue %9015, %9040[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9042 = llvm.insertvalue %9013, %9041[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9043 = llvm.insertvalue %9014, %9042[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1153(%30 : i64)
  ^bb1153(%9044: i64):  // 2 preds: ^bb1152, ^bb1163
    %9045 = llvm.icmp "slt" %9044, %29 : i64
    llvm.cond_br %9045, ^bb1154, ^bb1164
  ^bb1154:  // pred: ^bb1153
    llvm.br ^bb1155(%30 : i64)
  ^bb1155(%9046: i64):  // 2 preds: ^bb1154, ^bb1162
    %9047 = llvm.icmp "slt" %9046, %17 : i64
    llvm.cond_br %9047, ^bb1156, ^bb1163
  ^bb1156:  // pred: ^bb1155
    llvm.br ^bb1157(%30 : i64)
  ^bb1157(%9048: i64):  // 2 preds: ^bb1156, ^bb1161
    %9049 = llvm.icmp "slt" %9048, %16 : i64
    llvm.cond_br %9049, ^bb1158, ^bb1162
  ^bb1158:  // pred: ^bb1157
    llvm.br ^bb1159(%30 : i64)
  ^bb1159(%9050: i64):  // 2 preds: ^bb1158, ^bb1160
    %9051 = llvm.icmp "slt" %9050, %16 : i64
    llvm.cond_br %9051, ^bb1160, ^bb1161
  ^bb1160:  // pred: ^bb1159
    %9052 = llvm.extractvalue %8826[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9053 = llvm.mlir.constant(4096 : index) : i64
    %9054 = llvm.mul %9044, %9053 overflow<nsw, nuw> : i64
    %9055 = llvm.mlir.constant(16 : index) : i64
    %9056 = llvm.mul %9046, %9055 overflow<nsw, nuw> : i64
    %9057 = llvm.add %9054, %9056 overflow<nsw, nuw> : i64
    %9058 = llvm.mlir.constant(4 : index) : i64
    %9059 = llvm.mul %9048, %9058 overflow<nsw, nuw> : i64
    %9060 = llvm.add %9057, %9059 overflow<nsw, nuw> : i64
    %9061 = llvm.add %9060, %9050 overflow<nsw, nuw> : i64
    %9062 = llvm.getelementptr inbounds|nuw %9052[%9061] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9063 = llvm.load %9062 : !llvm.ptr -> f32
    %9064 = llvm.extractvalue %8971[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9065 = llvm.add %9046, %30 overflow<nsw, nuw> : i64
    %9066 = llvm.add %9065, %30 overflow<nsw, nuw> : i64
    %9067 = llvm.getelementptr inbounds|nuw %9064[%9066] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9068 = llvm.load %9067 : !llvm.ptr -> f32
    %9069 = llvm.extractvalue %8952[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9070 = llvm.add %9046, %30 overflow<nsw, nuw> : i64
    %9071 = llvm.add %9070, %30 overflow<nsw, nuw> : i64
    %9072 = llvm.getelementptr inbounds|nuw %9069[%9071] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9073 = llvm.load %9072 : !llvm.ptr -> f32
    %9074 = llvm.extractvalue %8990[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9075 = llvm.add %9046, %30 overflow<nsw, nuw> : i64
    %9076 = llvm.add %9075, %30 overflow<nsw, nuw> : i64
    %9077 = llvm.getelementptr inbounds|nuw %9074[%9076] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9078 = llvm.load %9077 : !llvm.ptr -> f32
    %9079 = llvm.extractvalue %9009[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9080 = llvm.add %9046, %30 overflow<nsw, nuw> : i64
    %9081 = llvm.add %9080, %30 overflow<nsw, nuw> : i64
    %9082 = llvm.getelementptr inbounds|nuw %9079[%9081] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9083 = llvm.load %9082 : !llvm.ptr -> f32
    %9084 = llvm.fptrunc %32 : f64 to f32
    %9085 = llvm.fadd %9073, %9084 : f32
    %9086 = llvm.intr.sqrt(%9085) : (f32) -> f32
    %9087 = llvm.fdiv %34, %9086 : f32
    %9088 = llvm.fsub %9063, %9068 : f32
    %9089 = llvm.fmul %9088, %9087 : f32
    %9090 = llvm.fmul %9089, %9078 : f32
    %9091 = llvm.fadd %9090, %9083 : f32
    %9092 = llvm.fcmp "ugt" %9091, %33 : f32
    %9093 = llvm.select %9092, %9091, %33 : i1, f32
    %9094 = llvm.extractvalue %9043[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9095 = llvm.mlir.constant(4096 : index) : i64
    %9096 = llvm.mul %9044, %9095 overflow<nsw, nuw> : i64
    %9097 = llvm.mlir.constant(16 : index) : i64
    %9098 = llvm.mul %9046, %9097 overflow<nsw, nuw> : i64
    %9099 = llvm.add %9096, %9098 overflow<nsw, nuw> : i64
    %9100 = llvm.mlir.constant(4 : index) : i64
    %9101 = llvm.mul %9048, %9100 overflow<nsw, nuw> : i64
    %9102 = llvm.add %9099, %9101 overflow<nsw, nuw> : i64
    %9103 = llvm.add %9102, %9050 overflow<nsw, nuw> : i64
    %9104 = llvm.getelementptr inbounds|nuw %9094[%9103] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9093, %9104 : f32, !llvm.ptr
    %9105 = llvm.add %9050, %29 : i64
    llvm.br ^bb1159(%9105 : i64)
  ^bb1161:  // pred: ^bb1159
    %9106 = llvm.add %9048, %29 : i64
    llvm.br ^bb1157(%9106 : i64)
  ^bb1162:  // pred: ^bb1157
    %9107 = llvm.add %9046, %29 : i64
    llvm.br ^bb1155(%9107 : i64)
  ^bb1163:  // pred: ^bb1155
    %9108 = llvm.add %9044, %29 : i64
    llvm.br ^bb1153(%9108 : i64)
  ^bb1164:  // pred: ^bb1153
    %9109 = llvm.mlir.constant(1 : index) : i64
    %9110 = llvm.mlir.constant(256 : index) : i64
    %9111 = llvm.mlir.constant(6 : index) : i64
    %9112 = llvm.mlir.constant(6 : index) : i64
    %9113 = llvm.mlir.constant(1 : index) : i64
    %9114 = llvm.mlir.constant(36 : index) : i64
    %9115 = llvm.mlir.constant(9216 : index) : i64
    %9116 = llvm.mlir.constant(9216 : index) : i64
    %9117 = llvm.mlir.zero : !llvm.ptr
    %9118 = llvm.getelementptr %9117[%9116] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9119 = llvm.ptrtoint %9118 : !llvm.ptr to i64
    %9120 = llvm.mlir.constant(64 : index) : i64
    %9121 = llvm.add %9119, %9120 : i64
    %9122 = llvm.call @malloc(%9121) : (i64) -> !llvm.ptr
    %9123 = llvm.ptrtoint %9122 : !llvm.ptr to i64
    %9124 = llvm.mlir.constant(1 : index) : i64
    %9125 = llvm.sub %9120, %9124 : i64
    %9126 = llvm.add %9123, %9125 : i64
    %9127 = llvm.urem %9126, %9120 : i64
    %9128 = llvm.sub %9126, %9127 : i64
    %9129 = llvm.inttoptr %9128 : i64 to !llvm.ptr
    %9130 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9131 = llvm.insertvalue %9122, %9130[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9132 = llvm.insertvalue %9129, %9131[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9133 = llvm.mlir.constant(0 : index) : i64
    %9134 = llvm.insertvalue %9133, %9132[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9135 = llvm.insertvalue %9109, %9134[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9136 = llvm.insertvalue %9110, %9135[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9137 = llvm.insertvalue %9111, %9136[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9138 = llvm.insertvalue %9112, %9137[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9139 = llvm.insertvalue %9115, %9138[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9140 = llvm.insertvalue %9114, %9139[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9141 = llvm.insertvalue %9112, %9140[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9142 = llvm.insertvalue %9113, %9141[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1165(%30 : i64)
  ^bb1165(%9143: i64):  // 2 preds: ^bb1164, ^bb1175
    %9144 = llvm.icmp "slt" %9143, %29 : i64
    llvm.cond_br %9144, ^bb1166, ^bb1176
  ^bb1166:  // pred: ^bb1165
    llvm.br ^bb1167(%30 : i64)
  ^bb1167(%9145: i64):  // 2 preds: ^bb1166, ^bb1174
    %9146 = llvm.icmp "slt" %9145, %17 : i64
    llvm.cond_br %9146, ^bb1168, ^bb1175
  ^bb1168:  // pred: ^bb1167
    llvm.br ^bb1169(%30 : i64)
  ^bb1169(%9147: i64):  // 2 preds: ^bb1168, ^bb1173
    %9148 = llvm.icmp "slt" %9147, %15 : i64
    llvm.cond_br %9148, ^bb1170, ^bb1174
  ^bb1170:  // pred: ^bb1169
    llvm.br ^bb1171(%30 : i64)
  ^bb1171(%9149: i64):  // 2 preds: ^bb1170, ^bb1172
    %9150 = llvm.icmp "slt" %9149, %15 : i64
    llvm.cond_br %9150, ^bb1172, ^bb1173
  ^bb1172:  // pred: ^bb1171
    %9151 = llvm.extractvalue %9142[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9152 = llvm.mlir.constant(9216 : index) : i64
    %9153 = llvm.mul %9143, %9152 overflow<nsw, nuw> : i64
    %9154 = llvm.mlir.constant(36 : index) : i64
    %9155 = llvm.mul %9145, %9154 overflow<nsw, nuw> : i64
    %9156 = llvm.add %9153, %9155 overflow<nsw, nuw> : i64
    %9157 = llvm.mlir.constant(6 : index) : i64
    %9158 = llvm.mul %9147, %9157 overflow<nsw, nuw> : i64
    %9159 = llvm.add %9156, %9158 overflow<nsw, nuw> : i64
    %9160 = llvm.add %9159, %9149 overflow<nsw, nuw> : i64
    %9161 = llvm.getelementptr inbounds|nuw %9151[%9160] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %9161 : f32, !llvm.ptr
    %9162 = llvm.add %9149, %29 : i64
    llvm.br ^bb1171(%9162 : i64)
  ^bb1173:  // pred: ^bb1171
    %9163 = llvm.add %9147, %29 : i64
    llvm.br ^bb1169(%9163 : i64)
  ^bb1174:  // pred: ^bb1169
    %9164 = llvm.add %9145, %29 : i64
    llvm.br ^bb1167(%9164 : i64)
  ^bb1175:  // pred: ^bb1167
    %9165 = llvm.add %9143, %29 : i64
    llvm.br ^bb1165(%9165 : i64)
  ^bb1176:  // pred: ^bb1165
    %9166 = llvm.mlir.constant(1 : index) : i64
    %9167 = llvm.mlir.constant(256 : index) : i64
    %9168 = llvm.mlir.constant(6 : index) : i64
    %9169 = llvm.mlir.constant(6 : index) : i64
    %9170 = llvm.mlir.constant(1 : index) : i64
    %9171 = llvm.mlir.constant(36 : index) : i64
    %9172 = llvm.mlir.constant(9216 : index) : i64
    %9173 = llvm.mlir.constant(9216 : index) : i64
    %9174 = llvm.mlir.zero : !llvm.ptr
    %9175 = llvm.getelementptr %9174[%9173] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9176 = llvm.ptrtoint %9175 : !llvm.ptr to i64
    %9177 = llvm.mlir.constant(64 : index) : i64
    %9178 = llvm.add %9176, %9177 : i64
    %9179 = llvm.call @malloc(%9178) : (i64) -> !llvm.ptr
    %9180 = llvm.ptrtoint %9179 : !llvm.ptr to i64
    %9181 = llvm.mlir.constant(1 : index) : i64
    %9182 = llvm.sub %9177, %9181 : i64
    %9183 = llvm.add %9180, %9182 : i64
    %9184 = llvm.urem %9183, %9177 : i64
    %9185 = llvm.sub %9183, %9184 : i64
    %9186 = llvm.inttoptr %9185 : i64 to !llvm.ptr
    %9187 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9188 = llvm.insertvalue %9179, %9187[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9189 = llvm.insertvalue %9186, %9188[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9190 = llvm.mlir.constant(0 : index) : i64
    %9191 = llvm.insertvalue %9190, %9189[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9192 = llvm.insertvalue %9166, %9191[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9193 = llvm.insertvalue %9167, %9192[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9194 = llvm.insertvalue %9168, %9193[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9195 = llvm.insertvalue %9169, %9194[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9196 = llvm.insertvalue %9172, %9195[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9197 = llvm.insertvalue %9171, %9196[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9198 = llvm.insertvalue %9169, %9197[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9199 = llvm.insertvalue %9170, %9198[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1177(%30 : i64)
  ^bb1177(%9200: i64):  // 2 preds: ^bb1176, ^bb1187
    %9201 = llvm.icmp "slt" %9200, %29 : i64
    llvm.cond_br %9201, ^bb1178, ^bb1188
  ^bb1178:  // pred: ^bb1177
    llvm.br ^bb1179(%30 : i64)
  ^bb1179(%9202: i64):  // 2 preds: ^bb1178, ^bb1186
    %9203 = llvm.icmp "slt" %9202, %17 : i64
    llvm.cond_br %9203, ^bb1180, ^bb1187
  ^bb1180:  // pred: ^bb1179
    llvm.br ^bb1181(%30 : i64)
  ^bb1181(%9204: i64):  // 2 preds: ^bb1180, ^bb1185
    %9205 = llvm.icmp "slt" %9204, %15 : i64
    llvm.cond_br %9205, ^bb1182, ^bb1186
  ^bb1182:  // pred: ^bb1181
    llvm.br ^bb1183(%30 : i64)
  ^bb1183(%9206: i64):  // 2 preds: ^bb1182, ^bb1184
    %9207 = llvm.icmp "slt" %9206, %15 : i64
    llvm.cond_br %9207, ^bb1184, ^bb1185
  ^bb1184:  // pred: ^bb1183
    %9208 = llvm.extractvalue %9142[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9209 = llvm.mlir.constant(9216 : index) : i64
    %9210 = llvm.mul %9200, %9209 overflow<nsw, nuw> : i64
    %9211 = llvm.mlir.constant(36 : index) : i64
    %9212 = llvm.mul %9202, %9211 overflow<nsw, nuw> : i64
    %9213 = llvm.add %9210, %9212 overflow<nsw, nuw> : i64
    %9214 = llvm.mlir.constant(6 : index) : i64
    %9215 = llvm.mul %9204, %9214 overflow<nsw, nuw> : i64
    %9216 = llvm.add %9213, %9215 overflow<nsw, nuw> : i64
    %9217 = llvm.add %9216, %9206 overflow<nsw, nuw> : i64
    %9218 = llvm.getelementptr inbounds|nuw %9208[%9217] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9219 = llvm.load %9218 : !llvm.ptr -> f32
    %9220 = llvm.extractvalue %9199[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9221 = llvm.mlir.constant(9216 : index) : i64
    %9222 = llvm.mul %9200, %9221 overflow<nsw, nuw> : i64
    %9223 = llvm.mlir.constant(36 : index) : i64
    %9224 = llvm.mul %9202, %9223 overflow<nsw, nuw> : i64
    %9225 = llvm.add %9222, %9224 overflow<nsw, nuw> : i64
    %9226 = llvm.mlir.constant(6 : index) : i64
    %9227 = llvm.mul %9204, %9226 overflow<nsw, nuw> : i64
    %9228 = llvm.add %9225, %9227 overflow<nsw, nuw> : i64
    %9229 = llvm.add %9228, %9206 overflow<nsw, nuw> : i64
    %9230 = llvm.getelementptr inbounds|nuw %9220[%9229] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9219, %9230 : f32, !llvm.ptr
    %9231 = llvm.add %9206, %29 : i64
    llvm.br ^bb1183(%9231 : i64)
  ^bb1185:  // pred: ^bb1183
    %9232 = llvm.add %9204, %29 : i64
    llvm.br ^bb1181(%9232 : i64)
  ^bb1186:  // pred: ^bb1181
    %9233 = llvm.add %9202, %29 : i64
    llvm.br ^bb1179(%9233 : i64)
  ^bb1187:  // pred: ^bb1179
    %9234 = llvm.add %9200, %29 : i64
    llvm.br ^bb1177(%9234 : i64)
  ^bb1188:  // pred: ^bb1177
    %9235 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9236 = llvm.extractvalue %9199[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9237 = llvm.extractvalue %9199[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9238 = llvm.insertvalue %9236, %9235[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9239 = llvm.insertvalue %9237, %9238[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9240 = llvm.mlir.constant(7 : index) : i64
    %9241 = llvm.insertvalue %9240, %9239[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9242 = llvm.mlir.constant(1 : index) : i64
    %9243 = llvm.insertvalue %9242, %9241[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9244 = llvm.mlir.constant(9216 : index) : i64
    %9245 = llvm.insertvalue %9244, %9243[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9246 = llvm.mlir.constant(256 : index) : i64
    %9247 = llvm.insertvalue %9246, %9245[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9248 = llvm.mlir.constant(36 : index) : i64
    %9249 = llvm.insertvalue %9248, %9247[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9250 = llvm.mlir.constant(4 : index) : i64
    %9251 = llvm.insertvalue %9250, %9249[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9252 = llvm.mlir.constant(6 : index) : i64
    %9253 = llvm.insertvalue %9252, %9251[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9254 = llvm.mlir.constant(4 : index) : i64
    %9255 = llvm.insertvalue %9254, %9253[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9256 = llvm.mlir.constant(1 : index) : i64
    %9257 = llvm.insertvalue %9256, %9255[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1189(%30 : i64)
  ^bb1189(%9258: i64):  // 2 preds: ^bb1188, ^bb1199
    %9259 = llvm.icmp "slt" %9258, %29 : i64
    llvm.cond_br %9259, ^bb1190, ^bb1200
  ^bb1190:  // pred: ^bb1189
    llvm.br ^bb1191(%30 : i64)
  ^bb1191(%9260: i64):  // 2 preds: ^bb1190, ^bb1198
    %9261 = llvm.icmp "slt" %9260, %17 : i64
    llvm.cond_br %9261, ^bb1192, ^bb1199
  ^bb1192:  // pred: ^bb1191
    llvm.br ^bb1193(%30 : i64)
  ^bb1193(%9262: i64):  // 2 preds: ^bb1192, ^bb1197
    %9263 = llvm.icmp "slt" %9262, %16 : i64
    llvm.cond_br %9263, ^bb1194, ^bb1198
  ^bb1194:  // pred: ^bb1193
    llvm.br ^bb1195(%30 : i64)
  ^bb1195(%9264: i64):  // 2 preds: ^bb1194, ^bb1196
    %9265 = llvm.icmp "slt" %9264, %16 : i64
    llvm.cond_br %9265, ^bb1196, ^bb1197
  ^bb1196:  // pred: ^bb1195
    %9266 = llvm.extractvalue %9043[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9267 = llvm.mlir.constant(4096 : index) : i64
    %9268 = llvm.mul %9258, %9267 overflow<nsw, nuw> : i64
    %9269 = llvm.mlir.constant(16 : index) : i64
    %9270 = llvm.mul %9260, %9269 overflow<nsw, nuw> : i64
    %9271 = llvm.add %9268, %9270 overflow<nsw, nuw> : i64
    %9272 = llvm.mlir.constant(4 : index) : i64
    %9273 = llvm.mul %9262, %9272 overflow<nsw, nuw> : i64
    %9274 = llvm.add %9271, %9273 overflow<nsw, nuw> : i64
    %9275 = llvm.add %9274, %9264 overflow<nsw, nuw> : i64
    %9276 = llvm.getelementptr inbounds|nuw %9266[%9275] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9277 = llvm.load %9276 : !llvm.ptr -> f32
    %9278 = llvm.extractvalue %9257[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9279 = llvm.mlir.constant(7 : index) : i64
    %9280 = llvm.getelementptr %9278[%9279] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9281 = llvm.mlir.constant(9216 : index) : i64
    %9282 = llvm.mul %9258, %9281 overflow<nsw, nuw> : i64
    %9283 = llvm.mlir.constant(36 : index) : i64
    %9284 = llvm.mul %9260, %9283 overflow<nsw, nuw> : i64
    %9285 = llvm.add %9282, %9284 overflow<nsw, nuw> : i64
    %9286 = llvm.mlir.constant(6 : index) : i64
    %9287 = llvm.mul %9262, %9286 overflow<nsw, nuw> : i64
    %9288 = llvm.add %9285, %9287 overflow<nsw, nuw> : i64
    %9289 = llvm.add %9288, %9264 overflow<nsw, nuw> : i64
    %9290 = llvm.getelementptr inbounds|nuw %9280[%9289] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9277, %9290 : f32, !llvm.ptr
    %9291 = llvm.add %9264, %29 : i64
    llvm.br ^bb1195(%9291 : i64)
  ^bb1197:  // pred: ^bb1195
    %9292 = llvm.add %9262, %29 : i64
    llvm.br ^bb1193(%9292 : i64)
  ^bb1198:  // pred: ^bb1193
    %9293 = llvm.add %9260, %29 : i64
    llvm.br ^bb1191(%9293 : i64)
  ^bb1199:  // pred: ^bb1191
    %9294 = llvm.add %9258, %29 : i64
    llvm.br ^bb1189(%9294 : i64)
  ^bb1200:  // pred: ^bb1189
    %9295 = llvm.mlir.constant(1 : index) : i64
    %9296 = llvm.mlir.constant(256 : index) : i64
    %9297 = llvm.mlir.constant(4 : index) : i64
    %9298 = llvm.mlir.constant(4 : index) : i64
    %9299 = llvm.mlir.constant(1 : index) : i64
    %9300 = llvm.mlir.constant(16 : index) : i64
    %9301 = llvm.mlir.constant(4096 : index) : i64
    %9302 = llvm.mlir.constant(4096 : index) : i64
    %9303 = llvm.mlir.zero : !llvm.ptr
    %9304 = llvm.getelementptr %9303[%9302] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9305 = llvm.ptrtoint %9304 : !llvm.ptr to i64
    %9306 = llvm.mlir.constant(64 : index) : i64
    %9307 = llvm.add %9305, %9306 : i64
    %9308 = llvm.call @malloc(%9307) : (i64) -> !llvm.ptr
    %9309 = llvm.ptrtoint %9308 : !llvm.ptr to i64
    %9310 = llvm.mlir.constant(1 : index) : i64
    %9311 = llvm.sub %9306, %9310 : i64
    %9312 = llvm.add %9309, %9311 : i64
    %9313 = llvm.urem %9312, %9306 : i64
    %9314 = llvm.sub %9312, %9313 : i64
    %9315 = llvm.inttoptr %9314 : i64 to !llvm.ptr
    %9316 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9317 = llvm.insertvalue %9308, %9316[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9318 = llvm.insertvalue %9315, %9317[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9319 = llvm.mlir.constant(0 : index) : i64
    %9320 = llvm.insertvalue %9319, %9318[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9321 = llvm.insertvalue %9295, %9320[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9322 = llvm.insertvalue %9296, %9321[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9323 = llvm.insertvalue %9297, %9322[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9324 = llvm.insertvalue %9298, %9323[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9325 = llvm.insertvalue %9301, %9324[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9326 = llvm.insertvalue %9300, %9325[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9327 = llvm.insertvalue %9298, %9326[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9328 = llvm.insertvalue %9299, %9327[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1201(%30 : i64)
  ^bb1201(%9329: i64):  // 2 preds: ^bb1200, ^bb1211
    %9330 = llvm.icmp "slt" %9329, %29 : i64
    llvm.cond_br %9330, ^bb1202, ^bb1212
  ^bb1202:  // pred: ^bb1201
    llvm.br ^bb1203(%30 : i64)
  ^bb1203(%9331: i64):  // 2 preds: ^bb1202, ^bb1210
    %9332 = llvm.icmp "slt" %9331, %17 : i64
    llvm.cond_br %9332, ^bb1204, ^bb1211
  ^bb1204:  // pred: ^bb1203
    llvm.br ^bb1205(%30 : i64)
  ^bb1205(%9333: i64):  // 2 preds: ^bb1204, ^bb1209
    %9334 = llvm.icmp "slt" %9333, %16 : i64
    llvm.cond_br %9334, ^bb1206, ^bb1210
  ^bb1206:  // pred: ^bb1205
    llvm.br ^bb1207(%30 : i64)
  ^bb1207(%9335: i64):  // 2 preds: ^bb1206, ^bb1208
    %9336 = llvm.icmp "slt" %9335, %16 : i64
    llvm.cond_br %9336, ^bb1208, ^bb1209
  ^bb1208:  // pred: ^bb1207
    %9337 = llvm.extractvalue %7508[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9338 = llvm.mlir.constant(4096 : index) : i64
    %9339 = llvm.mul %9329, %9338 overflow<nsw, nuw> : i64
    %9340 = llvm.mlir.constant(16 : index) : i64
    %9341 = llvm.mul %9331, %9340 overflow<nsw, nuw> : i64
    %9342 = llvm.add %9339, %9341 overflow<nsw, nuw> : i64
    %9343 = llvm.mlir.constant(4 : index) : i64
    %9344 = llvm.mul %9333, %9343 overflow<nsw, nuw> : i64
    %9345 = llvm.add %9342, %9344 overflow<nsw, nuw> : i64
    %9346 = llvm.add %9345, %9335 overflow<nsw, nuw> : i64
    %9347 = llvm.getelementptr inbounds|nuw %9337[%9346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9348 = llvm.load %9347 : !llvm.ptr -> f32
    %9349 = llvm.extractvalue %9328[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9350 = llvm.mlir.constant(4096 : index) : i64
    %9351 = llvm.mul %9329, %9350 overflow<nsw, nuw> : i64
    %9352 = llvm.mlir.constant(16 : index) : i64
    %9353 = llvm.mul %9331, %9352 overflow<nsw, nuw> : i64
    %9354 = llvm.add %9351, %9353 overflow<nsw, nuw> : i64
    %9355 = llvm.mlir.constant(4 : index) : i64
    %9356 = llvm.mul %9333, %9355 overflow<nsw, nuw> : i64
    %9357 = llvm.add %9354, %9356 overflow<nsw, nuw> : i64
    %9358 = llvm.add %9357, %9335 overflow<nsw, nuw> : i64
    %9359 = llvm.getelementptr inbounds|nuw %9349[%9358] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9348, %9359 : f32, !llvm.ptr
    %9360 = llvm.add %9335, %29 : i64
    llvm.br ^bb1207(%9360 : i64)
  ^bb1209:  // pred: ^bb1207
    %9361 = llvm.add %9333, %29 : i64
    llvm.br ^bb1205(%9361 : i64)
  ^bb1210:  // pred: ^bb1205
    %9362 = llvm.add %9331, %29 : i64
    llvm.br ^bb1203(%9362 : i64)
  ^bb1211:  // pred: ^bb1203
    %9363 = llvm.add %9329, %29 : i64
    llvm.br ^bb1201(%9363 : i64)
  ^bb1212:  // pred: ^bb1201
    llvm.br ^bb1213(%30 : i64)
  ^bb1213(%9364: i64):  // 2 preds: ^bb1212, ^bb1232
    %9365 = llvm.icmp "slt" %9364, %29 : i64
    llvm.cond_br %9365, ^bb1214, ^bb1233
  ^bb1214:  // pred: ^bb1213
    llvm.br ^bb1215(%30 : i64)
  ^bb1215(%9366: i64):  // 2 preds: ^bb1214, ^bb1231
    %9367 = llvm.icmp "slt" %9366, %17 : i64
    llvm.cond_br %9367, ^bb1216, ^bb1232
  ^bb1216:  // pred: ^bb1215
    llvm.br ^bb1217(%30 : i64)
  ^bb1217(%9368: i64):  // 2 preds: ^bb1216, ^bb1230
    %9369 = llvm.icmp "slt" %9368, %16 : i64
    llvm.cond_br %9369, ^bb1218, ^bb1231
  ^bb1218:  // pred: ^bb1217
    llvm.br ^bb1219(%30 : i64)
  ^bb1219(%9370: i64):  // 2 preds: ^bb1218, ^bb1229
    %9371 = llvm.icmp "slt" %9370, %16 : i64
    llvm.cond_br %9371, ^bb1220, ^bb1230
  ^bb1220:  // pred: ^bb1219
    llvm.br ^bb1221(%30 : i64)
  ^bb1221(%9372: i64):  // 2 preds: ^bb1220, ^bb1228
    %9373 = llvm.icmp "slt" %9372, %17 : i64
    llvm.cond_br %9373, ^bb1222, ^bb1229
  ^bb1222:  // pred: ^bb1221
    llvm.br ^bb1223(%30 : i64)
  ^bb1223(%9374: i64):  // 2 preds: ^bb1222, ^bb1227
    %9375 = llvm.icmp "slt" %9374, %28 : i64
    llvm.cond_br %9375, ^bb1224, ^bb1228
  ^bb1224:  // pred: ^bb1223
    llvm.br ^bb1225(%30 : i64)
  ^bb1225(%9376: i64):  // 2 preds: ^bb1224, ^bb1226
    %9377 = llvm.icmp "slt" %9376, %28 : i64
    llvm.cond_br %9377, ^bb1226, ^bb1227
  ^bb1226:  // pred: ^bb1225
    %9378 = llvm.add %9368, %9374 : i64
    %9379 = llvm.add %9370, %9376 : i64
    %9380 = llvm.extractvalue %9199[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9381 = llvm.mlir.constant(9216 : index) : i64
    %9382 = llvm.mul %9364, %9381 overflow<nsw, nuw> : i64
    %9383 = llvm.mlir.constant(36 : index) : i64
    %9384 = llvm.mul %9372, %9383 overflow<nsw, nuw> : i64
    %9385 = llvm.add %9382, %9384 overflow<nsw, nuw> : i64
    %9386 = llvm.mlir.constant(6 : index) : i64
    %9387 = llvm.mul %9378, %9386 overflow<nsw, nuw> : i64
    %9388 = llvm.add %9385, %9387 overflow<nsw, nuw> : i64
    %9389 = llvm.add %9388, %9379 overflow<nsw, nuw> : i64
    %9390 = llvm.getelementptr inbounds|nuw %9380[%9389] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9391 = llvm.load %9390 : !llvm.ptr -> f32
    %9392 = llvm.extractvalue %621[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9393 = llvm.mlir.constant(2304 : index) : i64
    %9394 = llvm.mul %9366, %9393 overflow<nsw, nuw> : i64
    %9395 = llvm.mlir.constant(9 : index) : i64
    %9396 = llvm.mul %9372, %9395 overflow<nsw, nuw> : i64
    %9397 = llvm.add %9394, %9396 overflow<nsw, nuw> : i64
    %9398 = llvm.mlir.constant(3 : index) : i64
    %9399 = llvm.mul %9374, %9398 overflow<nsw, nuw> : i64
    %9400 = llvm.add %9397, %9399 overflow<nsw, nuw> : i64
    %9401 = llvm.add %9400, %9376 overflow<nsw, nuw> : i64
    %9402 = llvm.getelementptr inbounds|nuw %9392[%9401] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9403 = llvm.load %9402 : !llvm.ptr -> f32
    %9404 = llvm.extractvalue %9328[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9405 = llvm.mlir.constant(4096 : index) : i64
    %9406 = llvm.mul %9364, %9405 overflow<nsw, nuw> : i64
    %9407 = llvm.mlir.constant(16 : index) : i64
    %9408 = llvm.mul %9366, %9407 overflow<nsw, nuw> : i64
    %9409 = llvm.add %9406, %9408 overflow<nsw, nuw> : i64
    %9410 = llvm.mlir.constant(4 : index) : i64
    %9411 = llvm.mul %9368, %9410 overflow<nsw, nuw> : i64
    %9412 = llvm.add %9409, %9411 overflow<nsw, nuw> : i64
    %9413 = llvm.add %9412, %9370 overflow<nsw, nuw> : i64
    %9414 = llvm.getelementptr inbounds|nuw %9404[%9413] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9415 = llvm.load %9414 : !llvm.ptr -> f32
    %9416 = llvm.fmul %9391, %9403 : f32
    %9417 = llvm.fadd %9415, %9416 : f32
    %9418 = llvm.extractvalue %9328[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9419 = llvm.mlir.constant(4096 : index) : i64
    %9420 = llvm.mul %9364, %9419 overflow<nsw, nuw> : i64
    %9421 = llvm.mlir.constant(16 : index) : i64
    %9422 = llvm.mul %9366, %9421 overflow<nsw, nuw> : i64
    %9423 = llvm.add %9420, %9422 overflow<nsw, nuw> : i64
    %9424 = llvm.mlir.constant(4 : index) : i64
    %9425 = llvm.mul %9368, %9424 overflow<nsw, nuw> : i64
    %9426 = llvm.add %9423, %9425 overflow<nsw, nuw> : i64
    %9427 = llvm.add %9426, %9370 overflow<nsw, nuw> : i64
    %9428 = llvm.getelementptr inbounds|nuw %9418[%9427] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9417, %9428 : f32, !llvm.ptr
    %9429 = llvm.add %9376, %29 : i64
    llvm.br ^bb1225(%9429 : i64)
  ^bb1227:  // pred: ^bb1225
    %9430 = llvm.add %9374, %29 : i64
    llvm.br ^bb1223(%9430 : i64)
  ^bb1228:  // pred: ^bb1223
    %9431 = llvm.add %9372, %29 : i64
    llvm.br ^bb1221(%9431 : i64)
  ^bb1229:  // pred: ^bb1221
    %9432 = llvm.add %9370, %29 : i64
    llvm.br ^bb1219(%9432 : i64)
  ^bb1230:  // pred: ^bb1219
    %9433 = llvm.add %9368, %29 : i64
    llvm.br ^bb1217(%9433 : i64)
  ^bb1231:  // pred: ^bb1217
    %9434 = llvm.add %9366, %29 : i64
    llvm.br ^bb1215(%9434 : i64)
  ^bb1232:  // pred: ^bb1215
    %9435 = llvm.add %9364, %29 : i64
    llvm.br ^bb1213(%9435 : i64)
  ^bb1233:  // pred: ^bb1213
    %9436 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9437 = llvm.extractvalue %577[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9438 = llvm.extractvalue %577[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9439 = llvm.insertvalue %9437, %9436[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9440 = llvm.insertvalue %9438, %9439[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9441 = llvm.mlir.constant(0 : index) : i64
    %9442 = llvm.insertvalue %9441, %9440[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9443 = llvm.mlir.constant(256 : index) : i64
    %9444 = llvm.insertvalue %9443, %9442[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9445 = llvm.mlir.constant(1 : index) : i64
    %9446 = llvm.insertvalue %9445, %9444[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9447 = llvm.mlir.constant(1 : index) : i64
    %9448 = llvm.insertvalue %9447, %9446[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9449 = llvm.mlir.constant(1 : index) : i64
    %9450 = llvm.insertvalue %9449, %9448[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9451 = llvm.mlir.constant(1 : index) : i64
    %9452 = llvm.insertvalue %9451, %9450[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9453 = llvm.mlir.constant(1 : index) : i64
    %9454 = llvm.insertvalue %9453, %9452[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9455 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9456 = llvm.extractvalue %593[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9457 = llvm.extractvalue %593[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9458 = llvm.insertvalue %9456, %9455[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9459 = llvm.insertvalue %9457, %9458[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9460 = llvm.mlir.constant(0 : index) : i64
    %9461 = llvm.insertvalue %9460, %9459[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9462 = llvm.mlir.constant(256 : index) : i64
    %9463 = llvm.insertvalue %9462, %9461[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9464 = llvm.mlir.constant(1 : index) : i64
    %9465 = llvm.insertvalue %9464, %9463[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9466 = llvm.mlir.constant(1 : index) : i64
    %9467 = llvm.insertvalue %9466, %9465[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9468 = llvm.mlir.constant(1 : index) : i64
    %9469 = llvm.insertvalue %9468, %9467[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9470 = llvm.mlir.constant(1 : index) : i64
    %9471 = llvm.insertvalue %9470, %9469[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9472 = llvm.mlir.constant(1 : index) : i64
    %9473 = llvm.insertvalue %9472, %9471[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9474 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9475 = llvm.extractvalue %561[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9476 = llvm.extractvalue %561[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9477 = llvm.insertvalue %9475, %9474[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9478 = llvm.insertvalue %9476, %9477[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9479 = llvm.mlir.constant(0 : index) : i64
    %9480 = llvm.insertvalue %9479, %9478[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9481 = llvm.mlir.constant(256 : index) : i64
    %9482 = llvm.insertvalue %9481, %9480[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9483 = llvm.mlir.constant(1 : index) : i64
    %9484 = llvm.insertvalue %9483, %9482[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9485 = llvm.mlir.constant(1 : index) : i64
    %9486 = llvm.insertvalue %9485, %9484[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9487 = llvm.mlir.constant(1 : index) : i64
    %9488 = llvm.insertvalue %9487, %9486[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9489 = llvm.mlir.constant(1 : index) : i64
    %9490 = llvm.insertvalue %9489, %9488[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9491 = llvm.mlir.constant(1 : index) : i64
    %9492 = llvm.insertvalue %9491, %9490[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9493 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9494 = llvm.extractvalue %545[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9495 = llvm.extractvalue %545[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9496 = llvm.insertvalue %9494, %9493[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9497 = llvm.insertvalue %9495, %9496[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9498 = llvm.mlir.constant(0 : index) : i64
    %9499 = llvm.insertvalue %9498, %9497[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9500 = llvm.mlir.constant(256 : index) : i64
    %9501 = llvm.insertvalue %9500, %9499[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9502 = llvm.mlir.constant(1 : index) : i64
    %9503 = llvm.insertvalue %9502, %9501[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9504 = llvm.mlir.constant(1 : index) : i64
    %9505 = llvm.insertvalue %9504, %9503[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9506 = llvm.mlir.constant(1 : index) : i64
    %9507 = llvm.insertvalue %9506, %9505[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9508 = llvm.mlir.constant(1 : index) : i64
    %9509 = llvm.insertvalue %9508, %9507[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9510 = llvm.mlir.constant(1 : index) : i64
    %9511 = llvm.insertvalue %9510, %9509[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9512 = llvm.mlir.constant(1 : index) : i64
    %9513 = llvm.mlir.constant(256 : index) : i64
    %9514 = llvm.mlir.constant(4 : index) : i64
    %9515 = llvm.mlir.constant(4 : index) : i64
    %9516 = llvm.mlir.constant(1 : index) : i64
    %9517 = llvm.mlir.constant(16 : index) : i64
    %9518 = llvm.mlir.constant(4096 : index) : i64
    %9519 = llvm.mlir.constant(4096 : index) : i64
    %9520 = llvm.mlir.zero : !llvm.ptr
    %9521 = llvm.getelementptr %9520[%9519] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9522 = llvm.ptrtoint %9521 : !llvm.ptr to i64
    %9523 = llvm.mlir.constant(64 : index) : i64
    %9524 = llvm.add %9522, %9523 : i64
    %9525 = llvm.call @malloc(%9524) : (i64) -> !llvm.ptr
    %9526 = llvm.ptrtoint %9525 : !llvm.ptr to i64
    %9527 = llvm.mlir.constant(1 : index) : i64
    %9528 = llvm.sub %9523, %9527 : i64
    %9529 = llvm.add %9526, %9528 : i64
    %9530 = llvm.urem %9529, %9523 : i64
    %9531 = llvm.sub %9529, %9530 : i64
    %9532 = llvm.inttoptr %9531 : i64 to !llvm.ptr
    %9533 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9534 = llvm.insertvalue %9525, %9533[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9535 = llvm.insertvalue %9532, %9534[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9536 = llvm.mlir.constant(0 : index) : i64
    %9537 = llvm.insertvalue %9536, %9535[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9538 = llvm.insertvalue %9512, %9537[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9539 = llvm.insertvalue %9513, %9538[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9540 = llvm.insertvalue %9514, %9539[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9541 = llvm.insertvalue %9515, %9540[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9542 = llvm.insertvalue %9518, %9541[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9543 = llvm.insertvalue %9517, %9542[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9544 = llvm.insertvalue %9515, %9543[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9545 = llvm.insertvalue %9516, %9544[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1234(%30 : i64)
  ^bb1234(%9546: i64):  // 2 preds: ^bb1233, ^bb1244
    %9547 = llvm.icmp "slt" %9546, %29 : i64
    llvm.cond_br %9547, ^bb1235, ^bb1245
  ^bb1235:  // pred: ^bb1234
    llvm.br ^bb1236(%30 : i64)
  ^bb1236(%9548: i64):  // 2 preds: ^bb1235, ^bb1243
    %9549 = llvm.icmp "slt" %9548, %17 : i64
    llvm.cond_br %9549, ^bb1237, ^bb1244
  ^bb1237:  // pred: ^bb1236
    llvm.br ^bb1238(%30 : i64)
  ^bb1238(%9550: i64):  // 2 preds: ^bb1237, ^bb1242
    %9551 = llvm.icmp "slt" %9550, %16 : i64
    llvm.cond_br %9551, ^bb1239, ^bb1243
  ^bb1239:  // pred: ^bb1238
    llvm.br ^bb1240(%30 : i64)
  ^bb1240(%9552: i64):  // 2 preds: ^bb1239, ^bb1241
    %9553 = llvm.icmp "slt" %9552, %16 : i64
    llvm.cond_br %9553, ^bb1241, ^bb1242
  ^bb1241:  // pred: ^bb1240
    %9554 = llvm.extractvalue %9328[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9555 = llvm.mlir.constant(4096 : index) : i64
    %9556 = llvm.mul %9546, %9555 overflow<nsw, nuw> : i64
    %9557 = llvm.mlir.constant(16 : index) : i64
    %9558 = llvm.mul %9548, %9557 overflow<nsw, nuw> : i64
    %9559 = llvm.add %9556, %9558 overflow<nsw, nuw> : i64
    %9560 = llvm.mlir.constant(4 : index) : i64
    %9561 = llvm.mul %9550, %9560 overflow<nsw, nuw> : i64
    %9562 = llvm.add %9559, %9561 overflow<nsw, nuw> : i64
    %9563 = llvm.add %9562, %9552 overflow<nsw, nuw> : i64
    %9564 = llvm.getelementptr inbounds|nuw %9554[%9563] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9565 = llvm.load %9564 : !llvm.ptr -> f32
    %9566 = llvm.extractvalue %9473[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9567 = llvm.add %9548, %30 overflow<nsw, nuw> : i64
    %9568 = llvm.add %9567, %30 overflow<nsw, nuw> : i64
    %9569 = llvm.getelementptr inbounds|nuw %9566[%9568] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9570 = llvm.load %9569 : !llvm.ptr -> f32
    %9571 = llvm.extractvalue %9454[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9572 = llvm.add %9548, %30 overflow<nsw, nuw> : i64
    %9573 = llvm.add %9572, %30 overflow<nsw, nuw> : i64
    %9574 = llvm.getelementptr inbounds|nuw %9571[%9573] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9575 = llvm.load %9574 : !llvm.ptr -> f32
    %9576 = llvm.extractvalue %9492[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9577 = llvm.add %9548, %30 overflow<nsw, nuw> : i64
    %9578 = llvm.add %9577, %30 overflow<nsw, nuw> : i64
    %9579 = llvm.getelementptr inbounds|nuw %9576[%9578] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9580 = llvm.load %9579 : !llvm.ptr -> f32
    %9581 = llvm.extractvalue %9511[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9582 = llvm.add %9548, %30 overflow<nsw, nuw> : i64
    %9583 = llvm.add %9582, %30 overflow<nsw, nuw> : i64
    %9584 = llvm.getelementptr inbounds|nuw %9581[%9583] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9585 = llvm.load %9584 : !llvm.ptr -> f32
    %9586 = llvm.extractvalue %8501[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9587 = llvm.mlir.constant(4096 : index) : i64
    %9588 = llvm.mul %9546, %9587 overflow<nsw, nuw> : i64
    %9589 = llvm.mlir.constant(16 : index) : i64
    %9590 = llvm.mul %9548, %9589 overflow<nsw, nuw> : i64
    %9591 = llvm.add %9588, %9590 overflow<nsw, nuw> : i64
    %9592 = llvm.mlir.constant(4 : index) : i64
    %9593 = llvm.mul %9550, %9592 overflow<nsw, nuw> : i64
    %9594 = llvm.add %9591, %9593 overflow<nsw, nuw> : i64
    %9595 = llvm.add %9594, %9552 overflow<nsw, nuw> : i64
    %9596 = llvm.getelementptr inbounds|nuw %9586[%9595] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9597 = llvm.load %9596 : !llvm.ptr -> f32
    %9598 = llvm.fptrunc %32 : f64 to f32
    %9599 = llvm.fadd %9575, %9598 : f32
    %9600 = llvm.intr.sqrt(%9599) : (f32) -> f32
    %9601 = llvm.fdiv %34, %9600 : f32
    %9602 = llvm.fsub %9565, %9570 : f32
    %9603 = llvm.fmul %9602, %9601 : f32
    %9604 = llvm.fmul %9603, %9580 : f32
    %9605 = llvm.fadd %9604, %9585 : f32
    %9606 = llvm.fadd %9605, %9597 : f32
    %9607 = llvm.fcmp "ugt" %9606, %33 : f32
    %9608 = llvm.select %9607, %9606, %33 : i1, f32
    %9609 = llvm.extractvalue %9545[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9610 = llvm.mlir.constant(4096 : index) : i64
    %9611 = llvm.mul %9546, %9610 overflow<nsw, nuw> : i64
    %9612 = llvm.mlir.constant(16 : index) : i64
    %9613 = llvm.mul %9548, %9612 overflow<nsw, nuw> : i64
    %9614 = llvm.add %9611, %9613 overflow<nsw, nuw> : i64
    %9615 = llvm.mlir.constant(4 : index) : i64
    %9616 = llvm.mul %9550, %9615 overflow<nsw, nuw> : i64
    %9617 = llvm.add %9614, %9616 overflow<nsw, nuw> : i64
    %9618 = llvm.add %9617, %9552 overflow<nsw, nuw> : i64
    %9619 = llvm.getelementptr inbounds|nuw %9609[%9618] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9608, %9619 : f32, !llvm.ptr
    %9620 = llvm.add %9552, %29 : i64
    llvm.br ^bb1240(%9620 : i64)
  ^bb1242:  // pred: ^bb1240
    %9621 = llvm.add %9550, %29 : i64
    llvm.br ^bb1238(%9621 : i64)
  ^bb1243:  // pred: ^bb1238
    %9622 = llvm.add %9548, %29 : i64
    llvm.br ^bb1236(%9622 : i64)
  ^bb1244:  // pred: ^bb1236
    %9623 = llvm.add %9546, %29 : i64
    llvm.br ^bb1234(%9623 : i64)
  ^bb1245:  // pred: ^bb1234
    %9624 = llvm.mlir.constant(1 : index) : i64
    %9625 = llvm.mlir.constant(256 : index) : i64
    %9626 = llvm.mlir.constant(6 : index) : i64
    %9627 = llvm.mlir.constant(6 : index) : i64
    %9628 = llvm.mlir.constant(1 : index) : i64
    %9629 = llvm.mlir.constant(36 : index) : i64
    %9630 = llvm.mlir.constant(9216 : index) : i64
    %9631 = llvm.mlir.constant(9216 : index) : i64
    %9632 = llvm.mlir.zero : !llvm.ptr
    %9633 = llvm.getelementptr %9632[%9631] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9634 = llvm.ptrtoint %9633 : !llvm.ptr to i64
    %9635 = llvm.mlir.constant(64 : index) : i64
    %9636 = llvm.add %9634, %9635 : i64
    %9637 = llvm.call @malloc(%9636) : (i64) -> !llvm.ptr
    %9638 = llvm.ptrtoint %9637 : !llvm.ptr to i64
    %9639 = llvm.mlir.constant(1 : index) : i64
    %9640 = llvm.sub %9635, %9639 : i64
    %9641 = llvm.add %9638, %9640 : i64
    %9642 = llvm.urem %9641, %9635 : i64
    %9643 = llvm.sub %9641, %9642 : i64
    %9644 = llvm.inttoptr %9643 : i64 to !llvm.ptr
    %9645 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9646 = llvm.insertvalue %9637, %9645[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9647 = llvm.insertvalue %9644, %9646[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9648 = llvm.mlir.constant(0 : index) : i64
    %9649 = llvm.insertvalue %9648, %9647[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9650 = llvm.insertvalue %9624, %9649[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9651 = llvm.insertvalue %9625, %9650[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9652 = llvm.insertvalue %9626, %9651[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9653 = llvm.insertvalue %9627, %9652[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9654 = llvm.insertvalue %9630, %9653[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9655 = llvm.insertvalue %9629, %9654[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9656 = llvm.insertvalue %9627, %9655[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9657 = llvm.insertvalue %9628, %9656[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1246(%30 : i64)
  ^bb1246(%9658: i64):  // 2 preds: ^bb1245, ^bb1256
    %9659 = llvm.icmp "slt" %9658, %29 : i64
    llvm.cond_br %9659, ^bb1247, ^bb1257
  ^bb1247:  // pred: ^bb1246
    llvm.br ^bb1248(%30 : i64)
  ^bb1248(%9660: i64):  // 2 preds: ^bb1247, ^bb1255
    %9661 = llvm.icmp "slt" %9660, %17 : i64
    llvm.cond_br %9661, ^bb1249, ^bb1256
  ^bb1249:  // pred: ^bb1248
    llvm.br ^bb1250(%30 : i64)
  ^bb1250(%9662: i64):  // 2 preds: ^bb1249, ^bb1254
    %9663 = llvm.icmp "slt" %9662, %15 : i64
    llvm.cond_br %9663, ^bb1251, ^bb1255
  ^bb1251:  // pred: ^bb1250
    llvm.br ^bb1252(%30 : i64)
  ^bb1252(%9664: i64):  // 2 preds: ^bb1251, ^bb1253
    %9665 = llvm.icmp "slt" %9664, %15 : i64
    llvm.cond_br %9665, ^bb1253, ^bb1254
  ^bb1253:  // pred: ^bb1252
    %9666 = llvm.extractvalue %9657[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9667 = llvm.mlir.constant(9216 : index) : i64
    %9668 = llvm.mul %9658, %9667 overflow<nsw, nuw> : i64
    %9669 = llvm.mlir.constant(36 : index) : i64
    %9670 = llvm.mul %9660, %9669 overflow<nsw, nuw> : i64
    %9671 = llvm.add %9668, %9670 overflow<nsw, nuw> : i64
    %9672 = llvm.mlir.constant(6 : index) : i64
    %9673 = llvm.mul %9662, %9672 overflow<nsw, nuw> : i64
    %9674 = llvm.add %9671, %9673 overflow<nsw, nuw> : i64
    %9675 = llvm.add %9674, %9664 overflow<nsw, nuw> : i64
    %9676 = llvm.getelementptr inbounds|nuw %9666[%9675] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %9676 : f32, !llvm.ptr
    %9677 = llvm.add %9664, %29 : i64
    llvm.br ^bb1252(%9677 : i64)
  ^bb1254:  // pred: ^bb1252
    %9678 = llvm.add %9662, %29 : i64
    llvm.br ^bb1250(%9678 : i64)
  ^bb1255:  // pred: ^bb1250
    %9679 = llvm.add %9660, %29 : i64
    llvm.br ^bb1248(%9679 : i64)
  ^bb1256:  // pred: ^bb1248
    %9680 = llvm.add %9658, %29 : i64
    llvm.br ^bb1246(%9680 : i64)
  ^bb1257:  // pred: ^bb1246
    %9681 = llvm.mlir.constant(1 : index) : i64
    %9682 = llvm.mlir.constant(256 : index) : i64
    %9683 = llvm.mlir.constant(6 : index) : i64
    %9684 = llvm.mlir.constant(6 : index) : i64
    %9685 = llvm.mlir.constant(1 : index) : i64
    %9686 = llvm.mlir.constant(36 : index) : i64
    %9687 = llvm.mlir.constant(9216 : index) : i64
    %9688 = llvm.mlir.constant(9216 : index) : i64
    %9689 = llvm.mlir.zero : !llvm.ptr
    %9690 = llvm.getelementptr %9689[%9688] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9691 = llvm.ptrtoint %9690 : !llvm.ptr to i64
    %9692 = llvm.mlir.constant(64 : index) : i64
    %9693 = llvm.add %9691, %9692 : i64
    %9694 = llvm.call @malloc(%9693) : (i64) -> !llvm.ptr
    %9695 = llvm.ptrtoint %9694 : !llvm.ptr to i64
    %9696 = llvm.mlir.constant(1 : index) : i64
    %9697 = llvm.sub %9692, %9696 : i64
    %9698 = llvm.add %9695, %9697 : i64
    %9699 = llvm.urem %9698, %9692 : i64
    %9700 = llvm.sub %9698, %9699 : i64
    %9701 = llvm.inttoptr %9700 : i64 to !llvm.ptr
    %9702 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9703 = llvm.insertvalue %9694, %9702[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9704 = llvm.insertvalue %9701, %9703[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9705 = llvm.mlir.constant(0 : index) : i64
    %9706 = llvm.insertvalue %9705, %9704[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9707 = llvm.insertvalue %9681, %9706[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9708 = llvm.insertvalue %9682, %9707[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9709 = llvm.insertvalue %9683, %9708[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9710 = llvm.insertvalue %9684, %9709[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9711 = llvm.insertvalue %9687, %9710[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9712 = llvm.insertvalue %9686, %9711[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9713 = llvm.insertvalue %9684, %9712[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9714 = llvm.insertvalue %9685, %9713[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1258(%30 : i64)
  ^bb1258(%9715: i64):  // 2 preds: ^bb1257, ^bb1268
    %9716 = llvm.icmp "slt" %9715, %29 : i64
    llvm.cond_br %9716, ^bb1259, ^bb1269
  ^bb1259:  // pred: ^bb1258
    llvm.br ^bb1260(%30 : i64)
  ^bb1260(%9717: i64):  // 2 preds: ^bb1259, ^bb1267
    %9718 = llvm.icmp "slt" %9717, %17 : i64
    llvm.cond_br %9718, ^bb1261, ^bb1268
  ^bb1261:  // pred: ^bb1260
    llvm.br ^bb1262(%30 : i64)
  ^bb1262(%9719: i64):  // 2 preds: ^bb1261, ^bb1266
    %9720 = llvm.icmp "slt" %9719, %15 : i64
    llvm.cond_br %9720, ^bb1263, ^bb1267
  ^bb1263:  // pred: ^bb1262
    llvm.br ^bb1264(%30 : i64)
  ^bb1264(%9721: i64):  // 2 preds: ^bb1263, ^bb1265
    %9722 = llvm.icmp "slt" %9721, %15 : i64
    llvm.cond_br %9722, ^bb1265, ^bb1266
  ^bb1265:  // pred: ^bb1264
    %9723 = llvm.extractvalue %9657[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9724 = llvm.mlir.constant(9216 : index) : i64
    %9725 = llvm.mul %9715, %9724 overflow<nsw, nuw> : i64
    %9726 = llvm.mlir.constant(36 : index) : i64
    %9727 = llvm.mul %9717, %9726 overflow<nsw, nuw> : i64
    %9728 = llvm.add %9725, %9727 overflow<nsw, nuw> : i64
    %9729 = llvm.mlir.constant(6 : index) : i64
    %9730 = llvm.mul %9719, %9729 overflow<nsw, nuw> : i64
    %9731 = llvm.add %9728, %9730 overflow<nsw, nuw> : i64
    %9732 = llvm.add %9731, %9721 overflow<nsw, nuw> : i64
    %9733 = llvm.getelementptr inbounds|nuw %9723[%9732] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9734 = llvm.load %9733 : !llvm.ptr -> f32
    %9735 = llvm.extractvalue %9714[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9736 = llvm.mlir.constant(9216 : index) : i64
    %9737 = llvm.mul %9715, %9736 overflow<nsw, nuw> : i64
    %9738 = llvm.mlir.constant(36 : index) : i64
    %9739 = llvm.mul %9717, %9738 overflow<nsw, nuw> : i64
    %9740 = llvm.add %9737, %9739 overflow<nsw, nuw> : i64
    %9741 = llvm.mlir.constant(6 : index) : i64
    %9742 = llvm.mul %9719, %9741 overflow<nsw, nuw> : i64
    %9743 = llvm.add %9740, %9742 overflow<nsw, nuw> : i64
    %9744 = llvm.add %9743, %9721 overflow<nsw, nuw> : i64
    %9745 = llvm.getelementptr inbounds|nuw %9735[%9744] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9734, %9745 : f32, !llvm.ptr
    %9746 = llvm.add %9721, %29 : i64
    llvm.br ^bb1264(%9746 : i64)
  ^bb1266:  // pred: ^bb1264
    %9747 = llvm.add %9719, %29 : i64
    llvm.br ^bb1262(%9747 : i64)
  ^bb1267:  // pred: ^bb1262
    %9748 = llvm.add %9717, %29 : i64
    llvm.br ^bb1260(%9748 : i64)
  ^bb1268:  // pred: ^bb1260
    %9749 = llvm.add %9715, %29 : i64
    llvm.br ^bb1258(%9749 : i64)
  ^bb1269:  // pred: ^bb1258
    %9750 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9751 = llvm.extractvalue %9714[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9752 = llvm.extractvalue %9714[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9753 = llvm.insertvalue %9751, %9750[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9754 = llvm.insertvalue %9752, %9753[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9755 = llvm.mlir.constant(7 : index) : i64
    %9756 = llvm.insertvalue %9755, %9754[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9757 = llvm.mlir.constant(1 : index) : i64
    %9758 = llvm.insertvalue %9757, %9756[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9759 = llvm.mlir.constant(9216 : index) : i64
    %9760 = llvm.insertvalue %9759, %9758[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9761 = llvm.mlir.constant(256 : index) : i64
    %9762 = llvm.insertvalue %9761, %9760[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9763 = llvm.mlir.constant(36 : index) : i64
    %9764 = llvm.insertvalue %9763, %9762[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9765 = llvm.mlir.constant(4 : index) : i64
    %9766 = llvm.insertvalue %9765, %9764[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9767 = llvm.mlir.constant(6 : index) : i64
    %9768 = llvm.insertvalue %9767, %9766[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9769 = llvm.mlir.constant(4 : index) : i64
    %9770 = llvm.insertvalue %9769, %9768[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9771 = llvm.mlir.constant(1 : index) : i64
    %9772 = llvm.insertvalue %9771, %9770[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1270(%30 : i64)
  ^bb1270(%9773: i64):  // 2 preds: ^bb1269, ^bb1280
    %9774 = llvm.icmp "slt" %9773, %29 : i64
    llvm.cond_br %9774, ^bb1271, ^bb1281
  ^bb1271:  // pred: ^bb1270
    llvm.br ^bb1272(%30 : i64)
  ^bb1272(%9775: i64):  // 2 preds: ^bb1271, ^bb1279
    %9776 = llvm.icmp "slt" %9775, %17 : i64
    llvm.cond_br %9776, ^bb1273, ^bb1280
  ^bb1273:  // pred: ^bb1272
    llvm.br ^bb1274(%30 : i64)
  ^bb1274(%9777: i64):  // 2 preds: ^bb1273, ^bb1278
    %9778 = llvm.icmp "slt" %9777, %16 : i64
    llvm.cond_br %9778, ^bb1275, ^bb1279
  ^bb1275:  // pred: ^bb1274
    llvm.br ^bb1276(%30 : i64)
  ^bb1276(%9779: i64):  // 2 preds: ^bb1275, ^bb1277
    %9780 = llvm.icmp "slt" %9779, %16 : i64
    llvm.cond_br %9780, ^bb1277, ^bb1278
  ^bb1277:  // pred: ^bb1276
    %9781 = llvm.extractvalue %9545[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9782 = llvm.mlir.constant(4096 : index) : i64
    %9783 = llvm.mul %9773, %9782 overflow<nsw, nuw> : i64
    %9784 = llvm.mlir.constant(16 : index) : i64
    %9785 = llvm.mul %9775, %9784 overflow<nsw, nuw> : i64
    %9786 = llvm.add %9783, %9785 overflow<nsw, nuw> : i64
    %9787 = llvm.mlir.constant(4 : index) : i64
    %9788 = llvm.mul %9777, %9787 overflow<nsw, nuw> : i64
    %9789 = llvm.add %9786, %9788 overflow<nsw, nuw> : i64
    %9790 = llvm.add %9789, %9779 overflow<nsw, nuw> : i64
    %9791 = llvm.getelementptr inbounds|nuw %9781[%9790] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9792 = llvm.load %9791 : !llvm.ptr -> f32
    %9793 = llvm.extractvalue %9772[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9794 = llvm.mlir.constant(7 : index) : i64
    %9795 = llvm.getelementptr %9793[%9794] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9796 = llvm.mlir.constant(9216 : index) : i64
    %9797 = llvm.mul %9773, %9796 overflow<nsw, nuw> : i64
    %9798 = llvm.mlir.constant(36 : index) : i64
    %9799 = llvm.mul %9775, %9798 overflow<nsw, nuw> : i64
    %9800 = llvm.add %9797, %9799 overflow<nsw, nuw> : i64
    %9801 = llvm.mlir.constant(6 : index) : i64
    %9802 = llvm.mul %9777, %9801 overflow<nsw, nuw> : i64
    %9803 = llvm.add %9800, %9802 overflow<nsw, nuw> : i64
    %9804 = llvm.add %9803, %9779 overflow<nsw, nuw> : i64
    %9805 = llvm.getelementptr inbounds|nuw %9795[%9804] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9792, %9805 : f32, !llvm.ptr
    %9806 = llvm.add %9779, %29 : i64
    llvm.br ^bb1276(%9806 : i64)
  ^bb1278:  // pred: ^bb1276
    %9807 = llvm.add %9777, %29 : i64
    llvm.br ^bb1274(%9807 : i64)
  ^bb1279:  // pred: ^bb1274
    %9808 = llvm.add %9775, %29 : i64
    llvm.br ^bb1272(%9808 : i64)
  ^bb1280:  // pred: ^bb1272
    %9809 = llvm.add %9773, %29 : i64
    llvm.br ^bb1270(%9809 : i64)
  ^bb1281:  // pred: ^bb1270
    %9810 = llvm.mlir.constant(1 : index) : i64
    %9811 = llvm.mlir.constant(512 : index) : i64
    %9812 = llvm.mlir.constant(2 : index) : i64
    %9813 = llvm.mlir.constant(2 : index) : i64
    %9814 = llvm.mlir.constant(1 : index) : i64
    %9815 = llvm.mlir.constant(4 : index) : i64
    %9816 = llvm.mlir.constant(2048 : index) : i64
    %9817 = llvm.mlir.constant(2048 : index) : i64
    %9818 = llvm.mlir.zero : !llvm.ptr
    %9819 = llvm.getelementptr %9818[%9817] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9820 = llvm.ptrtoint %9819 : !llvm.ptr to i64
    %9821 = llvm.mlir.constant(64 : index) : i64
    %9822 = llvm.add %9820, %9821 : i64
    %9823 = llvm.call @malloc(%9822) : (i64) -> !llvm.ptr
    %9824 = llvm.ptrtoint %9823 : !llvm.ptr to i64
    %9825 = llvm.mlir.constant(1 : index) : i64
    %9826 = llvm.sub %9821, %9825 : i64
    %9827 = llvm.add %9824, %9826 : i64
    %9828 = llvm.urem %9827, %9821 : i64
    %9829 = llvm.sub %9827, %9828 : i64
    %9830 = llvm.inttoptr %9829 : i64 to !llvm.ptr
    %9831 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9832 = llvm.insertvalue %9823, %9831[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9833 = llvm.insertvalue %9830, %9832[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9834 = llvm.mlir.constant(0 : index) : i64
    %9835 = llvm.insertvalue %9834, %9833[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9836 = llvm.insertvalue %9810, %9835[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9837 = llvm.insertvalue %9811, %9836[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9838 = llvm.insertvalue %9812, %9837[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9839 = llvm.insertvalue %9813, %9838[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9840 = llvm.insertvalue %9816, %9839[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9841 = llvm.insertvalue %9815, %9840[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9842 = llvm.insertvalue %9813, %9841[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9843 = llvm.insertvalue %9814, %9842[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1282(%30 : i64)
  ^bb1282(%9844: i64):  // 2 preds: ^bb1281, ^bb1292
    %9845 = llvm.icmp "slt" %9844, %29 : i64
    llvm.cond_br %9845, ^bb1283, ^bb1293
  ^bb1283:  // pred: ^bb1282
    llvm.br ^bb1284(%30 : i64)
  ^bb1284(%9846: i64):  // 2 preds: ^bb1283, ^bb1291
    %9847 = llvm.icmp "slt" %9846, %14 : i64
    llvm.cond_br %9847, ^bb1285, ^bb1292
  ^bb1285:  // pred: ^bb1284
    llvm.br ^bb1286(%30 : i64)
  ^bb1286(%9848: i64):  // 2 preds: ^bb1285, ^bb1290
    %9849 = llvm.icmp "slt" %9848, %13 : i64
    llvm.cond_br %9849, ^bb1287, ^bb1291
  ^bb1287:  // pred: ^bb1286
    llvm.br ^bb1288(%30 : i64)
  ^bb1288(%9850: i64):  // 2 preds: ^bb1287, ^bb1289
    %9851 = llvm.icmp "slt" %9850, %13 : i64
    llvm.cond_br %9851, ^bb1289, ^bb1290
  ^bb1289:  // pred: ^bb1288
    %9852 = llvm.extractvalue %9843[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9853 = llvm.mlir.constant(2048 : index) : i64
    %9854 = llvm.mul %9844, %9853 overflow<nsw, nuw> : i64
    %9855 = llvm.mlir.constant(4 : index) : i64
    %9856 = llvm.mul %9846, %9855 overflow<nsw, nuw> : i64
    %9857 = llvm.add %9854, %9856 overflow<nsw, nuw> : i64
    %9858 = llvm.mlir.constant(2 : index) : i64
    %9859 = llvm.mul %9848, %9858 overflow<nsw, nuw> : i64
    %9860 = llvm.add %9857, %9859 overflow<nsw, nuw> : i64
    %9861 = llvm.add %9860, %9850 overflow<nsw, nuw> : i64
    %9862 = llvm.getelementptr inbounds|nuw %9852[%9861] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %9862 : f32, !llvm.ptr
    %9863 = llvm.add %9850, %29 : i64
    llvm.br ^bb1288(%9863 : i64)
  ^bb1290:  // pred: ^bb1288
    %9864 = llvm.add %9848, %29 : i64
    llvm.br ^bb1286(%9864 : i64)
  ^bb1291:  // pred: ^bb1286
    %9865 = llvm.add %9846, %29 : i64
    llvm.br ^bb1284(%9865 : i64)
  ^bb1292:  // pred: ^bb1284
    %9866 = llvm.add %9844, %29 : i64
    llvm.br ^bb1282(%9866 : i64)
  ^bb1293:  // pred: ^bb1282
    %9867 = llvm.mlir.constant(1 : index) : i64
    %9868 = llvm.mlir.constant(512 : index) : i64
    %9869 = llvm.mlir.constant(2 : index) : i64
    %9870 = llvm.mlir.constant(2 : index) : i64
    %9871 = llvm.mlir.constant(1 : index) : i64
    %9872 = llvm.mlir.constant(4 : index) : i64
    %9873 = llvm.mlir.constant(2048 : index) : i64
    %9874 = llvm.mlir.constant(2048 : index) : i64
    %9875 = llvm.mlir.zero : !llvm.ptr
    %9876 = llvm.getelementptr %9875[%9874] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9877 = llvm.ptrtoint %9876 : !llvm.ptr to i64
    %9878 = llvm.mlir.constant(64 : index) : i64
    %9879 = llvm.add %9877, %9878 : i64
    %9880 = llvm.call @malloc(%9879) : (i64) -> !llvm.ptr
    %9881 = llvm.ptrtoint %9880 : !llvm.ptr to i64
    %9882 = llvm.mlir.constant(1 : index) : i64
    %9883 = llvm.sub %9878, %9882 : i64
    %9884 = llvm.add %9881, %9883 : i64
    %9885 = llvm.urem %9884, %9878 : i64
    %9886 = llvm.sub %9884, %9885 : i64
    %9887 = llvm.inttoptr %9886 : i64 to !llvm.ptr
    %9888 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9889 = llvm.insertvalue %9880, %9888[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9890 = llvm.insertvalue %9887, %9889[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9891 = llvm.mlir.constant(0 : index) : i64
    %9892 = llvm.insertvalue %9891, %9890[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9893 = llvm.insertvalue %9867, %9892[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9894 = llvm.insertvalue %9868, %9893[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9895 = llvm.insertvalue %9869, %9894[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9896 = llvm.insertvalue %9870, %9895[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9897 = llvm.insertvalue %9873, %9896[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9898 = llvm.insertvalue %9872, %9897[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9899 = llvm.insertvalue %9870, %9898[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9900 = llvm.insertvalue %9871, %9899[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1294(%30 : i64)
  ^bb1294(%9901: i64):  // 2 preds: ^bb1293, ^bb1304
    %9902 = llvm.icmp "slt" %9901, %29 : i64
    llvm.cond_br %9902, ^bb1295, ^bb1305
  ^bb1295:  // pred: ^bb1294
    llvm.br ^bb1296(%30 : i64)
  ^bb1296(%9903: i64):  // 2 preds: ^bb1295, ^bb1303
    %9904 = llvm.icmp "slt" %9903, %14 : i64
    llvm.cond_br %9904, ^bb1297, ^bb1304
  ^bb1297:  // pred: ^bb1296
    llvm.br ^bb1298(%30 : i64)
  ^bb1298(%9905: i64):  // 2 preds: ^bb1297, ^bb1302
    %9906 = llvm.icmp "slt" %9905, %13 : i64
    llvm.cond_br %9906, ^bb1299, ^bb1303
  ^bb1299:  // pred: ^bb1298
    llvm.br ^bb1300(%30 : i64)
  ^bb1300(%9907: i64):  // 2 preds: ^bb1299, ^bb1301
    %9908 = llvm.icmp "slt" %9907, %13 : i64
    llvm.cond_br %9908, ^bb1301, ^bb1302
  ^bb1301:  // pred: ^bb1300
    %9909 = llvm.extractvalue %9843[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9910 = llvm.mlir.constant(2048 : index) : i64
    %9911 = llvm.mul %9901, %9910 overflow<nsw, nuw> : i64
    %9912 = llvm.mlir.constant(4 : index) : i64
    %9913 = llvm.mul %9903, %9912 overflow<nsw, nuw> : i64
    %9914 = llvm.add %9911, %9913 overflow<nsw, nuw> : i64
    %9915 = llvm.mlir.constant(2 : index) : i64
    %9916 = llvm.mul %9905, %9915 overflow<nsw, nuw> : i64
    %9917 = llvm.add %9914, %9916 overflow<nsw, nuw> : i64
    %9918 = llvm.add %9917, %9907 overflow<nsw, nuw> : i64
    %9919 = llvm.getelementptr inbounds|nuw %9909[%9918] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9920 = llvm.load %9919 : !llvm.ptr -> f32
    %9921 = llvm.extractvalue %9900[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9922 = llvm.mlir.constant(2048 : index) : i64
    %9923 = llvm.mul %9901, %9922 overflow<nsw, nuw> : i64
    %9924 = llvm.mlir.constant(4 : index) : i64
    %9925 = llvm.mul %9903, %9924 overflow<nsw, nuw> : i64
    %9926 = llvm.add %9923, %9925 overflow<nsw, nuw> : i64
    %9927 = llvm.mlir.constant(2 : index) : i64
    %9928 = llvm.mul %9905, %9927 overflow<nsw, nuw> : i64
    %9929 = llvm.add %9926, %9928 overflow<nsw, nuw> : i64
    %9930 = llvm.add %9929, %9907 overflow<nsw, nuw> : i64
    %9931 = llvm.getelementptr inbounds|nuw %9921[%9930] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9920, %9931 : f32, !llvm.ptr
    %9932 = llvm.add %9907, %29 : i64
    llvm.br ^bb1300(%9932 : i64)
  ^bb1302:  // pred: ^bb1300
    %9933 = llvm.add %9905, %29 : i64
    llvm.br ^bb1298(%9933 : i64)
  ^bb1303:  // pred: ^bb1298
    %9934 = llvm.add %9903, %29 : i64
    llvm.br ^bb1296(%9934 : i64)
  ^bb1304:  // pred: ^bb1296
    %9935 = llvm.add %9901, %29 : i64
    llvm.br ^bb1294(%9935 : i64)
  ^bb1305:  // pred: ^bb1294
    llvm.br ^bb1306(%30 : i64)
  ^bb1306(%9936: i64):  // 2 preds: ^bb1305, ^bb1325
    %9937 = llvm.icmp "slt" %9936, %29 : i64
    llvm.cond_br %9937, ^bb1307, ^bb1326
  ^bb1307:  // pred: ^bb1306
    llvm.br ^bb1308(%30 : i64)
  ^bb1308(%9938: i64):  // 2 preds: ^bb1307, ^bb1324
    %9939 = llvm.icmp "slt" %9938, %14 : i64
    llvm.cond_br %9939, ^bb1309, ^bb1325
  ^bb1309:  // pred: ^bb1308
    llvm.br ^bb1310(%30 : i64)
  ^bb1310(%9940: i64):  // 2 preds: ^bb1309, ^bb1323
    %9941 = llvm.icmp "slt" %9940, %13 : i64
    llvm.cond_br %9941, ^bb1311, ^bb1324
  ^bb1311:  // pred: ^bb1310
    llvm.br ^bb1312(%30 : i64)
  ^bb1312(%9942: i64):  // 2 preds: ^bb1311, ^bb1322
    %9943 = llvm.icmp "slt" %9942, %13 : i64
    llvm.cond_br %9943, ^bb1313, ^bb1323
  ^bb1313:  // pred: ^bb1312
    llvm.br ^bb1314(%30 : i64)
  ^bb1314(%9944: i64):  // 2 preds: ^bb1313, ^bb1321
    %9945 = llvm.icmp "slt" %9944, %17 : i64
    llvm.cond_br %9945, ^bb1315, ^bb1322
  ^bb1315:  // pred: ^bb1314
    llvm.br ^bb1316(%30 : i64)
  ^bb1316(%9946: i64):  // 2 preds: ^bb1315, ^bb1320
    %9947 = llvm.icmp "slt" %9946, %28 : i64
    llvm.cond_br %9947, ^bb1317, ^bb1321
  ^bb1317:  // pred: ^bb1316
    llvm.br ^bb1318(%30 : i64)
  ^bb1318(%9948: i64):  // 2 preds: ^bb1317, ^bb1319
    %9949 = llvm.icmp "slt" %9948, %28 : i64
    llvm.cond_br %9949, ^bb1319, ^bb1320
  ^bb1319:  // pred: ^bb1318
    %9950 = llvm.mul %9940, %13 overflow<nsw> : i64
    %9951 = llvm.add %9950, %9946 : i64
    %9952 = llvm.mul %9942, %13 overflow<nsw> : i64
    %9953 = llvm.add %9952, %9948 : i64
    %9954 = llvm.extractvalue %9714[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9955 = llvm.mlir.constant(9216 : index) : i64
    %9956 = llvm.mul %9936, %9955 overflow<nsw, nuw> : i64
    %9957 = llvm.mlir.constant(36 : index) : i64
    %9958 = llvm.mul %9944, %9957 overflow<nsw, nuw> : i64
    %9959 = llvm.add %9956, %9958 overflow<nsw, nuw> : i64
    %9960 = llvm.mlir.constant(6 : index) : i64
    %9961 = llvm.mul %9951, %9960 overflow<nsw, nuw> : i64
    %9962 = llvm.add %9959, %9961 overflow<nsw, nuw> : i64
    %9963 = llvm.add %9962, %9953 overflow<nsw, nuw> : i64
    %9964 = llvm.getelementptr inbounds|nuw %9954[%9963] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9965 = llvm.load %9964 : !llvm.ptr -> f32
    %9966 = llvm.extractvalue %529[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9967 = llvm.mlir.constant(2304 : index) : i64
    %9968 = llvm.mul %9938, %9967 overflow<nsw, nuw> : i64
    %9969 = llvm.mlir.constant(9 : index) : i64
    %9970 = llvm.mul %9944, %9969 overflow<nsw, nuw> : i64
    %9971 = llvm.add %9968, %9970 overflow<nsw, nuw> : i64
    %9972 = llvm.mlir.constant(3 : index) : i64
    %9973 = llvm.mul %9946, %9972 overflow<nsw, nuw> : i64
    %9974 = llvm.add %9971, %9973 overflow<nsw, nuw> : i64
    %9975 = llvm.add %9974, %9948 overflow<nsw, nuw> : i64
    %9976 = llvm.getelementptr inbounds|nuw %9966[%9975] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9977 = llvm.load %9976 : !llvm.ptr -> f32
    %9978 = llvm.extractvalue %9900[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9979 = llvm.mlir.constant(2048 : index) : i64
    %9980 = llvm.mul %9936, %9979 overflow<nsw, nuw> : i64
    %9981 = llvm.mlir.constant(4 : index) : i64
    %9982 = llvm.mul %9938, %9981 overflow<nsw, nuw> : i64
    %9983 = llvm.add %9980, %9982 overflow<nsw, nuw> : i64
    %9984 = llvm.mlir.constant(2 : index) : i64
    %9985 = llvm.mul %9940, %9984 overflow<nsw, nuw> : i64
    %9986 = llvm.add %9983, %9985 overflow<nsw, nuw> : i64
    %9987 = llvm.add %9986, %9942 overflow<nsw, nuw> : i64
    %9988 = llvm.getelementptr inbounds|nuw %9978[%9987] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9989 = llvm.load %9988 : !llvm.ptr -> f32
    %9990 = llvm.fmul %9965, %9977 : f32
    %9991 = llvm.fadd %9989, %9990 : f32
    %9992 = llvm.extractvalue %9900[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9993 = llvm.mlir.constant(2048 : index) : i64
    %9994 = llvm.mul %9936, %9993 overflow<nsw, nuw> : i64
    %9995 = llvm.mlir.constant(4 : index) : i64
    %9996 = llvm.mul %9938, %9995 overflow<nsw, nuw> : i64
    %9997 = llvm.add %9994, %9996 overflow<nsw, nuw> : i64
    %9998 = llvm.mlir.constant(2 : index) : i64
    %9999 = llvm.mul %9940, %9998 overflow<nsw, nuw> : i64
    %10000 = llvm.add %9997, %9999 overflow<nsw, nuw> : i64
    %10001 = llvm.add %10000, %9942 overflow<nsw, nuw> : i64
    %10002 = llvm.getelementptr inbounds|nuw %9992[%10001] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9991, %10002 : f32, !llvm.ptr
    %10003 = llvm.add %9948, %29 : i64
    llvm.br ^bb1318(%10003 : i64)
  ^bb1320:  // pred: ^bb1318
    %10004 = llvm.add %9946, %29 : i64
    llvm.br ^bb1316(%10004 : i64)
  ^bb1321:  // pred: ^bb1316
    %10005 = llvm.add %9944, %29 : i64
    llvm.br ^bb1314(%10005 : i64)
  ^bb1322:  // pred: ^bb1314
    %10006 = llvm.add %9942, %29 : i64
    llvm.br ^bb1312(%10006 : i64)
  ^bb1323:  // pred: ^bb1312
    %10007 = llvm.add %9940, %29 : i64
    llvm.br ^bb1310(%10007 : i64)
  ^bb1324:  // pred: ^bb1310
    %10008 = llvm.add %9938, %29 : i64
    llvm.br ^bb1308(%10008 : i64)
  ^bb1325:  // pred: ^bb1308
    %10009 = llvm.add %9936, %29 : i64
    llvm.br ^bb1306(%10009 : i64)
  ^bb1326:  // pred: ^bb1306
    %10010 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10011 = llvm.extractvalue %485[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10012 = llvm.extractvalue %485[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10013 = llvm.insertvalue %10011, %10010[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10014 = llvm.insertvalue %10012, %10013[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10015 = llvm.mlir.constant(0 : index) : i64
    %10016 = llvm.insertvalue %10015, %10014[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10017 = llvm.mlir.constant(512 : index) : i64
    %10018 = llvm.insertvalue %10017, %10016[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10019 = llvm.mlir.constant(1 : index) : i64
    %10020 = llvm.insertvalue %10019, %10018[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10021 = llvm.mlir.constant(1 : index) : i64
    %10022 = llvm.insertvalue %10021, %10020[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10023 = llvm.mlir.constant(1 : index) : i64
    %10024 = llvm.insertvalue %10023, %10022[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10025 = llvm.mlir.constant(1 : index) : i64
    %10026 = llvm.insertvalue %10025, %10024[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10027 = llvm.mlir.constant(1 : index) : i64
    %10028 = llvm.insertvalue %10027, %10026[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10029 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10030 = llvm.extractvalue %501[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10031 = llvm.extractvalue %501[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10032 = llvm.insertvalue %10030, %10029[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10033 = llvm.insertvalue %10031, %10032[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10034 = llvm.mlir.constant(0 : index) : i64
    %10035 = llvm.insertvalue %10034, %10033[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10036 = llvm.mlir.constant(512 : index) : i64
    %10037 = llvm.insertvalue %10036, %10035[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10038 = llvm.mlir.constant(1 : index) : i64
    %10039 = llvm.insertvalue %10038, %10037[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10040 = llvm.mlir.constant(1 : index) : i64
    %10041 = llvm.insertvalue %10040, %10039[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10042 = llvm.mlir.constant(1 : index) : i64
    %10043 = llvm.insertvalue %10042, %10041[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10044 = llvm.mlir.constant(1 : index) : i64
    %10045 = llvm.insertvalue %10044, %10043[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10046 = llvm.mlir.constant(1 : index) : i64
    %10047 = llvm.insertvalue %10046, %10045[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10048 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10049 = llvm.extractvalue %469[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10050 = llvm.extractvalue %469[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10051 = llvm.insertvalue %10049, %10048[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10052 = llvm.insertvalue %10050, %10051[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10053 = llvm.mlir.constant(0 : index) : i64
    %10054 = llvm.insertvalue %10053, %10052[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10055 = llvm.mlir.constant(512 : index) : i64
    %10056 = llvm.insertvalue %10055, %10054[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10057 = llvm.mlir.constant(1 : index) : i64
    %10058 = llvm.insertvalue %10057, %10056[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10059 = llvm.mlir.constant(1 : index) : i64
    %10060 = llvm.insertvalue %10059, %10058[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10061 = llvm.mlir.constant(1 : index) : i64
    %10062 = llvm.insertvalue %10061, %10060[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10063 = llvm.mlir.constant(1 : index) : i64
    %10064 = llvm.insertvalue %10063, %10062[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10065 = llvm.mlir.constant(1 : index) : i64
    %10066 = llvm.insertvalue %10065, %10064[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10067 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10068 = llvm.extractvalue %453[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10069 = llvm.extractvalue %453[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10070 = llvm.insertvalue %10068, %10067[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10071 = llvm.insertvalue %10069, %10070[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10072 = llvm.mlir.constant(0 : index) : i64
    %10073 = llvm.insertvalue %10072, %10071[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10074 = llvm.mlir.constant(512 : index) : i64
    %10075 = llvm.insertvalue %10074, %10073[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10076 = llvm.mlir.constant(1 : index) : i64
    %10077 = llvm.insertvalue %10076, %10075[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10078 = llvm.mlir.constant(1 : index) : i64
    %10079 = llvm.insertvalue %10078, %10077[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10080 = llvm.mlir.constant(1 : index) : i64
    %10081 = llvm.insertvalue %10080, %10079[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10082 = llvm.mlir.constant(1 : index) : i64
    %10083 = llvm.insertvalue %10082, %10081[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10084 = llvm.mlir.constant(1 : index) : i64
    %10085 = llvm.insertvalue %10084, %10083[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10086 = llvm.mlir.constant(1 : index) : i64
    %10087 = llvm.mlir.constant(512 : index) : i64
    %10088 = llvm.mlir.constant(2 : index) : i64
    %10089 = llvm.mlir.constant(2 : index) : i64
    %10090 = llvm.mlir.constant(1 : index) : i64
    %10091 = llvm.mlir.constant(4 : index) : i64
    %10092 = llvm.mlir.constant(2048 : index) : i64
    %10093 = llvm.mlir.constant(2048 : index) : i64
    %10094 = llvm.mlir.zero : !llvm.ptr
    %10095 = llvm.getelementptr %10094[%10093] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10096 = llvm.ptrtoint %10095 : !llvm.ptr to i64
    %10097 = llvm.mlir.constant(64 : index) : i64
    %10098 = llvm.add %10096, %10097 : i64
    %10099 = llvm.call @malloc(%10098) : (i64) -> !llvm.ptr
    %10100 = llvm.ptrtoint %10099 : !llvm.ptr to i64
    %10101 = llvm.mlir.constant(1 : index) : i64
    %10102 = llvm.sub %10097, %10101 : i64
    %10103 = llvm.add %10100, %10102 : i64
    %10104 = llvm.urem %10103, %10097 : i64
    %10105 = llvm.sub %10103, %10104 : i64
    %10106 = llvm.inttoptr %10105 : i64 to !llvm.ptr
    %10107 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10108 = llvm.insertvalue %10099, %10107[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10109 = llvm.insertvalue %10106, %10108[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10110 = llvm.mlir.constant(0 : index) : i64
    %10111 = llvm.insertvalue %10110, %10109[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10112 = llvm.insertvalue %10086, %10111[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10113 = llvm.insertvalue %10087, %10112[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10114 = llvm.insertvalue %10088, %10113[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10115 = llvm.insertvalue %10089, %10114[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10116 = llvm.insertvalue %10092, %10115[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10117 = llvm.insertvalue %10091, %10116[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10118 = llvm.insertvalue %10089, %10117[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10119 = llvm.insertvalue %10090, %10118[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1327(%30 : i64)
  ^bb1327(%10120: i64):  // 2 preds: ^bb1326, ^bb1337
    %10121 = llvm.icmp "slt" %10120, %29 : i64
    llvm.cond_br %10121, ^bb1328, ^bb1338
  ^bb1328:  // pred: ^bb1327
    llvm.br ^bb1329(%30 : i64)
  ^bb1329(%10122: i64):  // 2 preds: ^bb1328, ^bb1336
    %10123 = llvm.icmp "slt" %10122, %14 : i64
    llvm.cond_br %10123, ^bb1330, ^bb1337
  ^bb1330:  // pred: ^bb1329
    llvm.br ^bb1331(%30 : i64)
  ^bb1331(%10124: i64):  // 2 preds: ^bb1330, ^bb1335
    %10125 = llvm.icmp "slt" %10124, %13 : i64
    llvm.cond_br %10125, ^bb1332, ^bb1336
  ^bb1332:  // pred: ^bb1331
    llvm.br ^bb1333(%30 : i64)
  ^bb1333(%10126: i64):  // 2 preds: ^bb1332, ^bb1334
    %10127 = llvm.icmp "slt" %10126, %13 : i64
    llvm.cond_br %10127, ^bb1334, ^bb1335
  ^bb1334:  // pred: ^bb1333
    %10128 = llvm.extractvalue %9900[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10129 = llvm.mlir.constant(2048 : index) : i64
    %10130 = llvm.mul %10120, %10129 overflow<nsw, nuw> : i64
    %10131 = llvm.mlir.constant(4 : index) : i64
    %10132 = llvm.mul %10122, %10131 overflow<nsw, nuw> : i64
    %10133 = llvm.add %10130, %10132 overflow<nsw, nuw> : i64
    %10134 = llvm.mlir.constant(2 : index) : i64
    %10135 = llvm.mul %10124, %10134 overflow<nsw, nuw> : i64
    %10136 = llvm.add %10133, %10135 overflow<nsw, nuw> : i64
    %10137 = llvm.add %10136, %10126 overflow<nsw, nuw> : i64
    %10138 = llvm.getelementptr inbounds|nuw %10128[%10137] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10139 = llvm.load %10138 : !llvm.ptr -> f32
    %10140 = llvm.extractvalue %10047[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10141 = llvm.add %10122, %30 overflow<nsw, nuw> : i64
    %10142 = llvm.add %10141, %30 overflow<nsw, nuw> : i64
    %10143 = llvm.getelementptr inbounds|nuw %10140[%10142] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10144 = llvm.load %10143 : !llvm.ptr -> f32
    %10145 = llvm.extractvalue %10028[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10146 = llvm.add %10122, %30 overflow<nsw, nuw> : i64
    %10147 = llvm.add %10146, %30 overflow<nsw, nuw> : i64
    %10148 = llvm.getelementptr inbounds|nuw %10145[%10147] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10149 = llvm.load %10148 : !llvm.ptr -> f32
    %10150 = llvm.extractvalue %10066[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10151 = llvm.add %10122, %30 overflow<nsw, nuw> : i64
    %10152 = llvm.add %10151, %30 overflow<nsw, nuw> : i64
    %10153 = llvm.getelementptr inbounds|nuw %10150[%10152] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10154 = llvm.load %10153 : !llvm.ptr -> f32
    %10155 = llvm.extractvalue %10085[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10156 = llvm.add %10122, %30 overflow<nsw, nuw> : i64
    %10157 = llvm.add %10156, %30 overflow<nsw, nuw> : i64
    %10158 = llvm.getelementptr inbounds|nuw %10155[%10157] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10159 = llvm.load %10158 : !llvm.ptr -> f32
    %10160 = llvm.fptrunc %32 : f64 to f32
    %10161 = llvm.fadd %10149, %10160 : f32
    %10162 = llvm.intr.sqrt(%10161) : (f32) -> f32
    %10163 = llvm.fdiv %34, %10162 : f32
    %10164 = llvm.fsub %10139, %10144 : f32
    %10165 = llvm.fmul %10164, %10163 : f32
    %10166 = llvm.fmul %10165, %10154 : f32
    %10167 = llvm.fadd %10166, %10159 : f32
    %10168 = llvm.fcmp "ugt" %10167, %33 : f32
    %10169 = llvm.select %10168, %10167, %33 : i1, f32
    %10170 = llvm.extractvalue %10119[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10171 = llvm.mlir.constant(2048 : index) : i64
    %10172 = llvm.mul %10120, %10171 overflow<nsw, nuw> : i64
    %10173 = llvm.mlir.constant(4 : index) : i64
    %10174 = llvm.mul %10122, %10173 overflow<nsw, nuw> : i64
    %10175 = llvm.add %10172, %10174 overflow<nsw, nuw> : i64
    %10176 = llvm.mlir.constant(2 : index) : i64
    %10177 = llvm.mul %10124, %10176 overflow<nsw, nuw> : i64
    %10178 = llvm.add %10175, %10177 overflow<nsw, nuw> : i64
    %10179 = llvm.add %10178, %10126 overflow<nsw, nuw> : i64
    %10180 = llvm.getelementptr inbounds|nuw %10170[%10179] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %10169, %10180 : f32, !llvm.ptr
    %10181 = llvm.add %10126, %29 : i64
    llvm.br ^bb1333(%10181 : i64)
  ^bb1335:  // pred: ^bb1333
    %10182 = llvm.add %10124, %29 : i64
    llvm.br ^bb1331(%10182 : i64)
  ^bb1336:  // pred: ^bb1331
    %10183 = llvm.add %10122, %29 : i64
    llvm.br ^bb1329(%10183 : i64)
  ^bb1337:  // pred: ^bb1329
    %10184 = llvm.add %10120, %29 : i64
    llvm.br ^bb1327(%10184 : i64)
  ^bb1338:  // pred: ^bb1327
    %10185 = llvm.mlir.constant(1 : index) : i64
    %10186 = llvm.mlir.constant(512 : index) : i64
    %10187 = llvm.mlir.constant(4 : index) : i64
    %10188 = llvm.mlir.constant(4 : index) : i64
    %10189 = llvm.mlir.constant(1 : index) : i64
    %10190 = llvm.mlir.constant(16 : index) : i64
    %10191 = llvm.mlir.constant(8192 : index) : i64
    %10192 = llvm.mlir.constant(8192 : index) : i64
    %10193 = llvm.mlir.zero : !llvm.ptr
    %10194 = llvm.getelementptr %10193[%10192] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10195 = llvm.ptrtoint %10194 : !llvm.ptr to i64
    %10196 = llvm.mlir.constant(64 : index) : i64
    %10197 = llvm.add %10195, %10196 : i64
    %10198 = llvm.call @malloc(%10197) : (i64) -> !llvm.ptr
    %10199 = llvm.ptrtoint %10198 : !llvm.ptr to i64
    %10200 = llvm.mlir.constant(1 : index) : i64
    %10201 = llvm.sub %10196, %10200 : i64
    %10202 = llvm.add %10199, %10201 : i64
    %10203 = llvm.urem %10202, %10196 : i64
    %10204 = llvm.sub %10202, %10203 : i64
    %10205 = llvm.inttoptr %10204 : i64 to !llvm.ptr
    %10206 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10207 = llvm.insertvalue %10198, %10206[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10208 = llvm.insertvalue %10205, %10207[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10209 = llvm.mlir.constant(0 : index) : i64
    %10210 = llvm.insertvalue %10209, %10208[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10211 = llvm.insertvalue %10185, %10210[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10212 = llvm.insertvalue %10186, %10211[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10213 = llvm.insertvalue %10187, %10212[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10214 = llvm.insertvalue %10188, %10213[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10215 = llvm.insertvalue %10191, %10214[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10216 = llvm.insertvalue %10190, %10215[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10217 = llvm.insertvalue %10188, %10216[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10218 = llvm.insertvalue %10189, %10217[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1339(%30 : i64)
  ^bb1339(%10219: i64):  // 2 preds: ^bb1338, ^bb1349
    %10220 = llvm.icmp "slt" %10219, %29 : i64
    llvm.cond_br %10220, ^bb1340, ^bb1350
  ^bb1340:  // pred: ^bb1339
    llvm.br ^bb1341(%30 : i64)
  ^bb1341(%10221: i64):  // 2 preds: ^bb1340, ^bb1348
    %10222 = llvm.icmp "slt" %10221, %14 : i64
    llvm.cond_br %10222, ^bb1342, ^bb1349
  ^bb1342:  // pred: ^bb1341
    llvm.br ^bb1343(%30 : i64)
  ^bb1343(%10223: i64):  // 2 preds: ^bb1342, ^bb1347
    %10224 = llvm.icmp "slt" %10223, %16 : i64
    llvm.cond_br %10224, ^bb1344, ^bb1348
  ^bb1344:  // pred: ^bb1343
    llvm.br ^bb1345(%30 : i64)
  ^bb1345(%10225: i64):  // 2 preds: ^bb1344, ^bb1346
    %10226 = llvm.icmp "slt" %10225, %16 : i64
    llvm.cond_br %10226, ^bb1346, ^bb1347
  ^bb1346:  // pred: ^bb1345
    %10227 = llvm.extractvalue %10218[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10228 = llvm.mlir.constant(8192 : index) : i64
    %10229 = llvm.mul %10219, %10228 overflow<nsw, nuw> : i64
    %10230 = llvm.mlir.constant(16 : index) : i64
    %10231 = llvm.mul %10221, %10230 overflow<nsw, nuw> : i64
    %10232 = llvm.add %10229, %10231 overflow<nsw, nuw> : i64
    %10233 = llvm.mlir.constant(4 : index) : i64
    %10234 = llvm.mul %10223, %10233 overflow<nsw, nuw> : i64
    %10235 = llvm.add %10232, %10234 overflow<nsw, nuw> : i64
    %10236 = llvm.add %10235, %10225 overflow<nsw, nuw> : i64
    %10237 = llvm.getelementptr inbounds|nuw %10227[%10236] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %10237 : f32, !llvm.ptr
    %10238 = llvm.add %10225, %29 : i64
    llvm.br ^bb1345(%10238 : i64)
  ^bb1347:  // pred: ^bb1345
    %10239 = llvm.add %10223, %29 : i64
    llvm.br ^bb1343(%10239 : i64)
  ^bb1348:  // pred: ^bb1343
    %10240 = llvm.add %10221, %29 : i64
    llvm.br ^bb1341(%10240 : i64)
  ^bb1349:  // pred: ^bb1341
    %10241 = llvm.add %10219, %29 : i64
    llvm.br ^bb1339(%10241 : i64)
  ^bb1350:  // pred: ^bb1339
    %10242 = llvm.mlir.constant(1 : index) : i64
    %10243 = llvm.mlir.constant(512 : index) : i64
    %10244 = llvm.mlir.constant(4 : index) : i64
    %10245 = llvm.mlir.constant(4 : index) : i64
    %10246 = llvm.mlir.constant(1 : index) : i64
    %10247 = llvm.mlir.constant(16 : index) : i64
    %10248 = llvm.mlir.constant(8192 : index) : i64
    %10249 = llvm.mlir.constant(8192 : index) : i64
    %10250 = llvm.mlir.zero : !llvm.ptr
    %10251 = llvm.getelementptr %10250[%10249] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10252 = llvm.ptrtoint %10251 : !llvm.ptr to i64
    %10253 = llvm.mlir.constant(64 : index) : i64
    %10254 = llvm.add %10252, %10253 : i64
    %10255 = llvm.call @malloc(%10254) : (i64) -> !llvm.ptr
    %10256 = llvm.ptrtoint %10255 : !llvm.ptr to i64
    %10257 = llvm.mlir.constant(1 : index) : i64
    %10258 = llvm.sub %10253, %10257 : i64
    %10259 = llvm.add %10256, %10258 : i64
    %10260 = llvm.urem %10259, %10253 : i64
    %10261 = llvm.sub %10259, %10260 : i64
    %10262 = llvm.inttoptr %10261 : i64 to !llvm.ptr
    %10263 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10264 = llvm.insertvalue %10255, %10263[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10265 = llvm.insertvalue %10262, %10264[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10266 = llvm.mlir.constant(0 : index) : i64
    %10267 = llvm.insertvalue %10266, %10265[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10268 = llvm.insertvalue %10242, %10267[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10269 = llvm.insertvalue %10243, %10268[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10270 = llvm.insertvalue %10244, %10269[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10271 = llvm.insertvalue %10245, %10270[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10272 = llvm.insertvalue %10248, %10271[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10273 = llvm.insertvalue %10247, %10272[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10274 = llvm.insertvalue %10245, %10273[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10275 = llvm.insertvalue %10246, %10274[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1351(%30 : i64)
  ^bb1351(%10276: i64):  // 2 preds: ^bb1350, ^bb1361
    %10277 = llvm.icmp "slt" %10276, %29 : i64
    llvm.cond_br %10277, ^bb1352, ^bb1362
  ^bb1352:  // pred: ^bb1351
    llvm.br ^bb1353(%30 : i64)
  ^bb1353(%10278: i64):  // 2 preds: ^bb1352, ^bb1360
    %10279 = llvm.icmp "slt" %10278, %14 : i64
    llvm.cond_br %10279, ^bb1354, ^bb1361
  ^bb1354:  // pred: ^bb1353
    llvm.br ^bb1355(%30 : i64)
  ^bb1355(%10280: i64):  // 2 preds: ^bb1354, ^bb1359
    %10281 = llvm.icmp "slt" %10280, %16 : i64
    llvm.cond_br %10281, ^bb1356, ^bb1360
  ^bb1356:  // pred: ^bb1355
    llvm.br ^bb1357(%30 : i64)
  ^bb1357(%10282: i64):  // 2 preds: ^bb1356, ^bb1358
    %10283 = llvm.icmp "slt" %10282, %16 : i64
    llvm.cond_br %10283, ^bb1358, ^bb1359
  ^bb1358:  // pred: ^bb1357
    %10284 = llvm.extractvalue %10218[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10285 = llvm.mlir.constant(8192 : index) : i64
    %10286 = llvm.mul %10276, %10285 overflow<nsw, nuw> : i64
    %10287 = llvm.mlir.constant(16 : index) : i64
    %10288 = llvm.mul %10278, %10287 overflow<nsw, nuw> : i64
    %10289 = llvm.add %10286, %10288 overflow<nsw, nuw> : i64
    %10290 = llvm.mlir.constant(4 : index) : i64
    %10291 = llvm.mul %10280, %10290 overflow<nsw, nuw> : i64
    %10292 = llvm.add %10289, %10291 overflow<nsw, nuw> : i64
    %10293 = llvm.add %10292, %10282 overflow<nsw, nuw> : i64
    %10294 = llvm.getelementptr inbounds|nuw %10284[%10293] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10295 = llvm.load %10294 : !llvm.ptr -> f32
    %10296 = llvm.extractvalue %10275[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10297 = llvm.mlir.constant(8192 : index) : i64
    %10298 = llvm.mul %10276, %10297 overflow<nsw, nuw> : i64
    %10299 = llvm.mlir.constant(16 : index) : i64
    %10300 = llvm.mul %10278, %10299 overflow<nsw, nuw> : i64
    %10301 = llvm.add %10298, %10300 overflow<nsw, nuw> : i64
    %10302 = llvm.mlir.constant(4 : index) : i64
    %10303 = llvm.mul %10280, %10302 overflow<nsw, nuw> : i64
    %10304 = llvm.add %10301, %10303 overflow<nsw, nuw> : i64
    %10305 = llvm.add %10304, %10282 overflow<nsw, nuw> : i64
    %10306 = llvm.getelementptr inbounds|nuw %10296[%10305] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %10295, %10306 : f32, !llvm.ptr
    %10307 = llvm.add %10282, %29 : i64
    llvm.br ^bb1357(%10307 : i64)
  ^bb1359:  // pred: ^bb1357
    %10308 = llvm.add %10280, %29 : i64
    llvm.br ^bb1355(%10308 : i64)
  ^bb1360:  // pred: ^bb1355
    %10309 = llvm.add %10278, %29 : i64
    llvm.br ^bb1353(%10309 : i64)
  ^bb1361:  // pred: ^bb1353
    %10310 = llvm.add %10276, %29 : i64
    llvm.br ^bb1351(%10310 : i64)
  ^bb1362:  // pred: ^bb1351
    %10311 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10312 = llvm.extractvalue %10275[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10313 = llvm.extractvalue %10275[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10314 = llvm.insertvalue %10312, %10311[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10315 = llvm.insertvalue %10313, %10314[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10316 = llvm.mlir.constant(5 : index) : i64
    %10317 = llvm.insertvalue %10316, %10315[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10318 = llvm.mlir.constant(1 : index) : i64
    %10319 = llvm.insertvalue %10318, %10317[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10320 = llvm.mlir.constant(8192 : index) : i64
    %10321 = llvm.insertvalue %10320, %10319[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10322 = llvm.mlir.constant(512 : index) : i64
    %10323 = llvm.insertvalue %10322, %10321[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10324 = llvm.mlir.constant(16 : index) : i64
    %10325 = llvm.insertvalue %10324, %10323[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10326 = llvm.mlir.constant(2 : index) : i64
    %10327 = llvm.insertvalue %10326, %10325[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10328 = llvm.mlir.constant(4 : index) : i64
    %10329 = llvm.insertvalue %10328, %10327[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10330 = llvm.mlir.constant(2 : index) : i64
    %10331 = llvm.insertvalue %10330, %10329[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10332 = llvm.mlir.constant(1 : index) : i64
    %10333 = llvm.insertvalue %10332, %10331[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1363(%30 : i64)
  ^bb1363(%10334: i64):  // 2 preds: ^bb1362, ^bb1373
    %10335 = llvm.icmp "slt" %10334, %29 : i64
    llvm.cond_br %10335, ^bb1364, ^bb1374
  ^bb1364:  // pred: ^bb1363
    llvm.br ^bb1365(%30 : i64)
  ^bb1365(%10336: i64):  // 2 preds: ^bb1364, ^bb1372
    %10337 = llvm.icmp "slt" %10336, %14 : i64
    llvm.cond_br %10337, ^bb1366, ^bb1373
  ^bb1366:  // pred: ^bb1365
    llvm.br ^bb1367(%30 : i64)
  ^bb1367(%10338: i64):  // 2 preds: ^bb1366, ^bb1371
    %10339 = llvm.icmp "slt" %10338, %13 : i64
    llvm.cond_br %10339, ^bb1368, ^bb1372
  ^bb1368:  // pred: ^bb1367
    llvm.br ^bb1369(%30 : i64)
  ^bb1369(%10340: i64):  // 2 preds: ^bb1368, ^bb1370
    %10341 = llvm.icmp "slt" %10340, %13 : i64
    llvm.cond_br %10341, ^bb1370, ^bb1371
  ^bb1370:  // pred: ^bb1369
    %10342 = llvm.extractvalue %10119[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10343 = llvm.mlir.constant(2048 : index) : i64
    %10344 = llvm.mul %10334, %10343 overflow<nsw, nuw> : i64
    %10345 = llvm.mlir.constant(4 : index) : i64
    %10346 = llvm.mul %10336, %10345 overflow<nsw, nuw> : i64
    %10347 = llvm.add %10344, %10346 overflow<nsw, nuw> : i64
    %10348 = llvm.mlir.constant(2 : index) : i64
    %10349 = llvm.mul %10338, %10348 overflow<nsw, nuw> : i64
    %10350 = llvm.add %10347, %10349 overflow<nsw, nuw> : i64
    %10351 = llvm.add %10350, %10340 overflow<nsw, nuw> : i64
    %10352 = llvm.getelementptr inbounds|nuw %10342[%10351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10353 = llvm.load %10352 : !llvm.ptr -> f32
    %10354 = llvm.extractvalue %10333[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10355 = llvm.mlir.constant(5 : index) : i64
    %10356 = llvm.getelementptr %10354[%10355] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10357 = llvm.mlir.constant(8192 : index) : i64
    %10358 = llvm.mul %10334, %10357 overflow<nsw, nuw> : i64
    %10359 = llvm.mlir.constant(16 : index) : i64
    %10360 = llvm.mul %10336, %10359 overflow<nsw, nuw> : i64
    %10361 = llvm.add %10358, %10360 overflow<nsw, nuw> : i64
    %10362 = llvm.mlir.constant(4 : index) : i64
    %10363 = llvm.mul %10338, %10362 overflow<nsw, nuw> : i64
    %10364 = llvm.add %10361, %10363 overflow<nsw, nuw> : i64
    %10365 = llvm.add %10364, %10340 overflow<nsw, nuw> : i64
    %10366 = llvm.getelementptr inbounds|nuw %10356[%10365] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %10353, %10366 : f32, !llvm.ptr
    %10367 = llvm.add %10340, %29 : i64
    llvm.br ^bb1369(%10367 : i64)
  ^bb1371:  // pred: ^bb1369
    %10368 = llvm.add %10338, %29 : i64
    llvm.br ^bb1367(%10368 : i64)
  ^bb1372:  // pred: ^bb1367
    %10369 = llvm.add %10336, %29 : i64
    llvm.br ^bb1365(%10369 : i64)
  ^bb1373:  // pred: ^bb1365
    %10370 = llvm.add %10334, %29 : i64
    llvm.br ^bb1363(%10370 : i64)
  ^bb1374:  // pred: ^bb1363
    %10371 = llvm.mlir.constant(1 : index) : i64
    %10372 = llvm.mlir.constant(512 : index) : i64
    %10373 = llvm.mlir.constant(2 : index) : i64
    %10374 = llvm.mlir.constant(2 : index) : i64
    %10375 = llvm.mlir.constant(1 : index) : i64
    %10376 = llvm.mlir.constant(4 : index) : i64
    %10377 = llvm.mlir.constant(2048 : index) : i64
    %10378 = llvm.mlir.constant(2048 : index) : i64
    %10379 = llvm.mlir.zero : !llvm.ptr
    %10380 = llvm.getelementptr %10379[%10378] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10381 = llvm.ptrtoint %10380 : !llvm.ptr to i64
    %10382 = llvm.mlir.constant(64 : index) : i64
    %10383 = llvm.add %10381, %10382 : i64
    %10384 = llvm.call @malloc(%10383) : (i64) -> !llvm.ptr
    %10385 = llvm.ptrtoint %10384 : !llvm.ptr to i64
    %10386 = llvm.mlir.constant(1 : index) : i64
    %10387 = llvm.sub %10382, %10386 : i64
    %10388 = llvm.add %10385, %10387 : i64
    %10389 = llvm.urem %10388, %10382 : i64
    %10390 = llvm.sub %10388, %10389 : i64
    %10391 = llvm.inttoptr %10390 : i64 to !llvm.ptr
    %10392 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10393 = llvm.insertvalue %10384, %10392[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10394 = llvm.insertvalue %10391, %10393[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10395 = llvm.mlir.constant(0 : index) : i64
    %10396 = llvm.insertvalue %10395, %10394[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10397 = llvm.insertvalue %10371, %10396[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10398 = llvm.insertvalue %10372, %10397[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10399 = llvm.insertvalue %10373, %10398[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10400 = llvm.insertvalue %10374, %10399[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10401 = llvm.insertvalue %10377, %10400[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10402 = llvm.insertvalue %10376, %10401[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10403 = llvm.insertvalue %10374, %10402[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10404 = llvm.insertvalue %10375, %10403[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1375(%30 : i64)
  ^bb1375(%10405: i64):  // 2 preds: ^bb1374, ^bb1385
    %10406 = llvm.icmp "slt" %10405, %29 : i64
    llvm.cond_br %10406, ^bb1376, ^bb1386
  ^bb1376:  // pred: ^bb1375
    llvm.br ^bb1377(%30 : i64)
  ^bb1377(%10407: i64):  // 2 preds: ^bb1376, ^bb1384
    %10408 = llvm.icmp "slt" %10407, %14 : i64
    llvm.cond_br %10408, ^bb1378, ^bb1385
  ^bb1378:  // pred: ^bb1377
    llvm.br ^bb1379(%30 : i64)
  ^bb1379(%10409: i64):  // 2 preds: ^bb1378, ^bb1383
    %10410 = llvm.icmp "slt" %10409, %13 : i64
    llvm.cond_br %10410, ^bb1380, ^bb1384
  ^bb1380:  // pred: ^bb1379
    llvm.br ^bb1381(%30 : i64)
  ^bb1381(%10411: i64):  // 2 preds: ^bb1380, ^bb1382
    %10412 = llvm.icmp "slt" %10411, %13 : i64
    llvm.cond_br %10412, ^bb1382, ^bb1383
  ^bb1382:  // pred: ^bb1381
    %10413 = llvm.extractvalue %9843[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10414 = llvm.mlir.constant(2048 : index) : i64
    %10415 = llvm.mul %10405, %10414 overflow<nsw, nuw> : i64
    %10416 = llvm.mlir.constant(4 : index) : i64
    %10417 = llvm.mul %10407, %10416 overflow<nsw, nuw> : i64
    %10418 = llvm.add %10415, %10417 overflow<nsw, nuw> : i64
    %10419 = llvm.mlir.constant(2 : index) : i64
    %10420 = llvm.mul %10409, %10419 overflow<nsw, nuw> : i64
    %10421 = llvm.add %10418, %10420 overflow<nsw, nuw> : i64
    %10422 = llvm.add %10421, %10411 overflow<nsw, nuw> : i64
    %10423 = llvm.getelementptr inbounds|nuw %10413[%10422] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10424 = llvm.load %10423 : !llvm.ptr -> f32
    %10425 = llvm.extractvalue %10404[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10426 = llvm.mlir.constant(2048 : index) : i64
    %10427 = llvm.mul %10405, %10426 overflow<nsw, nuw> : i64
    %10428 = llvm.mlir.constant(4 : index) : i64
    %10429 = llvm.mul %10407, %10428 overflow<nsw, nuw> : i64
    %10430 = llvm.add %10427, %10429 overflow<nsw, nuw> : i64
    %10431 = llvm.mlir.constant(2 : index) : i64
    %10432 = llvm.mul %10409, %10431 overflow<nsw, nuw> : i64
    %10433 = llvm.add %10430, %10432 overflow<nsw, nuw> : i64
    %10434 = llvm.add %10433, %10411 overflow<nsw, nuw> : i64
    %10435 = llvm.getelementptr inbounds|nuw %10425[%10434] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %10424, %10435 : f32, !llvm.ptr
    %10436 = llvm.add %10411, %29 : i64
    llvm.br ^bb1381(%10436 : i64)
  ^bb1383:  // pred: ^bb1381
    %10437 = llvm.add %10409, %29 : i64
    llvm.br ^bb1379(%10437 : i64)
  ^bb1384:  // pred: ^bb1379
    %10438 = llvm.add %10407, %29 : i64
    llvm.br ^bb1377(%10438 : i64)
  ^bb1385:  // pred: ^bb1377
    %10439 = llvm.add %10405, %29 : i64
    llvm.br ^bb1375(%10439 : i64)
  ^bb1386:  // pred: ^bb1375
    llvm.br ^bb1387(%30 : i64)
  ^bb1387(%10440: i64):  // 2 preds: ^bb1386, ^bb1406
    %10441 = llvm.icmp "slt" %10440, %29 : i64
    llvm.cond_br %10441, ^bb1388, ^bb1407
  ^bb1388:  // pred: ^bb1387
    llvm.br ^bb1389(%30 : i64)
  ^bb1389(%10442: i64):  // 2 preds: ^bb1388, ^bb1405
    %10443 = llvm.icmp "slt" %10442, %14 : i64
    llvm.cond_br %10443, ^bb1390, ^bb1406
  ^bb1390:  // pred: ^bb1389
    llvm.br ^bb1391(%30 : i64)
  ^bb1391(%10444: i64):  // 2 preds: ^bb1390, ^bb1404
    %10445 = llvm.icmp "slt" %10444, %13 : i64
    llvm.cond_br %10445, ^bb1392, ^bb1405
  ^bb1392:  // pred: ^bb1391
    llvm.br ^bb1393(%30 : i64)
  ^bb1393(%10446: i64):  // 2 preds: ^bb1392, ^bb1403
    %10447 = llvm.icmp "slt" %10446, %13 : i64
    llvm.cond_br %10447, ^bb1394, ^bb1404
  ^bb1394:  // pred: ^bb1393
    llvm.br ^bb1395(%30 : i64)
  ^bb1395(%10448: i64):  // 2 preds: ^bb1394, ^bb1402
    %10449 = llvm.icmp "slt" %10448, %14 : i64
    llvm.cond_br %10449, ^bb1396, ^bb1403
  ^bb1396:  // pred: ^bb1395
    llvm.br ^bb1397(%30 : i64)
  ^bb1397(%10450: i64):  // 2 preds: ^bb1396, ^bb1401
    %10451 = llvm.icmp "slt" %10450, %28 : i64
    llvm.cond_br %10451, ^bb1398, ^bb1402
  ^bb1398:  // pred: ^bb1397
    llvm.br ^bb1399(%30 : i64)
  ^bb1399(%10452: i64):  // 2 preds: ^bb1398, ^bb1400
    %10453 = llvm.icmp "slt" %10452, %28 : i64
    llvm.cond_br %10453, ^bb1400, ^bb1401
  ^bb1400:  // pred: ^bb1399
    %10454 = llvm.add %10444, %10450 : i64
    %10455 = llvm.add %10446, %10452 : i64
    %10456 = llvm.extractvalue %10275[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10457 = llvm.mlir.constant(8192 : index) : i64
    %10458 = llvm.mul %10440, %10457 overflow<nsw, nuw> : i64
    %10459 = llvm.mlir.constant(16 : index) : i64
    %10460 = llvm.mul %10448, %10459 overflow<nsw, nuw> : i64
    %10461 = llvm.add %10458, %10460 overflow<nsw, nuw> : i64
    %10462 = llvm.mlir.constant(4 : index) : i64
    %10463 = llvm.mul %10454, %10462 overflow<nsw, nuw> : i64
    %10464 = llvm.add %10461, %10463 overflow<nsw, nuw> : i64
    %10465 = llvm.add %10464, %10455 overflow<nsw, nuw> : i64
    %10466 = llvm.getelementptr inbounds|nuw %10456[%10465] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10467 = llvm.load %10466 : !llvm.ptr -> f32
    %10468 = llvm.extractvalue %437[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10469 = llvm.mlir.constant(4608 : index) : i64
    %10470 = llvm.mul %10442, %10469 overflow<nsw, nuw> : i64
    %10471 = llvm.mlir.constant(9 : index) : i64
    %10472 = llvm.mul %10448, %10471 overflow<nsw, nuw> : i64
    %10473 = llvm.add %10470, %10472 overflow<nsw, nuw> : i64
    %10474 = llvm.mlir.constant(3 : index) : i64
    %10475 = llvm.mul %10450, %10474 overflow<nsw, nuw> : i64
    %10476 = llvm.add %10473, %10475 overflow<nsw, nuw> : i64
    %10477 = llvm.add %10476, %10452 overflow<nsw, nuw> : i64
    %10478 = llvm.getelementptr inbounds|nuw %10468[%10477] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10479 = llvm.load %10478 : !llvm.ptr -> f32
    %10480 = llvm.extractvalue %10404[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10481 = llvm.mlir.constant(2048 : index) : i64
    %10482 = llvm.mul %10440, %10481 overflow<nsw, nuw> : i64
    %10483 = llvm.mlir.constant(4 : index) : i64
    %10484 = llvm.mul %10442, %10483 overflow<nsw, nuw> : i64
    %10485 = llvm.add %10482, %10484 overflow<nsw, nuw> : i64
    %10486 = llvm.mlir.constant(2 : index) : i64
    %10487 = llvm.mul %10444, %10486 overflow<nsw, nuw> : i64
    %10488 = llvm.add %10485, %10487 overflow<nsw, nuw> : i64
    %10489 = llvm.add %10488, %10446 overflow<nsw, nuw> : i64
    %10490 = llvm.getelementptr inbounds|nuw %10480[%10489] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10491 = llvm.load %10490 : !llvm.ptr -> f32
    %10492 = llvm.fmul %10467, %10479 : f32
    %10493 = llvm.fadd %10491, %10492 : f32
    %10494 = llvm.extractvalue %10404[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10495 = llvm.mlir.constant(2048 : index) : i64
    %10496 = llvm.mul %10440, %10495 overflow<nsw, nuw> : i64
    %10497 = llvm.mlir.constant(4 : index) : i64
    %10498 = llvm.mul %10442, %10497 overflow<nsw, nuw> : i64
    %10499 = llvm.add %10496, %10498 overflow<nsw, nuw> : i64
    %10500 = llvm.mlir.constant(2 : index) : i64
    %10501 = llvm.mul %10444, %10500 overflow<nsw, nuw> : i64
    %10502 = llvm.add %10499, %10501 overflow<nsw, nuw> : i64
    %10503 = llvm.add %10502, %10446 overflow<nsw, nuw> : i64
    %10504 = llvm.getelementptr inbounds|nuw %10494[%10503] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %10493, %10504 : f32, !llvm.ptr
    %10505 = llvm.add %10452, %29 : i64
    llvm.br ^bb1399(%10505 : i64)
  ^bb1401:  // pred: ^bb1399
    %10506 = llvm.add %10450, %29 : i64
    llvm.br ^bb1397(%10506 : i64)
  ^bb1402:  // pred: ^bb1397
    %10507 = llvm.add %10448, %29 : i64
    llvm.br ^bb1395(%10507 : i64)
  ^bb1403:  // pred: ^bb1395
    %10508 = llvm.add %10446, %29 : i64
    llvm.br ^bb1393(%10508 : i64)
  ^bb1404:  // pred: ^bb1393
    %10509 = llvm.add %10444, %29 : i64
    llvm.br ^bb1391(%10509 : i64)
  ^bb1405:  // pred: ^bb1391
    %10510 = llvm.add %10442, %29 : i64
    llvm.br ^bb1389(%10510 : i64)
  ^bb1406:  // pred: ^bb1389
    %10511 = llvm.add %10440, %29 : i64
    llvm.br ^bb1387(%10511 : i64)
  ^bb1407:  // pred: ^bb1387
    %10512 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10513 = llvm.extractvalue %393[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10514 = llvm.extractvalue %393[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10515 = llvm.insertvalue %10513, %10512[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10516 = llvm.insertvalue %10514, %10515[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10517 = llvm.mlir.constant(0 : index) : i64
    %10518 = llvm.insertvalue %10517, %10516[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10519 = llvm.mlir.constant(512 : index) : i64
    %10520 = llvm.insertvalue %10519, %10518[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10521 = llvm.mlir.constant(1 : index) : i64
    %10522 = llvm.insertvalue %10521, %10520[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10523 = llvm.mlir.constant(1 : index) : i64
    %10524 = llvm.insertvalue %10523, %10522[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10525 = llvm.mlir.constant(1 : index) : i64
    %10526 = llvm.insertvalue %10525, %10524[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10527 = llvm.mlir.constant(1 : index) : i64
    %10528 = llvm.insertvalue %10527, %10526[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10529 = llvm.mlir.constant(1 : index) : i64
    %10530 = llvm.insertvalue %10529, %10528[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10531 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10532 = llvm.extractvalue %409[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10533 = llvm.extractvalue %409[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10534 = llvm.insertvalue %10532, %10531[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10535 = llvm.insertvalue %10533, %10534[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10536 = llvm.mlir.constant(0 : index) : i64
    %10537 = llvm.insertvalue %10536, %10535[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10538 = llvm.mlir.constant(512 : index) : i64
    %10539 = llvm.insertvalue %10538, %10537[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10540 = llvm.mlir.constant(1 : index) : i64
    %10541 = llvm.insertvalue %10540, %10539[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10542 = llvm.mlir.constant(1 : index) : i64
    %10543 = llvm.insertvalue %10542, %10541[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10544 = llvm.mlir.constant(1 : index) : i64
    %10545 = llvm.insertvalue %10544, %10543[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10546 = llvm.mlir.constant(1 : index) : i64
    %10547 = llvm.insertvalue %10546, %10545[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10548 = llvm.mlir.constant(1 : index) : i64
    %10549 = llvm.insertvalue %10548, %10547[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10550 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10551 = llvm.extractvalue %377[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10552 = llvm.extractvalue %377[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10553 = llvm.insertvalue %10551, %10550[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10554 = llvm.insertvalue %10552, %10553[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10555 = llvm.mlir.constant(0 : index) : i64
    %10556 = llvm.insertvalue %10555, %10554[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10557 = llvm.mlir.constant(512 : index) : i64
    %10558 = llvm.insertvalue %10557, %10556[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10559 = llvm.mlir.constant(1 : index) : i64
    %10560 = llvm.insertvalue %10559, %10558[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10561 = llvm.mlir.constant(1 : index) : i64
    %10562 = llvm.insertvalue %10561, %10560[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10563 = llvm.mlir.constant(1 : index) : i64
    %10564 = llvm.insertvalue %10563, %10562[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10565 = llvm.mlir.constant(1 : index) : i64
    %10566 = llvm.insertvalue %10565, %10564[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10567 = llvm.mlir.constant(1 : index) : i64
    %10568 = llvm.insertvalue %10567, %10566[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10569 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10570 = llvm.extractvalue %361[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10571 = llvm.extractvalue %361[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10572 = llvm.insertvalue %10570, %10569[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10573 = llvm.insertvalue %10571, %10572[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10574 = llvm.mlir.constant(0 : index) : i64
    %10575 = llvm.insertvalue %10574, %10573[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10576 = llvm.mlir.constant(512 : index) : i64
    %10577 = llvm.insertvalue %10576, %10575[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10578 = llvm.mlir.constant(1 : index) : i64
    %10579 = llvm.insertvalue %10578, %10577[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10580 = llvm.mlir.constant(1 : index) : i64
    %10581 = llvm.insertvalue %10580, %10579[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10582 = llvm.mlir.constant(1 : index) : i64
    %10583 = llvm.insertvalue %10582, %10581[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10584 = llvm.mlir.constant(1 : index) : i64
    %10585 = llvm.insertvalue %10584, %10583[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10586 = llvm.mlir.constant(1 : index) : i64
    %10587 = llvm.insertvalue %10586, %10585[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10588 = llvm.mlir.constant(1 : index) : i64
    %10589 = llvm.mlir.constant(512 : index) : i64
    %10590 = llvm.mlir.constant(2 : index) : i64
    %10591 = llvm.mlir.constant(2 : index) : i64
    %10592 = llvm.mlir.constant(1 : index) : i64
    %10593 = llvm.mlir.constant(4 : index) : i64
    %10594 = llvm.mlir.constant(2048 : index) : i64
    %10595 = llvm.mlir.constant(2048 : index) : i64
    %10596 = llvm.mlir.zero : !llvm.ptr
    %10597 = llvm.getelementptr %10596[%10595] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10598 = llvm.ptrtoint %10597 : !llvm.ptr to i64
    %10599 = llvm.mlir.constant(64 : index) : i64
    %10600 = llvm.add %10598, %10599 : i64
    %10601 = llvm.call @malloc(%10600) : (i64) -> !llvm.ptr
    %10602 = llvm.ptrtoint %10601 : !llvm.ptr to i64
    %10603 = llvm.mlir.constant(1 : index) : i64
    %10604 = llvm.sub %10599, %10603 : i64
    %10605 = llvm.add %10602, %10604 : i64
    %10606 = llvm.urem %10605, %10599 : i64
    %10607 = llvm.sub %10605, %10606 : i64
    %10608 = llvm.inttoptr %10607 : i64 to !llvm.ptr
    %10609 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10610 = llvm.insertvalue %10601, %10609[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10611 = llvm.insertvalue %10608, %10610[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10612 = llvm.mlir.constant(0 : index) : i64
    %10613 = llvm.insertvalue %10612, %10611[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10614 = llvm.insertvalue %10588, %10613[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10615 = llvm.insertvalue %10589, %10614[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10616 = llvm.insertvalue %10590, %10615[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10617 = llvm.insertvalue %10591, %10616[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10618 = llvm.insertvalue %10594, %10617[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10619 = llvm.insertvalue %10593, %10618[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10620 = llvm.insertvalue %10591, %10619[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10621 = llvm.insertvalue %10592, %10620[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1408(%30 : i64)
  ^bb1408(%10622: i64):  // 2 preds: ^bb1407, ^bb1418
    %10623 = llvm.icmp "slt" %10622, %29 : i64
    llvm.cond_br %10623, ^bb1409, ^bb1419
  ^bb1409:  // pred: ^bb1408
    llvm.br ^bb1410(%30 : i64)
  ^bb1410(%10624: i64):  // 2 preds: ^bb1409, ^bb1417
    %10625 = llvm.icmp "slt" %10624, %14 : i64
    llvm.cond_br %10625, ^bb1411, ^bb1418
  ^bb1411:  // pred: ^bb1410
    llvm.br ^bb1412(%30 : i64)
  ^bb1412(%10626: i64):  // 2 preds: ^bb1411, ^bb1416
    %10627 = llvm.icmp "slt" %10626, %13 : i64
    llvm.cond_br %10627, ^bb1413, ^bb1417
  ^bb1413:  // pred: ^bb1412
    llvm.br ^bb1414(%30 : i64)
  ^bb1414(%10628: i64):  // 2 preds: ^bb1413, ^bb1415
    %10629 = llvm.icmp "slt" %10628, %13 : i64
    llvm.cond_br %10629, ^bb1415, ^bb1416
  ^bb1415:  // pred: ^bb1414
    %10630 = llvm.extractvalue %9843[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10631 = llvm.mlir.constant(2048 : index) : i64
    %10632 = llvm.mul %10622, %10631 overflow<nsw, nuw> : i64
    %10633 = llvm.mlir.constant(4 : index) : i64
    %10634 = llvm.mul %10624, %10633 overflow<nsw, nuw> : i64
    %10635 = llvm.add %10632, %10634 overflow<nsw, nuw> : i64
    %10636 = llvm.mlir.constant(2 : index) : i64
    %10637 = llvm.mul %10626, %10636 overflow<nsw, nuw> : i64
    %10638 = llvm.add %10635, %10637 overflow<nsw, nuw> : i64
    %10639 = llvm.add %10638, %10628 overflow<nsw, nuw> : i64
    %10640 = llvm.getelementptr inbounds|nuw %10630[%10639] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10641 = llvm.load %10640 : !llvm.ptr -> f32
    %10642 = llvm.extractvalue %10621[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10643 = llvm.mlir.constant(2048 : index) : i64
    %10644 = llvm.mul %10622, %10643 overflow<nsw, nuw> : i64
    %10645 = llvm.mlir.constant(4 : index) : i64
    %10646 = llvm.mul %10624, %10645 overflow<nsw, nuw> : i64
    %10647 = llvm.add %10644, %10646 overflow<nsw, nuw> : i64
    %10648 = llvm.mlir.constant(2 : index) : i64
    %10649 = llvm.mul %10626, %10648 overflow<nsw, nuw> : i64
    %10650 = llvm.add %10647, %10649 overflow<nsw, nuw> : i64
    %10651 = llvm.add %10650, %10628 overflow<nsw, nuw> : i64
    %10652 = llvm.getelementptr inbounds|nuw %10642[%10651] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %10641, %10652 : f32, !llvm.ptr
    %10653 = llvm.add %10628, %29 : i64
    llvm.br ^bb1414(%10653 : i64)
  ^bb1416:  // pred: ^bb1414
    %10654 = llvm.add %10626, %29 : i64
    llvm.br ^bb1412(%10654 : i64)
  ^bb1417:  // pred: ^bb1412
    %10655 = llvm.add %10624, %29 : i64
    llvm.br ^bb1410(%10655 : i64)
  ^bb1418:  // pred: ^bb1410
    %10656 = llvm.add %10622, %29 : i64
    llvm.br ^bb1408(%10656 : i64)
  ^bb1419:  // pred: ^bb1408
    llvm.br ^bb1420(%30 : i64)
  ^bb1420(%10657: i64):  // 2 preds: ^bb1419, ^bb1439
    %10658 = llvm.icmp "slt" %10657, %29 : i64
    llvm.cond_br %10658, ^bb1421, ^bb1440
  ^bb1421:  // pred: ^bb1420
    llvm.br ^bb1422(%30 : i64)
  ^bb1422(%10659: i64):  // 2 preds: ^bb1421, ^bb1438
    %10660 = llvm.icmp "slt" %10659, %14 : i64
    llvm.cond_br %10660, ^bb1423, ^bb1439
  ^bb1423:  // pred: ^bb1422
    llvm.br ^bb1424(%30 : i64)
  ^bb1424(%10661: i64):  // 2 preds: ^bb1423, ^bb1437
    %10662 = llvm.icmp "slt" %10661, %13 : i64
    llvm.cond_br %10662, ^bb1425, ^bb1438
  ^bb1425:  // pred: ^bb1424
    llvm.br ^bb1426(%30 : i64)
  ^bb1426(%10663: i64):  // 2 preds: ^bb1425, ^bb1436
    %10664 = llvm.icmp "slt" %10663, %13 : i64
    llvm.cond_br %10664, ^bb1427, ^bb1437
  ^bb1427:  // pred: ^bb1426
    llvm.br ^bb1428(%30 : i64)
  ^bb1428(%10665: i64):  // 2 preds: ^bb1427, ^bb1435
    %10666 = llvm.icmp "slt" %10665, %17 : i64
    llvm.cond_br %10666, ^bb1429, ^bb1436
  ^bb1429:  // pred: ^bb1428
    llvm.br ^bb1430(%30 : i64)
  ^bb1430(%10667: i64):  // 2 preds: ^bb1429, ^bb1434
    %10668 = llvm.icmp "slt" %10667, %29 : i64
    llvm.cond_br %10668, ^bb1431, ^bb1435
  ^bb1431:  // pred: ^bb1430
    llvm.br ^bb1432(%30 : i64)
  ^bb1432(%10669: i64):  // 2 preds: ^bb1431, ^bb1433
    %10670 = llvm.icmp "slt" %10669, %29 : i64
    llvm.cond_br %10670, ^bb1433, ^bb1434
  ^bb1433:  // pred: ^bb1432
    %10671 = llvm.mul %10661, %13 overflow<nsw> : i64
    %10672 = llvm.add %10671, %10667 : i64
    %10673 = llvm.mul %10663, %13 overflow<nsw> : i64
    %10674 = llvm.add %10673, %10669 : i64
    %10675 = llvm.extractvalue %9545[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10676 = llvm.mlir.constant(4096 : index) : i64
    %10677 = llvm.mul %10657, %10676 overflow<nsw, nuw> : i64
    %10678 = llvm.mlir.constant(16 : index) : i64
    %10679 = llvm.mul %10665, %10678 overflow<nsw, nuw> : i64
    %10680 = llvm.add %10677, %10679 overflow<nsw, nuw> : i64
    %10681 = llvm.mlir.constant(4 : index) : i64
    %10682 = llvm.mul %10672, %10681 overflow<nsw, nuw> : i64
    %10683 = llvm.add %10680, %10682 overflow<nsw, nuw> : i64
    %10684 = llvm.add %10683, %10674 overflow<nsw, nuw> : i64
    %10685 = llvm.getelementptr inbounds|nuw %10675[%10684] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10686 = llvm.load %10685 : !llvm.ptr -> f32
    %10687 = llvm.extractvalue %345[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10688 = llvm.mlir.constant(256 : index) : i64
    %10689 = llvm.mul %10659, %10688 overflow<nsw, nuw> : i64
    %10690 = llvm.add %10689, %10665 overflow<nsw, nuw> : i64
    %10691 = llvm.add %10690, %10667 overflow<nsw, nuw> : i64
    %10692 = llvm.add %10691, %10669 overflow<nsw, nuw> : i64
    %10693 = llvm.getelementptr inbounds|nuw %10687[%10692] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10694 = llvm.load %10693 : !llvm.ptr -> f32
    %10695 = llvm.extractvalue %10621[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10696 = llvm.mlir.constant(2048 : index) : i64
    %10697 = llvm.mul %10657, %10696 overflow<nsw, nuw> : i64
    %10698 = llvm.mlir.constant(4 : index) : i64
    %10699 = llvm.mul %10659, %10698 overflow<nsw, nuw> : i64
    %10700 = llvm.add %10697, %10699 overflow<nsw, nuw> : i64
    %10701 = llvm.mlir.constant(2 : index) : i64
    %10702 = llvm.mul %10661, %10701 overflow<nsw, nuw> : i64
    %10703 = llvm.add %10700, %10702 overflow<nsw, nuw> : i64
    %10704 = llvm.add %10703, %10663 overflow<nsw, nuw> : i64
    %10705 = llvm.getelementptr inbounds|nuw %10695[%10704] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10706 = llvm.load %10705 : !llvm.ptr -> f32
    %10707 = llvm.fmul %10686, %10694 : f32
    %10708 = llvm.fadd %10706, %10707 : f32
    %10709 = llvm.extractvalue %10621[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10710 = llvm.mlir.constant(2048 : index) : i64
    %10711 = llvm.mul %10657, %10710 overflow<nsw, nuw> : i64
    %10712 = llvm.mlir.constant(4 : index) : i64
    %10713 = llvm.mul %10659, %10712 overflow<nsw, nuw> : i64
    %10714 = llvm.add %10711, %10713 overflow<nsw, nuw> : i64
    %10715 = llvm.mlir.constant(2 : index) : i64
    %10716 = llvm.mul %10661, %10715 overflow<nsw, nuw> : i64
    %10717 = llvm.add %10714, %10716 overflow<nsw, nuw> : i64
    %10718 = llvm.add %10717, %10663 overflow<nsw, nuw> : i64
    %10719 = llvm.getelementptr inbounds|nuw %10709[%10718] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %10708, %10719 : f32, !llvm.ptr
    %10720 = llvm.add %10669, %29 : i64
    llvm.br ^bb1432(%10720 : i64)
  ^bb1434:  // pred: ^bb1432
    %10721 = llvm.add %10667, %29 : i64
    llvm.br ^bb1430(%10721 : i64)
  ^bb1435:  // pred: ^bb1430
    %10722 = llvm.add %10665, %29 : i64
    llvm.br ^bb1428(%10722 : i64)
  ^bb1436:  // pred: ^bb1428
    %10723 = llvm.add %10663, %29 : i64
    llvm.br ^bb1426(%10723 : i64)
  ^bb1437:  // pred: ^bb1426
    %10724 = llvm.add %10661, %29 : i64
    llvm.br ^bb1424(%10724 : i64)
  ^bb1438:  // pred: ^bb1424
    %10725 = llvm.add %10659, %29 : i64
    llvm.br ^bb1422(%10725 : i64)
  ^bb1439:  // pred: ^bb1422
    %10726 = llvm.add %10657, %29 : i64
    llvm.br ^bb1420(%10726 : i64)
  ^bb1440:  // pred: ^bb1420
    %10727 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10728 = llvm.extractvalue %303[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10729 = llvm.extractvalue %303[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10730 = llvm.insertvalue %10728, %10727[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10731 = llvm.insertvalue %10729, %10730[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10732 = llvm.mlir.constant(0 : index) : i64
    %10733 = llvm.insertvalue %10732, %10731[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10734 = llvm.mlir.constant(512 : index) : i64
    %10735 = llvm.insertvalue %10734, %10733[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10736 = llvm.mlir.constant(1 : index) : i64
    %10737 = llvm.insertvalue %10736, %10735[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10738 = llvm.mlir.constant(1 : index) : i64
    %10739 = llvm.insertvalue %10738, %10737[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10740 = llvm.mlir.constant(1 : index) : i64
    %10741 = llvm.insertvalue %10740, %10739[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10742 = llvm.mlir.constant(1 : index) : i64
    %10743 = llvm.insertvalue %10742, %10741[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10744 = llvm.mlir.constant(1 : index) : i64
    %10745 = llvm.insertvalue %10744, %10743[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10746 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10747 = llvm.extractvalue %319[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10748 = llvm.extractvalue %319[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10749 = llvm.insertvalue %10747, %10746[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10750 = llvm.insertvalue %10748, %10749[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10751 = llvm.mlir.constant(0 : index) : i64
    %10752 = llvm.insertvalue %10751, %10750[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10753 = llvm.mlir.constant(512 : index) : i64
    %10754 = llvm.insertvalue %10753, %10752[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10755 = llvm.mlir.constant(1 : index) : i64
    %10756 = llvm.insertvalue %10755, %10754[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10757 = llvm.mlir.constant(1 : index) : i64
    %10758 = llvm.insertvalue %10757, %10756[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10759 = llvm.mlir.constant(1 : index) : i64
    %10760 = llvm.insertvalue %10759, %10758[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10761 = llvm.mlir.constant(1 : index) : i64
    %10762 = llvm.insertvalue %10761, %10760[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10763 = llvm.mlir.constant(1 : index) : i64
    %10764 = llvm.insertvalue %10763, %10762[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10765 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10766 = llvm.extractvalue %287[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10767 = llvm.extractvalue %287[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10768 = llvm.insertvalue %10766, %10765[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10769 = llvm.insertvalue %10767, %10768[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10770 = llvm.mlir.constant(0 : index) : i64
    %10771 = llvm.insertvalue %10770, %10769[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10772 = llvm.mlir.constant(512 : index) : i64
    %10773 = llvm.insertvalue %10772, %10771[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10774 = llvm.mlir.constant(1 : index) : i64
    %10775 = llvm.insertvalue %10774, %10773[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10776 = llvm.mlir.constant(1 : index) : i64
    %10777 = llvm.insertvalue %10776, %10775[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10778 = llvm.mlir.constant(1 : index) : i64
    %10779 = llvm.insertvalue %10778, %10777[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10780 = llvm.mlir.constant(1 : index) : i64
    %10781 = llvm.insertvalue %10780, %10779[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10782 = llvm.mlir.constant(1 : index) : i64
    %10783 = llvm.insertvalue %10782, %10781[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10784 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10785 = llvm.extractvalue %271[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10786 = llvm.extractvalue %271[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10787 = llvm.insertvalue %10785, %10784[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10788 = llvm.insertvalue %10786, %10787[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10789 = llvm.mlir.constant(0 : index) : i64
    %10790 = llvm.insertvalue %10789, %10788[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10791 = llvm.mlir.constant(512 : index) : i64
    %10792 = llvm.insertvalue %10791, %10790[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10793 = llvm.mlir.constant(1 : index) : i64
    %10794 = llvm.insertvalue %10793, %10792[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10795 = llvm.mlir.constant(1 : index) : i64
    %10796 = llvm.insertvalue %10795, %10794[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10797 = llvm.mlir.constant(1 : index) : i64
    %10798 = llvm.insertvalue %10797, %10796[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10799 = llvm.mlir.constant(1 : index) : i64
    %10800 = llvm.insertvalue %10799, %10798[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10801 = llvm.mlir.constant(1 : index) : i64
    %10802 = llvm.insertvalue %10801, %10800[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10803 = llvm.mlir.constant(1 : index) : i64
    %10804 = llvm.mlir.constant(512 : index) : i64
    %10805 = llvm.mlir.constant(2 : index) : i64
    %10806 = llvm.mlir.constant(2 : index) : i64
    %10807 = llvm.mlir.constant(1 : index) : i64
    %10808 = llvm.mlir.constant(4 : index) : i64
    %10809 = llvm.mlir.constant(2048 : index) : i64
    %10810 = llvm.mlir.constant(2048 : index) : i64
    %10811 = llvm.mlir.zero : !llvm.ptr
    %10812 = llvm.getelementptr %10811[%10810] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10813 = llvm.ptrtoint %10812 : !llvm.ptr to i64
    %10814 = llvm.mlir.constant(64 : index) : i64
    %10815 = llvm.add %10813, %10814 : i64
    %10816 = llvm.call @malloc(%10815) : (i64) -> !llvm.ptr
    %10817 = llvm.ptrtoint %10816 : !llvm.ptr to i64
    %10818 = llvm.mlir.constant(1 : index) : i64
    %10819 = llvm.sub %10814, %10818 : i64
    %10820 = llvm.add %10817, %10819 : i64
    %10821 = llvm.urem %10820, %10814 : i64
    %10822 = llvm.sub %10820, %10821 : i64
    %10823 = llvm.inttoptr %10822 : i64 to !llvm.ptr
    %10824 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10825 = llvm.insertvalue %10816, %10824[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10826 = llvm.insertvalue %10823, %10825[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10827 = llvm.mlir.constant(0 : index) : i64
    %10828 = llvm.insertvalue %10827, %10826[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10829 = llvm.insertvalue %10803, %10828[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10830 = llvm.insertvalue %10804, %10829[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10831 = llvm.insertvalue %10805, %10830[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10832 = llvm.insertvalue %10806, %10831[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10833 = llvm.insertvalue %10809, %10832[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10834 = llvm.insertvalue %10808, %10833[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10835 = llvm.insertvalue %10806, %10834[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10836 = llvm.insertvalue %10807, %10835[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1441(%30 : i64)
  ^bb1441(%10837: i64):  // 2 preds: ^bb1440, ^bb1451
    %10838 = llvm.icmp "slt" %10837, %29 : i64
    llvm.cond_br %10838, ^bb1442, ^bb1452
  ^bb1442:  // pred: ^bb1441
    llvm.br ^bb1443(%30 : i64)
  ^bb1443(%10839: i64):  // 2 preds: ^bb1442, ^bb1450
    %10840 = llvm.icmp "slt" %10839, %14 : i64
    llvm.cond_br %10840, ^bb1444, ^bb1451
  ^bb1444:  // pred: ^bb1443
    llvm.br ^bb1445(%30 : i64)
  ^bb1445(%10841: i64):  // 2 preds: ^bb1444, ^bb1449
    %10842 = llvm.icmp "slt" %10841, %13 : i64
    llvm.cond_br %10842, ^bb1446, ^bb1450
  ^bb1446:  // pred: ^bb1445
    llvm.br ^bb1447(%30 : i64)
  ^bb1447(%10843: i64):  // 2 preds: ^bb1446, ^bb1448
    %10844 = llvm.icmp "slt" %10843, %13 : i64
    llvm.cond_br %10844, ^bb1448, ^bb1449
  ^bb1448:  // pred: ^bb1447
    %10845 = llvm.extractvalue %10404[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10846 = llvm.mlir.constant(2048 : index) : i64
    %10847 = llvm.mul %10837, %10846 overflow<nsw, nuw> : i64
    %10848 = llvm.mlir.constant(4 : index) : i64
    %10849 = llvm.mul %10839, %10848 overflow<nsw, nuw> : i64
    %10850 = llvm.add %10847, %10849 overflow<nsw, nuw> : i64
    %10851 = llvm.mlir.constant(2 : index) : i64
    %10852 = llvm.mul %10841, %10851 overflow<nsw, nuw> : i64
    %10853 = llvm.add %10850, %10852 overflow<nsw, nuw> : i64
    %10854 = llvm.add %10853, %10843 overflow<nsw, nuw> : i64
    %10855 = llvm.getelementptr inbounds|nuw %10845[%10854] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10856 = llvm.load %10855 : !llvm.ptr -> f32
    %10857 = llvm.extractvalue %10549[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10858 = llvm.add %10839, %30 overflow<nsw, nuw> : i64
    %10859 = llvm.add %10858, %30 overflow<nsw, nuw> : i64
    %10860 = llvm.getelementptr inbounds|nuw %10857[%10859] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10861 = llvm.load %10860 : !llvm.ptr -> f32
    %10862 = llvm.extractvalue %10530[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10863 = llvm.add %10839, %30 overflow<nsw, nuw> : i64
    %10864 = llvm.add %10863, %30 overflow<nsw, nuw> : i64
    %10865 = llvm.getelementptr inbounds|nuw %10862[%10864] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10866 = llvm.load %10865 : !llvm.ptr -> f32
    %10867 = llvm.extractvalue %10568[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10868 = llvm.add %10839, %30 overflow<nsw, nuw> : i64
    %10869 = llvm.add %10868, %30 overflow<nsw, nuw> : i64
    %10870 = llvm.getelementptr inbounds|nuw %10867[%10869] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10871 = llvm.load %10870 : !llvm.ptr -> f32
    %10872 = llvm.extractvalue %10587[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10873 = llvm.add %10839, %30 overflow<nsw, nuw> : i64
    %10874 = llvm.add %10873, %30 overflow<nsw, nuw> : i64
    %10875 = llvm.getelementptr inbounds|nuw %10872[%10874] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10876 = llvm.load %10875 : !llvm.ptr -> f32
    %10877 = llvm.extractvalue %10621[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10878 = llvm.mlir.constant(2048 : index) : i64
    %10879 = llvm.mul %10837, %10878 overflow<nsw, nuw> : i64
    %10880 = llvm.mlir.constant(4 : index) : i64
    %10881 = llvm.mul %10839, %10880 overflow<nsw, nuw> : i64
    %10882 = llvm.add %10879, %10881 overflow<nsw, nuw> : i64
    %10883 = llvm.mlir.constant(2 : index) : i64
    %10884 = llvm.mul %10841, %10883 overflow<nsw, nuw> : i64
    %10885 = llvm.add %10882, %10884 overflow<nsw, nuw> : i64
    %10886 = llvm.add %10885, %10843 overflow<nsw, nuw> : i64
    %10887 = llvm.getelementptr inbounds|nuw %10877[%10886] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10888 = llvm.load %10887 : !llvm.ptr -> f32
    %10889 = llvm.extractvalue %10764[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10890 = llvm.add %10839, %30 overflow<nsw, nuw> : i64
    %10891 = llvm.add %10890, %30 overflow<nsw, nuw> : i64
    %10892 = llvm.getelementptr inbounds|nuw %10889[%10891] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10893 = llvm.load %10892 : !llvm.ptr -> f32
    %10894 = llvm.extractvalue %10745[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10895 = llvm.add %10839, %30 overflow<nsw, nuw> : i64
    %10896 = llvm.add %10895, %30 overflow<nsw, nuw> : i64
    %10897 = llvm.getelementptr inbounds|nuw %10894[%10896] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10898 = llvm.load %10897 : !llvm.ptr -> f32
    %10899 = llvm.extractvalue %10783[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10900 = llvm.add %10839, %30 overflow<nsw, nuw> : i64
    %10901 = llvm.add %10900, %30 overflow<nsw, nuw> : i64
    %10902 = llvm.getelementptr inbounds|nuw %10899[%10901] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10903 = llvm.load %10902 : !llvm.ptr -> f32
    %10904 = llvm.extractvalue %10802[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10905 = llvm.add %10839, %30 overflow<nsw, nuw> : i64
    %10906 = llvm.add %10905, %30 overflow<nsw, nuw> : i64
    %10907 = llvm.getelementptr inbounds|nuw %10904[%10906] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10908 = llvm.load %10907 : !llvm.ptr -> f32
    %10909 = llvm.fptrunc %32 : f64 to f32
    %10910 = llvm.fadd %10898, %10909 : f32
    %10911 = llvm.intr.sqrt(%10910) : (f32) -> f32
    %10912 = llvm.fdiv %34, %10911 : f32
    %10913 = llvm.fsub %10888, %10893 : f32
    %10914 = llvm.fmul %10913, %10912 : f32
    %10915 = llvm.fmul %10914, %10903 : f32
    %10916 = llvm.fadd %10915, %10908 : f32
    %10917 = llvm.fadd %10866, %10909 : f32
    %10918 = llvm.intr.sqrt(%10917) : (f32) -> f32
    %10919 = llvm.fdiv %34, %10918 : f32
    %10920 = llvm.fsub %10856, %10861 : f32
    %10921 = llvm.fmul %10920, %10919 : f32
    %10922 = llvm.fmul %10921, %10871 : f32
    %10923 = llvm.fadd %10922, %10876 : f32
    %10924 = llvm.fadd %10923, %10916 : f32
    %10925 = llvm.fcmp "ugt" %10924, %33 : f32
    %10926 = llvm.select %10925, %10924, %33 : i1, f32
    %10927 = llvm.extractvalue %10836[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10928 = llvm.mlir.constant(2048 : index) : i64
    %10929 = llvm.mul %10837, %10928 overflow<nsw, nuw> : i64
    %10930 = llvm.mlir.constant(4 : index) : i64
    %10931 = llvm.mul %10839, %10930 overflow<nsw, nuw> : i64
    %10932 = llvm.add %10929, %10931 overflow<nsw, nuw> : i64
    %10933 = llvm.mlir.constant(2 : index) : i64
    %10934 = llvm.mul %10841, %10933 overflow<nsw, nuw> : i64
    %10935 = llvm.add %10932, %10934 overflow<nsw, nuw> : i64
    %10936 = llvm.add %10935, %10843 overflow<nsw, nuw> : i64
    %10937 = llvm.getelementptr inbounds|nuw %10927[%10936] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %10926, %10937 : f32, !llvm.ptr
    %10938 = llvm.add %10843, %29 : i64
    llvm.br ^bb1447(%10938 : i64)
  ^bb1449:  // pred: ^bb1447
    %10939 = llvm.add %10841, %29 : i64
    llvm.br ^bb1445(%10939 : i64)
  ^bb1450:  // pred: ^bb1445
    %10940 = llvm.add %10839, %29 : i64
    llvm.br ^bb1443(%10940 : i64)
  ^bb1451:  // pred: ^bb1443
    %10941 = llvm.add %10837, %29 : i64
    llvm.br ^bb1441(%10941 : i64)
  ^bb1452:  // pred: ^bb1441
    %10942 = llvm.mlir.constant(1 : index) : i64
    %10943 = llvm.mlir.constant(512 : index) : i64
    %10944 = llvm.mlir.constant(4 : index) : i64
    %10945 = llvm.mlir.constant(4 : index) : i64
    %10946 = llvm.mlir.constant(1 : index) : i64
    %10947 = llvm.mlir.constant(16 : index) : i64
    %10948 = llvm.mlir.constant(8192 : index) : i64
    %10949 = llvm.mlir.constant(8192 : index) : i64
    %10950 = llvm.mlir.zero : !llvm.ptr
    %10951 = llvm.getelementptr %10950[%10949] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10952 = llvm.ptrtoint %10951 : !llvm.ptr to i64
    %10953 = llvm.mlir.constant(64 : index) : i64
    %10954 = llvm.add %10952, %10953 : i64
    %10955 = llvm.call @malloc(%10954) : (i64) -> !llvm.ptr
    %10956 = llvm.ptrtoint %10955 : !llvm.ptr to i64
    %10957 = llvm.mlir.constant(1 : index) : i64
    %10958 = llvm.sub %10953, %10957 : i64
    %10959 = llvm.add %10956, %10958 : i64
    %10960 = llvm.urem %10959, %10953 : i64
    %10961 = llvm.sub %10959, %10960 : i64
    %10962 = llvm.inttoptr %10961 : i64 to !llvm.ptr
    %10963 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10964 = llvm.insertvalue %10955, %10963[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10965 = llvm.insertvalue %10962, %10964[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10966 = llvm.mlir.constant(0 : index) : i64
    %10967 = llvm.insertvalue %10966, %10965[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10968 = llvm.insertvalue %10942, %10967[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10969 = llvm.insertvalue %10943, %10968[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10970 = llvm.insertvalue %10944, %10969[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10971 = llvm.insertvalue %10945, %10970[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10972 = llvm.insertvalue %10948, %10971[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10973 = llvm.insertvalue %10947, %10972[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10974 = llvm.insertvalue %10945, %10973[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10975 = llvm.insertvalue %10946, %10974[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1453(%30 : i64)
  ^bb1453(%10976: i64):  // 2 preds: ^bb1452, ^bb1463
    %10977 = llvm.icmp "slt" %10976, %29 : i64
    llvm.cond_br %10977, ^bb1454, ^bb1464
  ^bb1454:  // pred: ^bb1453
    llvm.br ^bb1455(%30 : i64)
  ^bb1455(%10978: i64):  // 2 preds: ^bb1454, ^bb1462
    %10979 = llvm.icmp "slt" %10978, %14 : i64
    llvm.cond_br %10979, ^bb1456, ^bb1463
  ^bb1456:  // pred: ^bb1455
    llvm.br ^bb1457(%30 : i64)
  ^bb1457(%10980: i64):  // 2 preds: ^bb1456, ^bb1461
    %10981 = llvm.icmp "slt" %10980, %16 : i64
    llvm.cond_br %10981, ^bb1458, ^bb1462
  ^bb1458:  // pred: ^bb1457
    llvm.br ^bb1459(%30 : i64)
  ^bb1459(%10982: i64):  // 2 preds: ^bb1458, ^bb1460
    %10983 = llvm.icmp "slt" %10982, %16 : i64
    llvm.cond_br %10983, ^bb1460, ^bb1461
  ^bb1460:  // pred: ^bb1459
    %10984 = llvm.extractvalue %10975[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10985 = llvm.mlir.constant(8192 : index) : i64
    %10986 = llvm.mul %10976, %10985 overflow<nsw, nuw> : i64
    %10987 = llvm.mlir.constant(16 : index) : i64
    %10988 = llvm.mul %10978, %10987 overflow<nsw, nuw> : i64
    %10989 = llvm.add %10986, %10988 overflow<nsw, nuw> : i64
    %10990 = llvm.mlir.constant(4 : index) : i64
    %10991 = llvm.mul %10980, %10990 overflow<nsw, nuw> : i64
    %10992 = llvm.add %10989, %10991 overflow<nsw, nuw> : i64
    %10993 = llvm.add %10992, %10982 overflow<nsw, nuw> : i64
    %10994 = llvm.getelementptr inbounds|nuw %10984[%10993] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %10994 : f32, !llvm.ptr
    %10995 = llvm.add %10982, %29 : i64
    llvm.br ^bb1459(%10995 : i64)
  ^bb1461:  // pred: ^bb1459
    %10996 = llvm.add %10980, %29 : i64
    llvm.br ^bb1457(%10996 : i64)
  ^bb1462:  // pred: ^bb1457
    %10997 = llvm.add %10978, %29 : i64
    llvm.br ^bb1455(%10997 : i64)
  ^bb1463:  // pred: ^bb1455
    %10998 = llvm.add %10976, %29 : i64
    llvm.br ^bb1453(%10998 : i64)
  ^bb1464:  // pred: ^bb1453
    %10999 = llvm.mlir.constant(1 : index) : i64
    %11000 = llvm.mlir.constant(512 : index) : i64
    %11001 = llvm.mlir.constant(4 : index) : i64
    %11002 = llvm.mlir.constant(4 : index) : i64
    %11003 = llvm.mlir.constant(1 : index) : i64
    %11004 = llvm.mlir.constant(16 : index) : i64
    %11005 = llvm.mlir.constant(8192 : index) : i64
    %11006 = llvm.mlir.constant(8192 : index) : i64
    %11007 = llvm.mlir.zero : !llvm.ptr
    %11008 = llvm.getelementptr %11007[%11006] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11009 = llvm.ptrtoint %11008 : !llvm.ptr to i64
    %11010 = llvm.mlir.constant(64 : index) : i64
    %11011 = llvm.add %11009, %11010 : i64
    %11012 = llvm.call @malloc(%11011) : (i64) -> !llvm.ptr
    %11013 = llvm.ptrtoint %11012 : !llvm.ptr to i64
    %11014 = llvm.mlir.constant(1 : index) : i64
    %11015 = llvm.sub %11010, %11014 : i64
    %11016 = llvm.add %11013, %11015 : i64
    %11017 = llvm.urem %11016, %11010 : i64
    %11018 = llvm.sub %11016, %11017 : i64
    %11019 = llvm.inttoptr %11018 : i64 to !llvm.ptr
    %11020 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11021 = llvm.insertvalue %11012, %11020[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11022 = llvm.insertvalue %11019, %11021[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11023 = llvm.mlir.constant(0 : index) : i64
    %11024 = llvm.insertvalue %11023, %11022[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11025 = llvm.insertvalue %10999, %11024[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11026 = llvm.insertvalue %11000, %11025[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11027 = llvm.insertvalue %11001, %11026[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11028 = llvm.insertvalue %11002, %11027[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11029 = llvm.insertvalue %11005, %11028[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11030 = llvm.insertvalue %11004, %11029[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11031 = llvm.insertvalue %11002, %11030[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11032 = llvm.insertvalue %11003, %11031[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1465(%30 : i64)
  ^bb1465(%11033: i64):  // 2 preds: ^bb1464, ^bb1475
    %11034 = llvm.icmp "slt" %11033, %29 : i64
    llvm.cond_br %11034, ^bb1466, ^bb1476
  ^bb1466:  // pred: ^bb1465
    llvm.br ^bb1467(%30 : i64)
  ^bb1467(%11035: i64):  // 2 preds: ^bb1466, ^bb1474
    %11036 = llvm.icmp "slt" %11035, %14 : i64
    llvm.cond_br %11036, ^bb1468, ^bb1475
  ^bb1468:  // pred: ^bb1467
    llvm.br ^bb1469(%30 : i64)
  ^bb1469(%11037: i64):  // 2 preds: ^bb1468, ^bb1473
    %11038 = llvm.icmp "slt" %11037, %16 : i64
    llvm.cond_br %11038, ^bb1470, ^bb1474
  ^bb1470:  // pred: ^bb1469
    llvm.br ^bb1471(%30 : i64)
  ^bb1471(%11039: i64):  // 2 preds: ^bb1470, ^bb1472
    %11040 = llvm.icmp "slt" %11039, %16 : i64
    llvm.cond_br %11040, ^bb1472, ^bb1473
  ^bb1472:  // pred: ^bb1471
    %11041 = llvm.extractvalue %10975[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11042 = llvm.mlir.constant(8192 : index) : i64
    %11043 = llvm.mul %11033, %11042 overflow<nsw, nuw> : i64
    %11044 = llvm.mlir.constant(16 : index) : i64
    %11045 = llvm.mul %11035, %11044 overflow<nsw, nuw> : i64
    %11046 = llvm.add %11043, %11045 overflow<nsw, nuw> : i64
    %11047 = llvm.mlir.constant(4 : index) : i64
    %11048 = llvm.mul %11037, %11047 overflow<nsw, nuw> : i64
    %11049 = llvm.add %11046, %11048 overflow<nsw, nuw> : i64
    %11050 = llvm.add %11049, %11039 overflow<nsw, nuw> : i64
    %11051 = llvm.getelementptr inbounds|nuw %11041[%11050] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11052 = llvm.load %11051 : !llvm.ptr -> f32
    %11053 = llvm.extractvalue %11032[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11054 = llvm.mlir.constant(8192 : index) : i64
    %11055 = llvm.mul %11033, %11054 overflow<nsw, nuw> : i64
    %11056 = llvm.mlir.constant(16 : index) : i64
    %11057 = llvm.mul %11035, %11056 overflow<nsw, nuw> : i64
    %11058 = llvm.add %11055, %11057 overflow<nsw, nuw> : i64
    %11059 = llvm.mlir.constant(4 : index) : i64
    %11060 = llvm.mul %11037, %11059 overflow<nsw, nuw> : i64
    %11061 = llvm.add %11058, %11060 overflow<nsw, nuw> : i64
    %11062 = llvm.add %11061, %11039 overflow<nsw, nuw> : i64
    %11063 = llvm.getelementptr inbounds|nuw %11053[%11062] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %11052, %11063 : f32, !llvm.ptr
    %11064 = llvm.add %11039, %29 : i64
    llvm.br ^bb1471(%11064 : i64)
  ^bb1473:  // pred: ^bb1471
    %11065 = llvm.add %11037, %29 : i64
    llvm.br ^bb1469(%11065 : i64)
  ^bb1474:  // pred: ^bb1469
    %11066 = llvm.add %11035, %29 : i64
    llvm.br ^bb1467(%11066 : i64)
  ^bb1475:  // pred: ^bb1467
    %11067 = llvm.add %11033, %29 : i64
    llvm.br ^bb1465(%11067 : i64)
  ^bb1476:  // pred: ^bb1465
    %11068 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11069 = llvm.extractvalue %11032[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11070 = llvm.extractvalue %11032[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11071 = llvm.insertvalue %11069, %11068[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11072 = llvm.insertvalue %11070, %11071[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11073 = llvm.mlir.constant(5 : index) : i64
    %11074 = llvm.insertvalue %11073, %11072[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11075 = llvm.mlir.constant(1 : index) : i64
    %11076 = llvm.insertvalue %11075, %11074[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11077 = llvm.mlir.constant(8192 : index) : i64
    %11078 = llvm.insertvalue %11077, %11076[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11079 = llvm.mlir.constant(512 : index) : i64
    %11080 = llvm.insertvalue %11079, %11078[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11081 = llvm.mlir.constant(16 : index) : i64
    %11082 = llvm.insertvalue %11081, %11080[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11083 = llvm.mlir.constant(2 : index) : i64
    %11084 = llvm.insertvalue %11083, %11082[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11085 = llvm.mlir.constant(4 : index) : i64
    %11086 = llvm.insertvalue %11085, %11084[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11087 = llvm.mlir.constant(2 : index) : i64
    %11088 = llvm.insertvalue %11087, %11086[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11089 = llvm.mlir.constant(1 : index) : i64
    %11090 = llvm.insertvalue %11089, %11088[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1477(%30 : i64)
  ^bb1477(%11091: i64):  // 2 preds: ^bb1476, ^bb1487
    %11092 = llvm.icmp "slt" %11091, %29 : i64
    llvm.cond_br %11092, ^bb1478, ^bb1488
  ^bb1478:  // pred: ^bb1477
    llvm.br ^bb1479(%30 : i64)
  ^bb1479(%11093: i64):  // 2 preds: ^bb1478, ^bb1486
    %11094 = llvm.icmp "slt" %11093, %14 : i64
    llvm.cond_br %11094, ^bb1480, ^bb1487
  ^bb1480:  // pred: ^bb1479
    llvm.br ^bb1481(%30 : i64)
  ^bb1481(%11095: i64):  // 2 preds: ^bb1480, ^bb1485
    %11096 = llvm.icmp "slt" %11095, %13 : i64
    llvm.cond_br %11096, ^bb1482, ^bb1486
  ^bb1482:  // pred: ^bb1481
    llvm.br ^bb1483(%30 : i64)
  ^bb1483(%11097: i64):  // 2 preds: ^bb1482, ^bb1484
    %11098 = llvm.icmp "slt" %11097, %13 : i64
    llvm.cond_br %11098, ^bb1484, ^bb1485
  ^bb1484:  // pred: ^bb1483
    %11099 = llvm.extractvalue %10836[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11100 = llvm.mlir.constant(2048 : index) : i64
    %11101 = llvm.mul %11091, %11100 overflow<nsw, nuw> : i64
    %11102 = llvm.mlir.constant(4 : index) : i64
    %11103 = llvm.mul %11093, %11102 overflow<nsw, nuw> : i64
    %11104 = llvm.add %11101, %11103 overflow<nsw, nuw> : i64
    %11105 = llvm.mlir.constant(2 : index) : i64
    %11106 = llvm.mul %11095, %11105 overflow<nsw, nuw> : i64
    %11107 = llvm.add %11104, %11106 overflow<nsw, nuw> : i64
    %11108 = llvm.add %11107, %11097 overflow<nsw, nuw> : i64
    %11109 = llvm.getelementptr inbounds|nuw %11099[%11108] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11110 = llvm.load %11109 : !llvm.ptr -> f32
    %11111 = llvm.extractvalue %11090[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11112 = llvm.mlir.constant(5 : index) : i64
    %11113 = llvm.getelementptr %11111[%11112] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11114 = llvm.mlir.constant(8192 : index) : i64
    %11115 = llvm.mul %11091, %11114 overflow<nsw, nuw> : i64
    %11116 = llvm.mlir.constant(16 : index) : i64
    %11117 = llvm.mul %11093, %11116 overflow<nsw, nuw> : i64
    %11118 = llvm.add %11115, %11117 overflow<nsw, nuw> : i64
    %11119 = llvm.mlir.constant(4 : index) : i64
    %11120 = llvm.mul %11095, %11119 overflow<nsw, nuw> : i64
    %11121 = llvm.add %11118, %11120 overflow<nsw, nuw> : i64
    %11122 = llvm.add %11121, %11097 overflow<nsw, nuw> : i64
    %11123 = llvm.getelementptr inbounds|nuw %11113[%11122] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %11110, %11123 : f32, !llvm.ptr
    %11124 = llvm.add %11097, %29 : i64
    llvm.br ^bb1483(%11124 : i64)
  ^bb1485:  // pred: ^bb1483
    %11125 = llvm.add %11095, %29 : i64
    llvm.br ^bb1481(%11125 : i64)
  ^bb1486:  // pred: ^bb1481
    %11126 = llvm.add %11093, %29 : i64
    llvm.br ^bb1479(%11126 : i64)
  ^bb1487:  // pred: ^bb1479
    %11127 = llvm.add %11091, %29 : i64
    llvm.br ^bb1477(%11127 : i64)
  ^bb1488:  // pred: ^bb1477
    %11128 = llvm.mlir.constant(1 : index) : i64
    %11129 = llvm.mlir.constant(512 : index) : i64
    %11130 = llvm.mlir.constant(2 : index) : i64
    %11131 = llvm.mlir.constant(2 : index) : i64
    %11132 = llvm.mlir.constant(1 : index) : i64
    %11133 = llvm.mlir.constant(4 : index) : i64
    %11134 = llvm.mlir.constant(2048 : index) : i64
    %11135 = llvm.mlir.constant(2048 : index) : i64
    %11136 = llvm.mlir.zero : !llvm.ptr
    %11137 = llvm.getelementptr %11136[%11135] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11138 = llvm.ptrtoint %11137 : !llvm.ptr to i64
    %11139 = llvm.mlir.constant(64 : index) : i64
    %11140 = llvm.add %11138, %11139 : i64
    %11141 = llvm.call @malloc(%11140) : (i64) -> !llvm.ptr
    %11142 = llvm.ptrtoint %11141 : !llvm.ptr to i64
    %11143 = llvm.mlir.constant(1 : index) : i64
    %11144 = llvm.sub %11139, %11143 : i64
    %11145 = llvm.add %11142, %11144 : i64
    %11146 = llvm.urem %11145, %11139 : i64
    %11147 = llvm.sub %11145, %11146 : i64
    %11148 = llvm.inttoptr %11147 : i64 to !llvm.ptr
    %11149 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11150 = llvm.insertvalue %11141, %11149[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11151 = llvm.insertvalue %11148, %11150[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11152 = llvm.mlir.constant(0 : index) : i64
    %11153 = llvm.insertvalue %11152, %11151[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11154 = llvm.insertvalue %11128, %11153[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11155 = llvm.insertvalue %11129, %11154[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11156 = llvm.insertvalue %11130, %11155[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11157 = llvm.insertvalue %11131, %11156[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11158 = llvm.insertvalue %11134, %11157[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11159 = llvm.insertvalue %11133, %11158[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11160 = llvm.insertvalue %11131, %11159[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11161 = llvm.insertvalue %11132, %11160[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1489(%30 : i64)
  ^bb1489(%11162: i64):  // 2 preds: ^bb1488, ^bb1499
    %11163 = llvm.icmp "slt" %11162, %29 : i64
    llvm.cond_br %11163, ^bb1490, ^bb1500
  ^bb1490:  // pred: ^bb1489
    llvm.br ^bb1491(%30 : i64)
  ^bb1491(%11164: i64):  // 2 preds: ^bb1490, ^bb1498
    %11165 = llvm.icmp "slt" %11164, %14 : i64
    llvm.cond_br %11165, ^bb1492, ^bb1499
  ^bb1492:  // pred: ^bb1491
    llvm.br ^bb1493(%30 : i64)
  ^bb1493(%11166: i64):  // 2 preds: ^bb1492, ^bb1497
    %11167 = llvm.icmp "slt" %11166, %13 : i64
    llvm.cond_br %11167, ^bb1494, ^bb1498
  ^bb1494:  // pred: ^bb1493
    llvm.br ^bb1495(%30 : i64)
  ^bb1495(%11168: i64):  // 2 preds: ^bb1494, ^bb1496
    %11169 = llvm.icmp "slt" %11168, %13 : i64
    llvm.cond_br %11169, ^bb1496, ^bb1497
  ^bb1496:  // pred: ^bb1495
    %11170 = llvm.extractvalue %9843[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11171 = llvm.mlir.constant(2048 : index) : i64
    %11172 = llvm.mul %11162, %11171 overflow<nsw, nuw> : i64
    %11173 = llvm.mlir.constant(4 : index) : i64
    %11174 = llvm.mul %11164, %11173 overflow<nsw, nuw> : i64
    %11175 = llvm.add %11172, %11174 overflow<nsw, nuw> : i64
    %11176 = llvm.mlir.constant(2 : index) : i64
    %11177 = llvm.mul %11166, %11176 overflow<nsw, nuw> : i64
    %11178 = llvm.add %11175, %11177 overflow<nsw, nuw> : i64
    %11179 = llvm.add %11178, %11168 overflow<nsw, nuw> : i64
    %11180 = llvm.getelementptr inbounds|nuw %11170[%11179] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11181 = llvm.load %11180 : !llvm.ptr -> f32
    %11182 = llvm.extractvalue %11161[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11183 = llvm.mlir.constant(2048 : index) : i64
    %11184 = llvm.mul %11162, %11183 overflow<nsw, nuw> : i64
    %11185 = llvm.mlir.constant(4 : index) : i64
    %11186 = llvm.mul %11164, %11185 overflow<nsw, nuw> : i64
    %11187 = llvm.add %11184, %11186 overflow<nsw, nuw> : i64
    %11188 = llvm.mlir.constant(2 : index) : i64
    %11189 = llvm.mul %11166, %11188 overflow<nsw, nuw> : i64
    %11190 = llvm.add %11187, %11189 overflow<nsw, nuw> : i64
    %11191 = llvm.add %11190, %11168 overflow<nsw, nuw> : i64
    %11192 = llvm.getelementptr inbounds|nuw %11182[%11191] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %11181, %11192 : f32, !llvm.ptr
    %11193 = llvm.add %11168, %29 : i64
    llvm.br ^bb1495(%11193 : i64)
  ^bb1497:  // pred: ^bb1495
    %11194 = llvm.add %11166, %29 : i64
    llvm.br ^bb1493(%11194 : i64)
  ^bb1498:  // pred: ^bb1493
    %11195 = llvm.add %11164, %29 : i64
    llvm.br ^bb1491(%11195 : i64)
  ^bb1499:  // pred: ^bb1491
    %11196 = llvm.add %11162, %29 : i64
    llvm.br ^bb1489(%11196 : i64)
  ^bb1500:  // pred: ^bb1489
    llvm.br ^bb1501(%30 : i64)
  ^bb1501(%11197: i64):  // 2 preds: ^bb1500, ^bb1520
    %11198 = llvm.icmp "slt" %11197, %29 : i64
    llvm.cond_br %11198, ^bb1502, ^bb1521
  ^bb1502:  // pred: ^bb1501
    llvm.br ^bb1503(%30 : i64)
  ^bb1503(%11199: i64):  // 2 preds: ^bb1502, ^bb1519
    %11200 = llvm.icmp "slt" %11199, %14 : i64
    llvm.cond_br %11200, ^bb1504, ^bb1520
  ^bb1504:  // pred: ^bb1503
    llvm.br ^bb1505(%30 : i64)
  ^bb1505(%11201: i64):  // 2 preds: ^bb1504, ^bb1518
    %11202 = llvm.icmp "slt" %11201, %13 : i64
    llvm.cond_br %11202, ^bb1506, ^bb1519
  ^bb1506:  // pred: ^bb1505
    llvm.br ^bb1507(%30 : i64)
  ^bb1507(%11203: i64):  // 2 preds: ^bb1506, ^bb1517
    %11204 = llvm.icmp "slt" %11203, %13 : i64
    llvm.cond_br %11204, ^bb1508, ^bb1518
  ^bb1508:  // pred: ^bb1507
    llvm.br ^bb1509(%30 : i64)
  ^bb1509(%11205: i64):  // 2 preds: ^bb1508, ^bb1516
    %11206 = llvm.icmp "slt" %11205, %14 : i64
    llvm.cond_br %11206, ^bb1510, ^bb1517
  ^bb1510:  // pred: ^bb1509
    llvm.br ^bb1511(%30 : i64)
  ^bb1511(%11207: i64):  // 2 preds: ^bb1510, ^bb1515
    %11208 = llvm.icmp "slt" %11207, %28 : i64
    llvm.cond_br %11208, ^bb1512, ^bb1516
  ^bb1512:  // pred: ^bb1511
    llvm.br ^bb1513(%30 : i64)
  ^bb1513(%11209: i64):  // 2 preds: ^bb1512, ^bb1514
    %11210 = llvm.icmp "slt" %11209, %28 : i64
    llvm.cond_br %11210, ^bb1514, ^bb1515
  ^bb1514:  // pred: ^bb1513
    %11211 = llvm.add %11201, %11207 : i64
    %11212 = llvm.add %11203, %11209 : i64
    %11213 = llvm.extractvalue %11032[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11214 = llvm.mlir.constant(8192 : index) : i64
    %11215 = llvm.mul %11197, %11214 overflow<nsw, nuw> : i64
    %11216 = llvm.mlir.constant(16 : index) : i64
    %11217 = llvm.mul %11205, %11216 overflow<nsw, nuw> : i64
    %11218 = llvm.add %11215, %11217 overflow<nsw, nuw> : i64
    %11219 = llvm.mlir.constant(4 : index) : i64
    %11220 = llvm.mul %11211, %11219 overflow<nsw, nuw> : i64
    %11221 = llvm.add %11218, %11220 overflow<nsw, nuw> : i64
    %11222 = llvm.add %11221, %11212 overflow<nsw, nuw> : i64
    %11223 = llvm.getelementptr inbounds|nuw %11213[%11222] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11224 = llvm.load %11223 : !llvm.ptr -> f32
    %11225 = llvm.extractvalue %255[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11226 = llvm.mlir.constant(4608 : index) : i64
    %11227 = llvm.mul %11199, %11226 overflow<nsw, nuw> : i64
    %11228 = llvm.mlir.constant(9 : index) : i64
    %11229 = llvm.mul %11205, %11228 overflow<nsw, nuw> : i64
    %11230 = llvm.add %11227, %11229 overflow<nsw, nuw> : i64
    %11231 = llvm.mlir.constant(3 : index) : i64
    %11232 = llvm.mul %11207, %11231 overflow<nsw, nuw> : i64
    %11233 = llvm.add %11230, %11232 overflow<nsw, nuw> : i64
    %11234 = llvm.add %11233, %11209 overflow<nsw, nuw> : i64
    %11235 = llvm.getelementptr inbounds|nuw %11225[%11234] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11236 = llvm.load %11235 : !llvm.ptr -> f32
    %11237 = llvm.extractvalue %11161[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11238 = llvm.mlir.constant(2048 : index) : i64
    %11239 = llvm.mul %11197, %11238 overflow<nsw, nuw> : i64
    %11240 = llvm.mlir.constant(4 : index) : i64
    %11241 = llvm.mul %11199, %11240 overflow<nsw, nuw> : i64
    %11242 = llvm.add %11239, %11241 overflow<nsw, nuw> : i64
    %11243 = llvm.mlir.constant(2 : index) : i64
    %11244 = llvm.mul %11201, %11243 overflow<nsw, nuw> : i64
    %11245 = llvm.add %11242, %11244 overflow<nsw, nuw> : i64
    %11246 = llvm.add %11245, %11203 overflow<nsw, nuw> : i64
    %11247 = llvm.getelementptr inbounds|nuw %11237[%11246] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11248 = llvm.load %11247 : !llvm.ptr -> f32
    %11249 = llvm.fmul %11224, %11236 : f32
    %11250 = llvm.fadd %11248, %11249 : f32
    %11251 = llvm.extractvalue %11161[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11252 = llvm.mlir.constant(2048 : index) : i64
    %11253 = llvm.mul %11197, %11252 overflow<nsw, nuw> : i64
    %11254 = llvm.mlir.constant(4 : index) : i64
    %11255 = llvm.mul %11199, %11254 overflow<nsw, nuw> : i64
    %11256 = llvm.add %11253, %11255 overflow<nsw, nuw> : i64
    %11257 = llvm.mlir.constant(2 : index) : i64
    %11258 = llvm.mul %11201, %11257 overflow<nsw, nuw> : i64
    %11259 = llvm.add %11256, %11258 overflow<nsw, nuw> : i64
    %11260 = llvm.add %11259, %11203 overflow<nsw, nuw> : i64
    %11261 = llvm.getelementptr inbounds|nuw %11251[%11260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %11250, %11261 : f32, !llvm.ptr
    %11262 = llvm.add %11209, %29 : i64
    llvm.br ^bb1513(%11262 : i64)
  ^bb1515:  // pred: ^bb1513
    %11263 = llvm.add %11207, %29 : i64
    llvm.br ^bb1511(%11263 : i64)
  ^bb1516:  // pred: ^bb1511
    %11264 = llvm.add %11205, %29 : i64
    llvm.br ^bb1509(%11264 : i64)
  ^bb1517:  // pred: ^bb1509
    %11265 = llvm.add %11203, %29 : i64
    llvm.br ^bb1507(%11265 : i64)
  ^bb1518:  // pred: ^bb1507
    %11266 = llvm.add %11201, %29 : i64
    llvm.br ^bb1505(%11266 : i64)
  ^bb1519:  // pred: ^bb1505
    %11267 = llvm.add %11199, %29 : i64
    llvm.br ^bb1503(%11267 : i64)
  ^bb1520:  // pred: ^bb1503
    %11268 = llvm.add %11197, %29 : i64
    llvm.br ^bb1501(%11268 : i64)
  ^bb1521:  // pred: ^bb1501
    %11269 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11270 = llvm.extractvalue %211[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11271 = llvm.extractvalue %211[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11272 = llvm.insertvalue %11270, %11269[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11273 = llvm.insertvalue %11271, %11272[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11274 = llvm.mlir.constant(0 : index) : i64
    %11275 = llvm.insertvalue %11274, %11273[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11276 = llvm.mlir.constant(512 : index) : i64
    %11277 = llvm.insertvalue %11276, %11275[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11278 = llvm.mlir.constant(1 : index) : i64
    %11279 = llvm.insertvalue %11278, %11277[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11280 = llvm.mlir.constant(1 : index) : i64
    %11281 = llvm.insertvalue %11280, %11279[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11282 = llvm.mlir.constant(1 : index) : i64
    %11283 = llvm.insertvalue %11282, %11281[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11284 = llvm.mlir.constant(1 : index) : i64
    %11285 = llvm.insertvalue %11284, %11283[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11286 = llvm.mlir.constant(1 : index) : i64
    %11287 = llvm.insertvalue %11286, %11285[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11288 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11289 = llvm.extractvalue %227[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11290 = llvm.extractvalue %227[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11291 = llvm.insertvalue %11289, %11288[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11292 = llvm.insertvalue %11290, %11291[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11293 = llvm.mlir.constant(0 : index) : i64
    %11294 = llvm.insertvalue %11293, %11292[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11295 = llvm.mlir.constant(512 : index) : i64
    %11296 = llvm.insertvalue %11295, %11294[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11297 = llvm.mlir.constant(1 : index) : i64
    %11298 = llvm.insertvalue %11297, %11296[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11299 = llvm.mlir.constant(1 : index) : i64
    %11300 = llvm.insertvalue %11299, %11298[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11301 = llvm.mlir.constant(1 : index) : i64
    %11302 = llvm.insertvalue %11301, %11300[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11303 = llvm.mlir.constant(1 : index) : i64
    %11304 = llvm.insertvalue %11303, %11302[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11305 = llvm.mlir.constant(1 : index) : i64
    %11306 = llvm.insertvalue %11305, %11304[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11307 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11308 = llvm.extractvalue %195[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11309 = llvm.extractvalue %195[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11310 = llvm.insertvalue %11308, %11307[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11311 = llvm.insertvalue %11309, %11310[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11312 = llvm.mlir.constant(0 : index) : i64
    %11313 = llvm.insertvalue %11312, %11311[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11314 = llvm.mlir.constant(512 : index) : i64
    %11315 = llvm.insertvalue %11314, %11313[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11316 = llvm.mlir.constant(1 : index) : i64
    %11317 = llvm.insertvalue %11316, %11315[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11318 = llvm.mlir.constant(1 : index) : i64
    %11319 = llvm.insertvalue %11318, %11317[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11320 = llvm.mlir.constant(1 : index) : i64
    %11321 = llvm.insertvalue %11320, %11319[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11322 = llvm.mlir.constant(1 : index) : i64
    %11323 = llvm.insertvalue %11322, %11321[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11324 = llvm.mlir.constant(1 : index) : i64
    %11325 = llvm.insertvalue %11324, %11323[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11326 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11327 = llvm.extractvalue %179[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11328 = llvm.extractvalue %179[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11329 = llvm.insertvalue %11327, %11326[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11330 = llvm.insertvalue %11328, %11329[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11331 = llvm.mlir.constant(0 : index) : i64
    %11332 = llvm.insertvalue %11331, %11330[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11333 = llvm.mlir.constant(512 : index) : i64
    %11334 = llvm.insertvalue %11333, %11332[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11335 = llvm.mlir.constant(1 : index) : i64
    %11336 = llvm.insertvalue %11335, %11334[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11337 = llvm.mlir.constant(1 : index) : i64
    %11338 = llvm.insertvalue %11337, %11336[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11339 = llvm.mlir.constant(1 : index) : i64
    %11340 = llvm.insertvalue %11339, %11338[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11341 = llvm.mlir.constant(1 : index) : i64
    %11342 = llvm.insertvalue %11341, %11340[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11343 = llvm.mlir.constant(1 : index) : i64
    %11344 = llvm.insertvalue %11343, %11342[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11345 = llvm.mlir.constant(1 : index) : i64
    %11346 = llvm.mlir.constant(512 : index) : i64
    %11347 = llvm.mlir.constant(2 : index) : i64
    %11348 = llvm.mlir.constant(2 : index) : i64
    %11349 = llvm.mlir.constant(1 : index) : i64
    %11350 = llvm.mlir.constant(4 : index) : i64
    %11351 = llvm.mlir.constant(2048 : index) : i64
    %11352 = llvm.mlir.constant(2048 : index) : i64
    %11353 = llvm.mlir.zero : !llvm.ptr
    %11354 = llvm.getelementptr %11353[%11352] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11355 = llvm.ptrtoint %11354 : !llvm.ptr to i64
    %11356 = llvm.mlir.constant(64 : index) : i64
    %11357 = llvm.add %11355, %11356 : i64
    %11358 = llvm.call @malloc(%11357) : (i64) -> !llvm.ptr
    %11359 = llvm.ptrtoint %11358 : !llvm.ptr to i64
    %11360 = llvm.mlir.constant(1 : index) : i64
    %11361 = llvm.sub %11356, %11360 : i64
    %11362 = llvm.add %11359, %11361 : i64
    %11363 = llvm.urem %11362, %11356 : i64
    %11364 = llvm.sub %11362, %11363 : i64
    %11365 = llvm.inttoptr %11364 : i64 to !llvm.ptr
    %11366 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11367 = llvm.insertvalue %11358, %11366[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11368 = llvm.insertvalue %11365, %11367[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11369 = llvm.mlir.constant(0 : index) : i64
    %11370 = llvm.insertvalue %11369, %11368[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11371 = llvm.insertvalue %11345, %11370[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11372 = llvm.insertvalue %11346, %11371[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11373 = llvm.insertvalue %11347, %11372[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11374 = llvm.insertvalue %11348, %11373[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11375 = llvm.insertvalue %11351, %11374[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11376 = llvm.insertvalue %11350, %11375[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11377 = llvm.insertvalue %11348, %11376[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11378 = llvm.insertvalue %11349, %11377[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1522(%30 : i64)
  ^bb1522(%11379: i64):  // 2 preds: ^bb1521, ^bb1532
    %11380 = llvm.icmp "slt" %11379, %29 : i64
    llvm.cond_br %11380, ^bb1523, ^bb1533
  ^bb1523:  // pred: ^bb1522
    llvm.br ^bb1524(%30 : i64)
  ^bb1524(%11381: i64):  // 2 preds: ^bb1523, ^bb1531
    %11382 = llvm.icmp "slt" %11381, %14 : i64
    llvm.cond_br %11382, ^bb1525, ^bb1532
  ^bb1525:  // pred: ^bb1524
    llvm.br ^bb1526(%30 : i64)
  ^bb1526(%11383: i64):  // 2 preds: ^bb1525, ^bb1530
    %11384 = llvm.icmp "slt" %11383, %13 : i64
    llvm.cond_br %11384, ^bb1527, ^bb1531
  ^bb1527:  // pred: ^bb1526
    llvm.br ^bb1528(%30 : i64)
  ^bb1528(%11385: i64):  // 2 preds: ^bb1527, ^bb1529
    %11386 = llvm.icmp "slt" %11385, %13 : i64
    llvm.cond_br %11386, ^bb1529, ^bb1530
  ^bb1529:  // pred: ^bb1528
    %11387 = llvm.extractvalue %11161[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11388 = llvm.mlir.constant(2048 : index) : i64
    %11389 = llvm.mul %11379, %11388 overflow<nsw, nuw> : i64
    %11390 = llvm.mlir.constant(4 : index) : i64
    %11391 = llvm.mul %11381, %11390 overflow<nsw, nuw> : i64
    %11392 = llvm.add %11389, %11391 overflow<nsw, nuw> : i64
    %11393 = llvm.mlir.constant(2 : index) : i64
    %11394 = llvm.mul %11383, %11393 overflow<nsw, nuw> : i64
    %11395 = llvm.add %11392, %11394 overflow<nsw, nuw> : i64
    %11396 = llvm.add %11395, %11385 overflow<nsw, nuw> : i64
    %11397 = llvm.getelementptr inbounds|nuw %11387[%11396] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11398 = llvm.load %11397 : !llvm.ptr -> f32
    %11399 = llvm.extractvalue %11306[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11400 = llvm.add %11381, %30 overflow<nsw, nuw> : i64
    %11401 = llvm.add %11400, %30 overflow<nsw, nuw> : i64
    %11402 = llvm.getelementptr inbounds|nuw %11399[%11401] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11403 = llvm.load %11402 : !llvm.ptr -> f32
    %11404 = llvm.extractvalue %11287[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11405 = llvm.add %11381, %30 overflow<nsw, nuw> : i64
    %11406 = llvm.add %11405, %30 overflow<nsw, nuw> : i64
    %11407 = llvm.getelementptr inbounds|nuw %11404[%11406] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11408 = llvm.load %11407 : !llvm.ptr -> f32
    %11409 = llvm.extractvalue %11325[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11410 = llvm.add %11381, %30 overflow<nsw, nuw> : i64
    %11411 = llvm.add %11410, %30 overflow<nsw, nuw> : i64
    %11412 = llvm.getelementptr inbounds|nuw %11409[%11411] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11413 = llvm.load %11412 : !llvm.ptr -> f32
    %11414 = llvm.extractvalue %11344[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11415 = llvm.add %11381, %30 overflow<nsw, nuw> : i64
    %11416 = llvm.add %11415, %30 overflow<nsw, nuw> : i64
    %11417 = llvm.getelementptr inbounds|nuw %11414[%11416] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11418 = llvm.load %11417 : !llvm.ptr -> f32
    %11419 = llvm.fptrunc %32 : f64 to f32
    %11420 = llvm.fadd %11408, %11419 : f32
    %11421 = llvm.intr.sqrt(%11420) : (f32) -> f32
    %11422 = llvm.fdiv %34, %11421 : f32
    %11423 = llvm.fsub %11398, %11403 : f32
    %11424 = llvm.fmul %11423, %11422 : f32
    %11425 = llvm.fmul %11424, %11413 : f32
    %11426 = llvm.fadd %11425, %11418 : f32
    %11427 = llvm.fcmp "ugt" %11426, %33 : f32
    %11428 = llvm.select %11427, %11426, %33 : i1, f32
    %11429 = llvm.extractvalue %11378[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11430 = llvm.mlir.constant(2048 : index) : i64
    %11431 = llvm.mul %11379, %11430 overflow<nsw, nuw> : i64
    %11432 = llvm.mlir.constant(4 : index) : i64
    %11433 = llvm.mul %11381, %11432 overflow<nsw, nuw> : i64
    %11434 = llvm.add %11431, %11433 overflow<nsw, nuw> : i64
    %11435 = llvm.mlir.constant(2 : index) : i64
    %11436 = llvm.mul %11383, %11435 overflow<nsw, nuw> : i64
    %11437 = llvm.add %11434, %11436 overflow<nsw, nuw> : i64
    %11438 = llvm.add %11437, %11385 overflow<nsw, nuw> : i64
    %11439 = llvm.getelementptr inbounds|nuw %11429[%11438] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %11428, %11439 : f32, !llvm.ptr
    %11440 = llvm.add %11385, %29 : i64
    llvm.br ^bb1528(%11440 : i64)
  ^bb1530:  // pred: ^bb1528
    %11441 = llvm.add %11383, %29 : i64
    llvm.br ^bb1526(%11441 : i64)
  ^bb1531:  // pred: ^bb1526
    %11442 = llvm.add %11381, %29 : i64
    llvm.br ^bb1524(%11442 : i64)
  ^bb1532:  // pred: ^bb1524
    %11443 = llvm.add %11379, %29 : i64
    llvm.br ^bb1522(%11443 : i64)
  ^bb1533:  // pred: ^bb1522
    %11444 = llvm.mlir.constant(1 : index) : i64
    %11445 = llvm.mlir.constant(512 : index) : i64
    %11446 = llvm.mlir.constant(4 : index) : i64
    %11447 = llvm.mlir.constant(4 : index) : i64
    %11448 = llvm.mlir.constant(1 : index) : i64
    %11449 = llvm.mlir.constant(16 : index) : i64
    %11450 = llvm.mlir.constant(8192 : index) : i64
    %11451 = llvm.mlir.constant(8192 : index) : i64
    %11452 = llvm.mlir.zero : !llvm.ptr
    %11453 = llvm.getelementptr %11452[%11451] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11454 = llvm.ptrtoint %11453 : !llvm.ptr to i64
    %11455 = llvm.mlir.constant(64 : index) : i64
    %11456 = llvm.add %11454, %11455 : i64
    %11457 = llvm.call @malloc(%11456) : (i64) -> !llvm.ptr
    %11458 = llvm.ptrtoint %11457 : !llvm.ptr to i64
    %11459 = llvm.mlir.constant(1 : index) : i64
    %11460 = llvm.sub %11455, %11459 : i64
    %11461 = llvm.add %11458, %11460 : i64
    %11462 = llvm.urem %11461, %11455 : i64
    %11463 = llvm.sub %11461, %11462 : i64
    %11464 = llvm.inttoptr %11463 : i64 to !llvm.ptr
    %11465 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11466 = llvm.insertvalue %11457, %11465[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11467 = llvm.insertvalue %11464, %11466[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11468 = llvm.mlir.constant(0 : index) : i64
    %11469 = llvm.insertvalue %11468, %11467[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11470 = llvm.insertvalue %11444, %11469[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11471 = llvm.insertvalue %11445, %11470[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11472 = llvm.insertvalue %11446, %11471[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11473 = llvm.insertvalue %11447, %11472[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11474 = llvm.insertvalue %11450, %11473[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11475 = llvm.insertvalue %11449, %11474[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11476 = llvm.insertvalue %11447, %11475[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11477 = llvm.insertvalue %11448, %11476[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1534(%30 : i64)
  ^bb1534(%11478: i64):  // 2 preds: ^bb1533, ^bb1544
    %11479 = llvm.icmp "slt" %11478, %29 : i64
    llvm.cond_br %11479, ^bb1535, ^bb1545
  ^bb1535:  // pred: ^bb1534
    llvm.br ^bb1536(%30 : i64)
  ^bb1536(%11480: i64):  // 2 preds: ^bb1535, ^bb1543
    %11481 = llvm.icmp "slt" %11480, %14 : i64
    llvm.cond_br %11481, ^bb1537, ^bb1544
  ^bb1537:  // pred: ^bb1536
    llvm.br ^bb1538(%30 : i64)
  ^bb1538(%11482: i64):  // 2 preds: ^bb1537, ^bb1542
    %11483 = llvm.icmp "slt" %11482, %16 : i64
    llvm.cond_br %11483, ^bb1539, ^bb1543
  ^bb1539:  // pred: ^bb1538
    llvm.br ^bb1540(%30 : i64)
  ^bb1540(%11484: i64):  // 2 preds: ^bb1539, ^bb1541
    %11485 = llvm.icmp "slt" %11484, %16 : i64
    llvm.cond_br %11485, ^bb1541, ^bb1542
  ^bb1541:  // pred: ^bb1540
    %11486 = llvm.extractvalue %11477[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11487 = llvm.mlir.constant(8192 : index) : i64
    %11488 = llvm.mul %11478, %11487 overflow<nsw, nuw> : i64
    %11489 = llvm.mlir.constant(16 : index) : i64
    %11490 = llvm.mul %11480, %11489 overflow<nsw, nuw> : i64
    %11491 = llvm.add %11488, %11490 overflow<nsw, nuw> : i64
    %11492 = llvm.mlir.constant(4 : index) : i64
    %11493 = llvm.mul %11482, %11492 overflow<nsw, nuw> : i64
    %11494 = llvm.add %11491, %11493 overflow<nsw, nuw> : i64
    %11495 = llvm.add %11494, %11484 overflow<nsw, nuw> : i64
    %11496 = llvm.getelementptr inbounds|nuw %11486[%11495] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %11496 : f32, !llvm.ptr
    %11497 = llvm.add %11484, %29 : i64
    llvm.br ^bb1540(%11497 : i64)
  ^bb1542:  // pred: ^bb1540
    %11498 = llvm.add %11482, %29 : i64
    llvm.br ^bb1538(%11498 : i64)
  ^bb1543:  // pred: ^bb1538
    %11499 = llvm.add %11480, %29 : i64
    llvm.br ^bb1536(%11499 : i64)
  ^bb1544:  // pred: ^bb1536
    %11500 = llvm.add %11478, %29 : i64
    llvm.br ^bb1534(%11500 : i64)
  ^bb1545:  // pred: ^bb1534
    %11501 = llvm.mlir.constant(1 : index) : i64
    %11502 = llvm.mlir.constant(512 : index) : i64
    %11503 = llvm.mlir.constant(4 : index) : i64
    %11504 = llvm.mlir.constant(4 : index) : i64
    %11505 = llvm.mlir.constant(1 : index) : i64
    %11506 = llvm.mlir.constant(16 : index) : i64
    %11507 = llvm.mlir.constant(8192 : index) : i64
    %11508 = llvm.mlir.constant(8192 : index) : i64
    %11509 = llvm.mlir.zero : !llvm.ptr
    %11510 = llvm.getelementptr %11509[%11508] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11511 = llvm.ptrtoint %11510 : !llvm.ptr to i64
    %11512 = llvm.mlir.constant(64 : index) : i64
    %11513 = llvm.add %11511, %11512 : i64
    %11514 = llvm.call @malloc(%11513) : (i64) -> !llvm.ptr
    %11515 = llvm.ptrtoint %11514 : !llvm.ptr to i64
    %11516 = llvm.mlir.constant(1 : index) : i64
    %11517 = llvm.sub %11512, %11516 : i64
    %11518 = llvm.add %11515, %11517 : i64
    %11519 = llvm.urem %11518, %11512 : i64
    %11520 = llvm.sub %11518, %11519 : i64
    %11521 = llvm.inttoptr %11520 : i64 to !llvm.ptr
    %11522 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11523 = llvm.insertvalue %11514, %11522[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11524 = llvm.insertvalue %11521, %11523[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11525 = llvm.mlir.constant(0 : index) : i64
    %11526 = llvm.insertvalue %11525, %11524[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11527 = llvm.insertvalue %11501, %11526[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11528 = llvm.insertvalue %11502, %11527[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11529 = llvm.insertvalue %11503, %11528[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11530 = llvm.insertvalue %11504, %11529[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11531 = llvm.insertvalue %11507, %11530[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11532 = llvm.insertvalue %11506, %11531[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11533 = llvm.insertvalue %11504, %11532[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11534 = llvm.insertvalue %11505, %11533[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1546(%30 : i64)
  ^bb1546(%11535: i64):  // 2 preds: ^bb1545, ^bb1556
    %11536 = llvm.icmp "slt" %11535, %29 : i64
    llvm.cond_br %11536, ^bb1547, ^bb1557
  ^bb1547:  // pred: ^bb1546
    llvm.br ^bb1548(%30 : i64)
  ^bb1548(%11537: i64):  // 2 preds: ^bb1547, ^bb1555
    %11538 = llvm.icmp "slt" %11537, %14 : i64
    llvm.cond_br %11538, ^bb1549, ^bb1556
  ^bb1549:  // pred: ^bb1548
    llvm.br ^bb1550(%30 : i64)
  ^bb1550(%11539: i64):  // 2 preds: ^bb1549, ^bb1554
    %11540 = llvm.icmp "slt" %11539, %16 : i64
    llvm.cond_br %11540, ^bb1551, ^bb1555
  ^bb1551:  // pred: ^bb1550
    llvm.br ^bb1552(%30 : i64)
  ^bb1552(%11541: i64):  // 2 preds: ^bb1551, ^bb1553
    %11542 = llvm.icmp "slt" %11541, %16 : i64
    llvm.cond_br %11542, ^bb1553, ^bb1554
  ^bb1553:  // pred: ^bb1552
    %11543 = llvm.extractvalue %11477[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11544 = llvm.mlir.constant(8192 : index) : i64
    %11545 = llvm.mul %11535, %11544 overflow<nsw, nuw> : i64
    %11546 = llvm.mlir.constant(16 : index) : i64
    %11547 = llvm.mul %11537, %11546 overflow<nsw, nuw> : i64
    %11548 = llvm.add %11545, %11547 overflow<nsw, nuw> : i64
    %11549 = llvm.mlir.constant(4 : index) : i64
    %11550 = llvm.mul %11539, %11549 overflow<nsw, nuw> : i64
    %11551 = llvm.add %11548, %11550 overflow<nsw, nuw> : i64
    %11552 = llvm.add %11551, %11541 overflow<nsw, nuw> : i64
    %11553 = llvm.getelementptr inbounds|nuw %11543[%11552] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11554 = llvm.load %11553 : !llvm.ptr -> f32
    %11555 = llvm.extractvalue %11534[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11556 = llvm.mlir.constant(8192 : index) : i64
    %11557 = llvm.mul %11535, %11556 overflow<nsw, nuw> : i64
    %11558 = llvm.mlir.constant(16 : index) : i64
    %11559 = llvm.mul %11537, %11558 overflow<nsw, nuw> : i64
    %11560 = llvm.add %11557, %11559 overflow<nsw, nuw> : i64
    %11561 = llvm.mlir.constant(4 : index) : i64
    %11562 = llvm.mul %11539, %11561 overflow<nsw, nuw> : i64
    %11563 = llvm.add %11560, %11562 overflow<nsw, nuw> : i64
    %11564 = llvm.add %11563, %11541 overflow<nsw, nuw> : i64
    %11565 = llvm.getelementptr inbounds|nuw %11555[%11564] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %11554, %11565 : f32, !llvm.ptr
    %11566 = llvm.add %11541, %29 : i64
    llvm.br ^bb1552(%11566 : i64)
  ^bb1554:  // pred: ^bb1552
    %11567 = llvm.add %11539, %29 : i64
    llvm.br ^bb1550(%11567 : i64)
  ^bb1555:  // pred: ^bb1550
    %11568 = llvm.add %11537, %29 : i64
    llvm.br ^bb1548(%11568 : i64)
  ^bb1556:  // pred: ^bb1548
    %11569 = llvm.add %11535, %29 : i64
    llvm.br ^bb1546(%11569 : i64)
  ^bb1557:  // pred: ^bb1546
    %11570 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11571 = llvm.extractvalue %11534[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11572 = llvm.extractvalue %11534[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11573 = llvm.insertvalue %11571, %11570[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11574 = llvm.insertvalue %11572, %11573[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11575 = llvm.mlir.constant(5 : index) : i64
    %11576 = llvm.insertvalue %11575, %11574[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11577 = llvm.mlir.constant(1 : index) : i64
    %11578 = llvm.insertvalue %11577, %11576[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11579 = llvm.mlir.constant(8192 : index) : i64
    %11580 = llvm.insertvalue %11579, %11578[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11581 = llvm.mlir.constant(512 : index) : i64
    %11582 = llvm.insertvalue %11581, %11580[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11583 = llvm.mlir.constant(16 : index) : i64
    %11584 = llvm.insertvalue %11583, %11582[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11585 = llvm.mlir.constant(2 : index) : i64
    %11586 = llvm.insertvalue %11585, %11584[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11587 = llvm.mlir.constant(4 : index) : i64
    %11588 = llvm.insertvalue %11587, %11586[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11589 = llvm.mlir.constant(2 : index) : i64
    %11590 = llvm.insertvalue %11589, %11588[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11591 = llvm.mlir.constant(1 : index) : i64
    %11592 = llvm.insertvalue %11591, %11590[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1558(%30 : i64)
  ^bb1558(%11593: i64):  // 2 preds: ^bb1557, ^bb1568
    %11594 = llvm.icmp "slt" %11593, %29 : i64
    llvm.cond_br %11594, ^bb1559, ^bb1569
  ^bb1559:  // pred: ^bb1558
    llvm.br ^bb1560(%30 : i64)
  ^bb1560(%11595: i64):  // 2 preds: ^bb1559, ^bb1567
    %11596 = llvm.icmp "slt" %11595, %14 : i64
    llvm.cond_br %11596, ^bb1561, ^bb1568
  ^bb1561:  // pred: ^bb1560
    llvm.br ^bb1562(%30 : i64)
  ^bb1562(%11597: i64):  // 2 preds: ^bb1561, ^bb1566
    %11598 = llvm.icmp "slt" %11597, %13 : i64
    llvm.cond_br %11598, ^bb1563, ^bb1567
  ^bb1563:  // pred: ^bb1562
    llvm.br ^bb1564(%30 : i64)
  ^bb1564(%11599: i64):  // 2 preds: ^bb1563, ^bb1565
    %11600 = llvm.icmp "slt" %11599, %13 : i64
    llvm.cond_br %11600, ^bb1565, ^bb1566
  ^bb1565:  // pred: ^bb1564
    %11601 = llvm.extractvalue %11378[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11602 = llvm.mlir.constant(2048 : index) : i64
    %11603 = llvm.mul %11593, %11602 overflow<nsw, nuw> : i64
    %11604 = llvm.mlir.constant(4 : index) : i64
    %11605 = llvm.mul %11595, %11604 overflow<nsw, nuw> : i64
    %11606 = llvm.add %11603, %11605 overflow<nsw, nuw> : i64
    %11607 = llvm.mlir.constant(2 : index) : i64
    %11608 = llvm.mul %11597, %11607 overflow<nsw, nuw> : i64
    %11609 = llvm.add %11606, %11608 overflow<nsw, nuw> : i64
    %11610 = llvm.add %11609, %11599 overflow<nsw, nuw> : i64
    %11611 = llvm.getelementptr inbounds|nuw %11601[%11610] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11612 = llvm.load %11611 : !llvm.ptr -> f32
    %11613 = llvm.extractvalue %11592[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11614 = llvm.mlir.constant(5 : index) : i64
    %11615 = llvm.getelementptr %11613[%11614] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11616 = llvm.mlir.constant(8192 : index) : i64
    %11617 = llvm.mul %11593, %11616 overflow<nsw, nuw> : i64
    %11618 = llvm.mlir.constant(16 : index) : i64
    %11619 = llvm.mul %11595, %11618 overflow<nsw, nuw> : i64
    %11620 = llvm.add %11617, %11619 overflow<nsw, nuw> : i64
    %11621 = llvm.mlir.constant(4 : index) : i64
    %11622 = llvm.mul %11597, %11621 overflow<nsw, nuw> : i64
    %11623 = llvm.add %11620, %11622 overflow<nsw, nuw> : i64
    %11624 = llvm.add %11623, %11599 overflow<nsw, nuw> : i64
    %11625 = llvm.getelementptr inbounds|nuw %11615[%11624] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %11612, %11625 : f32, !llvm.ptr
    %11626 = llvm.add %11599, %29 : i64
    llvm.br ^bb1564(%11626 : i64)
  ^bb1566:  // pred: ^bb1564
    %11627 = llvm.add %11597, %29 : i64
    llvm.br ^bb1562(%11627 : i64)
  ^bb1567:  // pred: ^bb1562
    %11628 = llvm.add %11595, %29 : i64
    llvm.br ^bb1560(%11628 : i64)
  ^bb1568:  // pred: ^bb1560
    %11629 = llvm.add %11593, %29 : i64
    llvm.br ^bb1558(%11629 : i64)
  ^bb1569:  // pred: ^bb1558
    %11630 = llvm.mlir.constant(1 : index) : i64
    %11631 = llvm.mlir.constant(512 : index) : i64
    %11632 = llvm.mlir.constant(2 : index) : i64
    %11633 = llvm.mlir.constant(2 : index) : i64
    %11634 = llvm.mlir.constant(1 : index) : i64
    %11635 = llvm.mlir.constant(4 : index) : i64
    %11636 = llvm.mlir.constant(2048 : index) : i64
    %11637 = llvm.mlir.constant(2048 : index) : i64
    %11638 = llvm.mlir.zero : !llvm.ptr
    %11639 = llvm.getelementptr %11638[%11637] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11640 = llvm.ptrtoint %11639 : !llvm.ptr to i64
    %11641 = llvm.mlir.constant(64 : index) : i64
    %11642 = llvm.add %11640, %11641 : i64
    %11643 = llvm.call @malloc(%11642) : (i64) -> !llvm.ptr
    %11644 = llvm.ptrtoint %11643 : !llvm.ptr to i64
    %11645 = llvm.mlir.constant(1 : index) : i64
    %11646 = llvm.sub %11641, %11645 : i64
    %11647 = llvm.add %11644, %11646 : i64
    %11648 = llvm.urem %11647, %11641 : i64
    %11649 = llvm.sub %11647, %11648 : i64
    %11650 = llvm.inttoptr %11649 : i64 to !llvm.ptr
    %11651 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11652 = llvm.insertvalue %11643, %11651[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11653 = llvm.insertvalue %11650, %11652[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11654 = llvm.mlir.constant(0 : index) : i64
    %11655 = llvm.insertvalue %11654, %11653[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11656 = llvm.insertvalue %11630, %11655[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11657 = llvm.insertvalue %11631, %11656[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11658 = llvm.insertvalue %11632, %11657[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11659 = llvm.insertvalue %11633, %11658[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11660 = llvm.insertvalue %11636, %11659[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11661 = llvm.insertvalue %11635, %11660[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11662 = llvm.insertvalue %11633, %11661[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11663 = llvm.insertvalue %11634, %11662[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1570(%30 : i64)
  ^bb1570(%11664: i64):  // 2 preds: ^bb1569, ^bb1580
    %11665 = llvm.icmp "slt" %11664, %29 : i64
    llvm.cond_br %11665, ^bb1571, ^bb1581
  ^bb1571:  // pred: ^bb1570
    llvm.br ^bb1572(%30 : i64)
  ^bb1572(%11666: i64):  // 2 preds: ^bb1571, ^bb1579
    %11667 = llvm.icmp "slt" %11666, %14 : i64
    llvm.cond_br %11667, ^bb1573, ^bb1580
  ^bb1573:  // pred: ^bb1572
    llvm.br ^bb1574(%30 : i64)
  ^bb1574(%11668: i64):  // 2 preds: ^bb1573, ^bb1578
    %11669 = llvm.icmp "slt" %11668, %13 : i64
    llvm.cond_br %11669, ^bb1575, ^bb1579
  ^bb1575:  // pred: ^bb1574
    llvm.br ^bb1576(%30 : i64)
  ^bb1576(%11670: i64):  // 2 preds: ^bb1575, ^bb1577
    %11671 = llvm.icmp "slt" %11670, %13 : i64
    llvm.cond_br %11671, ^bb1577, ^bb1578
  ^bb1577:  // pred: ^bb1576
    %11672 = llvm.extractvalue %9843[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11673 = llvm.mlir.constant(2048 : index) : i64
    %11674 = llvm.mul %11664, %11673 overflow<nsw, nuw> : i64
    %11675 = llvm.mlir.constant(4 : index) : i64
    %11676 = llvm.mul %11666, %11675 overflow<nsw, nuw> : i64
    %11677 = llvm.add %11674, %11676 overflow<nsw, nuw> : i64
    %11678 = llvm.mlir.constant(2 : index) : i64
    %11679 = llvm.mul %11668, %11678 overflow<nsw, nuw> : i64
    %11680 = llvm.add %11677, %11679 overflow<nsw, nuw> : i64
    %11681 = llvm.add %11680, %11670 overflow<nsw, nuw> : i64
    %11682 = llvm.getelementptr inbounds|nuw %11672[%11681] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11683 = llvm.load %11682 : !llvm.ptr -> f32
    %11684 = llvm.extractvalue %11663[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11685 = llvm.mlir.constant(2048 : index) : i64
    %11686 = llvm.mul %11664, %11685 overflow<nsw, nuw> : i64
    %11687 = llvm.mlir.constant(4 : index) : i64
    %11688 = llvm.mul %11666, %11687 overflow<nsw, nuw> : i64
    %11689 = llvm.add %11686, %11688 overflow<nsw, nuw> : i64
    %11690 = llvm.mlir.constant(2 : index) : i64
    %11691 = llvm.mul %11668, %11690 overflow<nsw, nuw> : i64
    %11692 = llvm.add %11689, %11691 overflow<nsw, nuw> : i64
    %11693 = llvm.add %11692, %11670 overflow<nsw, nuw> : i64
    %11694 = llvm.getelementptr inbounds|nuw %11684[%11693] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %11683, %11694 : f32, !llvm.ptr
    %11695 = llvm.add %11670, %29 : i64
    llvm.br ^bb1576(%11695 : i64)
  ^bb1578:  // pred: ^bb1576
    %11696 = llvm.add %11668, %29 : i64
    llvm.br ^bb1574(%11696 : i64)
  ^bb1579:  // pred: ^bb1574
    %11697 = llvm.add %11666, %29 : i64
    llvm.br ^bb1572(%11697 : i64)
  ^bb1580:  // pred: ^bb1572
    %11698 = llvm.add %11664, %29 : i64
    llvm.br ^bb1570(%11698 : i64)
  ^bb1581:  // pred: ^bb1570
    llvm.br ^bb1582(%30 : i64)
  ^bb1582(%11699: i64):  // 2 preds: ^bb1581, ^bb1601
    %11700 = llvm.icmp "slt" %11699, %29 : i64
    llvm.cond_br %11700, ^bb1583, ^bb1602
  ^bb1583:  // pred: ^bb1582
    llvm.br ^bb1584(%30 : i64)
  ^bb1584(%11701: i64):  // 2 preds: ^bb1583, ^bb1600
    %11702 = llvm.icmp "slt" %11701, %14 : i64
    llvm.cond_br %11702, ^bb1585, ^bb1601
  ^bb1585:  // pred: ^bb1584
    llvm.br ^bb1586(%30 : i64)
  ^bb1586(%11703: i64):  // 2 preds: ^bb1585, ^bb1599
    %11704 = llvm.icmp "slt" %11703, %13 : i64
    llvm.cond_br %11704, ^bb1587, ^bb1600
  ^bb1587:  // pred: ^bb1586
    llvm.br ^bb1588(%30 : i64)
  ^bb1588(%11705: i64):  // 2 preds: ^bb1587, ^bb1598
    %11706 = llvm.icmp "slt" %11705, %13 : i64
    llvm.cond_br %11706, ^bb1589, ^bb1599
  ^bb1589:  // pred: ^bb1588
    llvm.br ^bb1590(%30 : i64)
  ^bb1590(%11707: i64):  // 2 preds: ^bb1589, ^bb1597
    %11708 = llvm.icmp "slt" %11707, %14 : i64
    llvm.cond_br %11708, ^bb1591, ^bb1598
  ^bb1591:  // pred: ^bb1590
    llvm.br ^bb1592(%30 : i64)
  ^bb1592(%11709: i64):  // 2 preds: ^bb1591, ^bb1596
    %11710 = llvm.icmp "slt" %11709, %28 : i64
    llvm.cond_br %11710, ^bb1593, ^bb1597
  ^bb1593:  // pred: ^bb1592
    llvm.br ^bb1594(%30 : i64)
  ^bb1594(%11711: i64):  // 2 preds: ^bb1593, ^bb1595
    %11712 = llvm.icmp "slt" %11711, %28 : i64
    llvm.cond_br %11712, ^bb1595, ^bb1596
  ^bb1595:  // pred: ^bb1594
    %11713 = llvm.add %11703, %11709 : i64
    %11714 = llvm.add %11705, %11711 : i64
    %11715 = llvm.extractvalue %11534[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11716 = llvm.mlir.constant(8192 : index) : i64
    %11717 = llvm.mul %11699, %11716 overflow<nsw, nuw> : i64
    %11718 = llvm.mlir.constant(16 : index) : i64
    %11719 = llvm.mul %11707, %11718 overflow<nsw, nuw> : i64
    %11720 = llvm.add %11717, %11719 overflow<nsw, nuw> : i64
    %11721 = llvm.mlir.constant(4 : index) : i64
    %11722 = llvm.mul %11713, %11721 overflow<nsw, nuw> : i64
    %11723 = llvm.add %11720, %11722 overflow<nsw, nuw> : i64
    %11724 = llvm.add %11723, %11714 overflow<nsw, nuw> : i64
    %11725 = llvm.getelementptr inbounds|nuw %11715[%11724] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11726 = llvm.load %11725 : !llvm.ptr -> f32
    %11727 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11728 = llvm.mlir.constant(4608 : index) : i64
    %11729 = llvm.mul %11701, %11728 overflow<nsw, nuw> : i64
    %11730 = llvm.mlir.constant(9 : index) : i64
    %11731 = llvm.mul %11707, %11730 overflow<nsw, nuw> : i64
    %11732 = llvm.add %11729, %11731 overflow<nsw, nuw> : i64
    %11733 = llvm.mlir.constant(3 : index) : i64
    %11734 = llvm.mul %11709, %11733 overflow<nsw, nuw> : i64
    %11735 = llvm.add %11732, %11734 overflow<nsw, nuw> : i64
    %11736 = llvm.add %11735, %11711 overflow<nsw, nuw> : i64
    %11737 = llvm.getelementptr inbounds|nuw %11727[%11736] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11738 = llvm.load %11737 : !llvm.ptr -> f32
    %11739 = llvm.extractvalue %11663[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11740 = llvm.mlir.constant(2048 : index) : i64
    %11741 = llvm.mul %11699, %11740 overflow<nsw, nuw> : i64
    %11742 = llvm.mlir.constant(4 : index) : i64
    %11743 = llvm.mul %11701, %11742 overflow<nsw, nuw> : i64
    %11744 = llvm.add %11741, %11743 overflow<nsw, nuw> : i64
    %11745 = llvm.mlir.constant(2 : index) : i64
    %11746 = llvm.mul %11703, %11745 overflow<nsw, nuw> : i64
    %11747 = llvm.add %11744, %11746 overflow<nsw, nuw> : i64
    %11748 = llvm.add %11747, %11705 overflow<nsw, nuw> : i64
    %11749 = llvm.getelementptr inbounds|nuw %11739[%11748] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11750 = llvm.load %11749 : !llvm.ptr -> f32
    %11751 = llvm.fmul %11726, %11738 : f32
    %11752 = llvm.fadd %11750, %11751 : f32
    %11753 = llvm.extractvalue %11663[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11754 = llvm.mlir.constant(2048 : index) : i64
    %11755 = llvm.mul %11699, %11754 overflow<nsw, nuw> : i64
    %11756 = llvm.mlir.constant(4 : index) : i64
    %11757 = llvm.mul %11701, %11756 overflow<nsw, nuw> : i64
    %11758 = llvm.add %11755, %11757 overflow<nsw, nuw> : i64
    %11759 = llvm.mlir.constant(2 : index) : i64
    %11760 = llvm.mul %11703, %11759 overflow<nsw, nuw> : i64
    %11761 = llvm.add %11758, %11760 overflow<nsw, nuw> : i64
    %11762 = llvm.add %11761, %11705 overflow<nsw, nuw> : i64
    %11763 = llvm.getelementptr inbounds|nuw %11753[%11762] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %11752, %11763 : f32, !llvm.ptr
    %11764 = llvm.add %11711, %29 : i64
    llvm.br ^bb1594(%11764 : i64)
  ^bb1596:  // pred: ^bb1594
    %11765 = llvm.add %11709, %29 : i64
    llvm.br ^bb1592(%11765 : i64)
  ^bb1597:  // pred: ^bb1592
    %11766 = llvm.add %11707, %29 : i64
    llvm.br ^bb1590(%11766 : i64)
  ^bb1598:  // pred: ^bb1590
    %11767 = llvm.add %11705, %29 : i64
    llvm.br ^bb1588(%11767 : i64)
  ^bb1599:  // pred: ^bb1588
    %11768 = llvm.add %11703, %29 : i64
    llvm.br ^bb1586(%11768 : i64)
  ^bb1600:  // pred: ^bb1586
    %11769 = llvm.add %11701, %29 : i64
    llvm.br ^bb1584(%11769 : i64)
  ^bb1601:  // pred: ^bb1584
    %11770 = llvm.add %11699, %29 : i64
    llvm.br ^bb1582(%11770 : i64)
  ^bb1602:  // pred: ^bb1582
    %11771 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11772 = llvm.extractvalue %119[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11773 = llvm.extractvalue %119[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11774 = llvm.insertvalue %11772, %11771[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11775 = llvm.insertvalue %11773, %11774[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11776 = llvm.mlir.constant(0 : index) : i64
    %11777 = llvm.insertvalue %11776, %11775[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11778 = llvm.mlir.constant(512 : index) : i64
    %11779 = llvm.insertvalue %11778, %11777[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11780 = llvm.mlir.constant(1 : index) : i64
    %11781 = llvm.insertvalue %11780, %11779[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11782 = llvm.mlir.constant(1 : index) : i64
    %11783 = llvm.insertvalue %11782, %11781[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11784 = llvm.mlir.constant(1 : index) : i64
    %11785 = llvm.insertvalue %11784, %11783[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11786 = llvm.mlir.constant(1 : index) : i64
    %11787 = llvm.insertvalue %11786, %11785[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11788 = llvm.mlir.constant(1 : index) : i64
    %11789 = llvm.insertvalue %11788, %11787[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11790 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11791 = llvm.extractvalue %135[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11792 = llvm.extractvalue %135[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11793 = llvm.insertvalue %11791, %11790[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11794 = llvm.insertvalue %11792, %11793[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11795 = llvm.mlir.constant(0 : index) : i64
    %11796 = llvm.insertvalue %11795, %11794[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11797 = llvm.mlir.constant(512 : index) : i64
    %11798 = llvm.insertvalue %11797, %11796[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11799 = llvm.mlir.constant(1 : index) : i64
    %11800 = llvm.insertvalue %11799, %11798[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11801 = llvm.mlir.constant(1 : index) : i64
    %11802 = llvm.insertvalue %11801, %11800[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11803 = llvm.mlir.constant(1 : index) : i64
    %11804 = llvm.insertvalue %11803, %11802[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11805 = llvm.mlir.constant(1 : index) : i64
    %11806 = llvm.insertvalue %11805, %11804[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11807 = llvm.mlir.constant(1 : index) : i64
    %11808 = llvm.insertvalue %11807, %11806[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11809 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11810 = llvm.extractvalue %103[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11811 = llvm.extractvalue %103[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11812 = llvm.insertvalue %11810, %11809[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11813 = llvm.insertvalue %11811, %11812[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11814 = llvm.mlir.constant(0 : index) : i64
    %11815 = llvm.insertvalue %11814, %11813[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11816 = llvm.mlir.constant(512 : index) : i64
    %11817 = llvm.insertvalue %11816, %11815[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11818 = llvm.mlir.constant(1 : index) : i64
    %11819 = llvm.insertvalue %11818, %11817[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11820 = llvm.mlir.constant(1 : index) : i64
    %11821 = llvm.insertvalue %11820, %11819[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11822 = llvm.mlir.constant(1 : index) : i64
    %11823 = llvm.insertvalue %11822, %11821[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11824 = llvm.mlir.constant(1 : index) : i64
    %11825 = llvm.insertvalue %11824, %11823[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11826 = llvm.mlir.constant(1 : index) : i64
    %11827 = llvm.insertvalue %11826, %11825[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11828 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11829 = llvm.extractvalue %87[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11830 = llvm.extractvalue %87[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %11831 = llvm.insertvalue %11829, %11828[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11832 = llvm.insertvalue %11830, %11831[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11833 = llvm.mlir.constant(0 : index) : i64
    %11834 = llvm.insertvalue %11833, %11832[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11835 = llvm.mlir.constant(512 : index) : i64
    %11836 = llvm.insertvalue %11835, %11834[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11837 = llvm.mlir.constant(1 : index) : i64
    %11838 = llvm.insertvalue %11837, %11836[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11839 = llvm.mlir.constant(1 : index) : i64
    %11840 = llvm.insertvalue %11839, %11838[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11841 = llvm.mlir.constant(1 : index) : i64
    %11842 = llvm.insertvalue %11841, %11840[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11843 = llvm.mlir.constant(1 : index) : i64
    %11844 = llvm.insertvalue %11843, %11842[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11845 = llvm.mlir.constant(1 : index) : i64
    %11846 = llvm.insertvalue %11845, %11844[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11847 = llvm.mlir.constant(1 : index) : i64
    %11848 = llvm.mlir.constant(512 : index) : i64
    %11849 = llvm.mlir.constant(1 : index) : i64
    %11850 = llvm.mlir.constant(1 : index) : i64
    %11851 = llvm.mlir.constant(1 : index) : i64
    %11852 = llvm.mlir.constant(512 : index) : i64
    %11853 = llvm.mlir.zero : !llvm.ptr
    %11854 = llvm.getelementptr %11853[%11852] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11855 = llvm.ptrtoint %11854 : !llvm.ptr to i64
    %11856 = llvm.mlir.constant(64 : index) : i64
    %11857 = llvm.add %11855, %11856 : i64
    %11858 = llvm.call @malloc(%11857) : (i64) -> !llvm.ptr
    %11859 = llvm.ptrtoint %11858 : !llvm.ptr to i64
    %11860 = llvm.mlir.constant(1 : index) : i64
    %11861 = llvm.sub %11856, %11860 : i64
    %11862 = llvm.add %11859, %11861 : i64
    %11863 = llvm.urem %11862, %11856 : i64
    %11864 = llvm.sub %11862, %11863 : i64
    %11865 = llvm.inttoptr %11864 : i64 to !llvm.ptr
    %11866 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11867 = llvm.insertvalue %11858, %11866[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11868 = llvm.insertvalue %11865, %11867[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11869 = llvm.mlir.constant(0 : index) : i64
    %11870 = llvm.insertvalue %11869, %11868[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11871 = llvm.insertvalue %11847, %11870[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11872 = llvm.insertvalue %11848, %11871[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11873 = llvm.insertvalue %11849, %11872[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11874 = llvm.insertvalue %11850, %11873[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11875 = llvm.insertvalue %11848, %11874[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11876 = llvm.insertvalue %11849, %11875[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11877 = llvm.insertvalue %11850, %11876[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11878 = llvm.insertvalue %11851, %11877[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1603(%30 : i64)
  ^bb1603(%11879: i64):  // 2 preds: ^bb1602, ^bb1613
    %11880 = llvm.icmp "slt" %11879, %29 : i64
    llvm.cond_br %11880, ^bb1604, ^bb1614
  ^bb1604:  // pred: ^bb1603
    llvm.br ^bb1605(%30 : i64)
  ^bb1605(%11881: i64):  // 2 preds: ^bb1604, ^bb1612
    %11882 = llvm.icmp "slt" %11881, %14 : i64
    llvm.cond_br %11882, ^bb1606, ^bb1613
  ^bb1606:  // pred: ^bb1605
    llvm.br ^bb1607(%30 : i64)
  ^bb1607(%11883: i64):  // 2 preds: ^bb1606, ^bb1611
    %11884 = llvm.icmp "slt" %11883, %29 : i64
    llvm.cond_br %11884, ^bb1608, ^bb1612
  ^bb1608:  // pred: ^bb1607
    llvm.br ^bb1609(%30 : i64)
  ^bb1609(%11885: i64):  // 2 preds: ^bb1608, ^bb1610
    %11886 = llvm.icmp "slt" %11885, %29 : i64
    llvm.cond_br %11886, ^bb1610, ^bb1611
  ^bb1610:  // pred: ^bb1609
    %11887 = llvm.extractvalue %11878[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11888 = llvm.mlir.constant(512 : index) : i64
    %11889 = llvm.mul %11879, %11888 overflow<nsw, nuw> : i64
    %11890 = llvm.add %11889, %11881 overflow<nsw, nuw> : i64
    %11891 = llvm.add %11890, %11883 overflow<nsw, nuw> : i64
    %11892 = llvm.add %11891, %11885 overflow<nsw, nuw> : i64
    %11893 = llvm.getelementptr inbounds|nuw %11887[%11892] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %11893 : f32, !llvm.ptr
    %11894 = llvm.add %11885, %29 : i64
    llvm.br ^bb1609(%11894 : i64)
  ^bb1611:  // pred: ^bb1609
    %11895 = llvm.add %11883, %29 : i64
    llvm.br ^bb1607(%11895 : i64)
  ^bb1612:  // pred: ^bb1607
    %11896 = llvm.add %11881, %29 : i64
    llvm.br ^bb1605(%11896 : i64)
  ^bb1613:  // pred: ^bb1605
    %11897 = llvm.add %11879, %29 : i64
    llvm.br ^bb1603(%11897 : i64)
  ^bb1614:  // pred: ^bb1603
    %11898 = llvm.mlir.constant(1 : index) : i64
    %11899 = llvm.mlir.constant(512 : index) : i64
    %11900 = llvm.mlir.constant(1 : index) : i64
    %11901 = llvm.mlir.constant(1 : index) : i64
    %11902 = llvm.mlir.constant(1 : index) : i64
    %11903 = llvm.mlir.constant(512 : index) : i64
    %11904 = llvm.mlir.zero : !llvm.ptr
    %11905 = llvm.getelementptr %11904[%11903] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11906 = llvm.ptrtoint %11905 : !llvm.ptr to i64
    %11907 = llvm.mlir.constant(64 : index) : i64
    %11908 = llvm.add %11906, %11907 : i64
    %11909 = llvm.call @malloc(%11908) : (i64) -> !llvm.ptr
    %11910 = llvm.ptrtoint %11909 : !llvm.ptr to i64
    %11911 = llvm.mlir.constant(1 : index) : i64
    %11912 = llvm.sub %11907, %11911 : i64
    %11913 = llvm.add %11910, %11912 : i64
    %11914 = llvm.urem %11913, %11907 : i64
    %11915 = llvm.sub %11913, %11914 : i64
    %11916 = llvm.inttoptr %11915 : i64 to !llvm.ptr
    %11917 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11918 = llvm.insertvalue %11909, %11917[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11919 = llvm.insertvalue %11916, %11918[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11920 = llvm.mlir.constant(0 : index) : i64
    %11921 = llvm.insertvalue %11920, %11919[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11922 = llvm.insertvalue %11898, %11921[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11923 = llvm.insertvalue %11899, %11922[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11924 = llvm.insertvalue %11900, %11923[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11925 = llvm.insertvalue %11901, %11924[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11926 = llvm.insertvalue %11899, %11925[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11927 = llvm.insertvalue %11900, %11926[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11928 = llvm.insertvalue %11901, %11927[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11929 = llvm.insertvalue %11902, %11928[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1615(%30 : i64)
  ^bb1615(%11930: i64):  // 2 preds: ^bb1614, ^bb1625
    %11931 = llvm.icmp "slt" %11930, %29 : i64
    llvm.cond_br %11931, ^bb1616, ^bb1626
  ^bb1616:  // pred: ^bb1615
    llvm.br ^bb1617(%30 : i64)
  ^bb1617(%11932: i64):  // 2 preds: ^bb1616, ^bb1624
    %11933 = llvm.icmp "slt" %11932, %14 : i64
    llvm.cond_br %11933, ^bb1618, ^bb1625
  ^bb1618:  // pred: ^bb1617
    llvm.br ^bb1619(%30 : i64)
  ^bb1619(%11934: i64):  // 2 preds: ^bb1618, ^bb1623
    %11935 = llvm.icmp "slt" %11934, %29 : i64
    llvm.cond_br %11935, ^bb1620, ^bb1624
  ^bb1620:  // pred: ^bb1619
    llvm.br ^bb1621(%30 : i64)
  ^bb1621(%11936: i64):  // 2 preds: ^bb1620, ^bb1622
    %11937 = llvm.icmp "slt" %11936, %29 : i64
    llvm.cond_br %11937, ^bb1622, ^bb1623
  ^bb1622:  // pred: ^bb1621
    %11938 = llvm.extractvalue %11878[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11939 = llvm.mlir.constant(512 : index) : i64
    %11940 = llvm.mul %11930, %11939 overflow<nsw, nuw> : i64
    %11941 = llvm.add %11940, %11932 overflow<nsw, nuw> : i64
    %11942 = llvm.add %11941, %11934 overflow<nsw, nuw> : i64
    %11943 = llvm.add %11942, %11936 overflow<nsw, nuw> : i64
    %11944 = llvm.getelementptr inbounds|nuw %11938[%11943] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11945 = llvm.load %11944 : !llvm.ptr -> f32
    %11946 = llvm.extractvalue %11929[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11947 = llvm.mlir.constant(512 : index) : i64
    %11948 = llvm.mul %11930, %11947 overflow<nsw, nuw> : i64
    %11949 = llvm.add %11948, %11932 overflow<nsw, nuw> : i64
    %11950 = llvm.add %11949, %11934 overflow<nsw, nuw> : i64
    %11951 = llvm.add %11950, %11936 overflow<nsw, nuw> : i64
    %11952 = llvm.getelementptr inbounds|nuw %11946[%11951] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %11945, %11952 : f32, !llvm.ptr
    %11953 = llvm.add %11936, %29 : i64
    llvm.br ^bb1621(%11953 : i64)
  ^bb1623:  // pred: ^bb1621
    %11954 = llvm.add %11934, %29 : i64
    llvm.br ^bb1619(%11954 : i64)
  ^bb1624:  // pred: ^bb1619
    %11955 = llvm.add %11932, %29 : i64
    llvm.br ^bb1617(%11955 : i64)
  ^bb1625:  // pred: ^bb1617
    %11956 = llvm.add %11930, %29 : i64
    llvm.br ^bb1615(%11956 : i64)
  ^bb1626:  // pred: ^bb1615
    llvm.br ^bb1627(%30 : i64)
  ^bb1627(%11957: i64):  // 2 preds: ^bb1626, ^bb1637
    %11958 = llvm.icmp "slt" %11957, %29 : i64
    llvm.cond_br %11958, ^bb1628, ^bb1638
  ^bb1628:  // pred: ^bb1627
    llvm.br ^bb1629(%30 : i64)
  ^bb1629(%11959: i64):  // 2 preds: ^bb1628, ^bb1636
    %11960 = llvm.icmp "slt" %11959, %14 : i64
    llvm.cond_br %11960, ^bb1630, ^bb1637
  ^bb1630:  // pred: ^bb1629
    llvm.br ^bb1631(%30 : i64)
  ^bb1631(%11961: i64):  // 2 preds: ^bb1630, ^bb1635
    %11962 = llvm.icmp "slt" %11961, %13 : i64
    llvm.cond_br %11962, ^bb1632, ^bb1636
  ^bb1632:  // pred: ^bb1631
    llvm.br ^bb1633(%30 : i64)
  ^bb1633(%11963: i64):  // 2 preds: ^bb1632, ^bb1634
    %11964 = llvm.icmp "slt" %11963, %13 : i64
    llvm.cond_br %11964, ^bb1634, ^bb1635
  ^bb1634:  // pred: ^bb1633
    %11965 = llvm.extractvalue %11663[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11966 = llvm.mlir.constant(2048 : index) : i64
    %11967 = llvm.mul %11957, %11966 overflow<nsw, nuw> : i64
    %11968 = llvm.mlir.constant(4 : index) : i64
    %11969 = llvm.mul %11959, %11968 overflow<nsw, nuw> : i64
    %11970 = llvm.add %11967, %11969 overflow<nsw, nuw> : i64
    %11971 = llvm.mlir.constant(2 : index) : i64
    %11972 = llvm.mul %11961, %11971 overflow<nsw, nuw> : i64
    %11973 = llvm.add %11970, %11972 overflow<nsw, nuw> : i64
    %11974 = llvm.add %11973, %11963 overflow<nsw, nuw> : i64
    %11975 = llvm.getelementptr inbounds|nuw %11965[%11974] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11976 = llvm.load %11975 : !llvm.ptr -> f32
    %11977 = llvm.extractvalue %11808[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11978 = llvm.add %11959, %30 overflow<nsw, nuw> : i64
    %11979 = llvm.add %11978, %30 overflow<nsw, nuw> : i64
    %11980 = llvm.getelementptr inbounds|nuw %11977[%11979] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11981 = llvm.load %11980 : !llvm.ptr -> f32
    %11982 = llvm.extractvalue %11789[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11983 = llvm.add %11959, %30 overflow<nsw, nuw> : i64
    %11984 = llvm.add %11983, %30 overflow<nsw, nuw> : i64
    %11985 = llvm.getelementptr inbounds|nuw %11982[%11984] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11986 = llvm.load %11985 : !llvm.ptr -> f32
    %11987 = llvm.extractvalue %11827[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11988 = llvm.add %11959, %30 overflow<nsw, nuw> : i64
    %11989 = llvm.add %11988, %30 overflow<nsw, nuw> : i64
    %11990 = llvm.getelementptr inbounds|nuw %11987[%11989] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11991 = llvm.load %11990 : !llvm.ptr -> f32
    %11992 = llvm.extractvalue %11846[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11993 = llvm.add %11959, %30 overflow<nsw, nuw> : i64
    %11994 = llvm.add %11993, %30 overflow<nsw, nuw> : i64
    %11995 = llvm.getelementptr inbounds|nuw %11992[%11994] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %11996 = llvm.load %11995 : !llvm.ptr -> f32
    %11997 = llvm.extractvalue %10836[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11998 = llvm.mlir.constant(2048 : index) : i64
    %11999 = llvm.mul %11957, %11998 overflow<nsw, nuw> : i64
    %12000 = llvm.mlir.constant(4 : index) : i64
    %12001 = llvm.mul %11959, %12000 overflow<nsw, nuw> : i64
    %12002 = llvm.add %11999, %12001 overflow<nsw, nuw> : i64
    %12003 = llvm.mlir.constant(2 : index) : i64
    %12004 = llvm.mul %11961, %12003 overflow<nsw, nuw> : i64
    %12005 = llvm.add %12002, %12004 overflow<nsw, nuw> : i64
    %12006 = llvm.add %12005, %11963 overflow<nsw, nuw> : i64
    %12007 = llvm.getelementptr inbounds|nuw %11997[%12006] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %12008 = llvm.load %12007 : !llvm.ptr -> f32
    %12009 = llvm.extractvalue %11929[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %12010 = llvm.mlir.constant(512 : index) : i64
    %12011 = llvm.mul %11957, %12010 overflow<nsw, nuw> : i64
    %12012 = llvm.add %12011, %11959 overflow<nsw, nuw> : i64
    %12013 = llvm.add %12012, %30 overflow<nsw, nuw> : i64
    %12014 = llvm.add %12013, %30 overflow<nsw, nuw> : i64
    %12015 = llvm.getelementptr inbounds|nuw %12009[%12014] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %12016 = llvm.load %12015 : !llvm.ptr -> f32
    %12017 = llvm.fptrunc %32 : f64 to f32
    %12018 = llvm.fadd %11986, %12017 : f32
    %12019 = llvm.intr.sqrt(%12018) : (f32) -> f32
    %12020 = llvm.fdiv %34, %12019 : f32
    %12021 = llvm.fsub %11976, %11981 : f32
    %12022 = llvm.fmul %12021, %12020 : f32
    %12023 = llvm.fmul %12022, %11991 : f32
    %12024 = llvm.fadd %12023, %11996 : f32
    %12025 = llvm.fadd %12024, %12008 : f32
    %12026 = llvm.fcmp "ugt" %12025, %33 : f32
    %12027 = llvm.select %12026, %12025, %33 : i1, f32
    %12028 = llvm.fadd %12027, %12016 : f32
    %12029 = llvm.extractvalue %11929[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %12030 = llvm.mlir.constant(512 : index) : i64
    %12031 = llvm.mul %11957, %12030 overflow<nsw, nuw> : i64
    %12032 = llvm.add %12031, %11959 overflow<nsw, nuw> : i64
    %12033 = llvm.add %12032, %30 overflow<nsw, nuw> : i64
    %12034 = llvm.add %12033, %30 overflow<nsw, nuw> : i64
    %12035 = llvm.getelementptr inbounds|nuw %12029[%12034] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %12028, %12035 : f32, !llvm.ptr
    %12036 = llvm.add %11963, %29 : i64
    llvm.br ^bb1633(%12036 : i64)
  ^bb1635:  // pred: ^bb1633
    %12037 = llvm.add %11961, %29 : i64
    llvm.br ^bb1631(%12037 : i64)
  ^bb1636:  // pred: ^bb1631
    %12038 = llvm.add %11959, %29 : i64
    llvm.br ^bb1629(%12038 : i64)
  ^bb1637:  // pred: ^bb1629
    %12039 = llvm.add %11957, %29 : i64
    llvm.br ^bb1627(%12039 : i64)
  ^bb1638:  // pred: ^bb1627
    %12040 = llvm.mlir.constant(1 : index) : i64
    %12041 = llvm.mlir.constant(1000 : index) : i64
    %12042 = llvm.mlir.constant(1 : index) : i64
    %12043 = llvm.mlir.constant(1000 : index) : i64
    %12044 = llvm.mlir.zero : !llvm.ptr
    %12045 = llvm.getelementptr %12044[%12043] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %12046 = llvm.ptrtoint %12045 : !llvm.ptr to i64
    %12047 = llvm.mlir.constant(64 : index) : i64
    %12048 = llvm.add %12046, %12047 : i64
    %12049 = llvm.call @malloc(%12048) : (i64) -> !llvm.ptr
    %12050 = llvm.ptrtoint %12049 : !llvm.ptr to i64
    %12051 = llvm.mlir.constant(1 : index) : i64
    %12052 = llvm.sub %12047, %12051 : i64
    %12053 = llvm.add %12050, %12052 : i64
    %12054 = llvm.urem %12053, %12047 : i64
    %12055 = llvm.sub %12053, %12054 : i64
    %12056 = llvm.inttoptr %12055 : i64 to !llvm.ptr
    %12057 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12058 = llvm.insertvalue %12049, %12057[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12059 = llvm.insertvalue %12056, %12058[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12060 = llvm.mlir.constant(0 : index) : i64
    %12061 = llvm.insertvalue %12060, %12059[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12062 = llvm.insertvalue %12040, %12061[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12063 = llvm.insertvalue %12041, %12062[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12064 = llvm.insertvalue %12041, %12063[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12065 = llvm.insertvalue %12042, %12064[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb1639(%30 : i64)
  ^bb1639(%12066: i64):  // 2 preds: ^bb1638, ^bb1643
    %12067 = llvm.icmp "slt" %12066, %29 : i64
    llvm.cond_br %12067, ^bb1640, ^bb1644
  ^bb1640:  // pred: ^bb1639
    llvm.br ^bb1641(%30 : i64)
  ^bb1641(%12068: i64):  // 2 preds: ^bb1640, ^bb1642
    %12069 = llvm.icmp "slt" %12068, %12 : i64
    llvm.cond_br %12069, ^bb1642, ^bb1643
  ^bb1642:  // pred: ^bb1641
    %12070 = llvm.extractvalue %12065[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12071 = llvm.mlir.constant(1000 : index) : i64
    %12072 = llvm.mul %12066, %12071 overflow<nsw, nuw> : i64
    %12073 = llvm.add %12072, %12068 overflow<nsw, nuw> : i64
    %12074 = llvm.getelementptr inbounds|nuw %12070[%12073] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %33, %12074 : f32, !llvm.ptr
    %12075 = llvm.add %12068, %29 : i64
    llvm.br ^bb1641(%12075 : i64)
  ^bb1643:  // pred: ^bb1641
    %12076 = llvm.add %12066, %29 : i64
    llvm.br ^bb1639(%12076 : i64)
  ^bb1644:  // pred: ^bb1639
    %12077 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %12078 = llvm.extractvalue %71[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12079 = llvm.extractvalue %71[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12080 = llvm.insertvalue %12078, %12077[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %12081 = llvm.insertvalue %12079, %12080[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %12082 = llvm.mlir.constant(0 : index) : i64
    %12083 = llvm.insertvalue %12082, %12081[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %12084 = llvm.mlir.constant(1000 : index) : i64
    %12085 = llvm.insertvalue %12084, %12083[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %12086 = llvm.mlir.constant(512 : index) : i64
    %12087 = llvm.insertvalue %12086, %12085[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %12088 = llvm.mlir.constant(512 : index) : i64
    %12089 = llvm.insertvalue %12088, %12087[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %12090 = llvm.mlir.constant(1 : index) : i64
    %12091 = llvm.insertvalue %12090, %12089[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %12092 = llvm.mlir.constant(1 : index) : i64
    %12093 = llvm.insertvalue %12092, %12091[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %12094 = llvm.mlir.constant(1 : index) : i64
    %12095 = llvm.insertvalue %12094, %12093[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %12096 = llvm.mlir.constant(1 : index) : i64
    %12097 = llvm.insertvalue %12096, %12095[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %12098 = llvm.mlir.constant(1 : index) : i64
    %12099 = llvm.insertvalue %12098, %12097[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %12100 = llvm.mlir.constant(1 : index) : i64
    %12101 = llvm.mlir.constant(1000 : index) : i64
    %12102 = llvm.mlir.constant(1 : index) : i64
    %12103 = llvm.mlir.constant(1000 : index) : i64
    %12104 = llvm.mlir.zero : !llvm.ptr
    %12105 = llvm.getelementptr %12104[%12103] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %12106 = llvm.ptrtoint %12105 : !llvm.ptr to i64
    %12107 = llvm.mlir.constant(64 : index) : i64
    %12108 = llvm.add %12106, %12107 : i64
    %12109 = llvm.call @malloc(%12108) : (i64) -> !llvm.ptr
    %12110 = llvm.ptrtoint %12109 : !llvm.ptr to i64
    %12111 = llvm.mlir.constant(1 : index) : i64
    %12112 = llvm.sub %12107, %12111 : i64
    %12113 = llvm.add %12110, %12112 : i64
    %12114 = llvm.urem %12113, %12107 : i64
    %12115 = llvm.sub %12113, %12114 : i64
    %12116 = llvm.inttoptr %12115 : i64 to !llvm.ptr
    %12117 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12118 = llvm.insertvalue %12109, %12117[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12119 = llvm.insertvalue %12116, %12118[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12120 = llvm.mlir.constant(0 : index) : i64
    %12121 = llvm.insertvalue %12120, %12119[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12122 = llvm.insertvalue %12100, %12121[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12123 = llvm.insertvalue %12101, %12122[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12124 = llvm.insertvalue %12101, %12123[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12125 = llvm.insertvalue %12102, %12124[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb1645(%30 : i64)
  ^bb1645(%12126: i64):  // 2 preds: ^bb1644, ^bb1649
    %12127 = llvm.icmp "slt" %12126, %29 : i64
    llvm.cond_br %12127, ^bb1646, ^bb1650
  ^bb1646:  // pred: ^bb1645
    llvm.br ^bb1647(%30 : i64)
  ^bb1647(%12128: i64):  // 2 preds: ^bb1646, ^bb1648
    %12129 = llvm.icmp "slt" %12128, %12 : i64
    llvm.cond_br %12129, ^bb1648, ^bb1649
  ^bb1648:  // pred: ^bb1647
    %12130 = llvm.extractvalue %12065[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12131 = llvm.mlir.constant(1000 : index) : i64
    %12132 = llvm.mul %12126, %12131 overflow<nsw, nuw> : i64
    %12133 = llvm.add %12132, %12128 overflow<nsw, nuw> : i64
    %12134 = llvm.getelementptr inbounds|nuw %12130[%12133] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %12135 = llvm.load %12134 : !llvm.ptr -> f32
    %12136 = llvm.extractvalue %12125[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12137 = llvm.mlir.constant(1000 : index) : i64
    %12138 = llvm.mul %12126, %12137 overflow<nsw, nuw> : i64
    %12139 = llvm.add %12138, %12128 overflow<nsw, nuw> : i64
    %12140 = llvm.getelementptr inbounds|nuw %12136[%12139] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %12135, %12140 : f32, !llvm.ptr
    %12141 = llvm.add %12128, %29 : i64
    llvm.br ^bb1647(%12141 : i64)
  ^bb1649:  // pred: ^bb1647
    %12142 = llvm.add %12126, %29 : i64
    llvm.br ^bb1645(%12142 : i64)
  ^bb1650:  // pred: ^bb1645
    llvm.br ^bb1651(%30 : i64)
  ^bb1651(%12143: i64):  // 2 preds: ^bb1650, ^bb1664
    %12144 = llvm.icmp "slt" %12143, %29 : i64
    llvm.cond_br %12144, ^bb1652, ^bb1665
  ^bb1652:  // pred: ^bb1651
    llvm.br ^bb1653(%30 : i64)
  ^bb1653(%12145: i64):  // 2 preds: ^bb1652, ^bb1663
    %12146 = llvm.icmp "slt" %12145, %12 : i64
    llvm.cond_br %12146, ^bb1654, ^bb1664
  ^bb1654:  // pred: ^bb1653
    llvm.br ^bb1655(%30 : i64)
  ^bb1655(%12147: i64):  // 2 preds: ^bb1654, ^bb1662
    %12148 = llvm.icmp "slt" %12147, %14 : i64
    llvm.cond_br %12148, ^bb1656, ^bb1663
  ^bb1656:  // pred: ^bb1655
    llvm.br ^bb1657(%30 : i64)
  ^bb1657(%12149: i64):  // 2 preds: ^bb1656, ^bb1661
    %12150 = llvm.icmp "slt" %12149, %29 : i64
    llvm.cond_br %12150, ^bb1658, ^bb1662
  ^bb1658:  // pred: ^bb1657
    llvm.br ^bb1659(%30 : i64)
  ^bb1659(%12151: i64):  // 2 preds: ^bb1658, ^bb1660
    %12152 = llvm.icmp "slt" %12151, %29 : i64
    llvm.cond_br %12152, ^bb1660, ^bb1661
  ^bb1660:  // pred: ^bb1659
    %12153 = llvm.extractvalue %11929[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %12154 = llvm.mlir.constant(512 : index) : i64
    %12155 = llvm.mul %12143, %12154 overflow<nsw, nuw> : i64
    %12156 = llvm.add %12155, %12147 overflow<nsw, nuw> : i64
    %12157 = llvm.add %12156, %12149 overflow<nsw, nuw> : i64
    %12158 = llvm.add %12157, %12151 overflow<nsw, nuw> : i64
    %12159 = llvm.getelementptr inbounds|nuw %12153[%12158] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %12160 = llvm.load %12159 : !llvm.ptr -> f32
    %12161 = llvm.extractvalue %12099[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %12162 = llvm.mlir.constant(512 : index) : i64
    %12163 = llvm.mul %12145, %12162 overflow<nsw, nuw> : i64
    %12164 = llvm.add %12163, %12147 overflow<nsw, nuw> : i64
    %12165 = llvm.add %12164, %12149 overflow<nsw, nuw> : i64
    %12166 = llvm.add %12165, %12151 overflow<nsw, nuw> : i64
    %12167 = llvm.getelementptr inbounds|nuw %12161[%12166] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %12168 = llvm.load %12167 : !llvm.ptr -> f32
    %12169 = llvm.extractvalue %12125[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12170 = llvm.mlir.constant(1000 : index) : i64
    %12171 = llvm.mul %12143, %12170 overflow<nsw, nuw> : i64
    %12172 = llvm.add %12171, %12145 overflow<nsw, nuw> : i64
    %12173 = llvm.getelementptr inbounds|nuw %12169[%12172] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %12174 = llvm.load %12173 : !llvm.ptr -> f32
    %12175 = llvm.fdiv %12160, %31 : f32
    %12176 = llvm.fmul %12175, %12168 : f32
    %12177 = llvm.fadd %12174, %12176 : f32
    %12178 = llvm.extractvalue %12125[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12179 = llvm.mlir.constant(1000 : index) : i64
    %12180 = llvm.mul %12143, %12179 overflow<nsw, nuw> : i64
    %12181 = llvm.add %12180, %12145 overflow<nsw, nuw> : i64
    %12182 = llvm.getelementptr inbounds|nuw %12178[%12181] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %12177, %12182 : f32, !llvm.ptr
    %12183 = llvm.add %12151, %29 : i64
    llvm.br ^bb1659(%12183 : i64)
  ^bb1661:  // pred: ^bb1659
    %12184 = llvm.add %12149, %29 : i64
    llvm.br ^bb1657(%12184 : i64)
  ^bb1662:  // pred: ^bb1657
    %12185 = llvm.add %12147, %29 : i64
    llvm.br ^bb1655(%12185 : i64)
  ^bb1663:  // pred: ^bb1655
    %12186 = llvm.add %12145, %29 : i64
    llvm.br ^bb1653(%12186 : i64)
  ^bb1664:  // pred: ^bb1653
    %12187 = llvm.add %12143, %29 : i64
    llvm.br ^bb1651(%12187 : i64)
  ^bb1665:  // pred: ^bb1651
    %12188 = llvm.mlir.constant(1 : index) : i64
    %12189 = llvm.mlir.constant(1000 : index) : i64
    %12190 = llvm.mlir.constant(1 : index) : i64
    %12191 = llvm.mlir.constant(1000 : index) : i64
    %12192 = llvm.mlir.zero : !llvm.ptr
    %12193 = llvm.getelementptr %12192[%12191] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %12194 = llvm.ptrtoint %12193 : !llvm.ptr to i64
    %12195 = llvm.mlir.constant(64 : index) : i64
    %12196 = llvm.add %12194, %12195 : i64
    %12197 = llvm.call @malloc(%12196) : (i64) -> !llvm.ptr
    %12198 = llvm.ptrtoint %12197 : !llvm.ptr to i64
    %12199 = llvm.mlir.constant(1 : index) : i64
    %12200 = llvm.sub %12195, %12199 : i64
    %12201 = llvm.add %12198, %12200 : i64
    %12202 = llvm.urem %12201, %12195 : i64
    %12203 = llvm.sub %12201, %12202 : i64
    %12204 = llvm.inttoptr %12203 : i64 to !llvm.ptr
    %12205 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12206 = llvm.insertvalue %12197, %12205[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12207 = llvm.insertvalue %12204, %12206[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12208 = llvm.mlir.constant(0 : index) : i64
    %12209 = llvm.insertvalue %12208, %12207[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12210 = llvm.insertvalue %12188, %12209[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12211 = llvm.insertvalue %12189, %12210[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12212 = llvm.insertvalue %12189, %12211[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12213 = llvm.insertvalue %12190, %12212[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb1666(%30 : i64)
  ^bb1666(%12214: i64):  // 2 preds: ^bb1665, ^bb1670
    %12215 = llvm.icmp "slt" %12214, %29 : i64
    llvm.cond_br %12215, ^bb1667, ^bb1671
  ^bb1667:  // pred: ^bb1666
    llvm.br ^bb1668(%30 : i64)
  ^bb1668(%12216: i64):  // 2 preds: ^bb1667, ^bb1669
    %12217 = llvm.icmp "slt" %12216, %12 : i64
    llvm.cond_br %12217, ^bb1669, ^bb1670
  ^bb1669:  // pred: ^bb1668
    %12218 = llvm.extractvalue %12125[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12219 = llvm.mlir.constant(1000 : index) : i64
    %12220 = llvm.mul %12214, %12219 overflow<nsw, nuw> : i64
    %12221 = llvm.add %12220, %12216 overflow<nsw, nuw> : i64
    %12222 = llvm.getelementptr inbounds|nuw %12218[%12221] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %12223 = llvm.load %12222 : !llvm.ptr -> f32
    %12224 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %12225 = llvm.getelementptr inbounds|nuw %12224[%12216] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %12226 = llvm.load %12225 : !llvm.ptr -> f32
    %12227 = llvm.fadd %12223, %12226 : f32
    %12228 = llvm.extractvalue %12213[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %12229 = llvm.mlir.constant(1000 : index) : i64
    %12230 = llvm.mul %12214, %12229 overflow<nsw, nuw> : i64
    %12231 = llvm.add %12230, %12216 overflow<nsw, nuw> : i64
    %12232 = llvm.getelementptr inbounds|nuw %12228[%12231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %12227, %12232 : f32, !llvm.ptr
    %12233 = llvm.add %12216, %29 : i64
    llvm.br ^bb1668(%12233 : i64)
  ^bb1670:  // pred: ^bb1668
    %12234 = llvm.add %12214, %29 : i64
    llvm.br ^bb1666(%12234 : i64)
  ^bb1671:  // pred: ^bb1666
    %12235 = llvm.extractvalue %1939[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12235) : (!llvm.ptr) -> ()
    %12236 = llvm.extractvalue %1996[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12236) : (!llvm.ptr) -> ()
    %12237 = llvm.extractvalue %2125[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12237) : (!llvm.ptr) -> ()
    %12238 = llvm.extractvalue %2182[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12238) : (!llvm.ptr) -> ()
    %12239 = llvm.extractvalue %2401[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12239) : (!llvm.ptr) -> ()
    %12240 = llvm.extractvalue %2500[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12240) : (!llvm.ptr) -> ()
    %12241 = llvm.extractvalue %2557[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12241) : (!llvm.ptr) -> ()
    %12242 = llvm.extractvalue %2686[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12242) : (!llvm.ptr) -> ()
    %12243 = llvm.extractvalue %2735[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%12243) : (!llvm.ptr) -> ()
    %12244 = llvm.extractvalue %2769[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12244) : (!llvm.ptr) -> ()
    %12245 = llvm.extractvalue %2896[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12245) : (!llvm.ptr) -> ()
    %12246 = llvm.extractvalue %2953[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12246) : (!llvm.ptr) -> ()
    %12247 = llvm.extractvalue %3082[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12247) : (!llvm.ptr) -> ()
    %12248 = llvm.extractvalue %3139[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12248) : (!llvm.ptr) -> ()
    %12249 = llvm.extractvalue %3356[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12249) : (!llvm.ptr) -> ()
    %12250 = llvm.extractvalue %3455[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12250) : (!llvm.ptr) -> ()
    %12251 = llvm.extractvalue %3512[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12251) : (!llvm.ptr) -> ()
    %12252 = llvm.extractvalue %3641[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12252) : (!llvm.ptr) -> ()
    %12253 = llvm.extractvalue %3858[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12253) : (!llvm.ptr) -> ()
    %12254 = llvm.extractvalue %3970[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12254) : (!llvm.ptr) -> ()
    %12255 = llvm.extractvalue %4027[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12255) : (!llvm.ptr) -> ()
    %12256 = llvm.extractvalue %4156[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12256) : (!llvm.ptr) -> ()
    %12257 = llvm.extractvalue %4373[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12257) : (!llvm.ptr) -> ()
    %12258 = llvm.extractvalue %4472[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12258) : (!llvm.ptr) -> ()
    %12259 = llvm.extractvalue %4529[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12259) : (!llvm.ptr) -> ()
    %12260 = llvm.extractvalue %4658[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12260) : (!llvm.ptr) -> ()
    %12261 = llvm.extractvalue %4875[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12261) : (!llvm.ptr) -> ()
    %12262 = llvm.extractvalue %4987[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12262) : (!llvm.ptr) -> ()
    %12263 = llvm.extractvalue %5044[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12263) : (!llvm.ptr) -> ()
    %12264 = llvm.extractvalue %5173[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12264) : (!llvm.ptr) -> ()
    %12265 = llvm.extractvalue %5230[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12265) : (!llvm.ptr) -> ()
    %12266 = llvm.extractvalue %5449[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12266) : (!llvm.ptr) -> ()
    %12267 = llvm.extractvalue %5548[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12267) : (!llvm.ptr) -> ()
    %12268 = llvm.extractvalue %5605[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12268) : (!llvm.ptr) -> ()
    %12269 = llvm.extractvalue %5734[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12269) : (!llvm.ptr) -> ()
    %12270 = llvm.extractvalue %5951[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12270) : (!llvm.ptr) -> ()
    %12271 = llvm.extractvalue %6166[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12271) : (!llvm.ptr) -> ()
    %12272 = llvm.extractvalue %6305[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12272) : (!llvm.ptr) -> ()
    %12273 = llvm.extractvalue %6362[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12273) : (!llvm.ptr) -> ()
    %12274 = llvm.extractvalue %6491[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12274) : (!llvm.ptr) -> ()
    %12275 = llvm.extractvalue %6708[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12275) : (!llvm.ptr) -> ()
    %12276 = llvm.extractvalue %6807[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12276) : (!llvm.ptr) -> ()
    %12277 = llvm.extractvalue %6864[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12277) : (!llvm.ptr) -> ()
    %12278 = llvm.extractvalue %6993[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12278) : (!llvm.ptr) -> ()
    %12279 = llvm.extractvalue %7210[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12279) : (!llvm.ptr) -> ()
    %12280 = llvm.extractvalue %7322[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12280) : (!llvm.ptr) -> ()
    %12281 = llvm.extractvalue %7379[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12281) : (!llvm.ptr) -> ()
    %12282 = llvm.extractvalue %7508[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12282) : (!llvm.ptr) -> ()
    %12283 = llvm.extractvalue %7565[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12283) : (!llvm.ptr) -> ()
    %12284 = llvm.extractvalue %7784[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12284) : (!llvm.ptr) -> ()
    %12285 = llvm.extractvalue %7883[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12285) : (!llvm.ptr) -> ()
    %12286 = llvm.extractvalue %7940[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12286) : (!llvm.ptr) -> ()
    %12287 = llvm.extractvalue %8069[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12287) : (!llvm.ptr) -> ()
    %12288 = llvm.extractvalue %8286[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12288) : (!llvm.ptr) -> ()
    %12289 = llvm.extractvalue %8501[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12289) : (!llvm.ptr) -> ()
    %12290 = llvm.extractvalue %8640[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12290) : (!llvm.ptr) -> ()
    %12291 = llvm.extractvalue %8697[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12291) : (!llvm.ptr) -> ()
    %12292 = llvm.extractvalue %8826[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12292) : (!llvm.ptr) -> ()
    %12293 = llvm.extractvalue %9043[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12293) : (!llvm.ptr) -> ()
    %12294 = llvm.extractvalue %9142[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12294) : (!llvm.ptr) -> ()
    %12295 = llvm.extractvalue %9199[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12295) : (!llvm.ptr) -> ()
    %12296 = llvm.extractvalue %9328[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12296) : (!llvm.ptr) -> ()
    %12297 = llvm.extractvalue %9545[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12297) : (!llvm.ptr) -> ()
    %12298 = llvm.extractvalue %9657[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12298) : (!llvm.ptr) -> ()
    %12299 = llvm.extractvalue %9714[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12299) : (!llvm.ptr) -> ()
    %12300 = llvm.extractvalue %9843[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12300) : (!llvm.ptr) -> ()
    %12301 = llvm.extractvalue %9900[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12301) : (!llvm.ptr) -> ()
    %12302 = llvm.extractvalue %10119[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12302) : (!llvm.ptr) -> ()
    %12303 = llvm.extractvalue %10218[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12303) : (!llvm.ptr) -> ()
    %12304 = llvm.extractvalue %10275[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12304) : (!llvm.ptr) -> ()
    %12305 = llvm.extractvalue %10404[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12305) : (!llvm.ptr) -> ()
    %12306 = llvm.extractvalue %10621[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12306) : (!llvm.ptr) -> ()
    %12307 = llvm.extractvalue %10836[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12307) : (!llvm.ptr) -> ()
    %12308 = llvm.extractvalue %10975[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12308) : (!llvm.ptr) -> ()
    %12309 = llvm.extractvalue %11032[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12309) : (!llvm.ptr) -> ()
    %12310 = llvm.extractvalue %11161[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12310) : (!llvm.ptr) -> ()
    %12311 = llvm.extractvalue %11378[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12311) : (!llvm.ptr) -> ()
    %12312 = llvm.extractvalue %11477[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12312) : (!llvm.ptr) -> ()
    %12313 = llvm.extractvalue %11534[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12313) : (!llvm.ptr) -> ()
    %12314 = llvm.extractvalue %11663[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12314) : (!llvm.ptr) -> ()
    %12315 = llvm.extractvalue %11878[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12315) : (!llvm.ptr) -> ()
    %12316 = llvm.extractvalue %11929[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%12316) : (!llvm.ptr) -> ()
    %12317 = llvm.extractvalue %12065[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%12317) : (!llvm.ptr) -> ()
    %12318 = llvm.extractvalue %12125[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%12318) : (!llvm.ptr) -> ()
    llvm.return %12213 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  }
}
// irlower-stages: fx_graph=f56db956b090 torch_mlir=9d761a138fb2 linalg_on_tensors_mlir=71425b281748
