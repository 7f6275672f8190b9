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
    %269 = llvm.mlir.constant(2 : index) : i64
    %270 = llvm.mlir.constant(32 : index) : i64
    %271 = llvm.mlir.constant(1 : index) : i64
    %272 = llvm.mlir.constant(64 : index) : i64
    %273 = llvm.mlir.zero : !llvm.ptr
    %274 = llvm.getelementptr %273[%272] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %275 = llvm.ptrtoint %274 : !llvm.ptr to i64
    %276 = llvm.mlir.constant(64 : index) : i64
    %277 = llvm.add %275, %276 : i64
    %278 = llvm.call @malloc(%277) : (i64) -> !llvm.ptr
    %279 = llvm.ptrtoint %278 : !llvm.ptr to i64
    %280 = llvm.mlir.constant(1 : index) : i64
    %281 = llvm.sub %276, %280 : i64
    %282 = llvm.add %279, %281 : i64
    %283 = llvm.urem %282, %276 : i64
    %284 = llvm.sub %282, %283 : i64
    %285 = llvm.inttoptr %284 : i64 to !llvm.ptr
    %286 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %287 = llvm.insertvalue %278, %286[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %288 = llvm.insertvalue %285, %287[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %289 = llvm.mlir.constant(0 : index) : i64
    %290 = llvm.insertvalue %289, %288[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %291 = llvm.insertvalue %269, %290[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %292 = llvm.insertvalue %270, %291[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %293 = llvm.insertvalue %270, %292[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %294 = llvm.insertvalue %271, %293[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb22(%42 : i64)
  ^bb22(%295: i64):  // 2 preds: ^bb21, ^bb26
    %296 = llvm.icmp "slt" %295, %41 : i64
    llvm.cond_br %296, ^bb23, ^bb27
  ^bb23:  // pred: ^bb22
    llvm.br ^bb24(%42 : i64)
  ^bb24(%297: i64):  // 2 preds: ^bb23, ^bb25
    %298 = llvm.icmp "slt" %297, %39 : i64
    llvm.cond_br %298, ^bb25, ^bb26
  ^bb25:  // pred: ^bb24
    %299 = llvm.extractvalue %180[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %300 = llvm.mlir.constant(32 : index) : i64
    %301 = llvm.mul %295, %300 overflow<nsw, nuw> : i64
    %302 = llvm.add %301, %297 overflow<nsw, nuw> : i64
    %303 = llvm.getelementptr inbounds|nuw %299[%302] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %304 = llvm.load %303 : !llvm.ptr -> f32
    %305 = llvm.extractvalue %294[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %306 = llvm.mlir.constant(32 : index) : i64
    %307 = llvm.mul %295, %306 overflow<nsw, nuw> : i64
    %308 = llvm.add %307, %297 overflow<nsw, nuw> : i64
    %309 = llvm.getelementptr inbounds|nuw %305[%308] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %304, %309 : f32, !llvm.ptr
    %310 = llvm.add %297, %40 : i64
    llvm.br ^bb24(%310 : i64)
  ^bb26:  // pred: ^bb24
    %311 = llvm.add %295, %40 : i64
    llvm.br ^bb22(%311 : i64)
  ^bb27:  // pred: ^bb22
    llvm.br ^bb28(%42 : i64)
  ^bb28(%312: i64):  // 2 preds: ^bb27, ^bb35
    %313 = llvm.icmp "slt" %312, %41 : i64
    llvm.cond_br %313, ^bb29, ^bb36
  ^bb29:  // pred: ^bb28
    llvm.br ^bb30(%42 : i64)
  ^bb30(%314: i64):  // 2 preds: ^bb29, ^bb34
    %315 = llvm.icmp "slt" %314, %39 : i64
    llvm.cond_br %315, ^bb31, ^bb35
  ^bb31:  // pred: ^bb30
    llvm.br ^bb32(%42 : i64)
  ^bb32(%316: i64):  // 2 preds: ^bb31, ^bb33
    %317 = llvm.icmp "slt" %316, %39 : i64
    llvm.cond_br %317, ^bb33, ^bb34
  ^bb33:  // pred: ^bb32
    %318 = llvm.extractvalue %217[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %319 = llvm.mlir.constant(32 : index) : i64
    %320 = llvm.mul %312, %319 overflow<nsw, nuw> : i64
    %321 = llvm.add %320, %316 overflow<nsw, nuw> : i64
    %322 = llvm.getelementptr inbounds|nuw %318[%321] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %323 = llvm.load %322 : !llvm.ptr -> f32
    %324 = llvm.extractvalue %134[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %325 = llvm.getelementptr inbounds|nuw %324[%316] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %326 = llvm.load %325 : !llvm.ptr -> f32
    %327 = llvm.extractvalue %118[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %328 = llvm.mlir.constant(32 : index) : i64
    %329 = llvm.mul %314, %328 overflow<nsw, nuw> : i64
    %330 = llvm.add %329, %316 overflow<nsw, nuw> : i64
    %331 = llvm.getelementptr inbounds|nuw %327[%330] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %332 = llvm.load %331 : !llvm.ptr -> f32
    %333 = llvm.extractvalue %294[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %334 = llvm.mlir.constant(32 : index) : i64
    %335 = llvm.mul %312, %334 overflow<nsw, nuw> : i64
    %336 = llvm.add %335, %314 overflow<nsw, nuw> : i64
    %337 = llvm.getelementptr inbounds|nuw %333[%336] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %338 = llvm.load %337 : !llvm.ptr -> f32
    %339 = llvm.fadd %323, %326 : f32
    %340 = llvm.fdiv %339, %43 : f32
    %341 = llvm.fcmp "olt" %340, %44 : f32
    %342 = llvm.fneg %340 : f32
    %343 = llvm.select %341, %342, %340 : i1, f32
    %344 = llvm.fcmp "olt" %343, %11 : f32
    %345 = llvm.select %344, %36, %32 : i1, f32
    %346 = llvm.select %344, %23, %19 : i1, f32
    %347 = llvm.select %344, %35, %31 : i1, f32
    %348 = llvm.select %344, %22, %18 : i1, f32
    %349 = llvm.select %344, %34, %30 : i1, f32
    %350 = llvm.select %344, %21, %17 : i1, f32
    %351 = llvm.select %344, %33, %29 : i1, f32
    %352 = llvm.select %344, %20, %16 : i1, f32
    %353 = llvm.fcmp "olt" %343, %10 : f32
    %354 = llvm.select %353, %44, %28 : i1, f32
    %355 = llvm.select %353, %345, %27 : i1, f32
    %356 = llvm.select %353, %346, %15 : i1, f32
    %357 = llvm.select %353, %347, %26 : i1, f32
    %358 = llvm.select %353, %348, %14 : i1, f32
    %359 = llvm.select %353, %349, %25 : i1, f32
    %360 = llvm.select %353, %350, %13 : i1, f32
    %361 = llvm.select %353, %351, %24 : i1, f32
    %362 = llvm.select %353, %352, %12 : i1, f32
    %363 = llvm.select %353, %44, %45 : i1, f32
    %364 = llvm.fcmp "ult" %343, %9 : f32
    %365 = llvm.fmul %343, %361 : f32
    %366 = llvm.fadd %365, %359 : f32
    %367 = llvm.fmul %343, %366 : f32
    %368 = llvm.fadd %367, %357 : f32
    %369 = llvm.fmul %343, %368 : f32
    %370 = llvm.fadd %369, %355 : f32
    %371 = llvm.fmul %343, %370 : f32
    %372 = llvm.fadd %371, %354 : f32
    %373 = llvm.fmul %343, %362 : f32
    %374 = llvm.fadd %373, %360 : f32
    %375 = llvm.fmul %343, %374 : f32
    %376 = llvm.fadd %375, %358 : f32
    %377 = llvm.fmul %343, %376 : f32
    %378 = llvm.fadd %377, %356 : f32
    %379 = llvm.fmul %343, %378 : f32
    %380 = llvm.fadd %379, %45 : f32
    %381 = llvm.fdiv %372, %380 : f32
    %382 = llvm.fadd %363, %381 : f32
    %383 = llvm.select %364, %382, %45 : i1, f32
    %384 = llvm.fneg %383 : f32
    %385 = llvm.select %341, %384, %383 : i1, f32
    %386 = llvm.fadd %385, %45 : f32
    %387 = llvm.fmul %386, %46 : f32
    %388 = llvm.fmul %339, %387 : f32
    %389 = llvm.fmul %388, %332 : f32
    %390 = llvm.fadd %338, %389 : f32
    %391 = llvm.extractvalue %294[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %392 = llvm.mlir.constant(32 : index) : i64
    %393 = llvm.mul %312, %392 overflow<nsw, nuw> : i64
    %394 = llvm.add %393, %314 overflow<nsw, nuw> : i64
    %395 = llvm.getelementptr inbounds|nuw %391[%394] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %390, %395 : f32, !llvm.ptr
    %396 = llvm.add %316, %40 : i64
    llvm.br ^bb32(%396 : i64)
  ^bb34:  // pred: ^bb32
    %397 = llvm.add %314, %40 : i64
    llvm.br ^bb30(%397 : i64)
  ^bb35:  // pred: ^bb30
    %398 = llvm.add %312, %40 : i64
    llvm.br ^bb28(%398 : i64)
  ^bb36:  // pred: ^bb28
    %399 = llvm.mlir.constant(2 : index) : i64
    %400 = llvm.mlir.constant(8 : index) : i64
    %401 = llvm.mlir.constant(1 : index) : i64
    %402 = llvm.mlir.constant(16 : index) : i64
    %403 = llvm.mlir.zero : !llvm.ptr
    %404 = llvm.getelementptr %403[%402] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %405 = llvm.ptrtoint %404 : !llvm.ptr to i64
    %406 = llvm.mlir.constant(64 : index) : i64
    %407 = llvm.add %405, %406 : i64
    %408 = llvm.call @malloc(%407) : (i64) -> !llvm.ptr
    %409 = llvm.ptrtoint %408 : !llvm.ptr to i64
    %410 = llvm.mlir.constant(1 : index) : i64
    %411 = llvm.sub %406, %410 : i64
    %412 = llvm.add %409, %411 : i64
    %413 = llvm.urem %412, %406 : i64
    %414 = llvm.sub %412, %413 : i64
    %415 = llvm.inttoptr %414 : i64 to !llvm.ptr
    %416 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %417 = llvm.insertvalue %408, %416[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %418 = llvm.insertvalue %415, %417[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %419 = llvm.mlir.constant(0 : index) : i64
    %420 = llvm.insertvalue %419, %418[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %421 = llvm.insertvalue %399, %420[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %422 = llvm.insertvalue %400, %421[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %423 = llvm.insertvalue %400, %422[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %424 = llvm.insertvalue %401, %423[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb37(%42 : i64)
  ^bb37(%425: i64):  // 2 preds: ^bb36, ^bb41
    %426 = llvm.icmp "slt" %425, %41 : i64
    llvm.cond_br %426, ^bb38, ^bb42
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%42 : i64)
  ^bb39(%427: i64):  // 2 preds: ^bb38, ^bb40
    %428 = llvm.icmp "slt" %427, %37 : i64
    llvm.cond_br %428, ^bb40, ^bb41
  ^bb40:  // pred: ^bb39
    %429 = llvm.extractvalue %424[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %430 = llvm.mlir.constant(8 : index) : i64
    %431 = llvm.mul %425, %430 overflow<nsw, nuw> : i64
    %432 = llvm.add %431, %427 overflow<nsw, nuw> : i64
    %433 = llvm.getelementptr inbounds|nuw %429[%432] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %44, %433 : f32, !llvm.ptr
    %434 = llvm.add %427, %40 : i64
    llvm.br ^bb39(%434 : i64)
  ^bb41:  // pred: ^bb39
    %435 = llvm.add %425, %40 : i64
    llvm.br ^bb37(%435 : i64)
  ^bb42:  // pred: ^bb37
    %436 = llvm.mlir.constant(2 : index) : i64
    %437 = llvm.mlir.constant(8 : index) : i64
    %438 = llvm.mlir.constant(1 : index) : i64
    %439 = llvm.mlir.constant(16 : index) : i64
    %440 = llvm.mlir.zero : !llvm.ptr
    %441 = llvm.getelementptr %440[%439] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %442 = llvm.ptrtoint %441 : !llvm.ptr to i64
    %443 = llvm.mlir.constant(64 : index) : i64
    %444 = llvm.add %442, %443 : i64
    %445 = llvm.call @malloc(%444) : (i64) -> !llvm.ptr
    %446 = llvm.ptrtoint %445 : !llvm.ptr to i64
    %447 = llvm.mlir.constant(1 : index) : i64
    %448 = llvm.sub %443, %447 : i64
    %449 = llvm.add %446, %448 : i64
    %450 = llvm.urem %449, %443 : i64
    %451 = llvm.sub %449, %450 : i64
    %452 = llvm.inttoptr %451 : i64 to !llvm.ptr
    %453 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %454 = llvm.insertvalue %445, %453[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %455 = llvm.insertvalue %452, %454[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %456 = llvm.mlir.constant(0 : index) : i64
    %457 = llvm.insertvalue %456, %455[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %458 = llvm.insertvalue %436, %457[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %459 = llvm.insertvalue %437, %458[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %460 = llvm.insertvalue %437, %459[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %461 = llvm.insertvalue %438, %460[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb43(%42 : i64)
  ^bb43(%462: i64):  // 2 preds: ^bb42, ^bb47
    %463 = llvm.icmp "slt" %462, %41 : i64
    llvm.cond_br %463, ^bb44, ^bb48
  ^bb44:  // pred: ^bb43
    llvm.br ^bb45(%42 : i64)
  ^bb45(%464: i64):  // 2 preds: ^bb44, ^bb46
    %465 = llvm.icmp "slt" %464, %37 : i64
    llvm.cond_br %465, ^bb46, ^bb47
  ^bb46:  // pred: ^bb45
    %466 = llvm.extractvalue %424[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %467 = llvm.mlir.constant(8 : index) : i64
    %468 = llvm.mul %462, %467 overflow<nsw, nuw> : i64
    %469 = llvm.add %468, %464 overflow<nsw, nuw> : i64
    %470 = llvm.getelementptr inbounds|nuw %466[%469] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %471 = llvm.load %470 : !llvm.ptr -> f32
    %472 = llvm.extractvalue %461[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %473 = llvm.mlir.constant(8 : index) : i64
    %474 = llvm.mul %462, %473 overflow<nsw, nuw> : i64
    %475 = llvm.add %474, %464 overflow<nsw, nuw> : i64
    %476 = llvm.getelementptr inbounds|nuw %472[%475] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %471, %476 : f32, !llvm.ptr
    %477 = llvm.add %464, %40 : i64
    llvm.br ^bb45(%477 : i64)
  ^bb47:  // pred: ^bb45
    %478 = llvm.add %462, %40 : i64
    llvm.br ^bb43(%478 : i64)
  ^bb48:  // pred: ^bb43
    llvm.br ^bb49(%42 : i64)
  ^bb49(%479: i64):  // 2 preds: ^bb48, ^bb56
    %480 = llvm.icmp "slt" %479, %41 : i64
    llvm.cond_br %480, ^bb50, ^bb57
  ^bb50:  // pred: ^bb49
    llvm.br ^bb51(%42 : i64)
  ^bb51(%481: i64):  // 2 preds: ^bb50, ^bb55
    %482 = llvm.icmp "slt" %481, %37 : i64
    llvm.cond_br %482, ^bb52, ^bb56
  ^bb52:  // pred: ^bb51
    llvm.br ^bb53(%42 : i64)
  ^bb53(%483: i64):  // 2 preds: ^bb52, ^bb54
    %484 = llvm.icmp "slt" %483, %39 : i64
    llvm.cond_br %484, ^bb54, ^bb55
  ^bb54:  // pred: ^bb53
    %485 = llvm.extractvalue %294[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %486 = llvm.mlir.constant(32 : index) : i64
    %487 = llvm.mul %479, %486 overflow<nsw, nuw> : i64
    %488 = llvm.add %487, %483 overflow<nsw, nuw> : i64
    %489 = llvm.getelementptr inbounds|nuw %485[%488] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %490 = llvm.load %489 : !llvm.ptr -> f32
    %491 = llvm.extractvalue %98[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %492 = llvm.getelementptr inbounds|nuw %491[%483] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %493 = llvm.load %492 : !llvm.ptr -> f32
    %494 = llvm.extractvalue %82[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %495 = llvm.mlir.constant(32 : index) : i64
    %496 = llvm.mul %481, %495 overflow<nsw, nuw> : i64
    %497 = llvm.add %496, %483 overflow<nsw, nuw> : i64
    %498 = llvm.getelementptr inbounds|nuw %494[%497] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %499 = llvm.load %498 : !llvm.ptr -> f32
    %500 = llvm.extractvalue %461[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %501 = llvm.mlir.constant(8 : index) : i64
    %502 = llvm.mul %479, %501 overflow<nsw, nuw> : i64
    %503 = llvm.add %502, %481 overflow<nsw, nuw> : i64
    %504 = llvm.getelementptr inbounds|nuw %500[%503] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %505 = llvm.load %504 : !llvm.ptr -> f32
    %506 = llvm.fadd %490, %493 : f32
    %507 = llvm.fneg %506 : f32
    %508 = llvm.fmul %507, %8 : f32
    %509 = llvm.intr.exp2(%508) : (f32) -> f32
    %510 = llvm.fadd %509, %45 : f32
    %511 = llvm.fdiv %45, %510 : f32
    %512 = llvm.fmul %506, %511 : f32
    %513 = llvm.fmul %512, %499 : f32
    %514 = llvm.fadd %505, %513 : f32
    %515 = llvm.extractvalue %461[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %516 = llvm.mlir.constant(8 : index) : i64
    %517 = llvm.mul %479, %516 overflow<nsw, nuw> : i64
    %518 = llvm.add %517, %481 overflow<nsw, nuw> : i64
    %519 = llvm.getelementptr inbounds|nuw %515[%518] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %514, %519 : f32, !llvm.ptr
    %520 = llvm.add %483, %40 : i64
    llvm.br ^bb53(%520 : i64)
  ^bb55:  // pred: ^bb53
    %521 = llvm.add %481, %40 : i64
    llvm.br ^bb51(%521 : i64)
  ^bb56:  // pred: ^bb51
    %522 = llvm.add %479, %40 : i64
    llvm.br ^bb49(%522 : i64)
  ^bb57:  // pred: ^bb49
    %523 = llvm.mlir.constant(2 : index) : i64
    %524 = llvm.mlir.constant(8 : index) : i64
    %525 = llvm.mlir.constant(1 : index) : i64
    %526 = llvm.mlir.constant(16 : index) : i64
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
    %540 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %541 = llvm.insertvalue %532, %540[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %542 = llvm.insertvalue %539, %541[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %543 = llvm.mlir.constant(0 : index) : i64
    %544 = llvm.insertvalue %543, %542[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %545 = llvm.insertvalue %523, %544[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %546 = llvm.insertvalue %524, %545[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %547 = llvm.insertvalue %524, %546[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %548 = llvm.insertvalue %525, %547[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb58(%42 : i64)
  ^bb58(%549: i64):  // 2 preds: ^bb57, ^bb62
    %550 = llvm.icmp "slt" %549, %41 : i64
    llvm.cond_br %550, ^bb59, ^bb63
  ^bb59:  // pred: ^bb58
    llvm.br ^bb60(%42 : i64)
  ^bb60(%551: i64):  // 2 preds: ^bb59, ^bb61
    %552 = llvm.icmp "slt" %551, %37 : i64
    llvm.cond_br %552, ^bb61, ^bb62
  ^bb61:  // pred: ^bb60
    %553 = llvm.extractvalue %461[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %554 = llvm.mlir.constant(8 : index) : i64
    %555 = llvm.mul %549, %554 overflow<nsw, nuw> : i64
    %556 = llvm.add %555, %551 overflow<nsw, nuw> : i64
    %557 = llvm.getelementptr inbounds|nuw %553[%556] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %558 = llvm.load %557 : !llvm.ptr -> f32
    %559 = llvm.extractvalue %62[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %560 = llvm.getelementptr inbounds|nuw %559[%551] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %561 = llvm.load %560 : !llvm.ptr -> f32
    %562 = llvm.fadd %558, %561 : f32
    %563 = llvm.extractvalue %548[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %564 = llvm.mlir.constant(8 : index) : i64
    %565 = llvm.mul %549, %564 overflow<nsw, nuw> : i64
    %566 = llvm.add %565, %551 overflow<nsw, nuw> : i64
    %567 = llvm.getelementptr inbounds|nuw %563[%566] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %562, %567 : f32, !llvm.ptr
    %568 = llvm.add %551, %40 : i64
    llvm.br ^bb60(%568 : i64)
  ^bb62:  // pred: ^bb60
    %569 = llvm.add %549, %40 : i64
    llvm.br ^bb58(%569 : i64)
  ^bb63:  // pred: ^bb58
    %570 = llvm.extractvalue %180[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%570) : (!llvm.ptr) -> ()
    %571 = llvm.extractvalue %217[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%571) : (!llvm.ptr) -> ()
    %572 = llvm.extractvalue %294[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%572) : (!llvm.ptr) -> ()
    %573 = llvm.extractvalue %424[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%573) : (!llvm.ptr) -> ()
    %574 = llvm.extractvalue %461[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%574) : (!llvm.ptr) -> ()
    llvm.return %548 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  }
}
// irlower-stages: fx_graph=f7ad5df53030 torch_mlir=6aa7dd31cd1c linalg_on_tensors_mlir=e70f92738717
