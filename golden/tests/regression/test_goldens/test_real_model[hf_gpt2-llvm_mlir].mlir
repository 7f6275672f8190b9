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
    llvm.br ^bb31(%27 : i64)
  ^bb31(%822: i64):  // 2 preds: ^bb30, ^bb35
    %823 = llvm.icmp "slt" %822, %16 : i64
    llvm.cond_br %823, ^bb32, ^bb36
  ^bb32:  // pred: ^bb31
    llvm.br ^bb33(%27 : i64)
  ^bb33(%824: i64):  // 2 preds: ^bb32, ^bb34
    %825 = llvm.icmp "slt" %824, %15 : i64
    llvm.cond_br %825, ^bb34, ^bb35
  ^bb34:  // pred: ^bb33
    %826 = llvm.extractvalue %592[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %827 = llvm.mlir.constant(8 : index) : i64
    %828 = llvm.mul %822, %827 overflow<nsw, nuw> : i64
    %829 = llvm.add %828, %824 overflow<nsw, nuw> : i64
    %830 = llvm.getelementptr inbounds|nuw %826[%829] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %831 = llvm.load %830 : !llvm.ptr -> i64
    %832 = llvm.extractvalue %795[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %833 = llvm.mlir.constant(9 : index) : i64
    %834 = llvm.mul %822, %833 overflow<nsw, nuw> : i64
    %835 = llvm.add %834, %824 overflow<nsw, nuw> : i64
    %836 = llvm.getelementptr inbounds|nuw %832[%835] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %837 = llvm.load %836 : !llvm.ptr -> i64
    %838 = llvm.sub %831, %837 : i64
    %839 = llvm.icmp "ne" %838, %31 : i64
    %840 = llvm.zext %839 : i1 to i64
    %841 = llvm.extractvalue %821[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %842 = llvm.mlir.constant(8 : index) : i64
    %843 = llvm.mul %822, %842 overflow<nsw, nuw> : i64
    %844 = llvm.add %843, %824 overflow<nsw, nuw> : i64
    %845 = llvm.getelementptr inbounds|nuw %841[%844] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %840, %845 : i64, !llvm.ptr
    %846 = llvm.add %824, %16 : i64
    llvm.br ^bb33(%846 : i64)
  ^bb35:  // pred: ^bb33
    %847 = llvm.add %822, %16 : i64
    llvm.br ^bb31(%847 : i64)
  ^bb36:  // pred: ^bb31
    llvm.br ^bb37(%27 : i64)
  ^bb37(%848: i64):  // 2 preds: ^bb36, ^bb41
    %849 = llvm.icmp "slt" %848, %16 : i64
    llvm.cond_br %849, ^bb38, ^bb42
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%27 : i64)
  ^bb39(%850: i64):  // 2 preds: ^bb38, ^bb40
    %851 = llvm.icmp "slt" %850, %15 : i64
    llvm.cond_br %851, ^bb40, ^bb41
  ^bb40:  // pred: ^bb39
    %852 = llvm.extractvalue %821[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %853 = llvm.mlir.constant(8 : index) : i64
    %854 = llvm.mul %848, %853 overflow<nsw, nuw> : i64
    %855 = llvm.add %854, %850 overflow<nsw, nuw> : i64
    %856 = llvm.getelementptr inbounds|nuw %852[%855] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %30, %856 : i64, !llvm.ptr
    %857 = llvm.add %850, %16 : i64
    llvm.br ^bb39(%857 : i64)
  ^bb41:  // pred: ^bb39
    %858 = llvm.add %848, %16 : i64
    llvm.br ^bb37(%858 : i64)
  ^bb42:  // pred: ^bb37
    %859 = llvm.mlir.constant(1 : index) : i64
    %860 = llvm.mlir.constant(1 : index) : i64
    %861 = llvm.mlir.zero : !llvm.ptr
    %862 = llvm.getelementptr %861[%859] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %863 = llvm.ptrtoint %862 : !llvm.ptr to i64
    %864 = llvm.mlir.constant(64 : index) : i64
    %865 = llvm.add %863, %864 : i64
    %866 = llvm.call @malloc(%865) : (i64) -> !llvm.ptr
    %867 = llvm.ptrtoint %866 : !llvm.ptr to i64
    %868 = llvm.mlir.constant(1 : index) : i64
    %869 = llvm.sub %864, %868 : i64
    %870 = llvm.add %867, %869 : i64
    %871 = llvm.urem %870, %864 : i64
    %872 = llvm.sub %870, %871 : i64
    %873 = llvm.inttoptr %872 : i64 to !llvm.ptr
    %874 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %875 = llvm.insertvalue %866, %874[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %876 = llvm.insertvalue %873, %875[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %877 = llvm.mlir.constant(0 : index) : i64
    %878 = llvm.insertvalue %877, %876[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %879 = llvm.insertvalue %859, %878[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %880 = llvm.insertvalue %860, %879[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb43(%27 : i64)
  ^bb43(%881: i64):  // 2 preds: ^bb42, ^bb44
    %882 = llvm.icmp "slt" %881, %16 : i64
    llvm.cond_br %882, ^bb44, ^bb45
  ^bb44:  // pred: ^bb43
    %883 = llvm.extractvalue %880[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %884 = llvm.getelementptr inbounds|nuw %883[%881] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %30, %884 : i64, !llvm.ptr
    %885 = llvm.add %881, %16 : i64
    llvm.br ^bb43(%885 : i64)
  ^bb45:  // pred: ^bb43
    %886 = llvm.mlir.constant(1 : index) : i64
    %887 = llvm.mlir.constant(8 : index) : i64
    %888 = llvm.mlir.constant(1 : index) : i64
    %889 = llvm.mlir.constant(8 : index) : i64
    %890 = llvm.mlir.zero : !llvm.ptr
    %891 = llvm.getelementptr %890[%889] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %892 = llvm.ptrtoint %891 : !llvm.ptr to i64
    %893 = llvm.call @malloc(%892) : (i64) -> !llvm.ptr
    %894 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %895 = llvm.insertvalue %893, %894[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %896 = llvm.insertvalue %893, %895[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %897 = llvm.mlir.constant(0 : index) : i64
    %898 = llvm.insertvalue %897, %896[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %899 = llvm.insertvalue %886, %898[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %900 = llvm.insertvalue %887, %899[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %901 = llvm.insertvalue %887, %900[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %902 = llvm.insertvalue %888, %901[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %903 = llvm.mlir.constant(1 : index) : i64
    %904 = llvm.mlir.constant(1 : index) : i64
    %905 = llvm.mlir.zero : !llvm.ptr
    %906 = llvm.getelementptr %905[%903] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %907 = llvm.ptrtoint %906 : !llvm.ptr to i64
    %908 = llvm.call @malloc(%907) : (i64) -> !llvm.ptr
    %909 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %910 = llvm.insertvalue %908, %909[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %911 = llvm.insertvalue %908, %910[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %912 = llvm.mlir.constant(0 : index) : i64
    %913 = llvm.insertvalue %912, %911[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %914 = llvm.insertvalue %903, %913[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %915 = llvm.insertvalue %904, %914[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb46(%27 : i64)
  ^bb46(%916: i64):  // 2 preds: ^bb45, ^bb53
    %917 = llvm.icmp "slt" %916, %16 : i64
    llvm.cond_br %917, ^bb47, ^bb54
  ^bb47:  // pred: ^bb46
    llvm.br ^bb48(%27 : i64)
  ^bb48(%918: i64):  // 2 preds: ^bb47, ^bb52
    %919 = llvm.icmp "slt" %918, %15 : i64
    llvm.cond_br %919, ^bb49, ^bb53
  ^bb49:  // pred: ^bb48
    %920 = llvm.icmp "eq" %918, %27 : i64
    llvm.cond_br %920, ^bb50, ^bb51
  ^bb50:  // pred: ^bb49
    %921 = llvm.extractvalue %821[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %922 = llvm.mlir.constant(8 : index) : i64
    %923 = llvm.mul %916, %922 overflow<nsw, nuw> : i64
    %924 = llvm.add %923, %918 overflow<nsw, nuw> : i64
    %925 = llvm.getelementptr inbounds|nuw %921[%924] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %926 = llvm.load %925 : !llvm.ptr -> i64
    %927 = llvm.extractvalue %902[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %928 = llvm.mlir.constant(8 : index) : i64
    %929 = llvm.mul %916, %928 overflow<nsw, nuw> : i64
    %930 = llvm.add %929, %918 overflow<nsw, nuw> : i64
    %931 = llvm.getelementptr inbounds|nuw %927[%930] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %926, %931 : i64, !llvm.ptr
    llvm.br ^bb52
  ^bb51:  // pred: ^bb49
    %932 = llvm.sub %918, %16 : i64
    %933 = llvm.extractvalue %902[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %934 = llvm.mlir.constant(8 : index) : i64
    %935 = llvm.mul %916, %934 overflow<nsw, nuw> : i64
    %936 = llvm.add %935, %932 overflow<nsw, nuw> : i64
    %937 = llvm.getelementptr inbounds|nuw %933[%936] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %938 = llvm.load %937 : !llvm.ptr -> i64
    %939 = llvm.extractvalue %821[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %940 = llvm.mlir.constant(8 : index) : i64
    %941 = llvm.mul %916, %940 overflow<nsw, nuw> : i64
    %942 = llvm.add %941, %918 overflow<nsw, nuw> : i64
    %943 = llvm.getelementptr inbounds|nuw %939[%942] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %944 = llvm.load %943 : !llvm.ptr -> i64
    %945 = llvm.add %938, %944 : i64
    %946 = llvm.extractvalue %902[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %947 = llvm.mlir.constant(8 : index) : i64
    %948 = llvm.mul %916, %947 overflow<nsw, nuw> : i64
    %949 = llvm.add %948, %918 overflow<nsw, nuw> : i64
    %950 = llvm.getelementptr inbounds|nuw %946[%949] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %945, %950 : i64, !llvm.ptr
    %951 = llvm.extractvalue %915[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %952 = llvm.getelementptr inbounds|nuw %951[%916] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %945, %952 : i64, !llvm.ptr
    llvm.br ^bb52
  ^bb52:  // 2 preds: ^bb50, ^bb51
    %953 = llvm.add %918, %16 : i64
    llvm.br ^bb48(%953 : i64)
  ^bb53:  // pred: ^bb48
    %954 = llvm.add %916, %16 : i64
    llvm.br ^bb46(%954 : i64)
  ^bb54:  // pred: ^bb46
    %955 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %956 = llvm.extractvalue %572[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %957 = llvm.extractvalue %572[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %958 = llvm.insertvalue %956, %955[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %959 = llvm.insertvalue %957, %958[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %960 = llvm.mlir.constant(0 : index) : i64
    %961 = llvm.insertvalue %960, %959[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %962 = llvm.mlir.constant(1 : index) : i64
    %963 = llvm.insertvalue %962, %961[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %964 = llvm.mlir.constant(8 : index) : i64
    %965 = llvm.insertvalue %964, %963[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %966 = llvm.mlir.constant(1 : index) : i64
    %967 = llvm.insertvalue %966, %965[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %968 = llvm.mlir.constant(8 : index) : i64
    %969 = llvm.insertvalue %968, %967[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %970 = llvm.mlir.constant(8 : index) : i64
    %971 = llvm.insertvalue %970, %969[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %972 = llvm.mlir.constant(1 : index) : i64
    %973 = llvm.insertvalue %972, %971[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %974 = llvm.mlir.constant(1 : index) : i64
    %975 = llvm.insertvalue %974, %973[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %976 = llvm.mlir.constant(1 : index) : i64
    %977 = llvm.insertvalue %976, %975[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %978 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %979 = llvm.extractvalue %572[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %980 = llvm.extractvalue %572[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %981 = llvm.insertvalue %979, %978[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %982 = llvm.insertvalue %980, %981[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %983 = llvm.mlir.constant(0 : index) : i64
    %984 = llvm.insertvalue %983, %982[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %985 = llvm.mlir.constant(1 : index) : i64
    %986 = llvm.insertvalue %985, %984[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %987 = llvm.mlir.constant(8 : index) : i64
    %988 = llvm.insertvalue %987, %986[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %989 = llvm.mlir.constant(1 : index) : i64
    %990 = llvm.insertvalue %989, %988[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %991 = llvm.mlir.constant(8 : index) : i64
    %992 = llvm.insertvalue %991, %990[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %993 = llvm.mlir.constant(1 : index) : i64
    %994 = llvm.insertvalue %993, %992[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %995 = llvm.mlir.constant(8 : index) : i64
    %996 = llvm.insertvalue %995, %994[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %997 = llvm.mlir.constant(8 : index) : i64
    %998 = llvm.insertvalue %997, %996[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %999 = llvm.mlir.constant(1 : index) : i64
    %1000 = llvm.insertvalue %999, %998[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1001 = llvm.mlir.constant(1 : index) : i64
    %1002 = llvm.mlir.constant(1 : index) : i64
    %1003 = llvm.mlir.constant(8 : index) : i64
    %1004 = llvm.mlir.constant(8 : index) : i64
    %1005 = llvm.mlir.constant(1 : index) : i64
    %1006 = llvm.mlir.constant(64 : index) : i64
    %1007 = llvm.mlir.constant(64 : index) : i64
    %1008 = llvm.mlir.constant(64 : index) : i64
    %1009 = llvm.mlir.zero : !llvm.ptr
    %1010 = llvm.getelementptr %1009[%1008] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1011 = llvm.ptrtoint %1010 : !llvm.ptr to i64
    %1012 = llvm.mlir.constant(64 : index) : i64
    %1013 = llvm.add %1011, %1012 : i64
    %1014 = llvm.call @malloc(%1013) : (i64) -> !llvm.ptr
    %1015 = llvm.ptrtoint %1014 : !llvm.ptr to i64
    %1016 = llvm.mlir.constant(1 : index) : i64
    %1017 = llvm.sub %1012, %1016 : i64
    %1018 = llvm.add %1015, %1017 : i64
    %1019 = llvm.urem %1018, %1012 : i64
    %1020 = llvm.sub %1018, %1019 : i64
    %1021 = llvm.inttoptr %1020 : i64 to !llvm.ptr
    %1022 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1023 = llvm.insertvalue %1014, %1022[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1024 = llvm.insertvalue %1021, %1023[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1025 = llvm.mlir.constant(0 : index) : i64
    %1026 = llvm.insertvalue %1025, %1024[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1027 = llvm.insertvalue %1001, %1026[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1028 = llvm.insertvalue %1002, %1027[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1029 = llvm.insertvalue %1003, %1028[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1030 = llvm.insertvalue %1004, %1029[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1031 = llvm.insertvalue %1007, %1030[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1032 = llvm.insertvalue %1006, %1031[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1033 = llvm.insertvalue %1004, %1032[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1034 = llvm.insertvalue %1005, %1033[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb55(%27 : i64)
  ^bb55(%1035: i64):  // 2 preds: ^bb54, ^bb65
    %1036 = llvm.icmp "slt" %1035, %16 : i64
    llvm.cond_br %1036, ^bb56, ^bb66
  ^bb56:  // pred: ^bb55
    llvm.br ^bb57(%27 : i64)
  ^bb57(%1037: i64):  // 2 preds: ^bb56, ^bb64
    %1038 = llvm.icmp "slt" %1037, %16 : i64
    llvm.cond_br %1038, ^bb58, ^bb65
  ^bb58:  // pred: ^bb57
    llvm.br ^bb59(%27 : i64)
  ^bb59(%1039: i64):  // 2 preds: ^bb58, ^bb63
    %1040 = llvm.icmp "slt" %1039, %15 : i64
    llvm.cond_br %1040, ^bb60, ^bb64
  ^bb60:  // pred: ^bb59
    llvm.br ^bb61(%27 : i64)
  ^bb61(%1041: i64):  // 2 preds: ^bb60, ^bb62
    %1042 = llvm.icmp "slt" %1041, %15 : i64
    llvm.cond_br %1042, ^bb62, ^bb63
  ^bb62:  // pred: ^bb61
    %1043 = llvm.extractvalue %977[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1044 = llvm.mlir.constant(8 : index) : i64
    %1045 = llvm.mul %27, %1044 overflow<nsw, nuw> : i64
    %1046 = llvm.mlir.constant(8 : index) : i64
    %1047 = llvm.mul %27, %1046 overflow<nsw, nuw> : i64
    %1048 = llvm.add %1045, %1047 overflow<nsw, nuw> : i64
    %1049 = llvm.add %1048, %1039 overflow<nsw, nuw> : i64
    %1050 = llvm.add %1049, %27 overflow<nsw, nuw> : i64
    %1051 = llvm.getelementptr inbounds|nuw %1043[%1050] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1052 = llvm.load %1051 : !llvm.ptr -> i64
    %1053 = llvm.extractvalue %1000[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1054 = llvm.mlir.constant(8 : index) : i64
    %1055 = llvm.mul %27, %1054 overflow<nsw, nuw> : i64
    %1056 = llvm.mlir.constant(8 : index) : i64
    %1057 = llvm.mul %27, %1056 overflow<nsw, nuw> : i64
    %1058 = llvm.add %1055, %1057 overflow<nsw, nuw> : i64
    %1059 = llvm.mlir.constant(8 : index) : i64
    %1060 = llvm.mul %27, %1059 overflow<nsw, nuw> : i64
    %1061 = llvm.add %1058, %1060 overflow<nsw, nuw> : i64
    %1062 = llvm.add %1061, %1041 overflow<nsw, nuw> : i64
    %1063 = llvm.getelementptr inbounds|nuw %1053[%1062] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1064 = llvm.load %1063 : !llvm.ptr -> i64
    %1065 = llvm.icmp "slt" %1052, %30 : i64
    %1066 = llvm.add %1052, %32 : i64
    %1067 = llvm.select %1065, %1066, %1052 : i1, i64
    %1068 = llvm.extractvalue %592[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1069 = llvm.mlir.constant(8 : index) : i64
    %1070 = llvm.mul %27, %1069 overflow<nsw, nuw> : i64
    %1071 = llvm.add %1070, %1067 overflow<nsw, nuw> : i64
    %1072 = llvm.getelementptr inbounds|nuw %1068[%1071] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1073 = llvm.load %1072 : !llvm.ptr -> i64
    %1074 = llvm.icmp "slt" %1064, %30 : i64
    %1075 = llvm.add %1064, %32 : i64
    %1076 = llvm.select %1074, %1075, %1064 : i1, i64
    %1077 = llvm.extractvalue %592[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1078 = llvm.mlir.constant(8 : index) : i64
    %1079 = llvm.mul %27, %1078 overflow<nsw, nuw> : i64
    %1080 = llvm.add %1079, %1076 overflow<nsw, nuw> : i64
    %1081 = llvm.getelementptr inbounds|nuw %1077[%1080] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1082 = llvm.load %1081 : !llvm.ptr -> i64
    %1083 = llvm.icmp "sle" %1082, %1073 : i64
    %1084 = llvm.extractvalue %902[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1085 = llvm.mlir.constant(8 : index) : i64
    %1086 = llvm.mul %27, %1085 overflow<nsw, nuw> : i64
    %1087 = llvm.add %1086, %1076 overflow<nsw, nuw> : i64
    %1088 = llvm.getelementptr inbounds|nuw %1084[%1087] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1089 = llvm.load %1088 : !llvm.ptr -> i64
    %1090 = llvm.extractvalue %902[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1091 = llvm.mlir.constant(8 : index) : i64
    %1092 = llvm.mul %27, %1091 overflow<nsw, nuw> : i64
    %1093 = llvm.add %1092, %1067 overflow<nsw, nuw> : i64
    %1094 = llvm.getelementptr inbounds|nuw %1090[%1093] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1095 = llvm.load %1094 : !llvm.ptr -> i64
    %1096 = llvm.icmp "eq" %1095, %1089 : i64
    %1097 = llvm.and %1096, %1083 : i1
    %1098 = llvm.select %1097, %29, %28 : i1, f32
    %1099 = llvm.extractvalue %1034[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1100 = llvm.mlir.constant(64 : index) : i64
    %1101 = llvm.mul %1035, %1100 overflow<nsw, nuw> : i64
    %1102 = llvm.mlir.constant(64 : index) : i64
    %1103 = llvm.mul %1037, %1102 overflow<nsw, nuw> : i64
    %1104 = llvm.add %1101, %1103 overflow<nsw, nuw> : i64
    %1105 = llvm.mlir.constant(8 : index) : i64
    %1106 = llvm.mul %1039, %1105 overflow<nsw, nuw> : i64
    %1107 = llvm.add %1104, %1106 overflow<nsw, nuw> : i64
    %1108 = llvm.add %1107, %1041 overflow<nsw, nuw> : i64
    %1109 = llvm.getelementptr inbounds|nuw %1099[%1108] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1098, %1109 : f32, !llvm.ptr
    %1110 = llvm.add %1041, %16 : i64
    llvm.br ^bb61(%1110 : i64)
  ^bb63:  // pred: ^bb61
    %1111 = llvm.add %1039, %16 : i64
    llvm.br ^bb59(%1111 : i64)
  ^bb64:  // pred: ^bb59
    %1112 = llvm.add %1037, %16 : i64
    llvm.br ^bb57(%1112 : i64)
  ^bb65:  // pred: ^bb57
    %1113 = llvm.add %1035, %16 : i64
    llvm.br ^bb55(%1113 : i64)
  ^bb66:  // pred: ^bb55
    %1114 = llvm.mlir.constant(1 : index) : i64
    %1115 = llvm.mlir.constant(8 : index) : i64
    %1116 = llvm.mlir.constant(32 : index) : i64
    %1117 = llvm.mlir.constant(1 : index) : i64
    %1118 = llvm.mlir.constant(256 : index) : i64
    %1119 = llvm.mlir.constant(256 : index) : i64
    %1120 = llvm.mlir.zero : !llvm.ptr
    %1121 = llvm.getelementptr %1120[%1119] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1122 = llvm.ptrtoint %1121 : !llvm.ptr to i64
    %1123 = llvm.mlir.constant(64 : index) : i64
    %1124 = llvm.add %1122, %1123 : i64
    %1125 = llvm.call @malloc(%1124) : (i64) -> !llvm.ptr
    %1126 = llvm.ptrtoint %1125 : !llvm.ptr to i64
    %1127 = llvm.mlir.constant(1 : index) : i64
    %1128 = llvm.sub %1123, %1127 : i64
    %1129 = llvm.add %1126, %1128 : i64
    %1130 = llvm.urem %1129, %1123 : i64
    %1131 = llvm.sub %1129, %1130 : i64
    %1132 = llvm.inttoptr %1131 : i64 to !llvm.ptr
    %1133 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1134 = llvm.insertvalue %1125, %1133[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1135 = llvm.insertvalue %1132, %1134[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1136 = llvm.mlir.constant(0 : index) : i64
    %1137 = llvm.insertvalue %1136, %1135[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1138 = llvm.insertvalue %1114, %1137[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1139 = llvm.insertvalue %1115, %1138[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1140 = llvm.insertvalue %1116, %1139[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1141 = llvm.insertvalue %1118, %1140[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1142 = llvm.insertvalue %1116, %1141[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1143 = llvm.insertvalue %1117, %1142[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb67(%27 : i64)
  ^bb67(%1144: i64):  // 2 preds: ^bb66, ^bb74
    %1145 = llvm.icmp "slt" %1144, %16 : i64
    llvm.cond_br %1145, ^bb68, ^bb75
  ^bb68:  // pred: ^bb67
    llvm.br ^bb69(%27 : i64)
  ^bb69(%1146: i64):  // 2 preds: ^bb68, ^bb73
    %1147 = llvm.icmp "slt" %1146, %15 : i64
    llvm.cond_br %1147, ^bb70, ^bb74
  ^bb70:  // pred: ^bb69
    llvm.br ^bb71(%27 : i64)
  ^bb71(%1148: i64):  // 2 preds: ^bb70, ^bb72
    %1149 = llvm.icmp "slt" %1148, %14 : i64
    llvm.cond_br %1149, ^bb72, ^bb73
  ^bb72:  // pred: ^bb71
    %1150 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1151 = llvm.mlir.constant(256 : index) : i64
    %1152 = llvm.mul %1144, %1151 overflow<nsw, nuw> : i64
    %1153 = llvm.mlir.constant(32 : index) : i64
    %1154 = llvm.mul %1146, %1153 overflow<nsw, nuw> : i64
    %1155 = llvm.add %1152, %1154 overflow<nsw, nuw> : i64
    %1156 = llvm.add %1155, %1148 overflow<nsw, nuw> : i64
    %1157 = llvm.getelementptr inbounds|nuw %1150[%1156] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1158 = llvm.load %1157 : !llvm.ptr -> f32
    %1159 = llvm.fpext %1158 : f32 to f64
    %1160 = llvm.extractvalue %1143[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1161 = llvm.mlir.constant(256 : index) : i64
    %1162 = llvm.mul %1144, %1161 overflow<nsw, nuw> : i64
    %1163 = llvm.mlir.constant(32 : index) : i64
    %1164 = llvm.mul %1146, %1163 overflow<nsw, nuw> : i64
    %1165 = llvm.add %1162, %1164 overflow<nsw, nuw> : i64
    %1166 = llvm.add %1165, %1148 overflow<nsw, nuw> : i64
    %1167 = llvm.getelementptr inbounds|nuw %1160[%1166] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1159, %1167 : f64, !llvm.ptr
    %1168 = llvm.add %1148, %16 : i64
    llvm.br ^bb71(%1168 : i64)
  ^bb73:  // pred: ^bb71
    %1169 = llvm.add %1146, %16 : i64
    llvm.br ^bb69(%1169 : i64)
  ^bb74:  // pred: ^bb69
    %1170 = llvm.add %1144, %16 : i64
    llvm.br ^bb67(%1170 : i64)
  ^bb75:  // pred: ^bb67
    %1171 = llvm.mlir.constant(1 : index) : i64
    %1172 = llvm.mlir.constant(8 : index) : i64
    %1173 = llvm.mlir.constant(1 : index) : i64
    %1174 = llvm.mlir.constant(1 : index) : i64
    %1175 = llvm.mlir.constant(8 : index) : i64
    %1176 = llvm.mlir.zero : !llvm.ptr
    %1177 = llvm.getelementptr %1176[%1175] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1178 = llvm.ptrtoint %1177 : !llvm.ptr to i64
    %1179 = llvm.mlir.constant(64 : index) : i64
    %1180 = llvm.add %1178, %1179 : i64
    %1181 = llvm.call @malloc(%1180) : (i64) -> !llvm.ptr
    %1182 = llvm.ptrtoint %1181 : !llvm.ptr to i64
    %1183 = llvm.mlir.constant(1 : index) : i64
    %1184 = llvm.sub %1179, %1183 : i64
    %1185 = llvm.add %1182, %1184 : i64
    %1186 = llvm.urem %1185, %1179 : i64
    %1187 = llvm.sub %1185, %1186 : i64
    %1188 = llvm.inttoptr %1187 : i64 to !llvm.ptr
    %1189 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1190 = llvm.insertvalue %1181, %1189[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1191 = llvm.insertvalue %1188, %1190[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1192 = llvm.mlir.constant(0 : index) : i64
    %1193 = llvm.insertvalue %1192, %1191[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1194 = llvm.insertvalue %1171, %1193[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1195 = llvm.insertvalue %1172, %1194[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1196 = llvm.insertvalue %1173, %1195[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1197 = llvm.insertvalue %1172, %1196[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1198 = llvm.insertvalue %1173, %1197[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1199 = llvm.insertvalue %1174, %1198[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb76(%27 : i64)
  ^bb76(%1200: i64):  // 2 preds: ^bb75, ^bb83
    %1201 = llvm.icmp "slt" %1200, %16 : i64
    llvm.cond_br %1201, ^bb77, ^bb84
  ^bb77:  // pred: ^bb76
    llvm.br ^bb78(%27 : i64)
  ^bb78(%1202: i64):  // 2 preds: ^bb77, ^bb82
    %1203 = llvm.icmp "slt" %1202, %15 : i64
    llvm.cond_br %1203, ^bb79, ^bb83
  ^bb79:  // pred: ^bb78
    llvm.br ^bb80(%27 : i64)
  ^bb80(%1204: i64):  // 2 preds: ^bb79, ^bb81
    %1205 = llvm.icmp "slt" %1204, %16 : i64
    llvm.cond_br %1205, ^bb81, ^bb82
  ^bb81:  // pred: ^bb80
    %1206 = llvm.extractvalue %1199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1207 = llvm.mlir.constant(8 : index) : i64
    %1208 = llvm.mul %1200, %1207 overflow<nsw, nuw> : i64
    %1209 = llvm.add %1208, %1202 overflow<nsw, nuw> : i64
    %1210 = llvm.add %1209, %1204 overflow<nsw, nuw> : i64
    %1211 = llvm.getelementptr inbounds|nuw %1206[%1210] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %26, %1211 : f64, !llvm.ptr
    %1212 = llvm.add %1204, %16 : i64
    llvm.br ^bb80(%1212 : i64)
  ^bb82:  // pred: ^bb80
    %1213 = llvm.add %1202, %16 : i64
    llvm.br ^bb78(%1213 : i64)
  ^bb83:  // pred: ^bb78
    %1214 = llvm.add %1200, %16 : i64
    llvm.br ^bb76(%1214 : i64)
  ^bb84:  // pred: ^bb76
    %1215 = llvm.mlir.constant(1 : index) : i64
    %1216 = llvm.mlir.constant(8 : index) : i64
    %1217 = llvm.mlir.constant(1 : index) : i64
    %1218 = llvm.mlir.constant(1 : index) : i64
    %1219 = llvm.mlir.constant(8 : index) : i64
    %1220 = llvm.mlir.zero : !llvm.ptr
    %1221 = llvm.getelementptr %1220[%1219] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1222 = llvm.ptrtoint %1221 : !llvm.ptr to i64
    %1223 = llvm.mlir.constant(64 : index) : i64
    %1224 = llvm.add %1222, %1223 : i64
    %1225 = llvm.call @malloc(%1224) : (i64) -> !llvm.ptr
    %1226 = llvm.ptrtoint %1225 : !llvm.ptr to i64
    %1227 = llvm.mlir.constant(1 : index) : i64
    %1228 = llvm.sub %1223, %1227 : i64
    %1229 = llvm.add %1226, %1228 : i64
    %1230 = llvm.urem %1229, %1223 : i64
    %1231 = llvm.sub %1229, %1230 : i64
    %1232 = llvm.inttoptr %1231 : i64 to !llvm.ptr
    %1233 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1234 = llvm.insertvalue %1225, %1233[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1235 = llvm.insertvalue %1232, %1234[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1236 = llvm.mlir.constant(0 : index) : i64
    %1237 = llvm.insertvalue %1236, %1235[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1238 = llvm.insertvalue %1215, %1237[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1239 = llvm.insertvalue %1216, %1238[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1240 = llvm.insertvalue %1217, %1239[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1241 = llvm.insertvalue %1216, %1240[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1242 = llvm.insertvalue %1217, %1241[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1243 = llvm.insertvalue %1218, %1242[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb85(%27 : i64)
  ^bb85(%1244: i64):  // 2 preds: ^bb84, ^bb92
    %1245 = llvm.icmp "slt" %1244, %16 : i64
    llvm.cond_br %1245, ^bb86, ^bb93
  ^bb86:  // pred: ^bb85
    llvm.br ^bb87(%27 : i64)
  ^bb87(%1246: i64):  // 2 preds: ^bb86, ^bb91
    %1247 = llvm.icmp "slt" %1246, %15 : i64
    llvm.cond_br %1247, ^bb88, ^bb92
  ^bb88:  // pred: ^bb87
    llvm.br ^bb89(%27 : i64)
  ^bb89(%1248: i64):  // 2 preds: ^bb88, ^bb90
    %1249 = llvm.icmp "slt" %1248, %16 : i64
    llvm.cond_br %1249, ^bb90, ^bb91
  ^bb90:  // pred: ^bb89
    %1250 = llvm.extractvalue %1199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1251 = llvm.mlir.constant(8 : index) : i64
    %1252 = llvm.mul %1244, %1251 overflow<nsw, nuw> : i64
    %1253 = llvm.add %1252, %1246 overflow<nsw, nuw> : i64
    %1254 = llvm.add %1253, %1248 overflow<nsw, nuw> : i64
    %1255 = llvm.getelementptr inbounds|nuw %1250[%1254] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1256 = llvm.load %1255 : !llvm.ptr -> f64
    %1257 = llvm.extractvalue %1243[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1258 = llvm.mlir.constant(8 : index) : i64
    %1259 = llvm.mul %1244, %1258 overflow<nsw, nuw> : i64
    %1260 = llvm.add %1259, %1246 overflow<nsw, nuw> : i64
    %1261 = llvm.add %1260, %1248 overflow<nsw, nuw> : i64
    %1262 = llvm.getelementptr inbounds|nuw %1257[%1261] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1256, %1262 : f64, !llvm.ptr
    %1263 = llvm.add %1248, %16 : i64
    llvm.br ^bb89(%1263 : i64)
  ^bb91:  // pred: ^bb89
    %1264 = llvm.add %1246, %16 : i64
    llvm.br ^bb87(%1264 : i64)
  ^bb92:  // pred: ^bb87
    %1265 = llvm.add %1244, %16 : i64
    llvm.br ^bb85(%1265 : i64)
  ^bb93:  // pred: ^bb85
    llvm.br ^bb94(%27 : i64)
  ^bb94(%1266: i64):  // 2 preds: ^bb93, ^bb101
    %1267 = llvm.icmp "slt" %1266, %16 : i64
    llvm.cond_br %1267, ^bb95, ^bb102
  ^bb95:  // pred: ^bb94
    llvm.br ^bb96(%27 : i64)
  ^bb96(%1268: i64):  // 2 preds: ^bb95, ^bb100
    %1269 = llvm.icmp "slt" %1268, %15 : i64
    llvm.cond_br %1269, ^bb97, ^bb101
  ^bb97:  // pred: ^bb96
    llvm.br ^bb98(%27 : i64)
  ^bb98(%1270: i64):  // 2 preds: ^bb97, ^bb99
    %1271 = llvm.icmp "slt" %1270, %14 : i64
    llvm.cond_br %1271, ^bb99, ^bb100
  ^bb99:  // pred: ^bb98
    %1272 = llvm.extractvalue %1143[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1273 = llvm.mlir.constant(256 : index) : i64
    %1274 = llvm.mul %1266, %1273 overflow<nsw, nuw> : i64
    %1275 = llvm.mlir.constant(32 : index) : i64
    %1276 = llvm.mul %1268, %1275 overflow<nsw, nuw> : i64
    %1277 = llvm.add %1274, %1276 overflow<nsw, nuw> : i64
    %1278 = llvm.add %1277, %1270 overflow<nsw, nuw> : i64
    %1279 = llvm.getelementptr inbounds|nuw %1272[%1278] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1280 = llvm.load %1279 : !llvm.ptr -> f64
    %1281 = llvm.extractvalue %1243[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1282 = llvm.mlir.constant(8 : index) : i64
    %1283 = llvm.mul %1266, %1282 overflow<nsw, nuw> : i64
    %1284 = llvm.add %1283, %1268 overflow<nsw, nuw> : i64
    %1285 = llvm.add %1284, %27 overflow<nsw, nuw> : i64
    %1286 = llvm.getelementptr inbounds|nuw %1281[%1285] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1287 = llvm.load %1286 : !llvm.ptr -> f64
    %1288 = llvm.fadd %1280, %1287 : f64
    %1289 = llvm.extractvalue %1243[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1290 = llvm.mlir.constant(8 : index) : i64
    %1291 = llvm.mul %1266, %1290 overflow<nsw, nuw> : i64
    %1292 = llvm.add %1291, %1268 overflow<nsw, nuw> : i64
    %1293 = llvm.add %1292, %27 overflow<nsw, nuw> : i64
    %1294 = llvm.getelementptr inbounds|nuw %1289[%1293] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1288, %1294 : f64, !llvm.ptr
    %1295 = llvm.add %1270, %16 : i64
    llvm.br ^bb98(%1295 : i64)
  ^bb100:  // pred: ^bb98
    %1296 = llvm.add %1268, %16 : i64
    llvm.br ^bb96(%1296 : i64)
  ^bb101:  // pred: ^bb96
    %1297 = llvm.add %1266, %16 : i64
    llvm.br ^bb94(%1297 : i64)
  ^bb102:  // pred: ^bb94
    %1298 = llvm.mlir.constant(1 : index) : i64
    %1299 = llvm.mlir.constant(8 : index) : i64
    %1300 = llvm.mlir.constant(1 : index) : i64
    %1301 = llvm.mlir.constant(1 : index) : i64
    %1302 = llvm.mlir.constant(8 : index) : i64
    %1303 = llvm.mlir.zero : !llvm.ptr
    %1304 = llvm.getelementptr %1303[%1302] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1305 = llvm.ptrtoint %1304 : !llvm.ptr to i64
    %1306 = llvm.mlir.constant(64 : index) : i64
    %1307 = llvm.add %1305, %1306 : i64
    %1308 = llvm.call @malloc(%1307) : (i64) -> !llvm.ptr
    %1309 = llvm.ptrtoint %1308 : !llvm.ptr to i64
    %1310 = llvm.mlir.constant(1 : index) : i64
    %1311 = llvm.sub %1306, %1310 : i64
    %1312 = llvm.add %1309, %1311 : i64
    %1313 = llvm.urem %1312, %1306 : i64
    %1314 = llvm.sub %1312, %1313 : i64
    %1315 = llvm.inttoptr %1314 : i64 to !llvm.ptr
    %1316 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1317 = llvm.insertvalue %1308, %1316[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1318 = llvm.insertvalue %1315, %1317[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1319 = llvm.mlir.constant(0 : index) : i64
    %1320 = llvm.insertvalue %1319, %1318[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1321 = llvm.insertvalue %1298, %1320[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1322 = llvm.insertvalue %1299, %1321[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1323 = llvm.insertvalue %1300, %1322[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1324 = llvm.insertvalue %1299, %1323[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1325 = llvm.insertvalue %1300, %1324[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1326 = llvm.insertvalue %1301, %1325[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb103(%27 : i64)
  ^bb103(%1327: i64):  // 2 preds: ^bb102, ^bb110
    %1328 = llvm.icmp "slt" %1327, %16 : i64
    llvm.cond_br %1328, ^bb104, ^bb111
  ^bb104:  // pred: ^bb103
    llvm.br ^bb105(%27 : i64)
  ^bb105(%1329: i64):  // 2 preds: ^bb104, ^bb109
    %1330 = llvm.icmp "slt" %1329, %15 : i64
    llvm.cond_br %1330, ^bb106, ^bb110
  ^bb106:  // pred: ^bb105
    llvm.br ^bb107(%27 : i64)
  ^bb107(%1331: i64):  // 2 preds: ^bb106, ^bb108
    %1332 = llvm.icmp "slt" %1331, %16 : i64
    llvm.cond_br %1332, ^bb108, ^bb109
  ^bb108:  // pred: ^bb107
    %1333 = llvm.extractvalue %1199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1334 = llvm.mlir.constant(8 : index) : i64
    %1335 = llvm.mul %1327, %1334 overflow<nsw, nuw> : i64
    %1336 = llvm.add %1335, %1329 overflow<nsw, nuw> : i64
    %1337 = llvm.add %1336, %1331 overflow<nsw, nuw> : i64
    %1338 = llvm.getelementptr inbounds|nuw %1333[%1337] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1339 = llvm.load %1338 : !llvm.ptr -> f64
    %1340 = llvm.extractvalue %1326[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1341 = llvm.mlir.constant(8 : index) : i64
    %1342 = llvm.mul %1327, %1341 overflow<nsw, nuw> : i64
    %1343 = llvm.add %1342, %1329 overflow<nsw, nuw> : i64
    %1344 = llvm.add %1343, %1331 overflow<nsw, nuw> : i64
    %1345 = llvm.getelementptr inbounds|nuw %1340[%1344] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1339, %1345 : f64, !llvm.ptr
    %1346 = llvm.add %1331, %16 : i64
    llvm.br ^bb107(%1346 : i64)
  ^bb109:  // pred: ^bb107
    %1347 = llvm.add %1329, %16 : i64
    llvm.br ^bb105(%1347 : i64)
  ^bb110:  // pred: ^bb105
    %1348 = llvm.add %1327, %16 : i64
    llvm.br ^bb103(%1348 : i64)
  ^bb111:  // pred: ^bb103
    llvm.br ^bb112(%27 : i64)
  ^bb112(%1349: i64):  // 2 preds: ^bb111, ^bb119
    %1350 = llvm.icmp "slt" %1349, %16 : i64
    llvm.cond_br %1350, ^bb113, ^bb120
  ^bb113:  // pred: ^bb112
    llvm.br ^bb114(%27 : i64)
  ^bb114(%1351: i64):  // 2 preds: ^bb113, ^bb118
    %1352 = llvm.icmp "slt" %1351, %15 : i64
    llvm.cond_br %1352, ^bb115, ^bb119
  ^bb115:  // pred: ^bb114
    llvm.br ^bb116(%27 : i64)
  ^bb116(%1353: i64):  // 2 preds: ^bb115, ^bb117
    %1354 = llvm.icmp "slt" %1353, %14 : i64
    llvm.cond_br %1354, ^bb117, ^bb118
  ^bb117:  // pred: ^bb116
    %1355 = llvm.extractvalue %1143[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1356 = llvm.mlir.constant(256 : index) : i64
    %1357 = llvm.mul %1349, %1356 overflow<nsw, nuw> : i64
    %1358 = llvm.mlir.constant(32 : index) : i64
    %1359 = llvm.mul %1351, %1358 overflow<nsw, nuw> : i64
    %1360 = llvm.add %1357, %1359 overflow<nsw, nuw> : i64
    %1361 = llvm.add %1360, %1353 overflow<nsw, nuw> : i64
    %1362 = llvm.getelementptr inbounds|nuw %1355[%1361] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1363 = llvm.load %1362 : !llvm.ptr -> f64
    %1364 = llvm.extractvalue %1243[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1365 = llvm.mlir.constant(8 : index) : i64
    %1366 = llvm.mul %1349, %1365 overflow<nsw, nuw> : i64
    %1367 = llvm.add %1366, %1351 overflow<nsw, nuw> : i64
    %1368 = llvm.add %1367, %27 overflow<nsw, nuw> : i64
    %1369 = llvm.getelementptr inbounds|nuw %1364[%1368] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1370 = llvm.load %1369 : !llvm.ptr -> f64
    %1371 = llvm.extractvalue %1326[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1372 = llvm.mlir.constant(8 : index) : i64
    %1373 = llvm.mul %1349, %1372 overflow<nsw, nuw> : i64
    %1374 = llvm.add %1373, %1351 overflow<nsw, nuw> : i64
    %1375 = llvm.add %1374, %27 overflow<nsw, nuw> : i64
    %1376 = llvm.getelementptr inbounds|nuw %1371[%1375] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1377 = llvm.load %1376 : !llvm.ptr -> f64
    %1378 = llvm.fdiv %1370, %21 : f64
    %1379 = llvm.fsub %1363, %1378 : f64
    %1380 = llvm.fmul %1379, %1379 : f64
    %1381 = llvm.fadd %1380, %1377 : f64
    %1382 = llvm.extractvalue %1326[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1383 = llvm.mlir.constant(8 : index) : i64
    %1384 = llvm.mul %1349, %1383 overflow<nsw, nuw> : i64
    %1385 = llvm.add %1384, %1351 overflow<nsw, nuw> : i64
    %1386 = llvm.add %1385, %27 overflow<nsw, nuw> : i64
    %1387 = llvm.getelementptr inbounds|nuw %1382[%1386] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1381, %1387 : f64, !llvm.ptr
    %1388 = llvm.add %1353, %16 : i64
    llvm.br ^bb116(%1388 : i64)
  ^bb118:  // pred: ^bb116
    %1389 = llvm.add %1351, %16 : i64
    llvm.br ^bb114(%1389 : i64)
  ^bb119:  // pred: ^bb114
    %1390 = llvm.add %1349, %16 : i64
    llvm.br ^bb112(%1390 : i64)
  ^bb120:  // pred: ^bb112
    %1391 = llvm.mlir.constant(1 : index) : i64
    %1392 = llvm.mlir.constant(8 : index) : i64
    %1393 = llvm.mlir.constant(1 : index) : i64
    %1394 = llvm.mlir.constant(1 : index) : i64
    %1395 = llvm.mlir.constant(8 : index) : i64
    %1396 = llvm.mlir.zero : !llvm.ptr
    %1397 = llvm.getelementptr %1396[%1395] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1398 = llvm.ptrtoint %1397 : !llvm.ptr to i64
    %1399 = llvm.mlir.constant(64 : index) : i64
    %1400 = llvm.add %1398, %1399 : i64
    %1401 = llvm.call @malloc(%1400) : (i64) -> !llvm.ptr
    %1402 = llvm.ptrtoint %1401 : !llvm.ptr to i64
    %1403 = llvm.mlir.constant(1 : index) : i64
    %1404 = llvm.sub %1399, %1403 : i64
    %1405 = llvm.add %1402, %1404 : i64
    %1406 = llvm.urem %1405, %1399 : i64
    %1407 = llvm.sub %1405, %1406 : i64
    %1408 = llvm.inttoptr %1407 : i64 to !llvm.ptr
    %1409 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1410 = llvm.insertvalue %1401, %1409[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1411 = llvm.insertvalue %1408, %1410[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1412 = llvm.mlir.constant(0 : index) : i64
    %1413 = llvm.insertvalue %1412, %1411[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1414 = llvm.insertvalue %1391, %1413[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1415 = llvm.insertvalue %1392, %1414[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1416 = llvm.insertvalue %1393, %1415[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1417 = llvm.insertvalue %1392, %1416[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1418 = llvm.insertvalue %1393, %1417[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1419 = llvm.insertvalue %1394, %1418[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb121(%27 : i64)
  ^bb121(%1420: i64):  // 2 preds: ^bb120, ^bb128
    %1421 = llvm.icmp "slt" %1420, %16 : i64
    llvm.cond_br %1421, ^bb122, ^bb129
  ^bb122:  // pred: ^bb121
    llvm.br ^bb123(%27 : i64)
  ^bb123(%1422: i64):  // 2 preds: ^bb122, ^bb127
    %1423 = llvm.icmp "slt" %1422, %15 : i64
    llvm.cond_br %1423, ^bb124, ^bb128
  ^bb124:  // pred: ^bb123
    llvm.br ^bb125(%27 : i64)
  ^bb125(%1424: i64):  // 2 preds: ^bb124, ^bb126
    %1425 = llvm.icmp "slt" %1424, %16 : i64
    llvm.cond_br %1425, ^bb126, ^bb127
  ^bb126:  // pred: ^bb125
    %1426 = llvm.extractvalue %1419[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1427 = llvm.mlir.constant(8 : index) : i64
    %1428 = llvm.mul %1420, %1427 overflow<nsw, nuw> : i64
    %1429 = llvm.add %1428, %1422 overflow<nsw, nuw> : i64
    %1430 = llvm.add %1429, %1424 overflow<nsw, nuw> : i64
    %1431 = llvm.getelementptr inbounds|nuw %1426[%1430] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %29, %1431 : f32, !llvm.ptr
    %1432 = llvm.add %1424, %16 : i64
    llvm.br ^bb125(%1432 : i64)
  ^bb127:  // pred: ^bb125
    %1433 = llvm.add %1422, %16 : i64
    llvm.br ^bb123(%1433 : i64)
  ^bb128:  // pred: ^bb123
    %1434 = llvm.add %1420, %16 : i64
    llvm.br ^bb121(%1434 : i64)
  ^bb129:  // pred: ^bb121
    %1435 = llvm.mlir.constant(1 : index) : i64
    %1436 = llvm.mlir.constant(8 : index) : i64
    %1437 = llvm.mlir.constant(1 : index) : i64
    %1438 = llvm.mlir.constant(1 : index) : i64
    %1439 = llvm.mlir.constant(8 : index) : i64
    %1440 = llvm.mlir.zero : !llvm.ptr
    %1441 = llvm.getelementptr %1440[%1439] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1442 = llvm.ptrtoint %1441 : !llvm.ptr to i64
    %1443 = llvm.mlir.constant(64 : index) : i64
    %1444 = llvm.add %1442, %1443 : i64
    %1445 = llvm.call @malloc(%1444) : (i64) -> !llvm.ptr
    %1446 = llvm.ptrtoint %1445 : !llvm.ptr to i64
    %1447 = llvm.mlir.constant(1 : index) : i64
    %1448 = llvm.sub %1443, %1447 : i64
    %1449 = llvm.add %1446, %1448 : i64
    %1450 = llvm.urem %1449, %1443 : i64
    %1451 = llvm.sub %1449, %1450 : i64
    %1452 = llvm.inttoptr %1451 : i64 to !llvm.ptr
    %1453 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1454 = llvm.insertvalue %1445, %1453[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1455 = llvm.insertvalue %1452, %1454[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1456 = llvm.mlir.constant(0 : index) : i64
    %1457 = llvm.insertvalue %1456, %1455[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1458 = llvm.insertvalue %1435, %1457[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1459 = llvm.insertvalue %1436, %1458[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1460 = llvm.insertvalue %1437, %1459[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1461 = llvm.insertvalue %1436, %1460[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1462 = llvm.insertvalue %1437, %1461[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1463 = llvm.insertvalue %1438, %1462[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb130(%27 : i64)
  ^bb130(%1464: i64):  // 2 preds: ^bb129, ^bb137
    %1465 = llvm.icmp "slt" %1464, %16 : i64
    llvm.cond_br %1465, ^bb131, ^bb138
  ^bb131:  // pred: ^bb130
    llvm.br ^bb132(%27 : i64)
  ^bb132(%1466: i64):  // 2 preds: ^bb131, ^bb136
    %1467 = llvm.icmp "slt" %1466, %15 : i64
    llvm.cond_br %1467, ^bb133, ^bb137
  ^bb133:  // pred: ^bb132
    llvm.br ^bb134(%27 : i64)
  ^bb134(%1468: i64):  // 2 preds: ^bb133, ^bb135
    %1469 = llvm.icmp "slt" %1468, %16 : i64
    llvm.cond_br %1469, ^bb135, ^bb136
  ^bb135:  // pred: ^bb134
    %1470 = llvm.extractvalue %1419[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1471 = llvm.mlir.constant(8 : index) : i64
    %1472 = llvm.mul %1464, %1471 overflow<nsw, nuw> : i64
    %1473 = llvm.add %1472, %1466 overflow<nsw, nuw> : i64
    %1474 = llvm.add %1473, %1468 overflow<nsw, nuw> : i64
    %1475 = llvm.getelementptr inbounds|nuw %1470[%1474] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1476 = llvm.load %1475 : !llvm.ptr -> f32
    %1477 = llvm.extractvalue %1463[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1478 = llvm.mlir.constant(8 : index) : i64
    %1479 = llvm.mul %1464, %1478 overflow<nsw, nuw> : i64
    %1480 = llvm.add %1479, %1466 overflow<nsw, nuw> : i64
    %1481 = llvm.add %1480, %1468 overflow<nsw, nuw> : i64
    %1482 = llvm.getelementptr inbounds|nuw %1477[%1481] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1476, %1482 : f32, !llvm.ptr
    %1483 = llvm.add %1468, %16 : i64
    llvm.br ^bb134(%1483 : i64)
  ^bb136:  // pred: ^bb134
    %1484 = llvm.add %1466, %16 : i64
    llvm.br ^bb132(%1484 : i64)
  ^bb137:  // pred: ^bb132
    %1485 = llvm.add %1464, %16 : i64
    llvm.br ^bb130(%1485 : i64)
  ^bb138:  // pred: ^bb130
    llvm.br ^bb139(%27 : i64)
  ^bb139(%1486: i64):  // 2 preds: ^bb138, ^bb146
    %1487 = llvm.icmp "slt" %1486, %16 : i64
    llvm.cond_br %1487, ^bb140, ^bb147
  ^bb140:  // pred: ^bb139
    llvm.br ^bb141(%27 : i64)
  ^bb141(%1488: i64):  // 2 preds: ^bb140, ^bb145
    %1489 = llvm.icmp "slt" %1488, %15 : i64
    llvm.cond_br %1489, ^bb142, ^bb146
  ^bb142:  // pred: ^bb141
    llvm.br ^bb143(%27 : i64)
  ^bb143(%1490: i64):  // 2 preds: ^bb142, ^bb144
    %1491 = llvm.icmp "slt" %1490, %14 : i64
    llvm.cond_br %1491, ^bb144, ^bb145
  ^bb144:  // pred: ^bb143
    %1492 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1493 = llvm.mlir.constant(256 : index) : i64
    %1494 = llvm.mul %1486, %1493 overflow<nsw, nuw> : i64
    %1495 = llvm.mlir.constant(32 : index) : i64
    %1496 = llvm.mul %1488, %1495 overflow<nsw, nuw> : i64
    %1497 = llvm.add %1494, %1496 overflow<nsw, nuw> : i64
    %1498 = llvm.add %1497, %1490 overflow<nsw, nuw> : i64
    %1499 = llvm.getelementptr inbounds|nuw %1492[%1498] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1500 = llvm.load %1499 : !llvm.ptr -> f32
    %1501 = llvm.extractvalue %1463[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1502 = llvm.mlir.constant(8 : index) : i64
    %1503 = llvm.mul %1486, %1502 overflow<nsw, nuw> : i64
    %1504 = llvm.add %1503, %1488 overflow<nsw, nuw> : i64
    %1505 = llvm.add %1504, %27 overflow<nsw, nuw> : i64
    %1506 = llvm.getelementptr inbounds|nuw %1501[%1505] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1507 = llvm.load %1506 : !llvm.ptr -> f32
    %1508 = llvm.fadd %1500, %1507 : f32
    %1509 = llvm.extractvalue %1463[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1510 = llvm.mlir.constant(8 : index) : i64
    %1511 = llvm.mul %1486, %1510 overflow<nsw, nuw> : i64
    %1512 = llvm.add %1511, %1488 overflow<nsw, nuw> : i64
    %1513 = llvm.add %1512, %27 overflow<nsw, nuw> : i64
    %1514 = llvm.getelementptr inbounds|nuw %1509[%1513] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1508, %1514 : f32, !llvm.ptr
    %1515 = llvm.add %1490, %16 : i64
    llvm.br ^bb143(%1515 : i64)
  ^bb145:  // pred: ^bb143
    %1516 = llvm.add %1488, %16 : i64
    llvm.br ^bb141(%1516 : i64)
  ^bb146:  // pred: ^bb141
    %1517 = llvm.add %1486, %16 : i64
    llvm.br ^bb139(%1517 : i64)
  ^bb147:  // pred: ^bb139
    %1518 = llvm.mlir.constant(8 : index) : i64
    %1519 = llvm.mlir.constant(96 : index) : i64
    %1520 = llvm.mlir.constant(1 : index) : i64
    %1521 = llvm.mlir.constant(768 : index) : i64
    %1522 = llvm.mlir.zero : !llvm.ptr
    %1523 = llvm.getelementptr %1522[%1521] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1524 = llvm.ptrtoint %1523 : !llvm.ptr to i64
    %1525 = llvm.mlir.constant(64 : index) : i64
    %1526 = llvm.add %1524, %1525 : i64
    %1527 = llvm.call @malloc(%1526) : (i64) -> !llvm.ptr
    %1528 = llvm.ptrtoint %1527 : !llvm.ptr to i64
    %1529 = llvm.mlir.constant(1 : index) : i64
    %1530 = llvm.sub %1525, %1529 : i64
    %1531 = llvm.add %1528, %1530 : i64
    %1532 = llvm.urem %1531, %1525 : i64
    %1533 = llvm.sub %1531, %1532 : i64
    %1534 = llvm.inttoptr %1533 : i64 to !llvm.ptr
    %1535 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1536 = llvm.insertvalue %1527, %1535[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1537 = llvm.insertvalue %1534, %1536[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1538 = llvm.mlir.constant(0 : index) : i64
    %1539 = llvm.insertvalue %1538, %1537[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1540 = llvm.insertvalue %1518, %1539[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1541 = llvm.insertvalue %1519, %1540[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1542 = llvm.insertvalue %1519, %1541[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1543 = llvm.insertvalue %1520, %1542[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb148(%27 : i64)
  ^bb148(%1544: i64):  // 2 preds: ^bb147, ^bb152
    %1545 = llvm.icmp "slt" %1544, %15 : i64
    llvm.cond_br %1545, ^bb149, ^bb153
  ^bb149:  // pred: ^bb148
    llvm.br ^bb150(%27 : i64)
  ^bb150(%1546: i64):  // 2 preds: ^bb149, ^bb151
    %1547 = llvm.icmp "slt" %1546, %13 : i64
    llvm.cond_br %1547, ^bb151, ^bb152
  ^bb151:  // pred: ^bb150
    %1548 = llvm.extractvalue %1543[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1549 = llvm.mlir.constant(96 : index) : i64
    %1550 = llvm.mul %1544, %1549 overflow<nsw, nuw> : i64
    %1551 = llvm.add %1550, %1546 overflow<nsw, nuw> : i64
    %1552 = llvm.getelementptr inbounds|nuw %1548[%1551] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %29, %1552 : f32, !llvm.ptr
    %1553 = llvm.add %1546, %16 : i64
    llvm.br ^bb150(%1553 : i64)
  ^bb152:  // pred: ^bb150
    %1554 = llvm.add %1544, %16 : i64
    llvm.br ^bb148(%1554 : i64)
  ^bb153:  // pred: ^bb148
    %1555 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1556 = llvm.extractvalue %1543[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1557 = llvm.extractvalue %1543[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1558 = llvm.insertvalue %1556, %1555[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1559 = llvm.insertvalue %1557, %1558[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1560 = llvm.mlir.constant(0 : index) : i64
    %1561 = llvm.insertvalue %1560, %1559[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1562 = llvm.mlir.constant(1 : index) : i64
    %1563 = llvm.insertvalue %1562, %1561[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1564 = llvm.mlir.constant(768 : index) : i64
    %1565 = llvm.insertvalue %1564, %1563[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1566 = llvm.mlir.constant(8 : index) : i64
    %1567 = llvm.insertvalue %1566, %1565[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1568 = llvm.mlir.constant(96 : index) : i64
    %1569 = llvm.insertvalue %1568, %1567[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1570 = llvm.mlir.constant(96 : index) : i64
    %1571 = llvm.insertvalue %1570, %1569[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1572 = llvm.mlir.constant(1 : index) : i64
    %1573 = llvm.insertvalue %1572, %1571[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1574 = llvm.mlir.constant(1 : index) : i64
    %1575 = llvm.mlir.constant(8 : index) : i64
    %1576 = llvm.mlir.constant(96 : index) : i64
    %1577 = llvm.mlir.constant(1 : index) : i64
    %1578 = llvm.mlir.constant(768 : index) : i64
    %1579 = llvm.mlir.constant(768 : index) : i64
    %1580 = llvm.mlir.zero : !llvm.ptr
    %1581 = llvm.getelementptr %1580[%1579] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1582 = llvm.ptrtoint %1581 : !llvm.ptr to i64
    %1583 = llvm.mlir.constant(64 : index) : i64
    %1584 = llvm.add %1582, %1583 : i64
    %1585 = llvm.call @malloc(%1584) : (i64) -> !llvm.ptr
    %1586 = llvm.ptrtoint %1585 : !llvm.ptr to i64
    %1587 = llvm.mlir.constant(1 : index) : i64
    %1588 = llvm.sub %1583, %1587 : i64
    %1589 = llvm.add %1586, %1588 : i64
    %1590 = llvm.urem %1589, %1583 : i64
    %1591 = llvm.sub %1589, %1590 : i64
    %1592 = llvm.inttoptr %1591 : i64 to !llvm.ptr
    %1593 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1594 = llvm.insertvalue %1585, %1593[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1595 = llvm.insertvalue %1592, %1594[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1596 = llvm.mlir.constant(0 : index) : i64
    %1597 = llvm.insertvalue %1596, %1595[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1598 = llvm.insertvalue %1574, %1597[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1599 = llvm.insertvalue %1575, %1598[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1600 = llvm.insertvalue %1576, %1599[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1601 = llvm.insertvalue %1578, %1600[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1602 = llvm.insertvalue %1576, %1601[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1603 = llvm.insertvalue %1577, %1602[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb154(%27 : i64)
  ^bb154(%1604: i64):  // 2 preds: ^bb153, ^bb161
    %1605 = llvm.icmp "slt" %1604, %16 : i64
    llvm.cond_br %1605, ^bb155, ^bb162
  ^bb155:  // pred: ^bb154
    llvm.br ^bb156(%27 : i64)
  ^bb156(%1606: i64):  // 2 preds: ^bb155, ^bb160
    %1607 = llvm.icmp "slt" %1606, %15 : i64
    llvm.cond_br %1607, ^bb157, ^bb161
  ^bb157:  // pred: ^bb156
    llvm.br ^bb158(%27 : i64)
  ^bb158(%1608: i64):  // 2 preds: ^bb157, ^bb159
    %1609 = llvm.icmp "slt" %1608, %13 : i64
    llvm.cond_br %1609, ^bb159, ^bb160
  ^bb159:  // pred: ^bb158
    %1610 = llvm.extractvalue %1573[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1611 = llvm.mlir.constant(768 : index) : i64
    %1612 = llvm.mul %1604, %1611 overflow<nsw, nuw> : i64
    %1613 = llvm.mlir.constant(96 : index) : i64
    %1614 = llvm.mul %1606, %1613 overflow<nsw, nuw> : i64
    %1615 = llvm.add %1612, %1614 overflow<nsw, nuw> : i64
    %1616 = llvm.add %1615, %1608 overflow<nsw, nuw> : i64
    %1617 = llvm.getelementptr inbounds|nuw %1610[%1616] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1618 = llvm.load %1617 : !llvm.ptr -> f32
    %1619 = llvm.extractvalue %1603[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1620 = llvm.mlir.constant(768 : index) : i64
    %1621 = llvm.mul %1604, %1620 overflow<nsw, nuw> : i64
    %1622 = llvm.mlir.constant(96 : index) : i64
    %1623 = llvm.mul %1606, %1622 overflow<nsw, nuw> : i64
    %1624 = llvm.add %1621, %1623 overflow<nsw, nuw> : i64
    %1625 = llvm.add %1624, %1608 overflow<nsw, nuw> : i64
    %1626 = llvm.getelementptr inbounds|nuw %1619[%1625] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1618, %1626 : f32, !llvm.ptr
    %1627 = llvm.add %1608, %16 : i64
    llvm.br ^bb158(%1627 : i64)
  ^bb160:  // pred: ^bb158
    %1628 = llvm.add %1606, %16 : i64
    llvm.br ^bb156(%1628 : i64)
  ^bb161:  // pred: ^bb156
    %1629 = llvm.add %1604, %16 : i64
    llvm.br ^bb154(%1629 : i64)
  ^bb162:  // pred: ^bb154
    llvm.br ^bb163(%27 : i64)
  ^bb163(%1630: i64):  // 2 preds: ^bb162, ^bb173
    %1631 = llvm.icmp "slt" %1630, %16 : i64
    llvm.cond_br %1631, ^bb164, ^bb174
  ^bb164:  // pred: ^bb163
    llvm.br ^bb165(%27 : i64)
  ^bb165(%1632: i64):  // 2 preds: ^bb164, ^bb172
    %1633 = llvm.icmp "slt" %1632, %15 : i64
    llvm.cond_br %1633, ^bb166, ^bb173
  ^bb166:  // pred: ^bb165
    llvm.br ^bb167(%27 : i64)
  ^bb167(%1634: i64):  // 2 preds: ^bb166, ^bb171
    %1635 = llvm.icmp "slt" %1634, %13 : i64
    llvm.cond_br %1635, ^bb168, ^bb172
  ^bb168:  // pred: ^bb167
    llvm.br ^bb169(%27 : i64)
  ^bb169(%1636: i64):  // 2 preds: ^bb168, ^bb170
    %1637 = llvm.icmp "slt" %1636, %14 : i64
    llvm.cond_br %1637, ^bb170, ^bb171
  ^bb170:  // pred: ^bb169
    %1638 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1639 = llvm.mlir.constant(256 : index) : i64
    %1640 = llvm.mul %1630, %1639 overflow<nsw, nuw> : i64
    %1641 = llvm.mlir.constant(32 : index) : i64
    %1642 = llvm.mul %1632, %1641 overflow<nsw, nuw> : i64
    %1643 = llvm.add %1640, %1642 overflow<nsw, nuw> : i64
    %1644 = llvm.add %1643, %1636 overflow<nsw, nuw> : i64
    %1645 = llvm.getelementptr inbounds|nuw %1638[%1644] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1646 = llvm.load %1645 : !llvm.ptr -> f32
    %1647 = llvm.extractvalue %1463[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1648 = llvm.mlir.constant(8 : index) : i64
    %1649 = llvm.mul %1630, %1648 overflow<nsw, nuw> : i64
    %1650 = llvm.add %1649, %1632 overflow<nsw, nuw> : i64
    %1651 = llvm.add %1650, %27 overflow<nsw, nuw> : i64
    %1652 = llvm.getelementptr inbounds|nuw %1647[%1651] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1653 = llvm.load %1652 : !llvm.ptr -> f32
    %1654 = llvm.extractvalue %1326[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1655 = llvm.mlir.constant(8 : index) : i64
    %1656 = llvm.mul %1630, %1655 overflow<nsw, nuw> : i64
    %1657 = llvm.add %1656, %1632 overflow<nsw, nuw> : i64
    %1658 = llvm.add %1657, %27 overflow<nsw, nuw> : i64
    %1659 = llvm.getelementptr inbounds|nuw %1654[%1658] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1660 = llvm.load %1659 : !llvm.ptr -> f64
    %1661 = llvm.extractvalue %480[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1662 = llvm.getelementptr inbounds|nuw %1661[%1636] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1663 = llvm.load %1662 : !llvm.ptr -> f32
    %1664 = llvm.extractvalue %464[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1665 = llvm.getelementptr inbounds|nuw %1664[%1636] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1666 = llvm.load %1665 : !llvm.ptr -> f32
    %1667 = llvm.extractvalue %448[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1668 = llvm.mlir.constant(96 : index) : i64
    %1669 = llvm.mul %1636, %1668 overflow<nsw, nuw> : i64
    %1670 = llvm.add %1669, %1634 overflow<nsw, nuw> : i64
    %1671 = llvm.getelementptr inbounds|nuw %1667[%1670] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1672 = llvm.load %1671 : !llvm.ptr -> f32
    %1673 = llvm.extractvalue %1603[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1674 = llvm.mlir.constant(768 : index) : i64
    %1675 = llvm.mul %1630, %1674 overflow<nsw, nuw> : i64
    %1676 = llvm.mlir.constant(96 : index) : i64
    %1677 = llvm.mul %1632, %1676 overflow<nsw, nuw> : i64
    %1678 = llvm.add %1675, %1677 overflow<nsw, nuw> : i64
    %1679 = llvm.add %1678, %1634 overflow<nsw, nuw> : i64
    %1680 = llvm.getelementptr inbounds|nuw %1673[%1679] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1681 = llvm.load %1680 : !llvm.ptr -> f32
    %1682 = llvm.fdiv %1660, %21 : f64
    %1683 = llvm.fptrunc %1682 : f64 to f32
    %1684 = llvm.fptrunc %22 : f64 to f32
    %1685 = llvm.fadd %1683, %1684 : f32
    %1686 = llvm.intr.sqrt(%1685) : (f32) -> f32
    %1687 = llvm.fdiv %17, %1686 : f32
    %1688 = llvm.fdiv %1653, %20 : f32
    %1689 = llvm.fsub %1646, %1688 : f32
    %1690 = llvm.fmul %1689, %1687 : f32
    %1691 = llvm.fmul %1690, %1663 : f32
    %1692 = llvm.fadd %1691, %1666 : f32
    %1693 = llvm.fmul %1692, %1672 : f32
    %1694 = llvm.fadd %1681, %1693 : f32
    %1695 = llvm.extractvalue %1603[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1696 = llvm.mlir.constant(768 : index) : i64
    %1697 = llvm.mul %1630, %1696 overflow<nsw, nuw> : i64
    %1698 = llvm.mlir.constant(96 : index) : i64
    %1699 = llvm.mul %1632, %1698 overflow<nsw, nuw> : i64
    %1700 = llvm.add %1697, %1699 overflow<nsw, nuw> : i64
    %1701 = llvm.add %1700, %1634 overflow<nsw, nuw> : i64
    %1702 = llvm.getelementptr inbounds|nuw %1695[%1701] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1694, %1702 : f32, !llvm.ptr
    %1703 = llvm.add %1636, %16 : i64
    llvm.br ^bb169(%1703 : i64)
  ^bb171:  // pred: ^bb169
    %1704 = llvm.add %1634, %16 : i64
    llvm.br ^bb167(%1704 : i64)
  ^bb172:  // pred: ^bb167
    %1705 = llvm.add %1632, %16 : i64
    llvm.br ^bb165(%1705 : i64)
  ^bb173:  // pred: ^bb165
    %1706 = llvm.add %1630, %16 : i64
    llvm.br ^bb163(%1706 : i64)
  ^bb174:  // pred: ^bb163
    %1707 = llvm.mlir.constant(1 : index) : i64
    %1708 = llvm.mlir.constant(8 : index) : i64
    %1709 = llvm.mlir.constant(96 : index) : i64
    %1710 = llvm.mlir.constant(1 : index) : i64
    %1711 = llvm.mlir.constant(768 : index) : i64
    %1712 = llvm.mlir.constant(768 : index) : i64
    %1713 = llvm.mlir.zero : !llvm.ptr
    %1714 = llvm.getelementptr %1713[%1712] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1715 = llvm.ptrtoint %1714 : !llvm.ptr to i64
    %1716 = llvm.mlir.constant(64 : index) : i64
    %1717 = llvm.add %1715, %1716 : i64
    %1718 = llvm.call @malloc(%1717) : (i64) -> !llvm.ptr
    %1719 = llvm.ptrtoint %1718 : !llvm.ptr to i64
    %1720 = llvm.mlir.constant(1 : index) : i64
    %1721 = llvm.sub %1716, %1720 : i64
    %1722 = llvm.add %1719, %1721 : i64
    %1723 = llvm.urem %1722, %1716 : i64
    %1724 = llvm.sub %1722, %1723 : i64
    %1725 = llvm.inttoptr %1724 : i64 to !llvm.ptr
    %1726 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1727 = llvm.insertvalue %1718, %1726[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1728 = llvm.insertvalue %1725, %1727[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1729 = llvm.mlir.constant(0 : index) : i64
    %1730 = llvm.insertvalue %1729, %1728[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1731 = llvm.insertvalue %1707, %1730[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1732 = llvm.insertvalue %1708, %1731[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1733 = llvm.insertvalue %1709, %1732[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1734 = llvm.insertvalue %1711, %1733[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1735 = llvm.insertvalue %1709, %1734[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1736 = llvm.insertvalue %1710, %1735[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb175(%27 : i64)
  ^bb175(%1737: i64):  // 2 preds: ^bb174, ^bb182
    %1738 = llvm.icmp "slt" %1737, %16 : i64
    llvm.cond_br %1738, ^bb176, ^bb183
  ^bb176:  // pred: ^bb175
    llvm.br ^bb177(%27 : i64)
  ^bb177(%1739: i64):  // 2 preds: ^bb176, ^bb181
    %1740 = llvm.icmp "slt" %1739, %15 : i64
    llvm.cond_br %1740, ^bb178, ^bb182
  ^bb178:  // pred: ^bb177
    llvm.br ^bb179(%27 : i64)
  ^bb179(%1741: i64):  // 2 preds: ^bb178, ^bb180
    %1742 = llvm.icmp "slt" %1741, %13 : i64
    llvm.cond_br %1742, ^bb180, ^bb181
  ^bb180:  // pred: ^bb179
    %1743 = llvm.extractvalue %1603[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1744 = llvm.mlir.constant(768 : index) : i64
    %1745 = llvm.mul %1737, %1744 overflow<nsw, nuw> : i64
    %1746 = llvm.mlir.constant(96 : index) : i64
    %1747 = llvm.mul %1739, %1746 overflow<nsw, nuw> : i64
    %1748 = llvm.add %1745, %1747 overflow<nsw, nuw> : i64
    %1749 = llvm.add %1748, %1741 overflow<nsw, nuw> : i64
    %1750 = llvm.getelementptr inbounds|nuw %1743[%1749] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1751 = llvm.load %1750 : !llvm.ptr -> f32
    %1752 = llvm.extractvalue %428[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1753 = llvm.getelementptr inbounds|nuw %1752[%1741] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1754 = llvm.load %1753 : !llvm.ptr -> f32
    %1755 = llvm.fadd %1751, %1754 : f32
    %1756 = llvm.extractvalue %1736[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1757 = llvm.mlir.constant(768 : index) : i64
    %1758 = llvm.mul %1737, %1757 overflow<nsw, nuw> : i64
    %1759 = llvm.mlir.constant(96 : index) : i64
    %1760 = llvm.mul %1739, %1759 overflow<nsw, nuw> : i64
    %1761 = llvm.add %1758, %1760 overflow<nsw, nuw> : i64
    %1762 = llvm.add %1761, %1741 overflow<nsw, nuw> : i64
    %1763 = llvm.getelementptr inbounds|nuw %1756[%1762] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1755, %1763 : f32, !llvm.ptr
    %1764 = llvm.add %1741, %16 : i64
    llvm.br ^bb179(%1764 : i64)
  ^bb181:  // pred: ^bb179
    %1765 = llvm.add %1739, %16 : i64
    llvm.br ^bb177(%1765 : i64)
  ^bb182:  // pred: ^bb177
    %1766 = llvm.add %1737, %16 : i64
    llvm.br ^bb175(%1766 : i64)
  ^bb183:  // pred: ^bb175
    %1767 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1768 = llvm.extractvalue %1736[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1769 = llvm.extractvalue %1736[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1770 = llvm.insertvalue %1768, %1767[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1771 = llvm.insertvalue %1769, %1770[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1772 = llvm.mlir.constant(32 : index) : i64
    %1773 = llvm.insertvalue %1772, %1771[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1774 = llvm.mlir.constant(1 : index) : i64
    %1775 = llvm.insertvalue %1774, %1773[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1776 = llvm.mlir.constant(768 : index) : i64
    %1777 = llvm.insertvalue %1776, %1775[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1778 = llvm.mlir.constant(8 : index) : i64
    %1779 = llvm.insertvalue %1778, %1777[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1780 = llvm.mlir.constant(96 : index) : i64
    %1781 = llvm.insertvalue %1780, %1779[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1782 = llvm.mlir.constant(2 : index) : i64
    %1783 = llvm.insertvalue %1782, %1781[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1784 = llvm.mlir.constant(16 : index) : i64
    %1785 = llvm.insertvalue %1784, %1783[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1786 = llvm.mlir.constant(16 : index) : i64
    %1787 = llvm.insertvalue %1786, %1785[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1788 = llvm.mlir.constant(1 : index) : i64
    %1789 = llvm.insertvalue %1788, %1787[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1790 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1791 = llvm.extractvalue %1736[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1792 = llvm.extractvalue %1736[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1793 = llvm.insertvalue %1791, %1790[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1794 = llvm.insertvalue %1792, %1793[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1795 = llvm.mlir.constant(64 : index) : i64
    %1796 = llvm.insertvalue %1795, %1794[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1797 = llvm.mlir.constant(1 : index) : i64
    %1798 = llvm.insertvalue %1797, %1796[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1799 = llvm.mlir.constant(768 : index) : i64
    %1800 = llvm.insertvalue %1799, %1798[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1801 = llvm.mlir.constant(8 : index) : i64
    %1802 = llvm.insertvalue %1801, %1800[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1803 = llvm.mlir.constant(96 : index) : i64
    %1804 = llvm.insertvalue %1803, %1802[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1805 = llvm.mlir.constant(2 : index) : i64
    %1806 = llvm.insertvalue %1805, %1804[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1807 = llvm.mlir.constant(16 : index) : i64
    %1808 = llvm.insertvalue %1807, %1806[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1809 = llvm.mlir.constant(16 : index) : i64
    %1810 = llvm.insertvalue %1809, %1808[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1811 = llvm.mlir.constant(1 : index) : i64
    %1812 = llvm.insertvalue %1811, %1810[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1813 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1814 = llvm.extractvalue %1736[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1815 = llvm.extractvalue %1736[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1816 = llvm.insertvalue %1814, %1813[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1817 = llvm.insertvalue %1815, %1816[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1818 = llvm.mlir.constant(0 : index) : i64
    %1819 = llvm.insertvalue %1818, %1817[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1820 = llvm.mlir.constant(1 : index) : i64
    %1821 = llvm.insertvalue %1820, %1819[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1822 = llvm.mlir.constant(768 : index) : i64
    %1823 = llvm.insertvalue %1822, %1821[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1824 = llvm.mlir.constant(8 : index) : i64
    %1825 = llvm.insertvalue %1824, %1823[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1826 = llvm.mlir.constant(96 : index) : i64
    %1827 = llvm.insertvalue %1826, %1825[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1828 = llvm.mlir.constant(2 : index) : i64
    %1829 = llvm.insertvalue %1828, %1827[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1830 = llvm.mlir.constant(16 : index) : i64
    %1831 = llvm.insertvalue %1830, %1829[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1832 = llvm.mlir.constant(16 : index) : i64
    %1833 = llvm.insertvalue %1832, %1831[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1834 = llvm.mlir.constant(1 : index) : i64
    %1835 = llvm.insertvalue %1834, %1833[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1836 = llvm.mlir.constant(2 : index) : i64
    %1837 = llvm.mlir.constant(8 : index) : i64
    %1838 = llvm.mlir.constant(8 : index) : i64
    %1839 = llvm.mlir.constant(1 : index) : i64
    %1840 = llvm.mlir.constant(64 : index) : i64
    %1841 = llvm.mlir.constant(128 : index) : i64
    %1842 = llvm.mlir.zero : !llvm.ptr
    %1843 = llvm.getelementptr %1842[%1841] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1844 = llvm.ptrtoint %1843 : !llvm.ptr to i64
    %1845 = llvm.mlir.constant(64 : index) : i64
    %1846 = llvm.add %1844, %1845 : i64
    %1847 = llvm.call @malloc(%1846) : (i64) -> !llvm.ptr
    %1848 = llvm.ptrtoint %1847 : !llvm.ptr to i64
    %1849 = llvm.mlir.constant(1 : index) : i64
    %1850 = llvm.sub %1845, %1849 : i64
    %1851 = llvm.add %1848, %1850 : i64
    %1852 = llvm.urem %1851, %1845 : i64
    %1853 = llvm.sub %1851, %1852 : i64
    %1854 = llvm.inttoptr %1853 : i64 to !llvm.ptr
    %1855 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1856 = llvm.insertvalue %1847, %1855[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1857 = llvm.insertvalue %1854, %1856[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1858 = llvm.mlir.constant(0 : index) : i64
    %1859 = llvm.insertvalue %1858, %1857[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1860 = llvm.insertvalue %1836, %1859[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1861 = llvm.insertvalue %1837, %1860[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1862 = llvm.insertvalue %1838, %1861[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1863 = llvm.insertvalue %1840, %1862[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1864 = llvm.insertvalue %1838, %1863[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1865 = llvm.insertvalue %1839, %1864[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb184(%27 : i64)
  ^bb184(%1866: i64):  // 2 preds: ^bb183, ^bb191
    %1867 = llvm.icmp "slt" %1866, %12 : i64
    llvm.cond_br %1867, ^bb185, ^bb192
  ^bb185:  // pred: ^bb184
    llvm.br ^bb186(%27 : i64)
  ^bb186(%1868: i64):  // 2 preds: ^bb185, ^bb190
    %1869 = llvm.icmp "slt" %1868, %15 : i64
    llvm.cond_br %1869, ^bb187, ^bb191
  ^bb187:  // pred: ^bb186
    llvm.br ^bb188(%27 : i64)
  ^bb188(%1870: i64):  // 2 preds: ^bb187, ^bb189
    %1871 = llvm.icmp "slt" %1870, %15 : i64
    llvm.cond_br %1871, ^bb189, ^bb190
  ^bb189:  // pred: ^bb188
    %1872 = llvm.extractvalue %1865[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1873 = llvm.mlir.constant(64 : index) : i64
    %1874 = llvm.mul %1866, %1873 overflow<nsw, nuw> : i64
    %1875 = llvm.mlir.constant(8 : index) : i64
    %1876 = llvm.mul %1868, %1875 overflow<nsw, nuw> : i64
    %1877 = llvm.add %1874, %1876 overflow<nsw, nuw> : i64
    %1878 = llvm.add %1877, %1870 overflow<nsw, nuw> : i64
    %1879 = llvm.getelementptr inbounds|nuw %1872[%1878] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %29, %1879 : f32, !llvm.ptr
    %1880 = llvm.add %1870, %16 : i64
    llvm.br ^bb188(%1880 : i64)
  ^bb190:  // pred: ^bb188
    %1881 = llvm.add %1868, %16 : i64
    llvm.br ^bb186(%1881 : i64)
  ^bb191:  // pred: ^bb186
    %1882 = llvm.add %1866, %16 : i64
    llvm.br ^bb184(%1882 : i64)
  ^bb192:  // pred: ^bb184
    %1883 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1884 = llvm.extractvalue %1865[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1885 = llvm.extractvalue %1865[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1886 = llvm.insertvalue %1884, %1883[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1887 = llvm.insertvalue %1885, %1886[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1888 = llvm.mlir.constant(0 : index) : i64
    %1889 = llvm.insertvalue %1888, %1887[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1890 = llvm.mlir.constant(1 : index) : i64
    %1891 = llvm.insertvalue %1890, %1889[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1892 = llvm.mlir.constant(128 : index) : i64
    %1893 = llvm.insertvalue %1892, %1891[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1894 = llvm.mlir.constant(2 : index) : i64
    %1895 = llvm.insertvalue %1894, %1893[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1896 = llvm.mlir.constant(64 : index) : i64
    %1897 = llvm.insertvalue %1896, %1895[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1898 = llvm.mlir.constant(8 : index) : i64
    %1899 = llvm.insertvalue %1898, %1897[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1900 = llvm.mlir.constant(8 : index) : i64
    %1901 = llvm.insertvalue %1900, %1899[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1902 = llvm.mlir.constant(8 : index) : i64
    %1903 = llvm.insertvalue %1902, %1901[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1904 = llvm.mlir.constant(1 : index) : i64
    %1905 = llvm.insertvalue %1904, %1903[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1906 = llvm.mlir.constant(1 : index) : i64
    %1907 = llvm.mlir.constant(2 : index) : i64
    %1908 = llvm.mlir.constant(8 : index) : i64
    %1909 = llvm.mlir.constant(8 : index) : i64
    %1910 = llvm.mlir.constant(1 : index) : i64
    %1911 = llvm.mlir.constant(64 : index) : i64
    %1912 = llvm.mlir.constant(128 : index) : i64
    %1913 = llvm.mlir.constant(128 : index) : i64
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
    llvm.br ^bb193(%27 : i64)
  ^bb193(%1940: i64):  // 2 preds: ^bb192, ^bb203
    %1941 = llvm.icmp "slt" %1940, %16 : i64
    llvm.cond_br %1941, ^bb194, ^bb204
  ^bb194:  // pred: ^bb193
    llvm.br ^bb195(%27 : i64)
  ^bb195(%1942: i64):  // 2 preds: ^bb194, ^bb202
    %1943 = llvm.icmp "slt" %1942, %12 : i64
    llvm.cond_br %1943, ^bb196, ^bb203
  ^bb196:  // pred: ^bb195
    llvm.br ^bb197(%27 : i64)
  ^bb197(%1944: i64):  // 2 preds: ^bb196, ^bb201
    %1945 = llvm.icmp "slt" %1944, %15 : i64
    llvm.cond_br %1945, ^bb198, ^bb202
  ^bb198:  // pred: ^bb197
    llvm.br ^bb199(%27 : i64)
  ^bb199(%1946: i64):  // 2 preds: ^bb198, ^bb200
    %1947 = llvm.icmp "slt" %1946, %15 : i64
    llvm.cond_br %1947, ^bb200, ^bb201
  ^bb200:  // pred: ^bb199
    %1948 = llvm.extractvalue %1905[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1949 = llvm.mlir.constant(128 : index) : i64
    %1950 = llvm.mul %1940, %1949 overflow<nsw, nuw> : i64
    %1951 = llvm.mlir.constant(64 : index) : i64
    %1952 = llvm.mul %1942, %1951 overflow<nsw, nuw> : i64
    %1953 = llvm.add %1950, %1952 overflow<nsw, nuw> : i64
    %1954 = llvm.mlir.constant(8 : index) : i64
    %1955 = llvm.mul %1944, %1954 overflow<nsw, nuw> : i64
    %1956 = llvm.add %1953, %1955 overflow<nsw, nuw> : i64
    %1957 = llvm.add %1956, %1946 overflow<nsw, nuw> : i64
    %1958 = llvm.getelementptr inbounds|nuw %1948[%1957] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1959 = llvm.load %1958 : !llvm.ptr -> f32
    %1960 = llvm.extractvalue %1939[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1961 = llvm.mlir.constant(128 : index) : i64
    %1962 = llvm.mul %1940, %1961 overflow<nsw, nuw> : i64
    %1963 = llvm.mlir.constant(64 : index) : i64
    %1964 = llvm.mul %1942, %1963 overflow<nsw, nuw> : i64
    %1965 = llvm.add %1962, %1964 overflow<nsw, nuw> : i64
    %1966 = llvm.mlir.constant(8 : index) : i64
    %1967 = llvm.mul %1944, %1966 overflow<nsw, nuw> : i64
    %1968 = llvm.add %1965, %1967 overflow<nsw, nuw> : i64
    %1969 = llvm.add %1968, %1946 overflow<nsw, nuw> : i64
    %1970 = llvm.getelementptr inbounds|nuw %1960[%1969] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1959, %1970 : f32, !llvm.ptr
    %1971 = llvm.add %1946, %16 : i64
    llvm.br ^bb199(%1971 : i64)
  ^bb201:  // pred: ^bb199
    %1972 = llvm.add %1944, %16 : i64
    llvm.br ^bb197(%1972 : i64)
  ^bb202:  // pred: ^bb197
    %1973 = llvm.add %1942, %16 : i64
    llvm.br ^bb195(%1973 : i64)
  ^bb203:  // pred: ^bb195
    %1974 = llvm.add %1940, %16 : i64
    llvm.br ^bb193(%1974 : i64)
  ^bb204:  // pred: ^bb193
    llvm.br ^bb205(%27 : i64)
  ^bb205(%1975: i64):  // 2 preds: ^bb204, ^bb218
    %1976 = llvm.icmp "slt" %1975, %16 : i64
    llvm.cond_br %1976, ^bb206, ^bb219
  ^bb206:  // pred: ^bb205
    llvm.br ^bb207(%27 : i64)
  ^bb207(%1977: i64):  // 2 preds: ^bb206, ^bb217
    %1978 = llvm.icmp "slt" %1977, %12 : i64
    llvm.cond_br %1978, ^bb208, ^bb218
  ^bb208:  // pred: ^bb207
    llvm.br ^bb209(%27 : i64)
  ^bb209(%1979: i64):  // 2 preds: ^bb208, ^bb216
    %1980 = llvm.icmp "slt" %1979, %15 : i64
    llvm.cond_br %1980, ^bb210, ^bb217
  ^bb210:  // pred: ^bb209
    llvm.br ^bb211(%27 : i64)
  ^bb211(%1981: i64):  // 2 preds: ^bb210, ^bb215
    %1982 = llvm.icmp "slt" %1981, %15 : i64
    llvm.cond_br %1982, ^bb212, ^bb216
  ^bb212:  // pred: ^bb211
    llvm.br ^bb213(%27 : i64)
  ^bb213(%1983: i64):  // 2 preds: ^bb212, ^bb214
    %1984 = llvm.icmp "slt" %1983, %11 : i64
    llvm.cond_br %1984, ^bb214, ^bb215
  ^bb214:  // pred: ^bb213
    %1985 = llvm.extractvalue %1835[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1986 = llvm.mlir.constant(768 : index) : i64
    %1987 = llvm.mul %1975, %1986 overflow<nsw, nuw> : i64
    %1988 = llvm.mlir.constant(96 : index) : i64
    %1989 = llvm.mul %1979, %1988 overflow<nsw, nuw> : i64
    %1990 = llvm.add %1987, %1989 overflow<nsw, nuw> : i64
    %1991 = llvm.mlir.constant(16 : index) : i64
    %1992 = llvm.mul %1977, %1991 overflow<nsw, nuw> : i64
    %1993 = llvm.add %1990, %1992 overflow<nsw, nuw> : i64
    %1994 = llvm.add %1993, %1983 overflow<nsw, nuw> : i64
    %1995 = llvm.getelementptr inbounds|nuw %1985[%1994] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1996 = llvm.load %1995 : !llvm.ptr -> f32
    %1997 = llvm.extractvalue %1789[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1998 = llvm.mlir.constant(32 : index) : i64
    %1999 = llvm.getelementptr %1997[%1998] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2000 = llvm.mlir.constant(768 : index) : i64
    %2001 = llvm.mul %1975, %2000 overflow<nsw, nuw> : i64
    %2002 = llvm.mlir.constant(96 : index) : i64
    %2003 = llvm.mul %1981, %2002 overflow<nsw, nuw> : i64
    %2004 = llvm.add %2001, %2003 overflow<nsw, nuw> : i64
    %2005 = llvm.mlir.constant(16 : index) : i64
    %2006 = llvm.mul %1977, %2005 overflow<nsw, nuw> : i64
    %2007 = llvm.add %2004, %2006 overflow<nsw, nuw> : i64
    %2008 = llvm.add %2007, %1983 overflow<nsw, nuw> : i64
    %2009 = llvm.getelementptr inbounds|nuw %1999[%2008] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2010 = llvm.load %2009 : !llvm.ptr -> f32
    %2011 = llvm.extractvalue %1939[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2012 = llvm.mlir.constant(128 : index) : i64
    %2013 = llvm.mul %1975, %2012 overflow<nsw, nuw> : i64
    %2014 = llvm.mlir.constant(64 : index) : i64
    %2015 = llvm.mul %1977, %2014 overflow<nsw, nuw> : i64
    %2016 = llvm.add %2013, %2015 overflow<nsw, nuw> : i64
    %2017 = llvm.mlir.constant(8 : index) : i64
    %2018 = llvm.mul %1979, %2017 overflow<nsw, nuw> : i64
    %2019 = llvm.add %2016, %2018 overflow<nsw, nuw> : i64
    %2020 = llvm.add %2019, %1981 overflow<nsw, nuw> : i64
    %2021 = llvm.getelementptr inbounds|nuw %2011[%2020] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2022 = llvm.load %2021 : !llvm.ptr -> f32
    %2023 = llvm.fmul %1996, %2010 : f32
    %2024 = llvm.fadd %2022, %2023 : f32
    %2025 = llvm.extractvalue %1939[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2026 = llvm.mlir.constant(128 : index) : i64
    %2027 = llvm.mul %1975, %2026 overflow<nsw, nuw> : i64
    %2028 = llvm.mlir.constant(64 : index) : i64
    %2029 = llvm.mul %1977, %2028 overflow<nsw, nuw> : i64
    %2030 = llvm.add %2027, %2029 overflow<nsw, nuw> : i64
    %2031 = llvm.mlir.constant(8 : index) : i64
    %2032 = llvm.mul %1979, %2031 overflow<nsw, nuw> : i64
    %2033 = llvm.add %2030, %2032 overflow<nsw, nuw> : i64
    %2034 = llvm.add %2033, %1981 overflow<nsw, nuw> : i64
    %2035 = llvm.getelementptr inbounds|nuw %2025[%2034] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2024, %2035 : f32, !llvm.ptr
    %2036 = llvm.add %1983, %16 : i64
    llvm.br ^bb213(%2036 : i64)
  ^bb215:  // pred: ^bb213
    %2037 = llvm.add %1981, %16 : i64
    llvm.br ^bb211(%2037 : i64)
  ^bb216:  // pred: ^bb211
    %2038 = llvm.add %1979, %16 : i64
    llvm.br ^bb209(%2038 : i64)
  ^bb217:  // pred: ^bb209
    %2039 = llvm.add %1977, %16 : i64
    llvm.br ^bb207(%2039 : i64)
  ^bb218:  // pred: ^bb207
    %2040 = llvm.add %1975, %16 : i64
    llvm.br ^bb205(%2040 : i64)
  ^bb219:  // pred: ^bb205
    %2041 = llvm.mlir.constant(1 : index) : i64
    %2042 = llvm.mlir.constant(2 : index) : i64
    %2043 = llvm.mlir.constant(8 : index) : i64
    %2044 = llvm.mlir.constant(8 : index) : i64
    %2045 = llvm.mlir.constant(1 : index) : i64
    %2046 = llvm.mlir.constant(64 : index) : i64
    %2047 = llvm.mlir.constant(128 : index) : i64
    %2048 = llvm.mlir.constant(128 : index) : i64
    %2049 = llvm.mlir.zero : !llvm.ptr
    %2050 = llvm.getelementptr %2049[%2048] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2051 = llvm.ptrtoint %2050 : !llvm.ptr to i64
    %2052 = llvm.mlir.constant(64 : index) : i64
    %2053 = llvm.add %2051, %2052 : i64
    %2054 = llvm.call @malloc(%2053) : (i64) -> !llvm.ptr
    %2055 = llvm.ptrtoint %2054 : !llvm.ptr to i64
    %2056 = llvm.mlir.constant(1 : index) : i64
    %2057 = llvm.sub %2052, %2056 : i64
    %2058 = llvm.add %2055, %2057 : i64
    %2059 = llvm.urem %2058, %2052 : i64
    %2060 = llvm.sub %2058, %2059 : i64
    %2061 = llvm.inttoptr %2060 : i64 to !llvm.ptr
    %2062 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2063 = llvm.insertvalue %2054, %2062[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2064 = llvm.insertvalue %2061, %2063[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2065 = llvm.mlir.constant(0 : index) : i64
    %2066 = llvm.insertvalue %2065, %2064[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2067 = llvm.insertvalue %2041, %2066[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2068 = llvm.insertvalue %2042, %2067[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2069 = llvm.insertvalue %2043, %2068[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2070 = llvm.insertvalue %2044, %2069[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2071 = llvm.insertvalue %2047, %2070[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2072 = llvm.insertvalue %2046, %2071[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2073 = llvm.insertvalue %2044, %2072[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2074 = llvm.insertvalue %2045, %2073[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb220(%27 : i64)
  ^bb220(%2075: i64):  // 2 preds: ^bb219, ^bb230
    %2076 = llvm.icmp "slt" %2075, %16 : i64
    llvm.cond_br %2076, ^bb221, ^bb231
  ^bb221:  // pred: ^bb220
    llvm.br ^bb222(%27 : i64)
  ^bb222(%2077: i64):  // 2 preds: ^bb221, ^bb229
    %2078 = llvm.icmp "slt" %2077, %12 : i64
    llvm.cond_br %2078, ^bb223, ^bb230
  ^bb223:  // pred: ^bb222
    llvm.br ^bb224(%27 : i64)
  ^bb224(%2079: i64):  // 2 preds: ^bb223, ^bb228
    %2080 = llvm.icmp "slt" %2079, %15 : i64
    llvm.cond_br %2080, ^bb225, ^bb229
  ^bb225:  // pred: ^bb224
    llvm.br ^bb226(%27 : i64)
  ^bb226(%2081: i64):  // 2 preds: ^bb225, ^bb227
    %2082 = llvm.icmp "slt" %2081, %15 : i64
    llvm.cond_br %2082, ^bb227, ^bb228
  ^bb227:  // pred: ^bb226
    %2083 = llvm.extractvalue %1939[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2084 = llvm.mlir.constant(128 : index) : i64
    %2085 = llvm.mul %2075, %2084 overflow<nsw, nuw> : i64
    %2086 = llvm.mlir.constant(64 : index) : i64
    %2087 = llvm.mul %2077, %2086 overflow<nsw, nuw> : i64
    %2088 = llvm.add %2085, %2087 overflow<nsw, nuw> : i64
    %2089 = llvm.mlir.constant(8 : index) : i64
    %2090 = llvm.mul %2079, %2089 overflow<nsw, nuw> : i64
    %2091 = llvm.add %2088, %2090 overflow<nsw, nuw> : i64
    %2092 = llvm.add %2091, %2081 overflow<nsw, nuw> : i64
    %2093 = llvm.getelementptr inbounds|nuw %2083[%2092] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2094 = llvm.load %2093 : !llvm.ptr -> f32
    %2095 = llvm.extractvalue %1034[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2096 = llvm.mlir.constant(64 : index) : i64
    %2097 = llvm.mul %2075, %2096 overflow<nsw, nuw> : i64
    %2098 = llvm.mlir.constant(64 : index) : i64
    %2099 = llvm.mul %27, %2098 overflow<nsw, nuw> : i64
    %2100 = llvm.add %2097, %2099 overflow<nsw, nuw> : i64
    %2101 = llvm.mlir.constant(8 : index) : i64
    %2102 = llvm.mul %2079, %2101 overflow<nsw, nuw> : i64
    %2103 = llvm.add %2100, %2102 overflow<nsw, nuw> : i64
    %2104 = llvm.add %2103, %2081 overflow<nsw, nuw> : i64
    %2105 = llvm.getelementptr inbounds|nuw %2095[%2104] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2106 = llvm.load %2105 : !llvm.ptr -> f32
    %2107 = llvm.fmul %2094, %19 : f32
    %2108 = llvm.fadd %2107, %2106 : f32
    %2109 = llvm.extractvalue %2074[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2110 = llvm.mlir.constant(128 : index) : i64
    %2111 = llvm.mul %2075, %2110 overflow<nsw, nuw> : i64
    %2112 = llvm.mlir.constant(64 : index) : i64
    %2113 = llvm.mul %2077, %2112 overflow<nsw, nuw> : i64
    %2114 = llvm.add %2111, %2113 overflow<nsw, nuw> : i64
    %2115 = llvm.mlir.constant(8 : index) : i64
    %2116 = llvm.mul %2079, %2115 overflow<nsw, nuw> : i64
    %2117 = llvm.add %2114, %2116 overflow<nsw, nuw> : i64
    %2118 = llvm.add %2117, %2081 overflow<nsw, nuw> : i64
    %2119 = llvm.getelementptr inbounds|nuw %2109[%2118] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2108, %2119 : f32, !llvm.ptr
    %2120 = llvm.add %2081, %16 : i64
    llvm.br ^bb226(%2120 : i64)
  ^bb228:  // pred: ^bb226
    %2121 = llvm.add %2079, %16 : i64
    llvm.br ^bb224(%2121 : i64)
  ^bb229:  // pred: ^bb224
    %2122 = llvm.add %2077, %16 : i64
    llvm.br ^bb222(%2122 : i64)
  ^bb230:  // pred: ^bb222
    %2123 = llvm.add %2075, %16 : i64
    llvm.br ^bb220(%2123 : i64)
  ^bb231:  // pred: ^bb220
    %2124 = llvm.mlir.constant(1 : index) : i64
    %2125 = llvm.mlir.constant(2 : index) : i64
    %2126 = llvm.mlir.constant(8 : index) : i64
    %2127 = llvm.mlir.constant(1 : index) : i64
    %2128 = llvm.mlir.constant(16 : index) : i64
    %2129 = llvm.mlir.constant(16 : index) : i64
    %2130 = llvm.mlir.zero : !llvm.ptr
    %2131 = llvm.getelementptr %2130[%2129] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2132 = llvm.ptrtoint %2131 : !llvm.ptr to i64
    %2133 = llvm.mlir.constant(64 : index) : i64
    %2134 = llvm.add %2132, %2133 : i64
    %2135 = llvm.call @malloc(%2134) : (i64) -> !llvm.ptr
    %2136 = llvm.ptrtoint %2135 : !llvm.ptr to i64
    %2137 = llvm.mlir.constant(1 : index) : i64
    %2138 = llvm.sub %2133, %2137 : i64
    %2139 = llvm.add %2136, %2138 : i64
    %2140 = llvm.urem %2139, %2133 : i64
    %2141 = llvm.sub %2139, %2140 : i64
    %2142 = llvm.inttoptr %2141 : i64 to !llvm.ptr
    %2143 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2144 = llvm.insertvalue %2135, %2143[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2145 = llvm.insertvalue %2142, %2144[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2146 = llvm.mlir.constant(0 : index) : i64
    %2147 = llvm.insertvalue %2146, %2145[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2148 = llvm.insertvalue %2124, %2147[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2149 = llvm.insertvalue %2125, %2148[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2150 = llvm.insertvalue %2126, %2149[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2151 = llvm.insertvalue %2128, %2150[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2152 = llvm.insertvalue %2126, %2151[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2153 = llvm.insertvalue %2127, %2152[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb232(%27 : i64)
  ^bb232(%2154: i64):  // 2 preds: ^bb231, ^bb239
    %2155 = llvm.icmp "slt" %2154, %16 : i64
    llvm.cond_br %2155, ^bb233, ^bb240
  ^bb233:  // pred: ^bb232
    llvm.br ^bb234(%27 : i64)
  ^bb234(%2156: i64):  // 2 preds: ^bb233, ^bb238
    %2157 = llvm.icmp "slt" %2156, %12 : i64
    llvm.cond_br %2157, ^bb235, ^bb239
  ^bb235:  // pred: ^bb234
    llvm.br ^bb236(%27 : i64)
  ^bb236(%2158: i64):  // 2 preds: ^bb235, ^bb237
    %2159 = llvm.icmp "slt" %2158, %15 : i64
    llvm.cond_br %2159, ^bb237, ^bb238
  ^bb237:  // pred: ^bb236
    %2160 = llvm.extractvalue %2153[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2161 = llvm.mlir.constant(16 : index) : i64
    %2162 = llvm.mul %2154, %2161 overflow<nsw, nuw> : i64
    %2163 = llvm.mlir.constant(8 : index) : i64
    %2164 = llvm.mul %2156, %2163 overflow<nsw, nuw> : i64
    %2165 = llvm.add %2162, %2164 overflow<nsw, nuw> : i64
    %2166 = llvm.add %2165, %2158 overflow<nsw, nuw> : i64
    %2167 = llvm.getelementptr inbounds|nuw %2160[%2166] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %2167 : f32, !llvm.ptr
    %2168 = llvm.add %2158, %16 : i64
    llvm.br ^bb236(%2168 : i64)
  ^bb238:  // pred: ^bb236
    %2169 = llvm.add %2156, %16 : i64
    llvm.br ^bb234(%2169 : i64)
  ^bb239:  // pred: ^bb234
    %2170 = llvm.add %2154, %16 : i64
    llvm.br ^bb232(%2170 : i64)
  ^bb240:  // pred: ^bb232
    %2171 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2172 = llvm.extractvalue %2074[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2173 = llvm.extractvalue %2074[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2174 = llvm.insertvalue %2172, %2171[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2175 = llvm.insertvalue %2173, %2174[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2176 = llvm.mlir.constant(0 : index) : i64
    %2177 = llvm.insertvalue %2176, %2175[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2178 = llvm.mlir.constant(1 : index) : i64
    %2179 = llvm.insertvalue %2178, %2177[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2180 = llvm.mlir.constant(128 : index) : i64
    %2181 = llvm.insertvalue %2180, %2179[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2182 = llvm.mlir.constant(2 : index) : i64
    %2183 = llvm.insertvalue %2182, %2181[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2184 = llvm.mlir.constant(64 : index) : i64
    %2185 = llvm.insertvalue %2184, %2183[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2186 = llvm.mlir.constant(8 : index) : i64
    %2187 = llvm.insertvalue %2186, %2185[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2188 = llvm.mlir.constant(8 : index) : i64
    %2189 = llvm.insertvalue %2188, %2187[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2190 = llvm.mlir.constant(1 : index) : i64
    %2191 = llvm.insertvalue %2190, %2189[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2192 = llvm.mlir.constant(8 : index) : i64
    %2193 = llvm.insertvalue %2192, %2191[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2194 = llvm.mlir.constant(8 : index) : i64
    %2195 = llvm.insertvalue %2194, %2193[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2196 = llvm.mlir.constant(1 : index) : i64
    %2197 = llvm.insertvalue %2196, %2195[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2198 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2199 = llvm.extractvalue %2153[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2200 = llvm.extractvalue %2153[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2201 = llvm.insertvalue %2199, %2198[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2202 = llvm.insertvalue %2200, %2201[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2203 = llvm.mlir.constant(0 : index) : i64
    %2204 = llvm.insertvalue %2203, %2202[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2205 = llvm.mlir.constant(1 : index) : i64
    %2206 = llvm.insertvalue %2205, %2204[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2207 = llvm.mlir.constant(16 : index) : i64
    %2208 = llvm.insertvalue %2207, %2206[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2209 = llvm.mlir.constant(2 : index) : i64
    %2210 = llvm.insertvalue %2209, %2208[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2211 = llvm.mlir.constant(8 : index) : i64
    %2212 = llvm.insertvalue %2211, %2210[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2213 = llvm.mlir.constant(8 : index) : i64
    %2214 = llvm.insertvalue %2213, %2212[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2215 = llvm.mlir.constant(1 : index) : i64
    %2216 = llvm.insertvalue %2215, %2214[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2217 = llvm.mlir.constant(1 : index) : i64
    %2218 = llvm.insertvalue %2217, %2216[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2219 = llvm.mlir.constant(1 : index) : i64
    %2220 = llvm.insertvalue %2219, %2218[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2221 = llvm.mlir.constant(1 : index) : i64
    %2222 = llvm.mlir.constant(2 : index) : i64
    %2223 = llvm.mlir.constant(8 : index) : i64
    %2224 = llvm.mlir.constant(1 : index) : i64
    %2225 = llvm.mlir.constant(1 : index) : i64
    %2226 = llvm.mlir.constant(16 : index) : i64
    %2227 = llvm.mlir.constant(16 : index) : i64
    %2228 = llvm.mlir.zero : !llvm.ptr
    %2229 = llvm.getelementptr %2228[%2227] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2230 = llvm.ptrtoint %2229 : !llvm.ptr to i64
    %2231 = llvm.mlir.constant(64 : index) : i64
    %2232 = llvm.add %2230, %2231 : i64
    %2233 = llvm.call @malloc(%2232) : (i64) -> !llvm.ptr
    %2234 = llvm.ptrtoint %2233 : !llvm.ptr to i64
    %2235 = llvm.mlir.constant(1 : index) : i64
    %2236 = llvm.sub %2231, %2235 : i64
    %2237 = llvm.add %2234, %2236 : i64
    %2238 = llvm.urem %2237, %2231 : i64
    %2239 = llvm.sub %2237, %2238 : i64
    %2240 = llvm.inttoptr %2239 : i64 to !llvm.ptr
    %2241 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2242 = llvm.insertvalue %2233, %2241[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2243 = llvm.insertvalue %2240, %2242[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2244 = llvm.mlir.constant(0 : index) : i64
    %2245 = llvm.insertvalue %2244, %2243[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2246 = llvm.insertvalue %2221, %2245[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2247 = llvm.insertvalue %2222, %2246[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2248 = llvm.insertvalue %2223, %2247[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2249 = llvm.insertvalue %2224, %2248[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2250 = llvm.insertvalue %2226, %2249[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2251 = llvm.insertvalue %2223, %2250[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2252 = llvm.insertvalue %2224, %2251[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2253 = llvm.insertvalue %2225, %2252[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb241(%27 : i64)
  ^bb241(%2254: i64):  // 2 preds: ^bb240, ^bb251
    %2255 = llvm.icmp "slt" %2254, %16 : i64
    llvm.cond_br %2255, ^bb242, ^bb252
  ^bb242:  // pred: ^bb241
    llvm.br ^bb243(%27 : i64)
  ^bb243(%2256: i64):  // 2 preds: ^bb242, ^bb250
    %2257 = llvm.icmp "slt" %2256, %12 : i64
    llvm.cond_br %2257, ^bb244, ^bb251
  ^bb244:  // pred: ^bb243
    llvm.br ^bb245(%27 : i64)
  ^bb245(%2258: i64):  // 2 preds: ^bb244, ^bb249
    %2259 = llvm.icmp "slt" %2258, %15 : i64
    llvm.cond_br %2259, ^bb246, ^bb250
  ^bb246:  // pred: ^bb245
    llvm.br ^bb247(%27 : i64)
  ^bb247(%2260: i64):  // 2 preds: ^bb246, ^bb248
    %2261 = llvm.icmp "slt" %2260, %16 : i64
    llvm.cond_br %2261, ^bb248, ^bb249
  ^bb248:  // pred: ^bb247
    %2262 = llvm.extractvalue %2220[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2263 = llvm.mlir.constant(16 : index) : i64
    %2264 = llvm.mul %2254, %2263 overflow<nsw, nuw> : i64
    %2265 = llvm.mlir.constant(8 : index) : i64
    %2266 = llvm.mul %2256, %2265 overflow<nsw, nuw> : i64
    %2267 = llvm.add %2264, %2266 overflow<nsw, nuw> : i64
    %2268 = llvm.add %2267, %2258 overflow<nsw, nuw> : i64
    %2269 = llvm.add %2268, %2260 overflow<nsw, nuw> : i64
    %2270 = llvm.getelementptr inbounds|nuw %2262[%2269] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2271 = llvm.load %2270 : !llvm.ptr -> f32
    %2272 = llvm.extractvalue %2253[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2273 = llvm.mlir.constant(16 : index) : i64
    %2274 = llvm.mul %2254, %2273 overflow<nsw, nuw> : i64
    %2275 = llvm.mlir.constant(8 : index) : i64
    %2276 = llvm.mul %2256, %2275 overflow<nsw, nuw> : i64
    %2277 = llvm.add %2274, %2276 overflow<nsw, nuw> : i64
    %2278 = llvm.add %2277, %2258 overflow<nsw, nuw> : i64
    %2279 = llvm.add %2278, %2260 overflow<nsw, nuw> : i64
    %2280 = llvm.getelementptr inbounds|nuw %2272[%2279] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2271, %2280 : f32, !llvm.ptr
    %2281 = llvm.add %2260, %16 : i64
    llvm.br ^bb247(%2281 : i64)
  ^bb249:  // pred: ^bb247
    %2282 = llvm.add %2258, %16 : i64
    llvm.br ^bb245(%2282 : i64)
  ^bb250:  // pred: ^bb245
    %2283 = llvm.add %2256, %16 : i64
    llvm.br ^bb243(%2283 : i64)
  ^bb251:  // pred: ^bb243
    %2284 = llvm.add %2254, %16 : i64
    llvm.br ^bb241(%2284 : i64)
  ^bb252:  // pred: ^bb241
    llvm.br ^bb253(%27 : i64)
  ^bb253(%2285: i64):  // 2 preds: ^bb252, ^bb266
    %2286 = llvm.icmp "slt" %2285, %16 : i64
    llvm.cond_br %2286, ^bb254, ^bb267
  ^bb254:  // pred: ^bb253
    llvm.br ^bb255(%27 : i64)
  ^bb255(%2287: i64):  // 2 preds: ^bb254, ^bb265
    %2288 = llvm.icmp "slt" %2287, %12 : i64
    llvm.cond_br %2288, ^bb256, ^bb266
  ^bb256:  // pred: ^bb255
    llvm.br ^bb257(%27 : i64)
  ^bb257(%2289: i64):  // 2 preds: ^bb256, ^bb264
    %2290 = llvm.icmp "slt" %2289, %15 : i64
    llvm.cond_br %2290, ^bb258, ^bb265
  ^bb258:  // pred: ^bb257
    llvm.br ^bb259(%27 : i64)
  ^bb259(%2291: i64):  // 2 preds: ^bb258, ^bb263
    %2292 = llvm.icmp "slt" %2291, %16 : i64
    llvm.cond_br %2292, ^bb260, ^bb264
  ^bb260:  // pred: ^bb259
    llvm.br ^bb261(%27 : i64)
  ^bb261(%2293: i64):  // 2 preds: ^bb260, ^bb262
    %2294 = llvm.icmp "slt" %2293, %15 : i64
    llvm.cond_br %2294, ^bb262, ^bb263
  ^bb262:  // pred: ^bb261
    %2295 = llvm.extractvalue %2197[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2296 = llvm.mlir.constant(128 : index) : i64
    %2297 = llvm.mul %2285, %2296 overflow<nsw, nuw> : i64
    %2298 = llvm.mlir.constant(64 : index) : i64
    %2299 = llvm.mul %2287, %2298 overflow<nsw, nuw> : i64
    %2300 = llvm.add %2297, %2299 overflow<nsw, nuw> : i64
    %2301 = llvm.mlir.constant(8 : index) : i64
    %2302 = llvm.mul %2289, %2301 overflow<nsw, nuw> : i64
    %2303 = llvm.add %2300, %2302 overflow<nsw, nuw> : i64
    %2304 = llvm.mlir.constant(8 : index) : i64
    %2305 = llvm.mul %2291, %2304 overflow<nsw, nuw> : i64
    %2306 = llvm.add %2303, %2305 overflow<nsw, nuw> : i64
    %2307 = llvm.add %2306, %2293 overflow<nsw, nuw> : i64
    %2308 = llvm.getelementptr inbounds|nuw %2295[%2307] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2309 = llvm.load %2308 : !llvm.ptr -> f32
    %2310 = llvm.extractvalue %2253[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2311 = llvm.mlir.constant(16 : index) : i64
    %2312 = llvm.mul %2285, %2311 overflow<nsw, nuw> : i64
    %2313 = llvm.mlir.constant(8 : index) : i64
    %2314 = llvm.mul %2287, %2313 overflow<nsw, nuw> : i64
    %2315 = llvm.add %2312, %2314 overflow<nsw, nuw> : i64
    %2316 = llvm.add %2315, %2289 overflow<nsw, nuw> : i64
    %2317 = llvm.add %2316, %2291 overflow<nsw, nuw> : i64
    %2318 = llvm.getelementptr inbounds|nuw %2310[%2317] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2319 = llvm.load %2318 : !llvm.ptr -> f32
    %2320 = llvm.intr.maximum(%2309, %2319) : (f32, f32) -> f32
    %2321 = llvm.extractvalue %2253[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2322 = llvm.mlir.constant(16 : index) : i64
    %2323 = llvm.mul %2285, %2322 overflow<nsw, nuw> : i64
    %2324 = llvm.mlir.constant(8 : index) : i64
    %2325 = llvm.mul %2287, %2324 overflow<nsw, nuw> : i64
    %2326 = llvm.add %2323, %2325 overflow<nsw, nuw> : i64
    %2327 = llvm.add %2326, %2289 overflow<nsw, nuw> : i64
    %2328 = llvm.add %2327, %2291 overflow<nsw, nuw> : i64
    %2329 = llvm.getelementptr inbounds|nuw %2321[%2328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2320, %2329 : f32, !llvm.ptr
    %2330 = llvm.add %2293, %16 : i64
    llvm.br ^bb261(%2330 : i64)
  ^bb263:  // pred: ^bb261
    %2331 = llvm.add %2291, %16 : i64
    llvm.br ^bb259(%2331 : i64)
  ^bb264:  // pred: ^bb259
    %2332 = llvm.add %2289, %16 : i64
    llvm.br ^bb257(%2332 : i64)
  ^bb265:  // pred: ^bb257
    %2333 = llvm.add %2287, %16 : i64
    llvm.br ^bb255(%2333 : i64)
  ^bb266:  // pred: ^bb255
    %2334 = llvm.add %2285, %16 : i64
    llvm.br ^bb253(%2334 : i64)
  ^bb267:  // pred: ^bb253
    llvm.br ^bb268(%27 : i64)
  ^bb268(%2335: i64):  // 2 preds: ^bb267, ^bb278
    %2336 = llvm.icmp "slt" %2335, %16 : i64
    llvm.cond_br %2336, ^bb269, ^bb279
  ^bb269:  // pred: ^bb268
    llvm.br ^bb270(%27 : i64)
  ^bb270(%2337: i64):  // 2 preds: ^bb269, ^bb277
    %2338 = llvm.icmp "slt" %2337, %12 : i64
    llvm.cond_br %2338, ^bb271, ^bb278
  ^bb271:  // pred: ^bb270
    llvm.br ^bb272(%27 : i64)
  ^bb272(%2339: i64):  // 2 preds: ^bb271, ^bb276
    %2340 = llvm.icmp "slt" %2339, %15 : i64
    llvm.cond_br %2340, ^bb273, ^bb277
  ^bb273:  // pred: ^bb272
    llvm.br ^bb274(%27 : i64)
  ^bb274(%2341: i64):  // 2 preds: ^bb273, ^bb275
    %2342 = llvm.icmp "slt" %2341, %15 : i64
    llvm.cond_br %2342, ^bb275, ^bb276
  ^bb275:  // pred: ^bb274
    %2343 = llvm.extractvalue %2074[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2344 = llvm.mlir.constant(128 : index) : i64
    %2345 = llvm.mul %2335, %2344 overflow<nsw, nuw> : i64
    %2346 = llvm.mlir.constant(64 : index) : i64
    %2347 = llvm.mul %2337, %2346 overflow<nsw, nuw> : i64
    %2348 = llvm.add %2345, %2347 overflow<nsw, nuw> : i64
    %2349 = llvm.mlir.constant(8 : index) : i64
    %2350 = llvm.mul %2339, %2349 overflow<nsw, nuw> : i64
    %2351 = llvm.add %2348, %2350 overflow<nsw, nuw> : i64
    %2352 = llvm.add %2351, %2341 overflow<nsw, nuw> : i64
    %2353 = llvm.getelementptr inbounds|nuw %2343[%2352] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2354 = llvm.load %2353 : !llvm.ptr -> f32
    %2355 = llvm.extractvalue %2253[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2356 = llvm.mlir.constant(16 : index) : i64
    %2357 = llvm.mul %2335, %2356 overflow<nsw, nuw> : i64
    %2358 = llvm.mlir.constant(8 : index) : i64
    %2359 = llvm.mul %2337, %2358 overflow<nsw, nuw> : i64
    %2360 = llvm.add %2357, %2359 overflow<nsw, nuw> : i64
    %2361 = llvm.add %2360, %2339 overflow<nsw, nuw> : i64
    %2362 = llvm.add %2361, %27 overflow<nsw, nuw> : i64
    %2363 = llvm.getelementptr inbounds|nuw %2355[%2362] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2364 = llvm.load %2363 : !llvm.ptr -> f32
    %2365 = llvm.fsub %2354, %2364 : f32
    %2366 = llvm.fmul %2365, %8 : f32
    %2367 = llvm.intr.exp2(%2366) : (f32) -> f32
    %2368 = llvm.extractvalue %2074[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2369 = llvm.mlir.constant(128 : index) : i64
    %2370 = llvm.mul %2335, %2369 overflow<nsw, nuw> : i64
    %2371 = llvm.mlir.constant(64 : index) : i64
    %2372 = llvm.mul %2337, %2371 overflow<nsw, nuw> : i64
    %2373 = llvm.add %2370, %2372 overflow<nsw, nuw> : i64
    %2374 = llvm.mlir.constant(8 : index) : i64
    %2375 = llvm.mul %2339, %2374 overflow<nsw, nuw> : i64
    %2376 = llvm.add %2373, %2375 overflow<nsw, nuw> : i64
    %2377 = llvm.add %2376, %2341 overflow<nsw, nuw> : i64
    %2378 = llvm.getelementptr inbounds|nuw %2368[%2377] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2367, %2378 : f32, !llvm.ptr
    %2379 = llvm.add %2341, %16 : i64
    llvm.br ^bb274(%2379 : i64)
  ^bb276:  // pred: ^bb274
    %2380 = llvm.add %2339, %16 : i64
    llvm.br ^bb272(%2380 : i64)
  ^bb277:  // pred: ^bb272
    %2381 = llvm.add %2337, %16 : i64
    llvm.br ^bb270(%2381 : i64)
  ^bb278:  // pred: ^bb270
    %2382 = llvm.add %2335, %16 : i64
    llvm.br ^bb268(%2382 : i64)
  ^bb279:  // pred: ^bb268
    %2383 = llvm.mlir.constant(1 : index) : i64
    %2384 = llvm.mlir.constant(2 : index) : i64
    %2385 = llvm.mlir.constant(8 : index) : i64
    %2386 = llvm.mlir.constant(1 : index) : i64
    %2387 = llvm.mlir.constant(1 : index) : i64
    %2388 = llvm.mlir.constant(16 : index) : i64
    %2389 = llvm.mlir.constant(16 : index) : i64
    %2390 = llvm.mlir.zero : !llvm.ptr
    %2391 = llvm.getelementptr %2390[%2389] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2392 = llvm.ptrtoint %2391 : !llvm.ptr to i64
    %2393 = llvm.mlir.constant(64 : index) : i64
    %2394 = llvm.add %2392, %2393 : i64
    %2395 = llvm.call @malloc(%2394) : (i64) -> !llvm.ptr
    %2396 = llvm.ptrtoint %2395 : !llvm.ptr to i64
    %2397 = llvm.mlir.constant(1 : index) : i64
    %2398 = llvm.sub %2393, %2397 : i64
    %2399 = llvm.add %2396, %2398 : i64
    %2400 = llvm.urem %2399, %2393 : i64
    %2401 = llvm.sub %2399, %2400 : i64
    %2402 = llvm.inttoptr %2401 : i64 to !llvm.ptr
    %2403 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2404 = llvm.insertvalue %2395, %2403[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2405 = llvm.insertvalue %2402, %2404[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2406 = llvm.mlir.constant(0 : index) : i64
    %2407 = llvm.insertvalue %2406, %2405[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2408 = llvm.insertvalue %2383, %2407[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2409 = llvm.insertvalue %2384, %2408[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2410 = llvm.insertvalue %2385, %2409[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2411 = llvm.insertvalue %2386, %2410[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2412 = llvm.insertvalue %2388, %2411[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2413 = llvm.insertvalue %2385, %2412[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2414 = llvm.insertvalue %2386, %2413[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2415 = llvm.insertvalue %2387, %2414[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb280(%27 : i64)
  ^bb280(%2416: i64):  // 2 preds: ^bb279, ^bb290
    %2417 = llvm.icmp "slt" %2416, %16 : i64
    llvm.cond_br %2417, ^bb281, ^bb291
  ^bb281:  // pred: ^bb280
    llvm.br ^bb282(%27 : i64)
  ^bb282(%2418: i64):  // 2 preds: ^bb281, ^bb289
    %2419 = llvm.icmp "slt" %2418, %12 : i64
    llvm.cond_br %2419, ^bb283, ^bb290
  ^bb283:  // pred: ^bb282
    llvm.br ^bb284(%27 : i64)
  ^bb284(%2420: i64):  // 2 preds: ^bb283, ^bb288
    %2421 = llvm.icmp "slt" %2420, %15 : i64
    llvm.cond_br %2421, ^bb285, ^bb289
  ^bb285:  // pred: ^bb284
    llvm.br ^bb286(%27 : i64)
  ^bb286(%2422: i64):  // 2 preds: ^bb285, ^bb287
    %2423 = llvm.icmp "slt" %2422, %16 : i64
    llvm.cond_br %2423, ^bb287, ^bb288
  ^bb287:  // pred: ^bb286
    %2424 = llvm.extractvalue %2415[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2425 = llvm.mlir.constant(16 : index) : i64
    %2426 = llvm.mul %2416, %2425 overflow<nsw, nuw> : i64
    %2427 = llvm.mlir.constant(8 : index) : i64
    %2428 = llvm.mul %2418, %2427 overflow<nsw, nuw> : i64
    %2429 = llvm.add %2426, %2428 overflow<nsw, nuw> : i64
    %2430 = llvm.add %2429, %2420 overflow<nsw, nuw> : i64
    %2431 = llvm.add %2430, %2422 overflow<nsw, nuw> : i64
    %2432 = llvm.getelementptr inbounds|nuw %2424[%2431] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %29, %2432 : f32, !llvm.ptr
    %2433 = llvm.add %2422, %16 : i64
    llvm.br ^bb286(%2433 : i64)
  ^bb288:  // pred: ^bb286
    %2434 = llvm.add %2420, %16 : i64
    llvm.br ^bb284(%2434 : i64)
  ^bb289:  // pred: ^bb284
    %2435 = llvm.add %2418, %16 : i64
    llvm.br ^bb282(%2435 : i64)
  ^bb290:  // pred: ^bb282
    %2436 = llvm.add %2416, %16 : i64
    llvm.br ^bb280(%2436 : i64)
  ^bb291:  // pred: ^bb280
    %2437 = llvm.mlir.constant(1 : index) : i64
    %2438 = llvm.mlir.constant(2 : index) : i64
    %2439 = llvm.mlir.constant(8 : index) : i64
    %2440 = llvm.mlir.constant(1 : index) : i64
    %2441 = llvm.mlir.constant(1 : index) : i64
    %2442 = llvm.mlir.constant(16 : index) : i64
    %2443 = llvm.mlir.constant(16 : index) : i64
    %2444 = llvm.mlir.zero : !llvm.ptr
    %2445 = llvm.getelementptr %2444[%2443] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2446 = llvm.ptrtoint %2445 : !llvm.ptr to i64
    %2447 = llvm.mlir.constant(64 : index) : i64
    %2448 = llvm.add %2446, %2447 : i64
    %2449 = llvm.call @malloc(%2448) : (i64) -> !llvm.ptr
    %2450 = llvm.ptrtoint %2449 : !llvm.ptr to i64
    %2451 = llvm.mlir.constant(1 : index) : i64
    %2452 = llvm.sub %2447, %2451 : i64
    %2453 = llvm.add %2450, %2452 : i64
    %2454 = llvm.urem %2453, %2447 : i64
    %2455 = llvm.sub %2453, %2454 : i64
    %2456 = llvm.inttoptr %2455 : i64 to !llvm.ptr
    %2457 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2458 = llvm.insertvalue %2449, %2457[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2459 = llvm.insertvalue %2456, %2458[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2460 = llvm.mlir.constant(0 : index) : i64
    %2461 = llvm.insertvalue %2460, %2459[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2462 = llvm.insertvalue %2437, %2461[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2463 = llvm.insertvalue %2438, %2462[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2464 = llvm.insertvalue %2439, %2463[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2465 = llvm.insertvalue %2440, %2464[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2466 = llvm.insertvalue %2442, %2465[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2467 = llvm.insertvalue %2439, %2466[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2468 = llvm.insertvalue %2440, %2467[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2469 = llvm.insertvalue %2441, %2468[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb292(%27 : i64)
  ^bb292(%2470: i64):  // 2 preds: ^bb291, ^bb302
    %2471 = llvm.icmp "slt" %2470, %16 : i64
    llvm.cond_br %2471, ^bb293, ^bb303
  ^bb293:  // pred: ^bb292
    llvm.br ^bb294(%27 : i64)
  ^bb294(%2472: i64):  // 2 preds: ^bb293, ^bb301
    %2473 = llvm.icmp "slt" %2472, %12 : i64
    llvm.cond_br %2473, ^bb295, ^bb302
  ^bb295:  // pred: ^bb294
    llvm.br ^bb296(%27 : i64)
  ^bb296(%2474: i64):  // 2 preds: ^bb295, ^bb300
    %2475 = llvm.icmp "slt" %2474, %15 : i64
    llvm.cond_br %2475, ^bb297, ^bb301
  ^bb297:  // pred: ^bb296
    llvm.br ^bb298(%27 : i64)
  ^bb298(%2476: i64):  // 2 preds: ^bb297, ^bb299
    %2477 = llvm.icmp "slt" %2476, %16 : i64
    llvm.cond_br %2477, ^bb299, ^bb300
  ^bb299:  // pred: ^bb298
    %2478 = llvm.extractvalue %2415[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2479 = llvm.mlir.constant(16 : index) : i64
    %2480 = llvm.mul %2470, %2479 overflow<nsw, nuw> : i64
    %2481 = llvm.mlir.constant(8 : index) : i64
    %2482 = llvm.mul %2472, %2481 overflow<nsw, nuw> : i64
    %2483 = llvm.add %2480, %2482 overflow<nsw, nuw> : i64
    %2484 = llvm.add %2483, %2474 overflow<nsw, nuw> : i64
    %2485 = llvm.add %2484, %2476 overflow<nsw, nuw> : i64
    %2486 = llvm.getelementptr inbounds|nuw %2478[%2485] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2487 = llvm.load %2486 : !llvm.ptr -> f32
    %2488 = llvm.extractvalue %2469[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2489 = llvm.mlir.constant(16 : index) : i64
    %2490 = llvm.mul %2470, %2489 overflow<nsw, nuw> : i64
    %2491 = llvm.mlir.constant(8 : index) : i64
    %2492 = llvm.mul %2472, %2491 overflow<nsw, nuw> : i64
    %2493 = llvm.add %2490, %2492 overflow<nsw, nuw> : i64
    %2494 = llvm.add %2493, %2474 overflow<nsw, nuw> : i64
    %2495 = llvm.add %2494, %2476 overflow<nsw, nuw> : i64
    %2496 = llvm.getelementptr inbounds|nuw %2488[%2495] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2487, %2496 : f32, !llvm.ptr
    %2497 = llvm.add %2476, %16 : i64
    llvm.br ^bb298(%2497 : i64)
  ^bb300:  // pred: ^bb298
    %2498 = llvm.add %2474, %16 : i64
    llvm.br ^bb296(%2498 : i64)
  ^bb301:  // pred: ^bb296
    %2499 = llvm.add %2472, %16 : i64
    llvm.br ^bb294(%2499 : i64)
  ^bb302:  // pred: ^bb294
    %2500 = llvm.add %2470, %16 : i64
    llvm.br ^bb292(%2500 : i64)
  ^bb303:  // pred: ^bb292
    llvm.br ^bb304(%27 : i64)
  ^bb304(%2501: i64):  // 2 preds: ^bb303, ^bb314
    %2502 = llvm.icmp "slt" %2501, %16 : i64
    llvm.cond_br %2502, ^bb305, ^bb315
  ^bb305:  // pred: ^bb304
    llvm.br ^bb306(%27 : i64)
  ^bb306(%2503: i64):  // 2 preds: ^bb305, ^bb313
    %2504 = llvm.icmp "slt" %2503, %12 : i64
    llvm.cond_br %2504, ^bb307, ^bb314
  ^bb307:  // pred: ^bb306
    llvm.br ^bb308(%27 : i64)
  ^bb308(%2505: i64):  // 2 preds: ^bb307, ^bb312
    %2506 = llvm.icmp "slt" %2505, %15 : i64
    llvm.cond_br %2506, ^bb309, ^bb313
  ^bb309:  // pred: ^bb308
    llvm.br ^bb310(%27 : i64)
  ^bb310(%2507: i64):  // 2 preds: ^bb309, ^bb311
    %2508 = llvm.icmp "slt" %2507, %15 : i64
    llvm.cond_br %2508, ^bb311, ^bb312
  ^bb311:  // pred: ^bb310
    %2509 = llvm.extractvalue %2074[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2510 = llvm.mlir.constant(128 : index) : i64
    %2511 = llvm.mul %2501, %2510 overflow<nsw, nuw> : i64
    %2512 = llvm.mlir.constant(64 : index) : i64
    %2513 = llvm.mul %2503, %2512 overflow<nsw, nuw> : i64
    %2514 = llvm.add %2511, %2513 overflow<nsw, nuw> : i64
    %2515 = llvm.mlir.constant(8 : index) : i64
    %2516 = llvm.mul %2505, %2515 overflow<nsw, nuw> : i64
    %2517 = llvm.add %2514, %2516 overflow<nsw, nuw> : i64
    %2518 = llvm.add %2517, %2507 overflow<nsw, nuw> : i64
    %2519 = llvm.getelementptr inbounds|nuw %2509[%2518] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2520 = llvm.load %2519 : !llvm.ptr -> f32
    %2521 = llvm.extractvalue %2469[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2522 = llvm.mlir.constant(16 : index) : i64
    %2523 = llvm.mul %2501, %2522 overflow<nsw, nuw> : i64
    %2524 = llvm.mlir.constant(8 : index) : i64
    %2525 = llvm.mul %2503, %2524 overflow<nsw, nuw> : i64
    %2526 = llvm.add %2523, %2525 overflow<nsw, nuw> : i64
    %2527 = llvm.add %2526, %2505 overflow<nsw, nuw> : i64
    %2528 = llvm.add %2527, %27 overflow<nsw, nuw> : i64
    %2529 = llvm.getelementptr inbounds|nuw %2521[%2528] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2530 = llvm.load %2529 : !llvm.ptr -> f32
    %2531 = llvm.fadd %2520, %2530 : f32
    %2532 = llvm.extractvalue %2469[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2533 = llvm.mlir.constant(16 : index) : i64
    %2534 = llvm.mul %2501, %2533 overflow<nsw, nuw> : i64
    %2535 = llvm.mlir.constant(8 : index) : i64
    %2536 = llvm.mul %2503, %2535 overflow<nsw, nuw> : i64
    %2537 = llvm.add %2534, %2536 overflow<nsw, nuw> : i64
    %2538 = llvm.add %2537, %2505 overflow<nsw, nuw> : i64
    %2539 = llvm.add %2538, %27 overflow<nsw, nuw> : i64
    %2540 = llvm.getelementptr inbounds|nuw %2532[%2539] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2531, %2540 : f32, !llvm.ptr
    %2541 = llvm.add %2507, %16 : i64
    llvm.br ^bb310(%2541 : i64)
  ^bb312:  // pred: ^bb310
    %2542 = llvm.add %2505, %16 : i64
    llvm.br ^bb308(%2542 : i64)
  ^bb313:  // pred: ^bb308
    %2543 = llvm.add %2503, %16 : i64
    llvm.br ^bb306(%2543 : i64)
  ^bb314:  // pred: ^bb306
    %2544 = llvm.add %2501, %16 : i64
    llvm.br ^bb304(%2544 : i64)
  ^bb315:  // pred: ^bb304
    %2545 = llvm.mlir.constant(2 : index) : i64
    %2546 = llvm.mlir.constant(8 : index) : i64
    %2547 = llvm.mlir.constant(16 : index) : i64
    %2548 = llvm.mlir.constant(1 : index) : i64
    %2549 = llvm.mlir.constant(128 : index) : i64
    %2550 = llvm.mlir.constant(256 : index) : i64
    %2551 = llvm.mlir.zero : !llvm.ptr
    %2552 = llvm.getelementptr %2551[%2550] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2553 = llvm.ptrtoint %2552 : !llvm.ptr to i64
    %2554 = llvm.mlir.constant(64 : index) : i64
    %2555 = llvm.add %2553, %2554 : i64
    %2556 = llvm.call @malloc(%2555) : (i64) -> !llvm.ptr
    %2557 = llvm.ptrtoint %2556 : !llvm.ptr to i64
    %2558 = llvm.mlir.constant(1 : index) : i64
    %2559 = llvm.sub %2554, %2558 : i64
    %2560 = llvm.add %2557, %2559 : i64
    %2561 = llvm.urem %2560, %2554 : i64
    %2562 = llvm.sub %2560, %2561 : i64
    %2563 = llvm.inttoptr %2562 : i64 to !llvm.ptr
    %2564 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2565 = llvm.insertvalue %2556, %2564[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2566 = llvm.insertvalue %2563, %2565[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2567 = llvm.mlir.constant(0 : index) : i64
    %2568 = llvm.insertvalue %2567, %2566[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2569 = llvm.insertvalue %2545, %2568[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2570 = llvm.insertvalue %2546, %2569[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2571 = llvm.insertvalue %2547, %2570[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2572 = llvm.insertvalue %2549, %2571[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2573 = llvm.insertvalue %2547, %2572[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2574 = llvm.insertvalue %2548, %2573[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb316(%27 : i64)
  ^bb316(%2575: i64):  // 2 preds: ^bb315, ^bb323
    %2576 = llvm.icmp "slt" %2575, %12 : i64
    llvm.cond_br %2576, ^bb317, ^bb324
  ^bb317:  // pred: ^bb316
    llvm.br ^bb318(%27 : i64)
  ^bb318(%2577: i64):  // 2 preds: ^bb317, ^bb322
    %2578 = llvm.icmp "slt" %2577, %15 : i64
    llvm.cond_br %2578, ^bb319, ^bb323
  ^bb319:  // pred: ^bb318
    llvm.br ^bb320(%27 : i64)
  ^bb320(%2579: i64):  // 2 preds: ^bb319, ^bb321
    %2580 = llvm.icmp "slt" %2579, %11 : i64
    llvm.cond_br %2580, ^bb321, ^bb322
  ^bb321:  // pred: ^bb320
    %2581 = llvm.extractvalue %2574[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2582 = llvm.mlir.constant(128 : index) : i64
    %2583 = llvm.mul %2575, %2582 overflow<nsw, nuw> : i64
    %2584 = llvm.mlir.constant(16 : index) : i64
    %2585 = llvm.mul %2577, %2584 overflow<nsw, nuw> : i64
    %2586 = llvm.add %2583, %2585 overflow<nsw, nuw> : i64
    %2587 = llvm.add %2586, %2579 overflow<nsw, nuw> : i64
    %2588 = llvm.getelementptr inbounds|nuw %2581[%2587] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %29, %2588 : f32, !llvm.ptr
    %2589 = llvm.add %2579, %16 : i64
    llvm.br ^bb320(%2589 : i64)
  ^bb322:  // pred: ^bb320
    %2590 = llvm.add %2577, %16 : i64
    llvm.br ^bb318(%2590 : i64)
  ^bb323:  // pred: ^bb318
    %2591 = llvm.add %2575, %16 : i64
    llvm.br ^bb316(%2591 : i64)
  ^bb324:  // pred: ^bb316
    %2592 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2593 = llvm.extractvalue %2574[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2594 = llvm.extractvalue %2574[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2595 = llvm.insertvalue %2593, %2592[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2596 = llvm.insertvalue %2594, %2595[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2597 = llvm.mlir.constant(0 : index) : i64
    %2598 = llvm.insertvalue %2597, %2596[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2599 = llvm.mlir.constant(1 : index) : i64
    %2600 = llvm.insertvalue %2599, %2598[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2601 = llvm.mlir.constant(256 : index) : i64
    %2602 = llvm.insertvalue %2601, %2600[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2603 = llvm.mlir.constant(2 : index) : i64
    %2604 = llvm.insertvalue %2603, %2602[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2605 = llvm.mlir.constant(128 : index) : i64
    %2606 = llvm.insertvalue %2605, %2604[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2607 = llvm.mlir.constant(8 : index) : i64
    %2608 = llvm.insertvalue %2607, %2606[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2609 = llvm.mlir.constant(16 : index) : i64
    %2610 = llvm.insertvalue %2609, %2608[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2611 = llvm.mlir.constant(16 : index) : i64
    %2612 = llvm.insertvalue %2611, %2610[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2613 = llvm.mlir.constant(1 : index) : i64
    %2614 = llvm.insertvalue %2613, %2612[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2615 = llvm.mlir.constant(1 : index) : i64
    %2616 = llvm.mlir.constant(2 : index) : i64
    %2617 = llvm.mlir.constant(8 : index) : i64
    %2618 = llvm.mlir.constant(16 : index) : i64
    %2619 = llvm.mlir.constant(1 : index) : i64
    %2620 = llvm.mlir.constant(128 : index) : i64
    %2621 = llvm.mlir.constant(256 : index) : i64
    %2622 = llvm.mlir.constant(256 : index) : i64
    %2623 = llvm.mlir.zero : !llvm.ptr
    %2624 = llvm.getelementptr %2623[%2622] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2625 = llvm.ptrtoint %2624 : !llvm.ptr to i64
    %2626 = llvm.mlir.constant(64 : index) : i64
    %2627 = llvm.add %2625, %2626 : i64
    %2628 = llvm.call @malloc(%2627) : (i64) -> !llvm.ptr
    %2629 = llvm.ptrtoint %2628 : !llvm.ptr to i64
    %2630 = llvm.mlir.constant(1 : index) : i64
    %2631 = llvm.sub %2626, %2630 : i64
    %2632 = llvm.add %2629, %2631 : i64
    %2633 = llvm.urem %2632, %2626 : i64
    %2634 = llvm.sub %2632, %2633 : i64
    %2635 = llvm.inttoptr %2634 : i64 to !llvm.ptr
    %2636 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2637 = llvm.insertvalue %2628, %2636[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2638 = llvm.insertvalue %2635, %2637[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2639 = llvm.mlir.constant(0 : index) : i64
    %2640 = llvm.insertvalue %2639, %2638[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2641 = llvm.insertvalue %2615, %2640[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2642 = llvm.insertvalue %2616, %2641[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2643 = llvm.insertvalue %2617, %2642[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2644 = llvm.insertvalue %2618, %2643[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2645 = llvm.insertvalue %2621, %2644[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2646 = llvm.insertvalue %2620, %2645[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2647 = llvm.insertvalue %2618, %2646[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2648 = llvm.insertvalue %2619, %2647[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb325(%27 : i64)
  ^bb325(%2649: i64):  // 2 preds: ^bb324, ^bb335
    %2650 = llvm.icmp "slt" %2649, %16 : i64
    llvm.cond_br %2650, ^bb326, ^bb336
  ^bb326:  // pred: ^bb325
    llvm.br ^bb327(%27 : i64)
  ^bb327(%2651: i64):  // 2 preds: ^bb326, ^bb334
    %2652 = llvm.icmp "slt" %2651, %12 : i64
    llvm.cond_br %2652, ^bb328, ^bb335
  ^bb328:  // pred: ^bb327
    llvm.br ^bb329(%27 : i64)
  ^bb329(%2653: i64):  // 2 preds: ^bb328, ^bb333
    %2654 = llvm.icmp "slt" %2653, %15 : i64
    llvm.cond_br %2654, ^bb330, ^bb334
  ^bb330:  // pred: ^bb329
    llvm.br ^bb331(%27 : i64)
  ^bb331(%2655: i64):  // 2 preds: ^bb330, ^bb332
    %2656 = llvm.icmp "slt" %2655, %11 : i64
    llvm.cond_br %2656, ^bb332, ^bb333
  ^bb332:  // pred: ^bb331
    %2657 = llvm.extractvalue %2614[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2658 = llvm.mlir.constant(256 : index) : i64
    %2659 = llvm.mul %2649, %2658 overflow<nsw, nuw> : i64
    %2660 = llvm.mlir.constant(128 : index) : i64
    %2661 = llvm.mul %2651, %2660 overflow<nsw, nuw> : i64
    %2662 = llvm.add %2659, %2661 overflow<nsw, nuw> : i64
    %2663 = llvm.mlir.constant(16 : index) : i64
    %2664 = llvm.mul %2653, %2663 overflow<nsw, nuw> : i64
    %2665 = llvm.add %2662, %2664 overflow<nsw, nuw> : i64
    %2666 = llvm.add %2665, %2655 overflow<nsw, nuw> : i64
    %2667 = llvm.getelementptr inbounds|nuw %2657[%2666] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2668 = llvm.load %2667 : !llvm.ptr -> f32
    %2669 = llvm.extractvalue %2648[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2670 = llvm.mlir.constant(256 : index) : i64
    %2671 = llvm.mul %2649, %2670 overflow<nsw, nuw> : i64
    %2672 = llvm.mlir.constant(128 : index) : i64
    %2673 = llvm.mul %2651, %2672 overflow<nsw, nuw> : i64
    %2674 = llvm.add %2671, %2673 overflow<nsw, nuw> : i64
    %2675 = llvm.mlir.constant(16 : index) : i64
    %2676 = llvm.mul %2653, %2675 overflow<nsw, nuw> : i64
    %2677 = llvm.add %2674, %2676 overflow<nsw, nuw> : i64
    %2678 = llvm.add %2677, %2655 overflow<nsw, nuw> : i64
    %2679 = llvm.getelementptr inbounds|nuw %2669[%2678] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2668, %2679 : f32, !llvm.ptr
    %2680 = llvm.add %2655, %16 : i64
    llvm.br ^bb331(%2680 : i64)
  ^bb333:  // pred: ^bb331
    %2681 = llvm.add %2653, %16 : i64
    llvm.br ^bb329(%2681 : i64)
  ^bb334:  // pred: ^bb329
    %2682 = llvm.add %2651, %16 : i64
    llvm.br ^bb327(%2682 : i64)
  ^bb335:  // pred: ^bb327
    %2683 = llvm.add %2649, %16 : i64
    llvm.br ^bb325(%2683 : i64)
  ^bb336:  // pred: ^bb325
    llvm.br ^bb337(%27 : i64)
  ^bb337(%2684: i64):  // 2 preds: ^bb336, ^bb350
    %2685 = llvm.icmp "slt" %2684, %16 : i64
    llvm.cond_br %2685, ^bb338, ^bb351
  ^bb338:  // pred: ^bb337
    llvm.br ^bb339(%27 : i64)
  ^bb339(%2686: i64):  // 2 preds: ^bb338, ^bb349
    %2687 = llvm.icmp "slt" %2686, %12 : i64
    llvm.cond_br %2687, ^bb340, ^bb350
  ^bb340:  // pred: ^bb339
    llvm.br ^bb341(%27 : i64)
  ^bb341(%2688: i64):  // 2 preds: ^bb340, ^bb348
    %2689 = llvm.icmp "slt" %2688, %15 : i64
    llvm.cond_br %2689, ^bb342, ^bb349
  ^bb342:  // pred: ^bb341
    llvm.br ^bb343(%27 : i64)
  ^bb343(%2690: i64):  // 2 preds: ^bb342, ^bb347
    %2691 = llvm.icmp "slt" %2690, %11 : i64
    llvm.cond_br %2691, ^bb344, ^bb348
  ^bb344:  // pred: ^bb343
    llvm.br ^bb345(%27 : i64)
  ^bb345(%2692: i64):  // 2 preds: ^bb344, ^bb346
    %2693 = llvm.icmp "slt" %2692, %15 : i64
    llvm.cond_br %2693, ^bb346, ^bb347
  ^bb346:  // pred: ^bb345
    %2694 = llvm.extractvalue %2074[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2695 = llvm.mlir.constant(128 : index) : i64
    %2696 = llvm.mul %2684, %2695 overflow<nsw, nuw> : i64
    %2697 = llvm.mlir.constant(64 : index) : i64
    %2698 = llvm.mul %2686, %2697 overflow<nsw, nuw> : i64
    %2699 = llvm.add %2696, %2698 overflow<nsw, nuw> : i64
    %2700 = llvm.mlir.constant(8 : index) : i64
    %2701 = llvm.mul %2688, %2700 overflow<nsw, nuw> : i64
    %2702 = llvm.add %2699, %2701 overflow<nsw, nuw> : i64
    %2703 = llvm.add %2702, %2692 overflow<nsw, nuw> : i64
    %2704 = llvm.getelementptr inbounds|nuw %2694[%2703] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2705 = llvm.load %2704 : !llvm.ptr -> f32
    %2706 = llvm.extractvalue %2469[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2707 = llvm.mlir.constant(16 : index) : i64
    %2708 = llvm.mul %2684, %2707 overflow<nsw, nuw> : i64
    %2709 = llvm.mlir.constant(8 : index) : i64
    %2710 = llvm.mul %2686, %2709 overflow<nsw, nuw> : i64
    %2711 = llvm.add %2708, %2710 overflow<nsw, nuw> : i64
    %2712 = llvm.add %2711, %2688 overflow<nsw, nuw> : i64
    %2713 = llvm.add %2712, %27 overflow<nsw, nuw> : i64
    %2714 = llvm.getelementptr inbounds|nuw %2706[%2713] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2715 = llvm.load %2714 : !llvm.ptr -> f32
    %2716 = llvm.extractvalue %1812[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2717 = llvm.mlir.constant(64 : index) : i64
    %2718 = llvm.getelementptr %2716[%2717] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2719 = llvm.mlir.constant(768 : index) : i64
    %2720 = llvm.mul %2684, %2719 overflow<nsw, nuw> : i64
    %2721 = llvm.mlir.constant(96 : index) : i64
    %2722 = llvm.mul %2692, %2721 overflow<nsw, nuw> : i64
    %2723 = llvm.add %2720, %2722 overflow<nsw, nuw> : i64
    %2724 = llvm.mlir.constant(16 : index) : i64
    %2725 = llvm.mul %2686, %2724 overflow<nsw, nuw> : i64
    %2726 = llvm.add %2723, %2725 overflow<nsw, nuw> : i64
    %2727 = llvm.add %2726, %2690 overflow<nsw, nuw> : i64
    %2728 = llvm.getelementptr inbounds|nuw %2718[%2727] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2729 = llvm.load %2728 : !llvm.ptr -> f32
    %2730 = llvm.extractvalue %2648[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2731 = llvm.mlir.constant(256 : index) : i64
    %2732 = llvm.mul %2684, %2731 overflow<nsw, nuw> : i64
    %2733 = llvm.mlir.constant(128 : index) : i64
    %2734 = llvm.mul %2686, %2733 overflow<nsw, nuw> : i64
    %2735 = llvm.add %2732, %2734 overflow<nsw, nuw> : i64
    %2736 = llvm.mlir.constant(16 : index) : i64
    %2737 = llvm.mul %2688, %2736 overflow<nsw, nuw> : i64
    %2738 = llvm.add %2735, %2737 overflow<nsw, nuw> : i64
    %2739 = llvm.add %2738, %2690 overflow<nsw, nuw> : i64
    %2740 = llvm.getelementptr inbounds|nuw %2730[%2739] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2741 = llvm.load %2740 : !llvm.ptr -> f32
    %2742 = llvm.fdiv %2705, %2715 : f32
    %2743 = llvm.fmul %2742, %2729 : f32
    %2744 = llvm.fadd %2741, %2743 : f32
    %2745 = llvm.extractvalue %2648[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2746 = llvm.mlir.constant(256 : index) : i64
    %2747 = llvm.mul %2684, %2746 overflow<nsw, nuw> : i64
    %2748 = llvm.mlir.constant(128 : index) : i64
    %2749 = llvm.mul %2686, %2748 overflow<nsw, nuw> : i64
    %2750 = llvm.add %2747, %2749 overflow<nsw, nuw> : i64
    %2751 = llvm.mlir.constant(16 : index) : i64
    %2752 = llvm.mul %2688, %2751 overflow<nsw, nuw> : i64
    %2753 = llvm.add %2750, %2752 overflow<nsw, nuw> : i64
    %2754 = llvm.add %2753, %2690 overflow<nsw, nuw> : i64
    %2755 = llvm.getelementptr inbounds|nuw %2745[%2754] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2744, %2755 : f32, !llvm.ptr
    %2756 = llvm.add %2692, %16 : i64
    llvm.br ^bb345(%2756 : i64)
  ^bb347:  // pred: ^bb345
    %2757 = llvm.add %2690, %16 : i64
    llvm.br ^bb343(%2757 : i64)
  ^bb348:  // pred: ^bb343
    %2758 = llvm.add %2688, %16 : i64
    llvm.br ^bb341(%2758 : i64)
  ^bb349:  // pred: ^bb341
    %2759 = llvm.add %2686, %16 : i64
    llvm.br ^bb339(%2759 : i64)
  ^bb350:  // pred: ^bb339
    %2760 = llvm.add %2684, %16 : i64
    llvm.br ^bb337(%2760 : i64)
  ^bb351:  // pred: ^bb337
    %2761 = llvm.mlir.constant(8 : index) : i64
    %2762 = llvm.mlir.constant(32 : index) : i64
    %2763 = llvm.mlir.constant(1 : index) : i64
    %2764 = llvm.mlir.constant(256 : index) : i64
    %2765 = llvm.mlir.zero : !llvm.ptr
    %2766 = llvm.getelementptr %2765[%2764] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2767 = llvm.ptrtoint %2766 : !llvm.ptr to i64
    %2768 = llvm.mlir.constant(64 : index) : i64
    %2769 = llvm.add %2767, %2768 : i64
    %2770 = llvm.call @malloc(%2769) : (i64) -> !llvm.ptr
    %2771 = llvm.ptrtoint %2770 : !llvm.ptr to i64
    %2772 = llvm.mlir.constant(1 : index) : i64
    %2773 = llvm.sub %2768, %2772 : i64
    %2774 = llvm.add %2771, %2773 : i64
    %2775 = llvm.urem %2774, %2768 : i64
    %2776 = llvm.sub %2774, %2775 : i64
    %2777 = llvm.inttoptr %2776 : i64 to !llvm.ptr
    %2778 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2779 = llvm.insertvalue %2770, %2778[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2780 = llvm.insertvalue %2777, %2779[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2781 = llvm.mlir.constant(0 : index) : i64
    %2782 = llvm.insertvalue %2781, %2780[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2783 = llvm.insertvalue %2761, %2782[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2784 = llvm.insertvalue %2762, %2783[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2785 = llvm.insertvalue %2762, %2784[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2786 = llvm.insertvalue %2763, %2785[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb352(%27 : i64)
  ^bb352(%2787: i64):  // 2 preds: ^bb351, ^bb356
    %2788 = llvm.icmp "slt" %2787, %15 : i64
    llvm.cond_br %2788, ^bb353, ^bb357
  ^bb353:  // pred: ^bb352
    llvm.br ^bb354(%27 : i64)
  ^bb354(%2789: i64):  // 2 preds: ^bb353, ^bb355
    %2790 = llvm.icmp "slt" %2789, %14 : i64
    llvm.cond_br %2790, ^bb355, ^bb356
  ^bb355:  // pred: ^bb354
    %2791 = llvm.extractvalue %2786[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2792 = llvm.mlir.constant(32 : index) : i64
    %2793 = llvm.mul %2787, %2792 overflow<nsw, nuw> : i64
    %2794 = llvm.add %2793, %2789 overflow<nsw, nuw> : i64
    %2795 = llvm.getelementptr inbounds|nuw %2791[%2794] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %29, %2795 : f32, !llvm.ptr
    %2796 = llvm.add %2789, %16 : i64
    llvm.br ^bb354(%2796 : i64)
  ^bb356:  // pred: ^bb354
    %2797 = llvm.add %2787, %16 : i64
    llvm.br ^bb352(%2797 : i64)
  ^bb357:  // pred: ^bb352
    %2798 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2799 = llvm.extractvalue %412[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2800 = llvm.extractvalue %412[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2801 = llvm.insertvalue %2799, %2798[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2802 = llvm.insertvalue %2800, %2801[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2803 = llvm.mlir.constant(0 : index) : i64
    %2804 = llvm.insertvalue %2803, %2802[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2805 = llvm.mlir.constant(2 : index) : i64
    %2806 = llvm.insertvalue %2805, %2804[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2807 = llvm.mlir.constant(512 : index) : i64
    %2808 = llvm.insertvalue %2807, %2806[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2809 = llvm.mlir.constant(16 : index) : i64
    %2810 = llvm.insertvalue %2809, %2808[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2811 = llvm.mlir.constant(32 : index) : i64
    %2812 = llvm.insertvalue %2811, %2810[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2813 = llvm.mlir.constant(32 : index) : i64
    %2814 = llvm.insertvalue %2813, %2812[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2815 = llvm.mlir.constant(1 : index) : i64
    %2816 = llvm.insertvalue %2815, %2814[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2817 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2818 = llvm.extractvalue %2786[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2819 = llvm.extractvalue %2786[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2820 = llvm.insertvalue %2818, %2817[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2821 = llvm.insertvalue %2819, %2820[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2822 = llvm.mlir.constant(0 : index) : i64
    %2823 = llvm.insertvalue %2822, %2821[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2824 = llvm.mlir.constant(1 : index) : i64
    %2825 = llvm.insertvalue %2824, %2823[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2826 = llvm.mlir.constant(256 : index) : i64
    %2827 = llvm.insertvalue %2826, %2825[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2828 = llvm.mlir.constant(8 : index) : i64
    %2829 = llvm.insertvalue %2828, %2827[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2830 = llvm.mlir.constant(32 : index) : i64
    %2831 = llvm.insertvalue %2830, %2829[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2832 = llvm.mlir.constant(32 : index) : i64
    %2833 = llvm.insertvalue %2832, %2831[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2834 = llvm.mlir.constant(1 : index) : i64
    %2835 = llvm.insertvalue %2834, %2833[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2836 = llvm.mlir.constant(1 : index) : i64
    %2837 = llvm.mlir.constant(8 : index) : i64
    %2838 = llvm.mlir.constant(32 : index) : i64
    %2839 = llvm.mlir.constant(1 : index) : i64
    %2840 = llvm.mlir.constant(256 : index) : i64
    %2841 = llvm.mlir.constant(256 : index) : i64
    %2842 = llvm.mlir.zero : !llvm.ptr
    %2843 = llvm.getelementptr %2842[%2841] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2844 = llvm.ptrtoint %2843 : !llvm.ptr to i64
    %2845 = llvm.mlir.constant(64 : index) : i64
    %2846 = llvm.add %2844, %2845 : i64
    %2847 = llvm.call @malloc(%2846) : (i64) -> !llvm.ptr
    %2848 = llvm.ptrtoint %2847 : !llvm.ptr to i64
    %2849 = llvm.mlir.constant(1 : index) : i64
    %2850 = llvm.sub %2845, %2849 : i64
    %2851 = llvm.add %2848, %2850 : i64
    %2852 = llvm.urem %2851, %2845 : i64
    %2853 = llvm.sub %2851, %2852 : i64
    %2854 = llvm.inttoptr %2853 : i64 to !llvm.ptr
    %2855 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2856 = llvm.insertvalue %2847, %2855[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2857 = llvm.insertvalue %2854, %2856[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2858 = llvm.mlir.constant(0 : index) : i64
    %2859 = llvm.insertvalue %2858, %2857[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2860 = llvm.insertvalue %2836, %2859[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2861 = llvm.insertvalue %2837, %2860[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2862 = llvm.insertvalue %2838, %2861[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2863 = llvm.insertvalue %2840, %2862[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2864 = llvm.insertvalue %2838, %2863[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2865 = llvm.insertvalue %2839, %2864[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb358(%27 : i64)
  ^bb358(%2866: i64):  // 2 preds: ^bb357, ^bb365
    %2867 = llvm.icmp "slt" %2866, %16 : i64
    llvm.cond_br %2867, ^bb359, ^bb366
  ^bb359:  // pred: ^bb358
    llvm.br ^bb360(%27 : i64)
  ^bb360(%2868: i64):  // 2 preds: ^bb359, ^bb364
    %2869 = llvm.icmp "slt" %2868, %15 : i64
    llvm.cond_br %2869, ^bb361, ^bb365
  ^bb361:  // pred: ^bb360
    llvm.br ^bb362(%27 : i64)
  ^bb362(%2870: i64):  // 2 preds: ^bb361, ^bb363
    %2871 = llvm.icmp "slt" %2870, %14 : i64
    llvm.cond_br %2871, ^bb363, ^bb364
  ^bb363:  // pred: ^bb362
    %2872 = llvm.extractvalue %2835[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2873 = llvm.mlir.constant(256 : index) : i64
    %2874 = llvm.mul %2866, %2873 overflow<nsw, nuw> : i64
    %2875 = llvm.mlir.constant(32 : index) : i64
    %2876 = llvm.mul %2868, %2875 overflow<nsw, nuw> : i64
    %2877 = llvm.add %2874, %2876 overflow<nsw, nuw> : i64
    %2878 = llvm.add %2877, %2870 overflow<nsw, nuw> : i64
    %2879 = llvm.getelementptr inbounds|nuw %2872[%2878] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2880 = llvm.load %2879 : !llvm.ptr -> f32
    %2881 = llvm.extractvalue %2865[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2882 = llvm.mlir.constant(256 : index) : i64
    %2883 = llvm.mul %2866, %2882 overflow<nsw, nuw> : i64
    %2884 = llvm.mlir.constant(32 : index) : i64
    %2885 = llvm.mul %2868, %2884 overflow<nsw, nuw> : i64
    %2886 = llvm.add %2883, %2885 overflow<nsw, nuw> : i64
    %2887 = llvm.add %2886, %2870 overflow<nsw, nuw> : i64
    %2888 = llvm.getelementptr inbounds|nuw %2881[%2887] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2880, %2888 : f32, !llvm.ptr
    %2889 = llvm.add %2870, %16 : i64
    llvm.br ^bb362(%2889 : i64)
  ^bb364:  // pred: ^bb362
    %2890 = llvm.add %2868, %16 : i64
    llvm.br ^bb360(%2890 : i64)
  ^bb365:  // pred: ^bb360
    %2891 = llvm.add %2866, %16 : i64
    llvm.br ^bb358(%2891 : i64)
  ^bb366:  // pred: ^bb358
    llvm.br ^bb367(%27 : i64)
  ^bb367(%2892: i64):  // 2 preds: ^bb366, ^bb380
    %2893 = llvm.icmp "slt" %2892, %16 : i64
    llvm.cond_br %2893, ^bb368, ^bb381
  ^bb368:  // pred: ^bb367
    llvm.br ^bb369(%27 : i64)
  ^bb369(%2894: i64):  // 2 preds: ^bb368, ^bb379
    %2895 = llvm.icmp "slt" %2894, %15 : i64
    llvm.cond_br %2895, ^bb370, ^bb380
  ^bb370:  // pred: ^bb369
    llvm.br ^bb371(%27 : i64)
  ^bb371(%2896: i64):  // 2 preds: ^bb370, ^bb378
    %2897 = llvm.icmp "slt" %2896, %14 : i64
    llvm.cond_br %2897, ^bb372, ^bb379
  ^bb372:  // pred: ^bb371
    llvm.br ^bb373(%27 : i64)
  ^bb373(%2898: i64):  // 2 preds: ^bb372, ^bb377
    %2899 = llvm.icmp "slt" %2898, %12 : i64
    llvm.cond_br %2899, ^bb374, ^bb378
  ^bb374:  // pred: ^bb373
    llvm.br ^bb375(%27 : i64)
  ^bb375(%2900: i64):  // 2 preds: ^bb374, ^bb376
    %2901 = llvm.icmp "slt" %2900, %11 : i64
    llvm.cond_br %2901, ^bb376, ^bb377
  ^bb376:  // pred: ^bb375
    %2902 = llvm.extractvalue %2648[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2903 = llvm.mlir.constant(256 : index) : i64
    %2904 = llvm.mul %2892, %2903 overflow<nsw, nuw> : i64
    %2905 = llvm.mlir.constant(128 : index) : i64
    %2906 = llvm.mul %2898, %2905 overflow<nsw, nuw> : i64
    %2907 = llvm.add %2904, %2906 overflow<nsw, nuw> : i64
    %2908 = llvm.mlir.constant(16 : index) : i64
    %2909 = llvm.mul %2894, %2908 overflow<nsw, nuw> : i64
    %2910 = llvm.add %2907, %2909 overflow<nsw, nuw> : i64
    %2911 = llvm.add %2910, %2900 overflow<nsw, nuw> : i64
    %2912 = llvm.getelementptr inbounds|nuw %2902[%2911] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2913 = llvm.load %2912 : !llvm.ptr -> f32
    %2914 = llvm.extractvalue %2816[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2915 = llvm.mlir.constant(512 : index) : i64
    %2916 = llvm.mul %2898, %2915 overflow<nsw, nuw> : i64
    %2917 = llvm.mlir.constant(32 : index) : i64
    %2918 = llvm.mul %2900, %2917 overflow<nsw, nuw> : i64
    %2919 = llvm.add %2916, %2918 overflow<nsw, nuw> : i64
    %2920 = llvm.add %2919, %2896 overflow<nsw, nuw> : i64
    %2921 = llvm.getelementptr inbounds|nuw %2914[%2920] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2922 = llvm.load %2921 : !llvm.ptr -> f32
    %2923 = llvm.extractvalue %2865[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2924 = llvm.mlir.constant(256 : index) : i64
    %2925 = llvm.mul %2892, %2924 overflow<nsw, nuw> : i64
    %2926 = llvm.mlir.constant(32 : index) : i64
    %2927 = llvm.mul %2894, %2926 overflow<nsw, nuw> : i64
    %2928 = llvm.add %2925, %2927 overflow<nsw, nuw> : i64
    %2929 = llvm.add %2928, %2896 overflow<nsw, nuw> : i64
    %2930 = llvm.getelementptr inbounds|nuw %2923[%2929] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2931 = llvm.load %2930 : !llvm.ptr -> f32
    %2932 = llvm.fmul %2913, %2922 : f32
    %2933 = llvm.fadd %2931, %2932 : f32
    %2934 = llvm.extractvalue %2865[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2935 = llvm.mlir.constant(256 : index) : i64
    %2936 = llvm.mul %2892, %2935 overflow<nsw, nuw> : i64
    %2937 = llvm.mlir.constant(32 : index) : i64
    %2938 = llvm.mul %2894, %2937 overflow<nsw, nuw> : i64
    %2939 = llvm.add %2936, %2938 overflow<nsw, nuw> : i64
    %2940 = llvm.add %2939, %2896 overflow<nsw, nuw> : i64
    %2941 = llvm.getelementptr inbounds|nuw %2934[%2940] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2933, %2941 : f32, !llvm.ptr
    %2942 = llvm.add %2900, %16 : i64
    llvm.br ^bb375(%2942 : i64)
  ^bb377:  // pred: ^bb375
    %2943 = llvm.add %2898, %16 : i64
    llvm.br ^bb373(%2943 : i64)
  ^bb378:  // pred: ^bb373
    %2944 = llvm.add %2896, %16 : i64
    llvm.br ^bb371(%2944 : i64)
  ^bb379:  // pred: ^bb371
    %2945 = llvm.add %2894, %16 : i64
    llvm.br ^bb369(%2945 : i64)
  ^bb380:  // pred: ^bb369
    %2946 = llvm.add %2892, %16 : i64
    llvm.br ^bb367(%2946 : i64)
  ^bb381:  // pred: ^bb367
    llvm.br ^bb382(%27 : i64)
  ^bb382(%2947: i64):  // 2 preds: ^bb381, ^bb389
    %2948 = llvm.icmp "slt" %2947, %16 : i64
    llvm.cond_br %2948, ^bb383, ^bb390
  ^bb383:  // pred: ^bb382
    llvm.br ^bb384(%27 : i64)
  ^bb384(%2949: i64):  // 2 preds: ^bb383, ^bb388
    %2950 = llvm.icmp "slt" %2949, %15 : i64
    llvm.cond_br %2950, ^bb385, ^bb389
  ^bb385:  // pred: ^bb384
    llvm.br ^bb386(%27 : i64)
  ^bb386(%2951: i64):  // 2 preds: ^bb385, ^bb387
    %2952 = llvm.icmp "slt" %2951, %14 : i64
    llvm.cond_br %2952, ^bb387, ^bb388
  ^bb387:  // pred: ^bb386
    %2953 = llvm.extractvalue %2865[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2954 = llvm.mlir.constant(256 : index) : i64
    %2955 = llvm.mul %2947, %2954 overflow<nsw, nuw> : i64
    %2956 = llvm.mlir.constant(32 : index) : i64
    %2957 = llvm.mul %2949, %2956 overflow<nsw, nuw> : i64
    %2958 = llvm.add %2955, %2957 overflow<nsw, nuw> : i64
    %2959 = llvm.add %2958, %2951 overflow<nsw, nuw> : i64
    %2960 = llvm.getelementptr inbounds|nuw %2953[%2959] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2961 = llvm.load %2960 : !llvm.ptr -> f32
    %2962 = llvm.extractvalue %392[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2963 = llvm.getelementptr inbounds|nuw %2962[%2951] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2964 = llvm.load %2963 : !llvm.ptr -> f32
    %2965 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2966 = llvm.mlir.constant(256 : index) : i64
    %2967 = llvm.mul %2947, %2966 overflow<nsw, nuw> : i64
    %2968 = llvm.mlir.constant(32 : index) : i64
    %2969 = llvm.mul %2949, %2968 overflow<nsw, nuw> : i64
    %2970 = llvm.add %2967, %2969 overflow<nsw, nuw> : i64
    %2971 = llvm.add %2970, %2951 overflow<nsw, nuw> : i64
    %2972 = llvm.getelementptr inbounds|nuw %2965[%2971] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2973 = llvm.load %2972 : !llvm.ptr -> f32
    %2974 = llvm.fadd %2961, %2964 : f32
    %2975 = llvm.fadd %2974, %2973 : f32
    %2976 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2977 = llvm.mlir.constant(256 : index) : i64
    %2978 = llvm.mul %2947, %2977 overflow<nsw, nuw> : i64
    %2979 = llvm.mlir.constant(32 : index) : i64
    %2980 = llvm.mul %2949, %2979 overflow<nsw, nuw> : i64
    %2981 = llvm.add %2978, %2980 overflow<nsw, nuw> : i64
    %2982 = llvm.add %2981, %2951 overflow<nsw, nuw> : i64
    %2983 = llvm.getelementptr inbounds|nuw %2976[%2982] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2975, %2983 : f32, !llvm.ptr
    %2984 = llvm.add %2951, %16 : i64
    llvm.br ^bb386(%2984 : i64)
  ^bb388:  // pred: ^bb386
    %2985 = llvm.add %2949, %16 : i64
    llvm.br ^bb384(%2985 : i64)
  ^bb389:  // pred: ^bb384
    %2986 = llvm.add %2947, %16 : i64
    llvm.br ^bb382(%2986 : i64)
  ^bb390:  // pred: ^bb382
    llvm.br ^bb391(%27 : i64)
  ^bb391(%2987: i64):  // 2 preds: ^bb390, ^bb398
    %2988 = llvm.icmp "slt" %2987, %16 : i64
    llvm.cond_br %2988, ^bb392, ^bb399
  ^bb392:  // pred: ^bb391
    llvm.br ^bb393(%27 : i64)
  ^bb393(%2989: i64):  // 2 preds: ^bb392, ^bb397
    %2990 = llvm.icmp "slt" %2989, %15 : i64
    llvm.cond_br %2990, ^bb394, ^bb398
  ^bb394:  // pred: ^bb393
    llvm.br ^bb395(%27 : i64)
  ^bb395(%2991: i64):  // 2 preds: ^bb394, ^bb396
    %2992 = llvm.icmp "slt" %2991, %14 : i64
    llvm.cond_br %2992, ^bb396, ^bb397
  ^bb396:  // pred: ^bb395
    %2993 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2994 = llvm.mlir.constant(256 : index) : i64
    %2995 = llvm.mul %2987, %2994 overflow<nsw, nuw> : i64
    %2996 = llvm.mlir.constant(32 : index) : i64
    %2997 = llvm.mul %2989, %2996 overflow<nsw, nuw> : i64
    %2998 = llvm.add %2995, %2997 overflow<nsw, nuw> : i64
    %2999 = llvm.add %2998, %2991 overflow<nsw, nuw> : i64
    %3000 = llvm.getelementptr inbounds|nuw %2993[%2999] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3001 = llvm.load %3000 : !llvm.ptr -> f32
    %3002 = llvm.fpext %3001 : f32 to f64
    %3003 = llvm.extractvalue %1143[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3004 = llvm.mlir.constant(256 : index) : i64
    %3005 = llvm.mul %2987, %3004 overflow<nsw, nuw> : i64
    %3006 = llvm.mlir.constant(32 : index) : i64
    %3007 = llvm.mul %2989, %3006 overflow<nsw, nuw> : i64
    %3008 = llvm.add %3005, %3007 overflow<nsw, nuw> : i64
    %3009 = llvm.add %3008, %2991 overflow<nsw, nuw> : i64
    %3010 = llvm.getelementptr inbounds|nuw %3003[%3009] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3002, %3010 : f64, !llvm.ptr
    %3011 = llvm.add %2991, %16 : i64
    llvm.br ^bb395(%3011 : i64)
  ^bb397:  // pred: ^bb395
    %3012 = llvm.add %2989, %16 : i64
    llvm.br ^bb393(%3012 : i64)
  ^bb398:  // pred: ^bb393
    %3013 = llvm.add %2987, %16 : i64
    llvm.br ^bb391(%3013 : i64)
  ^bb399:  // pred: ^bb391
    %3014 = llvm.mlir.constant(1 : index) : i64
    %3015 = llvm.mlir.constant(8 : index) : i64
    %3016 = llvm.mlir.constant(1 : index) : i64
    %3017 = llvm.mlir.constant(1 : index) : i64
    %3018 = llvm.mlir.constant(8 : index) : i64
    %3019 = llvm.mlir.zero : !llvm.ptr
    %3020 = llvm.getelementptr %3019[%3018] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3021 = llvm.ptrtoint %3020 : !llvm.ptr to i64
    %3022 = llvm.mlir.constant(64 : index) : i64
    %3023 = llvm.add %3021, %3022 : i64
    %3024 = llvm.call @malloc(%3023) : (i64) -> !llvm.ptr
    %3025 = llvm.ptrtoint %3024 : !llvm.ptr to i64
    %3026 = llvm.mlir.constant(1 : index) : i64
    %3027 = llvm.sub %3022, %3026 : i64
    %3028 = llvm.add %3025, %3027 : i64
    %3029 = llvm.urem %3028, %3022 : i64
    %3030 = llvm.sub %3028, %3029 : i64
    %3031 = llvm.inttoptr %3030 : i64 to !llvm.ptr
    %3032 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3033 = llvm.insertvalue %3024, %3032[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3034 = llvm.insertvalue %3031, %3033[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3035 = llvm.mlir.constant(0 : index) : i64
    %3036 = llvm.insertvalue %3035, %3034[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3037 = llvm.insertvalue %3014, %3036[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3038 = llvm.insertvalue %3015, %3037[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3039 = llvm.insertvalue %3016, %3038[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3040 = llvm.insertvalue %3015, %3039[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3041 = llvm.insertvalue %3016, %3040[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3042 = llvm.insertvalue %3017, %3041[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb400(%27 : i64)
  ^bb400(%3043: i64):  // 2 preds: ^bb399, ^bb407
    %3044 = llvm.icmp "slt" %3043, %16 : i64
    llvm.cond_br %3044, ^bb401, ^bb408
  ^bb401:  // pred: ^bb400
    llvm.br ^bb402(%27 : i64)
  ^bb402(%3045: i64):  // 2 preds: ^bb401, ^bb406
    %3046 = llvm.icmp "slt" %3045, %15 : i64
    llvm.cond_br %3046, ^bb403, ^bb407
  ^bb403:  // pred: ^bb402
    llvm.br ^bb404(%27 : i64)
  ^bb404(%3047: i64):  // 2 preds: ^bb403, ^bb405
    %3048 = llvm.icmp "slt" %3047, %16 : i64
    llvm.cond_br %3048, ^bb405, ^bb406
  ^bb405:  // pred: ^bb404
    %3049 = llvm.extractvalue %1199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3050 = llvm.mlir.constant(8 : index) : i64
    %3051 = llvm.mul %3043, %3050 overflow<nsw, nuw> : i64
    %3052 = llvm.add %3051, %3045 overflow<nsw, nuw> : i64
    %3053 = llvm.add %3052, %3047 overflow<nsw, nuw> : i64
    %3054 = llvm.getelementptr inbounds|nuw %3049[%3053] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3055 = llvm.load %3054 : !llvm.ptr -> f64
    %3056 = llvm.extractvalue %3042[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3057 = llvm.mlir.constant(8 : index) : i64
    %3058 = llvm.mul %3043, %3057 overflow<nsw, nuw> : i64
    %3059 = llvm.add %3058, %3045 overflow<nsw, nuw> : i64
    %3060 = llvm.add %3059, %3047 overflow<nsw, nuw> : i64
    %3061 = llvm.getelementptr inbounds|nuw %3056[%3060] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3055, %3061 : f64, !llvm.ptr
    %3062 = llvm.add %3047, %16 : i64
    llvm.br ^bb404(%3062 : i64)
  ^bb406:  // pred: ^bb404
    %3063 = llvm.add %3045, %16 : i64
    llvm.br ^bb402(%3063 : i64)
  ^bb407:  // pred: ^bb402
    %3064 = llvm.add %3043, %16 : i64
    llvm.br ^bb400(%3064 : i64)
  ^bb408:  // pred: ^bb400
    llvm.br ^bb409(%27 : i64)
  ^bb409(%3065: i64):  // 2 preds: ^bb408, ^bb416
    %3066 = llvm.icmp "slt" %3065, %16 : i64
    llvm.cond_br %3066, ^bb410, ^bb417
  ^bb410:  // pred: ^bb409
    llvm.br ^bb411(%27 : i64)
  ^bb411(%3067: i64):  // 2 preds: ^bb410, ^bb415
    %3068 = llvm.icmp "slt" %3067, %15 : i64
    llvm.cond_br %3068, ^bb412, ^bb416
  ^bb412:  // pred: ^bb411
    llvm.br ^bb413(%27 : i64)
  ^bb413(%3069: i64):  // 2 preds: ^bb412, ^bb414
    %3070 = llvm.icmp "slt" %3069, %14 : i64
    llvm.cond_br %3070, ^bb414, ^bb415
  ^bb414:  // pred: ^bb413
    %3071 = llvm.extractvalue %1143[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3072 = llvm.mlir.constant(256 : index) : i64
    %3073 = llvm.mul %3065, %3072 overflow<nsw, nuw> : i64
    %3074 = llvm.mlir.constant(32 : index) : i64
    %3075 = llvm.mul %3067, %3074 overflow<nsw, nuw> : i64
    %3076 = llvm.add %3073, %3075 overflow<nsw, nuw> : i64
    %3077 = llvm.add %3076, %3069 overflow<nsw, nuw> : i64
    %3078 = llvm.getelementptr inbounds|nuw %3071[%3077] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3079 = llvm.load %3078 : !llvm.ptr -> f64
    %3080 = llvm.extractvalue %3042[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3081 = llvm.mlir.constant(8 : index) : i64
    %3082 = llvm.mul %3065, %3081 overflow<nsw, nuw> : i64
    %3083 = llvm.add %3082, %3067 overflow<nsw, nuw> : i64
    %3084 = llvm.add %3083, %27 overflow<nsw, nuw> : i64
    %3085 = llvm.getelementptr inbounds|nuw %3080[%3084] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3086 = llvm.load %3085 : !llvm.ptr -> f64
    %3087 = llvm.fadd %3079, %3086 : f64
    %3088 = llvm.extractvalue %3042[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3089 = llvm.mlir.constant(8 : index) : i64
    %3090 = llvm.mul %3065, %3089 overflow<nsw, nuw> : i64
    %3091 = llvm.add %3090, %3067 overflow<nsw, nuw> : i64
    %3092 = llvm.add %3091, %27 overflow<nsw, nuw> : i64
    %3093 = llvm.getelementptr inbounds|nuw %3088[%3092] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3087, %3093 : f64, !llvm.ptr
    %3094 = llvm.add %3069, %16 : i64
    llvm.br ^bb413(%3094 : i64)
  ^bb415:  // pred: ^bb413
    %3095 = llvm.add %3067, %16 : i64
    llvm.br ^bb411(%3095 : i64)
  ^bb416:  // pred: ^bb411
    %3096 = llvm.add %3065, %16 : i64
    llvm.br ^bb409(%3096 : i64)
  ^bb417:  // pred: ^bb409
    %3097 = llvm.mlir.constant(1 : index) : i64
    %3098 = llvm.mlir.constant(8 : index) : i64
    %3099 = llvm.mlir.constant(1 : index) : i64
    %3100 = llvm.mlir.constant(1 : index) : i64
    %3101 = llvm.mlir.constant(8 : index) : i64
    %3102 = llvm.mlir.zero : !llvm.ptr
    %3103 = llvm.getelementptr %3102[%3101] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3104 = llvm.ptrtoint %3103 : !llvm.ptr to i64
    %3105 = llvm.mlir.constant(64 : index) : i64
    %3106 = llvm.add %3104, %3105 : i64
    %3107 = llvm.call @malloc(%3106) : (i64) -> !llvm.ptr
    %3108 = llvm.ptrtoint %3107 : !llvm.ptr to i64
    %3109 = llvm.mlir.constant(1 : index) : i64
    %3110 = llvm.sub %3105, %3109 : i64
    %3111 = llvm.add %3108, %3110 : i64
    %3112 = llvm.urem %3111, %3105 : i64
    %3113 = llvm.sub %3111, %3112 : i64
    %3114 = llvm.inttoptr %3113 : i64 to !llvm.ptr
    %3115 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3116 = llvm.insertvalue %3107, %3115[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3117 = llvm.insertvalue %3114, %3116[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3118 = llvm.mlir.constant(0 : index) : i64
    %3119 = llvm.insertvalue %3118, %3117[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3120 = llvm.insertvalue %3097, %3119[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3121 = llvm.insertvalue %3098, %3120[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3122 = llvm.insertvalue %3099, %3121[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3123 = llvm.insertvalue %3098, %3122[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3124 = llvm.insertvalue %3099, %3123[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3125 = llvm.insertvalue %3100, %3124[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb418(%27 : i64)
  ^bb418(%3126: i64):  // 2 preds: ^bb417, ^bb425
    %3127 = llvm.icmp "slt" %3126, %16 : i64
    llvm.cond_br %3127, ^bb419, ^bb426
  ^bb419:  // pred: ^bb418
    llvm.br ^bb420(%27 : i64)
  ^bb420(%3128: i64):  // 2 preds: ^bb419, ^bb424
    %3129 = llvm.icmp "slt" %3128, %15 : i64
    llvm.cond_br %3129, ^bb421, ^bb425
  ^bb421:  // pred: ^bb420
    llvm.br ^bb422(%27 : i64)
  ^bb422(%3130: i64):  // 2 preds: ^bb421, ^bb423
    %3131 = llvm.icmp "slt" %3130, %16 : i64
    llvm.cond_br %3131, ^bb423, ^bb424
  ^bb423:  // pred: ^bb422
    %3132 = llvm.extractvalue %1199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3133 = llvm.mlir.constant(8 : index) : i64
    %3134 = llvm.mul %3126, %3133 overflow<nsw, nuw> : i64
    %3135 = llvm.add %3134, %3128 overflow<nsw, nuw> : i64
    %3136 = llvm.add %3135, %3130 overflow<nsw, nuw> : i64
    %3137 = llvm.getelementptr inbounds|nuw %3132[%3136] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3138 = llvm.load %3137 : !llvm.ptr -> f64
    %3139 = llvm.extractvalue %3125[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3140 = llvm.mlir.constant(8 : index) : i64
    %3141 = llvm.mul %3126, %3140 overflow<nsw, nuw> : i64
    %3142 = llvm.add %3141, %3128 overflow<nsw, nuw> : i64
    %3143 = llvm.add %3142, %3130 overflow<nsw, nuw> : i64
    %3144 = llvm.getelementptr inbounds|nuw %3139[%3143] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3138, %3144 : f64, !llvm.ptr
    %3145 = llvm.add %3130, %16 : i64
    llvm.br ^bb422(%3145 : i64)
  ^bb424:  // pred: ^bb422
    %3146 = llvm.add %3128, %16 : i64
    llvm.br ^bb420(%3146 : i64)
  ^bb425:  // pred: ^bb420
    %3147 = llvm.add %3126, %16 : i64
    llvm.br ^bb418(%3147 : i64)
  ^bb426:  // pred: ^bb418
    llvm.br ^bb427(%27 : i64)
  ^bb427(%3148: i64):  // 2 preds: ^bb426, ^bb434
    %3149 = llvm.icmp "slt" %3148, %16 : i64
    llvm.cond_br %3149, ^bb428, ^bb435
  ^bb428:  // pred: ^bb427
    llvm.br ^bb429(%27 : i64)
  ^bb429(%3150: i64):  // 2 preds: ^bb428, ^bb433
    %3151 = llvm.icmp "slt" %3150, %15 : i64
    llvm.cond_br %3151, ^bb430, ^bb434
  ^bb430:  // pred: ^bb429
    llvm.br ^bb431(%27 : i64)
  ^bb431(%3152: i64):  // 2 preds: ^bb430, ^bb432
    %3153 = llvm.icmp "slt" %3152, %14 : i64
    llvm.cond_br %3153, ^bb432, ^bb433
  ^bb432:  // pred: ^bb431
    %3154 = llvm.extractvalue %1143[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3155 = llvm.mlir.constant(256 : index) : i64
    %3156 = llvm.mul %3148, %3155 overflow<nsw, nuw> : i64
    %3157 = llvm.mlir.constant(32 : index) : i64
    %3158 = llvm.mul %3150, %3157 overflow<nsw, nuw> : i64
    %3159 = llvm.add %3156, %3158 overflow<nsw, nuw> : i64
    %3160 = llvm.add %3159, %3152 overflow<nsw, nuw> : i64
    %3161 = llvm.getelementptr inbounds|nuw %3154[%3160] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3162 = llvm.load %3161 : !llvm.ptr -> f64
    %3163 = llvm.extractvalue %3042[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3164 = llvm.mlir.constant(8 : index) : i64
    %3165 = llvm.mul %3148, %3164 overflow<nsw, nuw> : i64
    %3166 = llvm.add %3165, %3150 overflow<nsw, nuw> : i64
    %3167 = llvm.add %3166, %27 overflow<nsw, nuw> : i64
    %3168 = llvm.getelementptr inbounds|nuw %3163[%3167] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3169 = llvm.load %3168 : !llvm.ptr -> f64
    %3170 = llvm.extractvalue %3125[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3171 = llvm.mlir.constant(8 : index) : i64
    %3172 = llvm.mul %3148, %3171 overflow<nsw, nuw> : i64
    %3173 = llvm.add %3172, %3150 overflow<nsw, nuw> : i64
    %3174 = llvm.add %3173, %27 overflow<nsw, nuw> : i64
    %3175 = llvm.getelementptr inbounds|nuw %3170[%3174] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3176 = llvm.load %3175 : !llvm.ptr -> f64
    %3177 = llvm.fdiv %3169, %21 : f64
    %3178 = llvm.fsub %3162, %3177 : f64
    %3179 = llvm.fmul %3178, %3178 : f64
    %3180 = llvm.fadd %3179, %3176 : f64
    %3181 = llvm.extractvalue %3125[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3182 = llvm.mlir.constant(8 : index) : i64
    %3183 = llvm.mul %3148, %3182 overflow<nsw, nuw> : i64
    %3184 = llvm.add %3183, %3150 overflow<nsw, nuw> : i64
    %3185 = llvm.add %3184, %27 overflow<nsw, nuw> : i64
    %3186 = llvm.getelementptr inbounds|nuw %3181[%3185] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3180, %3186 : f64, !llvm.ptr
    %3187 = llvm.add %3152, %16 : i64
    llvm.br ^bb431(%3187 : i64)
  ^bb433:  // pred: ^bb431
    %3188 = llvm.add %3150, %16 : i64
    llvm.br ^bb429(%3188 : i64)
  ^bb434:  // pred: ^bb429
    %3189 = llvm.add %3148, %16 : i64
    llvm.br ^bb427(%3189 : i64)
  ^bb435:  // pred: ^bb427
    %3190 = llvm.mlir.constant(1 : index) : i64
    %3191 = llvm.mlir.constant(8 : index) : i64
    %3192 = llvm.mlir.constant(1 : index) : i64
    %3193 = llvm.mlir.constant(1 : index) : i64
    %3194 = llvm.mlir.constant(8 : index) : i64
    %3195 = llvm.mlir.zero : !llvm.ptr
    %3196 = llvm.getelementptr %3195[%3194] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3197 = llvm.ptrtoint %3196 : !llvm.ptr to i64
    %3198 = llvm.mlir.constant(64 : index) : i64
    %3199 = llvm.add %3197, %3198 : i64
    %3200 = llvm.call @malloc(%3199) : (i64) -> !llvm.ptr
    %3201 = llvm.ptrtoint %3200 : !llvm.ptr to i64
    %3202 = llvm.mlir.constant(1 : index) : i64
    %3203 = llvm.sub %3198, %3202 : i64
    %3204 = llvm.add %3201, %3203 : i64
    %3205 = llvm.urem %3204, %3198 : i64
    %3206 = llvm.sub %3204, %3205 : i64
    %3207 = llvm.inttoptr %3206 : i64 to !llvm.ptr
    %3208 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3209 = llvm.insertvalue %3200, %3208[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3210 = llvm.insertvalue %3207, %3209[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3211 = llvm.mlir.constant(0 : index) : i64
    %3212 = llvm.insertvalue %3211, %3210[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3213 = llvm.insertvalue %3190, %3212[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3214 = llvm.insertvalue %3191, %3213[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3215 = llvm.insertvalue %3192, %3214[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3216 = llvm.insertvalue %3191, %3215[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3217 = llvm.insertvalue %3192, %3216[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3218 = llvm.insertvalue %3193, %3217[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb436(%27 : i64)
  ^bb436(%3219: i64):  // 2 preds: ^bb435, ^bb443
    %3220 = llvm.icmp "slt" %3219, %16 : i64
    llvm.cond_br %3220, ^bb437, ^bb444
  ^bb437:  // pred: ^bb436
    llvm.br ^bb438(%27 : i64)
  ^bb438(%3221: i64):  // 2 preds: ^bb437, ^bb442
    %3222 = llvm.icmp "slt" %3221, %15 : i64
    llvm.cond_br %3222, ^bb439, ^bb443
  ^bb439:  // pred: ^bb438
    llvm.br ^bb440(%27 : i64)
  ^bb440(%3223: i64):  // 2 preds: ^bb439, ^bb441
    %3224 = llvm.icmp "slt" %3223, %16 : i64
    llvm.cond_br %3224, ^bb441, ^bb442
  ^bb441:  // pred: ^bb440
    %3225 = llvm.extractvalue %1419[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3226 = llvm.mlir.constant(8 : index) : i64
    %3227 = llvm.mul %3219, %3226 overflow<nsw, nuw> : i64
    %3228 = llvm.add %3227, %3221 overflow<nsw, nuw> : i64
    %3229 = llvm.add %3228, %3223 overflow<nsw, nuw> : i64
    %3230 = llvm.getelementptr inbounds|nuw %3225[%3229] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3231 = llvm.load %3230 : !llvm.ptr -> f32
    %3232 = llvm.extractvalue %3218[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3233 = llvm.mlir.constant(8 : index) : i64
    %3234 = llvm.mul %3219, %3233 overflow<nsw, nuw> : i64
    %3235 = llvm.add %3234, %3221 overflow<nsw, nuw> : i64
    %3236 = llvm.add %3235, %3223 overflow<nsw, nuw> : i64
    %3237 = llvm.getelementptr inbounds|nuw %3232[%3236] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3231, %3237 : f32, !llvm.ptr
    %3238 = llvm.add %3223, %16 : i64
    llvm.br ^bb440(%3238 : i64)
  ^bb442:  // pred: ^bb440
    %3239 = llvm.add %3221, %16 : i64
    llvm.br ^bb438(%3239 : i64)
  ^bb443:  // pred: ^bb438
    %3240 = llvm.add %3219, %16 : i64
    llvm.br ^bb436(%3240 : i64)
  ^bb444:  // pred: ^bb436
    llvm.br ^bb445(%27 : i64)
  ^bb445(%3241: i64):  // 2 preds: ^bb444, ^bb452
    %3242 = llvm.icmp "slt" %3241, %16 : i64
    llvm.cond_br %3242, ^bb446, ^bb453
  ^bb446:  // pred: ^bb445
    llvm.br ^bb447(%27 : i64)
  ^bb447(%3243: i64):  // 2 preds: ^bb446, ^bb451
    %3244 = llvm.icmp "slt" %3243, %15 : i64
    llvm.cond_br %3244, ^bb448, ^bb452
  ^bb448:  // pred: ^bb447
    llvm.br ^bb449(%27 : i64)
  ^bb449(%3245: i64):  // 2 preds: ^bb448, ^bb450
    %3246 = llvm.icmp "slt" %3245, %14 : i64
    llvm.cond_br %3246, ^bb450, ^bb451
  ^bb450:  // pred: ^bb449
    %3247 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3248 = llvm.mlir.constant(256 : index) : i64
    %3249 = llvm.mul %3241, %3248 overflow<nsw, nuw> : i64
    %3250 = llvm.mlir.constant(32 : index) : i64
    %3251 = llvm.mul %3243, %3250 overflow<nsw, nuw> : i64
    %3252 = llvm.add %3249, %3251 overflow<nsw, nuw> : i64
    %3253 = llvm.add %3252, %3245 overflow<nsw, nuw> : i64
    %3254 = llvm.getelementptr inbounds|nuw %3247[%3253] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3255 = llvm.load %3254 : !llvm.ptr -> f32
    %3256 = llvm.extractvalue %3218[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3257 = llvm.mlir.constant(8 : index) : i64
    %3258 = llvm.mul %3241, %3257 overflow<nsw, nuw> : i64
    %3259 = llvm.add %3258, %3243 overflow<nsw, nuw> : i64
    %3260 = llvm.add %3259, %27 overflow<nsw, nuw> : i64
    %3261 = llvm.getelementptr inbounds|nuw %3256[%3260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3262 = llvm.load %3261 : !llvm.ptr -> f32
    %3263 = llvm.fadd %3255, %3262 : f32
    %3264 = llvm.extractvalue %3218[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3265 = llvm.mlir.constant(8 : index) : i64
    %3266 = llvm.mul %3241, %3265 overflow<nsw, nuw> : i64
    %3267 = llvm.add %3266, %3243 overflow<nsw, nuw> : i64
    %3268 = llvm.add %3267, %27 overflow<nsw, nuw> : i64
    %3269 = llvm.getelementptr inbounds|nuw %3264[%3268] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3263, %3269 : f32, !llvm.ptr
    %3270 = llvm.add %3245, %16 : i64
    llvm.br ^bb449(%3270 : i64)
  ^bb451:  // pred: ^bb449
    %3271 = llvm.add %3243, %16 : i64
    llvm.br ^bb447(%3271 : i64)
  ^bb452:  // pred: ^bb447
    %3272 = llvm.add %3241, %16 : i64
    llvm.br ^bb445(%3272 : i64)
  ^bb453:  // pred: ^bb445
    %3273 = llvm.mlir.constant(8 : index) : i64
    %3274 = llvm.mlir.constant(128 : index) : i64
    %3275 = llvm.mlir.constant(1 : index) : i64
    %3276 = llvm.mlir.constant(1024 : index) : i64
    %3277 = llvm.mlir.zero : !llvm.ptr
    %3278 = llvm.getelementptr %3277[%3276] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3279 = llvm.ptrtoint %3278 : !llvm.ptr to i64
    %3280 = llvm.mlir.constant(64 : index) : i64
    %3281 = llvm.add %3279, %3280 : i64
    %3282 = llvm.call @malloc(%3281) : (i64) -> !llvm.ptr
    %3283 = llvm.ptrtoint %3282 : !llvm.ptr to i64
    %3284 = llvm.mlir.constant(1 : index) : i64
    %3285 = llvm.sub %3280, %3284 : i64
    %3286 = llvm.add %3283, %3285 : i64
    %3287 = llvm.urem %3286, %3280 : i64
    %3288 = llvm.sub %3286, %3287 : i64
    %3289 = llvm.inttoptr %3288 : i64 to !llvm.ptr
    %3290 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3291 = llvm.insertvalue %3282, %3290[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3292 = llvm.insertvalue %3289, %3291[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3293 = llvm.mlir.constant(0 : index) : i64
    %3294 = llvm.insertvalue %3293, %3292[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3295 = llvm.insertvalue %3273, %3294[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3296 = llvm.insertvalue %3274, %3295[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3297 = llvm.insertvalue %3274, %3296[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3298 = llvm.insertvalue %3275, %3297[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb454(%27 : i64)
  ^bb454(%3299: i64):  // 2 preds: ^bb453, ^bb458
    %3300 = llvm.icmp "slt" %3299, %15 : i64
    llvm.cond_br %3300, ^bb455, ^bb459
  ^bb455:  // pred: ^bb454
    llvm.br ^bb456(%27 : i64)
  ^bb456(%3301: i64):  // 2 preds: ^bb455, ^bb457
    %3302 = llvm.icmp "slt" %3301, %10 : i64
    llvm.cond_br %3302, ^bb457, ^bb458
  ^bb457:  // pred: ^bb456
    %3303 = llvm.extractvalue %3298[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3304 = llvm.mlir.constant(128 : index) : i64
    %3305 = llvm.mul %3299, %3304 overflow<nsw, nuw> : i64
    %3306 = llvm.add %3305, %3301 overflow<nsw, nuw> : i64
    %3307 = llvm.getelementptr inbounds|nuw %3303[%3306] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %29, %3307 : f32, !llvm.ptr
    %3308 = llvm.add %3301, %16 : i64
    llvm.br ^bb456(%3308 : i64)
  ^bb458:  // pred: ^bb456
    %3309 = llvm.add %3299, %16 : i64
    llvm.br ^bb454(%3309 : i64)
  ^bb459:  // pred: ^bb454
    %3310 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3311 = llvm.extractvalue %3298[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3312 = llvm.extractvalue %3298[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3313 = llvm.insertvalue %3311, %3310[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3314 = llvm.insertvalue %3312, %3313[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3315 = llvm.mlir.constant(0 : index) : i64
    %3316 = llvm.insertvalue %3315, %3314[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3317 = llvm.mlir.constant(1 : index) : i64
    %3318 = llvm.insertvalue %3317, %3316[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3319 = llvm.mlir.constant(1024 : index) : i64
    %3320 = llvm.insertvalue %3319, %3318[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3321 = llvm.mlir.constant(8 : index) : i64
    %3322 = llvm.insertvalue %3321, %3320[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3323 = llvm.mlir.constant(128 : index) : i64
    %3324 = llvm.insertvalue %3323, %3322[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3325 = llvm.mlir.constant(128 : index) : i64
    %3326 = llvm.insertvalue %3325, %3324[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3327 = llvm.mlir.constant(1 : index) : i64
    %3328 = llvm.insertvalue %3327, %3326[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3329 = llvm.mlir.constant(1 : index) : i64
    %3330 = llvm.mlir.constant(8 : index) : i64
    %3331 = llvm.mlir.constant(128 : index) : i64
    %3332 = llvm.mlir.constant(1 : index) : i64
    %3333 = llvm.mlir.constant(1024 : index) : i64
    %3334 = llvm.mlir.constant(1024 : index) : i64
    %3335 = llvm.mlir.zero : !llvm.ptr
    %3336 = llvm.getelementptr %3335[%3334] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3337 = llvm.ptrtoint %3336 : !llvm.ptr to i64
    %3338 = llvm.mlir.constant(64 : index) : i64
    %3339 = llvm.add %3337, %3338 : i64
    %3340 = llvm.call @malloc(%3339) : (i64) -> !llvm.ptr
    %3341 = llvm.ptrtoint %3340 : !llvm.ptr to i64
    %3342 = llvm.mlir.constant(1 : index) : i64
    %3343 = llvm.sub %3338, %3342 : i64
    %3344 = llvm.add %3341, %3343 : i64
    %3345 = llvm.urem %3344, %3338 : i64
    %3346 = llvm.sub %3344, %3345 : i64
    %3347 = llvm.inttoptr %3346 : i64 to !llvm.ptr
    %3348 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3349 = llvm.insertvalue %3340, %3348[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3350 = llvm.insertvalue %3347, %3349[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3351 = llvm.mlir.constant(0 : index) : i64
    %3352 = llvm.insertvalue %3351, %3350[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3353 = llvm.insertvalue %3329, %3352[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3354 = llvm.insertvalue %3330, %3353[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3355 = llvm.insertvalue %3331, %3354[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3356 = llvm.insertvalue %3333, %3355[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3357 = llvm.insertvalue %3331, %3356[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3358 = llvm.insertvalue %3332, %3357[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb460(%27 : i64)
  ^bb460(%3359: i64):  // 2 preds: ^bb459, ^bb467
    %3360 = llvm.icmp "slt" %3359, %16 : i64
    llvm.cond_br %3360, ^bb461, ^bb468
  ^bb461:  // pred: ^bb460
    llvm.br ^bb462(%27 : i64)
  ^bb462(%3361: i64):  // 2 preds: ^bb461, ^bb466
    %3362 = llvm.icmp "slt" %3361, %15 : i64
    llvm.cond_br %3362, ^bb463, ^bb467
  ^bb463:  // pred: ^bb462
    llvm.br ^bb464(%27 : i64)
  ^bb464(%3363: i64):  // 2 preds: ^bb463, ^bb465
    %3364 = llvm.icmp "slt" %3363, %10 : i64
    llvm.cond_br %3364, ^bb465, ^bb466
  ^bb465:  // pred: ^bb464
    %3365 = llvm.extractvalue %3328[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3366 = llvm.mlir.constant(1024 : index) : i64
    %3367 = llvm.mul %3359, %3366 overflow<nsw, nuw> : i64
    %3368 = llvm.mlir.constant(128 : index) : i64
    %3369 = llvm.mul %3361, %3368 overflow<nsw, nuw> : i64
    %3370 = llvm.add %3367, %3369 overflow<nsw, nuw> : i64
    %3371 = llvm.add %3370, %3363 overflow<nsw, nuw> : i64
    %3372 = llvm.getelementptr inbounds|nuw %3365[%3371] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3373 = llvm.load %3372 : !llvm.ptr -> f32
    %3374 = llvm.extractvalue %3358[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3375 = llvm.mlir.constant(1024 : index) : i64
    %3376 = llvm.mul %3359, %3375 overflow<nsw, nuw> : i64
    %3377 = llvm.mlir.constant(128 : index) : i64
    %3378 = llvm.mul %3361, %3377 overflow<nsw, nuw> : i64
    %3379 = llvm.add %3376, %3378 overflow<nsw, nuw> : i64
    %3380 = llvm.add %3379, %3363 overflow<nsw, nuw> : i64
    %3381 = llvm.getelementptr inbounds|nuw %3374[%3380] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3373, %3381 : f32, !llvm.ptr
    %3382 = llvm.add %3363, %16 : i64
    llvm.br ^bb464(%3382 : i64)
  ^bb466:  // pred: ^bb464
    %3383 = llvm.add %3361, %16 : i64
    llvm.br ^bb462(%3383 : i64)
  ^bb467:  // pred: ^bb462
    %3384 = llvm.add %3359, %16 : i64
    llvm.br ^bb460(%3384 : i64)
  ^bb468:  // pred: ^bb460
    llvm.br ^bb469(%27 : i64)
  ^bb469(%3385: i64):  // 2 preds: ^bb468, ^bb479
    %3386 = llvm.icmp "slt" %3385, %16 : i64
    llvm.cond_br %3386, ^bb470, ^bb480
  ^bb470:  // pred: ^bb469
    llvm.br ^bb471(%27 : i64)
  ^bb471(%3387: i64):  // 2 preds: ^bb470, ^bb478
    %3388 = llvm.icmp "slt" %3387, %15 : i64
    llvm.cond_br %3388, ^bb472, ^bb479
  ^bb472:  // pred: ^bb471
    llvm.br ^bb473(%27 : i64)
  ^bb473(%3389: i64):  // 2 preds: ^bb472, ^bb477
    %3390 = llvm.icmp "slt" %3389, %10 : i64
    llvm.cond_br %3390, ^bb474, ^bb478
  ^bb474:  // pred: ^bb473
    llvm.br ^bb475(%27 : i64)
  ^bb475(%3391: i64):  // 2 preds: ^bb474, ^bb476
    %3392 = llvm.icmp "slt" %3391, %14 : i64
    llvm.cond_br %3392, ^bb476, ^bb477
  ^bb476:  // pred: ^bb475
    %3393 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3394 = llvm.mlir.constant(256 : index) : i64
    %3395 = llvm.mul %3385, %3394 overflow<nsw, nuw> : i64
    %3396 = llvm.mlir.constant(32 : index) : i64
    %3397 = llvm.mul %3387, %3396 overflow<nsw, nuw> : i64
    %3398 = llvm.add %3395, %3397 overflow<nsw, nuw> : i64
    %3399 = llvm.add %3398, %3391 overflow<nsw, nuw> : i64
    %3400 = llvm.getelementptr inbounds|nuw %3393[%3399] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3401 = llvm.load %3400 : !llvm.ptr -> f32
    %3402 = llvm.extractvalue %3218[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3403 = llvm.mlir.constant(8 : index) : i64
    %3404 = llvm.mul %3385, %3403 overflow<nsw, nuw> : i64
    %3405 = llvm.add %3404, %3387 overflow<nsw, nuw> : i64
    %3406 = llvm.add %3405, %27 overflow<nsw, nuw> : i64
    %3407 = llvm.getelementptr inbounds|nuw %3402[%3406] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3408 = llvm.load %3407 : !llvm.ptr -> f32
    %3409 = llvm.extractvalue %3125[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3410 = llvm.mlir.constant(8 : index) : i64
    %3411 = llvm.mul %3385, %3410 overflow<nsw, nuw> : i64
    %3412 = llvm.add %3411, %3387 overflow<nsw, nuw> : i64
    %3413 = llvm.add %3412, %27 overflow<nsw, nuw> : i64
    %3414 = llvm.getelementptr inbounds|nuw %3409[%3413] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3415 = llvm.load %3414 : !llvm.ptr -> f64
    %3416 = llvm.extractvalue %376[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3417 = llvm.getelementptr inbounds|nuw %3416[%3391] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3418 = llvm.load %3417 : !llvm.ptr -> f32
    %3419 = llvm.extractvalue %360[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3420 = llvm.getelementptr inbounds|nuw %3419[%3391] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3421 = llvm.load %3420 : !llvm.ptr -> f32
    %3422 = llvm.extractvalue %344[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3423 = llvm.mlir.constant(128 : index) : i64
    %3424 = llvm.mul %3391, %3423 overflow<nsw, nuw> : i64
    %3425 = llvm.add %3424, %3389 overflow<nsw, nuw> : i64
    %3426 = llvm.getelementptr inbounds|nuw %3422[%3425] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3427 = llvm.load %3426 : !llvm.ptr -> f32
    %3428 = llvm.extractvalue %3358[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3429 = llvm.mlir.constant(1024 : index) : i64
    %3430 = llvm.mul %3385, %3429 overflow<nsw, nuw> : i64
    %3431 = llvm.mlir.constant(128 : index) : i64
    %3432 = llvm.mul %3387, %3431 overflow<nsw, nuw> : i64
    %3433 = llvm.add %3430, %3432 overflow<nsw, nuw> : i64
    %3434 = llvm.add %3433, %3389 overflow<nsw, nuw> : i64
    %3435 = llvm.getelementptr inbounds|nuw %3428[%3434] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3436 = llvm.load %3435 : !llvm.ptr -> f32
    %3437 = llvm.fdiv %3415, %21 : f64
    %3438 = llvm.fptrunc %3437 : f64 to f32
    %3439 = llvm.fptrunc %22 : f64 to f32
    %3440 = llvm.fadd %3438, %3439 : f32
    %3441 = llvm.intr.sqrt(%3440) : (f32) -> f32
    %3442 = llvm.fdiv %17, %3441 : f32
    %3443 = llvm.fdiv %3408, %20 : f32
    %3444 = llvm.fsub %3401, %3443 : f32
    %3445 = llvm.fmul %3444, %3442 : f32
    %3446 = llvm.fmul %3445, %3418 : f32
    %3447 = llvm.fadd %3446, %3421 : f32
    %3448 = llvm.fmul %3447, %3427 : f32
    %3449 = llvm.fadd %3436, %3448 : f32
    %3450 = llvm.extractvalue %3358[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3451 = llvm.mlir.constant(1024 : index) : i64
    %3452 = llvm.mul %3385, %3451 overflow<nsw, nuw> : i64
    %3453 = llvm.mlir.constant(128 : index) : i64
    %3454 = llvm.mul %3387, %3453 overflow<nsw, nuw> : i64
    %3455 = llvm.add %3452, %3454 overflow<nsw, nuw> : i64
    %3456 = llvm.add %3455, %3389 overflow<nsw, nuw> : i64
    %3457 = llvm.getelementptr inbounds|nuw %3450[%3456] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3449, %3457 : f32, !llvm.ptr
    %3458 = llvm.add %3391, %16 : i64
    llvm.br ^bb475(%3458 : i64)
  ^bb477:  // pred: ^bb475
    %3459 = llvm.add %3389, %16 : i64
    llvm.br ^bb473(%3459 : i64)
  ^bb478:  // pred: ^bb473
    %3460 = llvm.add %3387, %16 : i64
    llvm.br ^bb471(%3460 : i64)
  ^bb479:  // pred: ^bb471
    %3461 = llvm.add %3385, %16 : i64
    llvm.br ^bb469(%3461 : i64)
  ^bb480:  // pred: ^bb469
    %3462 = llvm.mlir.constant(1 : index) : i64
    %3463 = llvm.mlir.constant(8 : index) : i64
    %3464 = llvm.mlir.constant(32 : index) : i64
    %3465 = llvm.mlir.constant(1 : index) : i64
    %3466 = llvm.mlir.constant(256 : index) : i64
    %3467 = llvm.mlir.constant(256 : index) : i64
    %3468 = llvm.mlir.zero : !llvm.ptr
    %3469 = llvm.getelementptr %3468[%3467] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3470 = llvm.ptrtoint %3469 : !llvm.ptr to i64
    %3471 = llvm.mlir.constant(64 : index) : i64
    %3472 = llvm.add %3470, %3471 : i64
    %3473 = llvm.call @malloc(%3472) : (i64) -> !llvm.ptr
    %3474 = llvm.ptrtoint %3473 : !llvm.ptr to i64
    %3475 = llvm.mlir.constant(1 : index) : i64
    %3476 = llvm.sub %3471, %3475 : i64
    %3477 = llvm.add %3474, %3476 : i64
    %3478 = llvm.urem %3477, %3471 : i64
    %3479 = llvm.sub %3477, %3478 : i64
    %3480 = llvm.inttoptr %3479 : i64 to !llvm.ptr
    %3481 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3482 = llvm.insertvalue %3473, %3481[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3483 = llvm.insertvalue %3480, %3482[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3484 = llvm.mlir.constant(0 : index) : i64
    %3485 = llvm.insertvalue %3484, %3483[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3486 = llvm.insertvalue %3462, %3485[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3487 = llvm.insertvalue %3463, %3486[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3488 = llvm.insertvalue %3464, %3487[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3489 = llvm.insertvalue %3466, %3488[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3490 = llvm.insertvalue %3464, %3489[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3491 = llvm.insertvalue %3465, %3490[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb481(%27 : i64)
  ^bb481(%3492: i64):  // 2 preds: ^bb480, ^bb488
    %3493 = llvm.icmp "slt" %3492, %16 : i64
    llvm.cond_br %3493, ^bb482, ^bb489
  ^bb482:  // pred: ^bb481
    llvm.br ^bb483(%27 : i64)
  ^bb483(%3494: i64):  // 2 preds: ^bb482, ^bb487
    %3495 = llvm.icmp "slt" %3494, %15 : i64
    llvm.cond_br %3495, ^bb484, ^bb488
  ^bb484:  // pred: ^bb483
    llvm.br ^bb485(%27 : i64)
  ^bb485(%3496: i64):  // 2 preds: ^bb484, ^bb486
    %3497 = llvm.icmp "slt" %3496, %14 : i64
    llvm.cond_br %3497, ^bb486, ^bb487
  ^bb486:  // pred: ^bb485
    %3498 = llvm.extractvalue %2835[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3499 = llvm.mlir.constant(256 : index) : i64
    %3500 = llvm.mul %3492, %3499 overflow<nsw, nuw> : i64
    %3501 = llvm.mlir.constant(32 : index) : i64
    %3502 = llvm.mul %3494, %3501 overflow<nsw, nuw> : i64
    %3503 = llvm.add %3500, %3502 overflow<nsw, nuw> : i64
    %3504 = llvm.add %3503, %3496 overflow<nsw, nuw> : i64
    %3505 = llvm.getelementptr inbounds|nuw %3498[%3504] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3506 = llvm.load %3505 : !llvm.ptr -> f32
    %3507 = llvm.extractvalue %3491[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3508 = llvm.mlir.constant(256 : index) : i64
    %3509 = llvm.mul %3492, %3508 overflow<nsw, nuw> : i64
    %3510 = llvm.mlir.constant(32 : index) : i64
    %3511 = llvm.mul %3494, %3510 overflow<nsw, nuw> : i64
    %3512 = llvm.add %3509, %3511 overflow<nsw, nuw> : i64
    %3513 = llvm.add %3512, %3496 overflow<nsw, nuw> : i64
    %3514 = llvm.getelementptr inbounds|nuw %3507[%3513] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3506, %3514 : f32, !llvm.ptr
    %3515 = llvm.add %3496, %16 : i64
    llvm.br ^bb485(%3515 : i64)
  ^bb487:  // pred: ^bb485
    %3516 = llvm.add %3494, %16 : i64
    llvm.br ^bb483(%3516 : i64)
  ^bb488:  // pred: ^bb483
    %3517 = llvm.add %3492, %16 : i64
    llvm.br ^bb481(%3517 : i64)
  ^bb489:  // pred: ^bb481
    llvm.br ^bb490(%27 : i64)
  ^bb490(%3518: i64):  // 2 preds: ^bb489, ^bb500
    %3519 = llvm.icmp "slt" %3518, %16 : i64
    llvm.cond_br %3519, ^bb491, ^bb501
  ^bb491:  // pred: ^bb490
    llvm.br ^bb492(%27 : i64)
  ^bb492(%3520: i64):  // 2 preds: ^bb491, ^bb499
    %3521 = llvm.icmp "slt" %3520, %15 : i64
    llvm.cond_br %3521, ^bb493, ^bb500
  ^bb493:  // pred: ^bb492
    llvm.br ^bb494(%27 : i64)
  ^bb494(%3522: i64):  // 2 preds: ^bb493, ^bb498
    %3523 = llvm.icmp "slt" %3522, %14 : i64
    llvm.cond_br %3523, ^bb495, ^bb499
  ^bb495:  // pred: ^bb494
    llvm.br ^bb496(%27 : i64)
  ^bb496(%3524: i64):  // 2 preds: ^bb495, ^bb497
    %3525 = llvm.icmp "slt" %3524, %10 : i64
    llvm.cond_br %3525, ^bb497, ^bb498
  ^bb497:  // pred: ^bb496
    %3526 = llvm.extractvalue %3358[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3527 = llvm.mlir.constant(1024 : index) : i64
    %3528 = llvm.mul %3518, %3527 overflow<nsw, nuw> : i64
    %3529 = llvm.mlir.constant(128 : index) : i64
    %3530 = llvm.mul %3520, %3529 overflow<nsw, nuw> : i64
    %3531 = llvm.add %3528, %3530 overflow<nsw, nuw> : i64
    %3532 = llvm.add %3531, %3524 overflow<nsw, nuw> : i64
    %3533 = llvm.getelementptr inbounds|nuw %3526[%3532] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3534 = llvm.load %3533 : !llvm.ptr -> f32
    %3535 = llvm.extractvalue %324[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3536 = llvm.getelementptr inbounds|nuw %3535[%3524] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3537 = llvm.load %3536 : !llvm.ptr -> f32
    %3538 = llvm.extractvalue %308[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3539 = llvm.mlir.constant(32 : index) : i64
    %3540 = llvm.mul %3524, %3539 overflow<nsw, nuw> : i64
    %3541 = llvm.add %3540, %3522 overflow<nsw, nuw> : i64
    %3542 = llvm.getelementptr inbounds|nuw %3538[%3541] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3543 = llvm.load %3542 : !llvm.ptr -> f32
    %3544 = llvm.extractvalue %3491[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3545 = llvm.mlir.constant(256 : index) : i64
    %3546 = llvm.mul %3518, %3545 overflow<nsw, nuw> : i64
    %3547 = llvm.mlir.constant(32 : index) : i64
    %3548 = llvm.mul %3520, %3547 overflow<nsw, nuw> : i64
    %3549 = llvm.add %3546, %3548 overflow<nsw, nuw> : i64
    %3550 = llvm.add %3549, %3522 overflow<nsw, nuw> : i64
    %3551 = llvm.getelementptr inbounds|nuw %3544[%3550] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3552 = llvm.load %3551 : !llvm.ptr -> f32
    %3553 = llvm.fadd %3534, %3537 : f32
    %3554 = llvm.fmul %3553, %3553 : f32
    %3555 = llvm.fmul %3554, %3553 : f32
    %3556 = llvm.fptrunc %23 : f64 to f32
    %3557 = llvm.fmul %3555, %3556 : f32
    %3558 = llvm.fadd %3553, %3557 : f32
    %3559 = llvm.fptrunc %24 : f64 to f32
    %3560 = llvm.fmul %3558, %3559 : f32
    %3561 = llvm.fcmp "olt" %3560, %29 : f32
    %3562 = llvm.uitofp %3561 : i1 to f32
    %3563 = llvm.fmul %3562, %9 : f32
    %3564 = llvm.fadd %3563, %17 : f32
    %3565 = llvm.fmul %3564, %3560 : f32
    %3566 = llvm.fmul %3565, %9 : f32
    %3567 = llvm.fmul %3566, %8 : f32
    %3568 = llvm.intr.exp2(%3567) : (f32) -> f32
    %3569 = llvm.fsub %17, %3568 : f32
    %3570 = llvm.fadd %3568, %17 : f32
    %3571 = llvm.fdiv %3569, %3570 : f32
    %3572 = llvm.fmul %3564, %3571 : f32
    %3573 = llvm.fadd %3572, %17 : f32
    %3574 = llvm.fmul %3553, %18 : f32
    %3575 = llvm.fmul %3574, %3573 : f32
    %3576 = llvm.fmul %3575, %3543 : f32
    %3577 = llvm.fadd %3552, %3576 : f32
    %3578 = llvm.extractvalue %3491[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3579 = llvm.mlir.constant(256 : index) : i64
    %3580 = llvm.mul %3518, %3579 overflow<nsw, nuw> : i64
    %3581 = llvm.mlir.constant(32 : index) : i64
    %3582 = llvm.mul %3520, %3581 overflow<nsw, nuw> : i64
    %3583 = llvm.add %3580, %3582 overflow<nsw, nuw> : i64
    %3584 = llvm.add %3583, %3522 overflow<nsw, nuw> : i64
    %3585 = llvm.getelementptr inbounds|nuw %3578[%3584] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3577, %3585 : f32, !llvm.ptr
    %3586 = llvm.add %3524, %16 : i64
    llvm.br ^bb496(%3586 : i64)
  ^bb498:  // pred: ^bb496
    %3587 = llvm.add %3522, %16 : i64
    llvm.br ^bb494(%3587 : i64)
  ^bb499:  // pred: ^bb494
    %3588 = llvm.add %3520, %16 : i64
    llvm.br ^bb492(%3588 : i64)
  ^bb500:  // pred: ^bb492
    %3589 = llvm.add %3518, %16 : i64
    llvm.br ^bb490(%3589 : i64)
  ^bb501:  // pred: ^bb490
    llvm.br ^bb502(%27 : i64)
  ^bb502(%3590: i64):  // 2 preds: ^bb501, ^bb509
    %3591 = llvm.icmp "slt" %3590, %16 : i64
    llvm.cond_br %3591, ^bb503, ^bb510
  ^bb503:  // pred: ^bb502
    llvm.br ^bb504(%27 : i64)
  ^bb504(%3592: i64):  // 2 preds: ^bb503, ^bb508
    %3593 = llvm.icmp "slt" %3592, %15 : i64
    llvm.cond_br %3593, ^bb505, ^bb509
  ^bb505:  // pred: ^bb504
    llvm.br ^bb506(%27 : i64)
  ^bb506(%3594: i64):  // 2 preds: ^bb505, ^bb507
    %3595 = llvm.icmp "slt" %3594, %14 : i64
    llvm.cond_br %3595, ^bb507, ^bb508
  ^bb507:  // pred: ^bb506
    %3596 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3597 = llvm.mlir.constant(256 : index) : i64
    %3598 = llvm.mul %3590, %3597 overflow<nsw, nuw> : i64
    %3599 = llvm.mlir.constant(32 : index) : i64
    %3600 = llvm.mul %3592, %3599 overflow<nsw, nuw> : i64
    %3601 = llvm.add %3598, %3600 overflow<nsw, nuw> : i64
    %3602 = llvm.add %3601, %3594 overflow<nsw, nuw> : i64
    %3603 = llvm.getelementptr inbounds|nuw %3596[%3602] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3604 = llvm.load %3603 : !llvm.ptr -> f32
    %3605 = llvm.extractvalue %3491[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3606 = llvm.mlir.constant(256 : index) : i64
    %3607 = llvm.mul %3590, %3606 overflow<nsw, nuw> : i64
    %3608 = llvm.mlir.constant(32 : index) : i64
    %3609 = llvm.mul %3592, %3608 overflow<nsw, nuw> : i64
    %3610 = llvm.add %3607, %3609 overflow<nsw, nuw> : i64
    %3611 = llvm.add %3610, %3594 overflow<nsw, nuw> : i64
    %3612 = llvm.getelementptr inbounds|nuw %3605[%3611] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3613 = llvm.load %3612 : !llvm.ptr -> f32
    %3614 = llvm.extractvalue %288[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3615 = llvm.getelementptr inbounds|nuw %3614[%3594] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3616 = llvm.load %3615 : !llvm.ptr -> f32
    %3617 = llvm.fadd %3613, %3616 : f32
    %3618 = llvm.fadd %3604, %3617 : f32
    %3619 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3620 = llvm.mlir.constant(256 : index) : i64
    %3621 = llvm.mul %3590, %3620 overflow<nsw, nuw> : i64
    %3622 = llvm.mlir.constant(32 : index) : i64
    %3623 = llvm.mul %3592, %3622 overflow<nsw, nuw> : i64
    %3624 = llvm.add %3621, %3623 overflow<nsw, nuw> : i64
    %3625 = llvm.add %3624, %3594 overflow<nsw, nuw> : i64
    %3626 = llvm.getelementptr inbounds|nuw %3619[%3625] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3618, %3626 : f32, !llvm.ptr
    %3627 = llvm.add %3594, %16 : i64
    llvm.br ^bb506(%3627 : i64)
  ^bb508:  // pred: ^bb506
    %3628 = llvm.add %3592, %16 : i64
    llvm.br ^bb504(%3628 : i64)
  ^bb509:  // pred: ^bb504
    %3629 = llvm.add %3590, %16 : i64
    llvm.br ^bb502(%3629 : i64)
  ^bb510:  // pred: ^bb502
    llvm.br ^bb511(%27 : i64)
  ^bb511(%3630: i64):  // 2 preds: ^bb510, ^bb518
    %3631 = llvm.icmp "slt" %3630, %16 : i64
    llvm.cond_br %3631, ^bb512, ^bb519
  ^bb512:  // pred: ^bb511
    llvm.br ^bb513(%27 : i64)
  ^bb513(%3632: i64):  // 2 preds: ^bb512, ^bb517
    %3633 = llvm.icmp "slt" %3632, %15 : i64
    llvm.cond_br %3633, ^bb514, ^bb518
  ^bb514:  // pred: ^bb513
    llvm.br ^bb515(%27 : i64)
  ^bb515(%3634: i64):  // 2 preds: ^bb514, ^bb516
    %3635 = llvm.icmp "slt" %3634, %14 : i64
    llvm.cond_br %3635, ^bb516, ^bb517
  ^bb516:  // pred: ^bb515
    %3636 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3637 = llvm.mlir.constant(256 : index) : i64
    %3638 = llvm.mul %3630, %3637 overflow<nsw, nuw> : i64
    %3639 = llvm.mlir.constant(32 : index) : i64
    %3640 = llvm.mul %3632, %3639 overflow<nsw, nuw> : i64
    %3641 = llvm.add %3638, %3640 overflow<nsw, nuw> : i64
    %3642 = llvm.add %3641, %3634 overflow<nsw, nuw> : i64
    %3643 = llvm.getelementptr inbounds|nuw %3636[%3642] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3644 = llvm.load %3643 : !llvm.ptr -> f32
    %3645 = llvm.fpext %3644 : f32 to f64
    %3646 = llvm.extractvalue %1143[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3647 = llvm.mlir.constant(256 : index) : i64
    %3648 = llvm.mul %3630, %3647 overflow<nsw, nuw> : i64
    %3649 = llvm.mlir.constant(32 : index) : i64
    %3650 = llvm.mul %3632, %3649 overflow<nsw, nuw> : i64
    %3651 = llvm.add %3648, %3650 overflow<nsw, nuw> : i64
    %3652 = llvm.add %3651, %3634 overflow<nsw, nuw> : i64
    %3653 = llvm.getelementptr inbounds|nuw %3646[%3652] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3645, %3653 : f64, !llvm.ptr
    %3654 = llvm.add %3634, %16 : i64
    llvm.br ^bb515(%3654 : i64)
  ^bb517:  // pred: ^bb515
    %3655 = llvm.add %3632, %16 : i64
    llvm.br ^bb513(%3655 : i64)
  ^bb518:  // pred: ^bb513
    %3656 = llvm.add %3630, %16 : i64
    llvm.br ^bb511(%3656 : i64)
  ^bb519:  // pred: ^bb511
    %3657 = llvm.mlir.constant(1 : index) : i64
    %3658 = llvm.mlir.constant(8 : index) : i64
    %3659 = llvm.mlir.constant(1 : index) : i64
    %3660 = llvm.mlir.constant(1 : index) : i64
    %3661 = llvm.mlir.constant(8 : index) : i64
    %3662 = llvm.mlir.zero : !llvm.ptr
    %3663 = llvm.getelementptr %3662[%3661] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3664 = llvm.ptrtoint %3663 : !llvm.ptr to i64
    %3665 = llvm.mlir.constant(64 : index) : i64
    %3666 = llvm.add %3664, %3665 : i64
    %3667 = llvm.call @malloc(%3666) : (i64) -> !llvm.ptr
    %3668 = llvm.ptrtoint %3667 : !llvm.ptr to i64
    %3669 = llvm.mlir.constant(1 : index) : i64
    %3670 = llvm.sub %3665, %3669 : i64
    %3671 = llvm.add %3668, %3670 : i64
    %3672 = llvm.urem %3671, %3665 : i64
    %3673 = llvm.sub %3671, %3672 : i64
    %3674 = llvm.inttoptr %3673 : i64 to !llvm.ptr
    %3675 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3676 = llvm.insertvalue %3667, %3675[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3677 = llvm.insertvalue %3674, %3676[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3678 = llvm.mlir.constant(0 : index) : i64
    %3679 = llvm.insertvalue %3678, %3677[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3680 = llvm.insertvalue %3657, %3679[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3681 = llvm.insertvalue %3658, %3680[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3682 = llvm.insertvalue %3659, %3681[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3683 = llvm.insertvalue %3658, %3682[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3684 = llvm.insertvalue %3659, %3683[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3685 = llvm.insertvalue %3660, %3684[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb520(%27 : i64)
  ^bb520(%3686: i64):  // 2 preds: ^bb519, ^bb527
    %3687 = llvm.icmp "slt" %3686, %16 : i64
    llvm.cond_br %3687, ^bb521, ^bb528
  ^bb521:  // pred: ^bb520
    llvm.br ^bb522(%27 : i64)
  ^bb522(%3688: i64):  // 2 preds: ^bb521, ^bb526
    %3689 = llvm.icmp "slt" %3688, %15 : i64
    llvm.cond_br %3689, ^bb523, ^bb527
  ^bb523:  // pred: ^bb522
    llvm.br ^bb524(%27 : i64)
  ^bb524(%3690: i64):  // 2 preds: ^bb523, ^bb525
    %3691 = llvm.icmp "slt" %3690, %16 : i64
    llvm.cond_br %3691, ^bb525, ^bb526
  ^bb525:  // pred: ^bb524
    %3692 = llvm.extractvalue %1199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3693 = llvm.mlir.constant(8 : index) : i64
    %3694 = llvm.mul %3686, %3693 overflow<nsw, nuw> : i64
    %3695 = llvm.add %3694, %3688 overflow<nsw, nuw> : i64
    %3696 = llvm.add %3695, %3690 overflow<nsw, nuw> : i64
    %3697 = llvm.getelementptr inbounds|nuw %3692[%3696] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3698 = llvm.load %3697 : !llvm.ptr -> f64
    %3699 = llvm.extractvalue %3685[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3700 = llvm.mlir.constant(8 : index) : i64
    %3701 = llvm.mul %3686, %3700 overflow<nsw, nuw> : i64
    %3702 = llvm.add %3701, %3688 overflow<nsw, nuw> : i64
    %3703 = llvm.add %3702, %3690 overflow<nsw, nuw> : i64
    %3704 = llvm.getelementptr inbounds|nuw %3699[%3703] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3698, %3704 : f64, !llvm.ptr
    %3705 = llvm.add %3690, %16 : i64
    llvm.br ^bb524(%3705 : i64)
  ^bb526:  // pred: ^bb524
    %3706 = llvm.add %3688, %16 : i64
    llvm.br ^bb522(%3706 : i64)
  ^bb527:  // pred: ^bb522
    %3707 = llvm.add %3686, %16 : i64
    llvm.br ^bb520(%3707 : i64)
  ^bb528:  // pred: ^bb520
    llvm.br ^bb529(%27 : i64)
  ^bb529(%3708: i64):  // 2 preds: ^bb528, ^bb536
    %3709 = llvm.icmp "slt" %3708, %16 : i64
    llvm.cond_br %3709, ^bb530, ^bb537
  ^bb530:  // pred: ^bb529
    llvm.br ^bb531(%27 : i64)
  ^bb531(%3710: i64):  // 2 preds: ^bb530, ^bb535
    %3711 = llvm.icmp "slt" %3710, %15 : i64
    llvm.cond_br %3711, ^bb532, ^bb536
  ^bb532:  // pred: ^bb531
    llvm.br ^bb533(%27 : i64)
  ^bb533(%3712: i64):  // 2 preds: ^bb532, ^bb534
    %3713 = llvm.icmp "slt" %3712, %14 : i64
    llvm.cond_br %3713, ^bb534, ^bb535
  ^bb534:  // pred: ^bb533
    %3714 = llvm.extractvalue %1143[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3715 = llvm.mlir.constant(256 : index) : i64
    %3716 = llvm.mul %3708, %3715 overflow<nsw, nuw> : i64
    %3717 = llvm.mlir.constant(32 : index) : i64
    %3718 = llvm.mul %3710, %3717 overflow<nsw, nuw> : i64
    %3719 = llvm.add %3716, %3718 overflow<nsw, nuw> : i64
    %3720 = llvm.add %3719, %3712 overflow<nsw, nuw> : i64
    %3721 = llvm.getelementptr inbounds|nuw %3714[%3720] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3722 = llvm.load %3721 : !llvm.ptr -> f64
    %3723 = llvm.extractvalue %3685[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3724 = llvm.mlir.constant(8 : index) : i64
    %3725 = llvm.mul %3708, %3724 overflow<nsw, nuw> : i64
    %3726 = llvm.add %3725, %3710 overflow<nsw, nuw> : i64
    %3727 = llvm.add %3726, %27 overflow<nsw, nuw> : i64
    %3728 = llvm.getelementptr inbounds|nuw %3723[%3727] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3729 = llvm.load %3728 : !llvm.ptr -> f64
    %3730 = llvm.fadd %3722, %3729 : f64
    %3731 = llvm.extractvalue %3685[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3732 = llvm.mlir.constant(8 : index) : i64
    %3733 = llvm.mul %3708, %3732 overflow<nsw, nuw> : i64
    %3734 = llvm.add %3733, %3710 overflow<nsw, nuw> : i64
    %3735 = llvm.add %3734, %27 overflow<nsw, nuw> : i64
    %3736 = llvm.getelementptr inbounds|nuw %3731[%3735] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3730, %3736 : f64, !llvm.ptr
    %3737 = llvm.add %3712, %16 : i64
    llvm.br ^bb533(%3737 : i64)
  ^bb535:  // pred: ^bb533
    %3738 = llvm.add %3710, %16 : i64
    llvm.br ^bb531(%3738 : i64)
  ^bb536:  // pred: ^bb531
    %3739 = llvm.add %3708, %16 : i64
    llvm.br ^bb529(%3739 : i64)
  ^bb537:  // pred: ^bb529
    %3740 = llvm.mlir.constant(1 : index) : i64
    %3741 = llvm.mlir.constant(8 : index) : i64
    %3742 = llvm.mlir.constant(1 : index) : i64
    %3743 = llvm.mlir.constant(1 : index) : i64
    %3744 = llvm.mlir.constant(8 : index) : i64
    %3745 = llvm.mlir.zero : !llvm.ptr
    %3746 = llvm.getelementptr %3745[%3744] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3747 = llvm.ptrtoint %3746 : !llvm.ptr to i64
    %3748 = llvm.mlir.constant(64 : index) : i64
    %3749 = llvm.add %3747, %3748 : i64
    %3750 = llvm.call @malloc(%3749) : (i64) -> !llvm.ptr
    %3751 = llvm.ptrtoint %3750 : !llvm.ptr to i64
    %3752 = llvm.mlir.constant(1 : index) : i64
    %3753 = llvm.sub %3748, %3752 : i64
    %3754 = llvm.add %3751, %3753 : i64
    %3755 = llvm.urem %3754, %3748 : i64
    %3756 = llvm.sub %3754, %3755 : i64
    %3757 = llvm.inttoptr %3756 : i64 to !llvm.ptr
    %3758 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3759 = llvm.insertvalue %3750, %3758[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3760 = llvm.insertvalue %3757, %3759[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3761 = llvm.mlir.constant(0 : index) : i64
    %3762 = llvm.insertvalue %3761, %3760[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3763 = llvm.insertvalue %3740, %3762[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3764 = llvm.insertvalue %3741, %3763[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3765 = llvm.insertvalue %3742, %3764[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3766 = llvm.insertvalue %3741, %3765[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3767 = llvm.insertvalue %3742, %3766[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3768 = llvm.insertvalue %3743, %3767[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb538(%27 : i64)
  ^bb538(%3769: i64):  // 2 preds: ^bb537, ^bb545
    %3770 = llvm.icmp "slt" %3769, %16 : i64
    llvm.cond_br %3770, ^bb539, ^bb546
  ^bb539:  // pred: ^bb538
    llvm.br ^bb540(%27 : i64)
  ^bb540(%3771: i64):  // 2 preds: ^bb539, ^bb544
    %3772 = llvm.icmp "slt" %3771, %15 : i64
    llvm.cond_br %3772, ^bb541, ^bb545
  ^bb541:  // pred: ^bb540
    llvm.br ^bb542(%27 : i64)
  ^bb542(%3773: i64):  // 2 preds: ^bb541, ^bb543
    %3774 = llvm.icmp "slt" %3773, %16 : i64
    llvm.cond_br %3774, ^bb543, ^bb544
  ^bb543:  // pred: ^bb542
    %3775 = llvm.extractvalue %1199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3776 = llvm.mlir.constant(8 : index) : i64
    %3777 = llvm.mul %3769, %3776 overflow<nsw, nuw> : i64
    %3778 = llvm.add %3777, %3771 overflow<nsw, nuw> : i64
    %3779 = llvm.add %3778, %3773 overflow<nsw, nuw> : i64
    %3780 = llvm.getelementptr inbounds|nuw %3775[%3779] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3781 = llvm.load %3780 : !llvm.ptr -> f64
    %3782 = llvm.extractvalue %3768[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3783 = llvm.mlir.constant(8 : index) : i64
    %3784 = llvm.mul %3769, %3783 overflow<nsw, nuw> : i64
    %3785 = llvm.add %3784, %3771 overflow<nsw, nuw> : i64
    %3786 = llvm.add %3785, %3773 overflow<nsw, nuw> : i64
    %3787 = llvm.getelementptr inbounds|nuw %3782[%3786] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3781, %3787 : f64, !llvm.ptr
    %3788 = llvm.add %3773, %16 : i64
    llvm.br ^bb542(%3788 : i64)
  ^bb544:  // pred: ^bb542
    %3789 = llvm.add %3771, %16 : i64
    llvm.br ^bb540(%3789 : i64)
  ^bb545:  // pred: ^bb540
    %3790 = llvm.add %3769, %16 : i64
    llvm.br ^bb538(%3790 : i64)
  ^bb546:  // pred: ^bb538
    llvm.br ^bb547(%27 : i64)
  ^bb547(%3791: i64):  // 2 preds: ^bb546, ^bb554
    %3792 = llvm.icmp "slt" %3791, %16 : i64
    llvm.cond_br %3792, ^bb548, ^bb555
  ^bb548:  // pred: ^bb547
    llvm.br ^bb549(%27 : i64)
  ^bb549(%3793: i64):  // 2 preds: ^bb548, ^bb553
    %3794 = llvm.icmp "slt" %3793, %15 : i64
    llvm.cond_br %3794, ^bb550, ^bb554
  ^bb550:  // pred: ^bb549
    llvm.br ^bb551(%27 : i64)
  ^bb551(%3795: i64):  // 2 preds: ^bb550, ^bb552
    %3796 = llvm.icmp "slt" %3795, %14 : i64
    llvm.cond_br %3796, ^bb552, ^bb553
  ^bb552:  // pred: ^bb551
    %3797 = llvm.extractvalue %1143[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3798 = llvm.mlir.constant(256 : index) : i64
    %3799 = llvm.mul %3791, %3798 overflow<nsw, nuw> : i64
    %3800 = llvm.mlir.constant(32 : index) : i64
    %3801 = llvm.mul %3793, %3800 overflow<nsw, nuw> : i64
    %3802 = llvm.add %3799, %3801 overflow<nsw, nuw> : i64
    %3803 = llvm.add %3802, %3795 overflow<nsw, nuw> : i64
    %3804 = llvm.getelementptr inbounds|nuw %3797[%3803] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3805 = llvm.load %3804 : !llvm.ptr -> f64
    %3806 = llvm.extractvalue %3685[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3807 = llvm.mlir.constant(8 : index) : i64
    %3808 = llvm.mul %3791, %3807 overflow<nsw, nuw> : i64
    %3809 = llvm.add %3808, %3793 overflow<nsw, nuw> : i64
    %3810 = llvm.add %3809, %27 overflow<nsw, nuw> : i64
    %3811 = llvm.getelementptr inbounds|nuw %3806[%3810] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3812 = llvm.load %3811 : !llvm.ptr -> f64
    %3813 = llvm.extractvalue %3768[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3814 = llvm.mlir.constant(8 : index) : i64
    %3815 = llvm.mul %3791, %3814 overflow<nsw, nuw> : i64
    %3816 = llvm.add %3815, %3793 overflow<nsw, nuw> : i64
    %3817 = llvm.add %3816, %27 overflow<nsw, nuw> : i64
    %3818 = llvm.getelementptr inbounds|nuw %3813[%3817] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3819 = llvm.load %3818 : !llvm.ptr -> f64
    %3820 = llvm.fdiv %3812, %21 : f64
    %3821 = llvm.fsub %3805, %3820 : f64
    %3822 = llvm.fmul %3821, %3821 : f64
    %3823 = llvm.fadd %3822, %3819 : f64
    %3824 = llvm.extractvalue %3768[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3825 = llvm.mlir.constant(8 : index) : i64
    %3826 = llvm.mul %3791, %3825 overflow<nsw, nuw> : i64
    %3827 = llvm.add %3826, %3793 overflow<nsw, nuw> : i64
    %3828 = llvm.add %3827, %27 overflow<nsw, nuw> : i64
    %3829 = llvm.getelementptr inbounds|nuw %3824[%3828] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3823, %3829 : f64, !llvm.ptr
    %3830 = llvm.add %3795, %16 : i64
    llvm.br ^bb551(%3830 : i64)
  ^bb553:  // pred: ^bb551
    %3831 = llvm.add %3793, %16 : i64
    llvm.br ^bb549(%3831 : i64)
  ^bb554:  // pred: ^bb549
    %3832 = llvm.add %3791, %16 : i64
    llvm.br ^bb547(%3832 : i64)
  ^bb555:  // pred: ^bb547
    %3833 = llvm.mlir.constant(1 : index) : i64
    %3834 = llvm.mlir.constant(8 : index) : i64
    %3835 = llvm.mlir.constant(1 : index) : i64
    %3836 = llvm.mlir.constant(1 : index) : i64
    %3837 = llvm.mlir.constant(8 : index) : i64
    %3838 = llvm.mlir.zero : !llvm.ptr
    %3839 = llvm.getelementptr %3838[%3837] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3840 = llvm.ptrtoint %3839 : !llvm.ptr to i64
    %3841 = llvm.mlir.constant(64 : index) : i64
    %3842 = llvm.add %3840, %3841 : i64
    %3843 = llvm.call @malloc(%3842) : (i64) -> !llvm.ptr
    %3844 = llvm.ptrtoint %3843 : !llvm.ptr to i64
    %3845 = llvm.mlir.constant(1 : index) : i64
    %3846 = llvm.sub %3841, %3845 : i64
    %3847 = llvm.add %3844, %3846 : i64
    %3848 = llvm.urem %3847, %3841 : i64
    %3849 = llvm.sub %3847, %3848 : i64
    %3850 = llvm.inttoptr %3849 : i64 to !llvm.ptr
    %3851 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3852 = llvm.insertvalue %3843, %3851[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3853 = llvm.insertvalue %3850, %3852[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3854 = llvm.mlir.constant(0 : index) : i64
    %3855 = llvm.insertvalue %3854, %3853[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3856 = llvm.insertvalue %3833, %3855[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3857 = llvm.insertvalue %3834, %3856[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3858 = llvm.insertvalue %3835, %3857[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3859 = llvm.insertvalue %3834, %3858[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3860 = llvm.insertvalue %3835, %3859[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3861 = llvm.insertvalue %3836, %3860[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb556(%27 : i64)
  ^bb556(%3862: i64):  // 2 preds: ^bb555, ^bb563
    %3863 = llvm.icmp "slt" %3862, %16 : i64
    llvm.cond_br %3863, ^bb557, ^bb564
  ^bb557:  // pred: ^bb556
    llvm.br ^bb558(%27 : i64)
  ^bb558(%3864: i64):  // 2 preds: ^bb557, ^bb562
    %3865 = llvm.icmp "slt" %3864, %15 : i64
    llvm.cond_br %3865, ^bb559, ^bb563
  ^bb559:  // pred: ^bb558
    llvm.br ^bb560(%27 : i64)
  ^bb560(%3866: i64):  // 2 preds: ^bb559, ^bb561
    %3867 = llvm.icmp "slt" %3866, %16 : i64
    llvm.cond_br %3867, ^bb561, ^bb562
  ^bb561:  // pred: ^bb560
    %3868 = llvm.extractvalue %1419[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3869 = llvm.mlir.constant(8 : index) : i64
    %3870 = llvm.mul %3862, %3869 overflow<nsw, nuw> : i64
    %3871 = llvm.add %3870, %3864 overflow<nsw, nuw> : i64
    %3872 = llvm.add %3871, %3866 overflow<nsw, nuw> : i64
    %3873 = llvm.getelementptr inbounds|nuw %3868[%3872] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3874 = llvm.load %3873 : !llvm.ptr -> f32
    %3875 = llvm.extractvalue %3861[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3876 = llvm.mlir.constant(8 : index) : i64
    %3877 = llvm.mul %3862, %3876 overflow<nsw, nuw> : i64
    %3878 = llvm.add %3877, %3864 overflow<nsw, nuw> : i64
    %3879 = llvm.add %3878, %3866 overflow<nsw, nuw> : i64
    %3880 = llvm.getelementptr inbounds|nuw %3875[%3879] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3874, %3880 : f32, !llvm.ptr
    %3881 = llvm.add %3866, %16 : i64
    llvm.br ^bb560(%3881 : i64)
  ^bb562:  // pred: ^bb560
    %3882 = llvm.add %3864, %16 : i64
    llvm.br ^bb558(%3882 : i64)
  ^bb563:  // pred: ^bb558
    %3883 = llvm.add %3862, %16 : i64
    llvm.br ^bb556(%3883 : i64)
  ^bb564:  // pred: ^bb556
    llvm.br ^bb565(%27 : i64)
  ^bb565(%3884: i64):  // 2 preds: ^bb564, ^bb572
    %3885 = llvm.icmp "slt" %3884, %16 : i64
    llvm.cond_br %3885, ^bb566, ^bb573
  ^bb566:  // pred: ^bb565
    llvm.br ^bb567(%27 : i64)
  ^bb567(%3886: i64):  // 2 preds: ^bb566, ^bb571
    %3887 = llvm.icmp "slt" %3886, %15 : i64
    llvm.cond_br %3887, ^bb568, ^bb572
  ^bb568:  // pred: ^bb567
    llvm.br ^bb569(%27 : i64)
  ^bb569(%3888: i64):  // 2 preds: ^bb568, ^bb570
    %3889 = llvm.icmp "slt" %3888, %14 : i64
    llvm.cond_br %3889, ^bb570, ^bb571
  ^bb570:  // pred: ^bb569
    %3890 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3891 = llvm.mlir.constant(256 : index) : i64
    %3892 = llvm.mul %3884, %3891 overflow<nsw, nuw> : i64
    %3893 = llvm.mlir.constant(32 : index) : i64
    %3894 = llvm.mul %3886, %3893 overflow<nsw, nuw> : i64
    %3895 = llvm.add %3892, %3894 overflow<nsw, nuw> : i64
    %3896 = llvm.add %3895, %3888 overflow<nsw, nuw> : i64
    %3897 = llvm.getelementptr inbounds|nuw %3890[%3896] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3898 = llvm.load %3897 : !llvm.ptr -> f32
    %3899 = llvm.extractvalue %3861[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3900 = llvm.mlir.constant(8 : index) : i64
    %3901 = llvm.mul %3884, %3900 overflow<nsw, nuw> : i64
    %3902 = llvm.add %3901, %3886 overflow<nsw, nuw> : i64
    %3903 = llvm.add %3902, %27 overflow<nsw, nuw> : i64
    %3904 = llvm.getelementptr inbounds|nuw %3899[%3903] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3905 = llvm.load %3904 : !llvm.ptr -> f32
    %3906 = llvm.fadd %3898, %3905 : f32
    %3907 = llvm.extractvalue %3861[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3908 = llvm.mlir.constant(8 : index) : i64
    %3909 = llvm.mul %3884, %3908 overflow<nsw, nuw> : i64
    %3910 = llvm.add %3909, %3886 overflow<nsw, nuw> : i64
    %3911 = llvm.add %3910, %27 overflow<nsw, nuw> : i64
    %3912 = llvm.getelementptr inbounds|nuw %3907[%3911] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3906, %3912 : f32, !llvm.ptr
    %3913 = llvm.add %3888, %16 : i64
    llvm.br ^bb569(%3913 : i64)
  ^bb571:  // pred: ^bb569
    %3914 = llvm.add %3886, %16 : i64
    llvm.br ^bb567(%3914 : i64)
  ^bb572:  // pred: ^bb567
    %3915 = llvm.add %3884, %16 : i64
    llvm.br ^bb565(%3915 : i64)
  ^bb573:  // pred: ^bb565
    llvm.br ^bb574(%27 : i64)
  ^bb574(%3916: i64):  // 2 preds: ^bb573, ^bb584
    %3917 = llvm.icmp "slt" %3916, %16 : i64
    llvm.cond_br %3917, ^bb575, ^bb585
  ^bb575:  // pred: ^bb574
    llvm.br ^bb576(%27 : i64)
  ^bb576(%3918: i64):  // 2 preds: ^bb575, ^bb583
    %3919 = llvm.icmp "slt" %3918, %15 : i64
    llvm.cond_br %3919, ^bb577, ^bb584
  ^bb577:  // pred: ^bb576
    llvm.br ^bb578(%27 : i64)
  ^bb578(%3920: i64):  // 2 preds: ^bb577, ^bb582
    %3921 = llvm.icmp "slt" %3920, %13 : i64
    llvm.cond_br %3921, ^bb579, ^bb583
  ^bb579:  // pred: ^bb578
    llvm.br ^bb580(%27 : i64)
  ^bb580(%3922: i64):  // 2 preds: ^bb579, ^bb581
    %3923 = llvm.icmp "slt" %3922, %14 : i64
    llvm.cond_br %3923, ^bb581, ^bb582
  ^bb581:  // pred: ^bb580
    %3924 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3925 = llvm.mlir.constant(256 : index) : i64
    %3926 = llvm.mul %3916, %3925 overflow<nsw, nuw> : i64
    %3927 = llvm.mlir.constant(32 : index) : i64
    %3928 = llvm.mul %3918, %3927 overflow<nsw, nuw> : i64
    %3929 = llvm.add %3926, %3928 overflow<nsw, nuw> : i64
    %3930 = llvm.add %3929, %3922 overflow<nsw, nuw> : i64
    %3931 = llvm.getelementptr inbounds|nuw %3924[%3930] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3932 = llvm.load %3931 : !llvm.ptr -> f32
    %3933 = llvm.extractvalue %3861[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3934 = llvm.mlir.constant(8 : index) : i64
    %3935 = llvm.mul %3916, %3934 overflow<nsw, nuw> : i64
    %3936 = llvm.add %3935, %3918 overflow<nsw, nuw> : i64
    %3937 = llvm.add %3936, %27 overflow<nsw, nuw> : i64
    %3938 = llvm.getelementptr inbounds|nuw %3933[%3937] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3939 = llvm.load %3938 : !llvm.ptr -> f32
    %3940 = llvm.extractvalue %3768[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3941 = llvm.mlir.constant(8 : index) : i64
    %3942 = llvm.mul %3916, %3941 overflow<nsw, nuw> : i64
    %3943 = llvm.add %3942, %3918 overflow<nsw, nuw> : i64
    %3944 = llvm.add %3943, %27 overflow<nsw, nuw> : i64
    %3945 = llvm.getelementptr inbounds|nuw %3940[%3944] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3946 = llvm.load %3945 : !llvm.ptr -> f64
    %3947 = llvm.extractvalue %272[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3948 = llvm.getelementptr inbounds|nuw %3947[%3922] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3949 = llvm.load %3948 : !llvm.ptr -> f32
    %3950 = llvm.extractvalue %256[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3951 = llvm.getelementptr inbounds|nuw %3950[%3922] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3952 = llvm.load %3951 : !llvm.ptr -> f32
    %3953 = llvm.extractvalue %240[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3954 = llvm.mlir.constant(96 : index) : i64
    %3955 = llvm.mul %3922, %3954 overflow<nsw, nuw> : i64
    %3956 = llvm.add %3955, %3920 overflow<nsw, nuw> : i64
    %3957 = llvm.getelementptr inbounds|nuw %3953[%3956] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3958 = llvm.load %3957 : !llvm.ptr -> f32
    %3959 = llvm.extractvalue %1573[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3960 = llvm.mlir.constant(768 : index) : i64
    %3961 = llvm.mul %3916, %3960 overflow<nsw, nuw> : i64
    %3962 = llvm.mlir.constant(96 : index) : i64
    %3963 = llvm.mul %3918, %3962 overflow<nsw, nuw> : i64
    %3964 = llvm.add %3961, %3963 overflow<nsw, nuw> : i64
    %3965 = llvm.add %3964, %3920 overflow<nsw, nuw> : i64
    %3966 = llvm.getelementptr inbounds|nuw %3959[%3965] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3967 = llvm.load %3966 : !llvm.ptr -> f32
    %3968 = llvm.fdiv %3946, %21 : f64
    %3969 = llvm.fptrunc %3968 : f64 to f32
    %3970 = llvm.fptrunc %22 : f64 to f32
    %3971 = llvm.fadd %3969, %3970 : f32
    %3972 = llvm.intr.sqrt(%3971) : (f32) -> f32
    %3973 = llvm.fdiv %17, %3972 : f32
    %3974 = llvm.fdiv %3939, %20 : f32
    %3975 = llvm.fsub %3932, %3974 : f32
    %3976 = llvm.fmul %3975, %3973 : f32
    %3977 = llvm.fmul %3976, %3949 : f32
    %3978 = llvm.fadd %3977, %3952 : f32
    %3979 = llvm.fmul %3978, %3958 : f32
    %3980 = llvm.fadd %3967, %3979 : f32
    %3981 = llvm.extractvalue %1573[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3982 = llvm.mlir.constant(768 : index) : i64
    %3983 = llvm.mul %3916, %3982 overflow<nsw, nuw> : i64
    %3984 = llvm.mlir.constant(96 : index) : i64
    %3985 = llvm.mul %3918, %3984 overflow<nsw, nuw> : i64
    %3986 = llvm.add %3983, %3985 overflow<nsw, nuw> : i64
    %3987 = llvm.add %3986, %3920 overflow<nsw, nuw> : i64
    %3988 = llvm.getelementptr inbounds|nuw %3981[%3987] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3980, %3988 : f32, !llvm.ptr
    %3989 = llvm.add %3922, %16 : i64
    llvm.br ^bb580(%3989 : i64)
  ^bb582:  // pred: ^bb580
    %3990 = llvm.add %3920, %16 : i64
    llvm.br ^bb578(%3990 : i64)
  ^bb583:  // pred: ^bb578
    %3991 = llvm.add %3918, %16 : i64
    llvm.br ^bb576(%3991 : i64)
  ^bb584:  // pred: ^bb576
    %3992 = llvm.add %3916, %16 : i64
    llvm.br ^bb574(%3992 : i64)
  ^bb585:  // pred: ^bb574
    %3993 = llvm.mlir.constant(1 : index) : i64
    %3994 = llvm.mlir.constant(8 : index) : i64
    %3995 = llvm.mlir.constant(96 : index) : i64
    %3996 = llvm.mlir.constant(1 : index) : i64
    %3997 = llvm.mlir.constant(768 : index) : i64
    %3998 = llvm.mlir.constant(768 : index) : i64
    %3999 = llvm.mlir.zero : !llvm.ptr
    %4000 = llvm.getelementptr %3999[%3998] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4001 = llvm.ptrtoint %4000 : !llvm.ptr to i64
    %4002 = llvm.mlir.constant(64 : index) : i64
    %4003 = llvm.add %4001, %4002 : i64
    %4004 = llvm.call @malloc(%4003) : (i64) -> !llvm.ptr
    %4005 = llvm.ptrtoint %4004 : !llvm.ptr to i64
    %4006 = llvm.mlir.constant(1 : index) : i64
    %4007 = llvm.sub %4002, %4006 : i64
    %4008 = llvm.add %4005, %4007 : i64
    %4009 = llvm.urem %4008, %4002 : i64
    %4010 = llvm.sub %4008, %4009 : i64
    %4011 = llvm.inttoptr %4010 : i64 to !llvm.ptr
    %4012 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4013 = llvm.insertvalue %4004, %4012[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4014 = llvm.insertvalue %4011, %4013[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4015 = llvm.mlir.constant(0 : index) : i64
    %4016 = llvm.insertvalue %4015, %4014[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4017 = llvm.insertvalue %3993, %4016[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4018 = llvm.insertvalue %3994, %4017[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4019 = llvm.insertvalue %3995, %4018[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4020 = llvm.insertvalue %3997, %4019[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4021 = llvm.insertvalue %3995, %4020[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4022 = llvm.insertvalue %3996, %4021[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb586(%27 : i64)
  ^bb586(%4023: i64):  // 2 preds: ^bb585, ^bb593
    %4024 = llvm.icmp "slt" %4023, %16 : i64
    llvm.cond_br %4024, ^bb587, ^bb594
  ^bb587:  // pred: ^bb586
    llvm.br ^bb588(%27 : i64)
  ^bb588(%4025: i64):  // 2 preds: ^bb587, ^bb592
    %4026 = llvm.icmp "slt" %4025, %15 : i64
    llvm.cond_br %4026, ^bb589, ^bb593
  ^bb589:  // pred: ^bb588
    llvm.br ^bb590(%27 : i64)
  ^bb590(%4027: i64):  // 2 preds: ^bb589, ^bb591
    %4028 = llvm.icmp "slt" %4027, %13 : i64
    llvm.cond_br %4028, ^bb591, ^bb592
  ^bb591:  // pred: ^bb590
    %4029 = llvm.extractvalue %1573[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4030 = llvm.mlir.constant(768 : index) : i64
    %4031 = llvm.mul %4023, %4030 overflow<nsw, nuw> : i64
    %4032 = llvm.mlir.constant(96 : index) : i64
    %4033 = llvm.mul %4025, %4032 overflow<nsw, nuw> : i64
    %4034 = llvm.add %4031, %4033 overflow<nsw, nuw> : i64
    %4035 = llvm.add %4034, %4027 overflow<nsw, nuw> : i64
    %4036 = llvm.getelementptr inbounds|nuw %4029[%4035] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4037 = llvm.load %4036 : !llvm.ptr -> f32
    %4038 = llvm.extractvalue %220[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4039 = llvm.getelementptr inbounds|nuw %4038[%4027] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4040 = llvm.load %4039 : !llvm.ptr -> f32
    %4041 = llvm.fadd %4037, %4040 : f32
    %4042 = llvm.extractvalue %4022[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4043 = llvm.mlir.constant(768 : index) : i64
    %4044 = llvm.mul %4023, %4043 overflow<nsw, nuw> : i64
    %4045 = llvm.mlir.constant(96 : index) : i64
    %4046 = llvm.mul %4025, %4045 overflow<nsw, nuw> : i64
    %4047 = llvm.add %4044, %4046 overflow<nsw, nuw> : i64
    %4048 = llvm.add %4047, %4027 overflow<nsw, nuw> : i64
    %4049 = llvm.getelementptr inbounds|nuw %4042[%4048] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4041, %4049 : f32, !llvm.ptr
    %4050 = llvm.add %4027, %16 : i64
    llvm.br ^bb590(%4050 : i64)
  ^bb592:  // pred: ^bb590
    %4051 = llvm.add %4025, %16 : i64
    llvm.br ^bb588(%4051 : i64)
  ^bb593:  // pred: ^bb588
    %4052 = llvm.add %4023, %16 : i64
    llvm.br ^bb586(%4052 : i64)
  ^bb594:  // pred: ^bb586
    %4053 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4054 = llvm.extractvalue %4022[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4055 = llvm.extractvalue %4022[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4056 = llvm.insertvalue %4054, %4053[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4057 = llvm.insertvalue %4055, %4056[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4058 = llvm.mlir.constant(32 : index) : i64
    %4059 = llvm.insertvalue %4058, %4057[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4060 = llvm.mlir.constant(1 : index) : i64
    %4061 = llvm.insertvalue %4060, %4059[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4062 = llvm.mlir.constant(768 : index) : i64
    %4063 = llvm.insertvalue %4062, %4061[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4064 = llvm.mlir.constant(8 : index) : i64
    %4065 = llvm.insertvalue %4064, %4063[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4066 = llvm.mlir.constant(96 : index) : i64
    %4067 = llvm.insertvalue %4066, %4065[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4068 = llvm.mlir.constant(2 : index) : i64
    %4069 = llvm.insertvalue %4068, %4067[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4070 = llvm.mlir.constant(16 : index) : i64
    %4071 = llvm.insertvalue %4070, %4069[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4072 = llvm.mlir.constant(16 : index) : i64
    %4073 = llvm.insertvalue %4072, %4071[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4074 = llvm.mlir.constant(1 : index) : i64
    %4075 = llvm.insertvalue %4074, %4073[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4076 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4077 = llvm.extractvalue %4022[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4078 = llvm.extractvalue %4022[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4079 = llvm.insertvalue %4077, %4076[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4080 = llvm.insertvalue %4078, %4079[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4081 = llvm.mlir.constant(64 : index) : i64
    %4082 = llvm.insertvalue %4081, %4080[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4083 = llvm.mlir.constant(1 : index) : i64
    %4084 = llvm.insertvalue %4083, %4082[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4085 = llvm.mlir.constant(768 : index) : i64
    %4086 = llvm.insertvalue %4085, %4084[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4087 = llvm.mlir.constant(8 : index) : i64
    %4088 = llvm.insertvalue %4087, %4086[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4089 = llvm.mlir.constant(96 : index) : i64
    %4090 = llvm.insertvalue %4089, %4088[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4091 = llvm.mlir.constant(2 : index) : i64
    %4092 = llvm.insertvalue %4091, %4090[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4093 = llvm.mlir.constant(16 : index) : i64
    %4094 = llvm.insertvalue %4093, %4092[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4095 = llvm.mlir.constant(16 : index) : i64
    %4096 = llvm.insertvalue %4095, %4094[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4097 = llvm.mlir.constant(1 : index) : i64
    %4098 = llvm.insertvalue %4097, %4096[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4099 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4100 = llvm.extractvalue %4022[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4101 = llvm.extractvalue %4022[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4102 = llvm.insertvalue %4100, %4099[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4103 = llvm.insertvalue %4101, %4102[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4104 = llvm.mlir.constant(0 : index) : i64
    %4105 = llvm.insertvalue %4104, %4103[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4106 = llvm.mlir.constant(1 : index) : i64
    %4107 = llvm.insertvalue %4106, %4105[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4108 = llvm.mlir.constant(768 : index) : i64
    %4109 = llvm.insertvalue %4108, %4107[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4110 = llvm.mlir.constant(8 : index) : i64
    %4111 = llvm.insertvalue %4110, %4109[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4112 = llvm.mlir.constant(96 : index) : i64
    %4113 = llvm.insertvalue %4112, %4111[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4114 = llvm.mlir.constant(2 : index) : i64
    %4115 = llvm.insertvalue %4114, %4113[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4116 = llvm.mlir.constant(16 : index) : i64
    %4117 = llvm.insertvalue %4116, %4115[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4118 = llvm.mlir.constant(16 : index) : i64
    %4119 = llvm.insertvalue %4118, %4117[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4120 = llvm.mlir.constant(1 : index) : i64
    %4121 = llvm.insertvalue %4120, %4119[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb595(%27 : i64)
  ^bb595(%4122: i64):  // 2 preds: ^bb594, ^bb608
    %4123 = llvm.icmp "slt" %4122, %16 : i64
    llvm.cond_br %4123, ^bb596, ^bb609
  ^bb596:  // pred: ^bb595
    llvm.br ^bb597(%27 : i64)
  ^bb597(%4124: i64):  // 2 preds: ^bb596, ^bb607
    %4125 = llvm.icmp "slt" %4124, %12 : i64
    llvm.cond_br %4125, ^bb598, ^bb608
  ^bb598:  // pred: ^bb597
    llvm.br ^bb599(%27 : i64)
  ^bb599(%4126: i64):  // 2 preds: ^bb598, ^bb606
    %4127 = llvm.icmp "slt" %4126, %15 : i64
    llvm.cond_br %4127, ^bb600, ^bb607
  ^bb600:  // pred: ^bb599
    llvm.br ^bb601(%27 : i64)
  ^bb601(%4128: i64):  // 2 preds: ^bb600, ^bb605
    %4129 = llvm.icmp "slt" %4128, %15 : i64
    llvm.cond_br %4129, ^bb602, ^bb606
  ^bb602:  // pred: ^bb601
    llvm.br ^bb603(%27 : i64)
  ^bb603(%4130: i64):  // 2 preds: ^bb602, ^bb604
    %4131 = llvm.icmp "slt" %4130, %11 : i64
    llvm.cond_br %4131, ^bb604, ^bb605
  ^bb604:  // pred: ^bb603
    %4132 = llvm.extractvalue %4121[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4133 = llvm.mlir.constant(768 : index) : i64
    %4134 = llvm.mul %4122, %4133 overflow<nsw, nuw> : i64
    %4135 = llvm.mlir.constant(96 : index) : i64
    %4136 = llvm.mul %4126, %4135 overflow<nsw, nuw> : i64
    %4137 = llvm.add %4134, %4136 overflow<nsw, nuw> : i64
    %4138 = llvm.mlir.constant(16 : index) : i64
    %4139 = llvm.mul %4124, %4138 overflow<nsw, nuw> : i64
    %4140 = llvm.add %4137, %4139 overflow<nsw, nuw> : i64
    %4141 = llvm.add %4140, %4130 overflow<nsw, nuw> : i64
    %4142 = llvm.getelementptr inbounds|nuw %4132[%4141] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4143 = llvm.load %4142 : !llvm.ptr -> f32
    %4144 = llvm.extractvalue %4075[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4145 = llvm.mlir.constant(32 : index) : i64
    %4146 = llvm.getelementptr %4144[%4145] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4147 = llvm.mlir.constant(768 : index) : i64
    %4148 = llvm.mul %4122, %4147 overflow<nsw, nuw> : i64
    %4149 = llvm.mlir.constant(96 : index) : i64
    %4150 = llvm.mul %4128, %4149 overflow<nsw, nuw> : i64
    %4151 = llvm.add %4148, %4150 overflow<nsw, nuw> : i64
    %4152 = llvm.mlir.constant(16 : index) : i64
    %4153 = llvm.mul %4124, %4152 overflow<nsw, nuw> : i64
    %4154 = llvm.add %4151, %4153 overflow<nsw, nuw> : i64
    %4155 = llvm.add %4154, %4130 overflow<nsw, nuw> : i64
    %4156 = llvm.getelementptr inbounds|nuw %4146[%4155] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4157 = llvm.load %4156 : !llvm.ptr -> f32
    %4158 = llvm.extractvalue %1905[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4159 = llvm.mlir.constant(128 : index) : i64
    %4160 = llvm.mul %4122, %4159 overflow<nsw, nuw> : i64
    %4161 = llvm.mlir.constant(64 : index) : i64
    %4162 = llvm.mul %4124, %4161 overflow<nsw, nuw> : i64
    %4163 = llvm.add %4160, %4162 overflow<nsw, nuw> : i64
    %4164 = llvm.mlir.constant(8 : index) : i64
    %4165 = llvm.mul %4126, %4164 overflow<nsw, nuw> : i64
    %4166 = llvm.add %4163, %4165 overflow<nsw, nuw> : i64
    %4167 = llvm.add %4166, %4128 overflow<nsw, nuw> : i64
    %4168 = llvm.getelementptr inbounds|nuw %4158[%4167] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4169 = llvm.load %4168 : !llvm.ptr -> f32
    %4170 = llvm.fmul %4143, %4157 : f32
    %4171 = llvm.fadd %4169, %4170 : f32
    %4172 = llvm.extractvalue %1905[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4173 = llvm.mlir.constant(128 : index) : i64
    %4174 = llvm.mul %4122, %4173 overflow<nsw, nuw> : i64
    %4175 = llvm.mlir.constant(64 : index) : i64
    %4176 = llvm.mul %4124, %4175 overflow<nsw, nuw> : i64
    %4177 = llvm.add %4174, %4176 overflow<nsw, nuw> : i64
    %4178 = llvm.mlir.constant(8 : index) : i64
    %4179 = llvm.mul %4126, %4178 overflow<nsw, nuw> : i64
    %4180 = llvm.add %4177, %4179 overflow<nsw, nuw> : i64
    %4181 = llvm.add %4180, %4128 overflow<nsw, nuw> : i64
    %4182 = llvm.getelementptr inbounds|nuw %4172[%4181] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4171, %4182 : f32, !llvm.ptr
    %4183 = llvm.add %4130, %16 : i64
    llvm.br ^bb603(%4183 : i64)
  ^bb605:  // pred: ^bb603
    %4184 = llvm.add %4128, %16 : i64
    llvm.br ^bb601(%4184 : i64)
  ^bb606:  // pred: ^bb601
    %4185 = llvm.add %4126, %16 : i64
    llvm.br ^bb599(%4185 : i64)
  ^bb607:  // pred: ^bb599
    %4186 = llvm.add %4124, %16 : i64
    llvm.br ^bb597(%4186 : i64)
  ^bb608:  // pred: ^bb597
    %4187 = llvm.add %4122, %16 : i64
    llvm.br ^bb595(%4187 : i64)
  ^bb609:  // pred: ^bb595
    llvm.br ^bb610(%27 : i64)
  ^bb610(%4188: i64):  // 2 preds: ^bb609, ^bb620
    %4189 = llvm.icmp "slt" %4188, %16 : i64
    llvm.cond_br %4189, ^bb611, ^bb621
  ^bb611:  // pred: ^bb610
    llvm.br ^bb612(%27 : i64)
  ^bb612(%4190: i64):  // 2 preds: ^bb611, ^bb619
    %4191 = llvm.icmp "slt" %4190, %12 : i64
    llvm.cond_br %4191, ^bb613, ^bb620
  ^bb613:  // pred: ^bb612
    llvm.br ^bb614(%27 : i64)
  ^bb614(%4192: i64):  // 2 preds: ^bb613, ^bb618
    %4193 = llvm.icmp "slt" %4192, %15 : i64
    llvm.cond_br %4193, ^bb615, ^bb619
  ^bb615:  // pred: ^bb614
    llvm.br ^bb616(%27 : i64)
  ^bb616(%4194: i64):  // 2 preds: ^bb615, ^bb617
    %4195 = llvm.icmp "slt" %4194, %15 : i64
    llvm.cond_br %4195, ^bb617, ^bb618
  ^bb617:  // pred: ^bb616
    %4196 = llvm.extractvalue %1905[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4197 = llvm.mlir.constant(128 : index) : i64
    %4198 = llvm.mul %4188, %4197 overflow<nsw, nuw> : i64
    %4199 = llvm.mlir.constant(64 : index) : i64
    %4200 = llvm.mul %4190, %4199 overflow<nsw, nuw> : i64
    %4201 = llvm.add %4198, %4200 overflow<nsw, nuw> : i64
    %4202 = llvm.mlir.constant(8 : index) : i64
    %4203 = llvm.mul %4192, %4202 overflow<nsw, nuw> : i64
    %4204 = llvm.add %4201, %4203 overflow<nsw, nuw> : i64
    %4205 = llvm.add %4204, %4194 overflow<nsw, nuw> : i64
    %4206 = llvm.getelementptr inbounds|nuw %4196[%4205] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4207 = llvm.load %4206 : !llvm.ptr -> f32
    %4208 = llvm.extractvalue %1034[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4209 = llvm.mlir.constant(64 : index) : i64
    %4210 = llvm.mul %4188, %4209 overflow<nsw, nuw> : i64
    %4211 = llvm.mlir.constant(64 : index) : i64
    %4212 = llvm.mul %27, %4211 overflow<nsw, nuw> : i64
    %4213 = llvm.add %4210, %4212 overflow<nsw, nuw> : i64
    %4214 = llvm.mlir.constant(8 : index) : i64
    %4215 = llvm.mul %4192, %4214 overflow<nsw, nuw> : i64
    %4216 = llvm.add %4213, %4215 overflow<nsw, nuw> : i64
    %4217 = llvm.add %4216, %4194 overflow<nsw, nuw> : i64
    %4218 = llvm.getelementptr inbounds|nuw %4208[%4217] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4219 = llvm.load %4218 : !llvm.ptr -> f32
    %4220 = llvm.fmul %4207, %19 : f32
    %4221 = llvm.fadd %4220, %4219 : f32
    %4222 = llvm.extractvalue %2074[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4223 = llvm.mlir.constant(128 : index) : i64
    %4224 = llvm.mul %4188, %4223 overflow<nsw, nuw> : i64
    %4225 = llvm.mlir.constant(64 : index) : i64
    %4226 = llvm.mul %4190, %4225 overflow<nsw, nuw> : i64
    %4227 = llvm.add %4224, %4226 overflow<nsw, nuw> : i64
    %4228 = llvm.mlir.constant(8 : index) : i64
    %4229 = llvm.mul %4192, %4228 overflow<nsw, nuw> : i64
    %4230 = llvm.add %4227, %4229 overflow<nsw, nuw> : i64
    %4231 = llvm.add %4230, %4194 overflow<nsw, nuw> : i64
    %4232 = llvm.getelementptr inbounds|nuw %4222[%4231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4221, %4232 : f32, !llvm.ptr
    %4233 = llvm.add %4194, %16 : i64
    llvm.br ^bb616(%4233 : i64)
  ^bb618:  // pred: ^bb616
    %4234 = llvm.add %4192, %16 : i64
    llvm.br ^bb614(%4234 : i64)
  ^bb619:  // pred: ^bb614
    %4235 = llvm.add %4190, %16 : i64
    llvm.br ^bb612(%4235 : i64)
  ^bb620:  // pred: ^bb612
    %4236 = llvm.add %4188, %16 : i64
    llvm.br ^bb610(%4236 : i64)
  ^bb621:  // pred: ^bb610
    llvm.br ^bb622(%27 : i64)
  ^bb622(%4237: i64):  // 2 preds: ^bb621, ^bb635
    %4238 = llvm.icmp "slt" %4237, %16 : i64
    llvm.cond_br %4238, ^bb623, ^bb636
  ^bb623:  // pred: ^bb622
    llvm.br ^bb624(%27 : i64)
  ^bb624(%4239: i64):  // 2 preds: ^bb623, ^bb634
    %4240 = llvm.icmp "slt" %4239, %12 : i64
    llvm.cond_br %4240, ^bb625, ^bb635
  ^bb625:  // pred: ^bb624
    llvm.br ^bb626(%27 : i64)
  ^bb626(%4241: i64):  // 2 preds: ^bb625, ^bb633
    %4242 = llvm.icmp "slt" %4241, %15 : i64
    llvm.cond_br %4242, ^bb627, ^bb634
  ^bb627:  // pred: ^bb626
    llvm.br ^bb628(%27 : i64)
  ^bb628(%4243: i64):  // 2 preds: ^bb627, ^bb632
    %4244 = llvm.icmp "slt" %4243, %16 : i64
    llvm.cond_br %4244, ^bb629, ^bb633
  ^bb629:  // pred: ^bb628
    llvm.br ^bb630(%27 : i64)
  ^bb630(%4245: i64):  // 2 preds: ^bb629, ^bb631
    %4246 = llvm.icmp "slt" %4245, %15 : i64
    llvm.cond_br %4246, ^bb631, ^bb632
  ^bb631:  // pred: ^bb630
    %4247 = llvm.extractvalue %2197[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4248 = llvm.mlir.constant(128 : index) : i64
    %4249 = llvm.mul %4237, %4248 overflow<nsw, nuw> : i64
    %4250 = llvm.mlir.constant(64 : index) : i64
    %4251 = llvm.mul %4239, %4250 overflow<nsw, nuw> : i64
    %4252 = llvm.add %4249, %4251 overflow<nsw, nuw> : i64
    %4253 = llvm.mlir.constant(8 : index) : i64
    %4254 = llvm.mul %4241, %4253 overflow<nsw, nuw> : i64
    %4255 = llvm.add %4252, %4254 overflow<nsw, nuw> : i64
    %4256 = llvm.mlir.constant(8 : index) : i64
    %4257 = llvm.mul %4243, %4256 overflow<nsw, nuw> : i64
    %4258 = llvm.add %4255, %4257 overflow<nsw, nuw> : i64
    %4259 = llvm.add %4258, %4245 overflow<nsw, nuw> : i64
    %4260 = llvm.getelementptr inbounds|nuw %4247[%4259] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4261 = llvm.load %4260 : !llvm.ptr -> f32
    %4262 = llvm.extractvalue %2220[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4263 = llvm.mlir.constant(16 : index) : i64
    %4264 = llvm.mul %4237, %4263 overflow<nsw, nuw> : i64
    %4265 = llvm.mlir.constant(8 : index) : i64
    %4266 = llvm.mul %4239, %4265 overflow<nsw, nuw> : i64
    %4267 = llvm.add %4264, %4266 overflow<nsw, nuw> : i64
    %4268 = llvm.add %4267, %4241 overflow<nsw, nuw> : i64
    %4269 = llvm.add %4268, %4243 overflow<nsw, nuw> : i64
    %4270 = llvm.getelementptr inbounds|nuw %4262[%4269] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4271 = llvm.load %4270 : !llvm.ptr -> f32
    %4272 = llvm.intr.maximum(%4261, %4271) : (f32, f32) -> f32
    %4273 = llvm.extractvalue %2220[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4274 = llvm.mlir.constant(16 : index) : i64
    %4275 = llvm.mul %4237, %4274 overflow<nsw, nuw> : i64
    %4276 = llvm.mlir.constant(8 : index) : i64
    %4277 = llvm.mul %4239, %4276 overflow<nsw, nuw> : i64
    %4278 = llvm.add %4275, %4277 overflow<nsw, nuw> : i64
    %4279 = llvm.add %4278, %4241 overflow<nsw, nuw> : i64
    %4280 = llvm.add %4279, %4243 overflow<nsw, nuw> : i64
    %4281 = llvm.getelementptr inbounds|nuw %4273[%4280] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4272, %4281 : f32, !llvm.ptr
    %4282 = llvm.add %4245, %16 : i64
    llvm.br ^bb630(%4282 : i64)
  ^bb632:  // pred: ^bb630
    %4283 = llvm.add %4243, %16 : i64
    llvm.br ^bb628(%4283 : i64)
  ^bb633:  // pred: ^bb628
    %4284 = llvm.add %4241, %16 : i64
    llvm.br ^bb626(%4284 : i64)
  ^bb634:  // pred: ^bb626
    %4285 = llvm.add %4239, %16 : i64
    llvm.br ^bb624(%4285 : i64)
  ^bb635:  // pred: ^bb624
    %4286 = llvm.add %4237, %16 : i64
    llvm.br ^bb622(%4286 : i64)
  ^bb636:  // pred: ^bb622
    llvm.br ^bb637(%27 : i64)
  ^bb637(%4287: i64):  // 2 preds: ^bb636, ^bb647
    %4288 = llvm.icmp "slt" %4287, %16 : i64
    llvm.cond_br %4288, ^bb638, ^bb648
  ^bb638:  // pred: ^bb637
    llvm.br ^bb639(%27 : i64)
  ^bb639(%4289: i64):  // 2 preds: ^bb638, ^bb646
    %4290 = llvm.icmp "slt" %4289, %12 : i64
    llvm.cond_br %4290, ^bb640, ^bb647
  ^bb640:  // pred: ^bb639
    llvm.br ^bb641(%27 : i64)
  ^bb641(%4291: i64):  // 2 preds: ^bb640, ^bb645
    %4292 = llvm.icmp "slt" %4291, %15 : i64
    llvm.cond_br %4292, ^bb642, ^bb646
  ^bb642:  // pred: ^bb641
    llvm.br ^bb643(%27 : i64)
  ^bb643(%4293: i64):  // 2 preds: ^bb642, ^bb644
    %4294 = llvm.icmp "slt" %4293, %15 : i64
    llvm.cond_br %4294, ^bb644, ^bb645
  ^bb644:  // pred: ^bb643
    %4295 = llvm.extractvalue %2074[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4296 = llvm.mlir.constant(128 : index) : i64
    %4297 = llvm.mul %4287, %4296 overflow<nsw, nuw> : i64
    %4298 = llvm.mlir.constant(64 : index) : i64
    %4299 = llvm.mul %4289, %4298 overflow<nsw, nuw> : i64
    %4300 = llvm.add %4297, %4299 overflow<nsw, nuw> : i64
    %4301 = llvm.mlir.constant(8 : index) : i64
    %4302 = llvm.mul %4291, %4301 overflow<nsw, nuw> : i64
    %4303 = llvm.add %4300, %4302 overflow<nsw, nuw> : i64
    %4304 = llvm.add %4303, %4293 overflow<nsw, nuw> : i64
    %4305 = llvm.getelementptr inbounds|nuw %4295[%4304] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4306 = llvm.load %4305 : !llvm.ptr -> f32
    %4307 = llvm.extractvalue %2220[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4308 = llvm.mlir.constant(16 : index) : i64
    %4309 = llvm.mul %4287, %4308 overflow<nsw, nuw> : i64
    %4310 = llvm.mlir.constant(8 : index) : i64
    %4311 = llvm.mul %4289, %4310 overflow<nsw, nuw> : i64
    %4312 = llvm.add %4309, %4311 overflow<nsw, nuw> : i64
    %4313 = llvm.add %4312, %4291 overflow<nsw, nuw> : i64
    %4314 = llvm.add %4313, %27 overflow<nsw, nuw> : i64
    %4315 = llvm.getelementptr inbounds|nuw %4307[%4314] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4316 = llvm.load %4315 : !llvm.ptr -> f32
    %4317 = llvm.fsub %4306, %4316 : f32
    %4318 = llvm.fmul %4317, %8 : f32
    %4319 = llvm.intr.exp2(%4318) : (f32) -> f32
    %4320 = llvm.extractvalue %2074[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4321 = llvm.mlir.constant(128 : index) : i64
    %4322 = llvm.mul %4287, %4321 overflow<nsw, nuw> : i64
    %4323 = llvm.mlir.constant(64 : index) : i64
    %4324 = llvm.mul %4289, %4323 overflow<nsw, nuw> : i64
    %4325 = llvm.add %4322, %4324 overflow<nsw, nuw> : i64
    %4326 = llvm.mlir.constant(8 : index) : i64
    %4327 = llvm.mul %4291, %4326 overflow<nsw, nuw> : i64
    %4328 = llvm.add %4325, %4327 overflow<nsw, nuw> : i64
    %4329 = llvm.add %4328, %4293 overflow<nsw, nuw> : i64
    %4330 = llvm.getelementptr inbounds|nuw %4320[%4329] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4319, %4330 : f32, !llvm.ptr
    %4331 = llvm.add %4293, %16 : i64
    llvm.br ^bb643(%4331 : i64)
  ^bb645:  // pred: ^bb643
    %4332 = llvm.add %4291, %16 : i64
    llvm.br ^bb641(%4332 : i64)
  ^bb646:  // pred: ^bb641
    %4333 = llvm.add %4289, %16 : i64
    llvm.br ^bb639(%4333 : i64)
  ^bb647:  // pred: ^bb639
    %4334 = llvm.add %4287, %16 : i64
    llvm.br ^bb637(%4334 : i64)
  ^bb648:  // pred: ^bb637
    llvm.br ^bb649(%27 : i64)
  ^bb649(%4335: i64):  // 2 preds: ^bb648, ^bb659
    %4336 = llvm.icmp "slt" %4335, %16 : i64
    llvm.cond_br %4336, ^bb650, ^bb660
  ^bb650:  // pred: ^bb649
    llvm.br ^bb651(%27 : i64)
  ^bb651(%4337: i64):  // 2 preds: ^bb650, ^bb658
    %4338 = llvm.icmp "slt" %4337, %12 : i64
    llvm.cond_br %4338, ^bb652, ^bb659
  ^bb652:  // pred: ^bb651
    llvm.br ^bb653(%27 : i64)
  ^bb653(%4339: i64):  // 2 preds: ^bb652, ^bb657
    %4340 = llvm.icmp "slt" %4339, %15 : i64
    llvm.cond_br %4340, ^bb654, ^bb658
  ^bb654:  // pred: ^bb653
    llvm.br ^bb655(%27 : i64)
  ^bb655(%4341: i64):  // 2 preds: ^bb654, ^bb656
    %4342 = llvm.icmp "slt" %4341, %15 : i64
    llvm.cond_br %4342, ^bb656, ^bb657
  ^bb656:  // pred: ^bb655
    %4343 = llvm.extractvalue %2074[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4344 = llvm.mlir.constant(128 : index) : i64
    %4345 = llvm.mul %4335, %4344 overflow<nsw, nuw> : i64
    %4346 = llvm.mlir.constant(64 : index) : i64
    %4347 = llvm.mul %4337, %4346 overflow<nsw, nuw> : i64
    %4348 = llvm.add %4345, %4347 overflow<nsw, nuw> : i64
    %4349 = llvm.mlir.constant(8 : index) : i64
    %4350 = llvm.mul %4339, %4349 overflow<nsw, nuw> : i64
    %4351 = llvm.add %4348, %4350 overflow<nsw, nuw> : i64
    %4352 = llvm.add %4351, %4341 overflow<nsw, nuw> : i64
    %4353 = llvm.getelementptr inbounds|nuw %4343[%4352] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4354 = llvm.load %4353 : !llvm.ptr -> f32
    %4355 = llvm.extractvalue %2415[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4356 = llvm.mlir.constant(16 : index) : i64
    %4357 = llvm.mul %4335, %4356 overflow<nsw, nuw> : i64
    %4358 = llvm.mlir.constant(8 : index) : i64
    %4359 = llvm.mul %4337, %4358 overflow<nsw, nuw> : i64
    %4360 = llvm.add %4357, %4359 overflow<nsw, nuw> : i64
    %4361 = llvm.add %4360, %4339 overflow<nsw, nuw> : i64
    %4362 = llvm.add %4361, %27 overflow<nsw, nuw> : i64
    %4363 = llvm.getelementptr inbounds|nuw %4355[%4362] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4364 = llvm.load %4363 : !llvm.ptr -> f32
    %4365 = llvm.fadd %4354, %4364 : f32
    %4366 = llvm.extractvalue %2415[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4367 = llvm.mlir.constant(16 : index) : i64
    %4368 = llvm.mul %4335, %4367 overflow<nsw, nuw> : i64
    %4369 = llvm.mlir.constant(8 : index) : i64
    %4370 = llvm.mul %4337, %4369 overflow<nsw, nuw> : i64
    %4371 = llvm.add %4368, %4370 overflow<nsw, nuw> : i64
    %4372 = llvm.add %4371, %4339 overflow<nsw, nuw> : i64
    %4373 = llvm.add %4372, %27 overflow<nsw, nuw> : i64
    %4374 = llvm.getelementptr inbounds|nuw %4366[%4373] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4365, %4374 : f32, !llvm.ptr
    %4375 = llvm.add %4341, %16 : i64
    llvm.br ^bb655(%4375 : i64)
  ^bb657:  // pred: ^bb655
    %4376 = llvm.add %4339, %16 : i64
    llvm.br ^bb653(%4376 : i64)
  ^bb658:  // pred: ^bb653
    %4377 = llvm.add %4337, %16 : i64
    llvm.br ^bb651(%4377 : i64)
  ^bb659:  // pred: ^bb651
    %4378 = llvm.add %4335, %16 : i64
    llvm.br ^bb649(%4378 : i64)
  ^bb660:  // pred: ^bb649
    llvm.br ^bb661(%27 : i64)
  ^bb661(%4379: i64):  // 2 preds: ^bb660, ^bb674
    %4380 = llvm.icmp "slt" %4379, %16 : i64
    llvm.cond_br %4380, ^bb662, ^bb675
  ^bb662:  // pred: ^bb661
    llvm.br ^bb663(%27 : i64)
  ^bb663(%4381: i64):  // 2 preds: ^bb662, ^bb673
    %4382 = llvm.icmp "slt" %4381, %12 : i64
    llvm.cond_br %4382, ^bb664, ^bb674
  ^bb664:  // pred: ^bb663
    llvm.br ^bb665(%27 : i64)
  ^bb665(%4383: i64):  // 2 preds: ^bb664, ^bb672
    %4384 = llvm.icmp "slt" %4383, %15 : i64
    llvm.cond_br %4384, ^bb666, ^bb673
  ^bb666:  // pred: ^bb665
    llvm.br ^bb667(%27 : i64)
  ^bb667(%4385: i64):  // 2 preds: ^bb666, ^bb671
    %4386 = llvm.icmp "slt" %4385, %11 : i64
    llvm.cond_br %4386, ^bb668, ^bb672
  ^bb668:  // pred: ^bb667
    llvm.br ^bb669(%27 : i64)
  ^bb669(%4387: i64):  // 2 preds: ^bb668, ^bb670
    %4388 = llvm.icmp "slt" %4387, %15 : i64
    llvm.cond_br %4388, ^bb670, ^bb671
  ^bb670:  // pred: ^bb669
    %4389 = llvm.extractvalue %2074[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4390 = llvm.mlir.constant(128 : index) : i64
    %4391 = llvm.mul %4379, %4390 overflow<nsw, nuw> : i64
    %4392 = llvm.mlir.constant(64 : index) : i64
    %4393 = llvm.mul %4381, %4392 overflow<nsw, nuw> : i64
    %4394 = llvm.add %4391, %4393 overflow<nsw, nuw> : i64
    %4395 = llvm.mlir.constant(8 : index) : i64
    %4396 = llvm.mul %4383, %4395 overflow<nsw, nuw> : i64
    %4397 = llvm.add %4394, %4396 overflow<nsw, nuw> : i64
    %4398 = llvm.add %4397, %4387 overflow<nsw, nuw> : i64
    %4399 = llvm.getelementptr inbounds|nuw %4389[%4398] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4400 = llvm.load %4399 : !llvm.ptr -> f32
    %4401 = llvm.extractvalue %2415[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4402 = llvm.mlir.constant(16 : index) : i64
    %4403 = llvm.mul %4379, %4402 overflow<nsw, nuw> : i64
    %4404 = llvm.mlir.constant(8 : index) : i64
    %4405 = llvm.mul %4381, %4404 overflow<nsw, nuw> : i64
    %4406 = llvm.add %4403, %4405 overflow<nsw, nuw> : i64
    %4407 = llvm.add %4406, %4383 overflow<nsw, nuw> : i64
    %4408 = llvm.add %4407, %27 overflow<nsw, nuw> : i64
    %4409 = llvm.getelementptr inbounds|nuw %4401[%4408] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4410 = llvm.load %4409 : !llvm.ptr -> f32
    %4411 = llvm.extractvalue %4098[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4412 = llvm.mlir.constant(64 : index) : i64
    %4413 = llvm.getelementptr %4411[%4412] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4414 = llvm.mlir.constant(768 : index) : i64
    %4415 = llvm.mul %4379, %4414 overflow<nsw, nuw> : i64
    %4416 = llvm.mlir.constant(96 : index) : i64
    %4417 = llvm.mul %4387, %4416 overflow<nsw, nuw> : i64
    %4418 = llvm.add %4415, %4417 overflow<nsw, nuw> : i64
    %4419 = llvm.mlir.constant(16 : index) : i64
    %4420 = llvm.mul %4381, %4419 overflow<nsw, nuw> : i64
    %4421 = llvm.add %4418, %4420 overflow<nsw, nuw> : i64
    %4422 = llvm.add %4421, %4385 overflow<nsw, nuw> : i64
    %4423 = llvm.getelementptr inbounds|nuw %4413[%4422] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4424 = llvm.load %4423 : !llvm.ptr -> f32
    %4425 = llvm.extractvalue %2614[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4426 = llvm.mlir.constant(256 : index) : i64
    %4427 = llvm.mul %4379, %4426 overflow<nsw, nuw> : i64
    %4428 = llvm.mlir.constant(128 : index) : i64
    %4429 = llvm.mul %4381, %4428 overflow<nsw, nuw> : i64
    %4430 = llvm.add %4427, %4429 overflow<nsw, nuw> : i64
    %4431 = llvm.mlir.constant(16 : index) : i64
    %4432 = llvm.mul %4383, %4431 overflow<nsw, nuw> : i64
    %4433 = llvm.add %4430, %4432 overflow<nsw, nuw> : i64
    %4434 = llvm.add %4433, %4385 overflow<nsw, nuw> : i64
    %4435 = llvm.getelementptr inbounds|nuw %4425[%4434] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4436 = llvm.load %4435 : !llvm.ptr -> f32
    %4437 = llvm.fdiv %4400, %4410 : f32
    %4438 = llvm.fmul %4437, %4424 : f32
    %4439 = llvm.fadd %4436, %4438 : f32
    %4440 = llvm.extractvalue %2614[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4441 = llvm.mlir.constant(256 : index) : i64
    %4442 = llvm.mul %4379, %4441 overflow<nsw, nuw> : i64
    %4443 = llvm.mlir.constant(128 : index) : i64
    %4444 = llvm.mul %4381, %4443 overflow<nsw, nuw> : i64
    %4445 = llvm.add %4442, %4444 overflow<nsw, nuw> : i64
    %4446 = llvm.mlir.constant(16 : index) : i64
    %4447 = llvm.mul %4383, %4446 overflow<nsw, nuw> : i64
    %4448 = llvm.add %4445, %4447 overflow<nsw, nuw> : i64
    %4449 = llvm.add %4448, %4385 overflow<nsw, nuw> : i64
    %4450 = llvm.getelementptr inbounds|nuw %4440[%4449] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4439, %4450 : f32, !llvm.ptr
    %4451 = llvm.add %4387, %16 : i64
    llvm.br ^bb669(%4451 : i64)
  ^bb671:  // pred: ^bb669
    %4452 = llvm.add %4385, %16 : i64
    llvm.br ^bb667(%4452 : i64)
  ^bb672:  // pred: ^bb667
    %4453 = llvm.add %4383, %16 : i64
    llvm.br ^bb665(%4453 : i64)
  ^bb673:  // pred: ^bb665
    %4454 = llvm.add %4381, %16 : i64
    llvm.br ^bb663(%4454 : i64)
  ^bb674:  // pred: ^bb663
    %4455 = llvm.add %4379, %16 : i64
    llvm.br ^bb661(%4455 : i64)
  ^bb675:  // pred: ^bb661
    %4456 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4457 = llvm.extractvalue %204[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4458 = llvm.extractvalue %204[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4459 = llvm.insertvalue %4457, %4456[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4460 = llvm.insertvalue %4458, %4459[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4461 = llvm.mlir.constant(0 : index) : i64
    %4462 = llvm.insertvalue %4461, %4460[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4463 = llvm.mlir.constant(2 : index) : i64
    %4464 = llvm.insertvalue %4463, %4462[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4465 = llvm.mlir.constant(512 : index) : i64
    %4466 = llvm.insertvalue %4465, %4464[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4467 = llvm.mlir.constant(16 : index) : i64
    %4468 = llvm.insertvalue %4467, %4466[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4469 = llvm.mlir.constant(32 : index) : i64
    %4470 = llvm.insertvalue %4469, %4468[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4471 = llvm.mlir.constant(32 : index) : i64
    %4472 = llvm.insertvalue %4471, %4470[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4473 = llvm.mlir.constant(1 : index) : i64
    %4474 = llvm.insertvalue %4473, %4472[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4475 = llvm.mlir.constant(1 : index) : i64
    %4476 = llvm.mlir.constant(8 : index) : i64
    %4477 = llvm.mlir.constant(32 : index) : i64
    %4478 = llvm.mlir.constant(1 : index) : i64
    %4479 = llvm.mlir.constant(256 : index) : i64
    %4480 = llvm.mlir.constant(256 : index) : i64
    %4481 = llvm.mlir.zero : !llvm.ptr
    %4482 = llvm.getelementptr %4481[%4480] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4483 = llvm.ptrtoint %4482 : !llvm.ptr to i64
    %4484 = llvm.mlir.constant(64 : index) : i64
    %4485 = llvm.add %4483, %4484 : i64
    %4486 = llvm.call @malloc(%4485) : (i64) -> !llvm.ptr
    %4487 = llvm.ptrtoint %4486 : !llvm.ptr to i64
    %4488 = llvm.mlir.constant(1 : index) : i64
    %4489 = llvm.sub %4484, %4488 : i64
    %4490 = llvm.add %4487, %4489 : i64
    %4491 = llvm.urem %4490, %4484 : i64
    %4492 = llvm.sub %4490, %4491 : i64
    %4493 = llvm.inttoptr %4492 : i64 to !llvm.ptr
    %4494 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4495 = llvm.insertvalue %4486, %4494[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4496 = llvm.insertvalue %4493, %4495[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4497 = llvm.mlir.constant(0 : index) : i64
    %4498 = llvm.insertvalue %4497, %4496[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4499 = llvm.insertvalue %4475, %4498[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4500 = llvm.insertvalue %4476, %4499[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4501 = llvm.insertvalue %4477, %4500[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4502 = llvm.insertvalue %4479, %4501[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4503 = llvm.insertvalue %4477, %4502[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4504 = llvm.insertvalue %4478, %4503[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb676(%27 : i64)
  ^bb676(%4505: i64):  // 2 preds: ^bb675, ^bb683
    %4506 = llvm.icmp "slt" %4505, %16 : i64
    llvm.cond_br %4506, ^bb677, ^bb684
  ^bb677:  // pred: ^bb676
    llvm.br ^bb678(%27 : i64)
  ^bb678(%4507: i64):  // 2 preds: ^bb677, ^bb682
    %4508 = llvm.icmp "slt" %4507, %15 : i64
    llvm.cond_br %4508, ^bb679, ^bb683
  ^bb679:  // pred: ^bb678
    llvm.br ^bb680(%27 : i64)
  ^bb680(%4509: i64):  // 2 preds: ^bb679, ^bb681
    %4510 = llvm.icmp "slt" %4509, %14 : i64
    llvm.cond_br %4510, ^bb681, ^bb682
  ^bb681:  // pred: ^bb680
    %4511 = llvm.extractvalue %2835[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4512 = llvm.mlir.constant(256 : index) : i64
    %4513 = llvm.mul %4505, %4512 overflow<nsw, nuw> : i64
    %4514 = llvm.mlir.constant(32 : index) : i64
    %4515 = llvm.mul %4507, %4514 overflow<nsw, nuw> : i64
    %4516 = llvm.add %4513, %4515 overflow<nsw, nuw> : i64
    %4517 = llvm.add %4516, %4509 overflow<nsw, nuw> : i64
    %4518 = llvm.getelementptr inbounds|nuw %4511[%4517] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4519 = llvm.load %4518 : !llvm.ptr -> f32
    %4520 = llvm.extractvalue %4504[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4521 = llvm.mlir.constant(256 : index) : i64
    %4522 = llvm.mul %4505, %4521 overflow<nsw, nuw> : i64
    %4523 = llvm.mlir.constant(32 : index) : i64
    %4524 = llvm.mul %4507, %4523 overflow<nsw, nuw> : i64
    %4525 = llvm.add %4522, %4524 overflow<nsw, nuw> : i64
    %4526 = llvm.add %4525, %4509 overflow<nsw, nuw> : i64
    %4527 = llvm.getelementptr inbounds|nuw %4520[%4526] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4519, %4527 : f32, !llvm.ptr
    %4528 = llvm.add %4509, %16 : i64
    llvm.br ^bb680(%4528 : i64)
  ^bb682:  // pred: ^bb680
    %4529 = llvm.add %4507, %16 : i64
    llvm.br ^bb678(%4529 : i64)
  ^bb683:  // pred: ^bb678
    %4530 = llvm.add %4505, %16 : i64
    llvm.br ^bb676(%4530 : i64)
  ^bb684:  // pred: ^bb676
    llvm.br ^bb685(%27 : i64)
  ^bb685(%4531: i64):  // 2 preds: ^bb684, ^bb698
    %4532 = llvm.icmp "slt" %4531, %16 : i64
    llvm.cond_br %4532, ^bb686, ^bb699
  ^bb686:  // pred: ^bb685
    llvm.br ^bb687(%27 : i64)
  ^bb687(%4533: i64):  // 2 preds: ^bb686, ^bb697
    %4534 = llvm.icmp "slt" %4533, %15 : i64
    llvm.cond_br %4534, ^bb688, ^bb698
  ^bb688:  // pred: ^bb687
    llvm.br ^bb689(%27 : i64)
  ^bb689(%4535: i64):  // 2 preds: ^bb688, ^bb696
    %4536 = llvm.icmp "slt" %4535, %14 : i64
    llvm.cond_br %4536, ^bb690, ^bb697
  ^bb690:  // pred: ^bb689
    llvm.br ^bb691(%27 : i64)
  ^bb691(%4537: i64):  // 2 preds: ^bb690, ^bb695
    %4538 = llvm.icmp "slt" %4537, %12 : i64
    llvm.cond_br %4538, ^bb692, ^bb696
  ^bb692:  // pred: ^bb691
    llvm.br ^bb693(%27 : i64)
  ^bb693(%4539: i64):  // 2 preds: ^bb692, ^bb694
    %4540 = llvm.icmp "slt" %4539, %11 : i64
    llvm.cond_br %4540, ^bb694, ^bb695
  ^bb694:  // pred: ^bb693
    %4541 = llvm.extractvalue %2614[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4542 = llvm.mlir.constant(256 : index) : i64
    %4543 = llvm.mul %4531, %4542 overflow<nsw, nuw> : i64
    %4544 = llvm.mlir.constant(128 : index) : i64
    %4545 = llvm.mul %4537, %4544 overflow<nsw, nuw> : i64
    %4546 = llvm.add %4543, %4545 overflow<nsw, nuw> : i64
    %4547 = llvm.mlir.constant(16 : index) : i64
    %4548 = llvm.mul %4533, %4547 overflow<nsw, nuw> : i64
    %4549 = llvm.add %4546, %4548 overflow<nsw, nuw> : i64
    %4550 = llvm.add %4549, %4539 overflow<nsw, nuw> : i64
    %4551 = llvm.getelementptr inbounds|nuw %4541[%4550] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4552 = llvm.load %4551 : !llvm.ptr -> f32
    %4553 = llvm.extractvalue %4474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4554 = llvm.mlir.constant(512 : index) : i64
    %4555 = llvm.mul %4537, %4554 overflow<nsw, nuw> : i64
    %4556 = llvm.mlir.constant(32 : index) : i64
    %4557 = llvm.mul %4539, %4556 overflow<nsw, nuw> : i64
    %4558 = llvm.add %4555, %4557 overflow<nsw, nuw> : i64
    %4559 = llvm.add %4558, %4535 overflow<nsw, nuw> : i64
    %4560 = llvm.getelementptr inbounds|nuw %4553[%4559] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4561 = llvm.load %4560 : !llvm.ptr -> f32
    %4562 = llvm.extractvalue %4504[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4563 = llvm.mlir.constant(256 : index) : i64
    %4564 = llvm.mul %4531, %4563 overflow<nsw, nuw> : i64
    %4565 = llvm.mlir.constant(32 : index) : i64
    %4566 = llvm.mul %4533, %4565 overflow<nsw, nuw> : i64
    %4567 = llvm.add %4564, %4566 overflow<nsw, nuw> : i64
    %4568 = llvm.add %4567, %4535 overflow<nsw, nuw> : i64
    %4569 = llvm.getelementptr inbounds|nuw %4562[%4568] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4570 = llvm.load %4569 : !llvm.ptr -> f32
    %4571 = llvm.fmul %4552, %4561 : f32
    %4572 = llvm.fadd %4570, %4571 : f32
    %4573 = llvm.extractvalue %4504[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4574 = llvm.mlir.constant(256 : index) : i64
    %4575 = llvm.mul %4531, %4574 overflow<nsw, nuw> : i64
    %4576 = llvm.mlir.constant(32 : index) : i64
    %4577 = llvm.mul %4533, %4576 overflow<nsw, nuw> : i64
    %4578 = llvm.add %4575, %4577 overflow<nsw, nuw> : i64
    %4579 = llvm.add %4578, %4535 overflow<nsw, nuw> : i64
    %4580 = llvm.getelementptr inbounds|nuw %4573[%4579] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4572, %4580 : f32, !llvm.ptr
    %4581 = llvm.add %4539, %16 : i64
    llvm.br ^bb693(%4581 : i64)
  ^bb695:  // pred: ^bb693
    %4582 = llvm.add %4537, %16 : i64
    llvm.br ^bb691(%4582 : i64)
  ^bb696:  // pred: ^bb691
    %4583 = llvm.add %4535, %16 : i64
    llvm.br ^bb689(%4583 : i64)
  ^bb697:  // pred: ^bb689
    %4584 = llvm.add %4533, %16 : i64
    llvm.br ^bb687(%4584 : i64)
  ^bb698:  // pred: ^bb687
    %4585 = llvm.add %4531, %16 : i64
    llvm.br ^bb685(%4585 : i64)
  ^bb699:  // pred: ^bb685
    llvm.br ^bb700(%27 : i64)
  ^bb700(%4586: i64):  // 2 preds: ^bb699, ^bb707
    %4587 = llvm.icmp "slt" %4586, %16 : i64
    llvm.cond_br %4587, ^bb701, ^bb708
  ^bb701:  // pred: ^bb700
    llvm.br ^bb702(%27 : i64)
  ^bb702(%4588: i64):  // 2 preds: ^bb701, ^bb706
    %4589 = llvm.icmp "slt" %4588, %15 : i64
    llvm.cond_br %4589, ^bb703, ^bb707
  ^bb703:  // pred: ^bb702
    llvm.br ^bb704(%27 : i64)
  ^bb704(%4590: i64):  // 2 preds: ^bb703, ^bb705
    %4591 = llvm.icmp "slt" %4590, %14 : i64
    llvm.cond_br %4591, ^bb705, ^bb706
  ^bb705:  // pred: ^bb704
    %4592 = llvm.extractvalue %4504[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4593 = llvm.mlir.constant(256 : index) : i64
    %4594 = llvm.mul %4586, %4593 overflow<nsw, nuw> : i64
    %4595 = llvm.mlir.constant(32 : index) : i64
    %4596 = llvm.mul %4588, %4595 overflow<nsw, nuw> : i64
    %4597 = llvm.add %4594, %4596 overflow<nsw, nuw> : i64
    %4598 = llvm.add %4597, %4590 overflow<nsw, nuw> : i64
    %4599 = llvm.getelementptr inbounds|nuw %4592[%4598] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4600 = llvm.load %4599 : !llvm.ptr -> f32
    %4601 = llvm.extractvalue %184[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4602 = llvm.getelementptr inbounds|nuw %4601[%4590] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4603 = llvm.load %4602 : !llvm.ptr -> f32
    %4604 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4605 = llvm.mlir.constant(256 : index) : i64
    %4606 = llvm.mul %4586, %4605 overflow<nsw, nuw> : i64
    %4607 = llvm.mlir.constant(32 : index) : i64
    %4608 = llvm.mul %4588, %4607 overflow<nsw, nuw> : i64
    %4609 = llvm.add %4606, %4608 overflow<nsw, nuw> : i64
    %4610 = llvm.add %4609, %4590 overflow<nsw, nuw> : i64
    %4611 = llvm.getelementptr inbounds|nuw %4604[%4610] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4612 = llvm.load %4611 : !llvm.ptr -> f32
    %4613 = llvm.fadd %4600, %4603 : f32
    %4614 = llvm.fadd %4613, %4612 : f32
    %4615 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4616 = llvm.mlir.constant(256 : index) : i64
    %4617 = llvm.mul %4586, %4616 overflow<nsw, nuw> : i64
    %4618 = llvm.mlir.constant(32 : index) : i64
    %4619 = llvm.mul %4588, %4618 overflow<nsw, nuw> : i64
    %4620 = llvm.add %4617, %4619 overflow<nsw, nuw> : i64
    %4621 = llvm.add %4620, %4590 overflow<nsw, nuw> : i64
    %4622 = llvm.getelementptr inbounds|nuw %4615[%4621] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4614, %4622 : f32, !llvm.ptr
    %4623 = llvm.add %4590, %16 : i64
    llvm.br ^bb704(%4623 : i64)
  ^bb706:  // pred: ^bb704
    %4624 = llvm.add %4588, %16 : i64
    llvm.br ^bb702(%4624 : i64)
  ^bb707:  // pred: ^bb702
    %4625 = llvm.add %4586, %16 : i64
    llvm.br ^bb700(%4625 : i64)
  ^bb708:  // pred: ^bb700
    llvm.br ^bb709(%27 : i64)
  ^bb709(%4626: i64):  // 2 preds: ^bb708, ^bb716
    %4627 = llvm.icmp "slt" %4626, %16 : i64
    llvm.cond_br %4627, ^bb710, ^bb717
  ^bb710:  // pred: ^bb709
    llvm.br ^bb711(%27 : i64)
  ^bb711(%4628: i64):  // 2 preds: ^bb710, ^bb715
    %4629 = llvm.icmp "slt" %4628, %15 : i64
    llvm.cond_br %4629, ^bb712, ^bb716
  ^bb712:  // pred: ^bb711
    llvm.br ^bb713(%27 : i64)
  ^bb713(%4630: i64):  // 2 preds: ^bb712, ^bb714
    %4631 = llvm.icmp "slt" %4630, %14 : i64
    llvm.cond_br %4631, ^bb714, ^bb715
  ^bb714:  // pred: ^bb713
    %4632 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4633 = llvm.mlir.constant(256 : index) : i64
    %4634 = llvm.mul %4626, %4633 overflow<nsw, nuw> : i64
    %4635 = llvm.mlir.constant(32 : index) : i64
    %4636 = llvm.mul %4628, %4635 overflow<nsw, nuw> : i64
    %4637 = llvm.add %4634, %4636 overflow<nsw, nuw> : i64
    %4638 = llvm.add %4637, %4630 overflow<nsw, nuw> : i64
    %4639 = llvm.getelementptr inbounds|nuw %4632[%4638] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4640 = llvm.load %4639 : !llvm.ptr -> f32
    %4641 = llvm.fpext %4640 : f32 to f64
    %4642 = llvm.extractvalue %1143[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4643 = llvm.mlir.constant(256 : index) : i64
    %4644 = llvm.mul %4626, %4643 overflow<nsw, nuw> : i64
    %4645 = llvm.mlir.constant(32 : index) : i64
    %4646 = llvm.mul %4628, %4645 overflow<nsw, nuw> : i64
    %4647 = llvm.add %4644, %4646 overflow<nsw, nuw> : i64
    %4648 = llvm.add %4647, %4630 overflow<nsw, nuw> : i64
    %4649 = llvm.getelementptr inbounds|nuw %4642[%4648] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4641, %4649 : f64, !llvm.ptr
    %4650 = llvm.add %4630, %16 : i64
    llvm.br ^bb713(%4650 : i64)
  ^bb715:  // pred: ^bb713
    %4651 = llvm.add %4628, %16 : i64
    llvm.br ^bb711(%4651 : i64)
  ^bb716:  // pred: ^bb711
    %4652 = llvm.add %4626, %16 : i64
    llvm.br ^bb709(%4652 : i64)
  ^bb717:  // pred: ^bb709
    %4653 = llvm.mlir.constant(1 : index) : i64
    %4654 = llvm.mlir.constant(8 : index) : i64
    %4655 = llvm.mlir.constant(1 : index) : i64
    %4656 = llvm.mlir.constant(1 : index) : i64
    %4657 = llvm.mlir.constant(8 : index) : i64
    %4658 = llvm.mlir.zero : !llvm.ptr
    %4659 = llvm.getelementptr %4658[%4657] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4660 = llvm.ptrtoint %4659 : !llvm.ptr to i64
    %4661 = llvm.mlir.constant(64 : index) : i64
    %4662 = llvm.add %4660, %4661 : i64
    %4663 = llvm.call @malloc(%4662) : (i64) -> !llvm.ptr
    %4664 = llvm.ptrtoint %4663 : !llvm.ptr to i64
    %4665 = llvm.mlir.constant(1 : index) : i64
    %4666 = llvm.sub %4661, %4665 : i64
    %4667 = llvm.add %4664, %4666 : i64
    %4668 = llvm.urem %4667, %4661 : i64
    %4669 = llvm.sub %4667, %4668 : i64
    %4670 = llvm.inttoptr %4669 : i64 to !llvm.ptr
    %4671 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4672 = llvm.insertvalue %4663, %4671[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4673 = llvm.insertvalue %4670, %4672[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4674 = llvm.mlir.constant(0 : index) : i64
    %4675 = llvm.insertvalue %4674, %4673[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4676 = llvm.insertvalue %4653, %4675[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4677 = llvm.insertvalue %4654, %4676[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4678 = llvm.insertvalue %4655, %4677[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4679 = llvm.insertvalue %4654, %4678[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4680 = llvm.insertvalue %4655, %4679[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4681 = llvm.insertvalue %4656, %4680[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb718(%27 : i64)
  ^bb718(%4682: i64):  // 2 preds: ^bb717, ^bb725
    %4683 = llvm.icmp "slt" %4682, %16 : i64
    llvm.cond_br %4683, ^bb719, ^bb726
  ^bb719:  // pred: ^bb718
    llvm.br ^bb720(%27 : i64)
  ^bb720(%4684: i64):  // 2 preds: ^bb719, ^bb724
    %4685 = llvm.icmp "slt" %4684, %15 : i64
    llvm.cond_br %4685, ^bb721, ^bb725
  ^bb721:  // pred: ^bb720
    llvm.br ^bb722(%27 : i64)
  ^bb722(%4686: i64):  // 2 preds: ^bb721, ^bb723
    %4687 = llvm.icmp "slt" %4686, %16 : i64
    llvm.cond_br %4687, ^bb723, ^bb724
  ^bb723:  // pred: ^bb722
    %4688 = llvm.extractvalue %1199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4689 = llvm.mlir.constant(8 : index) : i64
    %4690 = llvm.mul %4682, %4689 overflow<nsw, nuw> : i64
    %4691 = llvm.add %4690, %4684 overflow<nsw, nuw> : i64
    %4692 = llvm.add %4691, %4686 overflow<nsw, nuw> : i64
    %4693 = llvm.getelementptr inbounds|nuw %4688[%4692] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4694 = llvm.load %4693 : !llvm.ptr -> f64
    %4695 = llvm.extractvalue %4681[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4696 = llvm.mlir.constant(8 : index) : i64
    %4697 = llvm.mul %4682, %4696 overflow<nsw, nuw> : i64
    %4698 = llvm.add %4697, %4684 overflow<nsw, nuw> : i64
    %4699 = llvm.add %4698, %4686 overflow<nsw, nuw> : i64
    %4700 = llvm.getelementptr inbounds|nuw %4695[%4699] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4694, %4700 : f64, !llvm.ptr
    %4701 = llvm.add %4686, %16 : i64
    llvm.br ^bb722(%4701 : i64)
  ^bb724:  // pred: ^bb722
    %4702 = llvm.add %4684, %16 : i64
    llvm.br ^bb720(%4702 : i64)
  ^bb725:  // pred: ^bb720
    %4703 = llvm.add %4682, %16 : i64
    llvm.br ^bb718(%4703 : i64)
  ^bb726:  // pred: ^bb718
    llvm.br ^bb727(%27 : i64)
  ^bb727(%4704: i64):  // 2 preds: ^bb726, ^bb734
    %4705 = llvm.icmp "slt" %4704, %16 : i64
    llvm.cond_br %4705, ^bb728, ^bb735
  ^bb728:  // pred: ^bb727
    llvm.br ^bb729(%27 : i64)
  ^bb729(%4706: i64):  // 2 preds: ^bb728, ^bb733
    %4707 = llvm.icmp "slt" %4706, %15 : i64
    llvm.cond_br %4707, ^bb730, ^bb734
  ^bb730:  // pred: ^bb729
    llvm.br ^bb731(%27 : i64)
  ^bb731(%4708: i64):  // 2 preds: ^bb730, ^bb732
    %4709 = llvm.icmp "slt" %4708, %14 : i64
    llvm.cond_br %4709, ^bb732, ^bb733
  ^bb732:  // pred: ^bb731
    %4710 = llvm.extractvalue %1143[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4711 = llvm.mlir.constant(256 : index) : i64
    %4712 = llvm.mul %4704, %4711 overflow<nsw, nuw> : i64
    %4713 = llvm.mlir.constant(32 : index) : i64
    %4714 = llvm.mul %4706, %4713 overflow<nsw, nuw> : i64
    %4715 = llvm.add %4712, %4714 overflow<nsw, nuw> : i64
    %4716 = llvm.add %4715, %4708 overflow<nsw, nuw> : i64
    %4717 = llvm.getelementptr inbounds|nuw %4710[%4716] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4718 = llvm.load %4717 : !llvm.ptr -> f64
    %4719 = llvm.extractvalue %4681[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4720 = llvm.mlir.constant(8 : index) : i64
    %4721 = llvm.mul %4704, %4720 overflow<nsw, nuw> : i64
    %4722 = llvm.add %4721, %4706 overflow<nsw, nuw> : i64
    %4723 = llvm.add %4722, %27 overflow<nsw, nuw> : i64
    %4724 = llvm.getelementptr inbounds|nuw %4719[%4723] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4725 = llvm.load %4724 : !llvm.ptr -> f64
    %4726 = llvm.fadd %4718, %4725 : f64
    %4727 = llvm.extractvalue %4681[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4728 = llvm.mlir.constant(8 : index) : i64
    %4729 = llvm.mul %4704, %4728 overflow<nsw, nuw> : i64
    %4730 = llvm.add %4729, %4706 overflow<nsw, nuw> : i64
    %4731 = llvm.add %4730, %27 overflow<nsw, nuw> : i64
    %4732 = llvm.getelementptr inbounds|nuw %4727[%4731] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4726, %4732 : f64, !llvm.ptr
    %4733 = llvm.add %4708, %16 : i64
    llvm.br ^bb731(%4733 : i64)
  ^bb733:  // pred: ^bb731
    %4734 = llvm.add %4706, %16 : i64
    llvm.br ^bb729(%4734 : i64)
  ^bb734:  // pred: ^bb729
    %4735 = llvm.add %4704, %16 : i64
    llvm.br ^bb727(%4735 : i64)
  ^bb735:  // pred: ^bb727
    %4736 = llvm.mlir.constant(1 : index) : i64
    %4737 = llvm.mlir.constant(8 : index) : i64
    %4738 = llvm.mlir.constant(1 : index) : i64
    %4739 = llvm.mlir.constant(1 : index) : i64
    %4740 = llvm.mlir.constant(8 : index) : i64
    %4741 = llvm.mlir.zero : !llvm.ptr
    %4742 = llvm.getelementptr %4741[%4740] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4743 = llvm.ptrtoint %4742 : !llvm.ptr to i64
    %4744 = llvm.mlir.constant(64 : index) : i64
    %4745 = llvm.add %4743, %4744 : i64
    %4746 = llvm.call @malloc(%4745) : (i64) -> !llvm.ptr
    %4747 = llvm.ptrtoint %4746 : !llvm.ptr to i64
    %4748 = llvm.mlir.constant(1 : index) : i64
    %4749 = llvm.sub %4744, %4748 : i64
    %4750 = llvm.add %4747, %4749 : i64
    %4751 = llvm.urem %4750, %4744 : i64
    %4752 = llvm.sub %4750, %4751 : i64
    %4753 = llvm.inttoptr %4752 : i64 to !llvm.ptr
    %4754 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4755 = llvm.insertvalue %4746, %4754[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4756 = llvm.insertvalue %4753, %4755[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4757 = llvm.mlir.constant(0 : index) : i64
    %4758 = llvm.insertvalue %4757, %4756[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4759 = llvm.insertvalue %4736, %4758[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4760 = llvm.insertvalue %4737, %4759[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4761 = llvm.insertvalue %4738, %4760[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4762 = llvm.insertvalue %4737, %4761[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4763 = llvm.insertvalue %4738, %4762[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4764 = llvm.insertvalue %4739, %4763[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb736(%27 : i64)
  ^bb736(%4765: i64):  // 2 preds: ^bb735, ^bb743
    %4766 = llvm.icmp "slt" %4765, %16 : i64
    llvm.cond_br %4766, ^bb737, ^bb744
  ^bb737:  // pred: ^bb736
    llvm.br ^bb738(%27 : i64)
  ^bb738(%4767: i64):  // 2 preds: ^bb737, ^bb742
    %4768 = llvm.icmp "slt" %4767, %15 : i64
    llvm.cond_br %4768, ^bb739, ^bb743
  ^bb739:  // pred: ^bb738
    llvm.br ^bb740(%27 : i64)
  ^bb740(%4769: i64):  // 2 preds: ^bb739, ^bb741
    %4770 = llvm.icmp "slt" %4769, %16 : i64
    llvm.cond_br %4770, ^bb741, ^bb742
  ^bb741:  // pred: ^bb740
    %4771 = llvm.extractvalue %1199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4772 = llvm.mlir.constant(8 : index) : i64
    %4773 = llvm.mul %4765, %4772 overflow<nsw, nuw> : i64
    %4774 = llvm.add %4773, %4767 overflow<nsw, nuw> : i64
    %4775 = llvm.add %4774, %4769 overflow<nsw, nuw> : i64
    %4776 = llvm.getelementptr inbounds|nuw %4771[%4775] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4777 = llvm.load %4776 : !llvm.ptr -> f64
    %4778 = llvm.extractvalue %4764[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4779 = llvm.mlir.constant(8 : index) : i64
    %4780 = llvm.mul %4765, %4779 overflow<nsw, nuw> : i64
    %4781 = llvm.add %4780, %4767 overflow<nsw, nuw> : i64
    %4782 = llvm.add %4781, %4769 overflow<nsw, nuw> : i64
    %4783 = llvm.getelementptr inbounds|nuw %4778[%4782] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4777, %4783 : f64, !llvm.ptr
    %4784 = llvm.add %4769, %16 : i64
    llvm.br ^bb740(%4784 : i64)
  ^bb742:  // pred: ^bb740
    %4785 = llvm.add %4767, %16 : i64
    llvm.br ^bb738(%4785 : i64)
  ^bb743:  // pred: ^bb738
    %4786 = llvm.add %4765, %16 : i64
    llvm.br ^bb736(%4786 : i64)
  ^bb744:  // pred: ^bb736
    llvm.br ^bb745(%27 : i64)
  ^bb745(%4787: i64):  // 2 preds: ^bb744, ^bb752
    %4788 = llvm.icmp "slt" %4787, %16 : i64
    llvm.cond_br %4788, ^bb746, ^bb753
  ^bb746:  // pred: ^bb745
    llvm.br ^bb747(%27 : i64)
  ^bb747(%4789: i64):  // 2 preds: ^bb746, ^bb751
    %4790 = llvm.icmp "slt" %4789, %15 : i64
    llvm.cond_br %4790, ^bb748, ^bb752
  ^bb748:  // pred: ^bb747
    llvm.br ^bb749(%27 : i64)
  ^bb749(%4791: i64):  // 2 preds: ^bb748, ^bb750
    %4792 = llvm.icmp "slt" %4791, %14 : i64
    llvm.cond_br %4792, ^bb750, ^bb751
  ^bb750:  // pred: ^bb749
    %4793 = llvm.extractvalue %1143[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4794 = llvm.mlir.constant(256 : index) : i64
    %4795 = llvm.mul %4787, %4794 overflow<nsw, nuw> : i64
    %4796 = llvm.mlir.constant(32 : index) : i64
    %4797 = llvm.mul %4789, %4796 overflow<nsw, nuw> : i64
    %4798 = llvm.add %4795, %4797 overflow<nsw, nuw> : i64
    %4799 = llvm.add %4798, %4791 overflow<nsw, nuw> : i64
    %4800 = llvm.getelementptr inbounds|nuw %4793[%4799] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4801 = llvm.load %4800 : !llvm.ptr -> f64
    %4802 = llvm.extractvalue %4681[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4803 = llvm.mlir.constant(8 : index) : i64
    %4804 = llvm.mul %4787, %4803 overflow<nsw, nuw> : i64
    %4805 = llvm.add %4804, %4789 overflow<nsw, nuw> : i64
    %4806 = llvm.add %4805, %27 overflow<nsw, nuw> : i64
    %4807 = llvm.getelementptr inbounds|nuw %4802[%4806] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4808 = llvm.load %4807 : !llvm.ptr -> f64
    %4809 = llvm.extractvalue %4764[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4810 = llvm.mlir.constant(8 : index) : i64
    %4811 = llvm.mul %4787, %4810 overflow<nsw, nuw> : i64
    %4812 = llvm.add %4811, %4789 overflow<nsw, nuw> : i64
    %4813 = llvm.add %4812, %27 overflow<nsw, nuw> : i64
    %4814 = llvm.getelementptr inbounds|nuw %4809[%4813] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4815 = llvm.load %4814 : !llvm.ptr -> f64
    %4816 = llvm.fdiv %4808, %21 : f64
    %4817 = llvm.fsub %4801, %4816 : f64
    %4818 = llvm.fmul %4817, %4817 : f64
    %4819 = llvm.fadd %4818, %4815 : f64
    %4820 = llvm.extractvalue %4764[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4821 = llvm.mlir.constant(8 : index) : i64
    %4822 = llvm.mul %4787, %4821 overflow<nsw, nuw> : i64
    %4823 = llvm.add %4822, %4789 overflow<nsw, nuw> : i64
    %4824 = llvm.add %4823, %27 overflow<nsw, nuw> : i64
    %4825 = llvm.getelementptr inbounds|nuw %4820[%4824] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4819, %4825 : f64, !llvm.ptr
    %4826 = llvm.add %4791, %16 : i64
    llvm.br ^bb749(%4826 : i64)
  ^bb751:  // pred: ^bb749
    %4827 = llvm.add %4789, %16 : i64
    llvm.br ^bb747(%4827 : i64)
  ^bb752:  // pred: ^bb747
    %4828 = llvm.add %4787, %16 : i64
    llvm.br ^bb745(%4828 : i64)
  ^bb753:  // pred: ^bb745
    %4829 = llvm.mlir.constant(1 : index) : i64
    %4830 = llvm.mlir.constant(8 : index) : i64
    %4831 = llvm.mlir.constant(1 : index) : i64
    %4832 = llvm.mlir.constant(1 : index) : i64
    %4833 = llvm.mlir.constant(8 : index) : i64
    %4834 = llvm.mlir.zero : !llvm.ptr
    %4835 = llvm.getelementptr %4834[%4833] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4836 = llvm.ptrtoint %4835 : !llvm.ptr to i64
    %4837 = llvm.mlir.constant(64 : index) : i64
    %4838 = llvm.add %4836, %4837 : i64
    %4839 = llvm.call @malloc(%4838) : (i64) -> !llvm.ptr
    %4840 = llvm.ptrtoint %4839 : !llvm.ptr to i64
    %4841 = llvm.mlir.constant(1 : index) : i64
    %4842 = llvm.sub %4837, %4841 : i64
    %4843 = llvm.add %4840, %4842 : i64
    %4844 = llvm.urem %4843, %4837 : i64
    %4845 = llvm.sub %4843, %4844 : i64
    %4846 = llvm.inttoptr %4845 : i64 to !llvm.ptr
    %4847 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4848 = llvm.insertvalue %4839, %4847[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4849 = llvm.insertvalue %4846, %4848[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4850 = llvm.mlir.constant(0 : index) : i64
    %4851 = llvm.insertvalue %4850, %4849[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4852 = llvm.insertvalue %4829, %4851[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4853 = llvm.insertvalue %4830, %4852[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4854 = llvm.insertvalue %4831, %4853[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4855 = llvm.insertvalue %4830, %4854[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4856 = llvm.insertvalue %4831, %4855[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4857 = llvm.insertvalue %4832, %4856[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb754(%27 : i64)
  ^bb754(%4858: i64):  // 2 preds: ^bb753, ^bb761
    %4859 = llvm.icmp "slt" %4858, %16 : i64
    llvm.cond_br %4859, ^bb755, ^bb762
  ^bb755:  // pred: ^bb754
    llvm.br ^bb756(%27 : i64)
  ^bb756(%4860: i64):  // 2 preds: ^bb755, ^bb760
    %4861 = llvm.icmp "slt" %4860, %15 : i64
    llvm.cond_br %4861, ^bb757, ^bb761
  ^bb757:  // pred: ^bb756
    llvm.br ^bb758(%27 : i64)
  ^bb758(%4862: i64):  // 2 preds: ^bb757, ^bb759
    %4863 = llvm.icmp "slt" %4862, %16 : i64
    llvm.cond_br %4863, ^bb759, ^bb760
  ^bb759:  // pred: ^bb758
    %4864 = llvm.extractvalue %1419[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4865 = llvm.mlir.constant(8 : index) : i64
    %4866 = llvm.mul %4858, %4865 overflow<nsw, nuw> : i64
    %4867 = llvm.add %4866, %4860 overflow<nsw, nuw> : i64
    %4868 = llvm.add %4867, %4862 overflow<nsw, nuw> : i64
    %4869 = llvm.getelementptr inbounds|nuw %4864[%4868] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4870 = llvm.load %4869 : !llvm.ptr -> f32
    %4871 = llvm.extractvalue %4857[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4872 = llvm.mlir.constant(8 : index) : i64
    %4873 = llvm.mul %4858, %4872 overflow<nsw, nuw> : i64
    %4874 = llvm.add %4873, %4860 overflow<nsw, nuw> : i64
    %4875 = llvm.add %4874, %4862 overflow<nsw, nuw> : i64
    %4876 = llvm.getelementptr inbounds|nuw %4871[%4875] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4870, %4876 : f32, !llvm.ptr
    %4877 = llvm.add %4862, %16 : i64
    llvm.br ^bb758(%4877 : i64)
  ^bb760:  // pred: ^bb758
    %4878 = llvm.add %4860, %16 : i64
    llvm.br ^bb756(%4878 : i64)
  ^bb761:  // pred: ^bb756
    %4879 = llvm.add %4858, %16 : i64
    llvm.br ^bb754(%4879 : i64)
  ^bb762:  // pred: ^bb754
    llvm.br ^bb763(%27 : i64)
  ^bb763(%4880: i64):  // 2 preds: ^bb762, ^bb770
    %4881 = llvm.icmp "slt" %4880, %16 : i64
    llvm.cond_br %4881, ^bb764, ^bb771
  ^bb764:  // pred: ^bb763
    llvm.br ^bb765(%27 : i64)
  ^bb765(%4882: i64):  // 2 preds: ^bb764, ^bb769
    %4883 = llvm.icmp "slt" %4882, %15 : i64
    llvm.cond_br %4883, ^bb766, ^bb770
  ^bb766:  // pred: ^bb765
    llvm.br ^bb767(%27 : i64)
  ^bb767(%4884: i64):  // 2 preds: ^bb766, ^bb768
    %4885 = llvm.icmp "slt" %4884, %14 : i64
    llvm.cond_br %4885, ^bb768, ^bb769
  ^bb768:  // pred: ^bb767
    %4886 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4887 = llvm.mlir.constant(256 : index) : i64
    %4888 = llvm.mul %4880, %4887 overflow<nsw, nuw> : i64
    %4889 = llvm.mlir.constant(32 : index) : i64
    %4890 = llvm.mul %4882, %4889 overflow<nsw, nuw> : i64
    %4891 = llvm.add %4888, %4890 overflow<nsw, nuw> : i64
    %4892 = llvm.add %4891, %4884 overflow<nsw, nuw> : i64
    %4893 = llvm.getelementptr inbounds|nuw %4886[%4892] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4894 = llvm.load %4893 : !llvm.ptr -> f32
    %4895 = llvm.extractvalue %4857[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4896 = llvm.mlir.constant(8 : index) : i64
    %4897 = llvm.mul %4880, %4896 overflow<nsw, nuw> : i64
    %4898 = llvm.add %4897, %4882 overflow<nsw, nuw> : i64
    %4899 = llvm.add %4898, %27 overflow<nsw, nuw> : i64
    %4900 = llvm.getelementptr inbounds|nuw %4895[%4899] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4901 = llvm.load %4900 : !llvm.ptr -> f32
    %4902 = llvm.fadd %4894, %4901 : f32
    %4903 = llvm.extractvalue %4857[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4904 = llvm.mlir.constant(8 : index) : i64
    %4905 = llvm.mul %4880, %4904 overflow<nsw, nuw> : i64
    %4906 = llvm.add %4905, %4882 overflow<nsw, nuw> : i64
    %4907 = llvm.add %4906, %27 overflow<nsw, nuw> : i64
    %4908 = llvm.getelementptr inbounds|nuw %4903[%4907] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4902, %4908 : f32, !llvm.ptr
    %4909 = llvm.add %4884, %16 : i64
    llvm.br ^bb767(%4909 : i64)
  ^bb769:  // pred: ^bb767
    %4910 = llvm.add %4882, %16 : i64
    llvm.br ^bb765(%4910 : i64)
  ^bb770:  // pred: ^bb765
    %4911 = llvm.add %4880, %16 : i64
    llvm.br ^bb763(%4911 : i64)
  ^bb771:  // pred: ^bb763
    llvm.br ^bb772(%27 : i64)
  ^bb772(%4912: i64):  // 2 preds: ^bb771, ^bb782
    %4913 = llvm.icmp "slt" %4912, %16 : i64
    llvm.cond_br %4913, ^bb773, ^bb783
  ^bb773:  // pred: ^bb772
    llvm.br ^bb774(%27 : i64)
  ^bb774(%4914: i64):  // 2 preds: ^bb773, ^bb781
    %4915 = llvm.icmp "slt" %4914, %15 : i64
    llvm.cond_br %4915, ^bb775, ^bb782
  ^bb775:  // pred: ^bb774
    llvm.br ^bb776(%27 : i64)
  ^bb776(%4916: i64):  // 2 preds: ^bb775, ^bb780
    %4917 = llvm.icmp "slt" %4916, %10 : i64
    llvm.cond_br %4917, ^bb777, ^bb781
  ^bb777:  // pred: ^bb776
    llvm.br ^bb778(%27 : i64)
  ^bb778(%4918: i64):  // 2 preds: ^bb777, ^bb779
    %4919 = llvm.icmp "slt" %4918, %14 : i64
    llvm.cond_br %4919, ^bb779, ^bb780
  ^bb779:  // pred: ^bb778
    %4920 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4921 = llvm.mlir.constant(256 : index) : i64
    %4922 = llvm.mul %4912, %4921 overflow<nsw, nuw> : i64
    %4923 = llvm.mlir.constant(32 : index) : i64
    %4924 = llvm.mul %4914, %4923 overflow<nsw, nuw> : i64
    %4925 = llvm.add %4922, %4924 overflow<nsw, nuw> : i64
    %4926 = llvm.add %4925, %4918 overflow<nsw, nuw> : i64
    %4927 = llvm.getelementptr inbounds|nuw %4920[%4926] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4928 = llvm.load %4927 : !llvm.ptr -> f32
    %4929 = llvm.extractvalue %4857[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4930 = llvm.mlir.constant(8 : index) : i64
    %4931 = llvm.mul %4912, %4930 overflow<nsw, nuw> : i64
    %4932 = llvm.add %4931, %4914 overflow<nsw, nuw> : i64
    %4933 = llvm.add %4932, %27 overflow<nsw, nuw> : i64
    %4934 = llvm.getelementptr inbounds|nuw %4929[%4933] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4935 = llvm.load %4934 : !llvm.ptr -> f32
    %4936 = llvm.extractvalue %4764[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4937 = llvm.mlir.constant(8 : index) : i64
    %4938 = llvm.mul %4912, %4937 overflow<nsw, nuw> : i64
    %4939 = llvm.add %4938, %4914 overflow<nsw, nuw> : i64
    %4940 = llvm.add %4939, %27 overflow<nsw, nuw> : i64
    %4941 = llvm.getelementptr inbounds|nuw %4936[%4940] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4942 = llvm.load %4941 : !llvm.ptr -> f64
    %4943 = llvm.extractvalue %168[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4944 = llvm.getelementptr inbounds|nuw %4943[%4918] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4945 = llvm.load %4944 : !llvm.ptr -> f32
    %4946 = llvm.extractvalue %152[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4947 = llvm.getelementptr inbounds|nuw %4946[%4918] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4948 = llvm.load %4947 : !llvm.ptr -> f32
    %4949 = llvm.extractvalue %136[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4950 = llvm.mlir.constant(128 : index) : i64
    %4951 = llvm.mul %4918, %4950 overflow<nsw, nuw> : i64
    %4952 = llvm.add %4951, %4916 overflow<nsw, nuw> : i64
    %4953 = llvm.getelementptr inbounds|nuw %4949[%4952] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4954 = llvm.load %4953 : !llvm.ptr -> f32
    %4955 = llvm.extractvalue %3328[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4956 = llvm.mlir.constant(1024 : index) : i64
    %4957 = llvm.mul %4912, %4956 overflow<nsw, nuw> : i64
    %4958 = llvm.mlir.constant(128 : index) : i64
    %4959 = llvm.mul %4914, %4958 overflow<nsw, nuw> : i64
    %4960 = llvm.add %4957, %4959 overflow<nsw, nuw> : i64
    %4961 = llvm.add %4960, %4916 overflow<nsw, nuw> : i64
    %4962 = llvm.getelementptr inbounds|nuw %4955[%4961] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4963 = llvm.load %4962 : !llvm.ptr -> f32
    %4964 = llvm.fdiv %4942, %21 : f64
    %4965 = llvm.fptrunc %4964 : f64 to f32
    %4966 = llvm.fptrunc %22 : f64 to f32
    %4967 = llvm.fadd %4965, %4966 : f32
    %4968 = llvm.intr.sqrt(%4967) : (f32) -> f32
    %4969 = llvm.fdiv %17, %4968 : f32
    %4970 = llvm.fdiv %4935, %20 : f32
    %4971 = llvm.fsub %4928, %4970 : f32
    %4972 = llvm.fmul %4971, %4969 : f32
    %4973 = llvm.fmul %4972, %4945 : f32
    %4974 = llvm.fadd %4973, %4948 : f32
    %4975 = llvm.fmul %4974, %4954 : f32
    %4976 = llvm.fadd %4963, %4975 : f32
    %4977 = llvm.extractvalue %3328[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4978 = llvm.mlir.constant(1024 : index) : i64
    %4979 = llvm.mul %4912, %4978 overflow<nsw, nuw> : i64
    %4980 = llvm.mlir.constant(128 : index) : i64
    %4981 = llvm.mul %4914, %4980 overflow<nsw, nuw> : i64
    %4982 = llvm.add %4979, %4981 overflow<nsw, nuw> : i64
    %4983 = llvm.add %4982, %4916 overflow<nsw, nuw> : i64
    %4984 = llvm.getelementptr inbounds|nuw %4977[%4983] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4976, %4984 : f32, !llvm.ptr
    %4985 = llvm.add %4918, %16 : i64
    llvm.br ^bb778(%4985 : i64)
  ^bb780:  // pred: ^bb778
    %4986 = llvm.add %4916, %16 : i64
    llvm.br ^bb776(%4986 : i64)
  ^bb781:  // pred: ^bb776
    %4987 = llvm.add %4914, %16 : i64
    llvm.br ^bb774(%4987 : i64)
  ^bb782:  // pred: ^bb774
    %4988 = llvm.add %4912, %16 : i64
    llvm.br ^bb772(%4988 : i64)
  ^bb783:  // pred: ^bb772
    llvm.br ^bb784(%27 : i64)
  ^bb784(%4989: i64):  // 2 preds: ^bb783, ^bb794
    %4990 = llvm.icmp "slt" %4989, %16 : i64
    llvm.cond_br %4990, ^bb785, ^bb795
  ^bb785:  // pred: ^bb784
    llvm.br ^bb786(%27 : i64)
  ^bb786(%4991: i64):  // 2 preds: ^bb785, ^bb793
    %4992 = llvm.icmp "slt" %4991, %15 : i64
    llvm.cond_br %4992, ^bb787, ^bb794
  ^bb787:  // pred: ^bb786
    llvm.br ^bb788(%27 : i64)
  ^bb788(%4993: i64):  // 2 preds: ^bb787, ^bb792
    %4994 = llvm.icmp "slt" %4993, %14 : i64
    llvm.cond_br %4994, ^bb789, ^bb793
  ^bb789:  // pred: ^bb788
    llvm.br ^bb790(%27 : i64)
  ^bb790(%4995: i64):  // 2 preds: ^bb789, ^bb791
    %4996 = llvm.icmp "slt" %4995, %10 : i64
    llvm.cond_br %4996, ^bb791, ^bb792
  ^bb791:  // pred: ^bb790
    %4997 = llvm.extractvalue %3328[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4998 = llvm.mlir.constant(1024 : index) : i64
    %4999 = llvm.mul %4989, %4998 overflow<nsw, nuw> : i64
    %5000 = llvm.mlir.constant(128 : index) : i64
    %5001 = llvm.mul %4991, %5000 overflow<nsw, nuw> : i64
    %5002 = llvm.add %4999, %5001 overflow<nsw, nuw> : i64
    %5003 = llvm.add %5002, %4995 overflow<nsw, nuw> : i64
    %5004 = llvm.getelementptr inbounds|nuw %4997[%5003] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5005 = llvm.load %5004 : !llvm.ptr -> f32
    %5006 = llvm.extractvalue %116[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5007 = llvm.getelementptr inbounds|nuw %5006[%4995] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5008 = llvm.load %5007 : !llvm.ptr -> f32
    %5009 = llvm.extractvalue %100[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5010 = llvm.mlir.constant(32 : index) : i64
    %5011 = llvm.mul %4995, %5010 overflow<nsw, nuw> : i64
    %5012 = llvm.add %5011, %4993 overflow<nsw, nuw> : i64
    %5013 = llvm.getelementptr inbounds|nuw %5009[%5012] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5014 = llvm.load %5013 : !llvm.ptr -> f32
    %5015 = llvm.extractvalue %2835[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5016 = llvm.mlir.constant(256 : index) : i64
    %5017 = llvm.mul %4989, %5016 overflow<nsw, nuw> : i64
    %5018 = llvm.mlir.constant(32 : index) : i64
    %5019 = llvm.mul %4991, %5018 overflow<nsw, nuw> : i64
    %5020 = llvm.add %5017, %5019 overflow<nsw, nuw> : i64
    %5021 = llvm.add %5020, %4993 overflow<nsw, nuw> : i64
    %5022 = llvm.getelementptr inbounds|nuw %5015[%5021] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5023 = llvm.load %5022 : !llvm.ptr -> f32
    %5024 = llvm.fadd %5005, %5008 : f32
    %5025 = llvm.fmul %5024, %5024 : f32
    %5026 = llvm.fmul %5025, %5024 : f32
    %5027 = llvm.fptrunc %23 : f64 to f32
    %5028 = llvm.fmul %5026, %5027 : f32
    %5029 = llvm.fadd %5024, %5028 : f32
    %5030 = llvm.fptrunc %24 : f64 to f32
    %5031 = llvm.fmul %5029, %5030 : f32
    %5032 = llvm.fcmp "olt" %5031, %29 : f32
    %5033 = llvm.uitofp %5032 : i1 to f32
    %5034 = llvm.fmul %5033, %9 : f32
    %5035 = llvm.fadd %5034, %17 : f32
    %5036 = llvm.fmul %5035, %5031 : f32
    %5037 = llvm.fmul %5036, %9 : f32
    %5038 = llvm.fmul %5037, %8 : f32
    %5039 = llvm.intr.exp2(%5038) : (f32) -> f32
    %5040 = llvm.fsub %17, %5039 : f32
    %5041 = llvm.fadd %5039, %17 : f32
    %5042 = llvm.fdiv %5040, %5041 : f32
    %5043 = llvm.fmul %5035, %5042 : f32
    %5044 = llvm.fadd %5043, %17 : f32
    %5045 = llvm.fmul %5024, %18 : f32
    %5046 = llvm.fmul %5045, %5044 : f32
    %5047 = llvm.fmul %5046, %5014 : f32
    %5048 = llvm.fadd %5023, %5047 : f32
    %5049 = llvm.extractvalue %2835[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5050 = llvm.mlir.constant(256 : index) : i64
    %5051 = llvm.mul %4989, %5050 overflow<nsw, nuw> : i64
    %5052 = llvm.mlir.constant(32 : index) : i64
    %5053 = llvm.mul %4991, %5052 overflow<nsw, nuw> : i64
    %5054 = llvm.add %5051, %5053 overflow<nsw, nuw> : i64
    %5055 = llvm.add %5054, %4993 overflow<nsw, nuw> : i64
    %5056 = llvm.getelementptr inbounds|nuw %5049[%5055] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5048, %5056 : f32, !llvm.ptr
    %5057 = llvm.add %4995, %16 : i64
    llvm.br ^bb790(%5057 : i64)
  ^bb792:  // pred: ^bb790
    %5058 = llvm.add %4993, %16 : i64
    llvm.br ^bb788(%5058 : i64)
  ^bb793:  // pred: ^bb788
    %5059 = llvm.add %4991, %16 : i64
    llvm.br ^bb786(%5059 : i64)
  ^bb794:  // pred: ^bb786
    %5060 = llvm.add %4989, %16 : i64
    llvm.br ^bb784(%5060 : i64)
  ^bb795:  // pred: ^bb784
    llvm.br ^bb796(%27 : i64)
  ^bb796(%5061: i64):  // 2 preds: ^bb795, ^bb803
    %5062 = llvm.icmp "slt" %5061, %16 : i64
    llvm.cond_br %5062, ^bb797, ^bb804
  ^bb797:  // pred: ^bb796
    llvm.br ^bb798(%27 : i64)
  ^bb798(%5063: i64):  // 2 preds: ^bb797, ^bb802
    %5064 = llvm.icmp "slt" %5063, %15 : i64
    llvm.cond_br %5064, ^bb799, ^bb803
  ^bb799:  // pred: ^bb798
    llvm.br ^bb800(%27 : i64)
  ^bb800(%5065: i64):  // 2 preds: ^bb799, ^bb801
    %5066 = llvm.icmp "slt" %5065, %14 : i64
    llvm.cond_br %5066, ^bb801, ^bb802
  ^bb801:  // pred: ^bb800
    %5067 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5068 = llvm.mlir.constant(256 : index) : i64
    %5069 = llvm.mul %5061, %5068 overflow<nsw, nuw> : i64
    %5070 = llvm.mlir.constant(32 : index) : i64
    %5071 = llvm.mul %5063, %5070 overflow<nsw, nuw> : i64
    %5072 = llvm.add %5069, %5071 overflow<nsw, nuw> : i64
    %5073 = llvm.add %5072, %5065 overflow<nsw, nuw> : i64
    %5074 = llvm.getelementptr inbounds|nuw %5067[%5073] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5075 = llvm.load %5074 : !llvm.ptr -> f32
    %5076 = llvm.extractvalue %2835[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5077 = llvm.mlir.constant(256 : index) : i64
    %5078 = llvm.mul %5061, %5077 overflow<nsw, nuw> : i64
    %5079 = llvm.mlir.constant(32 : index) : i64
    %5080 = llvm.mul %5063, %5079 overflow<nsw, nuw> : i64
    %5081 = llvm.add %5078, %5080 overflow<nsw, nuw> : i64
    %5082 = llvm.add %5081, %5065 overflow<nsw, nuw> : i64
    %5083 = llvm.getelementptr inbounds|nuw %5076[%5082] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5084 = llvm.load %5083 : !llvm.ptr -> f32
    %5085 = llvm.extractvalue %80[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5086 = llvm.getelementptr inbounds|nuw %5085[%5065] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5087 = llvm.load %5086 : !llvm.ptr -> f32
    %5088 = llvm.fadd %5084, %5087 : f32
    %5089 = llvm.fadd %5075, %5088 : f32
    %5090 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5091 = llvm.mlir.constant(256 : index) : i64
    %5092 = llvm.mul %5061, %5091 overflow<nsw, nuw> : i64
    %5093 = llvm.mlir.constant(32 : index) : i64
    %5094 = llvm.mul %5063, %5093 overflow<nsw, nuw> : i64
    %5095 = llvm.add %5092, %5094 overflow<nsw, nuw> : i64
    %5096 = llvm.add %5095, %5065 overflow<nsw, nuw> : i64
    %5097 = llvm.getelementptr inbounds|nuw %5090[%5096] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5089, %5097 : f32, !llvm.ptr
    %5098 = llvm.add %5065, %16 : i64
    llvm.br ^bb800(%5098 : i64)
  ^bb802:  // pred: ^bb800
    %5099 = llvm.add %5063, %16 : i64
    llvm.br ^bb798(%5099 : i64)
  ^bb803:  // pred: ^bb798
    %5100 = llvm.add %5061, %16 : i64
    llvm.br ^bb796(%5100 : i64)
  ^bb804:  // pred: ^bb796
    llvm.br ^bb805(%27 : i64)
  ^bb805(%5101: i64):  // 2 preds: ^bb804, ^bb812
    %5102 = llvm.icmp "slt" %5101, %16 : i64
    llvm.cond_br %5102, ^bb806, ^bb813
  ^bb806:  // pred: ^bb805
    llvm.br ^bb807(%27 : i64)
  ^bb807(%5103: i64):  // 2 preds: ^bb806, ^bb811
    %5104 = llvm.icmp "slt" %5103, %15 : i64
    llvm.cond_br %5104, ^bb808, ^bb812
  ^bb808:  // pred: ^bb807
    llvm.br ^bb809(%27 : i64)
  ^bb809(%5105: i64):  // 2 preds: ^bb808, ^bb810
    %5106 = llvm.icmp "slt" %5105, %14 : i64
    llvm.cond_br %5106, ^bb810, ^bb811
  ^bb810:  // pred: ^bb809
    %5107 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5108 = llvm.mlir.constant(256 : index) : i64
    %5109 = llvm.mul %5101, %5108 overflow<nsw, nuw> : i64
    %5110 = llvm.mlir.constant(32 : index) : i64
    %5111 = llvm.mul %5103, %5110 overflow<nsw, nuw> : i64
    %5112 = llvm.add %5109, %5111 overflow<nsw, nuw> : i64
    %5113 = llvm.add %5112, %5105 overflow<nsw, nuw> : i64
    %5114 = llvm.getelementptr inbounds|nuw %5107[%5113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5115 = llvm.load %5114 : !llvm.ptr -> f32
    %5116 = llvm.fpext %5115 : f32 to f64
    %5117 = llvm.extractvalue %1143[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5118 = llvm.mlir.constant(256 : index) : i64
    %5119 = llvm.mul %5101, %5118 overflow<nsw, nuw> : i64
    %5120 = llvm.mlir.constant(32 : index) : i64
    %5121 = llvm.mul %5103, %5120 overflow<nsw, nuw> : i64
    %5122 = llvm.add %5119, %5121 overflow<nsw, nuw> : i64
    %5123 = llvm.add %5122, %5105 overflow<nsw, nuw> : i64
    %5124 = llvm.getelementptr inbounds|nuw %5117[%5123] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5116, %5124 : f64, !llvm.ptr
    %5125 = llvm.add %5105, %16 : i64
    llvm.br ^bb809(%5125 : i64)
  ^bb811:  // pred: ^bb809
    %5126 = llvm.add %5103, %16 : i64
    llvm.br ^bb807(%5126 : i64)
  ^bb812:  // pred: ^bb807
    %5127 = llvm.add %5101, %16 : i64
    llvm.br ^bb805(%5127 : i64)
  ^bb813:  // pred: ^bb805
    %5128 = llvm.mlir.constant(1 : index) : i64
    %5129 = llvm.mlir.constant(8 : index) : i64
    %5130 = llvm.mlir.constant(1 : index) : i64
    %5131 = llvm.mlir.constant(1 : index) : i64
    %5132 = llvm.mlir.constant(8 : index) : i64
    %5133 = llvm.mlir.zero : !llvm.ptr
    %5134 = llvm.getelementptr %5133[%5132] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5135 = llvm.ptrtoint %5134 : !llvm.ptr to i64
    %5136 = llvm.mlir.constant(64 : index) : i64
    %5137 = llvm.add %5135, %5136 : i64
    %5138 = llvm.call @malloc(%5137) : (i64) -> !llvm.ptr
    %5139 = llvm.ptrtoint %5138 : !llvm.ptr to i64
    %5140 = llvm.mlir.constant(1 : index) : i64
    %5141 = llvm.sub %5136, %5140 : i64
    %5142 = llvm.add %5139, %5141 : i64
    %5143 = llvm.urem %5142, %5136 : i64
    %5144 = llvm.sub %5142, %5143 : i64
    %5145 = llvm.inttoptr %5144 : i64 to !llvm.ptr
    %5146 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5147 = llvm.insertvalue %5138, %5146[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5148 = llvm.insertvalue %5145, %5147[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5149 = llvm.mlir.constant(0 : index) : i64
    %5150 = llvm.insertvalue %5149, %5148[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5151 = llvm.insertvalue %5128, %5150[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5152 = llvm.insertvalue %5129, %5151[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5153 = llvm.insertvalue %5130, %5152[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5154 = llvm.insertvalue %5129, %5153[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5155 = llvm.insertvalue %5130, %5154[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5156 = llvm.insertvalue %5131, %5155[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb814(%27 : i64)
  ^bb814(%5157: i64):  // 2 preds: ^bb813, ^bb821
    %5158 = llvm.icmp "slt" %5157, %16 : i64
    llvm.cond_br %5158, ^bb815, ^bb822
  ^bb815:  // pred: ^bb814
    llvm.br ^bb816(%27 : i64)
  ^bb816(%5159: i64):  // 2 preds: ^bb815, ^bb820
    %5160 = llvm.icmp "slt" %5159, %15 : i64
    llvm.cond_br %5160, ^bb817, ^bb821
  ^bb817:  // pred: ^bb816
    llvm.br ^bb818(%27 : i64)
  ^bb818(%5161: i64):  // 2 preds: ^bb817, ^bb819
    %5162 = llvm.icmp "slt" %5161, %16 : i64
    llvm.cond_br %5162, ^bb819, ^bb820
  ^bb819:  // pred: ^bb818
    %5163 = llvm.extractvalue %1199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5164 = llvm.mlir.constant(8 : index) : i64
    %5165 = llvm.mul %5157, %5164 overflow<nsw, nuw> : i64
    %5166 = llvm.add %5165, %5159 overflow<nsw, nuw> : i64
    %5167 = llvm.add %5166, %5161 overflow<nsw, nuw> : i64
    %5168 = llvm.getelementptr inbounds|nuw %5163[%5167] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5169 = llvm.load %5168 : !llvm.ptr -> f64
    %5170 = llvm.extractvalue %5156[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5171 = llvm.mlir.constant(8 : index) : i64
    %5172 = llvm.mul %5157, %5171 overflow<nsw, nuw> : i64
    %5173 = llvm.add %5172, %5159 overflow<nsw, nuw> : i64
    %5174 = llvm.add %5173, %5161 overflow<nsw, nuw> : i64
    %5175 = llvm.getelementptr inbounds|nuw %5170[%5174] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5169, %5175 : f64, !llvm.ptr
    %5176 = llvm.add %5161, %16 : i64
    llvm.br ^bb818(%5176 : i64)
  ^bb820:  // pred: ^bb818
    %5177 = llvm.add %5159, %16 : i64
    llvm.br ^bb816(%5177 : i64)
  ^bb821:  // pred: ^bb816
    %5178 = llvm.add %5157, %16 : i64
    llvm.br ^bb814(%5178 : i64)
  ^bb822:  // pred: ^bb814
    llvm.br ^bb823(%27 : i64)
  ^bb823(%5179: i64):  // 2 preds: ^bb822, ^bb830
    %5180 = llvm.icmp "slt" %5179, %16 : i64
    llvm.cond_br %5180, ^bb824, ^bb831
  ^bb824:  // pred: ^bb823
    llvm.br ^bb825(%27 : i64)
  ^bb825(%5181: i64):  // 2 preds: ^bb824, ^bb829
    %5182 = llvm.icmp "slt" %5181, %15 : i64
    llvm.cond_br %5182, ^bb826, ^bb830
  ^bb826:  // pred: ^bb825
    llvm.br ^bb827(%27 : i64)
  ^bb827(%5183: i64):  // 2 preds: ^bb826, ^bb828
    %5184 = llvm.icmp "slt" %5183, %14 : i64
    llvm.cond_br %5184, ^bb828, ^bb829
  ^bb828:  // pred: ^bb827
    %5185 = llvm.extractvalue %1143[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5186 = llvm.mlir.constant(256 : index) : i64
    %5187 = llvm.mul %5179, %5186 overflow<nsw, nuw> : i64
    %5188 = llvm.mlir.constant(32 : index) : i64
    %5189 = llvm.mul %5181, %5188 overflow<nsw, nuw> : i64
    %5190 = llvm.add %5187, %5189 overflow<nsw, nuw> : i64
    %5191 = llvm.add %5190, %5183 overflow<nsw, nuw> : i64
    %5192 = llvm.getelementptr inbounds|nuw %5185[%5191] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5193 = llvm.load %5192 : !llvm.ptr -> f64
    %5194 = llvm.extractvalue %5156[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5195 = llvm.mlir.constant(8 : index) : i64
    %5196 = llvm.mul %5179, %5195 overflow<nsw, nuw> : i64
    %5197 = llvm.add %5196, %5181 overflow<nsw, nuw> : i64
    %5198 = llvm.add %5197, %27 overflow<nsw, nuw> : i64
    %5199 = llvm.getelementptr inbounds|nuw %5194[%5198] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5200 = llvm.load %5199 : !llvm.ptr -> f64
    %5201 = llvm.fadd %5193, %5200 : f64
    %5202 = llvm.extractvalue %5156[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5203 = llvm.mlir.constant(8 : index) : i64
    %5204 = llvm.mul %5179, %5203 overflow<nsw, nuw> : i64
    %5205 = llvm.add %5204, %5181 overflow<nsw, nuw> : i64
    %5206 = llvm.add %5205, %27 overflow<nsw, nuw> : i64
    %5207 = llvm.getelementptr inbounds|nuw %5202[%5206] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5201, %5207 : f64, !llvm.ptr
    %5208 = llvm.add %5183, %16 : i64
    llvm.br ^bb827(%5208 : i64)
  ^bb829:  // pred: ^bb827
    %5209 = llvm.add %5181, %16 : i64
    llvm.br ^bb825(%5209 : i64)
  ^bb830:  // pred: ^bb825
    %5210 = llvm.add %5179, %16 : i64
    llvm.br ^bb823(%5210 : i64)
  ^bb831:  // pred: ^bb823
    llvm.br ^bb832(%27 : i64)
  ^bb832(%5211: i64):  // 2 preds: ^bb831, ^bb839
    %5212 = llvm.icmp "slt" %5211, %16 : i64
    llvm.cond_br %5212, ^bb833, ^bb840
  ^bb833:  // pred: ^bb832
    llvm.br ^bb834(%27 : i64)
  ^bb834(%5213: i64):  // 2 preds: ^bb833, ^bb838
    %5214 = llvm.icmp "slt" %5213, %15 : i64
    llvm.cond_br %5214, ^bb835, ^bb839
  ^bb835:  // pred: ^bb834
    llvm.br ^bb836(%27 : i64)
  ^bb836(%5215: i64):  // 2 preds: ^bb835, ^bb837
    %5216 = llvm.icmp "slt" %5215, %14 : i64
    llvm.cond_br %5216, ^bb837, ^bb838
  ^bb837:  // pred: ^bb836
    %5217 = llvm.extractvalue %1143[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5218 = llvm.mlir.constant(256 : index) : i64
    %5219 = llvm.mul %5211, %5218 overflow<nsw, nuw> : i64
    %5220 = llvm.mlir.constant(32 : index) : i64
    %5221 = llvm.mul %5213, %5220 overflow<nsw, nuw> : i64
    %5222 = llvm.add %5219, %5221 overflow<nsw, nuw> : i64
    %5223 = llvm.add %5222, %5215 overflow<nsw, nuw> : i64
    %5224 = llvm.getelementptr inbounds|nuw %5217[%5223] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5225 = llvm.load %5224 : !llvm.ptr -> f64
    %5226 = llvm.extractvalue %5156[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5227 = llvm.mlir.constant(8 : index) : i64
    %5228 = llvm.mul %5211, %5227 overflow<nsw, nuw> : i64
    %5229 = llvm.add %5228, %5213 overflow<nsw, nuw> : i64
    %5230 = llvm.add %5229, %27 overflow<nsw, nuw> : i64
    %5231 = llvm.getelementptr inbounds|nuw %5226[%5230] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5232 = llvm.load %5231 : !llvm.ptr -> f64
    %5233 = llvm.extractvalue %1199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5234 = llvm.mlir.constant(8 : index) : i64
    %5235 = llvm.mul %5211, %5234 overflow<nsw, nuw> : i64
    %5236 = llvm.add %5235, %5213 overflow<nsw, nuw> : i64
    %5237 = llvm.add %5236, %27 overflow<nsw, nuw> : i64
    %5238 = llvm.getelementptr inbounds|nuw %5233[%5237] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5239 = llvm.load %5238 : !llvm.ptr -> f64
    %5240 = llvm.fdiv %5232, %21 : f64
    %5241 = llvm.fsub %5225, %5240 : f64
    %5242 = llvm.fmul %5241, %5241 : f64
    %5243 = llvm.fadd %5242, %5239 : f64
    %5244 = llvm.extractvalue %1199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5245 = llvm.mlir.constant(8 : index) : i64
    %5246 = llvm.mul %5211, %5245 overflow<nsw, nuw> : i64
    %5247 = llvm.add %5246, %5213 overflow<nsw, nuw> : i64
    %5248 = llvm.add %5247, %27 overflow<nsw, nuw> : i64
    %5249 = llvm.getelementptr inbounds|nuw %5244[%5248] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5243, %5249 : f64, !llvm.ptr
    %5250 = llvm.add %5215, %16 : i64
    llvm.br ^bb836(%5250 : i64)
  ^bb838:  // pred: ^bb836
    %5251 = llvm.add %5213, %16 : i64
    llvm.br ^bb834(%5251 : i64)
  ^bb839:  // pred: ^bb834
    %5252 = llvm.add %5211, %16 : i64
    llvm.br ^bb832(%5252 : i64)
  ^bb840:  // pred: ^bb832
    llvm.br ^bb841(%27 : i64)
  ^bb841(%5253: i64):  // 2 preds: ^bb840, ^bb848
    %5254 = llvm.icmp "slt" %5253, %16 : i64
    llvm.cond_br %5254, ^bb842, ^bb849
  ^bb842:  // pred: ^bb841
    llvm.br ^bb843(%27 : i64)
  ^bb843(%5255: i64):  // 2 preds: ^bb842, ^bb847
    %5256 = llvm.icmp "slt" %5255, %15 : i64
    llvm.cond_br %5256, ^bb844, ^bb848
  ^bb844:  // pred: ^bb843
    llvm.br ^bb845(%27 : i64)
  ^bb845(%5257: i64):  // 2 preds: ^bb844, ^bb846
    %5258 = llvm.icmp "slt" %5257, %14 : i64
    llvm.cond_br %5258, ^bb846, ^bb847
  ^bb846:  // pred: ^bb845
    %5259 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5260 = llvm.mlir.constant(256 : index) : i64
    %5261 = llvm.mul %5253, %5260 overflow<nsw, nuw> : i64
    %5262 = llvm.mlir.constant(32 : index) : i64
    %5263 = llvm.mul %5255, %5262 overflow<nsw, nuw> : i64
    %5264 = llvm.add %5261, %5263 overflow<nsw, nuw> : i64
    %5265 = llvm.add %5264, %5257 overflow<nsw, nuw> : i64
    %5266 = llvm.getelementptr inbounds|nuw %5259[%5265] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5267 = llvm.load %5266 : !llvm.ptr -> f32
    %5268 = llvm.extractvalue %1419[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5269 = llvm.mlir.constant(8 : index) : i64
    %5270 = llvm.mul %5253, %5269 overflow<nsw, nuw> : i64
    %5271 = llvm.add %5270, %5255 overflow<nsw, nuw> : i64
    %5272 = llvm.add %5271, %27 overflow<nsw, nuw> : i64
    %5273 = llvm.getelementptr inbounds|nuw %5268[%5272] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5274 = llvm.load %5273 : !llvm.ptr -> f32
    %5275 = llvm.fadd %5267, %5274 : f32
    %5276 = llvm.extractvalue %1419[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5277 = llvm.mlir.constant(8 : index) : i64
    %5278 = llvm.mul %5253, %5277 overflow<nsw, nuw> : i64
    %5279 = llvm.add %5278, %5255 overflow<nsw, nuw> : i64
    %5280 = llvm.add %5279, %27 overflow<nsw, nuw> : i64
    %5281 = llvm.getelementptr inbounds|nuw %5276[%5280] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5275, %5281 : f32, !llvm.ptr
    %5282 = llvm.add %5257, %16 : i64
    llvm.br ^bb845(%5282 : i64)
  ^bb847:  // pred: ^bb845
    %5283 = llvm.add %5255, %16 : i64
    llvm.br ^bb843(%5283 : i64)
  ^bb848:  // pred: ^bb843
    %5284 = llvm.add %5253, %16 : i64
    llvm.br ^bb841(%5284 : i64)
  ^bb849:  // pred: ^bb841
    llvm.br ^bb850(%27 : i64)
  ^bb850(%5285: i64):  // 2 preds: ^bb849, ^bb857
    %5286 = llvm.icmp "slt" %5285, %16 : i64
    llvm.cond_br %5286, ^bb851, ^bb858
  ^bb851:  // pred: ^bb850
    llvm.br ^bb852(%27 : i64)
  ^bb852(%5287: i64):  // 2 preds: ^bb851, ^bb856
    %5288 = llvm.icmp "slt" %5287, %15 : i64
    llvm.cond_br %5288, ^bb853, ^bb857
  ^bb853:  // pred: ^bb852
    llvm.br ^bb854(%27 : i64)
  ^bb854(%5289: i64):  // 2 preds: ^bb853, ^bb855
    %5290 = llvm.icmp "slt" %5289, %14 : i64
    llvm.cond_br %5290, ^bb855, ^bb856
  ^bb855:  // pred: ^bb854
    %5291 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5292 = llvm.mlir.constant(256 : index) : i64
    %5293 = llvm.mul %5285, %5292 overflow<nsw, nuw> : i64
    %5294 = llvm.mlir.constant(32 : index) : i64
    %5295 = llvm.mul %5287, %5294 overflow<nsw, nuw> : i64
    %5296 = llvm.add %5293, %5295 overflow<nsw, nuw> : i64
    %5297 = llvm.add %5296, %5289 overflow<nsw, nuw> : i64
    %5298 = llvm.getelementptr inbounds|nuw %5291[%5297] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5299 = llvm.load %5298 : !llvm.ptr -> f32
    %5300 = llvm.extractvalue %1419[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5301 = llvm.mlir.constant(8 : index) : i64
    %5302 = llvm.mul %5285, %5301 overflow<nsw, nuw> : i64
    %5303 = llvm.add %5302, %5287 overflow<nsw, nuw> : i64
    %5304 = llvm.add %5303, %27 overflow<nsw, nuw> : i64
    %5305 = llvm.getelementptr inbounds|nuw %5300[%5304] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5306 = llvm.load %5305 : !llvm.ptr -> f32
    %5307 = llvm.extractvalue %1199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5308 = llvm.mlir.constant(8 : index) : i64
    %5309 = llvm.mul %5285, %5308 overflow<nsw, nuw> : i64
    %5310 = llvm.add %5309, %5287 overflow<nsw, nuw> : i64
    %5311 = llvm.add %5310, %27 overflow<nsw, nuw> : i64
    %5312 = llvm.getelementptr inbounds|nuw %5307[%5311] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5313 = llvm.load %5312 : !llvm.ptr -> f64
    %5314 = llvm.extractvalue %64[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5315 = llvm.getelementptr inbounds|nuw %5314[%5289] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5316 = llvm.load %5315 : !llvm.ptr -> f32
    %5317 = llvm.extractvalue %48[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5318 = llvm.getelementptr inbounds|nuw %5317[%5289] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5319 = llvm.load %5318 : !llvm.ptr -> f32
    %5320 = llvm.fdiv %5313, %21 : f64
    %5321 = llvm.fptrunc %5320 : f64 to f32
    %5322 = llvm.fptrunc %22 : f64 to f32
    %5323 = llvm.fadd %5321, %5322 : f32
    %5324 = llvm.intr.sqrt(%5323) : (f32) -> f32
    %5325 = llvm.fdiv %17, %5324 : f32
    %5326 = llvm.fdiv %5306, %20 : f32
    %5327 = llvm.fsub %5299, %5326 : f32
    %5328 = llvm.fmul %5327, %5325 : f32
    %5329 = llvm.fmul %5328, %5316 : f32
    %5330 = llvm.fadd %5329, %5319 : f32
    %5331 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5332 = llvm.mlir.constant(256 : index) : i64
    %5333 = llvm.mul %5285, %5332 overflow<nsw, nuw> : i64
    %5334 = llvm.mlir.constant(32 : index) : i64
    %5335 = llvm.mul %5287, %5334 overflow<nsw, nuw> : i64
    %5336 = llvm.add %5333, %5335 overflow<nsw, nuw> : i64
    %5337 = llvm.add %5336, %5289 overflow<nsw, nuw> : i64
    %5338 = llvm.getelementptr inbounds|nuw %5331[%5337] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5330, %5338 : f32, !llvm.ptr
    %5339 = llvm.add %5289, %16 : i64
    llvm.br ^bb854(%5339 : i64)
  ^bb856:  // pred: ^bb854
    %5340 = llvm.add %5287, %16 : i64
    llvm.br ^bb852(%5340 : i64)
  ^bb857:  // pred: ^bb852
    %5341 = llvm.add %5285, %16 : i64
    llvm.br ^bb850(%5341 : i64)
  ^bb858:  // pred: ^bb850
    %5342 = llvm.extractvalue %572[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%5342) : (!llvm.ptr) -> ()
    %5343 = llvm.extractvalue %674[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%5343) : (!llvm.ptr) -> ()
    %5344 = llvm.extractvalue %716[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%5344) : (!llvm.ptr) -> ()
    %5345 = llvm.extractvalue %821[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%5345) : (!llvm.ptr) -> ()
    %5346 = llvm.extractvalue %880[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%5346) : (!llvm.ptr) -> ()
    %5347 = llvm.extractvalue %902[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%5347) : (!llvm.ptr) -> ()
    %5348 = llvm.extractvalue %915[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%5348) : (!llvm.ptr) -> ()
    %5349 = llvm.extractvalue %1034[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%5349) : (!llvm.ptr) -> ()
    %5350 = llvm.extractvalue %1143[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5350) : (!llvm.ptr) -> ()
    %5351 = llvm.extractvalue %1199[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5351) : (!llvm.ptr) -> ()
    %5352 = llvm.extractvalue %1243[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5352) : (!llvm.ptr) -> ()
    %5353 = llvm.extractvalue %1326[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5353) : (!llvm.ptr) -> ()
    %5354 = llvm.extractvalue %1419[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5354) : (!llvm.ptr) -> ()
    %5355 = llvm.extractvalue %1463[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5355) : (!llvm.ptr) -> ()
    %5356 = llvm.extractvalue %1543[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%5356) : (!llvm.ptr) -> ()
    %5357 = llvm.extractvalue %1603[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5357) : (!llvm.ptr) -> ()
    %5358 = llvm.extractvalue %1736[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5358) : (!llvm.ptr) -> ()
    %5359 = llvm.extractvalue %1865[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5359) : (!llvm.ptr) -> ()
    %5360 = llvm.extractvalue %1939[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%5360) : (!llvm.ptr) -> ()
    %5361 = llvm.extractvalue %2074[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%5361) : (!llvm.ptr) -> ()
    %5362 = llvm.extractvalue %2153[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5362) : (!llvm.ptr) -> ()
    %5363 = llvm.extractvalue %2253[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%5363) : (!llvm.ptr) -> ()
    %5364 = llvm.extractvalue %2415[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%5364) : (!llvm.ptr) -> ()
    %5365 = llvm.extractvalue %2469[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%5365) : (!llvm.ptr) -> ()
    %5366 = llvm.extractvalue %2574[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5366) : (!llvm.ptr) -> ()
    %5367 = llvm.extractvalue %2648[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%5367) : (!llvm.ptr) -> ()
    %5368 = llvm.extractvalue %2786[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%5368) : (!llvm.ptr) -> ()
    %5369 = llvm.extractvalue %2865[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5369) : (!llvm.ptr) -> ()
    %5370 = llvm.extractvalue %3042[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5370) : (!llvm.ptr) -> ()
    %5371 = llvm.extractvalue %3125[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5371) : (!llvm.ptr) -> ()
    %5372 = llvm.extractvalue %3218[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5372) : (!llvm.ptr) -> ()
    %5373 = llvm.extractvalue %3298[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%5373) : (!llvm.ptr) -> ()
    %5374 = llvm.extractvalue %3358[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5374) : (!llvm.ptr) -> ()
    %5375 = llvm.extractvalue %3491[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5375) : (!llvm.ptr) -> ()
    %5376 = llvm.extractvalue %3685[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5376) : (!llvm.ptr) -> ()
    %5377 = llvm.extractvalue %3768[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5377) : (!llvm.ptr) -> ()
    %5378 = llvm.extractvalue %3861[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5378) : (!llvm.ptr) -> ()
    %5379 = llvm.extractvalue %4022[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5379) : (!llvm.ptr) -> ()
    %5380 = llvm.extractvalue %4504[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5380) : (!llvm.ptr) -> ()
    %5381 = llvm.extractvalue %4681[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5381) : (!llvm.ptr) -> ()
    %5382 = llvm.extractvalue %4764[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5382) : (!llvm.ptr) -> ()
    %5383 = llvm.extractvalue %4857[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5383) : (!llvm.ptr) -> ()
    %5384 = llvm.extractvalue %5156[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%5384) : (!llvm.ptr) -> ()
    llvm.return %550 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  }
}
// irlower-stages: fx_graph=7b815eaf8853 torch_mlir=39d49863922d linalg_on_tensors_mlir=220d419f06b2
