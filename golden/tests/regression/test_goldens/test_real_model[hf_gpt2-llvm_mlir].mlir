module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global private constant @__constant_64x32xf32(dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32x32xf32_19(dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_18(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_17(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x96xf32_16(dense_resource<torch_tensor_32_96_torch.float32> : tensor<32x96xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<96 x f32>>
  llvm.mlir.global private constant @__constant_96xf32_15(dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<96 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_14(dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_13(dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_12(dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_11(dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x128xf32_10(dense_resource<torch_tensor_32_128_torch.float32> : tensor<32x128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<128 x f32>>
  llvm.mlir.global private constant @__constant_128xf32_9(dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128x32xf32_8(dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_7(dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_6(dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_5(dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x96xf32(dense_resource<torch_tensor_32_96_torch.float32_1> : tensor<32x96xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<96 x f32>>
  llvm.mlir.global private constant @__constant_96xf32(dense_resource<torch_tensor_96_torch.float32_1> : tensor<96xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<96 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32(dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_4(dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_3(dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_2(dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x128xf32(dense_resource<torch_tensor_32_128_torch.float32_1> : tensor<32x128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<128 x f32>>
  llvm.mlir.global private constant @__constant_128xf32(dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128x32xf32(dense_resource<torch_tensor_128_32_torch.float32_1> : tensor<128x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_1(dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_0(dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.func @main(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8 = llvm.mlir.constant(1.44269502 : f32) : f32
    %9 = llvm.mlir.constant(-2.000000e+00 : f32) : f32
    %10 = llvm.mlir.constant(128 : index) : i64
    %11 = llvm.mlir.constant(16 : index) : i64
    %12 = llvm.mlir.constant(2 : index) : i64
    %13 = llvm.mlir.constant(96 : index) : i64
    %14 = llvm.mlir.constant(32 : index) : i64
    %15 = llvm.mlir.constant(8 : index) : i64
    %16 = llvm.mlir.constant(1 : index) : i64
    %17 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %18 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %19 = llvm.mlir.constant(2.500000e-01 : f32) : f32
    %20 = llvm.mlir.constant(3.200000e+01 : f32) : f32
    %21 = llvm.mlir.constant(3.200000e+01 : f64) : f64
    %22 = llvm.mlir.constant(1.000000e-05 : f64) : f64
    %23 = llvm.mlir.constant(4.471500e-02 : f64) : f64
    %24 = llvm.mlir.constant(0.79788456080286541 : f64) : f64
    %25 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %26 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %27 = llvm.mlir.constant(0 : index) : i64
    %28 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
    %29 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %30 = llvm.mlir.constant(0 : i64) : i64
    %31 = llvm.mlir.constant(1 : i64) : i64
    %32 = llvm.mlir.constant(8 : i64) : i64
    %33 = llvm.mlir.constant(32 : index) : i64
    %34 = llvm.mlir.constant(1 : index) : i64
    %35 = llvm.mlir.zero : !llvm.ptr
    %36 = llvm.getelementptr %35[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %37 = llvm.ptrtoint %36 : !llvm.ptr to i64
    %38 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
    %39 = llvm.getelementptr %38[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %40 = llvm.mlir.constant(3735928559 : index) : i64
    %41 = llvm.inttoptr %40 : i64 to !llvm.ptr
    %42 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %43 = llvm.insertvalue %41, %42[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %44 = llvm.insertvalue %39, %43[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %45 = llvm.mlir.constant(0 : index) : i64
    %46 = llvm.insertvalue %45, %44[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %47 = llvm.insertvalue %33, %46[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %48 = llvm.insertvalue %34, %47[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %49 = llvm.mlir.constant(32 : index) : i64
    %50 = llvm.mlir.constant(1 : index) : i64
    %51 = llvm.mlir.zero : !llvm.ptr
    %52 = llvm.getelementptr %51[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %53 = llvm.ptrtoint %52 : !llvm.ptr to i64
    %54 = llvm.mlir.addressof @__constant_32xf32_0 : !llvm.ptr
    %55 = llvm.getelementptr %54[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %56 = llvm.mlir.constant(3735928559 : index) : i64
    %57 = llvm.inttoptr %56 : i64 to !llvm.ptr
    %58 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %59 = llvm.insertvalue %57, %58[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %60 = llvm.insertvalue %55, %59[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %61 = llvm.mlir.constant(0 : index) : i64
    %62 = llvm.insertvalue %61, %60[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %63 = llvm.insertvalue %49, %62[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %64 = llvm.insertvalue %50, %63[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %65 = llvm.mlir.constant(32 : index) : i64
    %66 = llvm.mlir.constant(1 : index) : i64
    %67 = llvm.mlir.zero : !llvm.ptr
    %68 = llvm.getelementptr %67[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %69 = llvm.ptrtoint %68 : !llvm.ptr to i64
    %70 = llvm.mlir.addressof @__constant_32xf32_1 : !llvm.ptr
    %71 = llvm.getelementptr %70[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %72 = llvm.mlir.constant(3735928559 : index) : i64
    %73 = llvm.inttoptr %72 : i64 to !llvm.ptr
    %74 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %75 = llvm.insertvalue %73, %74[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %76 = llvm.insertvalue %71, %75[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %77 = llvm.mlir.constant(0 : index) : i64
    %78 = llvm.insertvalue %77, %76[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %79 = llvm.insertvalue %65, %78[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %80 = llvm.insertvalue %66, %79[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %81 = llvm.mlir.constant(128 : index) : i64
    %82 = llvm.mlir.constant(32 : index) : i64
    %83 = llvm.mlir.constant(1 : index) : i64
    %84 = llvm.mlir.constant(4096 : index) : i64
    %85 = llvm.mlir.zero : !llvm.ptr
    %86 = llvm.getelementptr %85[%84] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %87 = llvm.ptrtoint %86 : !llvm.ptr to i64
    %88 = llvm.mlir.addressof @__constant_128x32xf32 : !llvm.ptr
    %89 = llvm.getelementptr %88[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x array<32 x f32>>
    %90 = llvm.mlir.constant(3735928559 : index) : i64
    %91 = llvm.inttoptr %90 : i64 to !llvm.ptr
    %92 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %93 = llvm.insertvalue %91, %92[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %94 = llvm.insertvalue %89, %93[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %95 = llvm.mlir.constant(0 : index) : i64
    %96 = llvm.insertvalue %95, %94[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %97 = llvm.insertvalue %81, %96[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %98 = llvm.insertvalue %82, %97[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %99 = llvm.insertvalue %82, %98[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %100 = llvm.insertvalue %83, %99[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %101 = llvm.mlir.constant(128 : index) : i64
    %102 = llvm.mlir.constant(1 : index) : i64
    %103 = llvm.mlir.zero : !llvm.ptr
    %104 = llvm.getelementptr %103[%101] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %105 = llvm.ptrtoint %104 : !llvm.ptr to i64
    %106 = llvm.mlir.addressof @__constant_128xf32 : !llvm.ptr
    %107 = llvm.getelementptr %106[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %108 = llvm.mlir.constant(3735928559 : index) : i64
    %109 = llvm.inttoptr %108 : i64 to !llvm.ptr
    %110 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %111 = llvm.insertvalue %109, %110[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %112 = llvm.insertvalue %107, %111[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %113 = llvm.mlir.constant(0 : index) : i64
    %114 = llvm.insertvalue %113, %112[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %115 = llvm.insertvalue %101, %114[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %116 = llvm.insertvalue %102, %115[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %117 = llvm.mlir.constant(32 : index) : i64
    %118 = llvm.mlir.constant(128 : index) : i64
    %119 = llvm.mlir.constant(1 : index) : i64
    %120 = llvm.mlir.constant(4096 : index) : i64
    %121 = llvm.mlir.zero : !llvm.ptr
    %122 = llvm.getelementptr %121[%120] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %123 = llvm.ptrtoint %122 : !llvm.ptr to i64
    %124 = llvm.mlir.addressof @__constant_32x128xf32 : !llvm.ptr
    %125 = llvm.getelementptr %124[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<128 x f32>>
    %126 = llvm.mlir.constant(3735928559 : index) : i64
    %127 = llvm.inttoptr %126 : i64 to !llvm.ptr
    %128 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %129 = llvm.insertvalue %127, %128[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %130 = llvm.insertvalue %125, %129[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %131 = llvm.mlir.constant(0 : index) : i64
    %132 = llvm.insertvalue %131, %130[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %133 = llvm.insertvalue %117, %132[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %134 = llvm.insertvalue %118, %133[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %135 = llvm.insertvalue %118, %134[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %136 = llvm.insertvalue %119, %135[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %137 = llvm.mlir.constant(32 : index) : i64
    %138 = llvm.mlir.constant(1 : index) : i64
    %139 = llvm.mlir.zero : !llvm.ptr
    %140 = llvm.getelementptr %139[%137] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %141 = llvm.ptrtoint %140 : !llvm.ptr to i64
    %142 = llvm.mlir.addressof @__constant_32xf32_2 : !llvm.ptr
    %143 = llvm.getelementptr %142[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %144 = llvm.mlir.constant(3735928559 : index) : i64
    %145 = llvm.inttoptr %144 : i64 to !llvm.ptr
    %146 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %147 = llvm.insertvalue %145, %146[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %148 = llvm.insertvalue %143, %147[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %149 = llvm.mlir.constant(0 : index) : i64
    %150 = llvm.insertvalue %149, %148[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %151 = llvm.insertvalue %137, %150[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %152 = llvm.insertvalue %138, %151[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %153 = llvm.mlir.constant(32 : index) : i64
    %154 = llvm.mlir.constant(1 : index) : i64
    %155 = llvm.mlir.zero : !llvm.ptr
    %156 = llvm.getelementptr %155[%153] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %157 = llvm.ptrtoint %156 : !llvm.ptr to i64
    %158 = llvm.mlir.addressof @__constant_32xf32_3 : !llvm.ptr
    %159 = llvm.getelementptr %158[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %160 = llvm.mlir.constant(3735928559 : index) : i64
    %161 = llvm.inttoptr %160 : i64 to !llvm.ptr
    %162 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %163 = llvm.insertvalue %161, %162[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %164 = llvm.insertvalue %159, %163[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %165 = llvm.mlir.constant(0 : index) : i64
    %166 = llvm.insertvalue %165, %164[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %167 = llvm.insertvalue %153, %166[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %168 = llvm.insertvalue %154, %167[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %169 = llvm.mlir.constant(32 : index) : i64
    %170 = llvm.mlir.constant(1 : index) : i64
    %171 = llvm.mlir.zero : !llvm.ptr
    %172 = llvm.getelementptr %171[%169] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %173 = llvm.ptrtoint %172 : !llvm.ptr to i64
    %174 = llvm.mlir.addressof @__constant_32xf32_4 : !llvm.ptr
    %175 = llvm.getelementptr %174[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %176 = llvm.mlir.constant(3735928559 : index) : i64
    %177 = llvm.inttoptr %176 : i64 to !llvm.ptr
    %178 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %179 = llvm.insertvalue %177, %178[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %180 = llvm.insertvalue %175, %179[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %181 = llvm.mlir.constant(0 : index) : i64
    %182 = llvm.insertvalue %181, %180[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %183 = llvm.insertvalue %169, %182[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %184 = llvm.insertvalue %170, %183[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %185 = llvm.mlir.constant(32 : index) : i64
    %186 = llvm.mlir.constant(32 : index) : i64
    %187 = llvm.mlir.constant(1 : index) : i64
    %188 = llvm.mlir.constant(1024 : index) : i64
    %189 = llvm.mlir.zero : !llvm.ptr
    %190 = llvm.getelementptr %189[%188] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %191 = llvm.ptrtoint %190 : !llvm.ptr to i64
    %192 = llvm.mlir.addressof @__constant_32x32xf32 : !llvm.ptr
    %193 = llvm.getelementptr %192[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %194 = llvm.mlir.constant(3735928559 : index) : i64
    %195 = llvm.inttoptr %194 : i64 to !llvm.ptr
    %196 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %197 = llvm.insertvalue %195, %196[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %198 = llvm.insertvalue %193, %197[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %199 = llvm.mlir.constant(0 : index) : i64
    %200 = llvm.insertvalue %199, %198[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %201 = llvm.insertvalue %185, %200[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %202 = llvm.insertvalue %186, %201[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %203 = llvm.insertvalue %186, %202[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %204 = llvm.insertvalue %187, %203[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %205 = llvm.mlir.constant(96 : index) : i64
    %206 = llvm.mlir.constant(1 : index) : i64
    %207 = llvm.mlir.zero : !llvm.ptr
    %208 = llvm.getelementptr %207[%205] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %209 = llvm.ptrtoint %208 : !llvm.ptr to i64
    %210 = llvm.mlir.addressof @__constant_96xf32 : !llvm.ptr
    %211 = llvm.getelementptr %210[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<96 x f32>
    %212 = llvm.mlir.constant(3735928559 : index) : i64
    %213 = llvm.inttoptr %212 : i64 to !llvm.ptr
    %214 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %215 = llvm.insertvalue %213, %214[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %216 = llvm.insertvalue %211, %215[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %217 = llvm.mlir.constant(0 : index) : i64
    %218 = llvm.insertvalue %217, %216[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %219 = llvm.insertvalue %205, %218[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %220 = llvm.insertvalue %206, %219[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %221 = llvm.mlir.constant(32 : index) : i64
    %222 = llvm.mlir.constant(96 : index) : i64
    %223 = llvm.mlir.constant(1 : index) : i64
    %224 = llvm.mlir.constant(3072 : index) : i64
    %225 = llvm.mlir.zero : !llvm.ptr
    %226 = llvm.getelementptr %225[%224] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %227 = llvm.ptrtoint %226 : !llvm.ptr to i64
    %228 = llvm.mlir.addressof @__constant_32x96xf32 : !llvm.ptr
    %229 = llvm.getelementptr %228[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<96 x f32>>
    %230 = llvm.mlir.constant(3735928559 : index) : i64
    %231 = llvm.inttoptr %230 : i64 to !llvm.ptr
    %232 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %233 = llvm.insertvalue %231, %232[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %234 = llvm.insertvalue %229, %233[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %235 = llvm.mlir.constant(0 : index) : i64
    %236 = llvm.insertvalue %235, %234[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %237 = llvm.insertvalue %221, %236[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %238 = llvm.insertvalue %222, %237[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %239 = llvm.insertvalue %222, %238[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %240 = llvm.insertvalue %223, %239[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %241 = llvm.mlir.constant(32 : index) : i64
    %242 = llvm.mlir.constant(1 : index) : i64
    %243 = llvm.mlir.zero : !llvm.ptr
    %244 = llvm.getelementptr %243[%241] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %245 = llvm.ptrtoint %244 : !llvm.ptr to i64
    %246 = llvm.mlir.addressof @__constant_32xf32_5 : !llvm.ptr
    %247 = llvm.getelementptr %246[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %248 = llvm.mlir.constant(3735928559 : index) : i64
    %249 = llvm.inttoptr %248 : i64 to !llvm.ptr
    %250 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %251 = llvm.insertvalue %249, %250[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %252 = llvm.insertvalue %247, %251[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %253 = llvm.mlir.constant(0 : index) : i64
    %254 = llvm.insertvalue %253, %252[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %255 = llvm.insertvalue %241, %254[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %256 = llvm.insertvalue %242, %255[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %257 = llvm.mlir.constant(32 : index) : i64
    %258 = llvm.mlir.constant(1 : index) : i64
    %259 = llvm.mlir.zero : !llvm.ptr
    %260 = llvm.getelementptr %259[%257] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %261 = llvm.ptrtoint %260 : !llvm.ptr to i64
    %262 = llvm.mlir.addressof @__constant_32xf32_6 : !llvm.ptr
    %263 = llvm.getelementptr %262[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %264 = llvm.mlir.constant(3735928559 : index) : i64
    %265 = llvm.inttoptr %264 : i64 to !llvm.ptr
    %266 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %267 = llvm.insertvalue %265, %266[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %268 = llvm.insertvalue %263, %267[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %269 = llvm.mlir.constant(0 : index) : i64
    %270 = llvm.insertvalue %269, %268[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %271 = llvm.insertvalue %257, %270[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %272 = llvm.insertvalue %258, %271[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %273 = llvm.mlir.constant(32 : index) : i64
    %274 = llvm.mlir.constant(1 : index) : i64
    %275 = llvm.mlir.zero : !llvm.ptr
    %276 = llvm.getelementptr %275[%273] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %277 = llvm.ptrtoint %276 : !llvm.ptr to i64
    %278 = llvm.mlir.addressof @__constant_32xf32_7 : !llvm.ptr
    %279 = llvm.getelementptr %278[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %280 = llvm.mlir.constant(3735928559 : index) : i64
    %281 = llvm.inttoptr %280 : i64 to !llvm.ptr
    %282 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %283 = llvm.insertvalue %281, %282[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %284 = llvm.insertvalue %279, %283[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %285 = llvm.mlir.constant(0 : index) : i64
    %286 = llvm.insertvalue %285, %284[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %287 = llvm.insertvalue %273, %286[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %288 = llvm.insertvalue %274, %287[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %289 = llvm.mlir.constant(128 : index) : i64
    %290 = llvm.mlir.constant(32 : index) : i64
    %291 = llvm.mlir.constant(1 : index) : i64
    %292 = llvm.mlir.constant(4096 : index) : i64
    %293 = llvm.mlir.zero : !llvm.ptr
    %294 = llvm.getelementptr %293[%292] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %295 = llvm.ptrtoint %294 : !llvm.ptr to i64
    %296 = llvm.mlir.addressof @__constant_128x32xf32_8 : !llvm.ptr
    %297 = llvm.getelementptr %296[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x array<32 x f32>>
    %298 = llvm.mlir.constant(3735928559 : index) : i64
    %299 = llvm.inttoptr %298 : i64 to !llvm.ptr
    %300 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %301 = llvm.insertvalue %299, %300[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %302 = llvm.insertvalue %297, %301[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %303 = llvm.mlir.constant(0 : index) : i64
    %304 = llvm.insertvalue %303, %302[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %305 = llvm.insertvalue %289, %304[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %306 = llvm.insertvalue %290, %305[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %307 = llvm.insertvalue %290, %306[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %308 = llvm.insertvalue %291, %307[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %309 = llvm.mlir.constant(128 : index) : i64
    %310 = llvm.mlir.constant(1 : index) : i64
    %311 = llvm.mlir.zero : !llvm.ptr
    %312 = llvm.getelementptr %311[%309] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %313 = llvm.ptrtoint %312 : !llvm.ptr to i64
    %314 = llvm.mlir.addressof @__constant_128xf32_9 : !llvm.ptr
    %315 = llvm.getelementptr %314[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %316 = llvm.mlir.constant(3735928559 : index) : i64
    %317 = llvm.inttoptr %316 : i64 to !llvm.ptr
    %318 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %319 = llvm.insertvalue %317, %318[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %320 = llvm.insertvalue %315, %319[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %321 = llvm.mlir.constant(0 : index) : i64
    %322 = llvm.insertvalue %321, %320[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %323 = llvm.insertvalue %309, %322[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %324 = llvm.insertvalue %310, %323[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %325 = llvm.mlir.constant(32 : index) : i64
    %326 = llvm.mlir.constant(128 : index) : i64
    %327 = llvm.mlir.constant(1 : index) : i64
    %328 = llvm.mlir.constant(4096 : index) : i64
    %329 = llvm.mlir.zero : !llvm.ptr
    %330 = llvm.getelementptr %329[%328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %331 = llvm.ptrtoint %330 : !llvm.ptr to i64
    %332 = llvm.mlir.addressof @__constant_32x128xf32_10 : !llvm.ptr
    %333 = llvm.getelementptr %332[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<128 x f32>>
    %334 = llvm.mlir.constant(3735928559 : index) : i64
    %335 = llvm.inttoptr %334 : i64 to !llvm.ptr
    %336 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %337 = llvm.insertvalue %335, %336[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %338 = llvm.insertvalue %333, %337[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %339 = llvm.mlir.constant(0 : index) : i64
    %340 = llvm.insertvalue %339, %338[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %341 = llvm.insertvalue %325, %340[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %342 = llvm.insertvalue %326, %341[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %343 = llvm.insertvalue %326, %342[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %344 = llvm.insertvalue %327, %343[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %345 = llvm.mlir.constant(32 : index) : i64
    %346 = llvm.mlir.constant(1 : index) : i64
    %347 = llvm.mlir.zero : !llvm.ptr
    %348 = llvm.getelementptr %347[%345] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %349 = llvm.ptrtoint %348 : !llvm.ptr to i64
    %350 = llvm.mlir.addressof @__constant_32xf32_11 : !llvm.ptr
    %351 = llvm.getelementptr %350[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %352 = llvm.mlir.constant(3735928559 : index) : i64
    %353 = llvm.inttoptr %352 : i64 to !llvm.ptr
    %354 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %355 = llvm.insertvalue %353, %354[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %356 = llvm.insertvalue %351, %355[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %357 = llvm.mlir.constant(0 : index) : i64
    %358 = llvm.insertvalue %357, %356[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %359 = llvm.insertvalue %345, %358[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %360 = llvm.insertvalue %346, %359[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %361 = llvm.mlir.constant(32 : index) : i64
    %362 = llvm.mlir.constant(1 : index) : i64
    %363 = llvm.mlir.zero : !llvm.ptr
    %364 = llvm.getelementptr %363[%361] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %365 = llvm.ptrtoint %364 : !llvm.ptr to i64
    %366 = llvm.mlir.addressof @__constant_32xf32_12 : !llvm.ptr
    %367 = llvm.getelementptr %366[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %368 = llvm.mlir.constant(3735928559 : index) : i64
    %369 = llvm.inttoptr %368 : i64 to !llvm.ptr
    %370 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %371 = llvm.insertvalue %369, %370[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %372 = llvm.insertvalue %367, %371[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %373 = llvm.mlir.constant(0 : index) : i64
    %374 = llvm.insertvalue %373, %372[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %375 = llvm.insertvalue %361, %374[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %376 = llvm.insertvalue %362, %375[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %377 = llvm.mlir.constant(32 : index) : i64
    %378 = llvm.mlir.constant(1 : index) : i64
    %379 = llvm.mlir.zero : !llvm.ptr
    %380 = llvm.getelementptr %379[%377] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %381 = llvm.ptrtoint %380 : !llvm.ptr to i64
    %382 = llvm.mlir.addressof @__constant_32xf32_13 : !llvm.ptr
    %383 = llvm.getelementptr %382[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %384 = llvm.mlir.constant(3735928559 : index) : i64
    %385 = llvm.inttoptr %384 : i64 to !llvm.ptr
    %386 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %387 = llvm.insertvalue %385, %386[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %388 = llvm.insertvalue %383, %387[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %389 = llvm.mlir.constant(0 : index) : i64
    %390 = llvm.insertvalue %389, %388[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %391 = llvm.insertvalue %377, %390[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %392 = llvm.insertvalue %378, %391[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %393 = llvm.mlir.constant(32 : index) : i64
    %394 = llvm.mlir.constant(32 : index) : i64
    %395 = llvm.mlir.constant(1 : index) : i64
    %396 = llvm.mlir.constant(1024 : index) : i64
    %397 = llvm.mlir.zero : !llvm.ptr
    %398 = llvm.getelementptr %397[%396] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %399 = llvm.ptrtoint %398 : !llvm.ptr to i64
    %400 = llvm.mlir.addressof @__constant_32x32xf32_14 : !llvm.ptr
    %401 = llvm.getelementptr %400[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %402 = llvm.mlir.constant(3735928559 : index) : i64
    %403 = llvm.inttoptr %402 : i64 to !llvm.ptr
    %404 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %405 = llvm.insertvalue %403, %404[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %406 = llvm.insertvalue %401, %405[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %407 = llvm.mlir.constant(0 : index) : i64
    %408 = llvm.insertvalue %407, %406[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %409 = llvm.insertvalue %393, %408[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %410 = llvm.insertvalue %394, %409[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %411 = llvm.insertvalue %394, %410[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %412 = llvm.insertvalue %395, %411[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %413 = llvm.mlir.constant(96 : index) : i64
    %414 = llvm.mlir.constant(1 : index) : i64
    %415 = llvm.mlir.zero : !llvm.ptr
    %416 = llvm.getelementptr %415[%413] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %417 = llvm.ptrtoint %416 : !llvm.ptr to i64
    %418 = llvm.mlir.addressof @__constant_96xf32_15 : !llvm.ptr
    %419 = llvm.getelementptr %418[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<96 x f32>
    %420 = llvm.mlir.constant(3735928559 : index) : i64
    %421 = llvm.inttoptr %420 : i64 to !llvm.ptr
    %422 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %423 = llvm.insertvalue %421, %422[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %424 = llvm.insertvalue %419, %423[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %425 = llvm.mlir.constant(0 : index) : i64
    %426 = llvm.insertvalue %425, %424[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %427 = llvm.insertvalue %413, %426[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %428 = llvm.insertvalue %414, %427[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %429 = llvm.mlir.constant(32 : index) : i64
    %430 = llvm.mlir.constant(96 : index) : i64
    %431 = llvm.mlir.constant(1 : index) : i64
    %432 = llvm.mlir.constant(3072 : index) : i64
    %433 = llvm.mlir.zero : !llvm.ptr
    %434 = llvm.getelementptr %433[%432] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %435 = llvm.ptrtoint %434 : !llvm.ptr to i64
    %436 = llvm.mlir.addressof @__constant_32x96xf32_16 : !llvm.ptr
    %437 = llvm.getelementptr %436[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<96 x f32>>
    %438 = llvm.mlir.constant(3735928559 : index) : i64
    %439 = llvm.inttoptr %438 : i64 to !llvm.ptr
    %440 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %441 = llvm.insertvalue %439, %440[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %442 = llvm.insertvalue %437, %441[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %443 = llvm.mlir.constant(0 : index) : i64
    %444 = llvm.insertvalue %443, %442[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %445 = llvm.insertvalue %429, %444[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %446 = llvm.insertvalue %430, %445[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %447 = llvm.insertvalue %430, %446[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %448 = llvm.insertvalue %431, %447[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %449 = llvm.mlir.constant(32 : index) : i64
    %450 = llvm.mlir.constant(1 : index) : i64
    %451 = llvm.mlir.zero : !llvm.ptr
    %452 = llvm.getelementptr %451[%449] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %453 = llvm.ptrtoint %452 : !llvm.ptr to i64
    %454 = llvm.mlir.addressof @__constant_32xf32_17 : !llvm.ptr
    %455 = llvm.getelementptr %454[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %456 = llvm.mlir.constant(3735928559 : index) : i64
    %457 = llvm.inttoptr %456 : i64 to !llvm.ptr
    %458 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %459 = llvm.insertvalue %457, %458[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %460 = llvm.insertvalue %455, %459[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %461 = llvm.mlir.constant(0 : index) : i64
    %462 = llvm.insertvalue %461, %460[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %463 = llvm.insertvalue %449, %462[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %464 = llvm.insertvalue %450, %463[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %465 = llvm.mlir.constant(32 : index) : i64
    %466 = llvm.mlir.constant(1 : index) : i64
    %467 = llvm.mlir.zero : !llvm.ptr
    %468 = llvm.getelementptr %467[%465] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %469 = llvm.ptrtoint %468 : !llvm.ptr to i64
    %470 = llvm.mlir.addressof @__constant_32xf32_18 : !llvm.ptr
    %471 = llvm.getelementptr %470[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %472 = llvm.mlir.constant(3735928559 : index) : i64
    %473 = llvm.inttoptr %472 : i64 to !llvm.ptr
    %474 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %475 = llvm.insertvalue %473, %474[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %476 = llvm.insertvalue %471, %475[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %477 = llvm.mlir.constant(0 : index) : i64
    %478 = llvm.insertvalue %477, %476[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %479 = llvm.insertvalue %465, %478[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %480 = llvm.insertvalue %466, %479[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %481 = llvm.mlir.constant(32 : index) : i64
    %482 = llvm.mlir.constant(32 : index) : i64
    %483 = llvm.mlir.constant(1 : index) : i64
    %484 = llvm.mlir.constant(1024 : index) : i64
    %485 = llvm.mlir.zero : !llvm.ptr
    %486 = llvm.getelementptr %485[%484] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %487 = llvm.ptrtoint %486 : !llvm.ptr to i64
    %488 = llvm.mlir.addressof @__constant_32x32xf32_19 : !llvm.ptr
    %489 = llvm.getelementptr %488[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %490 = llvm.mlir.constant(3735928559 : index) : i64
    %491 = llvm.inttoptr %490 : i64 to !llvm.ptr
    %492 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %493 = llvm.insertvalue %491, %492[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %494 = llvm.insertvalue %489, %493[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %495 = llvm.mlir.constant(0 : index) : i64
    %496 = llvm.insertvalue %495, %494[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %497 = llvm.insertvalue %481, %496[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %498 = llvm.insertvalue %482, %497[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %499 = llvm.insertvalue %482, %498[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %500 = llvm.insertvalue %483, %499[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %501 = llvm.mlir.constant(64 : index) : i64
    %502 = llvm.mlir.constant(32 : index) : i64
    %503 = llvm.mlir.constant(1 : index) : i64
    %504 = llvm.mlir.constant(2048 : index) : i64
    %505 = llvm.mlir.zero : !llvm.ptr
    %506 = llvm.getelementptr %505[%504] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %507 = llvm.ptrtoint %506 : !llvm.ptr to i64
    %508 = llvm.mlir.addressof @__constant_64x32xf32 : !llvm.ptr
    %509 = llvm.getelementptr %508[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %510 = llvm.mlir.constant(3735928559 : index) : i64
    %511 = llvm.inttoptr %510 : i64 to !llvm.ptr
    %512 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %513 = llvm.insertvalue %511, %512[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %514 = llvm.insertvalue %509, %513[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %515 = llvm.mlir.constant(0 : index) : i64
    %516 = llvm.insertvalue %515, %514[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %517 = llvm.insertvalue %501, %516[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %518 = llvm.insertvalue %502, %517[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %519 = llvm.insertvalue %502, %518[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %520 = llvm.insertvalue %503, %519[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %521 = llvm.mlir.constant(1 : index) : i64
    %522 = llvm.mlir.constant(8 : index) : i64
    %523 = llvm.mlir.constant(32 : index) : i64
    %524 = llvm.mlir.constant(1 : index) : i64
    %525 = llvm.mlir.constant(256 : index) : i64
    %526 = llvm.mlir.constant(256 : index) : i64
    %527 = llvm.mlir.zero : !llvm.ptr
    %528 = llvm.getelementptr %527[%526] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %529 = llvm.ptrtoint %528 : !llvm.ptr to i64
    %530 = llvm.mlir.constant(64 : index) : i64
    %531 = llvm.add %529, %530 : i64
    %532 = llvm.call @malloc(%531) : (i64) -> !llvm.ptr
    %533 = llvm.ptrtoint %532 : !llvm.ptr to i64
    %534 = llvm.mlir.constant(1 : index) : i64
    %535 = llvm.sub %530, %534 : i64
    %536 = llvm.add %533, %535 : i64
    %537 = llvm.urem %536, %530 : i64
    %538 = llvm.sub %536, %537 : i64
    %539 = llvm.inttoptr %538 : i64 to !llvm.ptr
    %540 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %541 = llvm.insertvalue %532, %540[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %542 = llvm.insertvalue %539, %541[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %543 = llvm.mlir.constant(0 : index) : i64
    %544 = llvm.insertvalue %543, %542[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %545 = llvm.insertvalue %521, %544[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %546 = llvm.insertvalue %522, %545[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %547 = llvm.insertvalue %523, %546[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %548 = llvm.insertvalue %525, %547[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %549 = llvm.insertvalue %523, %548[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %550 = llvm.insertvalue %524, %549[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %551 = llvm.mlir.constant(8 : index) : i64
    %552 = llvm.mlir.constant(1 : index) : i64
    %553 = llvm.mlir.zero : !llvm.ptr
    %554 = llvm.getelementptr %553[%551] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %555 = llvm.ptrtoint %554 : !llvm.ptr to i64
    %556 = llvm.mlir.constant(64 : index) : i64
    %557 = llvm.add %555, %556 : i64
    %558 = llvm.call @malloc(%557) : (i64) -> !llvm.ptr
    %559 = llvm.ptrtoint %558 : !llvm.ptr to i64
    %560 = llvm.mlir.constant(1 : index) : i64
    %561 = llvm.sub %556, %560 : i64
    %562 = llvm.add %559, %561 : i64
    %563 = llvm.urem %562, %556 : i64
    %564 = llvm.sub %562, %563 : i64
    %565 = llvm.inttoptr %564 : i64 to !llvm.ptr
    %566 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %567 = llvm.insertvalue %558, %566[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %568 = llvm.insertvalue %565, %567[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %569 = llvm.mlir.constant(0 : index) : i64
    %570 = llvm.insertvalue %569, %568[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %571 = llvm.insertvalue %551, %570[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %572 = llvm.insertvalue %552, %571[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb1(%27 : i64)
  ^bb1(%573: i64):  // 2 preds: ^bb0, ^bb2
    %574 = llvm.icmp "slt" %573, %15 : i64
    llvm.cond_br %574, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %575 = llvm.extractvalue %572[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %576 = llvm.getelementptr inbounds|nuw %575[%573] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %573, %576 : i64, !llvm.ptr
    %577 = llvm.add %573, %16 : i64
    llvm.br ^bb1(%577 : i64)
  ^bb3:  // pred: ^bb1
    %578 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %579 = llvm.extractvalue %572[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %580 = llvm.extractvalue %572[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %581 = llvm.insertvalue %579, %578[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %582 = llvm.insertvalue %580, %581[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %583 = llvm.mlir.constant(0 : index) : i64
    %584 = llvm.insertvalue %583, %582[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %585 = llvm.mlir.constant(1 : index) : i64
    %586 = llvm.insertvalue %585, %584[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %587 = llvm.mlir.constant(8 : index) : i64
    %588 = llvm.insertvalue %587, %586[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %589 = llvm.mlir.constant(8 : index) : i64
    %590 = llvm.insertvalue %589, %588[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %591 = llvm.mlir.constant(1 : index) : i64
    %592 = llvm.insertvalue %591, %590[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb4(%27 : i64)
  ^bb4(%593: i64):  // 2 preds: ^bb3, ^bb11
    %594 = llvm.icmp "slt" %593, %16 : i64
    llvm.cond_br %594, ^bb5, ^bb12
  ^bb5:  // pred: ^bb4
    llvm.br ^bb6(%27 : i64)
  ^bb6(%595: i64):  // 2 preds: ^bb5, ^bb10
    %596 = llvm.icmp "slt" %595, %15 : i64
    llvm.cond_br %596, ^bb7, ^bb11
  ^bb7:  // pred: ^bb6
    llvm.br ^bb8(%27 : i64)
  ^bb8(%597: i64):  // 2 preds: ^bb7, ^bb9
    %598 = llvm.icmp "slt" %597, %14 : i64
    llvm.cond_br %598, ^bb9, ^bb10
  ^bb9:  // pred: ^bb8
    %599 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %600 = llvm.mlir.constant(8 : index) : i64
    %601 = llvm.mul %593, %600 overflow<nsw, nuw> : i64
    %602 = llvm.add %601, %595 overflow<nsw, nuw> : i64
    %603 = llvm.getelementptr inbounds|nuw %599[%602] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %604 = llvm.load %603 : !llvm.ptr -> i64
    %605 = llvm.extractvalue %592[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %606 = llvm.mlir.constant(8 : index) : i64
    %607 = llvm.mul %593, %606 overflow<nsw, nuw> : i64
    %608 = llvm.add %607, %595 overflow<nsw, nuw> : i64
    %609 = llvm.getelementptr inbounds|nuw %605[%608] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %610 = llvm.load %609 : !llvm.ptr -> i64
    %611 = llvm.extractvalue %500[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %612 = llvm.mlir.constant(32 : index) : i64
    %613 = llvm.mul %610, %612 overflow<nsw, nuw> : i64
    %614 = llvm.add %613, %597 overflow<nsw, nuw> : i64
    %615 = llvm.getelementptr inbounds|nuw %611[%614] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %616 = llvm.load %615 : !llvm.ptr -> f32
    %617 = llvm.extractvalue %520[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %618 = llvm.mlir.constant(32 : index) : i64
    %619 = llvm.mul %604, %618 overflow<nsw, nuw> : i64
    %620 = llvm.add %619, %597 overflow<nsw, nuw> : i64
    %621 = llvm.getelementptr inbounds|nuw %617[%620] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %622 = llvm.load %621 : !llvm.ptr -> f32
    %623 = llvm.fadd %622, %616 : f32
    %624 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %625 = llvm.mlir.constant(256 : index) : i64
    %626 = llvm.mul %593, %625 overflow<nsw, nuw> : i64
    %627 = llvm.mlir.constant(32 : index) : i64
    %628 = llvm.mul %595, %627 overflow<nsw, nuw> : i64
    %629 = llvm.add %626, %628 overflow<nsw, nuw> : i64
    %630 = llvm.add %629, %597 overflow<nsw, nuw> : i64
    %631 = llvm.getelementptr inbounds|nuw %624[%630] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %623, %631 : f32, !llvm.ptr
    %632 = llvm.add %597, %16 : i64
    llvm.br ^bb8(%632 : i64)
  ^bb10:  // pred: ^bb8
    %633 = llvm.add %595, %16 : i64
    llvm.br ^bb6(%633 : i64)
  ^bb11:  // pred: ^bb6
    %634 = llvm.add %593, %16 : i64
    llvm.br ^bb4(%634 : i64)
  ^bb12:  // pred: ^bb4
    %635 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %636 = llvm.extractvalue %572[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %637 = llvm.extractvalue %572[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %638 = llvm.insertvalue %636, %635[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %639 = llvm.insertvalue %637, %638[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %640 = llvm.mlir.constant(0 : index) : i64
    %641 = llvm.insertvalue %640, %639[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %642 = llvm.mlir.constant(1 : index) : i64
    %643 = llvm.insertvalue %642, %641[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %644 = llvm.mlir.constant(8 : index) : i64
    %645 = llvm.insertvalue %644, %643[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %646 = llvm.mlir.constant(1 : index) : i64
    %647 = llvm.insertvalue %646, %645[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %648 = llvm.mlir.constant(1 : index) : i64
    %649 = llvm.insertvalue %648, %647[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %650 = llvm.mlir.constant(1 : index) : i64
    %651 = llvm.mlir.constant(1 : index) : i64
    %652 = llvm.mlir.constant(1 : index) : i64
    %653 = llvm.mlir.zero : !llvm.ptr
    %654 = llvm.getelementptr %653[%650] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %655 = llvm.ptrtoint %654 : !llvm.ptr to i64
    %656 = llvm.mlir.constant(64 : index) : i64
    %657 = llvm.add %655, %656 : i64
    %658 = llvm.call @malloc(%657) : (i64) -> !llvm.ptr
    %659 = llvm.ptrtoint %658 : !llvm.ptr to i64
    %660 = llvm.mlir.constant(1 : index) : i64
    %661 = llvm.sub %656, %660 : i64
    %662 = llvm.add %659, %661 : i64
    %663 = llvm.urem %662, %656 : i64
    %664 = llvm.sub %662, %663 : i64
    %665 = llvm.inttoptr %664 : i64 to !llvm.ptr
    %666 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %667 = llvm.insertvalue %658, %666[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %668 = llvm.insertvalue %665, %667[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %669 = llvm.mlir.constant(0 : index) : i64
    %670 = llvm.insertvalue %669, %668[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %671 = llvm.insertvalue %650, %670[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %672 = llvm.insertvalue %651, %671[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %673 = llvm.insertvalue %651, %672[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %674 = llvm.insertvalue %652, %673[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb13(%27 : i64)
  ^bb13(%675: i64):  // 2 preds: ^bb12, ^bb17
    %676 = llvm.icmp "slt" %675, %16 : i64
    llvm.cond_br %676, ^bb14, ^bb18
  ^bb14:  // pred: ^bb13
    llvm.br ^bb15(%27 : i64)
  ^bb15(%677: i64):  // 2 preds: ^bb14, ^bb16
    %678 = llvm.icmp "slt" %677, %16 : i64
    llvm.cond_br %678, ^bb16, ^bb17
  ^bb16:  // pred: ^bb15
    %679 = llvm.extractvalue %649[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %680 = llvm.mlir.constant(8 : index) : i64
    %681 = llvm.mul %675, %680 overflow<nsw, nuw> : i64
    %682 = llvm.add %681, %677 overflow<nsw, nuw> : i64
    %683 = llvm.getelementptr inbounds|nuw %679[%682] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %684 = llvm.load %683 : !llvm.ptr -> i64
    %685 = llvm.sub %684, %31 : i64
    %686 = llvm.extractvalue %674[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %687 = llvm.add %675, %677 overflow<nsw, nuw> : i64
    %688 = llvm.getelementptr inbounds|nuw %686[%687] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %685, %688 : i64, !llvm.ptr
    %689 = llvm.add %677, %16 : i64
    llvm.br ^bb15(%689 : i64)
  ^bb17:  // pred: ^bb15
    %690 = llvm.add %675, %16 : i64
    llvm.br ^bb13(%690 : i64)
  ^bb18:  // pred: ^bb13
    %691 = llvm.mlir.constant(1 : index) : i64
    %692 = llvm.mlir.constant(9 : index) : i64
    %693 = llvm.mlir.constant(1 : index) : i64
    %694 = llvm.mlir.constant(9 : index) : i64
    %695 = llvm.mlir.zero : !llvm.ptr
    %696 = llvm.getelementptr %695[%694] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %697 = llvm.ptrtoint %696 : !llvm.ptr to i64
    %698 = llvm.mlir.constant(64 : index) : i64
    %699 = llvm.add %697, %698 : i64
    %700 = llvm.call @malloc(%699) : (i64) -> !llvm.ptr
    %701 = llvm.ptrtoint %700 : !llvm.ptr to i64
    %702 = llvm.mlir.constant(1 : index) : i64
    %703 = llvm.sub %698, %702 : i64
    %704 = llvm.add %701, %703 : i64
    %705 = llvm.urem %704, %698 : i64
    %706 = llvm.sub %704, %705 : i64
    %707 = llvm.inttoptr %706 : i64 to !llvm.ptr
    %708 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %709 = llvm.insertvalue %700, %708[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %710 = llvm.insertvalue %707, %709[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %711 = llvm.mlir.constant(0 : index) : i64
    %712 = llvm.insertvalue %711, %710[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %713 = llvm.insertvalue %691, %712[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %714 = llvm.insertvalue %692, %713[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %715 = llvm.insertvalue %692, %714[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %716 = llvm.insertvalue %693, %715[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %717 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %718 = llvm.extractvalue %716[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %719 = llvm.extractvalue %716[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %720 = llvm.insertvalue %718, %717[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %721 = llvm.insertvalue %719, %720[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %722 = llvm.mlir.constant(0 : index) : i64
    %723 = llvm.insertvalue %722, %721[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %724 = llvm.mlir.constant(1 : index) : i64
    %725 = llvm.insertvalue %724, %723[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %726 = llvm.mlir.constant(9 : index) : i64
    %727 = llvm.insertvalue %726, %725[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %728 = llvm.mlir.constant(1 : index) : i64
    %729 = llvm.insertvalue %728, %727[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %730 = llvm.mlir.constant(1 : index) : i64
    %731 = llvm.insertvalue %730, %729[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb19(%27 : i64)
  ^bb19(%732: i64):  // 2 preds: ^bb18, ^bb23
    %733 = llvm.icmp "slt" %732, %16 : i64
    llvm.cond_br %733, ^bb20, ^bb24
  ^bb20:  // pred: ^bb19
    llvm.br ^bb21(%27 : i64)
  ^bb21(%734: i64):  // 2 preds: ^bb20, ^bb22
    %735 = llvm.icmp "slt" %734, %16 : i64
    llvm.cond_br %735, ^bb22, ^bb23
  ^bb22:  // pred: ^bb21
    %736 = llvm.extractvalue %674[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %737 = llvm.add %732, %734 overflow<nsw, nuw> : i64
    %738 = llvm.getelementptr inbounds|nuw %736[%737] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %739 = llvm.load %738 : !llvm.ptr -> i64
    %740 = llvm.extractvalue %731[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %741 = llvm.mlir.constant(9 : index) : i64
    %742 = llvm.mul %732, %741 overflow<nsw, nuw> : i64
    %743 = llvm.add %742, %734 overflow<nsw, nuw> : i64
    %744 = llvm.getelementptr inbounds|nuw %740[%743] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %739, %744 : i64, !llvm.ptr
    %745 = llvm.add %734, %16 : i64
    llvm.br ^bb21(%745 : i64)
  ^bb23:  // pred: ^bb21
    %746 = llvm.add %732, %16 : i64
    llvm.br ^bb19(%746 : i64)
  ^bb24:  // pred: ^bb19
    %747 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %748 = llvm.extractvalue %716[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %749 = llvm.extractvalue %716[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %750 = llvm.insertvalue %748, %747[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %751 = llvm.insertvalue %749, %750[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %752 = llvm.mlir.constant(1 : index) : i64
    %753 = llvm.insertvalue %752, %751[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %754 = llvm.mlir.constant(1 : index) : i64
    %755 = llvm.insertvalue %754, %753[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %756 = llvm.mlir.constant(9 : index) : i64
    %757 = llvm.insertvalue %756, %755[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %758 = llvm.mlir.constant(8 : index) : i64
    %759 = llvm.insertvalue %758, %757[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %760 = llvm.mlir.constant(1 : index) : i64
    %761 = llvm.insertvalue %760, %759[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb25(%27 : i64)
  ^bb25(%762: i64):  // 2 preds: ^bb24, ^bb29
    %763 = llvm.icmp "slt" %762, %16 : i64
    llvm.cond_br %763, ^bb26, ^bb30
  ^bb26:  // pred: ^bb25
    llvm.br ^bb27(%27 : i64)
  ^bb27(%764: i64):  // 2 preds: ^bb26, ^bb28
    %765 = llvm.icmp "slt" %764, %15 : i64
    llvm.cond_br %765, ^bb28, ^bb29
  ^bb28:  // pred: ^bb27
    %766 = llvm.extractvalue %592[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %767 = llvm.mlir.constant(8 : index) : i64
    %768 = llvm.mul %762, %767 overflow<nsw, nuw> : i64
    %769 = llvm.add %768, %764 overflow<nsw, nuw> : i64
    %770 = llvm.getelementptr inbounds|nuw %766[%769] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %771 = llvm.load %770 : !llvm.ptr -> i64
    %772 = llvm.extractvalue %761[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %773 = llvm.mlir.constant(1 : index) : i64
    %774 = llvm.getelementptr %772[%773] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %775 = llvm.mlir.constant(9 : index) : i64
    %776 = llvm.mul %762, %775 overflow<nsw, nuw> : i64
    %777 = llvm.add %776, %764 overflow<nsw, nuw> : i64
    %778 = llvm.getelementptr inbounds|nuw %774[%777] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %771, %778 : i64, !llvm.ptr
    %779 = llvm.add %764, %16 : i64
    llvm.br ^bb27(%779 : i64)
  ^bb29:  // pred: ^bb27
    %780 = llvm.add %762, %16 : i64
    llvm.br ^bb25(%780 : i64)
  ^bb30:  // pred: ^bb25
    %781 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %782 = llvm.extractvalue %716[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %783 = llvm.extractvalue %716[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %784 = llvm.insertvalue %782, %781[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %785 = llvm.insertvalue %783, %784[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %786 = llvm.mlir.constant(0 : index) : i64
    %787 = llvm.insertvalue %786, %785[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %788 = llvm.mlir.constant(1 : index) : i64
    %789 = llvm.insertvalue %788, %787[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %790 = llvm.mlir.constant(9 : index) : i64
    %791 = llvm.insertvalue %790, %789[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %792 = llvm.mlir.constant(8 : index) : i64
    %793 = llvm.insertvalue %792, %791[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %794 = llvm.mlir.constant(1 : index) : i64
    %795 = llvm.insertvalue %794, %793[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %796 = llvm.mlir.constant(1 : index) : i64
    %797 = llvm.mlir.constant(8 : index) : i64
    %798 = llvm.mlir.constant(1 : index) : i64
    %799 = llvm.mlir.constant(8 : index) : i64
    %800 = llvm.mlir.zero : !llvm.ptr
    %801 = llvm.getelementptr %800[%799] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %802 = llvm.ptrtoint %801 : !llvm.ptr to i64
    %803 = llvm.mlir.constant(64 : index) : i64
    %804 = llvm.add %802, %803 : i64
    %805 = llvm.call @malloc(%804) : (i64) -> !llvm.ptr
    %806 = llvm.ptrtoint %805 : !llvm.ptr to i64
    %807 = llvm.mlir.constant(1 : index) : i64
    %808 = llvm.sub %803, %807 : i64
    %809 = llvm.add %806, %808 : i64
    %810 = llvm.urem %809, %803 : i64
    %811 = llvm.sub %809, %810 : i64
    %812 = llvm.inttoptr %811 : i64 to !llvm.ptr
    %813 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %814 = llvm.insertvalue %805, %813[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %815 = llvm.insertvalue %812, %814[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %816 = llvm.mlir.constant(0 : index) : i64
    %817 = llvm.insertvalue %816, %815[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %818 = llvm.insertvalue %796, %817[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %819 = llvm.insertvalue %797, %818[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %820 = llvm.insertvalue %797, %819[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %821 = llvm.insertvalue %798, %820[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %822 = llvm.mlir.constant(1 : index) : i64
    %823 = llvm.mlir.constant(8 : index) : i64
    %824 = llvm.mlir.constant(1 : index) : i64
    %825 = llvm.mlir.constant(8 : index) : i64
    %826 = llvm.mlir.zero : !llvm.ptr
    %827 = llvm.getelementptr %826[%825] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %828 = llvm.ptrtoint %827 : !llvm.ptr to i64
    %829 = llvm.mlir.constant(64 : index) : i64
    %830 = llvm.add %828, %829 : i64
    %831 = llvm.call @malloc(%830) : (i64) -> !llvm.ptr
    %832 = llvm.ptrtoint %831 : !llvm.ptr to i64
    %833 = llvm.mlir.constant(1 : index) : i64
    %834 = llvm.sub %829, %833 : i64
    %835 = llvm.add %832, %834 : i64
    %836 = llvm.urem %835, %829 : i64
    %837 = llvm.sub %835, %836 : i64
    %838 = llvm.inttoptr %837 : i64 to !llvm.ptr
    %839 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %840 = llvm.insertvalue %831, %839[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %841 = llvm.insertvalue %838, %840[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %842 = llvm.mlir.constant(0 : index) : i64
    %843 = llvm.insertvalue %842, %841[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %844 = llvm.insertvalue %822, %843[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %845 = llvm.insertvalue %823, %844[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %846 = llvm.insertvalue %823, %845[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %847 = llvm.insertvalue %824, %846[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb31(%27 : i64)
  ^bb31(%848: i64):  // 2 preds: ^bb30, ^bb35
    %849 = llvm.icmp "slt" %848, %16 : i64
    llvm.cond_br %849, ^bb32, ^bb36
  ^bb32:  // pred: ^bb31
    llvm.br ^bb33(%27 : i64)
  ^bb33(%850: i64):  // 2 preds: ^bb32, ^bb34
    %851 = llvm.icmp "slt" %850, %15 : i64
    llvm.cond_br %851, ^bb34, ^bb35
  ^bb34:  // pred: ^bb33
    %852 = llvm.extractvalue %592[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %853 = llvm.mlir.constant(8 : index) : i64
    %854 = llvm.mul %848, %853 overflow<nsw, nuw> : i64
    %855 = llvm.add %854, %850 overflow<nsw, nuw> : i64
    %856 = llvm.getelementptr inbounds|nuw %852[%855] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %857 = llvm.load %856 : !llvm.ptr -> i64
    %858 = llvm.extractvalue %795[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %859 = llvm.mlir.constant(9 : index) : i64
    %860 = llvm.mul %848, %859 overflow<nsw, nuw> : i64
    %861 = llvm.add %860, %850 overflow<nsw, nuw> : i64
    %862 = llvm.getelementptr inbounds|nuw %858[%861] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %863 = llvm.load %862 : !llvm.ptr -> i64
    %864 = llvm.sub %857, %863 : i64
    %865 = llvm.icmp "ne" %864, %31 : i64
    %866 = llvm.zext %865 : i1 to i64
    %867 = llvm.extractvalue %847[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %868 = llvm.mlir.constant(8 : index) : i64
    %869 = llvm.mul %848, %868 overflow<nsw, nuw> : i64
    %870 = llvm.add %869, %850 overflow<nsw, nuw> : i64
    %871 = llvm.getelementptr inbounds|nuw %867[%870] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %866, %871 : i64, !llvm.ptr
    %872 = llvm.add %850, %16 : i64
    llvm.br ^bb33(%872 : i64)
  ^bb35:  // pred: ^bb33
    %873 = llvm.add %848, %16 : i64
    llvm.br ^bb31(%873 : i64)
  ^bb36:  // pred: ^bb31
    llvm.br ^bb37(%27 : i64)
  ^bb37(%874: i64):  // 2 preds: ^bb36, ^bb41
    %875 = llvm.icmp "slt" %874, %16 : i64
    llvm.cond_br %875, ^bb38, ^bb42
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%27 : i64)
  ^bb39(%876: i64):  // 2 preds: ^bb38, ^bb40
    %877 = llvm.icmp "slt" %876, %15 : i64
    llvm.cond_br %877, ^bb40, ^bb41
  ^bb40:  // pred: ^bb39
    %878 = llvm.extractvalue %821[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %879 = llvm.mlir.constant(8 : index) : i64
    %880 = llvm.mul %874, %879 overflow<nsw, nuw> : i64
    %881 = llvm.add %880, %876 overflow<nsw, nuw> : i64
    %882 = llvm.getelementptr inbounds|nuw %878[%881] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %30, %882 : i64, !llvm.ptr
    %883 = llvm.add %876, %16 : i64
    llvm.br ^bb39(%883 : i64)
  ^bb41:  // pred: ^bb39
    %884 = llvm.add %874, %16 : i64
    llvm.br ^bb37(%884 : i64)
  ^bb42:  // pred: ^bb37
    %885 = llvm.mlir.constant(1 : index) : i64
    %886 = llvm.mlir.constant(1 : index) : i64
    %887 = llvm.mlir.zero : !llvm.ptr
    %888 = llvm.getelementptr %887[%885] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %889 = llvm.ptrtoint %888 : !llvm.ptr to i64
    %890 = llvm.mlir.constant(64 : index) : i64
    %891 = llvm.add %889, %890 : i64
    %892 = llvm.call @malloc(%891) : (i64) -> !llvm.ptr
    %893 = llvm.ptrtoint %892 : !llvm.ptr to i64
    %894 = llvm.mlir.constant(1 : index) : i64
    %895 = llvm.sub %890, %894 : i64
    %896 = llvm.add %893, %895 : i64
    %897 = llvm.urem %896, %890 : i64
    %898 = llvm.sub %896, %897 : i64
    %899 = llvm.inttoptr %898 : i64 to !llvm.ptr
    %900 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %901 = llvm.insertvalue %892, %900[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %902 = llvm.insertvalue %899, %901[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %903 = llvm.mlir.constant(0 : index) : i64
    %904 = llvm.insertvalue %903, %902[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %905 = llvm.insertvalue %885, %904[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %906 = llvm.insertvalue %886, %905[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb43(%27 : i64)
  ^bb43(%907: i64):  // 2 preds: ^bb42, ^bb44
    %908 = llvm.icmp "slt" %907, %16 : i64
    llvm.cond_br %908, ^bb44, ^bb45
  ^bb44:  // pred: ^bb43
    %909 = llvm.extractvalue %906[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %910 = llvm.getelementptr inbounds|nuw %909[%907] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %30, %910 : i64, !llvm.ptr
    %911 = llvm.add %907, %16 : i64
    llvm.br ^bb43(%911 : i64)
  ^bb45:  // pred: ^bb43
    %912 = llvm.mlir.constant(1 : index) : i64
    %913 = llvm.mlir.constant(8 : index) : i64
    %914 = llvm.mlir.constant(1 : index) : i64
    %915 = llvm.mlir.constant(8 : index) : i64
    %916 = llvm.mlir.zero : !llvm.ptr
    %917 = llvm.getelementptr %916[%915] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %918 = llvm.ptrtoint %917 : !llvm.ptr to i64
    %919 = llvm.call @malloc(%918) : (i64) -> !llvm.ptr
    %920 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %921 = llvm.insertvalue %919, %920[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %922 = llvm.insertvalue %919, %921[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %923 = llvm.mlir.constant(0 : index) : i64
    %924 = llvm.insertvalue %923, %922[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %925 = llvm.insertvalue %912, %924[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %926 = llvm.insertvalue %913, %925[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %927 = llvm.insertvalue %913, %926[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %928 = llvm.insertvalue %914, %927[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %929 = llvm.mlir.constant(1 : index) : i64
    %930 = llvm.mlir.constant(1 : index) : i64
    %931 = llvm.mlir.zero : !llvm.ptr
    %932 = llvm.getelementptr %931[%929] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %933 = llvm.ptrtoint %932 : !llvm.ptr to i64
    %934 = llvm.call @malloc(%933) : (i64) -> !llvm.ptr
    %935 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %936 = llvm.insertvalue %934, %935[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %937 = llvm.insertvalue %934, %936[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %938 = llvm.mlir.constant(0 : index) : i64
    %939 = llvm.insertvalue %938, %937[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %940 = llvm.insertvalue %929, %939[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %941 = llvm.insertvalue %930, %940[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb46(%27 : i64)
  ^bb46(%942: i64):  // 2 preds: ^bb45, ^bb53
    %943 = llvm.icmp "slt" %942, %16 : i64
    llvm.cond_br %943, ^bb47, ^bb54
  ^bb47:  // pred: ^bb46
    llvm.br ^bb48(%27 : i64)
  ^bb48(%944: i64):  // 2 preds: ^bb47, ^bb52
    %945 = llvm.icmp "slt" %944, %15 : i64
    llvm.cond_br %945, ^bb49, ^bb53
  ^bb49:  // pred: ^bb48
    %946 = llvm.icmp "eq" %944, %27 : i64
    llvm.cond_br %946, ^bb50, ^bb51
  ^bb50:  // pred: ^bb49
    %947 = llvm.extractvalue %847[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %948 = llvm.mlir.constant(8 : index) : i64
    %949 = llvm.mul %942, %948 overflow<nsw, nuw> : i64
    %950 = llvm.add %949, %944 overflow<nsw, nuw> : i64
    %951 = llvm.getelementptr inbounds|nuw %947[%950] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %952 = llvm.load %951 : !llvm.ptr -> i64
    %953 = llvm.extractvalue %928[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %954 = llvm.mlir.constant(8 : index) : i64
    %955 = llvm.mul %942, %954 overflow<nsw, nuw> : i64
    %956 = llvm.add %955, %944 overflow<nsw, nuw> : i64
    %957 = llvm.getelementptr inbounds|nuw %953[%956] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %952, %957 : i64, !llvm.ptr
    llvm.br ^bb52
  ^bb51:  // pred: ^bb49
    %958 = llvm.sub %944, %16 : i64
    %959 = llvm.extractvalue %928[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %960 = llvm.mlir.constant(8 : index) : i64
    %961 = llvm.mul %942, %960 overflow<nsw, nuw> : i64
    %962 = llvm.add %961, %958 overflow<nsw, nuw> : i64
    %963 = llvm.getelementptr inbounds|nuw %959[%962] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %964 = llvm.load %963 : !llvm.ptr -> i64
    %965 = llvm.extractvalue %847[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %966 = llvm.mlir.constant(8 : index) : i64
    %967 = llvm.mul %942, %966 overflow<nsw, nuw> : i64
    %968 = llvm.add %967, %944 overflow<nsw, nuw> : i64
    %969 = llvm.getelementptr inbounds|nuw %965[%968] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %970 = llvm.load %969 : !llvm.ptr -> i64
    %971 = llvm.add %964, %970 : i64
    %972 = llvm.extractvalue %928[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %973 = llvm.mlir.constant(8 : index) : i64
    %974 = llvm.mul %942, %973 overflow<nsw, nuw> : i64
    %975 = llvm.add %974, %944 overflow<nsw, nuw> : i64
    %976 = llvm.getelementptr inbounds|nuw %972[%975] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %971, %976 : i64, !llvm.ptr
    %977 = llvm.extractvalue %941[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %978 = llvm.getelementptr inbounds|nuw %977[%942] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %971, %978 : i64, !llvm.ptr
    llvm.br ^bb52
  ^bb52:  // 2 preds: ^bb50, ^bb51
    %979 = llvm.add %944, %16 : i64
    llvm.br ^bb48(%979 : i64)
  ^bb53:  // pred: ^bb48
    %980 = llvm.add %942, %16 : i64
    llvm.br ^bb46(%980 : i64)
  ^bb54:  // pred: ^bb46
    %981 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %982 = llvm.extractvalue %572[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %983 = llvm.extractvalue %572[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %984 = llvm.insertvalue %982, %981[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %985 = llvm.insertvalue %983, %984[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %986 = llvm.mlir.constant(0 : index) : i64
    %987 = llvm.insertvalue %986, %985[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %988 = llvm.mlir.constant(1 : index) : i64
    %989 = llvm.insertvalue %988, %987[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %990 = llvm.mlir.constant(8 : index) : i64
    %991 = llvm.insertvalue %990, %989[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %992 = llvm.mlir.constant(1 : index) : i64
    %993 = llvm.insertvalue %992, %991[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %994 = llvm.mlir.constant(8 : index) : i64
    %995 = llvm.insertvalue %994, %993[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %996 = llvm.mlir.constant(8 : index) : i64
    %997 = llvm.insertvalue %996, %995[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %998 = llvm.mlir.constant(1 : index) : i64
    %999 = llvm.insertvalue %998, %997[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1000 = llvm.mlir.constant(1 : index) : i64
    %1001 = llvm.insertvalue %1000, %999[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1002 = llvm.mlir.constant(1 : index) : i64
    %1003 = llvm.insertvalue %1002, %1001[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1004 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1005 = llvm.extractvalue %572[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1006 = llvm.extractvalue %572[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1007 = llvm.insertvalue %1005, %1004[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1008 = llvm.insertvalue %1006, %1007[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1009 = llvm.mlir.constant(0 : index) : i64
    %1010 = llvm.insertvalue %1009, %1008[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1011 = llvm.mlir.constant(1 : index) : i64
    %1012 = llvm.insertvalue %1011, %1010[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1013 = llvm.mlir.constant(8 : index) : i64
    %1014 = llvm.insertvalue %1013, %1012[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1015 = llvm.mlir.constant(1 : index) : i64
    %1016 = llvm.insertvalue %1015, %1014[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1017 = llvm.mlir.constant(8 : index) : i64
    %1018 = llvm.insertvalue %1017, %1016[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1019 = llvm.mlir.constant(1 : index) : i64
    %1020 = llvm.insertvalue %1019, %1018[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1021 = llvm.mlir.constant(8 : index) : i64
    %1022 = llvm.insertvalue %1021, %1020[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1023 = llvm.mlir.constant(8 : index) : i64
    %1024 = llvm.insertvalue %1023, %1022[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1025 = llvm.mlir.constant(1 : index) : i64
    %1026 = llvm.insertvalue %1025, %1024[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1027 = llvm.mlir.constant(1 : index) : i64
    %1028 = llvm.mlir.constant(1 : index) : i64
    %1029 = llvm.mlir.constant(8 : index) : i64
    %1030 = llvm.mlir.constant(8 : index) : i64
    %1031 = llvm.mlir.constant(1 : index) : i64
    %1032 = llvm.mlir.constant(64 : index) : i64
    %1033 = llvm.mlir.constant(64 : index) : i64
    %1034 = llvm.mlir.constant(64 : index) : i64
    %1035 = llvm.mlir.zero : !llvm.ptr
    %1036 = llvm.getelementptr %1035[%1034] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1037 = llvm.ptrtoint %1036 : !llvm.ptr to i64
    %1038 = llvm.mlir.constant(64 : index) : i64
    %1039 = llvm.add %1037, %1038 : i64
    %1040 = llvm.call @malloc(%1039) : (i64) -> !llvm.ptr
    %1041 = llvm.ptrtoint %1040 : !llvm.ptr to i64
    %1042 = llvm.mlir.constant(1 : index) : i64
    %1043 = llvm.sub %1038, %1042 : i64
    %1044 = llvm.add %1041, %1043 : i64
    %1045 = llvm.urem %1044, %1038 : i64
    %1046 = llvm.sub %1044, %1045 : i64
    %1047 = llvm.inttoptr %1046 : i64 to !llvm.ptr
    %1048 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1049 = llvm.insertvalue %1040, %1048[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1050 = llvm.insertvalue %1047, %1049[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1051 = llvm.mlir.constant(0 : index) : i64
    %1052 = llvm.insertvalue %1051, %1050[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1053 = llvm.insertvalue %1027, %1052[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1054 = llvm.insertvalue %1028, %1053[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1055 = llvm.insertvalue %1029, %1054[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1056 = llvm.insertvalue %1030, %1055[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1057 = llvm.insertvalue %1033, %1056[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1058 = llvm.insertvalue %1032, %1057[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1059 = llvm.insertvalue %1030, %1058[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1060 = llvm.insertvalue %1031, %1059[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb55(%27 : i64)
  ^bb55(%1061: i64):  // 2 preds: ^bb54, ^bb65
    %1062 = llvm.icmp "slt" %1061, %16 : i64
    llvm.cond_br %1062, ^bb56, ^bb66
  ^bb56:  // pred: ^bb55
    llvm.br ^bb57(%27 : i64)
  ^bb57(%1063: i64):  // 2 preds: ^bb56, ^bb64
    %1064 = llvm.icmp "slt" %1063, %16 : i64
    llvm.cond_br %1064, ^bb58, ^bb65
  ^bb58:  // pred: ^bb57
    llvm.br ^bb59(%27 : i64)
  ^bb59(%1065: i64):  // 2 preds: ^bb58, ^bb63
    %1066 = llvm.icmp "slt" %1065, %15 : i64
    llvm.cond_br %1066, ^bb60, ^bb64
  ^bb60:  // pred: ^bb59
    llvm.br ^bb61(%27 : i64)
  ^bb61(%1067: i64):  // 2 preds: ^bb60, ^bb62
    %1068 = llvm.icmp "slt" %1067, %15 : i64
    llvm.cond_br %1068, ^bb62, ^bb63
  ^bb62:  // pred: ^bb61
    %1069 = llvm.extractvalue %1003[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1070 = llvm.mlir.constant(8 : index) : i64
    %1071 = llvm.mul %27, %1070 overflow<nsw, nuw> : i64
    %1072 = llvm.mlir.constant(8 : index) : i64
    %1073 = llvm.mul %27, %1072 overflow<nsw, nuw> : i64
    %1074 = llvm.add %1071, %1073 overflow<nsw, nuw> : i64
    %1075 = llvm.add %1074, %1065 overflow<nsw, nuw> : i64
    %1076 = llvm.add %1075, %27 overflow<nsw, nuw> : i64
    %1077 = llvm.getelementptr inbounds|nuw %1069[%1076] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1078 = llvm.load %1077 : !llvm.ptr -> i64
    %1079 = llvm.extractvalue %1026[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1080 = llvm.mlir.constant(8 : index) : i64
    %1081 = llvm.mul %27, %1080 overflow<nsw, nuw> : i64
    %1082 = llvm.mlir.constant(8 : index) : i64
    %1083 = llvm.mul %27, %1082 overflow<nsw, nuw> : i64
    %1084 = llvm.add %1081, %1083 overflow<nsw, nuw> : i64
    %1085 = llvm.mlir.constant(8 : index) : i64
    %1086 = llvm.mul %27, %1085 overflow<nsw, nuw> : i64
    %1087 = llvm.add %1084, %1086 overflow<nsw, nuw> : i64
    %1088 = llvm.add %1087, %1067 overflow<nsw, nuw> : i64
    %1089 = llvm.getelementptr inbounds|nuw %1079[%1088] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1090 = llvm.load %1089 : !llvm.ptr -> i64
    %1091 = llvm.icmp "slt" %1078, %30 : i64
    %1092 = llvm.add %1078, %32 : i64
    %1093 = llvm.select %1091, %1092, %1078 : i1, i64
    %1094 = llvm.extractvalue %592[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1095 = llvm.mlir.constant(8 : index) : i64
    %1096 = llvm.mul %27, %1095 overflow<nsw, nuw> : i64
    %1097 = llvm.add %1096, %1093 overflow<nsw, nuw> : i64
    %1098 = llvm.getelementptr inbounds|nuw %1094[%1097] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1099 = llvm.load %1098 : !llvm.ptr -> i64
    %1100 = llvm.icmp "slt" %1090, %30 : i64
    %1101 = llvm.add %1090, %32 : i64
    %1102 = llvm.select %1100, %1101, %1090 : i1, i64
    %1103 = llvm.extractvalue %592[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1104 = llvm.mlir.constant(8 : index) : i64
    %1105 = llvm.mul %27, %1104 overflow<nsw, nuw> : i64
    %1106 = llvm.add %1105, %1102 overflow<nsw, nuw> : i64
    %1107 = llvm.getelementptr inbounds|nuw %1103[%1106] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1108 = llvm.load %1107 : !llvm.ptr -> i64
    %1109 = llvm.icmp "sle" %1108, %1099 : i64
    %1110 = llvm.extractvalue %928[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1111 = llvm.mlir.constant(8 : index) : i64
    %1112 = llvm.mul %27, %1111 overflow<nsw, nuw> : i64
    %1113 = llvm.add %1112, %1102 overflow<nsw, nuw> : i64
    %1114 = llvm.getelementptr inbounds|nuw %1110[%1113] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1115 = llvm.load %1114 : !llvm.ptr -> i64
    %1116 = llvm.extractvalue %928[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1117 = llvm.mlir.constant(8 : index) : i64
    %1118 = llvm.mul %27, %1117 overflow<nsw, nuw> : i64
    %1119 = llvm.add %1118, %1093 overflow<nsw, nuw> : i64
    %1120 = llvm.getelementptr inbounds|nuw %1116[%1119] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1121 = llvm.load %1120 : !llvm.ptr -> i64
    %1122 = llvm.icmp "eq" %1121, %1115 : i64
    %1123 = llvm.and %1122, %1109 : i1
    %1124 = llvm.select %1123, %29, %28 : i1, f32
    %1125 = llvm.extractvalue %1060[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1126 = llvm.mlir.constant(64 : index) : i64
    %1127 = llvm.mul %1061, %1126 overflow<nsw, nuw> : i64
    %1128 = llvm.mlir.constant(64 : index) : i64
    %1129 = llvm.mul %1063, %1128 overflow<nsw, nuw> : i64
    %1130 = llvm.add %1127, %1129 overflow<nsw, nuw> : i64
    %1131 = llvm.mlir.constant(8 : index) : i64
    %1132 = llvm.mul %1065, %1131 overflow<nsw, nuw> : i64
    %1133 = llvm.add %1130, %1132 overflow<nsw, nuw> : i64
    %1134 = llvm.add %1133, %1067 overflow<nsw, nuw> : i64
    %1135 = llvm.getelementptr inbounds|nuw %1125[%1134] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1124, %1135 : f32, !llvm.ptr
    %1136 = llvm.add %1067, %16 : i64
    llvm.br ^bb61(%1136 : i64)
  ^bb63:  // pred: ^bb61
    %1137 = llvm.add %1065, %16 : i64
    llvm.br ^bb59(%1137 : i64)
  ^bb64:  // pred: ^bb59
    %1138 = llvm.add %1063, %16 : i64
    llvm.br ^bb57(%1138 : i64)
  ^bb65:  // pred: ^bb57
    %1139 = llvm.add %1061, %16 : i64
    llvm.br ^bb55(%1139 : i64)
  ^bb66:  // pred: ^bb55
    %1140 = llvm.mlir.constant(1 : index) : i64
    %1141 = llvm.mlir.constant(8 : index) : i64
    %1142 = llvm.mlir.constant(32 : index) : i64
    %1143 = llvm.mlir.constant(1 : index) : i64
    %1144 = llvm.mlir.constant(256 : index) : i64
    %1145 = llvm.mlir.constant(256 : index) : i64
    %1146 = llvm.mlir.zero : !llvm.ptr
    %1147 = llvm.getelementptr %1146[%1145] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1148 = llvm.ptrtoint %1147 : !llvm.ptr to i64
    %1149 = llvm.mlir.constant(64 : index) : i64
    %1150 = llvm.add %1148, %1149 : i64
    %1151 = llvm.call @malloc(%1150) : (i64) -> !llvm.ptr
    %1152 = llvm.ptrtoint %1151 : !llvm.ptr to i64
    %1153 = llvm.mlir.constant(1 : index) : i64
    %1154 = llvm.sub %1149, %1153 : i64
    %1155 = llvm.add %1152, %1154 : i64
    %1156 = llvm.urem %1155, %1149 : i64
    %1157 = llvm.sub %1155, %1156 : i64
    %1158 = llvm.inttoptr %1157 : i64 to !llvm.ptr
    %1159 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1160 = llvm.insertvalue %1151, %1159[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1161 = llvm.insertvalue %1158, %1160[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1162 = llvm.mlir.constant(0 : index) : i64
    %1163 = llvm.insertvalue %1162, %1161[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1164 = llvm.insertvalue %1140, %1163[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1165 = llvm.insertvalue %1141, %1164[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1166 = llvm.insertvalue %1142, %1165[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1167 = llvm.insertvalue %1144, %1166[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1168 = llvm.insertvalue %1142, %1167[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1169 = llvm.insertvalue %1143, %1168[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb67(%27 : i64)
  ^bb67(%1170: i64):  // 2 preds: ^bb66, ^bb74
    %1171 = llvm.icmp "slt" %1170, %16 : i64
    llvm.cond_br %1171, ^bb68, ^bb75
  ^bb68:  // pred: ^bb67
    llvm.br ^bb69(%27 : i64)
  ^bb69(%1172: i64):  // 2 preds: ^bb68, ^bb73
    %1173 = llvm.icmp "slt" %1172, %15 : i64
    llvm.cond_br %1173, ^bb70, ^bb74
  ^bb70:  // pred: ^bb69
    llvm.br ^bb71(%27 : i64)
  ^bb71(%1174: i64):  // 2 preds: ^bb70, ^bb72
    %1175 = llvm.icmp "slt" %1174, %14 : i64
    llvm.cond_br %1175, ^bb72, ^bb73
  ^bb72:  // pred: ^bb71
    %1176 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1177 = llvm.mlir.constant(256 : index) : i64
    %1178 = llvm.mul %1170, %1177 overflow<nsw, nuw> : i64
    %1179 = llvm.mlir.constant(32 : index) : i64
    %1180 = llvm.mul %1172, %1179 overflow<nsw, nuw> : i64
    %1181 = llvm.add %1178, %1180 overflow<nsw, nuw> : i64
    %1182 = llvm.add %1181, %1174 overflow<nsw, nuw> : i64
    %1183 = llvm.getelementptr inbounds|nuw %1176[%1182] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1184 = llvm.load %1183 : !llvm.ptr -> f32
    %1185 = llvm.fpext %1184 : f32 to f64
    %1186 = llvm.extractvalue %1169[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1187 = llvm.mlir.constant(256 : index) : i64
    %1188 = llvm.mul %1170, %1187 overflow<nsw, nuw> : i64
    %1189 = llvm.mlir.constant(32 : index) : i64
    %1190 = llvm.mul %1172, %1189 overflow<nsw, nuw> : i64
    %1191 = llvm.add %1188, %1190 overflow<nsw, nuw> : i64
    %1192 = llvm.add %1191, %1174 overflow<nsw, nuw> : i64
    %1193 = llvm.getelementptr inbounds|nuw %1186[%1192] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1185, %1193 : f64, !llvm.ptr
    %1194 = llvm.add %1174, %16 : i64
    llvm.br ^bb71(%1194 : i64)
  ^bb73:  // pred: ^bb71
    %1195 = llvm.add %1172, %16 : i64
    llvm.br ^bb69(%1195 : i64)
  ^bb74:  // pred: ^bb69
    %1196 = llvm.add %1170, %16 : i64
    llvm.br ^bb67(%1196 : i64)
  ^bb75:  // pred: ^bb67
    %1197 = llvm.mlir.constant(1 : index) : i64
    %1198 = llvm.mlir.constant(8 : index) : i64
    %1199 = llvm.mlir.constant(1 : index) : i64
    %1200 = llvm.mlir.constant(1 : index) : i64
    %1201 = llvm.mlir.constant(8 : index) : i64
    %1202 = llvm.mlir.zero : !llvm.ptr
    %1203 = llvm.getelementptr %1202[%1201] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1204 = llvm.ptrtoint %1203 : !llvm.ptr to i64
    %1205 = llvm.mlir.constant(64 : index) : i64
    %1206 = llvm.add %1204, %1205 : i64
    %1207 = llvm.call @malloc(%1206) : (i64) -> !llvm.ptr
    %1208 = llvm.ptrtoint %1207 : !llvm.ptr to i64
    %1209 = llvm.mlir.constant(1 : index) : i64
    %1210 = llvm.sub %1205, %1209 : i64
    %1211 = llvm.add %1208, %1210 : i64
    %1212 = llvm.urem %1211, %1205 : i64
    %1213 = llvm.sub %1211, %1212 : i64
    %1214 = llvm.inttoptr %1213 : i64 to !llvm.ptr
    %1215 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1216 = llvm.insertvalue %1207, %1215[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1217 = llvm.insertvalue %1214, %1216[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1218 = llvm.mlir.constant(0 : index) : i64
    %1219 = llvm.insertvalue %1218, %1217[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1220 = llvm.insertvalue %1197, %1219[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1221 = llvm.insertvalue %1198, %1220[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1222 = llvm.insertvalue %1199, %1221[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1223 = llvm.insertvalue %1198, %1222[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1224 = llvm.insertvalue %1199, %1223[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1225 = llvm.insertvalue %1200, %1224[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb76(%27 : i64)
  ^bb76(%1226: i64):  // 2 preds: ^bb75, ^bb83
    %1227 = llvm.icmp "slt" %1226, %16 : i64
    llvm.cond_br %1227, ^bb77, ^bb84
  ^bb77:  // pred: ^bb76
    llvm.br ^bb78(%27 : i64)
  ^bb78(%1228: i64):  // 2 preds: ^bb77, ^bb82
    %1229 = llvm.icmp "slt" %1228, %15 : i64
    llvm.cond_br %1229, ^bb79, ^bb83
  ^bb79:  // pred: ^bb78
    llvm.br ^bb80(%27 : i64)
  ^bb80(%1230: i64):  // 2 preds: ^bb79, ^bb81
    %1231 = llvm.icmp "slt" %1230, %16 : i64
    llvm.cond_br %1231, ^bb81, ^bb82
  ^bb81:  // pred: ^bb80
    %1232 = llvm.extractvalue %1225[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1233 = llvm.mlir.constant(8 : index) : i64
    %1234 = llvm.mul %1226, %1233 overflow<nsw, nuw> : i64
    %1235 = llvm.add %1234, %1228 overflow<nsw, nuw> : i64
    %1236 = llvm.add %1235, %1230 overflow<nsw, nuw> : i64
    %1237 = llvm.getelementptr inbounds|nuw %1232[%1236] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %26, %1237 : f64, !llvm.ptr
    %1238 = llvm.add %1230, %16 : i64
    llvm.br ^bb80(%1238 : i64)
  ^bb82:  // pred: ^bb80
    %1239 = llvm.add %1228, %16 : i64
    llvm.br ^bb78(%1239 : i64)
  ^bb83:  // pred: ^bb78
    %1240 = llvm.add %1226, %16 : i64
    llvm.br ^bb76(%1240 : i64)
  ^bb84:  // pred: ^bb76
    %1241 = llvm.mlir.constant(1 : index) : i64
    %1242 = llvm.mlir.constant(8 : index) : i64
    %1243 = llvm.mlir.constant(1 : index) : i64
    %1244 = llvm.mlir.constant(1 : index) : i64
    %1245 = llvm.mlir.constant(8 : index) : i64
    %1246 = llvm.mlir.zero : !llvm.ptr
    %1247 = llvm.getelementptr %1246[%1245] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1248 = llvm.ptrtoint %1247 : !llvm.ptr to i64
    %1249 = llvm.mlir.constant(64 : index) : i64
    %1250 = llvm.add %1248, %1249 : i64
    %1251 = llvm.call @malloc(%1250) : (i64) -> !llvm.ptr
    %1252 = llvm.ptrtoint %1251 : !llvm.ptr to i64
    %1253 = llvm.mlir.constant(1 : index) : i64
    %1254 = llvm.sub %1249, %1253 : i64
    %1255 = llvm.add %1252, %1254 : i64
    %1256 = llvm.urem %1255, %1249 : i64
    %1257 = llvm.sub %1255, %1256 : i64
    %1258 = llvm.inttoptr %1257 : i64 to !llvm.ptr
    %1259 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1260 = llvm.insertvalue %1251, %1259[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1261 = llvm.insertvalue %1258, %1260[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1262 = llvm.mlir.constant(0 : index) : i64
    %1263 = llvm.insertvalue %1262, %1261[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1264 = llvm.insertvalue %1241, %1263[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1265 = llvm.insertvalue %1242, %1264[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1266 = llvm.insertvalue %1243, %1265[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1267 = llvm.insertvalue %1242, %1266[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1268 = llvm.insertvalue %1243, %1267[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1269 = llvm.insertvalue %1244, %1268[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb85(%27 : i64)
  ^bb85(%1270: i64):  // 2 preds: ^bb84, ^bb92
    %1271 = llvm.icmp "slt" %1270, %16 : i64
    llvm.cond_br %1271, ^bb86, ^bb93
  ^bb86:  // pred: ^bb85
    llvm.br ^bb87(%27 : i64)
  ^bb87(%1272: i64):  // 2 preds: ^bb86, ^bb91
    %1273 = llvm.icmp "slt" %1272, %15 : i64
    llvm.cond_br %1273, ^bb88, ^bb92
  ^bb88:  // pred: ^bb87
    llvm.br ^bb89(%27 : i64)
  ^bb89(%1274: i64):  // 2 preds: ^bb88, ^bb90
    %1275 = llvm.icmp "slt" %1274, %16 : i64
    llvm.cond_br %1275, ^bb90, ^bb91
  ^bb90:  // pred: ^bb89
    %1276 = llvm.extractvalue %1225[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1277 = llvm.mlir.constant(8 : index) : i64
    %1278 = llvm.mul %1270, %1277 overflow<nsw, nuw> : i64
    %1279 = llvm.add %1278, %1272 overflow<nsw, nuw> : i64
    %1280 = llvm.add %1279, %1274 overflow<nsw, nuw> : i64
    %1281 = llvm.getelementptr inbounds|nuw %1276[%1280] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1282 = llvm.load %1281 : !llvm.ptr -> f64
    %1283 = llvm.extractvalue %1269[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1284 = llvm.mlir.constant(8 : index) : i64
    %1285 = llvm.mul %1270, %1284 overflow<nsw, nuw> : i64
    %1286 = llvm.add %1285, %1272 overflow<nsw, nuw> : i64
    %1287 = llvm.add %1286, %1274 overflow<nsw, nuw> : i64
    %1288 = llvm.getelementptr inbounds|nuw %1283[%1287] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1282, %1288 : f64, !llvm.ptr
    %1289 = llvm.add %1274, %16 : i64
    llvm.br ^bb89(%1289 : i64)
  ^bb91:  // pred: ^bb89
    %1290 = llvm.add %1272, %16 : i64
    llvm.br ^bb87(%1290 : i64)
  ^bb92:  // pred: ^bb87
    %1291 = llvm.add %1270, %16 : i64
    llvm.br ^bb85(%1291 : i64)
  ^bb93:  // pred: ^bb85
    llvm.br ^bb94(%27 : i64)
  ^bb94(%1292: i64):  // 2 preds: ^bb93, ^bb101
    %1293 = llvm.icmp "slt" %1292, %16 : i64
    llvm.cond_br %1293, ^bb95, ^bb102
  ^bb95:  // pred: ^bb94
    llvm.br ^bb96(%27 : i64)
  ^bb96(%1294: i64):  // 2 preds: ^bb95, ^bb100
    %1295 = llvm.icmp "slt" %1294, %15 : i64
    llvm.cond_br %1295, ^bb97, ^bb101
  ^bb97:  // pred: ^bb96
    llvm.br ^bb98(%27 : i64)
  ^bb98(%1296: i64):  // 2 preds: ^bb97, ^bb99
    %1297 = llvm.icmp "slt" %1296, %14 : i64
    llvm.cond_br %1297, ^bb99, ^bb100
  ^bb99:  // pred: ^bb98
    %1298 = llvm.extractvalue %1169[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1299 = llvm.mlir.constant(256 : index) : i64
    %1300 = llvm.mul %1292, %1299 overflow<nsw, nuw> : i64
    %1301 = llvm.mlir.constant(32 : index) : i64
    %1302 = llvm.mul %1294, %1301 overflow<nsw, nuw> : i64
    %1303 = llvm.add %1300, %1302 overflow<nsw, nuw> : i64
    %1304 = llvm.add %1303, %1296 overflow<nsw, nuw> : i64
    %1305 = llvm.getelementptr inbounds|nuw %1298[%1304] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1306 = llvm.load %1305 : !llvm.ptr -> f64
    %1307 = llvm.extractvalue %1269[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1308 = llvm.mlir.constant(8 : index) : i64
    %1309 = llvm.mul %1292, %1308 overflow<nsw, nuw> : i64
    %1310 = llvm.add %1309, %1294 overflow<nsw, nuw> : i64
    %1311 = llvm.add %1310, %27 overflow<nsw, nuw> : i64
    %1312 = llvm.getelementptr inbounds|nuw %1307[%1311] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1313 = llvm.load %1312 : !llvm.ptr -> f64
    %1314 = llvm.fadd %1306, %1313 : f64
    %1315 = llvm.extractvalue %1269[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1316 = llvm.mlir.constant(8 : index) : i64
    %1317 = llvm.mul %1292, %1316 overflow<nsw, nuw> : i64
    %1318 = llvm.add %1317, %1294 overflow<nsw, nuw> : i64
    %1319 = llvm.add %1318, %27 overflow<nsw, nuw> : i64
    %1320 = llvm.getelementptr inbounds|nuw %1315[%1319] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1314, %1320 : f64, !llvm.ptr
    %1321 = llvm.add %1296, %16 : i64
    llvm.br ^bb98(%1321 : i64)
  ^bb100:  // pred: ^bb98
    %1322 = llvm.add %1294, %16 : i64
    llvm.br ^bb96(%1322 : i64)
  ^bb101:  // pred: ^bb96
    %1323 = llvm.add %1292, %16 : i64
    llvm.br ^bb94(%1323 : i64)
  ^bb102:  // pred: ^bb94
    %1324 = llvm.mlir.constant(1 : index) : i64
    %1325 = llvm.mlir.constant(8 : index) : i64
    %1326 = llvm.mlir.constant(1 : index) : i64
    %1327 = llvm.mlir.constant(1 : index) : i64
    %1328 = llvm.mlir.constant(8 : index) : i64
    %1329 = llvm.mlir.zero : !llvm.ptr
    %1330 = llvm.getelementptr %1329[%1328] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1331 = llvm.ptrtoint %1330 : !llvm.ptr to i64
    %1332 = llvm.mlir.constant(64 : index) : i64
    %1333 = llvm.add %1331, %1332 : i64
    %1334 = llvm.call @malloc(%1333) : (i64) -> !llvm.ptr
    %1335 = llvm.ptrtoint %1334 : !llvm.ptr to i64
    %1336 = llvm.mlir.constant(1 : index) : i64
    %1337 = llvm.sub %1332, %1336 : i64
    %1338 = llvm.add %1335, %1337 : i64
    %1339 = llvm.urem %1338, %1332 : i64
    %1340 = llvm.sub %1338, %1339 : i64
    %1341 = llvm.inttoptr %1340 : i64 to !llvm.ptr
    %1342 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1343 = llvm.insertvalue %1334, %1342[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1344 = llvm.insertvalue %1341, %1343[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1345 = llvm.mlir.constant(0 : index) : i64
    %1346 = llvm.insertvalue %1345, %1344[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1347 = llvm.insertvalue %1324, %1346[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1348 = llvm.insertvalue %1325, %1347[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1349 = llvm.insertvalue %1326, %1348[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1350 = llvm.insertvalue %1325, %1349[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1351 = llvm.insertvalue %1326, %1350[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1352 = llvm.insertvalue %1327, %1351[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb103(%27 : i64)
  ^bb103(%1353: i64):  // 2 preds: ^bb102, ^bb110
    %1354 = llvm.icmp "slt" %1353, %16 : i64
    llvm.cond_br %1354, ^bb104, ^bb111
  ^bb104:  // pred: ^bb103
    llvm.br ^bb105(%27 : i64)
  ^bb105(%1355: i64):  // 2 preds: ^bb104, ^bb109
    %1356 = llvm.icmp "slt" %1355, %15 : i64
    llvm.cond_br %1356, ^bb106, ^bb110
  ^bb106:  // pred: ^bb105
    llvm.br ^bb107(%27 : i64)
  ^bb107(%1357: i64):  // 2 preds: ^bb106, ^bb108
    %1358 = llvm.icmp "slt" %1357, %16 : i64
    llvm.cond_br %1358, ^bb108, ^bb109
  ^bb108:  // pred: ^bb107
    %1359 = llvm.extractvalue %1225[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1360 = llvm.mlir.constant(8 : index) : i64
    %1361 = llvm.mul %1353, %1360 overflow<nsw, nuw> : i64
    %1362 = llvm.add %1361, %1355 overflow<nsw, nuw> : i64
    %1363 = llvm.add %1362, %1357 overflow<nsw, nuw> : i64
    %1364 = llvm.getelementptr inbounds|nuw %1359[%1363] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1365 = llvm.load %1364 : !llvm.ptr -> f64
    %1366 = llvm.extractvalue %1352[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1367 = llvm.mlir.constant(8 : index) : i64
    %1368 = llvm.mul %1353, %1367 overflow<nsw, nuw> : i64
    %1369 = llvm.add %1368, %1355 overflow<nsw, nuw> : i64
    %1370 = llvm.add %1369, %1357 overflow<nsw, nuw> : i64
    %1371 = llvm.getelementptr inbounds|nuw %1366[%1370] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1365, %1371 : f64, !llvm.ptr
    %1372 = llvm.add %1357, %16 : i64
    llvm.br ^bb107(%1372 : i64)
  ^bb109:  // pred: ^bb107
    %1373 = llvm.add %1355, %16 : i64
    llvm.br ^bb105(%1373 : i64)
  ^bb110:  // pred: ^bb105
    %1374 = llvm.add %1353, %16 : i64
    llvm.br ^bb103(%1374 : i64)
  ^bb111:  // pred: ^bb103
    llvm.br ^bb112(%27 : i64)
  ^bb112(%1375: i64):  // 2 preds: ^bb111, ^bb119
    %1376 = llvm.icmp "slt" %1375, %16 : i64
    llvm.cond_br %1376, ^bb113, ^bb120
  ^bb113:  // pred: ^bb112
    llvm.br ^bb114(%27 : i64)
  ^bb114(%1377: i64):  // 2 preds: ^bb113, ^bb118
    %1378 = llvm.icmp "slt" %1377, %15 : i64
    llvm.cond_br %1378, ^bb115, ^bb119
  ^bb115:  // pred: ^bb114
    llvm.br ^bb116(%27 : i64)
  ^bb116(%1379: i64):  // 2 preds: ^bb115, ^bb117
    %1380 = llvm.icmp "slt" %1379, %14 : i64
    llvm.cond_br %1380, ^bb117, ^bb118
  ^bb117:  // pred: ^bb116
    %1381 = llvm.extractvalue %1169[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1382 = llvm.mlir.constant(256 : index) : i64
    %1383 = llvm.mul %1375, %1382 overflow<nsw, nuw> : i64
    %1384 = llvm.mlir.constant(32 : index) : i64
    %1385 = llvm.mul %1377, %1384 overflow<nsw, nuw> : i64
    %1386 = llvm.add %1383, %1385 overflow<nsw, nuw> : i64
    %1387 = llvm.add %1386, %1379 overflow<nsw, nuw> : i64
    %1388 = llvm.getelementptr inbounds|nuw %1381[%1387] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1389 = llvm.load %1388 : !llvm.ptr -> f64
    %1390 = llvm.extractvalue %1269[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1391 = llvm.mlir.constant(8 : index) : i64
    %1392 = llvm.mul %1375, %1391 overflow<nsw, nuw> : i64
    %1393 = llvm.add %1392, %1377 overflow<nsw, nuw> : i64
    %1394 = llvm.add %1393, %27 overflow<nsw, nuw> : i64
    %1395 = llvm.getelementptr inbounds|nuw %1390[%1394] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1396 = llvm.load %1395 : !llvm.ptr -> f64
    %1397 = llvm.extractvalue %1352[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1398 = llvm.mlir.constant(8 : index) : i64
    %1399 = llvm.mul %1375, %1398 overflow<nsw, nuw> : i64
    %1400 = llvm.add %1399, %1377 overflow<nsw, nuw> : i64
    %1401 = llvm.add %1400, %27 overflow<nsw, nuw> : i64
    %1402 = llvm.getelementptr inbounds|nuw %1397[%1401] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1403 = llvm.load %1402 : !llvm.ptr -> f64
    %1404 = llvm.fdiv %1396, %21 : f64
    %1405 = llvm.fsub %1389, %1404 : f64
    %1406 = llvm.fmul %1405, %1405 : f64
    %1407 = llvm.fadd %1406, %1403 : f64
    %1408 = llvm.extractvalue %1352[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1409 = llvm.mlir.constant(8 : index) : i64
    %1410 = llvm.mul %1375, %1409 overflow<nsw, nuw> : i64
    %1411 = llvm.add %1410, %1377 overflow<nsw, nuw> : i64
    %1412 = llvm.add %1411, %27 overflow<nsw, nuw> : i64
    %1413 = llvm.getelementptr inbounds|nuw %1408[%1412] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1407, %1413 : f64, !llvm.ptr
    %1414 = llvm.add %1379, %16 : i64
    llvm.br ^bb116(%1414 : i64)
  ^bb118:  // pred: ^bb116
    %1415 = llvm.add %1377, %16 : i64
    llvm.br ^bb114(%1415 : i64)
  ^bb119:  // pred: ^bb114
    %1416 = llvm.add %1375, %16 : i64
    llvm.br ^bb112(%1416 : i64)
  ^bb120:  // pred: ^bb112
    %1417 = llvm.mlir.constant(1 : index) : i64
    %1418 = llvm.mlir.constant(8 : index) : i64
    %1419 = llvm.mlir.constant(1 : index) : i64
    %1420 = llvm.mlir.constant(1 : index) : i64
    %1421 = llvm.mlir.constant(8 : index) : i64
    %1422 = llvm.mlir.zero : !llvm.ptr
    %1423 = llvm.getelementptr %1422[%1421] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1424 = llvm.ptrtoint %1423 : !llvm.ptr to i64
    %1425 = llvm.mlir.constant(64 : index) : i64
    %1426 = llvm.add %1424, %1425 : i64
    %1427 = llvm.call @malloc(%1426) : (i64) -> !llvm.ptr
    %1428 = llvm.ptrtoint %1427 : !llvm.ptr to i64
    %1429 = llvm.mlir.constant(1 : index) : i64
    %1430 = llvm.sub %1425, %1429 : i64
    %1431 = llvm.add %1428, %1430 : i64
    %1432 = llvm.urem %1431, %1425 : i64
    %1433 = llvm.sub %1431, %1432 : i64
    %1434 = llvm.inttoptr %1433 : i64 to !llvm.ptr
    %1435 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1436 = llvm.insertvalue %1427, %1435[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1437 = llvm.insertvalue %1434, %1436[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1438 = llvm.mlir.constant(0 : index) : i64
    %1439 = llvm.insertvalue %1438, %1437[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1440 = llvm.insertvalue %1417, %1439[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1441 = llvm.insertvalue %1418, %1440[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1442 = llvm.insertvalue %1419, %1441[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1443 = llvm.insertvalue %1418, %1442[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1444 = llvm.insertvalue %1419, %1443[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1445 = llvm.insertvalue %1420, %1444[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb121(%27 : i64)
  ^bb121(%1446: i64):  // 2 preds: ^bb120, ^bb128
    %1447 = llvm.icmp "slt" %1446, %16 : i64
    llvm.cond_br %1447, ^bb122, ^bb129
  ^bb122:  // pred: ^bb121
    llvm.br ^bb123(%27 : i64)
  ^bb123(%1448: i64):  // 2 preds: ^bb122, ^bb127
    %1449 = llvm.icmp "slt" %1448, %15 : i64
    llvm.cond_br %1449, ^bb124, ^bb128
  ^bb124:  // pred: ^bb123
    llvm.br ^bb125(%27 : i64)
  ^bb125(%1450: i64):  // 2 preds: ^bb124, ^bb126
    %1451 = llvm.icmp "slt" %1450, %16 : i64
    llvm.cond_br %1451, ^bb126, ^bb127
  ^bb126:  // pred: ^bb125
    %1452 = llvm.extractvalue %1445[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1453 = llvm.mlir.constant(8 : index) : i64
    %1454 = llvm.mul %1446, %1453 overflow<nsw, nuw> : i64
    %1455 = llvm.add %1454, %1448 overflow<nsw, nuw> : i64
    %1456 = llvm.add %1455, %1450 overflow<nsw, nuw> : i64
    %1457 = llvm.getelementptr inbounds|nuw %1452[%1456] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %29, %1457 : f32, !llvm.ptr
    %1458 = llvm.add %1450, %16 : i64
    llvm.br ^bb125(%1458 : i64)
  ^bb127:  // pred: ^bb125
    %1459 = llvm.add %1448, %16 : i64
    llvm.br ^bb123(%1459 : i64)
  ^bb128:  // pred: ^bb123
    %1460 = llvm.add %1446, %16 : i64
    llvm.br ^bb121(%1460 : i64)
  ^bb129:  // pred: ^bb121
    %1461 = llvm.mlir.constant(1 : index) : i64
    %1462 = llvm.mlir.constant(8 : index) : i64
    %1463 = llvm.mlir.constant(1 : index) : i64
    %1464 = llvm.mlir.constant(1 : index) : i64
    %1465 = llvm.mlir.constant(8 : index) : i64
    %1466 = llvm.mlir.zero : !llvm.ptr
    %1467 = llvm.getelementptr %1466[%1465] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1468 = llvm.ptrtoint %1467 : !llvm.ptr to i64
    %1469 = llvm.mlir.constant(64 : index) : i64
    %1470 = llvm.add %1468, %1469 : i64
    %1471 = llvm.call @malloc(%1470) : (i64) -> !llvm.ptr
    %1472 = llvm.ptrtoint %1471 : !llvm.ptr to i64
    %1473 = llvm.mlir.constant(1 : index) : i64
    %1474 = llvm.sub %1469, %1473 : i64
    %1475 = llvm.add %1472, %1474 : i64
    %1476 = llvm.urem %1475, %1469 : i64
    %1477 = llvm.sub %1475, %1476 : i64
    %1478 = llvm.inttoptr %1477 : i64 to !llvm.ptr
    %1479 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1480 = llvm.insertvalue %1471, %1479[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1481 = llvm.insertvalue %1478, %1480[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1482 = llvm.mlir.constant(0 : index) : i64
    %1483 = llvm.insertvalue %1482, %1481[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1484 = llvm.insertvalue %1461, %1483[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1485 = llvm.insertvalue %1462, %1484[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1486 = llvm.insertvalue %1463, %1485[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1487 = llvm.insertvalue %1462, %1486[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1488 = llvm.insertvalue %1463, %1487[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1489 = llvm.insertvalue %1464, %1488[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb130(%27 : i64)
  ^bb130(%1490: i64):  // 2 preds: ^bb129, ^bb137
    %1491 = llvm.icmp "slt" %1490, %16 : i64
    llvm.cond_br %1491, ^bb131, ^bb138
  ^bb131:  // pred: ^bb130
    llvm.br ^bb132(%27 : i64)
  ^bb132(%1492: i64):  // 2 preds: ^bb131, ^bb136
    %1493 = llvm.icmp "slt" %1492, %15 : i64
    llvm.cond_br %1493, ^bb133, ^bb137
  ^bb133:  // pred: ^bb132
    llvm.br ^bb134(%27 : i64)
  ^bb134(%1494: i64):  // 2 preds: ^bb133, ^bb135
    %1495 = llvm.icmp "slt" %1494, %16 : i64
    llvm.cond_br %1495, ^bb135, ^bb136
  ^bb135:  // pred: ^bb134
    %1496 = llvm.extractvalue %1445[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1497 = llvm.mlir.constant(8 : index) : i64
    %1498 = llvm.mul %1490, %1497 overflow<nsw, nuw> : i64
    %1499 = llvm.add %1498, %1492 overflow<nsw, nuw> : i64
    %1500 = llvm.add %1499, %1494 overflow<nsw, nuw> : i64
    %1501 = llvm.getelementptr inbounds|nuw %1496[%1500] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1502 = llvm.load %1501 : !llvm.ptr -> f32
    %1503 = llvm.extractvalue %1489[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1504 = llvm.mlir.constant(8 : index) : i64
    %1505 = llvm.mul %1490, %1504 overflow<nsw, nuw> : i64
    %1506 = llvm.add %1505, %1492 overflow<nsw, nuw> : i64
    %1507 = llvm.add %1506, %1494 overflow<nsw, nuw> : i64
    %1508 = llvm.getelementptr inbounds|nuw %1503[%1507] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1502, %1508 : f32, !llvm.ptr
    %1509 = llvm.add %1494, %16 : i64
    llvm.br ^bb134(%1509 : i64)
  ^bb136:  // pred: ^bb134
    %1510 = llvm.add %1492, %16 : i64
    llvm.br ^bb132(%1510 : i64)
  ^bb137:  // pred: ^bb132
    %1511 = llvm.add %1490, %16 : i64
    llvm.br ^bb130(%1511 : i64)
  ^bb138:  // pred: ^bb130
    llvm.br ^bb139(%27 : i64)
  ^bb139(%1512: i64):  // 2 preds: ^bb138, ^bb146
    %1513 = llvm.icmp "slt" %1512, %16 : i64
    llvm.cond_br %1513, ^bb140, ^bb147
  ^bb140:  // pred: ^bb139
    llvm.br ^bb141(%27 : i64)
  ^bb141(%1514: i64):  // 2 preds: ^bb140, ^bb145
    %1515 = llvm.icmp "slt" %1514, %15 : i64
    llvm.cond_br %1515, ^bb142, ^bb146
  ^bb142:  // pred: ^bb141
    llvm.br ^bb143(%27 : i64)
  ^bb143(%1516: i64):  // 2 preds: ^bb142, ^bb144
    %1517 = llvm.icmp "slt" %1516, %14 : i64
    llvm.cond_br %1517, ^bb144, ^bb145
  ^bb144:  // pred: ^bb143
    %1518 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1519 = llvm.mlir.constant(256 : index) : i64
    %1520 = llvm.mul %1512, %1519 overflow<nsw, nuw> : i64
    %1521 = llvm.mlir.constant(32 : index) : i64
    %1522 = llvm.mul %1514, %1521 overflow<nsw, nuw> : i64
    %1523 = llvm.add %1520, %1522 overflow<nsw, nuw> : i64
    %1524 = llvm.add %1523, %1516 overflow<nsw, nuw> : i64
    %1525 = llvm.getelementptr inbounds|nuw %1518[%1524] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1526 = llvm.load %1525 : !llvm.ptr -> f32
    %1527 = llvm.extractvalue %1489[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1528 = llvm.mlir.constant(8 : index) : i64
    %1529 = llvm.mul %1512, %1528 overflow<nsw, nuw> : i64
    %1530 = llvm.add %1529, %1514 overflow<nsw, nuw> : i64
    %1531 = llvm.add %1530, %27 overflow<nsw, nuw> : i64
    %1532 = llvm.getelementptr inbounds|nuw %1527[%1531] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1533 = llvm.load %1532 : !llvm.ptr -> f32
    %1534 = llvm.fadd %1526, %1533 : f32
    %1535 = llvm.extractvalue %1489[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1536 = llvm.mlir.constant(8 : index) : i64
    %1537 = llvm.mul %1512, %1536 overflow<nsw, nuw> : i64
    %1538 = llvm.add %1537, %1514 overflow<nsw, nuw> : i64
    %1539 = llvm.add %1538, %27 overflow<nsw, nuw> : i64
    %1540 = llvm.getelementptr inbounds|nuw %1535[%1539] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1534, %1540 : f32, !llvm.ptr
    %1541 = llvm.add %1516, %16 : i64
    llvm.br ^bb143(%1541 : i64)
  ^bb145:  // pred: ^bb143
    %1542 = llvm.add %1514, %16 : i64
    llvm.br ^bb141(%1542 : i64)
  ^bb146:  // pred: ^bb141
    %1543 = llvm.add %1512, %16 : i64
    llvm.br ^bb139(%1543 : i64)
  ^bb147:  // pred: ^bb139
    %1544 = llvm.mlir.constant(8 : index) : i64
    %1545 = llvm.mlir.constant(96 : index) : i64
    %1546 = llvm.mlir.constant(1 : index) : i64
    %1547 = llvm.mlir.constant(768 : index) : i64
    %1548 = llvm.mlir.zero : !llvm.ptr
    %1549 = llvm.getelementptr %1548[%1547] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1550 = llvm.ptrtoint %1549 : !llvm.ptr to i64
    %1551 = llvm.mlir.constant(64 : index) : i64
    %1552 = llvm.add %1550, %1551 : i64
    %1553 = llvm.call @malloc(%1552) : (i64) -> !llvm.ptr
    %1554 = llvm.ptrtoint %1553 : !llvm.ptr to i64
    %1555 = llvm.mlir.constant(1 : index) : i64
    %1556 = llvm.sub %1551, %1555 : i64
    %1557 = llvm.add %1554, %1556 : i64
    %1558 = llvm.urem %1557, %1551 : i64
    %1559 = llvm.sub %1557, %1558 : i64
    %1560 = llvm.inttoptr %1559 : i64 to !llvm.ptr
    %1561 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1562 = llvm.insertvalue %1553, %1561[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1563 = llvm.insertvalue %1560, %1562[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1564 = llvm.mlir.constant(0 : index) : i64
    %1565 = llvm.insertvalue %1564, %1563[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1566 = llvm.insertvalue %1544, %1565[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1567 = llvm.insertvalue %1545, %1566[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1568 = llvm.insertvalue %1545, %1567[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1569 = llvm.insertvalue %1546, %1568[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb148(%27 : i64)
  ^bb148(%1570: i64):  // 2 preds: ^bb147, ^bb152
    %1571 = llvm.icmp "slt" %1570, %15 : i64
    llvm.cond_br %1571, ^bb149, ^bb153
  ^bb149:  // pred: ^bb148
    llvm.br ^bb150(%27 : i64)
  ^bb150(%1572: i64):  // 2 preds: ^bb149, ^bb151
    %1573 = llvm.icmp "slt" %1572, %13 : i64
    llvm.cond_br %1573, ^bb151, ^bb152
  ^bb151:  // pred: ^bb150
    %1574 = llvm.extractvalue %1569[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1575 = llvm.mlir.constant(96 : index) : i64
    %1576 = llvm.mul %1570, %1575 overflow<nsw, nuw> : i64
    %1577 = llvm.add %1576, %1572 overflow<nsw, nuw> : i64
    %1578 = llvm.getelementptr inbounds|nuw %1574[%1577] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %29, %1578 : f32, !llvm.ptr
    %1579 = llvm.add %1572, %16 : i64
    llvm.br ^bb150(%1579 : i64)
  ^bb152:  // pred: ^bb150
    %1580 = llvm.add %1570, %16 : i64
    llvm.br ^bb148(%1580 : i64)
  ^bb153:  // pred: ^bb148
    %1581 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1582 = llvm.extractvalue %1569[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1583 = llvm.extractvalue %1569[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1584 = llvm.insertvalue %1582, %1581[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1585 = llvm.insertvalue %1583, %1584[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1586 = llvm.mlir.constant(0 : index) : i64
    %1587 = llvm.insertvalue %1586, %1585[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1588 = llvm.mlir.constant(1 : index) : i64
    %1589 = llvm.insertvalue %1588, %1587[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1590 = llvm.mlir.constant(768 : index) : i64
    %1591 = llvm.insertvalue %1590, %1589[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1592 = llvm.mlir.constant(8 : index) : i64
    %1593 = llvm.insertvalue %1592, %1591[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1594 = llvm.mlir.constant(96 : index) : i64
    %1595 = llvm.insertvalue %1594, %1593[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1596 = llvm.mlir.constant(96 : index) : i64
    %1597 = llvm.insertvalue %1596, %1595[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1598 = llvm.mlir.constant(1 : index) : i64
    %1599 = llvm.insertvalue %1598, %1597[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1600 = llvm.mlir.constant(1 : index) : i64
    %1601 = llvm.mlir.constant(8 : index) : i64
    %1602 = llvm.mlir.constant(96 : index) : i64
    %1603 = llvm.mlir.constant(1 : index) : i64
    %1604 = llvm.mlir.constant(768 : index) : i64
    %1605 = llvm.mlir.constant(768 : index) : i64
    %1606 = llvm.mlir.zero : !llvm.ptr
    %1607 = llvm.getelementptr %1606[%1605] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1608 = llvm.ptrtoint %1607 : !llvm.ptr to i64
    %1609 = llvm.mlir.constant(64 : index) : i64
    %1610 = llvm.add %1608, %1609 : i64
    %1611 = llvm.call @malloc(%1610) : (i64) -> !llvm.ptr
    %1612 = llvm.ptrtoint %1611 : !llvm.ptr to i64
    %1613 = llvm.mlir.constant(1 : index) : i64
    %1614 = llvm.sub %1609, %1613 : i64
    %1615 = llvm.add %1612, %1614 : i64
    %1616 = llvm.urem %1615, %1609 : i64
    %1617 = llvm.sub %1615, %1616 : i64
    %1618 = llvm.inttoptr %1617 : i64 to !llvm.ptr
    %1619 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1620 = llvm.insertvalue %1611, %1619[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1621 = llvm.insertvalue %1618, %1620[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1622 = llvm.mlir.constant(0 : index) : i64
    %1623 = llvm.insertvalue %1622, %1621[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1624 = llvm.insertvalue %1600, %1623[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1625 = llvm.insertvalue %1601, %1624[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1626 = llvm.insertvalue %1602, %1625[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1627 = llvm.insertvalue %1604, %1626[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1628 = llvm.insertvalue %1602, %1627[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1629 = llvm.insertvalue %1603, %1628[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb154(%27 : i64)
  ^bb154(%1630: i64):  // 2 preds: ^bb153, ^bb161
    %1631 = llvm.icmp "slt" %1630, %16 : i64
    llvm.cond_br %1631, ^bb155, ^bb162
  ^bb155:  // pred: ^bb154
    llvm.br ^bb156(%27 : i64)
  ^bb156(%1632: i64):  // 2 preds: ^bb155, ^bb160
    %1633 = llvm.icmp "slt" %1632, %15 : i64
    llvm.cond_br %1633, ^bb157, ^bb161
  ^bb157:  // pred: ^bb156
    llvm.br ^bb158(%27 : i64)
  ^bb158(%1634: i64):  // 2 preds: ^bb157, ^bb159
    %1635 = llvm.icmp "slt" %1634, %13 : i64
    llvm.cond_br %1635, ^bb159, ^bb160
  ^bb159:  // pred: ^bb158
    %1636 = llvm.extractvalue %1599[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1637 = llvm.mlir.constant(768 : index) : i64
    %1638 = llvm.mul %1630, %1637 overflow<nsw, nuw> : i64
    %1639 = llvm.mlir.constant(96 : index) : i64
    %1640 = llvm.mul %1632, %1639 overflow<nsw, nuw> : i64
    %1641 = llvm.add %1638, %1640 overflow<nsw, nuw> : i64
    %1642 = llvm.add %1641, %1634 overflow<nsw, nuw> : i64
    %1643 = llvm.getelementptr inbounds|nuw %1636[%1642] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1644 = llvm.load %1643 : !llvm.ptr -> f32
    %1645 = llvm.extractvalue %1629[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1646 = llvm.mlir.constant(768 : index) : i64
    %1647 = llvm.mul %1630, %1646 overflow<nsw, nuw> : i64
    %1648 = llvm.mlir.constant(96 : index) : i64
    %1649 = llvm.mul %1632, %1648 overflow<nsw, nuw> : i64
    %1650 = llvm.add %1647, %1649 overflow<nsw, nuw> : i64
    %1651 = llvm.add %1650, %1634 overflow<nsw, nuw> : i64
    %1652 = llvm.getelementptr inbounds|nuw %1645[%1651] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1644, %1652 : f32, !llvm.ptr
    %1653 = llvm.add %1634, %16 : i64
    llvm.br ^bb158(%1653 : i64)
  ^bb160:  // pred: ^bb158
    %1654 = llvm.add %1632, %16 : i64
    llvm.br ^bb156(%1654 : i64)
  ^bb161:  // pred: ^bb156
    %1655 = llvm.add %1630, %16 : i64
    llvm.br ^bb154(%1655 : i64)
  ^bb162:  // pred: ^bb154
    llvm.br ^bb163(%27 : i64)
  ^bb163(%1656: i64):  // 2 preds: ^bb162, ^bb173
    %1657 = llvm.icmp "slt" %1656, %16 : i64
    llvm.cond_br %1657, ^bb164, ^bb174
  ^bb164:  // pred: ^bb163
    llvm.br ^bb165(%27 : i64)
  ^bb165(%1658: i64):  // 2 preds: ^bb164, ^bb172
    %1659 = llvm.icmp "slt" %1658, %15 : i64
    llvm.cond_br %1659, ^bb166, ^bb173
  ^bb166:  // pred: ^bb165
    llvm.br ^bb167(%27 : i64)
  ^bb167(%1660: i64):  // 2 preds: ^bb166, ^bb171
    %1661 = llvm.icmp "slt" %1660, %13 : i64
    llvm.cond_br %1661, ^bb168, ^bb172
  ^bb168:  // pred: ^bb167
    llvm.br ^bb169(%27 : i64)
  ^bb169(%1662: i64):  // 2 preds: ^bb168, ^bb170
    %1663 = llvm.icmp "slt" %1662, %14 : i64
    llvm.cond_br %1663, ^bb170, ^bb171
  ^bb170:  // pred: ^bb169
    %1664 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1665 = llvm.mlir.constant(256 : index) : i64
    %1666 = llvm.mul %1656, %1665 overflow<nsw, nuw> : i64
    %1667 = llvm.mlir.constant(32 : index) : i64
    %1668 = llvm.mul %1658, %1667 overflow<nsw, nuw> : i64
    %1669 = llvm.add %1666, %1668 overflow<nsw, nuw> : i64
    %1670 = llvm.add %1669, %1662 overflow<nsw, nuw> : i64
    %1671 = llvm.getelementptr inbounds|nuw %1664[%1670] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1672 = llvm.load %1671 : !llvm.ptr -> f32
    %1673 = llvm.extractvalue %1489[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1674 = llvm.mlir.constant(8 : index) : i64
    %1675 = llvm.mul %1656, %1674 overflow<nsw, nuw> : i64
    %1676 = llvm.add %1675, %1658 overflow<nsw, nuw> : i64
    %1677 = llvm.add %1676, %27 overflow<nsw, nuw> : i64
    %1678 = llvm.getelementptr inbounds|nuw %1673[%1677] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1679 = llvm.load %1678 : !llvm.ptr -> f32
    %1680 = llvm.extractvalue %1352[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1681 = llvm.mlir.constant(8 : index) : i64
    %1682 = llvm.mul %1656, %1681 overflow<nsw, nuw> : i64
    %1683 = llvm.add %1682, %1658 overflow<nsw, nuw> : i64
    %1684 = llvm.add %1683, %27 overflow<nsw, nuw> : i64
    %1685 = llvm.getelementptr inbounds|nuw %1680[%1684] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1686 = llvm.load %1685 : !llvm.ptr -> f64
    %1687 = llvm.extractvalue %480[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1688 = llvm.getelementptr inbounds|nuw %1687[%1662] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1689 = llvm.load %1688 : !llvm.ptr -> f32
    %1690 = llvm.extractvalue %464[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1691 = llvm.getelementptr inbounds|nuw %1690[%1662] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1692 = llvm.load %1691 : !llvm.ptr -> f32
    %1693 = llvm.extractvalue %448[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1694 = llvm.mlir.constant(96 : index) : i64
    %1695 = llvm.mul %1662, %1694 overflow<nsw, nuw> : i64
    %1696 = llvm.add %1695, %1660 overflow<nsw, nuw> : i64
    %1697 = llvm.getelementptr inbounds|nuw %1693[%1696] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1698 = llvm.load %1697 : !llvm.ptr -> f32
    %1699 = llvm.extractvalue %1629[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1700 = llvm.mlir.constant(768 : index) : i64
    %1701 = llvm.mul %1656, %1700 overflow<nsw, nuw> : i64
    %1702 = llvm.mlir.constant(96 : index) : i64
    %1703 = llvm.mul %1658, %1702 overflow<nsw, nuw> : i64
    %1704 = llvm.add %1701, %1703 overflow<nsw, nuw> : i64
    %1705 = llvm.add %1704, %1660 overflow<nsw, nuw> : i64
    %1706 = llvm.getelementptr inbounds|nuw %1699[%1705] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1707 = llvm.load %1706 : !llvm.ptr -> f32
    %1708 = llvm.fdiv %1686, %21 : f64
    %1709 = llvm.fptrunc %1708 : f64 to f32
    %1710 = llvm.fptrunc %22 : f64 to f32
    %1711 = llvm.fadd %1709, %1710 : f32
    %1712 = llvm.intr.sqrt(%1711) : (f32) -> f32
    %1713 = llvm.fdiv %17, %1712 : f32
    %1714 = llvm.fdiv %1679, %20 : f32
    %1715 = llvm.fsub %1672, %1714 : f32
    %1716 = llvm.fmul %1715, %1713 : f32
    %1717 = llvm.fmul %1716, %1689 : f32
    %1718 = llvm.fadd %1717, %1692 : f32
    %1719 = llvm.fmul %1718, %1698 : f32
    %1720 = llvm.fadd %1707, %1719 : f32
    %1721 = llvm.extractvalue %1629[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1722 = llvm.mlir.constant(768 : index) : i64
    %1723 = llvm.mul %1656, %1722 overflow<nsw, nuw> : i64
    %1724 = llvm.mlir.constant(96 : index) : i64
    %1725 = llvm.mul %1658, %1724 overflow<nsw, nuw> : i64
    %1726 = llvm.add %1723, %1725 overflow<nsw, nuw> : i64
    %1727 = llvm.add %1726, %1660 overflow<nsw, nuw> : i64
    %1728 = llvm.getelementptr inbounds|nuw %1721[%1727] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1720, %1728 : f32, !llvm.ptr
    %1729 = llvm.add %1662, %16 : i64
    llvm.br ^bb169(%1729 : i64)
  ^bb171:  // pred: ^bb169
    %1730 = llvm.add %1660, %16 : i64
    llvm.br ^bb167(%1730 : i64)
  ^bb172:  // pred: ^bb167
    %1731 = llvm.add %1658, %16 : i64
    llvm.br ^bb165(%1731 : i64)
  ^bb173:  // pred: ^bb165
    %1732 = llvm.add %1656, %16 : i64
    llvm.br ^bb163(%1732 : i64)
  ^bb174:  // pred: ^bb163
    %1733 = llvm.mlir.constant(1 : index) : i64
    %1734 = llvm.mlir.constant(8 : index) : i64
    %1735 = llvm.mlir.constant(96 : index) : i64
    %1736 = llvm.mlir.constant(1 : index) : i64
    %1737 = llvm.mlir.constant(768 : index) : i64
    %1738 = llvm.mlir.constant(768 : index) : i64
    %1739 = llvm.mlir.zero : !llvm.ptr
    %1740 = llvm.getelementptr %1739[%1738] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1741 = llvm.ptrtoint %1740 : !llvm.ptr to i64
    %1742 = llvm.mlir.constant(64 : index) : i64
    %1743 = llvm.add %1741, %1742 : i64
    %1744 = llvm.call @malloc(%1743) : (i64) -> !llvm.ptr
    %1745 = llvm.ptrtoint %1744 : !llvm.ptr to i64
    %1746 = llvm.mlir.constant(1 : index) : i64
    %1747 = llvm.sub %1742, %1746 : i64
    %1748 = llvm.add %1745, %1747 : i64
    %1749 = llvm.urem %1748, %1742 : i64
    %1750 = llvm.sub %1748, %1749 : i64
    %1751 = llvm.inttoptr %1750 : i64 to !llvm.ptr
    %1752 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1753 = llvm.insertvalue %1744, %1752[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1754 = llvm.insertvalue %1751, %1753[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1755 = llvm.mlir.constant(0 : index) : i64
    %1756 = llvm.insertvalue %1755, %1754[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1757 = llvm.insertvalue %1733, %1756[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1758 = llvm.insertvalue %1734, %1757[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1759 = llvm.insertvalue %1735, %1758[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1760 = llvm.insertvalue %1737, %1759[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1761 = llvm.insertvalue %1735, %1760[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1762 = llvm.insertvalue %1736, %1761[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb175(%27 : i64)
  ^bb175(%1763: i64):  // 2 preds: ^bb174, ^bb182
    %1764 = llvm.icmp "slt" %1763, %16 : i64
    llvm.cond_br %1764, ^bb176, ^bb183
  ^bb176:  // pred: ^bb175
    llvm.br ^bb177(%27 : i64)
  ^bb177(%1765: i64):  // 2 preds: ^bb176, ^bb181
    %1766 = llvm.icmp "slt" %1765, %15 : i64
    llvm.cond_br %1766, ^bb178, ^bb182
  ^bb178:  // pred: ^bb177
    llvm.br ^bb179(%27 : i64)
  ^bb179(%1767: i64):  // 2 preds: ^bb178, ^bb180
    %1768 = llvm.icmp "slt" %1767, %13 : i64
    llvm.cond_br %1768, ^bb180, ^bb181
  ^bb180:  // pred: ^bb179
    %1769 = llvm.extractvalue %1629[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1770 = llvm.mlir.constant(768 : index) : i64
    %1771 = llvm.mul %1763, %1770 overflow<nsw, nuw> : i64
    %1772 = llvm.mlir.constant(96 : index) : i64
    %1773 = llvm.mul %1765, %1772 overflow<nsw, nuw> : i64
    %1774 = llvm.add %1771, %1773 overflow<nsw, nuw> : i64
    %1775 = llvm.add %1774, %1767 overflow<nsw, nuw> : i64
    %1776 = llvm.getelementptr inbounds|nuw %1769[%1775] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1777 = llvm.load %1776 : !llvm.ptr -> f32
    %1778 = llvm.extractvalue %428[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1779 = llvm.getelementptr inbounds|nuw %1778[%1767] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1780 = llvm.load %1779 : !llvm.ptr -> f32
    %1781 = llvm.fadd %1777, %1780 : f32
    %1782 = llvm.extractvalue %1762[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1783 = llvm.mlir.constant(768 : index) : i64
    %1784 = llvm.mul %1763, %1783 overflow<nsw, nuw> : i64
    %1785 = llvm.mlir.constant(96 : index) : i64
    %1786 = llvm.mul %1765, %1785 overflow<nsw, nuw> : i64
    %1787 = llvm.add %1784, %1786 overflow<nsw, nuw> : i64
    %1788 = llvm.add %1787, %1767 overflow<nsw, nuw> : i64
    %1789 = llvm.getelementptr inbounds|nuw %1782[%1788] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1781, %1789 : f32, !llvm.ptr
    %1790 = llvm.add %1767, %16 : i64
    llvm.br ^bb179(%1790 : i64)
  ^bb181:  // pred: ^bb179
    %1791 = llvm.add %1765, %16 : i64
    llvm.br ^bb177(%1791 : i64)
  ^bb182:  // pred: ^bb177
    %1792 = llvm.add %1763, %16 : i64
    llvm.br ^bb175(%1792 : i64)
  ^bb183:  // pred: ^bb175
    %1793 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1794 = llvm.extractvalue %1762[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1795 = llvm.extractvalue %1762[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1796 = llvm.insertvalue %1794, %1793[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1797 = llvm.insertvalue %1795, %1796[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1798 = llvm.mlir.constant(32 : index) : i64
    %1799 = llvm.insertvalue %1798, %1797[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1800 = llvm.mlir.constant(1 : index) : i64
    %1801 = llvm.insertvalue %1800, %1799[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1802 = llvm.mlir.constant(768 : index) : i64
    %1803 = llvm.insertvalue %1802, %1801[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1804 = llvm.mlir.constant(8 : index) : i64
    %1805 = llvm.insertvalue %1804, %1803[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1806 = llvm.mlir.constant(96 : index) : i64
    %1807 = llvm.insertvalue %1806, %1805[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1808 = llvm.mlir.constant(2 : index) : i64
    %1809 = llvm.insertvalue %1808, %1807[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1810 = llvm.mlir.constant(16 : index) : i64
    %1811 = llvm.insertvalue %1810, %1809[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1812 = llvm.mlir.constant(16 : index) : i64
    %1813 = llvm.insertvalue %1812, %1811[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1814 = llvm.mlir.constant(1 : index) : i64
    %1815 = llvm.insertvalue %1814, %1813[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1816 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1817 = llvm.extractvalue %1762[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1818 = llvm.extractvalue %1762[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1819 = llvm.insertvalue %1817, %1816[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1820 = llvm.insertvalue %1818, %1819[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1821 = llvm.mlir.constant(64 : index) : i64
    %1822 = llvm.insertvalue %1821, %1820[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1823 = llvm.mlir.constant(1 : index) : i64
    %1824 = llvm.insertvalue %1823, %1822[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1825 = llvm.mlir.constant(768 : index) : i64
    %1826 = llvm.insertvalue %1825, %1824[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1827 = llvm.mlir.constant(8 : index) : i64
    %1828 = llvm.insertvalue %1827, %1826[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1829 = llvm.mlir.constant(96 : index) : i64
    %1830 = llvm.insertvalue %1829, %1828[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1831 = llvm.mlir.constant(2 : index) : i64
    %1832 = llvm.insertvalue %1831, %1830[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1833 = llvm.mlir.constant(16 : index) : i64
    %1834 = llvm.insertvalue %1833, %1832[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1835 = llvm.mlir.constant(16 : index) : i64
    %1836 = llvm.insertvalue %1835, %1834[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1837 = llvm.mlir.constant(1 : index) : i64
    %1838 = llvm.insertvalue %1837, %1836[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1839 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1840 = llvm.extractvalue %1762[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1841 = llvm.extractvalue %1762[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1842 = llvm.insertvalue %1840, %1839[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1843 = llvm.insertvalue %1841, %1842[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1844 = llvm.mlir.constant(0 : index) : i64
    %1845 = llvm.insertvalue %1844, %1843[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1846 = llvm.mlir.constant(1 : index) : i64
    %1847 = llvm.insertvalue %1846, %1845[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1848 = llvm.mlir.constant(768 : index) : i64
    %1849 = llvm.insertvalue %1848, %1847[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1850 = llvm.mlir.constant(8 : index) : i64
    %1851 = llvm.insertvalue %1850, %1849[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1852 = llvm.mlir.constant(96 : index) : i64
    %1853 = llvm.insertvalue %1852, %1851[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1854 = llvm.mlir.constant(2 : index) : i64
    %1855 = llvm.insertvalue %1854, %1853[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1856 = llvm.mlir.constant(16 : index) : i64
    %1857 = llvm.insertvalue %1856, %1855[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1858 = llvm.mlir.constant(16 : index) : i64
    %1859 = llvm.insertvalue %1858, %1857[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1860 = llvm.mlir.constant(1 : index) : i64
    %1861 = llvm.insertvalue %1860, %1859[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1862 = llvm.mlir.constant(2 : index) : i64
    %1863 = llvm.mlir.constant(8 : index) : i64
    %1864 = llvm.mlir.constant(8 : index) : i64
    %1865 = llvm.mlir.constant(1 : index) : i64
    %1866 = llvm.mlir.constant(64 : index) : i64
    %1867 = llvm.mlir.constant(128 : index) : i64
    %1868 = llvm.mlir.zero : !llvm.ptr
    %1869 = llvm.getelementptr %1868[%1867] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1870 = llvm.ptrtoint %1869 : !llvm.ptr to i64
    %1871 = llvm.mlir.constant(64 : index) : i64
    %1872 = llvm.add %1870, %1871 : i64
    %1873 = llvm.call @malloc(%1872) : (i64) -> !llvm.ptr
    %1874 = llvm.ptrtoint %1873 : !llvm.ptr to i64
    %1875 = llvm.mlir.constant(1 : index) : i64
    %1876 = llvm.sub %1871, %1875 : i64
    %1877 = llvm.add %1874, %1876 : i64
    %1878 = llvm.urem %1877, %1871 : i64
    %1879 = llvm.sub %1877, %1878 : i64
    %1880 = llvm.inttoptr %1879 : i64 to !llvm.ptr
    %1881 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1882 = llvm.insertvalue %1873, %1881[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1883 = llvm.insertvalue %1880, %1882[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1884 = llvm.mlir.constant(0 : index) : i64
    %1885 = llvm.insertvalue %1884, %1883[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1886 = llvm.insertvalue %1862, %1885[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1887 = llvm.insertvalue %1863, %1886[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1888 = llvm.insertvalue %1864, %1887[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1889 = llvm.insertvalue %1866, %1888[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1890 = llvm.insertvalue %1864, %1889[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1891 = llvm.insertvalue %1865, %1890[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb184(%27 : i64)
  ^bb184(%1892: i64):  // 2 preds: ^bb183, ^bb191
    %1893 = llvm.icmp "slt" %1892, %12 : i64
    llvm.cond_br %1893, ^bb185, ^bb192
  ^bb185:  // pred: ^bb184
    llvm.br ^bb186(%27 : i64)
  ^bb186(%1894: i64):  // 2 preds: ^bb185, ^bb190
    %1895 = llvm.icmp "slt" %1894, %15 : i64
    llvm.cond_br %1895, ^bb187, ^bb191
  ^bb187:  // pred: ^bb186
    llvm.br ^bb188(%27 : i64)
  ^bb188(%1896: i64):  // 2 preds: ^bb187, ^bb189
    %1897 = llvm.icmp "slt" %1896, %15 : i64
    llvm.cond_br %1897, ^bb189, ^bb190
  ^bb189:  // pred: ^bb188
    %1898 = llvm.extractvalue %1891[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1899 = llvm.mlir.constant(64 : index) : i64
    %1900 = llvm.mul %1892, %1899 overflow<nsw, nuw> : i64
    %1901 = llvm.mlir.constant(8 : index) : i64
    %1902 = llvm.mul %1894, %1901 overflow<nsw, nuw> : i64
    %1903 = llvm.add %1900, %1902 overflow<nsw, nuw> : i64
    %1904 = llvm.add %1903, %1896 overflow<nsw, nuw> : i64
    %1905 = llvm.getelementptr inbounds|nuw %1898[%1904] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %29, %1905 : f32, !llvm.ptr
    %1906 = llvm.add %1896, %16 : i64
    llvm.br ^bb188(%1906 : i64)
  ^bb190:  // pred: ^bb188
    %1907 = llvm.add %1894, %16 : i64
    llvm.br ^bb186(%1907 : i64)
  ^bb191:  // pred: ^bb186
    %1908 = llvm.add %1892, %16 : i64
    llvm.br ^bb184(%1908 : i64)
  ^bb192:  // pred: ^bb184
    %1909 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1910 = llvm.extractvalue %1891[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1911 = llvm.extractvalue %1891[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1912 = llvm.insertvalue %1910, %1909[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1913 = llvm.insertvalue %1911, %1912[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1914 = llvm.mlir.constant(0 : index) : i64
    %1915 = llvm.insertvalue %1914, %1913[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1916 = llvm.mlir.constant(1 : index) : i64
    %1917 = llvm.insertvalue %1916, %1915[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1918 = llvm.mlir.constant(128 : index) : i64
    %1919 = llvm.insertvalue %1918, %1917[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1920 = llvm.mlir.constant(2 : index) : i64
    %1921 = llvm.insertvalue %1920, %1919[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1922 = llvm.mlir.constant(64 : index) : i64
    %1923 = llvm.insertvalue %1922, %1921[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1924 = llvm.mlir.constant(8 : index) : i64
    %1925 = llvm.insertvalue %1924, %1923[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1926 = llvm.mlir.constant(8 : index) : i64
    %1927 = llvm.insertvalue %1926, %1925[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1928 = llvm.mlir.constant(8 : index) : i64
    %1929 = llvm.insertvalue %1928, %1927[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1930 = llvm.mlir.constant(1 : index) : i64
    %1931 = llvm.insertvalue %1930, %1929[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1932 = llvm.mlir.constant(1 : index) : i64
    %1933 = llvm.mlir.constant(2 : index) : i64
    %1934 = llvm.mlir.constant(8 : index) : i64
    %1935 = llvm.mlir.constant(8 : index) : i64
    %1936 = llvm.mlir.constant(1 : index) : i64
    %1937 = llvm.mlir.constant(64 : index) : i64
    %1938 = llvm.mlir.constant(128 : index) : i64
    %1939 = llvm.mlir.constant(128 : index) : i64
    %1940 = llvm.mlir.zero : !llvm.ptr
    %1941 = llvm.getelementptr %1940[%1939] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1942 = llvm.ptrtoint %1941 : !llvm.ptr to i64
    %1943 = llvm.mlir.constant(64 : index) : i64
    %1944 = llvm.add %1942, %1943 : i64
    %1945 = llvm.call @malloc(%1944) : (i64) -> !llvm.ptr
    %1946 = llvm.ptrtoint %1945 : !llvm.ptr to i64
    %1947 = llvm.mlir.constant(1 : index) : i64
    %1948 = llvm.sub %1943, %1947 : i64
    %1949 = llvm.add %1946, %1948 : i64
    %1950 = llvm.urem %1949, %1943 : i64
    %1951 = llvm.sub %1949, %1950 : i64
    %1952 = llvm.inttoptr %1951 : i64 to !llvm.ptr
    %1953 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1954 = llvm.insertvalue %1945, %1953[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1955 = llvm.insertvalue %1952, %1954[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1956 = llvm.mlir.constant(0 : index) : i64
    %1957 = llvm.insertvalue %1956, %1955[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1958 = llvm.insertvalue %1932, %1957[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1959 = llvm.insertvalue %1933, %1958[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1960 = llvm.insertvalue %1934, %1959[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1961 = llvm.insertvalue %1935, %1960[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1962 = llvm.insertvalue %1938, %1961[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1963 = llvm.insertvalue %1937, %1962[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1964 = llvm.insertvalue %1935, %1963[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1965 = llvm.insertvalue %1936, %1964[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb193(%27 : i64)
  ^bb193(%1966: i64):  // 2 preds: ^bb192, ^bb203
    %1967 = llvm.icmp "slt" %1966, %16 : i64
    llvm.cond_br %1967, ^bb194, ^bb204
  ^bb194:  // pred: ^bb193
    llvm.br ^bb195(%27 : i64)
  ^bb195(%1968: i64):  // 2 preds: ^bb194, ^bb202
    %1969 = llvm.icmp "slt" %1968, %12 : i64
    llvm.cond_br %1969, ^bb196, ^bb203
  ^bb196:  // pred: ^bb195
    llvm.br ^bb197(%27 : i64)
  ^bb197(%1970: i64):  // 2 preds: ^bb196, ^bb201
    %1971 = llvm.icmp "slt" %1970, %15 : i64
    llvm.cond_br %1971, ^bb198, ^bb202
  ^bb198:  // pred: ^bb197
    llvm.br ^bb199(%27 : i64)
  ^bb199(%1972: i64):  // 2 preds: ^bb198, ^bb200
    %1973 = llvm.icmp "slt" %1972, %15 : i64
    llvm.cond_br %1973, ^bb200, ^bb201
  ^bb200:  // pred: ^bb199
    %1974 = llvm.extractvalue %1931[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1975 = llvm.mlir.constant(128 : index) : i64
    %1976 = llvm.mul %1966, %1975 overflow<nsw, nuw> : i64
    %1977 = llvm.mlir.constant(64 : index) : i64
    %1978 = llvm.mul %1968, %1977 overflow<nsw, nuw> : i64
    %1979 = llvm.add %1976, %1978 overflow<nsw, nuw> : i64
    %1980 = llvm.mlir.constant(8 : index) : i64
    %1981 = llvm.mul %1970, %1980 overflow<nsw, nuw> : i64
    %1982 = llvm.add %1979, %1981 overflow<nsw, nuw> : i64
    %1983 = llvm.add %1982, %1972 overflow<nsw, nuw> : i64
    %1984 = llvm.getelementptr inbounds|nuw %1974[%1983] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1985 = llvm.load %1984 : !llvm.ptr -> f32
    %1986 = llvm.extractvalue %1965[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1987 = llvm.mlir.constant(128 : index) : i64
    %1988 = llvm.mul %1966, %1987 overflow<nsw, nuw> : i64
    %1989 = llvm.mlir.constant(64 : index) : i64
    %1990 = llvm.mul %1968, %1989 overflow<nsw, nuw> : i64
    %1991 = llvm.add %1988, %1990 overflow<nsw, nuw> : i64
    %1992 = llvm.mlir.constant(8 : index) : i64
    %1993 = llvm.mul %1970, %1992 overflow<nsw, nuw> : i64
    %1994 = llvm.add %1991, %1993 overflow<nsw, nuw> : i64
    %1995 = llvm.add %1994, %1972 overflow<nsw, nuw> : i64
    %1996 = llvm.getelementptr inbounds|nuw %1986[%1995] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1985, %1996 : f32, !llvm.ptr
    %1997 = llvm.add %1972, %16 : i64
    llvm.br ^bb199(%1997 : i64)
  ^bb201:  // pred: ^bb199
    %1998 = llvm.add %1970, %16 : i64
    llvm.br ^bb197(%1998 : i64)
  ^bb202:  // pred: ^bb197
    %1999 = llvm.add %1968, %16 : i64
    llvm.br ^bb195(%1999 : i64)
  ^bb203:  // pred: ^bb195
    %2000 = llvm.add %1966, %16 : i64
    llvm.br ^bb193(%2000 : i64)
  ^bb204:  // pred: ^bb193
    llvm.br ^bb205(%27 : i64)
  ^bb205(%2001: i64):  // 2 preds: ^bb204, ^bb218
    %2002 = llvm.icmp "slt" %2001, %16 : i64
    llvm.cond_br %2002, ^bb206, ^bb219
  ^bb206:  // pred: ^bb205
    llvm.br ^bb207(%27 : i64)
  ^bb207(%2003: i64):  // 2 preds: ^bb206, ^bb217
    %2004 = llvm.icmp "slt" %2003, %12 : i64
    llvm.cond_br %2004, ^bb208, ^bb218
  ^bb208:  // pred: ^bb207
    llvm.br ^bb209(%27 : i64)
  ^bb209(%2005: i64):  // 2 preds: ^bb208, ^bb216
    %2006 = llvm.icmp "slt" %2005, %15 : i64
    llvm.cond_br %2006, ^bb210, ^bb217
  ^bb210:  // pred: ^bb209
    llvm.br ^bb211(%27 : i64)
  ^bb211(%2007: i64):  // 2 preds: ^bb210, ^bb215
    %2008 = llvm.icmp "slt" %2007, %15 : i64
    llvm.cond_br %2008, ^bb212, ^bb216
  ^bb212:  // pred: ^bb211
    llvm.br ^bb213(%27 : i64)
  ^bb213(%2009: i64):  // 2 preds: ^bb212, ^bb214
    %2010 = llvm.icmp "slt" %2009, %11 : i64
    llvm.cond_br %2010, ^bb214, ^bb215
  ^bb214:  // pred: ^bb213
    %2011 = llvm.extractvalue %1861[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2012 = llvm.mlir.constant(768 : index) : i64
    %2013 = llvm.mul %2001, %2012 overflow<nsw, nuw> : i64
    %2014 = llvm.mlir.constant(96 : index) : i64
    %2015 = llvm.mul %2005, %2014 overflow<nsw, nuw> : i64
    %2016 = llvm.add %2013, %2015 overflow<nsw, nuw> : i64
    %2017 = llvm.mlir.constant(16 : index) : i64
    %2018 = llvm.mul %2003, %2017 overflow<nsw, nuw> : i64
    %2019 = llvm.add %2016, %2018 overflow<nsw, nuw> : i64
    %2020 = llvm.add %2019, %2009 overflow<nsw, nuw> : i64
    %2021 = llvm.getelementptr inbounds|nuw %2011[%2020] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2022 = llvm.load %2021 : !llvm.ptr -> f32
    %2023 = llvm.extractvalue %1815[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2024 = llvm.mlir.constant(32 : index) : i64
    %2025 = llvm.getelementptr %2023[%2024] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2026 = llvm.mlir.constant(768 : index) : i64
    %2027 = llvm.mul %2001, %2026 overflow<nsw, nuw> : i64
    %2028 = llvm.mlir.constant(96 : index) : i64
    %2029 = llvm.mul %2007, %2028 overflow<nsw, nuw> : i64
    %2030 = llvm.add %2027, %2029 overflow<nsw, nuw> : i64
    %2031 = llvm.mlir.constant(16 : index) : i64
    %2032 = llvm.mul %2003, %2031 overflow<nsw, nuw> : i64
    %2033 = llvm.add %2030, %2032 overflow<nsw, nuw> : i64
    %2034 = llvm.add %2033, %2009 overflow<nsw, nuw> : i64
    %2035 = llvm.getelementptr inbounds|nuw %2025[%2034] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2036 = llvm.load %2035 : !llvm.ptr -> f32
    %2037 = llvm.extractvalue %1965[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2038 = llvm.mlir.constant(128 : index) : i64
    %2039 = llvm.mul %2001, %2038 overflow<nsw, nuw> : i64
    %2040 = llvm.mlir.constant(64 : index) : i64
    %2041 = llvm.mul %2003, %2040 overflow<nsw, nuw> : i64
    %2042 = llvm.add %2039, %2041 overflow<nsw, nuw> : i64
    %2043 = llvm.mlir.constant(8 : index) : i64
    %2044 = llvm.mul %2005, %2043 overflow<nsw, nuw> : i64
    %2045 = llvm.add %2042, %2044 overflow<nsw, nuw> : i64
    %2046 = llvm.add %2045, %2007 overflow<nsw, nuw> : i64
    %2047 = llvm.getelementptr inbounds|nuw %2037[%2046] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2048 = llvm.load %2047 : !llvm.ptr -> f32
    %2049 = llvm.fmul %2022, %2036 : f32
    %2050 = llvm.fadd %2048, %2049 : f32
    %2051 = llvm.extractvalue %1965[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2052 = llvm.mlir.constant(128 : index) : i64
    %2053 = llvm.mul %2001, %2052 overflow<nsw, nuw> : i64
    %2054 = llvm.mlir.constant(64 : index) : i64
    %2055 = llvm.mul %2003, %2054 overflow<nsw, nuw> : i64
    %2056 = llvm.add %2053, %2055 overflow<nsw, nuw> : i64
    %2057 = llvm.mlir.constant(8 : index) : i64
    %2058 = llvm.mul %2005, %2057 overflow<nsw, nuw> : i64
    %2059 = llvm.add %2056, %2058 overflow<nsw, nuw> : i64
    %2060 = llvm.add %2059, %2007 overflow<nsw, nuw> : i64
    %2061 = llvm.getelementptr inbounds|nuw %2051[%2060] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2050, %2061 : f32, !llvm.ptr
    %2062 = llvm.add %2009, %16 : i64
    llvm.br ^bb213(%2062 : i64)
  ^bb215:  // pred: ^bb213
    %2063 = llvm.add %2007, %16 : i64
    llvm.br ^bb211(%2063 : i64)
  ^bb216:  // pred: ^bb211
    %2064 = llvm.add %2005, %16 : i64
    llvm.br ^bb209(%2064 : i64)
  ^bb217:  // pred: ^bb209
    %2065 = llvm.add %2003, %16 : i64
    llvm.br ^bb207(%2065 : i64)
  ^bb218:  // pred: ^bb207
    %2066 = llvm.add %2001, %16 : i64
    llvm.br ^bb205(%2066 : i64)
  ^bb219:  // pred: ^bb205
    %2067 = llvm.mlir.constant(1 : index) : i64
    %2068 = llvm.mlir.constant(2 : index) : i64
    %2069 = llvm.mlir.constant(8 : index) : i64
    %2070 = llvm.mlir.constant(8 : index) : i64
    %2071 = llvm.mlir.constant(1 : index) : i64
    %2072 = llvm.mlir.constant(64 : index) : i64
    %2073 = llvm.mlir.constant(128 : index) : i64
    %2074 = llvm.mlir.constant(128 : index) : i64
    %2075 = llvm.mlir.zero : !llvm.ptr
    %2076 = llvm.getelementptr %2075[%2074] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2077 = llvm.ptrtoint %2076 : !llvm.ptr to i64
    %2078 = llvm.mlir.constant(64 : index) : i64
    %2079 = llvm.add %2077, %2078 : i64
    %2080 = llvm.call @malloc(%2079) : (i64) -> !llvm.ptr
    %2081 = llvm.ptrtoint %2080 : !llvm.ptr to i64
    %2082 = llvm.mlir.constant(1 : index) : i64
    %2083 = llvm.sub %2078, %2082 : i64
    %2084 = llvm.add %2081, %2083 : i64
    %2085 = llvm.urem %2084, %2078 : i64
    %2086 = llvm.sub %2084, %2085 : i64
    %2087 = llvm.inttoptr %2086 : i64 to !llvm.ptr
    %2088 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2089 = llvm.insertvalue %2080, %2088[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2090 = llvm.insertvalue %2087, %2089[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2091 = llvm.mlir.constant(0 : index) : i64
    %2092 = llvm.insertvalue %2091, %2090[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2093 = llvm.insertvalue %2067, %2092[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2094 = llvm.insertvalue %2068, %2093[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2095 = llvm.insertvalue %2069, %2094[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2096 = llvm.insertvalue %2070, %2095[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2097 = llvm.insertvalue %2073, %2096[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2098 = llvm.insertvalue %2072, %2097[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2099 = llvm.insertvalue %2070, %2098[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2100 = llvm.insertvalue %2071, %2099[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb220(%27 : i64)
  ^bb220(%2101: i64):  // 2 preds: ^bb219, ^bb230
    %2102 = llvm.icmp "slt" %2101, %16 : i64
    llvm.cond_br %2102, ^bb221, ^bb231
  ^bb221:  // pred: ^bb220
    llvm.br ^bb222(%27 : i64)
  ^bb222(%2103: i64):  // 2 preds: ^bb221, ^bb229
    %2104 = llvm.icmp "slt" %2103, %12 : i64
    llvm.cond_br %2104, ^bb223, ^bb230
  ^bb223:  // pred: ^bb222
    llvm.br ^bb224(%27 : i64)
  ^bb224(%2105: i64):  // 2 preds: ^bb223, ^bb228
    %2106 = llvm.icmp "slt" %2105, %15 : i64
    llvm.cond_br %2106, ^bb225, ^bb229
  ^bb225:  // pred: ^bb224
    llvm.br ^bb226(%27 : i64)
  ^bb226(%2107: i64):  // 2 preds: ^bb225, ^bb227
    %2108 = llvm.icmp "slt" %2107, %15 : i64
    llvm.cond_br %2108, ^bb227, ^bb228
  ^bb227:  // pred: ^bb226
    %2109 = llvm.extractvalue %1965[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2110 = llvm.mlir.constant(128 : index) : i64
    %2111 = llvm.mul %2101, %2110 overflow<nsw, nuw> : i64
    %2112 = llvm.mlir.constant(64 : index) : i64
    %2113 = llvm.mul %2103, %2112 overflow<nsw, nuw> : i64
    %2114 = llvm.add %2111, %2113 overflow<nsw, nuw> : i64
    %2115 = llvm.mlir.constant(8 : index) : i64
    %2116 = llvm.mul %2105, %2115 overflow<nsw, nuw> : i64
    %2117 = llvm.add %2114, %2116 overflow<nsw, nuw> : i64
    %2118 = llvm.add %2117, %2107 overflow<nsw, nuw> : i64
    %2119 = llvm.getelementptr inbounds|nuw %2109[%2118] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2120 = llvm.load %2119 : !llvm.ptr -> f32
    %2121 = llvm.extractvalue %1060[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2122 = llvm.mlir.constant(64 : index) : i64
    %2123 = llvm.mul %2101, %2122 overflow<nsw, nuw> : i64
    %2124 = llvm.mlir.constant(64 : index) : i64
    %2125 = llvm.mul %27, %2124 overflow<nsw, nuw> : i64
    %2126 = llvm.add %2123, %2125 overflow<nsw, nuw> : i64
    %2127 = llvm.mlir.constant(8 : index) : i64
    %2128 = llvm.mul %2105, %2127 overflow<nsw, nuw> : i64
    %2129 = llvm.add %2126, %2128 overflow<nsw, nuw> : i64
    %2130 = llvm.add %2129, %2107 overflow<nsw, nuw> : i64
    %2131 = llvm.getelementptr inbounds|nuw %2121[%2130] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2132 = llvm.load %2131 : !llvm.ptr -> f32
    %2133 = llvm.fmul %2120, %19 : f32
    %2134 = llvm.fadd %2133, %2132 : f32
    %2135 = llvm.extractvalue %2100[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2136 = llvm.mlir.constant(128 : index) : i64
    %2137 = llvm.mul %2101, %2136 overflow<nsw, nuw> : i64
    %2138 = llvm.mlir.constant(64 : index) : i64
    %2139 = llvm.mul %2103, %2138 overflow<nsw, nuw> : i64
    %2140 = llvm.add %2137, %2139 overflow<nsw, nuw> : i64
    %2141 = llvm.mlir.constant(8 : index) : i64
    %2142 = llvm.mul %2105, %2141 overflow<nsw, nuw> : i64
    %2143 = llvm.add %2140, %2142 overflow<nsw, nuw> : i64
    %2144 = llvm.add %2143, %2107 overflow<nsw, nuw> : i64
    %2145 = llvm.getelementptr inbounds|nuw %2135[%2144] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2134, %2145 : f32, !llvm.ptr
    %2146 = llvm.add %2107, %16 : i64
    llvm.br ^bb226(%2146 : i64)
  ^bb228:  // pred: ^bb226
    %2147 = llvm.add %2105, %16 : i64
    llvm.br ^bb224(%2147 : i64)
  ^bb229:  // pred: ^bb224
    %2148 = llvm.add %2103, %16 : i64
    llvm.br ^bb222(%2148 : i64)
  ^bb230:  // pred: ^bb222
    %2149 = llvm.add %2101, %16 : i64
    llvm.br ^bb220(%2149 : i64)
  ^bb231:  // pred: ^bb220
    %2150 = llvm.mlir.constant(1 : index) : i64
    %2151 = llvm.mlir.constant(2 : index) : i64
    %2152 = llvm.mlir.constant(8 : index) : i64
    %2153 = llvm.mlir.constant(1 : index) : i64
    %2154 = llvm.mlir.constant(16 : index) : i64
    %2155 = llvm.mlir.constant(16 : index) : i64
    %2156 = llvm.mlir.zero : !llvm.ptr
    %2157 = llvm.getelementptr %2156[%2155] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2158 = llvm.ptrtoint %2157 : !llvm.ptr to i64
    %2159 = llvm.mlir.constant(64 : index) : i64
    %2160 = llvm.add %2158, %2159 : i64
    %2161 = llvm.call @malloc(%2160) : (i64) -> !llvm.ptr
    %2162 = llvm.ptrtoint %2161 : !llvm.ptr to i64
    %2163 = llvm.mlir.constant(1 : index) : i64
    %2164 = llvm.sub %2159, %2163 : i64
    %2165 = llvm.add %2162, %2164 : i64
    %2166 = llvm.urem %2165, %2159 : i64
    %2167 = llvm.sub %2165, %2166 : i64
    %2168 = llvm.inttoptr %2167 : i64 to !llvm.ptr
    %2169 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2170 = llvm.insertvalue %2161, %2169[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2171 = llvm.insertvalue %2168, %2170[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2172 = llvm.mlir.constant(0 : index) : i64
    %2173 = llvm.insertvalue %2172, %2171[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2174 = llvm.insertvalue %2150, %2173[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2175 = llvm.insertvalue %2151, %2174[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2176 = llvm.insertvalue %2152, %2175[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2177 = llvm.insertvalue %2154, %2176[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2178 = llvm.insertvalue %2152, %2177[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2179 = llvm.insertvalue %2153, %2178[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb232(%27 : i64)
  ^bb232(%2180: i64):  // 2 preds: ^bb231, ^bb239
    %2181 = llvm.icmp "slt" %2180, %16 : i64
    llvm.cond_br %2181, ^bb233, ^bb240
  ^bb233:  // pred: ^bb232
    llvm.br ^bb234(%27 : i64)
  ^bb234(%2182: i64):  // 2 preds: ^bb233, ^bb238
    %2183 = llvm.icmp "slt" %2182, %12 : i64
    llvm.cond_br %2183, ^bb235, ^bb239
  ^bb235:  // pred: ^bb234
    llvm.br ^bb236(%27 : i64)
  ^bb236(%2184: i64):  // 2 preds: ^bb235, ^bb237
    %2185 = llvm.icmp "slt" %2184, %15 : i64
    llvm.cond_br %2185, ^bb237, ^bb238
  ^bb237:  // pred: ^bb236
    %2186 = llvm.extractvalue %2179[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2187 = llvm.mlir.constant(16 : index) : i64
    %2188 = llvm.mul %2180, %2187 overflow<nsw, nuw> : i64
    %2189 = llvm.mlir.constant(8 : index) : i64
    %2190 = llvm.mul %2182, %2189 overflow<nsw, nuw> : i64
    %2191 = llvm.add %2188, %2190 overflow<nsw, nuw> : i64
    %2192 = llvm.add %2191, %2184 overflow<nsw, nuw> : i64
    %2193 = llvm.getelementptr inbounds|nuw %2186[%2192] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %2193 : f32, !llvm.ptr
    %2194 = llvm.add %2184, %16 : i64
    llvm.br ^bb236(%2194 : i64)
  ^bb238:  // pred: ^bb236
    %2195 = llvm.add %2182, %16 : i64
    llvm.br ^bb234(%2195 : i64)
  ^bb239:  // pred: ^bb234
    %2196 = llvm.add %2180, %16 : i64
    llvm.br ^bb232(%2196 : i64)
  ^bb240:  // pred: ^bb232
    %2197 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2198 = llvm.extractvalue %2100[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2199 = llvm.extractvalue %2100[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2200 = llvm.insertvalue %2198, %2197[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2201 = llvm.insertvalue %2199, %2200[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2202 = llvm.mlir.constant(0 : index) : i64
    %2203 = llvm.insertvalue %2202, %2201[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2204 = llvm.mlir.constant(1 : index) : i64
    %2205 = llvm.insertvalue %2204, %2203[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2206 = llvm.mlir.constant(128 : index) : i64
    %2207 = llvm.insertvalue %2206, %2205[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2208 = llvm.mlir.constant(2 : index) : i64
    %2209 = llvm.insertvalue %2208, %2207[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2210 = llvm.mlir.constant(64 : index) : i64
    %2211 = llvm.insertvalue %2210, %2209[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2212 = llvm.mlir.constant(8 : index) : i64
    %2213 = llvm.insertvalue %2212, %2211[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2214 = llvm.mlir.constant(8 : index) : i64
    %2215 = llvm.insertvalue %2214, %2213[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2216 = llvm.mlir.constant(1 : index) : i64
    %2217 = llvm.insertvalue %2216, %2215[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2218 = llvm.mlir.constant(8 : index) : i64
    %2219 = llvm.insertvalue %2218, %2217[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2220 = llvm.mlir.constant(8 : index) : i64
    %2221 = llvm.insertvalue %2220, %2219[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2222 = llvm.mlir.constant(1 : index) : i64
    %2223 = llvm.insertvalue %2222, %2221[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2224 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2225 = llvm.extractvalue %2179[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2226 = llvm.extractvalue %2179[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2227 = llvm.insertvalue %2225, %2224[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2228 = llvm.insertvalue %2226, %2227[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2229 = llvm.mlir.constant(0 : index) : i64
    %2230 = llvm.insertvalue %2229, %2228[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2231 = llvm.mlir.constant(1 : index) : i64
    %2232 = llvm.insertvalue %2231, %2230[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2233 = llvm.mlir.constant(16 : index) : i64
    %2234 = llvm.insertvalue %2233, %2232[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2235 = llvm.mlir.constant(2 : index) : i64
    %2236 = llvm.insertvalue %2235, %2234[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2237 = llvm.mlir.constant(8 : index) : i64
    %2238 = llvm.insertvalue %2237, %2236[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2239 = llvm.mlir.constant(8 : index) : i64
    %2240 = llvm.insertvalue %2239, %2238[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2241 = llvm.mlir.constant(1 : index) : i64
    %2242 = llvm.insertvalue %2241, %2240[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2243 = llvm.mlir.constant(1 : index) : i64
    %2244 = llvm.insertvalue %2243, %2242[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2245 = llvm.mlir.constant(1 : index) : i64
    %2246 = llvm.insertvalue %2245, %2244[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2247 = llvm.mlir.constant(1 : index) : i64
    %2248 = llvm.mlir.constant(2 : index) : i64
    %2249 = llvm.mlir.constant(8 : index) : i64
    %2250 = llvm.mlir.constant(1 : index) : i64
    %2251 = llvm.mlir.constant(1 : index) : i64
    %2252 = llvm.mlir.constant(16 : index) : i64
    %2253 = llvm.mlir.constant(16 : index) : i64
    %2254 = llvm.mlir.zero : !llvm.ptr
    %2255 = llvm.getelementptr %2254[%2253] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2256 = llvm.ptrtoint %2255 : !llvm.ptr to i64
    %2257 = llvm.mlir.constant(64 : index) : i64
    %2258 = llvm.add %2256, %2257 : i64
    %2259 = llvm.call @malloc(%2258) : (i64) -> !llvm.ptr
    %2260 = llvm.ptrtoint %2259 : !llvm.ptr to i64
    %2261 = llvm.mlir.constant(1 : index) : i64
    %2262 = llvm.sub %2257, %2261 : i64
    %2263 = llvm.add %2260, %2262 : i64
    %2264 = llvm.urem %2263, %2257 : i64
    %2265 = llvm.sub %2263, %2264 : i64
    %2266 = llvm.inttoptr %2265 : i64 to !llvm.ptr
    %2267 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2268 = llvm.insertvalue %2259, %2267[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2269 = llvm.insertvalue %2266, %2268[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2270 = llvm.mlir.constant(0 : index) : i64
    %2271 = llvm.insertvalue %2270, %2269[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2272 = llvm.insertvalue %2247, %2271[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2273 = llvm.insertvalue %2248, %2272[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2274 = llvm.insertvalue %2249, %2273[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2275 = llvm.insertvalue %2250, %2274[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2276 = llvm.insertvalue %2252, %2275[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2277 = llvm.insertvalue %2249, %2276[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2278 = llvm.insertvalue %2250, %2277[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2279 = llvm.insertvalue %2251, %2278[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb241(%27 : i64)
  ^bb241(%2280: i64):  // 2 preds: ^bb240, ^bb251
    %2281 = llvm.icmp "slt" %2280, %16 : i64
    llvm.cond_br %2281, ^bb242, ^bb252
  ^bb242:  // pred: ^bb241
    llvm.br ^bb243(%27 : i64)
  ^bb243(%2282: i64):  // 2 preds: ^bb242, ^bb250
    %2283 = llvm.icmp "slt" %2282, %12 : i64
    llvm.cond_br %2283, ^bb244, ^bb251
  ^bb244:  // pred: ^bb243
    llvm.br ^bb245(%27 : i64)
  ^bb245(%2284: i64):  // 2 preds: ^bb244, ^bb249
    %2285 = llvm.icmp "slt" %2284, %15 : i64
    llvm.cond_br %2285, ^bb246, ^bb250
  ^bb246:  // pred: ^bb245
    llvm.br ^bb247(%27 : i64)
  ^bb247(%2286: i64):  // 2 preds: ^bb246, ^bb248
    %2287 = llvm.icmp "slt" %2286, %16 : i64
    llvm.cond_br %2287, ^bb248, ^bb249
  ^bb248:  // pred: ^bb247
    %2288 = llvm.extractvalue %2246[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2289 = llvm.mlir.constant(16 : index) : i64
    %2290 = llvm.mul %2280, %2289 overflow<nsw, nuw> : i64
    %2291 = llvm.mlir.constant(8 : index) : i64
    %2292 = llvm.mul %2282, %2291 overflow<nsw, nuw> : i64
    %2293 = llvm.add %2290, %2292 overflow<nsw, nuw> : i64
    %2294 = llvm.add %2293, %2284 overflow<nsw, nuw> : i64
    %2295 = llvm.add %2294, %2286 overflow<nsw, nuw> : i64
    %2296 = llvm.getelementptr inbounds|nuw %2288[%2295] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2297 = llvm.load %2296 : !llvm.ptr -> f32
    %2298 = llvm.extractvalue %2279[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2299 = llvm.mlir.constant(16 : index) : i64
    %2300 = llvm.mul %2280, %2299 overflow<nsw, nuw> : i64
    %2301 = llvm.mlir.constant(8 : index) : i64
    %2302 = llvm.mul %2282, %2301 overflow<nsw, nuw> : i64
    %2303 = llvm.add %2300, %2302 overflow<nsw, nuw> : i64
    %2304 = llvm.add %2303, %2284 overflow<nsw, nuw> : i64
    %2305 = llvm.add %2304, %2286 overflow<nsw, nuw> : i64
    %2306 = llvm.getelementptr inbounds|nuw %2298[%2305] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2297, %2306 : f32, !llvm.ptr
    %2307 = llvm.add %2286, %16 : i64
    llvm.br ^bb247(%2307 : i64)
  ^bb249:  // pred: ^bb247
    %2308 = llvm.add %2284, %16 : i64
    llvm.br ^bb245(%2308 : i64)
  ^bb250:  // pred: ^bb245
    %2309 = llvm.add %2282, %16 : i64
    llvm.br ^bb243(%2309 : i64)
  ^bb251:  // pred: ^bb243
    %2310 = llvm.add %2280, %16 : i64
    llvm.br ^bb241(%2310 : i64)
  ^bb252:  // pred: ^bb241
    llvm.br ^bb253(%27 : i64)
  ^bb253(%2311: i64):  // 2 preds: ^bb252, ^bb266
    %2312 = llvm.icmp "slt" %2311, %16 : i64
    llvm.cond_br %2312, ^bb254, ^bb267
  ^bb254:  // pred: ^bb253
    llvm.br ^bb255(%27 : i64)
  ^bb255(%2313: i64):  // 2 preds: ^bb254, ^bb265
    %2314 = llvm.icmp "slt" %2313, %12 : i64
    llvm.cond_br %2314, ^bb256, ^bb266
  ^bb256:  // pred: ^bb255
    llvm.br ^bb257(%27 : i64)
  ^bb257(%2315: i64):  // 2 preds: ^bb256, ^bb264
    %2316 = llvm.icmp "slt" %2315, %15 : i64
    llvm.cond_br %2316, ^bb258, ^bb265
  ^bb258:  // pred: ^bb257
    llvm.br ^bb259(%27 : i64)
  ^bb259(%2317: i64):  // 2 preds: ^bb258, ^bb263
    %2318 = llvm.icmp "slt" %2317, %16 : i64
    llvm.cond_br %2318, ^bb260, ^bb264
  ^bb260:  // pred: ^bb259
    llvm.br ^bb261(%27 : i64)
  ^bb261(%2319: i64):  // 2 preds: ^bb260, ^bb262
    %2320 = llvm.icmp "slt" %2319, %15 : i64
    llvm.cond_br %2320, ^bb262, ^bb263
  ^bb262:  // pred: ^bb261
    %2321 = llvm.extractvalue %2223[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2322 = llvm.mlir.constant(128 : index) : i64
    %2323 = llvm.mul %2311, %2322 overflow<nsw, nuw> : i64
    %2324 = llvm.mlir.constant(64 : index) : i64
    %2325 = llvm.mul %2313, %2324 overflow<nsw, nuw> : i64
    %2326 = llvm.add %2323, %2325 overflow<nsw, nuw> : i64
    %2327 = llvm.mlir.constant(8 : index) : i64
    %2328 = llvm.mul %2315, %2327 overflow<nsw, nuw> : i64
    %2329 = llvm.add %2326, %2328 overflow<nsw, nuw> : i64
    %2330 = llvm.mlir.constant(8 : index) : i64
    %2331 = llvm.mul %2317, %2330 overflow<nsw, nuw> : i64
    %2332 = llvm.add %2329, %2331 overflow<nsw, nuw> : i64
    %2333 = llvm.add %2332, %2319 overflow<nsw, nuw> : i64
    %2334 = llvm.getelementptr inbounds|nuw %2321[%2333] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2335 = llvm.load %2334 : !llvm.ptr -> f32
    %2336 = llvm.extractvalue %2279[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2337 = llvm.mlir.constant(16 : index) : i64
    %2338 = llvm.mul %2311, %2337 overflow<nsw, nuw> : i64
    %2339 = llvm.mlir.constant(8 : index) : i64
    %2340 = llvm.mul %2313, %2339 overflow<nsw, nuw> : i64
    %2341 = llvm.add %2338, %2340 overflow<nsw, nuw> : i64
    %2342 = llvm.add %2341, %2315 overflow<nsw, nuw> : i64
    %2343 = llvm.add %2342, %2317 overflow<nsw, nuw> : i64
    %2344 = llvm.getelementptr inbounds|nuw %2336[%2343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2345 = llvm.load %2344 : !llvm.ptr -> f32
    %2346 = llvm.intr.maximum(%2335, %2345) : (f32, f32) -> f32
    %2347 = llvm.extractvalue %2279[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2348 = llvm.mlir.constant(16 : index) : i64
    %2349 = llvm.mul %2311, %2348 overflow<nsw, nuw> : i64
    %2350 = llvm.mlir.constant(8 : index) : i64
    %2351 = llvm.mul %2313, %2350 overflow<nsw, nuw> : i64
    %2352 = llvm.add %2349, %2351 overflow<nsw, nuw> : i64
    %2353 = llvm.add %2352, %2315 overflow<nsw, nuw> : i64
    %2354 = llvm.add %2353, %2317 overflow<nsw, nuw> : i64
    %2355 = llvm.getelementptr inbounds|nuw %2347[%2354] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2346, %2355 : f32, !llvm.ptr
    %2356 = llvm.add %2319, %16 : i64
    llvm.br ^bb261(%2356 : i64)
  ^bb263:  // pred: ^bb261
    %2357 = llvm.add %2317, %16 : i64
    llvm.br ^bb259(%2357 : i64)
  ^bb264:  // pred: ^bb259
    %2358 = llvm.add %2315, %16 : i64
    llvm.br ^bb257(%2358 : i64)
  ^bb265:  // pred: ^bb257
    %2359 = llvm.add %2313, %16 : i64
    llvm.br ^bb255(%2359 : i64)
  ^bb266:  // pred: ^bb255
    %2360 = llvm.add %2311, %16 : i64
    llvm.br ^bb253(%2360 : i64)
  ^bb267:  // pred: ^bb253
    llvm.br ^bb268(%27 : i64)
  ^bb268(%2361: i64):  // 2 preds: ^bb267, ^bb278
    %2362 = llvm.icmp "slt" %2361, %16 : i64
    llvm.cond_br %2362, ^bb269, ^bb279
  ^bb269:  // pred: ^bb268
    llvm.br ^bb270(%27 : i64)
  ^bb270(%2363: i64):  // 2 preds: ^bb269, ^bb277
    %2364 = llvm.icmp "slt" %2363, %12 : i64
    llvm.cond_br %2364, ^bb271, ^bb278
  ^bb271:  // pred: ^bb270
    llvm.br ^bb272(%27 : i64)
  ^bb272(%2365: i64):  // 2 preds: ^bb271, ^bb276
    %2366 = llvm.icmp "slt" %2365, %15 : i64
    llvm.cond_br %2366, ^bb273, ^bb277
  ^bb273:  // pred: ^bb272
    llvm.br ^bb274(%27 : i64)
  ^bb274(%2367: i64):  // 2 preds: ^bb273, ^bb275
    %2368 = llvm.icmp "slt" %2367, %15 : i64
    llvm.cond_br %2368, ^bb275, ^bb276
  ^bb275:  // pred: ^bb274
    %2369 = llvm.extractvalue %2100[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2370 = llvm.mlir.constant(128 : index) : i64
    %2371 = llvm.mul %2361, %2370 overflow<nsw, nuw> : i64
    %2372 = llvm.mlir.constant(64 : index) : i64
    %2373 = llvm.mul %2363, %2372 overflow<nsw, nuw> : i64
    %2374 = llvm.add %2371, %2373 overflow<nsw, nuw> : i64
    %2375 = llvm.mlir.constant(8 : index) : i64
    %2376 = llvm.mul %2365, %2375 overflow<nsw, nuw> : i64
    %2377 = llvm.add %2374, %2376 overflow<nsw, nuw> : i64
    %2378 = llvm.add %2377, %2367 overflow<nsw, nuw> : i64
    %2379 = llvm.getelementptr inbounds|nuw %2369[%2378] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2380 = llvm.load %2379 : !llvm.ptr -> f32
    %2381 = llvm.extractvalue %2279[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2382 = llvm.mlir.constant(16 : index) : i64
    %2383 = llvm.mul %2361, %2382 overflow<nsw, nuw> : i64
    %2384 = llvm.mlir.constant(8 : index) : i64
    %2385 = llvm.mul %2363, %2384 overflow<nsw, nuw> : i64
    %2386 = llvm.add %2383, %2385 overflow<nsw, nuw> : i64
    %2387 = llvm.add %2386, %2365 overflow<nsw, nuw> : i64
    %2388 = llvm.add %2387, %27 overflow<nsw, nuw> : i64
    %2389 = llvm.getelementptr inbounds|nuw %2381[%2388] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2390 = llvm.load %2389 : !llvm.ptr -> f32
    %2391 = llvm.fsub %2380, %2390 : f32
    %2392 = llvm.fmul %2391, %8 : f32
    %2393 = llvm.intr.exp2(%2392) : (f32) -> f32
    %2394 = llvm.extractvalue %2100[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2395 = llvm.mlir.constant(128 : index) : i64
    %2396 = llvm.mul %2361, %2395 overflow<nsw, nuw> : i64
    %2397 = llvm.mlir.constant(64 : index) : i64
    %2398 = llvm.mul %2363, %2397 overflow<nsw, nuw> : i64
    %2399 = llvm.add %2396, %2398 overflow<nsw, nuw> : i64
    %2400 = llvm.mlir.constant(8 : index) : i64
    %2401 = llvm.mul %2365, %2400 overflow<nsw, nuw> : i64
    %2402 = llvm.add %2399, %2401 overflow<nsw, nuw> : i64
    %2403 = llvm.add %2402, %2367 overflow<nsw, nuw> : i64
    %2404 = llvm.getelementptr inbounds|nuw %2394[%2403] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2393, %2404 : f32, !llvm.ptr
    %2405 = llvm.add %2367, %16 : i64
    llvm.br ^bb274(%2405 : i64)
  ^bb276:  // pred: ^bb274
    %2406 = llvm.add %2365, %16 : i64
    llvm.br ^bb272(%2406 : i64)
  ^bb277:  // pred: ^bb272
    %2407 = llvm.add %2363, %16 : i64
    llvm.br ^bb270(%2407 : i64)
  ^bb278:  // pred: ^bb270
    %2408 = llvm.add %2361, %16 : i64
    llvm.br ^bb268(%2408 : i64)
  ^bb279:  // pred: ^bb268
    %2409 = llvm.mlir.constant(1 : index) : i64
    %2410 = llvm.mlir.constant(2 : index) : i64
    %2411 = llvm.mlir.constant(8 : index) : i64
    %2412 = llvm.mlir.constant(1 : index) : i64
    %2413 = llvm.mlir.constant(1 : index) : i64
    %2414 = llvm.mlir.constant(16 : index) : i64
    %2415 = llvm.mlir.constant(16 : index) : i64
    %2416 = llvm.mlir.zero : !llvm.ptr
    %2417 = llvm.getelementptr %2416[%2415] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2418 = llvm.ptrtoint %2417 : !llvm.ptr to i64
    %2419 = llvm.mlir.constant(64 : index) : i64
    %2420 = llvm.add %2418, %2419 : i64
    %2421 = llvm.call @malloc(%2420) : (i64) -> !llvm.ptr
    %2422 = llvm.ptrtoint %2421 : !llvm.ptr to i64
    %2423 = llvm.mlir.constant(1 : index) : i64
    %2424 = llvm.sub %2419, %2423 : i64
    %2425 = llvm.add %2422, %2424 : i64
    %2426 = llvm.urem %2425, %2419 : i64
    %2427 = llvm.sub %2425, %2426 : i64
    %2428 = llvm.inttoptr %2427 : i64 to !llvm.ptr
    %2429 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2430 = llvm.insertvalue %2421, %2429[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2431 = llvm.insertvalue %2428, %2430[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2432 = llvm.mlir.constant(0 : index) : i64
    %2433 = llvm.insertvalue %2432, %2431[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2434 = llvm.insertvalue %2409, %2433[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2435 = llvm.insertvalue %2410, %2434[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2436 = llvm.insertvalue %2411, %2435[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2437 = llvm.insertvalue %2412, %2436[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2438 = llvm.insertvalue %2414, %2437[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2439 = llvm.insertvalue %2411, %2438[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2440 = llvm.insertvalue %2412, %2439[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2441 = llvm.insertvalue %2413, %2440[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb280(%27 : i64)
  ^bb280(%2442: i64):  // 2 preds: ^bb279, ^bb290
    %2443 = llvm.icmp "slt" %2442, %16 : i64
    llvm.cond_br %2443, ^bb281, ^bb291
  ^bb281:  // pred: ^bb280
    llvm.br ^bb282(%27 : i64)
  ^bb282(%2444: i64):  // 2 preds: ^bb281, ^bb289
    %2445 = llvm.icmp "slt" %2444, %12 : i64
    llvm.cond_br %2445, ^bb283, ^bb290
  ^bb283:  // pred: ^bb282
    llvm.br ^bb284(%27 : i64)
  ^bb284(%2446: i64):  // 2 preds: ^bb283, ^bb288
    %2447 = llvm.icmp "slt" %2446, %15 : i64
    llvm.cond_br %2447, ^bb285, ^bb289
  ^bb285:  // pred: ^bb284
    llvm.br ^bb286(%27 : i64)
  ^bb286(%2448: i64):  // 2 preds: ^bb285, ^bb287
    %2449 = llvm.icmp "slt" %2448, %16 : i64
    llvm.cond_br %2449, ^bb287, ^bb288
  ^bb287:  // pred: ^bb286
    %2450 = llvm.extractvalue %2441[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2451 = llvm.mlir.constant(16 : index) : i64
    %2452 = llvm.mul %2442, %2451 overflow<nsw, nuw> : i64
    %2453 = llvm.mlir.constant(8 : index) : i64
    %2454 = llvm.mul %2444, %2453 overflow<nsw, nuw> : i64
    %2455 = llvm.add %2452, %2454 overflow<nsw, nuw> : i64
    %2456 = llvm.add %2455, %2446 overflow<nsw, nuw> : i64
    %2457 = llvm.add %2456, %2448 overflow<nsw, nuw> : i64
    %2458 = llvm.getelementptr inbounds|nuw %2450[%2457] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %29, %2458 : f32, !llvm.ptr
    %2459 = llvm.add %2448, %16 : i64
    llvm.br ^bb286(%2459 : i64)
  ^bb288:  // pred: ^bb286
    %2460 = llvm.add %2446, %16 : i64
    llvm.br ^bb284(%2460 : i64)
  ^bb289:  // pred: ^bb284
    %2461 = llvm.add %2444, %16 : i64
    llvm.br ^bb282(%2461 : i64)
  ^bb290:  // pred: ^bb282
    %2462 = llvm.add %2442, %16 : i64
    llvm.br ^bb280(%2462 : i64)
  ^bb291:  // pred: ^bb280
    %2463 = llvm.mlir.constant(1 : index) : i64
    %2464 = llvm.mlir.constant(2 : index) : i64
    %2465 = llvm.mlir.constant(8 : index) : i64
    %2466 = llvm.mlir.constant(1 : index) : i64
    %2467 = llvm.mlir.constant(1 : index) : i64
    %2468 = llvm.mlir.constant(16 : index) : i64
    %2469 = llvm.mlir.constant(16 : index) : i64
    %2470 = llvm.mlir.zero : !llvm.ptr
    %2471 = llvm.getelementptr %2470[%2469] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2472 = llvm.ptrtoint %2471 : !llvm.ptr to i64
    %2473 = llvm.mlir.constant(64 : index) : i64
    %2474 = llvm.add %2472, %2473 : i64
    %2475 = llvm.call @malloc(%2474) : (i64) -> !llvm.ptr
    %2476 = llvm.ptrtoint %2475 : !llvm.ptr to i64
    %2477 = llvm.mlir.constant(1 : index) : i64
    %2478 = llvm.sub %2473, %2477 : i64
    %2479 = llvm.add %2476, %2478 : i64
    %2480 = llvm.urem %2479, %2473 : i64
    %2481 = llvm.sub %2479, %2480 : i64
    %2482 = llvm.inttoptr %2481 : i64 to !llvm.ptr
    %2483 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2484 = llvm.insertvalue %2475, %2483[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2485 = llvm.insertvalue %2482, %2484[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2486 = llvm.mlir.constant(0 : index) : i64
    %2487 = llvm.insertvalue %2486, %2485[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2488 = llvm.insertvalue %2463, %2487[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2489 = llvm.insertvalue %2464, %2488[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2490 = llvm.insertvalue %2465, %2489[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2491 = llvm.insertvalue %2466, %2490[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2492 = llvm.insertvalue %2468, %2491[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2493 = llvm.insertvalue %2465, %2492[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2494 = llvm.insertvalue %2466, %2493[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2495 = llvm.insertvalue %2467, %2494[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb292(%27 : i64)
  ^bb292(%2496: i64):  // 2 preds: ^bb291, ^bb302
    %2497 = llvm.icmp "slt" %2496, %16 : i64
    llvm.cond_br %2497, ^bb293, ^bb303
  ^bb293:  // pred: ^bb292
    llvm.br ^bb294(%27 : i64)
  ^bb294(%2498: i64):  // 2 preds: ^bb293, ^bb301
    %2499 = llvm.icmp "slt" %2498, %12 : i64
    llvm.cond_br %2499, ^bb295, ^bb302
  ^bb295:  // pred: ^bb294
    llvm.br ^bb296(%27 : i64)
  ^bb296(%2500: i64):  // 2 preds: ^bb295, ^bb300
    %2501 = llvm.icmp "slt" %2500, %15 : i64
    llvm.cond_br %2501, ^bb297, ^bb301
  ^bb297:  // pred: ^bb296
    llvm.br ^bb298(%27 : i64)
  ^bb298(%2502: i64):  // 2 preds: ^bb297, ^bb299
    %2503 = llvm.icmp "slt" %2502, %16 : i64
    llvm.cond_br %2503, ^bb299, ^bb300
  ^bb299:  // pred: ^bb298
    %2504 = llvm.extractvalue %2441[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2505 = llvm.mlir.constant(16 : index) : i64
    %2506 = llvm.mul %2496, %2505 overflow<nsw, nuw> : i64
    %2507 = llvm.mlir.constant(8 : index) : i64
    %2508 = llvm.mul %2498, %2507 overflow<nsw, nuw> : i64
    %2509 = llvm.add %2506, %2508 overflow<nsw, nuw> : i64
    %2510 = llvm.add %2509, %2500 overflow<nsw, nuw> : i64
    %2511 = llvm.add %2510, %2502 overflow<nsw, nuw> : i64
    %2512 = llvm.getelementptr inbounds|nuw %2504[%2511] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2513 = llvm.load %2512 : !llvm.ptr -> f32
    %2514 = llvm.extractvalue %2495[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2515 = llvm.mlir.constant(16 : index) : i64
    %2516 = llvm.mul %2496, %2515 overflow<nsw, nuw> : i64
    %2517 = llvm.mlir.constant(8 : index) : i64
    %2518 = llvm.mul %2498, %2517 overflow<nsw, nuw> : i64
    %2519 = llvm.add %2516, %2518 overflow<nsw, nuw> : i64
    %2520 = llvm.add %2519, %2500 overflow<nsw, nuw> : i64
    %2521 = llvm.add %2520, %2502 overflow<nsw, nuw> : i64
    %2522 = llvm.getelementptr inbounds|nuw %2514[%2521] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2513, %2522 : f32, !llvm.ptr
    %2523 = llvm.add %2502, %16 : i64
    llvm.br ^bb298(%2523 : i64)
  ^bb300:  // pred: ^bb298
    %2524 = llvm.add %2500, %16 : i64
    llvm.br ^bb296(%2524 : i64)
  ^bb301:  // pred: ^bb296
    %2525 = llvm.add %2498, %16 : i64
    llvm.br ^bb294(%2525 : i64)
  ^bb302:  // pred: ^bb294
    %2526 = llvm.add %2496, %16 : i64
    llvm.br ^bb292(%2526 : i64)
  ^bb303:  // pred: ^bb292
    llvm.br ^bb304(%27 : i64)
  ^bb304(%2527: i64):  // 2 preds: ^bb303, ^bb314
    %2528 = llvm.icmp "slt" %2527, %16 : i64
    llvm.cond_br %2528, ^bb305, ^bb315
  ^bb305:  // pred: ^bb304
    llvm.br ^bb306(%27 : i64)
  ^bb306(%2529: i64):  // 2 preds: ^bb305, ^bb313
    %2530 = llvm.icmp "slt" %2529, %12 : i64
    llvm.cond_br %2530, ^bb307, ^bb314
  ^bb307:  // pred: ^bb306
    llvm.br ^bb308(%27 : i64)
  ^bb308(%2531: i64):  // 2 preds: ^bb307, ^bb312
    %2532 = llvm.icmp "slt" %2531, %15 : i64
    llvm.cond_br %2532, ^bb309, ^bb313
  ^bb309:  // pred: ^bb308
    llvm.br ^bb310(%27 : i64)
  ^bb310(%2533: i64):  // 2 preds: ^bb309, ^bb311
    %2534 = llvm.icmp "slt" %2533, %15 : i64
    llvm.cond_br %2534, ^bb311, ^bb312
  ^bb311:  // pred: ^bb310
    %2535 = llvm.extractvalue %2100[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2536 = llvm.mlir.constant(128 : index) : i64
    %2537 = llvm.mul %2527, %2536 overflow<nsw, nuw> : i64
    %2538 = llvm.mlir.constant(64 : index) : i64
    %2539 = llvm.mul %2529, %2538 overflow<nsw, nuw> : i64
    %2540 = llvm.add %2537, %2539 overflow<nsw, nuw> : i64
    %2541 = llvm.mlir.constant(8 : index) : i64
    %2542 = llvm.mul %2531, %2541 overflow<nsw, nuw> : i64
    %2543 = llvm.add %2540, %2542 overflow<nsw, nuw> : i64
    %2544 = llvm.add %2543, %2533 overflow<nsw, nuw> : i64
    %2545 = llvm.getelementptr inbounds|nuw %2535[%2544] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2546 = llvm.load %2545 : !llvm.ptr -> f32
    %2547 = llvm.extractvalue %2495[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2548 = llvm.mlir.constant(16 : index) : i64
    %2549 = llvm.mul %2527, %2548 overflow<nsw, nuw> : i64
    %2550 = llvm.mlir.constant(8 : index) : i64
    %2551 = llvm.mul %2529, %2550 overflow<nsw, nuw> : i64
    %2552 = llvm.add %2549, %2551 overflow<nsw, nuw> : i64
    %2553 = llvm.add %2552, %2531 overflow<nsw, nuw> : i64
    %2554 = llvm.add %2553, %27 overflow<nsw, nuw> : i64
    %2555 = llvm.getelementptr inbounds|nuw %2547[%2554] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2556 = llvm.load %2555 : !llvm.ptr -> f32
    %2557 = llvm.fadd %2546, %2556 : f32
    %2558 = llvm.extractvalue %2495[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2559 = llvm.mlir.constant(16 : index) : i64
    %2560 = llvm.mul %2527, %2559 overflow<nsw, nuw> : i64
    %2561 = llvm.mlir.constant(8 : index) : i64
    %2562 = llvm.mul %2529, %2561 overflow<nsw, nuw> : i64
    %2563 = llvm.add %2560, %2562 overflow<nsw, nuw> : i64
    %2564 = llvm.add %2563, %2531 overflow<nsw, nuw> : i64
    %2565 = llvm.add %2564, %27 overflow<nsw, nuw> : i64
    %2566 = llvm.getelementptr inbounds|nuw %2558[%2565] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2557, %2566 : f32, !llvm.ptr
    %2567 = llvm.add %2533, %16 : i64
    llvm.br ^bb310(%2567 : i64)
  ^bb312:  // pred: ^bb310
    %2568 = llvm.add %2531, %16 : i64
    llvm.br ^bb308(%2568 : i64)
  ^bb313:  // pred: ^bb308
    %2569 = llvm.add %2529, %16 : i64
    llvm.br ^bb306(%2569 : i64)
  ^bb314:  // pred: ^bb306
    %2570 = llvm.add %2527, %16 : i64
    llvm.br ^bb304(%2570 : i64)
  ^bb315:  // pred: ^bb304
    %2571 = llvm.mlir.constant(2 : index) : i64
    %2572 = llvm.mlir.constant(8 : index) : i64
    %2573 = llvm.mlir.constant(16 : index) : i64
    %2574 = llvm.mlir.constant(1 : index) : i64
    %2575 = llvm.mlir.constant(128 : index) : i64
    %2576 = llvm.mlir.constant(256 : index) : i64
    %2577 = llvm.mlir.zero : !llvm.ptr
    %2578 = llvm.getelementptr %2577[%2576] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2579 = llvm.ptrtoint %2578 : !llvm.ptr to i64
    %2580 = llvm.mlir.constant(64 : index) : i64
    %2581 = llvm.add %2579, %2580 : i64
    %2582 = llvm.call @malloc(%2581) : (i64) -> !llvm.ptr
    %2583 = llvm.ptrtoint %2582 : !llvm.ptr to i64
    %2584 = llvm.mlir.constant(1 : index) : i64
    %2585 = llvm.sub %2580, %2584 : i64
    %2586 = llvm.add %2583, %2585 : i64
    %2587 = llvm.urem %2586, %2580 : i64
    %2588 = llvm.sub %2586, %2587 : i64
    %2589 = llvm.inttoptr %2588 : i64 to !llvm.ptr
    %2590 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2591 = llvm.insertvalue %2582, %2590[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2592 = llvm.insertvalue %2589, %2591[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2593 = llvm.mlir.constant(0 : index) : i64
    %2594 = llvm.insertvalue %2593, %2592[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2595 = llvm.insertvalue %2571, %2594[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2596 = llvm.insertvalue %2572, %2595[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2597 = llvm.insertvalue %2573, %2596[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2598 = llvm.insertvalue %2575, %2597[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2599 = llvm.insertvalue %2573, %2598[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2600 = llvm.insertvalue %2574, %2599[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb316(%27 : i64)
  ^bb316(%2601: i64):  // 2 preds: ^bb315, ^bb323
    %2602 = llvm.icmp "slt" %2601, %12 : i64
    llvm.cond_br %2602, ^bb317, ^bb324
  ^bb317:  // pred: ^bb316
    llvm.br ^bb318(%27 : i64)
  ^bb318(%2603: i64):  // 2 preds: ^bb317, ^bb322
    %2604 = llvm.icmp "slt" %2603, %15 : i64
    llvm.cond_br %2604, ^bb319, ^bb323
  ^bb319:  // pred: ^bb318
    llvm.br ^bb320(%27 : i64)
  ^bb320(%2605: i64):  // 2 preds: ^bb319, ^bb321
    %2606 = llvm.icmp "slt" %2605, %11 : i64
    llvm.cond_br %2606, ^bb321, ^bb322
  ^bb321:  // pred: ^bb320
    %2607 = llvm.extractvalue %2600[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2608 = llvm.mlir.constant(128 : index) : i64
    %2609 = llvm.mul %2601, %2608 overflow<nsw, nuw> : i64
    %2610 = llvm.mlir.constant(16 : index) : i64
    %2611 = llvm.mul %2603, %2610 overflow<nsw, nuw> : i64
    %2612 = llvm.add %2609, %2611 overflow<nsw, nuw> : i64
    %2613 = llvm.add %2612, %2605 overflow<nsw, nuw> : i64
    %2614 = llvm.getelementptr inbounds|nuw %2607[%2613] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %29, %2614 : f32, !llvm.ptr
    %2615 = llvm.add %2605, %16 : i64
    llvm.br ^bb320(%2615 : i64)
  ^bb322:  // pred: ^bb320
    %2616 = llvm.add %2603, %16 : i64
    llvm.br ^bb318(%2616 : i64)
  ^bb323:  // pred: ^bb318
    %2617 = llvm.add %2601, %16 : i64
    llvm.br ^bb316(%2617 : i64)
  ^bb324:  // pred: ^bb316
    %2618 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2619 = llvm.extractvalue %2600[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2620 = llvm.extractvalue %2600[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2621 = llvm.insertvalue %2619, %2618[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2622 = llvm.insertvalue %2620, %2621[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2623 = llvm.mlir.constant(0 : index) : i64
    %2624 = llvm.insertvalue %2623, %2622[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2625 = llvm.mlir.constant(1 : index) : i64
    %2626 = llvm.insertvalue %2625, %2624[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2627 = llvm.mlir.constant(256 : index) : i64
    %2628 = llvm.insertvalue %2627, %2626[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2629 = llvm.mlir.constant(2 : index) : i64
    %2630 = llvm.insertvalue %2629, %2628[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2631 = llvm.mlir.constant(128 : index) : i64
    %2632 = llvm.insertvalue %2631, %2630[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2633 = llvm.mlir.constant(8 : index) : i64
    %2634 = llvm.insertvalue %2633, %2632[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2635 = llvm.mlir.constant(16 : index) : i64
    %2636 = llvm.insertvalue %2635, %2634[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2637 = llvm.mlir.constant(16 : index) : i64
    %2638 = llvm.insertvalue %2637, %2636[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2639 = llvm.mlir.constant(1 : index) : i64
    %2640 = llvm.insertvalue %2639, %2638[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2641 = llvm.mlir.constant(1 : index) : i64
    %2642 = llvm.mlir.constant(2 : index) : i64
    %2643 = llvm.mlir.constant(8 : index) : i64
    %2644 = llvm.mlir.constant(16 : index) : i64
    %2645 = llvm.mlir.constant(1 : index) : i64
    %2646 = llvm.mlir.constant(128 : index) : i64
    %2647 = llvm.mlir.constant(256 : index) : i64
    %2648 = llvm.mlir.constant(256 : index) : i64
    %2649 = llvm.mlir.zero : !llvm.ptr
    %2650 = llvm.getelementptr %2649[%2648] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2651 = llvm.ptrtoint %2650 : !llvm.ptr to i64
    %2652 = llvm.mlir.constant(64 : index) : i64
    %2653 = llvm.add %2651, %2652 : i64
    %2654 = llvm.call @malloc(%2653) : (i64) -> !llvm.ptr
    %2655 = llvm.ptrtoint %2654 : !llvm.ptr to i64
    %2656 = llvm.mlir.constant(1 : index) : i64
    %2657 = llvm.sub %2652, %2656 : i64
    %2658 = llvm.add %2655, %2657 : i64
    %2659 = llvm.urem %2658, %2652 : i64
    %2660 = llvm.sub %2658, %2659 : i64
    %2661 = llvm.inttoptr %2660 : i64 to !llvm.ptr
    %2662 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2663 = llvm.insertvalue %2654, %2662[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2664 = llvm.insertvalue %2661, %2663[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2665 = llvm.mlir.constant(0 : index) : i64
    %2666 = llvm.insertvalue %2665, %2664[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2667 = llvm.insertvalue %2641, %2666[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2668 = llvm.insertvalue %2642, %2667[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2669 = llvm.insertvalue %2643, %2668[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2670 = llvm.insertvalue %2644, %2669[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2671 = llvm.insertvalue %2647, %2670[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2672 = llvm.insertvalue %2646, %2671[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2673 = llvm.insertvalue %2644, %2672[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2674 = llvm.insertvalue %2645, %2673[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb325(%27 : i64)
  ^bb325(%2675: i64):  // 2 preds: ^bb324, ^bb335
    %2676 = llvm.icmp "slt" %2675, %16 : i64
    llvm.cond_br %2676, ^bb326, ^bb336
  ^bb326:  // pred: ^bb325
    llvm.br ^bb327(%27 : i64)
  ^bb327(%2677: i64):  // 2 preds: ^bb326, ^bb334
    %2678 = llvm.icmp "slt" %2677, %12 : i64
    llvm.cond_br %2678, ^bb328, ^bb335
  ^bb328:  // pred: ^bb327
    llvm.br ^bb329(%27 : i64)
  ^bb329(%2679: i64):  // 2 preds: ^bb328, ^bb333
    %2680 = llvm.icmp "slt" %2679, %15 : i64
    llvm.cond_br %2680, ^bb330, ^bb334
  ^bb330:  // pred: ^bb329
    llvm.br ^bb331(%27 : i64)
  ^bb331(%2681: i64):  // 2 preds: ^bb330, ^bb332
    %2682 = llvm.icmp "slt" %2681, %11 : i64
    llvm.cond_br %2682, ^bb332, ^bb333
  ^bb332:  // pred: ^bb331
    %2683 = llvm.extractvalue %2640[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2684 = llvm.mlir.constant(256 : index) : i64
    %2685 = llvm.mul %2675, %2684 overflow<nsw, nuw> : i64
    %2686 = llvm.mlir.constant(128 : index) : i64
    %2687 = llvm.mul %2677, %2686 overflow<nsw, nuw> : i64
    %2688 = llvm.add %2685, %2687 overflow<nsw, nuw> : i64
    %2689 = llvm.mlir.constant(16 : index) : i64
    %2690 = llvm.mul %2679, %2689 overflow<nsw, nuw> : i64
    %2691 = llvm.add %2688, %2690 overflow<nsw, nuw> : i64
    %2692 = llvm.add %2691, %2681 overflow<nsw, nuw> : i64
    %2693 = llvm.getelementptr inbounds|nuw %2683[%2692] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2694 = llvm.load %2693 : !llvm.ptr -> f32
    %2695 = llvm.extractvalue %2674[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2696 = llvm.mlir.constant(256 : index) : i64
    %2697 = llvm.mul %2675, %2696 overflow<nsw, nuw> : i64
    %2698 = llvm.mlir.constant(128 : index) : i64
    %2699 = llvm.mul %2677, %2698 overflow<nsw, nuw> : i64
    %2700 = llvm.add %2697, %2699 overflow<nsw, nuw> : i64
    %2701 = llvm.mlir.constant(16 : index) : i64
    %2702 = llvm.mul %2679, %2701 overflow<nsw, nuw> : i64
    %2703 = llvm.add %2700, %2702 overflow<nsw, nuw> : i64
    %2704 = llvm.add %2703, %2681 overflow<nsw, nuw> : i64
    %2705 = llvm.getelementptr inbounds|nuw %2695[%2704] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2694, %2705 : f32, !llvm.ptr
    %2706 = llvm.add %2681, %16 : i64
    llvm.br ^bb331(%2706 : i64)
  ^bb333:  // pred: ^bb331
    %2707 = llvm.add %2679, %16 : i64
    llvm.br ^bb329(%2707 : i64)
  ^bb334:  // pred: ^bb329
    %2708 = llvm.add %2677, %16 : i64
    llvm.br ^bb327(%2708 : i64)
  ^bb335:  // pred: ^bb327
    %2709 = llvm.add %2675, %16 : i64
    llvm.br ^bb325(%2709 : i64)
  ^bb336:  // pred: ^bb325
    llvm.br ^bb337(%27 : i64)
  ^bb337(%2710: i64):  // 2 preds: ^bb336, ^bb350
    %2711 = llvm.icmp "slt" %2710, %16 : i64
    llvm.cond_br %2711, ^bb338, ^bb351
  ^bb338:  // pred: ^bb337
    llvm.br ^bb339(%27 : i64)
  ^bb339(%2712: i64):  // 2 preds: ^bb338, ^bb349
    %2713 = llvm.icmp "slt" %2712, %12 : i64
    llvm.cond_br %2713, ^bb340, ^bb350
  ^bb340:  // pred: ^bb339
    llvm.br ^bb341(%27 : i64)
  ^bb341(%2714: i64):  // 2 preds: ^bb340, ^bb348
    %2715 = llvm.icmp "slt" %2714, %15 : i64
    llvm.cond_br %2715, ^bb342, ^bb349
  ^bb342:  // pred: ^bb341
    llvm.br ^bb343(%27 : i64)
  ^bb343(%2716: i64):  // 2 preds: ^bb342, ^bb347
    %2717 = llvm.icmp "slt" %2716, %11 : i64
    llvm.cond_br %2717, ^bb344, ^bb348
  ^bb344:  // pred: ^bb343
    llvm.br ^bb345(%27 : i64)
  ^bb345(%2718: i64):  // 2 preds: ^bb344, ^bb346
    %2719 = llvm.icmp "slt" %2718, %15 : i64
    llvm.cond_br %2719, ^bb346, ^bb347
  ^bb346:  // pred: ^bb345
    %2720 = llvm.extractvalue %2100[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2721 = llvm.mlir.constant(128 : index) : i64
    %2722 = llvm.mul %2710, %2721 overflow<nsw, nuw> : i64
    %2723 = llvm.mlir.constant(64 : index) : i64
    %2724 = llvm.mul %2712, %2723 overflow<nsw, nuw> : i64
    %2725 = llvm.add %2722, %2724 overflow<nsw, nuw> : i64
    %2726 = llvm.mlir.constant(8 : index) : i64
    %2727 = llvm.mul %2714, %2726 overflow<nsw, nuw> : i64
    %2728 = llvm.add %2725, %2727 overflow<nsw, nuw> : i64
    %2729 = llvm.add %2728, %2718 overflow<nsw, nuw> : i64
    %2730 = llvm.getelementptr inbounds|nuw %2720[%2729] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2731 = llvm.load %2730 : !llvm.ptr -> f32
    %2732 = llvm.extractvalue %2495[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2733 = llvm.mlir.constant(16 : index) : i64
    %2734 = llvm.mul %2710, %2733 overflow<nsw, nuw> : i64
    %2735 = llvm.mlir.constant(8 : index) : i64
    %2736 = llvm.mul %2712, %2735 overflow<nsw, nuw> : i64
    %2737 = llvm.add %2734, %2736 overflow<nsw, nuw> : i64
    %2738 = llvm.add %2737, %2714 overflow<nsw, nuw> : i64
    %2739 = llvm.add %2738, %27 overflow<nsw, nuw> : i64
    %2740 = llvm.getelementptr inbounds|nuw %2732[%2739] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2741 = llvm.load %2740 : !llvm.ptr -> f32
    %2742 = llvm.extractvalue %1838[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2743 = llvm.mlir.constant(64 : index) : i64
    %2744 = llvm.getelementptr %2742[%2743] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2745 = llvm.mlir.constant(768 : index) : i64
    %2746 = llvm.mul %2710, %2745 overflow<nsw, nuw> : i64
    %2747 = llvm.mlir.constant(96 : index) : i64
    %2748 = llvm.mul %2718, %2747 overflow<nsw, nuw> : i64
    %2749 = llvm.add %2746, %2748 overflow<nsw, nuw> : i64
    %2750 = llvm.mlir.constant(16 : index) : i64
    %2751 = llvm.mul %2712, %2750 overflow<nsw, nuw> : i64
    %2752 = llvm.add %2749, %2751 overflow<nsw, nuw> : i64
    %2753 = llvm.add %2752, %2716 overflow<nsw, nuw> : i64
    %2754 = llvm.getelementptr inbounds|nuw %2744[%2753] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2755 = llvm.load %2754 : !llvm.ptr -> f32
    %2756 = llvm.extractvalue %2674[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2757 = llvm.mlir.constant(256 : index) : i64
    %2758 = llvm.mul %2710, %2757 overflow<nsw, nuw> : i64
    %2759 = llvm.mlir.constant(128 : index) : i64
    %2760 = llvm.mul %2712, %2759 overflow<nsw, nuw> : i64
    %2761 = llvm.add %2758, %2760 overflow<nsw, nuw> : i64
    %2762 = llvm.mlir.constant(16 : index) : i64
    %2763 = llvm.mul %2714, %2762 overflow<nsw, nuw> : i64
    %2764 = llvm.add %2761, %2763 overflow<nsw, nuw> : i64
    %2765 = llvm.add %2764, %2716 overflow<nsw, nuw> : i64
    %2766 = llvm.getelementptr inbounds|nuw %2756[%2765] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2767 = llvm.load %2766 : !llvm.ptr -> f32
    %2768 = llvm.fdiv %2731, %2741 : f32
    %2769 = llvm.fmul %2768, %2755 : f32
    %2770 = llvm.fadd %2767, %2769 : f32
    %2771 = llvm.extractvalue %2674[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2772 = llvm.mlir.constant(256 : index) : i64
    %2773 = llvm.mul %2710, %2772 overflow<nsw, nuw> : i64
    %2774 = llvm.mlir.constant(128 : index) : i64
    %2775 = llvm.mul %2712, %2774 overflow<nsw, nuw> : i64
    %2776 = llvm.add %2773, %2775 overflow<nsw, nuw> : i64
    %2777 = llvm.mlir.constant(16 : index) : i64
    %2778 = llvm.mul %2714, %2777 overflow<nsw, nuw> : i64
    %2779 = llvm.add %2776, %2778 overflow<nsw, nuw> : i64
    %2780 = llvm.add %2779, %2716 overflow<nsw, nuw> : i64
    %2781 = llvm.getelementptr inbounds|nuw %2771[%2780] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2770, %2781 : f32, !llvm.ptr
    %2782 = llvm.add %2718, %16 : i64
    llvm.br ^bb345(%2782 : i64)
  ^bb347:  // pred: ^bb345
    %2783 = llvm.add %2716, %16 : i64
    llvm.br ^bb343(%2783 : i64)
  ^bb348:  // pred: ^bb343
    %2784 = llvm.add %2714, %16 : i64
    llvm.br ^bb341(%2784 : i64)
  ^bb349:  // pred: ^bb341
    %2785 = llvm.add %2712, %16 : i64
    llvm.br ^bb339(%2785 : i64)
  ^bb350:  // pred: ^bb339
    %2786 = llvm.add %2710, %16 : i64
    llvm.br ^bb337(%2786 : i64)
  ^bb351:  // pred: ^bb337
    %2787 = llvm.mlir.constant(8 : index) : i64
    %2788 = llvm.mlir.constant(32 : index) : i64
    %2789 = llvm.mlir.constant(1 : index) : i64
    %2790 = llvm.mlir.constant(256 : index) : i64
    %2791 = llvm.mlir.zero : !llvm.ptr
    %2792 = llvm.getelementptr %2791[%2790] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2793 = llvm.ptrtoint %2792 : !llvm.ptr to i64
    %2794 = llvm.mlir.constant(64 : index) : i64
    %2795 = llvm.add %2793, %2794 : i64
    %2796 = llvm.call @malloc(%2795) : (i64) -> !llvm.ptr
    %2797 = llvm.ptrtoint %2796 : !llvm.ptr to i64
    %2798 = llvm.mlir.constant(1 : index) : i64
    %2799 = llvm.sub %2794, %2798 : i64
    %2800 = llvm.add %2797, %2799 : i64
    %2801 = llvm.urem %2800, %2794 : i64
    %2802 = llvm.sub %2800, %2801 : i64
    %2803 = llvm.inttoptr %2802 : i64 to !llvm.ptr
    %2804 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2805 = llvm.insertvalue %2796, %2804[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2806 = llvm.insertvalue %2803, %2805[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2807 = llvm.mlir.constant(0 : index) : i64
    %2808 = llvm.insertvalue %2807, %2806[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2809 = llvm.insertvalue %2787, %2808[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2810 = llvm.insertvalue %2788, %2809[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2811 = llvm.insertvalue %2788, %2810[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2812 = llvm.insertvalue %2789, %2811[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb352(%27 : i64)
  ^bb352(%2813: i64):  // 2 preds: ^bb351, ^bb356
    %2814 = llvm.icmp "slt" %2813, %15 : i64
    llvm.cond_br %2814, ^bb353, ^bb357
  ^bb353:  // pred: ^bb352
    llvm.br ^bb354(%27 : i64)
  ^bb354(%2815: i64):  // 2 preds: ^bb353, ^bb355
    %2816 = llvm.icmp "slt" %2815, %14 : i64
    llvm.cond_br %2816, ^bb355, ^bb356
  ^bb355:  // pred: ^bb354
    %2817 = llvm.extractvalue %2812[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2818 = llvm.mlir.constant(32 : index) : i64
    %2819 = llvm.mul %2813, %2818 overflow<nsw, nuw> : i64
    %2820 = llvm.add %2819, %2815 overflow<nsw, nuw> : i64
    %2821 = llvm.getelementptr inbounds|nuw %2817[%2820] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %29, %2821 : f32, !llvm.ptr
    %2822 = llvm.add %2815, %16 : i64
    llvm.br ^bb354(%2822 : i64)
  ^bb356:  // pred: ^bb354
    %2823 = llvm.add %2813, %16 : i64
    llvm.br ^bb352(%2823 : i64)
  ^bb357:  // pred: ^bb352
    %2824 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2825 = llvm.extractvalue %412[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2826 = llvm.extractvalue %412[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2827 = llvm.insertvalue %2825, %2824[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2828 = llvm.insertvalue %2826, %2827[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2829 = llvm.mlir.constant(0 : index) : i64
    %2830 = llvm.insertvalue %2829, %2828[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2831 = llvm.mlir.constant(2 : index) : i64
    %2832 = llvm.insertvalue %2831, %2830[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2833 = llvm.mlir.constant(512 : index) : i64
    %2834 = llvm.insertvalue %2833, %2832[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2835 = llvm.mlir.constant(16 : index) : i64
    %2836 = llvm.insertvalue %2835, %2834[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2837 = llvm.mlir.constant(32 : index) : i64
    %2838 = llvm.insertvalue %2837, %2836[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2839 = llvm.mlir.constant(32 : index) : i64
    %2840 = llvm.insertvalue %2839, %2838[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2841 = llvm.mlir.constant(1 : index) : i64
    %2842 = llvm.insertvalue %2841, %2840[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2843 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2844 = llvm.extractvalue %2812[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2845 = llvm.extractvalue %2812[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2846 = llvm.insertvalue %2844, %2843[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2847 = llvm.insertvalue %2845, %2846[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2848 = llvm.mlir.constant(0 : index) : i64
    %2849 = llvm.insertvalue %2848, %2847[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2850 = llvm.mlir.constant(1 : index) : i64
    %2851 = llvm.insertvalue %2850, %2849[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2852 = llvm.mlir.constant(256 : index) : i64
    %2853 = llvm.insertvalue %2852, %2851[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2854 = llvm.mlir.constant(8 : index) : i64
    %2855 = llvm.insertvalue %2854, %2853[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2856 = llvm.mlir.constant(32 : index) : i64
    %2857 = llvm.insertvalue %2856, %2855[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2858 = llvm.mlir.constant(32 : index) : i64
    %2859 = llvm.insertvalue %2858, %2857[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2860 = llvm.mlir.constant(1 : index) : i64
    %2861 = llvm.insertvalue %2860, %2859[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2862 = llvm.mlir.constant(1 : index) : i64
    %2863 = llvm.mlir.constant(8 : index) : i64
    %2864 = llvm.mlir.constant(32 : index) : i64
    %2865 = llvm.mlir.constant(1 : index) : i64
    %2866 = llvm.mlir.constant(256 : index) : i64
    %2867 = llvm.mlir.constant(256 : index) : i64
    %2868 = llvm.mlir.zero : !llvm.ptr
    %2869 = llvm.getelementptr %2868[%2867] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2870 = llvm.ptrtoint %2869 : !llvm.ptr to i64
    %2871 = llvm.mlir.constant(64 : index) : i64
    %2872 = llvm.add %2870, %2871 : i64
    %2873 = llvm.call @malloc(%2872) : (i64) -> !llvm.ptr
    %2874 = llvm.ptrtoint %2873 : !llvm.ptr to i64
    %2875 = llvm.mlir.constant(1 : index) : i64
    %2876 = llvm.sub %2871, %2875 : i64
    %2877 = llvm.add %2874, %2876 : i64
    %2878 = llvm.urem %2877, %2871 : i64
    %2879 = llvm.sub %2877, %2878 : i64
    %2880 = llvm.inttoptr %2879 : i64 to !llvm.ptr
    %2881 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2882 = llvm.insertvalue %2873, %2881[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2883 = llvm.insertvalue %2880, %2882[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2884 = llvm.mlir.constant(0 : index) : i64
    %2885 = llvm.insertvalue %2884, %2883[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2886 = llvm.insertvalue %2862, %2885[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2887 = llvm.insertvalue %2863, %2886[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2888 = llvm.insertvalue %2864, %2887[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2889 = llvm.insertvalue %2866, %2888[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2890 = llvm.insertvalue %2864, %2889[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2891 = llvm.insertvalue %2865, %2890[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb358(%27 : i64)
  ^bb358(%2892: i64):  // 2 preds: ^bb357, ^bb365
    %2893 = llvm.icmp "slt" %2892, %16 : i64
    llvm.cond_br %2893, ^bb359, ^bb366
  ^bb359:  // pred: ^bb358
    llvm.br ^bb360(%27 : i64)
  ^bb360(%2894: i64):  // 2 preds: ^bb359, ^bb364
    %2895 = llvm.icmp "slt" %2894, %15 : i64
    llvm.cond_br %2895, ^bb361, ^bb365
  ^bb361:  // pred: ^bb360
    llvm.br ^bb362(%27 : i64)
  ^bb362(%2896: i64):  // 2 preds: ^bb361, ^bb363
    %2897 = llvm.icmp "slt" %2896, %14 : i64
    llvm.cond_br %2897, ^bb363, ^bb364
  ^bb363:  // pred: ^bb362
    %2898 = llvm.extractvalue %2861[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2899 = llvm.mlir.constant(256 : index) : i64
    %2900 = llvm.mul %2892, %2899 overflow<nsw, nuw> : i64
    %2901 = llvm.mlir.constant(32 : index) : i64
    %2902 = llvm.mul %2894, %2901 overflow<nsw, nuw> : i64
    %2903 = llvm.add %2900, %2902 overflow<nsw, nuw> : i64
    %2904 = llvm.add %2903, %2896 overflow<nsw, nuw> : i64
    %2905 = llvm.getelementptr inbounds|nuw %2898[%2904] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2906 = llvm.load %2905 : !llvm.ptr -> f32
    %2907 = llvm.extractvalue %2891[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2908 = llvm.mlir.constant(256 : index) : i64
    %2909 = llvm.mul %2892, %2908 overflow<nsw, nuw> : i64
    %2910 = llvm.mlir.constant(32 : index) : i64
    %2911 = llvm.mul %2894, %2910 overflow<nsw, nuw> : i64
    %2912 = llvm.add %2909, %2911 overflow<nsw, nuw> : i64
    %2913 = llvm.add %2912, %2896 overflow<nsw, nuw> : i64
    %2914 = llvm.getelementptr inbounds|nuw %2907[%2913] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2906, %2914 : f32, !llvm.ptr
    %2915 = llvm.add %2896, %16 : i64
    llvm.br ^bb362(%2915 : i64)
  ^bb364:  // pred: ^bb362
    %2916 = llvm.add %2894, %16 : i64
    llvm.br ^bb360(%2916 : i64)
  ^bb365:  // pred: ^bb360
    %2917 = llvm.add %2892, %16 : i64
    llvm.br ^bb358(%2917 : i64)
  ^bb366:  // pred: ^bb358
    llvm.br ^bb367(%27 : i64)
  ^bb367(%2918: i64):  // 2 preds: ^bb366, ^bb380
    %2919 = llvm.icmp "slt" %2918, %16 : i64
    llvm.cond_br %2919, ^bb368, ^bb381
  ^bb368:  // pred: ^bb367
    llvm.br ^bb369(%27 : i64)
  ^bb369(%2920: i64):  // 2 preds: ^bb368, ^bb379
    %2921 = llvm.icmp "slt" %2920, %15 : i64
    llvm.cond_br %2921, ^bb370, ^bb380
  ^bb370:  // pred: ^bb369
    llvm.br ^bb371(%27 : i64)
  ^bb371(%2922: i64):  // 2 preds: ^bb370, ^bb378
    %2923 = llvm.icmp "slt" %2922, %14 : i64
    llvm.cond_br %2923, ^bb372, ^bb379
  ^bb372:  // pred: ^bb371
    llvm.br ^bb373(%27 : i64)
  ^bb373(%2924: i64):  // 2 preds: ^bb372, ^bb377
    %2925 = llvm.icmp "slt" %2924, %12 : i64
    llvm.cond_br %2925, ^bb374, ^bb378
  ^bb374:  // pred: ^bb373
    llvm.br ^bb375(%27 : i64)
  ^bb375(%2926: i64):  // 2 preds: ^bb374, ^bb376
    %2927 = llvm.icmp "slt" %2926, %11 : i64
    llvm.cond_br %2927, ^bb376, ^bb377
  ^bb376:  // pred: ^bb375
    %2928 = llvm.extractvalue %2674[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2929 = llvm.mlir.constant(256 : index) : i64
    %2930 = llvm.mul %2918, %2929 overflow<nsw, nuw> : i64
    %2931 = llvm.mlir.constant(128 : index) : i64
    %2932 = llvm.mul %2924, %2931 overflow<nsw, nuw> : i64
    %2933 = llvm.add %2930, %2932 overflow<nsw, nuw> : i64
    %2934 = llvm.mlir.constant(16 : index) : i64
    %2935 = llvm.mul %2920, %2934 overflow<nsw, nuw> : i64
    %2936 = llvm.add %2933, %2935 overflow<nsw, nuw> : i64
    %2937 = llvm.add %2936, %2926 overflow<nsw, nuw> : i64
    %2938 = llvm.getelementptr inbounds|nuw %2928[%2937] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2939 = llvm.load %2938 : !llvm.ptr -> f32
    %2940 = llvm.extractvalue %2842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2941 = llvm.mlir.constant(512 : index) : i64
    %2942 = llvm.mul %2924, %2941 overflow<nsw, nuw> : i64
    %2943 = llvm.mlir.constant(32 : index) : i64
    %2944 = llvm.mul %2926, %2943 overflow<nsw, nuw> : i64
    %2945 = llvm.add %2942, %2944 overflow<nsw, nuw> : i64
    %2946 = llvm.add %2945, %2922 overflow<nsw, nuw> : i64
    %2947 = llvm.getelementptr inbounds|nuw %2940[%2946] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2948 = llvm.load %2947 : !llvm.ptr -> f32
    %2949 = llvm.extractvalue %2891[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2950 = llvm.mlir.constant(256 : index) : i64
    %2951 = llvm.mul %2918, %2950 overflow<nsw, nuw> : i64
    %2952 = llvm.mlir.constant(32 : index) : i64
    %2953 = llvm.mul %2920, %2952 overflow<nsw, nuw> : i64
    %2954 = llvm.add %2951, %2953 overflow<nsw, nuw> : i64
    %2955 = llvm.add %2954, %2922 overflow<nsw, nuw> : i64
    %2956 = llvm.getelementptr inbounds|nuw %2949[%2955] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2957 = llvm.load %2956 : !llvm.ptr -> f32
    %2958 = llvm.fmul %2939, %2948 : f32
    %2959 = llvm.fadd %2957, %2958 : f32
    %2960 = llvm.extractvalue %2891[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2961 = llvm.mlir.constant(256 : index) : i64
    %2962 = llvm.mul %2918, %2961 overflow<nsw, nuw> : i64
    %2963 = llvm.mlir.constant(32 : index) : i64
    %2964 = llvm.mul %2920, %2963 overflow<nsw, nuw> : i64
    %2965 = llvm.add %2962, %2964 overflow<nsw, nuw> : i64
    %2966 = llvm.add %2965, %2922 overflow<nsw, nuw> : i64
    %2967 = llvm.getelementptr inbounds|nuw %2960[%2966] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2959, %2967 : f32, !llvm.ptr
    %2968 = llvm.add %2926, %16 : i64
    llvm.br ^bb375(%2968 : i64)
  ^bb377:  // pred: ^bb375
    %2969 = llvm.add %2924, %16 : i64
    llvm.br ^bb373(%2969 : i64)
  ^bb378:  // pred: ^bb373
    %2970 = llvm.add %2922, %16 : i64
    llvm.br ^bb371(%2970 : i64)
  ^bb379:  // pred: ^bb371
    %2971 = llvm.add %2920, %16 : i64
    llvm.br ^bb369(%2971 : i64)
  ^bb380:  // pred: ^bb369
    %2972 = llvm.add %2918, %16 : i64
    llvm.br ^bb367(%2972 : i64)
  ^bb381:  // pred: ^bb367
    llvm.br ^bb382(%27 : i64)
  ^bb382(%2973: i64):  // 2 preds: ^bb381, ^bb389
    %2974 = llvm.icmp "slt" %2973, %16 : i64
    llvm.cond_br %2974, ^bb383, ^bb390
  ^bb383:  // pred: ^bb382
    llvm.br ^bb384(%27 : i64)
  ^bb384(%2975: i64):  // 2 preds: ^bb383, ^bb388
    %2976 = llvm.icmp "slt" %2975, %15 : i64
    llvm.cond_br %2976, ^bb385, ^bb389
  ^bb385:  // pred: ^bb384
    llvm.br ^bb386(%27 : i64)
  ^bb386(%2977: i64):  // 2 preds: ^bb385, ^bb387
    %2978 = llvm.icmp "slt" %2977, %14 : i64
    llvm.cond_br %2978, ^bb387, ^bb388
  ^bb387:  // pred: ^bb386
    %2979 = llvm.extractvalue %2891[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2980 = llvm.mlir.constant(256 : index) : i64
    %2981 = llvm.mul %2973, %2980 overflow<nsw, nuw> : i64
    %2982 = llvm.mlir.constant(32 : index) : i64
    %2983 = llvm.mul %2975, %2982 overflow<nsw, nuw> : i64
    %2984 = llvm.add %2981, %2983 overflow<nsw, nuw> : i64
    %2985 = llvm.add %2984, %2977 overflow<nsw, nuw> : i64
    %2986 = llvm.getelementptr inbounds|nuw %2979[%2985] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2987 = llvm.load %2986 : !llvm.ptr -> f32
    %2988 = llvm.extractvalue %392[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2989 = llvm.getelementptr inbounds|nuw %2988[%2977] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2990 = llvm.load %2989 : !llvm.ptr -> f32
    %2991 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2992 = llvm.mlir.constant(256 : index) : i64
    %2993 = llvm.mul %2973, %2992 overflow<nsw, nuw> : i64
    %2994 = llvm.mlir.constant(32 : index) : i64
    %2995 = llvm.mul %2975, %2994 overflow<nsw, nuw> : i64
    %2996 = llvm.add %2993, %2995 overflow<nsw, nuw> : i64
    %2997 = llvm.add %2996, %2977 overflow<nsw, nuw> : i64
    %2998 = llvm.getelementptr inbounds|nuw %2991[%2997] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2999 = llvm.load %2998 : !llvm.ptr -> f32
    %3000 = llvm.fadd %2987, %2990 : f32
    %3001 = llvm.fadd %3000, %2999 : f32
    %3002 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3003 = llvm.mlir.constant(256 : index) : i64
    %3004 = llvm.mul %2973, %3003 overflow<nsw, nuw> : i64
    %3005 = llvm.mlir.constant(32 : index) : i64
    %3006 = llvm.mul %2975, %3005 overflow<nsw, nuw> : i64
    %3007 = llvm.add %3004, %3006 overflow<nsw, nuw> : i64
    %3008 = llvm.add %3007, %2977 overflow<nsw, nuw> : i64
    %3009 = llvm.getelementptr inbounds|nuw %3002[%3008] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3001, %3009 : f32, !llvm.ptr
    %3010 = llvm.add %2977, %16 : i64
    llvm.br ^bb386(%3010 : i64)
  ^bb388:  // pred: ^bb386
    %3011 = llvm.add %2975, %16 : i64
    llvm.br ^bb384(%3011 : i64)
  ^bb389:  // pred: ^bb384
    %3012 = llvm.add %2973, %16 : i64
    llvm.br ^bb382(%3012 : i64)
  ^bb390:  // pred: ^bb382
    llvm.br ^bb391(%27 : i64)
  ^bb391(%3013: i64):  // 2 preds: ^bb390, ^bb398
    %3014 = llvm.icmp "slt" %3013, %16 : i64
    llvm.cond_br %3014, ^bb392, ^bb399
  ^bb392:  // pred: ^bb391
    llvm.br ^bb393(%27 : i64)
  ^bb393(%3015: i64):  // 2 preds: ^bb392, ^bb397
    %3016 = llvm.icmp "slt" %3015, %15 : i64
    llvm.cond_br %3016, ^bb394, ^bb398
  ^bb394:  // pred: ^bb393
    llvm.br ^bb395(%27 : i64)
  ^bb395(%3017: i64):  // 2 preds: ^bb394, ^bb396
    %3018 = llvm.icmp "slt" %3017, %14 : i64
    llvm.cond_br %3018, ^bb396, ^bb397
  ^bb396:  // pred: ^bb395
    %3019 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3020 = llvm.mlir.constant(256 : index) : i64
    %3021 = llvm.mul %3013, %3020 overflow<nsw, nuw> : i64
    %3022 = llvm.mlir.constant(32 : index) : i64
    %3023 = llvm.mul %3015, %3022 overflow<nsw, nuw> : i64
    %3024 = llvm.add %3021, %3023 overflow<nsw, nuw> : i64
    %3025 = llvm.add %3024, %3017 overflow<nsw, nuw> : i64
    %3026 = llvm.getelementptr inbounds|nuw %3019[%3025] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3027 = llvm.load %3026 : !llvm.ptr -> f32
    %3028 = llvm.fpext %3027 : f32 to f64
    %3029 = llvm.extractvalue %1169[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3030 = llvm.mlir.constant(256 : index) : i64
    %3031 = llvm.mul %3013, %3030 overflow<nsw, nuw> : i64
    %3032 = llvm.mlir.constant(32 : index) : i64
    %3033 = llvm.mul %3015, %3032 overflow<nsw, nuw> : i64
    %3034 = llvm.add %3031, %3033 overflow<nsw, nuw> : i64
    %3035 = llvm.add %3034, %3017 overflow<nsw, nuw> : i64
    %3036 = llvm.getelementptr inbounds|nuw %3029[%3035] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3028, %3036 : f64, !llvm.ptr
    %3037 = llvm.add %3017, %16 : i64
    llvm.br ^bb395(%3037 : i64)
  ^bb397:  // pred: ^bb395
    %3038 = llvm.add %3015, %16 : i64
    llvm.br ^bb393(%3038 : i64)
  ^bb398:  // pred: ^bb393
    %3039 = llvm.add %3013, %16 : i64
    llvm.br ^bb391(%3039 : i64)
  ^bb399:  // pred: ^bb391
    %3040 = llvm.mlir.constant(1 : index) : i64
    %3041 = llvm.mlir.constant(8 : index) : i64
    %3042 = llvm.mlir.constant(1 : index) : i64
    %3043 = llvm.mlir.constant(1 : index) : i64
    %3044 = llvm.mlir.constant(8 : index) : i64
    %3045 = llvm.mlir.zero : !llvm.ptr
    %3046 = llvm.getelementptr %3045[%3044] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3047 = llvm.ptrtoint %3046 : !llvm.ptr to i64
    %3048 = llvm.mlir.constant(64 : index) : i64
    %3049 = llvm.add %3047, %3048 : i64
    %3050 = llvm.call @malloc(%3049) : (i64) -> !llvm.ptr
    %3051 = llvm.ptrtoint %3050 : !llvm.ptr to i64
    %3052 = llvm.mlir.constant(1 : index) : i64
    %3053 = llvm.sub %3048, %3052 : i64
    %3054 = llvm.add %3051, %3053 : i64
    %3055 = llvm.urem %3054, %3048 : i64
    %3056 = llvm.sub %3054, %3055 : i64
    %3057 = llvm.inttoptr %3056 : i64 to !llvm.ptr
    %3058 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3059 = llvm.insertvalue %3050, %3058[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3060 = llvm.insertvalue %3057, %3059[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3061 = llvm.mlir.constant(0 : index) : i64
    %3062 = llvm.insertvalue %3061, %3060[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3063 = llvm.insertvalue %3040, %3062[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3064 = llvm.insertvalue %3041, %3063[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3065 = llvm.insertvalue %3042, %3064[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3066 = llvm.insertvalue %3041, %3065[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3067 = llvm.insertvalue %3042, %3066[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3068 = llvm.insertvalue %3043, %3067[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb400(%27 : i64)
  ^bb400(%3069: i64):  // 2 preds: ^bb399, ^bb407
    %3070 = llvm.icmp "slt" %3069, %16 : i64
    llvm.cond_br %3070, ^bb401, ^bb408
  ^bb401:  // pred: ^bb400
    llvm.br ^bb402(%27 : i64)
  ^bb402(%3071: i64):  // 2 preds: ^bb401, ^bb406
    %3072 = llvm.icmp "slt" %3071, %15 : i64
    llvm.cond_br %3072, ^bb403, ^bb407
  ^bb403:  // pred: ^bb402
    llvm.br ^bb404(%27 : i64)
  ^bb404(%3073: i64):  // 2 preds: ^bb403, ^bb405
    %3074 = llvm.icmp "slt" %3073, %16 : i64
    llvm.cond_br %3074, ^bb405, ^bb406
  ^bb405:  // pred: ^bb404
    %3075 = llvm.extractvalue %1225[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3076 = llvm.mlir.constant(8 : index) : i64
    %3077 = llvm.mul %3069, %3076 overflow<nsw, nuw> : i64
    %3078 = llvm.add %3077, %3071 overflow<nsw, nuw> : i64
    %3079 = llvm.add %3078, %3073 overflow<nsw, nuw> : i64
    %3080 = llvm.getelementptr inbounds|nuw %3075[%3079] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3081 = llvm.load %3080 : !llvm.ptr -> f64
    %3082 = llvm.extractvalue %3068[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3083 = llvm.mlir.constant(8 : index) : i64
    %3084 = llvm.mul %3069, %3083 overflow<nsw, nuw> : i64
    %3085 = llvm.add %3084, %3071 overflow<nsw, nuw> : i64
    %3086 = llvm.add %3085, %3073 overflow<nsw, nuw> : i64
    %3087 = llvm.getelementptr inbounds|nuw %3082[%3086] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3081, %3087 : f64, !llvm.ptr
    %3088 = llvm.add %3073, %16 : i64
    llvm.br ^bb404(%3088 : i64)
  ^bb406:  // pred: ^bb404
    %3089 = llvm.add %3071, %16 : i64
    llvm.br ^bb402(%3089 : i64)
  ^bb407:  // pred: ^bb402
    %3090 = llvm.add %3069, %16 : i64
    llvm.br ^bb400(%3090 : i64)
  ^bb408:  // pred: ^bb400
    llvm.br ^bb409(%27 : i64)
  ^bb409(%3091: i64):  // 2 preds: ^bb408, ^bb416
    %3092 = llvm.icmp "slt" %3091, %16 : i64
    llvm.cond_br %3092, ^bb410, ^bb417
  ^bb410:  // pred: ^bb409
    llvm.br ^bb411(%27 : i64)
  ^bb411(%3093: i64):  // 2 preds: ^bb410, ^bb415
    %3094 = llvm.icmp "slt" %3093, %15 : i64
    llvm.cond_br %3094, ^bb412, ^bb416
  ^bb412:  // pred: ^bb411
    llvm.br ^bb413(%27 : i64)
  ^bb413(%3095: i64):  // 2 preds: ^bb412, ^bb414
    %3096 = llvm.icmp "slt" %3095, %14 : i64
    llvm.cond_br %3096, ^bb414, ^bb415
  ^bb414:  // pred: ^bb413
    %3097 = llvm.extractvalue %1169[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3098 = llvm.mlir.constant(256 : index) : i64
    %3099 = llvm.mul %3091, %3098 overflow<nsw, nuw> : i64
    %3100 = llvm.mlir.constant(32 : index) : i64
    %3101 = llvm.mul %3093, %3100 overflow<nsw, nuw> : i64
    %3102 = llvm.add %3099, %3101 overflow<nsw, nuw> : i64
    %3103 = llvm.add %3102, %3095 overflow<nsw, nuw> : i64
    %3104 = llvm.getelementptr inbounds|nuw %3097[%3103] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3105 = llvm.load %3104 : !llvm.ptr -> f64
    %3106 = llvm.extractvalue %3068[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3107 = llvm.mlir.constant(8 : index) : i64
    %3108 = llvm.mul %3091, %3107 overflow<nsw, nuw> : i64
    %3109 = llvm.add %3108, %3093 overflow<nsw, nuw> : i64
    %3110 = llvm.add %3109, %27 overflow<nsw, nuw> : i64
    %3111 = llvm.getelementptr inbounds|nuw %3106[%3110] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3112 = llvm.load %3111 : !llvm.ptr -> f64
    %3113 = llvm.fadd %3105, %3112 : f64
    %3114 = llvm.extractvalue %3068[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3115 = llvm.mlir.constant(8 : index) : i64
    %3116 = llvm.mul %3091, %3115 overflow<nsw, nuw> : i64
    %3117 = llvm.add %3116, %3093 overflow<nsw, nuw> : i64
    %3118 = llvm.add %3117, %27 overflow<nsw, nuw> : i64
    %3119 = llvm.getelementptr inbounds|nuw %3114[%3118] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3113, %3119 : f64, !llvm.ptr
    %3120 = llvm.add %3095, %16 : i64
    llvm.br ^bb413(%3120 : i64)
  ^bb415:  // pred: ^bb413
    %3121 = llvm.add %3093, %16 : i64
    llvm.br ^bb411(%3121 : i64)
  ^bb416:  // pred: ^bb411
    %3122 = llvm.add %3091, %16 : i64
    llvm.br ^bb409(%3122 : i64)
  ^bb417:  // pred: ^bb409
    %3123 = llvm.mlir.constant(1 : index) : i64
    %3124 = llvm.mlir.constant(8 : index) : i64
    %3125 = llvm.mlir.constant(1 : index) : i64
    %3126 = llvm.mlir.constant(1 : index) : i64
    %3127 = llvm.mlir.constant(8 : index) : i64
    %3128 = llvm.mlir.zero : !llvm.ptr
    %3129 = llvm.getelementptr %3128[%3127] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3130 = llvm.ptrtoint %3129 : !llvm.ptr to i64
    %3131 = llvm.mlir.constant(64 : index) : i64
    %3132 = llvm.add %3130, %3131 : i64
    %3133 = llvm.call @malloc(%3132) : (i64) -> !llvm.ptr
    %3134 = llvm.ptrtoint %3133 : !llvm.ptr to i64
    %3135 = llvm.mlir.constant(1 : index) : i64
    %3136 = llvm.sub %3131, %3135 : i64
    %3137 = llvm.add %3134, %3136 : i64
    %3138 = llvm.urem %3137, %3131 : i64
    %3139 = llvm.sub %3137, %3138 : i64
    %3140 = llvm.inttoptr %3139 : i64 to !llvm.ptr
    %3141 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3142 = llvm.insertvalue %3133, %3141[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3143 = llvm.insertvalue %3140, %3142[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3144 = llvm.mlir.constant(0 : index) : i64
    %3145 = llvm.insertvalue %3144, %3143[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3146 = llvm.insertvalue %3123, %3145[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3147 = llvm.insertvalue %3124, %3146[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3148 = llvm.insertvalue %3125, %3147[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3149 = llvm.insertvalue %3124, %3148[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3150 = llvm.insertvalue %3125, %3149[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3151 = llvm.insertvalue %3126, %3150[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb418(%27 : i64)
  ^bb418(%3152: i64):  // 2 preds: ^bb417, ^bb425
    %3153 = llvm.icmp "slt" %3152, %16 : i64
    llvm.cond_br %3153, ^bb419, ^bb426
  ^bb419:  // pred: ^bb418
    llvm.br ^bb420(%27 : i64)
  ^bb420(%3154: i64):  // 2 preds: ^bb419, ^bb424
    %3155 = llvm.icmp "slt" %3154, %15 : i64
    llvm.cond_br %3155, ^bb421, ^bb425
  ^bb421:  // pred: ^bb420
    llvm.br ^bb422(%27 : i64)
  ^bb422(%3156: i64):  // 2 preds: ^bb421, ^bb423
    %3157 = llvm.icmp "slt" %3156, %16 : i64
    llvm.cond_br %3157, ^bb423, ^bb424
  ^bb423:  // pred: ^bb422
    %3158 = llvm.extractvalue %1225[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3159 = llvm.mlir.constant(8 : index) : i64
    %3160 = llvm.mul %3152, %3159 overflow<nsw, nuw> : i64
    %3161 = llvm.add %3160, %3154 overflow<nsw, nuw> : i64
    %3162 = llvm.add %3161, %3156 overflow<nsw, nuw> : i64
    %3163 = llvm.getelementptr inbounds|nuw %3158[%3162] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3164 = llvm.load %3163 : !llvm.ptr -> f64
    %3165 = llvm.extractvalue %3151[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3166 = llvm.mlir.constant(8 : index) : i64
    %3167 = llvm.mul %3152, %3166 overflow<nsw, nuw> : i64
    %3168 = llvm.add %3167, %3154 overflow<nsw, nuw> : i64
    %3169 = llvm.add %3168, %3156 overflow<nsw, nuw> : i64
    %3170 = llvm.getelementptr inbounds|nuw %3165[%3169] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3164, %3170 : f64, !llvm.ptr
    %3171 = llvm.add %3156, %16 : i64
    llvm.br ^bb422(%3171 : i64)
  ^bb424:  // pred: ^bb422
    %3172 = llvm.add %3154, %16 : i64
    llvm.br ^bb420(%3172 : i64)
  ^bb425:  // pred: ^bb420
    %3173 = llvm.add %3152, %16 : i64
    llvm.br ^bb418(%3173 : i64)
  ^bb426:  // pred: ^bb418
    llvm.br ^bb427(%27 : i64)
  ^bb427(%3174: i64):  // 2 preds: ^bb426, ^bb434
    %3175 = llvm.icmp "slt" %3174, %16 : i64
    llvm.cond_br %3175, ^bb428, ^bb435
  ^bb428:  // pred: ^bb427
    llvm.br ^bb429(%27 : i64)
  ^bb429(%3176: i64):  // 2 preds: ^bb428, ^bb433
    %3177 = llvm.icmp "slt" %3176, %15 : i64
    llvm.cond_br %3177, ^bb430, ^bb434
  ^bb430:  // pred: ^bb429
    llvm.br ^bb431(%27 : i64)
  ^bb431(%3178: i64):  // 2 preds: ^bb430, ^bb432
    %3179 = llvm.icmp "slt" %3178, %14 : i64
    llvm.cond_br %3179, ^bb432, ^bb433
  ^bb432:  // pred: ^bb431
    %3180 = llvm.extractvalue %1169[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3181 = llvm.mlir.constant(256 : index) : i64
    %3182 = llvm.mul %3174, %3181 overflow<nsw, nuw> : i64
    %3183 = llvm.mlir.constant(32 : index) : i64
    %3184 = llvm.mul %3176, %3183 overflow<nsw, nuw> : i64
    %3185 = llvm.add %3182, %3184 overflow<nsw, nuw> : i64
    %3186 = llvm.add %3185, %3178 overflow<nsw, nuw> : i64
    %3187 = llvm.getelementptr inbounds|nuw %3180[%3186] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3188 = llvm.load %3187 : !llvm.ptr -> f64
    %3189 = llvm.extractvalue %3068[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3190 = llvm.mlir.constant(8 : index) : i64
    %3191 = llvm.mul %3174, %3190 overflow<nsw, nuw> : i64
    %3192 = llvm.add %3191, %3176 overflow<nsw, nuw> : i64
    %3193 = llvm.add %3192, %27 overflow<nsw, nuw> : i64
    %3194 = llvm.getelementptr inbounds|nuw %3189[%3193] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3195 = llvm.load %3194 : !llvm.ptr -> f64
    %3196 = llvm.extractvalue %3151[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3197 = llvm.mlir.constant(8 : index) : i64
    %3198 = llvm.mul %3174, %3197 overflow<nsw, nuw> : i64
    %3199 = llvm.add %3198, %3176 overflow<nsw, nuw> : i64
    %3200 = llvm.add %3199, %27 overflow<nsw, nuw> : i64
    %3201 = llvm.getelementptr inbounds|nuw %3196[%3200] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3202 = llvm.load %3201 : !llvm.ptr -> f64
    %3203 = llvm.fdiv %3195, %21 : f64
    %3204 = llvm.fsub %3188, %3203 : f64
    %3205 = llvm.fmul %3204, %3204 : f64
    %3206 = llvm.fadd %3205, %3202 : f64
    %3207 = llvm.extractvalue %3151[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3208 = llvm.mlir.constant(8 : index) : i64
    %3209 = llvm.mul %3174, %3208 overflow<nsw, nuw> : i64
    %3210 = llvm.add %3209, %3176 overflow<nsw, nuw> : i64
    %3211 = llvm.add %3210, %27 overflow<nsw, nuw> : i64
    %3212 = llvm.getelementptr inbounds|nuw %3207[%3211] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3206, %3212 : f64, !llvm.ptr
    %3213 = llvm.add %3178, %16 : i64
    llvm.br ^bb431(%3213 : i64)
  ^bb433:  // pred: ^bb431
    %3214 = llvm.add %3176, %16 : i64
    llvm.br ^bb429(%3214 : i64)
  ^bb434:  // pred: ^bb429
    %3215 = llvm.add %3174, %16 : i64
    llvm.br ^bb427(%3215 : i64)
  ^bb435:  // pred: ^bb427
    %3216 = llvm.mlir.constant(1 : index) : i64
    %3217 = llvm.mlir.constant(8 : index) : i64
    %3218 = llvm.mlir.constant(1 : index) : i64
    %3219 = llvm.mlir.constant(1 : index) : i64
    %3220 = llvm.mlir.constant(8 : index) : i64
    %3221 = llvm.mlir.zero : !llvm.ptr
    %3222 = llvm.getelementptr %3221[%3220] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3223 = llvm.ptrtoint %3222 : !llvm.ptr to i64
    %3224 = llvm.mlir.constant(64 : index) : i64
    %3225 = llvm.add %3223, %3224 : i64
    %3226 = llvm.call @malloc(%3225) : (i64) -> !llvm.ptr
    %3227 = llvm.ptrtoint %3226 : !llvm.ptr to i64
    %3228 = llvm.mlir.constant(1 : index) : i64
    %3229 = llvm.sub %3224, %3228 : i64
    %3230 = llvm.add %3227, %3229 : i64
    %3231 = llvm.urem %3230, %3224 : i64
    %3232 = llvm.sub %3230, %3231 : i64
    %3233 = llvm.inttoptr %3232 : i64 to !llvm.ptr
    %3234 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3235 = llvm.insertvalue %3226, %3234[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3236 = llvm.insertvalue %3233, %3235[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3237 = llvm.mlir.constant(0 : index) : i64
    %3238 = llvm.insertvalue %3237, %3236[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3239 = llvm.insertvalue %3216, %3238[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3240 = llvm.insertvalue %3217, %3239[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3241 = llvm.insertvalue %3218, %3240[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3242 = llvm.insertvalue %3217, %3241[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3243 = llvm.insertvalue %3218, %3242[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3244 = llvm.insertvalue %3219, %3243[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb436(%27 : i64)
  ^bb436(%3245: i64):  // 2 preds: ^bb435, ^bb443
    %3246 = llvm.icmp "slt" %3245, %16 : i64
    llvm.cond_br %3246, ^bb437, ^bb444
  ^bb437:  // pred: ^bb436
    llvm.br ^bb438(%27 : i64)
  ^bb438(%3247: i64):  // 2 preds: ^bb437, ^bb442
    %3248 = llvm.icmp "slt" %3247, %15 : i64
    llvm.cond_br %3248, ^bb439, ^bb443
  ^bb439:  // pred: ^bb438
    llvm.br ^bb440(%27 : i64)
  ^bb440(%3249: i64):  // 2 preds: ^bb439, ^bb441
    %3250 = llvm.icmp "slt" %3249, %16 : i64
    llvm.cond_br %3250, ^bb441, ^bb442
  ^bb441:  // pred: ^bb440
    %3251 = llvm.extractvalue %1445[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3252 = llvm.mlir.constant(8 : index) : i64
    %3253 = llvm.mul %3245, %3252 overflow<nsw, nuw> : i64
    %3254 = llvm.add %3253, %3247 overflow<nsw, nuw> : i64
    %3255 = llvm.add %3254, %3249 overflow<nsw, nuw> : i64
    %3256 = llvm.getelementptr inbounds|nuw %3251[%3255] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3257 = llvm.load %3256 : !llvm.ptr -> f32
    %3258 = llvm.extractvalue %3244[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3259 = llvm.mlir.constant(8 : index) : i64
    %3260 = llvm.mul %3245, %3259 overflow<nsw, nuw> : i64
    %3261 = llvm.add %3260, %3247 overflow<nsw, nuw> : i64
    %3262 = llvm.add %3261, %3249 overflow<nsw, nuw> : i64
    %3263 = llvm.getelementptr inbounds|nuw %3258[%3262] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3257, %3263 : f32, !llvm.ptr
    %3264 = llvm.add %3249, %16 : i64
    llvm.br ^bb440(%3264 : i64)
  ^bb442:  // pred: ^bb440
    %3265 = llvm.add %3247, %16 : i64
    llvm.br ^bb438(%3265 : i64)
  ^bb443:  // pred: ^bb438
    %3266 = llvm.add %3245, %16 : i64
    llvm.br ^bb436(%3266 : i64)
  ^bb444:  // pred: ^bb436
    llvm.br ^bb445(%27 : i64)
  ^bb445(%3267: i64):  // 2 preds: ^bb444, ^bb452
    %3268 = llvm.icmp "slt" %3267, %16 : i64
    llvm.cond_br %3268, ^bb446, ^bb453
  ^bb446:  // pred: ^bb445
    llvm.br ^bb447(%27 : i64)
  ^bb447(%3269: i64):  // 2 preds: ^bb446, ^bb451
    %3270 = llvm.icmp "slt" %3269, %15 : i64
    llvm.cond_br %3270, ^bb448, ^bb452
  ^bb448:  // pred: ^bb447
    llvm.br ^bb449(%27 : i64)
  ^bb449(%3271: i64):  // 2 preds: ^bb448, ^bb450
    %3272 = llvm.icmp "slt" %3271, %14 : i64
    llvm.cond_br %3272, ^bb450, ^bb451
  ^bb450:  // pred: ^bb449
    %3273 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3274 = llvm.mlir.constant(256 : index) : i64
    %3275 = llvm.mul %3267, %3274 overflow<nsw, nuw> : i64
    %3276 = llvm.mlir.constant(32 : index) : i64
    %3277 = llvm.mul %3269, %3276 overflow<nsw, nuw> : i64
    %3278 = llvm.add %3275, %3277 overflow<nsw, nuw> : i64
    %3279 = llvm.add %3278, %3271 overflow<nsw, nuw> : i64
    %3280 = llvm.getelementptr inbounds|nuw %3273[%3279] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3281 = llvm.load %3280 : !llvm.ptr -> f32
    %3282 = llvm.extractvalue %3244[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3283 = llvm.mlir.constant(8 : index) : i64
    %3284 = llvm.mul %3267, %3283 overflow<nsw, nuw> : i64
    %3285 = llvm.add %3284, %3269 overflow<nsw, nuw> : i64
    %3286 = llvm.add %3285, %27 overflow<nsw, nuw> : i64
    %3287 = llvm.getelementptr inbounds|nuw %3282[%3286] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3288 = llvm.load %3287 : !llvm.ptr -> f32
    %3289 = llvm.fadd %3281, %3288 : f32
    %3290 = llvm.extractvalue %3244[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3291 = llvm.mlir.constant(8 : index) : i64
    %3292 = llvm.mul %3267, %3291 overflow<nsw, nuw> : i64
    %3293 = llvm.add %3292, %3269 overflow<nsw, nuw> : i64
    %3294 = llvm.add %3293, %27 overflow<nsw, nuw> : i64
    %3295 = llvm.getelementptr inbounds|nuw %3290[%3294] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3289, %3295 : f32, !llvm.ptr
    %3296 = llvm.add %3271, %16 : i64
    llvm.br ^bb449(%3296 : i64)
  ^bb451:  // pred: ^bb449
    %3297 = llvm.add %3269, %16 : i64
    llvm.br ^bb447(%3297 : i64)
  ^bb452:  // pred: ^bb447
    %3298 = llvm.add %3267, %16 : i64
    llvm.br ^bb445(%3298 : i64)
  ^bb453:  // pred: ^bb445
    %3299 = llvm.mlir.constant(8 : index) : i64
    %3300 = llvm.mlir.constant(128 : index) : i64
    %3301 = llvm.mlir.constant(1 : index) : i64
    %3302 = llvm.mlir.constant(1024 : index) : i64
    %3303 = llvm.mlir.zero : !llvm.ptr
    %3304 = llvm.getelementptr %3303[%3302] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3305 = llvm.ptrtoint %3304 : !llvm.ptr to i64
    %3306 = llvm.mlir.constant(64 : index) : i64
    %3307 = llvm.add %3305, %3306 : i64
    %3308 = llvm.call @malloc(%3307) : (i64) -> !llvm.ptr
    %3309 = llvm.ptrtoint %3308 : !llvm.ptr to i64
    %3310 = llvm.mlir.constant(1 : index) : i64
    %3311 = llvm.sub %3306, %3310 : i64
    %3312 = llvm.add %3309, %3311 : i64
    %3313 = llvm.urem %3312, %3306 : i64
    %3314 = llvm.sub %3312, %3313 : i64
    %3315 = llvm.inttoptr %3314 : i64 to !llvm.ptr
    %3316 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3317 = llvm.insertvalue %3308, %3316[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3318 = llvm.insertvalue %3315, %3317[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3319 = llvm.mlir.constant(0 : index) : i64
    %3320 = llvm.insertvalue %3319, %3318[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3321 = llvm.insertvalue %3299, %3320[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3322 = llvm.insertvalue %3300, %3321[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3323 = llvm.insertvalue %3300, %3322[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3324 = llvm.insertvalue %3301, %3323[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb454(%27 : i64)
  ^bb454(%3325: i64):  // 2 preds: ^bb453, ^bb458
    %3326 = llvm.icmp "slt" %3325, %15 : i64
    llvm.cond_br %3326, ^bb455, ^bb459
  ^bb455:  // pred: ^bb454
    llvm.br ^bb456(%27 : i64)
  ^bb456(%3327: i64):  // 2 preds: ^bb455, ^bb457
    %3328 = llvm.icmp "slt" %3327, %10 : i64
    llvm.cond_br %3328, ^bb457, ^bb458
  ^bb457:  // pred: ^bb456
    %3329 = llvm.extractvalue %3324[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3330 = llvm.mlir.constant(128 : index) : i64
    %3331 = llvm.mul %3325, %3330 overflow<nsw, nuw> : i64
    %3332 = llvm.add %3331, %3327 overflow<nsw, nuw> : i64
    %3333 = llvm.getelementptr inbounds|nuw %3329[%3332] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %29, %3333 : f32, !llvm.ptr
    %3334 = llvm.add %3327, %16 : i64
    llvm.br ^bb456(%3334 : i64)
  ^bb458:  // pred: ^bb456
    %3335 = llvm.add %3325, %16 : i64
    llvm.br ^bb454(%3335 : i64)
  ^bb459:  // pred: ^bb454
    %3336 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3337 = llvm.extractvalue %3324[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3338 = llvm.extractvalue %3324[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3339 = llvm.insertvalue %3337, %3336[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3340 = llvm.insertvalue %3338, %3339[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3341 = llvm.mlir.constant(0 : index) : i64
    %3342 = llvm.insertvalue %3341, %3340[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3343 = llvm.mlir.constant(1 : index) : i64
    %3344 = llvm.insertvalue %3343, %3342[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3345 = llvm.mlir.constant(1024 : index) : i64
    %3346 = llvm.insertvalue %3345, %3344[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3347 = llvm.mlir.constant(8 : index) : i64
    %3348 = llvm.insertvalue %3347, %3346[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3349 = llvm.mlir.constant(128 : index) : i64
    %3350 = llvm.insertvalue %3349, %3348[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3351 = llvm.mlir.constant(128 : index) : i64
    %3352 = llvm.insertvalue %3351, %3350[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3353 = llvm.mlir.constant(1 : index) : i64
    %3354 = llvm.insertvalue %3353, %3352[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3355 = llvm.mlir.constant(1 : index) : i64
    %3356 = llvm.mlir.constant(8 : index) : i64
    %3357 = llvm.mlir.constant(128 : index) : i64
    %3358 = llvm.mlir.constant(1 : index) : i64
    %3359 = llvm.mlir.constant(1024 : index) : i64
    %3360 = llvm.mlir.constant(1024 : index) : i64
    %3361 = llvm.mlir.zero : !llvm.ptr
    %3362 = llvm.getelementptr %3361[%3360] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3363 = llvm.ptrtoint %3362 : !llvm.ptr to i64
    %3364 = llvm.mlir.constant(64 : index) : i64
    %3365 = llvm.add %3363, %3364 : i64
    %3366 = llvm.call @malloc(%3365) : (i64) -> !llvm.ptr
    %3367 = llvm.ptrtoint %3366 : !llvm.ptr to i64
    %3368 = llvm.mlir.constant(1 : index) : i64
    %3369 = llvm.sub %3364, %3368 : i64
    %3370 = llvm.add %3367, %3369 : i64
    %3371 = llvm.urem %3370, %3364 : i64
    %3372 = llvm.sub %3370, %3371 : i64
    %3373 = llvm.inttoptr %3372 : i64 to !llvm.ptr
    %3374 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3375 = llvm.insertvalue %3366, %3374[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3376 = llvm.insertvalue %3373, %3375[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3377 = llvm.mlir.constant(0 : index) : i64
    %3378 = llvm.insertvalue %3377, %3376[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3379 = llvm.insertvalue %3355, %3378[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3380 = llvm.insertvalue %3356, %3379[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3381 = llvm.insertvalue %3357, %3380[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3382 = llvm.insertvalue %3359, %3381[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3383 = llvm.insertvalue %3357, %3382[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3384 = llvm.insertvalue %3358, %3383[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb460(%27 : i64)
  ^bb460(%3385: i64):  // 2 preds: ^bb459, ^bb467
    %3386 = llvm.icmp "slt" %3385, %16 : i64
    llvm.cond_br %3386, ^bb461, ^bb468
  ^bb461:  // pred: ^bb460
    llvm.br ^bb462(%27 : i64)
  ^bb462(%3387: i64):  // 2 preds: ^bb461, ^bb466
    %3388 = llvm.icmp "slt" %3387, %15 : i64
    llvm.cond_br %3388, ^bb463, ^bb467
  ^bb463:  // pred: ^bb462
    llvm.br ^bb464(%27 : i64)
  ^bb464(%3389: i64):  // 2 preds: ^bb463, ^bb465
    %3390 = llvm.icmp "slt" %3389, %10 : i64
    llvm.cond_br %3390, ^bb465, ^bb466
  ^bb465:  // pred: ^bb464
    %3391 = llvm.extractvalue %3354[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3392 = llvm.mlir.constant(1024 : index) : i64
    %3393 = llvm.mul %3385, %3392 overflow<nsw, nuw> : i64
    %3394 = llvm.mlir.constant(128 : index) : i64
    %3395 = llvm.mul %3387, %3394 overflow<nsw, nuw> : i64
    %3396 = llvm.add %3393, %3395 overflow<nsw, nuw> : i64
    %3397 = llvm.add %3396, %3389 overflow<nsw, nuw> : i64
    %3398 = llvm.getelementptr inbounds|nuw %3391[%3397] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3399 = llvm.load %3398 : !llvm.ptr -> f32
    %3400 = llvm.extractvalue %3384[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3401 = llvm.mlir.constant(1024 : index) : i64
    %3402 = llvm.mul %3385, %3401 overflow<nsw, nuw> : i64
    %3403 = llvm.mlir.constant(128 : index) : i64
    %3404 = llvm.mul %3387, %3403 overflow<nsw, nuw> : i64
    %3405 = llvm.add %3402, %3404 overflow<nsw, nuw> : i64
    %3406 = llvm.add %3405, %3389 overflow<nsw, nuw> : i64
    %3407 = llvm.getelementptr inbounds|nuw %3400[%3406] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3399, %3407 : f32, !llvm.ptr
    %3408 = llvm.add %3389, %16 : i64
    llvm.br ^bb464(%3408 : i64)
  ^bb466:  // pred: ^bb464
    %3409 = llvm.add %3387, %16 : i64
    llvm.br ^bb462(%3409 : i64)
  ^bb467:  // pred: ^bb462
    %3410 = llvm.add %3385, %16 : i64
    llvm.br ^bb460(%3410 : i64)
  ^bb468:  // pred: ^bb460
    llvm.br ^bb469(%27 : i64)
  ^bb469(%3411: i64):  // 2 preds: ^bb468, ^bb479
    %3412 = llvm.icmp "slt" %3411, %16 : i64
    llvm.cond_br %3412, ^bb470, ^bb480
  ^bb470:  // pred: ^bb469
    llvm.br ^bb471(%27 : i64)
  ^bb471(%3413: i64):  // 2 preds: ^bb470, ^bb478
    %3414 = llvm.icmp "slt" %3413, %15 : i64
    llvm.cond_br %3414, ^bb472, ^bb479
  ^bb472:  // pred: ^bb471
    llvm.br ^bb473(%27 : i64)
  ^bb473(%3415: i64):  // 2 preds: ^bb472, ^bb477
    %3416 = llvm.icmp "slt" %3415, %10 : i64
    llvm.cond_br %3416, ^bb474, ^bb478
  ^bb474:  // pred: ^bb473
    llvm.br ^bb475(%27 : i64)
  ^bb475(%3417: i64):  // 2 preds: ^bb474, ^bb476
    %3418 = llvm.icmp "slt" %3417, %14 : i64
    llvm.cond_br %3418, ^bb476, ^bb477
  ^bb476:  // pred: ^bb475
    %3419 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3420 = llvm.mlir.constant(256 : index) : i64
    %3421 = llvm.mul %3411, %3420 overflow<nsw, nuw> : i64
    %3422 = llvm.mlir.constant(32 : index) : i64
    %3423 = llvm.mul %3413, %3422 overflow<nsw, nuw> : i64
    %3424 = llvm.add %3421, %3423 overflow<nsw, nuw> : i64
    %3425 = llvm.add %3424, %3417 overflow<nsw, nuw> : i64
    %3426 = llvm.getelementptr inbounds|nuw %3419[%3425] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3427 = llvm.load %3426 : !llvm.ptr -> f32
    %3428 = llvm.extractvalue %3244[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3429 = llvm.mlir.constant(8 : index) : i64
    %3430 = llvm.mul %3411, %3429 overflow<nsw, nuw> : i64
    %3431 = llvm.add %3430, %3413 overflow<nsw, nuw> : i64
    %3432 = llvm.add %3431, %27 overflow<nsw, nuw> : i64
    %3433 = llvm.getelementptr inbounds|nuw %3428[%3432] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3434 = llvm.load %3433 : !llvm.ptr -> f32
    %3435 = llvm.extractvalue %3151[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3436 = llvm.mlir.constant(8 : index) : i64
    %3437 = llvm.mul %3411, %3436 overflow<nsw, nuw> : i64
    %3438 = llvm.add %3437, %3413 overflow<nsw, nuw> : i64
    %3439 = llvm.add %3438, %27 overflow<nsw, nuw> : i64
    %3440 = llvm.getelementptr inbounds|nuw %3435[%3439] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3441 = llvm.load %3440 : !llvm.ptr -> f64
    %3442 = llvm.extractvalue %376[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3443 = llvm.getelementptr inbounds|nuw %3442[%3417] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3444 = llvm.load %3443 : !llvm.ptr -> f32
    %3445 = llvm.extractvalue %360[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3446 = llvm.getelementptr inbounds|nuw %3445[%3417] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3447 = llvm.load %3446 : !llvm.ptr -> f32
    %3448 = llvm.extractvalue %344[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3449 = llvm.mlir.constant(128 : index) : i64
    %3450 = llvm.mul %3417, %3449 overflow<nsw, nuw> : i64
    %3451 = llvm.add %3450, %3415 overflow<nsw, nuw> : i64
    %3452 = llvm.getelementptr inbounds|nuw %3448[%3451] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3453 = llvm.load %3452 : !llvm.ptr -> f32
    %3454 = llvm.extractvalue %3384[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3455 = llvm.mlir.constant(1024 : index) : i64
    %3456 = llvm.mul %3411, %3455 overflow<nsw, nuw> : i64
    %3457 = llvm.mlir.constant(128 : index) : i64
    %3458 = llvm.mul %3413, %3457 overflow<nsw, nuw> : i64
    %3459 = llvm.add %3456, %3458 overflow<nsw, nuw> : i64
    %3460 = llvm.add %3459, %3415 overflow<nsw, nuw> : i64
    %3461 = llvm.getelementptr inbounds|nuw %3454[%3460] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3462 = llvm.load %3461 : !llvm.ptr -> f32
    %3463 = llvm.fdiv %3441, %21 : f64
    %3464 = llvm.fptrunc %3463 : f64 to f32
    %3465 = llvm.fptrunc %22 : f64 to f32
    %3466 = llvm.fadd %3464, %3465 : f32
    %3467 = llvm.intr.sqrt(%3466) : (f32) -> f32
    %3468 = llvm.fdiv %17, %3467 : f32
    %3469 = llvm.fdiv %3434, %20 : f32
    %3470 = llvm.fsub %3427, %3469 : f32
    %3471 = llvm.fmul %3470, %3468 : f32
    %3472 = llvm.fmul %3471, %3444 : f32
    %3473 = llvm.fadd %3472, %3447 : f32
    %3474 = llvm.fmul %3473, %3453 : f32
    %3475 = llvm.fadd %3462, %3474 : f32
    %3476 = llvm.extractvalue %3384[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3477 = llvm.mlir.constant(1024 : index) : i64
    %3478 = llvm.mul %3411, %3477 overflow<nsw, nuw> : i64
    %3479 = llvm.mlir.constant(128 : index) : i64
    %3480 = llvm.mul %3413, %3479 overflow<nsw, nuw> : i64
    %3481 = llvm.add %3478, %3480 overflow<nsw, nuw> : i64
    %3482 = llvm.add %3481, %3415 overflow<nsw, nuw> : i64
    %3483 = llvm.getelementptr inbounds|nuw %3476[%3482] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3475, %3483 : f32, !llvm.ptr
    %3484 = llvm.add %3417, %16 : i64
    llvm.br ^bb475(%3484 : i64)
  ^bb477:  // pred: ^bb475
    %3485 = llvm.add %3415, %16 : i64
    llvm.br ^bb473(%3485 : i64)
  ^bb478:  // pred: ^bb473
    %3486 = llvm.add %3413, %16 : i64
    llvm.br ^bb471(%3486 : i64)
  ^bb479:  // pred: ^bb471
    %3487 = llvm.add %3411, %16 : i64
    llvm.br ^bb469(%3487 : i64)
  ^bb480:  // pred: ^bb469
    %3488 = llvm.mlir.constant(1 : index) : i64
    %3489 = llvm.mlir.constant(8 : index) : i64
    %3490 = llvm.mlir.constant(32 : index) : i64
    %3491 = llvm.mlir.constant(1 : index) : i64
    %3492 = llvm.mlir.constant(256 : index) : i64
    %3493 = llvm.mlir.constant(256 : index) : i64
    %3494 = llvm.mlir.zero : !llvm.ptr
    %3495 = llvm.getelementptr %3494[%3493] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3496 = llvm.ptrtoint %3495 : !llvm.ptr to i64
    %3497 = llvm.mlir.constant(64 : index) : i64
    %3498 = llvm.add %3496, %3497 : i64
    %3499 = llvm.call @malloc(%3498) : (i64) -> !llvm.ptr
    %3500 = llvm.ptrtoint %3499 : !llvm.ptr to i64
    %3501 = llvm.mlir.constant(1 : index) : i64
    %3502 = llvm.sub %3497, %3501 : i64
    %3503 = llvm.add %3500, %3502 : i64
    %3504 = llvm.urem %3503, %3497 : i64
    %3505 = llvm.sub %3503, %3504 : i64
    %3506 = llvm.inttoptr %3505 : i64 to !llvm.ptr
    %3507 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3508 = llvm.insertvalue %3499, %3507[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3509 = llvm.insertvalue %3506, %3508[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3510 = llvm.mlir.constant(0 : index) : i64
    %3511 = llvm.insertvalue %3510, %3509[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3512 = llvm.insertvalue %3488, %3511[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3513 = llvm.insertvalue %3489, %3512[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3514 = llvm.insertvalue %3490, %3513[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3515 = llvm.insertvalue %3492, %3514[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3516 = llvm.insertvalue %3490, %3515[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3517 = llvm.insertvalue %3491, %3516[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb481(%27 : i64)
  ^bb481(%3518: i64):  // 2 preds: ^bb480, ^bb488
    %3519 = llvm.icmp "slt" %3518, %16 : i64
    llvm.cond_br %3519, ^bb482, ^bb489
  ^bb482:  // pred: ^bb481
    llvm.br ^bb483(%27 : i64)
  ^bb483(%3520: i64):  // 2 preds: ^bb482, ^bb487
    %3521 = llvm.icmp "slt" %3520, %15 : i64
    llvm.cond_br %3521, ^bb484, ^bb488
  ^bb484:  // pred: ^bb483
    llvm.br ^bb485(%27 : i64)
  ^bb485(%3522: i64):  // 2 preds: ^bb484, ^bb486
    %3523 = llvm.icmp "slt" %3522, %14 : i64
    llvm.cond_br %3523, ^bb486, ^bb487
  ^bb486:  // pred: ^bb485
    %3524 = llvm.extractvalue %2861[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3525 = llvm.mlir.constant(256 : index) : i64
    %3526 = llvm.mul %3518, %3525 overflow<nsw, nuw> : i64
    %3527 = llvm.mlir.constant(32 : index) : i64
    %3528 = llvm.mul %3520, %3527 overflow<nsw, nuw> : i64
    %3529 = llvm.add %3526, %3528 overflow<nsw, nuw> : i64
    %3530 = llvm.add %3529, %3522 overflow<nsw, nuw> : i64
    %3531 = llvm.getelementptr inbounds|nuw %3524[%3530] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3532 = llvm.load %3531 : !llvm.ptr -> f32
    %3533 = llvm.extractvalue %3517[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3534 = llvm.mlir.constant(256 : index) : i64
    %3535 = llvm.mul %3518, %3534 overflow<nsw, nuw> : i64
    %3536 = llvm.mlir.constant(32 : index) : i64
    %3537 = llvm.mul %3520, %3536 overflow<nsw, nuw> : i64
    %3538 = llvm.add %3535, %3537 overflow<nsw, nuw> : i64
    %3539 = llvm.add %3538, %3522 overflow<nsw, nuw> : i64
    %3540 = llvm.getelementptr inbounds|nuw %3533[%3539] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3532, %3540 : f32, !llvm.ptr
    %3541 = llvm.add %3522, %16 : i64
    llvm.br ^bb485(%3541 : i64)
  ^bb487:  // pred: ^bb485
    %3542 = llvm.add %3520, %16 : i64
    llvm.br ^bb483(%3542 : i64)
  ^bb488:  // pred: ^bb483
    %3543 = llvm.add %3518, %16 : i64
    llvm.br ^bb481(%3543 : i64)
  ^bb489:  // pred: ^bb481
    llvm.br ^bb490(%27 : i64)
  ^bb490(%3544: i64):  // 2 preds: ^bb489, ^bb500
    %3545 = llvm.icmp "slt" %3544, %16 : i64
    llvm.cond_br %3545, ^bb491, ^bb501
  ^bb491:  // pred: ^bb490
    llvm.br ^bb492(%27 : i64)
  ^bb492(%3546: i64):  // 2 preds: ^bb491, ^bb499
    %3547 = llvm.icmp "slt" %3546, %15 : i64
    llvm.cond_br %3547, ^bb493, ^bb500
  ^bb493:  // pred: ^bb492
    llvm.br ^bb494(%27 : i64)
  ^bb494(%3548: i64):  // 2 preds: ^bb493, ^bb498
    %3549 = llvm.icmp "slt" %3548, %14 : i64
    llvm.cond_br %3549, ^bb495, ^bb499
  ^bb495:  // pred: ^bb494
    llvm.br ^bb496(%27 : i64)
  ^bb496(%3550: i64):  // 2 preds: ^bb495, ^bb497
    %3551 = llvm.icmp "slt" %3550, %10 : i64
    llvm.cond_br %3551, ^bb497, ^bb498
  ^bb497:  // pred: ^bb496
    %3552 = llvm.extractvalue %3384[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3553 = llvm.mlir.constant(1024 : index) : i64
    %3554 = llvm.mul %3544, %3553 overflow<nsw, nuw> : i64
    %3555 = llvm.mlir.constant(128 : index) : i64
    %3556 = llvm.mul %3546, %3555 overflow<nsw, nuw> : i64
    %3557 = llvm.add %3554, %3556 overflow<nsw, nuw> : i64
    %3558 = llvm.add %3557, %3550 overflow<nsw, nuw> : i64
    %3559 = llvm.getelementptr inbounds|nuw %3552[%3558] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3560 = llvm.load %3559 : !llvm.ptr -> f32
    %3561 = llvm.extractvalue %324[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3562 = llvm.getelementptr inbounds|nuw %3561[%3550] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3563 = llvm.load %3562 : !llvm.ptr -> f32
    %3564 = llvm.extractvalue %308[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3565 = llvm.mlir.constant(32 : index) : i64
    %3566 = llvm.mul %3550, %3565 overflow<nsw, nuw> : i64
    %3567 = llvm.add %3566, %3548 overflow<nsw, nuw> : i64
    %3568 = llvm.getelementptr inbounds|nuw %3564[%3567] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3569 = llvm.load %3568 : !llvm.ptr -> f32
    %3570 = llvm.extractvalue %3517[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3571 = llvm.mlir.constant(256 : index) : i64
    %3572 = llvm.mul %3544, %3571 overflow<nsw, nuw> : i64
    %3573 = llvm.mlir.constant(32 : index) : i64
    %3574 = llvm.mul %3546, %3573 overflow<nsw, nuw> : i64
    %3575 = llvm.add %3572, %3574 overflow<nsw, nuw> : i64
    %3576 = llvm.add %3575, %3548 overflow<nsw, nuw> : i64
    %3577 = llvm.getelementptr inbounds|nuw %3570[%3576] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3578 = llvm.load %3577 : !llvm.ptr -> f32
    %3579 = llvm.fadd %3560, %3563 : f32
    %3580 = llvm.fmul %3579, %3579 : f32
    %3581 = llvm.fmul %3580, %3579 : f32
    %3582 = llvm.fptrunc %23 : f64 to f32
    %3583 = llvm.fmul %3581, %3582 : f32
    %3584 = llvm.fadd %3579, %3583 : f32
    %3585 = llvm.fptrunc %24 : f64 to f32
    %3586 = llvm.fmul %3584, %3585 : f32
    %3587 = llvm.fcmp "olt" %3586, %29 : f32
    %3588 = llvm.uitofp %3587 : i1 to f32
    %3589 = llvm.fmul %3588, %9 : f32
    %3590 = llvm.fadd %3589, %17 : f32
    %3591 = llvm.fmul %3590, %3586 : f32
    %3592 = llvm.fmul %3591, %9 : f32
    %3593 = llvm.fmul %3592, %8 : f32
    %3594 = llvm.intr.exp2(%3593) : (f32) -> f32
    %3595 = llvm.fsub %17, %3594 : f32
    %3596 = llvm.fadd %3594, %17 : f32
    %3597 = llvm.fdiv %3595, %3596 : f32
    %3598 = llvm.fmul %3590, %3597 : f32
    %3599 = llvm.fadd %3598, %17 : f32
    %3600 = llvm.fmul %3579, %18 : f32
    %3601 = llvm.fmul %3600, %3599 : f32
    %3602 = llvm.fmul %3601, %3569 : f32
    %3603 = llvm.fadd %3578, %3602 : f32
    %3604 = llvm.extractvalue %3517[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3605 = llvm.mlir.constant(256 : index) : i64
    %3606 = llvm.mul %3544, %3605 overflow<nsw, nuw> : i64
    %3607 = llvm.mlir.constant(32 : index) : i64
    %3608 = llvm.mul %3546, %3607 overflow<nsw, nuw> : i64
    %3609 = llvm.add %3606, %3608 overflow<nsw, nuw> : i64
    %3610 = llvm.add %3609, %3548 overflow<nsw, nuw> : i64
    %3611 = llvm.getelementptr inbounds|nuw %3604[%3610] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3603, %3611 : f32, !llvm.ptr
    %3612 = llvm.add %3550, %16 : i64
    llvm.br ^bb496(%3612 : i64)
  ^bb498:  // pred: ^bb496
    %3613 = llvm.add %3548, %16 : i64
    llvm.br ^bb494(%3613 : i64)
  ^bb499:  // pred: ^bb494
    %3614 = llvm.add %3546, %16 : i64
    llvm.br ^bb492(%3614 : i64)
  ^bb500:  // pred: ^bb492
    %3615 = llvm.add %3544, %16 : i64
    llvm.br ^bb490(%3615 : i64)
  ^bb501:  // pred: ^bb490
    llvm.br ^bb502(%27 : i64)
  ^bb502(%3616: i64):  // 2 preds: ^bb501, ^bb509
    %3617 = llvm.icmp "slt" %3616, %16 : i64
    llvm.cond_br %3617, ^bb503, ^bb510
  ^bb503:  // pred: ^bb502
    llvm.br ^bb504(%27 : i64)
  ^bb504(%3618: i64):  // 2 preds: ^bb503, ^bb508
    %3619 = llvm.icmp "slt" %3618, %15 : i64
    llvm.cond_br %3619, ^bb505, ^bb509
  ^bb505:  // pred: ^bb504
    llvm.br ^bb506(%27 : i64)
  ^bb506(%3620: i64):  // 2 preds: ^bb505, ^bb507
    %3621 = llvm.icmp "slt" %3620, %14 : i64
    llvm.cond_br %3621, ^bb507, ^bb508
  ^bb507:  // pred: ^bb506
    %3622 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3623 = llvm.mlir.constant(256 : index) : i64
    %3624 = llvm.mul %3616, %3623 overflow<nsw, nuw> : i64
    %3625 = llvm.mlir.constant(32 : index) : i64
    %3626 = llvm.mul %3618, %3625 overflow<nsw, nuw> : i64
    %3627 = llvm.add %3624, %3626 overflow<nsw, nuw> : i64
    %3628 = llvm.add %3627, %3620 overflow<nsw, nuw> : i64
    %3629 = llvm.getelementptr inbounds|nuw %3622[%3628] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3630 = llvm.load %3629 : !llvm.ptr -> f32
    %3631 = llvm.extractvalue %3517[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3632 = llvm.mlir.constant(256 : index) : i64
    %3633 = llvm.mul %3616, %3632 overflow<nsw, nuw> : i64
    %3634 = llvm.mlir.constant(32 : index) : i64
    %3635 = llvm.mul %3618, %3634 overflow<nsw, nuw> : i64
    %3636 = llvm.add %3633, %3635 overflow<nsw, nuw> : i64
    %3637 = llvm.add %3636, %3620 overflow<nsw, nuw> : i64
    %3638 = llvm.getelementptr inbounds|nuw %3631[%3637] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3639 = llvm.load %3638 : !llvm.ptr -> f32
    %3640 = llvm.extractvalue %288[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3641 = llvm.getelementptr inbounds|nuw %3640[%3620] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3642 = llvm.load %3641 : !llvm.ptr -> f32
    %3643 = llvm.fadd %3639, %3642 : f32
    %3644 = llvm.fadd %3630, %3643 : f32
    %3645 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3646 = llvm.mlir.constant(256 : index) : i64
    %3647 = llvm.mul %3616, %3646 overflow<nsw, nuw> : i64
    %3648 = llvm.mlir.constant(32 : index) : i64
    %3649 = llvm.mul %3618, %3648 overflow<nsw, nuw> : i64
    %3650 = llvm.add %3647, %3649 overflow<nsw, nuw> : i64
    %3651 = llvm.add %3650, %3620 overflow<nsw, nuw> : i64
    %3652 = llvm.getelementptr inbounds|nuw %3645[%3651] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3644, %3652 : f32, !llvm.ptr
    %3653 = llvm.add %3620, %16 : i64
    llvm.br ^bb506(%3653 : i64)
  ^bb508:  // pred: ^bb506
    %3654 = llvm.add %3618, %16 : i64
    llvm.br ^bb504(%3654 : i64)
  ^bb509:  // pred: ^bb504
    %3655 = llvm.add %3616, %16 : i64
    llvm.br ^bb502(%3655 : i64)
  ^bb510:  // pred: ^bb502
    llvm.br ^bb511(%27 : i64)
  ^bb511(%3656: i64):  // 2 preds: ^bb510, ^bb518
    %3657 = llvm.icmp "slt" %3656, %16 : i64
    llvm.cond_br %3657, ^bb512, ^bb519
  ^bb512:  // pred: ^bb511
    llvm.br ^bb513(%27 : i64)
  ^bb513(%3658: i64):  // 2 preds: ^bb512, ^bb517
    %3659 = llvm.icmp "slt" %3658, %15 : i64
    llvm.cond_br %3659, ^bb514, ^bb518
  ^bb514:  // pred: ^bb513
    llvm.br ^bb515(%27 : i64)
  ^bb515(%3660: i64):  // 2 preds: ^bb514, ^bb516
    %3661 = llvm.icmp "slt" %3660, %14 : i64
    llvm.cond_br %3661, ^bb516, ^bb517
  ^bb516:  // pred: ^bb515
    %3662 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3663 = llvm.mlir.constant(256 : index) : i64
    %3664 = llvm.mul %3656, %3663 overflow<nsw, nuw> : i64
    %3665 = llvm.mlir.constant(32 : index) : i64
    %3666 = llvm.mul %3658, %3665 overflow<nsw, nuw> : i64
    %3667 = llvm.add %3664, %3666 overflow<nsw, nuw> : i64
    %3668 = llvm.add %3667, %3660 overflow<nsw, nuw> : i64
    %3669 = llvm.getelementptr inbounds|nuw %3662[%3668] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3670 = llvm.load %3669 : !llvm.ptr -> f32
    %3671 = llvm.fpext %3670 : f32 to f64
    %3672 = llvm.extractvalue %1169[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3673 = llvm.mlir.constant(256 : index) : i64
    %3674 = llvm.mul %3656, %3673 overflow<nsw, nuw> : i64
    %3675 = llvm.mlir.constant(32 : index) : i64
    %3676 = llvm.mul %3658, %3675 overflow<nsw, nuw> : i64
    %3677 = llvm.add %3674, %3676 overflow<nsw, nuw> : i64
    %3678 = llvm.add %3677, %3660 overflow<nsw, nuw> : i64
    %3679 = llvm.getelementptr inbounds|nuw %3672[%3678] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3671, %3679 : f64, !llvm.ptr
    %3680 = llvm.add %3660, %16 : i64
    llvm.br ^bb515(%3680 : i64)
  ^bb517:  // pred: ^bb515
    %3681 = llvm.add %3658, %16 : i64
    llvm.br ^bb513(%3681 : i64)
  ^bb518:  // pred: ^bb513
    %3682 = llvm.add %3656, %16 : i64
    llvm.br ^bb511(%3682 : i64)
  ^bb519:  // pred: ^bb511
    %3683 = llvm.mlir.constant(1 : index) : i64
    %3684 = llvm.mlir.constant(8 : index) : i64
    %3685 = llvm.mlir.constant(1 : index) : i64
    %3686 = llvm.mlir.constant(1 : index) : i64
    %3687 = llvm.mlir.constant(8 : index) : i64
    %3688 = llvm.mlir.zero : !llvm.ptr
    %3689 = llvm.getelementptr %3688[%3687] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3690 = llvm.ptrtoint %3689 : !llvm.ptr to i64
    %3691 = llvm.mlir.constant(64 : index) : i64
    %3692 = llvm.add %3690, %3691 : i64
    %3693 = llvm.call @malloc(%3692) : (i64) -> !llvm.ptr
    %3694 = llvm.ptrtoint %3693 : !llvm.ptr to i64
    %3695 = llvm.mlir.constant(1 : index) : i64
    %3696 = llvm.sub %3691, %3695 : i64
    %3697 = llvm.add %3694, %3696 : i64
    %3698 = llvm.urem %3697, %3691 : i64
    %3699 = llvm.sub %3697, %3698 : i64
    %3700 = llvm.inttoptr %3699 : i64 to !llvm.ptr
    %3701 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3702 = llvm.insertvalue %3693, %3701[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3703 = llvm.insertvalue %3700, %3702[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3704 = llvm.mlir.constant(0 : index) : i64
    %3705 = llvm.insertvalue %3704, %3703[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3706 = llvm.insertvalue %3683, %3705[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3707 = llvm.insertvalue %3684, %3706[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3708 = llvm.insertvalue %3685, %3707[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3709 = llvm.insertvalue %3684, %3708[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3710 = llvm.insertvalue %3685, %3709[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3711 = llvm.insertvalue %3686, %3710[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb520(%27 : i64)
  ^bb520(%3712: i64):  // 2 preds: ^bb519, ^bb527
    %3713 = llvm.icmp "slt" %3712, %16 : i64
    llvm.cond_br %3713, ^bb521, ^bb528
  ^bb521:  // pred: ^bb520
    llvm.br ^bb522(%27 : i64)
  ^bb522(%3714: i64):  // 2 preds: ^bb521, ^bb526
    %3715 = llvm.icmp "slt" %3714, %15 : i64
    llvm.cond_br %3715, ^bb523, ^bb527
  ^bb523:  // pred: ^bb522
    llvm.br ^bb524(%27 : i64)
  ^bb524(%3716: i64):  // 2 preds: ^bb523, ^bb525
    %3717 = llvm.icmp "slt" %3716, %16 : i64
    llvm.cond_br %3717, ^bb525, ^bb526
  ^bb525:  // pred: ^bb524
    %3718 = llvm.extractvalue %1225[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3719 = llvm.mlir.constant(8 : index) : i64
    %3720 = llvm.mul %3712, %3719 overflow<nsw, nuw> : i64
    %3721 = llvm.add %3720, %3714 overflow<nsw, nuw> : i64
    %3722 = llvm.add %3721, %3716 overflow<nsw, nuw> : i64
    %3723 = llvm.getelementptr inbounds|nuw %3718[%3722] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3724 = llvm.load %3723 : !llvm.ptr -> f64
    %3725 = llvm.extractvalue %3711[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3726 = llvm.mlir.constant(8 : index) : i64
    %3727 = llvm.mul %3712, %3726 overflow<nsw, nuw> : i64
    %3728 = llvm.add %3727, %3714 overflow<nsw, nuw> : i64
    %3729 = llvm.add %3728, %3716 overflow<nsw, nuw> : i64
    %3730 = llvm.getelementptr inbounds|nuw %3725[%3729] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3724, %3730 : f64, !llvm.ptr
    %3731 = llvm.add %3716, %16 : i64
    llvm.br ^bb524(%3731 : i64)
  ^bb526:  // pred: ^bb524
    %3732 = llvm.add %3714, %16 : i64
    llvm.br ^bb522(%3732 : i64)
  ^bb527:  // pred: ^bb522
    %3733 = llvm.add %3712, %16 : i64
    llvm.br ^bb520(%3733 : i64)
  ^bb528:  // pred: ^bb520
    llvm.br ^bb529(%27 : i64)
  ^bb529(%3734: i64):  // 2 preds: ^bb528, ^bb536
    %3735 = llvm.icmp "slt" %3734, %16 : i64
    llvm.cond_br %3735, ^bb530, ^bb537
  ^bb530:  // pred: ^bb529
    llvm.br ^bb531(%27 : i64)
  ^bb531(%3736: i64):  // 2 preds: ^bb530, ^bb535
    %3737 = llvm.icmp "slt" %3736, %15 : i64
    llvm.cond_br %3737, ^bb532, ^bb536
  ^bb532:  // pred: ^bb531
    llvm.br ^bb533(%27 : i64)
  ^bb533(%3738: i64):  // 2 preds: ^bb532, ^bb534
    %3739 = llvm.icmp "slt" %3738, %14 : i64
    llvm.cond_br %3739, ^bb534, ^bb535
  ^bb534:  // pred: ^bb533
    %3740 = llvm.extractvalue %1169[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3741 = llvm.mlir.constant(256 : index) : i64
    %3742 = llvm.mul %3734, %3741 overflow<nsw, nuw> : i64
    %3743 = llvm.mlir.constant(32 : index) : i64
    %3744 = llvm.mul %3736, %3743 overflow<nsw, nuw> : i64
    %3745 = llvm.add %3742, %3744 overflow<nsw, nuw> : i64
    %3746 = llvm.add %3745, %3738 overflow<nsw, nuw> : i64
    %3747 = llvm.getelementptr inbounds|nuw %3740[%3746] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3748 = llvm.load %3747 : !llvm.ptr -> f64
    %3749 = llvm.extractvalue %3711[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3750 = llvm.mlir.constant(8 : index) : i64
    %3751 = llvm.mul %3734, %3750 overflow<nsw, nuw> : i64
    %3752 = llvm.add %3751, %3736 overflow<nsw, nuw> : i64
    %3753 = llvm.add %3752, %27 overflow<nsw, nuw> : i64
    %3754 = llvm.getelementptr inbounds|nuw %3749[%3753] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3755 = llvm.load %3754 : !llvm.ptr -> f64
    %3756 = llvm.fadd %3748, %3755 : f64
    %3757 = llvm.extractvalue %3711[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3758 = llvm.mlir.constant(8 : index) : i64
    %3759 = llvm.mul %3734, %3758 overflow<nsw, nuw> : i64
    %3760 = llvm.add %3759, %3736 overflow<nsw, nuw> : i64
    %3761 = llvm.add %3760, %27 overflow<nsw, nuw> : i64
    %3762 = llvm.getelementptr inbounds|nuw %3757[%3761] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3756, %3762 : f64, !llvm.ptr
    %3763 = llvm.add %3738, %16 : i64
    llvm.br ^bb533(%3763 : i64)
  ^bb535:  // pred: ^bb533
    %3764 = llvm.add %3736, %16 : i64
    llvm.br ^bb531(%3764 : i64)
  ^bb536:  // pred: ^bb531
    %3765 = llvm.add %3734, %16 : i64
    llvm.br ^bb529(%3765 : i64)
  ^bb537:  // pred: ^bb529
    %3766 = llvm.mlir.constant(1 : index) : i64
    %3767 = llvm.mlir.constant(8 : index) : i64
    %3768 = llvm.mlir.constant(1 : index) : i64
    %3769 = llvm.mlir.constant(1 : index) : i64
    %3770 = llvm.mlir.constant(8 : index) : i64
    %3771 = llvm.mlir.zero : !llvm.ptr
    %3772 = llvm.getelementptr %3771[%3770] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3773 = llvm.ptrtoint %3772 : !llvm.ptr to i64
    %3774 = llvm.mlir.constant(64 : index) : i64
    %3775 = llvm.add %3773, %3774 : i64
    %3776 = llvm.call @malloc(%3775) : (i64) -> !llvm.ptr
    %3777 = llvm.ptrtoint %3776 : !llvm.ptr to i64
    %3778 = llvm.mlir.constant(1 : index) : i64
    %3779 = llvm.sub %3774, %3778 : i64
    %3780 = llvm.add %3777, %3779 : i64
    %3781 = llvm.urem %3780, %3774 : i64
    %3782 = llvm.sub %3780, %3781 : i64
    %3783 = llvm.inttoptr %3782 : i64 to !llvm.ptr
    %3784 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3785 = llvm.insertvalue %3776, %3784[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3786 = llvm.insertvalue %3783, %3785[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3787 = llvm.mlir.constant(0 : index) : i64
    %3788 = llvm.insertvalue %3787, %3786[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3789 = llvm.insertvalue %3766, %3788[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3790 = llvm.insertvalue %3767, %3789[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3791 = llvm.insertvalue %3768, %3790[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3792 = llvm.insertvalue %3767, %3791[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3793 = llvm.insertvalue %3768, %3792[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3794 = llvm.insertvalue %3769, %3793[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb538(%27 : i64)
  ^bb538(%3795: i64):  // 2 preds: ^bb537, ^bb545
    %3796 = llvm.icmp "slt" %3795, %16 : i64
    llvm.cond_br %3796, ^bb539, ^bb546
  ^bb539:  // pred: ^bb538
    llvm.br ^bb540(%27 : i64)
  ^bb540(%3797: i64):  // 2 preds: ^bb539, ^bb544
    %3798 = llvm.icmp "slt" %3797, %15 : i64
    llvm.cond_br %3798, ^bb541, ^bb545
  ^bb541:  // pred: ^bb540
    llvm.br ^bb542(%27 : i64)
  ^bb542(%3799: i64):  // 2 preds: ^bb541, ^bb543
    %3800 = llvm.icmp "slt" %3799, %16 : i64
    llvm.cond_br %3800, ^bb543, ^bb544
  ^bb543:  // pred: ^bb542
    %3801 = llvm.extractvalue %1225[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3802 = llvm.mlir.constant(8 : index) : i64
    %3803 = llvm.mul %3795, %3802 overflow<nsw, nuw> : i64
    %3804 = llvm.add %3803, %3797 overflow<nsw, nuw> : i64
    %3805 = llvm.add %3804, %3799 overflow<nsw, nuw> : i64
    %3806 = llvm.getelementptr inbounds|nuw %3801[%3805] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3807 = llvm.load %3806 : !llvm.ptr -> f64
    %3808 = llvm.extractvalue %3794[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3809 = llvm.mlir.constant(8 : index) : i64
    %3810 = llvm.mul %3795, %3809 overflow<nsw, nuw> : i64
    %3811 = llvm.add %3810, %3797 overflow<nsw, nuw> : i64
    %3812 = llvm.add %3811, %3799 overflow<nsw, nuw> : i64
    %3813 = llvm.getelementptr inbounds|nuw %3808[%3812] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3807, %3813 : f64, !llvm.ptr
    %3814 = llvm.add %3799, %16 : i64
    llvm.br ^bb542(%3814 : i64)
  ^bb544:  // pred: ^bb542
    %3815 = llvm.add %3797, %16 : i64
    llvm.br ^bb540(%3815 : i64)
  ^bb545:  // pred: ^bb540
    %3816 = llvm.add %3795, %16 : i64
    llvm.br ^bb538(%3816 : i64)
  ^bb546:  // pred: ^bb538
    llvm.br ^bb547(%27 : i64)
  ^bb547(%3817: i64):  // 2 preds: ^bb546, ^bb554
    %3818 = llvm.icmp "slt" %3817, %16 : i64
    llvm.cond_br %3818, ^bb548, ^bb555
  ^bb548:  // pred: ^bb547
    llvm.br ^bb549(%27 : i64)
  ^bb549(%3819: i64):  // 2 preds: ^bb548, ^bb553
    %3820 = llvm.icmp "slt" %3819, %15 : i64
    llvm.cond_br %3820, ^bb550, ^bb554
  ^bb550:  // pred: ^bb549
    llvm.br ^bb551(%27 : i64)
  ^bb551(%3821: i64):  // 2 preds: ^bb550, ^bb552
    %3822 = llvm.icmp "slt" %3821, %14 : i64
    llvm.cond_br %3822, ^bb552, ^bb553
  ^bb552:  // pred: ^bb551
    %3823 = llvm.extractvalue %1169[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3824 = llvm.mlir.constant(256 : index) : i64
    %3825 = llvm.mul %3817, %3824 overflow<nsw, nuw> : i64
    %3826 = llvm.mlir.constant(32 : index) : i64
    %3827 = llvm.mul %3819, %3826 overflow<nsw, nuw> : i64
    %3828 = llvm.add %3825, %3827 overflow<nsw, nuw> : i64
    %3829 = llvm.add %3828, %3821 overflow<nsw, nuw> : i64
    %3830 = llvm.getelementptr inbounds|nuw %3823[%3829] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3831 = llvm.load %3830 : !llvm.ptr -> f64
    %3832 = llvm.extractvalue %3711[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3833 = llvm.mlir.constant(8 : index) : i64
    %3834 = llvm.mul %3817, %3833 overflow<nsw, nuw> : i64
    %3835 = llvm.add %3834, %3819 overflow<nsw, nuw> : i64
    %3836 = llvm.add %3835, %27 overflow<nsw, nuw> : i64
    %3837 = llvm.getelementptr inbounds|nuw %3832[%3836] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3838 = llvm.load %3837 : !llvm.ptr -> f64
    %3839 = llvm.extractvalue %3794[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3840 = llvm.mlir.constant(8 : index) : i64
    %3841 = llvm.mul %3817, %3840 overflow<nsw, nuw> : i64
    %3842 = llvm.add %3841, %3819 overflow<nsw, nuw> : i64
    %3843 = llvm.add %3842, %27 overflow<nsw, nuw> : i64
    %3844 = llvm.getelementptr inbounds|nuw %3839[%3843] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3845 = llvm.load %3844 : !llvm.ptr -> f64
    %3846 = llvm.fdiv %3838, %21 : f64
    %3847 = llvm.fsub %3831, %3846 : f64
    %3848 = llvm.fmul %3847, %3847 : f64
    %3849 = llvm.fadd %3848, %3845 : f64
    %3850 = llvm.extractvalue %3794[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3851 = llvm.mlir.constant(8 : index) : i64
    %3852 = llvm.mul %3817, %3851 overflow<nsw, nuw> : i64
    %3853 = llvm.add %3852, %3819 overflow<nsw, nuw> : i64
    %3854 = llvm.add %3853, %27 overflow<nsw, nuw> : i64
    %3855 = llvm.getelementptr inbounds|nuw %3850[%3854] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3849, %3855 : f64, !llvm.ptr
    %3856 = llvm.add %3821, %16 : i64
    llvm.br ^bb551(%3856 : i64)
  ^bb553:  // pred: ^bb551
    %3857 = llvm.add %3819, %16 : i64
    llvm.br ^bb549(%3857 : i64)
  ^bb554:  // pred: ^bb549
    %3858 = llvm.add %3817, %16 : i64
    llvm.br ^bb547(%3858 : i64)
  ^bb555:  // pred: ^bb547
    %3859 = llvm.mlir.constant(1 : index) : i64
    %3860 = llvm.mlir.constant(8 : index) : i64
    %3861 = llvm.mlir.constant(1 : index) : i64
    %3862 = llvm.mlir.constant(1 : index) : i64
    %3863 = llvm.mlir.constant(8 : index) : i64
    %3864 = llvm.mlir.zero : !llvm.ptr
    %3865 = llvm.getelementptr %3864[%3863] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3866 = llvm.ptrtoint %3865 : !llvm.ptr to i64
    %3867 = llvm.mlir.constant(64 : index) : i64
    %3868 = llvm.add %3866, %3867 : i64
    %3869 = llvm.call @malloc(%3868) : (i64) -> !llvm.ptr
    %3870 = llvm.ptrtoint %3869 : !llvm.ptr to i64
    %3871 = llvm.mlir.constant(1 : index) : i64
    %3872 = llvm.sub %3867, %3871 : i64
    %3873 = llvm.add %3870, %3872 : i64
    %3874 = llvm.urem %3873, %3867 : i64
    %3875 = llvm.sub %3873, %3874 : i64
    %3876 = llvm.inttoptr %3875 : i64 to !llvm.ptr
    %3877 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3878 = llvm.insertvalue %3869, %3877[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3879 = llvm.insertvalue %3876, %3878[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3880 = llvm.mlir.constant(0 : index) : i64
    %3881 = llvm.insertvalue %3880, %3879[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3882 = llvm.insertvalue %3859, %3881[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3883 = llvm.insertvalue %3860, %3882[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3884 = llvm.insertvalue %3861, %3883[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3885 = llvm.insertvalue %3860, %3884[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3886 = llvm.insertvalue %3861, %3885[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3887 = llvm.insertvalue %3862, %3886[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb556(%27 : i64)
  ^bb556(%3888: i64):  // 2 preds: ^bb555, ^bb563
    %3889 = llvm.icmp "slt" %3888, %16 : i64
    llvm.cond_br %3889, ^bb557, ^bb564
  ^bb557:  // pred: ^bb556
    llvm.br ^bb558(%27 : i64)
  ^bb558(%3890: i64):  // 2 preds: ^bb557, ^bb562
    %3891 = llvm.icmp "slt" %3890, %15 : i64
    llvm.cond_br %3891, ^bb559, ^bb563
  ^bb559:  // pred: ^bb558
    llvm.br ^bb560(%27 : i64)
  ^bb560(%3892: i64):  // 2 preds: ^bb559, ^bb561
    %3893 = llvm.icmp "slt" %3892, %16 : i64
    llvm.cond_br %3893, ^bb561, ^bb562
  ^bb561:  // pred: ^bb560
    %3894 = llvm.extractvalue %1445[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3895 = llvm.mlir.constant(8 : index) : i64
    %3896 = llvm.mul %3888, %3895 overflow<nsw, nuw> : i64
    %3897 = llvm.add %3896, %3890 overflow<nsw, nuw> : i64
    %3898 = llvm.add %3897, %3892 overflow<nsw, nuw> : i64
    %3899 = llvm.getelementptr inbounds|nuw %3894[%3898] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3900 = llvm.load %3899 : !llvm.ptr -> f32
    %3901 = llvm.extractvalue %3887[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3902 = llvm.mlir.constant(8 : index) : i64
    %3903 = llvm.mul %3888, %3902 overflow<nsw, nuw> : i64
    %3904 = llvm.add %3903, %3890 overflow<nsw, nuw> : i64
    %3905 = llvm.add %3904, %3892 overflow<nsw, nuw> : i64
    %3906 = llvm.getelementptr inbounds|nuw %3901[%3905] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3900, %3906 : f32, !llvm.ptr
    %3907 = llvm.add %3892, %16 : i64
    llvm.br ^bb560(%3907 : i64)
  ^bb562:  // pred: ^bb560
    %3908 = llvm.add %3890, %16 : i64
    llvm.br ^bb558(%3908 : i64)
  ^bb563:  // pred: ^bb558
    %3909 = llvm.add %3888, %16 : i64
    llvm.br ^bb556(%3909 : i64)
  ^bb564:  // pred: ^bb556
    llvm.br ^bb565(%27 : i64)
  ^bb565(%3910: i64):  // 2 preds: ^bb564, ^bb572
    %3911 = llvm.icmp "slt" %3910, %16 : i64
    llvm.cond_br %3911, ^bb566, ^bb573
  ^bb566:  // pred: ^bb565
    llvm.br ^bb567(%27 : i64)
  ^bb567(%3912: i64):  // 2 preds: ^bb566, ^bb571
    %3913 = llvm.icmp "slt" %3912, %15 : i64
    llvm.cond_br %3913, ^bb568, ^bb572
  ^bb568:  // pred: ^bb567
    llvm.br ^bb569(%27 : i64)
  ^bb569(%3914: i64):  // 2 preds: ^bb568, ^bb570
    %3915 = llvm.icmp "slt" %3914, %14 : i64
    llvm.cond_br %3915, ^bb570, ^bb571
  ^bb570:  // pred: ^bb569
    %3916 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3917 = llvm.mlir.constant(256 : index) : i64
    %3918 = llvm.mul %3910, %3917 overflow<nsw, nuw> : i64
    %3919 = llvm.mlir.constant(32 : index) : i64
    %3920 = llvm.mul %3912, %3919 overflow<nsw, nuw> : i64
    %3921 = llvm.add %3918, %3920 overflow<nsw, nuw> : i64
    %3922 = llvm.add %3921, %3914 overflow<nsw, nuw> : i64
    %3923 = llvm.getelementptr inbounds|nuw %3916[%3922] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3924 = llvm.load %3923 : !llvm.ptr -> f32
    %3925 = llvm.extractvalue %3887[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3926 = llvm.mlir.constant(8 : index) : i64
    %3927 = llvm.mul %3910, %3926 overflow<nsw, nuw> : i64
    %3928 = llvm.add %3927, %3912 overflow<nsw, nuw> : i64
    %3929 = llvm.add %3928, %27 overflow<nsw, nuw> : i64
    %3930 = llvm.getelementptr inbounds|nuw %3925[%3929] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3931 = llvm.load %3930 : !llvm.ptr -> f32
    %3932 = llvm.fadd %3924, %3931 : f32
    %3933 = llvm.extractvalue %3887[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3934 = llvm.mlir.constant(8 : index) : i64
    %3935 = llvm.mul %3910, %3934 overflow<nsw, nuw> : i64
    %3936 = llvm.add %3935, %3912 overflow<nsw, nuw> : i64
    %3937 = llvm.add %3936, %27 overflow<nsw, nuw> : i64
    %3938 = llvm.getelementptr inbounds|nuw %3933[%3937] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3932, %3938 : f32, !llvm.ptr
    %3939 = llvm.add %3914, %16 : i64
    llvm.br ^bb569(%3939 : i64)
  ^bb571:  // pred: ^bb569
    %3940 = llvm.add %3912, %16 : i64
    llvm.br ^bb567(%3940 : i64)
  ^bb572:  // pred: ^bb567
    %3941 = llvm.add %3910, %16 : i64
    llvm.br ^bb565(%3941 : i64)
  ^bb573:  // pred: ^bb565
    llvm.br ^bb574(%27 : i64)
  ^bb574(%3942: i64):  // 2 preds: ^bb573, ^bb584
    %3943 = llvm.icmp "slt" %3942, %16 : i64
    llvm.cond_br %3943, ^bb575, ^bb585
  ^bb575:  // pred: ^bb574
    llvm.br ^bb576(%27 : i64)
  ^bb576(%3944: i64):  // 2 preds: ^bb575, ^bb583
    %3945 = llvm.icmp "slt" %3944, %15 : i64
    llvm.cond_br %3945, ^bb577, ^bb584
  ^bb577:  // pred: ^bb576
    llvm.br ^bb578(%27 : i64)
  ^bb578(%3946: i64):  // 2 preds: ^bb577, ^bb582
    %3947 = llvm.icmp "slt" %3946, %13 : i64
    llvm.cond_br %3947, ^bb579, ^bb583
  ^bb579:  // pred: ^bb578
    llvm.br ^bb580(%27 : i64)
  ^bb580(%3948: i64):  // 2 preds: ^bb579, ^bb581
    %3949 = llvm.icmp "slt" %3948, %14 : i64
    llvm.cond_br %3949, ^bb581, ^bb582
  ^bb581:  // pred: ^bb580
    %3950 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3951 = llvm.mlir.constant(256 : index) : i64
    %3952 = llvm.mul %3942, %3951 overflow<nsw, nuw> : i64
    %3953 = llvm.mlir.constant(32 : index) : i64
    %3954 = llvm.mul %3944, %3953 overflow<nsw, nuw> : i64
    %3955 = llvm.add %3952, %3954 overflow<nsw, nuw> : i64
    %3956 = llvm.add %3955, %3948 overflow<nsw, nuw> : i64
    %3957 = llvm.getelementptr inbounds|nuw %3950[%3956] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3958 = llvm.load %3957 : !llvm.ptr -> f32
    %3959 = llvm.extractvalue %3887[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3960 = llvm.mlir.constant(8 : index) : i64
    %3961 = llvm.mul %3942, %3960 overflow<nsw, nuw> : i64
    %3962 = llvm.add %3961, %3944 overflow<nsw, nuw> : i64
    %3963 = llvm.add %3962, %27 overflow<nsw, nuw> : i64
    %3964 = llvm.getelementptr inbounds|nuw %3959[%3963] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3965 = llvm.load %3964 : !llvm.ptr -> f32
    %3966 = llvm.extractvalue %3794[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3967 = llvm.mlir.constant(8 : index) : i64
    %3968 = llvm.mul %3942, %3967 overflow<nsw, nuw> : i64
    %3969 = llvm.add %3968, %3944 overflow<nsw, nuw> : i64
    %3970 = llvm.add %3969, %27 overflow<nsw, nuw> : i64
    %3971 = llvm.getelementptr inbounds|nuw %3966[%3970] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3972 = llvm.load %3971 : !llvm.ptr -> f64
    %3973 = llvm.extractvalue %272[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3974 = llvm.getelementptr inbounds|nuw %3973[%3948] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3975 = llvm.load %3974 : !llvm.ptr -> f32
    %3976 = llvm.extractvalue %256[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3977 = llvm.getelementptr inbounds|nuw %3976[%3948] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3978 = llvm.load %3977 : !llvm.ptr -> f32
    %3979 = llvm.extractvalue %240[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3980 = llvm.mlir.constant(96 : index) : i64
    %3981 = llvm.mul %3948, %3980 overflow<nsw, nuw> : i64
    %3982 = llvm.add %3981, %3946 overflow<nsw, nuw> : i64
    %3983 = llvm.getelementptr inbounds|nuw %3979[%3982] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3984 = llvm.load %3983 : !llvm.ptr -> f32
    %3985 = llvm.extractvalue %1599[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3986 = llvm.mlir.constant(768 : index) : i64
    %3987 = llvm.mul %3942, %3986 overflow<nsw, nuw> : i64
    %3988 = llvm.mlir.constant(96 : index) : i64
    %3989 = llvm.mul %3944, %3988 overflow<nsw, nuw> : i64
    %3990 = llvm.add %3987, %3989 overflow<nsw, nuw> : i64
    %3991 = llvm.add %3990, %3946 overflow<nsw, nuw> : i64
    %3992 = llvm.getelementptr inbounds|nuw %3985[%3991] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3993 = llvm.load %3992 : !llvm.ptr -> f32
    %3994 = llvm.fdiv %3972, %21 : f64
    %3995 = llvm.fptrunc %3994 : f64 to f32
    %3996 = llvm.fptrunc %22 : f64 to f32
    %3997 = llvm.fadd %3995, %3996 : f32
    %3998 = llvm.intr.sqrt(%3997) : (f32) -> f32
    %3999 = llvm.fdiv %17, %3998 : f32
    %4000 = llvm.fdiv %3965, %20 : f32
    %4001 = llvm.fsub %3958, %4000 : f32
    %4002 = llvm.fmul %4001, %3999 : f32
    %4003 = llvm.fmul %4002, %3975 : f32
    %4004 = llvm.fadd %4003, %3978 : f32
    %4005 = llvm.fmul %4004, %3984 : f32
    %4006 = llvm.fadd %3993, %4005 : f32
    %4007 = llvm.extractvalue %1599[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4008 = llvm.mlir.constant(768 : index) : i64
    %4009 = llvm.mul %3942, %4008 overflow<nsw, nuw> : i64
    %4010 = llvm.mlir.constant(96 : index) : i64
    %4011 = llvm.mul %3944, %4010 overflow<nsw, nuw> : i64
    %4012 = llvm.add %4009, %4011 overflow<nsw, nuw> : i64
    %4013 = llvm.add %4012, %3946 overflow<nsw, nuw> : i64
    %4014 = llvm.getelementptr inbounds|nuw %4007[%4013] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4006, %4014 : f32, !llvm.ptr
    %4015 = llvm.add %3948, %16 : i64
    llvm.br ^bb580(%4015 : i64)
  ^bb582:  // pred: ^bb580
    %4016 = llvm.add %3946, %16 : i64
    llvm.br ^bb578(%4016 : i64)
  ^bb583:  // pred: ^bb578
    %4017 = llvm.add %3944, %16 : i64
    llvm.br ^bb576(%4017 : i64)
  ^bb584:  // pred: ^bb576
    %4018 = llvm.add %3942, %16 : i64
    llvm.br ^bb574(%4018 : i64)
  ^bb585:  // pred: ^bb574
    %4019 = llvm.mlir.constant(1 : index) : i64
    %4020 = llvm.mlir.constant(8 : index) : i64
    %4021 = llvm.mlir.constant(96 : index) : i64
    %4022 = llvm.mlir.constant(1 : index) : i64
    %4023 = llvm.mlir.constant(768 : index) : i64
    %4024 = llvm.mlir.constant(768 : index) : i64
    %4025 = llvm.mlir.zero : !llvm.ptr
    %4026 = llvm.getelementptr %4025[%4024] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4027 = llvm.ptrtoint %4026 : !llvm.ptr to i64
    %4028 = llvm.mlir.constant(64 : index) : i64
    %4029 = llvm.add %4027, %4028 : i64
    %4030 = llvm.call @malloc(%4029) : (i64) -> !llvm.ptr
    %4031 = llvm.ptrtoint %4030 : !llvm.ptr to i64
    %4032 = llvm.mlir.constant(1 : index) : i64
    %4033 = llvm.sub %4028, %4032 : i64
    %4034 = llvm.add %4031, %4033 : i64
    %4035 = llvm.urem %4034, %4028 : i64
    %4036 = llvm.sub %4034, %4035 : i64
    %4037 = llvm.inttoptr %4036 : i64 to !llvm.ptr
    %4038 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4039 = llvm.insertvalue %4030, %4038[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4040 = llvm.insertvalue %4037, %4039[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4041 = llvm.mlir.constant(0 : index) : i64
    %4042 = llvm.insertvalue %4041, %4040[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4043 = llvm.insertvalue %4019, %4042[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4044 = llvm.insertvalue %4020, %4043[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4045 = llvm.insertvalue %4021, %4044[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4046 = llvm.insertvalue %4023, %4045[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4047 = llvm.insertvalue %4021, %4046[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4048 = llvm.insertvalue %4022, %4047[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb586(%27 : i64)
  ^bb586(%4049: i64):  // 2 preds: ^bb585, ^bb593
    %4050 = llvm.icmp "slt" %4049, %16 : i64
    llvm.cond_br %4050, ^bb587, ^bb594
  ^bb587:  // pred: ^bb586
    llvm.br ^bb588(%27 : i64)
  ^bb588(%4051: i64):  // 2 preds: ^bb587, ^bb592
    %4052 = llvm.icmp "slt" %4051, %15 : i64
    llvm.cond_br %4052, ^bb589, ^bb593
  ^bb589:  // pred: ^bb588
    llvm.br ^bb590(%27 : i64)
  ^bb590(%4053: i64):  // 2 preds: ^bb589, ^bb591
    %4054 = llvm.icmp "slt" %4053, %13 : i64
    llvm.cond_br %4054, ^bb591, ^bb592
  ^bb591:  // pred: ^bb590
    %4055 = llvm.extractvalue %1599[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4056 = llvm.mlir.constant(768 : index) : i64
    %4057 = llvm.mul %4049, %4056 overflow<nsw, nuw> : i64
    %4058 = llvm.mlir.constant(96 : index) : i64
    %4059 = llvm.mul %4051, %4058 overflow<nsw, nuw> : i64
    %4060 = llvm.add %4057, %4059 overflow<nsw, nuw> : i64
    %4061 = llvm.add %4060, %4053 overflow<nsw, nuw> : i64
    %4062 = llvm.getelementptr inbounds|nuw %4055[%4061] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4063 = llvm.load %4062 : !llvm.ptr -> f32
    %4064 = llvm.extractvalue %220[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4065 = llvm.getelementptr inbounds|nuw %4064[%4053] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4066 = llvm.load %4065 : !llvm.ptr -> f32
    %4067 = llvm.fadd %4063, %4066 : f32
    %4068 = llvm.extractvalue %4048[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4069 = llvm.mlir.constant(768 : index) : i64
    %4070 = llvm.mul %4049, %4069 overflow<nsw, nuw> : i64
    %4071 = llvm.mlir.constant(96 : index) : i64
    %4072 = llvm.mul %4051, %4071 overflow<nsw, nuw> : i64
    %4073 = llvm.add %4070, %4072 overflow<nsw, nuw> : i64
    %4074 = llvm.add %4073, %4053 overflow<nsw, nuw> : i64
    %4075 = llvm.getelementptr inbounds|nuw %4068[%4074] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4067, %4075 : f32, !llvm.ptr
    %4076 = llvm.add %4053, %16 : i64
    llvm.br ^bb590(%4076 : i64)
  ^bb592:  // pred: ^bb590
    %4077 = llvm.add %4051, %16 : i64
    llvm.br ^bb588(%4077 : i64)
  ^bb593:  // pred: ^bb588
    %4078 = llvm.add %4049, %16 : i64
    llvm.br ^bb586(%4078 : i64)
  ^bb594:  // pred: ^bb586
    %4079 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4080 = llvm.extractvalue %4048[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4081 = llvm.extractvalue %4048[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4082 = llvm.insertvalue %4080, %4079[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4083 = llvm.insertvalue %4081, %4082[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4084 = llvm.mlir.constant(32 : index) : i64
    %4085 = llvm.insertvalue %4084, %4083[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4086 = llvm.mlir.constant(1 : index) : i64
    %4087 = llvm.insertvalue %4086, %4085[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4088 = llvm.mlir.constant(768 : index) : i64
    %4089 = llvm.insertvalue %4088, %4087[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4090 = llvm.mlir.constant(8 : index) : i64
    %4091 = llvm.insertvalue %4090, %4089[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4092 = llvm.mlir.constant(96 : index) : i64
    %4093 = llvm.insertvalue %4092, %4091[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4094 = llvm.mlir.constant(2 : index) : i64
    %4095 = llvm.insertvalue %4094, %4093[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4096 = llvm.mlir.constant(16 : index) : i64
    %4097 = llvm.insertvalue %4096, %4095[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4098 = llvm.mlir.constant(16 : index) : i64
    %4099 = llvm.insertvalue %4098, %4097[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4100 = llvm.mlir.constant(1 : index) : i64
    %4101 = llvm.insertvalue %4100, %4099[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4102 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4103 = llvm.extractvalue %4048[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4104 = llvm.extractvalue %4048[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4105 = llvm.insertvalue %4103, %4102[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4106 = llvm.insertvalue %4104, %4105[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4107 = llvm.mlir.constant(64 : index) : i64
    %4108 = llvm.insertvalue %4107, %4106[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4109 = llvm.mlir.constant(1 : index) : i64
    %4110 = llvm.insertvalue %4109, %4108[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4111 = llvm.mlir.constant(768 : index) : i64
    %4112 = llvm.insertvalue %4111, %4110[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4113 = llvm.mlir.constant(8 : index) : i64
    %4114 = llvm.insertvalue %4113, %4112[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4115 = llvm.mlir.constant(96 : index) : i64
    %4116 = llvm.insertvalue %4115, %4114[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4117 = llvm.mlir.constant(2 : index) : i64
    %4118 = llvm.insertvalue %4117, %4116[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4119 = llvm.mlir.constant(16 : index) : i64
    %4120 = llvm.insertvalue %4119, %4118[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4121 = llvm.mlir.constant(16 : index) : i64
    %4122 = llvm.insertvalue %4121, %4120[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4123 = llvm.mlir.constant(1 : index) : i64
    %4124 = llvm.insertvalue %4123, %4122[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4125 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4126 = llvm.extractvalue %4048[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4127 = llvm.extractvalue %4048[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4128 = llvm.insertvalue %4126, %4125[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4129 = llvm.insertvalue %4127, %4128[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4130 = llvm.mlir.constant(0 : index) : i64
    %4131 = llvm.insertvalue %4130, %4129[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4132 = llvm.mlir.constant(1 : index) : i64
    %4133 = llvm.insertvalue %4132, %4131[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4134 = llvm.mlir.constant(768 : index) : i64
    %4135 = llvm.insertvalue %4134, %4133[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4136 = llvm.mlir.constant(8 : index) : i64
    %4137 = llvm.insertvalue %4136, %4135[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4138 = llvm.mlir.constant(96 : index) : i64
    %4139 = llvm.insertvalue %4138, %4137[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4140 = llvm.mlir.constant(2 : index) : i64
    %4141 = llvm.insertvalue %4140, %4139[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4142 = llvm.mlir.constant(16 : index) : i64
    %4143 = llvm.insertvalue %4142, %4141[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4144 = llvm.mlir.constant(16 : index) : i64
    %4145 = llvm.insertvalue %4144, %4143[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4146 = llvm.mlir.constant(1 : index) : i64
    %4147 = llvm.insertvalue %4146, %4145[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb595(%27 : i64)
  ^bb595(%4148: i64):  // 2 preds: ^bb594, ^bb608
    %4149 = llvm.icmp "slt" %4148, %16 : i64
    llvm.cond_br %4149, ^bb596, ^bb609
  ^bb596:  // pred: ^bb595
    llvm.br ^bb597(%27 : i64)
  ^bb597(%4150: i64):  // 2 preds: ^bb596, ^bb607
    %4151 = llvm.icmp "slt" %4150, %12 : i64
    llvm.cond_br %4151, ^bb598, ^bb608
  ^bb598:  // pred: ^bb597
    llvm.br ^bb599(%27 : i64)
  ^bb599(%4152: i64):  // 2 preds: ^bb598, ^bb606
    %4153 = llvm.icmp "slt" %4152, %15 : i64
    llvm.cond_br %4153, ^bb600, ^bb607
  ^bb600:  // pred: ^bb599
    llvm.br ^bb601(%27 : i64)
  ^bb601(%4154: i64):  // 2 preds: ^bb600, ^bb605
    %4155 = llvm.icmp "slt" %4154, %15 : i64
    llvm.cond_br %4155, ^bb602, ^bb606
  ^bb602:  // pred: ^bb601
    llvm.br ^bb603(%27 : i64)
  ^bb603(%4156: i64):  // 2 preds: ^bb602, ^bb604
    %4157 = llvm.icmp "slt" %4156, %11 : i64
    llvm.cond_br %4157, ^bb604, ^bb605
  ^bb604:  // pred: ^bb603
    %4158 = llvm.extractvalue %4147[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4159 = llvm.mlir.constant(768 : index) : i64
    %4160 = llvm.mul %4148, %4159 overflow<nsw, nuw> : i64
    %4161 = llvm.mlir.constant(96 : index) : i64
    %4162 = llvm.mul %4152, %4161 overflow<nsw, nuw> : i64
    %4163 = llvm.add %4160, %4162 overflow<nsw, nuw> : i64
    %4164 = llvm.mlir.constant(16 : index) : i64
    %4165 = llvm.mul %4150, %4164 overflow<nsw, nuw> : i64
    %4166 = llvm.add %4163, %4165 overflow<nsw, nuw> : i64
    %4167 = llvm.add %4166, %4156 overflow<nsw, nuw> : i64
    %4168 = llvm.getelementptr inbounds|nuw %4158[%4167] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4169 = llvm.load %4168 : !llvm.ptr -> f32
    %4170 = llvm.extractvalue %4101[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4171 = llvm.mlir.constant(32 : index) : i64
    %4172 = llvm.getelementptr %4170[%4171] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4173 = llvm.mlir.constant(768 : index) : i64
    %4174 = llvm.mul %4148, %4173 overflow<nsw, nuw> : i64
    %4175 = llvm.mlir.constant(96 : index) : i64
    %4176 = llvm.mul %4154, %4175 overflow<nsw, nuw> : i64
    %4177 = llvm.add %4174, %4176 overflow<nsw, nuw> : i64
    %4178 = llvm.mlir.constant(16 : index) : i64
    %4179 = llvm.mul %4150, %4178 overflow<nsw, nuw> : i64
    %4180 = llvm.add %4177, %4179 overflow<nsw, nuw> : i64
    %4181 = llvm.add %4180, %4156 overflow<nsw, nuw> : i64
    %4182 = llvm.getelementptr inbounds|nuw %4172[%4181] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4183 = llvm.load %4182 : !llvm.ptr -> f32
    %4184 = llvm.extractvalue %1931[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4185 = llvm.mlir.constant(128 : index) : i64
    %4186 = llvm.mul %4148, %4185 overflow<nsw, nuw> : i64
    %4187 = llvm.mlir.constant(64 : index) : i64
    %4188 = llvm.mul %4150, %4187 overflow<nsw, nuw> : i64
    %4189 = llvm.add %4186, %4188 overflow<nsw, nuw> : i64
    %4190 = llvm.mlir.constant(8 : index) : i64
    %4191 = llvm.mul %4152, %4190 overflow<nsw, nuw> : i64
    %4192 = llvm.add %4189, %4191 overflow<nsw, nuw> : i64
    %4193 = llvm.add %4192, %4154 overflow<nsw, nuw> : i64
    %4194 = llvm.getelementptr inbounds|nuw %4184[%4193] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4195 = llvm.load %4194 : !llvm.ptr -> f32
    %4196 = llvm.fmul %4169, %4183 : f32
    %4197 = llvm.fadd %4195, %4196 : f32
    %4198 = llvm.extractvalue %1931[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4199 = llvm.mlir.constant(128 : index) : i64
    %4200 = llvm.mul %4148, %4199 overflow<nsw, nuw> : i64
    %4201 = llvm.mlir.constant(64 : index) : i64
    %4202 = llvm.mul %4150, %4201 overflow<nsw, nuw> : i64
    %4203 = llvm.add %4200, %4202 overflow<nsw, nuw> : i64
    %4204 = llvm.mlir.constant(8 : index) : i64
    %4205 = llvm.mul %4152, %4204 overflow<nsw, nuw> : i64
    %4206 = llvm.add %4203, %4205 overflow<nsw, nuw> : i64
    %4207 = llvm.add %4206, %4154 overflow<nsw, nuw> : i64
    %4208 = llvm.getelementptr inbounds|nuw %4198[%4207] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4197, %4208 : f32, !llvm.ptr
    %4209 = llvm.add %4156, %16 : i64
    llvm.br ^bb603(%4209 : i64)
  ^bb605:  // pred: ^bb603
    %4210 = llvm.add %4154, %16 : i64
    llvm.br ^bb601(%4210 : i64)
  ^bb606:  // pred: ^bb601
    %4211 = llvm.add %4152, %16 : i64
    llvm.br ^bb599(%4211 : i64)
  ^bb607:  // pred: ^bb599
    %4212 = llvm.add %4150, %16 : i64
    llvm.br ^bb597(%4212 : i64)
  ^bb608:  // pred: ^bb597
    %4213 = llvm.add %4148, %16 : i64
    llvm.br ^bb595(%4213 : i64)
  ^bb609:  // pred: ^bb595
    llvm.br ^bb610(%27 : i64)
  ^bb610(%4214: i64):  // 2 preds: ^bb609, ^bb620
    %4215 = llvm.icmp "slt" %4214, %16 : i64
    llvm.cond_br %4215, ^bb611, ^bb621
  ^bb611:  // pred: ^bb610
    llvm.br ^bb612(%27 : i64)
  ^bb612(%4216: i64):  // 2 preds: ^bb611, ^bb619
    %4217 = llvm.icmp "slt" %4216, %12 : i64
    llvm.cond_br %4217, ^bb613, ^bb620
  ^bb613:  // pred: ^bb612
    llvm.br ^bb614(%27 : i64)
  ^bb614(%4218: i64):  // 2 preds: ^bb613, ^bb618
    %4219 = llvm.icmp "slt" %4218, %15 : i64
    llvm.cond_br %4219, ^bb615, ^bb619
  ^bb615:  // pred: ^bb614
    llvm.br ^bb616(%27 : i64)
  ^bb616(%4220: i64):  // 2 preds: ^bb615, ^bb617
    %4221 = llvm.icmp "slt" %4220, %15 : i64
    llvm.cond_br %4221, ^bb617, ^bb618
  ^bb617:  // pred: ^bb616
    %4222 = llvm.extractvalue %1931[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4223 = llvm.mlir.constant(128 : index) : i64
    %4224 = llvm.mul %4214, %4223 overflow<nsw, nuw> : i64
    %4225 = llvm.mlir.constant(64 : index) : i64
    %4226 = llvm.mul %4216, %4225 overflow<nsw, nuw> : i64
    %4227 = llvm.add %4224, %4226 overflow<nsw, nuw> : i64
    %4228 = llvm.mlir.constant(8 : index) : i64
    %4229 = llvm.mul %4218, %4228 overflow<nsw, nuw> : i64
    %4230 = llvm.add %4227, %4229 overflow<nsw, nuw> : i64
    %4231 = llvm.add %4230, %4220 overflow<nsw, nuw> : i64
    %4232 = llvm.getelementptr inbounds|nuw %4222[%4231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4233 = llvm.load %4232 : !llvm.ptr -> f32
    %4234 = llvm.extractvalue %1060[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4235 = llvm.mlir.constant(64 : index) : i64
    %4236 = llvm.mul %4214, %4235 overflow<nsw, nuw> : i64
    %4237 = llvm.mlir.constant(64 : index) : i64
    %4238 = llvm.mul %27, %4237 overflow<nsw, nuw> : i64
    %4239 = llvm.add %4236, %4238 overflow<nsw, nuw> : i64
    %4240 = llvm.mlir.constant(8 : index) : i64
    %4241 = llvm.mul %4218, %4240 overflow<nsw, nuw> : i64
    %4242 = llvm.add %4239, %4241 overflow<nsw, nuw> : i64
    %4243 = llvm.add %4242, %4220 overflow<nsw, nuw> : i64
    %4244 = llvm.getelementptr inbounds|nuw %4234[%4243] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4245 = llvm.load %4244 : !llvm.ptr -> f32
    %4246 = llvm.fmul %4233, %19 : f32
    %4247 = llvm.fadd %4246, %4245 : f32
    %4248 = llvm.extractvalue %2100[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4249 = llvm.mlir.constant(128 : index) : i64
    %4250 = llvm.mul %4214, %4249 overflow<nsw, nuw> : i64
    %4251 = llvm.mlir.constant(64 : index) : i64
    %4252 = llvm.mul %4216, %4251 overflow<nsw, nuw> : i64
    %4253 = llvm.add %4250, %4252 overflow<nsw, nuw> : i64
    %4254 = llvm.mlir.constant(8 : index) : i64
    %4255 = llvm.mul %4218, %4254 overflow<nsw, nuw> : i64
    %4256 = llvm.add %4253, %4255 overflow<nsw, nuw> : i64
    %4257 = llvm.add %4256, %4220 overflow<nsw, nuw> : i64
    %4258 = llvm.getelementptr inbounds|nuw %4248[%4257] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4247, %4258 : f32, !llvm.ptr
    %4259 = llvm.add %4220, %16 : i64
    llvm.br ^bb616(%4259 : i64)
  ^bb618:  // pred: ^bb616
    %4260 = llvm.add %4218, %16 : i64
    llvm.br ^bb614(%4260 : i64)
  ^bb619:  // pred: ^bb614
    %4261 = llvm.add %4216, %16 : i64
    llvm.br ^bb612(%4261 : i64)
  ^bb620:  // pred: ^bb612
    %4262 = llvm.add %4214, %16 : i64
    llvm.br ^bb610(%4262 : i64)
  ^bb621:  // pred: ^bb610
    llvm.br ^bb622(%27 : i64)
  ^bb622(%4263: i64):  // 2 preds: ^bb621, ^bb635
    %4264 = llvm.icmp "slt" %4263, %16 : i64
    llvm.cond_br %4264, ^bb623, ^bb636
  ^bb623:  // pred: ^bb622
    llvm.br ^bb624(%27 : i64)
  ^bb624(%4265: i64):  // 2 preds: ^bb623, ^bb634
    %4266 = llvm.icmp "slt" %4265, %12 : i64
    llvm.cond_br %4266, ^bb625, ^bb635
  ^bb625:  // pred: ^bb624
    llvm.br ^bb626(%27 : i64)
  ^bb626(%4267: i64):  // 2 preds: ^bb625, ^bb633
    %4268 = llvm.icmp "slt" %4267, %15 : i64
    llvm.cond_br %4268, ^bb627, ^bb634
  ^bb627:  // pred: ^bb626
    llvm.br ^bb628(%27 : i64)
  ^bb628(%4269: i64):  // 2 preds: ^bb627, ^bb632
    %4270 = llvm.icmp "slt" %4269, %16 : i64
    llvm.cond_br %4270, ^bb629, ^bb633
  ^bb629:  // pred: ^bb628
    llvm.br ^bb630(%27 : i64)
  ^bb630(%4271: i64):  // 2 preds: ^bb629, ^bb631
    %4272 = llvm.icmp "slt" %4271, %15 : i64
    llvm.cond_br %4272, ^bb631, ^bb632
  ^bb631:  // pred: ^bb630
    %4273 = llvm.extractvalue %2223[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4274 = llvm.mlir.constant(128 : index) : i64
    %4275 = llvm.mul %4263, %4274 overflow<nsw, nuw> : i64
    %4276 = llvm.mlir.constant(64 : index) : i64
    %4277 = llvm.mul %4265, %4276 overflow<nsw, nuw> : i64
    %4278 = llvm.add %4275, %4277 overflow<nsw, nuw> : i64
    %4279 = llvm.mlir.constant(8 : index) : i64
    %4280 = llvm.mul %4267, %4279 overflow<nsw, nuw> : i64
    %4281 = llvm.add %4278, %4280 overflow<nsw, nuw> : i64
    %4282 = llvm.mlir.constant(8 : index) : i64
    %4283 = llvm.mul %4269, %4282 overflow<nsw, nuw> : i64
    %4284 = llvm.add %4281, %4283 overflow<nsw, nuw> : i64
    %4285 = llvm.add %4284, %4271 overflow<nsw, nuw> : i64
    %4286 = llvm.getelementptr inbounds|nuw %4273[%4285] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4287 = llvm.load %4286 : !llvm.ptr -> f32
    %4288 = llvm.extractvalue %2246[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4289 = llvm.mlir.constant(16 : index) : i64
    %4290 = llvm.mul %4263, %4289 overflow<nsw, nuw> : i64
    %4291 = llvm.mlir.constant(8 : index) : i64
    %4292 = llvm.mul %4265, %4291 overflow<nsw, nuw> : i64
    %4293 = llvm.add %4290, %4292 overflow<nsw, nuw> : i64
    %4294 = llvm.add %4293, %4267 overflow<nsw, nuw> : i64
    %4295 = llvm.add %4294, %4269 overflow<nsw, nuw> : i64
    %4296 = llvm.getelementptr inbounds|nuw %4288[%4295] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4297 = llvm.load %4296 : !llvm.ptr -> f32
    %4298 = llvm.intr.maximum(%4287, %4297) : (f32, f32) -> f32
    %4299 = llvm.extractvalue %2246[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4300 = llvm.mlir.constant(16 : index) : i64
    %4301 = llvm.mul %4263, %4300 overflow<nsw, nuw> : i64
    %4302 = llvm.mlir.constant(8 : index) : i64
    %4303 = llvm.mul %4265, %4302 overflow<nsw, nuw> : i64
    %4304 = llvm.add %4301, %4303 overflow<nsw, nuw> : i64
    %4305 = llvm.add %4304, %4267 overflow<nsw, nuw> : i64
    %4306 = llvm.add %4305, %4269 overflow<nsw, nuw> : i64
    %4307 = llvm.getelementptr inbounds|nuw %4299[%4306] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4298, %4307 : f32, !llvm.ptr
    %4308 = llvm.add %4271, %16 : i64
    llvm.br ^bb630(%4308 : i64)
  ^bb632:  // pred: ^bb630
    %4309 = llvm.add %4269, %16 : i64
    llvm.br ^bb628(%4309 : i64)
  ^bb633:  // pred: ^bb628
    %4310 = llvm.add %4267, %16 : i64
    llvm.br ^bb626(%4310 : i64)
  ^bb634:  // pred: ^bb626
    %4311 = llvm.add %4265, %16 : i64
    llvm.br ^bb624(%4311 : i64)
  ^bb635:  // pred: ^bb624
    %4312 = llvm.add %4263, %16 : i64
    llvm.br ^bb622(%4312 : i64)
  ^bb636:  // pred: ^bb622
    llvm.br ^bb637(%27 : i64)
  ^bb637(%4313: i64):  // 2 preds: ^bb636, ^bb647
    %4314 = llvm.icmp "slt" %4313, %16 : i64
    llvm.cond_br %4314, ^bb638, ^bb648
  ^bb638:  // pred: ^bb637
    llvm.br ^bb639(%27 : i64)
  ^bb639(%4315: i64):  // 2 preds: ^bb638, ^bb646
    %4316 = llvm.icmp "slt" %4315, %12 : i64
    llvm.cond_br %4316, ^bb640, ^bb647
  ^bb640:  // pred: ^bb639
    llvm.br ^bb641(%27 : i64)
  ^bb641(%4317: i64):  // 2 preds: ^bb640, ^bb645
    %4318 = llvm.icmp "slt" %4317, %15 : i64
    llvm.cond_br %4318, ^bb642, ^bb646
  ^bb642:  // pred: ^bb641
    llvm.br ^bb643(%27 : i64)
  ^bb643(%4319: i64):  // 2 preds: ^bb642, ^bb644
    %4320 = llvm.icmp "slt" %4319, %15 : i64
    llvm.cond_br %4320, ^bb644, ^bb645
  ^bb644:  // pred: ^bb643
    %4321 = llvm.extractvalue %2100[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4322 = llvm.mlir.constant(128 : index) : i64
    %4323 = llvm.mul %4313, %4322 overflow<nsw, nuw> : i64
    %4324 = llvm.mlir.constant(64 : index) : i64
    %4325 = llvm.mul %4315, %4324 overflow<nsw, nuw> : i64
    %4326 = llvm.add %4323, %4325 overflow<nsw, nuw> : i64
    %4327 = llvm.mlir.constant(8 : index) : i64
    %4328 = llvm.mul %4317, %4327 overflow<nsw, nuw> : i64
    %4329 = llvm.add %4326, %4328 overflow<nsw, nuw> : i64
    %4330 = llvm.add %4329, %4319 overflow<nsw, nuw> : i64
    %4331 = llvm.getelementptr inbounds|nuw %4321[%4330] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4332 = llvm.load %4331 : !llvm.ptr -> f32
    %4333 = llvm.extractvalue %2246[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4334 = llvm.mlir.constant(16 : index) : i64
    %4335 = llvm.mul %4313, %4334 overflow<nsw, nuw> : i64
    %4336 = llvm.mlir.constant(8 : index) : i64
    %4337 = llvm.mul %4315, %4336 overflow<nsw, nuw> : i64
    %4338 = llvm.add %4335, %4337 overflow<nsw, nuw> : i64
    %4339 = llvm.add %4338, %4317 overflow<nsw, nuw> : i64
    %4340 = llvm.add %4339, %27 overflow<nsw, nuw> : i64
    %4341 = llvm.getelementptr inbounds|nuw %4333[%4340] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4342 = llvm.load %4341 : !llvm.ptr -> f32
    %4343 = llvm.fsub %4332, %4342 : f32
    %4344 = llvm.fmul %4343, %8 : f32
    %4345 = llvm.intr.exp2(%4344) : (f32) -> f32
    %4346 = llvm.extractvalue %2100[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4347 = llvm.mlir.constant(128 : index) : i64
    %4348 = llvm.mul %4313, %4347 overflow<nsw, nuw> : i64
    %4349 = llvm.mlir.constant(64 : index) : i64
    %4350 = llvm.mul %4315, %4349 overflow<nsw, nuw> : i64
    %4351 = llvm.add %4348, %4350 overflow<nsw, nuw> : i64
    %4352 = llvm.mlir.constant(8 : index) : i64
    %4353 = llvm.mul %4317, %4352 overflow<nsw, nuw> : i64
    %4354 = llvm.add %4351, %4353 overflow<nsw, nuw> : i64
    %4355 = llvm.add %4354, %4319 overflow<nsw, nuw> : i64
    %4356 = llvm.getelementptr inbounds|nuw %4346[%4355] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4345, %4356 : f32, !llvm.ptr
    %4357 = llvm.add %4319, %16 : i64
    llvm.br ^bb643(%4357 : i64)
  ^bb645:  // pred: ^bb643
    %4358 = llvm.add %4317, %16 : i64
    llvm.br ^bb641(%4358 : i64)
  ^bb646:  // pred: ^bb641
    %4359 = llvm.add %4315, %16 : i64
    llvm.br ^bb639(%4359 : i64)
  ^bb647:  // pred: ^bb639
    %4360 = llvm.add %4313, %16 : i64
    llvm.br ^bb637(%4360 : i64)
  ^bb648:  // pred: ^bb637
    llvm.br ^bb649(%27 : i64)
  ^bb649(%4361: i64):  // 2 preds: ^bb648, ^bb659
    %4362 = llvm.icmp "slt" %4361, %16 : i64
    llvm.cond_br %4362, ^bb650, ^bb660
  ^bb650:  // pred: ^bb649
    llvm.br ^bb651(%27 : i64)
  ^bb651(%4363: i64):  // 2 preds: ^bb650, ^bb658
    %4364 = llvm.icmp "slt" %4363, %12 : i64
    llvm.cond_br %4364, ^bb652, ^bb659
  ^bb652:  // pred: ^bb651
    llvm.br ^bb653(%27 : i64)
  ^bb653(%4365: i64):  // 2 preds: ^bb652, ^bb657
    %4366 = llvm.icmp "slt" %4365, %15 : i64
    llvm.cond_br %4366, ^bb654, ^bb658
  ^bb654:  // pred: ^bb653
    llvm.br ^bb655(%27 : i64)
  ^bb655(%4367: i64):  // 2 preds: ^bb654, ^bb656
    %4368 = llvm.icmp "slt" %4367, %15 : i64
    llvm.cond_br %4368, ^bb656, ^bb657
  ^bb656:  // pred: ^bb655
    %4369 = llvm.extractvalue %2100[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4370 = llvm.mlir.constant(128 : index) : i64
    %4371 = llvm.mul %4361, %4370 overflow<nsw, nuw> : i64
    %4372 = llvm.mlir.constant(64 : index) : i64
    %4373 = llvm.mul %4363, %4372 overflow<nsw, nuw> : i64
    %4374 = llvm.add %4371, %4373 overflow<nsw, nuw> : i64
    %4375 = llvm.mlir.constant(8 : index) : i64
    %4376 = llvm.mul %4365, %4375 overflow<nsw, nuw> : i64
    %4377 = llvm.add %4374, %4376 overflow<nsw, nuw> : i64
    %4378 = llvm.add %4377, %4367 overflow<nsw, nuw> : i64
    %4379 = llvm.getelementptr inbounds|nuw %4369[%4378] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4380 = llvm.load %4379 : !llvm.ptr -> f32
    %4381 = llvm.extractvalue %2441[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4382 = llvm.mlir.constant(16 : index) : i64
    %4383 = llvm.mul %4361, %4382 overflow<nsw, nuw> : i64
    %4384 = llvm.mlir.constant(8 : index) : i64
    %4385 = llvm.mul %4363, %4384 overflow<nsw, nuw> : i64
    %4386 = llvm.add %4383, %4385 overflow<nsw, nuw> : i64
    %4387 = llvm.add %4386, %4365 overflow<nsw, nuw> : i64
    %4388 = llvm.add %4387, %27 overflow<nsw, nuw> : i64
    %4389 = llvm.getelementptr inbounds|nuw %4381[%4388] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4390 = llvm.load %4389 : !llvm.ptr -> f32
    %4391 = llvm.fadd %4380, %4390 : f32
    %4392 = llvm.extractvalue %2441[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4393 = llvm.mlir.constant(16 : index) : i64
    %4394 = llvm.mul %4361, %4393 overflow<nsw, nuw> : i64
    %4395 = llvm.mlir.constant(8 : index) : i64
    %4396 = llvm.mul %4363, %4395 overflow<nsw, nuw> : i64
    %4397 = llvm.add %4394, %4396 overflow<nsw, nuw> : i64
    %4398 = llvm.add %4397, %4365 overflow<nsw, nuw> : i64
    %4399 = llvm.add %4398, %27 overflow<nsw, nuw> : i64
    %4400 = llvm.getelementptr inbounds|nuw %4392[%4399] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4391, %4400 : f32, !llvm.ptr
    %4401 = llvm.add %4367, %16 : i64
    llvm.br ^bb655(%4401 : i64)
  ^bb657:  // pred: ^bb655
    %4402 = llvm.add %4365, %16 : i64
    llvm.br ^bb653(%4402 : i64)
  ^bb658:  // pred: ^bb653
    %4403 = llvm.add %4363, %16 : i64
    llvm.br ^bb651(%4403 : i64)
  ^bb659:  // pred: ^bb651
    %4404 = llvm.add %4361, %16 : i64
    llvm.br ^bb649(%4404 : i64)
  ^bb660:  // pred: ^bb649
    llvm.br ^bb661(%27 : i64)
  ^bb661(%4405: i64):  // 2 preds: ^bb660, ^bb674
    %4406 = llvm.icmp "slt" %4405, %16 : i64
    llvm.cond_br %4406, ^bb662, ^bb675
  ^bb662:  // pred: ^bb661
    llvm.br ^bb663(%27 : i64)
  ^bb663(%4407: i64):  // 2 preds: ^bb662, ^bb673
    %4408 = llvm.icmp "slt" %4407, %12 : i64
    llvm.cond_br %4408, ^bb664, ^bb674
  ^bb664:  // pred: ^bb663
    llvm.br ^bb665(%27 : i64)
  ^bb665(%4409: i64):  // 2 preds: ^bb664, ^bb672
    %4410 = llvm.icmp "slt" %4409, %15 : i64
    llvm.cond_br %4410, ^bb666, ^bb673
  ^bb666:  // pred: ^bb665
    llvm.br ^bb667(%27 : i64)
  ^bb667(%4411: i64):  // 2 preds: ^bb666, ^bb671
    %4412 = llvm.icmp "slt" %4411, %11 : i64
    llvm.cond_br %4412, ^bb668, ^bb672
  ^bb668:  // pred: ^bb667
    llvm.br ^bb669(%27 : i64)
  ^bb669(%4413: i64):  // 2 preds: ^bb668, ^bb670
    %4414 = llvm.icmp "slt" %4413, %15 : i64
    llvm.cond_br %4414, ^bb670, ^bb671
  ^bb670:  // pred: ^bb669
    %4415 = llvm.extractvalue %2100[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4416 = llvm.mlir.constant(128 : index) : i64
    %4417 = llvm.mul %4405, %4416 overflow<nsw, nuw> : i64
    %4418 = llvm.mlir.constant(64 : index) : i64
    %4419 = llvm.mul %4407, %4418 overflow<nsw, nuw> : i64
    %4420 = llvm.add %4417, %4419 overflow<nsw, nuw> : i64
    %4421 = llvm.mlir.constant(8 : index) : i64
    %4422 = llvm.mul %4409, %4421 overflow<nsw, nuw> : i64
    %4423 = llvm.add %4420, %4422 overflow<nsw, nuw> : i64
    %4424 = llvm.add %4423, %4413 overflow<nsw, nuw> : i64
    %4425 = llvm.getelementptr inbounds|nuw %4415[%4424] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4426 = llvm.load %4425 : !llvm.ptr -> f32
    %4427 = llvm.extractvalue %2441[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4428 = llvm.mlir.constant(16 : index) : i64
    %4429 = llvm.mul %4405, %4428 overflow<nsw, nuw> : i64
    %4430 = llvm.mlir.constant(8 : index) : i64
    %4431 = llvm.mul %4407, %4430 overflow<nsw, nuw> : i64
    %4432 = llvm.add %4429, %4431 overflow<nsw, nuw> : i64
    %4433 = llvm.add %4432, %4409 overflow<nsw, nuw> : i64
    %4434 = llvm.add %4433, %27 overflow<nsw, nuw> : i64
    %4435 = llvm.getelementptr inbounds|nuw %4427[%4434] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4436 = llvm.load %4435 : !llvm.ptr -> f32
    %4437 = llvm.extractvalue %4124[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4438 = llvm.mlir.constant(64 : index) : i64
    %4439 = llvm.getelementptr %4437[%4438] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4440 = llvm.mlir.constant(768 : index) : i64
    %4441 = llvm.mul %4405, %4440 overflow<nsw, nuw> : i64
    %4442 = llvm.mlir.constant(96 : index) : i64
    %4443 = llvm.mul %4413, %4442 overflow<nsw, nuw> : i64
    %4444 = llvm.add %4441, %4443 overflow<nsw, nuw> : i64
    %4445 = llvm.mlir.constant(16 : index) : i64
    %4446 = llvm.mul %4407, %4445 overflow<nsw, nuw> : i64
    %4447 = llvm.add %4444, %4446 overflow<nsw, nuw> : i64
    %4448 = llvm.add %4447, %4411 overflow<nsw, nuw> : i64
    %4449 = llvm.getelementptr inbounds|nuw %4439[%4448] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4450 = llvm.load %4449 : !llvm.ptr -> f32
    %4451 = llvm.extractvalue %2640[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4452 = llvm.mlir.constant(256 : index) : i64
    %4453 = llvm.mul %4405, %4452 overflow<nsw, nuw> : i64
    %4454 = llvm.mlir.constant(128 : index) : i64
    %4455 = llvm.mul %4407, %4454 overflow<nsw, nuw> : i64
    %4456 = llvm.add %4453, %4455 overflow<nsw, nuw> : i64
    %4457 = llvm.mlir.constant(16 : index) : i64
    %4458 = llvm.mul %4409, %4457 overflow<nsw, nuw> : i64
    %4459 = llvm.add %4456, %4458 overflow<nsw, nuw> : i64
    %4460 = llvm.add %4459, %4411 overflow<nsw, nuw> : i64
    %4461 = llvm.getelementptr inbounds|nuw %4451[%4460] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4462 = llvm.load %4461 : !llvm.ptr -> f32
    %4463 = llvm.fdiv %4426, %4436 : f32
    %4464 = llvm.fmul %4463, %4450 : f32
    %4465 = llvm.fadd %4462, %4464 : f32
    %4466 = llvm.extractvalue %2640[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4467 = llvm.mlir.constant(256 : index) : i64
    %4468 = llvm.mul %4405, %4467 overflow<nsw, nuw> : i64
    %4469 = llvm.mlir.constant(128 : index) : i64
    %4470 = llvm.mul %4407, %4469 overflow<nsw, nuw> : i64
    %4471 = llvm.add %4468, %4470 overflow<nsw, nuw> : i64
    %4472 = llvm.mlir.constant(16 : index) : i64
    %4473 = llvm.mul %4409, %4472 overflow<nsw, nuw> : i64
    %4474 = llvm.add %4471, %4473 overflow<nsw, nuw> : i64
    %4475 = llvm.add %4474, %4411 overflow<nsw, nuw> : i64
    %4476 = llvm.getelementptr inbounds|nuw %4466[%4475] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4465, %4476 : f32, !llvm.ptr
    %4477 = llvm.add %4413, %16 : i64
    llvm.br ^bb669(%4477 : i64)
  ^bb671:  // pred: ^bb669
    %4478 = llvm.add %4411, %16 : i64
    llvm.br ^bb667(%4478 : i64)
  ^bb672:  // pred: ^bb667
    %4479 = llvm.add %4409, %16 : i64
    llvm.br ^bb665(%4479 : i64)
  ^bb673:  // pred: ^bb665
    %4480 = llvm.add %4407, %16 : i64
    llvm.br ^bb663(%4480 : i64)
  ^bb674:  // pred: ^bb663
    %4481 = llvm.add %4405, %16 : i64
    llvm.br ^bb661(%4481 : i64)
  ^bb675:  // pred: ^bb661
    %4482 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4483 = llvm.extractvalue %204[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4484 = llvm.extractvalue %204[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4485 = llvm.insertvalue %4483, %4482[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4486 = llvm.insertvalue %4484, %4485[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4487 = llvm.mlir.constant(0 : index) : i64
    %4488 = llvm.insertvalue %4487, %4486[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4489 = llvm.mlir.constant(2 : index) : i64
    %4490 = llvm.insertvalue %4489, %4488[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4491 = llvm.mlir.constant(512 : index) : i64
    %4492 = llvm.insertvalue %4491, %4490[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4493 = llvm.mlir.constant(16 : index) : i64
    %4494 = llvm.insertvalue %4493, %4492[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4495 = llvm.mlir.constant(32 : index) : i64
    %4496 = llvm.insertvalue %4495, %4494[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4497 = llvm.mlir.constant(32 : index) : i64
    %4498 = llvm.insertvalue %4497, %4496[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4499 = llvm.mlir.constant(1 : index) : i64
    %4500 = llvm.insertvalue %4499, %4498[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4501 = llvm.mlir.constant(1 : index) : i64
    %4502 = llvm.mlir.constant(8 : index) : i64
    %4503 = llvm.mlir.constant(32 : index) : i64
    %4504 = llvm.mlir.constant(1 : index) : i64
    %4505 = llvm.mlir.constant(256 : index) : i64
    %4506 = llvm.mlir.constant(256 : index) : i64
    %4507 = llvm.mlir.zero : !llvm.ptr
    %4508 = llvm.getelementptr %4507[%4506] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4509 = llvm.ptrtoint %4508 : !llvm.ptr to i64
    %4510 = llvm.mlir.constant(64 : index) : i64
    %4511 = llvm.add %4509, %4510 : i64
    %4512 = llvm.call @malloc(%4511) : (i64) -> !llvm.ptr
    %4513 = llvm.ptrtoint %4512 : !llvm.ptr to i64
    %4514 = llvm.mlir.constant(1 : index) : i64
    %4515 = llvm.sub %4510, %4514 : i64
    %4516 = llvm.add %4513, %4515 : i64
    %4517 = llvm.urem %4516, %4510 : i64
    %4518 = llvm.sub %4516, %4517 : i64
    %4519 = llvm.inttoptr %4518 : i64 to !llvm.ptr
    %4520 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4521 = llvm.insertvalue %4512, %4520[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4522 = llvm.insertvalue %4519, %4521[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4523 = llvm.mlir.constant(0 : index) : i64
    %4524 = llvm.insertvalue %4523, %4522[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4525 = llvm.insertvalue %4501, %4524[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4526 = llvm.insertvalue %4502, %4525[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4527 = llvm.insertvalue %4503, %4526[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4528 = llvm.insertvalue %4505, %4527[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4529 = llvm.insertvalue %4503, %4528[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4530 = llvm.insertvalue %4504, %4529[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb676(%27 : i64)
  ^bb676(%4531: i64):  // 2 preds: ^bb675, ^bb683
    %4532 = llvm.icmp "slt" %4531, %16 : i64
    llvm.cond_br %4532, ^bb677, ^bb684
  ^bb677:  // pred: ^bb676
    llvm.br ^bb678(%27 : i64)
  ^bb678(%4533: i64):  // 2 preds: ^bb677, ^bb682
    %4534 = llvm.icmp "slt" %4533, %15 : i64
    llvm.cond_br %4534, ^bb679, ^bb683
  ^bb679:  // pred: ^bb678
    llvm.br ^bb680(%27 : i64)
  ^bb680(%4535: i64):  // 2 preds: ^bb679, ^bb681
    %4536 = llvm.icmp "slt" %4535, %14 : i64
    llvm.cond_br %4536, ^bb681, ^bb682
  ^bb681:  // pred: ^bb680
    %4537 = llvm.extractvalue %2861[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4538 = llvm.mlir.constant(256 : index) : i64
    %4539 = llvm.mul %4531, %4538 overflow<nsw, nuw> : i64
    %4540 = llvm.mlir.constant(32 : index) : i64
    %4541 = llvm.mul %4533, %4540 overflow<nsw, nuw> : i64
    %4542 = llvm.add %4539, %4541 overflow<nsw, nuw> : i64
    %4543 = llvm.add %4542, %4535 overflow<nsw, nuw> : i64
    %4544 = llvm.getelementptr inbounds|nuw %4537[%4543] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4545 = llvm.load %4544 : !llvm.ptr -> f32
    %4546 = llvm.extractvalue %4530[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4547 = llvm.mlir.constant(256 : index) : i64
    %4548 = llvm.mul %4531, %4547 overflow<nsw, nuw> : i64
    %4549 = llvm.mlir.constant(32 : index) : i64
    %4550 = llvm.mul %4533, %4549 overflow<nsw, nuw> : i64
    %4551 = llvm.add %4548, %4550 overflow<nsw, nuw> : i64
    %4552 = llvm.add %4551, %4535 overflow<nsw, nuw> : i64
    %4553 = llvm.getelementptr inbounds|nuw %4546[%4552] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4545, %4553 : f32, !llvm.ptr
    %4554 = llvm.add %4535, %16 : i64
    llvm.br ^bb680(%4554 : i64)
  ^bb682:  // pred: ^bb680
    %4555 = llvm.add %4533, %16 : i64
    llvm.br ^bb678(%4555 : i64)
  ^bb683:  // pred: ^bb678
    %4556 = llvm.add %4531, %16 : i64
    llvm.br ^bb676(%4556 : i64)
  ^bb684:  // pred: ^bb676
    llvm.br ^bb685(%27 : i64)
  ^bb685(%4557: i64):  // 2 preds: ^bb684, ^bb698
    %4558 = llvm.icmp "slt" %4557, %16 : i64
    llvm.cond_br %4558, ^bb686, ^bb699
  ^bb686:  // pred: ^bb685
    llvm.br ^bb687(%27 : i64)
  ^bb687(%4559: i64):  // 2 preds: ^bb686, ^bb697
    %4560 = llvm.icmp "slt" %4559, %15 : i64
    llvm.cond_br %4560, ^bb688, ^bb698
  ^bb688:  // pred: ^bb687
    llvm.br ^bb689(%27 : i64)
  ^bb689(%4561: i64):  // 2 preds: ^bb688, ^bb696
    %4562 = llvm.icmp "slt" %4561, %14 : i64
    llvm.cond_br %4562, ^bb690, ^bb697
  ^bb690:  // pred: ^bb689
    llvm.br ^bb691(%27 : i64)
  ^bb691(%4563: i64):  // 2 preds: ^bb690, ^bb695
    %4564 = llvm.icmp "slt" %4563, %12 : i64
    llvm.cond_br %4564, ^bb692, ^bb696
  ^bb692:  // pred: ^bb691
    llvm.br ^bb693(%27 : i64)
  ^bb693(%4565: i64):  // 2 preds: ^bb692, ^bb694
    %4566 = llvm.icmp "slt" %4565, %11 : i64
    llvm.cond_br %4566, ^bb694, ^bb695
  ^bb694:  // pred: ^bb693
    %4567 = llvm.extractvalue %2640[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4568 = llvm.mlir.constant(256 : index) : i64
    %4569 = llvm.mul %4557, %4568 overflow<nsw, nuw> : i64
    %4570 = llvm.mlir.constant(128 : index) : i64
    %4571 = llvm.mul %4563, %4570 overflow<nsw, nuw> : i64
    %4572 = llvm.add %4569, %4571 overflow<nsw, nuw> : i64
    %4573 = llvm.mlir.constant(16 : index) : i64
    %4574 = llvm.mul %4559, %4573 overflow<nsw, nuw> : i64
    %4575 = llvm.add %4572, %4574 overflow<nsw, nuw> : i64
    %4576 = llvm.add %4575, %4565 overflow<nsw, nuw> : i64
    %4577 = llvm.getelementptr inbounds|nuw %4567[%4576] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4578 = llvm.load %4577 : !llvm.ptr -> f32
    %4579 = llvm.extractvalue %4500[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4580 = llvm.mlir.constant(512 : index) : i64
    %4581 = llvm.mul %4563, %4580 overflow<nsw, nuw> : i64
    %4582 = llvm.mlir.constant(32 : index) : i64
    %4583 = llvm.mul %4565, %4582 overflow<nsw, nuw> : i64
    %4584 = llvm.add %4581, %4583 overflow<nsw, nuw> : i64
    %4585 = llvm.add %4584, %4561 overflow<nsw, nuw> : i64
    %4586 = llvm.getelementptr inbounds|nuw %4579[%4585] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4587 = llvm.load %4586 : !llvm.ptr -> f32
    %4588 = llvm.extractvalue %4530[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4589 = llvm.mlir.constant(256 : index) : i64
    %4590 = llvm.mul %4557, %4589 overflow<nsw, nuw> : i64
    %4591 = llvm.mlir.constant(32 : index) : i64
    %4592 = llvm.mul %4559, %4591 overflow<nsw, nuw> : i64
    %4593 = llvm.add %4590, %4592 overflow<nsw, nuw> : i64
    %4594 = llvm.add %4593, %4561 overflow<nsw, nuw> : i64
    %4595 = llvm.getelementptr inbounds|nuw %4588[%4594] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4596 = llvm.load %4595 : !llvm.ptr -> f32
    %4597 = llvm.fmul %4578, %4587 : f32
    %4598 = llvm.fadd %4596, %4597 : f32
    %4599 = llvm.extractvalue %4530[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4600 = llvm.mlir.constant(256 : index) : i64
    %4601 = llvm.mul %4557, %4600 overflow<nsw, nuw> : i64
    %4602 = llvm.mlir.constant(32 : index) : i64
    %4603 = llvm.mul %4559, %4602 overflow<nsw, nuw> : i64
    %4604 = llvm.add %4601, %4603 overflow<nsw, nuw> : i64
    %4605 = llvm.add %4604, %4561 overflow<nsw, nuw> : i64
    %4606 = llvm.getelementptr inbounds|nuw %4599[%4605] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4598, %4606 : f32, !llvm.ptr
    %4607 = llvm.add %4565, %16 : i64
    llvm.br ^bb693(%4607 : i64)
  ^bb695:  // pred: ^bb693
    %4608 = llvm.add %4563, %16 : i64
    llvm.br ^bb691(%4608 : i64)
  ^bb696:  // pred: ^bb691
    %4609 = llvm.add %4561, %16 : i64
    llvm.br ^bb689(%4609 : i64)
  ^bb697:  // pred: ^bb689
    %4610 = llvm.add %4559, %16 : i64
    llvm.br ^bb687(%4610 : i64)
  ^bb698:  // pred: ^bb687
    %4611 = llvm.add %4557, %16 : i64
    llvm.br ^bb685(%4611 : i64)
  ^bb699:  // pred: ^bb685
    llvm.br ^bb700(%27 : i64)
  ^bb700(%4612: i64):  // 2 preds: ^bb699, ^bb707
    %4613 = llvm.icmp "slt" %4612, %16 : i64
    llvm.cond_br %4613, ^bb701, ^bb708
  ^bb701:  // pred: ^bb700
    llvm.br ^bb702(%27 : i64)
  ^bb702(%4614: i64):  // 2 preds: ^bb701, ^bb706
    %4615 = llvm.icmp "slt" %4614, %15 : i64
    llvm.cond_br %4615, ^bb703, ^bb707
  ^bb703:  // pred: ^bb702
    llvm.br ^bb704(%27 : i64)
  ^bb704(%4616: i64):  // 2 preds: ^bb703, ^bb705
    %4617 = llvm.icmp "slt" %4616, %14 : i64
    llvm.cond_br %4617, ^bb705, ^bb706
  ^bb705:  // pred: ^bb704
    %4618 = llvm.extractvalue %4530[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4619 = llvm.mlir.constant(256 : index) : i64
    %4620 = llvm.mul %4612, %4619 overflow<nsw, nuw> : i64
    %4621 = llvm.mlir.constant(32 : index) : i64
    %4622 = llvm.mul %4614, %4621 overflow<nsw, nuw> : i64
    %4623 = llvm.add %4620, %4622 overflow<nsw, nuw> : i64
    %4624 = llvm.add %4623, %4616 overflow<nsw, nuw> : i64
    %4625 = llvm.getelementptr inbounds|nuw %4618[%4624] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4626 = llvm.load %4625 : !llvm.ptr -> f32
    %4627 = llvm.extractvalue %184[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4628 = llvm.getelementptr inbounds|nuw %4627[%4616] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4629 = llvm.load %4628 : !llvm.ptr -> f32
    %4630 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4631 = llvm.mlir.constant(256 : index) : i64
    %4632 = llvm.mul %4612, %4631 overflow<nsw, nuw> : i64
    %4633 = llvm.mlir.constant(32 : index) : i64
    %4634 = llvm.mul %4614, %4633 overflow<nsw, nuw> : i64
    %4635 = llvm.add %4632, %4634 overflow<nsw, nuw> : i64
    %4636 = llvm.add %4635, %4616 overflow<nsw, nuw> : i64
    %4637 = llvm.getelementptr inbounds|nuw %4630[%4636] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4638 = llvm.load %4637 : !llvm.ptr -> f32
    %4639 = llvm.fadd %4626, %4629 : f32
    %4640 = llvm.fadd %4639, %4638 : f32
    %4641 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4642 = llvm.mlir.constant(256 : index) : i64
    %4643 = llvm.mul %4612, %4642 overflow<nsw, nuw> : i64
    %4644 = llvm.mlir.constant(32 : index) : i64
    %4645 = llvm.mul %4614, %4644 overflow<nsw, nuw> : i64
    %4646 = llvm.add %4643, %4645 overflow<nsw, nuw> : i64
    %4647 = llvm.add %4646, %4616 overflow<nsw, nuw> : i64
    %4648 = llvm.getelementptr inbounds|nuw %4641[%4647] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4640, %4648 : f32, !llvm.ptr
    %4649 = llvm.add %4616, %16 : i64
    llvm.br ^bb704(%4649 : i64)
  ^bb706:  // pred: ^bb704
    %4650 = llvm.add %4614, %16 : i64
    llvm.br ^bb702(%4650 : i64)
  ^bb707:  // pred: ^bb702
    %4651 = llvm.add %4612, %16 : i64
    llvm.br ^bb700(%4651 : i64)
  ^bb708:  // pred: ^bb700
    llvm.br ^bb709(%27 : i64)
  ^bb709(%4652: i64):  // 2 preds: ^bb708, ^bb716
    %4653 = llvm.icmp "slt" %4652, %16 : i64
    llvm.cond_br %4653, ^bb710, ^bb717
  ^bb710:  // pred: ^bb709
    llvm.br ^bb711(%27 : i64)
  ^bb711(%4654: i64):  // 2 preds: ^bb710, ^bb715
    %4655 = llvm.icmp "slt" %4654, %15 : i64
    llvm.cond_br %4655, ^bb712, ^bb716
  ^bb712:  // pred: ^bb711
    llvm.br ^bb713(%27 : i64)
  ^bb713(%4656: i64):  // 2 preds: ^bb712, ^bb714
    %4657 = llvm.icmp "slt" %4656, %14 : i64
    llvm.cond_br %4657, ^bb714, ^bb715
  ^bb714:  // pred: ^bb713
    %4658 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4659 = llvm.mlir.constant(256 : index) : i64
    %4660 = llvm.mul %4652, %4659 overflow<nsw, nuw> : i64
    %4661 = llvm.mlir.constant(32 : index) : i64
    %4662 = llvm.mul %4654, %4661 overflow<nsw, nuw> : i64
    %4663 = llvm.add %4660, %4662 overflow<nsw, nuw> : i64
    %4664 = llvm.add %4663, %4656 overflow<nsw, nuw> : i64
    %4665 = llvm.getelementptr inbounds|nuw %4658[%4664] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4666 = llvm.load %4665 : !llvm.ptr -> f32
    %4667 = llvm.fpext %4666 : f32 to f64
    %4668 = llvm.extractvalue %1169[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4669 = llvm.mlir.constant(256 : index) : i64
    %4670 = llvm.mul %4652, %4669 overflow<nsw, nuw> : i64
    %4671 = llvm.mlir.constant(32 : index) : i64
    %4672 = llvm.mul %4654, %4671 overflow<nsw, nuw> : i64
    %4673 = llvm.add %4670, %4672 overflow<nsw, nuw> : i64
    %4674 = llvm.add %4673, %4656 overflow<nsw, nuw> : i64
    %4675 = llvm.getelementptr inbounds|nuw %4668[%4674] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4667, %4675 : f64, !llvm.ptr
    %4676 = llvm.add %4656, %16 : i64
    llvm.br ^bb713(%4676 : i64)
  ^bb715:  // pred: ^bb713
    %4677 = llvm.add %4654, %16 : i64
    llvm.br ^bb711(%4677 : i64)
  ^bb716:  // pred: ^bb711
    %4678 = llvm.add %4652, %16 : i64
    llvm.br ^bb709(%4678 : i64)
  ^bb717:  // pred: ^bb709
    %4679 = llvm.mlir.constant(1 : index) : i64
    %4680 = llvm.mlir.constant(8 : index) : i64
    %4681 = llvm.mlir.constant(1 : index) : i64
    %4682 = llvm.mlir.constant(1 : index) : i64
    %4683 = llvm.mlir.constant(8 : index) : i64
    %4684 = llvm.mlir.zero : !llvm.ptr
    %4685 = llvm.getelementptr %4684[%4683] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4686 = llvm.ptrtoint %4685 : !llvm.ptr to i64
    %4687 = llvm.mlir.constant(64 : index) : i64
    %4688 = llvm.add %4686, %4687 : i64
    %4689 = llvm.call @malloc(%4688) : (i64) -> !llvm.ptr
    %4690 = llvm.ptrtoint %4689 : !llvm.ptr to i64
    %4691 = llvm.mlir.constant(1 : index) : i64
    %4692 = llvm.sub %4687, %4691 : i64
    %4693 = llvm.add %4690, %4692 : i64
    %4694 = llvm.urem %4693, %4687 : i64
    %4695 = llvm.sub %4693, %4694 : i64
    %4696 = llvm.inttoptr %4695 : i64 to !llvm.ptr
    %4697 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4698 = llvm.insertvalue %4689, %4697[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4699 = llvm.insertvalue %4696, %4698[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4700 = llvm.mlir.constant(0 : index) : i64
    %4701 = llvm.insertvalue %4700, %4699[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4702 = llvm.insertvalue %4679, %4701[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4703 = llvm.insertvalue %4680, %4702[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4704 = llvm.insertvalue %4681, %4703[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4705 = llvm.insertvalue %4680, %4704[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4706 = llvm.insertvalue %4681, %4705[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4707 = llvm.insertvalue %4682, %4706[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb718(%27 : i64)
  ^bb718(%4708: i64):  // 2 preds: ^bb717, ^bb725
    %4709 = llvm.icmp "slt" %4708, %16 : i64
    llvm.cond_br %4709, ^bb719, ^bb726
  ^bb719:  // pred: ^bb718
    llvm.br ^bb720(%27 : i64)
  ^bb720(%4710: i64):  // 2 preds: ^bb719, ^bb724
    %4711 = llvm.icmp "slt" %4710, %15 : i64
    llvm.cond_br %4711, ^bb721, ^bb725
  ^bb721:  // pred: ^bb720
    llvm.br ^bb722(%27 : i64)
  ^bb722(%4712: i64):  // 2 preds: ^bb721, ^bb723
    %4713 = llvm.icmp "slt" %4712, %16 : i64
    llvm.cond_br %4713, ^bb723, ^bb724
  ^bb723:  // pred: ^bb722
    %4714 = llvm.extractvalue %1225[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4715 = llvm.mlir.constant(8 : index) : i64
    %4716 = llvm.mul %4708, %4715 overflow<nsw, nuw> : i64
    %4717 = llvm.add %4716, %4710 overflow<nsw, nuw> : i64
    %4718 = llvm.add %4717, %4712 overflow<nsw, nuw> : i64
    %4719 = llvm.getelementptr inbounds|nuw %4714[%4718] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4720 = llvm.load %4719 : !llvm.ptr -> f64
    %4721 = llvm.extractvalue %4707[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4722 = llvm.mlir.constant(8 : index) : i64
    %4723 = llvm.mul %4708, %4722 overflow<nsw, nuw> : i64
    %4724 = llvm.add %4723, %4710 overflow<nsw, nuw> : i64
    %4725 = llvm.add %4724, %4712 overflow<nsw, nuw> : i64
    %4726 = llvm.getelementptr inbounds|nuw %4721[%4725] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4720, %4726 : f64, !llvm.ptr
    %4727 = llvm.add %4712, %16 : i64
    llvm.br ^bb722(%4727 : i64)
  ^bb724:  // pred: ^bb722
    %4728 = llvm.add %4710, %16 : i64
    llvm.br ^bb720(%4728 : i64)
  ^bb725:  // pred: ^bb720
    %4729 = llvm.add %4708, %16 : i64
    llvm.br ^bb718(%4729 : i64)
  ^bb726:  // pred: ^bb718
    llvm.br ^bb727(%27 : i64)
  ^bb727(%4730: i64):  // 2 preds: ^bb726, ^bb734
    %4731 = llvm.icmp "slt" %4730, %16 : i64
    llvm.cond_br %4731, ^bb728, ^bb735
  ^bb728:  // pred: ^bb727
    llvm.br ^bb729(%27 : i64)
  ^bb729(%4732: i64):  // 2 preds: ^bb728, ^bb733
    %4733 = llvm.icmp "slt" %4732, %15 : i64
    llvm.cond_br %4733, ^bb730, ^bb734
  ^bb730:  // pred: ^bb729
    llvm.br ^bb731(%27 : i64)
  ^bb731(%4734: i64):  // 2 preds: ^bb730, ^bb732
    %4735 = llvm.icmp "slt" %4734, %14 : i64
    llvm.cond_br %4735, ^bb732, ^bb733
  ^bb732:  // pred: ^bb731
    %4736 = llvm.extractvalue %1169[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4737 = llvm.mlir.constant(256 : index) : i64
    %4738 = llvm.mul %4730, %4737 overflow<nsw, nuw> : i64
    %4739 = llvm.mlir.constant(32 : index) : i64
    %4740 = llvm.mul %4732, %4739 overflow<nsw, nuw> : i64
    %4741 = llvm.add %4738, %4740 overflow<nsw, nuw> : i64
    %4742 = llvm.add %4741, %4734 overflow<nsw, nuw> : i64
    %4743 = llvm.getelementptr inbounds|nuw %4736[%4742] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4744 = llvm.load %4743 : !llvm.ptr -> f64
    %4745 = llvm.extractvalue %4707[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4746 = llvm.mlir.constant(8 : index) : i64
    %4747 = llvm.mul %4730, %4746 overflow<nsw, nuw> : i64
    %4748 = llvm.add %4747, %4732 overflow<nsw, nuw> : i64
    %4749 = llvm.add %4748, %27 overflow<nsw, nuw> : i64
    %4750 = llvm.getelementptr inbounds|nuw %4745[%4749] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4751 = llvm.load %4750 : !llvm.ptr -> f64
    %4752 = llvm.fadd %4744, %4751 : f64
    %4753 = llvm.extractvalue %4707[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4754 = llvm.mlir.constant(8 : index) : i64
    %4755 = llvm.mul %4730, %4754 overflow<nsw, nuw> : i64
    %4756 = llvm.add %4755, %4732 overflow<nsw, nuw> : i64
    %4757 = llvm.add %4756, %27 overflow<nsw, nuw> : i64
    %4758 = llvm.getelementptr inbounds|nuw %4753[%4757] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4752, %4758 : f64, !llvm.ptr
    %4759 = llvm.add %4734, %16 : i64
    llvm.br ^bb731(%4759 : i64)
  ^bb733:  // pred: ^bb731
    %4760 = llvm.add %4732, %16 : i64
    llvm.br ^bb729(%4760 : i64)
  ^bb734:  // pred: ^bb729
    %4761 = llvm.add %4730, %16 : i64
    llvm.br ^bb727(%4761 : i64)
  ^bb735:  // pred: ^bb727
    %4762 = llvm.mlir.constant(1 : index) : i64
    %4763 = llvm.mlir.constant(8 : index) : i64
    %4764 = llvm.mlir.constant(1 : index) : i64
    %4765 = llvm.mlir.constant(1 : index) : i64
    %4766 = llvm.mlir.constant(8 : index) : i64
    %4767 = llvm.mlir.zero : !llvm.ptr
    %4768 = llvm.getelementptr %4767[%4766] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4769 = llvm.ptrtoint %4768 : !llvm.ptr to i64
    %4770 = llvm.mlir.constant(64 : index) : i64
    %4771 = llvm.add %4769, %4770 : i64
    %4772 = llvm.call @malloc(%4771) : (i64) -> !llvm.ptr
    %4773 = llvm.ptrtoint %4772 : !llvm.ptr to i64
    %4774 = llvm.mlir.constant(1 : index) : i64
    %4775 = llvm.sub %4770, %4774 : i64
    %4776 = llvm.add %4773, %4775 : i64
    %4777 = llvm.urem %4776, %4770 : i64
    %4778 = llvm.sub %4776, %4777 : i64
    %4779 = llvm.inttoptr %4778 : i64 to !llvm.ptr
    %4780 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4781 = llvm.insertvalue %4772, %4780[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4782 = llvm.insertvalue %4779, %4781[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4783 = llvm.mlir.constant(0 : index) : i64
    %4784 = llvm.insertvalue %4783, %4782[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4785 = llvm.insertvalue %4762, %4784[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4786 = llvm.insertvalue %4763, %4785[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4787 = llvm.insertvalue %4764, %4786[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4788 = llvm.insertvalue %4763, %4787[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4789 = llvm.insertvalue %4764, %4788[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4790 = llvm.insertvalue %4765, %4789[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb736(%27 : i64)
  ^bb736(%4791: i64):  // 2 preds: ^bb735, ^bb743
    %4792 = llvm.icmp "slt" %4791, %16 : i64
    llvm.cond_br %4792, ^bb737, ^bb744
  ^bb737:  // pred: ^bb736
    llvm.br ^bb738(%27 : i64)
  ^bb738(%4793: i64):  // 2 preds: ^bb737, ^bb742
    %4794 = llvm.icmp "slt" %4793, %15 : i64
    llvm.cond_br %4794, ^bb739, ^bb743
  ^bb739:  // pred: ^bb738
    llvm.br ^bb740(%27 : i64)
  ^bb740(%4795: i64):  // 2 preds: ^bb739, ^bb741
    %4796 = llvm.icmp "slt" %4795, %16 : i64
    llvm.cond_br %4796, ^bb741, ^bb742
  ^bb741:  // pred: ^bb740
    %4797 = llvm.extractvalue %1225[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4798 = llvm.mlir.constant(8 : index) : i64
    %4799 = llvm.mul %4791, %4798 overflow<nsw, nuw> : i64
    %4800 = llvm.add %4799, %4793 overflow<nsw, nuw> : i64
    %4801 = llvm.add %4800, %4795 overflow<nsw, nuw> : i64
    %4802 = llvm.getelementptr inbounds|nuw %4797[%4801] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4803 = llvm.load %4802 : !llvm.ptr -> f64
    %4804 = llvm.extractvalue %4790[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4805 = llvm.mlir.constant(8 : index) : i64
    %4806 = llvm.mul %4791, %4805 overflow<nsw, nuw> : i64
    %4807 = llvm.add %4806, %4793 overflow<nsw, nuw> : i64
    %4808 = llvm.add %4807, %4795 overflow<nsw, nuw> : i64
    %4809 = llvm.getelementptr inbounds|nuw %4804[%4808] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4803, %4809 : f64, !llvm.ptr
    %4810 = llvm.add %4795, %16 : i64
    llvm.br ^bb740(%4810 : i64)
  ^bb742:  // pred: ^bb740
    %4811 = llvm.add %4793, %16 : i64
    llvm.br ^bb738(%4811 : i64)
  ^bb743:  // pred: ^bb738
    %4812 = llvm.add %4791, %16 : i64
    llvm.br ^bb736(%4812 : i64)
  ^bb744:  // pred: ^bb736
    llvm.br ^bb745(%27 : i64)
  ^bb745(%4813: i64):  // 2 preds: ^bb744, ^bb752
    %4814 = llvm.icmp "slt" %4813, %16 : i64
    llvm.cond_br %4814, ^bb746, ^bb753
  ^bb746:  // pred: ^bb745
    llvm.br ^bb747(%27 : i64)
  ^bb747(%4815: i64):  // 2 preds: ^bb746, ^bb751
    %4816 = llvm.icmp "slt" %4815, %15 : i64
    llvm.cond_br %4816, ^bb748, ^bb752
  ^bb748:  // pred: ^bb747
    llvm.br ^bb749(%27 : i64)
  ^bb749(%4817: i64):  // 2 preds: ^bb748, ^bb750
    %4818 = llvm.icmp "slt" %4817, %14 : i64
    llvm.cond_br %4818, ^bb750, ^bb751
  ^bb750:  // pred: ^bb749
    %4819 = llvm.extractvalue %1169[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4820 = llvm.mlir.constant(256 : index) : i64
    %4821 = llvm.mul %4813, %4820 overflow<nsw, nuw> : i64
    %4822 = llvm.mlir.constant(32 : index) : i64
    %4823 = llvm.mul %4815, %4822 overflow<nsw, nuw> : i64
    %4824 = llvm.add %4821, %4823 overflow<nsw, nuw> : i64
    %4825 = llvm.add %4824, %4817 overflow<nsw, nuw> : i64
    %4826 = llvm.getelementptr inbounds|nuw %4819[%4825] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4827 = llvm.load %4826 : !llvm.ptr -> f64
    %4828 = llvm.extractvalue %4707[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4829 = llvm.mlir.constant(8 : index) : i64
    %4830 = llvm.mul %4813, %4829 overflow<nsw, nuw> : i64
    %4831 = llvm.add %4830, %4815 overflow<nsw, nuw> : i64
    %4832 = llvm.add %4831, %27 overflow<nsw, nuw> : i64
    %4833 = llvm.getelementptr inbounds|nuw %4828[%4832] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4834 = llvm.load %4833 : !llvm.ptr -> f64
    %4835 = llvm.extractvalue %4790[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4836 = llvm.mlir.constant(8 : index) : i64
    %4837 = llvm.mul %4813, %4836 overflow<nsw, nuw> : i64
    %4838 = llvm.add %4837, %4815 overflow<nsw, nuw> : i64
    %4839 = llvm.add %4838, %27 overflow<nsw, nuw> : i64
    %4840 = llvm.getelementptr inbounds|nuw %4835[%4839] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4841 = llvm.load %4840 : !llvm.ptr -> f64
    %4842 = llvm.fdiv %4834, %21 : f64
    %4843 = llvm.fsub %4827, %4842 : f64
    %4844 = llvm.fmul %4843, %4843 : f64
    %4845 = llvm.fadd %4844, %4841 : f64
    %4846 = llvm.extractvalue %4790[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4847 = llvm.mlir.constant(8 : index) : i64
    %4848 = llvm.mul %4813, %4847 overflow<nsw, nuw> : i64
    %4849 = llvm.add %4848, %4815 overflow<nsw, nuw> : i64
    %4850 = llvm.add %4849, %27 overflow<nsw, nuw> : i64
    %4851 = llvm.getelementptr inbounds|nuw %4846[%4850] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4845, %4851 : f64, !llvm.ptr
    %4852 = llvm.add %4817, %16 : i64
    llvm.br ^bb749(%4852 : i64)
  ^bb751:  // pred: ^bb749
    %4853 = llvm.add %4815, %16 : i64
    llvm.br ^bb747(%4853 : i64)
  ^bb752:  // pred: ^bb747
    %4854 = llvm.add %4813, %16 : i64
    llvm.br ^bb745(%4854 : i64)
  ^bb753:  // pred: ^bb745
    %4855 = llvm.mlir.constant(1 : index) : i64
    %4856 = llvm.mlir.constant(8 : index) : i64
    %4857 = llvm.mlir.constant(1 : index) : i64
    %4858 = llvm.mlir.constant(1 : index) : i64
    %4859 = llvm.mlir.constant(8 : index) : i64
    %4860 = llvm.mlir.zero : !llvm.ptr
    %4861 = llvm.getelementptr %4860[%4859] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4862 = llvm.ptrtoint %4861 : !llvm.ptr to i64
    %4863 = llvm.mlir.constant(64 : index) : i64
    %4864 = llvm.add %4862, %4863 : i64
    %4865 = llvm.call @malloc(%4864) : (i64) -> !llvm.ptr
    %4866 = llvm.ptrtoint %4865 : !llvm.ptr to i64
    %4867 = llvm.mlir.constant(1 : index) : i64
    %4868 = llvm.sub %4863, %4867 : i64
    %4869 = llvm.add %4866, %4868 : i64
    %4870 = llvm.urem %4869, %4863 : i64
    %4871 = llvm.sub %4869, %4870 : i64
    %4872 = llvm.inttoptr %4871 : i64 to !llvm.ptr
    %4873 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4874 = llvm.insertvalue %4865, %4873[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4875 = llvm.insertvalue %4872, %4874[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4876 = llvm.mlir.constant(0 : index) : i64
    %4877 = llvm.insertvalue %4876, %4875[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4878 = llvm.insertvalue %4855, %4877[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4879 = llvm.insertvalue %4856, %4878[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4880 = llvm.insertvalue %4857, %4879[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4881 = llvm.insertvalue %4856, %4880[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4882 = llvm.insertvalue %4857, %4881[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4883 = llvm.insertvalue %4858, %4882[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb754(%27 : i64)
  ^bb754(%4884: i64):  // 2 preds: ^bb753, ^bb761
    %4885 = llvm.icmp "slt" %4884, %16 : i64
    llvm.cond_br %4885, ^bb755, ^bb762
  ^bb755:  // pred: ^bb754
    llvm.br ^bb756(%27 : i64)
  ^bb756(%4886: i64):  // 2 preds: ^bb755, ^bb760
    %4887 = llvm.icmp "slt" %4886, %15 : i64
    llvm.cond_br %4887, ^bb757, ^bb761
  ^bb757:  // pred: ^bb756
    llvm.br ^bb758(%27 : i64)
  ^bb758(%4888: i64):  // 2 preds: ^bb757, ^bb759
    %4889 = llvm.icmp "slt" %4888, %16 : i64
    llvm.cond_br %4889, ^bb759, ^bb760
  ^bb759:  // pred: ^bb758
    %4890 = llvm.extractvalue %1445[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4891 = llvm.mlir.constant(8 : index) : i64
    %4892 = llvm.mul %4884, %4891 overflow<nsw, nuw> : i64
    %4893 = llvm.add %4892, %4886 overflow<nsw, nuw> : i64
    %4894 = llvm.add %4893, %4888 overflow<nsw, nuw> : i64
    %4895 = llvm.getelementptr inbounds|nuw %4890[%4894] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4896 = llvm.load %4895 : !llvm.ptr -> f32
    %4897 = llvm.extractvalue %4883[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4898 = llvm.mlir.constant(8 : index) : i64
    %4899 = llvm.mul %4884, %4898 overflow<nsw, nuw> : i64
    %4900 = llvm.add %4899, %4886 overflow<nsw, nuw> : i64
    %4901 = llvm.add %4900, %4888 overflow<nsw, nuw> : i64
    %4902 = llvm.getelementptr inbounds|nuw %4897[%4901] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4896, %4902 : f32, !llvm.ptr
    %4903 = llvm.add %4888, %16 : i64
    llvm.br ^bb758(%4903 : i64)
  ^bb760:  // pred: ^bb758
    %4904 = llvm.add %4886, %16 : i64
    llvm.br ^bb756(%4904 : i64)
  ^bb761:  // pred: ^bb756
    %4905 = llvm.add %4884, %16 : i64
    llvm.br ^bb754(%4905 : i64)
  ^bb762:  // pred: ^bb754
    llvm.br ^bb763(%27 : i64)
  ^bb763(%4906: i64):  // 2 preds: ^bb762, ^bb770
    %4907 = llvm.icmp "slt" %4906, %16 : i64
    llvm.cond_br %4907, ^bb764, ^bb771
  ^bb764:  // pred: ^bb763
    llvm.br ^bb765(%27 : i64)
  ^bb765(%4908: i64):  // 2 preds: ^bb764, ^bb769
    %4909 = llvm.icmp "slt" %4908, %15 : i64
    llvm.cond_br %4909, ^bb766, ^bb770
  ^bb766:  // pred: ^bb765
    llvm.br ^bb767(%27 : i64)
  ^bb767(%4910: i64):  // 2 preds: ^bb766, ^bb768
    %4911 = llvm.icmp "slt" %4910, %14 : i64
    llvm.cond_br %4911, ^bb768, ^bb769
  ^bb768:  // pred: ^bb767
    %4912 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4913 = llvm.mlir.constant(256 : index) : i64
    %4914 = llvm.mul %4906, %4913 overflow<nsw, nuw> : i64
    %4915 = llvm.mlir.constant(32 : index) : i64
    %4916 = llvm.mul %4908, %4915 overflow<nsw, nuw> : i64
    %4917 = llvm.add %4914, %4916 overflow<nsw, nuw> : i64
    %4918 = llvm.add %4917, %4910 overflow<nsw, nuw> : i64
    %4919 = llvm.getelementptr inbounds|nuw %4912[%4918] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4920 = llvm.load %4919 : !llvm.ptr -> f32
    %4921 = llvm.extractvalue %4883[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4922 = llvm.mlir.constant(8 : index) : i64
    %4923 = llvm.mul %4906, %4922 overflow<nsw, nuw> : i64
    %4924 = llvm.add %4923, %4908 overflow<nsw, nuw> : i64
    %4925 = llvm.add %4924, %27 overflow<nsw, nuw> : i64
    %4926 = llvm.getelementptr inbounds|nuw %4921[%4925] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4927 = llvm.load %4926 : !llvm.ptr -> f32
    %4928 = llvm.fadd %4920, %4927 : f32
    %4929 = llvm.extractvalue %4883[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4930 = llvm.mlir.constant(8 : index) : i64
    %4931 = llvm.mul %4906, %4930 overflow<nsw, nuw> : i64
    %4932 = llvm.add %4931, %4908 overflow<nsw, nuw> : i64
    %4933 = llvm.add %4932, %27 overflow<nsw, nuw> : i64
    %4934 = llvm.getelementptr inbounds|nuw %4929[%4933] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4928, %4934 : f32, !llvm.ptr
    %4935 = llvm.add %4910, %16 : i64
    llvm.br ^bb767(%4935 : i64)
  ^bb769:  // pred: ^bb767
    %4936 = llvm.add %4908, %16 : i64
    llvm.br ^bb765(%4936 : i64)
  ^bb770:  // pred: ^bb765
    %4937 = llvm.add %4906, %16 : i64
    llvm.br ^bb763(%4937 : i64)
  ^bb771:  // pred: ^bb763
    llvm.br ^bb772(%27 : i64)
  ^bb772(%4938: i64):  // 2 preds: ^bb771, ^bb782
    %4939 = llvm.icmp "slt" %4938, %16 : i64
    llvm.cond_br %4939, ^bb773, ^bb783
  ^bb773:  // pred: ^bb772
    llvm.br ^bb774(%27 : i64)
  ^bb774(%4940: i64):  // 2 preds: ^bb773, ^bb781
    %4941 = llvm.icmp "slt" %4940, %15 : i64
    llvm.cond_br %4941, ^bb775, ^bb782
  ^bb775:  // pred: ^bb774
    llvm.br ^bb776(%27 : i64)
  ^bb776(%4942: i64):  // 2 preds: ^bb775, ^bb780
    %4943 = llvm.icmp "slt" %4942, %10 : i64
    llvm.cond_br %4943, ^bb777, ^bb781
  ^bb777:  // pred: ^bb776
    llvm.br ^bb778(%27 : i64)
  ^bb778(%4944: i64):  // 2 preds: ^bb777, ^bb779
    %4945 = llvm.icmp "slt" %4944, %14 : i64
    llvm.cond_br %4945, ^bb779, ^bb780
  ^bb779:  // pred: ^bb778
    %4946 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4947 = llvm.mlir.constant(256 : index) : i64
    %4948 = llvm.mul %4938, %4947 overflow<nsw, nuw> : i64
    %4949 = llvm.mlir.constant(32 : index) : i64
    %4950 = llvm.mul %4940, %4949 overflow<nsw, nuw> : i64
    %4951 = llvm.add %4948, %4950 overflow<nsw, nuw> : i64
    %4952 = llvm.add %4951, %4944 overflow<nsw, nuw> : i64
    %4953 = llvm.getelementptr inbounds|nuw %4946[%4952] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4954 = llvm.load %4953 : !llvm.ptr -> f32
    %4955 = llvm.extractvalue %4883[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4956 = llvm.mlir.constant(8 : index) : i64
    %4957 = llvm.mul %4938, %4956 overflow<nsw, nuw> : i64
    %4958 = llvm.add %4957, %4940 overflow<nsw, nuw> : i64
    %4959 = llvm.add %4958, %27 overflow<nsw, nuw> : i64
    %4960 = llvm.getelementptr inbounds|nuw %4955[%4959] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4961 = llvm.load %4960 : !llvm.ptr -> f32
    %4962 = llvm.extractvalue %4790[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4963 = llvm.mlir.constant(8 : index) : i64
    %4964 = llvm.mul %4938, %4963 overflow<nsw, nuw> : i64
    %4965 = llvm.add %4964, %4940 overflow<nsw, nuw> : i64
    %4966 = llvm.add %4965, %27 overflow<nsw, nuw> : i64
    %4967 = llvm.getelementptr inbounds|nuw %4962[%4966] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4968 = llvm.load %4967 : !llvm.ptr -> f64
    %4969 = llvm.extractvalue %168[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4970 = llvm.getelementptr inbounds|nuw %4969[%4944] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4971 = llvm.load %4970 : !llvm.ptr -> f32
    %4972 = llvm.extractvalue %152[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4973 = llvm.getelementptr inbounds|nuw %4972[%4944] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4974 = llvm.load %4973 : !llvm.ptr -> f32
    %4975 = llvm.extractvalue %136[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4976 = llvm.mlir.constant(128 : index) : i64
    %4977 = llvm.mul %4944, %4976 overflow<nsw, nuw> : i64
    %4978 = llvm.add %4977, %4942 overflow<nsw, nuw> : i64
    %4979 = llvm.getelementptr inbounds|nuw %4975[%4978] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4980 = llvm.load %4979 : !llvm.ptr -> f32
    %4981 = llvm.extractvalue %3354[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4982 = llvm.mlir.constant(1024 : index) : i64
    %4983 = llvm.mul %4938, %4982 overflow<nsw, nuw> : i64
    %4984 = llvm.mlir.constant(128 : index) : i64
    %4985 = llvm.mul %4940, %4984 overflow<nsw, nuw> : i64
    %4986 = llvm.add %4983, %4985 overflow<nsw, nuw> : i64
    %4987 = llvm.add %4986, %4942 overflow<nsw, nuw> : i64
    %4988 = llvm.getelementptr inbounds|nuw %4981[%4987] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4989 = llvm.load %4988 : !llvm.ptr -> f32
    %4990 = llvm.fdiv %4968, %21 : f64
    %4991 = llvm.fptrunc %4990 : f64 to f32
    %4992 = llvm.fptrunc %22 : f64 to f32
    %4993 = llvm.fadd %4991, %4992 : f32
    %4994 = llvm.intr.sqrt(%4993) : (f32) -> f32
    %4995 = llvm.fdiv %17, %4994 : f32
    %4996 = llvm.fdiv %4961, %20 : f32
    %4997 = llvm.fsub %4954, %4996 : f32
    %4998 = llvm.fmul %4997, %4995 : f32
    %4999 = llvm.fmul %4998, %4971 : f32
    %5000 = llvm.fadd %4999, %4974 : f32
    %5001 = llvm.fmul %5000, %4980 : f32
    %5002 = llvm.fadd %4989, %5001 : f32
    %5003 = llvm.extractvalue %3354[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5004 = llvm.mlir.constant(1024 : index) : i64
    %5005 = llvm.mul %4938, %5004 overflow<nsw, nuw> : i64
    %5006 = llvm.mlir.constant(128 : index) : i64
    %5007 = llvm.mul %4940, %5006 overflow<nsw, nuw> : i64
    %5008 = llvm.add %5005, %5007 overflow<nsw, nuw> : i64
    %5009 = llvm.add %5008, %4942 overflow<nsw, nuw> : i64
    %5010 = llvm.getelementptr inbounds|nuw %5003[%5009] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5002, %5010 : f32, !llvm.ptr
    %5011 = llvm.add %4944, %16 : i64
    llvm.br ^bb778(%5011 : i64)
  ^bb780:  // pred: ^bb778
    %5012 = llvm.add %4942, %16 : i64
    llvm.br ^bb776(%5012 : i64)
  ^bb781:  // pred: ^bb776
    %5013 = llvm.add %4940, %16 : i64
    llvm.br ^bb774(%5013 : i64)
  ^bb782:  // pred: ^bb774
    %5014 = llvm.add %4938, %16 : i64
    llvm.br ^bb772(%5014 : i64)
  ^bb783:  // pred: ^bb772
    llvm.br ^bb784(%27 : i64)
  ^bb784(%5015: i64):  // 2 preds: ^bb783, ^bb794
    %5016 = llvm.icmp "slt" %5015, %16 : i64
    llvm.cond_br %5016, ^bb785, ^bb795
  ^bb785:  // pred: ^bb784
    llvm.br ^bb786(%27 : i64)
  ^bb786(%5017: i64):  // 2 preds: ^bb785, ^bb793
    %5018 = llvm.icmp "slt" %5017, %15 : i64
    llvm.cond_br %5018, ^bb787, ^bb794
  ^bb787:  // pred: ^bb786
    llvm.br ^bb788(%27 : i64)
  ^bb788(%5019: i64):  // 2 preds: ^bb787, ^bb792
    %5020 = llvm.icmp "slt" %5019, %14 : i64
    llvm.cond_br %5020, ^bb789, ^bb793
  ^bb789:  // pred: ^bb788
    llvm.br ^bb790(%27 : i64)
  ^bb790(%5021: i64):  // 2 preds: ^bb789, ^bb791
    %5022 = llvm.icmp "slt" %5021, %10 : i64
    llvm.cond_br %5022, ^bb791, ^bb792
  ^bb791:  // pred: ^bb790
    %5023 = llvm.extractvalue %3354[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5024 = llvm.mlir.constant(1024 : index) : i64
    %5025 = llvm.mul %5015, %5024 overflow<nsw, nuw> : i64
    %5026 = llvm.mlir.constant(128 : index) : i64
    %5027 = llvm.mul %5017, %5026 overflow<nsw, nuw> : i64
    %5028 = llvm.add %5025, %5027 overflow<nsw, nuw> : i64
    %5029 = llvm.add %5028, %5021 overflow<nsw, nuw> : i64
    %5030 = llvm.getelementptr inbounds|nuw %5023[%5029] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5031 = llvm.load %5030 : !llvm.ptr -> f32
    %5032 = llvm.extractvalue %116[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5033 = llvm.getelementptr inbounds|nuw %5032[%5021] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5034 = llvm.load %5033 : !llvm.ptr -> f32
    %5035 = llvm.extractvalue %100[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5036 = llvm.mlir.constant(32 : index) : i64
    %5037 = llvm.mul %5021, %5036 overflow<nsw, nuw> : i64
    %5038 = llvm.add %5037, %5019 overflow<nsw, nuw> : i64
    %5039 = llvm.getelementptr inbounds|nuw %5035[%5038] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5040 = llvm.load %5039 : !llvm.ptr -> f32
    %5041 = llvm.extractvalue %2861[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5042 = llvm.mlir.constant(256 : index) : i64
    %5043 = llvm.mul %5015, %5042 overflow<nsw, nuw> : i64
    %5044 = llvm.mlir.constant(32 : index) : i64
    %5045 = llvm.mul %5017, %5044 overflow<nsw, nuw> : i64
    %5046 = llvm.add %5043, %5045 overflow<nsw, nuw> : i64
    %5047 = llvm.add %5046, %5019 overflow<nsw, nuw> : i64
    %5048 = llvm.getelementptr inbounds|nuw %5041[%5047] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5049 = llvm.load %5048 : !llvm.ptr -> f32
    %5050 = llvm.fadd %5031, %5034 : f32
    %5051 = llvm.fmul %5050, %5050 : f32
    %5052 = llvm.fmul %5051, %5050 : f32
    %5053 = llvm.fptrunc %23 : f64 to f32
    %5054 = llvm.fmul %5052, %5053 : f32
    %5055 = llvm.fadd %5050, %5054 : f32
    %5056 = llvm.fptrunc %24 : f64 to f32
    %5057 = llvm.fmul %5055, %5056 : f32
    %5058 = llvm.fcmp "olt" %5057, %29 : f32
    %5059 = llvm.uitofp %5058 : i1 to f32
    %5060 = llvm.fmul %5059, %9 : f32
    %5061 = llvm.fadd %5060, %17 : f32
    %5062 = llvm.fmul %5061, %5057 : f32
    %5063 = llvm.fmul %5062, %9 : f32
    %5064 = llvm.fmul %5063, %8 : f32
    %5065 = llvm.intr.exp2(%5064) : (f32) -> f32
    %5066 = llvm.fsub %17, %5065 : f32
    %5067 = llvm.fadd %5065, %17 : f32
    %5068 = llvm.fdiv %5066, %5067 : f32
    %5069 = llvm.fmul %5061, %5068 : f32
    %5070 = llvm.fadd %5069, %17 : f32
    %5071 = llvm.fmul %5050, %18 : f32
    %5072 = llvm.fmul %5071, %5070 : f32
    %5073 = llvm.fmul %5072, %5040 : f32
    %5074 = llvm.fadd %5049, %5073 : f32
    %5075 = llvm.extractvalue %2861[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5076 = llvm.mlir.constant(256 : index) : i64
    %5077 = llvm.mul %5015, %5076 overflow<nsw, nuw> : i64
    %5078 = llvm.mlir.constant(32 : index) : i64
    %5079 = llvm.mul %5017, %5078 overflow<nsw, nuw> : i64
    %5080 = llvm.add %5077, %5079 overflow<nsw, nuw> : i64
    %5081 = llvm.add %5080, %5019 overflow<nsw, nuw> : i64
    %5082 = llvm.getelementptr inbounds|nuw %5075[%5081] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5074, %5082 : f32, !llvm.ptr
    %5083 = llvm.add %5021, %16 : i64
    llvm.br ^bb790(%5083 : i64)
  ^bb792:  // pred: ^bb790
    %5084 = llvm.add %5019, %16 : i64
    llvm.br ^bb788(%5084 : i64)
  ^bb793:  // pred: ^bb788
    %5085 = llvm.add %5017, %16 : i64
    llvm.br ^bb786(%5085 : i64)
  ^bb794:  // pred: ^bb786
    %5086 = llvm.add %5015, %16 : i64
    llvm.br ^bb784(%5086 : i64)
  ^bb795:  // pred: ^bb784
    llvm.br ^bb796(%27 : i64)
  ^bb796(%5087: i64):  // 2 preds: ^bb795, ^bb803
    %5088 = llvm.icmp "slt" %5087, %16 : i64
    llvm.cond_br %5088, ^bb797, ^bb804
  ^bb797:  // pred: ^bb796
    llvm.br ^bb798(%27 : i64)
  ^bb798(%5089: i64):  // 2 preds: ^bb797, ^bb802
    %5090 = llvm.icmp "slt" %5089, %15 : i64
    llvm.cond_br %5090, ^bb799, ^bb803
  ^bb799:  // pred: ^bb798
    llvm.br ^bb800(%27 : i64)
  ^bb800(%5091: i64):  // 2 preds: ^bb799, ^bb801
    %5092 = llvm.icmp "slt" %5091, %14 : i64
    llvm.cond_br %5092, ^bb801, ^bb802
  ^bb801:  // pred: ^bb800
    %5093 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5094 = llvm.mlir.constant(256 : index) : i64
    %5095 = llvm.mul %5087, %5094 overflow<nsw, nuw> : i64
    %5096 = llvm.mlir.constant(32 : index) : i64
    %5097 = llvm.mul %5089, %5096 overflow<nsw, nuw> : i64
    %5098 = llvm.add %5095, %5097 overflow<nsw, nuw> : i64
    %5099 = llvm.add %5098, %5091 overflow<nsw, nuw> : i64
    %5100 = llvm.getelementptr inbounds|nuw %5093[%5099] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5101 = llvm.load %5100 : !llvm.ptr -> f32
    %5102 = llvm.extractvalue %2861[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5103 = llvm.mlir.constant(256 : index) : i64
    %5104 = llvm.mul %5087, %5103 overflow<nsw, nuw> : i64
    %5105 = llvm.mlir.constant(32 : index) : i64
    %5106 = llvm.mul %5089, %5105 overflow<nsw, nuw> : i64
    %5107 = llvm.add %5104, %5106 overflow<nsw, nuw> : i64
    %5108 = llvm.add %5107, %5091 overflow<nsw, nuw> : i64
    %5109 = llvm.getelementptr inbounds|nuw %5102[%5108] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5110 = llvm.load %5109 : !llvm.ptr -> f32
    %5111 = llvm.extractvalue %80[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5112 = llvm.getelementptr inbounds|nuw %5111[%5091] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5113 = llvm.load %5112 : !llvm.ptr -> f32
    %5114 = llvm.fadd %5110, %5113 : f32
    %5115 = llvm.fadd %5101, %5114 : f32
    %5116 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5117 = llvm.mlir.constant(256 : index) : i64
    %5118 = llvm.mul %5087, %5117 overflow<nsw, nuw> : i64
    %5119 = llvm.mlir.constant(32 : index) : i64
    %5120 = llvm.mul %5089, %5119 overflow<nsw, nuw> : i64
    %5121 = llvm.add %5118, %5120 overflow<nsw, nuw> : i64
    %5122 = llvm.add %5121, %5091 overflow<nsw, nuw> : i64
    %5123 = llvm.getelementptr inbounds|nuw %5116[%5122] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5115, %5123 : f32, !llvm.ptr
    %5124 = llvm.add %5091, %16 : i64
    llvm.br ^bb800(%5124 : i64)
  ^bb802:  // pred: ^bb800
    %5125 = llvm.add %5089, %16 : i64
    llvm.br ^bb798(%5125 : i64)
  ^bb803:  // pred: ^bb798
    %5126 = llvm.add %5087, %16 : i64
    llvm.br ^bb796(%5126 : i64)
  ^bb804:  // pred: ^bb796
    llvm.br ^bb805(%27 : i64)
  ^bb805(%5127: i64):  // 2 preds: ^bb804, ^bb812
    %5128 = llvm.icmp "slt" %5127, %16 : i64
    llvm.cond_br %5128, ^bb806, ^bb813
  ^bb806:  // pred: ^bb805
    llvm.br ^bb807(%27 : i64)
  ^bb807(%5129: i64):  // 2 preds: ^bb806, ^bb811
    %5130 = llvm.icmp "slt" %5129, %15 : i64
    llvm.cond_br %5130, ^bb808, ^bb812
  ^bb808:  // pred: ^bb807
    llvm.br ^bb809(%27 : i64)
  ^bb809(%5131: i64):  // 2 preds: ^bb808, ^bb810
    %5132 = llvm.icmp "slt" %5131, %14 : i64
    llvm.cond_br %5132, ^bb810, ^bb811
  ^bb810:  // pred: ^bb809
    %5133 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5134 = llvm.mlir.constant(256 : index) : i64
    %5135 = llvm.mul %5127, %5134 overflow<nsw, nuw> : i64
    %5136 = llvm.mlir.constant(32 : index) : i64
    %5137 = llvm.mul %5129, %5136 overflow<nsw, nuw> : i64
    %5138 = llvm.add %5135, %5137 overflow<nsw, nuw> : i64
    %5139 = llvm.add %5138, %5131 overflow<nsw, nuw> : i64
    %5140 = llvm.getelementptr inbounds|nuw %5133[%5139] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5141 = llvm.load %5140 : !llvm.ptr -> f32
    %5142 = llvm.fpext %5141 : f32 to f64
    %5143 = llvm.extractvalue %1169[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5144 = llvm.mlir.constant(256 : index) : i64
    %5145 = llvm.mul %5127, %5144 overflow<nsw, nuw> : i64
    %5146 = llvm.mlir.constant(32 : index) : i64
    %5147 = llvm.mul %5129, %5146 overflow<nsw, nuw> : i64
    %5148 = llvm.add %5145, %5147 overflow<nsw, nuw> : i64
    %5149 = llvm.add %5148, %5131 overflow<nsw, nuw> : i64
    %5150 = llvm.getelementptr inbounds|nuw %5143[%5149] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5142, %5150 : f64, !llvm.ptr
    %5151 = llvm.add %5131, %16 : i64
    llvm.br ^bb809(%5151 : i64)
  ^bb811:  // pred: ^bb809
    %5152 = llvm.add %5129, %16 : i64
    llvm.br ^bb807(%5152 : i64)
  ^bb812:  // pred: ^bb807
    %5153 = llvm.add %5127, %16 : i64
    llvm.br ^bb805(%5153 : i64)
  ^bb813:  // pred: ^bb805
    %5154 = llvm.mlir.constant(1 : index) : i64
    %5155 = llvm.mlir.constant(8 : index) : i64
    %5156 = llvm.mlir.constant(1 : index) : i64
    %5157 = llvm.mlir.constant(1 : index) : i64
    %5158 = llvm.mlir.constant(8 : index) : i64
    %5159 = llvm.mlir.zero : !llvm.ptr
    %5160 = llvm.getelementptr %5159[%5158] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5161 = llvm.ptrtoint %5160 : !llvm.ptr to i64
    %5162 = llvm.mlir.constant(64 : index) : i64
    %5163 = llvm.add %5161, %5162 : i64
    %5164 = llvm.call @malloc(%5163) : (i64) -> !llvm.ptr
    %5165 = llvm.ptrtoint %5164 : !llvm.ptr to i64
    %5166 = llvm.mlir.constant(1 : index) : i64
    %5167 = llvm.sub %5162, %5166 : i64
    %5168 = llvm.add %5165, %5167 : i64
    %5169 = llvm.urem %5168, %5162 : i64
    %5170 = llvm.sub %5168, %5169 : i64
    %5171 = llvm.inttoptr %5170 : i64 to !llvm.ptr
    %5172 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5173 = llvm.insertvalue %5164, %5172[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5174 = llvm.insertvalue %5171, %5173[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5175 = llvm.mlir.constant(0 : index) : i64
    %5176 = llvm.insertvalue %5175, %5174[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5177 = llvm.insertvalue %5154, %5176[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5178 = llvm.insertvalue %5155, %5177[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5179 = llvm.insertvalue %5156, %5178[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5180 = llvm.insertvalue %5155, %5179[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5181 = llvm.insertvalue %5156, %5180[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5182 = llvm.insertvalue %5157, %5181[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb814(%27 : i64)
  ^bb814(%5183: i64):  // 2 preds: ^bb813, ^bb821
    %5184 = llvm.icmp "slt" %5183, %16 : i64
    llvm.cond_br %5184, ^bb815, ^bb822
  ^bb815:  // pred: ^bb814
    llvm.br ^bb816(%27 : i64)
  ^bb816(%5185: i64):  // 2 preds: ^bb815, ^bb820
    %5186 = llvm.icmp "slt" %5185, %15 : i64
    llvm.cond_br %5186, ^bb817, ^bb821
  ^bb817:  // pred: ^bb816
    llvm.br ^bb818(%27 : i64)
  ^bb818(%5187: i64):  // 2 preds: ^bb817, ^bb819
    %5188 = llvm.icmp "slt" %5187, %16 : i64
    llvm.cond_br %5188, ^bb819, ^bb820
  ^bb819:  // pred: ^bb818
    %5189 = llvm.extractvalue %1225[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5190 = llvm.mlir.constant(8 : index) : i64
    %5191 = llvm.mul %5183, %5190 overflow<nsw, nuw> : i64
    %5192 = llvm.add %5191, %5185 overflow<nsw, nuw> : i64
    %5193 = llvm.add %5192, %5187 overflow<nsw, nuw> : i64
    %5194 = llvm.getelementptr inbounds|nuw %5189[%5193] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5195 = llvm.load %5194 : !llvm.ptr -> f64
    %5196 = llvm.extractvalue %5182[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5197 = llvm.mlir.constant(8 : index) : i64
    %5198 = llvm.mul %5183, %5197 overflow<nsw, nuw> : i64
    %5199 = llvm.add %5198, %5185 overflow<nsw, nuw> : i64
    %5200 = llvm.add %5199, %5187 overflow<nsw, nuw> : i64
    %5201 = llvm.getelementptr inbounds|nuw %5196[%5200] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5195, %5201 : f64, !llvm.ptr
    %5202 = llvm.add %5187, %16 : i64
    llvm.br ^bb818(%5202 : i64)
  ^bb820:  // pred: ^bb818
    %5203 = llvm.add %5185, %16 : i64
    llvm.br ^bb816(%5203 : i64)
  ^bb821:  // pred: ^bb816
    %5204 = llvm.add %5183, %16 : i64
    llvm.br ^bb814(%5204 : i64)
  ^bb822:  // pred: ^bb814
    llvm.br ^bb823(%27 : i64)
  ^bb823(%5205: i64):  // 2 preds: ^bb822, ^bb830
    %5206 = llvm.icmp "slt" %5205, %16 : i64
    llvm.cond_br %5206, ^bb824, ^bb831
  ^bb824:  // pred: ^bb823
    llvm.br ^bb825(%27 : i64)
  ^bb825(%5207: i64):  // 2 preds: ^bb824, ^bb829
    %5208 = llvm.icmp "slt" %5207, %15 : i64
    llvm.cond_br %5208, ^bb826, ^bb830
  ^bb826:  // pred: ^bb825
    llvm.br ^bb827(%27 : i64)
  ^bb827(%5209: i64):  // 2 preds: ^bb826, ^bb828
    %5210 = llvm.icmp "slt" %5209, %14 : i64
    llvm.cond_br %5210, ^bb828, ^bb829
  ^bb828:  // pred: ^bb827
    %5211 = llvm.extractvalue %1169[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5212 = llvm.mlir.constant(256 : index) : i64
    %5213 = llvm.mul %5205, %5212 overflow<nsw, nuw> : i64
    %5214 = llvm.mlir.constant(32 : index) : i64
    %5215 = llvm.mul %5207, %5214 overflow<nsw, nuw> : i64
    %5216 = llvm.add %5213, %5215 overflow<nsw, nuw> : i64
    %5217 = llvm.add %5216, %5209 overflow<nsw, nuw> : i64
    %5218 = llvm.getelementptr inbounds|nuw %5211[%5217] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5219 = llvm.load %5218 : !llvm.ptr -> f64
    %5220 = llvm.extractvalue %5182[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5221 = llvm.mlir.constant(8 : index) : i64
    %5222 = llvm.mul %5205, %5221 overflow<nsw, nuw> : i64
    %5223 = llvm.add %5222, %5207 overflow<nsw, nuw> : i64
    %5224 = llvm.add %5223, %27 overflow<nsw, nuw> : i64
    %5225 = llvm.getelementptr inbounds|nuw %5220[%5224] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5226 = llvm.load %5225 : !llvm.ptr -> f64
    %5227 = llvm.fadd %5219, %5226 : f64
    %5228 = llvm.extractvalue %5182[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5229 = llvm.mlir.constant(8 : index) : i64
    %5230 = llvm.mul %5205, %5229 overflow<nsw, nuw> : i64
    %5231 = llvm.add %5230, %5207 overflow<nsw, nuw> : i64
    %5232 = llvm.add %5231, %27 overflow<nsw, nuw> : i64
    %5233 = llvm.getelementptr inbounds|nuw %5228[%5232] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5227, %5233 : f64, !llvm.ptr
    %5234 = llvm.add %5209, %16 : i64
    llvm.br ^bb827(%5234 : i64)
  ^bb829:  // pred: ^bb827
    %5235 = llvm.add %5207, %16 : i64
    llvm.br ^bb825(%5235 : i64)
  ^bb830:  // pred: ^bb825
    %5236 = llvm.add %5205, %16 : i64
    llvm.br ^bb823(%5236 : i64)
  ^bb831:  // pred: ^bb823
    llvm.br ^bb832(%27 : i64)
  ^bb832(%5237: i64):  // 2 preds: ^bb831, ^bb839
    %5238 = llvm.icmp "slt" %5237, %16 : i64
    llvm.cond_br %5238, ^bb833, ^bb840
  ^bb833:  // pred: ^bb832
    llvm.br ^bb834(%27 : i64)
  ^bb834(%5239: i64):  // 2 preds: ^bb833, ^bb838
    %5240 = llvm.icmp "slt" %5239, %15 : i64
    llvm.cond_br %5240, ^bb835, ^bb839
  ^bb835:  // pred: ^bb834
    llvm.br ^bb836(%27 : i64)
  ^bb836(%5241: i64):  // 2 preds: ^bb835, ^bb837
    %5242 = llvm.icmp "slt" %5241, %14 : i64
    llvm.cond_br %5242, ^bb837, ^bb838
  ^bb837:  // pred: ^bb836
    %5243 = llvm.extractvalue %1169[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5244 = llvm.mlir.constant(256 : index) : i64
    %5245 = llvm.mul %5237, %5244 overflow<nsw, nuw> : i64
    %5246 = llvm.mlir.constant(32 : index) : i64
    %5247 = llvm.mul %5239, %5246 overflow<nsw, nuw> : i64
    %5248 = llvm.add %5245, %5247 overflow<nsw, nuw> : i64
    %5249 = llvm.add %5248, %5241 overflow<nsw, nuw> : i64
    %5250 = llvm.getelementptr inbounds|nuw %5243[%5249] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5251 = llvm.load %5250 : !llvm.ptr -> f64
    %5252 = llvm.extractvalue %5182[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5253 = llvm.mlir.constant(8 : index) : i64
    %5254 = llvm.mul %5237, %5253 overflow<nsw, nuw> : i64
    %5255 = llvm.add %5254, %5239 overflow<nsw, nuw> : i64
    %5256 = llvm.add %5255, %27 overflow<nsw, nuw> : i64
    %5257 = llvm.getelementptr inbounds|nuw %5252[%5256] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5258 = llvm.load %5257 : !llvm.ptr -> f64
    %5259 = llvm.extractvalue %1225[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5260 = llvm.mlir.constant(8 : index) : i64
    %5261 = llvm.mul %5237, %5260 overflow<nsw, nuw> : i64
    %5262 = llvm.add %5261, %5239 overflow<nsw, nuw> : i64
    %5263 = llvm.add %5262, %27 overflow<nsw, nuw> : i64
    %5264 = llvm.getelementptr inbounds|nuw %5259[%5263] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5265 = llvm.load %5264 : !llvm.ptr -> f64
    %5266 = llvm.fdiv %5258, %21 : f64
    %5267 = llvm.fsub %5251, %5266 : f64
    %5268 = llvm.fmul %5267, %5267 : f64
    %5269 = llvm.fadd %5268, %5265 : f64
    %5270 = llvm.extractvalue %1225[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5271 = llvm.mlir.constant(8 : index) : i64
    %5272 = llvm.mul %5237, %5271 overflow<nsw, nuw> : i64
    %5273 = llvm.add %5272, %5239 overflow<nsw, nuw> : i64
    %5274 = llvm.add %5273, %27 overflow<nsw, nuw> : i64
    %5275 = llvm.getelementptr inbounds|nuw %5270[%5274] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5269, %5275 : f64, !llvm.ptr
    %5276 = llvm.add %5241, %16 : i64
    llvm.br ^bb836(%5276 : i64)
  ^bb838:  // pred: ^bb836
    %5277 = llvm.add %5239, %16 : i64
    llvm.br ^bb834(%5277 : i64)
  ^bb839:  // pred: ^bb834
    %5278 = llvm.add %5237, %16 : i64
    llvm.br ^bb832(%5278 : i64)
  ^bb840:  // pred: ^bb832
    llvm.br ^bb841(%27 : i64)
  ^bb841(%5279: i64):  // 2 preds: ^bb840, ^bb848
    %5280 = llvm.icmp "slt" %5279, %16 : i64
    llvm.cond_br %5280, ^bb842, ^bb849
  ^bb842:  // pred: ^bb841
    llvm.br ^bb843(%27 : i64)
  ^bb843(%5281: i64):  // 2 preds: ^bb842, ^bb847
    %5282 = llvm.icmp "slt" %5281, %15 : i64
    llvm.cond_br %5282, ^bb844, ^bb848
  ^bb844:  // pred: ^bb843
    llvm.br ^bb845(%27 : i64)
  ^bb845(%5283: i64):  // 2 preds: ^bb844, ^bb846
    %5284 = llvm.icmp "slt" %5283, %14 : i64
    llvm.cond_br %5284, ^bb846, ^bb847
  ^bb846:  // pred: ^bb845
    %5285 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5286 = llvm.mlir.constant(256 : index) : i64
    %5287 = llvm.mul %5279, %5286 overflow<nsw, nuw> : i64
    %5288 = llvm.mlir.constant(32 : index) : i64
    %5289 = llvm.mul %5281, %5288 overflow<nsw, nuw> : i64
    %5290 = llvm.add %5287, %5289 overflow<nsw, nuw> : i64
    %5291 = llvm.add %5290, %5283 overflow<nsw, nuw> : i64
    %5292 = llvm.getelementptr inbounds|nuw %5285[%5291] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5293 = llvm.load %5292 : !llvm.ptr -> f32
    %5294 = llvm.extractvalue %1445[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5295 = llvm.mlir.constant(8 : index) : i64
    %5296 = llvm.mul %5279, %5295 overflow<nsw, nuw> : i64
    %5297 = llvm.add %5296, %5281 overflow<nsw, nuw> : i64
    %5298 = llvm.add %5297, %27 overflow<nsw, nuw> : i64
    %5299 = llvm.getelementptr inbounds|nuw %5294[%5298] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5300 = llvm.load %5299 : !llvm.ptr -> f32
    %5301 = llvm.fadd %5293, %5300 : f32
    %5302 = llvm.extractvalue %1445[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5303 = llvm.mlir.constant(8 : index) : i64
    %5304 = llvm.mul %5279, %5303 overflow<nsw, nuw> : i64
    %5305 = llvm.add %5304, %5281 overflow<nsw, nuw> : i64
    %5306 = llvm.add %5305, %27 overflow<nsw, nuw> : i64
    %5307 = llvm.getelementptr inbounds|nuw %5302[%5306] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5301, %5307 : f32, !llvm.ptr
    %5308 = llvm.add %5283, %16 : i64
    llvm.br ^bb845(%5308 : i64)
  ^bb847:  // pred: ^bb845
    %5309 = llvm.add %5281, %16 : i64
    llvm.br ^bb843(%5309 : i64)
  ^bb848:  // pred: ^bb843
    %5310 = llvm.add %5279, %16 : i64
    llvm.br ^bb841(%5310 : i64)
  ^bb849:  // pred: ^bb841
    llvm.br ^bb850(%27 : i64)
  ^bb850(%5311: i64):  // 2 preds: ^bb849, ^bb857
    %5312 = llvm.icmp "slt" %5311, %16 : i64
    llvm.cond_br %5312, ^bb851, ^bb858
  ^bb851:  // pred: ^bb850
    llvm.br ^bb852(%27 : i64)
  ^bb852(%5313: i64):  // 2 preds: ^bb851, ^bb856
    %5314 = llvm.icmp "slt" %5313, %15 : i64
    llvm.cond_br %5314, ^bb853, ^bb857
  ^bb853:  // pred: ^bb852
    llvm.br ^bb854(%27 : i64)
  ^bb854(%5315: i64):  // 2 preds: ^bb853, ^bb855
    %5316 = llvm.icmp "slt" %5315, %14 : i64
    llvm.cond_br %5316, ^bb855, ^bb856
  ^bb855:  // pred: ^bb854
    %5317 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5318 = llvm.mlir.constant(256 : index) : i64
    %5319 = llvm.mul %5311, %5318 overflow<nsw, nuw> : i64
    %5320 = llvm.mlir.constant(32 : index) : i64
    %5321 = llvm.mul %5313, %5320 overflow<nsw, nuw> : i64
    %5322 = llvm.add %5319, %5321 overflow<nsw, nuw> : i64
    %5323 = llvm.add %5322, %5315 overflow<nsw, nuw> : i64
    %5324 = llvm.getelementptr inbounds|nuw %5317[%5323] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5325 = llvm.load %5324 : !llvm.ptr -> f32
    %5326 = llvm.extractvalue %1445[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5327 = llvm.mlir.constant(8 : index) : i64
    %5328 = llvm.mul %5311, %5327 overflow<nsw, nuw> : i64
    %5329 = llvm.add %5328, %5313 overflow<nsw, nuw> : i64
    %5330 = llvm.add %5329, %27 overflow<nsw, nuw> : i64
    %5331 = llvm.getelementptr inbounds|nuw %5326[%5330] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5332 = llvm.load %5331 : !llvm.ptr -> f32
    %5333 = llvm.extractvalue %1225[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5334 = llvm.mlir.constant(8 : index) : i64
    %5335 = llvm.mul %5311, %5334 overflow<nsw, nuw> : i64
    %5336 = llvm.add %5335, %5313 overflow<nsw, nuw> : i64
    %5337 = llvm.add %5336, %27 overflow<nsw, nuw> : i64
    %5338 = llvm.getelementptr inbounds|nuw %5333[%5337] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5339 = llvm.load %5338 : !llvm.ptr -> f64
    %5340 = llvm.extractvalue %64[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5341 = llvm.getelementptr inbounds|nuw %5340[%5315] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5342 = llvm.load %5341 : !llvm.ptr -> f32
    %5343 = llvm.extractvalue %48[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5344 = llvm.getelementptr inbounds|nuw %5343[%5315] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5345 = llvm.load %5344 : !llvm.ptr -> f32
    %5346 = llvm.fdiv %5339, %21 : f64
    %5347 = llvm.fptrunc %5346 : f64 to f32
    %5348 = llvm.fptrunc %22 : f64 to f32
    %5349 = llvm.fadd %5347, %5348 : f32
    %5350 = llvm.intr.sqrt(%5349) : (f32) -> f32
    %5351 = llvm.fdiv %17, %5350 : f32
    %5352 = llvm.fdiv %5332, %20 : f32
    %5353 = llvm.fsub %5325, %5352 : f32
    %5354 = llvm.fmul %5353, %5351 : f32
    %5355 = llvm.fmul %5354, %5342 : f32
    %5356 = llvm.fadd %5355, %5345 : f32
    %5357 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5358 = llvm.mlir.constant(256 : index) : i64
    %5359 = llvm.mul %5311, %5358 overflow<nsw, nuw> : i64
    %5360 = llvm.mlir.constant(32 : index) : i64
    %5361 = llvm.mul %5313, %5360 overflow<nsw, nuw> : i64
    %5362 = llvm.add %5359, %5361 overflow<nsw, nuw> : i64
    %5363 = llvm.add %5362, %5315 overflow<nsw, nuw> : i64
    %5364 = llvm.getelementptr inbounds|nuw %5357[%5363] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5356, %5364 : f32, !llvm.ptr
    %5365 = llvm.add %5315, %16 : i64
    llvm.br ^bb854(%5365 : i64)
  ^bb856:  // pred: ^bb854
    %5366 = llvm.add %5313, %16 : i64
    llvm.br ^bb852(%5366 : i64)
  ^bb857:  // pred: ^bb852
    %5367 = llvm.add %5311, %16 : i64
    llvm.br ^bb850(%5367 : i64)
  ^bb858:  // pred: ^bb850
    %5368 = llvm.extractvalue %572[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%5368) : (!llvm.ptr) -> ()
    %5369 = llvm.extractvalue %674[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%5369) : (!llvm.ptr) -> ()
    %5370 = llvm.extractvalue %716[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%5370) : (!llvm.ptr) -> ()
    %5371 = llvm.extractvalue %821[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%5371) : (!llvm.ptr) -> ()
    %5372 = llvm.extractvalue %847[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%5372) : (!llvm.ptr) -> ()
    %5373 = llvm.extractvalue %906[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%5373) : (!llvm.ptr) -> ()
    %5374 = llvm.extractvalue %928[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%5374) : (!llvm.ptr) -> ()
    %5375 = llvm.extractvalue %941[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%5375) : (!llvm.ptr) -> ()
    %5376 = llvm.extractvalue %1060[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%5376) : (!llvm.ptr) -> ()
    %5377 = llvm.extractvalue %1169[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5377) : (!llvm.ptr) -> ()
    %5378 = llvm.extractvalue %1225[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5378) : (!llvm.ptr) -> ()
    %5379 = llvm.extractvalue %1269[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5379) : (!llvm.ptr) -> ()
    %5380 = llvm.extractvalue %1352[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5380) : (!llvm.ptr) -> ()
    %5381 = llvm.extractvalue %1445[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5381) : (!llvm.ptr) -> ()
    %5382 = llvm.extractvalue %1489[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5382) : (!llvm.ptr) -> ()
    %5383 = llvm.extractvalue %1569[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%5383) : (!llvm.ptr) -> ()
    %5384 = llvm.extractvalue %1629[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5384) : (!llvm.ptr) -> ()
    %5385 = llvm.extractvalue %1762[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5385) : (!llvm.ptr) -> ()
    %5386 = llvm.extractvalue %1891[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5386) : (!llvm.ptr) -> ()
    %5387 = llvm.extractvalue %1965[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%5387) : (!llvm.ptr) -> ()
    %5388 = llvm.extractvalue %2100[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%5388) : (!llvm.ptr) -> ()
    %5389 = llvm.extractvalue %2179[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5389) : (!llvm.ptr) -> ()
    %5390 = llvm.extractvalue %2279[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%5390) : (!llvm.ptr) -> ()
    %5391 = llvm.extractvalue %2441[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%5391) : (!llvm.ptr) -> ()
    %5392 = llvm.extractvalue %2495[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%5392) : (!llvm.ptr) -> ()
    %5393 = llvm.extractvalue %2600[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5393) : (!llvm.ptr) -> ()
    %5394 = llvm.extractvalue %2674[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%5394) : (!llvm.ptr) -> ()
    %5395 = llvm.extractvalue %2812[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%5395) : (!llvm.ptr) -> ()
    %5396 = llvm.extractvalue %2891[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5396) : (!llvm.ptr) -> ()
    %5397 = llvm.extractvalue %3068[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5397) : (!llvm.ptr) -> ()
    %5398 = llvm.extractvalue %3151[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5398) : (!llvm.ptr) -> ()
    %5399 = llvm.extractvalue %3244[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5399) : (!llvm.ptr) -> ()
    %5400 = llvm.extractvalue %3324[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%5400) : (!llvm.ptr) -> ()
    %5401 = llvm.extractvalue %3384[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5401) : (!llvm.ptr) -> ()
    %5402 = llvm.extractvalue %3517[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5402) : (!llvm.ptr) -> ()
    %5403 = llvm.extractvalue %3711[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5403) : (!llvm.ptr) -> ()
    %5404 = llvm.extractvalue %3794[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5404) : (!llvm.ptr) -> ()
    %5405 = llvm.extractvalue %3887[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5405) : (!llvm.ptr) -> ()
    %5406 = llvm.extractvalue %4048[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5406) : (!llvm.ptr) -> ()
    %5407 = llvm.extractvalue %4530[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5407) : (!llvm.ptr) -> ()
    %5408 = llvm.extractvalue %4707[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5408) : (!llvm.ptr) -> ()
    %5409 = llvm.extractvalue %4790[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5409) : (!llvm.ptr) -> ()
    %5410 = llvm.extractvalue %4883[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5410) : (!llvm.ptr) -> ()
    %5411 = llvm.extractvalue %5182[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5411) : (!llvm.ptr) -> ()
    llvm.return %550 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  }
}
// irlower-stages: fx_graph=7b815eaf8853 torch_mlir=39d49863922d linalg_on_tensors_mlir=220d419f06b2
