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
    %41 = llvm.mlir.constant(1.41421354 : f32) : f32
    %42 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %43 = llvm.mlir.constant(0 : index) : i64
    %44 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %45 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %46 = llvm.mlir.constant(8 : index) : i64
    %47 = llvm.mlir.constant(1 : index) : i64
    %48 = llvm.mlir.zero : !llvm.ptr
    %49 = llvm.getelementptr %48[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %50 = llvm.ptrtoint %49 : !llvm.ptr to i64
    %51 = llvm.mlir.addressof @__constant_8xf32 : !llvm.ptr
    %52 = llvm.getelementptr %51[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
    %53 = llvm.mlir.constant(3735928559 : index) : i64
    %54 = llvm.inttoptr %53 : i64 to !llvm.ptr
    %55 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %56 = llvm.insertvalue %54, %55[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %57 = llvm.insertvalue %52, %56[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %58 = llvm.mlir.constant(0 : index) : i64
    %59 = llvm.insertvalue %58, %57[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %60 = llvm.insertvalue %46, %59[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %61 = llvm.insertvalue %47, %60[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %62 = llvm.mlir.constant(8 : index) : i64
    %63 = llvm.mlir.constant(32 : index) : i64
    %64 = llvm.mlir.constant(1 : index) : i64
    %65 = llvm.mlir.constant(256 : index) : i64
    %66 = llvm.mlir.zero : !llvm.ptr
    %67 = llvm.getelementptr %66[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %68 = llvm.ptrtoint %67 : !llvm.ptr to i64
    %69 = llvm.mlir.addressof @__constant_8x32xf32 : !llvm.ptr
    %70 = llvm.getelementptr %69[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x array<32 x f32>>
    %71 = llvm.mlir.constant(3735928559 : index) : i64
    %72 = llvm.inttoptr %71 : i64 to !llvm.ptr
    %73 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %74 = llvm.insertvalue %72, %73[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %75 = llvm.insertvalue %70, %74[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %76 = llvm.mlir.constant(0 : index) : i64
    %77 = llvm.insertvalue %76, %75[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %78 = llvm.insertvalue %62, %77[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %79 = llvm.insertvalue %63, %78[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %80 = llvm.insertvalue %63, %79[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %81 = llvm.insertvalue %64, %80[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %82 = llvm.mlir.constant(32 : index) : i64
    %83 = llvm.mlir.constant(1 : index) : i64
    %84 = llvm.mlir.zero : !llvm.ptr
    %85 = llvm.getelementptr %84[%82] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %86 = llvm.ptrtoint %85 : !llvm.ptr to i64
    %87 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
    %88 = llvm.getelementptr %87[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %89 = llvm.mlir.constant(3735928559 : index) : i64
    %90 = llvm.inttoptr %89 : i64 to !llvm.ptr
    %91 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %92 = llvm.insertvalue %90, %91[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %93 = llvm.insertvalue %88, %92[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %94 = llvm.mlir.constant(0 : index) : i64
    %95 = llvm.insertvalue %94, %93[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %96 = llvm.insertvalue %82, %95[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %97 = llvm.insertvalue %83, %96[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %98 = llvm.mlir.constant(32 : index) : i64
    %99 = llvm.mlir.constant(32 : index) : i64
    %100 = llvm.mlir.constant(1 : index) : i64
    %101 = llvm.mlir.constant(1024 : index) : i64
    %102 = llvm.mlir.zero : !llvm.ptr
    %103 = llvm.getelementptr %102[%101] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %104 = llvm.ptrtoint %103 : !llvm.ptr to i64
    %105 = llvm.mlir.addressof @__constant_32x32xf32 : !llvm.ptr
    %106 = llvm.getelementptr %105[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %107 = llvm.mlir.constant(3735928559 : index) : i64
    %108 = llvm.inttoptr %107 : i64 to !llvm.ptr
    %109 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %110 = llvm.insertvalue %108, %109[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %111 = llvm.insertvalue %106, %110[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %112 = llvm.mlir.constant(0 : index) : i64
    %113 = llvm.insertvalue %112, %111[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %114 = llvm.insertvalue %98, %113[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %115 = llvm.insertvalue %99, %114[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %116 = llvm.insertvalue %99, %115[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %117 = llvm.insertvalue %100, %116[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %118 = llvm.mlir.constant(32 : index) : i64
    %119 = llvm.mlir.constant(1 : index) : i64
    %120 = llvm.mlir.zero : !llvm.ptr
    %121 = llvm.getelementptr %120[%118] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %122 = llvm.ptrtoint %121 : !llvm.ptr to i64
    %123 = llvm.mlir.addressof @__constant_32xf32_0 : !llvm.ptr
    %124 = llvm.getelementptr %123[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %125 = llvm.mlir.constant(3735928559 : index) : i64
    %126 = llvm.inttoptr %125 : i64 to !llvm.ptr
    %127 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %128 = llvm.insertvalue %126, %127[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %129 = llvm.insertvalue %124, %128[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %130 = llvm.mlir.constant(0 : index) : i64
    %131 = llvm.insertvalue %130, %129[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %132 = llvm.insertvalue %118, %131[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %133 = llvm.insertvalue %119, %132[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %134 = llvm.mlir.constant(32 : index) : i64
    %135 = llvm.mlir.constant(16 : index) : i64
    %136 = llvm.mlir.constant(1 : index) : i64
    %137 = llvm.mlir.constant(512 : index) : i64
    %138 = llvm.mlir.zero : !llvm.ptr
    %139 = llvm.getelementptr %138[%137] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %140 = llvm.ptrtoint %139 : !llvm.ptr to i64
    %141 = llvm.mlir.addressof @__constant_32x16xf32 : !llvm.ptr
    %142 = llvm.getelementptr %141[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<16 x f32>>
    %143 = llvm.mlir.constant(3735928559 : index) : i64
    %144 = llvm.inttoptr %143 : i64 to !llvm.ptr
    %145 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %146 = llvm.insertvalue %144, %145[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %147 = llvm.insertvalue %142, %146[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %148 = llvm.mlir.constant(0 : index) : i64
    %149 = llvm.insertvalue %148, %147[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %150 = llvm.insertvalue %134, %149[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %151 = llvm.insertvalue %135, %150[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %152 = llvm.insertvalue %135, %151[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %153 = llvm.insertvalue %136, %152[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %154 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %155 = llvm.mlir.constant(32 : index) : i64
    %156 = llvm.mlir.constant(1 : index) : i64
    %157 = llvm.mul %155, %154 : i64
    %158 = llvm.mlir.zero : !llvm.ptr
    %159 = llvm.getelementptr %158[%157] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %160 = llvm.ptrtoint %159 : !llvm.ptr to i64
    %161 = llvm.mlir.constant(64 : index) : i64
    %162 = llvm.add %160, %161 : i64
    %163 = llvm.call @malloc(%162) : (i64) -> !llvm.ptr
    %164 = llvm.ptrtoint %163 : !llvm.ptr to i64
    %165 = llvm.mlir.constant(1 : index) : i64
    %166 = llvm.sub %161, %165 : i64
    %167 = llvm.add %164, %166 : i64
    %168 = llvm.urem %167, %161 : i64
    %169 = llvm.sub %167, %168 : i64
    %170 = llvm.inttoptr %169 : i64 to !llvm.ptr
    %171 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %172 = llvm.insertvalue %163, %171[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %173 = llvm.insertvalue %170, %172[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %174 = llvm.mlir.constant(0 : index) : i64
    %175 = llvm.insertvalue %174, %173[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %176 = llvm.insertvalue %154, %175[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %177 = llvm.insertvalue %155, %176[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %178 = llvm.insertvalue %155, %177[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %179 = llvm.insertvalue %156, %178[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb1(%43 : i64)
  ^bb1(%180: i64):  // 2 preds: ^bb0, ^bb5
    %181 = llvm.icmp "slt" %180, %154 : i64
    llvm.cond_br %181, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%43 : i64)
  ^bb3(%182: i64):  // 2 preds: ^bb2, ^bb4
    %183 = llvm.icmp "slt" %182, %39 : i64
    llvm.cond_br %183, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %184 = llvm.extractvalue %179[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %185 = llvm.mlir.constant(32 : index) : i64
    %186 = llvm.mul %180, %185 overflow<nsw, nuw> : i64
    %187 = llvm.add %186, %182 overflow<nsw, nuw> : i64
    %188 = llvm.getelementptr inbounds|nuw %184[%187] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %42, %188 : f32, !llvm.ptr
    %189 = llvm.add %182, %40 : i64
    llvm.br ^bb3(%189 : i64)
  ^bb5:  // pred: ^bb3
    %190 = llvm.add %180, %40 : i64
    llvm.br ^bb1(%190 : i64)
  ^bb6:  // pred: ^bb1
    %191 = llvm.mlir.constant(32 : index) : i64
    %192 = llvm.mlir.constant(1 : index) : i64
    %193 = llvm.mul %191, %154 : i64
    %194 = llvm.mlir.zero : !llvm.ptr
    %195 = llvm.getelementptr %194[%193] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %196 = llvm.ptrtoint %195 : !llvm.ptr to i64
    %197 = llvm.mlir.constant(64 : index) : i64
    %198 = llvm.add %196, %197 : i64
    %199 = llvm.call @malloc(%198) : (i64) -> !llvm.ptr
    %200 = llvm.ptrtoint %199 : !llvm.ptr to i64
    %201 = llvm.mlir.constant(1 : index) : i64
    %202 = llvm.sub %197, %201 : i64
    %203 = llvm.add %200, %202 : i64
    %204 = llvm.urem %203, %197 : i64
    %205 = llvm.sub %203, %204 : i64
    %206 = llvm.inttoptr %205 : i64 to !llvm.ptr
    %207 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %208 = llvm.insertvalue %199, %207[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %209 = llvm.insertvalue %206, %208[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %210 = llvm.mlir.constant(0 : index) : i64
    %211 = llvm.insertvalue %210, %209[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %212 = llvm.insertvalue %154, %211[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %213 = llvm.insertvalue %191, %212[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %214 = llvm.insertvalue %191, %213[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %215 = llvm.insertvalue %192, %214[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb7(%43 : i64)
  ^bb7(%216: i64):  // 2 preds: ^bb6, ^bb11
    %217 = llvm.icmp "slt" %216, %154 : i64
    llvm.cond_br %217, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%43 : i64)
  ^bb9(%218: i64):  // 2 preds: ^bb8, ^bb10
    %219 = llvm.icmp "slt" %218, %39 : i64
    llvm.cond_br %219, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %220 = llvm.extractvalue %179[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %221 = llvm.mlir.constant(32 : index) : i64
    %222 = llvm.mul %216, %221 overflow<nsw, nuw> : i64
    %223 = llvm.add %222, %218 overflow<nsw, nuw> : i64
    %224 = llvm.getelementptr inbounds|nuw %220[%223] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %225 = llvm.load %224 : !llvm.ptr -> f32
    %226 = llvm.extractvalue %215[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %227 = llvm.mlir.constant(32 : index) : i64
    %228 = llvm.mul %216, %227 overflow<nsw, nuw> : i64
    %229 = llvm.add %228, %218 overflow<nsw, nuw> : i64
    %230 = llvm.getelementptr inbounds|nuw %226[%229] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %225, %230 : f32, !llvm.ptr
    %231 = llvm.add %218, %40 : i64
    llvm.br ^bb9(%231 : i64)
  ^bb11:  // pred: ^bb9
    %232 = llvm.add %216, %40 : i64
    llvm.br ^bb7(%232 : i64)
  ^bb12:  // pred: ^bb7
    %233 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb13(%43 : i64)
  ^bb13(%234: i64):  // 2 preds: ^bb12, ^bb20
    %235 = llvm.icmp "slt" %234, %233 : i64
    llvm.cond_br %235, ^bb14, ^bb21
  ^bb14:  // pred: ^bb13
    llvm.br ^bb15(%43 : i64)
  ^bb15(%236: i64):  // 2 preds: ^bb14, ^bb19
    %237 = llvm.icmp "slt" %236, %39 : i64
    llvm.cond_br %237, ^bb16, ^bb20
  ^bb16:  // pred: ^bb15
    llvm.br ^bb17(%43 : i64)
  ^bb17(%238: i64):  // 2 preds: ^bb16, ^bb18
    %239 = llvm.icmp "slt" %238, %38 : i64
    llvm.cond_br %239, ^bb18, ^bb19
  ^bb18:  // pred: ^bb17
    %240 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %241 = llvm.mlir.constant(16 : index) : i64
    %242 = llvm.mul %234, %241 overflow<nsw, nuw> : i64
    %243 = llvm.add %242, %238 overflow<nsw, nuw> : i64
    %244 = llvm.getelementptr inbounds|nuw %240[%243] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %245 = llvm.load %244 : !llvm.ptr -> f32
    %246 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %247 = llvm.mlir.constant(16 : index) : i64
    %248 = llvm.mul %236, %247 overflow<nsw, nuw> : i64
    %249 = llvm.add %248, %238 overflow<nsw, nuw> : i64
    %250 = llvm.getelementptr inbounds|nuw %246[%249] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %251 = llvm.load %250 : !llvm.ptr -> f32
    %252 = llvm.extractvalue %215[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %253 = llvm.mlir.constant(32 : index) : i64
    %254 = llvm.mul %234, %253 overflow<nsw, nuw> : i64
    %255 = llvm.add %254, %236 overflow<nsw, nuw> : i64
    %256 = llvm.getelementptr inbounds|nuw %252[%255] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %257 = llvm.load %256 : !llvm.ptr -> f32
    %258 = llvm.fmul %245, %251 : f32
    %259 = llvm.fadd %257, %258 : f32
    %260 = llvm.extractvalue %215[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %261 = llvm.mlir.constant(32 : index) : i64
    %262 = llvm.mul %234, %261 overflow<nsw, nuw> : i64
    %263 = llvm.add %262, %236 overflow<nsw, nuw> : i64
    %264 = llvm.getelementptr inbounds|nuw %260[%263] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %259, %264 : f32, !llvm.ptr
    %265 = llvm.add %238, %40 : i64
    llvm.br ^bb17(%265 : i64)
  ^bb19:  // pred: ^bb17
    %266 = llvm.add %236, %40 : i64
    llvm.br ^bb15(%266 : i64)
  ^bb20:  // pred: ^bb15
    %267 = llvm.add %234, %40 : i64
    llvm.br ^bb13(%267 : i64)
  ^bb21:  // pred: ^bb13
    llvm.br ^bb22(%43 : i64)
  ^bb22(%268: i64):  // 2 preds: ^bb21, ^bb29
    %269 = llvm.icmp "slt" %268, %154 : i64
    llvm.cond_br %269, ^bb23, ^bb30
  ^bb23:  // pred: ^bb22
    llvm.br ^bb24(%43 : i64)
  ^bb24(%270: i64):  // 2 preds: ^bb23, ^bb28
    %271 = llvm.icmp "slt" %270, %39 : i64
    llvm.cond_br %271, ^bb25, ^bb29
  ^bb25:  // pred: ^bb24
    llvm.br ^bb26(%43 : i64)
  ^bb26(%272: i64):  // 2 preds: ^bb25, ^bb27
    %273 = llvm.icmp "slt" %272, %39 : i64
    llvm.cond_br %273, ^bb27, ^bb28
  ^bb27:  // pred: ^bb26
    %274 = llvm.extractvalue %215[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %275 = llvm.mlir.constant(32 : index) : i64
    %276 = llvm.mul %268, %275 overflow<nsw, nuw> : i64
    %277 = llvm.add %276, %272 overflow<nsw, nuw> : i64
    %278 = llvm.getelementptr inbounds|nuw %274[%277] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %279 = llvm.load %278 : !llvm.ptr -> f32
    %280 = llvm.extractvalue %133[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %281 = llvm.getelementptr inbounds|nuw %280[%272] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %282 = llvm.load %281 : !llvm.ptr -> f32
    %283 = llvm.extractvalue %117[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %284 = llvm.mlir.constant(32 : index) : i64
    %285 = llvm.mul %270, %284 overflow<nsw, nuw> : i64
    %286 = llvm.add %285, %272 overflow<nsw, nuw> : i64
    %287 = llvm.getelementptr inbounds|nuw %283[%286] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %288 = llvm.load %287 : !llvm.ptr -> f32
    %289 = llvm.extractvalue %179[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %290 = llvm.mlir.constant(32 : index) : i64
    %291 = llvm.mul %268, %290 overflow<nsw, nuw> : i64
    %292 = llvm.add %291, %270 overflow<nsw, nuw> : i64
    %293 = llvm.getelementptr inbounds|nuw %289[%292] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %294 = llvm.load %293 : !llvm.ptr -> f32
    %295 = llvm.fadd %279, %282 : f32
    %296 = llvm.fdiv %295, %41 : f32
    %297 = llvm.fcmp "olt" %296, %42 : f32
    %298 = llvm.fneg %296 : f32
    %299 = llvm.select %297, %298, %296 : i1, f32
    %300 = llvm.fcmp "olt" %299, %11 : f32
    %301 = llvm.select %300, %36, %32 : i1, f32
    %302 = llvm.select %300, %23, %19 : i1, f32
    %303 = llvm.select %300, %35, %31 : i1, f32
    %304 = llvm.select %300, %22, %18 : i1, f32
    %305 = llvm.select %300, %34, %30 : i1, f32
    %306 = llvm.select %300, %21, %17 : i1, f32
    %307 = llvm.select %300, %33, %29 : i1, f32
    %308 = llvm.select %300, %20, %16 : i1, f32
    %309 = llvm.fcmp "olt" %299, %10 : f32
    %310 = llvm.select %309, %42, %28 : i1, f32
    %311 = llvm.select %309, %301, %27 : i1, f32
    %312 = llvm.select %309, %302, %15 : i1, f32
    %313 = llvm.select %309, %303, %26 : i1, f32
    %314 = llvm.select %309, %304, %14 : i1, f32
    %315 = llvm.select %309, %305, %25 : i1, f32
    %316 = llvm.select %309, %306, %13 : i1, f32
    %317 = llvm.select %309, %307, %24 : i1, f32
    %318 = llvm.select %309, %308, %12 : i1, f32
    %319 = llvm.select %309, %42, %44 : i1, f32
    %320 = llvm.fcmp "ult" %299, %9 : f32
    %321 = llvm.fmul %299, %317 : f32
    %322 = llvm.fadd %321, %315 : f32
    %323 = llvm.fmul %299, %322 : f32
    %324 = llvm.fadd %323, %313 : f32
    %325 = llvm.fmul %299, %324 : f32
    %326 = llvm.fadd %325, %311 : f32
    %327 = llvm.fmul %299, %326 : f32
    %328 = llvm.fadd %327, %310 : f32
    %329 = llvm.fmul %299, %318 : f32
    %330 = llvm.fadd %329, %316 : f32
    %331 = llvm.fmul %299, %330 : f32
    %332 = llvm.fadd %331, %314 : f32
    %333 = llvm.fmul %299, %332 : f32
    %334 = llvm.fadd %333, %312 : f32
    %335 = llvm.fmul %299, %334 : f32
    %336 = llvm.fadd %335, %44 : f32
    %337 = llvm.fdiv %328, %336 : f32
    %338 = llvm.fadd %319, %337 : f32
    %339 = llvm.select %320, %338, %44 : i1, f32
    %340 = llvm.fneg %339 : f32
    %341 = llvm.select %297, %340, %339 : i1, f32
    %342 = llvm.fadd %341, %44 : f32
    %343 = llvm.fmul %342, %45 : f32
    %344 = llvm.fmul %295, %343 : f32
    %345 = llvm.fmul %344, %288 : f32
    %346 = llvm.fadd %294, %345 : f32
    %347 = llvm.extractvalue %179[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %348 = llvm.mlir.constant(32 : index) : i64
    %349 = llvm.mul %268, %348 overflow<nsw, nuw> : i64
    %350 = llvm.add %349, %270 overflow<nsw, nuw> : i64
    %351 = llvm.getelementptr inbounds|nuw %347[%350] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %346, %351 : f32, !llvm.ptr
    %352 = llvm.add %272, %40 : i64
    llvm.br ^bb26(%352 : i64)
  ^bb28:  // pred: ^bb26
    %353 = llvm.add %270, %40 : i64
    llvm.br ^bb24(%353 : i64)
  ^bb29:  // pred: ^bb24
    %354 = llvm.add %268, %40 : i64
    llvm.br ^bb22(%354 : i64)
  ^bb30:  // pred: ^bb22
    %355 = llvm.mlir.constant(8 : index) : i64
    %356 = llvm.mlir.constant(1 : index) : i64
    %357 = llvm.mul %355, %154 : i64
    %358 = llvm.mlir.zero : !llvm.ptr
    %359 = llvm.getelementptr %358[%357] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %360 = llvm.ptrtoint %359 : !llvm.ptr to i64
    %361 = llvm.mlir.constant(64 : index) : i64
    %362 = llvm.add %360, %361 : i64
    %363 = llvm.call @malloc(%362) : (i64) -> !llvm.ptr
    %364 = llvm.ptrtoint %363 : !llvm.ptr to i64
    %365 = llvm.mlir.constant(1 : index) : i64
    %366 = llvm.sub %361, %365 : i64
    %367 = llvm.add %364, %366 : i64
    %368 = llvm.urem %367, %361 : i64
    %369 = llvm.sub %367, %368 : i64
    %370 = llvm.inttoptr %369 : i64 to !llvm.ptr
    %371 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %372 = llvm.insertvalue %363, %371[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %373 = llvm.insertvalue %370, %372[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %374 = llvm.mlir.constant(0 : index) : i64
    %375 = llvm.insertvalue %374, %373[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %376 = llvm.insertvalue %154, %375[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %377 = llvm.insertvalue %355, %376[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %378 = llvm.insertvalue %355, %377[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %379 = llvm.insertvalue %356, %378[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb31(%43 : i64)
  ^bb31(%380: i64):  // 2 preds: ^bb30, ^bb35
    %381 = llvm.icmp "slt" %380, %154 : i64
    llvm.cond_br %381, ^bb32, ^bb36
  ^bb32:  // pred: ^bb31
    llvm.br ^bb33(%43 : i64)
  ^bb33(%382: i64):  // 2 preds: ^bb32, ^bb34
    %383 = llvm.icmp "slt" %382, %37 : i64
    llvm.cond_br %383, ^bb34, ^bb35
  ^bb34:  // pred: ^bb33
    %384 = llvm.extractvalue %379[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %385 = llvm.mlir.constant(8 : index) : i64
    %386 = llvm.mul %380, %385 overflow<nsw, nuw> : i64
    %387 = llvm.add %386, %382 overflow<nsw, nuw> : i64
    %388 = llvm.getelementptr inbounds|nuw %384[%387] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %42, %388 : f32, !llvm.ptr
    %389 = llvm.add %382, %40 : i64
    llvm.br ^bb33(%389 : i64)
  ^bb35:  // pred: ^bb33
    %390 = llvm.add %380, %40 : i64
    llvm.br ^bb31(%390 : i64)
  ^bb36:  // pred: ^bb31
    llvm.br ^bb37(%43 : i64)
  ^bb37(%391: i64):  // 2 preds: ^bb36, ^bb44
    %392 = llvm.icmp "slt" %391, %154 : i64
    llvm.cond_br %392, ^bb38, ^bb45
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%43 : i64)
  ^bb39(%393: i64):  // 2 preds: ^bb38, ^bb43
    %394 = llvm.icmp "slt" %393, %37 : i64
    llvm.cond_br %394, ^bb40, ^bb44
  ^bb40:  // pred: ^bb39
    llvm.br ^bb41(%43 : i64)
  ^bb41(%395: i64):  // 2 preds: ^bb40, ^bb42
    %396 = llvm.icmp "slt" %395, %39 : i64
    llvm.cond_br %396, ^bb42, ^bb43
  ^bb42:  // pred: ^bb41
    %397 = llvm.extractvalue %179[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %398 = llvm.mlir.constant(32 : index) : i64
    %399 = llvm.mul %391, %398 overflow<nsw, nuw> : i64
    %400 = llvm.add %399, %395 overflow<nsw, nuw> : i64
    %401 = llvm.getelementptr inbounds|nuw %397[%400] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %402 = llvm.load %401 : !llvm.ptr -> f32
    %403 = llvm.extractvalue %97[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %404 = llvm.getelementptr inbounds|nuw %403[%395] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %405 = llvm.load %404 : !llvm.ptr -> f32
    %406 = llvm.extractvalue %81[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %407 = llvm.mlir.constant(32 : index) : i64
    %408 = llvm.mul %393, %407 overflow<nsw, nuw> : i64
    %409 = llvm.add %408, %395 overflow<nsw, nuw> : i64
    %410 = llvm.getelementptr inbounds|nuw %406[%409] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %411 = llvm.load %410 : !llvm.ptr -> f32
    %412 = llvm.extractvalue %379[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %413 = llvm.mlir.constant(8 : index) : i64
    %414 = llvm.mul %391, %413 overflow<nsw, nuw> : i64
    %415 = llvm.add %414, %393 overflow<nsw, nuw> : i64
    %416 = llvm.getelementptr inbounds|nuw %412[%415] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %417 = llvm.load %416 : !llvm.ptr -> f32
    %418 = llvm.fadd %402, %405 : f32
    %419 = llvm.fneg %418 : f32
    %420 = llvm.fmul %419, %8 : f32
    %421 = llvm.intr.exp2(%420) : (f32) -> f32
    %422 = llvm.fadd %421, %44 : f32
    %423 = llvm.fdiv %44, %422 : f32
    %424 = llvm.fmul %418, %423 : f32
    %425 = llvm.fmul %424, %411 : f32
    %426 = llvm.fadd %417, %425 : f32
    %427 = llvm.extractvalue %379[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %428 = llvm.mlir.constant(8 : index) : i64
    %429 = llvm.mul %391, %428 overflow<nsw, nuw> : i64
    %430 = llvm.add %429, %393 overflow<nsw, nuw> : i64
    %431 = llvm.getelementptr inbounds|nuw %427[%430] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %426, %431 : f32, !llvm.ptr
    %432 = llvm.add %395, %40 : i64
    llvm.br ^bb41(%432 : i64)
  ^bb43:  // pred: ^bb41
    %433 = llvm.add %393, %40 : i64
    llvm.br ^bb39(%433 : i64)
  ^bb44:  // pred: ^bb39
    %434 = llvm.add %391, %40 : i64
    llvm.br ^bb37(%434 : i64)
  ^bb45:  // pred: ^bb37
    llvm.br ^bb46(%43 : i64)
  ^bb46(%435: i64):  // 2 preds: ^bb45, ^bb50
    %436 = llvm.icmp "slt" %435, %154 : i64
    llvm.cond_br %436, ^bb47, ^bb51
  ^bb47:  // pred: ^bb46
    llvm.br ^bb48(%43 : i64)
  ^bb48(%437: i64):  // 2 preds: ^bb47, ^bb49
    %438 = llvm.icmp "slt" %437, %37 : i64
    llvm.cond_br %438, ^bb49, ^bb50
  ^bb49:  // pred: ^bb48
    %439 = llvm.extractvalue %379[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %440 = llvm.mlir.constant(8 : index) : i64
    %441 = llvm.mul %435, %440 overflow<nsw, nuw> : i64
    %442 = llvm.add %441, %437 overflow<nsw, nuw> : i64
    %443 = llvm.getelementptr inbounds|nuw %439[%442] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %444 = llvm.load %443 : !llvm.ptr -> f32
    %445 = llvm.extractvalue %61[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %446 = llvm.getelementptr inbounds|nuw %445[%437] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %447 = llvm.load %446 : !llvm.ptr -> f32
    %448 = llvm.fadd %444, %447 : f32
    %449 = llvm.extractvalue %379[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %450 = llvm.mlir.constant(8 : index) : i64
    %451 = llvm.mul %435, %450 overflow<nsw, nuw> : i64
    %452 = llvm.add %451, %437 overflow<nsw, nuw> : i64
    %453 = llvm.getelementptr inbounds|nuw %449[%452] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %448, %453 : f32, !llvm.ptr
    %454 = llvm.add %437, %40 : i64
    llvm.br ^bb48(%454 : i64)
  ^bb50:  // pred: ^bb48
    %455 = llvm.add %435, %40 : i64
    llvm.br ^bb46(%455 : i64)
  ^bb51:  // pred: ^bb46
    %456 = llvm.extractvalue %179[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%456) : (!llvm.ptr) -> ()
    %457 = llvm.extractvalue %215[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%457) : (!llvm.ptr) -> ()
    llvm.return %379 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  }
}
// irlower-stages: fx_graph=49bc4c200186 torch_mlir=96aeea2be826 linalg_on_tensors_mlir=81374bed2efa
