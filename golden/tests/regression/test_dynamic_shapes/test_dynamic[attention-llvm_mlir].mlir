module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global private constant @__constant_32x32xf32_5(dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_4(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_3(dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_2(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32(dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_1(dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_0(dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
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
    %11 = llvm.mlir.constant(-2.000000e+00 : f32) : f32
    %12 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %13 = llvm.mlir.constant(3 : index) : i64
    %14 = llvm.mlir.constant(32 : index) : i64
    %15 = llvm.mlir.constant(3.200000e+01 : f32) : f32
    %16 = llvm.mlir.constant(3.200000e+01 : f64) : f64
    %17 = llvm.mlir.constant(0.17677669529663689 : f64) : f64
    %18 = llvm.mlir.constant(1.000000e-05 : f64) : f64
    %19 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %20 = llvm.mlir.constant(2 : index) : i64
    %21 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %22 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %23 = llvm.mlir.constant(1 : i64) : i64
    %24 = llvm.mlir.constant(0 : i64) : i64
    %25 = llvm.mlir.constant(0 : index) : i64
    %26 = llvm.mlir.constant(1 : index) : i64
    %27 = llvm.mlir.constant(9.9999999999999995E-7 : f64) : f64
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
    %77 = llvm.mlir.constant(32 : index) : i64
    %78 = llvm.mlir.constant(1 : index) : i64
    %79 = llvm.mlir.constant(1024 : index) : i64
    %80 = llvm.mlir.zero : !llvm.ptr
    %81 = llvm.getelementptr %80[%79] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %82 = llvm.ptrtoint %81 : !llvm.ptr to i64
    %83 = llvm.mlir.addressof @__constant_32x32xf32 : !llvm.ptr
    %84 = llvm.getelementptr %83[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
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
    %96 = llvm.mlir.constant(32 : index) : i64
    %97 = llvm.mlir.constant(1 : index) : i64
    %98 = llvm.mlir.zero : !llvm.ptr
    %99 = llvm.getelementptr %98[%96] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %100 = llvm.ptrtoint %99 : !llvm.ptr to i64
    %101 = llvm.mlir.addressof @__constant_32xf32_2 : !llvm.ptr
    %102 = llvm.getelementptr %101[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %103 = llvm.mlir.constant(3735928559 : index) : i64
    %104 = llvm.inttoptr %103 : i64 to !llvm.ptr
    %105 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %106 = llvm.insertvalue %104, %105[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %107 = llvm.insertvalue %102, %106[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %108 = llvm.mlir.constant(0 : index) : i64
    %109 = llvm.insertvalue %108, %107[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %110 = llvm.insertvalue %96, %109[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %111 = llvm.insertvalue %97, %110[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %112 = llvm.mlir.constant(32 : index) : i64
    %113 = llvm.mlir.constant(32 : index) : i64
    %114 = llvm.mlir.constant(1 : index) : i64
    %115 = llvm.mlir.constant(1024 : index) : i64
    %116 = llvm.mlir.zero : !llvm.ptr
    %117 = llvm.getelementptr %116[%115] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %118 = llvm.ptrtoint %117 : !llvm.ptr to i64
    %119 = llvm.mlir.addressof @__constant_32x32xf32_3 : !llvm.ptr
    %120 = llvm.getelementptr %119[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
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
    %137 = llvm.mlir.addressof @__constant_32xf32_4 : !llvm.ptr
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
    %149 = llvm.mlir.constant(32 : index) : i64
    %150 = llvm.mlir.constant(1 : index) : i64
    %151 = llvm.mlir.constant(1024 : index) : i64
    %152 = llvm.mlir.zero : !llvm.ptr
    %153 = llvm.getelementptr %152[%151] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %154 = llvm.ptrtoint %153 : !llvm.ptr to i64
    %155 = llvm.mlir.addressof @__constant_32x32xf32_5 : !llvm.ptr
    %156 = llvm.getelementptr %155[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %157 = llvm.mlir.constant(3735928559 : index) : i64
    %158 = llvm.inttoptr %157 : i64 to !llvm.ptr
    %159 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %160 = llvm.insertvalue %158, %159[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %161 = llvm.insertvalue %156, %160[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %162 = llvm.mlir.constant(0 : index) : i64
    %163 = llvm.insertvalue %162, %161[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %164 = llvm.insertvalue %148, %163[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %165 = llvm.insertvalue %149, %164[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %166 = llvm.insertvalue %149, %165[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %167 = llvm.insertvalue %150, %166[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %168 = llvm.extractvalue %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %169 = llvm.mlir.constant(32 : index) : i64
    %170 = llvm.mlir.constant(1 : index) : i64
    %171 = llvm.mul %169, %168 : i64
    %172 = llvm.mlir.zero : !llvm.ptr
    %173 = llvm.getelementptr %172[%171] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %174 = llvm.ptrtoint %173 : !llvm.ptr to i64
    %175 = llvm.mlir.constant(64 : index) : i64
    %176 = llvm.add %174, %175 : i64
    %177 = llvm.call @malloc(%176) : (i64) -> !llvm.ptr
    %178 = llvm.ptrtoint %177 : !llvm.ptr to i64
    %179 = llvm.mlir.constant(1 : index) : i64
    %180 = llvm.sub %175, %179 : i64
    %181 = llvm.add %178, %180 : i64
    %182 = llvm.urem %181, %175 : i64
    %183 = llvm.sub %181, %182 : i64
    %184 = llvm.inttoptr %183 : i64 to !llvm.ptr
    %185 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %186 = llvm.insertvalue %177, %185[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %187 = llvm.insertvalue %184, %186[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %188 = llvm.mlir.constant(0 : index) : i64
    %189 = llvm.insertvalue %188, %187[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %190 = llvm.insertvalue %168, %189[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %191 = llvm.insertvalue %169, %190[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %192 = llvm.insertvalue %169, %191[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %193 = llvm.insertvalue %170, %192[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %194 = llvm.mlir.constant(32 : index) : i64
    %195 = llvm.mlir.constant(1 : index) : i64
    %196 = llvm.mul %194, %168 : i64
    %197 = llvm.mlir.zero : !llvm.ptr
    %198 = llvm.getelementptr %197[%196] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %199 = llvm.ptrtoint %198 : !llvm.ptr to i64
    %200 = llvm.mlir.constant(64 : index) : i64
    %201 = llvm.add %199, %200 : i64
    %202 = llvm.call @malloc(%201) : (i64) -> !llvm.ptr
    %203 = llvm.ptrtoint %202 : !llvm.ptr to i64
    %204 = llvm.mlir.constant(1 : index) : i64
    %205 = llvm.sub %200, %204 : i64
    %206 = llvm.add %203, %205 : i64
    %207 = llvm.urem %206, %200 : i64
    %208 = llvm.sub %206, %207 : i64
    %209 = llvm.inttoptr %208 : i64 to !llvm.ptr
    %210 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %211 = llvm.insertvalue %202, %210[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %212 = llvm.insertvalue %209, %211[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %213 = llvm.mlir.constant(0 : index) : i64
    %214 = llvm.insertvalue %213, %212[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %215 = llvm.insertvalue %168, %214[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %216 = llvm.insertvalue %194, %215[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %217 = llvm.insertvalue %194, %216[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %218 = llvm.insertvalue %195, %217[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb1(%25 : i64)
  ^bb1(%219: i64):  // 2 preds: ^bb0, ^bb5
    %220 = llvm.icmp "slt" %219, %168 : i64
    llvm.cond_br %220, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%25 : i64)
  ^bb3(%221: i64):  // 2 preds: ^bb2, ^bb4
    %222 = llvm.icmp "slt" %221, %14 : i64
    llvm.cond_br %222, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %223 = llvm.extractvalue %218[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %224 = llvm.mlir.constant(32 : index) : i64
    %225 = llvm.mul %219, %224 overflow<nsw, nuw> : i64
    %226 = llvm.add %225, %221 overflow<nsw, nuw> : i64
    %227 = llvm.getelementptr inbounds|nuw %223[%226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %227 : f32, !llvm.ptr
    %228 = llvm.add %221, %26 : i64
    llvm.br ^bb3(%228 : i64)
  ^bb5:  // pred: ^bb3
    %229 = llvm.add %219, %26 : i64
    llvm.br ^bb1(%229 : i64)
  ^bb6:  // pred: ^bb1
    %230 = llvm.mlir.constant(32 : index) : i64
    %231 = llvm.mul %168, %230 overflow<nsw> : i64
    %232 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %233 = llvm.extractvalue %218[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %234 = llvm.extractvalue %218[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %235 = llvm.insertvalue %233, %232[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %236 = llvm.insertvalue %234, %235[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %237 = llvm.mlir.constant(0 : index) : i64
    %238 = llvm.insertvalue %237, %236[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %239 = llvm.mlir.constant(1 : index) : i64
    %240 = llvm.insertvalue %239, %238[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %241 = llvm.insertvalue %231, %240[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %242 = llvm.insertvalue %168, %241[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %243 = llvm.mlir.constant(32 : index) : i64
    %244 = llvm.insertvalue %243, %242[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %245 = llvm.mlir.constant(32 : index) : i64
    %246 = llvm.insertvalue %245, %244[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %247 = llvm.mlir.constant(1 : index) : i64
    %248 = llvm.insertvalue %247, %246[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %249 = llvm.extractvalue %248[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %250 = llvm.mlir.constant(1 : index) : i64
    %251 = llvm.mlir.constant(32 : index) : i64
    %252 = llvm.mlir.constant(1 : index) : i64
    %253 = llvm.mul %251, %249 : i64
    %254 = llvm.mul %253, %250 : i64
    %255 = llvm.mlir.zero : !llvm.ptr
    %256 = llvm.getelementptr %255[%254] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %257 = llvm.ptrtoint %256 : !llvm.ptr to i64
    %258 = llvm.mlir.constant(64 : index) : i64
    %259 = llvm.add %257, %258 : i64
    %260 = llvm.call @malloc(%259) : (i64) -> !llvm.ptr
    %261 = llvm.ptrtoint %260 : !llvm.ptr to i64
    %262 = llvm.mlir.constant(1 : index) : i64
    %263 = llvm.sub %258, %262 : i64
    %264 = llvm.add %261, %263 : i64
    %265 = llvm.urem %264, %258 : i64
    %266 = llvm.sub %264, %265 : i64
    %267 = llvm.inttoptr %266 : i64 to !llvm.ptr
    %268 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %269 = llvm.insertvalue %260, %268[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %270 = llvm.insertvalue %267, %269[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %271 = llvm.mlir.constant(0 : index) : i64
    %272 = llvm.insertvalue %271, %270[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %273 = llvm.insertvalue %250, %272[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %274 = llvm.insertvalue %249, %273[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %275 = llvm.insertvalue %251, %274[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %276 = llvm.insertvalue %253, %275[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %277 = llvm.insertvalue %251, %276[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %278 = llvm.insertvalue %252, %277[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %279 = llvm.extractvalue %248[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb7(%25 : i64)
  ^bb7(%280: i64):  // 2 preds: ^bb6, ^bb14
    %281 = llvm.icmp "slt" %280, %26 : i64
    llvm.cond_br %281, ^bb8, ^bb15
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%25 : i64)
  ^bb9(%282: i64):  // 2 preds: ^bb8, ^bb13
    %283 = llvm.icmp "slt" %282, %279 : i64
    llvm.cond_br %283, ^bb10, ^bb14
  ^bb10:  // pred: ^bb9
    llvm.br ^bb11(%25 : i64)
  ^bb11(%284: i64):  // 2 preds: ^bb10, ^bb12
    %285 = llvm.icmp "slt" %284, %14 : i64
    llvm.cond_br %285, ^bb12, ^bb13
  ^bb12:  // pred: ^bb11
    %286 = llvm.extractvalue %248[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %287 = llvm.extractvalue %248[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %288 = llvm.mul %280, %287 overflow<nsw> : i64
    %289 = llvm.mlir.constant(32 : index) : i64
    %290 = llvm.mul %282, %289 overflow<nsw> : i64
    %291 = llvm.add %288, %290 overflow<nsw> : i64
    %292 = llvm.add %291, %284 overflow<nsw> : i64
    %293 = llvm.getelementptr inbounds %286[%292] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %294 = llvm.load %293 : !llvm.ptr -> f32
    %295 = llvm.extractvalue %278[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %296 = llvm.extractvalue %278[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %297 = llvm.mul %280, %296 overflow<nsw> : i64
    %298 = llvm.mlir.constant(32 : index) : i64
    %299 = llvm.mul %282, %298 overflow<nsw> : i64
    %300 = llvm.add %297, %299 overflow<nsw> : i64
    %301 = llvm.add %300, %284 overflow<nsw> : i64
    %302 = llvm.getelementptr inbounds %295[%301] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %294, %302 : f32, !llvm.ptr
    %303 = llvm.add %284, %26 : i64
    llvm.br ^bb11(%303 : i64)
  ^bb13:  // pred: ^bb11
    %304 = llvm.add %282, %26 : i64
    llvm.br ^bb9(%304 : i64)
  ^bb14:  // pred: ^bb9
    %305 = llvm.add %280, %26 : i64
    llvm.br ^bb7(%305 : i64)
  ^bb15:  // pred: ^bb7
    %306 = llvm.extractvalue %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb16(%25 : i64)
  ^bb16(%307: i64):  // 2 preds: ^bb15, ^bb26
    %308 = llvm.icmp "slt" %307, %26 : i64
    llvm.cond_br %308, ^bb17, ^bb27
  ^bb17:  // pred: ^bb16
    llvm.br ^bb18(%25 : i64)
  ^bb18(%309: i64):  // 2 preds: ^bb17, ^bb25
    %310 = llvm.icmp "slt" %309, %306 : i64
    llvm.cond_br %310, ^bb19, ^bb26
  ^bb19:  // pred: ^bb18
    llvm.br ^bb20(%25 : i64)
  ^bb20(%311: i64):  // 2 preds: ^bb19, ^bb24
    %312 = llvm.icmp "slt" %311, %14 : i64
    llvm.cond_br %312, ^bb21, ^bb25
  ^bb21:  // pred: ^bb20
    llvm.br ^bb22(%25 : i64)
  ^bb22(%313: i64):  // 2 preds: ^bb21, ^bb23
    %314 = llvm.icmp "slt" %313, %14 : i64
    llvm.cond_br %314, ^bb23, ^bb24
  ^bb23:  // pred: ^bb22
    %315 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %316 = llvm.extractvalue %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %317 = llvm.mul %307, %316 overflow<nsw> : i64
    %318 = llvm.mlir.constant(32 : index) : i64
    %319 = llvm.mul %309, %318 overflow<nsw> : i64
    %320 = llvm.add %317, %319 overflow<nsw> : i64
    %321 = llvm.add %320, %313 overflow<nsw> : i64
    %322 = llvm.getelementptr inbounds %315[%321] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %323 = llvm.load %322 : !llvm.ptr -> f32
    %324 = llvm.extractvalue %167[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %325 = llvm.mlir.constant(32 : index) : i64
    %326 = llvm.mul %311, %325 overflow<nsw, nuw> : i64
    %327 = llvm.add %326, %313 overflow<nsw, nuw> : i64
    %328 = llvm.getelementptr inbounds|nuw %324[%327] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %329 = llvm.load %328 : !llvm.ptr -> f32
    %330 = llvm.extractvalue %278[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %331 = llvm.extractvalue %278[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %332 = llvm.mul %307, %331 overflow<nsw> : i64
    %333 = llvm.mlir.constant(32 : index) : i64
    %334 = llvm.mul %309, %333 overflow<nsw> : i64
    %335 = llvm.add %332, %334 overflow<nsw> : i64
    %336 = llvm.add %335, %311 overflow<nsw> : i64
    %337 = llvm.getelementptr inbounds %330[%336] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %338 = llvm.load %337 : !llvm.ptr -> f32
    %339 = llvm.fmul %323, %329 : f32
    %340 = llvm.fadd %338, %339 : f32
    %341 = llvm.extractvalue %278[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %342 = llvm.extractvalue %278[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %343 = llvm.mul %307, %342 overflow<nsw> : i64
    %344 = llvm.mlir.constant(32 : index) : i64
    %345 = llvm.mul %309, %344 overflow<nsw> : i64
    %346 = llvm.add %343, %345 overflow<nsw> : i64
    %347 = llvm.add %346, %311 overflow<nsw> : i64
    %348 = llvm.getelementptr inbounds %341[%347] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %340, %348 : f32, !llvm.ptr
    %349 = llvm.add %313, %26 : i64
    llvm.br ^bb22(%349 : i64)
  ^bb24:  // pred: ^bb22
    %350 = llvm.add %311, %26 : i64
    llvm.br ^bb20(%350 : i64)
  ^bb25:  // pred: ^bb20
    %351 = llvm.add %309, %26 : i64
    llvm.br ^bb18(%351 : i64)
  ^bb26:  // pred: ^bb18
    %352 = llvm.add %307, %26 : i64
    llvm.br ^bb16(%352 : i64)
  ^bb27:  // pred: ^bb16
    %353 = llvm.mlir.constant(32 : index) : i64
    %354 = llvm.mul %168, %353 overflow<nsw> : i64
    %355 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %356 = llvm.extractvalue %193[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %357 = llvm.extractvalue %193[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %358 = llvm.insertvalue %356, %355[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %359 = llvm.insertvalue %357, %358[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %360 = llvm.mlir.constant(0 : index) : i64
    %361 = llvm.insertvalue %360, %359[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %362 = llvm.mlir.constant(1 : index) : i64
    %363 = llvm.insertvalue %362, %361[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %364 = llvm.insertvalue %354, %363[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %365 = llvm.insertvalue %168, %364[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %366 = llvm.mlir.constant(32 : index) : i64
    %367 = llvm.insertvalue %366, %365[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %368 = llvm.mlir.constant(32 : index) : i64
    %369 = llvm.insertvalue %368, %367[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %370 = llvm.mlir.constant(1 : index) : i64
    %371 = llvm.insertvalue %370, %369[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %372 = llvm.extractvalue %371[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %373 = llvm.mlir.constant(1 : index) : i64
    %374 = llvm.mlir.constant(32 : index) : i64
    %375 = llvm.mlir.constant(1 : index) : i64
    %376 = llvm.mul %374, %372 : i64
    %377 = llvm.mul %376, %373 : i64
    %378 = llvm.mlir.zero : !llvm.ptr
    %379 = llvm.getelementptr %378[%377] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %380 = llvm.ptrtoint %379 : !llvm.ptr to i64
    %381 = llvm.mlir.constant(64 : index) : i64
    %382 = llvm.add %380, %381 : i64
    %383 = llvm.call @malloc(%382) : (i64) -> !llvm.ptr
    %384 = llvm.ptrtoint %383 : !llvm.ptr to i64
    %385 = llvm.mlir.constant(1 : index) : i64
    %386 = llvm.sub %381, %385 : i64
    %387 = llvm.add %384, %386 : i64
    %388 = llvm.urem %387, %381 : i64
    %389 = llvm.sub %387, %388 : i64
    %390 = llvm.inttoptr %389 : i64 to !llvm.ptr
    %391 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %392 = llvm.insertvalue %383, %391[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %393 = llvm.insertvalue %390, %392[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %394 = llvm.mlir.constant(0 : index) : i64
    %395 = llvm.insertvalue %394, %393[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %396 = llvm.insertvalue %373, %395[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %397 = llvm.insertvalue %372, %396[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %398 = llvm.insertvalue %374, %397[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %399 = llvm.insertvalue %376, %398[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %400 = llvm.insertvalue %374, %399[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %401 = llvm.insertvalue %375, %400[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb28(%25 : i64)
  ^bb28(%402: i64):  // 2 preds: ^bb27, ^bb35
    %403 = llvm.icmp "slt" %402, %26 : i64
    llvm.cond_br %403, ^bb29, ^bb36
  ^bb29:  // pred: ^bb28
    llvm.br ^bb30(%25 : i64)
  ^bb30(%404: i64):  // 2 preds: ^bb29, ^bb34
    %405 = llvm.icmp "slt" %404, %249 : i64
    llvm.cond_br %405, ^bb31, ^bb35
  ^bb31:  // pred: ^bb30
    llvm.br ^bb32(%25 : i64)
  ^bb32(%406: i64):  // 2 preds: ^bb31, ^bb33
    %407 = llvm.icmp "slt" %406, %14 : i64
    llvm.cond_br %407, ^bb33, ^bb34
  ^bb33:  // pred: ^bb32
    %408 = llvm.extractvalue %278[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %409 = llvm.extractvalue %278[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %410 = llvm.mul %402, %409 overflow<nsw> : i64
    %411 = llvm.mlir.constant(32 : index) : i64
    %412 = llvm.mul %404, %411 overflow<nsw> : i64
    %413 = llvm.add %410, %412 overflow<nsw> : i64
    %414 = llvm.add %413, %406 overflow<nsw> : i64
    %415 = llvm.getelementptr inbounds %408[%414] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %416 = llvm.load %415 : !llvm.ptr -> f32
    %417 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %418 = llvm.getelementptr inbounds|nuw %417[%406] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %419 = llvm.load %418 : !llvm.ptr -> f32
    %420 = llvm.fadd %416, %419 : f32
    %421 = llvm.extractvalue %401[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %422 = llvm.extractvalue %401[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %423 = llvm.mul %402, %422 overflow<nsw> : i64
    %424 = llvm.mlir.constant(32 : index) : i64
    %425 = llvm.mul %404, %424 overflow<nsw> : i64
    %426 = llvm.add %423, %425 overflow<nsw> : i64
    %427 = llvm.add %426, %406 overflow<nsw> : i64
    %428 = llvm.getelementptr inbounds %421[%427] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %420, %428 : f32, !llvm.ptr
    %429 = llvm.add %406, %26 : i64
    llvm.br ^bb32(%429 : i64)
  ^bb34:  // pred: ^bb32
    %430 = llvm.add %404, %26 : i64
    llvm.br ^bb30(%430 : i64)
  ^bb35:  // pred: ^bb30
    %431 = llvm.add %402, %26 : i64
    llvm.br ^bb28(%431 : i64)
  ^bb36:  // pred: ^bb28
    %432 = llvm.mlir.constant(1 : index) : i64
    %433 = llvm.mlir.constant(32 : index) : i64
    %434 = llvm.mlir.constant(1 : index) : i64
    %435 = llvm.mul %433, %249 : i64
    %436 = llvm.mul %435, %432 : i64
    %437 = llvm.mlir.zero : !llvm.ptr
    %438 = llvm.getelementptr %437[%436] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %439 = llvm.ptrtoint %438 : !llvm.ptr to i64
    %440 = llvm.mlir.constant(64 : index) : i64
    %441 = llvm.add %439, %440 : i64
    %442 = llvm.call @malloc(%441) : (i64) -> !llvm.ptr
    %443 = llvm.ptrtoint %442 : !llvm.ptr to i64
    %444 = llvm.mlir.constant(1 : index) : i64
    %445 = llvm.sub %440, %444 : i64
    %446 = llvm.add %443, %445 : i64
    %447 = llvm.urem %446, %440 : i64
    %448 = llvm.sub %446, %447 : i64
    %449 = llvm.inttoptr %448 : i64 to !llvm.ptr
    %450 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %451 = llvm.insertvalue %442, %450[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %452 = llvm.insertvalue %449, %451[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %453 = llvm.mlir.constant(0 : index) : i64
    %454 = llvm.insertvalue %453, %452[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %455 = llvm.insertvalue %432, %454[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %456 = llvm.insertvalue %249, %455[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %457 = llvm.insertvalue %433, %456[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %458 = llvm.insertvalue %435, %457[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %459 = llvm.insertvalue %433, %458[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %460 = llvm.insertvalue %434, %459[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %461 = llvm.extractvalue %248[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb37(%25 : i64)
  ^bb37(%462: i64):  // 2 preds: ^bb36, ^bb44
    %463 = llvm.icmp "slt" %462, %26 : i64
    llvm.cond_br %463, ^bb38, ^bb45
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%25 : i64)
  ^bb39(%464: i64):  // 2 preds: ^bb38, ^bb43
    %465 = llvm.icmp "slt" %464, %461 : i64
    llvm.cond_br %465, ^bb40, ^bb44
  ^bb40:  // pred: ^bb39
    llvm.br ^bb41(%25 : i64)
  ^bb41(%466: i64):  // 2 preds: ^bb40, ^bb42
    %467 = llvm.icmp "slt" %466, %14 : i64
    llvm.cond_br %467, ^bb42, ^bb43
  ^bb42:  // pred: ^bb41
    %468 = llvm.extractvalue %248[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %469 = llvm.extractvalue %248[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %470 = llvm.mul %462, %469 overflow<nsw> : i64
    %471 = llvm.mlir.constant(32 : index) : i64
    %472 = llvm.mul %464, %471 overflow<nsw> : i64
    %473 = llvm.add %470, %472 overflow<nsw> : i64
    %474 = llvm.add %473, %466 overflow<nsw> : i64
    %475 = llvm.getelementptr inbounds %468[%474] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %476 = llvm.load %475 : !llvm.ptr -> f32
    %477 = llvm.extractvalue %460[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %478 = llvm.extractvalue %460[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %479 = llvm.mul %462, %478 overflow<nsw> : i64
    %480 = llvm.mlir.constant(32 : index) : i64
    %481 = llvm.mul %464, %480 overflow<nsw> : i64
    %482 = llvm.add %479, %481 overflow<nsw> : i64
    %483 = llvm.add %482, %466 overflow<nsw> : i64
    %484 = llvm.getelementptr inbounds %477[%483] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %476, %484 : f32, !llvm.ptr
    %485 = llvm.add %466, %26 : i64
    llvm.br ^bb41(%485 : i64)
  ^bb43:  // pred: ^bb41
    %486 = llvm.add %464, %26 : i64
    llvm.br ^bb39(%486 : i64)
  ^bb44:  // pred: ^bb39
    %487 = llvm.add %462, %26 : i64
    llvm.br ^bb37(%487 : i64)
  ^bb45:  // pred: ^bb37
    %488 = llvm.extractvalue %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb46(%25 : i64)
  ^bb46(%489: i64):  // 2 preds: ^bb45, ^bb56
    %490 = llvm.icmp "slt" %489, %26 : i64
    llvm.cond_br %490, ^bb47, ^bb57
  ^bb47:  // pred: ^bb46
    llvm.br ^bb48(%25 : i64)
  ^bb48(%491: i64):  // 2 preds: ^bb47, ^bb55
    %492 = llvm.icmp "slt" %491, %488 : i64
    llvm.cond_br %492, ^bb49, ^bb56
  ^bb49:  // pred: ^bb48
    llvm.br ^bb50(%25 : i64)
  ^bb50(%493: i64):  // 2 preds: ^bb49, ^bb54
    %494 = llvm.icmp "slt" %493, %14 : i64
    llvm.cond_br %494, ^bb51, ^bb55
  ^bb51:  // pred: ^bb50
    llvm.br ^bb52(%25 : i64)
  ^bb52(%495: i64):  // 2 preds: ^bb51, ^bb53
    %496 = llvm.icmp "slt" %495, %14 : i64
    llvm.cond_br %496, ^bb53, ^bb54
  ^bb53:  // pred: ^bb52
    %497 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %498 = llvm.extractvalue %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %499 = llvm.mul %489, %498 overflow<nsw> : i64
    %500 = llvm.mlir.constant(32 : index) : i64
    %501 = llvm.mul %491, %500 overflow<nsw> : i64
    %502 = llvm.add %499, %501 overflow<nsw> : i64
    %503 = llvm.add %502, %495 overflow<nsw> : i64
    %504 = llvm.getelementptr inbounds %497[%503] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %505 = llvm.load %504 : !llvm.ptr -> f32
    %506 = llvm.extractvalue %131[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %507 = llvm.mlir.constant(32 : index) : i64
    %508 = llvm.mul %493, %507 overflow<nsw, nuw> : i64
    %509 = llvm.add %508, %495 overflow<nsw, nuw> : i64
    %510 = llvm.getelementptr inbounds|nuw %506[%509] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %511 = llvm.load %510 : !llvm.ptr -> f32
    %512 = llvm.extractvalue %460[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %513 = llvm.extractvalue %460[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %514 = llvm.mul %489, %513 overflow<nsw> : i64
    %515 = llvm.mlir.constant(32 : index) : i64
    %516 = llvm.mul %491, %515 overflow<nsw> : i64
    %517 = llvm.add %514, %516 overflow<nsw> : i64
    %518 = llvm.add %517, %493 overflow<nsw> : i64
    %519 = llvm.getelementptr inbounds %512[%518] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %520 = llvm.load %519 : !llvm.ptr -> f32
    %521 = llvm.fmul %505, %511 : f32
    %522 = llvm.fadd %520, %521 : f32
    %523 = llvm.extractvalue %460[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %524 = llvm.extractvalue %460[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %525 = llvm.mul %489, %524 overflow<nsw> : i64
    %526 = llvm.mlir.constant(32 : index) : i64
    %527 = llvm.mul %491, %526 overflow<nsw> : i64
    %528 = llvm.add %525, %527 overflow<nsw> : i64
    %529 = llvm.add %528, %493 overflow<nsw> : i64
    %530 = llvm.getelementptr inbounds %523[%529] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %522, %530 : f32, !llvm.ptr
    %531 = llvm.add %495, %26 : i64
    llvm.br ^bb52(%531 : i64)
  ^bb54:  // pred: ^bb52
    %532 = llvm.add %493, %26 : i64
    llvm.br ^bb50(%532 : i64)
  ^bb55:  // pred: ^bb50
    %533 = llvm.add %491, %26 : i64
    llvm.br ^bb48(%533 : i64)
  ^bb56:  // pred: ^bb48
    %534 = llvm.add %489, %26 : i64
    llvm.br ^bb46(%534 : i64)
  ^bb57:  // pred: ^bb46
    %535 = llvm.mlir.constant(1 : index) : i64
    %536 = llvm.mlir.constant(32 : index) : i64
    %537 = llvm.mlir.constant(1 : index) : i64
    %538 = llvm.mul %536, %249 : i64
    %539 = llvm.mul %538, %535 : i64
    %540 = llvm.mlir.zero : !llvm.ptr
    %541 = llvm.getelementptr %540[%539] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %542 = llvm.ptrtoint %541 : !llvm.ptr to i64
    %543 = llvm.mlir.constant(64 : index) : i64
    %544 = llvm.add %542, %543 : i64
    %545 = llvm.call @malloc(%544) : (i64) -> !llvm.ptr
    %546 = llvm.ptrtoint %545 : !llvm.ptr to i64
    %547 = llvm.mlir.constant(1 : index) : i64
    %548 = llvm.sub %543, %547 : i64
    %549 = llvm.add %546, %548 : i64
    %550 = llvm.urem %549, %543 : i64
    %551 = llvm.sub %549, %550 : i64
    %552 = llvm.inttoptr %551 : i64 to !llvm.ptr
    %553 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %554 = llvm.insertvalue %545, %553[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %555 = llvm.insertvalue %552, %554[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %556 = llvm.mlir.constant(0 : index) : i64
    %557 = llvm.insertvalue %556, %555[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %558 = llvm.insertvalue %535, %557[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %559 = llvm.insertvalue %249, %558[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %560 = llvm.insertvalue %536, %559[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %561 = llvm.insertvalue %538, %560[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %562 = llvm.insertvalue %536, %561[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %563 = llvm.insertvalue %537, %562[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %564 = llvm.extractvalue %248[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb58(%25 : i64)
  ^bb58(%565: i64):  // 2 preds: ^bb57, ^bb65
    %566 = llvm.icmp "slt" %565, %26 : i64
    llvm.cond_br %566, ^bb59, ^bb66
  ^bb59:  // pred: ^bb58
    llvm.br ^bb60(%25 : i64)
  ^bb60(%567: i64):  // 2 preds: ^bb59, ^bb64
    %568 = llvm.icmp "slt" %567, %564 : i64
    llvm.cond_br %568, ^bb61, ^bb65
  ^bb61:  // pred: ^bb60
    llvm.br ^bb62(%25 : i64)
  ^bb62(%569: i64):  // 2 preds: ^bb61, ^bb63
    %570 = llvm.icmp "slt" %569, %14 : i64
    llvm.cond_br %570, ^bb63, ^bb64
  ^bb63:  // pred: ^bb62
    %571 = llvm.extractvalue %248[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %572 = llvm.extractvalue %248[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %573 = llvm.mul %565, %572 overflow<nsw> : i64
    %574 = llvm.mlir.constant(32 : index) : i64
    %575 = llvm.mul %567, %574 overflow<nsw> : i64
    %576 = llvm.add %573, %575 overflow<nsw> : i64
    %577 = llvm.add %576, %569 overflow<nsw> : i64
    %578 = llvm.getelementptr inbounds %571[%577] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %579 = llvm.load %578 : !llvm.ptr -> f32
    %580 = llvm.extractvalue %563[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %581 = llvm.extractvalue %563[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %582 = llvm.mul %565, %581 overflow<nsw> : i64
    %583 = llvm.mlir.constant(32 : index) : i64
    %584 = llvm.mul %567, %583 overflow<nsw> : i64
    %585 = llvm.add %582, %584 overflow<nsw> : i64
    %586 = llvm.add %585, %569 overflow<nsw> : i64
    %587 = llvm.getelementptr inbounds %580[%586] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %579, %587 : f32, !llvm.ptr
    %588 = llvm.add %569, %26 : i64
    llvm.br ^bb62(%588 : i64)
  ^bb64:  // pred: ^bb62
    %589 = llvm.add %567, %26 : i64
    llvm.br ^bb60(%589 : i64)
  ^bb65:  // pred: ^bb60
    %590 = llvm.add %565, %26 : i64
    llvm.br ^bb58(%590 : i64)
  ^bb66:  // pred: ^bb58
    %591 = llvm.extractvalue %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb67(%25 : i64)
  ^bb67(%592: i64):  // 2 preds: ^bb66, ^bb77
    %593 = llvm.icmp "slt" %592, %26 : i64
    llvm.cond_br %593, ^bb68, ^bb78
  ^bb68:  // pred: ^bb67
    llvm.br ^bb69(%25 : i64)
  ^bb69(%594: i64):  // 2 preds: ^bb68, ^bb76
    %595 = llvm.icmp "slt" %594, %591 : i64
    llvm.cond_br %595, ^bb70, ^bb77
  ^bb70:  // pred: ^bb69
    llvm.br ^bb71(%25 : i64)
  ^bb71(%596: i64):  // 2 preds: ^bb70, ^bb75
    %597 = llvm.icmp "slt" %596, %14 : i64
    llvm.cond_br %597, ^bb72, ^bb76
  ^bb72:  // pred: ^bb71
    llvm.br ^bb73(%25 : i64)
  ^bb73(%598: i64):  // 2 preds: ^bb72, ^bb74
    %599 = llvm.icmp "slt" %598, %14 : i64
    llvm.cond_br %599, ^bb74, ^bb75
  ^bb74:  // pred: ^bb73
    %600 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %601 = llvm.extractvalue %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %602 = llvm.mul %592, %601 overflow<nsw> : i64
    %603 = llvm.mlir.constant(32 : index) : i64
    %604 = llvm.mul %594, %603 overflow<nsw> : i64
    %605 = llvm.add %602, %604 overflow<nsw> : i64
    %606 = llvm.add %605, %598 overflow<nsw> : i64
    %607 = llvm.getelementptr inbounds %600[%606] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %608 = llvm.load %607 : !llvm.ptr -> f32
    %609 = llvm.extractvalue %95[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %610 = llvm.mlir.constant(32 : index) : i64
    %611 = llvm.mul %596, %610 overflow<nsw, nuw> : i64
    %612 = llvm.add %611, %598 overflow<nsw, nuw> : i64
    %613 = llvm.getelementptr inbounds|nuw %609[%612] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %614 = llvm.load %613 : !llvm.ptr -> f32
    %615 = llvm.extractvalue %563[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %616 = llvm.extractvalue %563[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %617 = llvm.mul %592, %616 overflow<nsw> : i64
    %618 = llvm.mlir.constant(32 : index) : i64
    %619 = llvm.mul %594, %618 overflow<nsw> : i64
    %620 = llvm.add %617, %619 overflow<nsw> : i64
    %621 = llvm.add %620, %596 overflow<nsw> : i64
    %622 = llvm.getelementptr inbounds %615[%621] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %623 = llvm.load %622 : !llvm.ptr -> f32
    %624 = llvm.fmul %608, %614 : f32
    %625 = llvm.fadd %623, %624 : f32
    %626 = llvm.extractvalue %563[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %627 = llvm.extractvalue %563[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %628 = llvm.mul %592, %627 overflow<nsw> : i64
    %629 = llvm.mlir.constant(32 : index) : i64
    %630 = llvm.mul %594, %629 overflow<nsw> : i64
    %631 = llvm.add %628, %630 overflow<nsw> : i64
    %632 = llvm.add %631, %596 overflow<nsw> : i64
    %633 = llvm.getelementptr inbounds %626[%632] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %625, %633 : f32, !llvm.ptr
    %634 = llvm.add %598, %26 : i64
    llvm.br ^bb73(%634 : i64)
  ^bb75:  // pred: ^bb73
    %635 = llvm.add %596, %26 : i64
    llvm.br ^bb71(%635 : i64)
  ^bb76:  // pred: ^bb71
    %636 = llvm.add %594, %26 : i64
    llvm.br ^bb69(%636 : i64)
  ^bb77:  // pred: ^bb69
    %637 = llvm.add %592, %26 : i64
    llvm.br ^bb67(%637 : i64)
  ^bb78:  // pred: ^bb67
    %638 = llvm.mlir.constant(1 : index) : i64
    %639 = llvm.mlir.constant(32 : index) : i64
    %640 = llvm.mlir.constant(1 : index) : i64
    %641 = llvm.mul %639, %372 : i64
    %642 = llvm.mul %641, %638 : i64
    %643 = llvm.mlir.zero : !llvm.ptr
    %644 = llvm.getelementptr %643[%642] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %645 = llvm.ptrtoint %644 : !llvm.ptr to i64
    %646 = llvm.mlir.constant(64 : index) : i64
    %647 = llvm.add %645, %646 : i64
    %648 = llvm.call @malloc(%647) : (i64) -> !llvm.ptr
    %649 = llvm.ptrtoint %648 : !llvm.ptr to i64
    %650 = llvm.mlir.constant(1 : index) : i64
    %651 = llvm.sub %646, %650 : i64
    %652 = llvm.add %649, %651 : i64
    %653 = llvm.urem %652, %646 : i64
    %654 = llvm.sub %652, %653 : i64
    %655 = llvm.inttoptr %654 : i64 to !llvm.ptr
    %656 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %657 = llvm.insertvalue %648, %656[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %658 = llvm.insertvalue %655, %657[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %659 = llvm.mlir.constant(0 : index) : i64
    %660 = llvm.insertvalue %659, %658[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %661 = llvm.insertvalue %638, %660[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %662 = llvm.insertvalue %372, %661[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %663 = llvm.insertvalue %639, %662[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %664 = llvm.insertvalue %641, %663[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %665 = llvm.insertvalue %639, %664[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %666 = llvm.insertvalue %640, %665[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb79(%25 : i64)
  ^bb79(%667: i64):  // 2 preds: ^bb78, ^bb86
    %668 = llvm.icmp "slt" %667, %26 : i64
    llvm.cond_br %668, ^bb80, ^bb87
  ^bb80:  // pred: ^bb79
    llvm.br ^bb81(%25 : i64)
  ^bb81(%669: i64):  // 2 preds: ^bb80, ^bb85
    %670 = llvm.icmp "slt" %669, %249 : i64
    llvm.cond_br %670, ^bb82, ^bb86
  ^bb82:  // pred: ^bb81
    llvm.br ^bb83(%25 : i64)
  ^bb83(%671: i64):  // 2 preds: ^bb82, ^bb84
    %672 = llvm.icmp "slt" %671, %14 : i64
    llvm.cond_br %672, ^bb84, ^bb85
  ^bb84:  // pred: ^bb83
    %673 = llvm.extractvalue %563[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %674 = llvm.extractvalue %563[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %675 = llvm.mul %667, %674 overflow<nsw> : i64
    %676 = llvm.mlir.constant(32 : index) : i64
    %677 = llvm.mul %669, %676 overflow<nsw> : i64
    %678 = llvm.add %675, %677 overflow<nsw> : i64
    %679 = llvm.add %678, %671 overflow<nsw> : i64
    %680 = llvm.getelementptr inbounds %673[%679] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %681 = llvm.load %680 : !llvm.ptr -> f32
    %682 = llvm.extractvalue %75[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %683 = llvm.getelementptr inbounds|nuw %682[%671] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %684 = llvm.load %683 : !llvm.ptr -> f32
    %685 = llvm.fadd %681, %684 : f32
    %686 = llvm.extractvalue %666[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %687 = llvm.extractvalue %666[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %688 = llvm.mul %667, %687 overflow<nsw> : i64
    %689 = llvm.mlir.constant(32 : index) : i64
    %690 = llvm.mul %669, %689 overflow<nsw> : i64
    %691 = llvm.add %688, %690 overflow<nsw> : i64
    %692 = llvm.add %691, %671 overflow<nsw> : i64
    %693 = llvm.getelementptr inbounds %686[%692] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %685, %693 : f32, !llvm.ptr
    %694 = llvm.add %671, %26 : i64
    llvm.br ^bb83(%694 : i64)
  ^bb85:  // pred: ^bb83
    %695 = llvm.add %669, %26 : i64
    llvm.br ^bb81(%695 : i64)
  ^bb86:  // pred: ^bb81
    %696 = llvm.add %667, %26 : i64
    llvm.br ^bb79(%696 : i64)
  ^bb87:  // pred: ^bb79
    %697 = llvm.mlir.constant(1 : index) : i64
    %698 = llvm.mlir.constant(32 : index) : i64
    %699 = llvm.mlir.constant(1 : index) : i64
    %700 = llvm.mul %168, %698 : i64
    %701 = llvm.mul %700, %697 : i64
    %702 = llvm.mlir.zero : !llvm.ptr
    %703 = llvm.getelementptr %702[%701] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %704 = llvm.ptrtoint %703 : !llvm.ptr to i64
    %705 = llvm.mlir.constant(64 : index) : i64
    %706 = llvm.add %704, %705 : i64
    %707 = llvm.call @malloc(%706) : (i64) -> !llvm.ptr
    %708 = llvm.ptrtoint %707 : !llvm.ptr to i64
    %709 = llvm.mlir.constant(1 : index) : i64
    %710 = llvm.sub %705, %709 : i64
    %711 = llvm.add %708, %710 : i64
    %712 = llvm.urem %711, %705 : i64
    %713 = llvm.sub %711, %712 : i64
    %714 = llvm.inttoptr %713 : i64 to !llvm.ptr
    %715 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %716 = llvm.insertvalue %707, %715[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %717 = llvm.insertvalue %714, %716[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %718 = llvm.mlir.constant(0 : index) : i64
    %719 = llvm.insertvalue %718, %717[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %720 = llvm.insertvalue %697, %719[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %721 = llvm.insertvalue %698, %720[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %722 = llvm.insertvalue %168, %721[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %723 = llvm.insertvalue %700, %722[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %724 = llvm.insertvalue %168, %723[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %725 = llvm.insertvalue %699, %724[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb88(%25 : i64)
  ^bb88(%726: i64):  // 2 preds: ^bb87, ^bb95
    %727 = llvm.icmp "slt" %726, %26 : i64
    llvm.cond_br %727, ^bb89, ^bb96
  ^bb89:  // pred: ^bb88
    llvm.br ^bb90(%25 : i64)
  ^bb90(%728: i64):  // 2 preds: ^bb89, ^bb94
    %729 = llvm.icmp "slt" %728, %14 : i64
    llvm.cond_br %729, ^bb91, ^bb95
  ^bb91:  // pred: ^bb90
    llvm.br ^bb92(%25 : i64)
  ^bb92(%730: i64):  // 2 preds: ^bb91, ^bb93
    %731 = llvm.icmp "slt" %730, %249 : i64
    llvm.cond_br %731, ^bb93, ^bb94
  ^bb93:  // pred: ^bb92
    %732 = llvm.extractvalue %460[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %733 = llvm.extractvalue %460[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %734 = llvm.mul %726, %733 overflow<nsw> : i64
    %735 = llvm.mlir.constant(32 : index) : i64
    %736 = llvm.mul %730, %735 overflow<nsw> : i64
    %737 = llvm.add %734, %736 overflow<nsw> : i64
    %738 = llvm.add %737, %728 overflow<nsw> : i64
    %739 = llvm.getelementptr inbounds %732[%738] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %740 = llvm.load %739 : !llvm.ptr -> f32
    %741 = llvm.extractvalue %111[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %742 = llvm.getelementptr inbounds|nuw %741[%728] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %743 = llvm.load %742 : !llvm.ptr -> f32
    %744 = llvm.fadd %740, %743 : f32
    %745 = llvm.extractvalue %725[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %746 = llvm.extractvalue %725[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %747 = llvm.mul %726, %746 overflow<nsw> : i64
    %748 = llvm.extractvalue %725[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %749 = llvm.mul %728, %748 overflow<nsw> : i64
    %750 = llvm.add %747, %749 overflow<nsw> : i64
    %751 = llvm.add %750, %730 overflow<nsw> : i64
    %752 = llvm.getelementptr inbounds %745[%751] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %744, %752 : f32, !llvm.ptr
    %753 = llvm.add %730, %26 : i64
    llvm.br ^bb92(%753 : i64)
  ^bb94:  // pred: ^bb92
    %754 = llvm.add %728, %26 : i64
    llvm.br ^bb90(%754 : i64)
  ^bb95:  // pred: ^bb90
    %755 = llvm.add %726, %26 : i64
    llvm.br ^bb88(%755 : i64)
  ^bb96:  // pred: ^bb88
    %756 = llvm.mlir.constant(1 : index) : i64
    %757 = llvm.mlir.constant(32 : index) : i64
    %758 = llvm.mlir.constant(1 : index) : i64
    %759 = llvm.mul %168, %757 : i64
    %760 = llvm.mul %759, %756 : i64
    %761 = llvm.mlir.zero : !llvm.ptr
    %762 = llvm.getelementptr %761[%760] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %763 = llvm.ptrtoint %762 : !llvm.ptr to i64
    %764 = llvm.mlir.constant(64 : index) : i64
    %765 = llvm.add %763, %764 : i64
    %766 = llvm.call @malloc(%765) : (i64) -> !llvm.ptr
    %767 = llvm.ptrtoint %766 : !llvm.ptr to i64
    %768 = llvm.mlir.constant(1 : index) : i64
    %769 = llvm.sub %764, %768 : i64
    %770 = llvm.add %767, %769 : i64
    %771 = llvm.urem %770, %764 : i64
    %772 = llvm.sub %770, %771 : i64
    %773 = llvm.inttoptr %772 : i64 to !llvm.ptr
    %774 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %775 = llvm.insertvalue %766, %774[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %776 = llvm.insertvalue %773, %775[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %777 = llvm.mlir.constant(0 : index) : i64
    %778 = llvm.insertvalue %777, %776[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %779 = llvm.insertvalue %756, %778[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %780 = llvm.insertvalue %757, %779[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %781 = llvm.insertvalue %168, %780[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %782 = llvm.insertvalue %759, %781[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %783 = llvm.insertvalue %168, %782[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %784 = llvm.insertvalue %758, %783[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb97(%25 : i64)
  ^bb97(%785: i64):  // 2 preds: ^bb96, ^bb104
    %786 = llvm.icmp "slt" %785, %26 : i64
    llvm.cond_br %786, ^bb98, ^bb105
  ^bb98:  // pred: ^bb97
    llvm.br ^bb99(%25 : i64)
  ^bb99(%787: i64):  // 2 preds: ^bb98, ^bb103
    %788 = llvm.icmp "slt" %787, %14 : i64
    llvm.cond_br %788, ^bb100, ^bb104
  ^bb100:  // pred: ^bb99
    llvm.br ^bb101(%25 : i64)
  ^bb101(%789: i64):  // 2 preds: ^bb100, ^bb102
    %790 = llvm.icmp "slt" %789, %168 : i64
    llvm.cond_br %790, ^bb102, ^bb103
  ^bb102:  // pred: ^bb101
    %791 = llvm.icmp "eq" %168, %26 : i64
    %792 = llvm.select %791, %25, %789 : i1, i64
    %793 = llvm.extractvalue %725[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %794 = llvm.extractvalue %725[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %795 = llvm.mul %25, %794 overflow<nsw> : i64
    %796 = llvm.extractvalue %725[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %797 = llvm.mul %787, %796 overflow<nsw> : i64
    %798 = llvm.add %795, %797 overflow<nsw> : i64
    %799 = llvm.add %798, %792 overflow<nsw> : i64
    %800 = llvm.getelementptr inbounds %793[%799] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %801 = llvm.load %800 : !llvm.ptr -> f32
    %802 = llvm.extractvalue %784[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %803 = llvm.extractvalue %784[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %804 = llvm.mul %785, %803 overflow<nsw> : i64
    %805 = llvm.extractvalue %784[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %806 = llvm.mul %787, %805 overflow<nsw> : i64
    %807 = llvm.add %804, %806 overflow<nsw> : i64
    %808 = llvm.add %807, %789 overflow<nsw> : i64
    %809 = llvm.getelementptr inbounds %802[%808] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %801, %809 : f32, !llvm.ptr
    %810 = llvm.add %789, %26 : i64
    llvm.br ^bb101(%810 : i64)
  ^bb103:  // pred: ^bb101
    %811 = llvm.add %787, %26 : i64
    llvm.br ^bb99(%811 : i64)
  ^bb104:  // pred: ^bb99
    %812 = llvm.add %785, %26 : i64
    llvm.br ^bb97(%812 : i64)
  ^bb105:  // pred: ^bb97
    %813 = llvm.mlir.constant(1 : index) : i64
    %814 = llvm.mlir.constant(1 : index) : i64
    %815 = llvm.mul %168, %168 : i64
    %816 = llvm.mul %815, %813 : i64
    %817 = llvm.mlir.zero : !llvm.ptr
    %818 = llvm.getelementptr %817[%816] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %819 = llvm.ptrtoint %818 : !llvm.ptr to i64
    %820 = llvm.mlir.constant(64 : index) : i64
    %821 = llvm.add %819, %820 : i64
    %822 = llvm.call @malloc(%821) : (i64) -> !llvm.ptr
    %823 = llvm.ptrtoint %822 : !llvm.ptr to i64
    %824 = llvm.mlir.constant(1 : index) : i64
    %825 = llvm.sub %820, %824 : i64
    %826 = llvm.add %823, %825 : i64
    %827 = llvm.urem %826, %820 : i64
    %828 = llvm.sub %826, %827 : i64
    %829 = llvm.inttoptr %828 : i64 to !llvm.ptr
    %830 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %831 = llvm.insertvalue %822, %830[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %832 = llvm.insertvalue %829, %831[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %833 = llvm.mlir.constant(0 : index) : i64
    %834 = llvm.insertvalue %833, %832[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %835 = llvm.insertvalue %813, %834[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %836 = llvm.insertvalue %168, %835[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %837 = llvm.insertvalue %168, %836[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %838 = llvm.insertvalue %815, %837[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %839 = llvm.insertvalue %168, %838[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %840 = llvm.insertvalue %814, %839[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb106(%25 : i64)
  ^bb106(%841: i64):  // 2 preds: ^bb105, ^bb113
    %842 = llvm.icmp "slt" %841, %26 : i64
    llvm.cond_br %842, ^bb107, ^bb114
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108(%25 : i64)
  ^bb108(%843: i64):  // 2 preds: ^bb107, ^bb112
    %844 = llvm.icmp "slt" %843, %168 : i64
    llvm.cond_br %844, ^bb109, ^bb113
  ^bb109:  // pred: ^bb108
    llvm.br ^bb110(%25 : i64)
  ^bb110(%845: i64):  // 2 preds: ^bb109, ^bb111
    %846 = llvm.icmp "slt" %845, %168 : i64
    llvm.cond_br %846, ^bb111, ^bb112
  ^bb111:  // pred: ^bb110
    %847 = llvm.extractvalue %840[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %848 = llvm.extractvalue %840[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %849 = llvm.mul %841, %848 overflow<nsw> : i64
    %850 = llvm.extractvalue %840[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %851 = llvm.mul %843, %850 overflow<nsw> : i64
    %852 = llvm.add %849, %851 overflow<nsw> : i64
    %853 = llvm.add %852, %845 overflow<nsw> : i64
    %854 = llvm.getelementptr inbounds %847[%853] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %854 : f32, !llvm.ptr
    %855 = llvm.add %845, %26 : i64
    llvm.br ^bb110(%855 : i64)
  ^bb112:  // pred: ^bb110
    %856 = llvm.add %843, %26 : i64
    llvm.br ^bb108(%856 : i64)
  ^bb113:  // pred: ^bb108
    %857 = llvm.add %841, %26 : i64
    llvm.br ^bb106(%857 : i64)
  ^bb114:  // pred: ^bb106
    %858 = llvm.mlir.constant(1 : index) : i64
    %859 = llvm.mlir.constant(1 : index) : i64
    %860 = llvm.mul %168, %168 : i64
    %861 = llvm.mul %860, %858 : i64
    %862 = llvm.mlir.zero : !llvm.ptr
    %863 = llvm.getelementptr %862[%861] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %864 = llvm.ptrtoint %863 : !llvm.ptr to i64
    %865 = llvm.mlir.constant(64 : index) : i64
    %866 = llvm.add %864, %865 : i64
    %867 = llvm.call @malloc(%866) : (i64) -> !llvm.ptr
    %868 = llvm.ptrtoint %867 : !llvm.ptr to i64
    %869 = llvm.mlir.constant(1 : index) : i64
    %870 = llvm.sub %865, %869 : i64
    %871 = llvm.add %868, %870 : i64
    %872 = llvm.urem %871, %865 : i64
    %873 = llvm.sub %871, %872 : i64
    %874 = llvm.inttoptr %873 : i64 to !llvm.ptr
    %875 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %876 = llvm.insertvalue %867, %875[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %877 = llvm.insertvalue %874, %876[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %878 = llvm.mlir.constant(0 : index) : i64
    %879 = llvm.insertvalue %878, %877[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %880 = llvm.insertvalue %858, %879[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %881 = llvm.insertvalue %168, %880[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %882 = llvm.insertvalue %168, %881[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %883 = llvm.insertvalue %860, %882[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %884 = llvm.insertvalue %168, %883[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %885 = llvm.insertvalue %859, %884[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb115(%25 : i64)
  ^bb115(%886: i64):  // 2 preds: ^bb114, ^bb122
    %887 = llvm.icmp "slt" %886, %26 : i64
    llvm.cond_br %887, ^bb116, ^bb123
  ^bb116:  // pred: ^bb115
    llvm.br ^bb117(%25 : i64)
  ^bb117(%888: i64):  // 2 preds: ^bb116, ^bb121
    %889 = llvm.icmp "slt" %888, %168 : i64
    llvm.cond_br %889, ^bb118, ^bb122
  ^bb118:  // pred: ^bb117
    llvm.br ^bb119(%25 : i64)
  ^bb119(%890: i64):  // 2 preds: ^bb118, ^bb120
    %891 = llvm.icmp "slt" %890, %168 : i64
    llvm.cond_br %891, ^bb120, ^bb121
  ^bb120:  // pred: ^bb119
    %892 = llvm.extractvalue %840[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %893 = llvm.extractvalue %840[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %894 = llvm.mul %886, %893 overflow<nsw> : i64
    %895 = llvm.extractvalue %840[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %896 = llvm.mul %888, %895 overflow<nsw> : i64
    %897 = llvm.add %894, %896 overflow<nsw> : i64
    %898 = llvm.add %897, %890 overflow<nsw> : i64
    %899 = llvm.getelementptr inbounds %892[%898] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %900 = llvm.load %899 : !llvm.ptr -> f32
    %901 = llvm.extractvalue %885[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %902 = llvm.extractvalue %885[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %903 = llvm.mul %886, %902 overflow<nsw> : i64
    %904 = llvm.extractvalue %885[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %905 = llvm.mul %888, %904 overflow<nsw> : i64
    %906 = llvm.add %903, %905 overflow<nsw> : i64
    %907 = llvm.add %906, %890 overflow<nsw> : i64
    %908 = llvm.getelementptr inbounds %901[%907] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %900, %908 : f32, !llvm.ptr
    %909 = llvm.add %890, %26 : i64
    llvm.br ^bb119(%909 : i64)
  ^bb121:  // pred: ^bb119
    %910 = llvm.add %888, %26 : i64
    llvm.br ^bb117(%910 : i64)
  ^bb122:  // pred: ^bb117
    %911 = llvm.add %886, %26 : i64
    llvm.br ^bb115(%911 : i64)
  ^bb123:  // pred: ^bb115
    llvm.br ^bb124(%25 : i64)
  ^bb124(%912: i64):  // 2 preds: ^bb123, ^bb134
    %913 = llvm.icmp "slt" %912, %26 : i64
    llvm.cond_br %913, ^bb125, ^bb135
  ^bb125:  // pred: ^bb124
    llvm.br ^bb126(%25 : i64)
  ^bb126(%914: i64):  // 2 preds: ^bb125, ^bb133
    %915 = llvm.icmp "slt" %914, %168 : i64
    llvm.cond_br %915, ^bb127, ^bb134
  ^bb127:  // pred: ^bb126
    llvm.br ^bb128(%25 : i64)
  ^bb128(%916: i64):  // 2 preds: ^bb127, ^bb132
    %917 = llvm.icmp "slt" %916, %168 : i64
    llvm.cond_br %917, ^bb129, ^bb133
  ^bb129:  // pred: ^bb128
    llvm.br ^bb130(%25 : i64)
  ^bb130(%918: i64):  // 2 preds: ^bb129, ^bb131
    %919 = llvm.icmp "slt" %918, %14 : i64
    llvm.cond_br %919, ^bb131, ^bb132
  ^bb131:  // pred: ^bb130
    %920 = llvm.extractvalue %784[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %921 = llvm.extractvalue %784[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %922 = llvm.mul %912, %921 overflow<nsw> : i64
    %923 = llvm.extractvalue %784[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %924 = llvm.mul %918, %923 overflow<nsw> : i64
    %925 = llvm.add %922, %924 overflow<nsw> : i64
    %926 = llvm.add %925, %916 overflow<nsw> : i64
    %927 = llvm.getelementptr inbounds %920[%926] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %928 = llvm.load %927 : !llvm.ptr -> f32
    %929 = llvm.extractvalue %885[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %930 = llvm.extractvalue %885[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %931 = llvm.mul %912, %930 overflow<nsw> : i64
    %932 = llvm.extractvalue %885[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %933 = llvm.mul %914, %932 overflow<nsw> : i64
    %934 = llvm.add %931, %933 overflow<nsw> : i64
    %935 = llvm.add %934, %916 overflow<nsw> : i64
    %936 = llvm.getelementptr inbounds %929[%935] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %937 = llvm.load %936 : !llvm.ptr -> f32
    %938 = llvm.icmp "eq" %168, %26 : i64
    %939 = llvm.select %938, %25, %914 : i1, i64
    %940 = llvm.extractvalue %401[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %941 = llvm.extractvalue %401[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %942 = llvm.mul %25, %941 overflow<nsw> : i64
    %943 = llvm.mlir.constant(32 : index) : i64
    %944 = llvm.mul %939, %943 overflow<nsw> : i64
    %945 = llvm.add %942, %944 overflow<nsw> : i64
    %946 = llvm.add %945, %918 overflow<nsw> : i64
    %947 = llvm.getelementptr inbounds %940[%946] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %948 = llvm.load %947 : !llvm.ptr -> f32
    %949 = llvm.fmul %948, %928 : f32
    %950 = llvm.fadd %937, %949 : f32
    %951 = llvm.extractvalue %885[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %952 = llvm.extractvalue %885[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %953 = llvm.mul %912, %952 overflow<nsw> : i64
    %954 = llvm.extractvalue %885[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %955 = llvm.mul %914, %954 overflow<nsw> : i64
    %956 = llvm.add %953, %955 overflow<nsw> : i64
    %957 = llvm.add %956, %916 overflow<nsw> : i64
    %958 = llvm.getelementptr inbounds %951[%957] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %950, %958 : f32, !llvm.ptr
    %959 = llvm.add %918, %26 : i64
    llvm.br ^bb130(%959 : i64)
  ^bb132:  // pred: ^bb130
    %960 = llvm.add %916, %26 : i64
    llvm.br ^bb128(%960 : i64)
  ^bb133:  // pred: ^bb128
    %961 = llvm.add %914, %26 : i64
    llvm.br ^bb126(%961 : i64)
  ^bb134:  // pred: ^bb126
    %962 = llvm.add %912, %26 : i64
    llvm.br ^bb124(%962 : i64)
  ^bb135:  // pred: ^bb124
    %963 = llvm.icmp "slt" %168, %24 : i64
    %964 = llvm.select %963, %23, %168 : i1, i64
    %965 = llvm.mul %964, %168 : i64
    %966 = llvm.select %963, %23, %965 : i1, i64
    %967 = llvm.mul %168, %168 : i64
    %968 = llvm.sdiv %967, %966 : i64
    %969 = llvm.select %963, %968, %168 : i1, i64
    %970 = llvm.mlir.constant(3 : index) : i64
    %971 = llvm.mlir.constant(1 : index) : i64
    %972 = llvm.mlir.zero : !llvm.ptr
    %973 = llvm.getelementptr %972[%970] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %974 = llvm.ptrtoint %973 : !llvm.ptr to i64
    %975 = llvm.mlir.constant(64 : index) : i64
    %976 = llvm.add %974, %975 : i64
    %977 = llvm.call @malloc(%976) : (i64) -> !llvm.ptr
    %978 = llvm.ptrtoint %977 : !llvm.ptr to i64
    %979 = llvm.mlir.constant(1 : index) : i64
    %980 = llvm.sub %975, %979 : i64
    %981 = llvm.add %978, %980 : i64
    %982 = llvm.urem %981, %975 : i64
    %983 = llvm.sub %981, %982 : i64
    %984 = llvm.inttoptr %983 : i64 to !llvm.ptr
    %985 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %986 = llvm.insertvalue %977, %985[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %987 = llvm.insertvalue %984, %986[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %988 = llvm.mlir.constant(0 : index) : i64
    %989 = llvm.insertvalue %988, %987[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %990 = llvm.insertvalue %970, %989[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %991 = llvm.insertvalue %971, %990[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %992 = llvm.extractvalue %991[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %993 = llvm.getelementptr inbounds|nuw %992[%25] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %23, %993 : i64, !llvm.ptr
    %994 = llvm.extractvalue %991[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %995 = llvm.getelementptr inbounds|nuw %994[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %969, %995 : i64, !llvm.ptr
    %996 = llvm.extractvalue %991[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %997 = llvm.getelementptr inbounds|nuw %996[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %969, %997 : i64, !llvm.ptr
    %998 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %999 = llvm.extractvalue %885[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1000 = llvm.extractvalue %885[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1001 = llvm.insertvalue %999, %998[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1002 = llvm.insertvalue %1000, %1001[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1003 = llvm.mlir.constant(0 : index) : i64
    %1004 = llvm.insertvalue %1003, %1002[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1005 = llvm.mlir.constant(1 : index) : i64
    %1006 = llvm.mlir.constant(2 : index) : i64
    %1007 = llvm.extractvalue %991[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1008 = llvm.getelementptr inbounds|nuw %1007[%1006] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1009 = llvm.load %1008 : !llvm.ptr -> i64
    %1010 = llvm.insertvalue %1009, %1004[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1011 = llvm.insertvalue %1005, %1010[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1012 = llvm.mul %1005, %1009 : i64
    %1013 = llvm.mlir.constant(1 : index) : i64
    %1014 = llvm.extractvalue %991[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1015 = llvm.getelementptr inbounds|nuw %1014[%1013] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1016 = llvm.load %1015 : !llvm.ptr -> i64
    %1017 = llvm.insertvalue %1016, %1011[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1018 = llvm.insertvalue %1012, %1017[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1019 = llvm.mul %1012, %1016 : i64
    %1020 = llvm.mlir.constant(1 : index) : i64
    %1021 = llvm.insertvalue %1020, %1018[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1022 = llvm.insertvalue %1019, %1021[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1023 = llvm.mul %1019, %1020 : i64
    %1024 = llvm.extractvalue %991[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1025 = llvm.getelementptr inbounds|nuw %1024[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1026 = llvm.load %1025 : !llvm.ptr -> i64
    %1027 = llvm.extractvalue %991[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1028 = llvm.getelementptr inbounds|nuw %1027[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1029 = llvm.load %1028 : !llvm.ptr -> i64
    %1030 = llvm.mlir.constant(1 : index) : i64
    %1031 = llvm.mlir.constant(1 : index) : i64
    %1032 = llvm.mul %969, %969 : i64
    %1033 = llvm.mul %1032, %1030 : i64
    %1034 = llvm.mlir.zero : !llvm.ptr
    %1035 = llvm.getelementptr %1034[%1033] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1036 = llvm.ptrtoint %1035 : !llvm.ptr to i64
    %1037 = llvm.mlir.constant(64 : index) : i64
    %1038 = llvm.add %1036, %1037 : i64
    %1039 = llvm.call @malloc(%1038) : (i64) -> !llvm.ptr
    %1040 = llvm.ptrtoint %1039 : !llvm.ptr to i64
    %1041 = llvm.mlir.constant(1 : index) : i64
    %1042 = llvm.sub %1037, %1041 : i64
    %1043 = llvm.add %1040, %1042 : i64
    %1044 = llvm.urem %1043, %1037 : i64
    %1045 = llvm.sub %1043, %1044 : i64
    %1046 = llvm.inttoptr %1045 : i64 to !llvm.ptr
    %1047 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1048 = llvm.insertvalue %1039, %1047[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1049 = llvm.insertvalue %1046, %1048[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1050 = llvm.mlir.constant(0 : index) : i64
    %1051 = llvm.insertvalue %1050, %1049[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1052 = llvm.insertvalue %1030, %1051[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1053 = llvm.insertvalue %969, %1052[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1054 = llvm.insertvalue %969, %1053[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1055 = llvm.insertvalue %1032, %1054[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1056 = llvm.insertvalue %969, %1055[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1057 = llvm.insertvalue %1031, %1056[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb136(%25 : i64)
  ^bb136(%1058: i64):  // 2 preds: ^bb135, ^bb143
    %1059 = llvm.icmp "slt" %1058, %26 : i64
    llvm.cond_br %1059, ^bb137, ^bb144
  ^bb137:  // pred: ^bb136
    llvm.br ^bb138(%25 : i64)
  ^bb138(%1060: i64):  // 2 preds: ^bb137, ^bb142
    %1061 = llvm.icmp "slt" %1060, %1026 : i64
    llvm.cond_br %1061, ^bb139, ^bb143
  ^bb139:  // pred: ^bb138
    llvm.br ^bb140(%25 : i64)
  ^bb140(%1062: i64):  // 2 preds: ^bb139, ^bb141
    %1063 = llvm.icmp "slt" %1062, %1029 : i64
    llvm.cond_br %1063, ^bb141, ^bb142
  ^bb141:  // pred: ^bb140
    %1064 = llvm.extractvalue %1022[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1065 = llvm.extractvalue %1022[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1066 = llvm.mul %1058, %1065 overflow<nsw> : i64
    %1067 = llvm.extractvalue %1022[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1068 = llvm.mul %1060, %1067 overflow<nsw> : i64
    %1069 = llvm.add %1066, %1068 overflow<nsw> : i64
    %1070 = llvm.add %1069, %1062 overflow<nsw> : i64
    %1071 = llvm.getelementptr inbounds %1064[%1070] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1072 = llvm.load %1071 : !llvm.ptr -> f32
    %1073 = llvm.fptrunc %17 : f64 to f32
    %1074 = llvm.fmul %1072, %1073 : f32
    %1075 = llvm.extractvalue %1057[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1076 = llvm.extractvalue %1057[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1077 = llvm.mul %1058, %1076 overflow<nsw> : i64
    %1078 = llvm.extractvalue %1057[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1079 = llvm.mul %1060, %1078 overflow<nsw> : i64
    %1080 = llvm.add %1077, %1079 overflow<nsw> : i64
    %1081 = llvm.add %1080, %1062 overflow<nsw> : i64
    %1082 = llvm.getelementptr inbounds %1075[%1081] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1074, %1082 : f32, !llvm.ptr
    %1083 = llvm.add %1062, %26 : i64
    llvm.br ^bb140(%1083 : i64)
  ^bb142:  // pred: ^bb140
    %1084 = llvm.add %1060, %26 : i64
    llvm.br ^bb138(%1084 : i64)
  ^bb143:  // pred: ^bb138
    %1085 = llvm.add %1058, %26 : i64
    llvm.br ^bb136(%1085 : i64)
  ^bb144:  // pred: ^bb136
    %1086 = llvm.mlir.constant(1 : index) : i64
    %1087 = llvm.mlir.constant(1 : index) : i64
    %1088 = llvm.mul %969, %1086 : i64
    %1089 = llvm.mlir.zero : !llvm.ptr
    %1090 = llvm.getelementptr %1089[%1088] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1091 = llvm.ptrtoint %1090 : !llvm.ptr to i64
    %1092 = llvm.mlir.constant(64 : index) : i64
    %1093 = llvm.add %1091, %1092 : i64
    %1094 = llvm.call @malloc(%1093) : (i64) -> !llvm.ptr
    %1095 = llvm.ptrtoint %1094 : !llvm.ptr to i64
    %1096 = llvm.mlir.constant(1 : index) : i64
    %1097 = llvm.sub %1092, %1096 : i64
    %1098 = llvm.add %1095, %1097 : i64
    %1099 = llvm.urem %1098, %1092 : i64
    %1100 = llvm.sub %1098, %1099 : i64
    %1101 = llvm.inttoptr %1100 : i64 to !llvm.ptr
    %1102 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1103 = llvm.insertvalue %1094, %1102[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1104 = llvm.insertvalue %1101, %1103[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1105 = llvm.mlir.constant(0 : index) : i64
    %1106 = llvm.insertvalue %1105, %1104[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1107 = llvm.insertvalue %1086, %1106[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1108 = llvm.insertvalue %969, %1107[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1109 = llvm.insertvalue %969, %1108[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1110 = llvm.insertvalue %1087, %1109[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1111 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1112 = llvm.extractvalue %1110[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1113 = llvm.extractvalue %1110[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1114 = llvm.insertvalue %1112, %1111[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1115 = llvm.insertvalue %1113, %1114[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1116 = llvm.mlir.constant(0 : index) : i64
    %1117 = llvm.insertvalue %1116, %1115[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1118 = llvm.mlir.constant(1 : index) : i64
    %1119 = llvm.insertvalue %1118, %1117[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1120 = llvm.insertvalue %969, %1119[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1121 = llvm.insertvalue %969, %1120[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1122 = llvm.mlir.constant(1 : index) : i64
    %1123 = llvm.insertvalue %1122, %1121[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1124 = llvm.mlir.constant(1 : index) : i64
    %1125 = llvm.insertvalue %1124, %1123[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1126 = llvm.mlir.constant(1 : index) : i64
    %1127 = llvm.insertvalue %1126, %1125[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1128 = llvm.extractvalue %1127[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1129 = llvm.mlir.constant(1 : index) : i64
    %1130 = llvm.mlir.constant(1 : index) : i64
    %1131 = llvm.mlir.constant(1 : index) : i64
    %1132 = llvm.mul %1128, %1129 : i64
    %1133 = llvm.mlir.zero : !llvm.ptr
    %1134 = llvm.getelementptr %1133[%1132] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1135 = llvm.ptrtoint %1134 : !llvm.ptr to i64
    %1136 = llvm.mlir.constant(64 : index) : i64
    %1137 = llvm.add %1135, %1136 : i64
    %1138 = llvm.call @malloc(%1137) : (i64) -> !llvm.ptr
    %1139 = llvm.ptrtoint %1138 : !llvm.ptr to i64
    %1140 = llvm.mlir.constant(1 : index) : i64
    %1141 = llvm.sub %1136, %1140 : i64
    %1142 = llvm.add %1139, %1141 : i64
    %1143 = llvm.urem %1142, %1136 : i64
    %1144 = llvm.sub %1142, %1143 : i64
    %1145 = llvm.inttoptr %1144 : i64 to !llvm.ptr
    %1146 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1147 = llvm.insertvalue %1138, %1146[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1148 = llvm.insertvalue %1145, %1147[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1149 = llvm.mlir.constant(0 : index) : i64
    %1150 = llvm.insertvalue %1149, %1148[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1151 = llvm.insertvalue %1129, %1150[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1152 = llvm.insertvalue %1128, %1151[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1153 = llvm.insertvalue %1130, %1152[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1154 = llvm.insertvalue %1128, %1153[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1155 = llvm.insertvalue %1130, %1154[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1156 = llvm.insertvalue %1131, %1155[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb145(%25 : i64)
  ^bb145(%1157: i64):  // 2 preds: ^bb144, ^bb152
    %1158 = llvm.icmp "slt" %1157, %26 : i64
    llvm.cond_br %1158, ^bb146, ^bb153
  ^bb146:  // pred: ^bb145
    llvm.br ^bb147(%25 : i64)
  ^bb147(%1159: i64):  // 2 preds: ^bb146, ^bb151
    %1160 = llvm.icmp "slt" %1159, %1128 : i64
    llvm.cond_br %1160, ^bb148, ^bb152
  ^bb148:  // pred: ^bb147
    llvm.br ^bb149(%25 : i64)
  ^bb149(%1161: i64):  // 2 preds: ^bb148, ^bb150
    %1162 = llvm.icmp "slt" %1161, %26 : i64
    llvm.cond_br %1162, ^bb150, ^bb151
  ^bb150:  // pred: ^bb149
    %1163 = llvm.extractvalue %1156[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1164 = llvm.extractvalue %1156[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1165 = llvm.mul %1157, %1164 overflow<nsw> : i64
    %1166 = llvm.add %1165, %1159 overflow<nsw> : i64
    %1167 = llvm.add %1166, %1161 overflow<nsw> : i64
    %1168 = llvm.getelementptr inbounds %1163[%1167] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %21, %1168 : f32, !llvm.ptr
    %1169 = llvm.add %1161, %26 : i64
    llvm.br ^bb149(%1169 : i64)
  ^bb151:  // pred: ^bb149
    %1170 = llvm.add %1159, %26 : i64
    llvm.br ^bb147(%1170 : i64)
  ^bb152:  // pred: ^bb147
    %1171 = llvm.add %1157, %26 : i64
    llvm.br ^bb145(%1171 : i64)
  ^bb153:  // pred: ^bb145
    %1172 = llvm.mul %969, %969 overflow<nsw> : i64
    %1173 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1174 = llvm.extractvalue %1057[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1175 = llvm.extractvalue %1057[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1176 = llvm.insertvalue %1174, %1173[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1177 = llvm.insertvalue %1175, %1176[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1178 = llvm.mlir.constant(0 : index) : i64
    %1179 = llvm.insertvalue %1178, %1177[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1180 = llvm.mlir.constant(1 : index) : i64
    %1181 = llvm.insertvalue %1180, %1179[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1182 = llvm.insertvalue %1172, %1181[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1183 = llvm.insertvalue %969, %1182[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1184 = llvm.insertvalue %969, %1183[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1185 = llvm.mlir.constant(1 : index) : i64
    %1186 = llvm.insertvalue %1185, %1184[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1187 = llvm.insertvalue %969, %1186[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1188 = llvm.insertvalue %969, %1187[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1189 = llvm.mlir.constant(1 : index) : i64
    %1190 = llvm.insertvalue %1189, %1188[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1191 = llvm.mlir.constant(1 : index) : i64
    %1192 = llvm.mlir.constant(1 : index) : i64
    %1193 = llvm.mlir.constant(1 : index) : i64
    %1194 = llvm.mul %1128, %1191 : i64
    %1195 = llvm.mlir.zero : !llvm.ptr
    %1196 = llvm.getelementptr %1195[%1194] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1197 = llvm.ptrtoint %1196 : !llvm.ptr to i64
    %1198 = llvm.mlir.constant(64 : index) : i64
    %1199 = llvm.add %1197, %1198 : i64
    %1200 = llvm.call @malloc(%1199) : (i64) -> !llvm.ptr
    %1201 = llvm.ptrtoint %1200 : !llvm.ptr to i64
    %1202 = llvm.mlir.constant(1 : index) : i64
    %1203 = llvm.sub %1198, %1202 : i64
    %1204 = llvm.add %1201, %1203 : i64
    %1205 = llvm.urem %1204, %1198 : i64
    %1206 = llvm.sub %1204, %1205 : i64
    %1207 = llvm.inttoptr %1206 : i64 to !llvm.ptr
    %1208 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1209 = llvm.insertvalue %1200, %1208[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1210 = llvm.insertvalue %1207, %1209[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1211 = llvm.mlir.constant(0 : index) : i64
    %1212 = llvm.insertvalue %1211, %1210[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1213 = llvm.insertvalue %1191, %1212[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1214 = llvm.insertvalue %1128, %1213[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1215 = llvm.insertvalue %1192, %1214[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1216 = llvm.insertvalue %1128, %1215[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1217 = llvm.insertvalue %1192, %1216[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1218 = llvm.insertvalue %1193, %1217[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb154(%25 : i64)
  ^bb154(%1219: i64):  // 2 preds: ^bb153, ^bb161
    %1220 = llvm.icmp "slt" %1219, %26 : i64
    llvm.cond_br %1220, ^bb155, ^bb162
  ^bb155:  // pred: ^bb154
    llvm.br ^bb156(%25 : i64)
  ^bb156(%1221: i64):  // 2 preds: ^bb155, ^bb160
    %1222 = llvm.icmp "slt" %1221, %1128 : i64
    llvm.cond_br %1222, ^bb157, ^bb161
  ^bb157:  // pred: ^bb156
    llvm.br ^bb158(%25 : i64)
  ^bb158(%1223: i64):  // 2 preds: ^bb157, ^bb159
    %1224 = llvm.icmp "slt" %1223, %26 : i64
    llvm.cond_br %1224, ^bb159, ^bb160
  ^bb159:  // pred: ^bb158
    %1225 = llvm.extractvalue %1156[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1226 = llvm.extractvalue %1156[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1227 = llvm.mul %1219, %1226 overflow<nsw> : i64
    %1228 = llvm.add %1227, %1221 overflow<nsw> : i64
    %1229 = llvm.add %1228, %1223 overflow<nsw> : i64
    %1230 = llvm.getelementptr inbounds %1225[%1229] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1231 = llvm.load %1230 : !llvm.ptr -> f32
    %1232 = llvm.extractvalue %1218[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1233 = llvm.extractvalue %1218[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1234 = llvm.mul %1219, %1233 overflow<nsw> : i64
    %1235 = llvm.add %1234, %1221 overflow<nsw> : i64
    %1236 = llvm.add %1235, %1223 overflow<nsw> : i64
    %1237 = llvm.getelementptr inbounds %1232[%1236] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1231, %1237 : f32, !llvm.ptr
    %1238 = llvm.add %1223, %26 : i64
    llvm.br ^bb158(%1238 : i64)
  ^bb160:  // pred: ^bb158
    %1239 = llvm.add %1221, %26 : i64
    llvm.br ^bb156(%1239 : i64)
  ^bb161:  // pred: ^bb156
    %1240 = llvm.add %1219, %26 : i64
    llvm.br ^bb154(%1240 : i64)
  ^bb162:  // pred: ^bb154
    %1241 = llvm.extractvalue %1190[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1242 = llvm.extractvalue %1190[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb163(%25 : i64)
  ^bb163(%1243: i64):  // 2 preds: ^bb162, ^bb173
    %1244 = llvm.icmp "slt" %1243, %26 : i64
    llvm.cond_br %1244, ^bb164, ^bb174
  ^bb164:  // pred: ^bb163
    llvm.br ^bb165(%25 : i64)
  ^bb165(%1245: i64):  // 2 preds: ^bb164, ^bb172
    %1246 = llvm.icmp "slt" %1245, %1241 : i64
    llvm.cond_br %1246, ^bb166, ^bb173
  ^bb166:  // pred: ^bb165
    llvm.br ^bb167(%25 : i64)
  ^bb167(%1247: i64):  // 2 preds: ^bb166, ^bb171
    %1248 = llvm.icmp "slt" %1247, %26 : i64
    llvm.cond_br %1248, ^bb168, ^bb172
  ^bb168:  // pred: ^bb167
    llvm.br ^bb169(%25 : i64)
  ^bb169(%1249: i64):  // 2 preds: ^bb168, ^bb170
    %1250 = llvm.icmp "slt" %1249, %1242 : i64
    llvm.cond_br %1250, ^bb170, ^bb171
  ^bb170:  // pred: ^bb169
    %1251 = llvm.extractvalue %1190[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1252 = llvm.extractvalue %1190[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1253 = llvm.mul %1243, %1252 overflow<nsw> : i64
    %1254 = llvm.extractvalue %1190[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1255 = llvm.mul %1245, %1254 overflow<nsw> : i64
    %1256 = llvm.add %1253, %1255 overflow<nsw> : i64
    %1257 = llvm.extractvalue %1190[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1258 = llvm.mul %1247, %1257 overflow<nsw> : i64
    %1259 = llvm.add %1256, %1258 overflow<nsw> : i64
    %1260 = llvm.add %1259, %1249 overflow<nsw> : i64
    %1261 = llvm.getelementptr inbounds %1251[%1260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1262 = llvm.load %1261 : !llvm.ptr -> f32
    %1263 = llvm.extractvalue %1218[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1264 = llvm.extractvalue %1218[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1265 = llvm.mul %1243, %1264 overflow<nsw> : i64
    %1266 = llvm.add %1265, %1245 overflow<nsw> : i64
    %1267 = llvm.add %1266, %1247 overflow<nsw> : i64
    %1268 = llvm.getelementptr inbounds %1263[%1267] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1269 = llvm.load %1268 : !llvm.ptr -> f32
    %1270 = llvm.intr.maximum(%1262, %1269) : (f32, f32) -> f32
    %1271 = llvm.extractvalue %1218[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1272 = llvm.extractvalue %1218[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1273 = llvm.mul %1243, %1272 overflow<nsw> : i64
    %1274 = llvm.add %1273, %1245 overflow<nsw> : i64
    %1275 = llvm.add %1274, %1247 overflow<nsw> : i64
    %1276 = llvm.getelementptr inbounds %1271[%1275] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1270, %1276 : f32, !llvm.ptr
    %1277 = llvm.add %1249, %26 : i64
    llvm.br ^bb169(%1277 : i64)
  ^bb171:  // pred: ^bb169
    %1278 = llvm.add %1247, %26 : i64
    llvm.br ^bb167(%1278 : i64)
  ^bb172:  // pred: ^bb167
    %1279 = llvm.add %1245, %26 : i64
    llvm.br ^bb165(%1279 : i64)
  ^bb173:  // pred: ^bb165
    %1280 = llvm.add %1243, %26 : i64
    llvm.br ^bb163(%1280 : i64)
  ^bb174:  // pred: ^bb163
    %1281 = llvm.mlir.constant(1 : index) : i64
    %1282 = llvm.mlir.constant(1 : index) : i64
    %1283 = llvm.mul %969, %969 : i64
    %1284 = llvm.mul %1283, %1281 : i64
    %1285 = llvm.mlir.zero : !llvm.ptr
    %1286 = llvm.getelementptr %1285[%1284] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1287 = llvm.ptrtoint %1286 : !llvm.ptr to i64
    %1288 = llvm.mlir.constant(64 : index) : i64
    %1289 = llvm.add %1287, %1288 : i64
    %1290 = llvm.call @malloc(%1289) : (i64) -> !llvm.ptr
    %1291 = llvm.ptrtoint %1290 : !llvm.ptr to i64
    %1292 = llvm.mlir.constant(1 : index) : i64
    %1293 = llvm.sub %1288, %1292 : i64
    %1294 = llvm.add %1291, %1293 : i64
    %1295 = llvm.urem %1294, %1288 : i64
    %1296 = llvm.sub %1294, %1295 : i64
    %1297 = llvm.inttoptr %1296 : i64 to !llvm.ptr
    %1298 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1299 = llvm.insertvalue %1290, %1298[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1300 = llvm.insertvalue %1297, %1299[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1301 = llvm.mlir.constant(0 : index) : i64
    %1302 = llvm.insertvalue %1301, %1300[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1303 = llvm.insertvalue %1281, %1302[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1304 = llvm.insertvalue %969, %1303[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1305 = llvm.insertvalue %969, %1304[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1306 = llvm.insertvalue %1283, %1305[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1307 = llvm.insertvalue %969, %1306[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1308 = llvm.insertvalue %1282, %1307[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb175(%25 : i64)
  ^bb175(%1309: i64):  // 2 preds: ^bb174, ^bb182
    %1310 = llvm.icmp "slt" %1309, %26 : i64
    llvm.cond_br %1310, ^bb176, ^bb183
  ^bb176:  // pred: ^bb175
    llvm.br ^bb177(%25 : i64)
  ^bb177(%1311: i64):  // 2 preds: ^bb176, ^bb181
    %1312 = llvm.icmp "slt" %1311, %969 : i64
    llvm.cond_br %1312, ^bb178, ^bb182
  ^bb178:  // pred: ^bb177
    llvm.br ^bb179(%25 : i64)
  ^bb179(%1313: i64):  // 2 preds: ^bb178, ^bb180
    %1314 = llvm.icmp "slt" %1313, %969 : i64
    llvm.cond_br %1314, ^bb180, ^bb181
  ^bb180:  // pred: ^bb179
    %1315 = llvm.extractvalue %1057[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1316 = llvm.extractvalue %1057[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1317 = llvm.mul %1309, %1316 overflow<nsw> : i64
    %1318 = llvm.extractvalue %1057[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1319 = llvm.mul %1311, %1318 overflow<nsw> : i64
    %1320 = llvm.add %1317, %1319 overflow<nsw> : i64
    %1321 = llvm.add %1320, %1313 overflow<nsw> : i64
    %1322 = llvm.getelementptr inbounds %1315[%1321] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1323 = llvm.load %1322 : !llvm.ptr -> f32
    %1324 = llvm.extractvalue %1218[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1325 = llvm.extractvalue %1218[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1326 = llvm.mul %1309, %1325 overflow<nsw> : i64
    %1327 = llvm.add %1326, %1311 overflow<nsw> : i64
    %1328 = llvm.add %1327, %25 overflow<nsw> : i64
    %1329 = llvm.getelementptr inbounds %1324[%1328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1330 = llvm.load %1329 : !llvm.ptr -> f32
    %1331 = llvm.fsub %1323, %1330 : f32
    %1332 = llvm.fmul %1331, %10 : f32
    %1333 = llvm.intr.exp2(%1332) : (f32) -> f32
    %1334 = llvm.extractvalue %1308[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1335 = llvm.extractvalue %1308[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1336 = llvm.mul %1309, %1335 overflow<nsw> : i64
    %1337 = llvm.extractvalue %1308[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1338 = llvm.mul %1311, %1337 overflow<nsw> : i64
    %1339 = llvm.add %1336, %1338 overflow<nsw> : i64
    %1340 = llvm.add %1339, %1313 overflow<nsw> : i64
    %1341 = llvm.getelementptr inbounds %1334[%1340] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1333, %1341 : f32, !llvm.ptr
    %1342 = llvm.add %1313, %26 : i64
    llvm.br ^bb179(%1342 : i64)
  ^bb181:  // pred: ^bb179
    %1343 = llvm.add %1311, %26 : i64
    llvm.br ^bb177(%1343 : i64)
  ^bb182:  // pred: ^bb177
    %1344 = llvm.add %1309, %26 : i64
    llvm.br ^bb175(%1344 : i64)
  ^bb183:  // pred: ^bb175
    %1345 = llvm.mlir.constant(1 : index) : i64
    %1346 = llvm.mlir.constant(1 : index) : i64
    %1347 = llvm.mlir.constant(1 : index) : i64
    %1348 = llvm.mul %969, %1345 : i64
    %1349 = llvm.mlir.zero : !llvm.ptr
    %1350 = llvm.getelementptr %1349[%1348] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1351 = llvm.ptrtoint %1350 : !llvm.ptr to i64
    %1352 = llvm.mlir.constant(64 : index) : i64
    %1353 = llvm.add %1351, %1352 : i64
    %1354 = llvm.call @malloc(%1353) : (i64) -> !llvm.ptr
    %1355 = llvm.ptrtoint %1354 : !llvm.ptr to i64
    %1356 = llvm.mlir.constant(1 : index) : i64
    %1357 = llvm.sub %1352, %1356 : i64
    %1358 = llvm.add %1355, %1357 : i64
    %1359 = llvm.urem %1358, %1352 : i64
    %1360 = llvm.sub %1358, %1359 : i64
    %1361 = llvm.inttoptr %1360 : i64 to !llvm.ptr
    %1362 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1363 = llvm.insertvalue %1354, %1362[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1364 = llvm.insertvalue %1361, %1363[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1365 = llvm.mlir.constant(0 : index) : i64
    %1366 = llvm.insertvalue %1365, %1364[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1367 = llvm.insertvalue %1345, %1366[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1368 = llvm.insertvalue %969, %1367[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1369 = llvm.insertvalue %1346, %1368[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1370 = llvm.insertvalue %969, %1369[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1371 = llvm.insertvalue %1346, %1370[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1372 = llvm.insertvalue %1347, %1371[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb184(%25 : i64)
  ^bb184(%1373: i64):  // 2 preds: ^bb183, ^bb191
    %1374 = llvm.icmp "slt" %1373, %26 : i64
    llvm.cond_br %1374, ^bb185, ^bb192
  ^bb185:  // pred: ^bb184
    llvm.br ^bb186(%25 : i64)
  ^bb186(%1375: i64):  // 2 preds: ^bb185, ^bb190
    %1376 = llvm.icmp "slt" %1375, %969 : i64
    llvm.cond_br %1376, ^bb187, ^bb191
  ^bb187:  // pred: ^bb186
    llvm.br ^bb188(%25 : i64)
  ^bb188(%1377: i64):  // 2 preds: ^bb187, ^bb189
    %1378 = llvm.icmp "slt" %1377, %26 : i64
    llvm.cond_br %1378, ^bb189, ^bb190
  ^bb189:  // pred: ^bb188
    %1379 = llvm.extractvalue %1372[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1380 = llvm.extractvalue %1372[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1381 = llvm.mul %1373, %1380 overflow<nsw> : i64
    %1382 = llvm.add %1381, %1375 overflow<nsw> : i64
    %1383 = llvm.add %1382, %1377 overflow<nsw> : i64
    %1384 = llvm.getelementptr inbounds %1379[%1383] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %1384 : f32, !llvm.ptr
    %1385 = llvm.add %1377, %26 : i64
    llvm.br ^bb188(%1385 : i64)
  ^bb190:  // pred: ^bb188
    %1386 = llvm.add %1375, %26 : i64
    llvm.br ^bb186(%1386 : i64)
  ^bb191:  // pred: ^bb186
    %1387 = llvm.add %1373, %26 : i64
    llvm.br ^bb184(%1387 : i64)
  ^bb192:  // pred: ^bb184
    %1388 = llvm.mlir.constant(1 : index) : i64
    %1389 = llvm.mlir.constant(1 : index) : i64
    %1390 = llvm.mlir.constant(1 : index) : i64
    %1391 = llvm.mul %969, %1388 : i64
    %1392 = llvm.mlir.zero : !llvm.ptr
    %1393 = llvm.getelementptr %1392[%1391] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1394 = llvm.ptrtoint %1393 : !llvm.ptr to i64
    %1395 = llvm.mlir.constant(64 : index) : i64
    %1396 = llvm.add %1394, %1395 : i64
    %1397 = llvm.call @malloc(%1396) : (i64) -> !llvm.ptr
    %1398 = llvm.ptrtoint %1397 : !llvm.ptr to i64
    %1399 = llvm.mlir.constant(1 : index) : i64
    %1400 = llvm.sub %1395, %1399 : i64
    %1401 = llvm.add %1398, %1400 : i64
    %1402 = llvm.urem %1401, %1395 : i64
    %1403 = llvm.sub %1401, %1402 : i64
    %1404 = llvm.inttoptr %1403 : i64 to !llvm.ptr
    %1405 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1406 = llvm.insertvalue %1397, %1405[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1407 = llvm.insertvalue %1404, %1406[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1408 = llvm.mlir.constant(0 : index) : i64
    %1409 = llvm.insertvalue %1408, %1407[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1410 = llvm.insertvalue %1388, %1409[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1411 = llvm.insertvalue %969, %1410[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1412 = llvm.insertvalue %1389, %1411[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1413 = llvm.insertvalue %969, %1412[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1414 = llvm.insertvalue %1389, %1413[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1415 = llvm.insertvalue %1390, %1414[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb193(%25 : i64)
  ^bb193(%1416: i64):  // 2 preds: ^bb192, ^bb200
    %1417 = llvm.icmp "slt" %1416, %26 : i64
    llvm.cond_br %1417, ^bb194, ^bb201
  ^bb194:  // pred: ^bb193
    llvm.br ^bb195(%25 : i64)
  ^bb195(%1418: i64):  // 2 preds: ^bb194, ^bb199
    %1419 = llvm.icmp "slt" %1418, %969 : i64
    llvm.cond_br %1419, ^bb196, ^bb200
  ^bb196:  // pred: ^bb195
    llvm.br ^bb197(%25 : i64)
  ^bb197(%1420: i64):  // 2 preds: ^bb196, ^bb198
    %1421 = llvm.icmp "slt" %1420, %26 : i64
    llvm.cond_br %1421, ^bb198, ^bb199
  ^bb198:  // pred: ^bb197
    %1422 = llvm.extractvalue %1372[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1423 = llvm.extractvalue %1372[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1424 = llvm.mul %1416, %1423 overflow<nsw> : i64
    %1425 = llvm.add %1424, %1418 overflow<nsw> : i64
    %1426 = llvm.add %1425, %1420 overflow<nsw> : i64
    %1427 = llvm.getelementptr inbounds %1422[%1426] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1428 = llvm.load %1427 : !llvm.ptr -> f32
    %1429 = llvm.extractvalue %1415[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1430 = llvm.extractvalue %1415[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1431 = llvm.mul %1416, %1430 overflow<nsw> : i64
    %1432 = llvm.add %1431, %1418 overflow<nsw> : i64
    %1433 = llvm.add %1432, %1420 overflow<nsw> : i64
    %1434 = llvm.getelementptr inbounds %1429[%1433] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1428, %1434 : f32, !llvm.ptr
    %1435 = llvm.add %1420, %26 : i64
    llvm.br ^bb197(%1435 : i64)
  ^bb199:  // pred: ^bb197
    %1436 = llvm.add %1418, %26 : i64
    llvm.br ^bb195(%1436 : i64)
  ^bb200:  // pred: ^bb195
    %1437 = llvm.add %1416, %26 : i64
    llvm.br ^bb193(%1437 : i64)
  ^bb201:  // pred: ^bb193
    llvm.br ^bb202(%25 : i64)
  ^bb202(%1438: i64):  // 2 preds: ^bb201, ^bb209
    %1439 = llvm.icmp "slt" %1438, %26 : i64
    llvm.cond_br %1439, ^bb203, ^bb210
  ^bb203:  // pred: ^bb202
    llvm.br ^bb204(%25 : i64)
  ^bb204(%1440: i64):  // 2 preds: ^bb203, ^bb208
    %1441 = llvm.icmp "slt" %1440, %969 : i64
    llvm.cond_br %1441, ^bb205, ^bb209
  ^bb205:  // pred: ^bb204
    llvm.br ^bb206(%25 : i64)
  ^bb206(%1442: i64):  // 2 preds: ^bb205, ^bb207
    %1443 = llvm.icmp "slt" %1442, %969 : i64
    llvm.cond_br %1443, ^bb207, ^bb208
  ^bb207:  // pred: ^bb206
    %1444 = llvm.extractvalue %1308[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1445 = llvm.extractvalue %1308[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1446 = llvm.mul %1438, %1445 overflow<nsw> : i64
    %1447 = llvm.extractvalue %1308[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1448 = llvm.mul %1440, %1447 overflow<nsw> : i64
    %1449 = llvm.add %1446, %1448 overflow<nsw> : i64
    %1450 = llvm.add %1449, %1442 overflow<nsw> : i64
    %1451 = llvm.getelementptr inbounds %1444[%1450] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1452 = llvm.load %1451 : !llvm.ptr -> f32
    %1453 = llvm.extractvalue %1415[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1454 = llvm.extractvalue %1415[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1455 = llvm.mul %1438, %1454 overflow<nsw> : i64
    %1456 = llvm.add %1455, %1440 overflow<nsw> : i64
    %1457 = llvm.add %1456, %25 overflow<nsw> : i64
    %1458 = llvm.getelementptr inbounds %1453[%1457] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1459 = llvm.load %1458 : !llvm.ptr -> f32
    %1460 = llvm.fadd %1452, %1459 : f32
    %1461 = llvm.extractvalue %1415[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1462 = llvm.extractvalue %1415[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1463 = llvm.mul %1438, %1462 overflow<nsw> : i64
    %1464 = llvm.add %1463, %1440 overflow<nsw> : i64
    %1465 = llvm.add %1464, %25 overflow<nsw> : i64
    %1466 = llvm.getelementptr inbounds %1461[%1465] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1460, %1466 : f32, !llvm.ptr
    %1467 = llvm.add %1442, %26 : i64
    llvm.br ^bb206(%1467 : i64)
  ^bb208:  // pred: ^bb206
    %1468 = llvm.add %1440, %26 : i64
    llvm.br ^bb204(%1468 : i64)
  ^bb209:  // pred: ^bb204
    %1469 = llvm.add %1438, %26 : i64
    llvm.br ^bb202(%1469 : i64)
  ^bb210:  // pred: ^bb202
    %1470 = llvm.mlir.constant(1 : index) : i64
    %1471 = llvm.mlir.constant(1 : index) : i64
    %1472 = llvm.mul %969, %969 : i64
    %1473 = llvm.mul %1472, %1470 : i64
    %1474 = llvm.mlir.zero : !llvm.ptr
    %1475 = llvm.getelementptr %1474[%1473] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1476 = llvm.ptrtoint %1475 : !llvm.ptr to i64
    %1477 = llvm.mlir.constant(64 : index) : i64
    %1478 = llvm.add %1476, %1477 : i64
    %1479 = llvm.call @malloc(%1478) : (i64) -> !llvm.ptr
    %1480 = llvm.ptrtoint %1479 : !llvm.ptr to i64
    %1481 = llvm.mlir.constant(1 : index) : i64
    %1482 = llvm.sub %1477, %1481 : i64
    %1483 = llvm.add %1480, %1482 : i64
    %1484 = llvm.urem %1483, %1477 : i64
    %1485 = llvm.sub %1483, %1484 : i64
    %1486 = llvm.inttoptr %1485 : i64 to !llvm.ptr
    %1487 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1488 = llvm.insertvalue %1479, %1487[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1489 = llvm.insertvalue %1486, %1488[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1490 = llvm.mlir.constant(0 : index) : i64
    %1491 = llvm.insertvalue %1490, %1489[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1492 = llvm.insertvalue %1470, %1491[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1493 = llvm.insertvalue %969, %1492[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1494 = llvm.insertvalue %969, %1493[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1495 = llvm.insertvalue %1472, %1494[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1496 = llvm.insertvalue %969, %1495[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1497 = llvm.insertvalue %1471, %1496[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb211(%25 : i64)
  ^bb211(%1498: i64):  // 2 preds: ^bb210, ^bb218
    %1499 = llvm.icmp "slt" %1498, %26 : i64
    llvm.cond_br %1499, ^bb212, ^bb219
  ^bb212:  // pred: ^bb211
    llvm.br ^bb213(%25 : i64)
  ^bb213(%1500: i64):  // 2 preds: ^bb212, ^bb217
    %1501 = llvm.icmp "slt" %1500, %969 : i64
    llvm.cond_br %1501, ^bb214, ^bb218
  ^bb214:  // pred: ^bb213
    llvm.br ^bb215(%25 : i64)
  ^bb215(%1502: i64):  // 2 preds: ^bb214, ^bb216
    %1503 = llvm.icmp "slt" %1502, %969 : i64
    llvm.cond_br %1503, ^bb216, ^bb217
  ^bb216:  // pred: ^bb215
    %1504 = llvm.extractvalue %1308[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1505 = llvm.extractvalue %1308[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1506 = llvm.mul %1498, %1505 overflow<nsw> : i64
    %1507 = llvm.extractvalue %1308[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1508 = llvm.mul %1500, %1507 overflow<nsw> : i64
    %1509 = llvm.add %1506, %1508 overflow<nsw> : i64
    %1510 = llvm.add %1509, %1502 overflow<nsw> : i64
    %1511 = llvm.getelementptr inbounds %1504[%1510] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1512 = llvm.load %1511 : !llvm.ptr -> f32
    %1513 = llvm.extractvalue %1415[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1514 = llvm.extractvalue %1415[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1515 = llvm.mul %1498, %1514 overflow<nsw> : i64
    %1516 = llvm.add %1515, %1500 overflow<nsw> : i64
    %1517 = llvm.add %1516, %25 overflow<nsw> : i64
    %1518 = llvm.getelementptr inbounds %1513[%1517] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1519 = llvm.load %1518 : !llvm.ptr -> f32
    %1520 = llvm.fdiv %1512, %1519 : f32
    %1521 = llvm.extractvalue %1497[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1522 = llvm.extractvalue %1497[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1523 = llvm.mul %1498, %1522 overflow<nsw> : i64
    %1524 = llvm.extractvalue %1497[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1525 = llvm.mul %1500, %1524 overflow<nsw> : i64
    %1526 = llvm.add %1523, %1525 overflow<nsw> : i64
    %1527 = llvm.add %1526, %1502 overflow<nsw> : i64
    %1528 = llvm.getelementptr inbounds %1521[%1527] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1520, %1528 : f32, !llvm.ptr
    %1529 = llvm.add %1502, %26 : i64
    llvm.br ^bb215(%1529 : i64)
  ^bb217:  // pred: ^bb215
    %1530 = llvm.add %1500, %26 : i64
    llvm.br ^bb213(%1530 : i64)
  ^bb218:  // pred: ^bb213
    %1531 = llvm.add %1498, %26 : i64
    llvm.br ^bb211(%1531 : i64)
  ^bb219:  // pred: ^bb211
    %1532 = llvm.mlir.constant(1 : index) : i64
    %1533 = llvm.mlir.constant(1 : index) : i64
    %1534 = llvm.mul %168, %168 : i64
    %1535 = llvm.mul %1534, %1532 : i64
    %1536 = llvm.mlir.zero : !llvm.ptr
    %1537 = llvm.getelementptr %1536[%1535] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1538 = llvm.ptrtoint %1537 : !llvm.ptr to i64
    %1539 = llvm.mlir.constant(64 : index) : i64
    %1540 = llvm.add %1538, %1539 : i64
    %1541 = llvm.call @malloc(%1540) : (i64) -> !llvm.ptr
    %1542 = llvm.ptrtoint %1541 : !llvm.ptr to i64
    %1543 = llvm.mlir.constant(1 : index) : i64
    %1544 = llvm.sub %1539, %1543 : i64
    %1545 = llvm.add %1542, %1544 : i64
    %1546 = llvm.urem %1545, %1539 : i64
    %1547 = llvm.sub %1545, %1546 : i64
    %1548 = llvm.inttoptr %1547 : i64 to !llvm.ptr
    %1549 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1550 = llvm.insertvalue %1541, %1549[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1551 = llvm.insertvalue %1548, %1550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1552 = llvm.mlir.constant(0 : index) : i64
    %1553 = llvm.insertvalue %1552, %1551[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1554 = llvm.insertvalue %1532, %1553[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1555 = llvm.insertvalue %168, %1554[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1556 = llvm.insertvalue %168, %1555[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1557 = llvm.insertvalue %1534, %1556[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1558 = llvm.insertvalue %168, %1557[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1559 = llvm.insertvalue %1533, %1558[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb220(%25 : i64)
  ^bb220(%1560: i64):  // 2 preds: ^bb219, ^bb227
    %1561 = llvm.icmp "slt" %1560, %26 : i64
    llvm.cond_br %1561, ^bb221, ^bb228
  ^bb221:  // pred: ^bb220
    llvm.br ^bb222(%25 : i64)
  ^bb222(%1562: i64):  // 2 preds: ^bb221, ^bb226
    %1563 = llvm.icmp "slt" %1562, %168 : i64
    llvm.cond_br %1563, ^bb223, ^bb227
  ^bb223:  // pred: ^bb222
    llvm.br ^bb224(%25 : i64)
  ^bb224(%1564: i64):  // 2 preds: ^bb223, ^bb225
    %1565 = llvm.icmp "slt" %1564, %168 : i64
    llvm.cond_br %1565, ^bb225, ^bb226
  ^bb225:  // pred: ^bb224
    %1566 = llvm.icmp "eq" %969, %26 : i64
    %1567 = llvm.select %1566, %25, %1562 : i1, i64
    %1568 = llvm.select %1566, %25, %1564 : i1, i64
    %1569 = llvm.extractvalue %1497[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1570 = llvm.extractvalue %1497[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1571 = llvm.mul %25, %1570 overflow<nsw> : i64
    %1572 = llvm.extractvalue %1497[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1573 = llvm.mul %1567, %1572 overflow<nsw> : i64
    %1574 = llvm.add %1571, %1573 overflow<nsw> : i64
    %1575 = llvm.add %1574, %1568 overflow<nsw> : i64
    %1576 = llvm.getelementptr inbounds %1569[%1575] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1577 = llvm.load %1576 : !llvm.ptr -> f32
    %1578 = llvm.extractvalue %1559[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1579 = llvm.extractvalue %1559[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1580 = llvm.mul %1560, %1579 overflow<nsw> : i64
    %1581 = llvm.extractvalue %1559[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1582 = llvm.mul %1562, %1581 overflow<nsw> : i64
    %1583 = llvm.add %1580, %1582 overflow<nsw> : i64
    %1584 = llvm.add %1583, %1564 overflow<nsw> : i64
    %1585 = llvm.getelementptr inbounds %1578[%1584] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1577, %1585 : f32, !llvm.ptr
    %1586 = llvm.add %1564, %26 : i64
    llvm.br ^bb224(%1586 : i64)
  ^bb226:  // pred: ^bb224
    %1587 = llvm.add %1562, %26 : i64
    llvm.br ^bb222(%1587 : i64)
  ^bb227:  // pred: ^bb222
    %1588 = llvm.add %1560, %26 : i64
    llvm.br ^bb220(%1588 : i64)
  ^bb228:  // pred: ^bb220
    %1589 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1590 = llvm.extractvalue %1559[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1591 = llvm.extractvalue %1559[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1592 = llvm.insertvalue %1590, %1589[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1593 = llvm.insertvalue %1591, %1592[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1594 = llvm.mlir.constant(0 : index) : i64
    %1595 = llvm.insertvalue %1594, %1593[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1596 = llvm.mlir.constant(1 : index) : i64
    %1597 = llvm.mlir.constant(2 : index) : i64
    %1598 = llvm.extractvalue %991[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1599 = llvm.getelementptr inbounds|nuw %1598[%1597] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1600 = llvm.load %1599 : !llvm.ptr -> i64
    %1601 = llvm.insertvalue %1600, %1595[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1602 = llvm.insertvalue %1596, %1601[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1603 = llvm.mul %1596, %1600 : i64
    %1604 = llvm.mlir.constant(1 : index) : i64
    %1605 = llvm.extractvalue %991[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1606 = llvm.getelementptr inbounds|nuw %1605[%1604] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1607 = llvm.load %1606 : !llvm.ptr -> i64
    %1608 = llvm.insertvalue %1607, %1602[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1609 = llvm.insertvalue %1603, %1608[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1610 = llvm.mul %1603, %1607 : i64
    %1611 = llvm.mlir.constant(1 : index) : i64
    %1612 = llvm.insertvalue %1611, %1609[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1613 = llvm.insertvalue %1610, %1612[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1614 = llvm.mul %1610, %1611 : i64
    %1615 = llvm.extractvalue %991[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1616 = llvm.getelementptr inbounds|nuw %1615[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1617 = llvm.load %1616 : !llvm.ptr -> i64
    %1618 = llvm.extractvalue %991[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1619 = llvm.getelementptr inbounds|nuw %1618[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1620 = llvm.load %1619 : !llvm.ptr -> i64
    %1621 = llvm.mlir.constant(1 : index) : i64
    %1622 = llvm.mlir.constant(32 : index) : i64
    %1623 = llvm.mlir.constant(1 : index) : i64
    %1624 = llvm.mul %1622, %969 : i64
    %1625 = llvm.mul %1624, %1621 : i64
    %1626 = llvm.mlir.zero : !llvm.ptr
    %1627 = llvm.getelementptr %1626[%1625] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1628 = llvm.ptrtoint %1627 : !llvm.ptr to i64
    %1629 = llvm.mlir.constant(64 : index) : i64
    %1630 = llvm.add %1628, %1629 : i64
    %1631 = llvm.call @malloc(%1630) : (i64) -> !llvm.ptr
    %1632 = llvm.ptrtoint %1631 : !llvm.ptr to i64
    %1633 = llvm.mlir.constant(1 : index) : i64
    %1634 = llvm.sub %1629, %1633 : i64
    %1635 = llvm.add %1632, %1634 : i64
    %1636 = llvm.urem %1635, %1629 : i64
    %1637 = llvm.sub %1635, %1636 : i64
    %1638 = llvm.inttoptr %1637 : i64 to !llvm.ptr
    %1639 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1640 = llvm.insertvalue %1631, %1639[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1641 = llvm.insertvalue %1638, %1640[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1642 = llvm.mlir.constant(0 : index) : i64
    %1643 = llvm.insertvalue %1642, %1641[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1644 = llvm.insertvalue %1621, %1643[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1645 = llvm.insertvalue %969, %1644[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1646 = llvm.insertvalue %1622, %1645[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1647 = llvm.insertvalue %1624, %1646[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1648 = llvm.insertvalue %1622, %1647[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1649 = llvm.insertvalue %1623, %1648[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb229(%25 : i64)
  ^bb229(%1650: i64):  // 2 preds: ^bb228, ^bb236
    %1651 = llvm.icmp "slt" %1650, %26 : i64
    llvm.cond_br %1651, ^bb230, ^bb237
  ^bb230:  // pred: ^bb229
    llvm.br ^bb231(%25 : i64)
  ^bb231(%1652: i64):  // 2 preds: ^bb230, ^bb235
    %1653 = llvm.icmp "slt" %1652, %969 : i64
    llvm.cond_br %1653, ^bb232, ^bb236
  ^bb232:  // pred: ^bb231
    llvm.br ^bb233(%25 : i64)
  ^bb233(%1654: i64):  // 2 preds: ^bb232, ^bb234
    %1655 = llvm.icmp "slt" %1654, %14 : i64
    llvm.cond_br %1655, ^bb234, ^bb235
  ^bb234:  // pred: ^bb233
    %1656 = llvm.extractvalue %1649[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1657 = llvm.extractvalue %1649[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1658 = llvm.mul %1650, %1657 overflow<nsw> : i64
    %1659 = llvm.mlir.constant(32 : index) : i64
    %1660 = llvm.mul %1652, %1659 overflow<nsw> : i64
    %1661 = llvm.add %1658, %1660 overflow<nsw> : i64
    %1662 = llvm.add %1661, %1654 overflow<nsw> : i64
    %1663 = llvm.getelementptr inbounds %1656[%1662] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %1663 : f32, !llvm.ptr
    %1664 = llvm.add %1654, %26 : i64
    llvm.br ^bb233(%1664 : i64)
  ^bb235:  // pred: ^bb233
    %1665 = llvm.add %1652, %26 : i64
    llvm.br ^bb231(%1665 : i64)
  ^bb236:  // pred: ^bb231
    %1666 = llvm.add %1650, %26 : i64
    llvm.br ^bb229(%1666 : i64)
  ^bb237:  // pred: ^bb229
    %1667 = llvm.mlir.constant(1 : index) : i64
    %1668 = llvm.mlir.constant(32 : index) : i64
    %1669 = llvm.mlir.constant(1 : index) : i64
    %1670 = llvm.mul %1668, %969 : i64
    %1671 = llvm.mul %1670, %1667 : i64
    %1672 = llvm.mlir.zero : !llvm.ptr
    %1673 = llvm.getelementptr %1672[%1671] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1674 = llvm.ptrtoint %1673 : !llvm.ptr to i64
    %1675 = llvm.mlir.constant(64 : index) : i64
    %1676 = llvm.add %1674, %1675 : i64
    %1677 = llvm.call @malloc(%1676) : (i64) -> !llvm.ptr
    %1678 = llvm.ptrtoint %1677 : !llvm.ptr to i64
    %1679 = llvm.mlir.constant(1 : index) : i64
    %1680 = llvm.sub %1675, %1679 : i64
    %1681 = llvm.add %1678, %1680 : i64
    %1682 = llvm.urem %1681, %1675 : i64
    %1683 = llvm.sub %1681, %1682 : i64
    %1684 = llvm.inttoptr %1683 : i64 to !llvm.ptr
    %1685 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1686 = llvm.insertvalue %1677, %1685[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1687 = llvm.insertvalue %1684, %1686[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1688 = llvm.mlir.constant(0 : index) : i64
    %1689 = llvm.insertvalue %1688, %1687[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1690 = llvm.insertvalue %1667, %1689[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1691 = llvm.insertvalue %969, %1690[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1692 = llvm.insertvalue %1668, %1691[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1693 = llvm.insertvalue %1670, %1692[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1694 = llvm.insertvalue %1668, %1693[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1695 = llvm.insertvalue %1669, %1694[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb238(%25 : i64)
  ^bb238(%1696: i64):  // 2 preds: ^bb237, ^bb245
    %1697 = llvm.icmp "slt" %1696, %26 : i64
    llvm.cond_br %1697, ^bb239, ^bb246
  ^bb239:  // pred: ^bb238
    llvm.br ^bb240(%25 : i64)
  ^bb240(%1698: i64):  // 2 preds: ^bb239, ^bb244
    %1699 = llvm.icmp "slt" %1698, %969 : i64
    llvm.cond_br %1699, ^bb241, ^bb245
  ^bb241:  // pred: ^bb240
    llvm.br ^bb242(%25 : i64)
  ^bb242(%1700: i64):  // 2 preds: ^bb241, ^bb243
    %1701 = llvm.icmp "slt" %1700, %14 : i64
    llvm.cond_br %1701, ^bb243, ^bb244
  ^bb243:  // pred: ^bb242
    %1702 = llvm.extractvalue %1649[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1703 = llvm.extractvalue %1649[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1704 = llvm.mul %1696, %1703 overflow<nsw> : i64
    %1705 = llvm.mlir.constant(32 : index) : i64
    %1706 = llvm.mul %1698, %1705 overflow<nsw> : i64
    %1707 = llvm.add %1704, %1706 overflow<nsw> : i64
    %1708 = llvm.add %1707, %1700 overflow<nsw> : i64
    %1709 = llvm.getelementptr inbounds %1702[%1708] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1710 = llvm.load %1709 : !llvm.ptr -> f32
    %1711 = llvm.extractvalue %1695[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1712 = llvm.extractvalue %1695[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1713 = llvm.mul %1696, %1712 overflow<nsw> : i64
    %1714 = llvm.mlir.constant(32 : index) : i64
    %1715 = llvm.mul %1698, %1714 overflow<nsw> : i64
    %1716 = llvm.add %1713, %1715 overflow<nsw> : i64
    %1717 = llvm.add %1716, %1700 overflow<nsw> : i64
    %1718 = llvm.getelementptr inbounds %1711[%1717] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1710, %1718 : f32, !llvm.ptr
    %1719 = llvm.add %1700, %26 : i64
    llvm.br ^bb242(%1719 : i64)
  ^bb244:  // pred: ^bb242
    %1720 = llvm.add %1698, %26 : i64
    llvm.br ^bb240(%1720 : i64)
  ^bb245:  // pred: ^bb240
    %1721 = llvm.add %1696, %26 : i64
    llvm.br ^bb238(%1721 : i64)
  ^bb246:  // pred: ^bb238
    llvm.br ^bb247(%25 : i64)
  ^bb247(%1722: i64):  // 2 preds: ^bb246, ^bb257
    %1723 = llvm.icmp "slt" %1722, %26 : i64
    llvm.cond_br %1723, ^bb248, ^bb258
  ^bb248:  // pred: ^bb247
    llvm.br ^bb249(%25 : i64)
  ^bb249(%1724: i64):  // 2 preds: ^bb248, ^bb256
    %1725 = llvm.icmp "slt" %1724, %1617 : i64
    llvm.cond_br %1725, ^bb250, ^bb257
  ^bb250:  // pred: ^bb249
    llvm.br ^bb251(%25 : i64)
  ^bb251(%1726: i64):  // 2 preds: ^bb250, ^bb255
    %1727 = llvm.icmp "slt" %1726, %14 : i64
    llvm.cond_br %1727, ^bb252, ^bb256
  ^bb252:  // pred: ^bb251
    llvm.br ^bb253(%25 : i64)
  ^bb253(%1728: i64):  // 2 preds: ^bb252, ^bb254
    %1729 = llvm.icmp "slt" %1728, %1620 : i64
    llvm.cond_br %1729, ^bb254, ^bb255
  ^bb254:  // pred: ^bb253
    %1730 = llvm.extractvalue %1613[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1731 = llvm.extractvalue %1613[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1732 = llvm.mul %1722, %1731 overflow<nsw> : i64
    %1733 = llvm.extractvalue %1613[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1734 = llvm.mul %1724, %1733 overflow<nsw> : i64
    %1735 = llvm.add %1732, %1734 overflow<nsw> : i64
    %1736 = llvm.add %1735, %1728 overflow<nsw> : i64
    %1737 = llvm.getelementptr inbounds %1730[%1736] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1738 = llvm.load %1737 : !llvm.ptr -> f32
    %1739 = llvm.extractvalue %1695[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1740 = llvm.extractvalue %1695[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1741 = llvm.mul %1722, %1740 overflow<nsw> : i64
    %1742 = llvm.mlir.constant(32 : index) : i64
    %1743 = llvm.mul %1724, %1742 overflow<nsw> : i64
    %1744 = llvm.add %1741, %1743 overflow<nsw> : i64
    %1745 = llvm.add %1744, %1726 overflow<nsw> : i64
    %1746 = llvm.getelementptr inbounds %1739[%1745] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1747 = llvm.load %1746 : !llvm.ptr -> f32
    %1748 = llvm.icmp "eq" %168, %26 : i64
    %1749 = llvm.select %1748, %25, %1728 : i1, i64
    %1750 = llvm.extractvalue %666[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1751 = llvm.extractvalue %666[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1752 = llvm.mul %25, %1751 overflow<nsw> : i64
    %1753 = llvm.mlir.constant(32 : index) : i64
    %1754 = llvm.mul %1749, %1753 overflow<nsw> : i64
    %1755 = llvm.add %1752, %1754 overflow<nsw> : i64
    %1756 = llvm.add %1755, %1726 overflow<nsw> : i64
    %1757 = llvm.getelementptr inbounds %1750[%1756] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1758 = llvm.load %1757 : !llvm.ptr -> f32
    %1759 = llvm.fmul %1738, %1758 : f32
    %1760 = llvm.fadd %1747, %1759 : f32
    %1761 = llvm.extractvalue %1695[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1762 = llvm.extractvalue %1695[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1763 = llvm.mul %1722, %1762 overflow<nsw> : i64
    %1764 = llvm.mlir.constant(32 : index) : i64
    %1765 = llvm.mul %1724, %1764 overflow<nsw> : i64
    %1766 = llvm.add %1763, %1765 overflow<nsw> : i64
    %1767 = llvm.add %1766, %1726 overflow<nsw> : i64
    %1768 = llvm.getelementptr inbounds %1761[%1767] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1760, %1768 : f32, !llvm.ptr
    %1769 = llvm.add %1728, %26 : i64
    llvm.br ^bb253(%1769 : i64)
  ^bb255:  // pred: ^bb253
    %1770 = llvm.add %1726, %26 : i64
    llvm.br ^bb251(%1770 : i64)
  ^bb256:  // pred: ^bb251
    %1771 = llvm.add %1724, %26 : i64
    llvm.br ^bb249(%1771 : i64)
  ^bb257:  // pred: ^bb249
    %1772 = llvm.add %1722, %26 : i64
    llvm.br ^bb247(%1772 : i64)
  ^bb258:  // pred: ^bb247
    %1773 = llvm.mlir.constant(1 : index) : i64
    %1774 = llvm.mlir.constant(32 : index) : i64
    %1775 = llvm.mlir.constant(1 : index) : i64
    %1776 = llvm.mul %1774, %969 : i64
    %1777 = llvm.mul %1776, %1773 : i64
    %1778 = llvm.mlir.zero : !llvm.ptr
    %1779 = llvm.getelementptr %1778[%1777] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1780 = llvm.ptrtoint %1779 : !llvm.ptr to i64
    %1781 = llvm.mlir.constant(64 : index) : i64
    %1782 = llvm.add %1780, %1781 : i64
    %1783 = llvm.call @malloc(%1782) : (i64) -> !llvm.ptr
    %1784 = llvm.ptrtoint %1783 : !llvm.ptr to i64
    %1785 = llvm.mlir.constant(1 : index) : i64
    %1786 = llvm.sub %1781, %1785 : i64
    %1787 = llvm.add %1784, %1786 : i64
    %1788 = llvm.urem %1787, %1781 : i64
    %1789 = llvm.sub %1787, %1788 : i64
    %1790 = llvm.inttoptr %1789 : i64 to !llvm.ptr
    %1791 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1792 = llvm.insertvalue %1783, %1791[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1793 = llvm.insertvalue %1790, %1792[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1794 = llvm.mlir.constant(0 : index) : i64
    %1795 = llvm.insertvalue %1794, %1793[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1796 = llvm.insertvalue %1773, %1795[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1797 = llvm.insertvalue %969, %1796[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1798 = llvm.insertvalue %1774, %1797[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1799 = llvm.insertvalue %1776, %1798[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1800 = llvm.insertvalue %1774, %1799[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1801 = llvm.insertvalue %1775, %1800[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb259(%25 : i64)
  ^bb259(%1802: i64):  // 2 preds: ^bb258, ^bb266
    %1803 = llvm.icmp "slt" %1802, %26 : i64
    llvm.cond_br %1803, ^bb260, ^bb267
  ^bb260:  // pred: ^bb259
    llvm.br ^bb261(%25 : i64)
  ^bb261(%1804: i64):  // 2 preds: ^bb260, ^bb265
    %1805 = llvm.icmp "slt" %1804, %969 : i64
    llvm.cond_br %1805, ^bb262, ^bb266
  ^bb262:  // pred: ^bb261
    llvm.br ^bb263(%25 : i64)
  ^bb263(%1806: i64):  // 2 preds: ^bb262, ^bb264
    %1807 = llvm.icmp "slt" %1806, %14 : i64
    llvm.cond_br %1807, ^bb264, ^bb265
  ^bb264:  // pred: ^bb263
    %1808 = llvm.extractvalue %1695[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1809 = llvm.extractvalue %1695[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1810 = llvm.mul %1802, %1809 overflow<nsw> : i64
    %1811 = llvm.mlir.constant(32 : index) : i64
    %1812 = llvm.mul %1804, %1811 overflow<nsw> : i64
    %1813 = llvm.add %1810, %1812 overflow<nsw> : i64
    %1814 = llvm.add %1813, %1806 overflow<nsw> : i64
    %1815 = llvm.getelementptr inbounds %1808[%1814] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1816 = llvm.load %1815 : !llvm.ptr -> f32
    %1817 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1818 = llvm.extractvalue %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1819 = llvm.mul %1802, %1818 overflow<nsw> : i64
    %1820 = llvm.mlir.constant(32 : index) : i64
    %1821 = llvm.mul %1804, %1820 overflow<nsw> : i64
    %1822 = llvm.add %1819, %1821 overflow<nsw> : i64
    %1823 = llvm.add %1822, %1806 overflow<nsw> : i64
    %1824 = llvm.getelementptr inbounds %1817[%1823] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1825 = llvm.load %1824 : !llvm.ptr -> f32
    %1826 = llvm.fadd %1816, %1825 : f32
    %1827 = llvm.extractvalue %1801[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1828 = llvm.extractvalue %1801[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1829 = llvm.mul %1802, %1828 overflow<nsw> : i64
    %1830 = llvm.mlir.constant(32 : index) : i64
    %1831 = llvm.mul %1804, %1830 overflow<nsw> : i64
    %1832 = llvm.add %1829, %1831 overflow<nsw> : i64
    %1833 = llvm.add %1832, %1806 overflow<nsw> : i64
    %1834 = llvm.getelementptr inbounds %1827[%1833] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1826, %1834 : f32, !llvm.ptr
    %1835 = llvm.add %1806, %26 : i64
    llvm.br ^bb263(%1835 : i64)
  ^bb265:  // pred: ^bb263
    %1836 = llvm.add %1804, %26 : i64
    llvm.br ^bb261(%1836 : i64)
  ^bb266:  // pred: ^bb261
    %1837 = llvm.add %1802, %26 : i64
    llvm.br ^bb259(%1837 : i64)
  ^bb267:  // pred: ^bb259
    %1838 = llvm.mlir.constant(1 : index) : i64
    %1839 = llvm.mlir.constant(32 : index) : i64
    %1840 = llvm.mlir.constant(1 : index) : i64
    %1841 = llvm.mul %1839, %969 : i64
    %1842 = llvm.mul %1841, %1838 : i64
    %1843 = llvm.mlir.zero : !llvm.ptr
    %1844 = llvm.getelementptr %1843[%1842] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1845 = llvm.ptrtoint %1844 : !llvm.ptr to i64
    %1846 = llvm.mlir.constant(64 : index) : i64
    %1847 = llvm.add %1845, %1846 : i64
    %1848 = llvm.call @malloc(%1847) : (i64) -> !llvm.ptr
    %1849 = llvm.ptrtoint %1848 : !llvm.ptr to i64
    %1850 = llvm.mlir.constant(1 : index) : i64
    %1851 = llvm.sub %1846, %1850 : i64
    %1852 = llvm.add %1849, %1851 : i64
    %1853 = llvm.urem %1852, %1846 : i64
    %1854 = llvm.sub %1852, %1853 : i64
    %1855 = llvm.inttoptr %1854 : i64 to !llvm.ptr
    %1856 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1857 = llvm.insertvalue %1848, %1856[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1858 = llvm.insertvalue %1855, %1857[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1859 = llvm.mlir.constant(0 : index) : i64
    %1860 = llvm.insertvalue %1859, %1858[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1861 = llvm.insertvalue %1838, %1860[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1862 = llvm.insertvalue %969, %1861[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1863 = llvm.insertvalue %1839, %1862[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1864 = llvm.insertvalue %1841, %1863[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1865 = llvm.insertvalue %1839, %1864[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1866 = llvm.insertvalue %1840, %1865[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb268(%25 : i64)
  ^bb268(%1867: i64):  // 2 preds: ^bb267, ^bb275
    %1868 = llvm.icmp "slt" %1867, %26 : i64
    llvm.cond_br %1868, ^bb269, ^bb276
  ^bb269:  // pred: ^bb268
    llvm.br ^bb270(%25 : i64)
  ^bb270(%1869: i64):  // 2 preds: ^bb269, ^bb274
    %1870 = llvm.icmp "slt" %1869, %969 : i64
    llvm.cond_br %1870, ^bb271, ^bb275
  ^bb271:  // pred: ^bb270
    llvm.br ^bb272(%25 : i64)
  ^bb272(%1871: i64):  // 2 preds: ^bb271, ^bb273
    %1872 = llvm.icmp "slt" %1871, %14 : i64
    llvm.cond_br %1872, ^bb273, ^bb274
  ^bb273:  // pred: ^bb272
    %1873 = llvm.extractvalue %1801[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1874 = llvm.extractvalue %1801[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1875 = llvm.mul %1867, %1874 overflow<nsw> : i64
    %1876 = llvm.mlir.constant(32 : index) : i64
    %1877 = llvm.mul %1869, %1876 overflow<nsw> : i64
    %1878 = llvm.add %1875, %1877 overflow<nsw> : i64
    %1879 = llvm.add %1878, %1871 overflow<nsw> : i64
    %1880 = llvm.getelementptr inbounds %1873[%1879] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1881 = llvm.load %1880 : !llvm.ptr -> f32
    %1882 = llvm.fpext %1881 : f32 to f64
    %1883 = llvm.extractvalue %1866[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1884 = llvm.extractvalue %1866[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1885 = llvm.mul %1867, %1884 overflow<nsw> : i64
    %1886 = llvm.mlir.constant(32 : index) : i64
    %1887 = llvm.mul %1869, %1886 overflow<nsw> : i64
    %1888 = llvm.add %1885, %1887 overflow<nsw> : i64
    %1889 = llvm.add %1888, %1871 overflow<nsw> : i64
    %1890 = llvm.getelementptr inbounds %1883[%1889] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1882, %1890 : f64, !llvm.ptr
    %1891 = llvm.add %1871, %26 : i64
    llvm.br ^bb272(%1891 : i64)
  ^bb274:  // pred: ^bb272
    %1892 = llvm.add %1869, %26 : i64
    llvm.br ^bb270(%1892 : i64)
  ^bb275:  // pred: ^bb270
    %1893 = llvm.add %1867, %26 : i64
    llvm.br ^bb268(%1893 : i64)
  ^bb276:  // pred: ^bb268
    %1894 = llvm.mlir.constant(1 : index) : i64
    %1895 = llvm.mlir.constant(1 : index) : i64
    %1896 = llvm.mlir.constant(1 : index) : i64
    %1897 = llvm.mul %969, %1894 : i64
    %1898 = llvm.mlir.zero : !llvm.ptr
    %1899 = llvm.getelementptr %1898[%1897] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1900 = llvm.ptrtoint %1899 : !llvm.ptr to i64
    %1901 = llvm.mlir.constant(64 : index) : i64
    %1902 = llvm.add %1900, %1901 : i64
    %1903 = llvm.call @malloc(%1902) : (i64) -> !llvm.ptr
    %1904 = llvm.ptrtoint %1903 : !llvm.ptr to i64
    %1905 = llvm.mlir.constant(1 : index) : i64
    %1906 = llvm.sub %1901, %1905 : i64
    %1907 = llvm.add %1904, %1906 : i64
    %1908 = llvm.urem %1907, %1901 : i64
    %1909 = llvm.sub %1907, %1908 : i64
    %1910 = llvm.inttoptr %1909 : i64 to !llvm.ptr
    %1911 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1912 = llvm.insertvalue %1903, %1911[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1913 = llvm.insertvalue %1910, %1912[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1914 = llvm.mlir.constant(0 : index) : i64
    %1915 = llvm.insertvalue %1914, %1913[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1916 = llvm.insertvalue %1894, %1915[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1917 = llvm.insertvalue %969, %1916[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1918 = llvm.insertvalue %1895, %1917[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1919 = llvm.insertvalue %969, %1918[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1920 = llvm.insertvalue %1895, %1919[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1921 = llvm.insertvalue %1896, %1920[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb277(%25 : i64)
  ^bb277(%1922: i64):  // 2 preds: ^bb276, ^bb284
    %1923 = llvm.icmp "slt" %1922, %26 : i64
    llvm.cond_br %1923, ^bb278, ^bb285
  ^bb278:  // pred: ^bb277
    llvm.br ^bb279(%25 : i64)
  ^bb279(%1924: i64):  // 2 preds: ^bb278, ^bb283
    %1925 = llvm.icmp "slt" %1924, %969 : i64
    llvm.cond_br %1925, ^bb280, ^bb284
  ^bb280:  // pred: ^bb279
    llvm.br ^bb281(%25 : i64)
  ^bb281(%1926: i64):  // 2 preds: ^bb280, ^bb282
    %1927 = llvm.icmp "slt" %1926, %26 : i64
    llvm.cond_br %1927, ^bb282, ^bb283
  ^bb282:  // pred: ^bb281
    %1928 = llvm.extractvalue %1921[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1929 = llvm.extractvalue %1921[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1930 = llvm.mul %1922, %1929 overflow<nsw> : i64
    %1931 = llvm.add %1930, %1924 overflow<nsw> : i64
    %1932 = llvm.add %1931, %1926 overflow<nsw> : i64
    %1933 = llvm.getelementptr inbounds %1928[%1932] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %19, %1933 : f64, !llvm.ptr
    %1934 = llvm.add %1926, %26 : i64
    llvm.br ^bb281(%1934 : i64)
  ^bb283:  // pred: ^bb281
    %1935 = llvm.add %1924, %26 : i64
    llvm.br ^bb279(%1935 : i64)
  ^bb284:  // pred: ^bb279
    %1936 = llvm.add %1922, %26 : i64
    llvm.br ^bb277(%1936 : i64)
  ^bb285:  // pred: ^bb277
    %1937 = llvm.mlir.constant(1 : index) : i64
    %1938 = llvm.mlir.constant(1 : index) : i64
    %1939 = llvm.mlir.constant(1 : index) : i64
    %1940 = llvm.mul %969, %1937 : i64
    %1941 = llvm.mlir.zero : !llvm.ptr
    %1942 = llvm.getelementptr %1941[%1940] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1943 = llvm.ptrtoint %1942 : !llvm.ptr to i64
    %1944 = llvm.mlir.constant(64 : index) : i64
    %1945 = llvm.add %1943, %1944 : i64
    %1946 = llvm.call @malloc(%1945) : (i64) -> !llvm.ptr
    %1947 = llvm.ptrtoint %1946 : !llvm.ptr to i64
    %1948 = llvm.mlir.constant(1 : index) : i64
    %1949 = llvm.sub %1944, %1948 : i64
    %1950 = llvm.add %1947, %1949 : i64
    %1951 = llvm.urem %1950, %1944 : i64
    %1952 = llvm.sub %1950, %1951 : i64
    %1953 = llvm.inttoptr %1952 : i64 to !llvm.ptr
    %1954 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1955 = llvm.insertvalue %1946, %1954[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1956 = llvm.insertvalue %1953, %1955[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1957 = llvm.mlir.constant(0 : index) : i64
    %1958 = llvm.insertvalue %1957, %1956[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1959 = llvm.insertvalue %1937, %1958[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1960 = llvm.insertvalue %969, %1959[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1961 = llvm.insertvalue %1938, %1960[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1962 = llvm.insertvalue %969, %1961[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1963 = llvm.insertvalue %1938, %1962[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1964 = llvm.insertvalue %1939, %1963[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb286(%25 : i64)
  ^bb286(%1965: i64):  // 2 preds: ^bb285, ^bb293
    %1966 = llvm.icmp "slt" %1965, %26 : i64
    llvm.cond_br %1966, ^bb287, ^bb294
  ^bb287:  // pred: ^bb286
    llvm.br ^bb288(%25 : i64)
  ^bb288(%1967: i64):  // 2 preds: ^bb287, ^bb292
    %1968 = llvm.icmp "slt" %1967, %969 : i64
    llvm.cond_br %1968, ^bb289, ^bb293
  ^bb289:  // pred: ^bb288
    llvm.br ^bb290(%25 : i64)
  ^bb290(%1969: i64):  // 2 preds: ^bb289, ^bb291
    %1970 = llvm.icmp "slt" %1969, %26 : i64
    llvm.cond_br %1970, ^bb291, ^bb292
  ^bb291:  // pred: ^bb290
    %1971 = llvm.extractvalue %1921[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1972 = llvm.extractvalue %1921[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1973 = llvm.mul %1965, %1972 overflow<nsw> : i64
    %1974 = llvm.add %1973, %1967 overflow<nsw> : i64
    %1975 = llvm.add %1974, %1969 overflow<nsw> : i64
    %1976 = llvm.getelementptr inbounds %1971[%1975] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1977 = llvm.load %1976 : !llvm.ptr -> f64
    %1978 = llvm.extractvalue %1964[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1979 = llvm.extractvalue %1964[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1980 = llvm.mul %1965, %1979 overflow<nsw> : i64
    %1981 = llvm.add %1980, %1967 overflow<nsw> : i64
    %1982 = llvm.add %1981, %1969 overflow<nsw> : i64
    %1983 = llvm.getelementptr inbounds %1978[%1982] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1977, %1983 : f64, !llvm.ptr
    %1984 = llvm.add %1969, %26 : i64
    llvm.br ^bb290(%1984 : i64)
  ^bb292:  // pred: ^bb290
    %1985 = llvm.add %1967, %26 : i64
    llvm.br ^bb288(%1985 : i64)
  ^bb293:  // pred: ^bb288
    %1986 = llvm.add %1965, %26 : i64
    llvm.br ^bb286(%1986 : i64)
  ^bb294:  // pred: ^bb286
    llvm.br ^bb295(%25 : i64)
  ^bb295(%1987: i64):  // 2 preds: ^bb294, ^bb302
    %1988 = llvm.icmp "slt" %1987, %26 : i64
    llvm.cond_br %1988, ^bb296, ^bb303
  ^bb296:  // pred: ^bb295
    llvm.br ^bb297(%25 : i64)
  ^bb297(%1989: i64):  // 2 preds: ^bb296, ^bb301
    %1990 = llvm.icmp "slt" %1989, %969 : i64
    llvm.cond_br %1990, ^bb298, ^bb302
  ^bb298:  // pred: ^bb297
    llvm.br ^bb299(%25 : i64)
  ^bb299(%1991: i64):  // 2 preds: ^bb298, ^bb300
    %1992 = llvm.icmp "slt" %1991, %14 : i64
    llvm.cond_br %1992, ^bb300, ^bb301
  ^bb300:  // pred: ^bb299
    %1993 = llvm.extractvalue %1866[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1994 = llvm.extractvalue %1866[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1995 = llvm.mul %1987, %1994 overflow<nsw> : i64
    %1996 = llvm.mlir.constant(32 : index) : i64
    %1997 = llvm.mul %1989, %1996 overflow<nsw> : i64
    %1998 = llvm.add %1995, %1997 overflow<nsw> : i64
    %1999 = llvm.add %1998, %1991 overflow<nsw> : i64
    %2000 = llvm.getelementptr inbounds %1993[%1999] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2001 = llvm.load %2000 : !llvm.ptr -> f64
    %2002 = llvm.extractvalue %1964[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2003 = llvm.extractvalue %1964[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2004 = llvm.mul %1987, %2003 overflow<nsw> : i64
    %2005 = llvm.add %2004, %1989 overflow<nsw> : i64
    %2006 = llvm.add %2005, %25 overflow<nsw> : i64
    %2007 = llvm.getelementptr inbounds %2002[%2006] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2008 = llvm.load %2007 : !llvm.ptr -> f64
    %2009 = llvm.fadd %2001, %2008 : f64
    %2010 = llvm.extractvalue %1964[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2011 = llvm.extractvalue %1964[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2012 = llvm.mul %1987, %2011 overflow<nsw> : i64
    %2013 = llvm.add %2012, %1989 overflow<nsw> : i64
    %2014 = llvm.add %2013, %25 overflow<nsw> : i64
    %2015 = llvm.getelementptr inbounds %2010[%2014] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %2009, %2015 : f64, !llvm.ptr
    %2016 = llvm.add %1991, %26 : i64
    llvm.br ^bb299(%2016 : i64)
  ^bb301:  // pred: ^bb299
    %2017 = llvm.add %1989, %26 : i64
    llvm.br ^bb297(%2017 : i64)
  ^bb302:  // pred: ^bb297
    %2018 = llvm.add %1987, %26 : i64
    llvm.br ^bb295(%2018 : i64)
  ^bb303:  // pred: ^bb295
    %2019 = llvm.mlir.constant(1 : index) : i64
    %2020 = llvm.mlir.constant(1 : index) : i64
    %2021 = llvm.mlir.constant(1 : index) : i64
    %2022 = llvm.mul %969, %2019 : i64
    %2023 = llvm.mlir.zero : !llvm.ptr
    %2024 = llvm.getelementptr %2023[%2022] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2025 = llvm.ptrtoint %2024 : !llvm.ptr to i64
    %2026 = llvm.mlir.constant(64 : index) : i64
    %2027 = llvm.add %2025, %2026 : i64
    %2028 = llvm.call @malloc(%2027) : (i64) -> !llvm.ptr
    %2029 = llvm.ptrtoint %2028 : !llvm.ptr to i64
    %2030 = llvm.mlir.constant(1 : index) : i64
    %2031 = llvm.sub %2026, %2030 : i64
    %2032 = llvm.add %2029, %2031 : i64
    %2033 = llvm.urem %2032, %2026 : i64
    %2034 = llvm.sub %2032, %2033 : i64
    %2035 = llvm.inttoptr %2034 : i64 to !llvm.ptr
    %2036 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2037 = llvm.insertvalue %2028, %2036[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2038 = llvm.insertvalue %2035, %2037[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2039 = llvm.mlir.constant(0 : index) : i64
    %2040 = llvm.insertvalue %2039, %2038[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2041 = llvm.insertvalue %2019, %2040[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2042 = llvm.insertvalue %969, %2041[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2043 = llvm.insertvalue %2020, %2042[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2044 = llvm.insertvalue %969, %2043[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2045 = llvm.insertvalue %2020, %2044[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2046 = llvm.insertvalue %2021, %2045[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb304(%25 : i64)
  ^bb304(%2047: i64):  // 2 preds: ^bb303, ^bb311
    %2048 = llvm.icmp "slt" %2047, %26 : i64
    llvm.cond_br %2048, ^bb305, ^bb312
  ^bb305:  // pred: ^bb304
    llvm.br ^bb306(%25 : i64)
  ^bb306(%2049: i64):  // 2 preds: ^bb305, ^bb310
    %2050 = llvm.icmp "slt" %2049, %969 : i64
    llvm.cond_br %2050, ^bb307, ^bb311
  ^bb307:  // pred: ^bb306
    llvm.br ^bb308(%25 : i64)
  ^bb308(%2051: i64):  // 2 preds: ^bb307, ^bb309
    %2052 = llvm.icmp "slt" %2051, %26 : i64
    llvm.cond_br %2052, ^bb309, ^bb310
  ^bb309:  // pred: ^bb308
    %2053 = llvm.extractvalue %1921[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2054 = llvm.extractvalue %1921[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2055 = llvm.mul %2047, %2054 overflow<nsw> : i64
    %2056 = llvm.add %2055, %2049 overflow<nsw> : i64
    %2057 = llvm.add %2056, %2051 overflow<nsw> : i64
    %2058 = llvm.getelementptr inbounds %2053[%2057] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2059 = llvm.load %2058 : !llvm.ptr -> f64
    %2060 = llvm.extractvalue %2046[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2061 = llvm.extractvalue %2046[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2062 = llvm.mul %2047, %2061 overflow<nsw> : i64
    %2063 = llvm.add %2062, %2049 overflow<nsw> : i64
    %2064 = llvm.add %2063, %2051 overflow<nsw> : i64
    %2065 = llvm.getelementptr inbounds %2060[%2064] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %2059, %2065 : f64, !llvm.ptr
    %2066 = llvm.add %2051, %26 : i64
    llvm.br ^bb308(%2066 : i64)
  ^bb310:  // pred: ^bb308
    %2067 = llvm.add %2049, %26 : i64
    llvm.br ^bb306(%2067 : i64)
  ^bb311:  // pred: ^bb306
    %2068 = llvm.add %2047, %26 : i64
    llvm.br ^bb304(%2068 : i64)
  ^bb312:  // pred: ^bb304
    llvm.br ^bb313(%25 : i64)
  ^bb313(%2069: i64):  // 2 preds: ^bb312, ^bb320
    %2070 = llvm.icmp "slt" %2069, %26 : i64
    llvm.cond_br %2070, ^bb314, ^bb321
  ^bb314:  // pred: ^bb313
    llvm.br ^bb315(%25 : i64)
  ^bb315(%2071: i64):  // 2 preds: ^bb314, ^bb319
    %2072 = llvm.icmp "slt" %2071, %969 : i64
    llvm.cond_br %2072, ^bb316, ^bb320
  ^bb316:  // pred: ^bb315
    llvm.br ^bb317(%25 : i64)
  ^bb317(%2073: i64):  // 2 preds: ^bb316, ^bb318
    %2074 = llvm.icmp "slt" %2073, %14 : i64
    llvm.cond_br %2074, ^bb318, ^bb319
  ^bb318:  // pred: ^bb317
    %2075 = llvm.extractvalue %1866[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2076 = llvm.extractvalue %1866[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2077 = llvm.mul %2069, %2076 overflow<nsw> : i64
    %2078 = llvm.mlir.constant(32 : index) : i64
    %2079 = llvm.mul %2071, %2078 overflow<nsw> : i64
    %2080 = llvm.add %2077, %2079 overflow<nsw> : i64
    %2081 = llvm.add %2080, %2073 overflow<nsw> : i64
    %2082 = llvm.getelementptr inbounds %2075[%2081] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2083 = llvm.load %2082 : !llvm.ptr -> f64
    %2084 = llvm.extractvalue %1964[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2085 = llvm.extractvalue %1964[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2086 = llvm.mul %2069, %2085 overflow<nsw> : i64
    %2087 = llvm.add %2086, %2071 overflow<nsw> : i64
    %2088 = llvm.add %2087, %25 overflow<nsw> : i64
    %2089 = llvm.getelementptr inbounds %2084[%2088] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2090 = llvm.load %2089 : !llvm.ptr -> f64
    %2091 = llvm.extractvalue %2046[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2092 = llvm.extractvalue %2046[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2093 = llvm.mul %2069, %2092 overflow<nsw> : i64
    %2094 = llvm.add %2093, %2071 overflow<nsw> : i64
    %2095 = llvm.add %2094, %25 overflow<nsw> : i64
    %2096 = llvm.getelementptr inbounds %2091[%2095] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2097 = llvm.load %2096 : !llvm.ptr -> f64
    %2098 = llvm.fdiv %2090, %16 : f64
    %2099 = llvm.fsub %2083, %2098 : f64
    %2100 = llvm.fmul %2099, %2099 : f64
    %2101 = llvm.fadd %2100, %2097 : f64
    %2102 = llvm.extractvalue %2046[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2103 = llvm.extractvalue %2046[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2104 = llvm.mul %2069, %2103 overflow<nsw> : i64
    %2105 = llvm.add %2104, %2071 overflow<nsw> : i64
    %2106 = llvm.add %2105, %25 overflow<nsw> : i64
    %2107 = llvm.getelementptr inbounds %2102[%2106] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %2101, %2107 : f64, !llvm.ptr
    %2108 = llvm.add %2073, %26 : i64
    llvm.br ^bb317(%2108 : i64)
  ^bb319:  // pred: ^bb317
    %2109 = llvm.add %2071, %26 : i64
    llvm.br ^bb315(%2109 : i64)
  ^bb320:  // pred: ^bb315
    %2110 = llvm.add %2069, %26 : i64
    llvm.br ^bb313(%2110 : i64)
  ^bb321:  // pred: ^bb313
    %2111 = llvm.mlir.constant(1 : index) : i64
    %2112 = llvm.mlir.constant(1 : index) : i64
    %2113 = llvm.mlir.constant(1 : index) : i64
    %2114 = llvm.mul %969, %2111 : i64
    %2115 = llvm.mlir.zero : !llvm.ptr
    %2116 = llvm.getelementptr %2115[%2114] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2117 = llvm.ptrtoint %2116 : !llvm.ptr to i64
    %2118 = llvm.mlir.constant(64 : index) : i64
    %2119 = llvm.add %2117, %2118 : i64
    %2120 = llvm.call @malloc(%2119) : (i64) -> !llvm.ptr
    %2121 = llvm.ptrtoint %2120 : !llvm.ptr to i64
    %2122 = llvm.mlir.constant(1 : index) : i64
    %2123 = llvm.sub %2118, %2122 : i64
    %2124 = llvm.add %2121, %2123 : i64
    %2125 = llvm.urem %2124, %2118 : i64
    %2126 = llvm.sub %2124, %2125 : i64
    %2127 = llvm.inttoptr %2126 : i64 to !llvm.ptr
    %2128 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2129 = llvm.insertvalue %2120, %2128[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2130 = llvm.insertvalue %2127, %2129[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2131 = llvm.mlir.constant(0 : index) : i64
    %2132 = llvm.insertvalue %2131, %2130[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2133 = llvm.insertvalue %2111, %2132[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2134 = llvm.insertvalue %969, %2133[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2135 = llvm.insertvalue %2112, %2134[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2136 = llvm.insertvalue %969, %2135[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2137 = llvm.insertvalue %2112, %2136[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2138 = llvm.insertvalue %2113, %2137[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb322(%25 : i64)
  ^bb322(%2139: i64):  // 2 preds: ^bb321, ^bb329
    %2140 = llvm.icmp "slt" %2139, %26 : i64
    llvm.cond_br %2140, ^bb323, ^bb330
  ^bb323:  // pred: ^bb322
    llvm.br ^bb324(%25 : i64)
  ^bb324(%2141: i64):  // 2 preds: ^bb323, ^bb328
    %2142 = llvm.icmp "slt" %2141, %969 : i64
    llvm.cond_br %2142, ^bb325, ^bb329
  ^bb325:  // pred: ^bb324
    llvm.br ^bb326(%25 : i64)
  ^bb326(%2143: i64):  // 2 preds: ^bb325, ^bb327
    %2144 = llvm.icmp "slt" %2143, %26 : i64
    llvm.cond_br %2144, ^bb327, ^bb328
  ^bb327:  // pred: ^bb326
    %2145 = llvm.extractvalue %1372[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2146 = llvm.extractvalue %1372[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2147 = llvm.mul %2139, %2146 overflow<nsw> : i64
    %2148 = llvm.add %2147, %2141 overflow<nsw> : i64
    %2149 = llvm.add %2148, %2143 overflow<nsw> : i64
    %2150 = llvm.getelementptr inbounds %2145[%2149] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2151 = llvm.load %2150 : !llvm.ptr -> f32
    %2152 = llvm.extractvalue %2138[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2153 = llvm.extractvalue %2138[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2154 = llvm.mul %2139, %2153 overflow<nsw> : i64
    %2155 = llvm.add %2154, %2141 overflow<nsw> : i64
    %2156 = llvm.add %2155, %2143 overflow<nsw> : i64
    %2157 = llvm.getelementptr inbounds %2152[%2156] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2151, %2157 : f32, !llvm.ptr
    %2158 = llvm.add %2143, %26 : i64
    llvm.br ^bb326(%2158 : i64)
  ^bb328:  // pred: ^bb326
    %2159 = llvm.add %2141, %26 : i64
    llvm.br ^bb324(%2159 : i64)
  ^bb329:  // pred: ^bb324
    %2160 = llvm.add %2139, %26 : i64
    llvm.br ^bb322(%2160 : i64)
  ^bb330:  // pred: ^bb322
    llvm.br ^bb331(%25 : i64)
  ^bb331(%2161: i64):  // 2 preds: ^bb330, ^bb338
    %2162 = llvm.icmp "slt" %2161, %26 : i64
    llvm.cond_br %2162, ^bb332, ^bb339
  ^bb332:  // pred: ^bb331
    llvm.br ^bb333(%25 : i64)
  ^bb333(%2163: i64):  // 2 preds: ^bb332, ^bb337
    %2164 = llvm.icmp "slt" %2163, %969 : i64
    llvm.cond_br %2164, ^bb334, ^bb338
  ^bb334:  // pred: ^bb333
    llvm.br ^bb335(%25 : i64)
  ^bb335(%2165: i64):  // 2 preds: ^bb334, ^bb336
    %2166 = llvm.icmp "slt" %2165, %14 : i64
    llvm.cond_br %2166, ^bb336, ^bb337
  ^bb336:  // pred: ^bb335
    %2167 = llvm.extractvalue %1801[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2168 = llvm.extractvalue %1801[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2169 = llvm.mul %2161, %2168 overflow<nsw> : i64
    %2170 = llvm.mlir.constant(32 : index) : i64
    %2171 = llvm.mul %2163, %2170 overflow<nsw> : i64
    %2172 = llvm.add %2169, %2171 overflow<nsw> : i64
    %2173 = llvm.add %2172, %2165 overflow<nsw> : i64
    %2174 = llvm.getelementptr inbounds %2167[%2173] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2175 = llvm.load %2174 : !llvm.ptr -> f32
    %2176 = llvm.extractvalue %2138[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2177 = llvm.extractvalue %2138[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2178 = llvm.mul %2161, %2177 overflow<nsw> : i64
    %2179 = llvm.add %2178, %2163 overflow<nsw> : i64
    %2180 = llvm.add %2179, %25 overflow<nsw> : i64
    %2181 = llvm.getelementptr inbounds %2176[%2180] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2182 = llvm.load %2181 : !llvm.ptr -> f32
    %2183 = llvm.fadd %2175, %2182 : f32
    %2184 = llvm.extractvalue %2138[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2185 = llvm.extractvalue %2138[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2186 = llvm.mul %2161, %2185 overflow<nsw> : i64
    %2187 = llvm.add %2186, %2163 overflow<nsw> : i64
    %2188 = llvm.add %2187, %25 overflow<nsw> : i64
    %2189 = llvm.getelementptr inbounds %2184[%2188] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2183, %2189 : f32, !llvm.ptr
    %2190 = llvm.add %2165, %26 : i64
    llvm.br ^bb335(%2190 : i64)
  ^bb337:  // pred: ^bb335
    %2191 = llvm.add %2163, %26 : i64
    llvm.br ^bb333(%2191 : i64)
  ^bb338:  // pred: ^bb333
    %2192 = llvm.add %2161, %26 : i64
    llvm.br ^bb331(%2192 : i64)
  ^bb339:  // pred: ^bb331
    %2193 = llvm.mlir.constant(1 : index) : i64
    %2194 = llvm.mlir.constant(32 : index) : i64
    %2195 = llvm.mlir.constant(1 : index) : i64
    %2196 = llvm.mul %2194, %969 : i64
    %2197 = llvm.mul %2196, %2193 : i64
    %2198 = llvm.mlir.zero : !llvm.ptr
    %2199 = llvm.getelementptr %2198[%2197] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2200 = llvm.ptrtoint %2199 : !llvm.ptr to i64
    %2201 = llvm.mlir.constant(64 : index) : i64
    %2202 = llvm.add %2200, %2201 : i64
    %2203 = llvm.call @malloc(%2202) : (i64) -> !llvm.ptr
    %2204 = llvm.ptrtoint %2203 : !llvm.ptr to i64
    %2205 = llvm.mlir.constant(1 : index) : i64
    %2206 = llvm.sub %2201, %2205 : i64
    %2207 = llvm.add %2204, %2206 : i64
    %2208 = llvm.urem %2207, %2201 : i64
    %2209 = llvm.sub %2207, %2208 : i64
    %2210 = llvm.inttoptr %2209 : i64 to !llvm.ptr
    %2211 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2212 = llvm.insertvalue %2203, %2211[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2213 = llvm.insertvalue %2210, %2212[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2214 = llvm.mlir.constant(0 : index) : i64
    %2215 = llvm.insertvalue %2214, %2213[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2216 = llvm.insertvalue %2193, %2215[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2217 = llvm.insertvalue %969, %2216[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2218 = llvm.insertvalue %2194, %2217[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2219 = llvm.insertvalue %2196, %2218[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2220 = llvm.insertvalue %2194, %2219[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2221 = llvm.insertvalue %2195, %2220[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb340(%25 : i64)
  ^bb340(%2222: i64):  // 2 preds: ^bb339, ^bb347
    %2223 = llvm.icmp "slt" %2222, %26 : i64
    llvm.cond_br %2223, ^bb341, ^bb348
  ^bb341:  // pred: ^bb340
    llvm.br ^bb342(%25 : i64)
  ^bb342(%2224: i64):  // 2 preds: ^bb341, ^bb346
    %2225 = llvm.icmp "slt" %2224, %969 : i64
    llvm.cond_br %2225, ^bb343, ^bb347
  ^bb343:  // pred: ^bb342
    llvm.br ^bb344(%25 : i64)
  ^bb344(%2226: i64):  // 2 preds: ^bb343, ^bb345
    %2227 = llvm.icmp "slt" %2226, %14 : i64
    llvm.cond_br %2227, ^bb345, ^bb346
  ^bb345:  // pred: ^bb344
    %2228 = llvm.extractvalue %1801[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2229 = llvm.extractvalue %1801[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2230 = llvm.mul %2222, %2229 overflow<nsw> : i64
    %2231 = llvm.mlir.constant(32 : index) : i64
    %2232 = llvm.mul %2224, %2231 overflow<nsw> : i64
    %2233 = llvm.add %2230, %2232 overflow<nsw> : i64
    %2234 = llvm.add %2233, %2226 overflow<nsw> : i64
    %2235 = llvm.getelementptr inbounds %2228[%2234] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2236 = llvm.load %2235 : !llvm.ptr -> f32
    %2237 = llvm.extractvalue %2138[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2238 = llvm.extractvalue %2138[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2239 = llvm.mul %2222, %2238 overflow<nsw> : i64
    %2240 = llvm.add %2239, %2224 overflow<nsw> : i64
    %2241 = llvm.add %2240, %25 overflow<nsw> : i64
    %2242 = llvm.getelementptr inbounds %2237[%2241] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2243 = llvm.load %2242 : !llvm.ptr -> f32
    %2244 = llvm.extractvalue %2046[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2245 = llvm.extractvalue %2046[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2246 = llvm.mul %2222, %2245 overflow<nsw> : i64
    %2247 = llvm.add %2246, %2224 overflow<nsw> : i64
    %2248 = llvm.add %2247, %25 overflow<nsw> : i64
    %2249 = llvm.getelementptr inbounds %2244[%2248] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %2250 = llvm.load %2249 : !llvm.ptr -> f64
    %2251 = llvm.extractvalue %59[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2252 = llvm.getelementptr inbounds|nuw %2251[%2226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2253 = llvm.load %2252 : !llvm.ptr -> f32
    %2254 = llvm.extractvalue %43[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2255 = llvm.getelementptr inbounds|nuw %2254[%2226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2256 = llvm.load %2255 : !llvm.ptr -> f32
    %2257 = llvm.fdiv %2250, %16 : f64
    %2258 = llvm.fptrunc %2257 : f64 to f32
    %2259 = llvm.fptrunc %18 : f64 to f32
    %2260 = llvm.fadd %2258, %2259 : f32
    %2261 = llvm.intr.sqrt(%2260) : (f32) -> f32
    %2262 = llvm.fdiv %12, %2261 : f32
    %2263 = llvm.fdiv %2243, %15 : f32
    %2264 = llvm.fsub %2236, %2263 : f32
    %2265 = llvm.fmul %2264, %2262 : f32
    %2266 = llvm.fmul %2265, %2253 : f32
    %2267 = llvm.fadd %2266, %2256 : f32
    %2268 = llvm.extractvalue %2221[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2269 = llvm.extractvalue %2221[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2270 = llvm.mul %2222, %2269 overflow<nsw> : i64
    %2271 = llvm.mlir.constant(32 : index) : i64
    %2272 = llvm.mul %2224, %2271 overflow<nsw> : i64
    %2273 = llvm.add %2270, %2272 overflow<nsw> : i64
    %2274 = llvm.add %2273, %2226 overflow<nsw> : i64
    %2275 = llvm.getelementptr inbounds %2268[%2274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2267, %2275 : f32, !llvm.ptr
    %2276 = llvm.add %2226, %26 : i64
    llvm.br ^bb344(%2276 : i64)
  ^bb346:  // pred: ^bb344
    %2277 = llvm.add %2224, %26 : i64
    llvm.br ^bb342(%2277 : i64)
  ^bb347:  // pred: ^bb342
    %2278 = llvm.add %2222, %26 : i64
    llvm.br ^bb340(%2278 : i64)
  ^bb348:  // pred: ^bb340
    %2279 = llvm.mlir.constant(1 : index) : i64
    %2280 = llvm.mlir.constant(1 : index) : i64
    %2281 = llvm.mlir.constant(1 : index) : i64
    %2282 = llvm.mul %969, %2279 : i64
    %2283 = llvm.mlir.zero : !llvm.ptr
    %2284 = llvm.getelementptr %2283[%2282] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2285 = llvm.ptrtoint %2284 : !llvm.ptr to i64
    %2286 = llvm.mlir.constant(64 : index) : i64
    %2287 = llvm.add %2285, %2286 : i64
    %2288 = llvm.call @malloc(%2287) : (i64) -> !llvm.ptr
    %2289 = llvm.ptrtoint %2288 : !llvm.ptr to i64
    %2290 = llvm.mlir.constant(1 : index) : i64
    %2291 = llvm.sub %2286, %2290 : i64
    %2292 = llvm.add %2289, %2291 : i64
    %2293 = llvm.urem %2292, %2286 : i64
    %2294 = llvm.sub %2292, %2293 : i64
    %2295 = llvm.inttoptr %2294 : i64 to !llvm.ptr
    %2296 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2297 = llvm.insertvalue %2288, %2296[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2298 = llvm.insertvalue %2295, %2297[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2299 = llvm.mlir.constant(0 : index) : i64
    %2300 = llvm.insertvalue %2299, %2298[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2301 = llvm.insertvalue %2279, %2300[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2302 = llvm.insertvalue %969, %2301[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2303 = llvm.insertvalue %2280, %2302[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2304 = llvm.insertvalue %969, %2303[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2305 = llvm.insertvalue %2280, %2304[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2306 = llvm.insertvalue %2281, %2305[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb349(%25 : i64)
  ^bb349(%2307: i64):  // 2 preds: ^bb348, ^bb356
    %2308 = llvm.icmp "slt" %2307, %26 : i64
    llvm.cond_br %2308, ^bb350, ^bb357
  ^bb350:  // pred: ^bb349
    llvm.br ^bb351(%25 : i64)
  ^bb351(%2309: i64):  // 2 preds: ^bb350, ^bb355
    %2310 = llvm.icmp "slt" %2309, %969 : i64
    llvm.cond_br %2310, ^bb352, ^bb356
  ^bb352:  // pred: ^bb351
    llvm.br ^bb353(%25 : i64)
  ^bb353(%2311: i64):  // 2 preds: ^bb352, ^bb354
    %2312 = llvm.icmp "slt" %2311, %26 : i64
    llvm.cond_br %2312, ^bb354, ^bb355
  ^bb354:  // pred: ^bb353
    %2313 = llvm.extractvalue %1372[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2314 = llvm.extractvalue %1372[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2315 = llvm.mul %2307, %2314 overflow<nsw> : i64
    %2316 = llvm.add %2315, %2309 overflow<nsw> : i64
    %2317 = llvm.add %2316, %2311 overflow<nsw> : i64
    %2318 = llvm.getelementptr inbounds %2313[%2317] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2319 = llvm.load %2318 : !llvm.ptr -> f32
    %2320 = llvm.extractvalue %2306[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2321 = llvm.extractvalue %2306[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2322 = llvm.mul %2307, %2321 overflow<nsw> : i64
    %2323 = llvm.add %2322, %2309 overflow<nsw> : i64
    %2324 = llvm.add %2323, %2311 overflow<nsw> : i64
    %2325 = llvm.getelementptr inbounds %2320[%2324] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2319, %2325 : f32, !llvm.ptr
    %2326 = llvm.add %2311, %26 : i64
    llvm.br ^bb353(%2326 : i64)
  ^bb355:  // pred: ^bb353
    %2327 = llvm.add %2309, %26 : i64
    llvm.br ^bb351(%2327 : i64)
  ^bb356:  // pred: ^bb351
    %2328 = llvm.add %2307, %26 : i64
    llvm.br ^bb349(%2328 : i64)
  ^bb357:  // pred: ^bb349
    llvm.br ^bb358(%25 : i64)
  ^bb358(%2329: i64):  // 2 preds: ^bb357, ^bb365
    %2330 = llvm.icmp "slt" %2329, %26 : i64
    llvm.cond_br %2330, ^bb359, ^bb366
  ^bb359:  // pred: ^bb358
    llvm.br ^bb360(%25 : i64)
  ^bb360(%2331: i64):  // 2 preds: ^bb359, ^bb364
    %2332 = llvm.icmp "slt" %2331, %969 : i64
    llvm.cond_br %2332, ^bb361, ^bb365
  ^bb361:  // pred: ^bb360
    llvm.br ^bb362(%25 : i64)
  ^bb362(%2333: i64):  // 2 preds: ^bb361, ^bb363
    %2334 = llvm.icmp "slt" %2333, %14 : i64
    llvm.cond_br %2334, ^bb363, ^bb364
  ^bb363:  // pred: ^bb362
    %2335 = llvm.extractvalue %2221[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2336 = llvm.extractvalue %2221[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2337 = llvm.mul %2329, %2336 overflow<nsw> : i64
    %2338 = llvm.mlir.constant(32 : index) : i64
    %2339 = llvm.mul %2331, %2338 overflow<nsw> : i64
    %2340 = llvm.add %2337, %2339 overflow<nsw> : i64
    %2341 = llvm.add %2340, %2333 overflow<nsw> : i64
    %2342 = llvm.getelementptr inbounds %2335[%2341] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2343 = llvm.load %2342 : !llvm.ptr -> f32
    %2344 = llvm.extractvalue %2306[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2345 = llvm.extractvalue %2306[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2346 = llvm.mul %2329, %2345 overflow<nsw> : i64
    %2347 = llvm.add %2346, %2331 overflow<nsw> : i64
    %2348 = llvm.add %2347, %25 overflow<nsw> : i64
    %2349 = llvm.getelementptr inbounds %2344[%2348] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2350 = llvm.load %2349 : !llvm.ptr -> f32
    %2351 = llvm.fmul %2343, %2343 : f32
    %2352 = llvm.fadd %2351, %2350 : f32
    %2353 = llvm.extractvalue %2306[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2354 = llvm.extractvalue %2306[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2355 = llvm.mul %2329, %2354 overflow<nsw> : i64
    %2356 = llvm.add %2355, %2331 overflow<nsw> : i64
    %2357 = llvm.add %2356, %25 overflow<nsw> : i64
    %2358 = llvm.getelementptr inbounds %2353[%2357] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2352, %2358 : f32, !llvm.ptr
    %2359 = llvm.add %2333, %26 : i64
    llvm.br ^bb362(%2359 : i64)
  ^bb364:  // pred: ^bb362
    %2360 = llvm.add %2331, %26 : i64
    llvm.br ^bb360(%2360 : i64)
  ^bb365:  // pred: ^bb360
    %2361 = llvm.add %2329, %26 : i64
    llvm.br ^bb358(%2361 : i64)
  ^bb366:  // pred: ^bb358
    %2362 = llvm.mlir.constant(1 : index) : i64
    %2363 = llvm.mlir.constant(32 : index) : i64
    %2364 = llvm.mlir.constant(1 : index) : i64
    %2365 = llvm.mul %2363, %969 : i64
    %2366 = llvm.mul %2365, %2362 : i64
    %2367 = llvm.mlir.zero : !llvm.ptr
    %2368 = llvm.getelementptr %2367[%2366] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2369 = llvm.ptrtoint %2368 : !llvm.ptr to i64
    %2370 = llvm.mlir.constant(64 : index) : i64
    %2371 = llvm.add %2369, %2370 : i64
    %2372 = llvm.call @malloc(%2371) : (i64) -> !llvm.ptr
    %2373 = llvm.ptrtoint %2372 : !llvm.ptr to i64
    %2374 = llvm.mlir.constant(1 : index) : i64
    %2375 = llvm.sub %2370, %2374 : i64
    %2376 = llvm.add %2373, %2375 : i64
    %2377 = llvm.urem %2376, %2370 : i64
    %2378 = llvm.sub %2376, %2377 : i64
    %2379 = llvm.inttoptr %2378 : i64 to !llvm.ptr
    %2380 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2381 = llvm.insertvalue %2372, %2380[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2382 = llvm.insertvalue %2379, %2381[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2383 = llvm.mlir.constant(0 : index) : i64
    %2384 = llvm.insertvalue %2383, %2382[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2385 = llvm.insertvalue %2362, %2384[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2386 = llvm.insertvalue %969, %2385[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2387 = llvm.insertvalue %2363, %2386[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2388 = llvm.insertvalue %2365, %2387[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2389 = llvm.insertvalue %2363, %2388[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2390 = llvm.insertvalue %2364, %2389[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb367(%25 : i64)
  ^bb367(%2391: i64):  // 2 preds: ^bb366, ^bb374
    %2392 = llvm.icmp "slt" %2391, %26 : i64
    llvm.cond_br %2392, ^bb368, ^bb375
  ^bb368:  // pred: ^bb367
    llvm.br ^bb369(%25 : i64)
  ^bb369(%2393: i64):  // 2 preds: ^bb368, ^bb373
    %2394 = llvm.icmp "slt" %2393, %969 : i64
    llvm.cond_br %2394, ^bb370, ^bb374
  ^bb370:  // pred: ^bb369
    llvm.br ^bb371(%25 : i64)
  ^bb371(%2395: i64):  // 2 preds: ^bb370, ^bb372
    %2396 = llvm.icmp "slt" %2395, %14 : i64
    llvm.cond_br %2396, ^bb372, ^bb373
  ^bb372:  // pred: ^bb371
    %2397 = llvm.extractvalue %2221[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2398 = llvm.extractvalue %2221[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2399 = llvm.mul %2391, %2398 overflow<nsw> : i64
    %2400 = llvm.mlir.constant(32 : index) : i64
    %2401 = llvm.mul %2393, %2400 overflow<nsw> : i64
    %2402 = llvm.add %2399, %2401 overflow<nsw> : i64
    %2403 = llvm.add %2402, %2395 overflow<nsw> : i64
    %2404 = llvm.getelementptr inbounds %2397[%2403] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2405 = llvm.load %2404 : !llvm.ptr -> f32
    %2406 = llvm.extractvalue %2306[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2407 = llvm.extractvalue %2306[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2408 = llvm.mul %2391, %2407 overflow<nsw> : i64
    %2409 = llvm.add %2408, %2393 overflow<nsw> : i64
    %2410 = llvm.add %2409, %25 overflow<nsw> : i64
    %2411 = llvm.getelementptr inbounds %2406[%2410] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2412 = llvm.load %2411 : !llvm.ptr -> f32
    %2413 = llvm.fdiv %2412, %15 : f32
    %2414 = llvm.fptrunc %27 : f64 to f32
    %2415 = llvm.fadd %2413, %2414 : f32
    %2416 = llvm.intr.sqrt(%2415) : (f32) -> f32
    %2417 = llvm.fdiv %12, %2416 : f32
    %2418 = llvm.fmul %2405, %2417 : f32
    %2419 = llvm.fcmp "olt" %2418, %22 : f32
    %2420 = llvm.uitofp %2419 : i1 to f32
    %2421 = llvm.fmul %2420, %11 : f32
    %2422 = llvm.fadd %2421, %12 : f32
    %2423 = llvm.fmul %2422, %2418 : f32
    %2424 = llvm.fmul %2423, %11 : f32
    %2425 = llvm.fmul %2424, %10 : f32
    %2426 = llvm.intr.exp2(%2425) : (f32) -> f32
    %2427 = llvm.fsub %12, %2426 : f32
    %2428 = llvm.fadd %2426, %12 : f32
    %2429 = llvm.fdiv %2427, %2428 : f32
    %2430 = llvm.fmul %2422, %2429 : f32
    %2431 = llvm.extractvalue %2390[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2432 = llvm.extractvalue %2390[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2433 = llvm.mul %2391, %2432 overflow<nsw> : i64
    %2434 = llvm.mlir.constant(32 : index) : i64
    %2435 = llvm.mul %2393, %2434 overflow<nsw> : i64
    %2436 = llvm.add %2433, %2435 overflow<nsw> : i64
    %2437 = llvm.add %2436, %2395 overflow<nsw> : i64
    %2438 = llvm.getelementptr inbounds %2431[%2437] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2430, %2438 : f32, !llvm.ptr
    %2439 = llvm.add %2395, %26 : i64
    llvm.br ^bb371(%2439 : i64)
  ^bb373:  // pred: ^bb371
    %2440 = llvm.add %2393, %26 : i64
    llvm.br ^bb369(%2440 : i64)
  ^bb374:  // pred: ^bb369
    %2441 = llvm.add %2391, %26 : i64
    llvm.br ^bb367(%2441 : i64)
  ^bb375:  // pred: ^bb367
    %2442 = llvm.extractvalue %193[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%2442) : (!llvm.ptr) -> ()
    %2443 = llvm.extractvalue %218[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%2443) : (!llvm.ptr) -> ()
    %2444 = llvm.extractvalue %278[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2444) : (!llvm.ptr) -> ()
    %2445 = llvm.extractvalue %401[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2445) : (!llvm.ptr) -> ()
    %2446 = llvm.extractvalue %460[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2446) : (!llvm.ptr) -> ()
    %2447 = llvm.extractvalue %563[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2447) : (!llvm.ptr) -> ()
    %2448 = llvm.extractvalue %666[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2448) : (!llvm.ptr) -> ()
    %2449 = llvm.extractvalue %725[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2449) : (!llvm.ptr) -> ()
    %2450 = llvm.extractvalue %784[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2450) : (!llvm.ptr) -> ()
    %2451 = llvm.extractvalue %840[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2451) : (!llvm.ptr) -> ()
    %2452 = llvm.extractvalue %885[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2452) : (!llvm.ptr) -> ()
    %2453 = llvm.extractvalue %991[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%2453) : (!llvm.ptr) -> ()
    %2454 = llvm.extractvalue %1057[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2454) : (!llvm.ptr) -> ()
    %2455 = llvm.extractvalue %1110[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%2455) : (!llvm.ptr) -> ()
    %2456 = llvm.extractvalue %1156[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2456) : (!llvm.ptr) -> ()
    %2457 = llvm.extractvalue %1218[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2457) : (!llvm.ptr) -> ()
    %2458 = llvm.extractvalue %1308[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2458) : (!llvm.ptr) -> ()
    %2459 = llvm.extractvalue %1372[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2459) : (!llvm.ptr) -> ()
    %2460 = llvm.extractvalue %1415[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2460) : (!llvm.ptr) -> ()
    %2461 = llvm.extractvalue %1497[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2461) : (!llvm.ptr) -> ()
    %2462 = llvm.extractvalue %1559[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2462) : (!llvm.ptr) -> ()
    %2463 = llvm.extractvalue %1649[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2463) : (!llvm.ptr) -> ()
    %2464 = llvm.extractvalue %1695[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2464) : (!llvm.ptr) -> ()
    %2465 = llvm.extractvalue %1801[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2465) : (!llvm.ptr) -> ()
    %2466 = llvm.extractvalue %1866[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2466) : (!llvm.ptr) -> ()
    %2467 = llvm.extractvalue %1921[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2467) : (!llvm.ptr) -> ()
    %2468 = llvm.extractvalue %1964[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2468) : (!llvm.ptr) -> ()
    %2469 = llvm.extractvalue %2046[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2469) : (!llvm.ptr) -> ()
    %2470 = llvm.extractvalue %2138[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2470) : (!llvm.ptr) -> ()
    %2471 = llvm.extractvalue %2221[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2471) : (!llvm.ptr) -> ()
    %2472 = llvm.extractvalue %2306[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2472) : (!llvm.ptr) -> ()
    llvm.return %2390 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  }
}
// irlower-stages: fx_graph=84298a34c3d6 torch_mlir=349a3e9ecd7e linalg_on_tensors_mlir=56fe4d83e7ae
