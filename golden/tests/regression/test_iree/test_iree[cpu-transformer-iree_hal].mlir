#composite_of_33152b = #util.composite<33152xi8, [
    dense_resource<torch_tensor_96_32_torch.float32> : tensor<96x32xf32>,
    dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>,
    dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>,
    dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>,
    dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>,
]>
module {
  hal.executable private @model_linked {
    hal.executable.binary public @embedded_elf_x86_64 <format = "embedded-elf-x86_64", data = dense_resource<__elided__> : vector<36016xi8>, mime_type = "application/x-elf">
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
  util.global private @__constant_tensor_96x32xf32 : !hal.buffer
  util.initializer {
    %c-1_i32 = arith.constant -1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c-1_i64 = arith.constant -1 : i64
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = util.null : !hal.fence
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #composite_of_33152b
    %c33152 = arith.constant 33152 : index
    %buffer_usage = hal.buffer_usage<"TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage|SharingImmutable"> : i32
    %memory_type = hal.memory_type<"DeviceVisible|DeviceLocal"> : i32
    %__device_0 = util.global.load immutable @__device_0 : !hal.device
    %allocator = hal.device.allocator<%__device_0 : !hal.device> : !hal.allocator
    %did_import, %mapped = hal.allocator.import<%allocator : !hal.allocator> source(%buffer_cst : !util.buffer)[%c0, %c33152] affinity(%c-1_i64) type(%memory_type) usage(%buffer_usage) : i1, !hal.buffer
    cf.cond_br %did_import, ^bb2(%0, %mapped : !hal.fence, !hal.buffer), ^bb1
  ^bb1:  // pred: ^bb0
    %buffer = hal.allocator.allocate<%allocator : !hal.allocator> affinity(%c-1_i64) type(%memory_type) usage(%buffer_usage) : !hal.buffer{%c33152}
    %memory_file = hal.ex.file.from_memory device(%__device_0 : !hal.device) affinity(%c-1_i64) access(Read) buffer(%buffer_cst : !util.buffer)[%c0 for %c33152] flags(%c0_i32) : !hal.file
    %fence = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    hal.device.queue.read<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence) source(%memory_file : !hal.file)[%c0_i64] target(%buffer : !hal.buffer)[%c0] length(%c33152) flags("None")
    cf.br ^bb2(%fence, %buffer : !hal.fence, !hal.buffer)
  ^bb2(%1: !hal.fence, %2: !hal.buffer):  // 2 preds: ^bb0, ^bb1
    %status = hal.fence.await until([%1]) timeout_millis(%c-1_i32) flags("None") : i32
    util.status.check_ok %status, "failed to wait on timepoint"
    util.global.store %2, @__constant_tensor_96x32xf32 : !hal.buffer
    util.return
  }
  util.func private @__main_memoize_apply() -> !hal.command_buffer attributes {inlining_policy = #util.inline.never} {
    %c-1_i64 = arith.constant -1 : i64
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1024 = arith.constant 1024 : index
    %c33152 = arith.constant 33152 : index
    %c6144 = arith.constant 6144 : index
    %c0_i32 = arith.constant 0 : i32
    %c1024_i32 = arith.constant 1024 : i32
    %c3072_i32 = arith.constant 3072 : i32
    %c1 = arith.constant 1 : index
    %__device_0 = util.global.load immutable @__device_0 : !hal.device
    %__constant_tensor_96x32xf32 = util.global.load immutable @__constant_tensor_96x32xf32 : !hal.buffer
    %__device_0_executable_0_model_linked = util.global.load immutable @__device_0_executable_0_model_linked : !hal.executable
    %cmd = hal.command_buffer.create device(%__device_0 : !hal.device) mode("None") categories("Transfer|Dispatch") affinity(%c-1_i64) bindings(%c3) : !hal.command_buffer
    %function_id = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_0_matmul_8x96x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id] workgroups([%c2, %c1, %c1]) bindings([
      (%c0 : index)[%c0, %c1024],
      (%__constant_tensor_96x32xf32 : !hal.buffer)[%c0, %c33152],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_0 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_1_elementwise_transpose_8x3x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_0] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__constant_tensor_96x32xf32 : !hal.buffer)[%c0, %c33152],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_1 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_2_transpose_8x4x8_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_1] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    %function_id_2 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_3_elementwise_transpose_8x4x8_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_2] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    %function_id_3 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_4_elementwise_transpose_8x4x8_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_3] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_4 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_5_batch_matmul_4x8x8x8_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_4] workgroups([%c4, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_5 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_6_reduction_32x8_f32xi1) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_5] workgroups([%c8, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_6 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_7_softmax_4x8x8xf32_generic) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_6] workgroups([%c8, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_7 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_8_batch_matmul_4x8x8x8_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_7] workgroups([%c4, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_8 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_9_matmul_8x32x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_8] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__constant_tensor_96x32xf32 : !hal.buffer)[%c0, %c33152],
      (%c0 : index)[%c0, %c1024],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_9 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_10_reduction_8x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_9] workgroups([%c8, %c1, %c1]) constants([%c0_i32, %c1024_i32]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_10 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_11_reduction_8x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_10] workgroups([%c8, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_11 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_12_matmul_8x64x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_11] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__constant_tensor_96x32xf32 : !hal.buffer)[%c0, %c33152],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_12 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_13_matmul_8x32x64_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_12] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%__constant_tensor_96x32xf32 : !hal.buffer)[%c0, %c33152],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_9] workgroups([%c8, %c1, %c1]) constants([%c3072_i32, %c0_i32]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c2 : index)[%c0, %c6144]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_13 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_15_reduction_8x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_13] workgroups([%c8, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c6144],
      (%c1 : index)[%c0, %c1024]
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
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8x32xf32>) -> (%output0: tensor<1x8x32xf32>)"}} {
    %c-1_i32 = arith.constant -1 : i32
    %c0_i64 = arith.constant 0 : i64
    %0 = util.null : !hal.fence
    %c-1_i64 = arith.constant -1 : i64
    %c6144 = arith.constant 6144 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c1024 = arith.constant 1024 : index
    %c0 = arith.constant 0 : index
    %memory_type = hal.memory_type<"DeviceVisible|DeviceLocal"> : i32
    %buffer_usage = hal.buffer_usage<"TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage"> : i32
    %__device_0 = util.global.load immutable @__device_0 : !hal.device
    %__main_memoize_result_0_device_0 = util.global.load immutable @__main_memoize_result_0_device_0 : !hal.command_buffer
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c1, %c8, %c32]) type(%element_type_f32) encoding(%dense_row_major)
    %buffer = hal.buffer_view.buffer<%arg0 : !hal.buffer_view> : !hal.buffer
    %allocator = hal.device.allocator<%__device_0 : !hal.device> : !hal.allocator
    hal.buffer.assert<%buffer : !hal.buffer> message("tensor") allocator(%allocator : !hal.allocator) minimum_length(%c1024) type(DeviceVisible) usage("TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage")
    %fence = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    %transient_buffer = hal.device.queue.alloca<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence) pool(%c0_i64) type(%memory_type) usage(%buffer_usage) flags("None") : !hal.buffer{%c1024}
    %fence_0 = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    %transient_buffer_1 = hal.device.queue.alloca<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence_0) pool(%c0_i64) type(%memory_type) usage(%buffer_usage) flags("None") : !hal.buffer{%c6144}
    %fence_2 = hal.fence.join at([%fence, %fence_0]) flags("None") -> !hal.fence
    %fence_3 = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    hal.device.queue.execute.indirect<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%fence_2) signal(%fence_3) commands(%__main_memoize_result_0_device_0) bindings([
      (%buffer : !hal.buffer)[%c0, %c1024],
      (%transient_buffer : !hal.buffer)[%c0, %c1024],
      (%transient_buffer_1 : !hal.buffer)[%c0, %c6144]
    ]) flags("None")
    %fence_4 = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    hal.device.queue.dealloca<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%fence_3) signal(%fence_4) buffer(%transient_buffer_1 : !hal.buffer) flags("None")
    %status = hal.fence.await until([%fence_4]) timeout_millis(%c-1_i32) flags("None") : i32
    util.status.check_ok %status, "failed to wait on timepoint"
    %view = hal.buffer_view.create buffer(%transient_buffer : !hal.buffer)[%c0, %c1024] shape([%c1, %c8, %c32]) type(%element_type_f32) encoding(%dense_row_major) : !hal.buffer_view
    util.return %view : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=403c138b08c3 torch_mlir=f839db6a1054 linalg_on_tensors_mlir=894d706d5170 iree_input=54fd35a16a17 iree_abi=3f2c06b87528 iree_preprocessing=01700ec8c513 iree_global_optimization=4483a2292ab7 iree_dispatch_creation=10ac633422e8 iree_flow=8282dd4dba1c iree_stream=0972a640d373 iree_executable_sources=5b516f0b89c2 iree_executable_targets=74d5ca96e43f
