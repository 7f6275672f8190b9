module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global private constant @__constant_32x16xf32(dense_resource<torch_tensor_32_16_torch.float32> : tensor<32x16xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<16 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_0(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32(dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_8x32xf32(dense_resource<torch_tensor_8_32_torch.float32> : tensor<8x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<8 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_8xf32(dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<8 x f32>
  llvm.func @main(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8 = llvm.mlir.constant(1.44269502 : f32) : f32
    %9 = llvm.mlir.constant(3.750000e+00 : f32) : f32
    %10 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %11 = llvm.mlir.constant(8.000000e-01 : f32) : f32
    %12 = llvm.mlir.constant(0.0821908935 : f32) : f32
    %13 = llvm.mlir.constant(-0.583389878 : f32) : f32
    %14 = llvm.mlir.constant(1.62705934 : f32) : f32
    %15 = llvm.mlir.constant(-2.0606916 : f32) : f32
    %16 = llvm.mlir.constant(0.0572442785 : f32) : f32
    %17 = llvm.mlir.constant(-0.0883462652 : f32) : f32
    %18 = llvm.mlir.constant(0.448369086 : f32) : f32
    %19 = llvm.mlir.constant(-3.276070e-01 : f32) : f32
    %20 = llvm.mlir.constant(0.0739796459 : f32) : f32
    %21 = llvm.mlir.constant(-0.131808966 : f32) : f32
    %22 = llvm.mlir.constant(0.519230127 : f32) : f32
    %23 = llvm.mlir.constant(-0.463513821 : f32) : f32
    %24 = llvm.mlir.constant(-1.71048032E-5 : f32) : f32
    %25 = llvm.mlir.constant(2.53447099E-4 : f32) : f32
    %26 = llvm.mlir.constant(-0.00141373626 : f32) : f32
    %27 = llvm.mlir.constant(0.00351961935 : f32) : f32
    %28 = llvm.mlir.constant(-0.00330093061 : f32) : f32
    %29 = llvm.mlir.constant(0.0370645523 : f32) : f32
    %30 = llvm.mlir.constant(0.118407398 : f32) : f32
    %31 = llvm.mlir.constant(-0.364721417 : f32) : f32
    %32 = llvm.mlir.constant(1.12750685 : f32) : f32
    %33 = llvm.mlir.constant(0.0258146804 : f32) : f32
    %34 = llvm.mlir.constant(0.209741712 : f32) : f32
    %35 = llvm.mlir.constant(-0.523018539 : f32) : f32
    %36 = llvm.mlir.constant(1.12837911 : f32) : f32
    %37 = llvm.mlir.constant(8 : index) : i64
    %38 = llvm.mlir.constant(16 : index) : i64
    %39 = llvm.mlir.constant(32 : index) : i64
    %40 = llvm.mlir.constant(1 : index) : i64
    %41 = llvm.mlir.constant(2 : index) : i64
    %42 = llvm.mlir.constant(0 : index) : i64
    %43 = llvm.mlir.constant(1.41421354 : f32) : f32
    %44 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %45 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %46 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %47 = llvm.mlir.constant(8 : index) : i64
    %48 = llvm.mlir.constant(1 : index) : i64
    %49 = llvm.mlir.zero : !llvm.ptr
    %50 = llvm.getelementptr %49[%47] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %51 = llvm.ptrtoint %50 : !llvm.ptr to i64
    %52 = llvm.mlir.addressof @__constant_8xf32 : !llvm.ptr
    %53 = llvm.getelementptr %52[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
    %54 = llvm.mlir.constant(3735928559 : index) : i64
    %55 = llvm.inttoptr %54 : i64 to !llvm.ptr
    %56 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %57 = llvm.insertvalue %55, %56[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %58 = llvm.insertvalue %53, %57[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %59 = llvm.mlir.constant(0 : index) : i64
    %60 = llvm.insertvalue %59, %58[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %61 = llvm.insertvalue %47, %60[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %62 = llvm.insertvalue %48, %61[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %63 = llvm.mlir.constant(8 : index) : i64
    %64 = llvm.mlir.constant(32 : index) : i64
    %65 = llvm.mlir.constant(1 : index) : i64
    %66 = llvm.mlir.constant(256 : index) : i64
    %67 = llvm.mlir.zero : !llvm.ptr
    %68 = llvm.getelementptr %67[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %69 = llvm.ptrtoint %68 : !llvm.ptr to i64
    %70 = llvm.mlir.addressof @__constant_8x32xf32 : !llvm.ptr
    %71 = llvm.getelementptr %70[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x array<32 x f32>>
    %72 = llvm.mlir.constant(3735928559 : index) : i64
    %73 = llvm.inttoptr %72 : i64 to !llvm.ptr
    %74 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %75 = llvm.insertvalue %73, %74[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %76 = llvm.insertvalue %71, %75[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %77 = llvm.mlir.constant(0 : index) : i64
    %78 = llvm.insertvalue %77, %76[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %79 = llvm.insertvalue %63, %78[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %80 = llvm.insertvalue %64, %79[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %81 = llvm.insertvalue %64, %80[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %82 = llvm.insertvalue %65, %81[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %83 = llvm.mlir.constant(32 : index) : i64
    %84 = llvm.mlir.constant(1 : index) : i64
    %85 = llvm.mlir.zero : !llvm.ptr
    %86 = llvm.getelementptr %85[%83] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %87 = llvm.ptrtoint %86 : !llvm.ptr to i64
    %88 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
    %89 = llvm.getelementptr %88[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %90 = llvm.mlir.constant(3735928559 : index) : i64
    %91 = llvm.inttoptr %90 : i64 to !llvm.ptr
    %92 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %93 = llvm.insertvalue %91, %92[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %94 = llvm.insertvalue %89, %93[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %95 = llvm.mlir.constant(0 : index) : i64
    %96 = llvm.insertvalue %95, %94[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %97 = llvm.insertvalue %83, %96[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %98 = llvm.insertvalue %84, %97[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %99 = llvm.mlir.constant(32 : index) : i64
    %100 = llvm.mlir.constant(32 : index) : i64
    %101 = llvm.mlir.constant(1 : index) : i64
    %102 = llvm.mlir.constant(1024 : index) : i64
    %103 = llvm.mlir.zero : !llvm.ptr
    %104 = llvm.getelementptr %103[%102] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %105 = llvm.ptrtoint %104 : !llvm.ptr to i64
    %106 = llvm.mlir.addressof @__constant_32x32xf32 : !llvm.ptr
    %107 = llvm.getelementptr %106[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %108 = llvm.mlir.constant(3735928559 : index) : i64
    %109 = llvm.inttoptr %108 : i64 to !llvm.ptr
    %110 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %111 = llvm.insertvalue %109, %110[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %112 = llvm.insertvalue %107, %111[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %113 = llvm.mlir.constant(0 : index) : i64
    %114 = llvm.insertvalue %113, %112[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %115 = llvm.insertvalue %99, %114[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %116 = llvm.insertvalue %100, %115[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %117 = llvm.insertvalue %100, %116[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %118 = llvm.insertvalue %101, %117[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %119 = llvm.mlir.constant(32 : index) : i64
    %120 = llvm.mlir.constant(1 : index) : i64
    %121 = llvm.mlir.zero : !llvm.ptr
    %122 = llvm.getelementptr %121[%119] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %123 = llvm.ptrtoint %122 : !llvm.ptr to i64
    %124 = llvm.mlir.addressof @__constant_32xf32_0 : !llvm.ptr
    %125 = llvm.getelementptr %124[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %126 = llvm.mlir.constant(3735928559 : index) : i64
    %127 = llvm.inttoptr %126 : i64 to !llvm.ptr
    %128 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %129 = llvm.insertvalue %127, %128[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %130 = llvm.insertvalue %125, %129[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %131 = llvm.mlir.constant(0 : index) : i64
    %132 = llvm.insertvalue %131, %130[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %133 = llvm.insertvalue %119, %132[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %134 = llvm.insertvalue %120, %133[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %135 = llvm.mlir.constant(32 : index) : i64
    %136 = llvm.mlir.constant(16 : index) : i64
    %137 = llvm.mlir.constant(1 : index) : i64
    %138 = llvm.mlir.constant(512 : index) : i64
    %139 = llvm.mlir.zero : !llvm.ptr
    %140 = llvm.getelementptr %139[%138] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %141 = llvm.ptrtoint %140 : !llvm.ptr to i64
    %142 = llvm.mlir.addressof @__constant_32x16xf32 : !llvm.ptr
    %143 = llvm.getelementptr %142[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<16 x f32>>
    %144 = llvm.mlir.constant(3735928559 : index) : i64
    %145 = llvm.inttoptr %144 : i64 to !llvm.ptr
    %146 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %147 = llvm.insertvalue %145, %146[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %148 = llvm.insertvalue %143, %147[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %149 = llvm.mlir.constant(0 : index) : i64
    %150 = llvm.insertvalue %149, %148[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %151 = llvm.insertvalue %135, %150[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %152 = llvm.insertvalue %136, %151[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %153 = llvm.insertvalue %136, %152[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %154 = llvm.insertvalue %137, %153[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %155 = llvm.mlir.constant(2 : index) : i64
    %156 = llvm.mlir.constant(32 : index) : i64
    %157 = llvm.mlir.constant(1 : index) : i64
    %158 = llvm.mlir.constant(64 : index) : i64
    %159 = llvm.mlir.zero : !llvm.ptr
    %160 = llvm.getelementptr %159[%158] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %161 = llvm.ptrtoint %160 : !llvm.ptr to i64
    %162 = llvm.mlir.constant(64 : index) : i64
    %163 = llvm.add %161, %162 : i64
    %164 = llvm.call @malloc(%163) : (i64) -> !llvm.ptr
    %165 = llvm.ptrtoint %164 : !llvm.ptr to i64
    %166 = llvm.mlir.constant(1 : index) : i64
    %167 = llvm.sub %162, %166 : i64
    %168 = llvm.add %165, %167 : i64
    %169 = llvm.urem %168, %162 : i64
    %170 = llvm.sub %168, %169 : i64
    %171 = llvm.inttoptr %170 : i64 to !llvm.ptr
    %172 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %173 = llvm.insertvalue %164, %172[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %174 = llvm.insertvalue %171, %173[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %175 = llvm.mlir.constant(0 : index) : i64
    %176 = llvm.insertvalue %175, %174[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %177 = llvm.insertvalue %155, %176[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %178 = llvm.insertvalue %156, %177[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %179 = llvm.insertvalue %156, %178[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %180 = llvm.insertvalue %157, %179[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb1(%42 : i64)
  ^bb1(%181: i64):  // 2 preds: ^bb0, ^bb5
    %182 = llvm.icmp "slt" %181, %41 : i64
    llvm.cond_br %182, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%42 : i64)
  ^bb3(%183: i64):  // 2 preds: ^bb2, ^bb4
    %184 = llvm.icmp "slt" %183, %39 : i64
    llvm.cond_br %184, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %185 = llvm.extractvalue %180[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %186 = llvm.mlir.constant(32 : index) : i64
    %187 = llvm.mul %181, %186 overflow<nsw, nuw> : i64
    %188 = llvm.add %187, %183 overflow<nsw, nuw> : i64
    %189 = llvm.getelementptr inbounds|nuw %185[%188] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %44, %189 : f32, !llvm.ptr
    %190 = llvm.add %183, %40 : i64
    llvm.br ^bb3(%190 : i64)
  ^bb5:  // pred: ^bb3
    %191 = llvm.add %181, %40 : i64
    llvm.br ^bb1(%191 : i64)
  ^bb6:  // pred: ^bb1
    %192 = llvm.mlir.constant(2 : index) : i64
    %193 = llvm.mlir.constant(32 : index) : i64
    %194 = llvm.mlir.constant(1 : index) : i64
    %195 = llvm.mlir.constant(64 : index) : i64
    %196 = llvm.mlir.zero : !llvm.ptr
    %197 = llvm.getelementptr %196[%195] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %198 = llvm.ptrtoint %197 : !llvm.ptr to i64
    %199 = llvm.mlir.constant(64 : index) : i64
    %200 = llvm.add %198, %199 : i64
    %201 = llvm.call @malloc(%200) : (i64) -> !llvm.ptr
    %202 = llvm.ptrtoint %201 : !llvm.ptr to i64
    %203 = llvm.mlir.constant(1 : index) : i64
    %204 = llvm.sub %199, %203 : i64
    %205 = llvm.add %202, %204 : i64
    %206 = llvm.urem %205, %199 : i64
    %207 = llvm.sub %205, %206 : i64
    %208 = llvm.inttoptr %207 : i64 to !llvm.ptr
    %209 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %210 = llvm.insertvalue %201, %209[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %211 = llvm.insertvalue %208, %210[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %212 = llvm.mlir.constant(0 : index) : i64
    %213 = llvm.insertvalue %212, %211[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %214 = llvm.insertvalue %192, %213[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %215 = llvm.insertvalue %193, %214[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %216 = llvm.insertvalue %193, %215[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %217 = llvm.insertvalue %194, %216[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb7(%42 : i64)
  ^bb7(%218: i64):  // 2 preds: ^bb6, ^bb11
    %219 = llvm.icmp "slt" %218, %41 : i64
    llvm.cond_br %219, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%42 : i64)
  ^bb9(%220: i64):  // 2 preds: ^bb8, ^bb10
    %221 = llvm.icmp "slt" %220, %39 : i64
    llvm.cond_br %221, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %222 = llvm.extractvalue %180[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %223 = llvm.mlir.constant(32 : index) : i64
    %224 = llvm.mul %218, %223 overflow<nsw, nuw> : i64
    %225 = llvm.add %224, %220 overflow<nsw, nuw> : i64
    %226 = llvm.getelementptr inbounds|nuw %222[%225] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %227 = llvm.load %226 : !llvm.ptr -> f32
    %228 = llvm.extractvalue %217[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %229 = llvm.mlir.constant(32 : index) : i64
    %230 = llvm.mul %218, %229 overflow<nsw, nuw> : i64
    %231 = llvm.add %230, %220 overflow<nsw, nuw> : i64
    %232 = llvm.getelementptr inbounds|nuw %228[%231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %227, %232 : f32, !llvm.ptr
    %233 = llvm.add %220, %40 : i64
    llvm.br ^bb9(%233 : i64)
  ^bb11:  // pred: ^bb9
    %234 = llvm.add %218, %40 : i64
    llvm.br ^bb7(%234 : i64)
  ^bb12:  // pred: ^bb7
    llvm.br ^bb13(%42 : i64)
  ^bb13(%235: i64):  // 2 preds: ^bb12, ^bb20
    %236 = llvm.icmp "slt" %235, %41 : i64
    llvm.cond_br %236, ^bb14, ^bb21
  ^bb14:  // pred: ^bb13
    llvm.br ^bb15(%42 : i64)
  ^bb15(%237: i64):  // 2 preds: ^bb14, ^bb19
    %238 = llvm.icmp "slt" %237, %39 : i64
    llvm.cond_br %238, ^bb16, ^bb20
  ^bb16:  // pred: ^bb15
    llvm.br ^bb17(%42 : i64)
  ^bb17(%239: i64):  // 2 preds: ^bb16, ^bb18
    %240 = llvm.icmp "slt" %239, %38 : i64
    llvm.cond_br %240, ^bb18, ^bb19
  ^bb18:  // pred: ^bb17
    %241 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %242 = llvm.mlir.constant(16 : index) : i64
    %243 = llvm.mul %235, %242 overflow<nsw, nuw> : i64
    %244 = llvm.add %243, %239 overflow<nsw, nuw> : i64
    %245 = llvm.getelementptr inbounds|nuw %241[%244] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %246 = llvm.load %245 : !llvm.ptr -> f32
    %247 = llvm.extractvalue %154[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %248 = llvm.mlir.constant(16 : index) : i64
    %249 = llvm.mul %237, %248 overflow<nsw, nuw> : i64
    %250 = llvm.add %249, %239 overflow<nsw, nuw> : i64
    %251 = llvm.getelementptr inbounds|nuw %247[%250] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %252 = llvm.load %251 : !llvm.ptr -> f32
    %253 = llvm.extractvalue %217[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %254 = llvm.mlir.constant(32 : index) : i64
    %255 = llvm.mul %235, %254 overflow<nsw, nuw> : i64
    %256 = llvm.add %255, %237 overflow<nsw, nuw> : i64
    %257 = llvm.getelementptr inbounds|nuw %253[%256] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %258 = llvm.load %257 : !llvm.ptr -> f32
    %259 = llvm.fmul %246, %252 : f32
    %260 = llvm.fadd %258, %259 : f32
    %261 = llvm.extractvalue %217[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %262 = llvm.mlir.constant(32 : index) : i64
    %263 = llvm.mul %235, %262 overflow<nsw, nuw> : i64
    %264 = llvm.add %263, %237 overflow<nsw, nuw> : i64
    %265 = llvm.getelementptr inbounds|nuw %261[%264] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %260, %265 : f32, !llvm.ptr
    %266 = llvm.add %239, %40 : i64
    llvm.br ^bb17(%266 : i64)
  ^bb19:  // pred: ^bb17
    %267 = llvm.add %237, %40 : i64
    llvm.br ^bb15(%267 : i64)
  ^bb20:  // pred: ^bb15
    %268 = llvm.add %235, %40 : i64
    llvm.br ^bb13(%268 : i64)
  ^bb21:  // pred: ^bb13
    llvm.br ^bb22(%42 : i64)
  ^bb22(%269: i64):  // 2 preds: ^bb21, ^bb29
    %270 = llvm.icmp "slt" %269, %41 : i64
    llvm.cond_br %270, ^bb23, ^bb30
  ^bb23:  // pred: ^bb22
    llvm.br ^bb24(%42 : i64)
  ^bb24(%271: i64):  // 2 preds: ^bb23, ^bb28
    %272 = llvm.icmp "slt" %271, %39 : i64
    llvm.cond_br %272, ^bb25, ^bb29
  ^bb25:  // pred: ^bb24
    llvm.br ^bb26(%42 : i64)
  ^bb26(%273: i64):  // 2 preds: ^bb25, ^bb27
    %274 = llvm.icmp "slt" %273, %39 : i64
    llvm.cond_br %274, ^bb27, ^bb28
  ^bb27:  // pred: ^bb26
    %275 = llvm.extractvalue %217[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %276 = llvm.mlir.constant(32 : index) : i64
    %277 = llvm.mul %269, %276 overflow<nsw, nuw> : i64
    %278 = llvm.add %277, %273 overflow<nsw, nuw> : i64
    %279 = llvm.getelementptr inbounds|nuw %275[%278] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %280 = llvm.load %279 : !llvm.ptr -> f32
    %281 = llvm.extractvalue %134[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %282 = llvm.getelementptr inbounds|nuw %281[%273] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %283 = llvm.load %282 : !llvm.ptr -> f32
    %284 = llvm.extractvalue %118[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %285 = llvm.mlir.constant(32 : index) : i64
    %286 = llvm.mul %271, %285 overflow<nsw, nuw> : i64
    %287 = llvm.add %286, %273 overflow<nsw, nuw> : i64
    %288 = llvm.getelementptr inbounds|nuw %284[%287] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %289 = llvm.load %288 : !llvm.ptr -> f32
    %290 = llvm.extractvalue %180[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %291 = llvm.mlir.constant(32 : index) : i64
    %292 = llvm.mul %269, %291 overflow<nsw, nuw> : i64
    %293 = llvm.add %292, %271 overflow<nsw, nuw> : i64
    %294 = llvm.getelementptr inbounds|nuw %290[%293] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %295 = llvm.load %294 : !llvm.ptr -> f32
    %296 = llvm.fadd %280, %283 : f32
    %297 = llvm.fdiv %296, %43 : f32
    %298 = llvm.fcmp "olt" %297, %44 : f32
    %299 = llvm.fneg %297 : f32
    %300 = llvm.select %298, %299, %297 : i1, f32
    %301 = llvm.fcmp "olt" %300, %11 : f32
    %302 = llvm.select %301, %36, %32 : i1, f32
    %303 = llvm.select %301, %23, %19 : i1, f32
    %304 = llvm.select %301, %35, %31 : i1, f32
    %305 = llvm.select %301, %22, %18 : i1, f32
    %306 = llvm.select %301, %34, %30 : i1, f32
    %307 = llvm.select %301, %21, %17 : i1, f32
    %308 = llvm.select %301, %33, %29 : i1, f32
    %309 = llvm.select %301, %20, %16 : i1, f32
    %310 = llvm.fcmp "olt" %300, %10 : f32
    %311 = llvm.select %310, %44, %28 : i1, f32
    %312 = llvm.select %310, %302, %27 : i1, f32
    %313 = llvm.select %310, %303, %15 : i1, f32
    %314 = llvm.select %310, %304, %26 : i1, f32
    %315 = llvm.select %310, %305, %14 : i1, f32
    %316 = llvm.select %310, %306, %25 : i1, f32
    %317 = llvm.select %310, %307, %13 : i1, f32
    %318 = llvm.select %310, %308, %24 : i1, f32
    %319 = llvm.select %310, %309, %12 : i1, f32
    %320 = llvm.select %310, %44, %45 : i1, f32
    %321 = llvm.fcmp "ult" %300, %9 : f32
    %322 = llvm.fmul %300, %318 : f32
    %323 = llvm.fadd %322, %316 : f32
    %324 = llvm.fmul %300, %323 : f32
    %325 = llvm.fadd %324, %314 : f32
    %326 = llvm.fmul %300, %325 : f32
    %327 = llvm.fadd %326, %312 : f32
    %328 = llvm.fmul %300, %327 : f32
    %329 = llvm.fadd %328, %311 : f32
    %330 = llvm.fmul %300, %319 : f32
    %331 = llvm.fadd %330, %317 : f32
    %332 = llvm.fmul %300, %331 : f32
    %333 = llvm.fadd %332, %315 : f32
    %334 = llvm.fmul %300, %333 : f32
    %335 = llvm.fadd %334, %313 : f32
    %336 = llvm.fmul %300, %335 : f32
    %337 = llvm.fadd %336, %45 : f32
    %338 = llvm.fdiv %329, %337 : f32
    %339 = llvm.fadd %320, %338 : f32
    %340 = llvm.select %321, %339, %45 : i1, f32
    %341 = llvm.fneg %340 : f32
    %342 = llvm.select %298, %341, %340 : i1, f32
    %343 = llvm.fadd %342, %45 : f32
    %344 = llvm.fmul %343, %46 : f32
    %345 = llvm.fmul %296, %344 : f32
    %346 = llvm.fmul %345, %289 : f32
    %347 = llvm.fadd %295, %346 : f32
    %348 = llvm.extractvalue %180[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %349 = llvm.mlir.constant(32 : index) : i64
    %350 = llvm.mul %269, %349 overflow<nsw, nuw> : i64
    %351 = llvm.add %350, %271 overflow<nsw, nuw> : i64
    %352 = llvm.getelementptr inbounds|nuw %348[%351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %347, %352 : f32, !llvm.ptr
    %353 = llvm.add %273, %40 : i64
    llvm.br ^bb26(%353 : i64)
  ^bb28:  // pred: ^bb26
    %354 = llvm.add %271, %40 : i64
    llvm.br ^bb24(%354 : i64)
  ^bb29:  // pred: ^bb24
    %355 = llvm.add %269, %40 : i64
    llvm.br ^bb22(%355 : i64)
  ^bb30:  // pred: ^bb22
    %356 = llvm.mlir.constant(2 : index) : i64
    %357 = llvm.mlir.constant(8 : index) : i64
    %358 = llvm.mlir.constant(1 : index) : i64
    %359 = llvm.mlir.constant(16 : index) : i64
    %360 = llvm.mlir.zero : !llvm.ptr
    %361 = llvm.getelementptr %360[%359] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %362 = llvm.ptrtoint %361 : !llvm.ptr to i64
    %363 = llvm.mlir.constant(64 : index) : i64
    %364 = llvm.add %362, %363 : i64
    %365 = llvm.call @malloc(%364) : (i64) -> !llvm.ptr
    %366 = llvm.ptrtoint %365 : !llvm.ptr to i64
    %367 = llvm.mlir.constant(1 : index) : i64
    %368 = llvm.sub %363, %367 : i64
    %369 = llvm.add %366, %368 : i64
    %370 = llvm.urem %369, %363 : i64
    %371 = llvm.sub %369, %370 : i64
    %372 = llvm.inttoptr %371 : i64 to !llvm.ptr
    %373 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %374 = llvm.insertvalue %365, %373[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %375 = llvm.insertvalue %372, %374[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %376 = llvm.mlir.constant(0 : index) : i64
    %377 = llvm.insertvalue %376, %375[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %378 = llvm.insertvalue %356, %377[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %379 = llvm.insertvalue %357, %378[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %380 = llvm.insertvalue %357, %379[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %381 = llvm.insertvalue %358, %380[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb31(%42 : i64)
  ^bb31(%382: i64):  // 2 preds: ^bb30, ^bb35
    %383 = llvm.icmp "slt" %382, %41 : i64
    llvm.cond_br %383, ^bb32, ^bb36
  ^bb32:  // pred: ^bb31
    llvm.br ^bb33(%42 : i64)
  ^bb33(%384: i64):  // 2 preds: ^bb32, ^bb34
    %385 = llvm.icmp "slt" %384, %37 : i64
    llvm.cond_br %385, ^bb34, ^bb35
  ^bb34:  // pred: ^bb33
    %386 = llvm.extractvalue %381[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %387 = llvm.mlir.constant(8 : index) : i64
    %388 = llvm.mul %382, %387 overflow<nsw, nuw> : i64
    %389 = llvm.add %388, %384 overflow<nsw, nuw> : i64
    %390 = llvm.getelementptr inbounds|nuw %386[%389] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %44, %390 : f32, !llvm.ptr
    %391 = llvm.add %384, %40 : i64
    llvm.br ^bb33(%391 : i64)
  ^bb35:  // pred: ^bb33
    %392 = llvm.add %382, %40 : i64
    llvm.br ^bb31(%392 : i64)
  ^bb36:  // pred: ^bb31
    llvm.br ^bb37(%42 : i64)
  ^bb37(%393: i64):  // 2 preds: ^bb36, ^bb44
    %394 = llvm.icmp "slt" %393, %41 : i64
    llvm.cond_br %394, ^bb38, ^bb45
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%42 : i64)
  ^bb39(%395: i64):  // 2 preds: ^bb38, ^bb43
    %396 = llvm.icmp "slt" %395, %37 : i64
    llvm.cond_br %396, ^bb40, ^bb44
  ^bb40:  // pred: ^bb39
    llvm.br ^bb41(%42 : i64)
  ^bb41(%397: i64):  // 2 preds: ^bb40, ^bb42
    %398 = llvm.icmp "slt" %397, %39 : i64
    llvm.cond_br %398, ^bb42, ^bb43
  ^bb42:  // pred: ^bb41
    %399 = llvm.extractvalue %180[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %400 = llvm.mlir.constant(32 : index) : i64
    %401 = llvm.mul %393, %400 overflow<nsw, nuw> : i64
    %402 = llvm.add %401, %397 overflow<nsw, nuw> : i64
    %403 = llvm.getelementptr inbounds|nuw %399[%402] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %404 = llvm.load %403 : !llvm.ptr -> f32
    %405 = llvm.extractvalue %98[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %406 = llvm.getelementptr inbounds|nuw %405[%397] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %407 = llvm.load %406 : !llvm.ptr -> f32
    %408 = llvm.extractvalue %82[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %409 = llvm.mlir.constant(32 : index) : i64
    %410 = llvm.mul %395, %409 overflow<nsw, nuw> : i64
    %411 = llvm.add %410, %397 overflow<nsw, nuw> : i64
    %412 = llvm.getelementptr inbounds|nuw %408[%411] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %413 = llvm.load %412 : !llvm.ptr -> f32
    %414 = llvm.extractvalue %381[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %415 = llvm.mlir.constant(8 : index) : i64
    %416 = llvm.mul %393, %415 overflow<nsw, nuw> : i64
    %417 = llvm.add %416, %395 overflow<nsw, nuw> : i64
    %418 = llvm.getelementptr inbounds|nuw %414[%417] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %419 = llvm.load %418 : !llvm.ptr -> f32
    %420 = llvm.fadd %404, %407 : f32
    %421 = llvm.fneg %420 : f32
    %422 = llvm.fmul %421, %8 : f32
    %423 = llvm.intr.exp2(%422) : (f32) -> f32
    %424 = llvm.fadd %423, %45 : f32
    %425 = llvm.fdiv %45, %424 : f32
    %426 = llvm.fmul %420, %425 : f32
    %427 = llvm.fmul %426, %413 : f32
    %428 = llvm.fadd %419, %427 : f32
    %429 = llvm.extractvalue %381[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %430 = llvm.mlir.constant(8 : index) : i64
    %431 = llvm.mul %393, %430 overflow<nsw, nuw> : i64
    %432 = llvm.add %431, %395 overflow<nsw, nuw> : i64
    %433 = llvm.getelementptr inbounds|nuw %429[%432] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %428, %433 : f32, !llvm.ptr
    %434 = llvm.add %397, %40 : i64
    llvm.br ^bb41(%434 : i64)
  ^bb43:  // pred: ^bb41
    %435 = llvm.add %395, %40 : i64
    llvm.br ^bb39(%435 : i64)
  ^bb44:  // pred: ^bb39
    %436 = llvm.add %393, %40 : i64
    llvm.br ^bb37(%436 : i64)
  ^bb45:  // pred: ^bb37
    llvm.br ^bb46(%42 : i64)
  ^bb46(%437: i64):  // 2 preds: ^bb45, ^bb50
    %438 = llvm.icmp "slt" %437, %41 : i64
    llvm.cond_br %438, ^bb47, ^bb51
  ^bb47:  // pred: ^bb46
    llvm.br ^bb48(%42 : i64)
  ^bb48(%439: i64):  // 2 preds: ^bb47, ^bb49
    %440 = llvm.icmp "slt" %439, %37 : i64
    llvm.cond_br %440, ^bb49, ^bb50
  ^bb49:  // pred: ^bb48
    %441 = llvm.extractvalue %381[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %442 = llvm.mlir.constant(8 : index) : i64
    %443 = llvm.mul %437, %442 overflow<nsw, nuw> : i64
    %444 = llvm.add %443, %439 overflow<nsw, nuw> : i64
    %445 = llvm.getelementptr inbounds|nuw %441[%444] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %446 = llvm.load %445 : !llvm.ptr -> f32
    %447 = llvm.extractvalue %62[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %448 = llvm.getelementptr inbounds|nuw %447[%439] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %449 = llvm.load %448 : !llvm.ptr -> f32
    %450 = llvm.fadd %446, %449 : f32
    %451 = llvm.extractvalue %381[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %452 = llvm.mlir.constant(8 : index) : i64
    %453 = llvm.mul %437, %452 overflow<nsw, nuw> : i64
    %454 = llvm.add %453, %439 overflow<nsw, nuw> : i64
    %455 = llvm.getelementptr inbounds|nuw %451[%454] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %450, %455 : f32, !llvm.ptr
    %456 = llvm.add %439, %40 : i64
    llvm.br ^bb48(%456 : i64)
  ^bb50:  // pred: ^bb48
    %457 = llvm.add %437, %40 : i64
    llvm.br ^bb46(%457 : i64)
  ^bb51:  // pred: ^bb46
    %458 = llvm.extractvalue %180[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%458) : (!llvm.ptr) -> ()
    %459 = llvm.extractvalue %217[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%459) : (!llvm.ptr) -> ()
    llvm.return %381 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  }
}
// irlower-stages: fx_graph=f7ad5df53030 torch_mlir=6aa7dd31cd1c linalg_on_tensors_mlir=e70f92738717
