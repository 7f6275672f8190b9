module attributes {gpu.container_module} {
  memref.global "private" constant @__constant_64x3x7x7xf32 : memref<64x3x7x7xf32> = dense_resource<torch_tensor_64_3_7_7_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_84 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_83 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_82 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_81 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x64x3x3xf32_80 : memref<64x64x3x3xf32> = dense_resource<torch_tensor_64_64_3_3_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_79 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_78 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_77 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_76 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x64x3x3xf32_75 : memref<64x64x3x3xf32> = dense_resource<torch_tensor_64_64_3_3_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_74 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_8> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_73 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_9> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_72 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_10> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_71 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_11> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x64x3x3xf32_70 : memref<64x64x3x3xf32> = dense_resource<torch_tensor_64_64_3_3_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_69 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_12> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_68 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_13> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_67 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_14> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_66 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_15> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64x64x3x3xf32 : memref<64x64x3x3xf32> = dense_resource<torch_tensor_64_64_3_3_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_65 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_16> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_64 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_17> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32_63 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_18> {alignment = 64 : i64}
  memref.global "private" constant @__constant_64xf32 : memref<64xf32> = dense_resource<torch_tensor_64_torch.float32_19> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128x64x3x3xf32 : memref<128x64x3x3xf32> = dense_resource<torch_tensor_128_64_3_3_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32_62 : memref<128xf32> = dense_resource<torch_tensor_128_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32_61 : memref<128xf32> = dense_resource<torch_tensor_128_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32_60 : memref<128xf32> = dense_resource<torch_tensor_128_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32_59 : memref<128xf32> = dense_resource<torch_tensor_128_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128x128x3x3xf32_58 : memref<128x128x3x3xf32> = dense_resource<torch_tensor_128_128_3_3_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32_57 : memref<128xf32> = dense_resource<torch_tensor_128_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32_56 : memref<128xf32> = dense_resource<torch_tensor_128_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32_55 : memref<128xf32> = dense_resource<torch_tensor_128_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32_54 : memref<128xf32> = dense_resource<torch_tensor_128_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128x64x1x1xf32 : memref<128x64x1x1xf32> = dense_resource<torch_tensor_128_64_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32_53 : memref<128xf32> = dense_resource<torch_tensor_128_torch.float32_8> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32_52 : memref<128xf32> = dense_resource<torch_tensor_128_torch.float32_9> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32_51 : memref<128xf32> = dense_resource<torch_tensor_128_torch.float32_10> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32_50 : memref<128xf32> = dense_resource<torch_tensor_128_torch.float32_11> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128x128x3x3xf32_49 : memref<128x128x3x3xf32> = dense_resource<torch_tensor_128_128_3_3_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32_48 : memref<128xf32> = dense_resource<torch_tensor_128_torch.float32_12> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32_47 : memref<128xf32> = dense_resource<torch_tensor_128_torch.float32_13> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32_46 : memref<128xf32> = dense_resource<torch_tensor_128_torch.float32_14> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32_45 : memref<128xf32> = dense_resource<torch_tensor_128_torch.float32_15> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128x128x3x3xf32 : memref<128x128x3x3xf32> = dense_resource<torch_tensor_128_128_3_3_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32_44 : memref<128xf32> = dense_resource<torch_tensor_128_torch.float32_16> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32_43 : memref<128xf32> = dense_resource<torch_tensor_128_torch.float32_17> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32_42 : memref<128xf32> = dense_resource<torch_tensor_128_torch.float32_18> {alignment = 64 : i64}
  memref.global "private" constant @__constant_128xf32 : memref<128xf32> = dense_resource<torch_tensor_128_torch.float32_19> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256x128x3x3xf32 : memref<256x128x3x3xf32> = dense_resource<torch_tensor_256_128_3_3_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256xf32_41 : memref<256xf32> = dense_resource<torch_tensor_256_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256xf32_40 : memref<256xf32> = dense_resource<torch_tensor_256_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256xf32_39 : memref<256xf32> = dense_resource<torch_tensor_256_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256xf32_38 : memref<256xf32> = dense_resource<torch_tensor_256_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256x256x3x3xf32_37 : memref<256x256x3x3xf32> = dense_resource<torch_tensor_256_256_3_3_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256xf32_36 : memref<256xf32> = dense_resource<torch_tensor_256_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256xf32_35 : memref<256xf32> = dense_resource<torch_tensor_256_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256xf32_34 : memref<256xf32> = dense_resource<torch_tensor_256_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256xf32_33 : memref<256xf32> = dense_resource<torch_tensor_256_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256x128x1x1xf32 : memref<256x128x1x1xf32> = dense_resource<torch_tensor_256_128_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256xf32_32 : memref<256xf32> = dense_resource<torch_tensor_256_torch.float32_8> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256xf32_31 : memref<256xf32> = dense_resource<torch_tensor_256_torch.float32_9> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256xf32_30 : memref<256xf32> = dense_resource<torch_tensor_256_torch.float32_10> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256xf32_29 : memref<256xf32> = dense_resource<torch_tensor_256_torch.float32_11> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256x256x3x3xf32_28 : memref<256x256x3x3xf32> = dense_resource<torch_tensor_256_256_3_3_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256xf32_27 : memref<256xf32> = dense_resource<torch_tensor_256_torch.float32_12> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256xf32_26 : memref<256xf32> = dense_resource<torch_tensor_256_torch.float32_13> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256xf32_25 : memref<256xf32> = dense_resource<torch_tensor_256_torch.float32_14> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256xf32_24 : memref<256xf32> = dense_resource<torch_tensor_256_torch.float32_15> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256x256x3x3xf32 : memref<256x256x3x3xf32> = dense_resource<torch_tensor_256_256_3_3_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256xf32_23 : memref<256xf32> = dense_resource<torch_tensor_256_torch.float32_16> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256xf32_22 : memref<256xf32> = dense_resource<torch_tensor_256_torch.float32_17> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256xf32_21 : memref<256xf32> = dense_resource<torch_tensor_256_torch.float32_18> {alignment = 64 : i64}
  memref.global "private" constant @__constant_256xf32 : memref<256xf32> = dense_resource<torch_tensor_256_torch.float32_19> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512x256x3x3xf32 : memref<512x256x3x3xf32> = dense_resource<torch_tensor_512_256_3_3_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512xf32_20 : memref<512xf32> = dense_resource<torch_tensor_512_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512xf32_19 : memref<512xf32> = dense_resource<torch_tensor_512_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512xf32_18 : memref<512xf32> = dense_resource<torch_tensor_512_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512xf32_17 : memref<512xf32> = dense_resource<torch_tensor_512_torch.float32_3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512x512x3x3xf32_16 : memref<512x512x3x3xf32> = dense_resource<torch_tensor_512_512_3_3_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512xf32_15 : memref<512xf32> = dense_resource<torch_tensor_512_torch.float32_4> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512xf32_14 : memref<512xf32> = dense_resource<torch_tensor_512_torch.float32_5> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512xf32_13 : memref<512xf32> = dense_resource<torch_tensor_512_torch.float32_6> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512xf32_12 : memref<512xf32> = dense_resource<torch_tensor_512_torch.float32_7> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512x256x1x1xf32 : memref<512x256x1x1xf32> = dense_resource<torch_tensor_512_256_1_1_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512xf32_11 : memref<512xf32> = dense_resource<torch_tensor_512_torch.float32_8> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512xf32_10 : memref<512xf32> = dense_resource<torch_tensor_512_torch.float32_9> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512xf32_9 : memref<512xf32> = dense_resource<torch_tensor_512_torch.float32_10> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512xf32_8 : memref<512xf32> = dense_resource<torch_tensor_512_torch.float32_11> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512x512x3x3xf32_7 : memref<512x512x3x3xf32> = dense_resource<torch_tensor_512_512_3_3_torch.float32_1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512xf32_6 : memref<512xf32> = dense_resource<torch_tensor_512_torch.float32_12> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512xf32_5 : memref<512xf32> = dense_resource<torch_tensor_512_torch.float32_13> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512xf32_4 : memref<512xf32> = dense_resource<torch_tensor_512_torch.float32_14> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512xf32_3 : memref<512xf32> = dense_resource<torch_tensor_512_torch.float32_15> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512x512x3x3xf32 : memref<512x512x3x3xf32> = dense_resource<torch_tensor_512_512_3_3_torch.float32_2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512xf32_2 : memref<512xf32> = dense_resource<torch_tensor_512_torch.float32_16> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512xf32_1 : memref<512xf32> = dense_resource<torch_tensor_512_torch.float32_17> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512xf32_0 : memref<512xf32> = dense_resource<torch_tensor_512_torch.float32_18> {alignment = 64 : i64}
  memref.global "private" constant @__constant_512xf32 : memref<512xf32> = dense_resource<torch_tensor_512_torch.float32_19> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1000x512xf32 : memref<1000x512xf32> = dense_resource<torch_tensor_1000_512_torch.float32> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1000xf32 : memref<1000xf32> = dense_resource<torch_tensor_1000_torch.float32> {alignment = 64 : i64}
  func.func @main(%arg0: memref<1x3x64x64xf32>) -> memref<1x1000xf32> {
    %c125 = arith.constant 125 : index
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %c4 = arith.constant 4 : index
    %c10 = arith.constant 10 : index
    %c8 = arith.constant 8 : index
    %c18 = arith.constant 18 : index
    %c16 = arith.constant 16 : index
    %c34 = arith.constant 34 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c70 = arith.constant 70 : index
    %c1 = arith.constant 1 : index
    %0 = memref.get_global @__constant_1000xf32 : memref<1000xf32>
    %1 = memref.get_global @__constant_1000x512xf32 : memref<1000x512xf32>
    %2 = memref.get_global @__constant_512xf32 : memref<512xf32>
    %3 = memref.get_global @__constant_512xf32_0 : memref<512xf32>
    %4 = memref.get_global @__constant_512xf32_1 : memref<512xf32>
    %5 = memref.get_global @__constant_512xf32_2 : memref<512xf32>
    %6 = memref.get_global @__constant_512x512x3x3xf32 : memref<512x512x3x3xf32>
    %7 = memref.get_global @__constant_512xf32_3 : memref<512xf32>
    %8 = memref.get_global @__constant_512xf32_4 : memref<512xf32>
    %9 = memref.get_global @__constant_512xf32_5 : memref<512xf32>
    %10 = memref.get_global @__constant_512xf32_6 : memref<512xf32>
    %11 = memref.get_global @__constant_512x512x3x3xf32_7 : memref<512x512x3x3xf32>
    %12 = memref.get_global @__constant_512xf32_8 : memref<512xf32>
    %13 = memref.get_global @__constant_512xf32_9 : memref<512xf32>
    %14 = memref.get_global @__constant_512xf32_10 : memref<512xf32>
    %15 = memref.get_global @__constant_512xf32_11 : memref<512xf32>
    %16 = memref.get_global @__constant_512x256x1x1xf32 : memref<512x256x1x1xf32>
    %17 = memref.get_global @__constant_512xf32_12 : memref<512xf32>
    %18 = memref.get_global @__constant_512xf32_13 : memref<512xf32>
    %19 = memref.get_global @__constant_512xf32_14 : memref<512xf32>
    %20 = memref.get_global @__constant_512xf32_15 : memref<512xf32>
    %21 = memref.get_global @__constant_512x512x3x3xf32_16 : memref<512x512x3x3xf32>
    %22 = memref.get_global @__constant_512xf32_17 : memref<512xf32>
    %23 = memref.get_global @__constant_512xf32_18 : memref<512xf32>
    %24 = memref.get_global @__constant_512xf32_19 : memref<512xf32>
    %25 = memref.get_global @__constant_512xf32_20 : memref<512xf32>
    %26 = memref.get_global @__constant_512x256x3x3xf32 : memref<512x256x3x3xf32>
    %27 = memref.get_global @__constant_256xf32 : memref<256xf32>
    %28 = memref.get_global @__constant_256xf32_21 : memref<256xf32>
    %29 = memref.get_global @__constant_256xf32_22 : memref<256xf32>
    %30 = memref.get_global @__constant_256xf32_23 : memref<256xf32>
    %31 = memref.get_global @__constant_256x256x3x3xf32 : memref<256x256x3x3xf32>
    %32 = memref.get_global @__constant_256xf32_24 : memref<256xf32>
    %33 = memref.get_global @__constant_256xf32_25 : memref<256xf32>
    %34 = memref.get_global @__constant_256xf32_26 : memref<256xf32>
    %35 = memref.get_global @__constant_256xf32_27 : memref<256xf32>
    %36 = memref.get_global @__constant_256x256x3x3xf32_28 : memref<256x256x3x3xf32>
    %37 = memref.get_global @__constant_256xf32_29 : memref<256xf32>
    %38 = memref.get_global @__constant_256xf32_30 : memref<256xf32>
    %39 = memref.get_global @__constant_256xf32_31 : memref<256xf32>
    %40 = memref.get_global @__constant_256xf32_32 : memref<256xf32>
    %41 = memref.get_global @__constant_256x128x1x1xf32 : memref<256x128x1x1xf32>
    %42 = memref.get_global @__constant_256xf32_33 : memref<256xf32>
    %43 = memref.get_global @__constant_256xf32_34 : memref<256xf32>
    %44 = memref.get_global @__constant_256xf32_35 : memref<256xf32>
    %45 = memref.get_global @__constant_256xf32_36 : memref<256xf32>
    %46 = memref.get_global @__constant_256x256x3x3xf32_37 : memref<256x256x3x3xf32>
    %47 = memref.get_global @__constant_256xf32_38 : memref<256xf32>
    %48 = memref.get_global @__constant_256xf32_39 : memref<256xf32>
    %49 = memref.get_global @__constant_256xf32_40 : memref<256xf32>
    %50 = memref.get_global @__constant_256xf32_41 : memref<256xf32>
    %51 = memref.get_global @__constant_256x128x3x3xf32 : memref<256x128x3x3xf32>
    %52 = memref.get_global @__constant_128xf32 : memref<128xf32>
    %53 = memref.get_global @__constant_128xf32_42 : memref<128xf32>
    %54 = memref.get_global @__constant_128xf32_43 : memref<128xf32>
    %55 = memref.get_global @__constant_128xf32_44 : memref<128xf32>
    %56 = memref.get_global @__constant_128x128x3x3xf32 : memref<128x128x3x3xf32>
    %57 = memref.get_global @__constant_128xf32_45 : memref<128xf32>
    %58 = memref.get_global @__constant_128xf32_46 : memref<128xf32>
    %59 = memref.get_global @__constant_128xf32_47 : memref<128xf32>
    %60 = memref.get_global @__constant_128xf32_48 : memref<128xf32>
    %61 = memref.get_global @__constant_128x128x3x3xf32_49 : memref<128x128x3x3xf32>
    %62 = memref.get_global @__constant_128xf32_50 : memref<128xf32>
    %63 = memref.get_global @__constant_128xf32_51 : memref<128xf32>
    %64 = memref.get_global @__constant_128xf32_52 : memref<128xf32>
    %65 = memref.get_global @__constant_128xf32_53 : memref<128xf32>
    %66 = memref.get_global @__constant_128x64x1x1xf32 : memref<128x64x1x1xf32>
    %67 = memref.get_global @__constant_128xf32_54 : memref<128xf32>
    %68 = memref.get_global @__constant_128xf32_55 : memref<128xf32>
    %69 = memref.get_global @__constant_128xf32_56 : memref<128xf32>
    %70 = memref.get_global @__constant_128xf32_57 : memref<128xf32>
    %71 = memref.get_global @__constant_128x128x3x3xf32_58 : memref<128x128x3x3xf32>
    %72 = memref.get_global @__constant_128xf32_59 : memref<128xf32>
    %73 = memref.get_global @__constant_128xf32_60 : memref<128xf32>
    %74 = memref.get_global @__constant_128xf32_61 : memref<128xf32>
    %75 = memref.get_global @__constant_128xf32_62 : memref<128xf32>
    %76 = memref.get_global @__constant_128x64x3x3xf32 : memref<128x64x3x3xf32>
    %77 = memref.get_global @__constant_64xf32 : memref<64xf32>
    %78 = memref.get_global @__constant_64xf32_63 : memref<64xf32>
    %79 = memref.get_global @__constant_64xf32_64 : memref<64xf32>
    %80 = memref.get_global @__constant_64xf32_65 : memref<64xf32>
    %81 = memref.get_global @__constant_64x64x3x3xf32 : memref<64x64x3x3xf32>
    %82 = memref.get_global @__constant_64xf32_66 : memref<64xf32>
    %83 = memref.get_global @__constant_64xf32_67 : memref<64xf32>
    %84 = memref.get_global @__constant_64xf32_68 : memref<64xf32>
    %85 = memref.get_global @__constant_64xf32_69 : memref<64xf32>
    %86 = memref.get_global @__constant_64x64x3x3xf32_70 : memref<64x64x3x3xf32>
    %87 = memref.get_global @__constant_64xf32_71 : memref<64xf32>
    %88 = memref.get_global @__constant_64xf32_72 : memref<64xf32>
    %89 = memref.get_global @__constant_64xf32_73 : memref<64xf32>
    %90 = memref.get_global @__constant_64xf32_74 : memref<64xf32>
    %91 = memref.get_global @__constant_64x64x3x3xf32_75 : memref<64x64x3x3xf32>
    %92 = memref.get_global @__constant_64xf32_76 : memref<64xf32>
    %93 = memref.get_global @__constant_64xf32_77 : memref<64xf32>
    %94 = memref.get_global @__constant_64xf32_78 : memref<64xf32>
    %95 = memref.get_global @__constant_64xf32_79 : memref<64xf32>
    %96 = memref.get_global @__constant_64x64x3x3xf32_80 : memref<64x64x3x3xf32>
    %97 = memref.get_global @__constant_64xf32_81 : memref<64xf32>
    %98 = memref.get_global @__constant_64xf32_82 : memref<64xf32>
    %99 = memref.get_global @__constant_64xf32_83 : memref<64xf32>
    %100 = memref.get_global @__constant_64xf32_84 : memref<64xf32>
    %101 = memref.get_global @__constant_64x3x7x7xf32 : memref<64x3x7x7xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x3x70x70xf32>
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%c1, %c1, %c70) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x3x70x70xf32>)
    %subview = memref.subview %alloc[0, 0, 3, 3] [1, 3, 64, 64] [1, 1, 1, 1] : memref<1x3x70x70xf32> to memref<1x3x64x64xf32, strided<[14700, 4900, 70, 1], offset: 213>>
    gpu.launch_func  @main_kernel_0::@main_kernel blocks in (%c1, %c1, %c64) threads in (%c32, %c8, %c1)  args(%arg0 : memref<1x3x64x64xf32>, %subview : memref<1x3x64x64xf32, strided<[14700, 4900, 70, 1], offset: 213>>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<1x64x32x32xf32>
    gpu.launch_func  @main_kernel_1::@main_kernel blocks in (%c1, %c8, %c32) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x64x32x32xf32>)
    gpu.launch_func  @main_kernel_2::@main_kernel blocks in (%c1, %c8, %c32) threads in (%c32, %c8, %c1)  args(%alloc : memref<1x3x70x70xf32>, %101 : memref<64x3x7x7xf32>, %alloc_0 : memref<1x64x32x32xf32>)
    %expand_shape = memref.expand_shape %99 [[0, 1, 2]] output_shape [64, 1, 1] : memref<64xf32> into memref<64x1x1xf32>
    %expand_shape_1 = memref.expand_shape %100 [[0, 1, 2]] output_shape [64, 1, 1] : memref<64xf32> into memref<64x1x1xf32>
    %expand_shape_2 = memref.expand_shape %98 [[0, 1, 2]] output_shape [64, 1, 1] : memref<64xf32> into memref<64x1x1xf32>
    %expand_shape_3 = memref.expand_shape %97 [[0, 1, 2]] output_shape [64, 1, 1] : memref<64xf32> into memref<64x1x1xf32>
    gpu.launch_func  @main_kernel_3::@main_kernel blocks in (%c1, %c8, %c32) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x64x32x32xf32>, %expand_shape_1 : memref<64x1x1xf32>, %expand_shape : memref<64x1x1xf32>, %expand_shape_2 : memref<64x1x1xf32>, %expand_shape_3 : memref<64x1x1xf32>)
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<1x64x34x34xf32>
    gpu.launch_func  @main_kernel_4::@main_kernel blocks in (%c1, %c8, %c34) threads in (%c32, %c8, %c1)  args(%alloc_4 : memref<1x64x34x34xf32>)
    %subview_5 = memref.subview %alloc_4[0, 0, 1, 1] [1, 64, 32, 32] [1, 1, 1, 1] : memref<1x64x34x34xf32> to memref<1x64x32x32xf32, strided<[73984, 1156, 34, 1], offset: 35>>
    gpu.launch_func  @main_kernel_5::@main_kernel blocks in (%c1, %c8, %c32) threads in (%c32, %c8, %c1)  args(%alloc_0 : memref<1x64x32x32xf32>, %subview_5 : memref<1x64x32x32xf32, strided<[73984, 1156, 34, 1], offset: 35>>)
    %alloc_6 = memref.alloc() {alignment = 64 : i64} : memref<1x64x16x16xf32>
    %alloc_7 = memref.alloc() {alignment = 64 : i64} : memref<1x64x16x16xf32>
    gpu.launch_func  @main_kernel_6::@main_kernel blocks in (%c1, %c8, %c16) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<1x64x16x16xf32>)
    gpu.launch_func  @main_kernel_7::@main_kernel blocks in (%c1, %c8, %c16) threads in (%c32, %c8, %c1)  args(%alloc_4 : memref<1x64x34x34xf32>, %alloc_7 : memref<1x64x16x16xf32>)
    %alloc_8 = memref.alloc() {alignment = 64 : i64} : memref<1x64x18x18xf32>
    gpu.launch_func  @main_kernel_8::@main_kernel blocks in (%c1, %c8, %c18) threads in (%c32, %c8, %c1)  args(%alloc_8 : memref<1x64x18x18xf32>)
    %subview_9 = memref.subview %alloc_8[0, 0, 1, 1] [1, 64, 16, 16] [1, 1, 1, 1] : memref<1x64x18x18xf32> to memref<1x64x16x16xf32, strided<[20736, 324, 18, 1], offset: 19>>
    gpu.launch_func  @main_kernel_9::@main_kernel blocks in (%c1, %c8, %c16) threads in (%c32, %c8, %c1)  args(%alloc_7 : memref<1x64x16x16xf32>, %subview_9 : memref<1x64x16x16xf32, strided<[20736, 324, 18, 1], offset: 19>>)
    %alloc_10 = memref.alloc() {alignment = 64 : i64} : memref<1x64x16x16xf32>
    gpu.launch_func  @main_kernel_10::@main_kernel blocks in (%c1, %c8, %c16) threads in (%c32, %c8, %c1)  args(%alloc_10 : memref<1x64x16x16xf32>)
    %alloc_11 = memref.alloc() {alignment = 64 : i64} : memref<1x64x16x16xf32>
    gpu.launch_func  @main_kernel_11::@main_kernel blocks in (%c1, %c8, %c16) threads in (%c32, %c8, %c1)  args(%alloc_10 : memref<1x64x16x16xf32>, %alloc_11 : memref<1x64x16x16xf32>)
    gpu.launch_func  @main_kernel_12::@main_kernel blocks in (%c1, %c8, %c16) threads in (%c32, %c8, %c1)  args(%alloc_8 : memref<1x64x18x18xf32>, %96 : memref<64x64x3x3xf32>, %alloc_11 : memref<1x64x16x16xf32>)
    %expand_shape_12 = memref.expand_shape %94 [[0, 1, 2]] output_shape [64, 1, 1] : memref<64xf32> into memref<64x1x1xf32>
    %expand_shape_13 = memref.expand_shape %95 [[0, 1, 2]] output_shape [64, 1, 1] : memref<64xf32> into memref<64x1x1xf32>
    %expand_shape_14 = memref.expand_shape %93 [[0, 1, 2]] output_shape [64, 1, 1] : memref<64xf32> into memref<64x1x1xf32>
    %expand_shape_15 = memref.expand_shape %92 [[0, 1, 2]] output_shape [64, 1, 1] : memref<64xf32> into memref<64x1x1xf32>
    gpu.launch_func  @main_kernel_13::@main_kernel blocks in (%c1, %c8, %c16) threads in (%c32, %c8, %c1)  args(%alloc_11 : memref<1x64x16x16xf32>, %expand_shape_13 : memref<64x1x1xf32>, %expand_shape_12 : memref<64x1x1xf32>, %expand_shape_14 : memref<64x1x1xf32>, %expand_shape_15 : memref<64x1x1xf32>, %alloc_6 : memref<1x64x16x16xf32>)
    %alloc_16 = memref.alloc() {alignment = 64 : i64} : memref<1x64x18x18xf32>
    gpu.launch_func  @main_kernel_14::@main_kernel blocks in (%c1, %c8, %c18) threads in (%c32, %c8, %c1)  args(%alloc_16 : memref<1x64x18x18xf32>)
    %subview_17 = memref.subview %alloc_16[0, 0, 1, 1] [1, 64, 16, 16] [1, 1, 1, 1] : memref<1x64x18x18xf32> to memref<1x64x16x16xf32, strided<[20736, 324, 18, 1], offset: 19>>
    gpu.launch_func  @main_kernel_15::@main_kernel blocks in (%c1, %c8, %c16) threads in (%c32, %c8, %c1)  args(%alloc_6 : memref<1x64x16x16xf32>, %subview_17 : memref<1x64x16x16xf32, strided<[20736, 324, 18, 1], offset: 19>>)
    %alloc_18 = memref.alloc() {alignment = 64 : i64} : memref<1x64x16x16xf32>
    gpu.launch_func  @main_kernel_16::@main_kernel blocks in (%c1, %c8, %c16) threads in (%c32, %c8, %c1)  args(%alloc_10 : memref<1x64x16x16xf32>, %alloc_18 : memref<1x64x16x16xf32>)
    gpu.launch_func  @main_kernel_17::@main_kernel blocks in (%c1, %c8, %c16) threads in (%c32, %c8, %c1)  args(%alloc_16 : memref<1x64x18x18xf32>, %91 : memref<64x64x3x3xf32>, %alloc_18 : memref<1x64x16x16xf32>)
    %expand_shape_19 = memref.expand_shape %89 [[0, 1, 2]] output_shape [64, 1, 1] : memref<64xf32> into memref<64x1x1xf32>
    %expand_shape_20 = memref.expand_shape %90 [[0, 1, 2]] output_shape [64, 1, 1] : memref<64xf32> into memref<64x1x1xf32>
    %expand_shape_21 = memref.expand_shape %88 [[0, 1, 2]] output_shape [64, 1, 1] : memref<64xf32> into memref<64x1x1xf32>
    %expand_shape_22 = memref.expand_shape %87 [[0, 1, 2]] output_shape [64, 1, 1] : memref<64xf32> into memref<64x1x1xf32>
    %alloc_23 = memref.alloc() {alignment = 64 : i64} : memref<1x64x16x16xf32>
    gpu.launch_func  @main_kernel_18::@main_kernel blocks in (%c1, %c8, %c16) threads in (%c32, %c8, %c1)  args(%alloc_18 : memref<1x64x16x16xf32>, %expand_shape_20 : memref<64x1x1xf32>, %expand_shape_19 : memref<64x1x1xf32>, %expand_shape_21 : memref<64x1x1xf32>, %expand_shape_22 : memref<64x1x1xf32>, %alloc_7 : memref<1x64x16x16xf32>, %alloc_23 : memref<1x64x16x16xf32>)
    %alloc_24 = memref.alloc() {alignment = 64 : i64} : memref<1x64x18x18xf32>
    gpu.launch_func  @main_kernel_19::@main_kernel blocks in (%c1, %c8, %c18) threads in (%c32, %c8, %c1)  args(%alloc_24 : memref<1x64x18x18xf32>)
    %subview_25 = memref.subview %alloc_24[0, 0, 1, 1] [1, 64, 16, 16] [1, 1, 1, 1] : memref<1x64x18x18xf32> to memref<1x64x16x16xf32, strided<[20736, 324, 18, 1], offset: 19>>
    gpu.launch_func  @main_kernel_20::@main_kernel blocks in (%c1, %c8, %c16) threads in (%c32, %c8, %c1)  args(%alloc_23 : memref<1x64x16x16xf32>, %subview_25 : memref<1x64x16x16xf32, strided<[20736, 324, 18, 1], offset: 19>>)
    %alloc_26 = memref.alloc() {alignment = 64 : i64} : memref<1x64x16x16xf32>
    gpu.launch_func  @main_kernel_21::@main_kernel blocks in (%c1, %c8, %c16) threads in (%c32, %c8, %c1)  args(%alloc_10 : memref<1x64x16x16xf32>, %alloc_26 : memref<1x64x16x16xf32>)
    gpu.launch_func  @main_kernel_22::@main_kernel blocks in (%c1, %c8, %c16) threads in (%c32, %c8, %c1)  args(%alloc_24 : memref<1x64x18x18xf32>, %86 : memref<64x64x3x3xf32>, %alloc_26 : memref<1x64x16x16xf32>)
    %expand_shape_27 = memref.expand_shape %84 [[0, 1, 2]] output_shape [64, 1, 1] : memref<64xf32> into memref<64x1x1xf32>
    %expand_shape_28 = memref.expand_shape %85 [[0, 1, 2]] output_shape [64, 1, 1] : memref<64xf32> into memref<64x1x1xf32>
    %expand_shape_29 = memref.expand_shape %83 [[0, 1, 2]] output_shape [64, 1, 1] : memref<64xf32> into memref<64x1x1xf32>
    %expand_shape_30 = memref.expand_shape %82 [[0, 1, 2]] output_shape [64, 1, 1] : memref<64xf32> into memref<64x1x1xf32>
    gpu.launch_func  @main_kernel_23::@main_kernel blocks in (%c1, %c8, %c16) threads in (%c32, %c8, %c1)  args(%alloc_26 : memref<1x64x16x16xf32>, %expand_shape_28 : memref<64x1x1xf32>, %expand_shape_27 : memref<64x1x1xf32>, %expand_shape_29 : memref<64x1x1xf32>, %expand_shape_30 : memref<64x1x1xf32>, %alloc_6 : memref<1x64x16x16xf32>)
    %alloc_31 = memref.alloc() {alignment = 64 : i64} : memref<1x64x18x18xf32>
    gpu.launch_func  @main_kernel_24::@main_kernel blocks in (%c1, %c8, %c18) threads in (%c32, %c8, %c1)  args(%alloc_31 : memref<1x64x18x18xf32>)
    %subview_32 = memref.subview %alloc_31[0, 0, 1, 1] [1, 64, 16, 16] [1, 1, 1, 1] : memref<1x64x18x18xf32> to memref<1x64x16x16xf32, strided<[20736, 324, 18, 1], offset: 19>>
    gpu.launch_func  @main_kernel_25::@main_kernel blocks in (%c1, %c8, %c16) threads in (%c32, %c8, %c1)  args(%alloc_6 : memref<1x64x16x16xf32>, %subview_32 : memref<1x64x16x16xf32, strided<[20736, 324, 18, 1], offset: 19>>)
    gpu.launch_func  @main_kernel_26::@main_kernel blocks in (%c1, %c8, %c16) threads in (%c32, %c8, %c1)  args(%alloc_31 : memref<1x64x18x18xf32>, %81 : memref<64x64x3x3xf32>, %alloc_10 : memref<1x64x16x16xf32>)
    %expand_shape_33 = memref.expand_shape %79 [[0, 1, 2]] output_shape [64, 1, 1] : memref<64xf32> into memref<64x1x1xf32>
    %expand_shape_34 = memref.expand_shape %80 [[0, 1, 2]] output_shape [64, 1, 1] : memref<64xf32> into memref<64x1x1xf32>
    %expand_shape_35 = memref.expand_shape %78 [[0, 1, 2]] output_shape [64, 1, 1] : memref<64xf32> into memref<64x1x1xf32>
    %expand_shape_36 = memref.expand_shape %77 [[0, 1, 2]] output_shape [64, 1, 1] : memref<64xf32> into memref<64x1x1xf32>
    gpu.launch_func  @main_kernel_27::@main_kernel blocks in (%c1, %c8, %c16) threads in (%c32, %c8, %c1)  args(%alloc_10 : memref<1x64x16x16xf32>, %expand_shape_34 : memref<64x1x1xf32>, %expand_shape_33 : memref<64x1x1xf32>, %expand_shape_35 : memref<64x1x1xf32>, %expand_shape_36 : memref<64x1x1xf32>, %alloc_23 : memref<1x64x16x16xf32>, %alloc_6 : memref<1x64x16x16xf32>)
    %alloc_37 = memref.alloc() {alignment = 64 : i64} : memref<1x64x18x18xf32>
    gpu.launch_func  @main_kernel_28::@main_kernel blocks in (%c1, %c8, %c18) threads in (%c32, %c8, %c1)  args(%alloc_37 : memref<1x64x18x18xf32>)
    %subview_38 = memref.subview %alloc_37[0, 0, 1, 1] [1, 64, 16, 16] [1, 1, 1, 1] : memref<1x64x18x18xf32> to memref<1x64x16x16xf32, strided<[20736, 324, 18, 1], offset: 19>>
    gpu.launch_func  @main_kernel_29::@main_kernel blocks in (%c1, %c8, %c16) threads in (%c32, %c8, %c1)  args(%alloc_6 : memref<1x64x16x16xf32>, %subview_38 : memref<1x64x16x16xf32, strided<[20736, 324, 18, 1], offset: 19>>)
    %alloc_39 = memref.alloc() {alignment = 64 : i64} : memref<1x128x8x8xf32>
    %alloc_40 = memref.alloc() {alignment = 64 : i64} : memref<1x128x8x8xf32>
    gpu.launch_func  @main_kernel_30::@main_kernel blocks in (%c1, %c16, %c8) threads in (%c32, %c8, %c1)  args(%alloc_40 : memref<1x128x8x8xf32>)
    %alloc_41 = memref.alloc() {alignment = 64 : i64} : memref<1x128x8x8xf32>
    gpu.launch_func  @main_kernel_31::@main_kernel blocks in (%c1, %c16, %c8) threads in (%c32, %c8, %c1)  args(%alloc_40 : memref<1x128x8x8xf32>, %alloc_41 : memref<1x128x8x8xf32>)
    gpu.launch_func  @main_kernel_32::@main_kernel blocks in (%c1, %c16, %c8) threads in (%c32, %c8, %c1)  args(%alloc_37 : memref<1x64x18x18xf32>, %76 : memref<128x64x3x3xf32>, %alloc_41 : memref<1x128x8x8xf32>)
    %expand_shape_42 = memref.expand_shape %74 [[0, 1, 2]] output_shape [128, 1, 1] : memref<128xf32> into memref<128x1x1xf32>
    %expand_shape_43 = memref.expand_shape %75 [[0, 1, 2]] output_shape [128, 1, 1] : memref<128xf32> into memref<128x1x1xf32>
    %expand_shape_44 = memref.expand_shape %73 [[0, 1, 2]] output_shape [128, 1, 1] : memref<128xf32> into memref<128x1x1xf32>
    %expand_shape_45 = memref.expand_shape %72 [[0, 1, 2]] output_shape [128, 1, 1] : memref<128xf32> into memref<128x1x1xf32>
    gpu.launch_func  @main_kernel_33::@main_kernel blocks in (%c1, %c16, %c8) threads in (%c32, %c8, %c1)  args(%alloc_41 : memref<1x128x8x8xf32>, %expand_shape_43 : memref<128x1x1xf32>, %expand_shape_42 : memref<128x1x1xf32>, %expand_shape_44 : memref<128x1x1xf32>, %expand_shape_45 : memref<128x1x1xf32>, %alloc_39 : memref<1x128x8x8xf32>)
    %alloc_46 = memref.alloc() {alignment = 64 : i64} : memref<1x128x10x10xf32>
    gpu.launch_func  @main_kernel_34::@main_kernel blocks in (%c1, %c16, %c10) threads in (%c32, %c8, %c1)  args(%alloc_46 : memref<1x128x10x10xf32>)
    %subview_47 = memref.subview %alloc_46[0, 0, 1, 1] [1, 128, 8, 8] [1, 1, 1, 1] : memref<1x128x10x10xf32> to memref<1x128x8x8xf32, strided<[12800, 100, 10, 1], offset: 11>>
    gpu.launch_func  @main_kernel_35::@main_kernel blocks in (%c1, %c16, %c8) threads in (%c32, %c8, %c1)  args(%alloc_39 : memref<1x128x8x8xf32>, %subview_47 : memref<1x128x8x8xf32, strided<[12800, 100, 10, 1], offset: 11>>)
    %alloc_48 = memref.alloc() {alignment = 64 : i64} : memref<1x128x8x8xf32>
    gpu.launch_func  @main_kernel_36::@main_kernel blocks in (%c1, %c16, %c8) threads in (%c32, %c8, %c1)  args(%alloc_40 : memref<1x128x8x8xf32>, %alloc_48 : memref<1x128x8x8xf32>)
    gpu.launch_func  @main_kernel_37::@main_kernel blocks in (%c1, %c16, %c8) threads in (%c32, %c8, %c1)  args(%alloc_46 : memref<1x128x10x10xf32>, %71 : memref<128x128x3x3xf32>, %alloc_48 : memref<1x128x8x8xf32>)
    %expand_shape_49 = memref.expand_shape %69 [[0, 1, 2]] output_shape [128, 1, 1] : memref<128xf32> into memref<128x1x1xf32>
    %expand_shape_50 = memref.expand_shape %70 [[0, 1, 2]] output_shape [128, 1, 1] : memref<128xf32> into memref<128x1x1xf32>
    %expand_shape_51 = memref.expand_shape %68 [[0, 1, 2]] output_shape [128, 1, 1] : memref<128xf32> into memref<128x1x1xf32>
    %expand_shape_52 = memref.expand_shape %67 [[0, 1, 2]] output_shape [128, 1, 1] : memref<128xf32> into memref<128x1x1xf32>
    %alloc_53 = memref.alloc() {alignment = 64 : i64} : memref<1x128x8x8xf32>
    gpu.launch_func  @main_kernel_38::@main_kernel blocks in (%c1, %c16, %c8) threads in (%c32, %c8, %c1)  args(%alloc_40 : memref<1x128x8x8xf32>, %alloc_53 : memref<1x128x8x8xf32>)
    gpu.launch_func  @main_kernel_39::@main_kernel blocks in (%c1, %c16, %c8) threads in (%c32, %c8, %c1)  args(%alloc_6 : memref<1x64x16x16xf32>, %66 : memref<128x64x1x1xf32>, %alloc_53 : memref<1x128x8x8xf32>)
    %expand_shape_54 = memref.expand_shape %64 [[0, 1, 2]] output_shape [128, 1, 1] : memref<128xf32> into memref<128x1x1xf32>
    %expand_shape_55 = memref.expand_shape %65 [[0, 1, 2]] output_shape [128, 1, 1] : memref<128xf32> into memref<128x1x1xf32>
    %expand_shape_56 = memref.expand_shape %63 [[0, 1, 2]] output_shape [128, 1, 1] : memref<128xf32> into memref<128x1x1xf32>
    %expand_shape_57 = memref.expand_shape %62 [[0, 1, 2]] output_shape [128, 1, 1] : memref<128xf32> into memref<128x1x1xf32>
    %alloc_58 = memref.alloc() {alignment = 64 : i64} : memref<1x128x8x8xf32>
    gpu.launch_func  @main_kernel_40::@main_kernel blocks in (%c1, %c16, %c8) threads in (%c32, %c8, %c1)  args(%alloc_48 : memref<1x128x8x8xf32>, %expand_shape_50 : memref<128x1x1xf32>, %expand_shape_49 : memref<128x1x1xf32>, %expand_shape_51 : memref<128x1x1xf32>, %expand_shape_52 : memref<128x1x1xf32>, %alloc_53 : memref<1x128x8x8xf32>, %expand_shape_55 : memref<128x1x1xf32>, %expand_shape_54 : memref<128x1x1xf32>, %expand_shape_56 : memref<128x1x1xf32>, %expand_shape_57 : memref<128x1x1xf32>, %alloc_58 : memref<1x128x8x8xf32>)
    %alloc_59 = memref.alloc() {alignment = 64 : i64} : memref<1x128x10x10xf32>
    gpu.launch_func  @main_kernel_41::@main_kernel blocks in (%c1, %c16, %c10) threads in (%c32, %c8, %c1)  args(%alloc_59 : memref<1x128x10x10xf32>)
    %subview_60 = memref.subview %alloc_59[0, 0, 1, 1] [1, 128, 8, 8] [1, 1, 1, 1] : memref<1x128x10x10xf32> to memref<1x128x8x8xf32, strided<[12800, 100, 10, 1], offset: 11>>
    gpu.launch_func  @main_kernel_42::@main_kernel blocks in (%c1, %c16, %c8) threads in (%c32, %c8, %c1)  args(%alloc_58 : memref<1x128x8x8xf32>, %subview_60 : memref<1x128x8x8xf32, strided<[12800, 100, 10, 1], offset: 11>>)
    %alloc_61 = memref.alloc() {alignment = 64 : i64} : memref<1x128x8x8xf32>
    gpu.launch_func  @main_kernel_43::@main_kernel blocks in (%c1, %c16, %c8) threads in (%c32, %c8, %c1)  args(%alloc_40 : memref<1x128x8x8xf32>, %alloc_61 : memref<1x128x8x8xf32>)
    gpu.launch_func  @main_kernel_44::@main_kernel blocks in (%c1, %c16, %c8) threads in (%c32, %c8, %c1)  args(%alloc_59 : memref<1x128x10x10xf32>, %61 : memref<128x128x3x3xf32>, %alloc_61 : memref<1x128x8x8xf32>)
    %expand_shape_62 = memref.expand_shape %59 [[0, 1, 2]] output_shape [128, 1, 1] : memref<128xf32> into memref<128x1x1xf32>
    %expand_shape_63 = memref.expand_shape %60 [[0, 1, 2]] output_shape [128, 1, 1] : memref<128xf32> into memref<128x1x1xf32>
    %expand_shape_64 = memref.expand_shape %58 [[0, 1, 2]] output_shape [128, 1, 1] : memref<128xf32> into memref<128x1x1xf32>
    %expand_shape_65 = memref.expand_shape %57 [[0, 1, 2]] output_shape [128, 1, 1] : memref<128xf32> into memref<128x1x1xf32>
    gpu.launch_func  @main_kernel_45::@main_kernel blocks in (%c1, %c16, %c8) threads in (%c32, %c8, %c1)  args(%alloc_61 : memref<1x128x8x8xf32>, %expand_shape_63 : memref<128x1x1xf32>, %expand_shape_62 : memref<128x1x1xf32>, %expand_shape_64 : memref<128x1x1xf32>, %expand_shape_65 : memref<128x1x1xf32>, %alloc_39 : memref<1x128x8x8xf32>)
    %alloc_66 = memref.alloc() {alignment = 64 : i64} : memref<1x128x10x10xf32>
    gpu.launch_func  @main_kernel_46::@main_kernel blocks in (%c1, %c16, %c10) threads in (%c32, %c8, %c1)  args(%alloc_66 : memref<1x128x10x10xf32>)
    %subview_67 = memref.subview %alloc_66[0, 0, 1, 1] [1, 128, 8, 8] [1, 1, 1, 1] : memref<1x128x10x10xf32> to memref<1x128x8x8xf32, strided<[12800, 100, 10, 1], offset: 11>>
    gpu.launch_func  @main_kernel_47::@main_kernel blocks in (%c1, %c16, %c8) threads in (%c32, %c8, %c1)  args(%alloc_39 : memref<1x128x8x8xf32>, %subview_67 : memref<1x128x8x8xf32, strided<[12800, 100, 10, 1], offset: 11>>)
    gpu.launch_func  @main_kernel_48::@main_kernel blocks in (%c1, %c16, %c8) threads in (%c32, %c8, %c1)  args(%alloc_66 : memref<1x128x10x10xf32>, %56 : memref<128x128x3x3xf32>, %alloc_40 : memref<1x128x8x8xf32>)
    %expand_shape_68 = memref.expand_shape %54 [[0, 1, 2]] output_shape [128, 1, 1] : memref<128xf32> into memref<128x1x1xf32>
    %expand_shape_69 = memref.expand_shape %55 [[0, 1, 2]] output_shape [128, 1, 1] : memref<128xf32> into memref<128x1x1xf32>
    %expand_shape_70 = memref.expand_shape %53 [[0, 1, 2]] output_shape [128, 1, 1] : memref<128xf32> into memref<128x1x1xf32>
    %expand_shape_71 = memref.expand_shape %52 [[0, 1, 2]] output_shape [128, 1, 1] : memref<128xf32> into memref<128x1x1xf32>
    gpu.launch_func  @main_kernel_49::@main_kernel blocks in (%c1, %c16, %c8) threads in (%c32, %c8, %c1)  args(%alloc_40 : memref<1x128x8x8xf32>, %expand_shape_69 : memref<128x1x1xf32>, %expand_shape_68 : memref<128x1x1xf32>, %expand_shape_70 : memref<128x1x1xf32>, %expand_shape_71 : memref<128x1x1xf32>, %alloc_58 : memref<1x128x8x8xf32>, %alloc_39 : memref<1x128x8x8xf32>)
    %alloc_72 = memref.alloc() {alignment = 64 : i64} : memref<1x128x10x10xf32>
    gpu.launch_func  @main_kernel_50::@main_kernel blocks in (%c1, %c16, %c10) threads in (%c32, %c8, %c1)  args(%alloc_72 : memref<1x128x10x10xf32>)
    %subview_73 = memref.subview %alloc_72[0, 0, 1, 1] [1, 128, 8, 8] [1, 1, 1, 1] : memref<1x128x10x10xf32> to memref<1x128x8x8xf32, strided<[12800, 100, 10, 1], offset: 11>>
    gpu.launch_func  @main_kernel_51::@main_kernel blocks in (%c1, %c16, %c8) threads in (%c32, %c8, %c1)  args(%alloc_39 : memref<1x128x8x8xf32>, %subview_73 : memref<1x128x8x8xf32, strided<[12800, 100, 10, 1], offset: 11>>)
    %alloc_74 = memref.alloc() {alignment = 64 : i64} : memref<1x256x4x4xf32>
    %alloc_75 = memref.alloc() {alignment = 64 : i64} : memref<1x256x4x4xf32>
    gpu.launch_func  @main_kernel_52::@main_kernel blocks in (%c1, %c32, %c4) threads in (%c32, %c8, %c1)  args(%alloc_75 : memref<1x256x4x4xf32>)
    %alloc_76 = memref.alloc() {alignment = 64 : i64} : memref<1x256x4x4xf32>
    gpu.launch_func  @main_kernel_53::@main_kernel blocks in (%c1, %c32, %c4) threads in (%c32, %c8, %c1)  args(%alloc_75 : memref<1x256x4x4xf32>, %alloc_76 : memref<1x256x4x4xf32>)
    gpu.launch_func  @main_kernel_54::@main_kernel blocks in (%c1, %c32, %c4) threads in (%c32, %c8, %c1)  args(%alloc_72 : memref<1x128x10x10xf32>, %51 : memref<256x128x3x3xf32>, %alloc_76 : memref<1x256x4x4xf32>)
    %expand_shape_77 = memref.expand_shape %49 [[0, 1, 2]] output_shape [256, 1, 1] : memref<256xf32> into memref<256x1x1xf32>
    %expand_shape_78 = memref.expand_shape %50 [[0, 1, 2]] output_shape [256, 1, 1] : memref<256xf32> into memref<256x1x1xf32>
    %expand_shape_79 = memref.expand_shape %48 [[0, 1, 2]] output_shape [256, 1, 1] : memref<256xf32> into memref<256x1x1xf32>
    %expand_shape_80 = memref.expand_shape %47 [[0, 1, 2]] output_shape [256, 1, 1] : memref<256xf32> into memref<256x1x1xf32>
    gpu.launch_func  @main_kernel_55::@main_kernel blocks in (%c1, %c32, %c4) threads in (%c32, %c8, %c1)  args(%alloc_76 : memref<1x256x4x4xf32>, %expand_shape_78 : memref<256x1x1xf32>, %expand_shape_77 : memref<256x1x1xf32>, %expand_shape_79 : memref<256x1x1xf32>, %expand_shape_80 : memref<256x1x1xf32>, %alloc_74 : memref<1x256x4x4xf32>)
    %alloc_81 = memref.alloc() {alignment = 64 : i64} : memref<1x256x6x6xf32>
    gpu.launch_func  @main_kernel_56::@main_kernel blocks in (%c1, %c32, %c6) threads in (%c32, %c8, %c1)  args(%alloc_81 : memref<1x256x6x6xf32>)
    %subview_82 = memref.subview %alloc_81[0, 0, 1, 1] [1, 256, 4, 4] [1, 1, 1, 1] : memref<1x256x6x6xf32> to memref<1x256x4x4xf32, strided<[9216, 36, 6, 1], offset: 7>>
    gpu.launch_func  @main_kernel_57::@main_kernel blocks in (%c1, %c32, %c4) threads in (%c32, %c8, %c1)  args(%alloc_74 : memref<1x256x4x4xf32>, %subview_82 : memref<1x256x4x4xf32, strided<[9216, 36, 6, 1], offset: 7>>)
    %alloc_83 = memref.alloc() {alignment = 64 : i64} : memref<1x256x4x4xf32>
    gpu.launch_func  @main_kernel_58::@main_kernel blocks in (%c1, %c32, %c4) threads in (%c32, %c8, %c1)  args(%alloc_75 : memref<1x256x4x4xf32>, %alloc_83 : memref<1x256x4x4xf32>)
    gpu.launch_func  @main_kernel_59::@main_kernel blocks in (%c1, %c32, %c4) threads in (%c32, %c8, %c1)  args(%alloc_81 : memref<1x256x6x6xf32>, %46 : memref<256x256x3x3xf32>, %alloc_83 : memref<1x256x4x4xf32>)
    %expand_shape_84 = memref.expand_shape %44 [[0, 1, 2]] output_shape [256, 1, 1] : memref<256xf32> into memref<256x1x1xf32>
    %expand_shape_85 = memref.expand_shape %45 [[0, 1, 2]] output_shape [256, 1, 1] : memref<256xf32> into memref<256x1x1xf32>
    %expand_shape_86 = memref.expand_shape %43 [[0, 1, 2]] output_shape [256, 1, 1] : memref<256xf32> into memref<256x1x1xf32>
    %expand_shape_87 = memref.expand_shape %42 [[0, 1, 2]] output_shape [256, 1, 1] : memref<256xf32> into memref<256x1x1xf32>
    %alloc_88 = memref.alloc() {alignment = 64 : i64} : memref<1x256x4x4xf32>
    gpu.launch_func  @main_kernel_60::@main_kernel blocks in (%c1, %c32, %c4) threads in (%c32, %c8, %c1)  args(%alloc_75 : memref<1x256x4x4xf32>, %alloc_88 : memref<1x256x4x4xf32>)
    gpu.launch_func  @main_kernel_61::@main_kernel blocks in (%c1, %c32, %c4) threads in (%c32, %c8, %c1)  args(%alloc_39 : memref<1x128x8x8xf32>, %41 : memref<256x128x1x1xf32>, %alloc_88 : memref<1x256x4x4xf32>)
    %expand_shape_89 = memref.expand_shape %39 [[0, 1, 2]] output_shape [256, 1, 1] : memref<256xf32> into memref<256x1x1xf32>
    %expand_shape_90 = memref.expand_shape %40 [[0, 1, 2]] output_shape [256, 1, 1] : memref<256xf32> into memref<256x1x1xf32>
    %expand_shape_91 = memref.expand_shape %38 [[0, 1, 2]] output_shape [256, 1, 1] : memref<256xf32> into memref<256x1x1xf32>
    %expand_shape_92 = memref.expand_shape %37 [[0, 1, 2]] output_shape [256, 1, 1] : memref<256xf32> into memref<256x1x1xf32>
    %alloc_93 = memref.alloc() {alignment = 64 : i64} : memref<1x256x4x4xf32>
    gpu.launch_func  @main_kernel_62::@main_kernel blocks in (%c1, %c32, %c4) threads in (%c32, %c8, %c1)  args(%alloc_83 : memref<1x256x4x4xf32>, %expand_shape_85 : memref<256x1x1xf32>, %expand_shape_84 : memref<256x1x1xf32>, %expand_shape_86 : memref<256x1x1xf32>, %expand_shape_87 : memref<256x1x1xf32>, %alloc_88 : memref<1x256x4x4xf32>, %expand_shape_90 : memref<256x1x1xf32>, %expand_shape_89 : memref<256x1x1xf32>, %expand_shape_91 : memref<256x1x1xf32>, %expand_shape_92 : memref<256x1x1xf32>, %alloc_93 : memref<1x256x4x4xf32>)
    %alloc_94 = memref.alloc() {alignment = 64 : i64} : memref<1x256x6x6xf32>
    gpu.launch_func  @main_kernel_63::@main_kernel blocks in (%c1, %c32, %c6) threads in (%c32, %c8, %c1)  args(%alloc_94 : memref<1x256x6x6xf32>)
    %subview_95 = memref.subview %alloc_94[0, 0, 1, 1] [1, 256, 4, 4] [1, 1, 1, 1] : memref<1x256x6x6xf32> to memref<1x256x4x4xf32, strided<[9216, 36, 6, 1], offset: 7>>
    gpu.launch_func  @main_kernel_64::@main_kernel blocks in (%c1, %c32, %c4) threads in (%c32, %c8, %c1)  args(%alloc_93 : memref<1x256x4x4xf32>, %subview_95 : memref<1x256x4x4xf32, strided<[9216, 36, 6, 1], offset: 7>>)
    %alloc_96 = memref.alloc() {alignment = 64 : i64} : memref<1x256x4x4xf32>
    gpu.launch_func  @main_kernel_65::@main_kernel blocks in (%c1, %c32, %c4) threads in (%c32, %c8, %c1)  args(%alloc_75 : memref<1x256x4x4xf32>, %alloc_96 : memref<1x256x4x4xf32>)
    gpu.launch_func  @main_kernel_66::@main_kernel blocks in (%c1, %c32, %c4) threads in (%c32, %c8, %c1)  args(%alloc_94 : memref<1x256x6x6xf32>, %36 : memref<256x256x3x3xf32>, %alloc_96 : memref<1x256x4x4xf32>)
    %expand_shape_97 = memref.expand_shape %34 [[0, 1, 2]] output_shape [256, 1, 1] : memref<256xf32> into memref<256x1x1xf32>
    %expand_shape_98 = memref.expand_shape %35 [[0, 1, 2]] output_shape [256, 1, 1] : memref<256xf32> into memref<256x1x1xf32>
    %expand_shape_99 = memref.expand_shape %33 [[0, 1, 2]] output_shape [256, 1, 1] : memref<256xf32> into memref<256x1x1xf32>
    %expand_shape_100 = memref.expand_shape %32 [[0, 1, 2]] output_shape [256, 1, 1] : memref<256xf32> into memref<256x1x1xf32>
    gpu.launch_func  @main_kernel_67::@main_kernel blocks in (%c1, %c32, %c4) threads in (%c32, %c8, %c1)  args(%alloc_96 : memref<1x256x4x4xf32>, %expand_shape_98 : memref<256x1x1xf32>, %expand_shape_97 : memref<256x1x1xf32>, %expand_shape_99 : memref<256x1x1xf32>, %expand_shape_100 : memref<256x1x1xf32>, %alloc_74 : memref<1x256x4x4xf32>)
    %alloc_101 = memref.alloc() {alignment = 64 : i64} : memref<1x256x6x6xf32>
    gpu.launch_func  @main_kernel_68::@main_kernel blocks in (%c1, %c32, %c6) threads in (%c32, %c8, %c1)  args(%alloc_101 : memref<1x256x6x6xf32>)
    %subview_102 = memref.subview %alloc_101[0, 0, 1, 1] [1, 256, 4, 4] [1, 1, 1, 1] : memref<1x256x6x6xf32> to memref<1x256x4x4xf32, strided<[9216, 36, 6, 1], offset: 7>>
    gpu.launch_func  @main_kernel_69::@main_kernel blocks in (%c1, %c32, %c4) threads in (%c32, %c8, %c1)  args(%alloc_74 : memref<1x256x4x4xf32>, %subview_102 : memref<1x256x4x4xf32, strided<[9216, 36, 6, 1], offset: 7>>)
    gpu.launch_func  @main_kernel_70::@main_kernel blocks in (%c1, %c32, %c4) threads in (%c32, %c8, %c1)  args(%alloc_101 : memref<1x256x6x6xf32>, %31 : memref<256x256x3x3xf32>, %alloc_75 : memref<1x256x4x4xf32>)
    %expand_shape_103 = memref.expand_shape %29 [[0, 1, 2]] output_shape [256, 1, 1] : memref<256xf32> into memref<256x1x1xf32>
    %expand_shape_104 = memref.expand_shape %30 [[0, 1, 2]] output_shape [256, 1, 1] : memref<256xf32> into memref<256x1x1xf32>
    %expand_shape_105 = memref.expand_shape %28 [[0, 1, 2]] output_shape [256, 1, 1] : memref<256xf32> into memref<256x1x1xf32>
    %expand_shape_106 = memref.expand_shape %27 [[0, 1, 2]] output_shape [256, 1, 1] : memref<256xf32> into memref<256x1x1xf32>
    gpu.launch_func  @main_kernel_71::@main_kernel blocks in (%c1, %c32, %c4) threads in (%c32, %c8, %c1)  args(%alloc_75 : memref<1x256x4x4xf32>, %expand_shape_104 : memref<256x1x1xf32>, %expand_shape_103 : memref<256x1x1xf32>, %expand_shape_105 : memref<256x1x1xf32>, %expand_shape_106 : memref<256x1x1xf32>, %alloc_93 : memref<1x256x4x4xf32>, %alloc_74 : memref<1x256x4x4xf32>)
    %alloc_107 = memref.alloc() {alignment = 64 : i64} : memref<1x256x6x6xf32>
    gpu.launch_func  @main_kernel_72::@main_kernel blocks in (%c1, %c32, %c6) threads in (%c32, %c8, %c1)  args(%alloc_107 : memref<1x256x6x6xf32>)
    %subview_108 = memref.subview %alloc_107[0, 0, 1, 1] [1, 256, 4, 4] [1, 1, 1, 1] : memref<1x256x6x6xf32> to memref<1x256x4x4xf32, strided<[9216, 36, 6, 1], offset: 7>>
    gpu.launch_func  @main_kernel_73::@main_kernel blocks in (%c1, %c32, %c4) threads in (%c32, %c8, %c1)  args(%alloc_74 : memref<1x256x4x4xf32>, %subview_108 : memref<1x256x4x4xf32, strided<[9216, 36, 6, 1], offset: 7>>)
    %alloc_109 = memref.alloc() {alignment = 64 : i64} : memref<1x512x2x2xf32>
    %alloc_110 = memref.alloc() {alignment = 64 : i64} : memref<1x512x2x2xf32>
    gpu.launch_func  @main_kernel_74::@main_kernel blocks in (%c1, %c64, %c2) threads in (%c32, %c8, %c1)  args(%alloc_110 : memref<1x512x2x2xf32>)
    %alloc_111 = memref.alloc() {alignment = 64 : i64} : memref<1x512x2x2xf32>
    gpu.launch_func  @main_kernel_75::@main_kernel blocks in (%c1, %c64, %c2) threads in (%c32, %c8, %c1)  args(%alloc_110 : memref<1x512x2x2xf32>, %alloc_111 : memref<1x512x2x2xf32>)
    gpu.launch_func  @main_kernel_76::@main_kernel blocks in (%c1, %c64, %c2) threads in (%c32, %c8, %c1)  args(%alloc_107 : memref<1x256x6x6xf32>, %26 : memref<512x256x3x3xf32>, %alloc_111 : memref<1x512x2x2xf32>)
    %expand_shape_112 = memref.expand_shape %24 [[0, 1, 2]] output_shape [512, 1, 1] : memref<512xf32> into memref<512x1x1xf32>
    %expand_shape_113 = memref.expand_shape %25 [[0, 1, 2]] output_shape [512, 1, 1] : memref<512xf32> into memref<512x1x1xf32>
    %expand_shape_114 = memref.expand_shape %23 [[0, 1, 2]] output_shape [512, 1, 1] : memref<512xf32> into memref<512x1x1xf32>
    %expand_shape_115 = memref.expand_shape %22 [[0, 1, 2]] output_shape [512, 1, 1] : memref<512xf32> into memref<512x1x1xf32>
    gpu.launch_func  @main_kernel_77::@main_kernel blocks in (%c1, %c64, %c2) threads in (%c32, %c8, %c1)  args(%alloc_111 : memref<1x512x2x2xf32>, %expand_shape_113 : memref<512x1x1xf32>, %expand_shape_112 : memref<512x1x1xf32>, %expand_shape_114 : memref<512x1x1xf32>, %expand_shape_115 : memref<512x1x1xf32>, %alloc_109 : memref<1x512x2x2xf32>)
    %alloc_116 = memref.alloc() {alignment = 64 : i64} : memref<1x512x4x4xf32>
    gpu.launch_func  @main_kernel_78::@main_kernel blocks in (%c1, %c64, %c4) threads in (%c32, %c8, %c1)  args(%alloc_116 : memref<1x512x4x4xf32>)
    %subview_117 = memref.subview %alloc_116[0, 0, 1, 1] [1, 512, 2, 2] [1, 1, 1, 1] : memref<1x512x4x4xf32> to memref<1x512x2x2xf32, strided<[8192, 16, 4, 1], offset: 5>>
    gpu.launch_func  @main_kernel_79::@main_kernel blocks in (%c1, %c64, %c2) threads in (%c32, %c8, %c1)  args(%alloc_109 : memref<1x512x2x2xf32>, %subview_117 : memref<1x512x2x2xf32, strided<[8192, 16, 4, 1], offset: 5>>)
    %alloc_118 = memref.alloc() {alignment = 64 : i64} : memref<1x512x2x2xf32>
    gpu.launch_func  @main_kernel_80::@main_kernel blocks in (%c1, %c64, %c2) threads in (%c32, %c8, %c1)  args(%alloc_110 : memref<1x512x2x2xf32>, %alloc_118 : memref<1x512x2x2xf32>)
    gpu.launch_func  @main_kernel_81::@main_kernel blocks in (%c1, %c64, %c2) threads in (%c32, %c8, %c1)  args(%alloc_116 : memref<1x512x4x4xf32>, %21 : memref<512x512x3x3xf32>, %alloc_118 : memref<1x512x2x2xf32>)
    %expand_shape_119 = memref.expand_shape %19 [[0, 1, 2]] output_shape [512, 1, 1] : memref<512xf32> into memref<512x1x1xf32>
    %expand_shape_120 = memref.expand_shape %20 [[0, 1, 2]] output_shape [512, 1, 1] : memref<512xf32> into memref<512x1x1xf32>
    %expand_shape_121 = memref.expand_shape %18 [[0, 1, 2]] output_shape [512, 1, 1] : memref<512xf32> into memref<512x1x1xf32>
    %expand_shape_122 = memref.expand_shape %17 [[0, 1, 2]] output_shape [512, 1, 1] : memref<512xf32> into memref<512x1x1xf32>
    %alloc_123 = memref.alloc() {alignment = 64 : i64} : memref<1x512x2x2xf32>
    gpu.launch_func  @main_kernel_82::@main_kernel blocks in (%c1, %c64, %c2) threads in (%c32, %c8, %c1)  args(%alloc_110 : memref<1x512x2x2xf32>, %alloc_123 : memref<1x512x2x2xf32>)
    gpu.launch_func  @main_kernel_83::@main_kernel blocks in (%c1, %c64, %c2) threads in (%c32, %c8, %c1)  args(%alloc_74 : memref<1x256x4x4xf32>, %16 : memref<512x256x1x1xf32>, %alloc_123 : memref<1x512x2x2xf32>)
    %expand_shape_124 = memref.expand_shape %14 [[0, 1, 2]] output_shape [512, 1, 1] : memref<512xf32> into memref<512x1x1xf32>
    %expand_shape_125 = memref.expand_shape %15 [[0, 1, 2]] output_shape [512, 1, 1] : memref<512xf32> into memref<512x1x1xf32>
    %expand_shape_126 = memref.expand_shape %13 [[0, 1, 2]] output_shape [512, 1, 1] : memref<512xf32> into memref<512x1x1xf32>
    %expand_shape_127 = memref.expand_shape %12 [[0, 1, 2]] output_shape [512, 1, 1] : memref<512xf32> into memref<512x1x1xf32>
    %alloc_128 = memref.alloc() {alignment = 64 : i64} : memref<1x512x2x2xf32>
    gpu.launch_func  @main_kernel_84::@main_kernel blocks in (%c1, %c64, %c2) threads in (%c32, %c8, %c1)  args(%alloc_118 : memref<1x512x2x2xf32>, %expand_shape_120 : memref<512x1x1xf32>, %expand_shape_119 : memref<512x1x1xf32>, %expand_shape_121 : memref<512x1x1xf32>, %expand_shape_122 : memref<512x1x1xf32>, %alloc_123 : memref<1x512x2x2xf32>, %expand_shape_125 : memref<512x1x1xf32>, %expand_shape_124 : memref<512x1x1xf32>, %expand_shape_126 : memref<512x1x1xf32>, %expand_shape_127 : memref<512x1x1xf32>, %alloc_128 : memref<1x512x2x2xf32>)
    %alloc_129 = memref.alloc() {alignment = 64 : i64} : memref<1x512x4x4xf32>
    gpu.launch_func  @main_kernel_85::@main_kernel blocks in (%c1, %c64, %c4) threads in (%c32, %c8, %c1)  args(%alloc_129 : memref<1x512x4x4xf32>)
    %subview_130 = memref.subview %alloc_129[0, 0, 1, 1] [1, 512, 2, 2] [1, 1, 1, 1] : memref<1x512x4x4xf32> to memref<1x512x2x2xf32, strided<[8192, 16, 4, 1], offset: 5>>
    gpu.launch_func  @main_kernel_86::@main_kernel blocks in (%c1, %c64, %c2) threads in (%c32, %c8, %c1)  args(%alloc_128 : memref<1x512x2x2xf32>, %subview_130 : memref<1x512x2x2xf32, strided<[8192, 16, 4, 1], offset: 5>>)
    %alloc_131 = memref.alloc() {alignment = 64 : i64} : memref<1x512x2x2xf32>
    gpu.launch_func  @main_kernel_87::@main_kernel blocks in (%c1, %c64, %c2) threads in (%c32, %c8, %c1)  args(%alloc_110 : memref<1x512x2x2xf32>, %alloc_131 : memref<1x512x2x2xf32>)
    gpu.launch_func  @main_kernel_88::@main_kernel blocks in (%c1, %c64, %c2) threads in (%c32, %c8, %c1)  args(%alloc_129 : memref<1x512x4x4xf32>, %11 : memref<512x512x3x3xf32>, %alloc_131 : memref<1x512x2x2xf32>)
    %expand_shape_132 = memref.expand_shape %9 [[0, 1, 2]] output_shape [512, 1, 1] : memref<512xf32> into memref<512x1x1xf32>
    %expand_shape_133 = memref.expand_shape %10 [[0, 1, 2]] output_shape [512, 1, 1] : memref<512xf32> into memref<512x1x1xf32>
    %expand_shape_134 = memref.expand_shape %8 [[0, 1, 2]] output_shape [512, 1, 1] : memref<512xf32> into memref<512x1x1xf32>
    %expand_shape_135 = memref.expand_shape %7 [[0, 1, 2]] output_shape [512, 1, 1] : memref<512xf32> into memref<512x1x1xf32>
    gpu.launch_func  @main_kernel_89::@main_kernel blocks in (%c1, %c64, %c2) threads in (%c32, %c8, %c1)  args(%alloc_131 : memref<1x512x2x2xf32>, %expand_shape_133 : memref<512x1x1xf32>, %expand_shape_132 : memref<512x1x1xf32>, %expand_shape_134 : memref<512x1x1xf32>, %expand_shape_135 : memref<512x1x1xf32>, %alloc_109 : memref<1x512x2x2xf32>)
    %alloc_136 = memref.alloc() {alignment = 64 : i64} : memref<1x512x4x4xf32>
    gpu.launch_func  @main_kernel_90::@main_kernel blocks in (%c1, %c64, %c4) threads in (%c32, %c8, %c1)  args(%alloc_136 : memref<1x512x4x4xf32>)
    %subview_137 = memref.subview %alloc_136[0, 0, 1, 1] [1, 512, 2, 2] [1, 1, 1, 1] : memref<1x512x4x4xf32> to memref<1x512x2x2xf32, strided<[8192, 16, 4, 1], offset: 5>>
    gpu.launch_func  @main_kernel_91::@main_kernel blocks in (%c1, %c64, %c2) threads in (%c32, %c8, %c1)  args(%alloc_109 : memref<1x512x2x2xf32>, %subview_137 : memref<1x512x2x2xf32, strided<[8192, 16, 4, 1], offset: 5>>)
    gpu.launch_func  @main_kernel_92::@main_kernel blocks in (%c1, %c64, %c2) threads in (%c32, %c8, %c1)  args(%alloc_136 : memref<1x512x4x4xf32>, %6 : memref<512x512x3x3xf32>, %alloc_110 : memref<1x512x2x2xf32>)
    %expand_shape_138 = memref.expand_shape %4 [[0, 1, 2]] output_shape [512, 1, 1] : memref<512xf32> into memref<512x1x1xf32>
    %expand_shape_139 = memref.expand_shape %5 [[0, 1, 2]] output_shape [512, 1, 1] : memref<512xf32> into memref<512x1x1xf32>
    %expand_shape_140 = memref.expand_shape %3 [[0, 1, 2]] output_shape [512, 1, 1] : memref<512xf32> into memref<512x1x1xf32>
    %expand_shape_141 = memref.expand_shape %2 [[0, 1, 2]] output_shape [512, 1, 1] : memref<512xf32> into memref<512x1x1xf32>
    %alloc_142 = memref.alloc() {alignment = 64 : i64} : memref<1x512x1x1xf32>
    gpu.launch_func  @main_kernel_93::@main_kernel blocks in (%c1, %c64, %c1) threads in (%c32, %c8, %c1)  args(%alloc_142 : memref<1x512x1x1xf32>)
    gpu.launch_func  @main_kernel_94::@main_kernel blocks in (%c1, %c64, %c1) threads in (%c32, %c8, %c1)  args(%alloc_110 : memref<1x512x2x2xf32>, %expand_shape_139 : memref<512x1x1xf32>, %expand_shape_138 : memref<512x1x1xf32>, %expand_shape_140 : memref<512x1x1xf32>, %expand_shape_141 : memref<512x1x1xf32>, %alloc_128 : memref<1x512x2x2xf32>, %alloc_142 : memref<1x512x1x1xf32>)
    %alloc_143 = memref.alloc() {alignment = 64 : i64} : memref<1x1000xf32>
    gpu.launch_func  @main_kernel_95::@main_kernel blocks in (%c1, %c125, %c1) threads in (%c32, %c8, %c1)  args(%alloc_143 : memref<1x1000xf32>)
    %expand_shape_144 = memref.expand_shape %1 [[0], [1, 2, 3]] output_shape [1000, 512, 1, 1] : memref<1000x512xf32> into memref<1000x512x1x1xf32>
    gpu.launch_func  @main_kernel_96::@main_kernel blocks in (%c1, %c125, %c1) threads in (%c32, %c8, %c1)  args(%alloc_142 : memref<1x512x1x1xf32>, %expand_shape_144 : memref<1000x512x1x1xf32>, %alloc_143 : memref<1x1000xf32>)
    gpu.launch_func  @main_kernel_97::@main_kernel blocks in (%c1, %c125, %c1) threads in (%c32, %c8, %c1)  args(%alloc_143 : memref<1x1000xf32>, %0 : memref<1000xf32>)
    memref.dealloc %alloc : memref<1x3x70x70xf32>
    memref.dealloc %alloc_0 : memref<1x64x32x32xf32>
    memref.dealloc %alloc_4 : memref<1x64x34x34xf32>
    memref.dealloc %alloc_6 : memref<1x64x16x16xf32>
    memref.dealloc %alloc_7 : memref<1x64x16x16xf32>
    memref.dealloc %alloc_8 : memref<1x64x18x18xf32>
    memref.dealloc %alloc_10 : memref<1x64x16x16xf32>
    memref.dealloc %alloc_11 : memref<1x64x16x16xf32>
    memref.dealloc %alloc_16 : memref<1x64x18x18xf32>
    memref.dealloc %alloc_18 : memref<1x64x16x16xf32>
    memref.dealloc %alloc_23 : memref<1x64x16x16xf32>
    memref.dealloc %alloc_24 : memref<1x64x18x18xf32>
    memref.dealloc %alloc_26 : memref<1x64x16x16xf32>
    memref.dealloc %alloc_31 : memref<1x64x18x18xf32>
    memref.dealloc %alloc_37 : memref<1x64x18x18xf32>
    memref.dealloc %alloc_39 : memref<1x128x8x8xf32>
    memref.dealloc %alloc_40 : memref<1x128x8x8xf32>
    memref.dealloc %alloc_41 : memref<1x128x8x8xf32>
    memref.dealloc %alloc_46 : memref<1x128x10x10xf32>
    memref.dealloc %alloc_48 : memref<1x128x8x8xf32>
    memref.dealloc %alloc_53 : memref<1x128x8x8xf32>
    memref.dealloc %alloc_58 : memref<1x128x8x8xf32>
    memref.dealloc %alloc_59 : memref<1x128x10x10xf32>
    memref.dealloc %alloc_61 : memref<1x128x8x8xf32>
    memref.dealloc %alloc_66 : memref<1x128x10x10xf32>
    memref.dealloc %alloc_72 : memref<1x128x10x10xf32>
    memref.dealloc %alloc_74 : memref<1x256x4x4xf32>
    memref.dealloc %alloc_75 : memref<1x256x4x4xf32>
    memref.dealloc %alloc_76 : memref<1x256x4x4xf32>
    memref.dealloc %alloc_81 : memref<1x256x6x6xf32>
    memref.dealloc %alloc_83 : memref<1x256x4x4xf32>
    memref.dealloc %alloc_88 : memref<1x256x4x4xf32>
    memref.dealloc %alloc_93 : memref<1x256x4x4xf32>
    memref.dealloc %alloc_94 : memref<1x256x6x6xf32>
    memref.dealloc %alloc_96 : memref<1x256x4x4xf32>
    memref.dealloc %alloc_101 : memref<1x256x6x6xf32>
    memref.dealloc %alloc_107 : memref<1x256x6x6xf32>
    memref.dealloc %alloc_109 : memref<1x512x2x2xf32>
    memref.dealloc %alloc_110 : memref<1x512x2x2xf32>
    memref.dealloc %alloc_111 : memref<1x512x2x2xf32>
    memref.dealloc %alloc_116 : memref<1x512x4x4xf32>
    memref.dealloc %alloc_118 : memref<1x512x2x2xf32>
    memref.dealloc %alloc_123 : memref<1x512x2x2xf32>
    memref.dealloc %alloc_128 : memref<1x512x2x2xf32>
    memref.dealloc %alloc_129 : memref<1x512x4x4xf32>
    memref.dealloc %alloc_131 : memref<1x512x2x2xf32>
    memref.dealloc %alloc_136 : memref<1x512x4x4xf32>
    memref.dealloc %alloc_142 : memref<1x512x1x1xf32>
    return %alloc_143 : memref<1x1000xf32>
  }
  gpu.module @main_kernel {
    gpu.func @main_kernel(%arg0: memref<1x3x70x70xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 70>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c70 = arith.constant 70 : index
      %c3 = arith.constant 3 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg1 = %c0 to %c70 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c3 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c70 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg1, %c70 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          memref.store %cst, %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg1] : memref<1x3x70x70xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_0 {
    gpu.func @main_kernel(%arg0: memref<1x3x64x64xf32>, %arg1: memref<1x3x64x64xf32, strided<[14700, 4900, 70, 1], offset: 213>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 1, 64>} {
      %c0 = arith.constant 0 : index
      %c64 = arith.constant 64 : index
      %c3 = arith.constant 3 : index
      %c1 = arith.constant 1 : index
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      scf.for %arg2 = %c0 to %c64 step %c1 {
        %0 = arith.cmpi ult, %thread_id_x, %c1 : index
        %1 = arith.cmpi ult, %thread_id_y, %c3 : index
        %2 = arith.andi %0, %1 : i1
        %3 = arith.cmpi ult, %block_id_z, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %arg2, %c64 : index
        %6 = arith.andi %4, %5 : i1
        scf.if %6 {
          %7 = memref.load %arg0[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x3x64x64xf32>
          memref.store %7, %arg1[%thread_id_x, %thread_id_y, %block_id_z, %arg2] : memref<1x3x64x64xf32, strided<[14700, 4900, 70, 1], offset: 213>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_1 {
    gpu.func @main_kernel(%arg0: memref<1x64x32x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 32>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c32 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c32 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c32 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x64x32x32xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_2 {
    gpu.func @main_kernel(%arg0: memref<1x3x70x70xf32>, %arg1: memref<64x3x7x7xf32>, %arg2: memref<1x64x32x32xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 32>} {
      %c3 = arith.constant 3 : index
      %c7 = arith.constant 7 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c32 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c32 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c32 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c3 step %c1 {
            scf.for %arg5 = %c0 to %c7 step %c1 {
              scf.for %arg6 = %c0 to %c7 step %c1 {
                %9 = arith.muli %block_id_z, %c2 overflow<nsw> : index
                %10 = arith.addi %9, %arg5 : index
                %11 = arith.muli %arg3, %c2 overflow<nsw> : index
                %12 = arith.addi %11, %arg6 : index
                %13 = memref.load %arg0[%thread_id_x, %arg4, %10, %12] : memref<1x3x70x70xf32>
                %14 = memref.load %arg1[%1, %arg4, %arg5, %arg6] : memref<64x3x7x7xf32>
                %15 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x64x32x32xf32>
                %16 = arith.mulf %13, %14 : f32
                %17 = arith.addf %15, %16 : f32
                memref.store %17, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x64x32x32xf32>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_3 {
    gpu.func @main_kernel(%arg0: memref<1x64x32x32xf32>, %arg1: memref<64x1x1xf32>, %arg2: memref<64x1x1xf32>, %arg3: memref<64x1x1xf32>, %arg4: memref<64x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 32>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-05 : f64
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg5 = %c0 to %c32 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c32 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg5, %c32 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg5] : memref<1x64x32x32xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<64x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<64x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<64x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<64x1x1xf32>
          %14 = arith.truncf %cst_1 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_0, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.cmpf ugt, %21, %cst : f32
          %23 = arith.select %22, %21, %cst : f32
          memref.store %23, %arg0[%thread_id_x, %1, %block_id_z, %arg5] : memref<1x64x32x32xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_4 {
    gpu.func @main_kernel(%arg0: memref<1x64x34x34xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 34>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0xFF800000 : f32
      %c34 = arith.constant 34 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c34 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c34 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c34 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x64x34x34xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_5 {
    gpu.func @main_kernel(%arg0: memref<1x64x32x32xf32>, %arg1: memref<1x64x32x32xf32, strided<[73984, 1156, 34, 1], offset: 35>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 32>} {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c32 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c32 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c32 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x64x32x32xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x64x32x32xf32, strided<[73984, 1156, 34, 1], offset: 35>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_6 {
    gpu.func @main_kernel(%arg0: memref<1x64x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 16>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0xFF800000 : f32
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x64x16x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_7 {
    gpu.func @main_kernel(%arg0: memref<1x64x34x34xf32>, %arg1: memref<1x64x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 16>} {
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg3 = %c0 to %c3 step %c1 {
            scf.for %arg4 = %c0 to %c3 step %c1 {
              %9 = arith.muli %block_id_z, %c2 overflow<nsw> : index
              %10 = arith.addi %9, %arg3 : index
              %11 = arith.muli %arg2, %c2 overflow<nsw> : index
              %12 = arith.addi %11, %arg4 : index
              %13 = memref.load %arg0[%thread_id_x, %1, %10, %12] : memref<1x64x34x34xf32>
              %14 = memref.load %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x64x16x16xf32>
              %15 = arith.maximumf %14, %13 : f32
              memref.store %15, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x64x16x16xf32>
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_8 {
    gpu.func @main_kernel(%arg0: memref<1x64x18x18xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 18>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c18 = arith.constant 18 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c18 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c18 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c18 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x64x18x18xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_9 {
    gpu.func @main_kernel(%arg0: memref<1x64x16x16xf32>, %arg1: memref<1x64x16x16xf32, strided<[20736, 324, 18, 1], offset: 19>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 16>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x64x16x16xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x64x16x16xf32, strided<[20736, 324, 18, 1], offset: 19>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_10 {
    gpu.func @main_kernel(%arg0: memref<1x64x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 16>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x64x16x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_11 {
    gpu.func @main_kernel(%arg0: memref<1x64x16x16xf32>, %arg1: memref<1x64x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 16>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x64x16x16xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x64x16x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_12 {
    gpu.func @main_kernel(%arg0: memref<1x64x18x18xf32>, %arg1: memref<64x64x3x3xf32>, %arg2: memref<1x64x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 16>} {
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c64 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %9 = arith.addi %block_id_z, %arg5 : index
                %10 = arith.addi %arg3, %arg6 : index
                %11 = memref.load %arg0[%thread_id_x, %arg4, %9, %10] : memref<1x64x18x18xf32>
                %12 = memref.load %arg1[%1, %arg4, %arg5, %arg6] : memref<64x64x3x3xf32>
                %13 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x64x16x16xf32>
                %14 = arith.mulf %11, %12 : f32
                %15 = arith.addf %13, %14 : f32
                memref.store %15, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x64x16x16xf32>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_13 {
    gpu.func @main_kernel(%arg0: memref<1x64x16x16xf32>, %arg1: memref<64x1x1xf32>, %arg2: memref<64x1x1xf32>, %arg3: memref<64x1x1xf32>, %arg4: memref<64x1x1xf32>, %arg5: memref<1x64x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 16>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-05 : f64
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x64x16x16xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<64x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<64x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<64x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<64x1x1xf32>
          %14 = arith.truncf %cst_1 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_0, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.cmpf ugt, %21, %cst : f32
          %23 = arith.select %22, %21, %cst : f32
          memref.store %23, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x64x16x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_14 {
    gpu.func @main_kernel(%arg0: memref<1x64x18x18xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 18>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c18 = arith.constant 18 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c18 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c18 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c18 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x64x18x18xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_15 {
    gpu.func @main_kernel(%arg0: memref<1x64x16x16xf32>, %arg1: memref<1x64x16x16xf32, strided<[20736, 324, 18, 1], offset: 19>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 16>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x64x16x16xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x64x16x16xf32, strided<[20736, 324, 18, 1], offset: 19>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_16 {
    gpu.func @main_kernel(%arg0: memref<1x64x16x16xf32>, %arg1: memref<1x64x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 16>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x64x16x16xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x64x16x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_17 {
    gpu.func @main_kernel(%arg0: memref<1x64x18x18xf32>, %arg1: memref<64x64x3x3xf32>, %arg2: memref<1x64x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 16>} {
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c64 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %9 = arith.addi %block_id_z, %arg5 : index
                %10 = arith.addi %arg3, %arg6 : index
                %11 = memref.load %arg0[%thread_id_x, %arg4, %9, %10] : memref<1x64x18x18xf32>
                %12 = memref.load %arg1[%1, %arg4, %arg5, %arg6] : memref<64x64x3x3xf32>
                %13 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x64x16x16xf32>
                %14 = arith.mulf %11, %12 : f32
                %15 = arith.addf %13, %14 : f32
                memref.store %15, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x64x16x16xf32>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_18 {
    gpu.func @main_kernel(%arg0: memref<1x64x16x16xf32>, %arg1: memref<64x1x1xf32>, %arg2: memref<64x1x1xf32>, %arg3: memref<64x1x1xf32>, %arg4: memref<64x1x1xf32>, %arg5: memref<1x64x16x16xf32>, %arg6: memref<1x64x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 16>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-05 : f64
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg7 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg7, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg7] : memref<1x64x16x16xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<64x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<64x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<64x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<64x1x1xf32>
          %14 = memref.load %arg5[%thread_id_x, %1, %block_id_z, %arg7] : memref<1x64x16x16xf32>
          %15 = arith.truncf %cst_1 : f64 to f32
          %16 = arith.addf %11, %15 : f32
          %17 = math.sqrt %16 : f32
          %18 = arith.divf %cst_0, %17 : f32
          %19 = arith.subf %9, %10 : f32
          %20 = arith.mulf %19, %18 : f32
          %21 = arith.mulf %20, %12 : f32
          %22 = arith.addf %21, %13 : f32
          %23 = arith.addf %22, %14 : f32
          %24 = arith.cmpf ugt, %23, %cst : f32
          %25 = arith.select %24, %23, %cst : f32
          memref.store %25, %arg6[%thread_id_x, %1, %block_id_z, %arg7] : memref<1x64x16x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_19 {
    gpu.func @main_kernel(%arg0: memref<1x64x18x18xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 18>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c18 = arith.constant 18 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c18 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c18 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c18 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x64x18x18xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_20 {
    gpu.func @main_kernel(%arg0: memref<1x64x16x16xf32>, %arg1: memref<1x64x16x16xf32, strided<[20736, 324, 18, 1], offset: 19>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 16>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x64x16x16xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x64x16x16xf32, strided<[20736, 324, 18, 1], offset: 19>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_21 {
    gpu.func @main_kernel(%arg0: memref<1x64x16x16xf32>, %arg1: memref<1x64x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 16>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x64x16x16xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x64x16x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_22 {
    gpu.func @main_kernel(%arg0: memref<1x64x18x18xf32>, %arg1: memref<64x64x3x3xf32>, %arg2: memref<1x64x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 16>} {
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c64 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %9 = arith.addi %block_id_z, %arg5 : index
                %10 = arith.addi %arg3, %arg6 : index
                %11 = memref.load %arg0[%thread_id_x, %arg4, %9, %10] : memref<1x64x18x18xf32>
                %12 = memref.load %arg1[%1, %arg4, %arg5, %arg6] : memref<64x64x3x3xf32>
                %13 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x64x16x16xf32>
                %14 = arith.mulf %11, %12 : f32
                %15 = arith.addf %13, %14 : f32
                memref.store %15, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x64x16x16xf32>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_23 {
    gpu.func @main_kernel(%arg0: memref<1x64x16x16xf32>, %arg1: memref<64x1x1xf32>, %arg2: memref<64x1x1xf32>, %arg3: memref<64x1x1xf32>, %arg4: memref<64x1x1xf32>, %arg5: memref<1x64x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 16>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-05 : f64
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x64x16x16xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<64x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<64x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<64x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<64x1x1xf32>
          %14 = arith.truncf %cst_1 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_0, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.cmpf ugt, %21, %cst : f32
          %23 = arith.select %22, %21, %cst : f32
          memref.store %23, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x64x16x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_24 {
    gpu.func @main_kernel(%arg0: memref<1x64x18x18xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 18>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c18 = arith.constant 18 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c18 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c18 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c18 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x64x18x18xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_25 {
    gpu.func @main_kernel(%arg0: memref<1x64x16x16xf32>, %arg1: memref<1x64x16x16xf32, strided<[20736, 324, 18, 1], offset: 19>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 16>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x64x16x16xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x64x16x16xf32, strided<[20736, 324, 18, 1], offset: 19>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_26 {
    gpu.func @main_kernel(%arg0: memref<1x64x18x18xf32>, %arg1: memref<64x64x3x3xf32>, %arg2: memref<1x64x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 16>} {
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c64 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %9 = arith.addi %block_id_z, %arg5 : index
                %10 = arith.addi %arg3, %arg6 : index
                %11 = memref.load %arg0[%thread_id_x, %arg4, %9, %10] : memref<1x64x18x18xf32>
                %12 = memref.load %arg1[%1, %arg4, %arg5, %arg6] : memref<64x64x3x3xf32>
                %13 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x64x16x16xf32>
                %14 = arith.mulf %11, %12 : f32
                %15 = arith.addf %13, %14 : f32
                memref.store %15, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x64x16x16xf32>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_27 {
    gpu.func @main_kernel(%arg0: memref<1x64x16x16xf32>, %arg1: memref<64x1x1xf32>, %arg2: memref<64x1x1xf32>, %arg3: memref<64x1x1xf32>, %arg4: memref<64x1x1xf32>, %arg5: memref<1x64x16x16xf32>, %arg6: memref<1x64x16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 16>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-05 : f64
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg7 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg7, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg7] : memref<1x64x16x16xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<64x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<64x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<64x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<64x1x1xf32>
          %14 = memref.load %arg5[%thread_id_x, %1, %block_id_z, %arg7] : memref<1x64x16x16xf32>
          %15 = arith.truncf %cst_1 : f64 to f32
          %16 = arith.addf %11, %15 : f32
          %17 = math.sqrt %16 : f32
          %18 = arith.divf %cst_0, %17 : f32
          %19 = arith.subf %9, %10 : f32
          %20 = arith.mulf %19, %18 : f32
          %21 = arith.mulf %20, %12 : f32
          %22 = arith.addf %21, %13 : f32
          %23 = arith.addf %22, %14 : f32
          %24 = arith.cmpf ugt, %23, %cst : f32
          %25 = arith.select %24, %23, %cst : f32
          memref.store %25, %arg6[%thread_id_x, %1, %block_id_z, %arg7] : memref<1x64x16x16xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_28 {
    gpu.func @main_kernel(%arg0: memref<1x64x18x18xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 18>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c18 = arith.constant 18 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c18 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c18 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c18 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x64x18x18xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_29 {
    gpu.func @main_kernel(%arg0: memref<1x64x16x16xf32>, %arg1: memref<1x64x16x16xf32, strided<[20736, 324, 18, 1], offset: 19>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 8, 16>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c64 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c16 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c16 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x64x16x16xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x64x16x16xf32, strided<[20736, 324, 18, 1], offset: 19>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_30 {
    gpu.func @main_kernel(%arg0: memref<1x128x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 8>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x128x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_31 {
    gpu.func @main_kernel(%arg0: memref<1x128x8x8xf32>, %arg1: memref<1x128x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 8>} {
      %c0 = arith.constant 0 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x128x8x8xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x128x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_32 {
    gpu.func @main_kernel(%arg0: memref<1x64x18x18xf32>, %arg1: memref<128x64x3x3xf32>, %arg2: memref<1x128x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 8>} {
      %c64 = arith.constant 64 : index
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c64 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %9 = arith.muli %block_id_z, %c2 overflow<nsw> : index
                %10 = arith.addi %9, %arg5 : index
                %11 = arith.muli %arg3, %c2 overflow<nsw> : index
                %12 = arith.addi %11, %arg6 : index
                %13 = memref.load %arg0[%thread_id_x, %arg4, %10, %12] : memref<1x64x18x18xf32>
                %14 = memref.load %arg1[%1, %arg4, %arg5, %arg6] : memref<128x64x3x3xf32>
                %15 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x128x8x8xf32>
                %16 = arith.mulf %13, %14 : f32
                %17 = arith.addf %15, %16 : f32
                memref.store %17, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x128x8x8xf32>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_33 {
    gpu.func @main_kernel(%arg0: memref<1x128x8x8xf32>, %arg1: memref<128x1x1xf32>, %arg2: memref<128x1x1xf32>, %arg3: memref<128x1x1xf32>, %arg4: memref<128x1x1xf32>, %arg5: memref<1x128x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 8>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-05 : f64
      %c0 = arith.constant 0 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x128x8x8xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<128x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<128x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<128x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<128x1x1xf32>
          %14 = arith.truncf %cst_1 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_0, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.cmpf ugt, %21, %cst : f32
          %23 = arith.select %22, %21, %cst : f32
          memref.store %23, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x128x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_34 {
    gpu.func @main_kernel(%arg0: memref<1x128x10x10xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 10>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c10 = arith.constant 10 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c10 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c10 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c10 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x128x10x10xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_35 {
    gpu.func @main_kernel(%arg0: memref<1x128x8x8xf32>, %arg1: memref<1x128x8x8xf32, strided<[12800, 100, 10, 1], offset: 11>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 8>} {
      %c0 = arith.constant 0 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x128x8x8xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x128x8x8xf32, strided<[12800, 100, 10, 1], offset: 11>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_36 {
    gpu.func @main_kernel(%arg0: memref<1x128x8x8xf32>, %arg1: memref<1x128x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 8>} {
      %c0 = arith.constant 0 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x128x8x8xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x128x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_37 {
    gpu.func @main_kernel(%arg0: memref<1x128x10x10xf32>, %arg1: memref<128x128x3x3xf32>, %arg2: memref<1x128x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 8>} {
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c128 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %9 = arith.addi %block_id_z, %arg5 : index
                %10 = arith.addi %arg3, %arg6 : index
                %11 = memref.load %arg0[%thread_id_x, %arg4, %9, %10] : memref<1x128x10x10xf32>
                %12 = memref.load %arg1[%1, %arg4, %arg5, %arg6] : memref<128x128x3x3xf32>
                %13 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x128x8x8xf32>
                %14 = arith.mulf %11, %12 : f32
                %15 = arith.addf %13, %14 : f32
                memref.store %15, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x128x8x8xf32>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_38 {
    gpu.func @main_kernel(%arg0: memref<1x128x8x8xf32>, %arg1: memref<1x128x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 8>} {
      %c0 = arith.constant 0 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x128x8x8xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x128x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_39 {
    gpu.func @main_kernel(%arg0: memref<1x64x16x16xf32>, %arg1: memref<128x64x1x1xf32>, %arg2: memref<1x128x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 8>} {
      %c64 = arith.constant 64 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c64 step %c1 {
            %9 = arith.muli %block_id_z, %c2 overflow<nsw> : index
            %10 = arith.muli %arg3, %c2 overflow<nsw> : index
            %11 = memref.load %arg0[%thread_id_x, %arg4, %9, %10] : memref<1x64x16x16xf32>
            %12 = memref.load %arg1[%1, %arg4, %c0, %c0] : memref<128x64x1x1xf32>
            %13 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x128x8x8xf32>
            %14 = arith.mulf %11, %12 : f32
            %15 = arith.addf %13, %14 : f32
            memref.store %15, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x128x8x8xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_40 {
    gpu.func @main_kernel(%arg0: memref<1x128x8x8xf32>, %arg1: memref<128x1x1xf32>, %arg2: memref<128x1x1xf32>, %arg3: memref<128x1x1xf32>, %arg4: memref<128x1x1xf32>, %arg5: memref<1x128x8x8xf32>, %arg6: memref<128x1x1xf32>, %arg7: memref<128x1x1xf32>, %arg8: memref<128x1x1xf32>, %arg9: memref<128x1x1xf32>, %arg10: memref<1x128x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 8>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-05 : f64
      %c0 = arith.constant 0 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg11 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg11, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg11] : memref<1x128x8x8xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<128x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<128x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<128x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<128x1x1xf32>
          %14 = memref.load %arg5[%thread_id_x, %1, %block_id_z, %arg11] : memref<1x128x8x8xf32>
          %15 = memref.load %arg6[%1, %c0, %c0] : memref<128x1x1xf32>
          %16 = memref.load %arg7[%1, %c0, %c0] : memref<128x1x1xf32>
          %17 = memref.load %arg8[%1, %c0, %c0] : memref<128x1x1xf32>
          %18 = memref.load %arg9[%1, %c0, %c0] : memref<128x1x1xf32>
          %19 = arith.truncf %cst_1 : f64 to f32
          %20 = arith.addf %16, %19 : f32
          %21 = math.sqrt %20 : f32
          %22 = arith.divf %cst_0, %21 : f32
          %23 = arith.subf %14, %15 : f32
          %24 = arith.mulf %23, %22 : f32
          %25 = arith.mulf %24, %17 : f32
          %26 = arith.addf %25, %18 : f32
          %27 = arith.addf %11, %19 : f32
          %28 = math.sqrt %27 : f32
          %29 = arith.divf %cst_0, %28 : f32
          %30 = arith.subf %9, %10 : f32
          %31 = arith.mulf %30, %29 : f32
          %32 = arith.mulf %31, %12 : f32
          %33 = arith.addf %32, %13 : f32
          %34 = arith.addf %33, %26 : f32
          %35 = arith.cmpf ugt, %34, %cst : f32
          %36 = arith.select %35, %34, %cst : f32
          memref.store %36, %arg10[%thread_id_x, %1, %block_id_z, %arg11] : memref<1x128x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_41 {
    gpu.func @main_kernel(%arg0: memref<1x128x10x10xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 10>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c10 = arith.constant 10 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c10 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c10 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c10 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x128x10x10xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_42 {
    gpu.func @main_kernel(%arg0: memref<1x128x8x8xf32>, %arg1: memref<1x128x8x8xf32, strided<[12800, 100, 10, 1], offset: 11>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 8>} {
      %c0 = arith.constant 0 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x128x8x8xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x128x8x8xf32, strided<[12800, 100, 10, 1], offset: 11>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_43 {
    gpu.func @main_kernel(%arg0: memref<1x128x8x8xf32>, %arg1: memref<1x128x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 8>} {
      %c0 = arith.constant 0 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x128x8x8xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x128x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_44 {
    gpu.func @main_kernel(%arg0: memref<1x128x10x10xf32>, %arg1: memref<128x128x3x3xf32>, %arg2: memref<1x128x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 8>} {
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c128 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %9 = arith.addi %block_id_z, %arg5 : index
                %10 = arith.addi %arg3, %arg6 : index
                %11 = memref.load %arg0[%thread_id_x, %arg4, %9, %10] : memref<1x128x10x10xf32>
                %12 = memref.load %arg1[%1, %arg4, %arg5, %arg6] : memref<128x128x3x3xf32>
                %13 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x128x8x8xf32>
                %14 = arith.mulf %11, %12 : f32
                %15 = arith.addf %13, %14 : f32
                memref.store %15, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x128x8x8xf32>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_45 {
    gpu.func @main_kernel(%arg0: memref<1x128x8x8xf32>, %arg1: memref<128x1x1xf32>, %arg2: memref<128x1x1xf32>, %arg3: memref<128x1x1xf32>, %arg4: memref<128x1x1xf32>, %arg5: memref<1x128x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 8>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-05 : f64
      %c0 = arith.constant 0 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x128x8x8xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<128x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<128x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<128x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<128x1x1xf32>
          %14 = arith.truncf %cst_1 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_0, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.cmpf ugt, %21, %cst : f32
          %23 = arith.select %22, %21, %cst : f32
          memref.store %23, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x128x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_46 {
    gpu.func @main_kernel(%arg0: memref<1x128x10x10xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 10>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c10 = arith.constant 10 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c10 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c10 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c10 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x128x10x10xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_47 {
    gpu.func @main_kernel(%arg0: memref<1x128x8x8xf32>, %arg1: memref<1x128x8x8xf32, strided<[12800, 100, 10, 1], offset: 11>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 8>} {
      %c0 = arith.constant 0 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x128x8x8xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x128x8x8xf32, strided<[12800, 100, 10, 1], offset: 11>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_48 {
    gpu.func @main_kernel(%arg0: memref<1x128x10x10xf32>, %arg1: memref<128x128x3x3xf32>, %arg2: memref<1x128x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 8>} {
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c128 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %9 = arith.addi %block_id_z, %arg5 : index
                %10 = arith.addi %arg3, %arg6 : index
                %11 = memref.load %arg0[%thread_id_x, %arg4, %9, %10] : memref<1x128x10x10xf32>
                %12 = memref.load %arg1[%1, %arg4, %arg5, %arg6] : memref<128x128x3x3xf32>
                %13 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x128x8x8xf32>
                %14 = arith.mulf %11, %12 : f32
                %15 = arith.addf %13, %14 : f32
                memref.store %15, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x128x8x8xf32>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_49 {
    gpu.func @main_kernel(%arg0: memref<1x128x8x8xf32>, %arg1: memref<128x1x1xf32>, %arg2: memref<128x1x1xf32>, %arg3: memref<128x1x1xf32>, %arg4: memref<128x1x1xf32>, %arg5: memref<1x128x8x8xf32>, %arg6: memref<1x128x8x8xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 8>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-05 : f64
      %c0 = arith.constant 0 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg7 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg7, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg7] : memref<1x128x8x8xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<128x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<128x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<128x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<128x1x1xf32>
          %14 = memref.load %arg5[%thread_id_x, %1, %block_id_z, %arg7] : memref<1x128x8x8xf32>
          %15 = arith.truncf %cst_1 : f64 to f32
          %16 = arith.addf %11, %15 : f32
          %17 = math.sqrt %16 : f32
          %18 = arith.divf %cst_0, %17 : f32
          %19 = arith.subf %9, %10 : f32
          %20 = arith.mulf %19, %18 : f32
          %21 = arith.mulf %20, %12 : f32
          %22 = arith.addf %21, %13 : f32
          %23 = arith.addf %22, %14 : f32
          %24 = arith.cmpf ugt, %23, %cst : f32
          %25 = arith.select %24, %23, %cst : f32
          memref.store %25, %arg6[%thread_id_x, %1, %block_id_z, %arg7] : memref<1x128x8x8xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_50 {
    gpu.func @main_kernel(%arg0: memref<1x128x10x10xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 10>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c10 = arith.constant 10 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c10 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c10 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c10 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x128x10x10xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_51 {
    gpu.func @main_kernel(%arg0: memref<1x128x8x8xf32>, %arg1: memref<1x128x8x8xf32, strided<[12800, 100, 10, 1], offset: 11>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 16, 8>} {
      %c0 = arith.constant 0 : index
      %c128 = arith.constant 128 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c8 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c128 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c8 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c8 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x128x8x8xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x128x8x8xf32, strided<[12800, 100, 10, 1], offset: 11>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_52 {
    gpu.func @main_kernel(%arg0: memref<1x256x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 4>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c4 = arith.constant 4 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x256x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_53 {
    gpu.func @main_kernel(%arg0: memref<1x256x4x4xf32>, %arg1: memref<1x256x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x256x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x256x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_54 {
    gpu.func @main_kernel(%arg0: memref<1x128x10x10xf32>, %arg1: memref<256x128x3x3xf32>, %arg2: memref<1x256x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 4>} {
      %c128 = arith.constant 128 : index
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c128 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %9 = arith.muli %block_id_z, %c2 overflow<nsw> : index
                %10 = arith.addi %9, %arg5 : index
                %11 = arith.muli %arg3, %c2 overflow<nsw> : index
                %12 = arith.addi %11, %arg6 : index
                %13 = memref.load %arg0[%thread_id_x, %arg4, %10, %12] : memref<1x128x10x10xf32>
                %14 = memref.load %arg1[%1, %arg4, %arg5, %arg6] : memref<256x128x3x3xf32>
                %15 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x256x4x4xf32>
                %16 = arith.mulf %13, %14 : f32
                %17 = arith.addf %15, %16 : f32
                memref.store %17, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x256x4x4xf32>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_55 {
    gpu.func @main_kernel(%arg0: memref<1x256x4x4xf32>, %arg1: memref<256x1x1xf32>, %arg2: memref<256x1x1xf32>, %arg3: memref<256x1x1xf32>, %arg4: memref<256x1x1xf32>, %arg5: memref<1x256x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 4>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-05 : f64
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x256x4x4xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<256x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<256x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<256x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<256x1x1xf32>
          %14 = arith.truncf %cst_1 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_0, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.cmpf ugt, %21, %cst : f32
          %23 = arith.select %22, %21, %cst : f32
          memref.store %23, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x256x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_56 {
    gpu.func @main_kernel(%arg0: memref<1x256x6x6xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 6>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c6 = arith.constant 6 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c6 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c6 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c6 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x256x6x6xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_57 {
    gpu.func @main_kernel(%arg0: memref<1x256x4x4xf32>, %arg1: memref<1x256x4x4xf32, strided<[9216, 36, 6, 1], offset: 7>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x256x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x256x4x4xf32, strided<[9216, 36, 6, 1], offset: 7>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_58 {
    gpu.func @main_kernel(%arg0: memref<1x256x4x4xf32>, %arg1: memref<1x256x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x256x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x256x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_59 {
    gpu.func @main_kernel(%arg0: memref<1x256x6x6xf32>, %arg1: memref<256x256x3x3xf32>, %arg2: memref<1x256x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 4>} {
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c256 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %9 = arith.addi %block_id_z, %arg5 : index
                %10 = arith.addi %arg3, %arg6 : index
                %11 = memref.load %arg0[%thread_id_x, %arg4, %9, %10] : memref<1x256x6x6xf32>
                %12 = memref.load %arg1[%1, %arg4, %arg5, %arg6] : memref<256x256x3x3xf32>
                %13 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x256x4x4xf32>
                %14 = arith.mulf %11, %12 : f32
                %15 = arith.addf %13, %14 : f32
                memref.store %15, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x256x4x4xf32>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_60 {
    gpu.func @main_kernel(%arg0: memref<1x256x4x4xf32>, %arg1: memref<1x256x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x256x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x256x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_61 {
    gpu.func @main_kernel(%arg0: memref<1x128x8x8xf32>, %arg1: memref<256x128x1x1xf32>, %arg2: memref<1x256x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 4>} {
      %c128 = arith.constant 128 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c128 step %c1 {
            %9 = arith.muli %block_id_z, %c2 overflow<nsw> : index
            %10 = arith.muli %arg3, %c2 overflow<nsw> : index
            %11 = memref.load %arg0[%thread_id_x, %arg4, %9, %10] : memref<1x128x8x8xf32>
            %12 = memref.load %arg1[%1, %arg4, %c0, %c0] : memref<256x128x1x1xf32>
            %13 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x256x4x4xf32>
            %14 = arith.mulf %11, %12 : f32
            %15 = arith.addf %13, %14 : f32
            memref.store %15, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x256x4x4xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_62 {
    gpu.func @main_kernel(%arg0: memref<1x256x4x4xf32>, %arg1: memref<256x1x1xf32>, %arg2: memref<256x1x1xf32>, %arg3: memref<256x1x1xf32>, %arg4: memref<256x1x1xf32>, %arg5: memref<1x256x4x4xf32>, %arg6: memref<256x1x1xf32>, %arg7: memref<256x1x1xf32>, %arg8: memref<256x1x1xf32>, %arg9: memref<256x1x1xf32>, %arg10: memref<1x256x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 4>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-05 : f64
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg11 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg11, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg11] : memref<1x256x4x4xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<256x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<256x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<256x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<256x1x1xf32>
          %14 = memref.load %arg5[%thread_id_x, %1, %block_id_z, %arg11] : memref<1x256x4x4xf32>
          %15 = memref.load %arg6[%1, %c0, %c0] : memref<256x1x1xf32>
          %16 = memref.load %arg7[%1, %c0, %c0] : memref<256x1x1xf32>
          %17 = memref.load %arg8[%1, %c0, %c0] : memref<256x1x1xf32>
          %18 = memref.load %arg9[%1, %c0, %c0] : memref<256x1x1xf32>
          %19 = arith.truncf %cst_1 : f64 to f32
          %20 = arith.addf %16, %19 : f32
          %21 = math.sqrt %20 : f32
          %22 = arith.divf %cst_0, %21 : f32
          %23 = arith.subf %14, %15 : f32
          %24 = arith.mulf %23, %22 : f32
          %25 = arith.mulf %24, %17 : f32
          %26 = arith.addf %25, %18 : f32
          %27 = arith.addf %11, %19 : f32
          %28 = math.sqrt %27 : f32
          %29 = arith.divf %cst_0, %28 : f32
          %30 = arith.subf %9, %10 : f32
          %31 = arith.mulf %30, %29 : f32
          %32 = arith.mulf %31, %12 : f32
          %33 = arith.addf %32, %13 : f32
          %34 = arith.addf %33, %26 : f32
          %35 = arith.cmpf ugt, %34, %cst : f32
          %36 = arith.select %35, %34, %cst : f32
          memref.store %36, %arg10[%thread_id_x, %1, %block_id_z, %arg11] : memref<1x256x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_63 {
    gpu.func @main_kernel(%arg0: memref<1x256x6x6xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 6>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c6 = arith.constant 6 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c6 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c6 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c6 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x256x6x6xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_64 {
    gpu.func @main_kernel(%arg0: memref<1x256x4x4xf32>, %arg1: memref<1x256x4x4xf32, strided<[9216, 36, 6, 1], offset: 7>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x256x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x256x4x4xf32, strided<[9216, 36, 6, 1], offset: 7>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_65 {
    gpu.func @main_kernel(%arg0: memref<1x256x4x4xf32>, %arg1: memref<1x256x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x256x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x256x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_66 {
    gpu.func @main_kernel(%arg0: memref<1x256x6x6xf32>, %arg1: memref<256x256x3x3xf32>, %arg2: memref<1x256x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 4>} {
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c256 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %9 = arith.addi %block_id_z, %arg5 : index
                %10 = arith.addi %arg3, %arg6 : index
                %11 = memref.load %arg0[%thread_id_x, %arg4, %9, %10] : memref<1x256x6x6xf32>
                %12 = memref.load %arg1[%1, %arg4, %arg5, %arg6] : memref<256x256x3x3xf32>
                %13 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x256x4x4xf32>
                %14 = arith.mulf %11, %12 : f32
                %15 = arith.addf %13, %14 : f32
                memref.store %15, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x256x4x4xf32>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_67 {
    gpu.func @main_kernel(%arg0: memref<1x256x4x4xf32>, %arg1: memref<256x1x1xf32>, %arg2: memref<256x1x1xf32>, %arg3: memref<256x1x1xf32>, %arg4: memref<256x1x1xf32>, %arg5: memref<1x256x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 4>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-05 : f64
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x256x4x4xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<256x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<256x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<256x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<256x1x1xf32>
          %14 = arith.truncf %cst_1 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_0, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.cmpf ugt, %21, %cst : f32
          %23 = arith.select %22, %21, %cst : f32
          memref.store %23, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x256x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_68 {
    gpu.func @main_kernel(%arg0: memref<1x256x6x6xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 6>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c6 = arith.constant 6 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c6 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c6 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c6 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x256x6x6xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_69 {
    gpu.func @main_kernel(%arg0: memref<1x256x4x4xf32>, %arg1: memref<1x256x4x4xf32, strided<[9216, 36, 6, 1], offset: 7>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x256x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x256x4x4xf32, strided<[9216, 36, 6, 1], offset: 7>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_70 {
    gpu.func @main_kernel(%arg0: memref<1x256x6x6xf32>, %arg1: memref<256x256x3x3xf32>, %arg2: memref<1x256x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 4>} {
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c256 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %9 = arith.addi %block_id_z, %arg5 : index
                %10 = arith.addi %arg3, %arg6 : index
                %11 = memref.load %arg0[%thread_id_x, %arg4, %9, %10] : memref<1x256x6x6xf32>
                %12 = memref.load %arg1[%1, %arg4, %arg5, %arg6] : memref<256x256x3x3xf32>
                %13 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x256x4x4xf32>
                %14 = arith.mulf %11, %12 : f32
                %15 = arith.addf %13, %14 : f32
                memref.store %15, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x256x4x4xf32>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_71 {
    gpu.func @main_kernel(%arg0: memref<1x256x4x4xf32>, %arg1: memref<256x1x1xf32>, %arg2: memref<256x1x1xf32>, %arg3: memref<256x1x1xf32>, %arg4: memref<256x1x1xf32>, %arg5: memref<1x256x4x4xf32>, %arg6: memref<1x256x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 4>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-05 : f64
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg7 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg7, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg7] : memref<1x256x4x4xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<256x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<256x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<256x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<256x1x1xf32>
          %14 = memref.load %arg5[%thread_id_x, %1, %block_id_z, %arg7] : memref<1x256x4x4xf32>
          %15 = arith.truncf %cst_1 : f64 to f32
          %16 = arith.addf %11, %15 : f32
          %17 = math.sqrt %16 : f32
          %18 = arith.divf %cst_0, %17 : f32
          %19 = arith.subf %9, %10 : f32
          %20 = arith.mulf %19, %18 : f32
          %21 = arith.mulf %20, %12 : f32
          %22 = arith.addf %21, %13 : f32
          %23 = arith.addf %22, %14 : f32
          %24 = arith.cmpf ugt, %23, %cst : f32
          %25 = arith.select %24, %23, %cst : f32
          memref.store %25, %arg6[%thread_id_x, %1, %block_id_z, %arg7] : memref<1x256x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_72 {
    gpu.func @main_kernel(%arg0: memref<1x256x6x6xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 6>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c6 = arith.constant 6 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c6 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c6 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c6 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x256x6x6xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_73 {
    gpu.func @main_kernel(%arg0: memref<1x256x4x4xf32>, %arg1: memref<1x256x4x4xf32, strided<[9216, 36, 6, 1], offset: 7>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 32, 4>} {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c256 = arith.constant 256 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c256 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x256x4x4xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x256x4x4xf32, strided<[9216, 36, 6, 1], offset: 7>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_74 {
    gpu.func @main_kernel(%arg0: memref<1x512x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 2>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c2 = arith.constant 2 : index
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c512 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x512x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_75 {
    gpu.func @main_kernel(%arg0: memref<1x512x2x2xf32>, %arg1: memref<1x512x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 2>} {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c512 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x512x2x2xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x512x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_76 {
    gpu.func @main_kernel(%arg0: memref<1x256x6x6xf32>, %arg1: memref<512x256x3x3xf32>, %arg2: memref<1x512x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 2>} {
      %c256 = arith.constant 256 : index
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c512 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c256 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %9 = arith.muli %block_id_z, %c2 overflow<nsw> : index
                %10 = arith.addi %9, %arg5 : index
                %11 = arith.muli %arg3, %c2 overflow<nsw> : index
                %12 = arith.addi %11, %arg6 : index
                %13 = memref.load %arg0[%thread_id_x, %arg4, %10, %12] : memref<1x256x6x6xf32>
                %14 = memref.load %arg1[%1, %arg4, %arg5, %arg6] : memref<512x256x3x3xf32>
                %15 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x512x2x2xf32>
                %16 = arith.mulf %13, %14 : f32
                %17 = arith.addf %15, %16 : f32
                memref.store %17, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x512x2x2xf32>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_77 {
    gpu.func @main_kernel(%arg0: memref<1x512x2x2xf32>, %arg1: memref<512x1x1xf32>, %arg2: memref<512x1x1xf32>, %arg3: memref<512x1x1xf32>, %arg4: memref<512x1x1xf32>, %arg5: memref<1x512x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 2>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-05 : f64
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c512 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x512x2x2xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<512x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<512x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<512x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<512x1x1xf32>
          %14 = arith.truncf %cst_1 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_0, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.cmpf ugt, %21, %cst : f32
          %23 = arith.select %22, %21, %cst : f32
          memref.store %23, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x512x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_78 {
    gpu.func @main_kernel(%arg0: memref<1x512x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 4>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c4 = arith.constant 4 : index
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c512 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x512x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_79 {
    gpu.func @main_kernel(%arg0: memref<1x512x2x2xf32>, %arg1: memref<1x512x2x2xf32, strided<[8192, 16, 4, 1], offset: 5>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 2>} {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c512 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x512x2x2xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x512x2x2xf32, strided<[8192, 16, 4, 1], offset: 5>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_80 {
    gpu.func @main_kernel(%arg0: memref<1x512x2x2xf32>, %arg1: memref<1x512x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 2>} {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c512 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x512x2x2xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x512x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_81 {
    gpu.func @main_kernel(%arg0: memref<1x512x4x4xf32>, %arg1: memref<512x512x3x3xf32>, %arg2: memref<1x512x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 2>} {
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c512 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c512 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %9 = arith.addi %block_id_z, %arg5 : index
                %10 = arith.addi %arg3, %arg6 : index
                %11 = memref.load %arg0[%thread_id_x, %arg4, %9, %10] : memref<1x512x4x4xf32>
                %12 = memref.load %arg1[%1, %arg4, %arg5, %arg6] : memref<512x512x3x3xf32>
                %13 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x512x2x2xf32>
                %14 = arith.mulf %11, %12 : f32
                %15 = arith.addf %13, %14 : f32
                memref.store %15, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x512x2x2xf32>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_82 {
    gpu.func @main_kernel(%arg0: memref<1x512x2x2xf32>, %arg1: memref<1x512x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 2>} {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c512 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x512x2x2xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x512x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_83 {
    gpu.func @main_kernel(%arg0: memref<1x256x4x4xf32>, %arg1: memref<512x256x1x1xf32>, %arg2: memref<1x512x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 2>} {
      %c256 = arith.constant 256 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c512 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c256 step %c1 {
            %9 = arith.muli %block_id_z, %c2 overflow<nsw> : index
            %10 = arith.muli %arg3, %c2 overflow<nsw> : index
            %11 = memref.load %arg0[%thread_id_x, %arg4, %9, %10] : memref<1x256x4x4xf32>
            %12 = memref.load %arg1[%1, %arg4, %c0, %c0] : memref<512x256x1x1xf32>
            %13 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x512x2x2xf32>
            %14 = arith.mulf %11, %12 : f32
            %15 = arith.addf %13, %14 : f32
            memref.store %15, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x512x2x2xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_84 {
    gpu.func @main_kernel(%arg0: memref<1x512x2x2xf32>, %arg1: memref<512x1x1xf32>, %arg2: memref<512x1x1xf32>, %arg3: memref<512x1x1xf32>, %arg4: memref<512x1x1xf32>, %arg5: memref<1x512x2x2xf32>, %arg6: memref<512x1x1xf32>, %arg7: memref<512x1x1xf32>, %arg8: memref<512x1x1xf32>, %arg9: memref<512x1x1xf32>, %arg10: memref<1x512x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 2>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-05 : f64
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg11 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c512 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg11, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg11] : memref<1x512x2x2xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<512x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<512x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<512x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<512x1x1xf32>
          %14 = memref.load %arg5[%thread_id_x, %1, %block_id_z, %arg11] : memref<1x512x2x2xf32>
          %15 = memref.load %arg6[%1, %c0, %c0] : memref<512x1x1xf32>
          %16 = memref.load %arg7[%1, %c0, %c0] : memref<512x1x1xf32>
          %17 = memref.load %arg8[%1, %c0, %c0] : memref<512x1x1xf32>
          %18 = memref.load %arg9[%1, %c0, %c0] : memref<512x1x1xf32>
          %19 = arith.truncf %cst_1 : f64 to f32
          %20 = arith.addf %16, %19 : f32
          %21 = math.sqrt %20 : f32
          %22 = arith.divf %cst_0, %21 : f32
          %23 = arith.subf %14, %15 : f32
          %24 = arith.mulf %23, %22 : f32
          %25 = arith.mulf %24, %17 : f32
          %26 = arith.addf %25, %18 : f32
          %27 = arith.addf %11, %19 : f32
          %28 = math.sqrt %27 : f32
          %29 = arith.divf %cst_0, %28 : f32
          %30 = arith.subf %9, %10 : f32
          %31 = arith.mulf %30, %29 : f32
          %32 = arith.mulf %31, %12 : f32
          %33 = arith.addf %32, %13 : f32
          %34 = arith.addf %33, %26 : f32
          %35 = arith.cmpf ugt, %34, %cst : f32
          %36 = arith.select %35, %34, %cst : f32
          memref.store %36, %arg10[%thread_id_x, %1, %block_id_z, %arg11] : memref<1x512x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_85 {
    gpu.func @main_kernel(%arg0: memref<1x512x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 4>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c4 = arith.constant 4 : index
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c512 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x512x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_86 {
    gpu.func @main_kernel(%arg0: memref<1x512x2x2xf32>, %arg1: memref<1x512x2x2xf32, strided<[8192, 16, 4, 1], offset: 5>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 2>} {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c512 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x512x2x2xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x512x2x2xf32, strided<[8192, 16, 4, 1], offset: 5>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_87 {
    gpu.func @main_kernel(%arg0: memref<1x512x2x2xf32>, %arg1: memref<1x512x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 2>} {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c512 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x512x2x2xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x512x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_88 {
    gpu.func @main_kernel(%arg0: memref<1x512x4x4xf32>, %arg1: memref<512x512x3x3xf32>, %arg2: memref<1x512x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 2>} {
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c512 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c512 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %9 = arith.addi %block_id_z, %arg5 : index
                %10 = arith.addi %arg3, %arg6 : index
                %11 = memref.load %arg0[%thread_id_x, %arg4, %9, %10] : memref<1x512x4x4xf32>
                %12 = memref.load %arg1[%1, %arg4, %arg5, %arg6] : memref<512x512x3x3xf32>
                %13 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x512x2x2xf32>
                %14 = arith.mulf %11, %12 : f32
                %15 = arith.addf %13, %14 : f32
                memref.store %15, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x512x2x2xf32>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_89 {
    gpu.func @main_kernel(%arg0: memref<1x512x2x2xf32>, %arg1: memref<512x1x1xf32>, %arg2: memref<512x1x1xf32>, %arg3: memref<512x1x1xf32>, %arg4: memref<512x1x1xf32>, %arg5: memref<1x512x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 2>} {
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-05 : f64
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg6 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c512 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg6, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x512x2x2xf32>
          %10 = memref.load %arg1[%1, %c0, %c0] : memref<512x1x1xf32>
          %11 = memref.load %arg2[%1, %c0, %c0] : memref<512x1x1xf32>
          %12 = memref.load %arg3[%1, %c0, %c0] : memref<512x1x1xf32>
          %13 = memref.load %arg4[%1, %c0, %c0] : memref<512x1x1xf32>
          %14 = arith.truncf %cst_1 : f64 to f32
          %15 = arith.addf %11, %14 : f32
          %16 = math.sqrt %15 : f32
          %17 = arith.divf %cst_0, %16 : f32
          %18 = arith.subf %9, %10 : f32
          %19 = arith.mulf %18, %17 : f32
          %20 = arith.mulf %19, %12 : f32
          %21 = arith.addf %20, %13 : f32
          %22 = arith.cmpf ugt, %21, %cst : f32
          %23 = arith.select %22, %21, %cst : f32
          memref.store %23, %arg5[%thread_id_x, %1, %block_id_z, %arg6] : memref<1x512x2x2xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_90 {
    gpu.func @main_kernel(%arg0: memref<1x512x4x4xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 4>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c4 = arith.constant 4 : index
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg1 = %c0 to %c4 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c512 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c4 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg1, %c4 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          memref.store %cst, %arg0[%thread_id_x, %1, %block_id_z, %arg1] : memref<1x512x4x4xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_91 {
    gpu.func @main_kernel(%arg0: memref<1x512x2x2xf32>, %arg1: memref<1x512x2x2xf32, strided<[8192, 16, 4, 1], offset: 5>>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 2>} {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg2 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c512 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg2, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          %9 = memref.load %arg0[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x512x2x2xf32>
          memref.store %9, %arg1[%thread_id_x, %1, %block_id_z, %arg2] : memref<1x512x2x2xf32, strided<[8192, 16, 4, 1], offset: 5>>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_92 {
    gpu.func @main_kernel(%arg0: memref<1x512x4x4xf32>, %arg1: memref<512x512x3x3xf32>, %arg2: memref<1x512x2x2xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 2>} {
      %c3 = arith.constant 3 : index
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %block_id_z = gpu.block_id z
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      scf.for %arg3 = %c0 to %c2 step %c1 {
        %1 = arith.addi %thread_id_y, %0 : index
        %2 = arith.cmpi ult, %thread_id_x, %c1 : index
        %3 = arith.cmpi ult, %1, %c512 : index
        %4 = arith.andi %2, %3 : i1
        %5 = arith.cmpi ult, %block_id_z, %c2 : index
        %6 = arith.andi %4, %5 : i1
        %7 = arith.cmpi ult, %arg3, %c2 : index
        %8 = arith.andi %6, %7 : i1
        scf.if %8 {
          scf.for %arg4 = %c0 to %c512 step %c1 {
            scf.for %arg5 = %c0 to %c3 step %c1 {
              scf.for %arg6 = %c0 to %c3 step %c1 {
                %9 = arith.addi %block_id_z, %arg5 : index
                %10 = arith.addi %arg3, %arg6 : index
                %11 = memref.load %arg0[%thread_id_x, %arg4, %9, %10] : memref<1x512x4x4xf32>
                %12 = memref.load %arg1[%1, %arg4, %arg5, %arg6] : memref<512x512x3x3xf32>
                %13 = memref.load %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x512x2x2xf32>
                %14 = arith.mulf %11, %12 : f32
                %15 = arith.addf %13, %14 : f32
                memref.store %15, %arg2[%thread_id_x, %1, %block_id_z, %arg3] : memref<1x512x2x2xf32>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_93 {
    gpu.func @main_kernel(%arg0: memref<1x512x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 1>} {
      %c0 = arith.constant 0 : index
      %cst = arith.constant 0.000000e+00 : f32
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c512 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %1, %c0, %c0] : memref<1x512x1x1xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_94 {
    gpu.func @main_kernel(%arg0: memref<1x512x2x2xf32>, %arg1: memref<512x1x1xf32>, %arg2: memref<512x1x1xf32>, %arg3: memref<512x1x1xf32>, %arg4: memref<512x1x1xf32>, %arg5: memref<1x512x2x2xf32>, %arg6: memref<1x512x1x1xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 64, 1>} {
      %c2 = arith.constant 2 : index
      %cst = arith.constant 0.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 1.000000e-05 : f64
      %c0 = arith.constant 0 : index
      %c512 = arith.constant 512 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c512 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg7 = %c0 to %c2 step %c1 {
          scf.for %arg8 = %c0 to %c2 step %c1 {
            %5 = memref.load %arg0[%thread_id_x, %1, %arg7, %arg8] : memref<1x512x2x2xf32>
            %6 = memref.load %arg1[%1, %c0, %c0] : memref<512x1x1xf32>
            %7 = memref.load %arg2[%1, %c0, %c0] : memref<512x1x1xf32>
            %8 = memref.load %arg3[%1, %c0, %c0] : memref<512x1x1xf32>
            %9 = memref.load %arg4[%1, %c0, %c0] : memref<512x1x1xf32>
            %10 = memref.load %arg5[%thread_id_x, %1, %arg7, %arg8] : memref<1x512x2x2xf32>
            %11 = memref.load %arg6[%thread_id_x, %1, %c0, %c0] : memref<1x512x1x1xf32>
            %12 = arith.truncf %cst_1 : f64 to f32
            %13 = arith.addf %7, %12 : f32
            %14 = math.sqrt %13 : f32
            %15 = arith.divf %cst_0, %14 : f32
            %16 = arith.subf %5, %6 : f32
            %17 = arith.mulf %16, %15 : f32
            %18 = arith.mulf %17, %8 : f32
            %19 = arith.addf %18, %9 : f32
            %20 = arith.addf %19, %10 : f32
            %21 = arith.cmpf ugt, %20, %cst : f32
            %22 = arith.select %21, %20, %cst : f32
            %23 = arith.addf %22, %11 : f32
            memref.store %23, %arg6[%thread_id_x, %1, %c0, %c0] : memref<1x512x1x1xf32>
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_95 {
    gpu.func @main_kernel(%arg0: memref<1x1000xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 125, 1>} {
      %cst = arith.constant 0.000000e+00 : f32
      %c1000 = arith.constant 1000 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c1000 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        memref.store %cst, %arg0[%thread_id_x, %1] : memref<1x1000xf32>
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_96 {
    gpu.func @main_kernel(%arg0: memref<1x512x1x1xf32>, %arg1: memref<1000x512x1x1xf32>, %arg2: memref<1x1000xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 125, 1>} {
      %c512 = arith.constant 512 : index
      %cst = arith.constant 4.000000e+00 : f32
      %c0 = arith.constant 0 : index
      %c1000 = arith.constant 1000 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c1000 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        scf.for %arg3 = %c0 to %c512 step %c1 {
          %5 = memref.load %arg0[%thread_id_x, %arg3, %c0, %c0] : memref<1x512x1x1xf32>
          %6 = memref.load %arg1[%1, %arg3, %c0, %c0] : memref<1000x512x1x1xf32>
          %7 = memref.load %arg2[%thread_id_x, %1] : memref<1x1000xf32>
          %8 = arith.divf %5, %cst : f32
          %9 = arith.mulf %8, %6 : f32
          %10 = arith.addf %7, %9 : f32
          memref.store %10, %arg2[%thread_id_x, %1] : memref<1x1000xf32>
        }
      }
      gpu.return
    }
  }
  gpu.module @main_kernel_97 {
    gpu.func @main_kernel(%arg0: memref<1x1000xf32>, %arg1: memref<1000xf32>) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: 1, 125, 1>} {
      %c1000 = arith.constant 1000 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %block_id_y = gpu.block_id y
      %thread_id_x = gpu.thread_id x
      %thread_id_y = gpu.thread_id y
      %0 = arith.muli %block_id_y, %c8 overflow<nsw> : index
      %1 = arith.addi %thread_id_y, %0 : index
      %2 = arith.cmpi ult, %thread_id_x, %c1 : index
      %3 = arith.cmpi ult, %1, %c1000 : index
      %4 = arith.andi %2, %3 : i1
      scf.if %4 {
        %5 = memref.load %arg0[%thread_id_x, %1] : memref<1x1000xf32>
        %6 = memref.load %arg1[%1] : memref<1000xf32>
        %7 = arith.addf %5, %6 : f32
        memref.store %7, %arg0[%thread_id_x, %1] : memref<1x1000xf32>
      }
      gpu.return
    }
  }
}
// irlower-stages: fx_graph=f56db956b090 torch_mlir=9d761a138fb2 linalg_on_tensors_mlir=71425b281748
