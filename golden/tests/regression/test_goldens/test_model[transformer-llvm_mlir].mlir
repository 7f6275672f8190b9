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
    llvm.br ^bb16(%18 : i64)
  ^bb16(%367: i64):  // 2 preds: ^bb15, ^bb35
    %368 = llvm.icmp "slt" %367, %17 : i64
    llvm.cond_br %368, ^bb17, ^bb36
  ^bb17:  // pred: ^bb16
    llvm.br ^bb18(%18 : i64)
  ^bb18(%369: i64):  // 2 preds: ^bb17, ^bb34
    %370 = llvm.icmp "slt" %369, %16 : i64
    llvm.cond_br %370, ^bb19, ^bb35
  ^bb19:  // pred: ^bb18
    llvm.br ^bb20(%18 : i64)
  ^bb20(%371: i64):  // 2 preds: ^bb19, ^bb33
    %372 = llvm.icmp "slt" %371, %17 : i64
    llvm.cond_br %372, ^bb21, ^bb34
  ^bb21:  // pred: ^bb20
    llvm.br ^bb22(%18 : i64)
  ^bb22(%373: i64):  // 2 preds: ^bb21, ^bb32
    %374 = llvm.icmp "slt" %373, %15 : i64
    llvm.cond_br %374, ^bb23, ^bb33
  ^bb23:  // pred: ^bb22
    llvm.br ^bb24(%18 : i64)
  ^bb24(%375: i64):  // 2 preds: ^bb23, ^bb31
    %376 = llvm.icmp "slt" %375, %14 : i64
    llvm.cond_br %376, ^bb25, ^bb32
  ^bb25:  // pred: ^bb24
    llvm.br ^bb26(%18 : i64)
  ^bb26(%377: i64):  // 2 preds: ^bb25, ^bb30
    %378 = llvm.icmp "slt" %377, %17 : i64
    llvm.cond_br %378, ^bb27, ^bb31
  ^bb27:  // pred: ^bb26
    llvm.br ^bb28(%18 : i64)
  ^bb28(%379: i64):  // 2 preds: ^bb27, ^bb29
    %380 = llvm.icmp "slt" %379, %14 : i64
    llvm.cond_br %380, ^bb29, ^bb30
  ^bb29:  // pred: ^bb28
    %381 = llvm.extractvalue %339[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %382 = llvm.mlir.constant(256 : index) : i64
    %383 = llvm.mul %377, %382 overflow<nsw, nuw> : i64
    %384 = llvm.mlir.constant(256 : index) : i64
    %385 = llvm.mul %367, %384 overflow<nsw, nuw> : i64
    %386 = llvm.add %383, %385 overflow<nsw, nuw> : i64
    %387 = llvm.mlir.constant(32 : index) : i64
    %388 = llvm.mul %369, %387 overflow<nsw, nuw> : i64
    %389 = llvm.add %386, %388 overflow<nsw, nuw> : i64
    %390 = llvm.add %389, %379 overflow<nsw, nuw> : i64
    %391 = llvm.getelementptr inbounds|nuw %381[%390] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %392 = llvm.load %391 : !llvm.ptr -> f32
    %393 = llvm.extractvalue %366[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %394 = llvm.mlir.constant(3072 : index) : i64
    %395 = llvm.mul %371, %394 overflow<nsw, nuw> : i64
    %396 = llvm.mlir.constant(1024 : index) : i64
    %397 = llvm.mul %373, %396 overflow<nsw, nuw> : i64
    %398 = llvm.add %395, %397 overflow<nsw, nuw> : i64
    %399 = llvm.mlir.constant(32 : index) : i64
    %400 = llvm.mul %375, %399 overflow<nsw, nuw> : i64
    %401 = llvm.add %398, %400 overflow<nsw, nuw> : i64
    %402 = llvm.mlir.constant(32 : index) : i64
    %403 = llvm.mul %377, %402 overflow<nsw, nuw> : i64
    %404 = llvm.add %401, %403 overflow<nsw, nuw> : i64
    %405 = llvm.add %404, %379 overflow<nsw, nuw> : i64
    %406 = llvm.getelementptr inbounds|nuw %393[%405] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %407 = llvm.load %406 : !llvm.ptr -> f32
    %408 = llvm.extractvalue %273[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %409 = llvm.mlir.constant(768 : index) : i64
    %410 = llvm.mul %367, %409 overflow<nsw, nuw> : i64
    %411 = llvm.mlir.constant(96 : index) : i64
    %412 = llvm.mul %369, %411 overflow<nsw, nuw> : i64
    %413 = llvm.add %410, %412 overflow<nsw, nuw> : i64
    %414 = llvm.mlir.constant(96 : index) : i64
    %415 = llvm.mul %371, %414 overflow<nsw, nuw> : i64
    %416 = llvm.add %413, %415 overflow<nsw, nuw> : i64
    %417 = llvm.mlir.constant(32 : index) : i64
    %418 = llvm.mul %373, %417 overflow<nsw, nuw> : i64
    %419 = llvm.add %416, %418 overflow<nsw, nuw> : i64
    %420 = llvm.add %419, %375 overflow<nsw, nuw> : i64
    %421 = llvm.getelementptr inbounds|nuw %408[%420] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %422 = llvm.load %421 : !llvm.ptr -> f32
    %423 = llvm.fmul %392, %407 : f32
    %424 = llvm.fadd %422, %423 : f32
    %425 = llvm.extractvalue %273[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %426 = llvm.mlir.constant(768 : index) : i64
    %427 = llvm.mul %367, %426 overflow<nsw, nuw> : i64
    %428 = llvm.mlir.constant(96 : index) : i64
    %429 = llvm.mul %369, %428 overflow<nsw, nuw> : i64
    %430 = llvm.add %427, %429 overflow<nsw, nuw> : i64
    %431 = llvm.mlir.constant(96 : index) : i64
    %432 = llvm.mul %371, %431 overflow<nsw, nuw> : i64
    %433 = llvm.add %430, %432 overflow<nsw, nuw> : i64
    %434 = llvm.mlir.constant(32 : index) : i64
    %435 = llvm.mul %373, %434 overflow<nsw, nuw> : i64
    %436 = llvm.add %433, %435 overflow<nsw, nuw> : i64
    %437 = llvm.add %436, %375 overflow<nsw, nuw> : i64
    %438 = llvm.getelementptr inbounds|nuw %425[%437] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %424, %438 : f32, !llvm.ptr
    %439 = llvm.add %379, %17 : i64
    llvm.br ^bb28(%439 : i64)
  ^bb30:  // pred: ^bb28
    %440 = llvm.add %377, %17 : i64
    llvm.br ^bb26(%440 : i64)
  ^bb31:  // pred: ^bb26
    %441 = llvm.add %375, %17 : i64
    llvm.br ^bb24(%441 : i64)
  ^bb32:  // pred: ^bb24
    %442 = llvm.add %373, %17 : i64
    llvm.br ^bb22(%442 : i64)
  ^bb33:  // pred: ^bb22
    %443 = llvm.add %371, %17 : i64
    llvm.br ^bb20(%443 : i64)
  ^bb34:  // pred: ^bb20
    %444 = llvm.add %369, %17 : i64
    llvm.br ^bb18(%444 : i64)
  ^bb35:  // pred: ^bb18
    %445 = llvm.add %367, %17 : i64
    llvm.br ^bb16(%445 : i64)
  ^bb36:  // pred: ^bb16
    %446 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %447 = llvm.extractvalue %215[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %448 = llvm.extractvalue %215[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %449 = llvm.insertvalue %447, %446[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %450 = llvm.insertvalue %448, %449[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %451 = llvm.mlir.constant(0 : index) : i64
    %452 = llvm.insertvalue %451, %450[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %453 = llvm.mlir.constant(1 : index) : i64
    %454 = llvm.insertvalue %453, %452[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %455 = llvm.mlir.constant(96 : index) : i64
    %456 = llvm.insertvalue %455, %454[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %457 = llvm.mlir.constant(3 : index) : i64
    %458 = llvm.insertvalue %457, %456[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %459 = llvm.mlir.constant(32 : index) : i64
    %460 = llvm.insertvalue %459, %458[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %461 = llvm.mlir.constant(32 : index) : i64
    %462 = llvm.insertvalue %461, %460[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %463 = llvm.mlir.constant(1 : index) : i64
    %464 = llvm.insertvalue %463, %462[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %465 = llvm.mlir.constant(3 : index) : i64
    %466 = llvm.mlir.constant(8 : index) : i64
    %467 = llvm.mlir.constant(1 : index) : i64
    %468 = llvm.mlir.constant(1 : index) : i64
    %469 = llvm.mlir.constant(32 : index) : i64
    %470 = llvm.mlir.constant(1 : index) : i64
    %471 = llvm.mlir.constant(32 : index) : i64
    %472 = llvm.mlir.constant(32 : index) : i64
    %473 = llvm.mlir.constant(256 : index) : i64
    %474 = llvm.mlir.constant(768 : index) : i64
    %475 = llvm.mlir.zero : !llvm.ptr
    %476 = llvm.getelementptr %475[%474] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %477 = llvm.ptrtoint %476 : !llvm.ptr to i64
    %478 = llvm.mlir.constant(64 : index) : i64
    %479 = llvm.add %477, %478 : i64
    %480 = llvm.call @malloc(%479) : (i64) -> !llvm.ptr
    %481 = llvm.ptrtoint %480 : !llvm.ptr to i64
    %482 = llvm.mlir.constant(1 : index) : i64
    %483 = llvm.sub %478, %482 : i64
    %484 = llvm.add %481, %483 : i64
    %485 = llvm.urem %484, %478 : i64
    %486 = llvm.sub %484, %485 : i64
    %487 = llvm.inttoptr %486 : i64 to !llvm.ptr
    %488 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %489 = llvm.insertvalue %480, %488[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %490 = llvm.insertvalue %487, %489[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %491 = llvm.mlir.constant(0 : index) : i64
    %492 = llvm.insertvalue %491, %490[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %493 = llvm.insertvalue %465, %492[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %494 = llvm.insertvalue %466, %493[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %495 = llvm.insertvalue %467, %494[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %496 = llvm.insertvalue %468, %495[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %497 = llvm.insertvalue %469, %496[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %498 = llvm.insertvalue %473, %497[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %499 = llvm.insertvalue %472, %498[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %500 = llvm.insertvalue %471, %499[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %501 = llvm.insertvalue %469, %500[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %502 = llvm.insertvalue %470, %501[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb37(%18 : i64)
  ^bb37(%503: i64):  // 2 preds: ^bb36, ^bb50
    %504 = llvm.icmp "slt" %503, %15 : i64
    llvm.cond_br %504, ^bb38, ^bb51
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%18 : i64)
  ^bb39(%505: i64):  // 2 preds: ^bb38, ^bb49
    %506 = llvm.icmp "slt" %505, %16 : i64
    llvm.cond_br %506, ^bb40, ^bb50
  ^bb40:  // pred: ^bb39
    llvm.br ^bb41(%18 : i64)
  ^bb41(%507: i64):  // 2 preds: ^bb40, ^bb48
    %508 = llvm.icmp "slt" %507, %17 : i64
    llvm.cond_br %508, ^bb42, ^bb49
  ^bb42:  // pred: ^bb41
    llvm.br ^bb43(%18 : i64)
  ^bb43(%509: i64):  // 2 preds: ^bb42, ^bb47
    %510 = llvm.icmp "slt" %509, %17 : i64
    llvm.cond_br %510, ^bb44, ^bb48
  ^bb44:  // pred: ^bb43
    llvm.br ^bb45(%18 : i64)
  ^bb45(%511: i64):  // 2 preds: ^bb44, ^bb46
    %512 = llvm.icmp "slt" %511, %14 : i64
    llvm.cond_br %512, ^bb46, ^bb47
  ^bb46:  // pred: ^bb45
    %513 = llvm.extractvalue %273[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %514 = llvm.mlir.constant(768 : index) : i64
    %515 = llvm.mul %509, %514 overflow<nsw, nuw> : i64
    %516 = llvm.mlir.constant(96 : index) : i64
    %517 = llvm.mul %505, %516 overflow<nsw, nuw> : i64
    %518 = llvm.add %515, %517 overflow<nsw, nuw> : i64
    %519 = llvm.mlir.constant(96 : index) : i64
    %520 = llvm.mul %507, %519 overflow<nsw, nuw> : i64
    %521 = llvm.add %518, %520 overflow<nsw, nuw> : i64
    %522 = llvm.mlir.constant(32 : index) : i64
    %523 = llvm.mul %503, %522 overflow<nsw, nuw> : i64
    %524 = llvm.add %521, %523 overflow<nsw, nuw> : i64
    %525 = llvm.add %524, %511 overflow<nsw, nuw> : i64
    %526 = llvm.getelementptr inbounds|nuw %513[%525] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %527 = llvm.load %526 : !llvm.ptr -> f32
    %528 = llvm.extractvalue %464[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %529 = llvm.mlir.constant(96 : index) : i64
    %530 = llvm.mul %507, %529 overflow<nsw, nuw> : i64
    %531 = llvm.mlir.constant(32 : index) : i64
    %532 = llvm.mul %503, %531 overflow<nsw, nuw> : i64
    %533 = llvm.add %530, %532 overflow<nsw, nuw> : i64
    %534 = llvm.add %533, %511 overflow<nsw, nuw> : i64
    %535 = llvm.getelementptr inbounds|nuw %528[%534] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %536 = llvm.load %535 : !llvm.ptr -> f32
    %537 = llvm.fadd %527, %536 : f32
    %538 = llvm.extractvalue %502[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %539 = llvm.mlir.constant(256 : index) : i64
    %540 = llvm.mul %503, %539 overflow<nsw, nuw> : i64
    %541 = llvm.mlir.constant(32 : index) : i64
    %542 = llvm.mul %505, %541 overflow<nsw, nuw> : i64
    %543 = llvm.add %540, %542 overflow<nsw, nuw> : i64
    %544 = llvm.mlir.constant(32 : index) : i64
    %545 = llvm.mul %507, %544 overflow<nsw, nuw> : i64
    %546 = llvm.add %543, %545 overflow<nsw, nuw> : i64
    %547 = llvm.mlir.constant(32 : index) : i64
    %548 = llvm.mul %509, %547 overflow<nsw, nuw> : i64
    %549 = llvm.add %546, %548 overflow<nsw, nuw> : i64
    %550 = llvm.add %549, %511 overflow<nsw, nuw> : i64
    %551 = llvm.getelementptr inbounds|nuw %538[%550] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %537, %551 : f32, !llvm.ptr
    %552 = llvm.add %511, %17 : i64
    llvm.br ^bb45(%552 : i64)
  ^bb47:  // pred: ^bb45
    %553 = llvm.add %509, %17 : i64
    llvm.br ^bb43(%553 : i64)
  ^bb48:  // pred: ^bb43
    %554 = llvm.add %507, %17 : i64
    llvm.br ^bb41(%554 : i64)
  ^bb49:  // pred: ^bb41
    %555 = llvm.add %505, %17 : i64
    llvm.br ^bb39(%555 : i64)
  ^bb50:  // pred: ^bb39
    %556 = llvm.add %503, %17 : i64
    llvm.br ^bb37(%556 : i64)
  ^bb51:  // pred: ^bb37
    %557 = llvm.mlir.constant(4 : index) : i64
    %558 = llvm.mlir.constant(8 : index) : i64
    %559 = llvm.mlir.constant(8 : index) : i64
    %560 = llvm.mlir.constant(1 : index) : i64
    %561 = llvm.mlir.constant(64 : index) : i64
    %562 = llvm.mlir.constant(256 : index) : i64
    %563 = llvm.mlir.zero : !llvm.ptr
    %564 = llvm.getelementptr %563[%562] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %565 = llvm.ptrtoint %564 : !llvm.ptr to i64
    %566 = llvm.mlir.constant(64 : index) : i64
    %567 = llvm.add %565, %566 : i64
    %568 = llvm.call @malloc(%567) : (i64) -> !llvm.ptr
    %569 = llvm.ptrtoint %568 : !llvm.ptr to i64
    %570 = llvm.mlir.constant(1 : index) : i64
    %571 = llvm.sub %566, %570 : i64
    %572 = llvm.add %569, %571 : i64
    %573 = llvm.urem %572, %566 : i64
    %574 = llvm.sub %572, %573 : i64
    %575 = llvm.inttoptr %574 : i64 to !llvm.ptr
    %576 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %577 = llvm.insertvalue %568, %576[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %578 = llvm.insertvalue %575, %577[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %579 = llvm.mlir.constant(0 : index) : i64
    %580 = llvm.insertvalue %579, %578[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %581 = llvm.insertvalue %557, %580[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %582 = llvm.insertvalue %558, %581[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %583 = llvm.insertvalue %559, %582[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %584 = llvm.insertvalue %561, %583[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %585 = llvm.insertvalue %559, %584[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %586 = llvm.insertvalue %560, %585[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %587 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %588 = llvm.extractvalue %502[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %589 = llvm.extractvalue %502[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %590 = llvm.insertvalue %588, %587[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %591 = llvm.insertvalue %589, %590[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %592 = llvm.mlir.constant(0 : index) : i64
    %593 = llvm.insertvalue %592, %591[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %594 = llvm.mlir.constant(8 : index) : i64
    %595 = llvm.insertvalue %594, %593[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %596 = llvm.mlir.constant(32 : index) : i64
    %597 = llvm.insertvalue %596, %595[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %598 = llvm.mlir.constant(1 : index) : i64
    %599 = llvm.insertvalue %598, %597[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %600 = llvm.mlir.constant(32 : index) : i64
    %601 = llvm.insertvalue %600, %599[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %602 = llvm.mlir.constant(4 : index) : i64
    %603 = llvm.insertvalue %602, %601[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %604 = llvm.mlir.constant(8 : index) : i64
    %605 = llvm.insertvalue %604, %603[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %606 = llvm.mlir.constant(8 : index) : i64
    %607 = llvm.insertvalue %606, %605[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %608 = llvm.mlir.constant(1 : index) : i64
    %609 = llvm.insertvalue %608, %607[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %610 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %611 = llvm.extractvalue %502[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %612 = llvm.extractvalue %502[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %613 = llvm.insertvalue %611, %610[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %614 = llvm.insertvalue %612, %613[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %615 = llvm.mlir.constant(256 : index) : i64
    %616 = llvm.insertvalue %615, %614[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %617 = llvm.mlir.constant(8 : index) : i64
    %618 = llvm.insertvalue %617, %616[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %619 = llvm.mlir.constant(32 : index) : i64
    %620 = llvm.insertvalue %619, %618[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %621 = llvm.mlir.constant(1 : index) : i64
    %622 = llvm.insertvalue %621, %620[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %623 = llvm.mlir.constant(32 : index) : i64
    %624 = llvm.insertvalue %623, %622[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %625 = llvm.mlir.constant(4 : index) : i64
    %626 = llvm.insertvalue %625, %624[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %627 = llvm.mlir.constant(8 : index) : i64
    %628 = llvm.insertvalue %627, %626[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %629 = llvm.mlir.constant(8 : index) : i64
    %630 = llvm.insertvalue %629, %628[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %631 = llvm.mlir.constant(1 : index) : i64
    %632 = llvm.insertvalue %631, %630[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %633 = llvm.mlir.constant(1 : index) : i64
    %634 = llvm.mlir.constant(4 : index) : i64
    %635 = llvm.mlir.constant(8 : index) : i64
    %636 = llvm.mlir.constant(8 : index) : i64
    %637 = llvm.mlir.constant(1 : index) : i64
    %638 = llvm.mlir.constant(64 : index) : i64
    %639 = llvm.mlir.constant(256 : index) : i64
    %640 = llvm.mlir.constant(256 : index) : i64
    %641 = llvm.mlir.zero : !llvm.ptr
    %642 = llvm.getelementptr %641[%640] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %643 = llvm.ptrtoint %642 : !llvm.ptr to i64
    %644 = llvm.mlir.constant(64 : index) : i64
    %645 = llvm.add %643, %644 : i64
    %646 = llvm.call @malloc(%645) : (i64) -> !llvm.ptr
    %647 = llvm.ptrtoint %646 : !llvm.ptr to i64
    %648 = llvm.mlir.constant(1 : index) : i64
    %649 = llvm.sub %644, %648 : i64
    %650 = llvm.add %647, %649 : i64
    %651 = llvm.urem %650, %644 : i64
    %652 = llvm.sub %650, %651 : i64
    %653 = llvm.inttoptr %652 : i64 to !llvm.ptr
    %654 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %655 = llvm.insertvalue %646, %654[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %656 = llvm.insertvalue %653, %655[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %657 = llvm.mlir.constant(0 : index) : i64
    %658 = llvm.insertvalue %657, %656[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %659 = llvm.insertvalue %633, %658[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %660 = llvm.insertvalue %634, %659[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %661 = llvm.insertvalue %635, %660[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %662 = llvm.insertvalue %636, %661[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %663 = llvm.insertvalue %639, %662[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %664 = llvm.insertvalue %638, %663[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %665 = llvm.insertvalue %636, %664[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %666 = llvm.insertvalue %637, %665[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb52(%18 : i64)
  ^bb52(%667: i64):  // 2 preds: ^bb51, ^bb59
    %668 = llvm.icmp "slt" %667, %13 : i64
    llvm.cond_br %668, ^bb53, ^bb60
  ^bb53:  // pred: ^bb52
    llvm.br ^bb54(%18 : i64)
  ^bb54(%669: i64):  // 2 preds: ^bb53, ^bb58
    %670 = llvm.icmp "slt" %669, %16 : i64
    llvm.cond_br %670, ^bb55, ^bb59
  ^bb55:  // pred: ^bb54
    llvm.br ^bb56(%18 : i64)
  ^bb56(%671: i64):  // 2 preds: ^bb55, ^bb57
    %672 = llvm.icmp "slt" %671, %16 : i64
    llvm.cond_br %672, ^bb57, ^bb58
  ^bb57:  // pred: ^bb56
    %673 = llvm.extractvalue %586[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %674 = llvm.mlir.constant(64 : index) : i64
    %675 = llvm.mul %667, %674 overflow<nsw, nuw> : i64
    %676 = llvm.mlir.constant(8 : index) : i64
    %677 = llvm.mul %669, %676 overflow<nsw, nuw> : i64
    %678 = llvm.add %675, %677 overflow<nsw, nuw> : i64
    %679 = llvm.add %678, %671 overflow<nsw, nuw> : i64
    %680 = llvm.getelementptr inbounds|nuw %673[%679] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %27, %680 : f32, !llvm.ptr
    %681 = llvm.add %671, %17 : i64
    llvm.br ^bb56(%681 : i64)
  ^bb58:  // pred: ^bb56
    %682 = llvm.add %669, %17 : i64
    llvm.br ^bb54(%682 : i64)
  ^bb59:  // pred: ^bb54
    %683 = llvm.add %667, %17 : i64
    llvm.br ^bb52(%683 : i64)
  ^bb60:  // pred: ^bb52
    %684 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %685 = llvm.extractvalue %586[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %686 = llvm.extractvalue %586[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %687 = llvm.insertvalue %685, %684[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %688 = llvm.insertvalue %686, %687[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %689 = llvm.mlir.constant(0 : index) : i64
    %690 = llvm.insertvalue %689, %688[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %691 = llvm.mlir.constant(1 : index) : i64
    %692 = llvm.insertvalue %691, %690[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %693 = llvm.mlir.constant(256 : index) : i64
    %694 = llvm.insertvalue %693, %692[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %695 = llvm.mlir.constant(4 : index) : i64
    %696 = llvm.insertvalue %695, %694[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %697 = llvm.mlir.constant(64 : index) : i64
    %698 = llvm.insertvalue %697, %696[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %699 = llvm.mlir.constant(8 : index) : i64
    %700 = llvm.insertvalue %699, %698[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %701 = llvm.mlir.constant(8 : index) : i64
    %702 = llvm.insertvalue %701, %700[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %703 = llvm.mlir.constant(8 : index) : i64
    %704 = llvm.insertvalue %703, %702[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %705 = llvm.mlir.constant(1 : index) : i64
    %706 = llvm.insertvalue %705, %704[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %707 = llvm.mlir.constant(1 : index) : i64
    %708 = llvm.mlir.constant(4 : index) : i64
    %709 = llvm.mlir.constant(8 : index) : i64
    %710 = llvm.mlir.constant(8 : index) : i64
    %711 = llvm.mlir.constant(1 : index) : i64
    %712 = llvm.mlir.constant(64 : index) : i64
    %713 = llvm.mlir.constant(256 : index) : i64
    %714 = llvm.mlir.constant(256 : index) : i64
    %715 = llvm.mlir.zero : !llvm.ptr
    %716 = llvm.getelementptr %715[%714] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %717 = llvm.ptrtoint %716 : !llvm.ptr to i64
    %718 = llvm.mlir.constant(64 : index) : i64
    %719 = llvm.add %717, %718 : i64
    %720 = llvm.call @malloc(%719) : (i64) -> !llvm.ptr
    %721 = llvm.ptrtoint %720 : !llvm.ptr to i64
    %722 = llvm.mlir.constant(1 : index) : i64
    %723 = llvm.sub %718, %722 : i64
    %724 = llvm.add %721, %723 : i64
    %725 = llvm.urem %724, %718 : i64
    %726 = llvm.sub %724, %725 : i64
    %727 = llvm.inttoptr %726 : i64 to !llvm.ptr
    %728 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %729 = llvm.insertvalue %720, %728[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %730 = llvm.insertvalue %727, %729[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %731 = llvm.mlir.constant(0 : index) : i64
    %732 = llvm.insertvalue %731, %730[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %733 = llvm.insertvalue %707, %732[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %734 = llvm.insertvalue %708, %733[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %735 = llvm.insertvalue %709, %734[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %736 = llvm.insertvalue %710, %735[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %737 = llvm.insertvalue %713, %736[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %738 = llvm.insertvalue %712, %737[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %739 = llvm.insertvalue %710, %738[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %740 = llvm.insertvalue %711, %739[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb61(%18 : i64)
  ^bb61(%741: i64):  // 2 preds: ^bb60, ^bb71
    %742 = llvm.icmp "slt" %741, %17 : i64
    llvm.cond_br %742, ^bb62, ^bb72
  ^bb62:  // pred: ^bb61
    llvm.br ^bb63(%18 : i64)
  ^bb63(%743: i64):  // 2 preds: ^bb62, ^bb70
    %744 = llvm.icmp "slt" %743, %13 : i64
    llvm.cond_br %744, ^bb64, ^bb71
  ^bb64:  // pred: ^bb63
    llvm.br ^bb65(%18 : i64)
  ^bb65(%745: i64):  // 2 preds: ^bb64, ^bb69
    %746 = llvm.icmp "slt" %745, %16 : i64
    llvm.cond_br %746, ^bb66, ^bb70
  ^bb66:  // pred: ^bb65
    llvm.br ^bb67(%18 : i64)
  ^bb67(%747: i64):  // 2 preds: ^bb66, ^bb68
    %748 = llvm.icmp "slt" %747, %16 : i64
    llvm.cond_br %748, ^bb68, ^bb69
  ^bb68:  // pred: ^bb67
    %749 = llvm.extractvalue %706[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %750 = llvm.mlir.constant(256 : index) : i64
    %751 = llvm.mul %741, %750 overflow<nsw, nuw> : i64
    %752 = llvm.mlir.constant(64 : index) : i64
    %753 = llvm.mul %743, %752 overflow<nsw, nuw> : i64
    %754 = llvm.add %751, %753 overflow<nsw, nuw> : i64
    %755 = llvm.mlir.constant(8 : index) : i64
    %756 = llvm.mul %745, %755 overflow<nsw, nuw> : i64
    %757 = llvm.add %754, %756 overflow<nsw, nuw> : i64
    %758 = llvm.add %757, %747 overflow<nsw, nuw> : i64
    %759 = llvm.getelementptr inbounds|nuw %749[%758] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %760 = llvm.load %759 : !llvm.ptr -> f32
    %761 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %762 = llvm.mlir.constant(256 : index) : i64
    %763 = llvm.mul %741, %762 overflow<nsw, nuw> : i64
    %764 = llvm.mlir.constant(64 : index) : i64
    %765 = llvm.mul %743, %764 overflow<nsw, nuw> : i64
    %766 = llvm.add %763, %765 overflow<nsw, nuw> : i64
    %767 = llvm.mlir.constant(8 : index) : i64
    %768 = llvm.mul %745, %767 overflow<nsw, nuw> : i64
    %769 = llvm.add %766, %768 overflow<nsw, nuw> : i64
    %770 = llvm.add %769, %747 overflow<nsw, nuw> : i64
    %771 = llvm.getelementptr inbounds|nuw %761[%770] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %760, %771 : f32, !llvm.ptr
    %772 = llvm.add %747, %17 : i64
    llvm.br ^bb67(%772 : i64)
  ^bb69:  // pred: ^bb67
    %773 = llvm.add %745, %17 : i64
    llvm.br ^bb65(%773 : i64)
  ^bb70:  // pred: ^bb65
    %774 = llvm.add %743, %17 : i64
    llvm.br ^bb63(%774 : i64)
  ^bb71:  // pred: ^bb63
    %775 = llvm.add %741, %17 : i64
    llvm.br ^bb61(%775 : i64)
  ^bb72:  // pred: ^bb61
    llvm.br ^bb73(%18 : i64)
  ^bb73(%776: i64):  // 2 preds: ^bb72, ^bb86
    %777 = llvm.icmp "slt" %776, %17 : i64
    llvm.cond_br %777, ^bb74, ^bb87
  ^bb74:  // pred: ^bb73
    llvm.br ^bb75(%18 : i64)
  ^bb75(%778: i64):  // 2 preds: ^bb74, ^bb85
    %779 = llvm.icmp "slt" %778, %13 : i64
    llvm.cond_br %779, ^bb76, ^bb86
  ^bb76:  // pred: ^bb75
    llvm.br ^bb77(%18 : i64)
  ^bb77(%780: i64):  // 2 preds: ^bb76, ^bb84
    %781 = llvm.icmp "slt" %780, %16 : i64
    llvm.cond_br %781, ^bb78, ^bb85
  ^bb78:  // pred: ^bb77
    llvm.br ^bb79(%18 : i64)
  ^bb79(%782: i64):  // 2 preds: ^bb78, ^bb83
    %783 = llvm.icmp "slt" %782, %16 : i64
    llvm.cond_br %783, ^bb80, ^bb84
  ^bb80:  // pred: ^bb79
    llvm.br ^bb81(%18 : i64)
  ^bb81(%784: i64):  // 2 preds: ^bb80, ^bb82
    %785 = llvm.icmp "slt" %784, %16 : i64
    llvm.cond_br %785, ^bb82, ^bb83
  ^bb82:  // pred: ^bb81
    %786 = llvm.extractvalue %609[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %787 = llvm.mlir.constant(32 : index) : i64
    %788 = llvm.mul %780, %787 overflow<nsw, nuw> : i64
    %789 = llvm.mlir.constant(32 : index) : i64
    %790 = llvm.mul %776, %789 overflow<nsw, nuw> : i64
    %791 = llvm.add %788, %790 overflow<nsw, nuw> : i64
    %792 = llvm.mlir.constant(8 : index) : i64
    %793 = llvm.mul %778, %792 overflow<nsw, nuw> : i64
    %794 = llvm.add %791, %793 overflow<nsw, nuw> : i64
    %795 = llvm.add %794, %784 overflow<nsw, nuw> : i64
    %796 = llvm.getelementptr inbounds|nuw %786[%795] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %797 = llvm.load %796 : !llvm.ptr -> f32
    %798 = llvm.extractvalue %632[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %799 = llvm.mlir.constant(256 : index) : i64
    %800 = llvm.getelementptr %798[%799] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %801 = llvm.mlir.constant(32 : index) : i64
    %802 = llvm.mul %782, %801 overflow<nsw, nuw> : i64
    %803 = llvm.mlir.constant(32 : index) : i64
    %804 = llvm.mul %776, %803 overflow<nsw, nuw> : i64
    %805 = llvm.add %802, %804 overflow<nsw, nuw> : i64
    %806 = llvm.mlir.constant(8 : index) : i64
    %807 = llvm.mul %778, %806 overflow<nsw, nuw> : i64
    %808 = llvm.add %805, %807 overflow<nsw, nuw> : i64
    %809 = llvm.add %808, %784 overflow<nsw, nuw> : i64
    %810 = llvm.getelementptr inbounds|nuw %800[%809] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %811 = llvm.load %810 : !llvm.ptr -> f32
    %812 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %813 = llvm.mlir.constant(256 : index) : i64
    %814 = llvm.mul %776, %813 overflow<nsw, nuw> : i64
    %815 = llvm.mlir.constant(64 : index) : i64
    %816 = llvm.mul %778, %815 overflow<nsw, nuw> : i64
    %817 = llvm.add %814, %816 overflow<nsw, nuw> : i64
    %818 = llvm.mlir.constant(8 : index) : i64
    %819 = llvm.mul %780, %818 overflow<nsw, nuw> : i64
    %820 = llvm.add %817, %819 overflow<nsw, nuw> : i64
    %821 = llvm.add %820, %782 overflow<nsw, nuw> : i64
    %822 = llvm.getelementptr inbounds|nuw %812[%821] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %823 = llvm.load %822 : !llvm.ptr -> f32
    %824 = llvm.fptrunc %22 : f64 to f32
    %825 = llvm.fmul %811, %824 : f32
    %826 = llvm.fmul %797, %824 : f32
    %827 = llvm.fmul %826, %825 : f32
    %828 = llvm.fadd %823, %827 : f32
    %829 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %830 = llvm.mlir.constant(256 : index) : i64
    %831 = llvm.mul %776, %830 overflow<nsw, nuw> : i64
    %832 = llvm.mlir.constant(64 : index) : i64
    %833 = llvm.mul %778, %832 overflow<nsw, nuw> : i64
    %834 = llvm.add %831, %833 overflow<nsw, nuw> : i64
    %835 = llvm.mlir.constant(8 : index) : i64
    %836 = llvm.mul %780, %835 overflow<nsw, nuw> : i64
    %837 = llvm.add %834, %836 overflow<nsw, nuw> : i64
    %838 = llvm.add %837, %782 overflow<nsw, nuw> : i64
    %839 = llvm.getelementptr inbounds|nuw %829[%838] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %828, %839 : f32, !llvm.ptr
    %840 = llvm.add %784, %17 : i64
    llvm.br ^bb81(%840 : i64)
  ^bb83:  // pred: ^bb81
    %841 = llvm.add %782, %17 : i64
    llvm.br ^bb79(%841 : i64)
  ^bb84:  // pred: ^bb79
    %842 = llvm.add %780, %17 : i64
    llvm.br ^bb77(%842 : i64)
  ^bb85:  // pred: ^bb77
    %843 = llvm.add %778, %17 : i64
    llvm.br ^bb75(%843 : i64)
  ^bb86:  // pred: ^bb75
    %844 = llvm.add %776, %17 : i64
    llvm.br ^bb73(%844 : i64)
  ^bb87:  // pred: ^bb73
    %845 = llvm.mlir.constant(1 : index) : i64
    %846 = llvm.mlir.constant(4 : index) : i64
    %847 = llvm.mlir.constant(8 : index) : i64
    %848 = llvm.mlir.constant(1 : index) : i64
    %849 = llvm.mlir.constant(1 : index) : i64
    %850 = llvm.mlir.constant(32 : index) : i64
    %851 = llvm.mlir.constant(32 : index) : i64
    %852 = llvm.mlir.zero : !llvm.ptr
    %853 = llvm.getelementptr %852[%851] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %854 = llvm.ptrtoint %853 : !llvm.ptr to i64
    %855 = llvm.mlir.constant(64 : index) : i64
    %856 = llvm.add %854, %855 : i64
    %857 = llvm.call @malloc(%856) : (i64) -> !llvm.ptr
    %858 = llvm.ptrtoint %857 : !llvm.ptr to i64
    %859 = llvm.mlir.constant(1 : index) : i64
    %860 = llvm.sub %855, %859 : i64
    %861 = llvm.add %858, %860 : i64
    %862 = llvm.urem %861, %855 : i64
    %863 = llvm.sub %861, %862 : i64
    %864 = llvm.inttoptr %863 : i64 to !llvm.ptr
    %865 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %866 = llvm.insertvalue %857, %865[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %867 = llvm.insertvalue %864, %866[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %868 = llvm.mlir.constant(0 : index) : i64
    %869 = llvm.insertvalue %868, %867[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %870 = llvm.insertvalue %845, %869[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %871 = llvm.insertvalue %846, %870[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %872 = llvm.insertvalue %847, %871[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %873 = llvm.insertvalue %848, %872[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %874 = llvm.insertvalue %850, %873[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %875 = llvm.insertvalue %847, %874[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %876 = llvm.insertvalue %848, %875[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %877 = llvm.insertvalue %849, %876[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb88(%18 : i64)
  ^bb88(%878: i64):  // 2 preds: ^bb87, ^bb98
    %879 = llvm.icmp "slt" %878, %17 : i64
    llvm.cond_br %879, ^bb89, ^bb99
  ^bb89:  // pred: ^bb88
    llvm.br ^bb90(%18 : i64)
  ^bb90(%880: i64):  // 2 preds: ^bb89, ^bb97
    %881 = llvm.icmp "slt" %880, %13 : i64
    llvm.cond_br %881, ^bb91, ^bb98
  ^bb91:  // pred: ^bb90
    llvm.br ^bb92(%18 : i64)
  ^bb92(%882: i64):  // 2 preds: ^bb91, ^bb96
    %883 = llvm.icmp "slt" %882, %16 : i64
    llvm.cond_br %883, ^bb93, ^bb97
  ^bb93:  // pred: ^bb92
    llvm.br ^bb94(%18 : i64)
  ^bb94(%884: i64):  // 2 preds: ^bb93, ^bb95
    %885 = llvm.icmp "slt" %884, %17 : i64
    llvm.cond_br %885, ^bb95, ^bb96
  ^bb95:  // pred: ^bb94
    %886 = llvm.extractvalue %877[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %887 = llvm.mlir.constant(32 : index) : i64
    %888 = llvm.mul %878, %887 overflow<nsw, nuw> : i64
    %889 = llvm.mlir.constant(8 : index) : i64
    %890 = llvm.mul %880, %889 overflow<nsw, nuw> : i64
    %891 = llvm.add %888, %890 overflow<nsw, nuw> : i64
    %892 = llvm.add %891, %882 overflow<nsw, nuw> : i64
    %893 = llvm.add %892, %884 overflow<nsw, nuw> : i64
    %894 = llvm.getelementptr inbounds|nuw %886[%893] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %26, %894 : f32, !llvm.ptr
    %895 = llvm.add %884, %17 : i64
    llvm.br ^bb94(%895 : i64)
  ^bb96:  // pred: ^bb94
    %896 = llvm.add %882, %17 : i64
    llvm.br ^bb92(%896 : i64)
  ^bb97:  // pred: ^bb92
    %897 = llvm.add %880, %17 : i64
    llvm.br ^bb90(%897 : i64)
  ^bb98:  // pred: ^bb90
    %898 = llvm.add %878, %17 : i64
    llvm.br ^bb88(%898 : i64)
  ^bb99:  // pred: ^bb88
    %899 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %900 = llvm.extractvalue %740[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %901 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %902 = llvm.insertvalue %900, %899[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %903 = llvm.insertvalue %901, %902[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %904 = llvm.mlir.constant(0 : index) : i64
    %905 = llvm.insertvalue %904, %903[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %906 = llvm.mlir.constant(1 : index) : i64
    %907 = llvm.insertvalue %906, %905[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %908 = llvm.mlir.constant(256 : index) : i64
    %909 = llvm.insertvalue %908, %907[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %910 = llvm.mlir.constant(4 : index) : i64
    %911 = llvm.insertvalue %910, %909[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %912 = llvm.mlir.constant(64 : index) : i64
    %913 = llvm.insertvalue %912, %911[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %914 = llvm.mlir.constant(8 : index) : i64
    %915 = llvm.insertvalue %914, %913[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %916 = llvm.mlir.constant(8 : index) : i64
    %917 = llvm.insertvalue %916, %915[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %918 = llvm.mlir.constant(1 : index) : i64
    %919 = llvm.insertvalue %918, %917[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %920 = llvm.mlir.constant(8 : index) : i64
    %921 = llvm.insertvalue %920, %919[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %922 = llvm.mlir.constant(8 : index) : i64
    %923 = llvm.insertvalue %922, %921[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %924 = llvm.mlir.constant(1 : index) : i64
    %925 = llvm.insertvalue %924, %923[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb100(%18 : i64)
  ^bb100(%926: i64):  // 2 preds: ^bb99, ^bb113
    %927 = llvm.icmp "slt" %926, %17 : i64
    llvm.cond_br %927, ^bb101, ^bb114
  ^bb101:  // pred: ^bb100
    llvm.br ^bb102(%18 : i64)
  ^bb102(%928: i64):  // 2 preds: ^bb101, ^bb112
    %929 = llvm.icmp "slt" %928, %13 : i64
    llvm.cond_br %929, ^bb103, ^bb113
  ^bb103:  // pred: ^bb102
    llvm.br ^bb104(%18 : i64)
  ^bb104(%930: i64):  // 2 preds: ^bb103, ^bb111
    %931 = llvm.icmp "slt" %930, %16 : i64
    llvm.cond_br %931, ^bb105, ^bb112
  ^bb105:  // pred: ^bb104
    llvm.br ^bb106(%18 : i64)
  ^bb106(%932: i64):  // 2 preds: ^bb105, ^bb110
    %933 = llvm.icmp "slt" %932, %17 : i64
    llvm.cond_br %933, ^bb107, ^bb111
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108(%18 : i64)
  ^bb108(%934: i64):  // 2 preds: ^bb107, ^bb109
    %935 = llvm.icmp "slt" %934, %16 : i64
    llvm.cond_br %935, ^bb109, ^bb110
  ^bb109:  // pred: ^bb108
    %936 = llvm.extractvalue %925[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %937 = llvm.mlir.constant(256 : index) : i64
    %938 = llvm.mul %926, %937 overflow<nsw, nuw> : i64
    %939 = llvm.mlir.constant(64 : index) : i64
    %940 = llvm.mul %928, %939 overflow<nsw, nuw> : i64
    %941 = llvm.add %938, %940 overflow<nsw, nuw> : i64
    %942 = llvm.mlir.constant(8 : index) : i64
    %943 = llvm.mul %930, %942 overflow<nsw, nuw> : i64
    %944 = llvm.add %941, %943 overflow<nsw, nuw> : i64
    %945 = llvm.mlir.constant(8 : index) : i64
    %946 = llvm.mul %932, %945 overflow<nsw, nuw> : i64
    %947 = llvm.add %944, %946 overflow<nsw, nuw> : i64
    %948 = llvm.add %947, %934 overflow<nsw, nuw> : i64
    %949 = llvm.getelementptr inbounds|nuw %936[%948] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %950 = llvm.load %949 : !llvm.ptr -> f32
    %951 = llvm.extractvalue %877[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %952 = llvm.mlir.constant(32 : index) : i64
    %953 = llvm.mul %926, %952 overflow<nsw, nuw> : i64
    %954 = llvm.mlir.constant(8 : index) : i64
    %955 = llvm.mul %928, %954 overflow<nsw, nuw> : i64
    %956 = llvm.add %953, %955 overflow<nsw, nuw> : i64
    %957 = llvm.add %956, %930 overflow<nsw, nuw> : i64
    %958 = llvm.add %957, %932 overflow<nsw, nuw> : i64
    %959 = llvm.getelementptr inbounds|nuw %951[%958] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %960 = llvm.load %959 : !llvm.ptr -> f32
    %961 = llvm.intr.maximum(%950, %960) : (f32, f32) -> f32
    %962 = llvm.extractvalue %877[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %963 = llvm.mlir.constant(32 : index) : i64
    %964 = llvm.mul %926, %963 overflow<nsw, nuw> : i64
    %965 = llvm.mlir.constant(8 : index) : i64
    %966 = llvm.mul %928, %965 overflow<nsw, nuw> : i64
    %967 = llvm.add %964, %966 overflow<nsw, nuw> : i64
    %968 = llvm.add %967, %930 overflow<nsw, nuw> : i64
    %969 = llvm.add %968, %932 overflow<nsw, nuw> : i64
    %970 = llvm.getelementptr inbounds|nuw %962[%969] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %961, %970 : f32, !llvm.ptr
    %971 = llvm.add %934, %17 : i64
    llvm.br ^bb108(%971 : i64)
  ^bb110:  // pred: ^bb108
    %972 = llvm.add %932, %17 : i64
    llvm.br ^bb106(%972 : i64)
  ^bb111:  // pred: ^bb106
    %973 = llvm.add %930, %17 : i64
    llvm.br ^bb104(%973 : i64)
  ^bb112:  // pred: ^bb104
    %974 = llvm.add %928, %17 : i64
    llvm.br ^bb102(%974 : i64)
  ^bb113:  // pred: ^bb102
    %975 = llvm.add %926, %17 : i64
    llvm.br ^bb100(%975 : i64)
  ^bb114:  // pred: ^bb100
    llvm.br ^bb115(%18 : i64)
  ^bb115(%976: i64):  // 2 preds: ^bb114, ^bb125
    %977 = llvm.icmp "slt" %976, %17 : i64
    llvm.cond_br %977, ^bb116, ^bb126
  ^bb116:  // pred: ^bb115
    llvm.br ^bb117(%18 : i64)
  ^bb117(%978: i64):  // 2 preds: ^bb116, ^bb124
    %979 = llvm.icmp "slt" %978, %13 : i64
    llvm.cond_br %979, ^bb118, ^bb125
  ^bb118:  // pred: ^bb117
    llvm.br ^bb119(%18 : i64)
  ^bb119(%980: i64):  // 2 preds: ^bb118, ^bb123
    %981 = llvm.icmp "slt" %980, %16 : i64
    llvm.cond_br %981, ^bb120, ^bb124
  ^bb120:  // pred: ^bb119
    llvm.br ^bb121(%18 : i64)
  ^bb121(%982: i64):  // 2 preds: ^bb120, ^bb122
    %983 = llvm.icmp "slt" %982, %16 : i64
    llvm.cond_br %983, ^bb122, ^bb123
  ^bb122:  // pred: ^bb121
    %984 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %985 = llvm.mlir.constant(256 : index) : i64
    %986 = llvm.mul %976, %985 overflow<nsw, nuw> : i64
    %987 = llvm.mlir.constant(64 : index) : i64
    %988 = llvm.mul %978, %987 overflow<nsw, nuw> : i64
    %989 = llvm.add %986, %988 overflow<nsw, nuw> : i64
    %990 = llvm.mlir.constant(8 : index) : i64
    %991 = llvm.mul %980, %990 overflow<nsw, nuw> : i64
    %992 = llvm.add %989, %991 overflow<nsw, nuw> : i64
    %993 = llvm.add %992, %982 overflow<nsw, nuw> : i64
    %994 = llvm.getelementptr inbounds|nuw %984[%993] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %995 = llvm.load %994 : !llvm.ptr -> f32
    %996 = llvm.extractvalue %877[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %997 = llvm.mlir.constant(32 : index) : i64
    %998 = llvm.mul %976, %997 overflow<nsw, nuw> : i64
    %999 = llvm.mlir.constant(8 : index) : i64
    %1000 = llvm.mul %978, %999 overflow<nsw, nuw> : i64
    %1001 = llvm.add %998, %1000 overflow<nsw, nuw> : i64
    %1002 = llvm.add %1001, %980 overflow<nsw, nuw> : i64
    %1003 = llvm.add %1002, %18 overflow<nsw, nuw> : i64
    %1004 = llvm.getelementptr inbounds|nuw %996[%1003] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1005 = llvm.load %1004 : !llvm.ptr -> f32
    %1006 = llvm.fsub %995, %1005 : f32
    %1007 = llvm.fmul %1006, %10 : f32
    %1008 = llvm.intr.exp2(%1007) : (f32) -> f32
    %1009 = llvm.extractvalue %666[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1010 = llvm.mlir.constant(256 : index) : i64
    %1011 = llvm.mul %976, %1010 overflow<nsw, nuw> : i64
    %1012 = llvm.mlir.constant(64 : index) : i64
    %1013 = llvm.mul %978, %1012 overflow<nsw, nuw> : i64
    %1014 = llvm.add %1011, %1013 overflow<nsw, nuw> : i64
    %1015 = llvm.mlir.constant(8 : index) : i64
    %1016 = llvm.mul %980, %1015 overflow<nsw, nuw> : i64
    %1017 = llvm.add %1014, %1016 overflow<nsw, nuw> : i64
    %1018 = llvm.add %1017, %982 overflow<nsw, nuw> : i64
    %1019 = llvm.getelementptr inbounds|nuw %1009[%1018] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1008, %1019 : f32, !llvm.ptr
    %1020 = llvm.add %982, %17 : i64
    llvm.br ^bb121(%1020 : i64)
  ^bb123:  // pred: ^bb121
    %1021 = llvm.add %980, %17 : i64
    llvm.br ^bb119(%1021 : i64)
  ^bb124:  // pred: ^bb119
    %1022 = llvm.add %978, %17 : i64
    llvm.br ^bb117(%1022 : i64)
  ^bb125:  // pred: ^bb117
    %1023 = llvm.add %976, %17 : i64
    llvm.br ^bb115(%1023 : i64)
  ^bb126:  // pred: ^bb115
    %1024 = llvm.mlir.constant(1 : index) : i64
    %1025 = llvm.mlir.constant(4 : index) : i64
    %1026 = llvm.mlir.constant(8 : index) : i64
    %1027 = llvm.mlir.constant(1 : index) : i64
    %1028 = llvm.mlir.constant(1 : index) : i64
    %1029 = llvm.mlir.constant(32 : index) : i64
    %1030 = llvm.mlir.constant(32 : index) : i64
    %1031 = llvm.mlir.zero : !llvm.ptr
    %1032 = llvm.getelementptr %1031[%1030] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1033 = llvm.ptrtoint %1032 : !llvm.ptr to i64
    %1034 = llvm.mlir.constant(64 : index) : i64
    %1035 = llvm.add %1033, %1034 : i64
    %1036 = llvm.call @malloc(%1035) : (i64) -> !llvm.ptr
    %1037 = llvm.ptrtoint %1036 : !llvm.ptr to i64
    %1038 = llvm.mlir.constant(1 : index) : i64
    %1039 = llvm.sub %1034, %1038 : i64
    %1040 = llvm.add %1037, %1039 : i64
    %1041 = llvm.urem %1040, %1034 : i64
    %1042 = llvm.sub %1040, %1041 : i64
    %1043 = llvm.inttoptr %1042 : i64 to !llvm.ptr
    %1044 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1045 = llvm.insertvalue %1036, %1044[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1046 = llvm.insertvalue %1043, %1045[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1047 = llvm.mlir.constant(0 : index) : i64
    %1048 = llvm.insertvalue %1047, %1046[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1049 = llvm.insertvalue %1024, %1048[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1050 = llvm.insertvalue %1025, %1049[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1051 = llvm.insertvalue %1026, %1050[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1052 = llvm.insertvalue %1027, %1051[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1053 = llvm.insertvalue %1029, %1052[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1054 = llvm.insertvalue %1026, %1053[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1055 = llvm.insertvalue %1027, %1054[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1056 = llvm.insertvalue %1028, %1055[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb127(%18 : i64)
  ^bb127(%1057: i64):  // 2 preds: ^bb126, ^bb137
    %1058 = llvm.icmp "slt" %1057, %17 : i64
    llvm.cond_br %1058, ^bb128, ^bb138
  ^bb128:  // pred: ^bb127
    llvm.br ^bb129(%18 : i64)
  ^bb129(%1059: i64):  // 2 preds: ^bb128, ^bb136
    %1060 = llvm.icmp "slt" %1059, %13 : i64
    llvm.cond_br %1060, ^bb130, ^bb137
  ^bb130:  // pred: ^bb129
    llvm.br ^bb131(%18 : i64)
  ^bb131(%1061: i64):  // 2 preds: ^bb130, ^bb135
    %1062 = llvm.icmp "slt" %1061, %16 : i64
    llvm.cond_br %1062, ^bb132, ^bb136
  ^bb132:  // pred: ^bb131
    llvm.br ^bb133(%18 : i64)
  ^bb133(%1063: i64):  // 2 preds: ^bb132, ^bb134
    %1064 = llvm.icmp "slt" %1063, %17 : i64
    llvm.cond_br %1064, ^bb134, ^bb135
  ^bb134:  // pred: ^bb133
    %1065 = llvm.extractvalue %1056[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1066 = llvm.mlir.constant(32 : index) : i64
    %1067 = llvm.mul %1057, %1066 overflow<nsw, nuw> : i64
    %1068 = llvm.mlir.constant(8 : index) : i64
    %1069 = llvm.mul %1059, %1068 overflow<nsw, nuw> : i64
    %1070 = llvm.add %1067, %1069 overflow<nsw, nuw> : i64
    %1071 = llvm.add %1070, %1061 overflow<nsw, nuw> : i64
    %1072 = llvm.add %1071, %1063 overflow<nsw, nuw> : i64
    %1073 = llvm.getelementptr inbounds|nuw %1065[%1072] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %27, %1073 : f32, !llvm.ptr
    %1074 = llvm.add %1063, %17 : i64
    llvm.br ^bb133(%1074 : i64)
  ^bb135:  // pred: ^bb133
    %1075 = llvm.add %1061, %17 : i64
    llvm.br ^bb131(%1075 : i64)
  ^bb136:  // pred: ^bb131
    %1076 = llvm.add %1059, %17 : i64
    llvm.br ^bb129(%1076 : i64)
  ^bb137:  // pred: ^bb129
    %1077 = llvm.add %1057, %17 : i64
    llvm.br ^bb127(%1077 : i64)
  ^bb138:  // pred: ^bb127
    llvm.br ^bb139(%18 : i64)
  ^bb139(%1078: i64):  // 2 preds: ^bb138, ^bb149
    %1079 = llvm.icmp "slt" %1078, %17 : i64
    llvm.cond_br %1079, ^bb140, ^bb150
  ^bb140:  // pred: ^bb139
    llvm.br ^bb141(%18 : i64)
  ^bb141(%1080: i64):  // 2 preds: ^bb140, ^bb148
    %1081 = llvm.icmp "slt" %1080, %13 : i64
    llvm.cond_br %1081, ^bb142, ^bb149
  ^bb142:  // pred: ^bb141
    llvm.br ^bb143(%18 : i64)
  ^bb143(%1082: i64):  // 2 preds: ^bb142, ^bb147
    %1083 = llvm.icmp "slt" %1082, %16 : i64
    llvm.cond_br %1083, ^bb144, ^bb148
  ^bb144:  // pred: ^bb143
    llvm.br ^bb145(%18 : i64)
  ^bb145(%1084: i64):  // 2 preds: ^bb144, ^bb146
    %1085 = llvm.icmp "slt" %1084, %16 : i64
    llvm.cond_br %1085, ^bb146, ^bb147
  ^bb146:  // pred: ^bb145
    %1086 = llvm.extractvalue %666[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1087 = llvm.mlir.constant(256 : index) : i64
    %1088 = llvm.mul %1078, %1087 overflow<nsw, nuw> : i64
    %1089 = llvm.mlir.constant(64 : index) : i64
    %1090 = llvm.mul %1080, %1089 overflow<nsw, nuw> : i64
    %1091 = llvm.add %1088, %1090 overflow<nsw, nuw> : i64
    %1092 = llvm.mlir.constant(8 : index) : i64
    %1093 = llvm.mul %1082, %1092 overflow<nsw, nuw> : i64
    %1094 = llvm.add %1091, %1093 overflow<nsw, nuw> : i64
    %1095 = llvm.add %1094, %1084 overflow<nsw, nuw> : i64
    %1096 = llvm.getelementptr inbounds|nuw %1086[%1095] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1097 = llvm.load %1096 : !llvm.ptr -> f32
    %1098 = llvm.extractvalue %1056[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1099 = llvm.mlir.constant(32 : index) : i64
    %1100 = llvm.mul %1078, %1099 overflow<nsw, nuw> : i64
    %1101 = llvm.mlir.constant(8 : index) : i64
    %1102 = llvm.mul %1080, %1101 overflow<nsw, nuw> : i64
    %1103 = llvm.add %1100, %1102 overflow<nsw, nuw> : i64
    %1104 = llvm.add %1103, %1082 overflow<nsw, nuw> : i64
    %1105 = llvm.add %1104, %18 overflow<nsw, nuw> : i64
    %1106 = llvm.getelementptr inbounds|nuw %1098[%1105] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1107 = llvm.load %1106 : !llvm.ptr -> f32
    %1108 = llvm.fadd %1097, %1107 : f32
    %1109 = llvm.extractvalue %1056[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1110 = llvm.mlir.constant(32 : index) : i64
    %1111 = llvm.mul %1078, %1110 overflow<nsw, nuw> : i64
    %1112 = llvm.mlir.constant(8 : index) : i64
    %1113 = llvm.mul %1080, %1112 overflow<nsw, nuw> : i64
    %1114 = llvm.add %1111, %1113 overflow<nsw, nuw> : i64
    %1115 = llvm.add %1114, %1082 overflow<nsw, nuw> : i64
    %1116 = llvm.add %1115, %18 overflow<nsw, nuw> : i64
    %1117 = llvm.getelementptr inbounds|nuw %1109[%1116] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1108, %1117 : f32, !llvm.ptr
    %1118 = llvm.add %1084, %17 : i64
    llvm.br ^bb145(%1118 : i64)
  ^bb147:  // pred: ^bb145
    %1119 = llvm.add %1082, %17 : i64
    llvm.br ^bb143(%1119 : i64)
  ^bb148:  // pred: ^bb143
    %1120 = llvm.add %1080, %17 : i64
    llvm.br ^bb141(%1120 : i64)
  ^bb149:  // pred: ^bb141
    %1121 = llvm.add %1078, %17 : i64
    llvm.br ^bb139(%1121 : i64)
  ^bb150:  // pred: ^bb139
    %1122 = llvm.mlir.constant(1 : index) : i64
    %1123 = llvm.mlir.constant(4 : index) : i64
    %1124 = llvm.mlir.constant(8 : index) : i64
    %1125 = llvm.mlir.constant(1 : index) : i64
    %1126 = llvm.mlir.constant(1 : index) : i64
    %1127 = llvm.mlir.constant(32 : index) : i64
    %1128 = llvm.mlir.constant(32 : index) : i64
    %1129 = llvm.mlir.zero : !llvm.ptr
    %1130 = llvm.getelementptr %1129[%1128] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %1131 = llvm.ptrtoint %1130 : !llvm.ptr to i64
    %1132 = llvm.mlir.constant(64 : index) : i64
    %1133 = llvm.add %1131, %1132 : i64
    %1134 = llvm.call @malloc(%1133) : (i64) -> !llvm.ptr
    %1135 = llvm.ptrtoint %1134 : !llvm.ptr to i64
    %1136 = llvm.mlir.constant(1 : index) : i64
    %1137 = llvm.sub %1132, %1136 : i64
    %1138 = llvm.add %1135, %1137 : i64
    %1139 = llvm.urem %1138, %1132 : i64
    %1140 = llvm.sub %1138, %1139 : i64
    %1141 = llvm.inttoptr %1140 : i64 to !llvm.ptr
    %1142 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1143 = llvm.insertvalue %1134, %1142[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1144 = llvm.insertvalue %1141, %1143[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1145 = llvm.mlir.constant(0 : index) : i64
    %1146 = llvm.insertvalue %1145, %1144[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1147 = llvm.insertvalue %1122, %1146[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1148 = llvm.insertvalue %1123, %1147[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1149 = llvm.insertvalue %1124, %1148[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1150 = llvm.insertvalue %1125, %1149[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1151 = llvm.insertvalue %1127, %1150[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1152 = llvm.insertvalue %1124, %1151[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1153 = llvm.insertvalue %1125, %1152[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1154 = llvm.insertvalue %1126, %1153[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb151(%18 : i64)
  ^bb151(%1155: i64):  // 2 preds: ^bb150, ^bb161
    %1156 = llvm.icmp "slt" %1155, %17 : i64
    llvm.cond_br %1156, ^bb152, ^bb162
  ^bb152:  // pred: ^bb151
    llvm.br ^bb153(%18 : i64)
  ^bb153(%1157: i64):  // 2 preds: ^bb152, ^bb160
    %1158 = llvm.icmp "slt" %1157, %13 : i64
    llvm.cond_br %1158, ^bb154, ^bb161
  ^bb154:  // pred: ^bb153
    llvm.br ^bb155(%18 : i64)
  ^bb155(%1159: i64):  // 2 preds: ^bb154, ^bb159
    %1160 = llvm.icmp "slt" %1159, %16 : i64
    llvm.cond_br %1160, ^bb156, ^bb160
  ^bb156:  // pred: ^bb155
    llvm.br ^bb157(%18 : i64)
  ^bb157(%1161: i64):  // 2 preds: ^bb156, ^bb158
    %1162 = llvm.icmp "slt" %1161, %17 : i64
    llvm.cond_br %1162, ^bb158, ^bb159
  ^bb158:  // pred: ^bb157
    %1163 = llvm.extractvalue %1154[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1164 = llvm.mlir.constant(32 : index) : i64
    %1165 = llvm.mul %1155, %1164 overflow<nsw, nuw> : i64
    %1166 = llvm.mlir.constant(8 : index) : i64
    %1167 = llvm.mul %1157, %1166 overflow<nsw, nuw> : i64
    %1168 = llvm.add %1165, %1167 overflow<nsw, nuw> : i64
    %1169 = llvm.add %1168, %1159 overflow<nsw, nuw> : i64
    %1170 = llvm.add %1169, %1161 overflow<nsw, nuw> : i64
    %1171 = llvm.getelementptr inbounds|nuw %1163[%1170] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %19, %1171 : i1, !llvm.ptr
    %1172 = llvm.add %1161, %17 : i64
    llvm.br ^bb157(%1172 : i64)
  ^bb159:  // pred: ^bb157
    %1173 = llvm.add %1159, %17 : i64
    llvm.br ^bb155(%1173 : i64)
  ^bb160:  // pred: ^bb155
    %1174 = llvm.add %1157, %17 : i64
    llvm.br ^bb153(%1174 : i64)
  ^bb161:  // pred: ^bb153
    %1175 = llvm.add %1155, %17 : i64
    llvm.br ^bb151(%1175 : i64)
  ^bb162:  // pred: ^bb151
    llvm.br ^bb163(%18 : i64)
  ^bb163(%1176: i64):  // 2 preds: ^bb162, ^bb173
    %1177 = llvm.icmp "slt" %1176, %17 : i64
    llvm.cond_br %1177, ^bb164, ^bb174
  ^bb164:  // pred: ^bb163
    llvm.br ^bb165(%18 : i64)
  ^bb165(%1178: i64):  // 2 preds: ^bb164, ^bb172
    %1179 = llvm.icmp "slt" %1178, %13 : i64
    llvm.cond_br %1179, ^bb166, ^bb173
  ^bb166:  // pred: ^bb165
    llvm.br ^bb167(%18 : i64)
  ^bb167(%1180: i64):  // 2 preds: ^bb166, ^bb171
    %1181 = llvm.icmp "slt" %1180, %16 : i64
    llvm.cond_br %1181, ^bb168, ^bb172
  ^bb168:  // pred: ^bb167
    llvm.br ^bb169(%18 : i64)
  ^bb169(%1182: i64):  // 2 preds: ^bb168, ^bb170
    %1183 = llvm.icmp "slt" %1182, %16 : i64
    llvm.cond_br %1183, ^bb170, ^bb171
  ^bb170:  // pred: ^bb169
    %1184 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1185 = llvm.mlir.constant(256 : index) : i64
    %1186 = llvm.mul %1176, %1185 overflow<nsw, nuw> : i64
    %1187 = llvm.mlir.constant(64 : index) : i64
    %1188 = llvm.mul %1178, %1187 overflow<nsw, nuw> : i64
    %1189 = llvm.add %1186, %1188 overflow<nsw, nuw> : i64
    %1190 = llvm.mlir.constant(8 : index) : i64
    %1191 = llvm.mul %1180, %1190 overflow<nsw, nuw> : i64
    %1192 = llvm.add %1189, %1191 overflow<nsw, nuw> : i64
    %1193 = llvm.add %1192, %1182 overflow<nsw, nuw> : i64
    %1194 = llvm.getelementptr inbounds|nuw %1184[%1193] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1195 = llvm.load %1194 : !llvm.ptr -> f32
    %1196 = llvm.extractvalue %1154[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1197 = llvm.mlir.constant(32 : index) : i64
    %1198 = llvm.mul %1176, %1197 overflow<nsw, nuw> : i64
    %1199 = llvm.mlir.constant(8 : index) : i64
    %1200 = llvm.mul %1178, %1199 overflow<nsw, nuw> : i64
    %1201 = llvm.add %1198, %1200 overflow<nsw, nuw> : i64
    %1202 = llvm.add %1201, %1180 overflow<nsw, nuw> : i64
    %1203 = llvm.add %1202, %18 overflow<nsw, nuw> : i64
    %1204 = llvm.getelementptr inbounds|nuw %1196[%1203] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %1205 = llvm.load %1204 : !llvm.ptr -> i1
    %1206 = llvm.fpext %1195 : f32 to f64
    %1207 = llvm.fcmp "oeq" %1206, %23 : f64
    %1208 = llvm.and %1207, %1205 : i1
    %1209 = llvm.extractvalue %1154[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1210 = llvm.mlir.constant(32 : index) : i64
    %1211 = llvm.mul %1176, %1210 overflow<nsw, nuw> : i64
    %1212 = llvm.mlir.constant(8 : index) : i64
    %1213 = llvm.mul %1178, %1212 overflow<nsw, nuw> : i64
    %1214 = llvm.add %1211, %1213 overflow<nsw, nuw> : i64
    %1215 = llvm.add %1214, %1180 overflow<nsw, nuw> : i64
    %1216 = llvm.add %1215, %18 overflow<nsw, nuw> : i64
    %1217 = llvm.getelementptr inbounds|nuw %1209[%1216] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %1208, %1217 : i1, !llvm.ptr
    %1218 = llvm.add %1182, %17 : i64
    llvm.br ^bb169(%1218 : i64)
  ^bb171:  // pred: ^bb169
    %1219 = llvm.add %1180, %17 : i64
    llvm.br ^bb167(%1219 : i64)
  ^bb172:  // pred: ^bb167
    %1220 = llvm.add %1178, %17 : i64
    llvm.br ^bb165(%1220 : i64)
  ^bb173:  // pred: ^bb165
    %1221 = llvm.add %1176, %17 : i64
    llvm.br ^bb163(%1221 : i64)
  ^bb174:  // pred: ^bb163
    %1222 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1223 = llvm.extractvalue %502[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1224 = llvm.extractvalue %502[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1225 = llvm.insertvalue %1223, %1222[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1226 = llvm.insertvalue %1224, %1225[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1227 = llvm.mlir.constant(512 : index) : i64
    %1228 = llvm.insertvalue %1227, %1226[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1229 = llvm.mlir.constant(8 : index) : i64
    %1230 = llvm.insertvalue %1229, %1228[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1231 = llvm.mlir.constant(32 : index) : i64
    %1232 = llvm.insertvalue %1231, %1230[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1233 = llvm.mlir.constant(1 : index) : i64
    %1234 = llvm.insertvalue %1233, %1232[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1235 = llvm.mlir.constant(32 : index) : i64
    %1236 = llvm.insertvalue %1235, %1234[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1237 = llvm.mlir.constant(4 : index) : i64
    %1238 = llvm.insertvalue %1237, %1236[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1239 = llvm.mlir.constant(8 : index) : i64
    %1240 = llvm.insertvalue %1239, %1238[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1241 = llvm.mlir.constant(8 : index) : i64
    %1242 = llvm.insertvalue %1241, %1240[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1243 = llvm.mlir.constant(1 : index) : i64
    %1244 = llvm.insertvalue %1243, %1242[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb175(%18 : i64)
  ^bb175(%1245: i64):  // 2 preds: ^bb174, ^bb188
    %1246 = llvm.icmp "slt" %1245, %17 : i64
    llvm.cond_br %1246, ^bb176, ^bb189
  ^bb176:  // pred: ^bb175
    llvm.br ^bb177(%18 : i64)
  ^bb177(%1247: i64):  // 2 preds: ^bb176, ^bb187
    %1248 = llvm.icmp "slt" %1247, %13 : i64
    llvm.cond_br %1248, ^bb178, ^bb188
  ^bb178:  // pred: ^bb177
    llvm.br ^bb179(%18 : i64)
  ^bb179(%1249: i64):  // 2 preds: ^bb178, ^bb186
    %1250 = llvm.icmp "slt" %1249, %16 : i64
    llvm.cond_br %1250, ^bb180, ^bb187
  ^bb180:  // pred: ^bb179
    llvm.br ^bb181(%18 : i64)
  ^bb181(%1251: i64):  // 2 preds: ^bb180, ^bb185
    %1252 = llvm.icmp "slt" %1251, %16 : i64
    llvm.cond_br %1252, ^bb182, ^bb186
  ^bb182:  // pred: ^bb181
    llvm.br ^bb183(%18 : i64)
  ^bb183(%1253: i64):  // 2 preds: ^bb182, ^bb184
    %1254 = llvm.icmp "slt" %1253, %16 : i64
    llvm.cond_br %1254, ^bb184, ^bb185
  ^bb184:  // pred: ^bb183
    %1255 = llvm.extractvalue %1154[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1256 = llvm.mlir.constant(32 : index) : i64
    %1257 = llvm.mul %1245, %1256 overflow<nsw, nuw> : i64
    %1258 = llvm.mlir.constant(8 : index) : i64
    %1259 = llvm.mul %1247, %1258 overflow<nsw, nuw> : i64
    %1260 = llvm.add %1257, %1259 overflow<nsw, nuw> : i64
    %1261 = llvm.add %1260, %1249 overflow<nsw, nuw> : i64
    %1262 = llvm.add %1261, %18 overflow<nsw, nuw> : i64
    %1263 = llvm.getelementptr inbounds|nuw %1255[%1262] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %1264 = llvm.load %1263 : !llvm.ptr -> i1
    %1265 = llvm.extractvalue %666[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1266 = llvm.mlir.constant(256 : index) : i64
    %1267 = llvm.mul %1245, %1266 overflow<nsw, nuw> : i64
    %1268 = llvm.mlir.constant(64 : index) : i64
    %1269 = llvm.mul %1247, %1268 overflow<nsw, nuw> : i64
    %1270 = llvm.add %1267, %1269 overflow<nsw, nuw> : i64
    %1271 = llvm.mlir.constant(8 : index) : i64
    %1272 = llvm.mul %1249, %1271 overflow<nsw, nuw> : i64
    %1273 = llvm.add %1270, %1272 overflow<nsw, nuw> : i64
    %1274 = llvm.add %1273, %1253 overflow<nsw, nuw> : i64
    %1275 = llvm.getelementptr inbounds|nuw %1265[%1274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1276 = llvm.load %1275 : !llvm.ptr -> f32
    %1277 = llvm.extractvalue %1056[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1278 = llvm.mlir.constant(32 : index) : i64
    %1279 = llvm.mul %1245, %1278 overflow<nsw, nuw> : i64
    %1280 = llvm.mlir.constant(8 : index) : i64
    %1281 = llvm.mul %1247, %1280 overflow<nsw, nuw> : i64
    %1282 = llvm.add %1279, %1281 overflow<nsw, nuw> : i64
    %1283 = llvm.add %1282, %1249 overflow<nsw, nuw> : i64
    %1284 = llvm.add %1283, %18 overflow<nsw, nuw> : i64
    %1285 = llvm.getelementptr inbounds|nuw %1277[%1284] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1286 = llvm.load %1285 : !llvm.ptr -> f32
    %1287 = llvm.extractvalue %1244[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1288 = llvm.mlir.constant(512 : index) : i64
    %1289 = llvm.getelementptr %1287[%1288] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1290 = llvm.mlir.constant(32 : index) : i64
    %1291 = llvm.mul %1253, %1290 overflow<nsw, nuw> : i64
    %1292 = llvm.mlir.constant(32 : index) : i64
    %1293 = llvm.mul %1245, %1292 overflow<nsw, nuw> : i64
    %1294 = llvm.add %1291, %1293 overflow<nsw, nuw> : i64
    %1295 = llvm.mlir.constant(8 : index) : i64
    %1296 = llvm.mul %1247, %1295 overflow<nsw, nuw> : i64
    %1297 = llvm.add %1294, %1296 overflow<nsw, nuw> : i64
    %1298 = llvm.add %1297, %1251 overflow<nsw, nuw> : i64
    %1299 = llvm.getelementptr inbounds|nuw %1289[%1298] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1300 = llvm.load %1299 : !llvm.ptr -> f32
    %1301 = llvm.extractvalue %706[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1302 = llvm.mlir.constant(256 : index) : i64
    %1303 = llvm.mul %1245, %1302 overflow<nsw, nuw> : i64
    %1304 = llvm.mlir.constant(64 : index) : i64
    %1305 = llvm.mul %1247, %1304 overflow<nsw, nuw> : i64
    %1306 = llvm.add %1303, %1305 overflow<nsw, nuw> : i64
    %1307 = llvm.mlir.constant(8 : index) : i64
    %1308 = llvm.mul %1249, %1307 overflow<nsw, nuw> : i64
    %1309 = llvm.add %1306, %1308 overflow<nsw, nuw> : i64
    %1310 = llvm.add %1309, %1251 overflow<nsw, nuw> : i64
    %1311 = llvm.getelementptr inbounds|nuw %1301[%1310] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1312 = llvm.load %1311 : !llvm.ptr -> f32
    %1313 = llvm.fdiv %1276, %1286 : f32
    %1314 = llvm.select %1264, %27, %1313 : i1, f32
    %1315 = llvm.fmul %1314, %1300 : f32
    %1316 = llvm.fadd %1312, %1315 : f32
    %1317 = llvm.extractvalue %706[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1318 = llvm.mlir.constant(256 : index) : i64
    %1319 = llvm.mul %1245, %1318 overflow<nsw, nuw> : i64
    %1320 = llvm.mlir.constant(64 : index) : i64
    %1321 = llvm.mul %1247, %1320 overflow<nsw, nuw> : i64
    %1322 = llvm.add %1319, %1321 overflow<nsw, nuw> : i64
    %1323 = llvm.mlir.constant(8 : index) : i64
    %1324 = llvm.mul %1249, %1323 overflow<nsw, nuw> : i64
    %1325 = llvm.add %1322, %1324 overflow<nsw, nuw> : i64
    %1326 = llvm.add %1325, %1251 overflow<nsw, nuw> : i64
    %1327 = llvm.getelementptr inbounds|nuw %1317[%1326] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1316, %1327 : f32, !llvm.ptr
    %1328 = llvm.add %1253, %17 : i64
    llvm.br ^bb183(%1328 : i64)
  ^bb185:  // pred: ^bb183
    %1329 = llvm.add %1251, %17 : i64
    llvm.br ^bb181(%1329 : i64)
  ^bb186:  // pred: ^bb181
    %1330 = llvm.add %1249, %17 : i64
    llvm.br ^bb179(%1330 : i64)
  ^bb187:  // pred: ^bb179
    %1331 = llvm.add %1247, %17 : i64
    llvm.br ^bb177(%1331 : i64)
  ^bb188:  // pred: ^bb177
    %1332 = llvm.add %1245, %17 : i64
    llvm.br ^bb175(%1332 : i64)
  ^bb189:  // pred: ^bb175
    %1333 = llvm.mlir.constant(8 : index) : i64
    %1334 = llvm.mlir.constant(32 : index) : i64
    %1335 = llvm.mlir.constant(1 : index) : i64
    %1336 = llvm.mlir.constant(256 : index) : i64
    %1337 = llvm.mlir.zero : !llvm.ptr
    %1338 = llvm.getelementptr %1337[%1336] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1339 = llvm.ptrtoint %1338 : !llvm.ptr to i64
    %1340 = llvm.mlir.constant(64 : index) : i64
    %1341 = llvm.add %1339, %1340 : i64
    %1342 = llvm.call @malloc(%1341) : (i64) -> !llvm.ptr
    %1343 = llvm.ptrtoint %1342 : !llvm.ptr to i64
    %1344 = llvm.mlir.constant(1 : index) : i64
    %1345 = llvm.sub %1340, %1344 : i64
    %1346 = llvm.add %1343, %1345 : i64
    %1347 = llvm.urem %1346, %1340 : i64
    %1348 = llvm.sub %1346, %1347 : i64
    %1349 = llvm.inttoptr %1348 : i64 to !llvm.ptr
    %1350 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1351 = llvm.insertvalue %1342, %1350[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1352 = llvm.insertvalue %1349, %1351[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1353 = llvm.mlir.constant(0 : index) : i64
    %1354 = llvm.insertvalue %1353, %1352[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1355 = llvm.insertvalue %1333, %1354[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1356 = llvm.insertvalue %1334, %1355[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1357 = llvm.insertvalue %1334, %1356[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1358 = llvm.insertvalue %1335, %1357[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb190(%18 : i64)
  ^bb190(%1359: i64):  // 2 preds: ^bb189, ^bb194
    %1360 = llvm.icmp "slt" %1359, %16 : i64
    llvm.cond_br %1360, ^bb191, ^bb195
  ^bb191:  // pred: ^bb190
    llvm.br ^bb192(%18 : i64)
  ^bb192(%1361: i64):  // 2 preds: ^bb191, ^bb193
    %1362 = llvm.icmp "slt" %1361, %14 : i64
    llvm.cond_br %1362, ^bb193, ^bb194
  ^bb193:  // pred: ^bb192
    %1363 = llvm.extractvalue %1358[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1364 = llvm.mlir.constant(32 : index) : i64
    %1365 = llvm.mul %1359, %1364 overflow<nsw, nuw> : i64
    %1366 = llvm.add %1365, %1361 overflow<nsw, nuw> : i64
    %1367 = llvm.getelementptr inbounds|nuw %1363[%1366] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %27, %1367 : f32, !llvm.ptr
    %1368 = llvm.add %1361, %17 : i64
    llvm.br ^bb192(%1368 : i64)
  ^bb194:  // pred: ^bb192
    %1369 = llvm.add %1359, %17 : i64
    llvm.br ^bb190(%1369 : i64)
  ^bb195:  // pred: ^bb190
    %1370 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1371 = llvm.extractvalue %199[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1372 = llvm.extractvalue %199[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1373 = llvm.insertvalue %1371, %1370[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1374 = llvm.insertvalue %1372, %1373[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1375 = llvm.mlir.constant(0 : index) : i64
    %1376 = llvm.insertvalue %1375, %1374[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1377 = llvm.mlir.constant(1 : index) : i64
    %1378 = llvm.insertvalue %1377, %1376[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1379 = llvm.mlir.constant(1024 : index) : i64
    %1380 = llvm.insertvalue %1379, %1378[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1381 = llvm.mlir.constant(32 : index) : i64
    %1382 = llvm.insertvalue %1381, %1380[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1383 = llvm.mlir.constant(32 : index) : i64
    %1384 = llvm.insertvalue %1383, %1382[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1385 = llvm.mlir.constant(1 : index) : i64
    %1386 = llvm.insertvalue %1385, %1384[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1387 = llvm.mlir.constant(32 : index) : i64
    %1388 = llvm.insertvalue %1387, %1386[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1389 = llvm.mlir.constant(4 : index) : i64
    %1390 = llvm.insertvalue %1389, %1388[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1391 = llvm.mlir.constant(8 : index) : i64
    %1392 = llvm.insertvalue %1391, %1390[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1393 = llvm.mlir.constant(8 : index) : i64
    %1394 = llvm.insertvalue %1393, %1392[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1395 = llvm.mlir.constant(1 : index) : i64
    %1396 = llvm.insertvalue %1395, %1394[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1397 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1398 = llvm.extractvalue %1358[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1399 = llvm.extractvalue %1358[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1400 = llvm.insertvalue %1398, %1397[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1401 = llvm.insertvalue %1399, %1400[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1402 = llvm.mlir.constant(0 : index) : i64
    %1403 = llvm.insertvalue %1402, %1401[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1404 = llvm.mlir.constant(8 : index) : i64
    %1405 = llvm.insertvalue %1404, %1403[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1406 = llvm.mlir.constant(32 : index) : i64
    %1407 = llvm.insertvalue %1406, %1405[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1408 = llvm.mlir.constant(1 : index) : i64
    %1409 = llvm.insertvalue %1408, %1407[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1410 = llvm.mlir.constant(32 : index) : i64
    %1411 = llvm.insertvalue %1410, %1409[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1412 = llvm.mlir.constant(32 : index) : i64
    %1413 = llvm.insertvalue %1412, %1411[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1414 = llvm.mlir.constant(1 : index) : i64
    %1415 = llvm.insertvalue %1414, %1413[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1416 = llvm.mlir.constant(8 : index) : i64
    %1417 = llvm.mlir.constant(1 : index) : i64
    %1418 = llvm.mlir.constant(32 : index) : i64
    %1419 = llvm.mlir.constant(1 : index) : i64
    %1420 = llvm.mlir.constant(32 : index) : i64
    %1421 = llvm.mlir.constant(256 : index) : i64
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
    %1440 = llvm.insertvalue %1416, %1439[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1441 = llvm.insertvalue %1417, %1440[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1442 = llvm.insertvalue %1418, %1441[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1443 = llvm.insertvalue %1420, %1442[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1444 = llvm.insertvalue %1418, %1443[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1445 = llvm.insertvalue %1419, %1444[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb196(%18 : i64)
  ^bb196(%1446: i64):  // 2 preds: ^bb195, ^bb203
    %1447 = llvm.icmp "slt" %1446, %16 : i64
    llvm.cond_br %1447, ^bb197, ^bb204
  ^bb197:  // pred: ^bb196
    llvm.br ^bb198(%18 : i64)
  ^bb198(%1448: i64):  // 2 preds: ^bb197, ^bb202
    %1449 = llvm.icmp "slt" %1448, %17 : i64
    llvm.cond_br %1449, ^bb199, ^bb203
  ^bb199:  // pred: ^bb198
    llvm.br ^bb200(%18 : i64)
  ^bb200(%1450: i64):  // 2 preds: ^bb199, ^bb201
    %1451 = llvm.icmp "slt" %1450, %14 : i64
    llvm.cond_br %1451, ^bb201, ^bb202
  ^bb201:  // pred: ^bb200
    %1452 = llvm.extractvalue %1415[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1453 = llvm.mlir.constant(32 : index) : i64
    %1454 = llvm.mul %1446, %1453 overflow<nsw, nuw> : i64
    %1455 = llvm.mlir.constant(32 : index) : i64
    %1456 = llvm.mul %1448, %1455 overflow<nsw, nuw> : i64
    %1457 = llvm.add %1454, %1456 overflow<nsw, nuw> : i64
    %1458 = llvm.add %1457, %1450 overflow<nsw, nuw> : i64
    %1459 = llvm.getelementptr inbounds|nuw %1452[%1458] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1460 = llvm.load %1459 : !llvm.ptr -> f32
    %1461 = llvm.extractvalue %1445[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1462 = llvm.mlir.constant(32 : index) : i64
    %1463 = llvm.mul %1446, %1462 overflow<nsw, nuw> : i64
    %1464 = llvm.mlir.constant(32 : index) : i64
    %1465 = llvm.mul %1448, %1464 overflow<nsw, nuw> : i64
    %1466 = llvm.add %1463, %1465 overflow<nsw, nuw> : i64
    %1467 = llvm.add %1466, %1450 overflow<nsw, nuw> : i64
    %1468 = llvm.getelementptr inbounds|nuw %1461[%1467] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1460, %1468 : f32, !llvm.ptr
    %1469 = llvm.add %1450, %17 : i64
    llvm.br ^bb200(%1469 : i64)
  ^bb202:  // pred: ^bb200
    %1470 = llvm.add %1448, %17 : i64
    llvm.br ^bb198(%1470 : i64)
  ^bb203:  // pred: ^bb198
    %1471 = llvm.add %1446, %17 : i64
    llvm.br ^bb196(%1471 : i64)
  ^bb204:  // pred: ^bb196
    llvm.br ^bb205(%18 : i64)
  ^bb205(%1472: i64):  // 2 preds: ^bb204, ^bb221
    %1473 = llvm.icmp "slt" %1472, %16 : i64
    llvm.cond_br %1473, ^bb206, ^bb222
  ^bb206:  // pred: ^bb205
    llvm.br ^bb207(%18 : i64)
  ^bb207(%1474: i64):  // 2 preds: ^bb206, ^bb220
    %1475 = llvm.icmp "slt" %1474, %17 : i64
    llvm.cond_br %1475, ^bb208, ^bb221
  ^bb208:  // pred: ^bb207
    llvm.br ^bb209(%18 : i64)
  ^bb209(%1476: i64):  // 2 preds: ^bb208, ^bb219
    %1477 = llvm.icmp "slt" %1476, %14 : i64
    llvm.cond_br %1477, ^bb210, ^bb220
  ^bb210:  // pred: ^bb209
    llvm.br ^bb211(%18 : i64)
  ^bb211(%1478: i64):  // 2 preds: ^bb210, ^bb218
    %1479 = llvm.icmp "slt" %1478, %17 : i64
    llvm.cond_br %1479, ^bb212, ^bb219
  ^bb212:  // pred: ^bb211
    llvm.br ^bb213(%18 : i64)
  ^bb213(%1480: i64):  // 2 preds: ^bb212, ^bb217
    %1481 = llvm.icmp "slt" %1480, %13 : i64
    llvm.cond_br %1481, ^bb214, ^bb218
  ^bb214:  // pred: ^bb213
    llvm.br ^bb215(%18 : i64)
  ^bb215(%1482: i64):  // 2 preds: ^bb214, ^bb216
    %1483 = llvm.icmp "slt" %1482, %16 : i64
    llvm.cond_br %1483, ^bb216, ^bb217
  ^bb216:  // pred: ^bb215
    %1484 = llvm.extractvalue %706[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1485 = llvm.mlir.constant(256 : index) : i64
    %1486 = llvm.mul %1478, %1485 overflow<nsw, nuw> : i64
    %1487 = llvm.mlir.constant(64 : index) : i64
    %1488 = llvm.mul %1480, %1487 overflow<nsw, nuw> : i64
    %1489 = llvm.add %1486, %1488 overflow<nsw, nuw> : i64
    %1490 = llvm.mlir.constant(8 : index) : i64
    %1491 = llvm.mul %1472, %1490 overflow<nsw, nuw> : i64
    %1492 = llvm.add %1489, %1491 overflow<nsw, nuw> : i64
    %1493 = llvm.add %1492, %1482 overflow<nsw, nuw> : i64
    %1494 = llvm.getelementptr inbounds|nuw %1484[%1493] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1495 = llvm.load %1494 : !llvm.ptr -> f32
    %1496 = llvm.extractvalue %1396[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1497 = llvm.mlir.constant(1024 : index) : i64
    %1498 = llvm.mul %1474, %1497 overflow<nsw, nuw> : i64
    %1499 = llvm.mlir.constant(32 : index) : i64
    %1500 = llvm.mul %1476, %1499 overflow<nsw, nuw> : i64
    %1501 = llvm.add %1498, %1500 overflow<nsw, nuw> : i64
    %1502 = llvm.mlir.constant(32 : index) : i64
    %1503 = llvm.mul %1478, %1502 overflow<nsw, nuw> : i64
    %1504 = llvm.add %1501, %1503 overflow<nsw, nuw> : i64
    %1505 = llvm.mlir.constant(8 : index) : i64
    %1506 = llvm.mul %1480, %1505 overflow<nsw, nuw> : i64
    %1507 = llvm.add %1504, %1506 overflow<nsw, nuw> : i64
    %1508 = llvm.add %1507, %1482 overflow<nsw, nuw> : i64
    %1509 = llvm.getelementptr inbounds|nuw %1496[%1508] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1510 = llvm.load %1509 : !llvm.ptr -> f32
    %1511 = llvm.extractvalue %1445[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1512 = llvm.mlir.constant(32 : index) : i64
    %1513 = llvm.mul %1472, %1512 overflow<nsw, nuw> : i64
    %1514 = llvm.mlir.constant(32 : index) : i64
    %1515 = llvm.mul %1474, %1514 overflow<nsw, nuw> : i64
    %1516 = llvm.add %1513, %1515 overflow<nsw, nuw> : i64
    %1517 = llvm.add %1516, %1476 overflow<nsw, nuw> : i64
    %1518 = llvm.getelementptr inbounds|nuw %1511[%1517] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1519 = llvm.load %1518 : !llvm.ptr -> f32
    %1520 = llvm.fmul %1495, %1510 : f32
    %1521 = llvm.fadd %1519, %1520 : f32
    %1522 = llvm.extractvalue %1445[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1523 = llvm.mlir.constant(32 : index) : i64
    %1524 = llvm.mul %1472, %1523 overflow<nsw, nuw> : i64
    %1525 = llvm.mlir.constant(32 : index) : i64
    %1526 = llvm.mul %1474, %1525 overflow<nsw, nuw> : i64
    %1527 = llvm.add %1524, %1526 overflow<nsw, nuw> : i64
    %1528 = llvm.add %1527, %1476 overflow<nsw, nuw> : i64
    %1529 = llvm.getelementptr inbounds|nuw %1522[%1528] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1521, %1529 : f32, !llvm.ptr
    %1530 = llvm.add %1482, %17 : i64
    llvm.br ^bb215(%1530 : i64)
  ^bb217:  // pred: ^bb215
    %1531 = llvm.add %1480, %17 : i64
    llvm.br ^bb213(%1531 : i64)
  ^bb218:  // pred: ^bb213
    %1532 = llvm.add %1478, %17 : i64
    llvm.br ^bb211(%1532 : i64)
  ^bb219:  // pred: ^bb211
    %1533 = llvm.add %1476, %17 : i64
    llvm.br ^bb209(%1533 : i64)
  ^bb220:  // pred: ^bb209
    %1534 = llvm.add %1474, %17 : i64
    llvm.br ^bb207(%1534 : i64)
  ^bb221:  // pred: ^bb207
    %1535 = llvm.add %1472, %17 : i64
    llvm.br ^bb205(%1535 : i64)
  ^bb222:  // pred: ^bb205
    %1536 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1537 = llvm.extractvalue %179[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1538 = llvm.extractvalue %179[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1539 = llvm.insertvalue %1537, %1536[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1540 = llvm.insertvalue %1538, %1539[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1541 = llvm.mlir.constant(0 : index) : i64
    %1542 = llvm.insertvalue %1541, %1540[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1543 = llvm.mlir.constant(1 : index) : i64
    %1544 = llvm.insertvalue %1543, %1542[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1545 = llvm.mlir.constant(32 : index) : i64
    %1546 = llvm.insertvalue %1545, %1544[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1547 = llvm.mlir.constant(32 : index) : i64
    %1548 = llvm.insertvalue %1547, %1546[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1549 = llvm.mlir.constant(1 : index) : i64
    %1550 = llvm.insertvalue %1549, %1548[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1551 = llvm.mlir.constant(1 : index) : i64
    %1552 = llvm.mlir.constant(8 : index) : i64
    %1553 = llvm.mlir.constant(32 : index) : i64
    %1554 = llvm.mlir.constant(1 : index) : i64
    %1555 = llvm.mlir.constant(256 : index) : i64
    %1556 = llvm.mlir.constant(256 : index) : i64
    %1557 = llvm.mlir.zero : !llvm.ptr
    %1558 = llvm.getelementptr %1557[%1556] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1559 = llvm.ptrtoint %1558 : !llvm.ptr to i64
    %1560 = llvm.mlir.constant(64 : index) : i64
    %1561 = llvm.add %1559, %1560 : i64
    %1562 = llvm.call @malloc(%1561) : (i64) -> !llvm.ptr
    %1563 = llvm.ptrtoint %1562 : !llvm.ptr to i64
    %1564 = llvm.mlir.constant(1 : index) : i64
    %1565 = llvm.sub %1560, %1564 : i64
    %1566 = llvm.add %1563, %1565 : i64
    %1567 = llvm.urem %1566, %1560 : i64
    %1568 = llvm.sub %1566, %1567 : i64
    %1569 = llvm.inttoptr %1568 : i64 to !llvm.ptr
    %1570 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1571 = llvm.insertvalue %1562, %1570[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1572 = llvm.insertvalue %1569, %1571[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1573 = llvm.mlir.constant(0 : index) : i64
    %1574 = llvm.insertvalue %1573, %1572[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1575 = llvm.insertvalue %1551, %1574[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1576 = llvm.insertvalue %1552, %1575[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1577 = llvm.insertvalue %1553, %1576[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1578 = llvm.insertvalue %1555, %1577[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1579 = llvm.insertvalue %1553, %1578[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1580 = llvm.insertvalue %1554, %1579[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb223(%18 : i64)
  ^bb223(%1581: i64):  // 2 preds: ^bb222, ^bb230
    %1582 = llvm.icmp "slt" %1581, %17 : i64
    llvm.cond_br %1582, ^bb224, ^bb231
  ^bb224:  // pred: ^bb223
    llvm.br ^bb225(%18 : i64)
  ^bb225(%1583: i64):  // 2 preds: ^bb224, ^bb229
    %1584 = llvm.icmp "slt" %1583, %16 : i64
    llvm.cond_br %1584, ^bb226, ^bb230
  ^bb226:  // pred: ^bb225
    llvm.br ^bb227(%18 : i64)
  ^bb227(%1585: i64):  // 2 preds: ^bb226, ^bb228
    %1586 = llvm.icmp "slt" %1585, %14 : i64
    llvm.cond_br %1586, ^bb228, ^bb229
  ^bb228:  // pred: ^bb227
    %1587 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1588 = llvm.mlir.constant(256 : index) : i64
    %1589 = llvm.mul %1581, %1588 overflow<nsw, nuw> : i64
    %1590 = llvm.mlir.constant(32 : index) : i64
    %1591 = llvm.mul %1583, %1590 overflow<nsw, nuw> : i64
    %1592 = llvm.add %1589, %1591 overflow<nsw, nuw> : i64
    %1593 = llvm.add %1592, %1585 overflow<nsw, nuw> : i64
    %1594 = llvm.getelementptr inbounds|nuw %1587[%1593] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1595 = llvm.load %1594 : !llvm.ptr -> f32
    %1596 = llvm.extractvalue %1445[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1597 = llvm.mlir.constant(32 : index) : i64
    %1598 = llvm.mul %1583, %1597 overflow<nsw, nuw> : i64
    %1599 = llvm.mlir.constant(32 : index) : i64
    %1600 = llvm.mul %1581, %1599 overflow<nsw, nuw> : i64
    %1601 = llvm.add %1598, %1600 overflow<nsw, nuw> : i64
    %1602 = llvm.add %1601, %1585 overflow<nsw, nuw> : i64
    %1603 = llvm.getelementptr inbounds|nuw %1596[%1602] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1604 = llvm.load %1603 : !llvm.ptr -> f32
    %1605 = llvm.extractvalue %1550[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1606 = llvm.mlir.constant(32 : index) : i64
    %1607 = llvm.mul %1581, %1606 overflow<nsw, nuw> : i64
    %1608 = llvm.add %1607, %1585 overflow<nsw, nuw> : i64
    %1609 = llvm.getelementptr inbounds|nuw %1605[%1608] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1610 = llvm.load %1609 : !llvm.ptr -> f32
    %1611 = llvm.fadd %1604, %1610 : f32
    %1612 = llvm.fadd %1595, %1611 : f32
    %1613 = llvm.extractvalue %1580[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1614 = llvm.mlir.constant(256 : index) : i64
    %1615 = llvm.mul %1581, %1614 overflow<nsw, nuw> : i64
    %1616 = llvm.mlir.constant(32 : index) : i64
    %1617 = llvm.mul %1583, %1616 overflow<nsw, nuw> : i64
    %1618 = llvm.add %1615, %1617 overflow<nsw, nuw> : i64
    %1619 = llvm.add %1618, %1585 overflow<nsw, nuw> : i64
    %1620 = llvm.getelementptr inbounds|nuw %1613[%1619] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1612, %1620 : f32, !llvm.ptr
    %1621 = llvm.add %1585, %17 : i64
    llvm.br ^bb227(%1621 : i64)
  ^bb229:  // pred: ^bb227
    %1622 = llvm.add %1583, %17 : i64
    llvm.br ^bb225(%1622 : i64)
  ^bb230:  // pred: ^bb225
    %1623 = llvm.add %1581, %17 : i64
    llvm.br ^bb223(%1623 : i64)
  ^bb231:  // pred: ^bb223
    %1624 = llvm.mlir.constant(1 : index) : i64
    %1625 = llvm.mlir.constant(8 : index) : i64
    %1626 = llvm.mlir.constant(32 : index) : i64
    %1627 = llvm.mlir.constant(1 : index) : i64
    %1628 = llvm.mlir.constant(256 : index) : i64
    %1629 = llvm.mlir.constant(256 : index) : i64
    %1630 = llvm.mlir.zero : !llvm.ptr
    %1631 = llvm.getelementptr %1630[%1629] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1632 = llvm.ptrtoint %1631 : !llvm.ptr to i64
    %1633 = llvm.mlir.constant(64 : index) : i64
    %1634 = llvm.add %1632, %1633 : i64
    %1635 = llvm.call @malloc(%1634) : (i64) -> !llvm.ptr
    %1636 = llvm.ptrtoint %1635 : !llvm.ptr to i64
    %1637 = llvm.mlir.constant(1 : index) : i64
    %1638 = llvm.sub %1633, %1637 : i64
    %1639 = llvm.add %1636, %1638 : i64
    %1640 = llvm.urem %1639, %1633 : i64
    %1641 = llvm.sub %1639, %1640 : i64
    %1642 = llvm.inttoptr %1641 : i64 to !llvm.ptr
    %1643 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1644 = llvm.insertvalue %1635, %1643[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1645 = llvm.insertvalue %1642, %1644[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1646 = llvm.mlir.constant(0 : index) : i64
    %1647 = llvm.insertvalue %1646, %1645[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1648 = llvm.insertvalue %1624, %1647[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1649 = llvm.insertvalue %1625, %1648[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1650 = llvm.insertvalue %1626, %1649[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1651 = llvm.insertvalue %1628, %1650[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1652 = llvm.insertvalue %1626, %1651[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1653 = llvm.insertvalue %1627, %1652[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb232(%18 : i64)
  ^bb232(%1654: i64):  // 2 preds: ^bb231, ^bb239
    %1655 = llvm.icmp "slt" %1654, %17 : i64
    llvm.cond_br %1655, ^bb233, ^bb240
  ^bb233:  // pred: ^bb232
    llvm.br ^bb234(%18 : i64)
  ^bb234(%1656: i64):  // 2 preds: ^bb233, ^bb238
    %1657 = llvm.icmp "slt" %1656, %16 : i64
    llvm.cond_br %1657, ^bb235, ^bb239
  ^bb235:  // pred: ^bb234
    llvm.br ^bb236(%18 : i64)
  ^bb236(%1658: i64):  // 2 preds: ^bb235, ^bb237
    %1659 = llvm.icmp "slt" %1658, %14 : i64
    llvm.cond_br %1659, ^bb237, ^bb238
  ^bb237:  // pred: ^bb236
    %1660 = llvm.extractvalue %1580[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1661 = llvm.mlir.constant(256 : index) : i64
    %1662 = llvm.mul %1654, %1661 overflow<nsw, nuw> : i64
    %1663 = llvm.mlir.constant(32 : index) : i64
    %1664 = llvm.mul %1656, %1663 overflow<nsw, nuw> : i64
    %1665 = llvm.add %1662, %1664 overflow<nsw, nuw> : i64
    %1666 = llvm.add %1665, %1658 overflow<nsw, nuw> : i64
    %1667 = llvm.getelementptr inbounds|nuw %1660[%1666] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1668 = llvm.load %1667 : !llvm.ptr -> f32
    %1669 = llvm.fpext %1668 : f32 to f64
    %1670 = llvm.extractvalue %1653[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1671 = llvm.mlir.constant(256 : index) : i64
    %1672 = llvm.mul %1654, %1671 overflow<nsw, nuw> : i64
    %1673 = llvm.mlir.constant(32 : index) : i64
    %1674 = llvm.mul %1656, %1673 overflow<nsw, nuw> : i64
    %1675 = llvm.add %1672, %1674 overflow<nsw, nuw> : i64
    %1676 = llvm.add %1675, %1658 overflow<nsw, nuw> : i64
    %1677 = llvm.getelementptr inbounds|nuw %1670[%1676] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1669, %1677 : f64, !llvm.ptr
    %1678 = llvm.add %1658, %17 : i64
    llvm.br ^bb236(%1678 : i64)
  ^bb238:  // pred: ^bb236
    %1679 = llvm.add %1656, %17 : i64
    llvm.br ^bb234(%1679 : i64)
  ^bb239:  // pred: ^bb234
    %1680 = llvm.add %1654, %17 : i64
    llvm.br ^bb232(%1680 : i64)
  ^bb240:  // pred: ^bb232
    %1681 = llvm.mlir.constant(1 : index) : i64
    %1682 = llvm.mlir.constant(8 : index) : i64
    %1683 = llvm.mlir.constant(1 : index) : i64
    %1684 = llvm.mlir.constant(1 : index) : i64
    %1685 = llvm.mlir.constant(8 : index) : i64
    %1686 = llvm.mlir.zero : !llvm.ptr
    %1687 = llvm.getelementptr %1686[%1685] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1688 = llvm.ptrtoint %1687 : !llvm.ptr to i64
    %1689 = llvm.mlir.constant(64 : index) : i64
    %1690 = llvm.add %1688, %1689 : i64
    %1691 = llvm.call @malloc(%1690) : (i64) -> !llvm.ptr
    %1692 = llvm.ptrtoint %1691 : !llvm.ptr to i64
    %1693 = llvm.mlir.constant(1 : index) : i64
    %1694 = llvm.sub %1689, %1693 : i64
    %1695 = llvm.add %1692, %1694 : i64
    %1696 = llvm.urem %1695, %1689 : i64
    %1697 = llvm.sub %1695, %1696 : i64
    %1698 = llvm.inttoptr %1697 : i64 to !llvm.ptr
    %1699 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1700 = llvm.insertvalue %1691, %1699[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1701 = llvm.insertvalue %1698, %1700[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1702 = llvm.mlir.constant(0 : index) : i64
    %1703 = llvm.insertvalue %1702, %1701[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1704 = llvm.insertvalue %1681, %1703[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1705 = llvm.insertvalue %1682, %1704[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1706 = llvm.insertvalue %1683, %1705[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1707 = llvm.insertvalue %1682, %1706[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1708 = llvm.insertvalue %1683, %1707[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1709 = llvm.insertvalue %1684, %1708[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb241(%18 : i64)
  ^bb241(%1710: i64):  // 2 preds: ^bb240, ^bb248
    %1711 = llvm.icmp "slt" %1710, %17 : i64
    llvm.cond_br %1711, ^bb242, ^bb249
  ^bb242:  // pred: ^bb241
    llvm.br ^bb243(%18 : i64)
  ^bb243(%1712: i64):  // 2 preds: ^bb242, ^bb247
    %1713 = llvm.icmp "slt" %1712, %16 : i64
    llvm.cond_br %1713, ^bb244, ^bb248
  ^bb244:  // pred: ^bb243
    llvm.br ^bb245(%18 : i64)
  ^bb245(%1714: i64):  // 2 preds: ^bb244, ^bb246
    %1715 = llvm.icmp "slt" %1714, %17 : i64
    llvm.cond_br %1715, ^bb246, ^bb247
  ^bb246:  // pred: ^bb245
    %1716 = llvm.extractvalue %1709[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1717 = llvm.mlir.constant(8 : index) : i64
    %1718 = llvm.mul %1710, %1717 overflow<nsw, nuw> : i64
    %1719 = llvm.add %1718, %1712 overflow<nsw, nuw> : i64
    %1720 = llvm.add %1719, %1714 overflow<nsw, nuw> : i64
    %1721 = llvm.getelementptr inbounds|nuw %1716[%1720] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %25, %1721 : f64, !llvm.ptr
    %1722 = llvm.add %1714, %17 : i64
    llvm.br ^bb245(%1722 : i64)
  ^bb247:  // pred: ^bb245
    %1723 = llvm.add %1712, %17 : i64
    llvm.br ^bb243(%1723 : i64)
  ^bb248:  // pred: ^bb243
    %1724 = llvm.add %1710, %17 : i64
    llvm.br ^bb241(%1724 : i64)
  ^bb249:  // pred: ^bb241
    %1725 = llvm.mlir.constant(1 : index) : i64
    %1726 = llvm.mlir.constant(8 : index) : i64
    %1727 = llvm.mlir.constant(1 : index) : i64
    %1728 = llvm.mlir.constant(1 : index) : i64
    %1729 = llvm.mlir.constant(8 : index) : i64
    %1730 = llvm.mlir.zero : !llvm.ptr
    %1731 = llvm.getelementptr %1730[%1729] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1732 = llvm.ptrtoint %1731 : !llvm.ptr to i64
    %1733 = llvm.mlir.constant(64 : index) : i64
    %1734 = llvm.add %1732, %1733 : i64
    %1735 = llvm.call @malloc(%1734) : (i64) -> !llvm.ptr
    %1736 = llvm.ptrtoint %1735 : !llvm.ptr to i64
    %1737 = llvm.mlir.constant(1 : index) : i64
    %1738 = llvm.sub %1733, %1737 : i64
    %1739 = llvm.add %1736, %1738 : i64
    %1740 = llvm.urem %1739, %1733 : i64
    %1741 = llvm.sub %1739, %1740 : i64
    %1742 = llvm.inttoptr %1741 : i64 to !llvm.ptr
    %1743 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1744 = llvm.insertvalue %1735, %1743[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1745 = llvm.insertvalue %1742, %1744[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1746 = llvm.mlir.constant(0 : index) : i64
    %1747 = llvm.insertvalue %1746, %1745[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1748 = llvm.insertvalue %1725, %1747[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1749 = llvm.insertvalue %1726, %1748[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1750 = llvm.insertvalue %1727, %1749[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1751 = llvm.insertvalue %1726, %1750[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1752 = llvm.insertvalue %1727, %1751[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1753 = llvm.insertvalue %1728, %1752[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb250(%18 : i64)
  ^bb250(%1754: i64):  // 2 preds: ^bb249, ^bb257
    %1755 = llvm.icmp "slt" %1754, %17 : i64
    llvm.cond_br %1755, ^bb251, ^bb258
  ^bb251:  // pred: ^bb250
    llvm.br ^bb252(%18 : i64)
  ^bb252(%1756: i64):  // 2 preds: ^bb251, ^bb256
    %1757 = llvm.icmp "slt" %1756, %16 : i64
    llvm.cond_br %1757, ^bb253, ^bb257
  ^bb253:  // pred: ^bb252
    llvm.br ^bb254(%18 : i64)
  ^bb254(%1758: i64):  // 2 preds: ^bb253, ^bb255
    %1759 = llvm.icmp "slt" %1758, %17 : i64
    llvm.cond_br %1759, ^bb255, ^bb256
  ^bb255:  // pred: ^bb254
    %1760 = llvm.extractvalue %1709[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1761 = llvm.mlir.constant(8 : index) : i64
    %1762 = llvm.mul %1754, %1761 overflow<nsw, nuw> : i64
    %1763 = llvm.add %1762, %1756 overflow<nsw, nuw> : i64
    %1764 = llvm.add %1763, %1758 overflow<nsw, nuw> : i64
    %1765 = llvm.getelementptr inbounds|nuw %1760[%1764] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1766 = llvm.load %1765 : !llvm.ptr -> f64
    %1767 = llvm.extractvalue %1753[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1768 = llvm.mlir.constant(8 : index) : i64
    %1769 = llvm.mul %1754, %1768 overflow<nsw, nuw> : i64
    %1770 = llvm.add %1769, %1756 overflow<nsw, nuw> : i64
    %1771 = llvm.add %1770, %1758 overflow<nsw, nuw> : i64
    %1772 = llvm.getelementptr inbounds|nuw %1767[%1771] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1766, %1772 : f64, !llvm.ptr
    %1773 = llvm.add %1758, %17 : i64
    llvm.br ^bb254(%1773 : i64)
  ^bb256:  // pred: ^bb254
    %1774 = llvm.add %1756, %17 : i64
    llvm.br ^bb252(%1774 : i64)
  ^bb257:  // pred: ^bb252
    %1775 = llvm.add %1754, %17 : i64
    llvm.br ^bb250(%1775 : i64)
  ^bb258:  // pred: ^bb250
    llvm.br ^bb259(%18 : i64)
  ^bb259(%1776: i64):  // 2 preds: ^bb258, ^bb266
    %1777 = llvm.icmp "slt" %1776, %17 : i64
    llvm.cond_br %1777, ^bb260, ^bb267
  ^bb260:  // pred: ^bb259
    llvm.br ^bb261(%18 : i64)
  ^bb261(%1778: i64):  // 2 preds: ^bb260, ^bb265
    %1779 = llvm.icmp "slt" %1778, %16 : i64
    llvm.cond_br %1779, ^bb262, ^bb266
  ^bb262:  // pred: ^bb261
    llvm.br ^bb263(%18 : i64)
  ^bb263(%1780: i64):  // 2 preds: ^bb262, ^bb264
    %1781 = llvm.icmp "slt" %1780, %14 : i64
    llvm.cond_br %1781, ^bb264, ^bb265
  ^bb264:  // pred: ^bb263
    %1782 = llvm.extractvalue %1653[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1783 = llvm.mlir.constant(256 : index) : i64
    %1784 = llvm.mul %1776, %1783 overflow<nsw, nuw> : i64
    %1785 = llvm.mlir.constant(32 : index) : i64
    %1786 = llvm.mul %1778, %1785 overflow<nsw, nuw> : i64
    %1787 = llvm.add %1784, %1786 overflow<nsw, nuw> : i64
    %1788 = llvm.add %1787, %1780 overflow<nsw, nuw> : i64
    %1789 = llvm.getelementptr inbounds|nuw %1782[%1788] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1790 = llvm.load %1789 : !llvm.ptr -> f64
    %1791 = llvm.extractvalue %1753[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1792 = llvm.mlir.constant(8 : index) : i64
    %1793 = llvm.mul %1776, %1792 overflow<nsw, nuw> : i64
    %1794 = llvm.add %1793, %1778 overflow<nsw, nuw> : i64
    %1795 = llvm.add %1794, %18 overflow<nsw, nuw> : i64
    %1796 = llvm.getelementptr inbounds|nuw %1791[%1795] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1797 = llvm.load %1796 : !llvm.ptr -> f64
    %1798 = llvm.fadd %1790, %1797 : f64
    %1799 = llvm.extractvalue %1753[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1800 = llvm.mlir.constant(8 : index) : i64
    %1801 = llvm.mul %1776, %1800 overflow<nsw, nuw> : i64
    %1802 = llvm.add %1801, %1778 overflow<nsw, nuw> : i64
    %1803 = llvm.add %1802, %18 overflow<nsw, nuw> : i64
    %1804 = llvm.getelementptr inbounds|nuw %1799[%1803] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1798, %1804 : f64, !llvm.ptr
    %1805 = llvm.add %1780, %17 : i64
    llvm.br ^bb263(%1805 : i64)
  ^bb265:  // pred: ^bb263
    %1806 = llvm.add %1778, %17 : i64
    llvm.br ^bb261(%1806 : i64)
  ^bb266:  // pred: ^bb261
    %1807 = llvm.add %1776, %17 : i64
    llvm.br ^bb259(%1807 : i64)
  ^bb267:  // pred: ^bb259
    %1808 = llvm.mlir.constant(1 : index) : i64
    %1809 = llvm.mlir.constant(8 : index) : i64
    %1810 = llvm.mlir.constant(1 : index) : i64
    %1811 = llvm.mlir.constant(1 : index) : i64
    %1812 = llvm.mlir.constant(8 : index) : i64
    %1813 = llvm.mlir.zero : !llvm.ptr
    %1814 = llvm.getelementptr %1813[%1812] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1815 = llvm.ptrtoint %1814 : !llvm.ptr to i64
    %1816 = llvm.mlir.constant(64 : index) : i64
    %1817 = llvm.add %1815, %1816 : i64
    %1818 = llvm.call @malloc(%1817) : (i64) -> !llvm.ptr
    %1819 = llvm.ptrtoint %1818 : !llvm.ptr to i64
    %1820 = llvm.mlir.constant(1 : index) : i64
    %1821 = llvm.sub %1816, %1820 : i64
    %1822 = llvm.add %1819, %1821 : i64
    %1823 = llvm.urem %1822, %1816 : i64
    %1824 = llvm.sub %1822, %1823 : i64
    %1825 = llvm.inttoptr %1824 : i64 to !llvm.ptr
    %1826 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1827 = llvm.insertvalue %1818, %1826[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1828 = llvm.insertvalue %1825, %1827[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1829 = llvm.mlir.constant(0 : index) : i64
    %1830 = llvm.insertvalue %1829, %1828[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1831 = llvm.insertvalue %1808, %1830[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1832 = llvm.insertvalue %1809, %1831[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1833 = llvm.insertvalue %1810, %1832[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1834 = llvm.insertvalue %1809, %1833[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1835 = llvm.insertvalue %1810, %1834[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1836 = llvm.insertvalue %1811, %1835[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb268(%18 : i64)
  ^bb268(%1837: i64):  // 2 preds: ^bb267, ^bb275
    %1838 = llvm.icmp "slt" %1837, %17 : i64
    llvm.cond_br %1838, ^bb269, ^bb276
  ^bb269:  // pred: ^bb268
    llvm.br ^bb270(%18 : i64)
  ^bb270(%1839: i64):  // 2 preds: ^bb269, ^bb274
    %1840 = llvm.icmp "slt" %1839, %16 : i64
    llvm.cond_br %1840, ^bb271, ^bb275
  ^bb271:  // pred: ^bb270
    llvm.br ^bb272(%18 : i64)
  ^bb272(%1841: i64):  // 2 preds: ^bb271, ^bb273
    %1842 = llvm.icmp "slt" %1841, %17 : i64
    llvm.cond_br %1842, ^bb273, ^bb274
  ^bb273:  // pred: ^bb272
    %1843 = llvm.extractvalue %1709[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1844 = llvm.mlir.constant(8 : index) : i64
    %1845 = llvm.mul %1837, %1844 overflow<nsw, nuw> : i64
    %1846 = llvm.add %1845, %1839 overflow<nsw, nuw> : i64
    %1847 = llvm.add %1846, %1841 overflow<nsw, nuw> : i64
    %1848 = llvm.getelementptr inbounds|nuw %1843[%1847] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1849 = llvm.load %1848 : !llvm.ptr -> f64
    %1850 = llvm.extractvalue %1836[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1851 = llvm.mlir.constant(8 : index) : i64
    %1852 = llvm.mul %1837, %1851 overflow<nsw, nuw> : i64
    %1853 = llvm.add %1852, %1839 overflow<nsw, nuw> : i64
    %1854 = llvm.add %1853, %1841 overflow<nsw, nuw> : i64
    %1855 = llvm.getelementptr inbounds|nuw %1850[%1854] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1849, %1855 : f64, !llvm.ptr
    %1856 = llvm.add %1841, %17 : i64
    llvm.br ^bb272(%1856 : i64)
  ^bb274:  // pred: ^bb272
    %1857 = llvm.add %1839, %17 : i64
    llvm.br ^bb270(%1857 : i64)
  ^bb275:  // pred: ^bb270
    %1858 = llvm.add %1837, %17 : i64
    llvm.br ^bb268(%1858 : i64)
  ^bb276:  // pred: ^bb268
    llvm.br ^bb277(%18 : i64)
  ^bb277(%1859: i64):  // 2 preds: ^bb276, ^bb284
    %1860 = llvm.icmp "slt" %1859, %17 : i64
    llvm.cond_br %1860, ^bb278, ^bb285
  ^bb278:  // pred: ^bb277
    llvm.br ^bb279(%18 : i64)
  ^bb279(%1861: i64):  // 2 preds: ^bb278, ^bb283
    %1862 = llvm.icmp "slt" %1861, %16 : i64
    llvm.cond_br %1862, ^bb280, ^bb284
  ^bb280:  // pred: ^bb279
    llvm.br ^bb281(%18 : i64)
  ^bb281(%1863: i64):  // 2 preds: ^bb280, ^bb282
    %1864 = llvm.icmp "slt" %1863, %14 : i64
    llvm.cond_br %1864, ^bb282, ^bb283
  ^bb282:  // pred: ^bb281
    %1865 = llvm.extractvalue %1653[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1866 = llvm.mlir.constant(256 : index) : i64
    %1867 = llvm.mul %1859, %1866 overflow<nsw, nuw> : i64
    %1868 = llvm.mlir.constant(32 : index) : i64
    %1869 = llvm.mul %1861, %1868 overflow<nsw, nuw> : i64
    %1870 = llvm.add %1867, %1869 overflow<nsw, nuw> : i64
    %1871 = llvm.add %1870, %1863 overflow<nsw, nuw> : i64
    %1872 = llvm.getelementptr inbounds|nuw %1865[%1871] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1873 = llvm.load %1872 : !llvm.ptr -> f64
    %1874 = llvm.extractvalue %1753[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1875 = llvm.mlir.constant(8 : index) : i64
    %1876 = llvm.mul %1859, %1875 overflow<nsw, nuw> : i64
    %1877 = llvm.add %1876, %1861 overflow<nsw, nuw> : i64
    %1878 = llvm.add %1877, %18 overflow<nsw, nuw> : i64
    %1879 = llvm.getelementptr inbounds|nuw %1874[%1878] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1880 = llvm.load %1879 : !llvm.ptr -> f64
    %1881 = llvm.extractvalue %1836[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1882 = llvm.mlir.constant(8 : index) : i64
    %1883 = llvm.mul %1859, %1882 overflow<nsw, nuw> : i64
    %1884 = llvm.add %1883, %1861 overflow<nsw, nuw> : i64
    %1885 = llvm.add %1884, %18 overflow<nsw, nuw> : i64
    %1886 = llvm.getelementptr inbounds|nuw %1881[%1885] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1887 = llvm.load %1886 : !llvm.ptr -> f64
    %1888 = llvm.fdiv %1880, %21 : f64
    %1889 = llvm.fsub %1873, %1888 : f64
    %1890 = llvm.fmul %1889, %1889 : f64
    %1891 = llvm.fadd %1890, %1887 : f64
    %1892 = llvm.extractvalue %1836[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1893 = llvm.mlir.constant(8 : index) : i64
    %1894 = llvm.mul %1859, %1893 overflow<nsw, nuw> : i64
    %1895 = llvm.add %1894, %1861 overflow<nsw, nuw> : i64
    %1896 = llvm.add %1895, %18 overflow<nsw, nuw> : i64
    %1897 = llvm.getelementptr inbounds|nuw %1892[%1896] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1891, %1897 : f64, !llvm.ptr
    %1898 = llvm.add %1863, %17 : i64
    llvm.br ^bb281(%1898 : i64)
  ^bb283:  // pred: ^bb281
    %1899 = llvm.add %1861, %17 : i64
    llvm.br ^bb279(%1899 : i64)
  ^bb284:  // pred: ^bb279
    %1900 = llvm.add %1859, %17 : i64
    llvm.br ^bb277(%1900 : i64)
  ^bb285:  // pred: ^bb277
    %1901 = llvm.mlir.constant(1 : index) : i64
    %1902 = llvm.mlir.constant(8 : index) : i64
    %1903 = llvm.mlir.constant(1 : index) : i64
    %1904 = llvm.mlir.constant(1 : index) : i64
    %1905 = llvm.mlir.constant(8 : index) : i64
    %1906 = llvm.mlir.zero : !llvm.ptr
    %1907 = llvm.getelementptr %1906[%1905] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1908 = llvm.ptrtoint %1907 : !llvm.ptr to i64
    %1909 = llvm.mlir.constant(64 : index) : i64
    %1910 = llvm.add %1908, %1909 : i64
    %1911 = llvm.call @malloc(%1910) : (i64) -> !llvm.ptr
    %1912 = llvm.ptrtoint %1911 : !llvm.ptr to i64
    %1913 = llvm.mlir.constant(1 : index) : i64
    %1914 = llvm.sub %1909, %1913 : i64
    %1915 = llvm.add %1912, %1914 : i64
    %1916 = llvm.urem %1915, %1909 : i64
    %1917 = llvm.sub %1915, %1916 : i64
    %1918 = llvm.inttoptr %1917 : i64 to !llvm.ptr
    %1919 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1920 = llvm.insertvalue %1911, %1919[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1921 = llvm.insertvalue %1918, %1920[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1922 = llvm.mlir.constant(0 : index) : i64
    %1923 = llvm.insertvalue %1922, %1921[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1924 = llvm.insertvalue %1901, %1923[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1925 = llvm.insertvalue %1902, %1924[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1926 = llvm.insertvalue %1903, %1925[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1927 = llvm.insertvalue %1902, %1926[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1928 = llvm.insertvalue %1903, %1927[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1929 = llvm.insertvalue %1904, %1928[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb286(%18 : i64)
  ^bb286(%1930: i64):  // 2 preds: ^bb285, ^bb293
    %1931 = llvm.icmp "slt" %1930, %17 : i64
    llvm.cond_br %1931, ^bb287, ^bb294
  ^bb287:  // pred: ^bb286
    llvm.br ^bb288(%18 : i64)
  ^bb288(%1932: i64):  // 2 preds: ^bb287, ^bb292
    %1933 = llvm.icmp "slt" %1932, %16 : i64
    llvm.cond_br %1933, ^bb289, ^bb293
  ^bb289:  // pred: ^bb288
    llvm.br ^bb290(%18 : i64)
  ^bb290(%1934: i64):  // 2 preds: ^bb289, ^bb291
    %1935 = llvm.icmp "slt" %1934, %17 : i64
    llvm.cond_br %1935, ^bb291, ^bb292
  ^bb291:  // pred: ^bb290
    %1936 = llvm.extractvalue %1929[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1937 = llvm.mlir.constant(8 : index) : i64
    %1938 = llvm.mul %1930, %1937 overflow<nsw, nuw> : i64
    %1939 = llvm.add %1938, %1932 overflow<nsw, nuw> : i64
    %1940 = llvm.add %1939, %1934 overflow<nsw, nuw> : i64
    %1941 = llvm.getelementptr inbounds|nuw %1936[%1940] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %27, %1941 : f32, !llvm.ptr
    %1942 = llvm.add %1934, %17 : i64
    llvm.br ^bb290(%1942 : i64)
  ^bb292:  // pred: ^bb290
    %1943 = llvm.add %1932, %17 : i64
    llvm.br ^bb288(%1943 : i64)
  ^bb293:  // pred: ^bb288
    %1944 = llvm.add %1930, %17 : i64
    llvm.br ^bb286(%1944 : i64)
  ^bb294:  // pred: ^bb286
    %1945 = llvm.mlir.constant(1 : index) : i64
    %1946 = llvm.mlir.constant(8 : index) : i64
    %1947 = llvm.mlir.constant(1 : index) : i64
    %1948 = llvm.mlir.constant(1 : index) : i64
    %1949 = llvm.mlir.constant(8 : index) : i64
    %1950 = llvm.mlir.zero : !llvm.ptr
    %1951 = llvm.getelementptr %1950[%1949] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1952 = llvm.ptrtoint %1951 : !llvm.ptr to i64
    %1953 = llvm.mlir.constant(64 : index) : i64
    %1954 = llvm.add %1952, %1953 : i64
    %1955 = llvm.call @malloc(%1954) : (i64) -> !llvm.ptr
    %1956 = llvm.ptrtoint %1955 : !llvm.ptr to i64
    %1957 = llvm.mlir.constant(1 : index) : i64
    %1958 = llvm.sub %1953, %1957 : i64
    %1959 = llvm.add %1956, %1958 : i64
    %1960 = llvm.urem %1959, %1953 : i64
    %1961 = llvm.sub %1959, %1960 : i64
    %1962 = llvm.inttoptr %1961 : i64 to !llvm.ptr
    %1963 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1964 = llvm.insertvalue %1955, %1963[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1965 = llvm.insertvalue %1962, %1964[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1966 = llvm.mlir.constant(0 : index) : i64
    %1967 = llvm.insertvalue %1966, %1965[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1968 = llvm.insertvalue %1945, %1967[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1969 = llvm.insertvalue %1946, %1968[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1970 = llvm.insertvalue %1947, %1969[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1971 = llvm.insertvalue %1946, %1970[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1972 = llvm.insertvalue %1947, %1971[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1973 = llvm.insertvalue %1948, %1972[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb295(%18 : i64)
  ^bb295(%1974: i64):  // 2 preds: ^bb294, ^bb302
    %1975 = llvm.icmp "slt" %1974, %17 : i64
    llvm.cond_br %1975, ^bb296, ^bb303
  ^bb296:  // pred: ^bb295
    llvm.br ^bb297(%18 : i64)
  ^bb297(%1976: i64):  // 2 preds: ^bb296, ^bb301
    %1977 = llvm.icmp "slt" %1976, %16 : i64
    llvm.cond_br %1977, ^bb298, ^bb302
  ^bb298:  // pred: ^bb297
    llvm.br ^bb299(%18 : i64)
  ^bb299(%1978: i64):  // 2 preds: ^bb298, ^bb300
    %1979 = llvm.icmp "slt" %1978, %17 : i64
    llvm.cond_br %1979, ^bb300, ^bb301
  ^bb300:  // pred: ^bb299
    %1980 = llvm.extractvalue %1929[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1981 = llvm.mlir.constant(8 : index) : i64
    %1982 = llvm.mul %1974, %1981 overflow<nsw, nuw> : i64
    %1983 = llvm.add %1982, %1976 overflow<nsw, nuw> : i64
    %1984 = llvm.add %1983, %1978 overflow<nsw, nuw> : i64
    %1985 = llvm.getelementptr inbounds|nuw %1980[%1984] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1986 = llvm.load %1985 : !llvm.ptr -> f32
    %1987 = llvm.extractvalue %1973[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1988 = llvm.mlir.constant(8 : index) : i64
    %1989 = llvm.mul %1974, %1988 overflow<nsw, nuw> : i64
    %1990 = llvm.add %1989, %1976 overflow<nsw, nuw> : i64
    %1991 = llvm.add %1990, %1978 overflow<nsw, nuw> : i64
    %1992 = llvm.getelementptr inbounds|nuw %1987[%1991] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1986, %1992 : f32, !llvm.ptr
    %1993 = llvm.add %1978, %17 : i64
    llvm.br ^bb299(%1993 : i64)
  ^bb301:  // pred: ^bb299
    %1994 = llvm.add %1976, %17 : i64
    llvm.br ^bb297(%1994 : i64)
  ^bb302:  // pred: ^bb297
    %1995 = llvm.add %1974, %17 : i64
    llvm.br ^bb295(%1995 : i64)
  ^bb303:  // pred: ^bb295
    llvm.br ^bb304(%18 : i64)
  ^bb304(%1996: i64):  // 2 preds: ^bb303, ^bb311
    %1997 = llvm.icmp "slt" %1996, %17 : i64
    llvm.cond_br %1997, ^bb305, ^bb312
  ^bb305:  // pred: ^bb304
    llvm.br ^bb306(%18 : i64)
  ^bb306(%1998: i64):  // 2 preds: ^bb305, ^bb310
    %1999 = llvm.icmp "slt" %1998, %16 : i64
    llvm.cond_br %1999, ^bb307, ^bb311
  ^bb307:  // pred: ^bb306
    llvm.br ^bb308(%18 : i64)
  ^bb308(%2000: i64):  // 2 preds: ^bb307, ^bb309
    %2001 = llvm.icmp "slt" %2000, %14 : i64
    llvm.cond_br %2001, ^bb309, ^bb310
  ^bb309:  // pred: ^bb308
    %2002 = llvm.extractvalue %1580[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2003 = llvm.mlir.constant(256 : index) : i64
    %2004 = llvm.mul %1996, %2003 overflow<nsw, nuw> : i64
    %2005 = llvm.mlir.constant(32 : index) : i64
    %2006 = llvm.mul %1998, %2005 overflow<nsw, nuw> : i64
    %2007 = llvm.add %2004, %2006 overflow<nsw, nuw> : i64
    %2008 = llvm.add %2007, %2000 overflow<nsw, nuw> : i64
    %2009 = llvm.getelementptr inbounds|nuw %2002[%2008] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2010 = llvm.load %2009 : !llvm.ptr -> f32
    %2011 = llvm.extractvalue %1973[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2012 = llvm.mlir.constant(8 : index) : i64
    %2013 = llvm.mul %1996, %2012 overflow<nsw, nuw> : i64
    %2014 = llvm.add %2013, %1998 overflow<nsw, nuw> : i64
    %2015 = llvm.add %2014, %18 overflow<nsw, nuw> : i64
    %2016 = llvm.getelementptr inbounds|nuw %2011[%2015] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2017 = llvm.load %2016 : !llvm.ptr -> f32
    %2018 = llvm.fadd %2010, %2017 : f32
    %2019 = llvm.extractvalue %1973[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2020 = llvm.mlir.constant(8 : index) : i64
    %2021 = llvm.mul %1996, %2020 overflow<nsw, nuw> : i64
    %2022 = llvm.add %2021, %1998 overflow<nsw, nuw> : i64
    %2023 = llvm.add %2022, %18 overflow<nsw, nuw> : i64
    %2024 = llvm.getelementptr inbounds|nuw %2019[%2023] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2018, %2024 : f32, !llvm.ptr
    %2025 = llvm.add %2000, %17 : i64
    llvm.br ^bb308(%2025 : i64)
  ^bb310:  // pred: ^bb308
    %2026 = llvm.add %1998, %17 : i64
    llvm.br ^bb306(%2026 : i64)
  ^bb311:  // pred: ^bb306
    %2027 = llvm.add %1996, %17 : i64
    llvm.br ^bb304(%2027 : i64)
  ^bb312:  // pred: ^bb304
    llvm.br ^bb313(%18 : i64)
  ^bb313(%2028: i64):  // 2 preds: ^bb312, ^bb320
    %2029 = llvm.icmp "slt" %2028, %17 : i64
    llvm.cond_br %2029, ^bb314, ^bb321
  ^bb314:  // pred: ^bb313
    llvm.br ^bb315(%18 : i64)
  ^bb315(%2030: i64):  // 2 preds: ^bb314, ^bb319
    %2031 = llvm.icmp "slt" %2030, %16 : i64
    llvm.cond_br %2031, ^bb316, ^bb320
  ^bb316:  // pred: ^bb315
    llvm.br ^bb317(%18 : i64)
  ^bb317(%2032: i64):  // 2 preds: ^bb316, ^bb318
    %2033 = llvm.icmp "slt" %2032, %14 : i64
    llvm.cond_br %2033, ^bb318, ^bb319
  ^bb318:  // pred: ^bb317
    %2034 = llvm.extractvalue %1580[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2035 = llvm.mlir.constant(256 : index) : i64
    %2036 = llvm.mul %2028, %2035 overflow<nsw, nuw> : i64
    %2037 = llvm.mlir.constant(32 : index) : i64
    %2038 = llvm.mul %2030, %2037 overflow<nsw, nuw> : i64
    %2039 = llvm.add %2036, %2038 overflow<nsw, nuw> : i64
    %2040 = llvm.add %2039, %2032 overflow<nsw, nuw> : i64
    %2041 = llvm.getelementptr inbounds|nuw %2034[%2040] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2042 = llvm.load %2041 : !llvm.ptr -> f32
    %2043 = llvm.extractvalue %1973[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2044 = llvm.mlir.constant(8 : index) : i64
    %2045 = llvm.mul %2028, %2044 overflow<nsw, nuw> : i64
    %2046 = llvm.add %2045, %2030 overflow<nsw, nuw> : i64
    %2047 = llvm.add %2046, %18 overflow<nsw, nuw> : i64
    %2048 = llvm.getelementptr inbounds|nuw %2043[%2047] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2049 = llvm.load %2048 : !llvm.ptr -> f32
    %2050 = llvm.extractvalue %1836[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2051 = llvm.mlir.constant(8 : index) : i64
    %2052 = llvm.mul %2028, %2051 overflow<nsw, nuw> : i64
    %2053 = llvm.add %2052, %2030 overflow<nsw, nuw> : i64
    %2054 = llvm.add %2053, %18 overflow<nsw, nuw> : i64
    %2055 = llvm.getelementptr inbounds|nuw %2050[%2054] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2056 = llvm.load %2055 : !llvm.ptr -> f64
    %2057 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2058 = llvm.getelementptr inbounds|nuw %2057[%2032] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2059 = llvm.load %2058 : !llvm.ptr -> f32
    %2060 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2061 = llvm.getelementptr inbounds|nuw %2060[%2032] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2062 = llvm.load %2061 : !llvm.ptr -> f32
    %2063 = llvm.fdiv %2056, %21 : f64
    %2064 = llvm.fptrunc %2063 : f64 to f32
    %2065 = llvm.fptrunc %24 : f64 to f32
    %2066 = llvm.fadd %2064, %2065 : f32
    %2067 = llvm.intr.sqrt(%2066) : (f32) -> f32
    %2068 = llvm.fdiv %11, %2067 : f32
    %2069 = llvm.fdiv %2049, %20 : f32
    %2070 = llvm.fsub %2042, %2069 : f32
    %2071 = llvm.fmul %2070, %2068 : f32
    %2072 = llvm.fmul %2071, %2059 : f32
    %2073 = llvm.fadd %2072, %2062 : f32
    %2074 = llvm.extractvalue %1580[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2075 = llvm.mlir.constant(256 : index) : i64
    %2076 = llvm.mul %2028, %2075 overflow<nsw, nuw> : i64
    %2077 = llvm.mlir.constant(32 : index) : i64
    %2078 = llvm.mul %2030, %2077 overflow<nsw, nuw> : i64
    %2079 = llvm.add %2076, %2078 overflow<nsw, nuw> : i64
    %2080 = llvm.add %2079, %2032 overflow<nsw, nuw> : i64
    %2081 = llvm.getelementptr inbounds|nuw %2074[%2080] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2073, %2081 : f32, !llvm.ptr
    %2082 = llvm.add %2032, %17 : i64
    llvm.br ^bb317(%2082 : i64)
  ^bb319:  // pred: ^bb317
    %2083 = llvm.add %2030, %17 : i64
    llvm.br ^bb315(%2083 : i64)
  ^bb320:  // pred: ^bb315
    %2084 = llvm.add %2028, %17 : i64
    llvm.br ^bb313(%2084 : i64)
  ^bb321:  // pred: ^bb313
    %2085 = llvm.mlir.constant(1 : index) : i64
    %2086 = llvm.mlir.constant(8 : index) : i64
    %2087 = llvm.mlir.constant(64 : index) : i64
    %2088 = llvm.mlir.constant(1 : index) : i64
    %2089 = llvm.mlir.constant(512 : index) : i64
    %2090 = llvm.mlir.constant(512 : index) : i64
    %2091 = llvm.mlir.zero : !llvm.ptr
    %2092 = llvm.getelementptr %2091[%2090] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2093 = llvm.ptrtoint %2092 : !llvm.ptr to i64
    %2094 = llvm.mlir.constant(64 : index) : i64
    %2095 = llvm.add %2093, %2094 : i64
    %2096 = llvm.call @malloc(%2095) : (i64) -> !llvm.ptr
    %2097 = llvm.ptrtoint %2096 : !llvm.ptr to i64
    %2098 = llvm.mlir.constant(1 : index) : i64
    %2099 = llvm.sub %2094, %2098 : i64
    %2100 = llvm.add %2097, %2099 : i64
    %2101 = llvm.urem %2100, %2094 : i64
    %2102 = llvm.sub %2100, %2101 : i64
    %2103 = llvm.inttoptr %2102 : i64 to !llvm.ptr
    %2104 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2105 = llvm.insertvalue %2096, %2104[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2106 = llvm.insertvalue %2103, %2105[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2107 = llvm.mlir.constant(0 : index) : i64
    %2108 = llvm.insertvalue %2107, %2106[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2109 = llvm.insertvalue %2085, %2108[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2110 = llvm.insertvalue %2086, %2109[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2111 = llvm.insertvalue %2087, %2110[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2112 = llvm.insertvalue %2089, %2111[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2113 = llvm.insertvalue %2087, %2112[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2114 = llvm.insertvalue %2088, %2113[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb322(%18 : i64)
  ^bb322(%2115: i64):  // 2 preds: ^bb321, ^bb329
    %2116 = llvm.icmp "slt" %2115, %17 : i64
    llvm.cond_br %2116, ^bb323, ^bb330
  ^bb323:  // pred: ^bb322
    llvm.br ^bb324(%18 : i64)
  ^bb324(%2117: i64):  // 2 preds: ^bb323, ^bb328
    %2118 = llvm.icmp "slt" %2117, %16 : i64
    llvm.cond_br %2118, ^bb325, ^bb329
  ^bb325:  // pred: ^bb324
    llvm.br ^bb326(%18 : i64)
  ^bb326(%2119: i64):  // 2 preds: ^bb325, ^bb327
    %2120 = llvm.icmp "slt" %2119, %12 : i64
    llvm.cond_br %2120, ^bb327, ^bb328
  ^bb327:  // pred: ^bb326
    %2121 = llvm.extractvalue %2114[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2122 = llvm.mlir.constant(512 : index) : i64
    %2123 = llvm.mul %2115, %2122 overflow<nsw, nuw> : i64
    %2124 = llvm.mlir.constant(64 : index) : i64
    %2125 = llvm.mul %2117, %2124 overflow<nsw, nuw> : i64
    %2126 = llvm.add %2123, %2125 overflow<nsw, nuw> : i64
    %2127 = llvm.add %2126, %2119 overflow<nsw, nuw> : i64
    %2128 = llvm.getelementptr inbounds|nuw %2121[%2127] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %27, %2128 : f32, !llvm.ptr
    %2129 = llvm.add %2119, %17 : i64
    llvm.br ^bb326(%2129 : i64)
  ^bb328:  // pred: ^bb326
    %2130 = llvm.add %2117, %17 : i64
    llvm.br ^bb324(%2130 : i64)
  ^bb329:  // pred: ^bb324
    %2131 = llvm.add %2115, %17 : i64
    llvm.br ^bb322(%2131 : i64)
  ^bb330:  // pred: ^bb322
    llvm.br ^bb331(%18 : i64)
  ^bb331(%2132: i64):  // 2 preds: ^bb330, ^bb341
    %2133 = llvm.icmp "slt" %2132, %17 : i64
    llvm.cond_br %2133, ^bb332, ^bb342
  ^bb332:  // pred: ^bb331
    llvm.br ^bb333(%18 : i64)
  ^bb333(%2134: i64):  // 2 preds: ^bb332, ^bb340
    %2135 = llvm.icmp "slt" %2134, %16 : i64
    llvm.cond_br %2135, ^bb334, ^bb341
  ^bb334:  // pred: ^bb333
    llvm.br ^bb335(%18 : i64)
  ^bb335(%2136: i64):  // 2 preds: ^bb334, ^bb339
    %2137 = llvm.icmp "slt" %2136, %12 : i64
    llvm.cond_br %2137, ^bb336, ^bb340
  ^bb336:  // pred: ^bb335
    llvm.br ^bb337(%18 : i64)
  ^bb337(%2138: i64):  // 2 preds: ^bb336, ^bb338
    %2139 = llvm.icmp "slt" %2138, %14 : i64
    llvm.cond_br %2139, ^bb338, ^bb339
  ^bb338:  // pred: ^bb337
    %2140 = llvm.extractvalue %1580[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2141 = llvm.mlir.constant(256 : index) : i64
    %2142 = llvm.mul %2132, %2141 overflow<nsw, nuw> : i64
    %2143 = llvm.mlir.constant(32 : index) : i64
    %2144 = llvm.mul %2134, %2143 overflow<nsw, nuw> : i64
    %2145 = llvm.add %2142, %2144 overflow<nsw, nuw> : i64
    %2146 = llvm.add %2145, %2138 overflow<nsw, nuw> : i64
    %2147 = llvm.getelementptr inbounds|nuw %2140[%2146] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2148 = llvm.load %2147 : !llvm.ptr -> f32
    %2149 = llvm.extractvalue %131[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2150 = llvm.mlir.constant(32 : index) : i64
    %2151 = llvm.mul %2136, %2150 overflow<nsw, nuw> : i64
    %2152 = llvm.add %2151, %2138 overflow<nsw, nuw> : i64
    %2153 = llvm.getelementptr inbounds|nuw %2149[%2152] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2154 = llvm.load %2153 : !llvm.ptr -> f32
    %2155 = llvm.extractvalue %2114[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2156 = llvm.mlir.constant(512 : index) : i64
    %2157 = llvm.mul %2132, %2156 overflow<nsw, nuw> : i64
    %2158 = llvm.mlir.constant(64 : index) : i64
    %2159 = llvm.mul %2134, %2158 overflow<nsw, nuw> : i64
    %2160 = llvm.add %2157, %2159 overflow<nsw, nuw> : i64
    %2161 = llvm.add %2160, %2136 overflow<nsw, nuw> : i64
    %2162 = llvm.getelementptr inbounds|nuw %2155[%2161] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2163 = llvm.load %2162 : !llvm.ptr -> f32
    %2164 = llvm.fmul %2148, %2154 : f32
    %2165 = llvm.fadd %2163, %2164 : f32
    %2166 = llvm.extractvalue %2114[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2167 = llvm.mlir.constant(512 : index) : i64
    %2168 = llvm.mul %2132, %2167 overflow<nsw, nuw> : i64
    %2169 = llvm.mlir.constant(64 : index) : i64
    %2170 = llvm.mul %2134, %2169 overflow<nsw, nuw> : i64
    %2171 = llvm.add %2168, %2170 overflow<nsw, nuw> : i64
    %2172 = llvm.add %2171, %2136 overflow<nsw, nuw> : i64
    %2173 = llvm.getelementptr inbounds|nuw %2166[%2172] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2165, %2173 : f32, !llvm.ptr
    %2174 = llvm.add %2138, %17 : i64
    llvm.br ^bb337(%2174 : i64)
  ^bb339:  // pred: ^bb337
    %2175 = llvm.add %2136, %17 : i64
    llvm.br ^bb335(%2175 : i64)
  ^bb340:  // pred: ^bb335
    %2176 = llvm.add %2134, %17 : i64
    llvm.br ^bb333(%2176 : i64)
  ^bb341:  // pred: ^bb333
    %2177 = llvm.add %2132, %17 : i64
    llvm.br ^bb331(%2177 : i64)
  ^bb342:  // pred: ^bb331
    %2178 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2179 = llvm.extractvalue %1358[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2180 = llvm.extractvalue %1358[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2181 = llvm.insertvalue %2179, %2178[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2182 = llvm.insertvalue %2180, %2181[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2183 = llvm.mlir.constant(0 : index) : i64
    %2184 = llvm.insertvalue %2183, %2182[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2185 = llvm.mlir.constant(1 : index) : i64
    %2186 = llvm.insertvalue %2185, %2184[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2187 = llvm.mlir.constant(256 : index) : i64
    %2188 = llvm.insertvalue %2187, %2186[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2189 = llvm.mlir.constant(8 : index) : i64
    %2190 = llvm.insertvalue %2189, %2188[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2191 = llvm.mlir.constant(32 : index) : i64
    %2192 = llvm.insertvalue %2191, %2190[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2193 = llvm.mlir.constant(32 : index) : i64
    %2194 = llvm.insertvalue %2193, %2192[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2195 = llvm.mlir.constant(1 : index) : i64
    %2196 = llvm.insertvalue %2195, %2194[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb343(%18 : i64)
  ^bb343(%2197: i64):  // 2 preds: ^bb342, ^bb353
    %2198 = llvm.icmp "slt" %2197, %17 : i64
    llvm.cond_br %2198, ^bb344, ^bb354
  ^bb344:  // pred: ^bb343
    llvm.br ^bb345(%18 : i64)
  ^bb345(%2199: i64):  // 2 preds: ^bb344, ^bb352
    %2200 = llvm.icmp "slt" %2199, %16 : i64
    llvm.cond_br %2200, ^bb346, ^bb353
  ^bb346:  // pred: ^bb345
    llvm.br ^bb347(%18 : i64)
  ^bb347(%2201: i64):  // 2 preds: ^bb346, ^bb351
    %2202 = llvm.icmp "slt" %2201, %14 : i64
    llvm.cond_br %2202, ^bb348, ^bb352
  ^bb348:  // pred: ^bb347
    llvm.br ^bb349(%18 : i64)
  ^bb349(%2203: i64):  // 2 preds: ^bb348, ^bb350
    %2204 = llvm.icmp "slt" %2203, %12 : i64
    llvm.cond_br %2204, ^bb350, ^bb351
  ^bb350:  // pred: ^bb349
    %2205 = llvm.extractvalue %2114[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2206 = llvm.mlir.constant(512 : index) : i64
    %2207 = llvm.mul %2197, %2206 overflow<nsw, nuw> : i64
    %2208 = llvm.mlir.constant(64 : index) : i64
    %2209 = llvm.mul %2199, %2208 overflow<nsw, nuw> : i64
    %2210 = llvm.add %2207, %2209 overflow<nsw, nuw> : i64
    %2211 = llvm.add %2210, %2203 overflow<nsw, nuw> : i64
    %2212 = llvm.getelementptr inbounds|nuw %2205[%2211] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2213 = llvm.load %2212 : !llvm.ptr -> f32
    %2214 = llvm.extractvalue %111[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2215 = llvm.getelementptr inbounds|nuw %2214[%2203] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2216 = llvm.load %2215 : !llvm.ptr -> f32
    %2217 = llvm.extractvalue %95[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2218 = llvm.mlir.constant(64 : index) : i64
    %2219 = llvm.mul %2201, %2218 overflow<nsw, nuw> : i64
    %2220 = llvm.add %2219, %2203 overflow<nsw, nuw> : i64
    %2221 = llvm.getelementptr inbounds|nuw %2217[%2220] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2222 = llvm.load %2221 : !llvm.ptr -> f32
    %2223 = llvm.extractvalue %2196[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2224 = llvm.mlir.constant(256 : index) : i64
    %2225 = llvm.mul %2197, %2224 overflow<nsw, nuw> : i64
    %2226 = llvm.mlir.constant(32 : index) : i64
    %2227 = llvm.mul %2199, %2226 overflow<nsw, nuw> : i64
    %2228 = llvm.add %2225, %2227 overflow<nsw, nuw> : i64
    %2229 = llvm.add %2228, %2201 overflow<nsw, nuw> : i64
    %2230 = llvm.getelementptr inbounds|nuw %2223[%2229] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2231 = llvm.load %2230 : !llvm.ptr -> f32
    %2232 = llvm.fadd %2213, %2216 : f32
    %2233 = llvm.fcmp "ugt" %2232, %27 : f32
    %2234 = llvm.select %2233, %2232, %27 : i1, f32
    %2235 = llvm.fmul %2234, %2222 : f32
    %2236 = llvm.fadd %2231, %2235 : f32
    %2237 = llvm.extractvalue %2196[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2238 = llvm.mlir.constant(256 : index) : i64
    %2239 = llvm.mul %2197, %2238 overflow<nsw, nuw> : i64
    %2240 = llvm.mlir.constant(32 : index) : i64
    %2241 = llvm.mul %2199, %2240 overflow<nsw, nuw> : i64
    %2242 = llvm.add %2239, %2241 overflow<nsw, nuw> : i64
    %2243 = llvm.add %2242, %2201 overflow<nsw, nuw> : i64
    %2244 = llvm.getelementptr inbounds|nuw %2237[%2243] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2236, %2244 : f32, !llvm.ptr
    %2245 = llvm.add %2203, %17 : i64
    llvm.br ^bb349(%2245 : i64)
  ^bb351:  // pred: ^bb349
    %2246 = llvm.add %2201, %17 : i64
    llvm.br ^bb347(%2246 : i64)
  ^bb352:  // pred: ^bb347
    %2247 = llvm.add %2199, %17 : i64
    llvm.br ^bb345(%2247 : i64)
  ^bb353:  // pred: ^bb345
    %2248 = llvm.add %2197, %17 : i64
    llvm.br ^bb343(%2248 : i64)
  ^bb354:  // pred: ^bb343
    llvm.br ^bb355(%18 : i64)
  ^bb355(%2249: i64):  // 2 preds: ^bb354, ^bb362
    %2250 = llvm.icmp "slt" %2249, %17 : i64
    llvm.cond_br %2250, ^bb356, ^bb363
  ^bb356:  // pred: ^bb355
    llvm.br ^bb357(%18 : i64)
  ^bb357(%2251: i64):  // 2 preds: ^bb356, ^bb361
    %2252 = llvm.icmp "slt" %2251, %16 : i64
    llvm.cond_br %2252, ^bb358, ^bb362
  ^bb358:  // pred: ^bb357
    llvm.br ^bb359(%18 : i64)
  ^bb359(%2253: i64):  // 2 preds: ^bb358, ^bb360
    %2254 = llvm.icmp "slt" %2253, %14 : i64
    llvm.cond_br %2254, ^bb360, ^bb361
  ^bb360:  // pred: ^bb359
    %2255 = llvm.extractvalue %1580[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2256 = llvm.mlir.constant(256 : index) : i64
    %2257 = llvm.mul %2249, %2256 overflow<nsw, nuw> : i64
    %2258 = llvm.mlir.constant(32 : index) : i64
    %2259 = llvm.mul %2251, %2258 overflow<nsw, nuw> : i64
    %2260 = llvm.add %2257, %2259 overflow<nsw, nuw> : i64
    %2261 = llvm.add %2260, %2253 overflow<nsw, nuw> : i64
    %2262 = llvm.getelementptr inbounds|nuw %2255[%2261] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2263 = llvm.load %2262 : !llvm.ptr -> f32
    %2264 = llvm.extractvalue %2196[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2265 = llvm.mlir.constant(256 : index) : i64
    %2266 = llvm.mul %2249, %2265 overflow<nsw, nuw> : i64
    %2267 = llvm.mlir.constant(32 : index) : i64
    %2268 = llvm.mul %2251, %2267 overflow<nsw, nuw> : i64
    %2269 = llvm.add %2266, %2268 overflow<nsw, nuw> : i64
    %2270 = llvm.add %2269, %2253 overflow<nsw, nuw> : i64
    %2271 = llvm.getelementptr inbounds|nuw %2264[%2270] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2272 = llvm.load %2271 : !llvm.ptr -> f32
    %2273 = llvm.extractvalue %75[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2274 = llvm.getelementptr inbounds|nuw %2273[%2253] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2275 = llvm.load %2274 : !llvm.ptr -> f32
    %2276 = llvm.fadd %2272, %2275 : f32
    %2277 = llvm.fadd %2263, %2276 : f32
    %2278 = llvm.extractvalue %1580[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2279 = llvm.mlir.constant(256 : index) : i64
    %2280 = llvm.mul %2249, %2279 overflow<nsw, nuw> : i64
    %2281 = llvm.mlir.constant(32 : index) : i64
    %2282 = llvm.mul %2251, %2281 overflow<nsw, nuw> : i64
    %2283 = llvm.add %2280, %2282 overflow<nsw, nuw> : i64
    %2284 = llvm.add %2283, %2253 overflow<nsw, nuw> : i64
    %2285 = llvm.getelementptr inbounds|nuw %2278[%2284] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2277, %2285 : f32, !llvm.ptr
    %2286 = llvm.add %2253, %17 : i64
    llvm.br ^bb359(%2286 : i64)
  ^bb361:  // pred: ^bb359
    %2287 = llvm.add %2251, %17 : i64
    llvm.br ^bb357(%2287 : i64)
  ^bb362:  // pred: ^bb357
    %2288 = llvm.add %2249, %17 : i64
    llvm.br ^bb355(%2288 : i64)
  ^bb363:  // pred: ^bb355
    llvm.br ^bb364(%18 : i64)
  ^bb364(%2289: i64):  // 2 preds: ^bb363, ^bb371
    %2290 = llvm.icmp "slt" %2289, %17 : i64
    llvm.cond_br %2290, ^bb365, ^bb372
  ^bb365:  // pred: ^bb364
    llvm.br ^bb366(%18 : i64)
  ^bb366(%2291: i64):  // 2 preds: ^bb365, ^bb370
    %2292 = llvm.icmp "slt" %2291, %16 : i64
    llvm.cond_br %2292, ^bb367, ^bb371
  ^bb367:  // pred: ^bb366
    llvm.br ^bb368(%18 : i64)
  ^bb368(%2293: i64):  // 2 preds: ^bb367, ^bb369
    %2294 = llvm.icmp "slt" %2293, %14 : i64
    llvm.cond_br %2294, ^bb369, ^bb370
  ^bb369:  // pred: ^bb368
    %2295 = llvm.extractvalue %1580[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2296 = llvm.mlir.constant(256 : index) : i64
    %2297 = llvm.mul %2289, %2296 overflow<nsw, nuw> : i64
    %2298 = llvm.mlir.constant(32 : index) : i64
    %2299 = llvm.mul %2291, %2298 overflow<nsw, nuw> : i64
    %2300 = llvm.add %2297, %2299 overflow<nsw, nuw> : i64
    %2301 = llvm.add %2300, %2293 overflow<nsw, nuw> : i64
    %2302 = llvm.getelementptr inbounds|nuw %2295[%2301] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2303 = llvm.load %2302 : !llvm.ptr -> f32
    %2304 = llvm.fpext %2303 : f32 to f64
    %2305 = llvm.extractvalue %1653[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2306 = llvm.mlir.constant(256 : index) : i64
    %2307 = llvm.mul %2289, %2306 overflow<nsw, nuw> : i64
    %2308 = llvm.mlir.constant(32 : index) : i64
    %2309 = llvm.mul %2291, %2308 overflow<nsw, nuw> : i64
    %2310 = llvm.add %2307, %2309 overflow<nsw, nuw> : i64
    %2311 = llvm.add %2310, %2293 overflow<nsw, nuw> : i64
    %2312 = llvm.getelementptr inbounds|nuw %2305[%2311] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %2304, %2312 : f64, !llvm.ptr
    %2313 = llvm.add %2293, %17 : i64
    llvm.br ^bb368(%2313 : i64)
  ^bb370:  // pred: ^bb368
    %2314 = llvm.add %2291, %17 : i64
    llvm.br ^bb366(%2314 : i64)
  ^bb371:  // pred: ^bb366
    %2315 = llvm.add %2289, %17 : i64
    llvm.br ^bb364(%2315 : i64)
  ^bb372:  // pred: ^bb364
    %2316 = llvm.mlir.constant(1 : index) : i64
    %2317 = llvm.mlir.constant(8 : index) : i64
    %2318 = llvm.mlir.constant(1 : index) : i64
    %2319 = llvm.mlir.constant(1 : index) : i64
    %2320 = llvm.mlir.constant(8 : index) : i64
    %2321 = llvm.mlir.zero : !llvm.ptr
    %2322 = llvm.getelementptr %2321[%2320] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2323 = llvm.ptrtoint %2322 : !llvm.ptr to i64
    %2324 = llvm.mlir.constant(64 : index) : i64
    %2325 = llvm.add %2323, %2324 : i64
    %2326 = llvm.call @malloc(%2325) : (i64) -> !llvm.ptr
    %2327 = llvm.ptrtoint %2326 : !llvm.ptr to i64
    %2328 = llvm.mlir.constant(1 : index) : i64
    %2329 = llvm.sub %2324, %2328 : i64
    %2330 = llvm.add %2327, %2329 : i64
    %2331 = llvm.urem %2330, %2324 : i64
    %2332 = llvm.sub %2330, %2331 : i64
    %2333 = llvm.inttoptr %2332 : i64 to !llvm.ptr
    %2334 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2335 = llvm.insertvalue %2326, %2334[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2336 = llvm.insertvalue %2333, %2335[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2337 = llvm.mlir.constant(0 : index) : i64
    %2338 = llvm.insertvalue %2337, %2336[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2339 = llvm.insertvalue %2316, %2338[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2340 = llvm.insertvalue %2317, %2339[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2341 = llvm.insertvalue %2318, %2340[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2342 = llvm.insertvalue %2317, %2341[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2343 = llvm.insertvalue %2318, %2342[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2344 = llvm.insertvalue %2319, %2343[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb373(%18 : i64)
  ^bb373(%2345: i64):  // 2 preds: ^bb372, ^bb380
    %2346 = llvm.icmp "slt" %2345, %17 : i64
    llvm.cond_br %2346, ^bb374, ^bb381
  ^bb374:  // pred: ^bb373
    llvm.br ^bb375(%18 : i64)
  ^bb375(%2347: i64):  // 2 preds: ^bb374, ^bb379
    %2348 = llvm.icmp "slt" %2347, %16 : i64
    llvm.cond_br %2348, ^bb376, ^bb380
  ^bb376:  // pred: ^bb375
    llvm.br ^bb377(%18 : i64)
  ^bb377(%2349: i64):  // 2 preds: ^bb376, ^bb378
    %2350 = llvm.icmp "slt" %2349, %17 : i64
    llvm.cond_br %2350, ^bb378, ^bb379
  ^bb378:  // pred: ^bb377
    %2351 = llvm.extractvalue %1709[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2352 = llvm.mlir.constant(8 : index) : i64
    %2353 = llvm.mul %2345, %2352 overflow<nsw, nuw> : i64
    %2354 = llvm.add %2353, %2347 overflow<nsw, nuw> : i64
    %2355 = llvm.add %2354, %2349 overflow<nsw, nuw> : i64
    %2356 = llvm.getelementptr inbounds|nuw %2351[%2355] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2357 = llvm.load %2356 : !llvm.ptr -> f64
    %2358 = llvm.extractvalue %2344[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2359 = llvm.mlir.constant(8 : index) : i64
    %2360 = llvm.mul %2345, %2359 overflow<nsw, nuw> : i64
    %2361 = llvm.add %2360, %2347 overflow<nsw, nuw> : i64
    %2362 = llvm.add %2361, %2349 overflow<nsw, nuw> : i64
    %2363 = llvm.getelementptr inbounds|nuw %2358[%2362] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %2357, %2363 : f64, !llvm.ptr
    %2364 = llvm.add %2349, %17 : i64
    llvm.br ^bb377(%2364 : i64)
  ^bb379:  // pred: ^bb377
    %2365 = llvm.add %2347, %17 : i64
    llvm.br ^bb375(%2365 : i64)
  ^bb380:  // pred: ^bb375
    %2366 = llvm.add %2345, %17 : i64
    llvm.br ^bb373(%2366 : i64)
  ^bb381:  // pred: ^bb373
    llvm.br ^bb382(%18 : i64)
  ^bb382(%2367: i64):  // 2 preds: ^bb381, ^bb389
    %2368 = llvm.icmp "slt" %2367, %17 : i64
    llvm.cond_br %2368, ^bb383, ^bb390
  ^bb383:  // pred: ^bb382
    llvm.br ^bb384(%18 : i64)
  ^bb384(%2369: i64):  // 2 preds: ^bb383, ^bb388
    %2370 = llvm.icmp "slt" %2369, %16 : i64
    llvm.cond_br %2370, ^bb385, ^bb389
  ^bb385:  // pred: ^bb384
    llvm.br ^bb386(%18 : i64)
  ^bb386(%2371: i64):  // 2 preds: ^bb385, ^bb387
    %2372 = llvm.icmp "slt" %2371, %14 : i64
    llvm.cond_br %2372, ^bb387, ^bb388
  ^bb387:  // pred: ^bb386
    %2373 = llvm.extractvalue %1653[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2374 = llvm.mlir.constant(256 : index) : i64
    %2375 = llvm.mul %2367, %2374 overflow<nsw, nuw> : i64
    %2376 = llvm.mlir.constant(32 : index) : i64
    %2377 = llvm.mul %2369, %2376 overflow<nsw, nuw> : i64
    %2378 = llvm.add %2375, %2377 overflow<nsw, nuw> : i64
    %2379 = llvm.add %2378, %2371 overflow<nsw, nuw> : i64
    %2380 = llvm.getelementptr inbounds|nuw %2373[%2379] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2381 = llvm.load %2380 : !llvm.ptr -> f64
    %2382 = llvm.extractvalue %2344[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2383 = llvm.mlir.constant(8 : index) : i64
    %2384 = llvm.mul %2367, %2383 overflow<nsw, nuw> : i64
    %2385 = llvm.add %2384, %2369 overflow<nsw, nuw> : i64
    %2386 = llvm.add %2385, %18 overflow<nsw, nuw> : i64
    %2387 = llvm.getelementptr inbounds|nuw %2382[%2386] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2388 = llvm.load %2387 : !llvm.ptr -> f64
    %2389 = llvm.fadd %2381, %2388 : f64
    %2390 = llvm.extractvalue %2344[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2391 = llvm.mlir.constant(8 : index) : i64
    %2392 = llvm.mul %2367, %2391 overflow<nsw, nuw> : i64
    %2393 = llvm.add %2392, %2369 overflow<nsw, nuw> : i64
    %2394 = llvm.add %2393, %18 overflow<nsw, nuw> : i64
    %2395 = llvm.getelementptr inbounds|nuw %2390[%2394] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %2389, %2395 : f64, !llvm.ptr
    %2396 = llvm.add %2371, %17 : i64
    llvm.br ^bb386(%2396 : i64)
  ^bb388:  // pred: ^bb386
    %2397 = llvm.add %2369, %17 : i64
    llvm.br ^bb384(%2397 : i64)
  ^bb389:  // pred: ^bb384
    %2398 = llvm.add %2367, %17 : i64
    llvm.br ^bb382(%2398 : i64)
  ^bb390:  // pred: ^bb382
    llvm.br ^bb391(%18 : i64)
  ^bb391(%2399: i64):  // 2 preds: ^bb390, ^bb398
    %2400 = llvm.icmp "slt" %2399, %17 : i64
    llvm.cond_br %2400, ^bb392, ^bb399
  ^bb392:  // pred: ^bb391
    llvm.br ^bb393(%18 : i64)
  ^bb393(%2401: i64):  // 2 preds: ^bb392, ^bb397
    %2402 = llvm.icmp "slt" %2401, %16 : i64
    llvm.cond_br %2402, ^bb394, ^bb398
  ^bb394:  // pred: ^bb393
    llvm.br ^bb395(%18 : i64)
  ^bb395(%2403: i64):  // 2 preds: ^bb394, ^bb396
    %2404 = llvm.icmp "slt" %2403, %14 : i64
    llvm.cond_br %2404, ^bb396, ^bb397
  ^bb396:  // pred: ^bb395
    %2405 = llvm.extractvalue %1653[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2406 = llvm.mlir.constant(256 : index) : i64
    %2407 = llvm.mul %2399, %2406 overflow<nsw, nuw> : i64
    %2408 = llvm.mlir.constant(32 : index) : i64
    %2409 = llvm.mul %2401, %2408 overflow<nsw, nuw> : i64
    %2410 = llvm.add %2407, %2409 overflow<nsw, nuw> : i64
    %2411 = llvm.add %2410, %2403 overflow<nsw, nuw> : i64
    %2412 = llvm.getelementptr inbounds|nuw %2405[%2411] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2413 = llvm.load %2412 : !llvm.ptr -> f64
    %2414 = llvm.extractvalue %2344[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2415 = llvm.mlir.constant(8 : index) : i64
    %2416 = llvm.mul %2399, %2415 overflow<nsw, nuw> : i64
    %2417 = llvm.add %2416, %2401 overflow<nsw, nuw> : i64
    %2418 = llvm.add %2417, %18 overflow<nsw, nuw> : i64
    %2419 = llvm.getelementptr inbounds|nuw %2414[%2418] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2420 = llvm.load %2419 : !llvm.ptr -> f64
    %2421 = llvm.extractvalue %1709[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2422 = llvm.mlir.constant(8 : index) : i64
    %2423 = llvm.mul %2399, %2422 overflow<nsw, nuw> : i64
    %2424 = llvm.add %2423, %2401 overflow<nsw, nuw> : i64
    %2425 = llvm.add %2424, %18 overflow<nsw, nuw> : i64
    %2426 = llvm.getelementptr inbounds|nuw %2421[%2425] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2427 = llvm.load %2426 : !llvm.ptr -> f64
    %2428 = llvm.fdiv %2420, %21 : f64
    %2429 = llvm.fsub %2413, %2428 : f64
    %2430 = llvm.fmul %2429, %2429 : f64
    %2431 = llvm.fadd %2430, %2427 : f64
    %2432 = llvm.extractvalue %1709[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2433 = llvm.mlir.constant(8 : index) : i64
    %2434 = llvm.mul %2399, %2433 overflow<nsw, nuw> : i64
    %2435 = llvm.add %2434, %2401 overflow<nsw, nuw> : i64
    %2436 = llvm.add %2435, %18 overflow<nsw, nuw> : i64
    %2437 = llvm.getelementptr inbounds|nuw %2432[%2436] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %2431, %2437 : f64, !llvm.ptr
    %2438 = llvm.add %2403, %17 : i64
    llvm.br ^bb395(%2438 : i64)
  ^bb397:  // pred: ^bb395
    %2439 = llvm.add %2401, %17 : i64
    llvm.br ^bb393(%2439 : i64)
  ^bb398:  // pred: ^bb393
    %2440 = llvm.add %2399, %17 : i64
    llvm.br ^bb391(%2440 : i64)
  ^bb399:  // pred: ^bb391
    llvm.br ^bb400(%18 : i64)
  ^bb400(%2441: i64):  // 2 preds: ^bb399, ^bb407
    %2442 = llvm.icmp "slt" %2441, %17 : i64
    llvm.cond_br %2442, ^bb401, ^bb408
  ^bb401:  // pred: ^bb400
    llvm.br ^bb402(%18 : i64)
  ^bb402(%2443: i64):  // 2 preds: ^bb401, ^bb406
    %2444 = llvm.icmp "slt" %2443, %16 : i64
    llvm.cond_br %2444, ^bb403, ^bb407
  ^bb403:  // pred: ^bb402
    llvm.br ^bb404(%18 : i64)
  ^bb404(%2445: i64):  // 2 preds: ^bb403, ^bb405
    %2446 = llvm.icmp "slt" %2445, %14 : i64
    llvm.cond_br %2446, ^bb405, ^bb406
  ^bb405:  // pred: ^bb404
    %2447 = llvm.extractvalue %1580[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2448 = llvm.mlir.constant(256 : index) : i64
    %2449 = llvm.mul %2441, %2448 overflow<nsw, nuw> : i64
    %2450 = llvm.mlir.constant(32 : index) : i64
    %2451 = llvm.mul %2443, %2450 overflow<nsw, nuw> : i64
    %2452 = llvm.add %2449, %2451 overflow<nsw, nuw> : i64
    %2453 = llvm.add %2452, %2445 overflow<nsw, nuw> : i64
    %2454 = llvm.getelementptr inbounds|nuw %2447[%2453] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2455 = llvm.load %2454 : !llvm.ptr -> f32
    %2456 = llvm.extractvalue %1929[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2457 = llvm.mlir.constant(8 : index) : i64
    %2458 = llvm.mul %2441, %2457 overflow<nsw, nuw> : i64
    %2459 = llvm.add %2458, %2443 overflow<nsw, nuw> : i64
    %2460 = llvm.add %2459, %18 overflow<nsw, nuw> : i64
    %2461 = llvm.getelementptr inbounds|nuw %2456[%2460] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2462 = llvm.load %2461 : !llvm.ptr -> f32
    %2463 = llvm.fadd %2455, %2462 : f32
    %2464 = llvm.extractvalue %1929[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2465 = llvm.mlir.constant(8 : index) : i64
    %2466 = llvm.mul %2441, %2465 overflow<nsw, nuw> : i64
    %2467 = llvm.add %2466, %2443 overflow<nsw, nuw> : i64
    %2468 = llvm.add %2467, %18 overflow<nsw, nuw> : i64
    %2469 = llvm.getelementptr inbounds|nuw %2464[%2468] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2463, %2469 : f32, !llvm.ptr
    %2470 = llvm.add %2445, %17 : i64
    llvm.br ^bb404(%2470 : i64)
  ^bb406:  // pred: ^bb404
    %2471 = llvm.add %2443, %17 : i64
    llvm.br ^bb402(%2471 : i64)
  ^bb407:  // pred: ^bb402
    %2472 = llvm.add %2441, %17 : i64
    llvm.br ^bb400(%2472 : i64)
  ^bb408:  // pred: ^bb400
    llvm.br ^bb409(%18 : i64)
  ^bb409(%2473: i64):  // 2 preds: ^bb408, ^bb416
    %2474 = llvm.icmp "slt" %2473, %17 : i64
    llvm.cond_br %2474, ^bb410, ^bb417
  ^bb410:  // pred: ^bb409
    llvm.br ^bb411(%18 : i64)
  ^bb411(%2475: i64):  // 2 preds: ^bb410, ^bb415
    %2476 = llvm.icmp "slt" %2475, %16 : i64
    llvm.cond_br %2476, ^bb412, ^bb416
  ^bb412:  // pred: ^bb411
    llvm.br ^bb413(%18 : i64)
  ^bb413(%2477: i64):  // 2 preds: ^bb412, ^bb414
    %2478 = llvm.icmp "slt" %2477, %14 : i64
    llvm.cond_br %2478, ^bb414, ^bb415
  ^bb414:  // pred: ^bb413
    %2479 = llvm.extractvalue %1580[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2480 = llvm.mlir.constant(256 : index) : i64
    %2481 = llvm.mul %2473, %2480 overflow<nsw, nuw> : i64
    %2482 = llvm.mlir.constant(32 : index) : i64
    %2483 = llvm.mul %2475, %2482 overflow<nsw, nuw> : i64
    %2484 = llvm.add %2481, %2483 overflow<nsw, nuw> : i64
    %2485 = llvm.add %2484, %2477 overflow<nsw, nuw> : i64
    %2486 = llvm.getelementptr inbounds|nuw %2479[%2485] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2487 = llvm.load %2486 : !llvm.ptr -> f32
    %2488 = llvm.extractvalue %1929[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2489 = llvm.mlir.constant(8 : index) : i64
    %2490 = llvm.mul %2473, %2489 overflow<nsw, nuw> : i64
    %2491 = llvm.add %2490, %2475 overflow<nsw, nuw> : i64
    %2492 = llvm.add %2491, %18 overflow<nsw, nuw> : i64
    %2493 = llvm.getelementptr inbounds|nuw %2488[%2492] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2494 = llvm.load %2493 : !llvm.ptr -> f32
    %2495 = llvm.extractvalue %1709[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2496 = llvm.mlir.constant(8 : index) : i64
    %2497 = llvm.mul %2473, %2496 overflow<nsw, nuw> : i64
    %2498 = llvm.add %2497, %2475 overflow<nsw, nuw> : i64
    %2499 = llvm.add %2498, %18 overflow<nsw, nuw> : i64
    %2500 = llvm.getelementptr inbounds|nuw %2495[%2499] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2501 = llvm.load %2500 : !llvm.ptr -> f64
    %2502 = llvm.extractvalue %59[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2503 = llvm.getelementptr inbounds|nuw %2502[%2477] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2504 = llvm.load %2503 : !llvm.ptr -> f32
    %2505 = llvm.extractvalue %43[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2506 = llvm.getelementptr inbounds|nuw %2505[%2477] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2507 = llvm.load %2506 : !llvm.ptr -> f32
    %2508 = llvm.fdiv %2501, %21 : f64
    %2509 = llvm.fptrunc %2508 : f64 to f32
    %2510 = llvm.fptrunc %24 : f64 to f32
    %2511 = llvm.fadd %2509, %2510 : f32
    %2512 = llvm.intr.sqrt(%2511) : (f32) -> f32
    %2513 = llvm.fdiv %11, %2512 : f32
    %2514 = llvm.fdiv %2494, %20 : f32
    %2515 = llvm.fsub %2487, %2514 : f32
    %2516 = llvm.fmul %2515, %2513 : f32
    %2517 = llvm.fmul %2516, %2504 : f32
    %2518 = llvm.fadd %2517, %2507 : f32
    %2519 = llvm.extractvalue %1580[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2520 = llvm.mlir.constant(256 : index) : i64
    %2521 = llvm.mul %2473, %2520 overflow<nsw, nuw> : i64
    %2522 = llvm.mlir.constant(32 : index) : i64
    %2523 = llvm.mul %2475, %2522 overflow<nsw, nuw> : i64
    %2524 = llvm.add %2521, %2523 overflow<nsw, nuw> : i64
    %2525 = llvm.add %2524, %2477 overflow<nsw, nuw> : i64
    %2526 = llvm.getelementptr inbounds|nuw %2519[%2525] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2518, %2526 : f32, !llvm.ptr
    %2527 = llvm.add %2477, %17 : i64
    llvm.br ^bb413(%2527 : i64)
  ^bb415:  // pred: ^bb413
    %2528 = llvm.add %2475, %17 : i64
    llvm.br ^bb411(%2528 : i64)
  ^bb416:  // pred: ^bb411
    %2529 = llvm.add %2473, %17 : i64
    llvm.br ^bb409(%2529 : i64)
  ^bb417:  // pred: ^bb409
    %2530 = llvm.extractvalue %273[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%2530) : (!llvm.ptr) -> ()
    %2531 = llvm.extractvalue %502[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%2531) : (!llvm.ptr) -> ()
    %2532 = llvm.extractvalue %586[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2532) : (!llvm.ptr) -> ()
    %2533 = llvm.extractvalue %666[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%2533) : (!llvm.ptr) -> ()
    %2534 = llvm.extractvalue %740[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%2534) : (!llvm.ptr) -> ()
    %2535 = llvm.extractvalue %877[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%2535) : (!llvm.ptr) -> ()
    %2536 = llvm.extractvalue %1056[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%2536) : (!llvm.ptr) -> ()
    %2537 = llvm.extractvalue %1154[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%2537) : (!llvm.ptr) -> ()
    %2538 = llvm.extractvalue %1358[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%2538) : (!llvm.ptr) -> ()
    %2539 = llvm.extractvalue %1445[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2539) : (!llvm.ptr) -> ()
    %2540 = llvm.extractvalue %1653[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2540) : (!llvm.ptr) -> ()
    %2541 = llvm.extractvalue %1709[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2541) : (!llvm.ptr) -> ()
    %2542 = llvm.extractvalue %1753[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2542) : (!llvm.ptr) -> ()
    %2543 = llvm.extractvalue %1836[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2543) : (!llvm.ptr) -> ()
    %2544 = llvm.extractvalue %1929[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2544) : (!llvm.ptr) -> ()
    %2545 = llvm.extractvalue %1973[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2545) : (!llvm.ptr) -> ()
    %2546 = llvm.extractvalue %2114[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2546) : (!llvm.ptr) -> ()
    %2547 = llvm.extractvalue %2344[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2547) : (!llvm.ptr) -> ()
    llvm.return %1580 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  }
}
// irlower-stages: fx_graph=403c138b08c3 torch_mlir=f839db6a1054 linalg_on_tensors_mlir=894d706d5170
