#composite_of_106496b = #util.composite<106496xi8, [
    dense_resource<torch_tensor_128_32_torch.float32_1> : tensor<128x32xf32>,
    dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>,
    dense_resource<torch_tensor_64_32_torch.float32_3> : tensor<64x32xf32>,
    dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>,
    dense_resource<torch_tensor_16_32_torch.float32_3> : tensor<16x32xf32>,
    dense_resource<torch_tensor_16_32_torch.float32_2> : tensor<16x32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>,
    dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>,
    dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>,
    dense_resource<torch_tensor_16_32_torch.float32_1> : tensor<16x32xf32>,
    dense_resource<torch_tensor_16_32_torch.float32> : tensor<16x32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>,
    dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>,
]>
#composite_of_64b = #util.composite<64xi8, [
    dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>,
    dense<0> : vector<48xi8>,
]>
module {
  hal.executable private @model_linked {
    hal.executable.binary public @embedded_elf_x86_64 <format = "embedded-elf-x86_64", data = dense_resource<__elided__> : vector<64440xi8>, mime_type = "application/x-elf">
  }
  util.global private @__device_0 : !hal.device
  util.initializer {
    %c18_i32 = arith.constant 18 : i32
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = util.null : !hal.device
    %device_count = hal.devices.count : index
    cf.br ^bb1(%c0, %c0, %0 : index, index, !hal.device)
  ^bb1(%1: index, %2: index, %3: !hal.device):  // 2 preds: ^bb0, ^bb4
    %4 = util.cmp.eq %3, %0 : !hal.device
    %5 = arith.cmpi slt, %1, %device_count : index
    %6 = arith.andi %4, %5 : i1
    cf.cond_br %6, ^bb2, ^bb5
  ^bb2:  // pred: ^bb1
    %device_n = hal.devices.get %1 : !hal.device
    %ok, %value = hal.device.query<%device_n : !hal.device> key("hal.device.id" :: "local*") : i1, i1 = false
    cf.cond_br %value, ^bb3, ^bb4(%false : i1)
  ^bb3:  // pred: ^bb2
    %ok_0, %value_1 = hal.device.query<%device_n : !hal.device> key("hal.executable.format" :: "embedded-elf-x86_64") : i1, i1 = false
    cf.br ^bb4(%value_1 : i1)
  ^bb4(%7: i1):  // 2 preds: ^bb2, ^bb3
    %8 = arith.cmpi eq, %2, %c0 : index
    %9 = arith.select %7, %c1, %c0 : index
    %10 = arith.addi %2, %9 : index
    %11 = arith.andi %7, %8 : i1
    %12 = arith.select %11, %device_n, %0 : !hal.device
    %13 = arith.addi %1, %c1 : index
    cf.br ^bb1(%13, %10, %12 : index, index, !hal.device)
  ^bb5:  // pred: ^bb1
    cf.cond_br %4, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    util.status.check_ok %c18_i32, "HAL device `__device_0` not found or unavailable: #hal.device.target<\22local\22, [#hal.executable.target<\22llvm-cpu\22, \22embedded-elf-x86_64\22, {cpu = \22generic\22, cpu_features = \22\22, data_layout = \22e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\22, iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = \22x86_64-unknown-unknown-eabi-elf\22}>]>"
    cf.br ^bb7
  ^bb7:  // 2 preds: ^bb5, ^bb6
    util.global.store %3, @__device_0 : !hal.device
    util.return
  }
  util.global private @__device_0_query_0_hal_executable_format_embedded_elf_x86_64 : i1
  util.initializer {
    %__device_0 = util.global.load @__device_0 : !hal.device
    %ok, %value = hal.device.query<%__device_0 : !hal.device> key("hal.executable.format" :: "embedded-elf-x86_64") : i1, i1 = false
    util.global.store %value, @__device_0_query_0_hal_executable_format_embedded_elf_x86_64 : i1
    util.return
  }
  util.global private @__device_0_executable_0_model_linked : !hal.executable
  util.initializer {
    %c-1_i64 = arith.constant -1 : i64
    %c-1 = arith.constant -1 : index
    %c0 = arith.constant 0 : index
    %c14_i32 = arith.constant 14 : i32
    %0 = util.null : !hal.executable
    %__device_0_query_0_hal_executable_format_embedded_elf_x86_64 = util.global.load @__device_0_query_0_hal_executable_format_embedded_elf_x86_64 : i1
    %__device_0 = util.global.load @__device_0 : !hal.device
    %1 = arith.select %__device_0_query_0_hal_executable_format_embedded_elf_x86_64, %c0, %c-1 : index
    %2 = arith.cmpi eq, %1, %c0 : index
    cf.cond_br %2, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %executable = hal.executable.create device(%__device_0 : !hal.device) affinity(%c-1_i64) target(@model_linked::@embedded_elf_x86_64) : !hal.executable
    cf.br ^bb3(%executable : !hal.executable)
  ^bb2:  // pred: ^bb0
    util.status.check_ok %c14_i32, "HAL device `__device_0` does not support any variant of executable `model_linked`; available formats: [embedded-elf-x86_64]"
    cf.br ^bb3(%0 : !hal.executable)
  ^bb3(%3: !hal.executable):  // 2 preds: ^bb1, ^bb2
    util.global.store %3, @__device_0_executable_0_model_linked : !hal.executable
    util.return
  }
  util.global private @__hoisted_tensor_8x8xf32 : !hal.buffer
  util.global private @__constant_tensor_128x32xf32 : !hal.buffer
  util.initializer {
    %c-1_i32 = arith.constant -1 : i32
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %c-1_i64 = arith.constant -1 : i64
    %c0 = arith.constant 0 : index
    %c960 = arith.constant 960 : index
    %c768 = arith.constant 768 : index
    %c64 = arith.constant 64 : index
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #composite_of_64b
    %c0_i64 = arith.constant 0 : i64
    %0 = util.null : !hal.fence
    %buffer_cst_0 = util.buffer.constant <alignment = 64> : !util.buffer = #composite_of_106496b
    %c106496 = arith.constant 106496 : index
    %buffer_usage = hal.buffer_usage<"TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage|SharingImmutable"> : i32
    %memory_type = hal.memory_type<"DeviceVisible|DeviceLocal"> : i32
    %buffer_usage_1 = hal.buffer_usage<"TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage"> : i32
    %__device_0 = util.global.load immutable @__device_0 : !hal.device
    %allocator = hal.device.allocator<%__device_0 : !hal.device> : !hal.allocator
    %did_import, %mapped = hal.allocator.import<%allocator : !hal.allocator> source(%buffer_cst_0 : !util.buffer)[%c0, %c106496] affinity(%c-1_i64) type(%memory_type) usage(%buffer_usage) : i1, !hal.buffer
    cf.cond_br %did_import, ^bb2(%0, %mapped : !hal.fence, !hal.buffer), ^bb1
  ^bb1:  // pred: ^bb0
    %buffer = hal.allocator.allocate<%allocator : !hal.allocator> affinity(%c-1_i64) type(%memory_type) usage(%buffer_usage) : !hal.buffer{%c106496}
    %memory_file = hal.ex.file.from_memory device(%__device_0 : !hal.device) affinity(%c-1_i64) access(Read) buffer(%buffer_cst_0 : !util.buffer)[%c0 for %c106496] flags(%c0_i32) : !hal.file
    %fence = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    hal.device.queue.read<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence) source(%memory_file : !hal.file)[%c0_i64] target(%buffer : !hal.buffer)[%c0] length(%c106496) flags("None")
    cf.br ^bb2(%fence, %buffer : !hal.fence, !hal.buffer)
  ^bb2(%1: !hal.fence, %2: !hal.buffer):  // 2 preds: ^bb0, ^bb1
    %did_import_2, %mapped_3 = hal.allocator.import<%allocator : !hal.allocator> source(%buffer_cst : !util.buffer)[%c0, %c64] affinity(%c-1_i64) type(%memory_type) usage(%buffer_usage) : i1, !hal.buffer
    cf.cond_br %did_import_2, ^bb4(%0, %mapped_3 : !hal.fence, !hal.buffer), ^bb3
  ^bb3:  // pred: ^bb2
    %buffer_4 = hal.allocator.allocate<%allocator : !hal.allocator> affinity(%c-1_i64) type(%memory_type) usage(%buffer_usage) : !hal.buffer{%c64}
    %memory_file_5 = hal.ex.file.from_memory device(%__device_0 : !hal.device) affinity(%c-1_i64) access(Read) buffer(%buffer_cst : !util.buffer)[%c0 for %c64] flags(%c0_i32) : !hal.file
    %fence_6 = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    hal.device.queue.read<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence_6) source(%memory_file_5 : !hal.file)[%c0_i64] target(%buffer_4 : !hal.buffer)[%c0] length(%c64) flags("None")
    cf.br ^bb4(%fence_6, %buffer_4 : !hal.fence, !hal.buffer)
  ^bb4(%3: !hal.fence, %4: !hal.buffer):  // 2 preds: ^bb2, ^bb3
    %__device_0_executable_0_model_linked = util.global.load @__device_0_executable_0_model_linked : !hal.executable
    %fence_7 = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    %transient_buffer = hal.device.queue.alloca<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence_7) pool(%c0_i64) type(%memory_type) usage(%buffer_usage) flags("None") : !hal.buffer{%c768}
    %fence_8 = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    %transient_buffer_9 = hal.device.queue.alloca<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence_8) pool(%c0_i64) type(%memory_type) usage(%buffer_usage_1) flags("None") : !hal.buffer{%c960}
    %fence_10 = hal.fence.join at([%3, %fence_7, %fence_8]) flags("None") -> !hal.fence
    %cmd = hal.command_buffer.create device(%__device_0 : !hal.device) mode(OneShot) categories("Transfer|Dispatch") affinity(%c-1_i64) : !hal.command_buffer
    %function_id = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@_initializer_0_dispatch_0_elementwise_broadcast_8_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id] workgroups([%c1, %c1, %c1]) bindings([
      (%transient_buffer_9 : !hal.buffer)[%c0, %c960]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_11 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@_initializer_1_dispatch_0_batch_matmul_1x4x8x1_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_11] workgroups([%c1, %c1, %c1]) bindings([
      (%4 : !hal.buffer)[%c0, %c64],
      (%transient_buffer_9 : !hal.buffer)[%c0, %c960],
      (%transient_buffer_9 : !hal.buffer)[%c0, %c960]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_12 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@_initializer_2_dispatch_0_slow_memcpy) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_12] workgroups([%c1, %c1, %c1]) bindings([
      (%transient_buffer_9 : !hal.buffer)[%c0, %c960],
      (%transient_buffer_9 : !hal.buffer)[%c0, %c960]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_13 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@_initializer_2_dispatch_1_slow_memcpy) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_13] workgroups([%c1, %c1, %c1]) bindings([
      (%transient_buffer_9 : !hal.buffer)[%c0, %c960],
      (%transient_buffer_9 : !hal.buffer)[%c0, %c960]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_14 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@_initializer_3_dispatch_0_elementwise_64_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_14] workgroups([%c1, %c1, %c1]) bindings([
      (%transient_buffer_9 : !hal.buffer)[%c0, %c960],
      (%transient_buffer : !hal.buffer)[%c0, %c768]
    ]) flags("None")
    %function_id_15 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@_initializer_4_dispatch_0_elementwise_64_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_15] workgroups([%c1, %c1, %c1]) bindings([
      (%transient_buffer_9 : !hal.buffer)[%c0, %c960],
      (%transient_buffer : !hal.buffer)[%c0, %c768]
    ]) flags("None")
    %function_id_16 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@_initializer_5_dispatch_0_elementwise_broadcast_64_i64) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_16] workgroups([%c1, %c1, %c1]) bindings([
      (%transient_buffer_9 : !hal.buffer)[%c0, %c960]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_17 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@_initializer_6_dispatch_0_elementwise_64_i64xf32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_17] workgroups([%c1, %c1, %c1]) bindings([
      (%transient_buffer_9 : !hal.buffer)[%c0, %c960],
      (%transient_buffer : !hal.buffer)[%c0, %c768]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.finalize<%cmd : !hal.command_buffer>
    %fence_18 = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    hal.device.queue.execute<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%fence_10) signal(%fence_18) commands(%cmd) flags("None")
    %fence_19 = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    hal.device.queue.dealloca<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%fence_18) signal(%fence_19) buffer(%4 : !hal.buffer) flags(PreferOrigin)
    %fence_20 = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    hal.device.queue.dealloca<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%fence_18) signal(%fence_20) buffer(%transient_buffer_9 : !hal.buffer) flags("None")
    %fence_21 = hal.fence.join at([%1, %fence_19, %fence_20]) flags("None") -> !hal.fence
    %status = hal.fence.await until([%fence_21]) timeout_millis(%c-1_i32) flags("None") : i32
    util.status.check_ok %status, "failed to wait on timepoint"
    util.global.store %2, @__constant_tensor_128x32xf32 : !hal.buffer
    util.global.store %transient_buffer, @__hoisted_tensor_8x8xf32 : !hal.buffer
    util.return
  }
  util.func private @__main_memoize_apply() -> !hal.command_buffer attributes {inlining_policy = #util.inline.never} {
    %c-1_i64 = arith.constant -1 : i64
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c106496 = arith.constant 106496 : index
    %c64 = arith.constant 64 : index
    %c6144 = arith.constant 6144 : index
    %c86016_i32 = arith.constant 86016 : i32
    %c83968_i32 = arith.constant 83968 : i32
    %c3072_i32 = arith.constant 3072 : i32
    %c81920_i32 = arith.constant 81920 : i32
    %c3584_i32 = arith.constant 3584 : i32
    %c768 = arith.constant 768 : index
    %c77824_i32 = arith.constant 77824 : i32
    %c61440_i32 = arith.constant 61440 : i32
    %c69632_i32 = arith.constant 69632 : i32
    %c53248_i32 = arith.constant 53248 : i32
    %c49152_i32 = arith.constant 49152 : i32
    %c47104_i32 = arith.constant 47104 : i32
    %c45056_i32 = arith.constant 45056 : i32
    %c40960_i32 = arith.constant 40960 : i32
    %c24576_i32 = arith.constant 24576 : i32
    %c32768_i32 = arith.constant 32768 : i32
    %c16384_i32 = arith.constant 16384 : i32
    %c1 = arith.constant 1 : index
    %c4096 = arith.constant 4096 : index
    %__device_0 = util.global.load immutable @__device_0 : !hal.device
    %__constant_tensor_128x32xf32 = util.global.load immutable @__constant_tensor_128x32xf32 : !hal.buffer
    %__hoisted_tensor_8x8xf32 = util.global.load immutable @__hoisted_tensor_8x8xf32 : !hal.buffer
    %__device_0_executable_0_model_linked = util.global.load immutable @__device_0_executable_0_model_linked : !hal.executable
    %cmd = hal.command_buffer.create device(%__device_0 : !hal.device) mode("None") categories("Transfer|Dispatch") affinity(%c-1_i64) bindings(%c3) : !hal.command_buffer
    %function_id = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_0_elementwise_broadcast_8x32_i64xf32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id] workgroups([%c1, %c1, %c1]) bindings([
      (%__constant_tensor_128x32xf32 : !hal.buffer)[%c0, %c106496],
      (%c0 : index)[%c0, %c64],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_0 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_1_reduction_8x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_0] workgroups([%c8, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_1 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_2_matmul_8x32x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_1] workgroups([%c1, %c1, %c1]) constants([%c86016_i32]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__constant_tensor_128x32xf32 : !hal.buffer)[%c0, %c106496],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    %function_id_2 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_3_matmul_8x16x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_2] workgroups([%c1, %c1, %c1]) constants([%c83968_i32, %c3072_i32]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__constant_tensor_128x32xf32 : !hal.buffer)[%c0, %c106496],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_2] workgroups([%c1, %c1, %c1]) constants([%c81920_i32, %c3584_i32]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__constant_tensor_128x32xf32 : !hal.buffer)[%c0, %c106496],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_3 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_5_elementwise_broadcast_2x2x8x8_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_3] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    %function_id_4 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_6_elementwise_transpose_4x8x8_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_4] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__hoisted_tensor_8x8xf32 : !hal.buffer)[%c0, %c768],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    %function_id_5 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_7_elementwise_broadcast_2x2x8x8_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_5] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__hoisted_tensor_8x8xf32 : !hal.buffer)[%c0, %c768],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_6 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_8_batch_matmul_4x8x8x8_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_6] workgroups([%c4, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__hoisted_tensor_8x8xf32 : !hal.buffer)[%c0, %c768],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_7 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_9_reduction_32x8_f32xi1) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_7] workgroups([%c8, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_8 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_10_softmax_4x8x8xf32_generic) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_8] workgroups([%c8, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_9 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_11_batch_matmul_4x8x8x8_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_9] workgroups([%c4, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_10 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_12_matmul_8x32x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_10] workgroups([%c1, %c1, %c1]) constants([%c77824_i32]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__constant_tensor_128x32xf32 : !hal.buffer)[%c0, %c106496],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_11 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_13_reduction_8x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_11] workgroups([%c8, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_12 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_14_matmul_8x64x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_12] workgroups([%c1, %c1, %c1]) constants([%c61440_i32]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__constant_tensor_128x32xf32 : !hal.buffer)[%c0, %c106496],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_13 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_15_matmul_8x64x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_13] workgroups([%c1, %c1, %c1]) constants([%c69632_i32]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__constant_tensor_128x32xf32 : !hal.buffer)[%c0, %c106496],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_14 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_16_matmul_8x32x64_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_14] workgroups([%c1, %c1, %c1]) constants([%c53248_i32]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__constant_tensor_128x32xf32 : !hal.buffer)[%c0, %c106496],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_15 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_17_reduction_8x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_15] workgroups([%c8, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_1] workgroups([%c1, %c1, %c1]) constants([%c49152_i32]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__constant_tensor_128x32xf32 : !hal.buffer)[%c0, %c106496],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_2] workgroups([%c1, %c1, %c1]) constants([%c47104_i32, %c3072_i32]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__constant_tensor_128x32xf32 : !hal.buffer)[%c0, %c106496],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_2] workgroups([%c1, %c1, %c1]) constants([%c45056_i32, %c3584_i32]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__constant_tensor_128x32xf32 : !hal.buffer)[%c0, %c106496],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_3] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_4] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__hoisted_tensor_8x8xf32 : !hal.buffer)[%c0, %c768],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_5] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__hoisted_tensor_8x8xf32 : !hal.buffer)[%c0, %c768],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_6] workgroups([%c4, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__hoisted_tensor_8x8xf32 : !hal.buffer)[%c0, %c768],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_7] workgroups([%c8, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_8] workgroups([%c8, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_9] workgroups([%c4, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_10] workgroups([%c1, %c1, %c1]) constants([%c40960_i32]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__constant_tensor_128x32xf32 : !hal.buffer)[%c0, %c106496],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_16 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_29_reduction_8x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_16] workgroups([%c8, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_12] workgroups([%c1, %c1, %c1]) constants([%c24576_i32]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__constant_tensor_128x32xf32 : !hal.buffer)[%c0, %c106496],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_13] workgroups([%c1, %c1, %c1]) constants([%c32768_i32]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__constant_tensor_128x32xf32 : !hal.buffer)[%c0, %c106496],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_14] workgroups([%c1, %c1, %c1]) constants([%c16384_i32]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__constant_tensor_128x32xf32 : !hal.buffer)[%c0, %c106496],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_17 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_33_reduction_8x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_17] workgroups([%c8, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_18 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_34_matmul_8x128x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_18] workgroups([%c2, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__constant_tensor_128x32xf32 : !hal.buffer)[%c0, %c106496],
      (%c1 : index)[%c0, %c4096]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.finalize<%cmd : !hal.command_buffer>
    util.return %cmd : !hal.command_buffer
  }
  util.global private @__main_memoize_result_0_device_0 : !hal.command_buffer
  util.initializer {
    %0 = util.call @__main_memoize_apply() : () -> !hal.command_buffer
    util.global.store %0, @__main_memoize_result_0_device_0 : !hal.command_buffer
    util.return
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8xi64>) -> (%output0: tensor<1x8x128xf32>)"}} {
    %c128 = arith.constant 128 : index
    %c-1_i32 = arith.constant -1 : i32
    %c0_i64 = arith.constant 0 : i64
    %0 = util.null : !hal.fence
    %c-1_i64 = arith.constant -1 : i64
    %c6144 = arith.constant 6144 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %c4096 = arith.constant 4096 : index
    %memory_type = hal.memory_type<"DeviceVisible|DeviceLocal"> : i32
    %buffer_usage = hal.buffer_usage<"TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage"> : i32
    %__device_0 = util.global.load immutable @__device_0 : !hal.device
    %__main_memoize_result_0_device_0 = util.global.load immutable @__main_memoize_result_0_device_0 : !hal.command_buffer
    %element_type_i64 = hal.element_type<i64> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c1, %c8]) type(%element_type_i64) encoding(%dense_row_major)
    %buffer = hal.buffer_view.buffer<%arg0 : !hal.buffer_view> : !hal.buffer
    %allocator = hal.device.allocator<%__device_0 : !hal.device> : !hal.allocator
    hal.buffer.assert<%buffer : !hal.buffer> message("tensor") allocator(%allocator : !hal.allocator) minimum_length(%c64) type(DeviceVisible) usage("TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage")
    %fence = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    %transient_buffer = hal.device.queue.alloca<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence) pool(%c0_i64) type(%memory_type) usage(%buffer_usage) flags("None") : !hal.buffer{%c4096}
    %fence_0 = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    %transient_buffer_1 = hal.device.queue.alloca<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence_0) pool(%c0_i64) type(%memory_type) usage(%buffer_usage) flags("None") : !hal.buffer{%c6144}
    %fence_2 = hal.fence.join at([%fence, %fence_0]) flags("None") -> !hal.fence
    %fence_3 = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    hal.device.queue.execute.indirect<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%fence_2) signal(%fence_3) commands(%__main_memoize_result_0_device_0) bindings([
      (%buffer : !hal.buffer)[%c0, %c64],
      (%transient_buffer : !hal.buffer)[%c0, %c4096],
      (%transient_buffer_1 : !hal.buffer)[%c0, %c6144]
    ]) flags("None")
    %fence_4 = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    hal.device.queue.dealloca<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%fence_3) signal(%fence_4) buffer(%transient_buffer_1 : !hal.buffer) flags("None")
    %status = hal.fence.await until([%fence_4]) timeout_millis(%c-1_i32) flags("None") : i32
    util.status.check_ok %status, "failed to wait on timepoint"
    %element_type_f32 = hal.element_type<f32> : i32
    %view = hal.buffer_view.create buffer(%transient_buffer : !hal.buffer)[%c0, %c4096] shape([%c1, %c8, %c128]) type(%element_type_f32) encoding(%dense_row_major) : !hal.buffer_view
    util.return %view : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=fda255aeb0f9 torch_mlir=36baf284690c linalg_on_tensors_mlir=41d8f8914f15 iree_input=3a24b6bf7c49 iree_abi=ec7384078484 iree_preprocessing=045f223e1f73 iree_global_optimization=d80d2c4e5d90 iree_dispatch_creation=5d4c0429a8ce iree_flow=b221f52ee7d5 iree_stream=20ac341129d0 iree_executable_sources=2b1347d739c3 iree_executable_targets=8cf31ebac3c0
