module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global private constant @__constant_96x32xf32(dense_resource<torch_tensor_96_32_torch.float32> : tensor<96x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<96 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_96xf32(dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<96 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32(dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_4(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_3(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_2(dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_64x32xf32(dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_64xf32(dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_32x64xf32(dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<64 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_1(dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_0(dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.func @main(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7 = llvm.insertvalue %arg7, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8 = llvm.insertvalue %arg5, %7[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9 = llvm.insertvalue %arg8, %8[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10 = llvm.mlir.constant(1.44269502 : f32) : f32
    %11 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %12 = llvm.mlir.constant(64 : index) : i64
    %13 = llvm.mlir.constant(4 : index) : i64
    %14 = llvm.mlir.constant(32 : index) : i64
    %15 = llvm.mlir.constant(3 : index) : i64
    %16 = llvm.mlir.constant(8 : index) : i64
    %17 = llvm.mlir.constant(1 : index) : i64
    %18 = llvm.mlir.constant(0 : index) : i64
    %19 = llvm.mlir.constant(true) : i1
    %20 = llvm.mlir.constant(3.200000e+01 : f32) : f32
    %21 = llvm.mlir.constant(3.200000e+01 : f64) : f64
    %22 = llvm.mlir.constant(0.59460355750136051 : f64) : f64
    %23 = llvm.mlir.constant(0xFFF0000000000000 : f64) : f64
    %24 = llvm.mlir.constant(1.000000e-05 : f64) : f64
    %25 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %26 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %27 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %28 = llvm.mlir.constant(32 : index) : i64
    %29 = llvm.mlir.constant(1 : index) : i64
    %30 = llvm.mlir.zero : !llvm.ptr
    %31 = llvm.getelementptr %30[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %32 = llvm.ptrtoint %31 : !llvm.ptr to i64
    %33 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
    %34 = llvm.getelementptr %33[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %35 = llvm.mlir.constant(3735928559 : index) : i64
    %36 = llvm.inttoptr %35 : i64 to !llvm.ptr
    %37 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %38 = llvm.insertvalue %36, %37[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %39 = llvm.insertvalue %34, %38[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %40 = llvm.mlir.constant(0 : index) : i64
    %41 = llvm.insertvalue %40, %39[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %42 = llvm.insertvalue %28, %41[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %43 = llvm.insertvalue %29, %42[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %44 = llvm.mlir.constant(32 : index) : i64
    %45 = llvm.mlir.constant(1 : index) : i64
    %46 = llvm.mlir.zero : !llvm.ptr
    %47 = llvm.getelementptr %46[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %48 = llvm.ptrtoint %47 : !llvm.ptr to i64
    %49 = llvm.mlir.addressof @__constant_32xf32_0 : !llvm.ptr
    %50 = llvm.getelementptr %49[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %51 = llvm.mlir.constant(3735928559 : index) : i64
    %52 = llvm.inttoptr %51 : i64 to !llvm.ptr
    %53 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %54 = llvm.insertvalue %52, %53[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %55 = llvm.insertvalue %50, %54[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %56 = llvm.mlir.constant(0 : index) : i64
    %57 = llvm.insertvalue %56, %55[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %58 = llvm.insertvalue %44, %57[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %59 = llvm.insertvalue %45, %58[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %60 = llvm.mlir.constant(32 : index) : i64
    %61 = llvm.mlir.constant(1 : index) : i64
    %62 = llvm.mlir.zero : !llvm.ptr
    %63 = llvm.getelementptr %62[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %64 = llvm.ptrtoint %63 : !llvm.ptr to i64
    %65 = llvm.mlir.addressof @__constant_32xf32_1 : !llvm.ptr
    %66 = llvm.getelementptr %65[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %67 = llvm.mlir.constant(3735928559 : index) : i64
    %68 = llvm.inttoptr %67 : i64 to !llvm.ptr
    %69 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %70 = llvm.insertvalue %68, %69[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %71 = llvm.insertvalue %66, %70[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %72 = llvm.mlir.constant(0 : index) : i64
    %73 = llvm.insertvalue %72, %71[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %74 = llvm.insertvalue %60, %73[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %75 = llvm.insertvalue %61, %74[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %76 = llvm.mlir.constant(32 : index) : i64
    %77 = llvm.mlir.constant(64 : index) : i64
    %78 = llvm.mlir.constant(1 : index) : i64
    %79 = llvm.mlir.constant(2048 : index) : i64
    %80 = llvm.mlir.zero : !llvm.ptr
    %81 = llvm.getelementptr %80[%79] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %82 = llvm.ptrtoint %81 : !llvm.ptr to i64
    %83 = llvm.mlir.addressof @__constant_32x64xf32 : !llvm.ptr
    %84 = llvm.getelementptr %83[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<64 x f32>>
    %85 = llvm.mlir.constant(3735928559 : index) : i64
    %86 = llvm.inttoptr %85 : i64 to !llvm.ptr
    %87 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %88 = llvm.insertvalue %86, %87[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %89 = llvm.insertvalue %84, %88[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %90 = llvm.mlir.constant(0 : index) : i64
    %91 = llvm.insertvalue %90, %89[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %92 = llvm.insertvalue %76, %91[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %93 = llvm.insertvalue %77, %92[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %94 = llvm.insertvalue %77, %93[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %95 = llvm.insertvalue %78, %94[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %96 = llvm.mlir.constant(64 : index) : i64
    %97 = llvm.mlir.constant(1 : index) : i64
    %98 = llvm.mlir.zero : !llvm.ptr
    %99 = llvm.getelementptr %98[%96] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %100 = llvm.ptrtoint %99 : !llvm.ptr to i64
    %101 = llvm.mlir.addressof @__constant_64xf32 : !llvm.ptr
    %102 = llvm.getelementptr %101[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %103 = llvm.mlir.constant(3735928559 : index) : i64
    %104 = llvm.inttoptr %103 : i64 to !llvm.ptr
    %105 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %106 = llvm.insertvalue %104, %105[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %107 = llvm.insertvalue %102, %106[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %108 = llvm.mlir.constant(0 : index) : i64
    %109 = llvm.insertvalue %108, %107[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %110 = llvm.insertvalue %96, %109[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %111 = llvm.insertvalue %97, %110[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %112 = llvm.mlir.constant(64 : index) : i64
    %113 = llvm.mlir.constant(32 : index) : i64
    %114 = llvm.mlir.constant(1 : index) : i64
    %115 = llvm.mlir.constant(2048 : index) : i64
    %116 = llvm.mlir.zero : !llvm.ptr
    %117 = llvm.getelementptr %116[%115] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %118 = llvm.ptrtoint %117 : !llvm.ptr to i64
    %119 = llvm.mlir.addressof @__constant_64x32xf32 : !llvm.ptr
    %120 = llvm.getelementptr %119[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %121 = llvm.mlir.constant(3735928559 : index) : i64
    %122 = llvm.inttoptr %121 : i64 to !llvm.ptr
    %123 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %124 = llvm.insertvalue %122, %123[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %125 = llvm.insertvalue %120, %124[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %126 = llvm.mlir.constant(0 : index) : i64
    %127 = llvm.insertvalue %126, %125[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %128 = llvm.insertvalue %112, %127[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %129 = llvm.insertvalue %113, %128[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %130 = llvm.insertvalue %113, %129[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %131 = llvm.insertvalue %114, %130[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %132 = llvm.mlir.constant(32 : index) : i64
    %133 = llvm.mlir.constant(1 : index) : i64
    %134 = llvm.mlir.zero : !llvm.ptr
    %135 = llvm.getelementptr %134[%132] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %136 = llvm.ptrtoint %135 : !llvm.ptr to i64
    %137 = llvm.mlir.addressof @__constant_32xf32_2 : !llvm.ptr
    %138 = llvm.getelementptr %137[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %139 = llvm.mlir.constant(3735928559 : index) : i64
    %140 = llvm.inttoptr %139 : i64 to !llvm.ptr
    %141 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %142 = llvm.insertvalue %140, %141[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %143 = llvm.insertvalue %138, %142[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %144 = llvm.mlir.constant(0 : index) : i64
    %145 = llvm.insertvalue %144, %143[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %146 = llvm.insertvalue %132, %145[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %147 = llvm.insertvalue %133, %146[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %148 = llvm.mlir.constant(32 : index) : i64
    %149 = llvm.mlir.constant(1 : index) : i64
    %150 = llvm.mlir.zero : !llvm.ptr
    %151 = llvm.getelementptr %150[%148] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %152 = llvm.ptrtoint %151 : !llvm.ptr to i64
    %153 = llvm.mlir.addressof @__constant_32xf32_3 : !llvm.ptr
    %154 = llvm.getelementptr %153[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %155 = llvm.mlir.constant(3735928559 : index) : i64
    %156 = llvm.inttoptr %155 : i64 to !llvm.ptr
    %157 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %158 = llvm.insertvalue %156, %157[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %159 = llvm.insertvalue %154, %158[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %160 = llvm.mlir.constant(0 : index) : i64
    %161 = llvm.insertvalue %160, %159[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %162 = llvm.insertvalue %148, %161[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %163 = llvm.insertvalue %149, %162[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %164 = llvm.mlir.constant(32 : index) : i64
    %165 = llvm.mlir.constant(1 : index) : i64
    %166 = llvm.mlir.zero : !llvm.ptr
    %167 = llvm.getelementptr %166[%164] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %168 = llvm.ptrtoint %167 : !llvm.ptr to i64
    %169 = llvm.mlir.addressof @__constant_32xf32_4 : !llvm.ptr
    %170 = llvm.getelementptr %169[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %171 = llvm.mlir.constant(3735928559 : index) : i64
    %172 = llvm.inttoptr %171 : i64 to !llvm.ptr
    %173 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %174 = llvm.insertvalue %172, %173[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %175 = llvm.insertvalue %170, %174[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %176 = llvm.mlir.constant(0 : index) : i64
    %177 = llvm.insertvalue %176, %175[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %178 = llvm.insertvalue %164, %177[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %179 = llvm.insertvalue %165, %178[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %180 = llvm.mlir.constant(32 : index) : i64
    %181 = llvm.mlir.constant(32 : index) : i64
    %182 = llvm.mlir.constant(1 : index) : i64
    %183 = llvm.mlir.constant(1024 : index) : i64
    %184 = llvm.mlir.zero : !llvm.ptr
    %185 = llvm.getelementptr %184[%183] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %186 = llvm.ptrtoint %185 : !llvm.ptr to i64
    %187 = llvm.mlir.addressof @__constant_32x32xf32 : !llvm.ptr
    %188 = llvm.getelementptr %187[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %189 = llvm.mlir.constant(3735928559 : index) : i64
    %190 = llvm.inttoptr %189 : i64 to !llvm.ptr
    %191 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %192 = llvm.insertvalue %190, %191[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %193 = llvm.insertvalue %188, %192[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %194 = llvm.mlir.constant(0 : index) : i64
    %195 = llvm.insertvalue %194, %193[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %196 = llvm.insertvalue %180, %195[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %197 = llvm.insertvalue %181, %196[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %198 = llvm.insertvalue %181, %197[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %199 = llvm.insertvalue %182, %198[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %200 = llvm.mlir.constant(96 : index) : i64
    %201 = llvm.mlir.constant(1 : index) : i64
    %202 = llvm.mlir.zero : !llvm.ptr
    %203 = llvm.getelementptr %202[%200] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %204 = llvm.ptrtoint %203 : !llvm.ptr to i64
    %205 = llvm.mlir.addressof @__constant_96xf32 : !llvm.ptr
    %206 = llvm.getelementptr %205[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<96 x f32>
    %207 = llvm.mlir.constant(3735928559 : index) : i64
    %208 = llvm.inttoptr %207 : i64 to !llvm.ptr
    %209 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %210 = llvm.insertvalue %208, %209[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %211 = llvm.insertvalue %206, %210[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %212 = llvm.mlir.constant(0 : index) : i64
    %213 = llvm.insertvalue %212, %211[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %214 = llvm.insertvalue %200, %213[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %215 = llvm.insertvalue %201, %214[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %216 = llvm.mlir.constant(96 : index) : i64
    %217 = llvm.mlir.constant(32 : index) : i64
    %218 = llvm.mlir.constant(1 : index) : i64
    %219 = llvm.mlir.constant(3072 : index) : i64
    %220 = llvm.mlir.zero : !llvm.ptr
    %221 = llvm.getelementptr %220[%219] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %222 = llvm.ptrtoint %221 : !llvm.ptr to i64
    %223 = llvm.mlir.addressof @__constant_96x32xf32 : !llvm.ptr
    %224 = llvm.getelementptr %223[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<96 x array<32 x f32>>
    %225 = llvm.mlir.constant(3735928559 : index) : i64
    %226 = llvm.inttoptr %225 : i64 to !llvm.ptr
    %227 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %228 = llvm.insertvalue %226, %227[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %229 = llvm.insertvalue %224, %228[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %230 = llvm.mlir.constant(0 : index) : i64
    %231 = llvm.insertvalue %230, %229[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %232 = llvm.insertvalue %216, %231[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %233 = llvm.insertvalue %217, %232[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %234 = llvm.insertvalue %217, %233[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %235 = llvm.insertvalue %218, %234[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %236 = llvm.mlir.constant(1 : index) : i64
    %237 = llvm.mlir.constant(8 : index) : i64
    %238 = llvm.mlir.constant(1 : index) : i64
    %239 = llvm.mlir.constant(3 : index) : i64
    %240 = llvm.mlir.constant(32 : index) : i64
    %241 = llvm.mlir.constant(1 : index) : i64
    %242 = llvm.mlir.constant(96 : index) : i64
    %243 = llvm.mlir.constant(96 : index) : i64
    %244 = llvm.mlir.constant(768 : index) : i64
    %245 = llvm.mlir.constant(768 : index) : i64
    %246 = llvm.mlir.zero : !llvm.ptr
    %247 = llvm.getelementptr %246[%245] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %248 = llvm.ptrtoint %247 : !llvm.ptr to i64
    %249 = llvm.mlir.constant(64 : index) : i64
    %250 = llvm.add %248, %249 : i64
    %251 = llvm.call @malloc(%250) : (i64) -> !llvm.ptr
    %252 = llvm.ptrtoint %251 : !llvm.ptr to i64
    %253 = llvm.mlir.constant(1 : index) : i64
    %254 = llvm.sub %249, %253 : i64
    %255 = llvm.add %252, %254 : i64
    %256 = llvm.urem %255, %249 : i64
    %257 = llvm.sub %255, %256 : i64
    %258 = llvm.inttoptr %257 : i64 to !llvm.ptr
    %259 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %260 = llvm.insertvalue %251, %259[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %261 = llvm.insertvalue %258, %260[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %262 = llvm.mlir.constant(0 : index) : i64
    %263 = llvm.insertvalue %262, %261[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %264 = llvm.insertvalue %236, %263[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %265 = llvm.insertvalue %237, %264[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %266 = llvm.insertvalue %238, %265[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %267 = llvm.insertvalue %239, %266[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %268 = llvm.insertvalue %240, %267[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %269 = llvm.insertvalue %244, %268[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %270 = llvm.insertvalue %243, %269[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %271 = llvm.insertvalue %242, %270[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %272 = llvm.insertvalue %240, %271[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %273 = llvm.insertvalue %241, %272[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb1(%18 : i64)
  ^bb1(%274: i64):  // 2 preds: ^bb0, ^bb14
    %275 = llvm.icmp "slt" %274, %17 : i64
    llvm.cond_br %275, ^bb2, ^bb15
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%18 : i64)
  ^bb3(%276: i64):  // 2 preds: ^bb2, ^bb13
    %277 = llvm.icmp "slt" %276, %16 : i64
    llvm.cond_br %277, ^bb4, ^bb14
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%18 : i64)
  ^bb5(%278: i64):  // 2 preds: ^bb4, ^bb12
    %279 = llvm.icmp "slt" %278, %17 : i64
    llvm.cond_br %279, ^bb6, ^bb13
  ^bb6:  // pred: ^bb5
    llvm.br ^bb7(%18 : i64)
  ^bb7(%280: i64):  // 2 preds: ^bb6, ^bb11
    %281 = llvm.icmp "slt" %280, %15 : i64
    llvm.cond_br %281, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%18 : i64)
  ^bb9(%282: i64):  // 2 preds: ^bb8, ^bb10
    %283 = llvm.icmp "slt" %282, %14 : i64
    llvm.cond_br %283, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %284 = llvm.extractvalue %273[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %285 = llvm.mlir.constant(768 : index) : i64
    %286 = llvm.mul %274, %285 overflow<nsw, nuw> : i64
    %287 = llvm.mlir.constant(96 : index) : i64
    %288 = llvm.mul %276, %287 overflow<nsw, nuw> : i64
    %289 = llvm.add %286, %288 overflow<nsw, nuw> : i64
    %290 = llvm.mlir.constant(96 : index) : i64
    %291 = llvm.mul %278, %290 overflow<nsw, nuw> : i64
    %292 = llvm.add %289, %291 overflow<nsw, nuw> : i64
    %293 = llvm.mlir.constant(32 : index) : i64
    %294 = llvm.mul %280, %293 overflow<nsw, nuw> : i64
    %295 = llvm.add %292, %294 overflow<nsw, nuw> : i64
    %296 = llvm.add %295, %282 overflow<nsw, nuw> : i64
    %297 = llvm.getelementptr inbounds|nuw %284[%296] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %27, %297 : f32, !llvm.ptr
    %298 = llvm.add %282, %17 : i64
    llvm.br ^bb9(%298 : i64)
  ^bb11:  // pred: ^bb9
    %299 = llvm.add %280, %17 : i64
    llvm.br ^bb7(%299 : i64)
  ^bb12:  // pred: ^bb7
    %300 = llvm.add %278, %17 : i64
    llvm.br ^bb5(%300 : i64)
  ^bb13:  // pred: ^bb5
    %301 = llvm.add %276, %17 : i64
    llvm.br ^bb3(%301 : i64)
  ^bb14:  // pred: ^bb3
    %302 = llvm.add %274, %17 : i64
    llvm.br ^bb1(%302 : i64)
  ^bb15:  // pred: ^bb1
    %303 = llvm.extractvalue %9[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %304 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %305 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %306 = llvm.insertvalue %303, %305[0] : !llvm.struct<(ptr, ptr, i64)>
    %307 = llvm.insertvalue %304, %306[1] : !llvm.struct<(ptr, ptr, i64)>
    %308 = llvm.mlir.constant(0 : index) : i64
    %309 = llvm.insertvalue %308, %307[2] : !llvm.struct<(ptr, ptr, i64)>
    %310 = llvm.extractvalue %9[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %311 = llvm.extractvalue %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %312 = llvm.extractvalue %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %313 = llvm.extractvalue %9[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %314 = llvm.extractvalue %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %315 = llvm.extractvalue %9[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %316 = llvm.extractvalue %9[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %317 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %318 = llvm.extractvalue %309[0] : !llvm.struct<(ptr, ptr, i64)>
    %319 = llvm.extractvalue %309[1] : !llvm.struct<(ptr, ptr, i64)>
    %320 = llvm.insertvalue %318, %317[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %321 = llvm.insertvalue %319, %320[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %322 = llvm.mlir.constant(0 : index) : i64
    %323 = llvm.insertvalue %322, %321[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %324 = llvm.mlir.constant(1 : index) : i64
    %325 = llvm.insertvalue %324, %323[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %326 = llvm.mlir.constant(256 : index) : i64
    %327 = llvm.insertvalue %326, %325[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %328 = llvm.mlir.constant(1 : index) : i64
    %329 = llvm.insertvalue %328, %327[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %330 = llvm.mlir.constant(256 : index) : i64
    %331 = llvm.insertvalue %330, %329[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %332 = llvm.mlir.constant(8 : index) : i64
    %333 = llvm.insertvalue %332, %331[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %334 = llvm.mlir.constant(32 : index) : i64
    %335 = llvm.insertvalue %334, %333[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %336 = llvm.mlir.constant(32 : index) : i64
    %337 = llvm.insertvalue %336, %335[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %338 = llvm.mlir.constant(1 : index) : i64
    %339 = llvm.insertvalue %338, %337[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %340 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %341 = llvm.extractvalue %235[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %342 = llvm.extractvalue %235[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %343 = llvm.insertvalue %341, %340[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %344 = llvm.insertvalue %342, %343[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %345 = llvm.mlir.constant(0 : index) : i64
    %346 = llvm.insertvalue %345, %344[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %347 = llvm.mlir.constant(1 : index) : i64
    %348 = llvm.insertvalue %347, %346[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %349 = llvm.mlir.constant(3072 : index) : i64
    %350 = llvm.insertvalue %349, %348[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %351 = llvm.mlir.constant(3 : index) : i64
    %352 = llvm.insertvalue %351, %350[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %353 = llvm.mlir.constant(1024 : index) : i64
    %354 = llvm.insertvalue %353, %352[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %355 = llvm.mlir.constant(32 : index) : i64
    %356 = llvm.insertvalue %355, %354[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %357 = llvm.mlir.constant(32 : index) : i64
    %358 = llvm.insertvalue %357, %356[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %359 = llvm.mlir.constant(1 : index) : i64
    %360 = llvm.insertvalue %359, %358[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %361 = llvm.mlir.constant(32 : index) : i64
    %362 = llvm.insertvalue %361, %360[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %363 = llvm.mlir.constant(32 : index) : i64
    %364 = llvm.insertvalue %363, %362[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %365 = llvm.mlir.constant(1 : index) : i64
    %366 = llvm.insertvalue %365, %364[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %367 = llvm.mlir.constant(1 : index) : i64
    %368 = llvm.mlir.constant(8 : index) : i64
    %369 = llvm.mlir.constant(1 : index) : i64
    %370 = llvm.mlir.constant(3 : index) : i64
    %371 = llvm.mlir.constant(32 : index) : i64
    %372 = llvm.mlir.constant(1 : index) : i64
    %373 = llvm.mlir.constant(96 : index) : i64
    %374 = llvm.mlir.constant(96 : index) : i64
    %375 = llvm.mlir.constant(768 : index) : i64
    %376 = llvm.mlir.constant(768 : index) : i64
    %377 = llvm.mlir.zero : !llvm.ptr
    %378 = llvm.getelementptr %377[%376] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %379 = llvm.ptrtoint %378 : !llvm.ptr to i64
    %380 = llvm.mlir.constant(64 : index) : i64
    %381 = llvm.add %379, %380 : i64
    %382 = llvm.call @malloc(%381) : (i64) -> !llvm.ptr
    %383 = llvm.ptrtoint %382 : !llvm.ptr to i64
    %384 = llvm.mlir.constant(1 : index) : i64
    %385 = llvm.sub %380, %384 : i64
    %386 = llvm.add %383, %385 : i64
    %387 = llvm.urem %386, %380 : i64
    %388 = llvm.sub %386, %387 : i64
    %389 = llvm.inttoptr %388 : i64 to !llvm.ptr
    %390 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %391 = llvm.insertvalue %382, %390[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %392 = llvm.insertvalue %389, %391[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %393 = llvm.mlir.constant(0 : index) : i64
    %394 = llvm.insertvalue %393, %392[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %395 = llvm.insertvalue %367, %394[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %396 = llvm.insertvalue %368, %395[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %397 = llvm.insertvalue %369, %396[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %398 = llvm.insertvalue %370, %397[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %399 = llvm.insertvalue %371, %398[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %400 = llvm.insertvalue %375, %399[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %401 = llvm.insertvalue %374, %400[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %402 = llvm.insertvalue %373, %401[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %403 = llvm.insertvalue %371, %402[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %404 = llvm.insertvalue %372, %403[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb16(%18 : i64)
  ^bb16(%405: i64):  // 2 preds: ^bb15, ^bb29
    %406 = llvm.icmp "slt" %405, %17 : i64
    llvm.cond_br %406, ^bb17, ^bb30
  ^bb17:  // pred: ^bb16
    llvm.br ^bb18(%18 : i64)
  ^bb18(%407: i64):  // 2 preds: ^bb17, ^bb28
    %408 = llvm.icmp "slt" %407, %16 : i64
    llvm.cond_br %408, ^bb19, ^bb29
  ^bb19:  // pred: ^bb18
    llvm.br ^bb20(%18 : i64)
  ^bb20(%409: i64):  // 2 preds: ^bb19, ^bb27
    %410 = llvm.icmp "slt" %409, %17 : i64
    llvm.cond_br %410, ^bb21, ^bb28
  ^bb21:  // pred: ^bb20
    llvm.br ^bb22(%18 : i64)
  ^bb22(%411: i64):  // 2 preds: ^bb21, ^bb26
    %412 = llvm.icmp "slt" %411, %15 : i64
    llvm.cond_br %412, ^bb23, ^bb27
  ^bb23:  // pred: ^bb22
    llvm.br ^bb24(%18 : i64)
  ^bb24(%413: i64):  // 2 preds: ^bb23, ^bb25
    %414 = llvm.icmp "slt" %413, %14 : i64
    llvm.cond_br %414, ^bb25, ^bb26
  ^bb25:  // pred: ^bb24
    %415 = llvm.extractvalue %273[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %416 = llvm.mlir.constant(768 : index) : i64
    %417 = llvm.mul %405, %416 overflow<nsw, nuw> : i64
    %418 = llvm.mlir.constant(96 : index) : i64
    %419 = llvm.mul %407, %418 overflow<nsw, nuw> : i64
    %420 = llvm.add %417, %419 overflow<nsw, nuw> : i64
    %421 = llvm.mlir.constant(96 : index) : i64
    %422 = llvm.mul %409, %421 overflow<nsw, nuw> : i64
    %423 = llvm.add %420, %422 overflow<nsw, nuw> : i64
    %424 = llvm.mlir.constant(32 : index) : i64
    %425 = llvm.mul %411, %424 overflow<nsw, nuw> : i64
    %426 = llvm.add %423, %425 overflow<nsw, nuw> : i64
    %427 = llvm.add %426, %413 overflow<nsw, nuw> : i64
    %428 = llvm.getelementptr inbounds|nuw %415[%427] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %429 = llvm.load %428 : !llvm.ptr -> f32
    %430 = llvm.extractvalue %404[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %431 = llvm.mlir.constant(768 : index) : i64
    %432 = llvm.mul %405, %431 overflow<nsw, nuw> : i64
    %433 = llvm.mlir.constant(96 : index) : i64
    %434 = llvm.mul %407, %433 overflow<nsw, nuw> : i64
    %435 = llvm.add %432, %434 overflow<nsw, nuw> : i64
    %436 = llvm.mlir.constant(96 : index) : i64
    %437 = llvm.mul %409, %436 overflow<nsw, nuw> : i64
    %438 = llvm.add %435, %437 overflow<nsw, nuw> : i64
    %439 = llvm.mlir.constant(32 : index) : i64
    %440 = llvm.mul %411, %439 overflow<nsw, nuw> : i64
    %441 = llvm.add %438, %440 overflow<nsw, nuw> : i64
    %442 = llvm.add %441, %413 overflow<nsw, nuw> : i64
    %443 = llvm.getelementptr inbounds|nuw %430[%442] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %429, %443 : f32, !llvm.ptr
    %444 = llvm.add %413, %17 : i64
    llvm.br ^bb24(%444 : i64)
  ^bb26:  // pred: ^bb24
    %445 = llvm.add %411, %17 : i64
    llvm.br ^bb22(%445 : i64)
  ^bb27:  // pred: ^bb22
    %446 = llvm.add %409, %17 : i64
    llvm.br ^bb20(%446 : i64)
  ^bb28:  // pred: ^bb20
    %447 = llvm.add %407, %17 : i64
    llvm.br ^bb18(%447 : i64)
  ^bb29:  // pred: ^bb18
    %448 = llvm.add %405, %17 : i64
    llvm.br ^bb16(%448 : i64)
  ^bb30:  // pred: ^bb16
    llvm.br ^bb31(%18 : i64)
  ^bb31(%449: i64):  // 2 preds: ^bb30, ^bb50
    %450 = llvm.icmp "slt" %449, %17 : i64
    llvm.cond_br %450, ^bb32, ^bb51
  ^bb32:  // pred: ^bb31
    llvm.br ^bb33(%18 : i64)
  ^bb33(%451: i64):  // 2 preds: ^bb32, ^bb49
    %452 = llvm.icmp "slt" %451, %16 : i64
    llvm.cond_br %452, ^bb34, ^bb50
  ^bb34:  // pred: ^bb33
    llvm.br ^bb35(%18 : i64)
  ^bb35(%453: i64):  // 2 preds: ^bb34, ^bb48
    %454 = llvm.icmp "slt" %453, %17 : i64
    llvm.cond_br %454, ^bb36, ^bb49
  ^bb36:  // pred: ^bb35
    llvm.br ^bb37(%18 : i64)
  ^bb37(%455: i64):  // 2 preds: ^bb36, ^bb47
    %456 = llvm.icmp "slt" %455, %15 : i64
    llvm.cond_br %456, ^bb38, ^bb48
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%18 : i64)
  ^bb39(%457: i64):  // 2 preds: ^bb38, ^bb46
    %458 = llvm.icmp "slt" %457, %14 : i64
    llvm.cond_br %458, ^bb40, ^bb47
  ^bb40:  // pred: ^bb39
    llvm.br ^bb41(%18 : i64)
  ^bb41(%459: i64):  // 2 preds: ^bb40, ^bb45
    %460 = llvm.icmp "slt" %459, %17 : i64
    llvm.cond_br %460, ^bb42, ^bb46
  ^bb42:  // pred: ^bb41
    llvm.br ^bb43(%18 : i64)
  ^bb43(%461: i64):  // 2 preds: ^bb42, ^bb44
    %462 = llvm.icmp "slt" %461, %14 : i64
    llvm.cond_br %462, ^bb44, ^bb45
  ^bb44:  // pred: ^bb43
    %463 = llvm.extractvalue %339[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %464 = llvm.mlir.constant(256 : index) : i64
    %465 = llvm.mul %459, %464 overflow<nsw, nuw> : i64
    %466 = llvm.mlir.constant(256 : index) : i64
    %467 = llvm.mul %449, %466 overflow<nsw, nuw> : i64
    %468 = llvm.add %465, %467 overflow<nsw, nuw> : i64
    %469 = llvm.mlir.constant(32 : index) : i64
    %470 = llvm.mul %451, %469 overflow<nsw, nuw> : i64
    %471 = llvm.add %468, %470 overflow<nsw, nuw> : i64
    %472 = llvm.add %471, %461 overflow<nsw, nuw> : i64
    %473 = llvm.getelementptr inbounds|nuw %463[%472] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %474 = llvm.load %473 : !llvm.ptr -> f32
    %475 = llvm.extractvalue %366[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %476 = llvm.mlir.constant(3072 : index) : i64
    %477 = llvm.mul %453, %476 overflow<nsw, nuw> : i64
    %478 = llvm.mlir.constant(1024 : index) : i64
    %479 = llvm.mul %455, %478 overflow<nsw, nuw> : i64
    %480 = llvm.add %477, %479 overflow<nsw, nuw> : i64
    %481 = llvm.mlir.constant(32 : index) : i64
    %482 = llvm.mul %457, %481 overflow<nsw, nuw> : i64
    %483 = llvm.add %480, %482 overflow<nsw, nuw> : i64
    %484 = llvm.mlir.constant(32 : index) : i64
    %485 = llvm.mul %459, %484 overflow<nsw, nuw> : i64
    %486 = llvm.add %483, %485 overflow<nsw, nuw> : i64
    %487 = llvm.add %486, %461 overflow<nsw, nuw> : i64
    %488 = llvm.getelementptr inbounds|nuw %475[%487] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %489 = llvm.load %488 : !llvm.ptr -> f32
    %490 = llvm.extractvalue %404[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %491 = llvm.mlir.constant(768 : index) : i64
    %492 = llvm.mul %449, %491 overflow<nsw, nuw> : i64
    %493 = llvm.mlir.constant(96 : index) : i64
    %494 = llvm.mul %451, %493 overflow<nsw, nuw> : i64
    %495 = llvm.add %492, %494 overflow<nsw, nuw> : i64
    %496 = llvm.mlir.constant(96 : index) : i64
    %497 = llvm.mul %453, %496 overflow<nsw, nuw> : i64
    %498 = llvm.add %495, %497 overflow<nsw, nuw> : i64
    %499 = llvm.mlir.constant(32 : index) : i64
    %500 = llvm.mul %455, %499 overflow<nsw, nuw> : i64
    %501 = llvm.add %498, %500 overflow<nsw, nuw> : i64
    %502 = llvm.add %501, %457 overflow<nsw, nuw> : i64
    %503 = llvm.getelementptr inbounds|nuw %490[%502] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %504 = llvm.load %503 : !llvm.ptr -> f32
    %505 = llvm.fmul %474, %489 : f32
    %506 = llvm.fadd %504, %505 : f32
    %507 = llvm.extractvalue %404[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %508 = llvm.mlir.constant(768 : index) : i64
    %509 = llvm.mul %449, %508 overflow<nsw, nuw> : i64
    %510 = llvm.mlir.constant(96 : index) : i64
    %511 = llvm.mul %451, %510 overflow<nsw, nuw> : i64
    %512 = llvm.add %509, %511 overflow<nsw, nuw> : i64
    %513 = llvm.mlir.constant(96 : index) : i64
    %514 = llvm.mul %453, %513 overflow<nsw, nuw> : i64
    %515 = llvm.add %512, %514 overflow<nsw, nuw> : i64
    %516 = llvm.mlir.constant(32 : index) : i64
    %517 = llvm.mul %455, %516 overflow<nsw, nuw> : i64
    %518 = llvm.add %515, %517 overflow<nsw, nuw> : i64
    %519 = llvm.add %518, %457 overflow<nsw, nuw> : i64
    %520 = llvm.getelementptr inbounds|nuw %507[%519] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %506, %520 : f32, !llvm.ptr
    %521 = llvm.add %461, %17 : i64
    llvm.br ^bb43(%521 : i64)
  ^bb45:  // pred: ^bb43
    %522 = llvm.add %459, %17 : i64
    llvm.br ^bb41(%522 : i64)
  ^bb46:  // pred: ^bb41
    %523 = llvm.add %457, %17 : i64
    llvm.br ^bb39(%523 : i64)
  ^bb47:  // pred: ^bb39
    %524 = llvm.add %455, %17 : i64
    llvm.br ^bb37(%524 : i64)
  ^bb48:  // pred: ^bb37
    %525 = llvm.add %453, %17 : i64
    llvm.br ^bb35(%525 : i64)
  ^bb49:  // pred: ^bb35
    %526 = llvm.add %451, %17 : i64
    llvm.br ^bb33(%526 : i64)
  ^bb50:  // pred: ^bb33
    %527 = llvm.add %449, %17 : i64
    llvm.br ^bb31(%527 : i64)
  ^bb51:  // pred: ^bb31
    %528 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %529 = llvm.extractvalue %215[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %530 = llvm.extractvalue %215[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %531 = llvm.insertvalue %529, %528[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %532 = llvm.insertvalue %530, %531[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %533 = llvm.mlir.constant(0 : index) : i64
    %534 = llvm.insertvalue %533, %532[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %535 = llvm.mlir.constant(1 : index) : i64
    %536 = llvm.insertvalue %535, %534[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %537 = llvm.mlir.constant(96 : index) : i64
    %538 = llvm.insertvalue %537, %536[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %539 = llvm.mlir.constant(3 : index) : i64
    %540 = llvm.insertvalue %539, %538[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %541 = llvm.mlir.constant(32 : index) : i64
    %542 = llvm.insertvalue %541, %540[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %543 = llvm.mlir.constant(32 : index) : i64
    %544 = llvm.insertvalue %543, %542[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %545 = llvm.mlir.constant(1 : index) : i64
    %546 = llvm.insertvalue %545, %544[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %547 = llvm.mlir.constant(3 : index) : i64
    %548 = llvm.mlir.constant(8 : index) : i64
    %549 = llvm.mlir.constant(1 : index) : i64
    %550 = llvm.mlir.constant(1 : index) : i64
    %551 = llvm.mlir.constant(32 : index) : i64
    %552 = llvm.mlir.constant(1 : index) : i64
    %553 = llvm.mlir.constant(32 : index) : i64
    %554 = llvm.mlir.constant(32 : index) : i64
    %555 = llvm.mlir.constant(256 : index) : i64
    %556 = llvm.mlir.constant(768 : index) : i64
    %557 = llvm.mlir.zero : !llvm.ptr
    %558 = llvm.getelementptr %557[%556] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %559 = llvm.ptrtoint %558 : !llvm.ptr to i64
    %560 = llvm.mlir.constant(64 : index) : i64
    %561 = llvm.add %559, %560 : i64
    %562 = llvm.call @malloc(%561) : (i64) -> !llvm.ptr
    %563 = llvm.ptrtoint %562 : !llvm.ptr to i64
    %564 = llvm.mlir.constant(1 : index) : i64
    %565 = llvm.sub %560, %564 : i64
    %566 = llvm.add %563, %565 : i64
    %567 = llvm.urem %566, %560 : i64
    %568 = llvm.sub %566, %567 : i64
    %569 = llvm.inttoptr %568 : i64 to !llvm.ptr
    %570 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %571 = llvm.insertvalue %562, %570[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %572 = llvm.insertvalue %569, %571[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %573 = llvm.mlir.constant(0 : index) : i64
    %574 = llvm.insertvalue %573, %572[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %575 = llvm.insertvalue %547, %574[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %576 = llvm.insertvalue %548, %575[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %577 = llvm.insertvalue %549, %576[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %578 = llvm.insertvalue %550, %577[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %579 = llvm.insertvalue %551, %578[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %580 = llvm.insertvalue %555, %579[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %581 = llvm.insertvalue %554, %580[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %582 = llvm.insertvalue %553, %581[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %583 = llvm.insertvalue %551, %582[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %584 = llvm.insertvalue %552, %583[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb52(%18 : i64)
  ^bb52(%585: i64):  // 2 preds: ^bb51, ^bb65
    %586 = llvm.icmp "slt" %585, %15 : i64
    llvm.cond_br %586, ^bb53, ^bb66
  ^bb53:  // pred: ^bb52
    llvm.br ^bb54(%18 : i64)
  ^bb54(%587: i64):  // 2 preds: ^bb53, ^bb64
    %588 = llvm.icmp "slt" %587, %16 : i64
    llvm.cond_br %588, ^bb55, ^bb65
  ^bb55:  // pred: ^bb54
    llvm.br ^bb56(%18 : i64)
  ^bb56(%589: i64):  // 2 preds: ^bb55, ^bb63
    %590 = llvm.icmp "slt" %589, %17 : i64
    llvm.cond_br %590, ^bb57, ^bb64
  ^bb57:  // pred: ^bb56
    llvm.br ^bb58(%18 : i64)
  ^bb58(%591: i64):  // 2 preds: ^bb57, ^bb62
    %592 = llvm.icmp "slt" %591, %17 : i64
    llvm.cond_br %592, ^bb59, ^bb63
  ^bb59:  // pred: ^bb58
    llvm.br ^bb60(%18 : i64)
  ^bb60(%593: i64):  // 2 preds: ^bb59, ^bb61
    %594 = llvm.icmp "slt" %593, %14 : i64
    llvm.cond_br %594, ^bb61, ^bb62
  ^bb61:  // pred: ^bb60
    %595 = llvm.extractvalue %404[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %596 = llvm.mlir.constant(768 : index) : i64
    %597 = llvm.mul %591, %596 overflow<nsw, nuw> : i64
    %598 = llvm.mlir.constant(96 : index) : i64
    %599 = llvm.mul %587, %598 overflow<nsw, nuw> : i64
    %600 = llvm.add %597, %599 overflow<nsw, nuw> : i64
    %601 = llvm.mlir.constant(96 : index) : i64
    %602 = llvm.mul %589, %601 overflow<nsw, nuw> : i64
    %603 = llvm.add %600, %602 overflow<nsw, nuw> : i64
    %604 = llvm.mlir.constant(32 : index) : i64
    %605 = llvm.mul %585, %604 overflow<nsw, nuw> : i64
    %606 = llvm.add %603, %605 overflow<nsw, nuw> : i64
    %607 = llvm.add %606, %593 overflow<nsw, nuw> : i64
    %608 = llvm.getelementptr inbounds|nuw %595[%607] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %609 = llvm.load %608 : !llvm.ptr -> f32
    %610 = llvm.extractvalue %546[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %611 = llvm.mlir.constant(96 : index) : i64
    %612 = llvm.mul %589, %611 overflow<nsw, nuw> : i64
    %613 = llvm.mlir.constant(32 : index) : i64
    %614 = llvm.mul %585, %613 overflow<nsw, nuw> : i64
    %615 = llvm.add %612, %614 overflow<nsw, nuw> : i64
    %616 = llvm.add %615, %593 overflow<nsw, nuw> : i64
    %617 = llvm.getelementptr inbounds|nuw %610[%616] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %618 = llvm.load %617 : !llvm.ptr -> f32
    %619 = llvm.fadd %609, %618 : f32
    %620 = llvm.extractvalue %584[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %621 = llvm.mlir.constant(256 : index) : i64
    %622 = llvm.mul %585, %621 overflow<nsw, nuw> : i64
    %623 = llvm.mlir.constant(32 : index) : i64
    %624 = llvm.mul %587, %623 overflow<nsw, nuw> : i64
    %625 = llvm.add %622, %624 overflow<nsw, nuw> : i64
    %626 = llvm.mlir.constant(32 : index) : i64
    %627 = llvm.mul %589, %626 overflow<nsw, nuw> : i64
    %628 = llvm.add %625, %627 overflow<nsw, nuw> : i64
    %629 = llvm.mlir.constant(32 : index) : i64
    %630 = llvm.mul %591, %629 overflow<nsw, nuw> : i64
    %631 = llvm.add %628, %630 overflow<nsw, nuw> : i64
    %632 = llvm.add %631, %593 overflow<nsw, nuw> : i64
    %633 = llvm.getelementptr inbounds|nuw %620[%632] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %619, %633 : f32, !llvm.ptr
    %634 = llvm.add %593, %17 : i64
    llvm.br ^bb60(%634 : i64)
  ^bb62:  // pred: ^bb60
    %635 = llvm.add %591, %17 : i64
    llvm.br ^bb58(%635 : i64)
  ^bb63:  // pred: ^bb58
    %636 = llvm.add %589, %17 : i64
    llvm.br ^bb56(%636 : i64)
  ^bb64:  // pred: ^bb56
    %637 = llvm.add %587, %17 : i64
    llvm.br ^bb54(%637 : i64)
  ^bb65:  // pred: ^bb54
    %638 = llvm.add %585, %17 : i64
    llvm.br ^bb52(%638 : i64)
  ^bb66:  // pred: ^bb52
    %639 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %640 = llvm.extractvalue %584[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %641 = llvm.extractvalue %584[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %642 = llvm.insertvalue %640, %639[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %643 = llvm.insertvalue %641, %642[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %644 = llvm.mlir.constant(0 : index) : i64
    %645 = llvm.insertvalue %644, %643[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %646 = llvm.mlir.constant(8 : index) : i64
    %647 = llvm.insertvalue %646, %645[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %648 = llvm.mlir.constant(32 : index) : i64
    %649 = llvm.insertvalue %648, %647[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %650 = llvm.mlir.constant(1 : index) : i64
    %651 = llvm.insertvalue %650, %649[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %652 = llvm.mlir.constant(32 : index) : i64
    %653 = llvm.insertvalue %652, %651[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %654 = llvm.mlir.constant(4 : index) : i64
    %655 = llvm.insertvalue %654, %653[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %656 = llvm.mlir.constant(8 : index) : i64
    %657 = llvm.insertvalue %656, %655[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %658 = llvm.mlir.constant(8 : index) : i64
    %659 = llvm.insertvalue %658, %657[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %660 = llvm.mlir.constant(1 : index) : i64
    %661 = llvm.insertvalue %660, %659[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %662 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %663 = llvm.extractvalue %584[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %664 = llvm.extractvalue %584[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %665 = llvm.insertvalue %663, %662[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %666 = llvm.insertvalue %664, %665[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %667 = llvm.mlir.constant(256 : index) : i64
    %668 = llvm.insertvalue %667, %666[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %669 = llvm.mlir.constant(8 : index) : i64
    %670 = llvm.insertvalue %669, %668[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %671 = llvm.mlir.constant(32 : index) : i64
    %672 = llvm.insertvalue %671, %670[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %673 = llvm.mlir.constant(1 : index) : i64
    %674 = llvm.insertvalue %673, %672[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %675 = llvm.mlir.constant(32 : index) : i64
    %676 = llvm.insertvalue %675, %674[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %677 = llvm.mlir.constant(4 : index) : i64
    %678 = llvm.insertvalue %677, %676[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %679 = llvm.mlir.constant(8 : index) : i64
    %680 = llvm.insertvalue %679, %678[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %681 = llvm.mlir.constant(8 : index) : i64
    %682 = llvm.insertvalue %681, %680[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %683 = llvm.mlir.constant(1 : index) : i64
    %684 = llvm.insertvalue %683, %682[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %685 = llvm.mlir.constant(4 : index) : i64
    %686 = llvm.mlir.constant(8 : index) : i64
    %687 = llvm.mlir.constant(8 : index) : i64
    %688 = llvm.mlir.constant(1 : index) : i64
    %689 = llvm.mlir.constant(64 : index) : i64
    %690 = llvm.mlir.constant(256 : index) : i64
    %691 = llvm.mlir.zero : !llvm.ptr
    %692 = llvm.getelementptr %691[%690] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %693 = llvm.ptrtoint %692 : !llvm.ptr to i64
    %694 = llvm.mlir.constant(64 : index) : i64
    %695 = llvm.add %693, %694 : i64
    %696 = llvm.call @malloc(%695) : (i64) -> !llvm.ptr
    %697 = llvm.ptrtoint %696 : !llvm.ptr to i64
    %698 = llvm.mlir.constant(1 : index) : i64
    %699 = llvm.sub %694, %698 : i64
    %700 = llvm.add %697, %699 : i64
    %701 = llvm.urem %700, %694 : i64
    %702 = llvm.sub %700, %701 : i64
    %703 = llvm.inttoptr %702 : i64 to !llvm.ptr
    %704 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %705 = llvm.insertvalue %696, %704[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %706 = llvm.insertvalue %703, %705[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %707 = llvm.mlir.constant(0 : index) : i64
    %708 = llvm.insertvalue %707, %706[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %709 = llvm.insertvalue %685, %708[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %710 = llvm.insertvalue %686, %709[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %711 = llvm.insertvalue %687, %710[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %712 = llvm.insertvalue %689, %711[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %713 = llvm.insertvalue %687, %712[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %714 = llvm.insertvalue %688, %713[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb67(%18 : i64)
  ^bb67(%715: i64):  // 2 preds: ^bb66, ^bb74
    %716 = llvm.icmp "slt" %715, %13 : i64
    llvm.cond_br %716, ^bb68, ^bb75
  ^bb68:  // pred: ^bb67
    llvm.br ^bb69(%18 : i64)
  ^bb69(%717: i64):  // 2 preds: ^bb68, ^bb73
    %718 = llvm.icmp "slt" %717, %16 : i64
    llvm.cond_br %718, ^bb70, ^bb74
  ^bb70:  // pred: ^bb69
    llvm.br ^bb71(%18 : i64)
  ^bb71(%719: i64):  // 2 preds: ^bb70, ^bb72
    %720 = llvm.icmp "slt" %719, %16 : i64
    llvm.cond_br %720, ^bb72, ^bb73
  ^bb72:  // pred: ^bb71
    %721 = llvm.extractvalue %714[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %722 = llvm.mlir.constant(64 : index) : i64
    %723 = llvm.mul %715, %722 overflow<nsw, nuw> : i64
    %724 = llvm.mlir.constant(8 : index) : i64
    %725 = llvm.mul %717, %724 overflow<nsw, nuw> : i64
    %726 = llvm.add %723, %725 overflow<nsw, nuw> : i64
    %727 = llvm.add %726, %719 overflow<nsw, nuw> : i64
    %728 = llvm.getelementptr inbounds|nuw %721[%727] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %27, %728 : f32, !llvm.ptr
    %729 = llvm.add %719, %17 : i64
    llvm.br ^bb71(%729 : i64)
  ^bb73:  // pred: ^bb71
    %730 = llvm.add %717, %17 : i64
    llvm.br ^bb69(%730 : i64)
  ^bb74:  // pred: ^bb69
    %731 = llvm.add %715, %17 : i64
    llvm.br ^bb67(%731 : i64)
  ^bb75:  // pred: ^bb67
    %732 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %733 = llvm.extractvalue %714[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %734 = llvm.extractvalue %714[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %735 = llvm.insertvalue %733, %732[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %736 = llvm.insertvalue %734, %735[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %737 = llvm.mlir.constant(0 : index) : i64
    %738 = llvm.insertvalue %737, %736[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %739 = llvm.mlir.constant(1 : index) : i64
    %740 = llvm.insertvalue %739, %738[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %741 = llvm.mlir.constant(256 : index) : i64
    %742 = llvm.insertvalue %741, %740[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %743 = llvm.mlir.constant(4 : index) : i64
    %744 = llvm.insertvalue %743, %742[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %745 = llvm.mlir.constant(64 : index) : i64
    %746 = llvm.insertvalue %745, %744[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %747 = llvm.mlir.constant(8 : index) : i64
    %748 = llvm.insertvalue %747, %746[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %749 = llvm.mlir.constant(8 : index) : i64
    %750 = llvm.insertvalue %749, %748[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %751 = llvm.mlir.constant(8 : index) : i64
    %752 = llvm.insertvalue %751, %750[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %753 = llvm.mlir.constant(1 : index) : i64
    %754 = llvm.insertvalue %753, %752[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %755 = llvm.mlir.constant(1 : index) : i64
    %756 = llvm.mlir.constant(4 : index) : i64
    %757 = llvm.mlir.constant(8 : index) : i64
    %758 = llvm.mlir.constant(8 : index) : i64
    %759 = llvm.mlir.constant(1 : index) : i64
    %760 = llvm.mlir.constant(64 : index) : i64
    %761 = llvm.mlir.constant(256 : index) : i64
    %762 = llvm.mlir.constant(256 : index) : i64
    %763 = llvm.mlir.zero : !llvm.ptr
    %764 = llvm.getelementptr %763[%762] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %765 = llvm.ptrtoint %764 : !llvm.ptr to i64
    %766 = llvm.mlir.constant(64 : index) : i64
    %767 = llvm.add %765, %766 : i64
    %768 = llvm.call @malloc(%767) : (i64) -> !llvm.ptr
    %769 = llvm.ptrtoint %768 : !llvm.ptr to i64
    %770 = llvm.mlir.constant(1 : index) : i64
    %771 = llvm.sub %766, %770 : i64
    %772 = llvm.add %769, %771 : i64
    %773 = llvm.urem %772, %766 : i64
    %774 = llvm.sub %772, %773 : i64
    %775 = llvm.inttoptr %774 : i64 to !llvm.ptr
    %776 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %777 = llvm.insertvalue %768, %776[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %778 = llvm.insertvalue %775, %777[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %779 = llvm.mlir.constant(0 : index) : i64
    %780 = llvm.insertvalue %779, %778[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %781 = llvm.insertvalue %755, %780[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %782 = llvm.insertvalue %756, %781[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %783 = llvm.insertvalue %757, %782[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %784 = llvm.insertvalue %758, %783[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %785 = llvm.insertvalue %761, %784[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %786 = llvm.insertvalue %760, %785[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %787 = llvm.insertvalue %758, %786[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %788 = llvm.insertvalue %759, %787[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb76(%18 : i64)
  ^bb76(%789: i64):  // 2 preds: ^bb75, ^bb86
    %790 = llvm.icmp "slt" %789, %17 : i64
    llvm.cond_br %790, ^bb77, ^bb87
  ^bb77:  // pred: ^bb76
    llvm.br ^bb78(%18 : i64)
  ^bb78(%791: i64):  // 2 preds: ^bb77, ^bb85
    %792 = llvm.icmp "slt" %791, %13 : i64
    llvm.cond_br %792, ^bb79, ^bb86
  ^bb79:  // pred: ^bb78
    llvm.br ^bb80(%18 : i64)
  ^bb80(%793: i64):  // 2 preds: ^bb79, ^bb84
    %794 = llvm.icmp "slt" %793, %16 : i64
    llvm.cond_br %794, ^bb81, ^bb85
  ^bb81:  // pred: ^bb80
    llvm.br ^bb82(%18 : i64)
  ^bb82(%795: i64):  // 2 preds: ^bb81, ^bb83
    %796 = llvm.icmp "slt" %795, %16 : i64
    llvm.cond_br %796, ^bb83, ^bb84
  ^bb83:  // pred: ^bb82
    %797 = llvm.extractvalue %754[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %798 = llvm.mlir.constant(256 : index) : i64
    %799 = llvm.mul %789, %798 overflow<nsw, nuw> : i64
    %800 = llvm.mlir.constant(64 : index) : i64
    %801 = llvm.mul %791, %800 overflow<nsw, nuw> : i64
    %802 = llvm.add %799, %801 overflow<nsw, nuw> : i64
    %803 = llvm.mlir.constant(8 : index) : i64
    %804 = llvm.mul %793, %803 overflow<nsw, nuw> : i64
    %805 = llvm.add %802, %804 overflow<nsw, nuw> : i64
    %806 = llvm.add %805, %795 overflow<nsw, nuw> : i64
    %807 = llvm.getelementptr inbounds|nuw %797[%806] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %808 = llvm.load %807 : !llvm.ptr -> f32
    %809 = llvm.extractvalue %788[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %810 = llvm.mlir.constant(256 : index) : i64
    %811 = llvm.mul %789, %810 overflow<nsw, nuw> : i64
    %812 = llvm.mlir.constant(64 : index) : i64
    %813 = llvm.mul %791, %812 overflow<nsw, nuw> : i64
    %814 = llvm.add %811, %813 overflow<nsw, nuw> : i64
    %815 = llvm.mlir.constant(8 : index) : i64
    %816 = llvm.mul %793, %815 overflow<nsw, nuw> : i64
    %817 = llvm.add %814, %816 overflow<nsw, nuw> : i64
    %818 = llvm.add %817, %795 overflow<nsw, nuw> : i64
    %819 = llvm.getelementptr inbounds|nuw %809[%818] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %808, %819 : f32, !llvm.ptr
    %820 = llvm.add %795, %17 : i64
    llvm.br ^bb82(%820 : i64)
  ^bb84:  // pred: ^bb82
    %821 = llvm.add %793, %17 : i64
    llvm.br ^bb80(%821 : i64)
  ^bb85:  // pred: ^bb80
    %822 = llvm.add %791, %17 : i64
    llvm.br ^bb78(%822 : i64)
  ^bb86:  // pred: ^bb78
    %823 = llvm.add %789, %17 : i64
    llvm.br ^bb76(%823 : i64)
  ^bb87:  // pred: ^bb76
    llvm.br ^bb88(%18 : i64)
  ^bb88(%824: i64):  // 2 preds: ^bb87, ^bb101
    %825 = llvm.icmp "slt" %824, %17 : i64
    llvm.cond_br %825, ^bb89, ^bb102
  ^bb89:  // pred: ^bb88
    llvm.br ^bb90(%18 : i64)
  ^bb90(%826: i64):  // 2 preds: ^bb89, ^bb100
    %827 = llvm.icmp "slt" %826, %13 : i64
    llvm.cond_br %827, ^bb91, ^bb101
  ^bb91:  // pred: ^bb90
    llvm.br ^bb92(%18 : i64)
  ^bb92(%828: i64):  // 2 preds: ^bb91, ^bb99
    %829 = llvm.icmp "slt" %828, %16 : i64
    llvm.cond_br %829, ^bb93, ^bb100
  ^bb93:  // pred: ^bb92
    llvm.br ^bb94(%18 : i64)
  ^bb94(%830: i64):  // 2 preds: ^bb93, ^bb98
    %831 = llvm.icmp "slt" %830, %16 : i64
    llvm.cond_br %831, ^bb95, ^bb99
  ^bb95:  // pred: ^bb94
    llvm.br ^bb96(%18 : i64)
  ^bb96(%832: i64):  // 2 preds: ^bb95, ^bb97
    %833 = llvm.icmp "slt" %832, %16 : i64
    llvm.cond_br %833, ^bb97, ^bb98
  ^bb97:  // pred: ^bb96
    %834 = llvm.extractvalue %661[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %835 = llvm.mlir.constant(32 : index) : i64
    %836 = llvm.mul %828, %835 overflow<nsw, nuw> : i64
    %837 = llvm.mlir.constant(32 : index) : i64
    %838 = llvm.mul %824, %837 overflow<nsw, nuw> : i64
    %839 = llvm.add %836, %838 overflow<nsw, nuw> : i64
    %840 = llvm.mlir.constant(8 : index) : i64
    %841 = llvm.mul %826, %840 overflow<nsw, nuw> : i64
    %842 = llvm.add %839, %841 overflow<nsw, nuw> : i64
    %843 = llvm.add %842, %832 overflow<nsw, nuw> : i64
    %844 = llvm.getelementptr inbounds|nuw %834[%843] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %845 = llvm.load %844 : !llvm.ptr -> f32
    %846 = llvm.extractvalue %684[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %847 = llvm.mlir.constant(256 : index) : i64
    %848 = llvm.getelementptr %846[%847] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %849 = llvm.mlir.constant(32 : index) : i64
    %850 = llvm.mul %830, %849 overflow<nsw, nuw> : i64
    %851 = llvm.mlir.constant(32 : index) : i64
    %852 = llvm.mul %824, %851 overflow<nsw, nuw> : i64
    %853 = llvm.add %850, %852 overflow<nsw, nuw> : i64
    %854 = llvm.mlir.constant(8 : index) : i64
    %855 = llvm.mul %826, %854 overflow<nsw, nuw> : i64
    %856 = llvm.add %853, %855 overflow<nsw, nuw> : i64
    %857 = llvm.add %856, %832 overflow<nsw, nuw> : i64
    %858 = llvm.getelementptr inbounds|nuw %848[%857] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %859 = llvm.load %858 : !llvm.ptr -> f32
    %860 = llvm.extractvalue %788[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %861 = llvm.mlir.constant(256 : index) : i64
    %862 = llvm.mul %824, %861 overflow<nsw, nuw> : i64
    %863 = llvm.mlir.constant(64 : index) : i64
    %864 = llvm.mul %826, %863 overflow<nsw, nuw> : i64
    %865 = llvm.add %862, %864 overflow<nsw, nuw> : i64
    %866 = llvm.mlir.constant(8 : index) : i64
    %867 = llvm.mul %828, %866 overflow<nsw, nuw> : i64
    %868 = llvm.add %865, %867 overflow<nsw, nuw> : i64
    %869 = llvm.add %868, %830 overflow<nsw, nuw> : i64
    %870 = llvm.getelementptr inbounds|nuw %860[%869] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %871 = llvm.load %870 : !llvm.ptr -> f32
    %872 = llvm.fptrunc %22 : f64 to f32
    %873 = llvm.fmul %859, %872 : f32
    %874 = llvm.fmul %845, %872 : f32
    %875 = llvm.fmul %874, %873 : f32
    %876 = llvm.fadd %871, %875 : f32
    %877 = llvm.extractvalue %788[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %878 = llvm.mlir.constant(256 : index) : i64
    %879 = llvm.mul %824, %878 overflow<nsw, nuw> : i64
    %880 = llvm.mlir.constant(64 : index) : i64
    %881 = llvm.mul %826, %880 overflow<nsw, nuw> : i64
    %882 = llvm.add %879, %881 overflow<nsw, nuw> : i64
    %883 = llvm.mlir.constant(8 : index) : i64
    %884 = llvm.mul %828, %883 overflow<nsw, nuw> : i64
    %885 = llvm.add %882, %884 overflow<nsw, nuw> : i64
    %886 = llvm.add %885, %830 overflow<nsw, nuw> : i64
    %887 = llvm.getelementptr inbounds|nuw %877[%886] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %876, %887 : f32, !llvm.ptr
    %888 = llvm.add %832, %17 : i64
    llvm.br ^bb96(%888 : i64)
  ^bb98:  // pred: ^bb96
    %889 = llvm.add %830, %17 : i64
    llvm.br ^bb94(%889 : i64)
  ^bb99:  // pred: ^bb94
    %890 = llvm.add %828, %17 : i64
    llvm.br ^bb92(%890 : i64)
  ^bb100:  // pred: ^bb92
    %891 = llvm.add %826, %17 : i64
    llvm.br ^bb90(%891 : i64)
  ^bb101:  // pred: ^bb90
    %892 = llvm.add %824, %17 : i64
    llvm.br ^bb88(%892 : i64)
  ^bb102:  // pred: ^bb88
    %893 = llvm.mlir.constant(1 : index) : i64
    %894 = llvm.mlir.constant(4 : index) : i64
    %895 = llvm.mlir.constant(8 : index) : i64
    %896 = llvm.mlir.constant(1 : index) : i64
    %897 = llvm.mlir.constant(1 : index) : i64
    %898 = llvm.mlir.constant(32 : index) : i64
    %899 = llvm.mlir.constant(32 : index) : i64
    %900 = llvm.mlir.zero : !llvm.ptr
    %901 = llvm.getelementptr %900[%899] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %902 = llvm.ptrtoint %901 : !llvm.ptr to i64
    %903 = llvm.mlir.constant(64 : index) : i64
    %904 = llvm.add %902, %903 : i64
    %905 = llvm.call @malloc(%904) : (i64) -> !llvm.ptr
    %906 = llvm.ptrtoint %905 : !llvm.ptr to i64
    %907 = llvm.mlir.constant(1 : index) : i64
    %908 = llvm.sub %903, %907 : i64
    %909 = llvm.add %906, %908 : i64
    %910 = llvm.urem %909, %903 : i64
    %911 = llvm.sub %909, %910 : i64
    %912 = llvm.inttoptr %911 : i64 to !llvm.ptr
    %913 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %914 = llvm.insertvalue %905, %913[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %915 = llvm.insertvalue %912, %914[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %916 = llvm.mlir.constant(0 : index) : i64
    %917 = llvm.insertvalue %916, %915[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %918 = llvm.insertvalue %893, %917[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %919 = llvm.insertvalue %894, %918[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %920 = llvm.insertvalue %895, %919[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %921 = llvm.insertvalue %896, %920[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %922 = llvm.insertvalue %898, %921[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %923 = llvm.insertvalue %895, %922[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %924 = llvm.insertvalue %896, %923[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %925 = llvm.insertvalue %897, %924[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb103(%18 : i64)
  ^bb103(%926: i64):  // 2 preds: ^bb102, ^bb113
    %927 = llvm.icmp "slt" %926, %17 : i64
    llvm.cond_br %927, ^bb104, ^bb114
  ^bb104:  // pred: ^bb103
    llvm.br ^bb105(%18 : i64)
  ^bb105(%928: i64):  // 2 preds: ^bb104, ^bb112
    %929 = llvm.icmp "slt" %928, %13 : i64
    llvm.cond_br %929, ^bb106, ^bb113
  ^bb106:  // pred: ^bb105
    llvm.br ^bb107(%18 : i64)
  ^bb107(%930: i64):  // 2 preds: ^bb106, ^bb111
    %931 = llvm.icmp "slt" %930, %16 : i64
    llvm.cond_br %931, ^bb108, ^bb112
  ^bb108:  // pred: ^bb107
    llvm.br ^bb109(%18 : i64)
  ^bb109(%932: i64):  // 2 preds: ^bb108, ^bb110
    %933 = llvm.icmp "slt" %932, %17 : i64
    llvm.cond_br %933, ^bb110, ^bb111
  ^bb110:  // pred: ^bb109
    %934 = llvm.extractvalue %925[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %935 = llvm.mlir.constant(32 : index) : i64
    %936 = llvm.mul %926, %935 overflow<nsw, nuw> : i64
    %937 = llvm.mlir.constant(8 : index) : i64
    %938 = llvm.mul %928, %937 overflow<nsw, nuw> : i64
    %939 = llvm.add %936, %938 overflow<nsw, nuw> : i64
    %940 = llvm.add %939, %930 overflow<nsw, nuw> : i64
    %941 = llvm.add %940, %932 overflow<nsw, nuw> : i64
    %942 = llvm.getelementptr inbounds|nuw %934[%941] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %26, %942 : f32, !llvm.ptr
    %943 = llvm.add %932, %17 : i64
    llvm.br ^bb109(%943 : i64)
  ^bb111:  // pred: ^bb109
    %944 = llvm.add %930, %17 : i64
    llvm.br ^bb107(%944 : i64)
  ^bb112:  // pred: ^bb107
    %945 = llvm.add %928, %17 : i64
    llvm.br ^bb105(%945 : i64)
  ^bb113:  // pred: ^bb105
    %946 = llvm.add %926, %17 : i64
    llvm.br ^bb103(%946 : i64)
  ^bb114:  // pred: ^bb103
    %947 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %948 = llvm.extractvalue %788[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %949 = llvm.extractvalue %788[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %950 = llvm.insertvalue %948, %947[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %951 = llvm.insertvalue %949, %950[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %952 = llvm.mlir.constant(0 : index) : i64
    %953 = llvm.insertvalue %952, %951[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %954 = llvm.mlir.constant(1 : index) : i64
    %955 = llvm.insertvalue %954, %953[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %956 = llvm.mlir.constant(256 : index) : i64
    %957 = llvm.insertvalue %956, %955[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %958 = llvm.mlir.constant(4 : index) : i64
    %959 = llvm.insertvalue %958, %957[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %960 = llvm.mlir.constant(64 : index) : i64
    %961 = llvm.insertvalue %960, %959[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %962 = llvm.mlir.constant(8 : index) : i64
    %963 = llvm.insertvalue %962, %961[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %964 = llvm.mlir.constant(8 : index) : i64
    %965 = llvm.insertvalue %964, %963[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %966 = llvm.mlir.constant(1 : index) : i64
    %967 = llvm.insertvalue %966, %965[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %968 = llvm.mlir.constant(8 : index) : i64
    %969 = llvm.insertvalue %968, %967[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %970 = llvm.mlir.constant(8 : index) : i64
    %971 = llvm.insertvalue %970, %969[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %972 = llvm.mlir.constant(1 : index) : i64
    %973 = llvm.insertvalue %972, %971[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %974 = llvm.mlir.constant(1 : index) : i64
    %975 = llvm.mlir.constant(4 : index) : i64
    %976 = llvm.mlir.constant(8 : index) : i64
    %977 = llvm.mlir.constant(1 : index) : i64
    %978 = llvm.mlir.constant(1 : index) : i64
    %979 = llvm.mlir.constant(32 : index) : i64
    %980 = llvm.mlir.constant(32 : index) : i64
    %981 = llvm.mlir.zero : !llvm.ptr
    %982 = llvm.getelementptr %981[%980] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %983 = llvm.ptrtoint %982 : !llvm.ptr to i64
    %984 = llvm.mlir.constant(64 : index) : i64
    %985 = llvm.add %983, %984 : i64
    %986 = llvm.call @malloc(%985) : (i64) -> !llvm.ptr
    %987 = llvm.ptrtoint %986 : !llvm.ptr to i64
    %988 = llvm.mlir.constant(1 : index) : i64
    %989 = llvm.sub %984, %988 : i64
    %990 = llvm.add %987, %989 : i64
    %991 = llvm.urem %990, %984 : i64
    %992 = llvm.sub %990, %991 : i64
    %993 = llvm.inttoptr %992 : i64 to !llvm.ptr
    %994 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %995 = llvm.insertvalue %986, %994[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %996 = llvm.insertvalue %993, %995[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %997 = llvm.mlir.constant(0 : index) : i64
    %998 = llvm.insertvalue %997, %996[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %999 = llvm.insertvalue %974, %998[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1000 = llvm.insertvalue %975, %999[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1001 = llvm.insertvalue %976, %1000[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1002 = llvm.insertvalue %977, %1001[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1003 = llvm.insertvalue %979, %1002[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1004 = llvm.insertvalue %976, %1003[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1005 = llvm.insertvalue %977, %1004[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1006 = llvm.insertvalue %978, %1005[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb115(%18 : i64)
  ^bb115(%1007: i64):  // 2 preds: ^bb114, ^bb125
    %1008 = llvm.icmp "slt" %1007, %17 : i64
    llvm.cond_br %1008, ^bb116, ^bb126
  ^bb116:  // pred: ^bb115
    llvm.br ^bb117(%18 : i64)
  ^bb117(%1009: i64):  // 2 preds: ^bb116, ^bb124
    %1010 = llvm.icmp "slt" %1009, %13 : i64
    llvm.cond_br %1010, ^bb118, ^bb125
  ^bb118:  // pred: ^bb117
    llvm.br ^bb119(%18 : i64)
  ^bb119(%1011: i64):  // 2 preds: ^bb118, ^bb123
    %1012 = llvm.icmp "slt" %1011, %16 : i64
    llvm.cond_br %1012, ^bb120, ^bb124
  ^bb120:  // pred: ^bb119
    llvm.br ^bb121(%18 : i64)
  ^bb121(%1013: i64):  // 2 preds: ^bb120, ^bb122
    %1014 = llvm.icmp "slt" %1013, %17 : i64
    llvm.cond_br %1014, ^bb122, ^bb123
  ^bb122:  // pred: ^bb121
    %1015 = llvm.extractvalue %925[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1016 = llvm.mlir.constant(32 : index) : i64
    %1017 = llvm.mul %1007, %1016 overflow<nsw, nuw> : i64
    %1018 = llvm.mlir.constant(8 : index) : i64
    %1019 = llvm.mul %1009, %1018 overflow<nsw, nuw> : i64
    %1020 = llvm.add %1017, %1019 overflow<nsw, nuw> : i64
    %1021 = llvm.add %1020, %1011 overflow<nsw, nuw> : i64
    %1022 = llvm.add %1021, %1013 overflow<nsw, nuw> : i64
    %1023 = llvm.getelementptr inbounds|nuw %1015[%1022] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1024 = llvm.load %1023 : !llvm.ptr -> f32
    %1025 = llvm.extractvalue %1006[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1026 = llvm.mlir.constant(32 : index) : i64
    %1027 = llvm.mul %1007, %1026 overflow<nsw, nuw> : i64
    %1028 = llvm.mlir.constant(8 : index) : i64
    %1029 = llvm.mul %1009, %1028 overflow<nsw, nuw> : i64
    %1030 = llvm.add %1027, %1029 overflow<nsw, nuw> : i64
    %1031 = llvm.add %1030, %1011 overflow<nsw, nuw> : i64
    %1032 = llvm.add %1031, %1013 overflow<nsw, nuw> : i64
    %1033 = llvm.getelementptr inbounds|nuw %1025[%1032] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1024, %1033 : f32, !llvm.ptr
    %1034 = llvm.add %1013, %17 : i64
    llvm.br ^bb121(%1034 : i64)
  ^bb123:  // pred: ^bb121
    %1035 = llvm.add %1011, %17 : i64
    llvm.br ^bb119(%1035 : i64)
  ^bb124:  // pred: ^bb119
    %1036 = llvm.add %1009, %17 : i64
    llvm.br ^bb117(%1036 : i64)
  ^bb125:  // pred: ^bb117
    %1037 = llvm.add %1007, %17 : i64
    llvm.br ^bb115(%1037 : i64)
  ^bb126:  // pred: ^bb115
    llvm.br ^bb127(%18 : i64)
  ^bb127(%1038: i64):  // 2 preds: ^bb126, ^bb140
    %1039 = llvm.icmp "slt" %1038, %17 : i64
    llvm.cond_br %1039, ^bb128, ^bb141
  ^bb128:  // pred: ^bb127
    llvm.br ^bb129(%18 : i64)
  ^bb129(%1040: i64):  // 2 preds: ^bb128, ^bb139
    %1041 = llvm.icmp "slt" %1040, %13 : i64
    llvm.cond_br %1041, ^bb130, ^bb140
  ^bb130:  // pred: ^bb129
    llvm.br ^bb131(%18 : i64)
  ^bb131(%1042: i64):  // 2 preds: ^bb130, ^bb138
    %1043 = llvm.icmp "slt" %1042, %16 : i64
    llvm.cond_br %1043, ^bb132, ^bb139
  ^bb132:  // pred: ^bb131
    llvm.br ^bb133(%18 : i64)
  ^bb133(%1044: i64):  // 2 preds: ^bb132, ^bb137
    %1045 = llvm.icmp "slt" %1044, %17 : i64
    llvm.cond_br %1045, ^bb134, ^bb138
  ^bb134:  // pred: ^bb133
    llvm.br ^bb135(%18 : i64)
  ^bb135(%1046: i64):  // 2 preds: ^bb134, ^bb136
    %1047 = llvm.icmp "slt" %1046, %16 : i64
    llvm.cond_br %1047, ^bb136, ^bb137
  ^bb136:  // pred: ^bb135
    %1048 = llvm.extractvalue %973[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1049 = llvm.mlir.constant(256 : index) : i64
    %1050 = llvm.mul %1038, %1049 overflow<nsw, nuw> : i64
    %1051 = llvm.mlir.constant(64 : index) : i64
    %1052 = llvm.mul %1040, %1051 overflow<nsw, nuw> : i64
    %1053 = llvm.add %1050, %1052 overflow<nsw, nuw> : i64
    %1054 = llvm.mlir.constant(8 : index) : i64
    %1055 = llvm.mul %1042, %1054 overflow<nsw, nuw> : i64
    %1056 = llvm.add %1053, %1055 overflow<nsw, nuw> : i64
    %1057 = llvm.mlir.constant(8 : index) : i64
    %1058 = llvm.mul %1044, %1057 overflow<nsw, nuw> : i64
    %1059 = llvm.add %1056, %1058 overflow<nsw, nuw> : i64
    %1060 = llvm.add %1059, %1046 overflow<nsw, nuw> : i64
    %1061 = llvm.getelementptr inbounds|nuw %1048[%1060] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1062 = llvm.load %1061 : !llvm.ptr -> f32
    %1063 = llvm.extractvalue %1006[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1064 = llvm.mlir.constant(32 : index) : i64
    %1065 = llvm.mul %1038, %1064 overflow<nsw, nuw> : i64
    %1066 = llvm.mlir.constant(8 : index) : i64
    %1067 = llvm.mul %1040, %1066 overflow<nsw, nuw> : i64
    %1068 = llvm.add %1065, %1067 overflow<nsw, nuw> : i64
    %1069 = llvm.add %1068, %1042 overflow<nsw, nuw> : i64
    %1070 = llvm.add %1069, %1044 overflow<nsw, nuw> : i64
    %1071 = llvm.getelementptr inbounds|nuw %1063[%1070] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1072 = llvm.load %1071 : !llvm.ptr -> f32
    %1073 = llvm.intr.maximum(%1062, %1072) : (f32, f32) -> f32
    %1074 = llvm.extractvalue %1006[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1075 = llvm.mlir.constant(32 : index) : i64
    %1076 = llvm.mul %1038, %1075 overflow<nsw, nuw> : i64
    %1077 = llvm.mlir.constant(8 : index) : i64
    %1078 = llvm.mul %1040, %1077 overflow<nsw, nuw> : i64
    %1079 = llvm.add %1076, %1078 overflow<nsw, nuw> : i64
    %1080 = llvm.add %1079, %1042 overflow<nsw, nuw> : i64
    %1081 = llvm.add %1080, %1044 overflow<nsw, nuw> : i64
    %1082 = llvm.getelementptr inbounds|nuw %1074[%1081] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1073, %1082 : f32, !llvm.ptr
    %1083 = llvm.add %1046, %17 : i64
    llvm.br ^bb135(%1083 : i64)
  ^bb137:  // pred: ^bb135
    %1084 = llvm.add %1044, %17 : i64
    llvm.br ^bb133(%1084 : i64)
  ^bb138:  // pred: ^bb133
    %1085 = llvm.add %1042, %17 : i64
    llvm.br ^bb131(%1085 : i64)
  ^bb139:  // pred: ^bb131
    %1086 = llvm.add %1040, %17 : i64
    llvm.br ^bb129(%1086 : i64)
  ^bb140:  // pred: ^bb129
    %1087 = llvm.add %1038, %17 : i64
    llvm.br ^bb127(%1087 : i64)
  ^bb141:  // pred: ^bb127
    %1088 = llvm.mlir.constant(1 : index) : i64
    %1089 = llvm.mlir.constant(4 : index) : i64
    %1090 = llvm.mlir.constant(8 : index) : i64
    %1091 = llvm.mlir.constant(8 : index) : i64
    %1092 = llvm.mlir.constant(1 : index) : i64
    %1093 = llvm.mlir.constant(64 : index) : i64
    %1094 = llvm.mlir.constant(256 : index) : i64
    %1095 = llvm.mlir.constant(256 : index) : i64
    %1096 = llvm.mlir.zero : !llvm.ptr
    %1097 = llvm.getelementptr %1096[%1095] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1098 = llvm.ptrtoint %1097 : !llvm.ptr to i64
    %1099 = llvm.mlir.constant(64 : index) : i64
    %1100 = llvm.add %1098, %1099 : i64
    %1101 = llvm.call @malloc(%1100) : (i64) -> !llvm.ptr
    %1102 = llvm.ptrtoint %1101 : !llvm.ptr to i64
    %1103 = llvm.mlir.constant(1 : index) : i64
    %1104 = llvm.sub %1099, %1103 : i64
    %1105 = llvm.add %1102, %1104 : i64
    %1106 = llvm.urem %1105, %1099 : i64
    %1107 = llvm.sub %1105, %1106 : i64
    %1108 = llvm.inttoptr %1107 : i64 to !llvm.ptr
    %1109 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1110 = llvm.insertvalue %1101, %1109[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1111 = llvm.insertvalue %1108, %1110[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1112 = llvm.mlir.constant(0 : index) : i64
    %1113 = llvm.insertvalue %1112, %1111[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1114 = llvm.insertvalue %1088, %1113[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1115 = llvm.insertvalue %1089, %1114[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1116 = llvm.insertvalue %1090, %1115[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1117 = llvm.insertvalue %1091, %1116[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1118 = llvm.insertvalue %1094, %1117[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1119 = llvm.insertvalue %1093, %1118[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1120 = llvm.insertvalue %1091, %1119[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1121 = llvm.insertvalue %1092, %1120[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb142(%18 : i64)
  ^bb142(%1122: i64):  // 2 preds: ^bb141, ^bb152
    %1123 = llvm.icmp "slt" %1122, %17 : i64
    llvm.cond_br %1123, ^bb143, ^bb153
  ^bb143:  // pred: ^bb142
    llvm.br ^bb144(%18 : i64)
  ^bb144(%1124: i64):  // 2 preds: ^bb143, ^bb151
    %1125 = llvm.icmp "slt" %1124, %13 : i64
    llvm.cond_br %1125, ^bb145, ^bb152
  ^bb145:  // pred: ^bb144
    llvm.br ^bb146(%18 : i64)
  ^bb146(%1126: i64):  // 2 preds: ^bb145, ^bb150
    %1127 = llvm.icmp "slt" %1126, %16 : i64
    llvm.cond_br %1127, ^bb147, ^bb151
  ^bb147:  // pred: ^bb146
    llvm.br ^bb148(%18 : i64)
  ^bb148(%1128: i64):  // 2 preds: ^bb147, ^bb149
    %1129 = llvm.icmp "slt" %1128, %16 : i64
    llvm.cond_br %1129, ^bb149, ^bb150
  ^bb149:  // pred: ^bb148
    %1130 = llvm.extractvalue %788[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1131 = llvm.mlir.constant(256 : index) : i64
    %1132 = llvm.mul %1122, %1131 overflow<nsw, nuw> : i64
    %1133 = llvm.mlir.constant(64 : index) : i64
    %1134 = llvm.mul %1124, %1133 overflow<nsw, nuw> : i64
    %1135 = llvm.add %1132, %1134 overflow<nsw, nuw> : i64
    %1136 = llvm.mlir.constant(8 : index) : i64
    %1137 = llvm.mul %1126, %1136 overflow<nsw, nuw> : i64
    %1138 = llvm.add %1135, %1137 overflow<nsw, nuw> : i64
    %1139 = llvm.add %1138, %1128 overflow<nsw, nuw> : i64
    %1140 = llvm.getelementptr inbounds|nuw %1130[%1139] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1141 = llvm.load %1140 : !llvm.ptr -> f32
    %1142 = llvm.extractvalue %1006[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1143 = llvm.mlir.constant(32 : index) : i64
    %1144 = llvm.mul %1122, %1143 overflow<nsw, nuw> : i64
    %1145 = llvm.mlir.constant(8 : index) : i64
    %1146 = llvm.mul %1124, %1145 overflow<nsw, nuw> : i64
    %1147 = llvm.add %1144, %1146 overflow<nsw, nuw> : i64
    %1148 = llvm.add %1147, %1126 overflow<nsw, nuw> : i64
    %1149 = llvm.add %1148, %18 overflow<nsw, nuw> : i64
    %1150 = llvm.getelementptr inbounds|nuw %1142[%1149] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1151 = llvm.load %1150 : !llvm.ptr -> f32
    %1152 = llvm.fsub %1141, %1151 : f32
    %1153 = llvm.fmul %1152, %10 : f32
    %1154 = llvm.intr.exp2(%1153) : (f32) -> f32
    %1155 = llvm.extractvalue %1121[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1156 = llvm.mlir.constant(256 : index) : i64
    %1157 = llvm.mul %1122, %1156 overflow<nsw, nuw> : i64
    %1158 = llvm.mlir.constant(64 : index) : i64
    %1159 = llvm.mul %1124, %1158 overflow<nsw, nuw> : i64
    %1160 = llvm.add %1157, %1159 overflow<nsw, nuw> : i64
    %1161 = llvm.mlir.constant(8 : index) : i64
    %1162 = llvm.mul %1126, %1161 overflow<nsw, nuw> : i64
    %1163 = llvm.add %1160, %1162 overflow<nsw, nuw> : i64
    %1164 = llvm.add %1163, %1128 overflow<nsw, nuw> : i64
    %1165 = llvm.getelementptr inbounds|nuw %1155[%1164] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1154, %1165 : f32, !llvm.ptr
    %1166 = llvm.add %1128, %17 : i64
    llvm.br ^bb148(%1166 : i64)
  ^bb150:  // pred: ^bb148
    %1167 = llvm.add %1126, %17 : i64
    llvm.br ^bb146(%1167 : i64)
  ^bb151:  // pred: ^bb146
    %1168 = llvm.add %1124, %17 : i64
    llvm.br ^bb144(%1168 : i64)
  ^bb152:  // pred: ^bb144
    %1169 = llvm.add %1122, %17 : i64
    llvm.br ^bb142(%1169 : i64)
  ^bb153:  // pred: ^bb142
    %1170 = llvm.mlir.constant(1 : index) : i64
    %1171 = llvm.mlir.constant(4 : index) : i64
    %1172 = llvm.mlir.constant(8 : index) : i64
    %1173 = llvm.mlir.constant(1 : index) : i64
    %1174 = llvm.mlir.constant(1 : index) : i64
    %1175 = llvm.mlir.constant(32 : index) : i64
    %1176 = llvm.mlir.constant(32 : index) : i64
    %1177 = llvm.mlir.zero : !llvm.ptr
    %1178 = llvm.getelementptr %1177[%1176] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1179 = llvm.ptrtoint %1178 : !llvm.ptr to i64
    %1180 = llvm.mlir.constant(64 : index) : i64
    %1181 = llvm.add %1179, %1180 : i64
    %1182 = llvm.call @malloc(%1181) : (i64) -> !llvm.ptr
    %1183 = llvm.ptrtoint %1182 : !llvm.ptr to i64
    %1184 = llvm.mlir.constant(1 : index) : i64
    %1185 = llvm.sub %1180, %1184 : i64
    %1186 = llvm.add %1183, %1185 : i64
    %1187 = llvm.urem %1186, %1180 : i64
    %1188 = llvm.sub %1186, %1187 : i64
    %1189 = llvm.inttoptr %1188 : i64 to !llvm.ptr
    %1190 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1191 = llvm.insertvalue %1182, %1190[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1192 = llvm.insertvalue %1189, %1191[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1193 = llvm.mlir.constant(0 : index) : i64
    %1194 = llvm.insertvalue %1193, %1192[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1195 = llvm.insertvalue %1170, %1194[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1196 = llvm.insertvalue %1171, %1195[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1197 = llvm.insertvalue %1172, %1196[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1198 = llvm.insertvalue %1173, %1197[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1199 = llvm.insertvalue %1175, %1198[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1200 = llvm.insertvalue %1172, %1199[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1201 = llvm.insertvalue %1173, %1200[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1202 = llvm.insertvalue %1174, %1201[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb154(%18 : i64)
  ^bb154(%1203: i64):  // 2 preds: ^bb153, ^bb164
    %1204 = llvm.icmp "slt" %1203, %17 : i64
    llvm.cond_br %1204, ^bb155, ^bb165
  ^bb155:  // pred: ^bb154
    llvm.br ^bb156(%18 : i64)
  ^bb156(%1205: i64):  // 2 preds: ^bb155, ^bb163
    %1206 = llvm.icmp "slt" %1205, %13 : i64
    llvm.cond_br %1206, ^bb157, ^bb164
  ^bb157:  // pred: ^bb156
    llvm.br ^bb158(%18 : i64)
  ^bb158(%1207: i64):  // 2 preds: ^bb157, ^bb162
    %1208 = llvm.icmp "slt" %1207, %16 : i64
    llvm.cond_br %1208, ^bb159, ^bb163
  ^bb159:  // pred: ^bb158
    llvm.br ^bb160(%18 : i64)
  ^bb160(%1209: i64):  // 2 preds: ^bb159, ^bb161
    %1210 = llvm.icmp "slt" %1209, %17 : i64
    llvm.cond_br %1210, ^bb161, ^bb162
  ^bb161:  // pred: ^bb160
    %1211 = llvm.extractvalue %1202[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1212 = llvm.mlir.constant(32 : index) : i64
    %1213 = llvm.mul %1203, %1212 overflow<nsw, nuw> : i64
    %1214 = llvm.mlir.constant(8 : index) : i64
    %1215 = llvm.mul %1205, %1214 overflow<nsw, nuw> : i64
    %1216 = llvm.add %1213, %1215 overflow<nsw, nuw> : i64
    %1217 = llvm.add %1216, %1207 overflow<nsw, nuw> : i64
    %1218 = llvm.add %1217, %1209 overflow<nsw, nuw> : i64
    %1219 = llvm.getelementptr inbounds|nuw %1211[%1218] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %27, %1219 : f32, !llvm.ptr
    %1220 = llvm.add %1209, %17 : i64
    llvm.br ^bb160(%1220 : i64)
  ^bb162:  // pred: ^bb160
    %1221 = llvm.add %1207, %17 : i64
    llvm.br ^bb158(%1221 : i64)
  ^bb163:  // pred: ^bb158
    %1222 = llvm.add %1205, %17 : i64
    llvm.br ^bb156(%1222 : i64)
  ^bb164:  // pred: ^bb156
    %1223 = llvm.add %1203, %17 : i64
    llvm.br ^bb154(%1223 : i64)
  ^bb165:  // pred: ^bb154
    %1224 = llvm.mlir.constant(1 : index) : i64
    %1225 = llvm.mlir.constant(4 : index) : i64
    %1226 = llvm.mlir.constant(8 : index) : i64
    %1227 = llvm.mlir.constant(1 : index) : i64
    %1228 = llvm.mlir.constant(1 : index) : i64
    %1229 = llvm.mlir.constant(32 : index) : i64
    %1230 = llvm.mlir.constant(32 : index) : i64
    %1231 = llvm.mlir.zero : !llvm.ptr
    %1232 = llvm.getelementptr %1231[%1230] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1233 = llvm.ptrtoint %1232 : !llvm.ptr to i64
    %1234 = llvm.mlir.constant(64 : index) : i64
    %1235 = llvm.add %1233, %1234 : i64
    %1236 = llvm.call @malloc(%1235) : (i64) -> !llvm.ptr
    %1237 = llvm.ptrtoint %1236 : !llvm.ptr to i64
    %1238 = llvm.mlir.constant(1 : index) : i64
    %1239 = llvm.sub %1234, %1238 : i64
    %1240 = llvm.add %1237, %1239 : i64
    %1241 = llvm.urem %1240, %1234 : i64
    %1242 = llvm.sub %1240, %1241 : i64
    %1243 = llvm.inttoptr %1242 : i64 to !llvm.ptr
    %1244 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1245 = llvm.insertvalue %1236, %1244[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1246 = llvm.insertvalue %1243, %1245[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1247 = llvm.mlir.constant(0 : index) : i64
    %1248 = llvm.insertvalue %1247, %1246[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1249 = llvm.insertvalue %1224, %1248[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1250 = llvm.insertvalue %1225, %1249[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1251 = llvm.insertvalue %1226, %1250[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1252 = llvm.insertvalue %1227, %1251[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1253 = llvm.insertvalue %1229, %1252[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1254 = llvm.insertvalue %1226, %1253[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1255 = llvm.insertvalue %1227, %1254[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1256 = llvm.insertvalue %1228, %1255[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb166(%18 : i64)
  ^bb166(%1257: i64):  // 2 preds: ^bb165, ^bb176
    %1258 = llvm.icmp "slt" %1257, %17 : i64
    llvm.cond_br %1258, ^bb167, ^bb177
  ^bb167:  // pred: ^bb166
    llvm.br ^bb168(%18 : i64)
  ^bb168(%1259: i64):  // 2 preds: ^bb167, ^bb175
    %1260 = llvm.icmp "slt" %1259, %13 : i64
    llvm.cond_br %1260, ^bb169, ^bb176
  ^bb169:  // pred: ^bb168
    llvm.br ^bb170(%18 : i64)
  ^bb170(%1261: i64):  // 2 preds: ^bb169, ^bb174
    %1262 = llvm.icmp "slt" %1261, %16 : i64
    llvm.cond_br %1262, ^bb171, ^bb175
  ^bb171:  // pred: ^bb170
    llvm.br ^bb172(%18 : i64)
  ^bb172(%1263: i64):  // 2 preds: ^bb171, ^bb173
    %1264 = llvm.icmp "slt" %1263, %17 : i64
    llvm.cond_br %1264, ^bb173, ^bb174
  ^bb173:  // pred: ^bb172
    %1265 = llvm.extractvalue %1202[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1266 = llvm.mlir.constant(32 : index) : i64
    %1267 = llvm.mul %1257, %1266 overflow<nsw, nuw> : i64
    %1268 = llvm.mlir.constant(8 : index) : i64
    %1269 = llvm.mul %1259, %1268 overflow<nsw, nuw> : i64
    %1270 = llvm.add %1267, %1269 overflow<nsw, nuw> : i64
    %1271 = llvm.add %1270, %1261 overflow<nsw, nuw> : i64
    %1272 = llvm.add %1271, %1263 overflow<nsw, nuw> : i64
    %1273 = llvm.getelementptr inbounds|nuw %1265[%1272] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1274 = llvm.load %1273 : !llvm.ptr -> f32
    %1275 = llvm.extractvalue %1256[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1276 = llvm.mlir.constant(32 : index) : i64
    %1277 = llvm.mul %1257, %1276 overflow<nsw, nuw> : i64
    %1278 = llvm.mlir.constant(8 : index) : i64
    %1279 = llvm.mul %1259, %1278 overflow<nsw, nuw> : i64
    %1280 = llvm.add %1277, %1279 overflow<nsw, nuw> : i64
    %1281 = llvm.add %1280, %1261 overflow<nsw, nuw> : i64
    %1282 = llvm.add %1281, %1263 overflow<nsw, nuw> : i64
    %1283 = llvm.getelementptr inbounds|nuw %1275[%1282] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1274, %1283 : f32, !llvm.ptr
    %1284 = llvm.add %1263, %17 : i64
    llvm.br ^bb172(%1284 : i64)
  ^bb174:  // pred: ^bb172
    %1285 = llvm.add %1261, %17 : i64
    llvm.br ^bb170(%1285 : i64)
  ^bb175:  // pred: ^bb170
    %1286 = llvm.add %1259, %17 : i64
    llvm.br ^bb168(%1286 : i64)
  ^bb176:  // pred: ^bb168
    %1287 = llvm.add %1257, %17 : i64
    llvm.br ^bb166(%1287 : i64)
  ^bb177:  // pred: ^bb166
    llvm.br ^bb178(%18 : i64)
  ^bb178(%1288: i64):  // 2 preds: ^bb177, ^bb188
    %1289 = llvm.icmp "slt" %1288, %17 : i64
    llvm.cond_br %1289, ^bb179, ^bb189
  ^bb179:  // pred: ^bb178
    llvm.br ^bb180(%18 : i64)
  ^bb180(%1290: i64):  // 2 preds: ^bb179, ^bb187
    %1291 = llvm.icmp "slt" %1290, %13 : i64
    llvm.cond_br %1291, ^bb181, ^bb188
  ^bb181:  // pred: ^bb180
    llvm.br ^bb182(%18 : i64)
  ^bb182(%1292: i64):  // 2 preds: ^bb181, ^bb186
    %1293 = llvm.icmp "slt" %1292, %16 : i64
    llvm.cond_br %1293, ^bb183, ^bb187
  ^bb183:  // pred: ^bb182
    llvm.br ^bb184(%18 : i64)
  ^bb184(%1294: i64):  // 2 preds: ^bb183, ^bb185
    %1295 = llvm.icmp "slt" %1294, %16 : i64
    llvm.cond_br %1295, ^bb185, ^bb186
  ^bb185:  // pred: ^bb184
    %1296 = llvm.extractvalue %1121[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1297 = llvm.mlir.constant(256 : index) : i64
    %1298 = llvm.mul %1288, %1297 overflow<nsw, nuw> : i64
    %1299 = llvm.mlir.constant(64 : index) : i64
    %1300 = llvm.mul %1290, %1299 overflow<nsw, nuw> : i64
    %1301 = llvm.add %1298, %1300 overflow<nsw, nuw> : i64
    %1302 = llvm.mlir.constant(8 : index) : i64
    %1303 = llvm.mul %1292, %1302 overflow<nsw, nuw> : i64
    %1304 = llvm.add %1301, %1303 overflow<nsw, nuw> : i64
    %1305 = llvm.add %1304, %1294 overflow<nsw, nuw> : i64
    %1306 = llvm.getelementptr inbounds|nuw %1296[%1305] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1307 = llvm.load %1306 : !llvm.ptr -> f32
    %1308 = llvm.extractvalue %1256[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1309 = llvm.mlir.constant(32 : index) : i64
    %1310 = llvm.mul %1288, %1309 overflow<nsw, nuw> : i64
    %1311 = llvm.mlir.constant(8 : index) : i64
    %1312 = llvm.mul %1290, %1311 overflow<nsw, nuw> : i64
    %1313 = llvm.add %1310, %1312 overflow<nsw, nuw> : i64
    %1314 = llvm.add %1313, %1292 overflow<nsw, nuw> : i64
    %1315 = llvm.add %1314, %18 overflow<nsw, nuw> : i64
    %1316 = llvm.getelementptr inbounds|nuw %1308[%1315] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1317 = llvm.load %1316 : !llvm.ptr -> f32
    %1318 = llvm.fadd %1307, %1317 : f32
    %1319 = llvm.extractvalue %1256[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1320 = llvm.mlir.constant(32 : index) : i64
    %1321 = llvm.mul %1288, %1320 overflow<nsw, nuw> : i64
    %1322 = llvm.mlir.constant(8 : index) : i64
    %1323 = llvm.mul %1290, %1322 overflow<nsw, nuw> : i64
    %1324 = llvm.add %1321, %1323 overflow<nsw, nuw> : i64
    %1325 = llvm.add %1324, %1292 overflow<nsw, nuw> : i64
    %1326 = llvm.add %1325, %18 overflow<nsw, nuw> : i64
    %1327 = llvm.getelementptr inbounds|nuw %1319[%1326] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1318, %1327 : f32, !llvm.ptr
    %1328 = llvm.add %1294, %17 : i64
    llvm.br ^bb184(%1328 : i64)
  ^bb186:  // pred: ^bb184
    %1329 = llvm.add %1292, %17 : i64
    llvm.br ^bb182(%1329 : i64)
  ^bb187:  // pred: ^bb182
    %1330 = llvm.add %1290, %17 : i64
    llvm.br ^bb180(%1330 : i64)
  ^bb188:  // pred: ^bb180
    %1331 = llvm.add %1288, %17 : i64
    llvm.br ^bb178(%1331 : i64)
  ^bb189:  // pred: ^bb178
    %1332 = llvm.mlir.constant(1 : index) : i64
    %1333 = llvm.mlir.constant(4 : index) : i64
    %1334 = llvm.mlir.constant(8 : index) : i64
    %1335 = llvm.mlir.constant(1 : index) : i64
    %1336 = llvm.mlir.constant(1 : index) : i64
    %1337 = llvm.mlir.constant(32 : index) : i64
    %1338 = llvm.mlir.constant(32 : index) : i64
    %1339 = llvm.mlir.zero : !llvm.ptr
    %1340 = llvm.getelementptr %1339[%1338] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %1341 = llvm.ptrtoint %1340 : !llvm.ptr to i64
    %1342 = llvm.mlir.constant(64 : index) : i64
    %1343 = llvm.add %1341, %1342 : i64
    %1344 = llvm.call @malloc(%1343) : (i64) -> !llvm.ptr
    %1345 = llvm.ptrtoint %1344 : !llvm.ptr to i64
    %1346 = llvm.mlir.constant(1 : index) : i64
    %1347 = llvm.sub %1342, %1346 : i64
    %1348 = llvm.add %1345, %1347 : i64
    %1349 = llvm.urem %1348, %1342 : i64
    %1350 = llvm.sub %1348, %1349 : i64
    %1351 = llvm.inttoptr %1350 : i64 to !llvm.ptr
    %1352 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1353 = llvm.insertvalue %1344, %1352[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1354 = llvm.insertvalue %1351, %1353[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1355 = llvm.mlir.constant(0 : index) : i64
    %1356 = llvm.insertvalue %1355, %1354[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1357 = llvm.insertvalue %1332, %1356[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1358 = llvm.insertvalue %1333, %1357[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1359 = llvm.insertvalue %1334, %1358[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1360 = llvm.insertvalue %1335, %1359[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1361 = llvm.insertvalue %1337, %1360[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1362 = llvm.insertvalue %1334, %1361[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1363 = llvm.insertvalue %1335, %1362[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1364 = llvm.insertvalue %1336, %1363[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb190(%18 : i64)
  ^bb190(%1365: i64):  // 2 preds: ^bb189, ^bb200
    %1366 = llvm.icmp "slt" %1365, %17 : i64
    llvm.cond_br %1366, ^bb191, ^bb201
  ^bb191:  // pred: ^bb190
    llvm.br ^bb192(%18 : i64)
  ^bb192(%1367: i64):  // 2 preds: ^bb191, ^bb199
    %1368 = llvm.icmp "slt" %1367, %13 : i64
    llvm.cond_br %1368, ^bb193, ^bb200
  ^bb193:  // pred: ^bb192
    llvm.br ^bb194(%18 : i64)
  ^bb194(%1369: i64):  // 2 preds: ^bb193, ^bb198
    %1370 = llvm.icmp "slt" %1369, %16 : i64
    llvm.cond_br %1370, ^bb195, ^bb199
  ^bb195:  // pred: ^bb194
    llvm.br ^bb196(%18 : i64)
  ^bb196(%1371: i64):  // 2 preds: ^bb195, ^bb197
    %1372 = llvm.icmp "slt" %1371, %17 : i64
    llvm.cond_br %1372, ^bb197, ^bb198
  ^bb197:  // pred: ^bb196
    %1373 = llvm.extractvalue %1364[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1374 = llvm.mlir.constant(32 : index) : i64
    %1375 = llvm.mul %1365, %1374 overflow<nsw, nuw> : i64
    %1376 = llvm.mlir.constant(8 : index) : i64
    %1377 = llvm.mul %1367, %1376 overflow<nsw, nuw> : i64
    %1378 = llvm.add %1375, %1377 overflow<nsw, nuw> : i64
    %1379 = llvm.add %1378, %1369 overflow<nsw, nuw> : i64
    %1380 = llvm.add %1379, %1371 overflow<nsw, nuw> : i64
    %1381 = llvm.getelementptr inbounds|nuw %1373[%1380] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %19, %1381 : i1, !llvm.ptr
    %1382 = llvm.add %1371, %17 : i64
    llvm.br ^bb196(%1382 : i64)
  ^bb198:  // pred: ^bb196
    %1383 = llvm.add %1369, %17 : i64
    llvm.br ^bb194(%1383 : i64)
  ^bb199:  // pred: ^bb194
    %1384 = llvm.add %1367, %17 : i64
    llvm.br ^bb192(%1384 : i64)
  ^bb200:  // pred: ^bb192
    %1385 = llvm.add %1365, %17 : i64
    llvm.br ^bb190(%1385 : i64)
  ^bb201:  // pred: ^bb190
    %1386 = llvm.mlir.constant(1 : index) : i64
    %1387 = llvm.mlir.constant(4 : index) : i64
    %1388 = llvm.mlir.constant(8 : index) : i64
    %1389 = llvm.mlir.constant(1 : index) : i64
    %1390 = llvm.mlir.constant(1 : index) : i64
    %1391 = llvm.mlir.constant(32 : index) : i64
    %1392 = llvm.mlir.constant(32 : index) : i64
    %1393 = llvm.mlir.zero : !llvm.ptr
    %1394 = llvm.getelementptr %1393[%1392] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %1395 = llvm.ptrtoint %1394 : !llvm.ptr to i64
    %1396 = llvm.mlir.constant(64 : index) : i64
    %1397 = llvm.add %1395, %1396 : i64
    %1398 = llvm.call @malloc(%1397) : (i64) -> !llvm.ptr
    %1399 = llvm.ptrtoint %1398 : !llvm.ptr to i64
    %1400 = llvm.mlir.constant(1 : index) : i64
    %1401 = llvm.sub %1396, %1400 : i64
    %1402 = llvm.add %1399, %1401 : i64
    %1403 = llvm.urem %1402, %1396 : i64
    %1404 = llvm.sub %1402, %1403 : i64
    %1405 = llvm.inttoptr %1404 : i64 to !llvm.ptr
    %1406 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1407 = llvm.insertvalue %1398, %1406[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1408 = llvm.insertvalue %1405, %1407[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1409 = llvm.mlir.constant(0 : index) : i64
    %1410 = llvm.insertvalue %1409, %1408[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1411 = llvm.insertvalue %1386, %1410[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1412 = llvm.insertvalue %1387, %1411[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1413 = llvm.insertvalue %1388, %1412[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1414 = llvm.insertvalue %1389, %1413[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1415 = llvm.insertvalue %1391, %1414[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1416 = llvm.insertvalue %1388, %1415[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1417 = llvm.insertvalue %1389, %1416[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1418 = llvm.insertvalue %1390, %1417[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb202(%18 : i64)
  ^bb202(%1419: i64):  // 2 preds: ^bb201, ^bb212
    %1420 = llvm.icmp "slt" %1419, %17 : i64
    llvm.cond_br %1420, ^bb203, ^bb213
  ^bb203:  // pred: ^bb202
    llvm.br ^bb204(%18 : i64)
  ^bb204(%1421: i64):  // 2 preds: ^bb203, ^bb211
    %1422 = llvm.icmp "slt" %1421, %13 : i64
    llvm.cond_br %1422, ^bb205, ^bb212
  ^bb205:  // pred: ^bb204
    llvm.br ^bb206(%18 : i64)
  ^bb206(%1423: i64):  // 2 preds: ^bb205, ^bb210
    %1424 = llvm.icmp "slt" %1423, %16 : i64
    llvm.cond_br %1424, ^bb207, ^bb211
  ^bb207:  // pred: ^bb206
    llvm.br ^bb208(%18 : i64)
  ^bb208(%1425: i64):  // 2 preds: ^bb207, ^bb209
    %1426 = llvm.icmp "slt" %1425, %17 : i64
    llvm.cond_br %1426, ^bb209, ^bb210
  ^bb209:  // pred: ^bb208
    %1427 = llvm.extractvalue %1364[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1428 = llvm.mlir.constant(32 : index) : i64
    %1429 = llvm.mul %1419, %1428 overflow<nsw, nuw> : i64
    %1430 = llvm.mlir.constant(8 : index) : i64
    %1431 = llvm.mul %1421, %1430 overflow<nsw, nuw> : i64
    %1432 = llvm.add %1429, %1431 overflow<nsw, nuw> : i64
    %1433 = llvm.add %1432, %1423 overflow<nsw, nuw> : i64
    %1434 = llvm.add %1433, %1425 overflow<nsw, nuw> : i64
    %1435 = llvm.getelementptr inbounds|nuw %1427[%1434] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %1436 = llvm.load %1435 : !llvm.ptr -> i1
    %1437 = llvm.extractvalue %1418[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1438 = llvm.mlir.constant(32 : index) : i64
    %1439 = llvm.mul %1419, %1438 overflow<nsw, nuw> : i64
    %1440 = llvm.mlir.constant(8 : index) : i64
    %1441 = llvm.mul %1421, %1440 overflow<nsw, nuw> : i64
    %1442 = llvm.add %1439, %1441 overflow<nsw, nuw> : i64
    %1443 = llvm.add %1442, %1423 overflow<nsw, nuw> : i64
    %1444 = llvm.add %1443, %1425 overflow<nsw, nuw> : i64
    %1445 = llvm.getelementptr inbounds|nuw %1437[%1444] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %1436, %1445 : i1, !llvm.ptr
    %1446 = llvm.add %1425, %17 : i64
    llvm.br ^bb208(%1446 : i64)
  ^bb210:  // pred: ^bb208
    %1447 = llvm.add %1423, %17 : i64
    llvm.br ^bb206(%1447 : i64)
  ^bb211:  // pred: ^bb206
    %1448 = llvm.add %1421, %17 : i64
    llvm.br ^bb204(%1448 : i64)
  ^bb212:  // pred: ^bb204
    %1449 = llvm.add %1419, %17 : i64
    llvm.br ^bb202(%1449 : i64)
  ^bb213:  // pred: ^bb202
    llvm.br ^bb214(%18 : i64)
  ^bb214(%1450: i64):  // 2 preds: ^bb213, ^bb224
    %1451 = llvm.icmp "slt" %1450, %17 : i64
    llvm.cond_br %1451, ^bb215, ^bb225
  ^bb215:  // pred: ^bb214
    llvm.br ^bb216(%18 : i64)
  ^bb216(%1452: i64):  // 2 preds: ^bb215, ^bb223
    %1453 = llvm.icmp "slt" %1452, %13 : i64
    llvm.cond_br %1453, ^bb217, ^bb224
  ^bb217:  // pred: ^bb216
    llvm.br ^bb218(%18 : i64)
  ^bb218(%1454: i64):  // 2 preds: ^bb217, ^bb222
    %1455 = llvm.icmp "slt" %1454, %16 : i64
    llvm.cond_br %1455, ^bb219, ^bb223
  ^bb219:  // pred: ^bb218
    llvm.br ^bb220(%18 : i64)
  ^bb220(%1456: i64):  // 2 preds: ^bb219, ^bb221
    %1457 = llvm.icmp "slt" %1456, %16 : i64
    llvm.cond_br %1457, ^bb221, ^bb222
  ^bb221:  // pred: ^bb220
    %1458 = llvm.extractvalue %788[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1459 = llvm.mlir.constant(256 : index) : i64
    %1460 = llvm.mul %1450, %1459 overflow<nsw, nuw> : i64
    %1461 = llvm.mlir.constant(64 : index) : i64
    %1462 = llvm.mul %1452, %1461 overflow<nsw, nuw> : i64
    %1463 = llvm.add %1460, %1462 overflow<nsw, nuw> : i64
    %1464 = llvm.mlir.constant(8 : index) : i64
    %1465 = llvm.mul %1454, %1464 overflow<nsw, nuw> : i64
    %1466 = llvm.add %1463, %1465 overflow<nsw, nuw> : i64
    %1467 = llvm.add %1466, %1456 overflow<nsw, nuw> : i64
    %1468 = llvm.getelementptr inbounds|nuw %1458[%1467] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1469 = llvm.load %1468 : !llvm.ptr -> f32
    %1470 = llvm.extractvalue %1418[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1471 = llvm.mlir.constant(32 : index) : i64
    %1472 = llvm.mul %1450, %1471 overflow<nsw, nuw> : i64
    %1473 = llvm.mlir.constant(8 : index) : i64
    %1474 = llvm.mul %1452, %1473 overflow<nsw, nuw> : i64
    %1475 = llvm.add %1472, %1474 overflow<nsw, nuw> : i64
    %1476 = llvm.add %1475, %1454 overflow<nsw, nuw> : i64
    %1477 = llvm.add %1476, %18 overflow<nsw, nuw> : i64
    %1478 = llvm.getelementptr inbounds|nuw %1470[%1477] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %1479 = llvm.load %1478 : !llvm.ptr -> i1
    %1480 = llvm.fpext %1469 : f32 to f64
    %1481 = llvm.fcmp "oeq" %1480, %23 : f64
    %1482 = llvm.and %1481, %1479 : i1
    %1483 = llvm.extractvalue %1418[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1484 = llvm.mlir.constant(32 : index) : i64
    %1485 = llvm.mul %1450, %1484 overflow<nsw, nuw> : i64
    %1486 = llvm.mlir.constant(8 : index) : i64
    %1487 = llvm.mul %1452, %1486 overflow<nsw, nuw> : i64
    %1488 = llvm.add %1485, %1487 overflow<nsw, nuw> : i64
    %1489 = llvm.add %1488, %1454 overflow<nsw, nuw> : i64
    %1490 = llvm.add %1489, %18 overflow<nsw, nuw> : i64
    %1491 = llvm.getelementptr inbounds|nuw %1483[%1490] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %1482, %1491 : i1, !llvm.ptr
    %1492 = llvm.add %1456, %17 : i64
    llvm.br ^bb220(%1492 : i64)
  ^bb222:  // pred: ^bb220
    %1493 = llvm.add %1454, %17 : i64
    llvm.br ^bb218(%1493 : i64)
  ^bb223:  // pred: ^bb218
    %1494 = llvm.add %1452, %17 : i64
    llvm.br ^bb216(%1494 : i64)
  ^bb224:  // pred: ^bb216
    %1495 = llvm.add %1450, %17 : i64
    llvm.br ^bb214(%1495 : i64)
  ^bb225:  // pred: ^bb214
    %1496 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1497 = llvm.extractvalue %584[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1498 = llvm.extractvalue %584[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1499 = llvm.insertvalue %1497, %1496[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1500 = llvm.insertvalue %1498, %1499[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1501 = llvm.mlir.constant(512 : index) : i64
    %1502 = llvm.insertvalue %1501, %1500[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1503 = llvm.mlir.constant(8 : index) : i64
    %1504 = llvm.insertvalue %1503, %1502[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1505 = llvm.mlir.constant(32 : index) : i64
    %1506 = llvm.insertvalue %1505, %1504[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1507 = llvm.mlir.constant(1 : index) : i64
    %1508 = llvm.insertvalue %1507, %1506[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1509 = llvm.mlir.constant(32 : index) : i64
    %1510 = llvm.insertvalue %1509, %1508[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1511 = llvm.mlir.constant(4 : index) : i64
    %1512 = llvm.insertvalue %1511, %1510[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1513 = llvm.mlir.constant(8 : index) : i64
    %1514 = llvm.insertvalue %1513, %1512[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1515 = llvm.mlir.constant(8 : index) : i64
    %1516 = llvm.insertvalue %1515, %1514[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1517 = llvm.mlir.constant(1 : index) : i64
    %1518 = llvm.insertvalue %1517, %1516[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1519 = llvm.mlir.constant(1 : index) : i64
    %1520 = llvm.mlir.constant(4 : index) : i64
    %1521 = llvm.mlir.constant(8 : index) : i64
    %1522 = llvm.mlir.constant(8 : index) : i64
    %1523 = llvm.mlir.constant(1 : index) : i64
    %1524 = llvm.mlir.constant(64 : index) : i64
    %1525 = llvm.mlir.constant(256 : index) : i64
    %1526 = llvm.mlir.constant(256 : index) : i64
    %1527 = llvm.mlir.zero : !llvm.ptr
    %1528 = llvm.getelementptr %1527[%1526] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1529 = llvm.ptrtoint %1528 : !llvm.ptr to i64
    %1530 = llvm.mlir.constant(64 : index) : i64
    %1531 = llvm.add %1529, %1530 : i64
    %1532 = llvm.call @malloc(%1531) : (i64) -> !llvm.ptr
    %1533 = llvm.ptrtoint %1532 : !llvm.ptr to i64
    %1534 = llvm.mlir.constant(1 : index) : i64
    %1535 = llvm.sub %1530, %1534 : i64
    %1536 = llvm.add %1533, %1535 : i64
    %1537 = llvm.urem %1536, %1530 : i64
    %1538 = llvm.sub %1536, %1537 : i64
    %1539 = llvm.inttoptr %1538 : i64 to !llvm.ptr
    %1540 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1541 = llvm.insertvalue %1532, %1540[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1542 = llvm.insertvalue %1539, %1541[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1543 = llvm.mlir.constant(0 : index) : i64
    %1544 = llvm.insertvalue %1543, %1542[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1545 = llvm.insertvalue %1519, %1544[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1546 = llvm.insertvalue %1520, %1545[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1547 = llvm.insertvalue %1521, %1546[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1548 = llvm.insertvalue %1522, %1547[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1549 = llvm.insertvalue %1525, %1548[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1550 = llvm.insertvalue %1524, %1549[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1551 = llvm.insertvalue %1522, %1550[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1552 = llvm.insertvalue %1523, %1551[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb226(%18 : i64)
  ^bb226(%1553: i64):  // 2 preds: ^bb225, ^bb236
    %1554 = llvm.icmp "slt" %1553, %17 : i64
    llvm.cond_br %1554, ^bb227, ^bb237
  ^bb227:  // pred: ^bb226
    llvm.br ^bb228(%18 : i64)
  ^bb228(%1555: i64):  // 2 preds: ^bb227, ^bb235
    %1556 = llvm.icmp "slt" %1555, %13 : i64
    llvm.cond_br %1556, ^bb229, ^bb236
  ^bb229:  // pred: ^bb228
    llvm.br ^bb230(%18 : i64)
  ^bb230(%1557: i64):  // 2 preds: ^bb229, ^bb234
    %1558 = llvm.icmp "slt" %1557, %16 : i64
    llvm.cond_br %1558, ^bb231, ^bb235
  ^bb231:  // pred: ^bb230
    llvm.br ^bb232(%18 : i64)
  ^bb232(%1559: i64):  // 2 preds: ^bb231, ^bb233
    %1560 = llvm.icmp "slt" %1559, %16 : i64
    llvm.cond_br %1560, ^bb233, ^bb234
  ^bb233:  // pred: ^bb232
    %1561 = llvm.extractvalue %754[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1562 = llvm.mlir.constant(256 : index) : i64
    %1563 = llvm.mul %1553, %1562 overflow<nsw, nuw> : i64
    %1564 = llvm.mlir.constant(64 : index) : i64
    %1565 = llvm.mul %1555, %1564 overflow<nsw, nuw> : i64
    %1566 = llvm.add %1563, %1565 overflow<nsw, nuw> : i64
    %1567 = llvm.mlir.constant(8 : index) : i64
    %1568 = llvm.mul %1557, %1567 overflow<nsw, nuw> : i64
    %1569 = llvm.add %1566, %1568 overflow<nsw, nuw> : i64
    %1570 = llvm.add %1569, %1559 overflow<nsw, nuw> : i64
    %1571 = llvm.getelementptr inbounds|nuw %1561[%1570] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1572 = llvm.load %1571 : !llvm.ptr -> f32
    %1573 = llvm.extractvalue %1552[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1574 = llvm.mlir.constant(256 : index) : i64
    %1575 = llvm.mul %1553, %1574 overflow<nsw, nuw> : i64
    %1576 = llvm.mlir.constant(64 : index) : i64
    %1577 = llvm.mul %1555, %1576 overflow<nsw, nuw> : i64
    %1578 = llvm.add %1575, %1577 overflow<nsw, nuw> : i64
    %1579 = llvm.mlir.constant(8 : index) : i64
    %1580 = llvm.mul %1557, %1579 overflow<nsw, nuw> : i64
    %1581 = llvm.add %1578, %1580 overflow<nsw, nuw> : i64
    %1582 = llvm.add %1581, %1559 overflow<nsw, nuw> : i64
    %1583 = llvm.getelementptr inbounds|nuw %1573[%1582] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1572, %1583 : f32, !llvm.ptr
    %1584 = llvm.add %1559, %17 : i64
    llvm.br ^bb232(%1584 : i64)
  ^bb234:  // pred: ^bb232
    %1585 = llvm.add %1557, %17 : i64
    llvm.br ^bb230(%1585 : i64)
  ^bb235:  // pred: ^bb230
    %1586 = llvm.add %1555, %17 : i64
    llvm.br ^bb228(%1586 : i64)
  ^bb236:  // pred: ^bb228
    %1587 = llvm.add %1553, %17 : i64
    llvm.br ^bb226(%1587 : i64)
  ^bb237:  // pred: ^bb226
    llvm.br ^bb238(%18 : i64)
  ^bb238(%1588: i64):  // 2 preds: ^bb237, ^bb251
    %1589 = llvm.icmp "slt" %1588, %17 : i64
    llvm.cond_br %1589, ^bb239, ^bb252
  ^bb239:  // pred: ^bb238
    llvm.br ^bb240(%18 : i64)
  ^bb240(%1590: i64):  // 2 preds: ^bb239, ^bb250
    %1591 = llvm.icmp "slt" %1590, %13 : i64
    llvm.cond_br %1591, ^bb241, ^bb251
  ^bb241:  // pred: ^bb240
    llvm.br ^bb242(%18 : i64)
  ^bb242(%1592: i64):  // 2 preds: ^bb241, ^bb249
    %1593 = llvm.icmp "slt" %1592, %16 : i64
    llvm.cond_br %1593, ^bb243, ^bb250
  ^bb243:  // pred: ^bb242
    llvm.br ^bb244(%18 : i64)
  ^bb244(%1594: i64):  // 2 preds: ^bb243, ^bb248
    %1595 = llvm.icmp "slt" %1594, %16 : i64
    llvm.cond_br %1595, ^bb245, ^bb249
  ^bb245:  // pred: ^bb244
    llvm.br ^bb246(%18 : i64)
  ^bb246(%1596: i64):  // 2 preds: ^bb245, ^bb247
    %1597 = llvm.icmp "slt" %1596, %16 : i64
    llvm.cond_br %1597, ^bb247, ^bb248
  ^bb247:  // pred: ^bb246
    %1598 = llvm.extractvalue %1418[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1599 = llvm.mlir.constant(32 : index) : i64
    %1600 = llvm.mul %1588, %1599 overflow<nsw, nuw> : i64
    %1601 = llvm.mlir.constant(8 : index) : i64
    %1602 = llvm.mul %1590, %1601 overflow<nsw, nuw> : i64
    %1603 = llvm.add %1600, %1602 overflow<nsw, nuw> : i64
    %1604 = llvm.add %1603, %1592 overflow<nsw, nuw> : i64
    %1605 = llvm.add %1604, %18 overflow<nsw, nuw> : i64
    %1606 = llvm.getelementptr inbounds|nuw %1598[%1605] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %1607 = llvm.load %1606 : !llvm.ptr -> i1
    %1608 = llvm.extractvalue %1121[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1609 = llvm.mlir.constant(256 : index) : i64
    %1610 = llvm.mul %1588, %1609 overflow<nsw, nuw> : i64
    %1611 = llvm.mlir.constant(64 : index) : i64
    %1612 = llvm.mul %1590, %1611 overflow<nsw, nuw> : i64
    %1613 = llvm.add %1610, %1612 overflow<nsw, nuw> : i64
    %1614 = llvm.mlir.constant(8 : index) : i64
    %1615 = llvm.mul %1592, %1614 overflow<nsw, nuw> : i64
    %1616 = llvm.add %1613, %1615 overflow<nsw, nuw> : i64
    %1617 = llvm.add %1616, %1596 overflow<nsw, nuw> : i64
    %1618 = llvm.getelementptr inbounds|nuw %1608[%1617] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1619 = llvm.load %1618 : !llvm.ptr -> f32
    %1620 = llvm.extractvalue %1256[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1621 = llvm.mlir.constant(32 : index) : i64
    %1622 = llvm.mul %1588, %1621 overflow<nsw, nuw> : i64
    %1623 = llvm.mlir.constant(8 : index) : i64
    %1624 = llvm.mul %1590, %1623 overflow<nsw, nuw> : i64
    %1625 = llvm.add %1622, %1624 overflow<nsw, nuw> : i64
    %1626 = llvm.add %1625, %1592 overflow<nsw, nuw> : i64
    %1627 = llvm.add %1626, %18 overflow<nsw, nuw> : i64
    %1628 = llvm.getelementptr inbounds|nuw %1620[%1627] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1629 = llvm.load %1628 : !llvm.ptr -> f32
    %1630 = llvm.extractvalue %1518[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1631 = llvm.mlir.constant(512 : index) : i64
    %1632 = llvm.getelementptr %1630[%1631] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1633 = llvm.mlir.constant(32 : index) : i64
    %1634 = llvm.mul %1596, %1633 overflow<nsw, nuw> : i64
    %1635 = llvm.mlir.constant(32 : index) : i64
    %1636 = llvm.mul %1588, %1635 overflow<nsw, nuw> : i64
    %1637 = llvm.add %1634, %1636 overflow<nsw, nuw> : i64
    %1638 = llvm.mlir.constant(8 : index) : i64
    %1639 = llvm.mul %1590, %1638 overflow<nsw, nuw> : i64
    %1640 = llvm.add %1637, %1639 overflow<nsw, nuw> : i64
    %1641 = llvm.add %1640, %1594 overflow<nsw, nuw> : i64
    %1642 = llvm.getelementptr inbounds|nuw %1632[%1641] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1643 = llvm.load %1642 : !llvm.ptr -> f32
    %1644 = llvm.extractvalue %1552[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1645 = llvm.mlir.constant(256 : index) : i64
    %1646 = llvm.mul %1588, %1645 overflow<nsw, nuw> : i64
    %1647 = llvm.mlir.constant(64 : index) : i64
    %1648 = llvm.mul %1590, %1647 overflow<nsw, nuw> : i64
    %1649 = llvm.add %1646, %1648 overflow<nsw, nuw> : i64
    %1650 = llvm.mlir.constant(8 : index) : i64
    %1651 = llvm.mul %1592, %1650 overflow<nsw, nuw> : i64
    %1652 = llvm.add %1649, %1651 overflow<nsw, nuw> : i64
    %1653 = llvm.add %1652, %1594 overflow<nsw, nuw> : i64
    %1654 = llvm.getelementptr inbounds|nuw %1644[%1653] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1655 = llvm.load %1654 : !llvm.ptr -> f32
    %1656 = llvm.fdiv %1619, %1629 : f32
    %1657 = llvm.select %1607, %27, %1656 : i1, f32
    %1658 = llvm.fmul %1657, %1643 : f32
    %1659 = llvm.fadd %1655, %1658 : f32
    %1660 = llvm.extractvalue %1552[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1661 = llvm.mlir.constant(256 : index) : i64
    %1662 = llvm.mul %1588, %1661 overflow<nsw, nuw> : i64
    %1663 = llvm.mlir.constant(64 : index) : i64
    %1664 = llvm.mul %1590, %1663 overflow<nsw, nuw> : i64
    %1665 = llvm.add %1662, %1664 overflow<nsw, nuw> : i64
    %1666 = llvm.mlir.constant(8 : index) : i64
    %1667 = llvm.mul %1592, %1666 overflow<nsw, nuw> : i64
    %1668 = llvm.add %1665, %1667 overflow<nsw, nuw> : i64
    %1669 = llvm.add %1668, %1594 overflow<nsw, nuw> : i64
    %1670 = llvm.getelementptr inbounds|nuw %1660[%1669] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1659, %1670 : f32, !llvm.ptr
    %1671 = llvm.add %1596, %17 : i64
    llvm.br ^bb246(%1671 : i64)
  ^bb248:  // pred: ^bb246
    %1672 = llvm.add %1594, %17 : i64
    llvm.br ^bb244(%1672 : i64)
  ^bb249:  // pred: ^bb244
    %1673 = llvm.add %1592, %17 : i64
    llvm.br ^bb242(%1673 : i64)
  ^bb250:  // pred: ^bb242
    %1674 = llvm.add %1590, %17 : i64
    llvm.br ^bb240(%1674 : i64)
  ^bb251:  // pred: ^bb240
    %1675 = llvm.add %1588, %17 : i64
    llvm.br ^bb238(%1675 : i64)
  ^bb252:  // pred: ^bb238
    %1676 = llvm.mlir.constant(8 : index) : i64
    %1677 = llvm.mlir.constant(32 : index) : i64
    %1678 = llvm.mlir.constant(1 : index) : i64
    %1679 = llvm.mlir.constant(256 : index) : i64
    %1680 = llvm.mlir.zero : !llvm.ptr
    %1681 = llvm.getelementptr %1680[%1679] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1682 = llvm.ptrtoint %1681 : !llvm.ptr to i64
    %1683 = llvm.mlir.constant(64 : index) : i64
    %1684 = llvm.add %1682, %1683 : i64
    %1685 = llvm.call @malloc(%1684) : (i64) -> !llvm.ptr
    %1686 = llvm.ptrtoint %1685 : !llvm.ptr to i64
    %1687 = llvm.mlir.constant(1 : index) : i64
    %1688 = llvm.sub %1683, %1687 : i64
    %1689 = llvm.add %1686, %1688 : i64
    %1690 = llvm.urem %1689, %1683 : i64
    %1691 = llvm.sub %1689, %1690 : i64
    %1692 = llvm.inttoptr %1691 : i64 to !llvm.ptr
    %1693 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1694 = llvm.insertvalue %1685, %1693[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1695 = llvm.insertvalue %1692, %1694[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1696 = llvm.mlir.constant(0 : index) : i64
    %1697 = llvm.insertvalue %1696, %1695[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1698 = llvm.insertvalue %1676, %1697[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1699 = llvm.insertvalue %1677, %1698[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1700 = llvm.insertvalue %1677, %1699[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1701 = llvm.insertvalue %1678, %1700[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb253(%18 : i64)
  ^bb253(%1702: i64):  // 2 preds: ^bb252, ^bb257
    %1703 = llvm.icmp "slt" %1702, %16 : i64
    llvm.cond_br %1703, ^bb254, ^bb258
  ^bb254:  // pred: ^bb253
    llvm.br ^bb255(%18 : i64)
  ^bb255(%1704: i64):  // 2 preds: ^bb254, ^bb256
    %1705 = llvm.icmp "slt" %1704, %14 : i64
    llvm.cond_br %1705, ^bb256, ^bb257
  ^bb256:  // pred: ^bb255
    %1706 = llvm.extractvalue %1701[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1707 = llvm.mlir.constant(32 : index) : i64
    %1708 = llvm.mul %1702, %1707 overflow<nsw, nuw> : i64
    %1709 = llvm.add %1708, %1704 overflow<nsw, nuw> : i64
    %1710 = llvm.getelementptr inbounds|nuw %1706[%1709] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %27, %1710 : f32, !llvm.ptr
    %1711 = llvm.add %1704, %17 : i64
    llvm.br ^bb255(%1711 : i64)
  ^bb257:  // pred: ^bb255
    %1712 = llvm.add %1702, %17 : i64
    llvm.br ^bb253(%1712 : i64)
  ^bb258:  // pred: ^bb253
    %1713 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1714 = llvm.extractvalue %199[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1715 = llvm.extractvalue %199[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1716 = llvm.insertvalue %1714, %1713[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1717 = llvm.insertvalue %1715, %1716[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1718 = llvm.mlir.constant(0 : index) : i64
    %1719 = llvm.insertvalue %1718, %1717[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1720 = llvm.mlir.constant(1 : index) : i64
    %1721 = llvm.insertvalue %1720, %1719[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1722 = llvm.mlir.constant(1024 : index) : i64
    %1723 = llvm.insertvalue %1722, %1721[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1724 = llvm.mlir.constant(32 : index) : i64
    %1725 = llvm.insertvalue %1724, %1723[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1726 = llvm.mlir.constant(32 : index) : i64
    %1727 = llvm.insertvalue %1726, %1725[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1728 = llvm.mlir.constant(1 : index) : i64
    %1729 = llvm.insertvalue %1728, %1727[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1730 = llvm.mlir.constant(32 : index) : i64
    %1731 = llvm.insertvalue %1730, %1729[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1732 = llvm.mlir.constant(4 : index) : i64
    %1733 = llvm.insertvalue %1732, %1731[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1734 = llvm.mlir.constant(8 : index) : i64
    %1735 = llvm.insertvalue %1734, %1733[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1736 = llvm.mlir.constant(8 : index) : i64
    %1737 = llvm.insertvalue %1736, %1735[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1738 = llvm.mlir.constant(1 : index) : i64
    %1739 = llvm.insertvalue %1738, %1737[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1740 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1741 = llvm.extractvalue %1701[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1742 = llvm.extractvalue %1701[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1743 = llvm.insertvalue %1741, %1740[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1744 = llvm.insertvalue %1742, %1743[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1745 = llvm.mlir.constant(0 : index) : i64
    %1746 = llvm.insertvalue %1745, %1744[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1747 = llvm.mlir.constant(8 : index) : i64
    %1748 = llvm.insertvalue %1747, %1746[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1749 = llvm.mlir.constant(32 : index) : i64
    %1750 = llvm.insertvalue %1749, %1748[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1751 = llvm.mlir.constant(1 : index) : i64
    %1752 = llvm.insertvalue %1751, %1750[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1753 = llvm.mlir.constant(32 : index) : i64
    %1754 = llvm.insertvalue %1753, %1752[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1755 = llvm.mlir.constant(32 : index) : i64
    %1756 = llvm.insertvalue %1755, %1754[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1757 = llvm.mlir.constant(1 : index) : i64
    %1758 = llvm.insertvalue %1757, %1756[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1759 = llvm.mlir.constant(8 : index) : i64
    %1760 = llvm.mlir.constant(1 : index) : i64
    %1761 = llvm.mlir.constant(32 : index) : i64
    %1762 = llvm.mlir.constant(1 : index) : i64
    %1763 = llvm.mlir.constant(32 : index) : i64
    %1764 = llvm.mlir.constant(256 : index) : i64
    %1765 = llvm.mlir.zero : !llvm.ptr
    %1766 = llvm.getelementptr %1765[%1764] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1767 = llvm.ptrtoint %1766 : !llvm.ptr to i64
    %1768 = llvm.mlir.constant(64 : index) : i64
    %1769 = llvm.add %1767, %1768 : i64
    %1770 = llvm.call @malloc(%1769) : (i64) -> !llvm.ptr
    %1771 = llvm.ptrtoint %1770 : !llvm.ptr to i64
    %1772 = llvm.mlir.constant(1 : index) : i64
    %1773 = llvm.sub %1768, %1772 : i64
    %1774 = llvm.add %1771, %1773 : i64
    %1775 = llvm.urem %1774, %1768 : i64
    %1776 = llvm.sub %1774, %1775 : i64
    %1777 = llvm.inttoptr %1776 : i64 to !llvm.ptr
    %1778 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1779 = llvm.insertvalue %1770, %1778[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1780 = llvm.insertvalue %1777, %1779[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1781 = llvm.mlir.constant(0 : index) : i64
    %1782 = llvm.insertvalue %1781, %1780[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1783 = llvm.insertvalue %1759, %1782[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1784 = llvm.insertvalue %1760, %1783[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1785 = llvm.insertvalue %1761, %1784[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1786 = llvm.insertvalue %1763, %1785[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1787 = llvm.insertvalue %1761, %1786[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1788 = llvm.insertvalue %1762, %1787[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb259(%18 : i64)
  ^bb259(%1789: i64):  // 2 preds: ^bb258, ^bb266
    %1790 = llvm.icmp "slt" %1789, %16 : i64
    llvm.cond_br %1790, ^bb260, ^bb267
  ^bb260:  // pred: ^bb259
    llvm.br ^bb261(%18 : i64)
  ^bb261(%1791: i64):  // 2 preds: ^bb260, ^bb265
    %1792 = llvm.icmp "slt" %1791, %17 : i64
    llvm.cond_br %1792, ^bb262, ^bb266
  ^bb262:  // pred: ^bb261
    llvm.br ^bb263(%18 : i64)
  ^bb263(%1793: i64):  // 2 preds: ^bb262, ^bb264
    %1794 = llvm.icmp "slt" %1793, %14 : i64
    llvm.cond_br %1794, ^bb264, ^bb265
  ^bb264:  // pred: ^bb263
    %1795 = llvm.extractvalue %1758[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1796 = llvm.mlir.constant(32 : index) : i64
    %1797 = llvm.mul %1789, %1796 overflow<nsw, nuw> : i64
    %1798 = llvm.mlir.constant(32 : index) : i64
    %1799 = llvm.mul %1791, %1798 overflow<nsw, nuw> : i64
    %1800 = llvm.add %1797, %1799 overflow<nsw, nuw> : i64
    %1801 = llvm.add %1800, %1793 overflow<nsw, nuw> : i64
    %1802 = llvm.getelementptr inbounds|nuw %1795[%1801] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1803 = llvm.load %1802 : !llvm.ptr -> f32
    %1804 = llvm.extractvalue %1788[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1805 = llvm.mlir.constant(32 : index) : i64
    %1806 = llvm.mul %1789, %1805 overflow<nsw, nuw> : i64
    %1807 = llvm.mlir.constant(32 : index) : i64
    %1808 = llvm.mul %1791, %1807 overflow<nsw, nuw> : i64
    %1809 = llvm.add %1806, %1808 overflow<nsw, nuw> : i64
    %1810 = llvm.add %1809, %1793 overflow<nsw, nuw> : i64
    %1811 = llvm.getelementptr inbounds|nuw %1804[%1810] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1803, %1811 : f32, !llvm.ptr
    %1812 = llvm.add %1793, %17 : i64
    llvm.br ^bb263(%1812 : i64)
  ^bb265:  // pred: ^bb263
    %1813 = llvm.add %1791, %17 : i64
    llvm.br ^bb261(%1813 : i64)
  ^bb266:  // pred: ^bb261
    %1814 = llvm.add %1789, %17 : i64
    llvm.br ^bb259(%1814 : i64)
  ^bb267:  // pred: ^bb259
    llvm.br ^bb268(%18 : i64)
  ^bb268(%1815: i64):  // 2 preds: ^bb267, ^bb284
    %1816 = llvm.icmp "slt" %1815, %16 : i64
    llvm.cond_br %1816, ^bb269, ^bb285
  ^bb269:  // pred: ^bb268
    llvm.br ^bb270(%18 : i64)
  ^bb270(%1817: i64):  // 2 preds: ^bb269, ^bb283
    %1818 = llvm.icmp "slt" %1817, %17 : i64
    llvm.cond_br %1818, ^bb271, ^bb284
  ^bb271:  // pred: ^bb270
    llvm.br ^bb272(%18 : i64)
  ^bb272(%1819: i64):  // 2 preds: ^bb271, ^bb282
    %1820 = llvm.icmp "slt" %1819, %14 : i64
    llvm.cond_br %1820, ^bb273, ^bb283
  ^bb273:  // pred: ^bb272
    llvm.br ^bb274(%18 : i64)
  ^bb274(%1821: i64):  // 2 preds: ^bb273, ^bb281
    %1822 = llvm.icmp "slt" %1821, %17 : i64
    llvm.cond_br %1822, ^bb275, ^bb282
  ^bb275:  // pred: ^bb274
    llvm.br ^bb276(%18 : i64)
  ^bb276(%1823: i64):  // 2 preds: ^bb275, ^bb280
    %1824 = llvm.icmp "slt" %1823, %13 : i64
    llvm.cond_br %1824, ^bb277, ^bb281
  ^bb277:  // pred: ^bb276
    llvm.br ^bb278(%18 : i64)
  ^bb278(%1825: i64):  // 2 preds: ^bb277, ^bb279
    %1826 = llvm.icmp "slt" %1825, %16 : i64
    llvm.cond_br %1826, ^bb279, ^bb280
  ^bb279:  // pred: ^bb278
    %1827 = llvm.extractvalue %1552[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1828 = llvm.mlir.constant(256 : index) : i64
    %1829 = llvm.mul %1821, %1828 overflow<nsw, nuw> : i64
    %1830 = llvm.mlir.constant(64 : index) : i64
    %1831 = llvm.mul %1823, %1830 overflow<nsw, nuw> : i64
    %1832 = llvm.add %1829, %1831 overflow<nsw, nuw> : i64
    %1833 = llvm.mlir.constant(8 : index) : i64
    %1834 = llvm.mul %1815, %1833 overflow<nsw, nuw> : i64
    %1835 = llvm.add %1832, %1834 overflow<nsw, nuw> : i64
    %1836 = llvm.add %1835, %1825 overflow<nsw, nuw> : i64
    %1837 = llvm.getelementptr inbounds|nuw %1827[%1836] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1838 = llvm.load %1837 : !llvm.ptr -> f32
    %1839 = llvm.extractvalue %1739[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1840 = llvm.mlir.constant(1024 : index) : i64
    %1841 = llvm.mul %1817, %1840 overflow<nsw, nuw> : i64
    %1842 = llvm.mlir.constant(32 : index) : i64
    %1843 = llvm.mul %1819, %1842 overflow<nsw, nuw> : i64
    %1844 = llvm.add %1841, %1843 overflow<nsw, nuw> : i64
    %1845 = llvm.mlir.constant(32 : index) : i64
    %1846 = llvm.mul %1821, %1845 overflow<nsw, nuw> : i64
    %1847 = llvm.add %1844, %1846 overflow<nsw, nuw> : i64
    %1848 = llvm.mlir.constant(8 : index) : i64
    %1849 = llvm.mul %1823, %1848 overflow<nsw, nuw> : i64
    %1850 = llvm.add %1847, %1849 overflow<nsw, nuw> : i64
    %1851 = llvm.add %1850, %1825 overflow<nsw, nuw> : i64
    %1852 = llvm.getelementptr inbounds|nuw %1839[%1851] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1853 = llvm.load %1852 : !llvm.ptr -> f32
    %1854 = llvm.extractvalue %1788[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1855 = llvm.mlir.constant(32 : index) : i64
    %1856 = llvm.mul %1815, %1855 overflow<nsw, nuw> : i64
    %1857 = llvm.mlir.constant(32 : index) : i64
    %1858 = llvm.mul %1817, %1857 overflow<nsw, nuw> : i64
    %1859 = llvm.add %1856, %1858 overflow<nsw, nuw> : i64
    %1860 = llvm.add %1859, %1819 overflow<nsw, nuw> : i64
    %1861 = llvm.getelementptr inbounds|nuw %1854[%1860] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1862 = llvm.load %1861 : !llvm.ptr -> f32
    %1863 = llvm.fmul %1838, %1853 : f32
    %1864 = llvm.fadd %1862, %1863 : f32
    %1865 = llvm.extractvalue %1788[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1866 = llvm.mlir.constant(32 : index) : i64
    %1867 = llvm.mul %1815, %1866 overflow<nsw, nuw> : i64
    %1868 = llvm.mlir.constant(32 : index) : i64
    %1869 = llvm.mul %1817, %1868 overflow<nsw, nuw> : i64
    %1870 = llvm.add %1867, %1869 overflow<nsw, nuw> : i64
    %1871 = llvm.add %1870, %1819 overflow<nsw, nuw> : i64
    %1872 = llvm.getelementptr inbounds|nuw %1865[%1871] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1864, %1872 : f32, !llvm.ptr
    %1873 = llvm.add %1825, %17 : i64
    llvm.br ^bb278(%1873 : i64)
  ^bb280:  // pred: ^bb278
    %1874 = llvm.add %1823, %17 : i64
    llvm.br ^bb276(%1874 : i64)
  ^bb281:  // pred: ^bb276
    %1875 = llvm.add %1821, %17 : i64
    llvm.br ^bb274(%1875 : i64)
  ^bb282:  // pred: ^bb274
    %1876 = llvm.add %1819, %17 : i64
    llvm.br ^bb272(%1876 : i64)
  ^bb283:  // pred: ^bb272
    %1877 = llvm.add %1817, %17 : i64
    llvm.br ^bb270(%1877 : i64)
  ^bb284:  // pred: ^bb270
    %1878 = llvm.add %1815, %17 : i64
    llvm.br ^bb268(%1878 : i64)
  ^bb285:  // pred: ^bb268
    %1879 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1880 = llvm.extractvalue %179[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1881 = llvm.extractvalue %179[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1882 = llvm.insertvalue %1880, %1879[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1883 = llvm.insertvalue %1881, %1882[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1884 = llvm.mlir.constant(0 : index) : i64
    %1885 = llvm.insertvalue %1884, %1883[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1886 = llvm.mlir.constant(1 : index) : i64
    %1887 = llvm.insertvalue %1886, %1885[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1888 = llvm.mlir.constant(32 : index) : i64
    %1889 = llvm.insertvalue %1888, %1887[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1890 = llvm.mlir.constant(32 : index) : i64
    %1891 = llvm.insertvalue %1890, %1889[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1892 = llvm.mlir.constant(1 : index) : i64
    %1893 = llvm.insertvalue %1892, %1891[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1894 = llvm.mlir.constant(1 : index) : i64
    %1895 = llvm.mlir.constant(8 : index) : i64
    %1896 = llvm.mlir.constant(32 : index) : i64
    %1897 = llvm.mlir.constant(1 : index) : i64
    %1898 = llvm.mlir.constant(256 : index) : i64
    %1899 = llvm.mlir.constant(256 : index) : i64
    %1900 = llvm.mlir.zero : !llvm.ptr
    %1901 = llvm.getelementptr %1900[%1899] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1902 = llvm.ptrtoint %1901 : !llvm.ptr to i64
    %1903 = llvm.mlir.constant(64 : index) : i64
    %1904 = llvm.add %1902, %1903 : i64
    %1905 = llvm.call @malloc(%1904) : (i64) -> !llvm.ptr
    %1906 = llvm.ptrtoint %1905 : !llvm.ptr to i64
    %1907 = llvm.mlir.constant(1 : index) : i64
    %1908 = llvm.sub %1903, %1907 : i64
    %1909 = llvm.add %1906, %1908 : i64
    %1910 = llvm.urem %1909, %1903 : i64
    %1911 = llvm.sub %1909, %1910 : i64
    %1912 = llvm.inttoptr %1911 : i64 to !llvm.ptr
    %1913 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1914 = llvm.insertvalue %1905, %1913[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1915 = llvm.insertvalue %1912, %1914[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1916 = llvm.mlir.constant(0 : index) : i64
    %1917 = llvm.insertvalue %1916, %1915[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1918 = llvm.insertvalue %1894, %1917[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1919 = llvm.insertvalue %1895, %1918[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1920 = llvm.insertvalue %1896, %1919[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1921 = llvm.insertvalue %1898, %1920[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1922 = llvm.insertvalue %1896, %1921[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1923 = llvm.insertvalue %1897, %1922[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb286(%18 : i64)
  ^bb286(%1924: i64):  // 2 preds: ^bb285, ^bb293
    %1925 = llvm.icmp "slt" %1924, %17 : i64
    llvm.cond_br %1925, ^bb287, ^bb294
  ^bb287:  // pred: ^bb286
    llvm.br ^bb288(%18 : i64)
  ^bb288(%1926: i64):  // 2 preds: ^bb287, ^bb292
    %1927 = llvm.icmp "slt" %1926, %16 : i64
    llvm.cond_br %1927, ^bb289, ^bb293
  ^bb289:  // pred: ^bb288
    llvm.br ^bb290(%18 : i64)
  ^bb290(%1928: i64):  // 2 preds: ^bb289, ^bb291
    %1929 = llvm.icmp "slt" %1928, %14 : i64
    llvm.cond_br %1929, ^bb291, ^bb292
  ^bb291:  // pred: ^bb290
    %1930 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1931 = llvm.mlir.constant(256 : index) : i64
    %1932 = llvm.mul %1924, %1931 overflow<nsw, nuw> : i64
    %1933 = llvm.mlir.constant(32 : index) : i64
    %1934 = llvm.mul %1926, %1933 overflow<nsw, nuw> : i64
    %1935 = llvm.add %1932, %1934 overflow<nsw, nuw> : i64
    %1936 = llvm.add %1935, %1928 overflow<nsw, nuw> : i64
    %1937 = llvm.getelementptr inbounds|nuw %1930[%1936] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1938 = llvm.load %1937 : !llvm.ptr -> f32
    %1939 = llvm.extractvalue %1788[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1940 = llvm.mlir.constant(32 : index) : i64
    %1941 = llvm.mul %1926, %1940 overflow<nsw, nuw> : i64
    %1942 = llvm.mlir.constant(32 : index) : i64
    %1943 = llvm.mul %1924, %1942 overflow<nsw, nuw> : i64
    %1944 = llvm.add %1941, %1943 overflow<nsw, nuw> : i64
    %1945 = llvm.add %1944, %1928 overflow<nsw, nuw> : i64
    %1946 = llvm.getelementptr inbounds|nuw %1939[%1945] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1947 = llvm.load %1946 : !llvm.ptr -> f32
    %1948 = llvm.extractvalue %1893[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1949 = llvm.mlir.constant(32 : index) : i64
    %1950 = llvm.mul %1924, %1949 overflow<nsw, nuw> : i64
    %1951 = llvm.add %1950, %1928 overflow<nsw, nuw> : i64
    %1952 = llvm.getelementptr inbounds|nuw %1948[%1951] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1953 = llvm.load %1952 : !llvm.ptr -> f32
    %1954 = llvm.fadd %1947, %1953 : f32
    %1955 = llvm.fadd %1938, %1954 : f32
    %1956 = llvm.extractvalue %1923[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1957 = llvm.mlir.constant(256 : index) : i64
    %1958 = llvm.mul %1924, %1957 overflow<nsw, nuw> : i64
    %1959 = llvm.mlir.constant(32 : index) : i64
    %1960 = llvm.mul %1926, %1959 overflow<nsw, nuw> : i64
    %1961 = llvm.add %1958, %1960 overflow<nsw, nuw> : i64
    %1962 = llvm.add %1961, %1928 overflow<nsw, nuw> : i64
    %1963 = llvm.getelementptr inbounds|nuw %1956[%1962] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1955, %1963 : f32, !llvm.ptr
    %1964 = llvm.add %1928, %17 : i64
    llvm.br ^bb290(%1964 : i64)
  ^bb292:  // pred: ^bb290
    %1965 = llvm.add %1926, %17 : i64
    llvm.br ^bb288(%1965 : i64)
  ^bb293:  // pred: ^bb288
    %1966 = llvm.add %1924, %17 : i64
    llvm.br ^bb286(%1966 : i64)
  ^bb294:  // pred: ^bb286
    %1967 = llvm.mlir.constant(1 : index) : i64
    %1968 = llvm.mlir.constant(8 : index) : i64
    %1969 = llvm.mlir.constant(32 : index) : i64
    %1970 = llvm.mlir.constant(1 : index) : i64
    %1971 = llvm.mlir.constant(256 : index) : i64
    %1972 = llvm.mlir.constant(256 : index) : i64
    %1973 = llvm.mlir.zero : !llvm.ptr
    %1974 = llvm.getelementptr %1973[%1972] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1975 = llvm.ptrtoint %1974 : !llvm.ptr to i64
    %1976 = llvm.mlir.constant(64 : index) : i64
    %1977 = llvm.add %1975, %1976 : i64
    %1978 = llvm.call @malloc(%1977) : (i64) -> !llvm.ptr
    %1979 = llvm.ptrtoint %1978 : !llvm.ptr to i64
    %1980 = llvm.mlir.constant(1 : index) : i64
    %1981 = llvm.sub %1976, %1980 : i64
    %1982 = llvm.add %1979, %1981 : i64
    %1983 = llvm.urem %1982, %1976 : i64
    %1984 = llvm.sub %1982, %1983 : i64
    %1985 = llvm.inttoptr %1984 : i64 to !llvm.ptr
    %1986 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1987 = llvm.insertvalue %1978, %1986[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1988 = llvm.insertvalue %1985, %1987[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1989 = llvm.mlir.constant(0 : index) : i64
    %1990 = llvm.insertvalue %1989, %1988[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1991 = llvm.insertvalue %1967, %1990[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1992 = llvm.insertvalue %1968, %1991[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1993 = llvm.insertvalue %1969, %1992[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1994 = llvm.insertvalue %1971, %1993[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1995 = llvm.insertvalue %1969, %1994[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1996 = llvm.insertvalue %1970, %1995[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb295(%18 : i64)
  ^bb295(%1997: i64):  // 2 preds: ^bb294, ^bb302
    %1998 = llvm.icmp "slt" %1997, %17 : i64
    llvm.cond_br %1998, ^bb296, ^bb303
  ^bb296:  // pred: ^bb295
    llvm.br ^bb297(%18 : i64)
  ^bb297(%1999: i64):  // 2 preds: ^bb296, ^bb301
    %2000 = llvm.icmp "slt" %1999, %16 : i64
    llvm.cond_br %2000, ^bb298, ^bb302
  ^bb298:  // pred: ^bb297
    llvm.br ^bb299(%18 : i64)
  ^bb299(%2001: i64):  // 2 preds: ^bb298, ^bb300
    %2002 = llvm.icmp "slt" %2001, %14 : i64
    llvm.cond_br %2002, ^bb300, ^bb301
  ^bb300:  // pred: ^bb299
    %2003 = llvm.extractvalue %1923[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2004 = llvm.mlir.constant(256 : index) : i64
    %2005 = llvm.mul %1997, %2004 overflow<nsw, nuw> : i64
    %2006 = llvm.mlir.constant(32 : index) : i64
    %2007 = llvm.mul %1999, %2006 overflow<nsw, nuw> : i64
    %2008 = llvm.add %2005, %2007 overflow<nsw, nuw> : i64
    %2009 = llvm.add %2008, %2001 overflow<nsw, nuw> : i64
    %2010 = llvm.getelementptr inbounds|nuw %2003[%2009] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2011 = llvm.load %2010 : !llvm.ptr -> f32
    %2012 = llvm.fpext %2011 : f32 to f64
    %2013 = llvm.extractvalue %1996[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2014 = llvm.mlir.constant(256 : index) : i64
    %2015 = llvm.mul %1997, %2014 overflow<nsw, nuw> : i64
    %2016 = llvm.mlir.constant(32 : index) : i64
    %2017 = llvm.mul %1999, %2016 overflow<nsw, nuw> : i64
    %2018 = llvm.add %2015, %2017 overflow<nsw, nuw> : i64
    %2019 = llvm.add %2018, %2001 overflow<nsw, nuw> : i64
    %2020 = llvm.getelementptr inbounds|nuw %2013[%2019] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %2012, %2020 : f64, !llvm.ptr
    %2021 = llvm.add %2001, %17 : i64
    llvm.br ^bb299(%2021 : i64)
  ^bb301:  // pred: ^bb299
    %2022 = llvm.add %1999, %17 : i64
    llvm.br ^bb297(%2022 : i64)
  ^bb302:  // pred: ^bb297
    %2023 = llvm.add %1997, %17 : i64
    llvm.br ^bb295(%2023 : i64)
  ^bb303:  // pred: ^bb295
    %2024 = llvm.mlir.constant(1 : index) : i64
    %2025 = llvm.mlir.constant(8 : index) : i64
    %2026 = llvm.mlir.constant(1 : index) : i64
    %2027 = llvm.mlir.constant(1 : index) : i64
    %2028 = llvm.mlir.constant(8 : index) : i64
    %2029 = llvm.mlir.zero : !llvm.ptr
    %2030 = llvm.getelementptr %2029[%2028] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2031 = llvm.ptrtoint %2030 : !llvm.ptr to i64
    %2032 = llvm.mlir.constant(64 : index) : i64
    %2033 = llvm.add %2031, %2032 : i64
    %2034 = llvm.call @malloc(%2033) : (i64) -> !llvm.ptr
    %2035 = llvm.ptrtoint %2034 : !llvm.ptr to i64
    %2036 = llvm.mlir.constant(1 : index) : i64
    %2037 = llvm.sub %2032, %2036 : i64
    %2038 = llvm.add %2035, %2037 : i64
    %2039 = llvm.urem %2038, %2032 : i64
    %2040 = llvm.sub %2038, %2039 : i64
    %2041 = llvm.inttoptr %2040 : i64 to !llvm.ptr
    %2042 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2043 = llvm.insertvalue %2034, %2042[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2044 = llvm.insertvalue %2041, %2043[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2045 = llvm.mlir.constant(0 : index) : i64
    %2046 = llvm.insertvalue %2045, %2044[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2047 = llvm.insertvalue %2024, %2046[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2048 = llvm.insertvalue %2025, %2047[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2049 = llvm.insertvalue %2026, %2048[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2050 = llvm.insertvalue %2025, %2049[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2051 = llvm.insertvalue %2026, %2050[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2052 = llvm.insertvalue %2027, %2051[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb304(%18 : i64)
  ^bb304(%2053: i64):  // 2 preds: ^bb303, ^bb311
    %2054 = llvm.icmp "slt" %2053, %17 : i64
    llvm.cond_br %2054, ^bb305, ^bb312
  ^bb305:  // pred: ^bb304
    llvm.br ^bb306(%18 : i64)
  ^bb306(%2055: i64):  // 2 preds: ^bb305, ^bb310
    %2056 = llvm.icmp "slt" %2055, %16 : i64
    llvm.cond_br %2056, ^bb307, ^bb311
  ^bb307:  // pred: ^bb306
    llvm.br ^bb308(%18 : i64)
  ^bb308(%2057: i64):  // 2 preds: ^bb307, ^bb309
    %2058 = llvm.icmp "slt" %2057, %17 : i64
    llvm.cond_br %2058, ^bb309, ^bb310
  ^bb309:  // pred: ^bb308
    %2059 = llvm.extractvalue %2052[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2060 = llvm.mlir.constant(8 : index) : i64
    %2061 = llvm.mul %2053, %2060 overflow<nsw, nuw> : i64
    %2062 = llvm.add %2061, %2055 overflow<nsw, nuw> : i64
    %2063 = llvm.add %2062, %2057 overflow<nsw, nuw> : i64
    %2064 = llvm.getelementptr inbounds|nuw %2059[%2063] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %25, %2064 : f64, !llvm.ptr
    %2065 = llvm.add %2057, %17 : i64
    llvm.br ^bb308(%2065 : i64)
  ^bb310:  // pred: ^bb308
    %2066 = llvm.add %2055, %17 : i64
    llvm.br ^bb306(%2066 : i64)
  ^bb311:  // pred: ^bb306
    %2067 = llvm.add %2053, %17 : i64
    llvm.br ^bb304(%2067 : i64)
  ^bb312:  // pred: ^bb304
    %2068 = llvm.mlir.constant(1 : index) : i64
    %2069 = llvm.mlir.constant(8 : index) : i64
    %2070 = llvm.mlir.constant(1 : index) : i64
    %2071 = llvm.mlir.constant(1 : index) : i64
    %2072 = llvm.mlir.constant(8 : index) : i64
    %2073 = llvm.mlir.zero : !llvm.ptr
    %2074 = llvm.getelementptr %2073[%2072] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2075 = llvm.ptrtoint %2074 : !llvm.ptr to i64
    %2076 = llvm.mlir.constant(64 : index) : i64
    %2077 = llvm.add %2075, %2076 : i64
    %2078 = llvm.call @malloc(%2077) : (i64) -> !llvm.ptr
    %2079 = llvm.ptrtoint %2078 : !llvm.ptr to i64
    %2080 = llvm.mlir.constant(1 : index) : i64
    %2081 = llvm.sub %2076, %2080 : i64
    %2082 = llvm.add %2079, %2081 : i64
    %2083 = llvm.urem %2082, %2076 : i64
    %2084 = llvm.sub %2082, %2083 : i64
    %2085 = llvm.inttoptr %2084 : i64 to !llvm.ptr
    %2086 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2087 = llvm.insertvalue %2078, %2086[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2088 = llvm.insertvalue %2085, %2087[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2089 = llvm.mlir.constant(0 : index) : i64
    %2090 = llvm.insertvalue %2089, %2088[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2091 = llvm.insertvalue %2068, %2090[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2092 = llvm.insertvalue %2069, %2091[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2093 = llvm.insertvalue %2070, %2092[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2094 = llvm.insertvalue %2069, %2093[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2095 = llvm.insertvalue %2070, %2094[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2096 = llvm.insertvalue %2071, %2095[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb313(%18 : i64)
  ^bb313(%2097: i64):  // 2 preds: ^bb312, ^bb320
    %2098 = llvm.icmp "slt" %2097, %17 : i64
    llvm.cond_br %2098, ^bb314, ^bb321
  ^bb314:  // pred: ^bb313
    llvm.br ^bb315(%18 : i64)
  ^bb315(%2099: i64):  // 2 preds: ^bb314, ^bb319
    %2100 = llvm.icmp "slt" %2099, %16 : i64
    llvm.cond_br %2100, ^bb316, ^bb320
  ^bb316:  // pred: ^bb315
    llvm.br ^bb317(%18 : i64)
  ^bb317(%2101: i64):  // 2 preds: ^bb316, ^bb318
    %2102 = llvm.icmp "slt" %2101, %17 : i64
    llvm.cond_br %2102, ^bb318, ^bb319
  ^bb318:  // pred: ^bb317
    %2103 = llvm.extractvalue %2052[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2104 = llvm.mlir.constant(8 : index) : i64
    %2105 = llvm.mul %2097, %2104 overflow<nsw, nuw> : i64
    %2106 = llvm.add %2105, %2099 overflow<nsw, nuw> : i64
    %2107 = llvm.add %2106, %2101 overflow<nsw, nuw> : i64
    %2108 = llvm.getelementptr inbounds|nuw %2103[%2107] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2109 = llvm.load %2108 : !llvm.ptr -> f64
    %2110 = llvm.extractvalue %2096[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2111 = llvm.mlir.constant(8 : index) : i64
    %2112 = llvm.mul %2097, %2111 overflow<nsw, nuw> : i64
    %2113 = llvm.add %2112, %2099 overflow<nsw, nuw> : i64
    %2114 = llvm.add %2113, %2101 overflow<nsw, nuw> : i64
    %2115 = llvm.getelementptr inbounds|nuw %2110[%2114] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %2109, %2115 : f64, !llvm.ptr
    %2116 = llvm.add %2101, %17 : i64
    llvm.br ^bb317(%2116 : i64)
  ^bb319:  // pred: ^bb317
    %2117 = llvm.add %2099, %17 : i64
    llvm.br ^bb315(%2117 : i64)
  ^bb320:  // pred: ^bb315
    %2118 = llvm.add %2097, %17 : i64
    llvm.br ^bb313(%2118 : i64)
  ^bb321:  // pred: ^bb313
    llvm.br ^bb322(%18 : i64)
  ^bb322(%2119: i64):  // 2 preds: ^bb321, ^bb329
    %2120 = llvm.icmp "slt" %2119, %17 : i64
    llvm.cond_br %2120, ^bb323, ^bb330
  ^bb323:  // pred: ^bb322
    llvm.br ^bb324(%18 : i64)
  ^bb324(%2121: i64):  // 2 preds: ^bb323, ^bb328
    %2122 = llvm.icmp "slt" %2121, %16 : i64
    llvm.cond_br %2122, ^bb325, ^bb329
  ^bb325:  // pred: ^bb324
    llvm.br ^bb326(%18 : i64)
  ^bb326(%2123: i64):  // 2 preds: ^bb325, ^bb327
    %2124 = llvm.icmp "slt" %2123, %14 : i64
    llvm.cond_br %2124, ^bb327, ^bb328
  ^bb327:  // pred: ^bb326
    %2125 = llvm.extractvalue %1996[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2126 = llvm.mlir.constant(256 : index) : i64
    %2127 = llvm.mul %2119, %2126 overflow<nsw, nuw> : i64
    %2128 = llvm.mlir.constant(32 : index) : i64
    %2129 = llvm.mul %2121, %2128 overflow<nsw, nuw> : i64
    %2130 = llvm.add %2127, %2129 overflow<nsw, nuw> : i64
    %2131 = llvm.add %2130, %2123 overflow<nsw, nuw> : i64
    %2132 = llvm.getelementptr inbounds|nuw %2125[%2131] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2133 = llvm.load %2132 : !llvm.ptr -> f64
    %2134 = llvm.extractvalue %2096[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2135 = llvm.mlir.constant(8 : index) : i64
    %2136 = llvm.mul %2119, %2135 overflow<nsw, nuw> : i64
    %2137 = llvm.add %2136, %2121 overflow<nsw, nuw> : i64
    %2138 = llvm.add %2137, %18 overflow<nsw, nuw> : i64
    %2139 = llvm.getelementptr inbounds|nuw %2134[%2138] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2140 = llvm.load %2139 : !llvm.ptr -> f64
    %2141 = llvm.fadd %2133, %2140 : f64
    %2142 = llvm.extractvalue %2096[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2143 = llvm.mlir.constant(8 : index) : i64
    %2144 = llvm.mul %2119, %2143 overflow<nsw, nuw> : i64
    %2145 = llvm.add %2144, %2121 overflow<nsw, nuw> : i64
    %2146 = llvm.add %2145, %18 overflow<nsw, nuw> : i64
    %2147 = llvm.getelementptr inbounds|nuw %2142[%2146] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %2141, %2147 : f64, !llvm.ptr
    %2148 = llvm.add %2123, %17 : i64
    llvm.br ^bb326(%2148 : i64)
  ^bb328:  // pred: ^bb326
    %2149 = llvm.add %2121, %17 : i64
    llvm.br ^bb324(%2149 : i64)
  ^bb329:  // pred: ^bb324
    %2150 = llvm.add %2119, %17 : i64
    llvm.br ^bb322(%2150 : i64)
  ^bb330:  // pred: ^bb322
    %2151 = llvm.mlir.constant(1 : index) : i64
    %2152 = llvm.mlir.constant(8 : index) : i64
    %2153 = llvm.mlir.constant(1 : index) : i64
    %2154 = llvm.mlir.constant(1 : index) : i64
    %2155 = llvm.mlir.constant(8 : index) : i64
    %2156 = llvm.mlir.zero : !llvm.ptr
    %2157 = llvm.getelementptr %2156[%2155] : (!llvm.ptr, i64) -> !llvm.ptr, f64
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
    %2174 = llvm.insertvalue %2151, %2173[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2175 = llvm.insertvalue %2152, %2174[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2176 = llvm.insertvalue %2153, %2175[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2177 = llvm.insertvalue %2152, %2176[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2178 = llvm.insertvalue %2153, %2177[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2179 = llvm.insertvalue %2154, %2178[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb331(%18 : i64)
  ^bb331(%2180: i64):  // 2 preds: ^bb330, ^bb338
    %2181 = llvm.icmp "slt" %2180, %17 : i64
    llvm.cond_br %2181, ^bb332, ^bb339
  ^bb332:  // pred: ^bb331
    llvm.br ^bb333(%18 : i64)
  ^bb333(%2182: i64):  // 2 preds: ^bb332, ^bb337
    %2183 = llvm.icmp "slt" %2182, %16 : i64
    llvm.cond_br %2183, ^bb334, ^bb338
  ^bb334:  // pred: ^bb333
    llvm.br ^bb335(%18 : i64)
  ^bb335(%2184: i64):  // 2 preds: ^bb334, ^bb336
    %2185 = llvm.icmp "slt" %2184, %17 : i64
    llvm.cond_br %2185, ^bb336, ^bb337
  ^bb336:  // pred: ^bb335
    %2186 = llvm.extractvalue %2052[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2187 = llvm.mlir.constant(8 : index) : i64
    %2188 = llvm.mul %2180, %2187 overflow<nsw, nuw> : i64
    %2189 = llvm.add %2188, %2182 overflow<nsw, nuw> : i64
    %2190 = llvm.add %2189, %2184 overflow<nsw, nuw> : i64
    %2191 = llvm.getelementptr inbounds|nuw %2186[%2190] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2192 = llvm.load %2191 : !llvm.ptr -> f64
    %2193 = llvm.extractvalue %2179[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2194 = llvm.mlir.constant(8 : index) : i64
    %2195 = llvm.mul %2180, %2194 overflow<nsw, nuw> : i64
    %2196 = llvm.add %2195, %2182 overflow<nsw, nuw> : i64
    %2197 = llvm.add %2196, %2184 overflow<nsw, nuw> : i64
    %2198 = llvm.getelementptr inbounds|nuw %2193[%2197] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %2192, %2198 : f64, !llvm.ptr
    %2199 = llvm.add %2184, %17 : i64
    llvm.br ^bb335(%2199 : i64)
  ^bb337:  // pred: ^bb335
    %2200 = llvm.add %2182, %17 : i64
    llvm.br ^bb333(%2200 : i64)
  ^bb338:  // pred: ^bb333
    %2201 = llvm.add %2180, %17 : i64
    llvm.br ^bb331(%2201 : i64)
  ^bb339:  // pred: ^bb331
    llvm.br ^bb340(%18 : i64)
  ^bb340(%2202: i64):  // 2 preds: ^bb339, ^bb347
    %2203 = llvm.icmp "slt" %2202, %17 : i64
    llvm.cond_br %2203, ^bb341, ^bb348
  ^bb341:  // pred: ^bb340
    llvm.br ^bb342(%18 : i64)
  ^bb342(%2204: i64):  // 2 preds: ^bb341, ^bb346
    %2205 = llvm.icmp "slt" %2204, %16 : i64
    llvm.cond_br %2205, ^bb343, ^bb347
  ^bb343:  // pred: ^bb342
    llvm.br ^bb344(%18 : i64)
  ^bb344(%2206: i64):  // 2 preds: ^bb343, ^bb345
    %2207 = llvm.icmp "slt" %2206, %14 : i64
    llvm.cond_br %2207, ^bb345, ^bb346
  ^bb345:  // pred: ^bb344
    %2208 = llvm.extractvalue %1996[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2209 = llvm.mlir.constant(256 : index) : i64
    %2210 = llvm.mul %2202, %2209 overflow<nsw, nuw> : i64
    %2211 = llvm.mlir.constant(32 : index) : i64
    %2212 = llvm.mul %2204, %2211 overflow<nsw, nuw> : i64
    %2213 = llvm.add %2210, %2212 overflow<nsw, nuw> : i64
    %2214 = llvm.add %2213, %2206 overflow<nsw, nuw> : i64
    %2215 = llvm.getelementptr inbounds|nuw %2208[%2214] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2216 = llvm.load %2215 : !llvm.ptr -> f64
    %2217 = llvm.extractvalue %2096[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2218 = llvm.mlir.constant(8 : index) : i64
    %2219 = llvm.mul %2202, %2218 overflow<nsw, nuw> : i64
    %2220 = llvm.add %2219, %2204 overflow<nsw, nuw> : i64
    %2221 = llvm.add %2220, %18 overflow<nsw, nuw> : i64
    %2222 = llvm.getelementptr inbounds|nuw %2217[%2221] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2223 = llvm.load %2222 : !llvm.ptr -> f64
    %2224 = llvm.extractvalue %2179[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2225 = llvm.mlir.constant(8 : index) : i64
    %2226 = llvm.mul %2202, %2225 overflow<nsw, nuw> : i64
    %2227 = llvm.add %2226, %2204 overflow<nsw, nuw> : i64
    %2228 = llvm.add %2227, %18 overflow<nsw, nuw> : i64
    %2229 = llvm.getelementptr inbounds|nuw %2224[%2228] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2230 = llvm.load %2229 : !llvm.ptr -> f64
    %2231 = llvm.fdiv %2223, %21 : f64
    %2232 = llvm.fsub %2216, %2231 : f64
    %2233 = llvm.fmul %2232, %2232 : f64
    %2234 = llvm.fadd %2233, %2230 : f64
    %2235 = llvm.extractvalue %2179[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2236 = llvm.mlir.constant(8 : index) : i64
    %2237 = llvm.mul %2202, %2236 overflow<nsw, nuw> : i64
    %2238 = llvm.add %2237, %2204 overflow<nsw, nuw> : i64
    %2239 = llvm.add %2238, %18 overflow<nsw, nuw> : i64
    %2240 = llvm.getelementptr inbounds|nuw %2235[%2239] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %2234, %2240 : f64, !llvm.ptr
    %2241 = llvm.add %2206, %17 : i64
    llvm.br ^bb344(%2241 : i64)
  ^bb346:  // pred: ^bb344
    %2242 = llvm.add %2204, %17 : i64
    llvm.br ^bb342(%2242 : i64)
  ^bb347:  // pred: ^bb342
    %2243 = llvm.add %2202, %17 : i64
    llvm.br ^bb340(%2243 : i64)
  ^bb348:  // pred: ^bb340
    %2244 = llvm.mlir.constant(1 : index) : i64
    %2245 = llvm.mlir.constant(8 : index) : i64
    %2246 = llvm.mlir.constant(1 : index) : i64
    %2247 = llvm.mlir.constant(1 : index) : i64
    %2248 = llvm.mlir.constant(8 : index) : i64
    %2249 = llvm.mlir.zero : !llvm.ptr
    %2250 = llvm.getelementptr %2249[%2248] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2251 = llvm.ptrtoint %2250 : !llvm.ptr to i64
    %2252 = llvm.mlir.constant(64 : index) : i64
    %2253 = llvm.add %2251, %2252 : i64
    %2254 = llvm.call @malloc(%2253) : (i64) -> !llvm.ptr
    %2255 = llvm.ptrtoint %2254 : !llvm.ptr to i64
    %2256 = llvm.mlir.constant(1 : index) : i64
    %2257 = llvm.sub %2252, %2256 : i64
    %2258 = llvm.add %2255, %2257 : i64
    %2259 = llvm.urem %2258, %2252 : i64
    %2260 = llvm.sub %2258, %2259 : i64
    %2261 = llvm.inttoptr %2260 : i64 to !llvm.ptr
    %2262 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2263 = llvm.insertvalue %2254, %2262[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2264 = llvm.insertvalue %2261, %2263[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2265 = llvm.mlir.constant(0 : index) : i64
    %2266 = llvm.insertvalue %2265, %2264[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2267 = llvm.insertvalue %2244, %2266[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2268 = llvm.insertvalue %2245, %2267[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2269 = llvm.insertvalue %2246, %2268[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2270 = llvm.insertvalue %2245, %2269[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2271 = llvm.insertvalue %2246, %2270[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2272 = llvm.insertvalue %2247, %2271[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb349(%18 : i64)
  ^bb349(%2273: i64):  // 2 preds: ^bb348, ^bb356
    %2274 = llvm.icmp "slt" %2273, %17 : i64
    llvm.cond_br %2274, ^bb350, ^bb357
  ^bb350:  // pred: ^bb349
    llvm.br ^bb351(%18 : i64)
  ^bb351(%2275: i64):  // 2 preds: ^bb350, ^bb355
    %2276 = llvm.icmp "slt" %2275, %16 : i64
    llvm.cond_br %2276, ^bb352, ^bb356
  ^bb352:  // pred: ^bb351
    llvm.br ^bb353(%18 : i64)
  ^bb353(%2277: i64):  // 2 preds: ^bb352, ^bb354
    %2278 = llvm.icmp "slt" %2277, %17 : i64
    llvm.cond_br %2278, ^bb354, ^bb355
  ^bb354:  // pred: ^bb353
    %2279 = llvm.extractvalue %2272[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2280 = llvm.mlir.constant(8 : index) : i64
    %2281 = llvm.mul %2273, %2280 overflow<nsw, nuw> : i64
    %2282 = llvm.add %2281, %2275 overflow<nsw, nuw> : i64
    %2283 = llvm.add %2282, %2277 overflow<nsw, nuw> : i64
    %2284 = llvm.getelementptr inbounds|nuw %2279[%2283] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %27, %2284 : f32, !llvm.ptr
    %2285 = llvm.add %2277, %17 : i64
    llvm.br ^bb353(%2285 : i64)
  ^bb355:  // pred: ^bb353
    %2286 = llvm.add %2275, %17 : i64
    llvm.br ^bb351(%2286 : i64)
  ^bb356:  // pred: ^bb351
    %2287 = llvm.add %2273, %17 : i64
    llvm.br ^bb349(%2287 : i64)
  ^bb357:  // pred: ^bb349
    %2288 = llvm.mlir.constant(1 : index) : i64
    %2289 = llvm.mlir.constant(8 : index) : i64
    %2290 = llvm.mlir.constant(1 : index) : i64
    %2291 = llvm.mlir.constant(1 : index) : i64
    %2292 = llvm.mlir.constant(8 : index) : i64
    %2293 = llvm.mlir.zero : !llvm.ptr
    %2294 = llvm.getelementptr %2293[%2292] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2295 = llvm.ptrtoint %2294 : !llvm.ptr to i64
    %2296 = llvm.mlir.constant(64 : index) : i64
    %2297 = llvm.add %2295, %2296 : i64
    %2298 = llvm.call @malloc(%2297) : (i64) -> !llvm.ptr
    %2299 = llvm.ptrtoint %2298 : !llvm.ptr to i64
    %2300 = llvm.mlir.constant(1 : index) : i64
    %2301 = llvm.sub %2296, %2300 : i64
    %2302 = llvm.add %2299, %2301 : i64
    %2303 = llvm.urem %2302, %2296 : i64
    %2304 = llvm.sub %2302, %2303 : i64
    %2305 = llvm.inttoptr %2304 : i64 to !llvm.ptr
    %2306 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2307 = llvm.insertvalue %2298, %2306[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2308 = llvm.insertvalue %2305, %2307[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2309 = llvm.mlir.constant(0 : index) : i64
    %2310 = llvm.insertvalue %2309, %2308[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2311 = llvm.insertvalue %2288, %2310[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2312 = llvm.insertvalue %2289, %2311[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2313 = llvm.insertvalue %2290, %2312[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2314 = llvm.insertvalue %2289, %2313[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2315 = llvm.insertvalue %2290, %2314[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2316 = llvm.insertvalue %2291, %2315[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb358(%18 : i64)
  ^bb358(%2317: i64):  // 2 preds: ^bb357, ^bb365
    %2318 = llvm.icmp "slt" %2317, %17 : i64
    llvm.cond_br %2318, ^bb359, ^bb366
  ^bb359:  // pred: ^bb358
    llvm.br ^bb360(%18 : i64)
  ^bb360(%2319: i64):  // 2 preds: ^bb359, ^bb364
    %2320 = llvm.icmp "slt" %2319, %16 : i64
    llvm.cond_br %2320, ^bb361, ^bb365
  ^bb361:  // pred: ^bb360
    llvm.br ^bb362(%18 : i64)
  ^bb362(%2321: i64):  // 2 preds: ^bb361, ^bb363
    %2322 = llvm.icmp "slt" %2321, %17 : i64
    llvm.cond_br %2322, ^bb363, ^bb364
  ^bb363:  // pred: ^bb362
    %2323 = llvm.extractvalue %2272[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2324 = llvm.mlir.constant(8 : index) : i64
    %2325 = llvm.mul %2317, %2324 overflow<nsw, nuw> : i64
    %2326 = llvm.add %2325, %2319 overflow<nsw, nuw> : i64
    %2327 = llvm.add %2326, %2321 overflow<nsw, nuw> : i64
    %2328 = llvm.getelementptr inbounds|nuw %2323[%2327] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2329 = llvm.load %2328 : !llvm.ptr -> f32
    %2330 = llvm.extractvalue %2316[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2331 = llvm.mlir.constant(8 : index) : i64
    %2332 = llvm.mul %2317, %2331 overflow<nsw, nuw> : i64
    %2333 = llvm.add %2332, %2319 overflow<nsw, nuw> : i64
    %2334 = llvm.add %2333, %2321 overflow<nsw, nuw> : i64
    %2335 = llvm.getelementptr inbounds|nuw %2330[%2334] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2329, %2335 : f32, !llvm.ptr
    %2336 = llvm.add %2321, %17 : i64
    llvm.br ^bb362(%2336 : i64)
  ^bb364:  // pred: ^bb362
    %2337 = llvm.add %2319, %17 : i64
    llvm.br ^bb360(%2337 : i64)
  ^bb365:  // pred: ^bb360
    %2338 = llvm.add %2317, %17 : i64
    llvm.br ^bb358(%2338 : i64)
  ^bb366:  // pred: ^bb358
    llvm.br ^bb367(%18 : i64)
  ^bb367(%2339: i64):  // 2 preds: ^bb366, ^bb374
    %2340 = llvm.icmp "slt" %2339, %17 : i64
    llvm.cond_br %2340, ^bb368, ^bb375
  ^bb368:  // pred: ^bb367
    llvm.br ^bb369(%18 : i64)
  ^bb369(%2341: i64):  // 2 preds: ^bb368, ^bb373
    %2342 = llvm.icmp "slt" %2341, %16 : i64
    llvm.cond_br %2342, ^bb370, ^bb374
  ^bb370:  // pred: ^bb369
    llvm.br ^bb371(%18 : i64)
  ^bb371(%2343: i64):  // 2 preds: ^bb370, ^bb372
    %2344 = llvm.icmp "slt" %2343, %14 : i64
    llvm.cond_br %2344, ^bb372, ^bb373
  ^bb372:  // pred: ^bb371
    %2345 = llvm.extractvalue %1923[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2346 = llvm.mlir.constant(256 : index) : i64
    %2347 = llvm.mul %2339, %2346 overflow<nsw, nuw> : i64
    %2348 = llvm.mlir.constant(32 : index) : i64
    %2349 = llvm.mul %2341, %2348 overflow<nsw, nuw> : i64
    %2350 = llvm.add %2347, %2349 overflow<nsw, nuw> : i64
    %2351 = llvm.add %2350, %2343 overflow<nsw, nuw> : i64
    %2352 = llvm.getelementptr inbounds|nuw %2345[%2351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2353 = llvm.load %2352 : !llvm.ptr -> f32
    %2354 = llvm.extractvalue %2316[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2355 = llvm.mlir.constant(8 : index) : i64
    %2356 = llvm.mul %2339, %2355 overflow<nsw, nuw> : i64
    %2357 = llvm.add %2356, %2341 overflow<nsw, nuw> : i64
    %2358 = llvm.add %2357, %18 overflow<nsw, nuw> : i64
    %2359 = llvm.getelementptr inbounds|nuw %2354[%2358] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2360 = llvm.load %2359 : !llvm.ptr -> f32
    %2361 = llvm.fadd %2353, %2360 : f32
    %2362 = llvm.extractvalue %2316[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2363 = llvm.mlir.constant(8 : index) : i64
    %2364 = llvm.mul %2339, %2363 overflow<nsw, nuw> : i64
    %2365 = llvm.add %2364, %2341 overflow<nsw, nuw> : i64
    %2366 = llvm.add %2365, %18 overflow<nsw, nuw> : i64
    %2367 = llvm.getelementptr inbounds|nuw %2362[%2366] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2361, %2367 : f32, !llvm.ptr
    %2368 = llvm.add %2343, %17 : i64
    llvm.br ^bb371(%2368 : i64)
  ^bb373:  // pred: ^bb371
    %2369 = llvm.add %2341, %17 : i64
    llvm.br ^bb369(%2369 : i64)
  ^bb374:  // pred: ^bb369
    %2370 = llvm.add %2339, %17 : i64
    llvm.br ^bb367(%2370 : i64)
  ^bb375:  // pred: ^bb367
    %2371 = llvm.mlir.constant(1 : index) : i64
    %2372 = llvm.mlir.constant(8 : index) : i64
    %2373 = llvm.mlir.constant(32 : index) : i64
    %2374 = llvm.mlir.constant(1 : index) : i64
    %2375 = llvm.mlir.constant(256 : index) : i64
    %2376 = llvm.mlir.constant(256 : index) : i64
    %2377 = llvm.mlir.zero : !llvm.ptr
    %2378 = llvm.getelementptr %2377[%2376] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2379 = llvm.ptrtoint %2378 : !llvm.ptr to i64
    %2380 = llvm.mlir.constant(64 : index) : i64
    %2381 = llvm.add %2379, %2380 : i64
    %2382 = llvm.call @malloc(%2381) : (i64) -> !llvm.ptr
    %2383 = llvm.ptrtoint %2382 : !llvm.ptr to i64
    %2384 = llvm.mlir.constant(1 : index) : i64
    %2385 = llvm.sub %2380, %2384 : i64
    %2386 = llvm.add %2383, %2385 : i64
    %2387 = llvm.urem %2386, %2380 : i64
    %2388 = llvm.sub %2386, %2387 : i64
    %2389 = llvm.inttoptr %2388 : i64 to !llvm.ptr
    %2390 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2391 = llvm.insertvalue %2382, %2390[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2392 = llvm.insertvalue %2389, %2391[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2393 = llvm.mlir.constant(0 : index) : i64
    %2394 = llvm.insertvalue %2393, %2392[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2395 = llvm.insertvalue %2371, %2394[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2396 = llvm.insertvalue %2372, %2395[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2397 = llvm.insertvalue %2373, %2396[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2398 = llvm.insertvalue %2375, %2397[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2399 = llvm.insertvalue %2373, %2398[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2400 = llvm.insertvalue %2374, %2399[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb376(%18 : i64)
  ^bb376(%2401: i64):  // 2 preds: ^bb375, ^bb383
    %2402 = llvm.icmp "slt" %2401, %17 : i64
    llvm.cond_br %2402, ^bb377, ^bb384
  ^bb377:  // pred: ^bb376
    llvm.br ^bb378(%18 : i64)
  ^bb378(%2403: i64):  // 2 preds: ^bb377, ^bb382
    %2404 = llvm.icmp "slt" %2403, %16 : i64
    llvm.cond_br %2404, ^bb379, ^bb383
  ^bb379:  // pred: ^bb378
    llvm.br ^bb380(%18 : i64)
  ^bb380(%2405: i64):  // 2 preds: ^bb379, ^bb381
    %2406 = llvm.icmp "slt" %2405, %14 : i64
    llvm.cond_br %2406, ^bb381, ^bb382
  ^bb381:  // pred: ^bb380
    %2407 = llvm.extractvalue %1923[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2408 = llvm.mlir.constant(256 : index) : i64
    %2409 = llvm.mul %2401, %2408 overflow<nsw, nuw> : i64
    %2410 = llvm.mlir.constant(32 : index) : i64
    %2411 = llvm.mul %2403, %2410 overflow<nsw, nuw> : i64
    %2412 = llvm.add %2409, %2411 overflow<nsw, nuw> : i64
    %2413 = llvm.add %2412, %2405 overflow<nsw, nuw> : i64
    %2414 = llvm.getelementptr inbounds|nuw %2407[%2413] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2415 = llvm.load %2414 : !llvm.ptr -> f32
    %2416 = llvm.extractvalue %2316[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2417 = llvm.mlir.constant(8 : index) : i64
    %2418 = llvm.mul %2401, %2417 overflow<nsw, nuw> : i64
    %2419 = llvm.add %2418, %2403 overflow<nsw, nuw> : i64
    %2420 = llvm.add %2419, %18 overflow<nsw, nuw> : i64
    %2421 = llvm.getelementptr inbounds|nuw %2416[%2420] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2422 = llvm.load %2421 : !llvm.ptr -> f32
    %2423 = llvm.extractvalue %2179[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2424 = llvm.mlir.constant(8 : index) : i64
    %2425 = llvm.mul %2401, %2424 overflow<nsw, nuw> : i64
    %2426 = llvm.add %2425, %2403 overflow<nsw, nuw> : i64
    %2427 = llvm.add %2426, %18 overflow<nsw, nuw> : i64
    %2428 = llvm.getelementptr inbounds|nuw %2423[%2427] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2429 = llvm.load %2428 : !llvm.ptr -> f64
    %2430 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2431 = llvm.getelementptr inbounds|nuw %2430[%2405] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2432 = llvm.load %2431 : !llvm.ptr -> f32
    %2433 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2434 = llvm.getelementptr inbounds|nuw %2433[%2405] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2435 = llvm.load %2434 : !llvm.ptr -> f32
    %2436 = llvm.fdiv %2429, %21 : f64
    %2437 = llvm.fptrunc %2436 : f64 to f32
    %2438 = llvm.fptrunc %24 : f64 to f32
    %2439 = llvm.fadd %2437, %2438 : f32
    %2440 = llvm.intr.sqrt(%2439) : (f32) -> f32
    %2441 = llvm.fdiv %11, %2440 : f32
    %2442 = llvm.fdiv %2422, %20 : f32
    %2443 = llvm.fsub %2415, %2442 : f32
    %2444 = llvm.fmul %2443, %2441 : f32
    %2445 = llvm.fmul %2444, %2432 : f32
    %2446 = llvm.fadd %2445, %2435 : f32
    %2447 = llvm.extractvalue %2400[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2448 = llvm.mlir.constant(256 : index) : i64
    %2449 = llvm.mul %2401, %2448 overflow<nsw, nuw> : i64
    %2450 = llvm.mlir.constant(32 : index) : i64
    %2451 = llvm.mul %2403, %2450 overflow<nsw, nuw> : i64
    %2452 = llvm.add %2449, %2451 overflow<nsw, nuw> : i64
    %2453 = llvm.add %2452, %2405 overflow<nsw, nuw> : i64
    %2454 = llvm.getelementptr inbounds|nuw %2447[%2453] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2446, %2454 : f32, !llvm.ptr
    %2455 = llvm.add %2405, %17 : i64
    llvm.br ^bb380(%2455 : i64)
  ^bb382:  // pred: ^bb380
    %2456 = llvm.add %2403, %17 : i64
    llvm.br ^bb378(%2456 : i64)
  ^bb383:  // pred: ^bb378
    %2457 = llvm.add %2401, %17 : i64
    llvm.br ^bb376(%2457 : i64)
  ^bb384:  // pred: ^bb376
    %2458 = llvm.mlir.constant(1 : index) : i64
    %2459 = llvm.mlir.constant(8 : index) : i64
    %2460 = llvm.mlir.constant(64 : index) : i64
    %2461 = llvm.mlir.constant(1 : index) : i64
    %2462 = llvm.mlir.constant(512 : index) : i64
    %2463 = llvm.mlir.constant(512 : index) : i64
    %2464 = llvm.mlir.zero : !llvm.ptr
    %2465 = llvm.getelementptr %2464[%2463] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2466 = llvm.ptrtoint %2465 : !llvm.ptr to i64
    %2467 = llvm.mlir.constant(64 : index) : i64
    %2468 = llvm.add %2466, %2467 : i64
    %2469 = llvm.call @malloc(%2468) : (i64) -> !llvm.ptr
    %2470 = llvm.ptrtoint %2469 : !llvm.ptr to i64
    %2471 = llvm.mlir.constant(1 : index) : i64
    %2472 = llvm.sub %2467, %2471 : i64
    %2473 = llvm.add %2470, %2472 : i64
    %2474 = llvm.urem %2473, %2467 : i64
    %2475 = llvm.sub %2473, %2474 : i64
    %2476 = llvm.inttoptr %2475 : i64 to !llvm.ptr
    %2477 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2478 = llvm.insertvalue %2469, %2477[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2479 = llvm.insertvalue %2476, %2478[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2480 = llvm.mlir.constant(0 : index) : i64
    %2481 = llvm.insertvalue %2480, %2479[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2482 = llvm.insertvalue %2458, %2481[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2483 = llvm.insertvalue %2459, %2482[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2484 = llvm.insertvalue %2460, %2483[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2485 = llvm.insertvalue %2462, %2484[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2486 = llvm.insertvalue %2460, %2485[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2487 = llvm.insertvalue %2461, %2486[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb385(%18 : i64)
  ^bb385(%2488: i64):  // 2 preds: ^bb384, ^bb392
    %2489 = llvm.icmp "slt" %2488, %17 : i64
    llvm.cond_br %2489, ^bb386, ^bb393
  ^bb386:  // pred: ^bb385
    llvm.br ^bb387(%18 : i64)
  ^bb387(%2490: i64):  // 2 preds: ^bb386, ^bb391
    %2491 = llvm.icmp "slt" %2490, %16 : i64
    llvm.cond_br %2491, ^bb388, ^bb392
  ^bb388:  // pred: ^bb387
    llvm.br ^bb389(%18 : i64)
  ^bb389(%2492: i64):  // 2 preds: ^bb388, ^bb390
    %2493 = llvm.icmp "slt" %2492, %12 : i64
    llvm.cond_br %2493, ^bb390, ^bb391
  ^bb390:  // pred: ^bb389
    %2494 = llvm.extractvalue %2487[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2495 = llvm.mlir.constant(512 : index) : i64
    %2496 = llvm.mul %2488, %2495 overflow<nsw, nuw> : i64
    %2497 = llvm.mlir.constant(64 : index) : i64
    %2498 = llvm.mul %2490, %2497 overflow<nsw, nuw> : i64
    %2499 = llvm.add %2496, %2498 overflow<nsw, nuw> : i64
    %2500 = llvm.add %2499, %2492 overflow<nsw, nuw> : i64
    %2501 = llvm.getelementptr inbounds|nuw %2494[%2500] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %27, %2501 : f32, !llvm.ptr
    %2502 = llvm.add %2492, %17 : i64
    llvm.br ^bb389(%2502 : i64)
  ^bb391:  // pred: ^bb389
    %2503 = llvm.add %2490, %17 : i64
    llvm.br ^bb387(%2503 : i64)
  ^bb392:  // pred: ^bb387
    %2504 = llvm.add %2488, %17 : i64
    llvm.br ^bb385(%2504 : i64)
  ^bb393:  // pred: ^bb385
    %2505 = llvm.mlir.constant(1 : index) : i64
    %2506 = llvm.mlir.constant(8 : index) : i64
    %2507 = llvm.mlir.constant(64 : index) : i64
    %2508 = llvm.mlir.constant(1 : index) : i64
    %2509 = llvm.mlir.constant(512 : index) : i64
    %2510 = llvm.mlir.constant(512 : index) : i64
    %2511 = llvm.mlir.zero : !llvm.ptr
    %2512 = llvm.getelementptr %2511[%2510] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2513 = llvm.ptrtoint %2512 : !llvm.ptr to i64
    %2514 = llvm.mlir.constant(64 : index) : i64
    %2515 = llvm.add %2513, %2514 : i64
    %2516 = llvm.call @malloc(%2515) : (i64) -> !llvm.ptr
    %2517 = llvm.ptrtoint %2516 : !llvm.ptr to i64
    %2518 = llvm.mlir.constant(1 : index) : i64
    %2519 = llvm.sub %2514, %2518 : i64
    %2520 = llvm.add %2517, %2519 : i64
    %2521 = llvm.urem %2520, %2514 : i64
    %2522 = llvm.sub %2520, %2521 : i64
    %2523 = llvm.inttoptr %2522 : i64 to !llvm.ptr
    %2524 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2525 = llvm.insertvalue %2516, %2524[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2526 = llvm.insertvalue %2523, %2525[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2527 = llvm.mlir.constant(0 : index) : i64
    %2528 = llvm.insertvalue %2527, %2526[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2529 = llvm.insertvalue %2505, %2528[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2530 = llvm.insertvalue %2506, %2529[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2531 = llvm.insertvalue %2507, %2530[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2532 = llvm.insertvalue %2509, %2531[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2533 = llvm.insertvalue %2507, %2532[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2534 = llvm.insertvalue %2508, %2533[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb394(%18 : i64)
  ^bb394(%2535: i64):  // 2 preds: ^bb393, ^bb401
    %2536 = llvm.icmp "slt" %2535, %17 : i64
    llvm.cond_br %2536, ^bb395, ^bb402
  ^bb395:  // pred: ^bb394
    llvm.br ^bb396(%18 : i64)
  ^bb396(%2537: i64):  // 2 preds: ^bb395, ^bb400
    %2538 = llvm.icmp "slt" %2537, %16 : i64
    llvm.cond_br %2538, ^bb397, ^bb401
  ^bb397:  // pred: ^bb396
    llvm.br ^bb398(%18 : i64)
  ^bb398(%2539: i64):  // 2 preds: ^bb397, ^bb399
    %2540 = llvm.icmp "slt" %2539, %12 : i64
    llvm.cond_br %2540, ^bb399, ^bb400
  ^bb399:  // pred: ^bb398
    %2541 = llvm.extractvalue %2487[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2542 = llvm.mlir.constant(512 : index) : i64
    %2543 = llvm.mul %2535, %2542 overflow<nsw, nuw> : i64
    %2544 = llvm.mlir.constant(64 : index) : i64
    %2545 = llvm.mul %2537, %2544 overflow<nsw, nuw> : i64
    %2546 = llvm.add %2543, %2545 overflow<nsw, nuw> : i64
    %2547 = llvm.add %2546, %2539 overflow<nsw, nuw> : i64
    %2548 = llvm.getelementptr inbounds|nuw %2541[%2547] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2549 = llvm.load %2548 : !llvm.ptr -> f32
    %2550 = llvm.extractvalue %2534[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2551 = llvm.mlir.constant(512 : index) : i64
    %2552 = llvm.mul %2535, %2551 overflow<nsw, nuw> : i64
    %2553 = llvm.mlir.constant(64 : index) : i64
    %2554 = llvm.mul %2537, %2553 overflow<nsw, nuw> : i64
    %2555 = llvm.add %2552, %2554 overflow<nsw, nuw> : i64
    %2556 = llvm.add %2555, %2539 overflow<nsw, nuw> : i64
    %2557 = llvm.getelementptr inbounds|nuw %2550[%2556] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2549, %2557 : f32, !llvm.ptr
    %2558 = llvm.add %2539, %17 : i64
    llvm.br ^bb398(%2558 : i64)
  ^bb400:  // pred: ^bb398
    %2559 = llvm.add %2537, %17 : i64
    llvm.br ^bb396(%2559 : i64)
  ^bb401:  // pred: ^bb396
    %2560 = llvm.add %2535, %17 : i64
    llvm.br ^bb394(%2560 : i64)
  ^bb402:  // pred: ^bb394
    llvm.br ^bb403(%18 : i64)
  ^bb403(%2561: i64):  // 2 preds: ^bb402, ^bb413
    %2562 = llvm.icmp "slt" %2561, %17 : i64
    llvm.cond_br %2562, ^bb404, ^bb414
  ^bb404:  // pred: ^bb403
    llvm.br ^bb405(%18 : i64)
  ^bb405(%2563: i64):  // 2 preds: ^bb404, ^bb412
    %2564 = llvm.icmp "slt" %2563, %16 : i64
    llvm.cond_br %2564, ^bb406, ^bb413
  ^bb406:  // pred: ^bb405
    llvm.br ^bb407(%18 : i64)
  ^bb407(%2565: i64):  // 2 preds: ^bb406, ^bb411
    %2566 = llvm.icmp "slt" %2565, %12 : i64
    llvm.cond_br %2566, ^bb408, ^bb412
  ^bb408:  // pred: ^bb407
    llvm.br ^bb409(%18 : i64)
  ^bb409(%2567: i64):  // 2 preds: ^bb408, ^bb410
    %2568 = llvm.icmp "slt" %2567, %14 : i64
    llvm.cond_br %2568, ^bb410, ^bb411
  ^bb410:  // pred: ^bb409
    %2569 = llvm.extractvalue %2400[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2570 = llvm.mlir.constant(256 : index) : i64
    %2571 = llvm.mul %2561, %2570 overflow<nsw, nuw> : i64
    %2572 = llvm.mlir.constant(32 : index) : i64
    %2573 = llvm.mul %2563, %2572 overflow<nsw, nuw> : i64
    %2574 = llvm.add %2571, %2573 overflow<nsw, nuw> : i64
    %2575 = llvm.add %2574, %2567 overflow<nsw, nuw> : i64
    %2576 = llvm.getelementptr inbounds|nuw %2569[%2575] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2577 = llvm.load %2576 : !llvm.ptr -> f32
    %2578 = llvm.extractvalue %131[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2579 = llvm.mlir.constant(32 : index) : i64
    %2580 = llvm.mul %2565, %2579 overflow<nsw, nuw> : i64
    %2581 = llvm.add %2580, %2567 overflow<nsw, nuw> : i64
    %2582 = llvm.getelementptr inbounds|nuw %2578[%2581] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2583 = llvm.load %2582 : !llvm.ptr -> f32
    %2584 = llvm.extractvalue %2534[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2585 = llvm.mlir.constant(512 : index) : i64
    %2586 = llvm.mul %2561, %2585 overflow<nsw, nuw> : i64
    %2587 = llvm.mlir.constant(64 : index) : i64
    %2588 = llvm.mul %2563, %2587 overflow<nsw, nuw> : i64
    %2589 = llvm.add %2586, %2588 overflow<nsw, nuw> : i64
    %2590 = llvm.add %2589, %2565 overflow<nsw, nuw> : i64
    %2591 = llvm.getelementptr inbounds|nuw %2584[%2590] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2592 = llvm.load %2591 : !llvm.ptr -> f32
    %2593 = llvm.fmul %2577, %2583 : f32
    %2594 = llvm.fadd %2592, %2593 : f32
    %2595 = llvm.extractvalue %2534[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2596 = llvm.mlir.constant(512 : index) : i64
    %2597 = llvm.mul %2561, %2596 overflow<nsw, nuw> : i64
    %2598 = llvm.mlir.constant(64 : index) : i64
    %2599 = llvm.mul %2563, %2598 overflow<nsw, nuw> : i64
    %2600 = llvm.add %2597, %2599 overflow<nsw, nuw> : i64
    %2601 = llvm.add %2600, %2565 overflow<nsw, nuw> : i64
    %2602 = llvm.getelementptr inbounds|nuw %2595[%2601] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2594, %2602 : f32, !llvm.ptr
    %2603 = llvm.add %2567, %17 : i64
    llvm.br ^bb409(%2603 : i64)
  ^bb411:  // pred: ^bb409
    %2604 = llvm.add %2565, %17 : i64
    llvm.br ^bb407(%2604 : i64)
  ^bb412:  // pred: ^bb407
    %2605 = llvm.add %2563, %17 : i64
    llvm.br ^bb405(%2605 : i64)
  ^bb413:  // pred: ^bb405
    %2606 = llvm.add %2561, %17 : i64
    llvm.br ^bb403(%2606 : i64)
  ^bb414:  // pred: ^bb403
    %2607 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2608 = llvm.extractvalue %1701[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2609 = llvm.extractvalue %1701[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2610 = llvm.insertvalue %2608, %2607[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2611 = llvm.insertvalue %2609, %2610[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2612 = llvm.mlir.constant(0 : index) : i64
    %2613 = llvm.insertvalue %2612, %2611[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2614 = llvm.mlir.constant(1 : index) : i64
    %2615 = llvm.insertvalue %2614, %2613[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2616 = llvm.mlir.constant(256 : index) : i64
    %2617 = llvm.insertvalue %2616, %2615[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2618 = llvm.mlir.constant(8 : index) : i64
    %2619 = llvm.insertvalue %2618, %2617[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2620 = llvm.mlir.constant(32 : index) : i64
    %2621 = llvm.insertvalue %2620, %2619[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2622 = llvm.mlir.constant(32 : index) : i64
    %2623 = llvm.insertvalue %2622, %2621[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2624 = llvm.mlir.constant(1 : index) : i64
    %2625 = llvm.insertvalue %2624, %2623[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2626 = llvm.mlir.constant(1 : index) : i64
    %2627 = llvm.mlir.constant(8 : index) : i64
    %2628 = llvm.mlir.constant(32 : index) : i64
    %2629 = llvm.mlir.constant(1 : index) : i64
    %2630 = llvm.mlir.constant(256 : index) : i64
    %2631 = llvm.mlir.constant(256 : index) : i64
    %2632 = llvm.mlir.zero : !llvm.ptr
    %2633 = llvm.getelementptr %2632[%2631] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2634 = llvm.ptrtoint %2633 : !llvm.ptr to i64
    %2635 = llvm.mlir.constant(64 : index) : i64
    %2636 = llvm.add %2634, %2635 : i64
    %2637 = llvm.call @malloc(%2636) : (i64) -> !llvm.ptr
    %2638 = llvm.ptrtoint %2637 : !llvm.ptr to i64
    %2639 = llvm.mlir.constant(1 : index) : i64
    %2640 = llvm.sub %2635, %2639 : i64
    %2641 = llvm.add %2638, %2640 : i64
    %2642 = llvm.urem %2641, %2635 : i64
    %2643 = llvm.sub %2641, %2642 : i64
    %2644 = llvm.inttoptr %2643 : i64 to !llvm.ptr
    %2645 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2646 = llvm.insertvalue %2637, %2645[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2647 = llvm.insertvalue %2644, %2646[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2648 = llvm.mlir.constant(0 : index) : i64
    %2649 = llvm.insertvalue %2648, %2647[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2650 = llvm.insertvalue %2626, %2649[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2651 = llvm.insertvalue %2627, %2650[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2652 = llvm.insertvalue %2628, %2651[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2653 = llvm.insertvalue %2630, %2652[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2654 = llvm.insertvalue %2628, %2653[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2655 = llvm.insertvalue %2629, %2654[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb415(%18 : i64)
  ^bb415(%2656: i64):  // 2 preds: ^bb414, ^bb422
    %2657 = llvm.icmp "slt" %2656, %17 : i64
    llvm.cond_br %2657, ^bb416, ^bb423
  ^bb416:  // pred: ^bb415
    llvm.br ^bb417(%18 : i64)
  ^bb417(%2658: i64):  // 2 preds: ^bb416, ^bb421
    %2659 = llvm.icmp "slt" %2658, %16 : i64
    llvm.cond_br %2659, ^bb418, ^bb422
  ^bb418:  // pred: ^bb417
    llvm.br ^bb419(%18 : i64)
  ^bb419(%2660: i64):  // 2 preds: ^bb418, ^bb420
    %2661 = llvm.icmp "slt" %2660, %14 : i64
    llvm.cond_br %2661, ^bb420, ^bb421
  ^bb420:  // pred: ^bb419
    %2662 = llvm.extractvalue %2625[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2663 = llvm.mlir.constant(256 : index) : i64
    %2664 = llvm.mul %2656, %2663 overflow<nsw, nuw> : i64
    %2665 = llvm.mlir.constant(32 : index) : i64
    %2666 = llvm.mul %2658, %2665 overflow<nsw, nuw> : i64
    %2667 = llvm.add %2664, %2666 overflow<nsw, nuw> : i64
    %2668 = llvm.add %2667, %2660 overflow<nsw, nuw> : i64
    %2669 = llvm.getelementptr inbounds|nuw %2662[%2668] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2670 = llvm.load %2669 : !llvm.ptr -> f32
    %2671 = llvm.extractvalue %2655[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2672 = llvm.mlir.constant(256 : index) : i64
    %2673 = llvm.mul %2656, %2672 overflow<nsw, nuw> : i64
    %2674 = llvm.mlir.constant(32 : index) : i64
    %2675 = llvm.mul %2658, %2674 overflow<nsw, nuw> : i64
    %2676 = llvm.add %2673, %2675 overflow<nsw, nuw> : i64
    %2677 = llvm.add %2676, %2660 overflow<nsw, nuw> : i64
    %2678 = llvm.getelementptr inbounds|nuw %2671[%2677] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2670, %2678 : f32, !llvm.ptr
    %2679 = llvm.add %2660, %17 : i64
    llvm.br ^bb419(%2679 : i64)
  ^bb421:  // pred: ^bb419
    %2680 = llvm.add %2658, %17 : i64
    llvm.br ^bb417(%2680 : i64)
  ^bb422:  // pred: ^bb417
    %2681 = llvm.add %2656, %17 : i64
    llvm.br ^bb415(%2681 : i64)
  ^bb423:  // pred: ^bb415
    llvm.br ^bb424(%18 : i64)
  ^bb424(%2682: i64):  // 2 preds: ^bb423, ^bb434
    %2683 = llvm.icmp "slt" %2682, %17 : i64
    llvm.cond_br %2683, ^bb425, ^bb435
  ^bb425:  // pred: ^bb424
    llvm.br ^bb426(%18 : i64)
  ^bb426(%2684: i64):  // 2 preds: ^bb425, ^bb433
    %2685 = llvm.icmp "slt" %2684, %16 : i64
    llvm.cond_br %2685, ^bb427, ^bb434
  ^bb427:  // pred: ^bb426
    llvm.br ^bb428(%18 : i64)
  ^bb428(%2686: i64):  // 2 preds: ^bb427, ^bb432
    %2687 = llvm.icmp "slt" %2686, %14 : i64
    llvm.cond_br %2687, ^bb429, ^bb433
  ^bb429:  // pred: ^bb428
    llvm.br ^bb430(%18 : i64)
  ^bb430(%2688: i64):  // 2 preds: ^bb429, ^bb431
    %2689 = llvm.icmp "slt" %2688, %12 : i64
    llvm.cond_br %2689, ^bb431, ^bb432
  ^bb431:  // pred: ^bb430
    %2690 = llvm.extractvalue %2534[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2691 = llvm.mlir.constant(512 : index) : i64
    %2692 = llvm.mul %2682, %2691 overflow<nsw, nuw> : i64
    %2693 = llvm.mlir.constant(64 : index) : i64
    %2694 = llvm.mul %2684, %2693 overflow<nsw, nuw> : i64
    %2695 = llvm.add %2692, %2694 overflow<nsw, nuw> : i64
    %2696 = llvm.add %2695, %2688 overflow<nsw, nuw> : i64
    %2697 = llvm.getelementptr inbounds|nuw %2690[%2696] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2698 = llvm.load %2697 : !llvm.ptr -> f32
    %2699 = llvm.extractvalue %111[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2700 = llvm.getelementptr inbounds|nuw %2699[%2688] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2701 = llvm.load %2700 : !llvm.ptr -> f32
    %2702 = llvm.extractvalue %95[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2703 = llvm.mlir.constant(64 : index) : i64
    %2704 = llvm.mul %2686, %2703 overflow<nsw, nuw> : i64
    %2705 = llvm.add %2704, %2688 overflow<nsw, nuw> : i64
    %2706 = llvm.getelementptr inbounds|nuw %2702[%2705] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2707 = llvm.load %2706 : !llvm.ptr -> f32
    %2708 = llvm.extractvalue %2655[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2709 = llvm.mlir.constant(256 : index) : i64
    %2710 = llvm.mul %2682, %2709 overflow<nsw, nuw> : i64
    %2711 = llvm.mlir.constant(32 : index) : i64
    %2712 = llvm.mul %2684, %2711 overflow<nsw, nuw> : i64
    %2713 = llvm.add %2710, %2712 overflow<nsw, nuw> : i64
    %2714 = llvm.add %2713, %2686 overflow<nsw, nuw> : i64
    %2715 = llvm.getelementptr inbounds|nuw %2708[%2714] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2716 = llvm.load %2715 : !llvm.ptr -> f32
    %2717 = llvm.fadd %2698, %2701 : f32
    %2718 = llvm.fcmp "ugt" %2717, %27 : f32
    %2719 = llvm.select %2718, %2717, %27 : i1, f32
    %2720 = llvm.fmul %2719, %2707 : f32
    %2721 = llvm.fadd %2716, %2720 : f32
    %2722 = llvm.extractvalue %2655[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2723 = llvm.mlir.constant(256 : index) : i64
    %2724 = llvm.mul %2682, %2723 overflow<nsw, nuw> : i64
    %2725 = llvm.mlir.constant(32 : index) : i64
    %2726 = llvm.mul %2684, %2725 overflow<nsw, nuw> : i64
    %2727 = llvm.add %2724, %2726 overflow<nsw, nuw> : i64
    %2728 = llvm.add %2727, %2686 overflow<nsw, nuw> : i64
    %2729 = llvm.getelementptr inbounds|nuw %2722[%2728] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2721, %2729 : f32, !llvm.ptr
    %2730 = llvm.add %2688, %17 : i64
    llvm.br ^bb430(%2730 : i64)
  ^bb432:  // pred: ^bb430
    %2731 = llvm.add %2686, %17 : i64
    llvm.br ^bb428(%2731 : i64)
  ^bb433:  // pred: ^bb428
    %2732 = llvm.add %2684, %17 : i64
    llvm.br ^bb426(%2732 : i64)
  ^bb434:  // pred: ^bb426
    %2733 = llvm.add %2682, %17 : i64
    llvm.br ^bb424(%2733 : i64)
  ^bb435:  // pred: ^bb424
    %2734 = llvm.mlir.constant(1 : index) : i64
    %2735 = llvm.mlir.constant(8 : index) : i64
    %2736 = llvm.mlir.constant(32 : index) : i64
    %2737 = llvm.mlir.constant(1 : index) : i64
    %2738 = llvm.mlir.constant(256 : index) : i64
    %2739 = llvm.mlir.constant(256 : index) : i64
    %2740 = llvm.mlir.zero : !llvm.ptr
    %2741 = llvm.getelementptr %2740[%2739] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2742 = llvm.ptrtoint %2741 : !llvm.ptr to i64
    %2743 = llvm.mlir.constant(64 : index) : i64
    %2744 = llvm.add %2742, %2743 : i64
    %2745 = llvm.call @malloc(%2744) : (i64) -> !llvm.ptr
    %2746 = llvm.ptrtoint %2745 : !llvm.ptr to i64
    %2747 = llvm.mlir.constant(1 : index) : i64
    %2748 = llvm.sub %2743, %2747 : i64
    %2749 = llvm.add %2746, %2748 : i64
    %2750 = llvm.urem %2749, %2743 : i64
    %2751 = llvm.sub %2749, %2750 : i64
    %2752 = llvm.inttoptr %2751 : i64 to !llvm.ptr
    %2753 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2754 = llvm.insertvalue %2745, %2753[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2755 = llvm.insertvalue %2752, %2754[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2756 = llvm.mlir.constant(0 : index) : i64
    %2757 = llvm.insertvalue %2756, %2755[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2758 = llvm.insertvalue %2734, %2757[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2759 = llvm.insertvalue %2735, %2758[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2760 = llvm.insertvalue %2736, %2759[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2761 = llvm.insertvalue %2738, %2760[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2762 = llvm.insertvalue %2736, %2761[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2763 = llvm.insertvalue %2737, %2762[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb436(%18 : i64)
  ^bb436(%2764: i64):  // 2 preds: ^bb435, ^bb443
    %2765 = llvm.icmp "slt" %2764, %17 : i64
    llvm.cond_br %2765, ^bb437, ^bb444
  ^bb437:  // pred: ^bb436
    llvm.br ^bb438(%18 : i64)
  ^bb438(%2766: i64):  // 2 preds: ^bb437, ^bb442
    %2767 = llvm.icmp "slt" %2766, %16 : i64
    llvm.cond_br %2767, ^bb439, ^bb443
  ^bb439:  // pred: ^bb438
    llvm.br ^bb440(%18 : i64)
  ^bb440(%2768: i64):  // 2 preds: ^bb439, ^bb441
    %2769 = llvm.icmp "slt" %2768, %14 : i64
    llvm.cond_br %2769, ^bb441, ^bb442
  ^bb441:  // pred: ^bb440
    %2770 = llvm.extractvalue %2400[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2771 = llvm.mlir.constant(256 : index) : i64
    %2772 = llvm.mul %2764, %2771 overflow<nsw, nuw> : i64
    %2773 = llvm.mlir.constant(32 : index) : i64
    %2774 = llvm.mul %2766, %2773 overflow<nsw, nuw> : i64
    %2775 = llvm.add %2772, %2774 overflow<nsw, nuw> : i64
    %2776 = llvm.add %2775, %2768 overflow<nsw, nuw> : i64
    %2777 = llvm.getelementptr inbounds|nuw %2770[%2776] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2778 = llvm.load %2777 : !llvm.ptr -> f32
    %2779 = llvm.extractvalue %2655[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2780 = llvm.mlir.constant(256 : index) : i64
    %2781 = llvm.mul %2764, %2780 overflow<nsw, nuw> : i64
    %2782 = llvm.mlir.constant(32 : index) : i64
    %2783 = llvm.mul %2766, %2782 overflow<nsw, nuw> : i64
    %2784 = llvm.add %2781, %2783 overflow<nsw, nuw> : i64
    %2785 = llvm.add %2784, %2768 overflow<nsw, nuw> : i64
    %2786 = llvm.getelementptr inbounds|nuw %2779[%2785] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2787 = llvm.load %2786 : !llvm.ptr -> f32
    %2788 = llvm.extractvalue %75[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2789 = llvm.getelementptr inbounds|nuw %2788[%2768] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2790 = llvm.load %2789 : !llvm.ptr -> f32
    %2791 = llvm.fadd %2787, %2790 : f32
    %2792 = llvm.fadd %2778, %2791 : f32
    %2793 = llvm.extractvalue %2763[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2794 = llvm.mlir.constant(256 : index) : i64
    %2795 = llvm.mul %2764, %2794 overflow<nsw, nuw> : i64
    %2796 = llvm.mlir.constant(32 : index) : i64
    %2797 = llvm.mul %2766, %2796 overflow<nsw, nuw> : i64
    %2798 = llvm.add %2795, %2797 overflow<nsw, nuw> : i64
    %2799 = llvm.add %2798, %2768 overflow<nsw, nuw> : i64
    %2800 = llvm.getelementptr inbounds|nuw %2793[%2799] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2792, %2800 : f32, !llvm.ptr
    %2801 = llvm.add %2768, %17 : i64
    llvm.br ^bb440(%2801 : i64)
  ^bb442:  // pred: ^bb440
    %2802 = llvm.add %2766, %17 : i64
    llvm.br ^bb438(%2802 : i64)
  ^bb443:  // pred: ^bb438
    %2803 = llvm.add %2764, %17 : i64
    llvm.br ^bb436(%2803 : i64)
  ^bb444:  // pred: ^bb436
    %2804 = llvm.mlir.constant(1 : index) : i64
    %2805 = llvm.mlir.constant(8 : index) : i64
    %2806 = llvm.mlir.constant(32 : index) : i64
    %2807 = llvm.mlir.constant(1 : index) : i64
    %2808 = llvm.mlir.constant(256 : index) : i64
    %2809 = llvm.mlir.constant(256 : index) : i64
    %2810 = llvm.mlir.zero : !llvm.ptr
    %2811 = llvm.getelementptr %2810[%2809] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2812 = llvm.ptrtoint %2811 : !llvm.ptr to i64
    %2813 = llvm.mlir.constant(64 : index) : i64
    %2814 = llvm.add %2812, %2813 : i64
    %2815 = llvm.call @malloc(%2814) : (i64) -> !llvm.ptr
    %2816 = llvm.ptrtoint %2815 : !llvm.ptr to i64
    %2817 = llvm.mlir.constant(1 : index) : i64
    %2818 = llvm.sub %2813, %2817 : i64
    %2819 = llvm.add %2816, %2818 : i64
    %2820 = llvm.urem %2819, %2813 : i64
    %2821 = llvm.sub %2819, %2820 : i64
    %2822 = llvm.inttoptr %2821 : i64 to !llvm.ptr
    %2823 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2824 = llvm.insertvalue %2815, %2823[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2825 = llvm.insertvalue %2822, %2824[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2826 = llvm.mlir.constant(0 : index) : i64
    %2827 = llvm.insertvalue %2826, %2825[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2828 = llvm.insertvalue %2804, %2827[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2829 = llvm.insertvalue %2805, %2828[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2830 = llvm.insertvalue %2806, %2829[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2831 = llvm.insertvalue %2808, %2830[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2832 = llvm.insertvalue %2806, %2831[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2833 = llvm.insertvalue %2807, %2832[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb445(%18 : i64)
  ^bb445(%2834: i64):  // 2 preds: ^bb444, ^bb452
    %2835 = llvm.icmp "slt" %2834, %17 : i64
    llvm.cond_br %2835, ^bb446, ^bb453
  ^bb446:  // pred: ^bb445
    llvm.br ^bb447(%18 : i64)
  ^bb447(%2836: i64):  // 2 preds: ^bb446, ^bb451
    %2837 = llvm.icmp "slt" %2836, %16 : i64
    llvm.cond_br %2837, ^bb448, ^bb452
  ^bb448:  // pred: ^bb447
    llvm.br ^bb449(%18 : i64)
  ^bb449(%2838: i64):  // 2 preds: ^bb448, ^bb450
    %2839 = llvm.icmp "slt" %2838, %14 : i64
    llvm.cond_br %2839, ^bb450, ^bb451
  ^bb450:  // pred: ^bb449
    %2840 = llvm.extractvalue %2763[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2841 = llvm.mlir.constant(256 : index) : i64
    %2842 = llvm.mul %2834, %2841 overflow<nsw, nuw> : i64
    %2843 = llvm.mlir.constant(32 : index) : i64
    %2844 = llvm.mul %2836, %2843 overflow<nsw, nuw> : i64
    %2845 = llvm.add %2842, %2844 overflow<nsw, nuw> : i64
    %2846 = llvm.add %2845, %2838 overflow<nsw, nuw> : i64
    %2847 = llvm.getelementptr inbounds|nuw %2840[%2846] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2848 = llvm.load %2847 : !llvm.ptr -> f32
    %2849 = llvm.fpext %2848 : f32 to f64
    %2850 = llvm.extractvalue %2833[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2851 = llvm.mlir.constant(256 : index) : i64
    %2852 = llvm.mul %2834, %2851 overflow<nsw, nuw> : i64
    %2853 = llvm.mlir.constant(32 : index) : i64
    %2854 = llvm.mul %2836, %2853 overflow<nsw, nuw> : i64
    %2855 = llvm.add %2852, %2854 overflow<nsw, nuw> : i64
    %2856 = llvm.add %2855, %2838 overflow<nsw, nuw> : i64
    %2857 = llvm.getelementptr inbounds|nuw %2850[%2856] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %2849, %2857 : f64, !llvm.ptr
    %2858 = llvm.add %2838, %17 : i64
    llvm.br ^bb449(%2858 : i64)
  ^bb451:  // pred: ^bb449
    %2859 = llvm.add %2836, %17 : i64
    llvm.br ^bb447(%2859 : i64)
  ^bb452:  // pred: ^bb447
    %2860 = llvm.add %2834, %17 : i64
    llvm.br ^bb445(%2860 : i64)
  ^bb453:  // pred: ^bb445
    %2861 = llvm.mlir.constant(1 : index) : i64
    %2862 = llvm.mlir.constant(8 : index) : i64
    %2863 = llvm.mlir.constant(1 : index) : i64
    %2864 = llvm.mlir.constant(1 : index) : i64
    %2865 = llvm.mlir.constant(8 : index) : i64
    %2866 = llvm.mlir.zero : !llvm.ptr
    %2867 = llvm.getelementptr %2866[%2865] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2868 = llvm.ptrtoint %2867 : !llvm.ptr to i64
    %2869 = llvm.mlir.constant(64 : index) : i64
    %2870 = llvm.add %2868, %2869 : i64
    %2871 = llvm.call @malloc(%2870) : (i64) -> !llvm.ptr
    %2872 = llvm.ptrtoint %2871 : !llvm.ptr to i64
    %2873 = llvm.mlir.constant(1 : index) : i64
    %2874 = llvm.sub %2869, %2873 : i64
    %2875 = llvm.add %2872, %2874 : i64
    %2876 = llvm.urem %2875, %2869 : i64
    %2877 = llvm.sub %2875, %2876 : i64
    %2878 = llvm.inttoptr %2877 : i64 to !llvm.ptr
    %2879 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2880 = llvm.insertvalue %2871, %2879[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2881 = llvm.insertvalue %2878, %2880[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2882 = llvm.mlir.constant(0 : index) : i64
    %2883 = llvm.insertvalue %2882, %2881[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2884 = llvm.insertvalue %2861, %2883[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2885 = llvm.insertvalue %2862, %2884[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2886 = llvm.insertvalue %2863, %2885[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2887 = llvm.insertvalue %2862, %2886[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2888 = llvm.insertvalue %2863, %2887[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2889 = llvm.insertvalue %2864, %2888[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb454(%18 : i64)
  ^bb454(%2890: i64):  // 2 preds: ^bb453, ^bb461
    %2891 = llvm.icmp "slt" %2890, %17 : i64
    llvm.cond_br %2891, ^bb455, ^bb462
  ^bb455:  // pred: ^bb454
    llvm.br ^bb456(%18 : i64)
  ^bb456(%2892: i64):  // 2 preds: ^bb455, ^bb460
    %2893 = llvm.icmp "slt" %2892, %16 : i64
    llvm.cond_br %2893, ^bb457, ^bb461
  ^bb457:  // pred: ^bb456
    llvm.br ^bb458(%18 : i64)
  ^bb458(%2894: i64):  // 2 preds: ^bb457, ^bb459
    %2895 = llvm.icmp "slt" %2894, %17 : i64
    llvm.cond_br %2895, ^bb459, ^bb460
  ^bb459:  // pred: ^bb458
    %2896 = llvm.extractvalue %2052[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2897 = llvm.mlir.constant(8 : index) : i64
    %2898 = llvm.mul %2890, %2897 overflow<nsw, nuw> : i64
    %2899 = llvm.add %2898, %2892 overflow<nsw, nuw> : i64
    %2900 = llvm.add %2899, %2894 overflow<nsw, nuw> : i64
    %2901 = llvm.getelementptr inbounds|nuw %2896[%2900] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2902 = llvm.load %2901 : !llvm.ptr -> f64
    %2903 = llvm.extractvalue %2889[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2904 = llvm.mlir.constant(8 : index) : i64
    %2905 = llvm.mul %2890, %2904 overflow<nsw, nuw> : i64
    %2906 = llvm.add %2905, %2892 overflow<nsw, nuw> : i64
    %2907 = llvm.add %2906, %2894 overflow<nsw, nuw> : i64
    %2908 = llvm.getelementptr inbounds|nuw %2903[%2907] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %2902, %2908 : f64, !llvm.ptr
    %2909 = llvm.add %2894, %17 : i64
    llvm.br ^bb458(%2909 : i64)
  ^bb460:  // pred: ^bb458
    %2910 = llvm.add %2892, %17 : i64
    llvm.br ^bb456(%2910 : i64)
  ^bb461:  // pred: ^bb456
    %2911 = llvm.add %2890, %17 : i64
    llvm.br ^bb454(%2911 : i64)
  ^bb462:  // pred: ^bb454
    llvm.br ^bb463(%18 : i64)
  ^bb463(%2912: i64):  // 2 preds: ^bb462, ^bb470
    %2913 = llvm.icmp "slt" %2912, %17 : i64
    llvm.cond_br %2913, ^bb464, ^bb471
  ^bb464:  // pred: ^bb463
    llvm.br ^bb465(%18 : i64)
  ^bb465(%2914: i64):  // 2 preds: ^bb464, ^bb469
    %2915 = llvm.icmp "slt" %2914, %16 : i64
    llvm.cond_br %2915, ^bb466, ^bb470
  ^bb466:  // pred: ^bb465
    llvm.br ^bb467(%18 : i64)
  ^bb467(%2916: i64):  // 2 preds: ^bb466, ^bb468
    %2917 = llvm.icmp "slt" %2916, %14 : i64
    llvm.cond_br %2917, ^bb468, ^bb469
  ^bb468:  // pred: ^bb467
    %2918 = llvm.extractvalue %2833[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2919 = llvm.mlir.constant(256 : index) : i64
    %2920 = llvm.mul %2912, %2919 overflow<nsw, nuw> : i64
    %2921 = llvm.mlir.constant(32 : index) : i64
    %2922 = llvm.mul %2914, %2921 overflow<nsw, nuw> : i64
    %2923 = llvm.add %2920, %2922 overflow<nsw, nuw> : i64
    %2924 = llvm.add %2923, %2916 overflow<nsw, nuw> : i64
    %2925 = llvm.getelementptr inbounds|nuw %2918[%2924] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2926 = llvm.load %2925 : !llvm.ptr -> f64
    %2927 = llvm.extractvalue %2889[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2928 = llvm.mlir.constant(8 : index) : i64
    %2929 = llvm.mul %2912, %2928 overflow<nsw, nuw> : i64
    %2930 = llvm.add %2929, %2914 overflow<nsw, nuw> : i64
    %2931 = llvm.add %2930, %18 overflow<nsw, nuw> : i64
    %2932 = llvm.getelementptr inbounds|nuw %2927[%2931] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2933 = llvm.load %2932 : !llvm.ptr -> f64
    %2934 = llvm.fadd %2926, %2933 : f64
    %2935 = llvm.extractvalue %2889[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2936 = llvm.mlir.constant(8 : index) : i64
    %2937 = llvm.mul %2912, %2936 overflow<nsw, nuw> : i64
    %2938 = llvm.add %2937, %2914 overflow<nsw, nuw> : i64
    %2939 = llvm.add %2938, %18 overflow<nsw, nuw> : i64
    %2940 = llvm.getelementptr inbounds|nuw %2935[%2939] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %2934, %2940 : f64, !llvm.ptr
    %2941 = llvm.add %2916, %17 : i64
    llvm.br ^bb467(%2941 : i64)
  ^bb469:  // pred: ^bb467
    %2942 = llvm.add %2914, %17 : i64
    llvm.br ^bb465(%2942 : i64)
  ^bb470:  // pred: ^bb465
    %2943 = llvm.add %2912, %17 : i64
    llvm.br ^bb463(%2943 : i64)
  ^bb471:  // pred: ^bb463
    %2944 = llvm.mlir.constant(1 : index) : i64
    %2945 = llvm.mlir.constant(8 : index) : i64
    %2946 = llvm.mlir.constant(1 : index) : i64
    %2947 = llvm.mlir.constant(1 : index) : i64
    %2948 = llvm.mlir.constant(8 : index) : i64
    %2949 = llvm.mlir.zero : !llvm.ptr
    %2950 = llvm.getelementptr %2949[%2948] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2951 = llvm.ptrtoint %2950 : !llvm.ptr to i64
    %2952 = llvm.mlir.constant(64 : index) : i64
    %2953 = llvm.add %2951, %2952 : i64
    %2954 = llvm.call @malloc(%2953) : (i64) -> !llvm.ptr
    %2955 = llvm.ptrtoint %2954 : !llvm.ptr to i64
    %2956 = llvm.mlir.constant(1 : index) : i64
    %2957 = llvm.sub %2952, %2956 : i64
    %2958 = llvm.add %2955, %2957 : i64
    %2959 = llvm.urem %2958, %2952 : i64
    %2960 = llvm.sub %2958, %2959 : i64
    %2961 = llvm.inttoptr %2960 : i64 to !llvm.ptr
    %2962 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2963 = llvm.insertvalue %2954, %2962[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2964 = llvm.insertvalue %2961, %2963[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2965 = llvm.mlir.constant(0 : index) : i64
    %2966 = llvm.insertvalue %2965, %2964[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2967 = llvm.insertvalue %2944, %2966[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2968 = llvm.insertvalue %2945, %2967[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2969 = llvm.insertvalue %2946, %2968[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2970 = llvm.insertvalue %2945, %2969[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2971 = llvm.insertvalue %2946, %2970[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2972 = llvm.insertvalue %2947, %2971[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb472(%18 : i64)
  ^bb472(%2973: i64):  // 2 preds: ^bb471, ^bb479
    %2974 = llvm.icmp "slt" %2973, %17 : i64
    llvm.cond_br %2974, ^bb473, ^bb480
  ^bb473:  // pred: ^bb472
    llvm.br ^bb474(%18 : i64)
  ^bb474(%2975: i64):  // 2 preds: ^bb473, ^bb478
    %2976 = llvm.icmp "slt" %2975, %16 : i64
    llvm.cond_br %2976, ^bb475, ^bb479
  ^bb475:  // pred: ^bb474
    llvm.br ^bb476(%18 : i64)
  ^bb476(%2977: i64):  // 2 preds: ^bb475, ^bb477
    %2978 = llvm.icmp "slt" %2977, %17 : i64
    llvm.cond_br %2978, ^bb477, ^bb478
  ^bb477:  // pred: ^bb476
    %2979 = llvm.extractvalue %2052[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2980 = llvm.mlir.constant(8 : index) : i64
    %2981 = llvm.mul %2973, %2980 overflow<nsw, nuw> : i64
    %2982 = llvm.add %2981, %2975 overflow<nsw, nuw> : i64
    %2983 = llvm.add %2982, %2977 overflow<nsw, nuw> : i64
    %2984 = llvm.getelementptr inbounds|nuw %2979[%2983] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2985 = llvm.load %2984 : !llvm.ptr -> f64
    %2986 = llvm.extractvalue %2972[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2987 = llvm.mlir.constant(8 : index) : i64
    %2988 = llvm.mul %2973, %2987 overflow<nsw, nuw> : i64
    %2989 = llvm.add %2988, %2975 overflow<nsw, nuw> : i64
    %2990 = llvm.add %2989, %2977 overflow<nsw, nuw> : i64
    %2991 = llvm.getelementptr inbounds|nuw %2986[%2990] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %2985, %2991 : f64, !llvm.ptr
    %2992 = llvm.add %2977, %17 : i64
    llvm.br ^bb476(%2992 : i64)
  ^bb478:  // pred: ^bb476
    %2993 = llvm.add %2975, %17 : i64
    llvm.br ^bb474(%2993 : i64)
  ^bb479:  // pred: ^bb474
    %2994 = llvm.add %2973, %17 : i64
    llvm.br ^bb472(%2994 : i64)
  ^bb480:  // pred: ^bb472
    llvm.br ^bb481(%18 : i64)
  ^bb481(%2995: i64):  // 2 preds: ^bb480, ^bb488
    %2996 = llvm.icmp "slt" %2995, %17 : i64
    llvm.cond_br %2996, ^bb482, ^bb489
  ^bb482:  // pred: ^bb481
    llvm.br ^bb483(%18 : i64)
  ^bb483(%2997: i64):  // 2 preds: ^bb482, ^bb487
    %2998 = llvm.icmp "slt" %2997, %16 : i64
    llvm.cond_br %2998, ^bb484, ^bb488
  ^bb484:  // pred: ^bb483
    llvm.br ^bb485(%18 : i64)
  ^bb485(%2999: i64):  // 2 preds: ^bb484, ^bb486
    %3000 = llvm.icmp "slt" %2999, %14 : i64
    llvm.cond_br %3000, ^bb486, ^bb487
  ^bb486:  // pred: ^bb485
    %3001 = llvm.extractvalue %2833[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3002 = llvm.mlir.constant(256 : index) : i64
    %3003 = llvm.mul %2995, %3002 overflow<nsw, nuw> : i64
    %3004 = llvm.mlir.constant(32 : index) : i64
    %3005 = llvm.mul %2997, %3004 overflow<nsw, nuw> : i64
    %3006 = llvm.add %3003, %3005 overflow<nsw, nuw> : i64
    %3007 = llvm.add %3006, %2999 overflow<nsw, nuw> : i64
    %3008 = llvm.getelementptr inbounds|nuw %3001[%3007] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3009 = llvm.load %3008 : !llvm.ptr -> f64
    %3010 = llvm.extractvalue %2889[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3011 = llvm.mlir.constant(8 : index) : i64
    %3012 = llvm.mul %2995, %3011 overflow<nsw, nuw> : i64
    %3013 = llvm.add %3012, %2997 overflow<nsw, nuw> : i64
    %3014 = llvm.add %3013, %18 overflow<nsw, nuw> : i64
    %3015 = llvm.getelementptr inbounds|nuw %3010[%3014] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3016 = llvm.load %3015 : !llvm.ptr -> f64
    %3017 = llvm.extractvalue %2972[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3018 = llvm.mlir.constant(8 : index) : i64
    %3019 = llvm.mul %2995, %3018 overflow<nsw, nuw> : i64
    %3020 = llvm.add %3019, %2997 overflow<nsw, nuw> : i64
    %3021 = llvm.add %3020, %18 overflow<nsw, nuw> : i64
    %3022 = llvm.getelementptr inbounds|nuw %3017[%3021] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3023 = llvm.load %3022 : !llvm.ptr -> f64
    %3024 = llvm.fdiv %3016, %21 : f64
    %3025 = llvm.fsub %3009, %3024 : f64
    %3026 = llvm.fmul %3025, %3025 : f64
    %3027 = llvm.fadd %3026, %3023 : f64
    %3028 = llvm.extractvalue %2972[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3029 = llvm.mlir.constant(8 : index) : i64
    %3030 = llvm.mul %2995, %3029 overflow<nsw, nuw> : i64
    %3031 = llvm.add %3030, %2997 overflow<nsw, nuw> : i64
    %3032 = llvm.add %3031, %18 overflow<nsw, nuw> : i64
    %3033 = llvm.getelementptr inbounds|nuw %3028[%3032] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3027, %3033 : f64, !llvm.ptr
    %3034 = llvm.add %2999, %17 : i64
    llvm.br ^bb485(%3034 : i64)
  ^bb487:  // pred: ^bb485
    %3035 = llvm.add %2997, %17 : i64
    llvm.br ^bb483(%3035 : i64)
  ^bb488:  // pred: ^bb483
    %3036 = llvm.add %2995, %17 : i64
    llvm.br ^bb481(%3036 : i64)
  ^bb489:  // pred: ^bb481
    %3037 = llvm.mlir.constant(1 : index) : i64
    %3038 = llvm.mlir.constant(8 : index) : i64
    %3039 = llvm.mlir.constant(1 : index) : i64
    %3040 = llvm.mlir.constant(1 : index) : i64
    %3041 = llvm.mlir.constant(8 : index) : i64
    %3042 = llvm.mlir.zero : !llvm.ptr
    %3043 = llvm.getelementptr %3042[%3041] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3044 = llvm.ptrtoint %3043 : !llvm.ptr to i64
    %3045 = llvm.mlir.constant(64 : index) : i64
    %3046 = llvm.add %3044, %3045 : i64
    %3047 = llvm.call @malloc(%3046) : (i64) -> !llvm.ptr
    %3048 = llvm.ptrtoint %3047 : !llvm.ptr to i64
    %3049 = llvm.mlir.constant(1 : index) : i64
    %3050 = llvm.sub %3045, %3049 : i64
    %3051 = llvm.add %3048, %3050 : i64
    %3052 = llvm.urem %3051, %3045 : i64
    %3053 = llvm.sub %3051, %3052 : i64
    %3054 = llvm.inttoptr %3053 : i64 to !llvm.ptr
    %3055 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3056 = llvm.insertvalue %3047, %3055[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3057 = llvm.insertvalue %3054, %3056[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3058 = llvm.mlir.constant(0 : index) : i64
    %3059 = llvm.insertvalue %3058, %3057[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3060 = llvm.insertvalue %3037, %3059[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3061 = llvm.insertvalue %3038, %3060[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3062 = llvm.insertvalue %3039, %3061[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3063 = llvm.insertvalue %3038, %3062[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3064 = llvm.insertvalue %3039, %3063[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3065 = llvm.insertvalue %3040, %3064[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb490(%18 : i64)
  ^bb490(%3066: i64):  // 2 preds: ^bb489, ^bb497
    %3067 = llvm.icmp "slt" %3066, %17 : i64
    llvm.cond_br %3067, ^bb491, ^bb498
  ^bb491:  // pred: ^bb490
    llvm.br ^bb492(%18 : i64)
  ^bb492(%3068: i64):  // 2 preds: ^bb491, ^bb496
    %3069 = llvm.icmp "slt" %3068, %16 : i64
    llvm.cond_br %3069, ^bb493, ^bb497
  ^bb493:  // pred: ^bb492
    llvm.br ^bb494(%18 : i64)
  ^bb494(%3070: i64):  // 2 preds: ^bb493, ^bb495
    %3071 = llvm.icmp "slt" %3070, %17 : i64
    llvm.cond_br %3071, ^bb495, ^bb496
  ^bb495:  // pred: ^bb494
    %3072 = llvm.extractvalue %2272[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3073 = llvm.mlir.constant(8 : index) : i64
    %3074 = llvm.mul %3066, %3073 overflow<nsw, nuw> : i64
    %3075 = llvm.add %3074, %3068 overflow<nsw, nuw> : i64
    %3076 = llvm.add %3075, %3070 overflow<nsw, nuw> : i64
    %3077 = llvm.getelementptr inbounds|nuw %3072[%3076] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3078 = llvm.load %3077 : !llvm.ptr -> f32
    %3079 = llvm.extractvalue %3065[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3080 = llvm.mlir.constant(8 : index) : i64
    %3081 = llvm.mul %3066, %3080 overflow<nsw, nuw> : i64
    %3082 = llvm.add %3081, %3068 overflow<nsw, nuw> : i64
    %3083 = llvm.add %3082, %3070 overflow<nsw, nuw> : i64
    %3084 = llvm.getelementptr inbounds|nuw %3079[%3083] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3078, %3084 : f32, !llvm.ptr
    %3085 = llvm.add %3070, %17 : i64
    llvm.br ^bb494(%3085 : i64)
  ^bb496:  // pred: ^bb494
    %3086 = llvm.add %3068, %17 : i64
    llvm.br ^bb492(%3086 : i64)
  ^bb497:  // pred: ^bb492
    %3087 = llvm.add %3066, %17 : i64
    llvm.br ^bb490(%3087 : i64)
  ^bb498:  // pred: ^bb490
    llvm.br ^bb499(%18 : i64)
  ^bb499(%3088: i64):  // 2 preds: ^bb498, ^bb506
    %3089 = llvm.icmp "slt" %3088, %17 : i64
    llvm.cond_br %3089, ^bb500, ^bb507
  ^bb500:  // pred: ^bb499
    llvm.br ^bb501(%18 : i64)
  ^bb501(%3090: i64):  // 2 preds: ^bb500, ^bb505
    %3091 = llvm.icmp "slt" %3090, %16 : i64
    llvm.cond_br %3091, ^bb502, ^bb506
  ^bb502:  // pred: ^bb501
    llvm.br ^bb503(%18 : i64)
  ^bb503(%3092: i64):  // 2 preds: ^bb502, ^bb504
    %3093 = llvm.icmp "slt" %3092, %14 : i64
    llvm.cond_br %3093, ^bb504, ^bb505
  ^bb504:  // pred: ^bb503
    %3094 = llvm.extractvalue %2763[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3095 = llvm.mlir.constant(256 : index) : i64
    %3096 = llvm.mul %3088, %3095 overflow<nsw, nuw> : i64
    %3097 = llvm.mlir.constant(32 : index) : i64
    %3098 = llvm.mul %3090, %3097 overflow<nsw, nuw> : i64
    %3099 = llvm.add %3096, %3098 overflow<nsw, nuw> : i64
    %3100 = llvm.add %3099, %3092 overflow<nsw, nuw> : i64
    %3101 = llvm.getelementptr inbounds|nuw %3094[%3100] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3102 = llvm.load %3101 : !llvm.ptr -> f32
    %3103 = llvm.extractvalue %3065[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3104 = llvm.mlir.constant(8 : index) : i64
    %3105 = llvm.mul %3088, %3104 overflow<nsw, nuw> : i64
    %3106 = llvm.add %3105, %3090 overflow<nsw, nuw> : i64
    %3107 = llvm.add %3106, %18 overflow<nsw, nuw> : i64
    %3108 = llvm.getelementptr inbounds|nuw %3103[%3107] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3109 = llvm.load %3108 : !llvm.ptr -> f32
    %3110 = llvm.fadd %3102, %3109 : f32
    %3111 = llvm.extractvalue %3065[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3112 = llvm.mlir.constant(8 : index) : i64
    %3113 = llvm.mul %3088, %3112 overflow<nsw, nuw> : i64
    %3114 = llvm.add %3113, %3090 overflow<nsw, nuw> : i64
    %3115 = llvm.add %3114, %18 overflow<nsw, nuw> : i64
    %3116 = llvm.getelementptr inbounds|nuw %3111[%3115] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3110, %3116 : f32, !llvm.ptr
    %3117 = llvm.add %3092, %17 : i64
    llvm.br ^bb503(%3117 : i64)
  ^bb505:  // pred: ^bb503
    %3118 = llvm.add %3090, %17 : i64
    llvm.br ^bb501(%3118 : i64)
  ^bb506:  // pred: ^bb501
    %3119 = llvm.add %3088, %17 : i64
    llvm.br ^bb499(%3119 : i64)
  ^bb507:  // pred: ^bb499
    %3120 = llvm.mlir.constant(1 : index) : i64
    %3121 = llvm.mlir.constant(8 : index) : i64
    %3122 = llvm.mlir.constant(32 : index) : i64
    %3123 = llvm.mlir.constant(1 : index) : i64
    %3124 = llvm.mlir.constant(256 : index) : i64
    %3125 = llvm.mlir.constant(256 : index) : i64
    %3126 = llvm.mlir.zero : !llvm.ptr
    %3127 = llvm.getelementptr %3126[%3125] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3128 = llvm.ptrtoint %3127 : !llvm.ptr to i64
    %3129 = llvm.mlir.constant(64 : index) : i64
    %3130 = llvm.add %3128, %3129 : i64
    %3131 = llvm.call @malloc(%3130) : (i64) -> !llvm.ptr
    %3132 = llvm.ptrtoint %3131 : !llvm.ptr to i64
    %3133 = llvm.mlir.constant(1 : index) : i64
    %3134 = llvm.sub %3129, %3133 : i64
    %3135 = llvm.add %3132, %3134 : i64
    %3136 = llvm.urem %3135, %3129 : i64
    %3137 = llvm.sub %3135, %3136 : i64
    %3138 = llvm.inttoptr %3137 : i64 to !llvm.ptr
    %3139 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3140 = llvm.insertvalue %3131, %3139[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3141 = llvm.insertvalue %3138, %3140[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3142 = llvm.mlir.constant(0 : index) : i64
    %3143 = llvm.insertvalue %3142, %3141[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3144 = llvm.insertvalue %3120, %3143[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3145 = llvm.insertvalue %3121, %3144[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3146 = llvm.insertvalue %3122, %3145[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3147 = llvm.insertvalue %3124, %3146[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3148 = llvm.insertvalue %3122, %3147[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3149 = llvm.insertvalue %3123, %3148[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb508(%18 : i64)
  ^bb508(%3150: i64):  // 2 preds: ^bb507, ^bb515
    %3151 = llvm.icmp "slt" %3150, %17 : i64
    llvm.cond_br %3151, ^bb509, ^bb516
  ^bb509:  // pred: ^bb508
    llvm.br ^bb510(%18 : i64)
  ^bb510(%3152: i64):  // 2 preds: ^bb509, ^bb514
    %3153 = llvm.icmp "slt" %3152, %16 : i64
    llvm.cond_br %3153, ^bb511, ^bb515
  ^bb511:  // pred: ^bb510
    llvm.br ^bb512(%18 : i64)
  ^bb512(%3154: i64):  // 2 preds: ^bb511, ^bb513
    %3155 = llvm.icmp "slt" %3154, %14 : i64
    llvm.cond_br %3155, ^bb513, ^bb514
  ^bb513:  // pred: ^bb512
    %3156 = llvm.extractvalue %2763[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3157 = llvm.mlir.constant(256 : index) : i64
    %3158 = llvm.mul %3150, %3157 overflow<nsw, nuw> : i64
    %3159 = llvm.mlir.constant(32 : index) : i64
    %3160 = llvm.mul %3152, %3159 overflow<nsw, nuw> : i64
    %3161 = llvm.add %3158, %3160 overflow<nsw, nuw> : i64
    %3162 = llvm.add %3161, %3154 overflow<nsw, nuw> : i64
    %3163 = llvm.getelementptr inbounds|nuw %3156[%3162] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3164 = llvm.load %3163 : !llvm.ptr -> f32
    %3165 = llvm.extractvalue %3065[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3166 = llvm.mlir.constant(8 : index) : i64
    %3167 = llvm.mul %3150, %3166 overflow<nsw, nuw> : i64
    %3168 = llvm.add %3167, %3152 overflow<nsw, nuw> : i64
    %3169 = llvm.add %3168, %18 overflow<nsw, nuw> : i64
    %3170 = llvm.getelementptr inbounds|nuw %3165[%3169] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3171 = llvm.load %3170 : !llvm.ptr -> f32
    %3172 = llvm.extractvalue %2972[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3173 = llvm.mlir.constant(8 : index) : i64
    %3174 = llvm.mul %3150, %3173 overflow<nsw, nuw> : i64
    %3175 = llvm.add %3174, %3152 overflow<nsw, nuw> : i64
    %3176 = llvm.add %3175, %18 overflow<nsw, nuw> : i64
    %3177 = llvm.getelementptr inbounds|nuw %3172[%3176] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3178 = llvm.load %3177 : !llvm.ptr -> f64
    %3179 = llvm.extractvalue %59[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3180 = llvm.getelementptr inbounds|nuw %3179[%3154] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3181 = llvm.load %3180 : !llvm.ptr -> f32
    %3182 = llvm.extractvalue %43[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3183 = llvm.getelementptr inbounds|nuw %3182[%3154] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3184 = llvm.load %3183 : !llvm.ptr -> f32
    %3185 = llvm.fdiv %3178, %21 : f64
    %3186 = llvm.fptrunc %3185 : f64 to f32
    %3187 = llvm.fptrunc %24 : f64 to f32
    %3188 = llvm.fadd %3186, %3187 : f32
    %3189 = llvm.intr.sqrt(%3188) : (f32) -> f32
    %3190 = llvm.fdiv %11, %3189 : f32
    %3191 = llvm.fdiv %3171, %20 : f32
    %3192 = llvm.fsub %3164, %3191 : f32
    %3193 = llvm.fmul %3192, %3190 : f32
    %3194 = llvm.fmul %3193, %3181 : f32
    %3195 = llvm.fadd %3194, %3184 : f32
    %3196 = llvm.extractvalue %3149[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3197 = llvm.mlir.constant(256 : index) : i64
    %3198 = llvm.mul %3150, %3197 overflow<nsw, nuw> : i64
    %3199 = llvm.mlir.constant(32 : index) : i64
    %3200 = llvm.mul %3152, %3199 overflow<nsw, nuw> : i64
    %3201 = llvm.add %3198, %3200 overflow<nsw, nuw> : i64
    %3202 = llvm.add %3201, %3154 overflow<nsw, nuw> : i64
    %3203 = llvm.getelementptr inbounds|nuw %3196[%3202] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3195, %3203 : f32, !llvm.ptr
    %3204 = llvm.add %3154, %17 : i64
    llvm.br ^bb512(%3204 : i64)
  ^bb514:  // pred: ^bb512
    %3205 = llvm.add %3152, %17 : i64
    llvm.br ^bb510(%3205 : i64)
  ^bb515:  // pred: ^bb510
    %3206 = llvm.add %3150, %17 : i64
    llvm.br ^bb508(%3206 : i64)
  ^bb516:  // pred: ^bb508
    %3207 = llvm.extractvalue %273[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%3207) : (!llvm.ptr) -> ()
    %3208 = llvm.extractvalue %404[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%3208) : (!llvm.ptr) -> ()
    %3209 = llvm.extractvalue %584[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%3209) : (!llvm.ptr) -> ()
    %3210 = llvm.extractvalue %714[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%3210) : (!llvm.ptr) -> ()
    %3211 = llvm.extractvalue %788[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%3211) : (!llvm.ptr) -> ()
    %3212 = llvm.extractvalue %925[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%3212) : (!llvm.ptr) -> ()
    %3213 = llvm.extractvalue %1006[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%3213) : (!llvm.ptr) -> ()
    %3214 = llvm.extractvalue %1121[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%3214) : (!llvm.ptr) -> ()
    %3215 = llvm.extractvalue %1202[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%3215) : (!llvm.ptr) -> ()
    %3216 = llvm.extractvalue %1256[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%3216) : (!llvm.ptr) -> ()
    %3217 = llvm.extractvalue %1364[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%3217) : (!llvm.ptr) -> ()
    %3218 = llvm.extractvalue %1418[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%3218) : (!llvm.ptr) -> ()
    %3219 = llvm.extractvalue %1552[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%3219) : (!llvm.ptr) -> ()
    %3220 = llvm.extractvalue %1701[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%3220) : (!llvm.ptr) -> ()
    %3221 = llvm.extractvalue %1788[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%3221) : (!llvm.ptr) -> ()
    %3222 = llvm.extractvalue %1923[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%3222) : (!llvm.ptr) -> ()
    %3223 = llvm.extractvalue %1996[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%3223) : (!llvm.ptr) -> ()
    %3224 = llvm.extractvalue %2052[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%3224) : (!llvm.ptr) -> ()
    %3225 = llvm.extractvalue %2096[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%3225) : (!llvm.ptr) -> ()
    %3226 = llvm.extractvalue %2179[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%3226) : (!llvm.ptr) -> ()
    %3227 = llvm.extractvalue %2272[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%3227) : (!llvm.ptr) -> ()
    %3228 = llvm.extractvalue %2316[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%3228) : (!llvm.ptr) -> ()
    %3229 = llvm.extractvalue %2400[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%3229) : (!llvm.ptr) -> ()
    %3230 = llvm.extractvalue %2487[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%3230) : (!llvm.ptr) -> ()
    %3231 = llvm.extractvalue %2534[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%3231) : (!llvm.ptr) -> ()
    %3232 = llvm.extractvalue %2655[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%3232) : (!llvm.ptr) -> ()
    %3233 = llvm.extractvalue %2763[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%3233) : (!llvm.ptr) -> ()
    %3234 = llvm.extractvalue %2833[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%3234) : (!llvm.ptr) -> ()
    %3235 = llvm.extractvalue %2889[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%3235) : (!llvm.ptr) -> ()
    %3236 = llvm.extractvalue %2972[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%3236) : (!llvm.ptr) -> ()
    %3237 = llvm.extractvalue %3065[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%3237) : (!llvm.ptr) -> ()
    llvm.return %3149 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  }
}
// irlower-stages: fx_graph=403c138b08c3 torch_mlir=f839db6a1054 linalg_on_tensors_mlir=894d706d5170
