module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global private constant @__constant_100x16xf32(dense_resource<torch_tensor_100_16_torch.float32> : tensor<100x16xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<100 x array<16 x f32>>
  llvm.mlir.global private constant @__constant_8x16xf32(dense_resource<torch_tensor_8_16_torch.float32> : tensor<8x16xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<8 x array<16 x f32>>
  llvm.mlir.global private constant @__constant_8xf32(dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<8 x f32>
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
    %9 = llvm.mlir.constant(16 : index) : i64
    %10 = llvm.mlir.constant(8 : index) : i64
    %11 = llvm.mlir.constant(4 : index) : i64
    %12 = llvm.mlir.constant(1 : index) : i64
    %13 = llvm.mlir.constant(0 : index) : i64
    %14 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %15 = llvm.mlir.constant(8 : index) : i64
    %16 = llvm.mlir.constant(1 : index) : i64
    %17 = llvm.mlir.zero : !llvm.ptr
    %18 = llvm.getelementptr %17[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %19 = llvm.ptrtoint %18 : !llvm.ptr to i64
    %20 = llvm.mlir.addressof @__constant_8xf32 : !llvm.ptr
    %21 = llvm.getelementptr %20[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
    %22 = llvm.mlir.constant(3735928559 : index) : i64
    %23 = llvm.inttoptr %22 : i64 to !llvm.ptr
    %24 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %25 = llvm.insertvalue %23, %24[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %26 = llvm.insertvalue %21, %25[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %27 = llvm.mlir.constant(0 : index) : i64
    %28 = llvm.insertvalue %27, %26[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %29 = llvm.insertvalue %15, %28[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %30 = llvm.insertvalue %16, %29[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %31 = llvm.mlir.constant(8 : index) : i64
    %32 = llvm.mlir.constant(16 : index) : i64
    %33 = llvm.mlir.constant(1 : index) : i64
    %34 = llvm.mlir.constant(128 : index) : i64
    %35 = llvm.mlir.zero : !llvm.ptr
    %36 = llvm.getelementptr %35[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %37 = llvm.ptrtoint %36 : !llvm.ptr to i64
    %38 = llvm.mlir.addressof @__constant_8x16xf32 : !llvm.ptr
    %39 = llvm.getelementptr %38[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x array<16 x f32>>
    %40 = llvm.mlir.constant(3735928559 : index) : i64
    %41 = llvm.inttoptr %40 : i64 to !llvm.ptr
    %42 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %43 = llvm.insertvalue %41, %42[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %44 = llvm.insertvalue %39, %43[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %45 = llvm.mlir.constant(0 : index) : i64
    %46 = llvm.insertvalue %45, %44[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %47 = llvm.insertvalue %31, %46[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %48 = llvm.insertvalue %32, %47[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %49 = llvm.insertvalue %32, %48[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %50 = llvm.insertvalue %33, %49[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %51 = llvm.mlir.constant(100 : index) : i64
    %52 = llvm.mlir.constant(16 : index) : i64
    %53 = llvm.mlir.constant(1 : index) : i64
    %54 = llvm.mlir.constant(1600 : index) : i64
    %55 = llvm.mlir.zero : !llvm.ptr
    %56 = llvm.getelementptr %55[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %57 = llvm.ptrtoint %56 : !llvm.ptr to i64
    %58 = llvm.mlir.addressof @__constant_100x16xf32 : !llvm.ptr
    %59 = llvm.getelementptr %58[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<100 x array<16 x f32>>
    %60 = llvm.mlir.constant(3735928559 : index) : i64
    %61 = llvm.inttoptr %60 : i64 to !llvm.ptr
    %62 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %63 = llvm.insertvalue %61, %62[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %64 = llvm.insertvalue %59, %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %65 = llvm.mlir.constant(0 : index) : i64
    %66 = llvm.insertvalue %65, %64[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %67 = llvm.insertvalue %51, %66[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %68 = llvm.insertvalue %52, %67[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %69 = llvm.insertvalue %52, %68[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %70 = llvm.insertvalue %53, %69[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %71 = llvm.mlir.constant(1 : index) : i64
    %72 = llvm.mlir.constant(4 : index) : i64
    %73 = llvm.mlir.constant(8 : index) : i64
    %74 = llvm.mlir.constant(1 : index) : i64
    %75 = llvm.mlir.constant(32 : index) : i64
    %76 = llvm.mlir.constant(32 : index) : i64
    %77 = llvm.mlir.zero : !llvm.ptr
    %78 = llvm.getelementptr %77[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %79 = llvm.ptrtoint %78 : !llvm.ptr to i64
    %80 = llvm.mlir.constant(64 : index) : i64
    %81 = llvm.add %79, %80 : i64
    %82 = llvm.call @malloc(%81) : (i64) -> !llvm.ptr
    %83 = llvm.ptrtoint %82 : !llvm.ptr to i64
    %84 = llvm.mlir.constant(1 : index) : i64
    %85 = llvm.sub %80, %84 : i64
    %86 = llvm.add %83, %85 : i64
    %87 = llvm.urem %86, %80 : i64
    %88 = llvm.sub %86, %87 : i64
    %89 = llvm.inttoptr %88 : i64 to !llvm.ptr
    %90 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %91 = llvm.insertvalue %82, %90[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %92 = llvm.insertvalue %89, %91[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %93 = llvm.mlir.constant(0 : index) : i64
    %94 = llvm.insertvalue %93, %92[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %95 = llvm.insertvalue %71, %94[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %96 = llvm.insertvalue %72, %95[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %97 = llvm.insertvalue %73, %96[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %98 = llvm.insertvalue %75, %97[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %99 = llvm.insertvalue %73, %98[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %100 = llvm.insertvalue %74, %99[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1(%13 : i64)
  ^bb1(%101: i64):  // 2 preds: ^bb0, ^bb8
    %102 = llvm.icmp "slt" %101, %12 : i64
    llvm.cond_br %102, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%13 : i64)
  ^bb3(%103: i64):  // 2 preds: ^bb2, ^bb7
    %104 = llvm.icmp "slt" %103, %11 : i64
    llvm.cond_br %104, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%13 : i64)
  ^bb5(%105: i64):  // 2 preds: ^bb4, ^bb6
    %106 = llvm.icmp "slt" %105, %10 : i64
    llvm.cond_br %106, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %107 = llvm.extractvalue %100[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %108 = llvm.mlir.constant(32 : index) : i64
    %109 = llvm.mul %101, %108 overflow<nsw, nuw> : i64
    %110 = llvm.mlir.constant(8 : index) : i64
    %111 = llvm.mul %103, %110 overflow<nsw, nuw> : i64
    %112 = llvm.add %109, %111 overflow<nsw, nuw> : i64
    %113 = llvm.add %112, %105 overflow<nsw, nuw> : i64
    %114 = llvm.getelementptr inbounds|nuw %107[%113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %14, %114 : f32, !llvm.ptr
    %115 = llvm.add %105, %12 : i64
    llvm.br ^bb5(%115 : i64)
  ^bb7:  // pred: ^bb5
    %116 = llvm.add %103, %12 : i64
    llvm.br ^bb3(%116 : i64)
  ^bb8:  // pred: ^bb3
    %117 = llvm.add %101, %12 : i64
    llvm.br ^bb1(%117 : i64)
  ^bb9:  // pred: ^bb1
    llvm.br ^bb10(%13 : i64)
  ^bb10(%118: i64):  // 2 preds: ^bb9, ^bb20
    %119 = llvm.icmp "slt" %118, %12 : i64
    llvm.cond_br %119, ^bb11, ^bb21
  ^bb11:  // pred: ^bb10
    llvm.br ^bb12(%13 : i64)
  ^bb12(%120: i64):  // 2 preds: ^bb11, ^bb19
    %121 = llvm.icmp "slt" %120, %11 : i64
    llvm.cond_br %121, ^bb13, ^bb20
  ^bb13:  // pred: ^bb12
    llvm.br ^bb14(%13 : i64)
  ^bb14(%122: i64):  // 2 preds: ^bb13, ^bb18
    %123 = llvm.icmp "slt" %122, %10 : i64
    llvm.cond_br %123, ^bb15, ^bb19
  ^bb15:  // pred: ^bb14
    llvm.br ^bb16(%13 : i64)
  ^bb16(%124: i64):  // 2 preds: ^bb15, ^bb17
    %125 = llvm.icmp "slt" %124, %9 : i64
    llvm.cond_br %125, ^bb17, ^bb18
  ^bb17:  // pred: ^bb16
    %126 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %127 = llvm.mlir.constant(4 : index) : i64
    %128 = llvm.mul %118, %127 overflow<nsw, nuw> : i64
    %129 = llvm.add %128, %120 overflow<nsw, nuw> : i64
    %130 = llvm.getelementptr inbounds|nuw %126[%129] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %131 = llvm.load %130 : !llvm.ptr -> i64
    %132 = llvm.extractvalue %50[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %133 = llvm.mlir.constant(16 : index) : i64
    %134 = llvm.mul %122, %133 overflow<nsw, nuw> : i64
    %135 = llvm.add %134, %124 overflow<nsw, nuw> : i64
    %136 = llvm.getelementptr inbounds|nuw %132[%135] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %137 = llvm.load %136 : !llvm.ptr -> f32
    %138 = llvm.extractvalue %100[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %139 = llvm.mlir.constant(32 : index) : i64
    %140 = llvm.mul %118, %139 overflow<nsw, nuw> : i64
    %141 = llvm.mlir.constant(8 : index) : i64
    %142 = llvm.mul %120, %141 overflow<nsw, nuw> : i64
    %143 = llvm.add %140, %142 overflow<nsw, nuw> : i64
    %144 = llvm.add %143, %122 overflow<nsw, nuw> : i64
    %145 = llvm.getelementptr inbounds|nuw %138[%144] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %146 = llvm.load %145 : !llvm.ptr -> f32
    %147 = llvm.extractvalue %70[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %148 = llvm.mlir.constant(16 : index) : i64
    %149 = llvm.mul %131, %148 overflow<nsw, nuw> : i64
    %150 = llvm.add %149, %124 overflow<nsw, nuw> : i64
    %151 = llvm.getelementptr inbounds|nuw %147[%150] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %152 = llvm.load %151 : !llvm.ptr -> f32
    %153 = llvm.fmul %152, %137 : f32
    %154 = llvm.fadd %146, %153 : f32
    %155 = llvm.extractvalue %100[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %156 = llvm.mlir.constant(32 : index) : i64
    %157 = llvm.mul %118, %156 overflow<nsw, nuw> : i64
    %158 = llvm.mlir.constant(8 : index) : i64
    %159 = llvm.mul %120, %158 overflow<nsw, nuw> : i64
    %160 = llvm.add %157, %159 overflow<nsw, nuw> : i64
    %161 = llvm.add %160, %122 overflow<nsw, nuw> : i64
    %162 = llvm.getelementptr inbounds|nuw %155[%161] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %154, %162 : f32, !llvm.ptr
    %163 = llvm.add %124, %12 : i64
    llvm.br ^bb16(%163 : i64)
  ^bb18:  // pred: ^bb16
    %164 = llvm.add %122, %12 : i64
    llvm.br ^bb14(%164 : i64)
  ^bb19:  // pred: ^bb14
    %165 = llvm.add %120, %12 : i64
    llvm.br ^bb12(%165 : i64)
  ^bb20:  // pred: ^bb12
    %166 = llvm.add %118, %12 : i64
    llvm.br ^bb10(%166 : i64)
  ^bb21:  // pred: ^bb10
    %167 = llvm.mlir.constant(1 : index) : i64
    %168 = llvm.mlir.constant(4 : index) : i64
    %169 = llvm.mlir.constant(8 : index) : i64
    %170 = llvm.mlir.constant(1 : index) : i64
    %171 = llvm.mlir.constant(32 : index) : i64
    %172 = llvm.mlir.constant(32 : index) : i64
    %173 = llvm.mlir.zero : !llvm.ptr
    %174 = llvm.getelementptr %173[%172] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %175 = llvm.ptrtoint %174 : !llvm.ptr to i64
    %176 = llvm.mlir.constant(64 : index) : i64
    %177 = llvm.add %175, %176 : i64
    %178 = llvm.call @malloc(%177) : (i64) -> !llvm.ptr
    %179 = llvm.ptrtoint %178 : !llvm.ptr to i64
    %180 = llvm.mlir.constant(1 : index) : i64
    %181 = llvm.sub %176, %180 : i64
    %182 = llvm.add %179, %181 : i64
    %183 = llvm.urem %182, %176 : i64
    %184 = llvm.sub %182, %183 : i64
    %185 = llvm.inttoptr %184 : i64 to !llvm.ptr
    %186 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %187 = llvm.insertvalue %178, %186[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %188 = llvm.insertvalue %185, %187[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %189 = llvm.mlir.constant(0 : index) : i64
    %190 = llvm.insertvalue %189, %188[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %191 = llvm.insertvalue %167, %190[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %192 = llvm.insertvalue %168, %191[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %193 = llvm.insertvalue %169, %192[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %194 = llvm.insertvalue %171, %193[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %195 = llvm.insertvalue %169, %194[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %196 = llvm.insertvalue %170, %195[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb22(%13 : i64)
  ^bb22(%197: i64):  // 2 preds: ^bb21, ^bb29
    %198 = llvm.icmp "slt" %197, %12 : i64
    llvm.cond_br %198, ^bb23, ^bb30
  ^bb23:  // pred: ^bb22
    llvm.br ^bb24(%13 : i64)
  ^bb24(%199: i64):  // 2 preds: ^bb23, ^bb28
    %200 = llvm.icmp "slt" %199, %11 : i64
    llvm.cond_br %200, ^bb25, ^bb29
  ^bb25:  // pred: ^bb24
    llvm.br ^bb26(%13 : i64)
  ^bb26(%201: i64):  // 2 preds: ^bb25, ^bb27
    %202 = llvm.icmp "slt" %201, %10 : i64
    llvm.cond_br %202, ^bb27, ^bb28
  ^bb27:  // pred: ^bb26
    %203 = llvm.extractvalue %100[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %204 = llvm.mlir.constant(32 : index) : i64
    %205 = llvm.mul %197, %204 overflow<nsw, nuw> : i64
    %206 = llvm.mlir.constant(8 : index) : i64
    %207 = llvm.mul %199, %206 overflow<nsw, nuw> : i64
    %208 = llvm.add %205, %207 overflow<nsw, nuw> : i64
    %209 = llvm.add %208, %201 overflow<nsw, nuw> : i64
    %210 = llvm.getelementptr inbounds|nuw %203[%209] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %211 = llvm.load %210 : !llvm.ptr -> f32
    %212 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %213 = llvm.getelementptr inbounds|nuw %212[%201] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %214 = llvm.load %213 : !llvm.ptr -> f32
    %215 = llvm.fadd %211, %214 : f32
    %216 = llvm.fmul %215, %8 : f32
    %217 = llvm.intr.exp2(%216) : (f32) -> f32
    %218 = llvm.extractvalue %196[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %219 = llvm.mlir.constant(32 : index) : i64
    %220 = llvm.mul %197, %219 overflow<nsw, nuw> : i64
    %221 = llvm.mlir.constant(8 : index) : i64
    %222 = llvm.mul %199, %221 overflow<nsw, nuw> : i64
    %223 = llvm.add %220, %222 overflow<nsw, nuw> : i64
    %224 = llvm.add %223, %201 overflow<nsw, nuw> : i64
    %225 = llvm.getelementptr inbounds|nuw %218[%224] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %217, %225 : f32, !llvm.ptr
    %226 = llvm.add %201, %12 : i64
    llvm.br ^bb26(%226 : i64)
  ^bb28:  // pred: ^bb26
    %227 = llvm.add %199, %12 : i64
    llvm.br ^bb24(%227 : i64)
  ^bb29:  // pred: ^bb24
    %228 = llvm.add %197, %12 : i64
    llvm.br ^bb22(%228 : i64)
  ^bb30:  // pred: ^bb22
    %229 = llvm.extractvalue %100[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%229) : (!llvm.ptr) -> ()
    llvm.return %196 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  }
}
// irlower-stages: fx_graph=0caa291afdd6 torch_mlir=f6d807ce8e50 linalg_on_tensors_mlir=d61416fa6ac5
