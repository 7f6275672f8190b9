#composite_of_88704b = #util.composite<88704xi8, [
    dense_resource<__elided__> : tensor<8x32xf32>,
    dense_resource<__elided__> : tensor<8x32xf32>,
    dense_resource<torch_tensor_32_torch.float32_20> : tensor<32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_8> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>,
    dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_7> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_6> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_5> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_4> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>,
    dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>,
    dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>,
]>
module {
  hal.executable private @model_linked {
    hal.executable.binary public @embedded_elf_x86_64 <format = "embedded-elf-x86_64", data = dense_resource<__elided__> : vector<69264xi8>, mime_type = "application/x-elf">
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
  util.global private @__hoisted_tensor_8x32xf32 : !hal.buffer
  util.initializer {
    %c-1_i32 = arith.constant -1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c-1_i64 = arith.constant -1 : i64
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = util.null : !hal.fence
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #composite_of_88704b
    %c88704 = arith.constant 88704 : index
    %buffer_usage = hal.buffer_usage<"TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage|SharingImmutable"> : i32
    %memory_type = hal.memory_type<"DeviceVisible|DeviceLocal"> : i32
    %__device_0 = util.global.load immutable @__device_0 : !hal.device
    %allocator = hal.device.allocator<%__device_0 : !hal.device> : !hal.allocator
    %did_import, %mapped = hal.allocator.import<%allocator : !hal.allocator> source(%buffer_cst : !util.buffer)[%c0, %c88704] affinity(%c-1_i64) type(%memory_type) usage(%buffer_usage) : i1, !hal.buffer
    cf.cond_br %did_import, ^bb2(%0, %mapped : !hal.fence, !hal.buffer), ^bb1
  ^bb1:  // pred: ^bb0
    %buffer = hal.allocator.allocate<%allocator : !hal.allocator> affinity(%c-1_i64) type(%memory_type) usage(%buffer_usage) : !hal.buffer{%c88704}
    %memory_file = hal.ex.file.from_memory device(%__device_0 : !hal.device) affinity(%c-1_i64) access(Read) buffer(%buffer_cst : !util.buffer)[%c0 for %c88704] flags(%c0_i32) : !hal.file
    %fence = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    hal.device.queue.read<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence) source(%memory_file : !hal.file)[%c0_i64] target(%buffer : !hal.buffer)[%c0] length(%c88704) flags("None")
    cf.br ^bb2(%fence, %buffer : !hal.fence, !hal.buffer)
  ^bb2(%1: !hal.fence, %2: !hal.buffer):  // 2 preds: ^bb0, ^bb1
    %status = hal.fence.await until([%1]) timeout_millis(%c-1_i32) flags("None") : i32
    util.status.check_ok %status, "failed to wait on timepoint"
    util.global.store %2, @__hoisted_tensor_8x32xf32 : !hal.buffer
    util.return
  }
  util.func private @__main_memoize_apply() -> !hal.command_buffer attributes {inlining_policy = #util.inline.never} {
    %c-1_i64 = arith.constant -1 : i64
    %c8 = arith.constant 8 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c88704 = arith.constant 88704 : index
    %c64 = arith.constant 64 : index
    %c5632 = arith.constant 5632 : index
    %c0_i32 = arith.constant 0 : i32
    %c1024_i32 = arith.constant 1024 : i32
    %c68224_i32 = arith.constant 68224 : i32
    %c68096_i32 = arith.constant 68096 : i32
    %c2048_i32 = arith.constant 2048 : i32
    %c59904_i32 = arith.constant 59904 : i32
    %c4096_i32 = arith.constant 4096 : i32
    %c59776_i32 = arith.constant 59776 : i32
    %c35200_i32 = arith.constant 35200 : i32
    %c35072_i32 = arith.constant 35072 : i32
    %c26880_i32 = arith.constant 26880 : i32
    %c26752_i32 = arith.constant 26752 : i32
    %c1 = arith.constant 1 : index
    %c1152 = arith.constant 1152 : index
    %__device_0 = util.global.load immutable @__device_0 : !hal.device
    %__hoisted_tensor_8x32xf32 = util.global.load immutable @__hoisted_tensor_8x32xf32 : !hal.buffer
    %__device_0_executable_0_model_linked = util.global.load immutable @__device_0_executable_0_model_linked : !hal.executable
    %cmd = hal.command_buffer.create device(%__device_0 : !hal.device) mode("None") categories("Transfer|Dispatch") affinity(%c-1_i64) bindings(%c3) : !hal.command_buffer
    %function_id = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_0_elementwise_8x32_i64xf32xf32xf32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id] workgroups([%c1, %c1, %c1]) bindings([
      (%__hoisted_tensor_8x32xf32 : !hal.buffer)[%c0, %c88704],
      (%c0 : index)[%c0, %c64],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_0 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_1_reduction_8x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_0] workgroups([%c8, %c1, %c1]) constants([%c0_i32, %c1024_i32]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_1 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_2_reduction_8x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_1] workgroups([%c8, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_2 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_3_matmul_8x32x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_2] workgroups([%c1, %c1, %c1]) constants([%c68224_i32, %c1024_i32]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%__hoisted_tensor_8x32xf32 : !hal.buffer)[%c0, %c88704],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_3 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_4_elementwise_transpose_8x2x16_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_3] workgroups([%c1, %c1, %c1]) constants([%c1024_i32, %c68096_i32, %c2048_i32]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%__hoisted_tensor_8x32xf32 : !hal.buffer)[%c0, %c88704],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    %function_id_4 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_5_matmul_8x32x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_4] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%__hoisted_tensor_8x32xf32 : !hal.buffer)[%c0, %c88704],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_2] workgroups([%c1, %c1, %c1]) constants([%c59904_i32, %c4096_i32]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%__hoisted_tensor_8x32xf32 : !hal.buffer)[%c0, %c88704],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_3] workgroups([%c1, %c1, %c1]) constants([%c4096_i32, %c59776_i32, %c1024_i32]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%__hoisted_tensor_8x32xf32 : !hal.buffer)[%c0, %c88704],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    %function_id_5 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_8_batch_matmul_2x8x8x16_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_5] workgroups([%c2, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_6 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_9_softmax_2x8x8xf32_dispatch_tensor_store) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_6] workgroups([%c8, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_7 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_10_batch_matmul_2x8x16x8_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_7] workgroups([%c2, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_8 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_11_matmul_8x32x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_8] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%__hoisted_tensor_8x32xf32 : !hal.buffer)[%c0, %c88704],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_0] workgroups([%c8, %c1, %c1]) constants([%c1024_i32, %c0_i32]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_9 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_13_reduction_8x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_9] workgroups([%c8, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_10 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_14_matmul_8x64x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_10] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%__hoisted_tensor_8x32xf32 : !hal.buffer)[%c0, %c88704],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_11 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_15_matmul_8x32x64_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_11] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%__hoisted_tensor_8x32xf32 : !hal.buffer)[%c0, %c88704],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_0] workgroups([%c8, %c1, %c1]) constants([%c0_i32, %c1024_i32]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_12 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_17_reduction_8x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_12] workgroups([%c8, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_2] workgroups([%c1, %c1, %c1]) constants([%c35200_i32, %c1024_i32]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%__hoisted_tensor_8x32xf32 : !hal.buffer)[%c0, %c88704],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_3] workgroups([%c1, %c1, %c1]) constants([%c1024_i32, %c35072_i32, %c2048_i32]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%__hoisted_tensor_8x32xf32 : !hal.buffer)[%c0, %c88704],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    %function_id_13 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_20_matmul_8x32x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_13] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%__hoisted_tensor_8x32xf32 : !hal.buffer)[%c0, %c88704],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_2] workgroups([%c1, %c1, %c1]) constants([%c26880_i32, %c4096_i32]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%__hoisted_tensor_8x32xf32 : !hal.buffer)[%c0, %c88704],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_3] workgroups([%c1, %c1, %c1]) constants([%c4096_i32, %c26752_i32, %c1024_i32]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%__hoisted_tensor_8x32xf32 : !hal.buffer)[%c0, %c88704],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_5] workgroups([%c2, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_6] workgroups([%c8, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_7] workgroups([%c2, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_14 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_26_matmul_8x32x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_14] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%__hoisted_tensor_8x32xf32 : !hal.buffer)[%c0, %c88704],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_0] workgroups([%c8, %c1, %c1]) constants([%c1024_i32, %c0_i32]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_15 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_28_reduction_8x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_15] workgroups([%c8, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_16 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_29_matmul_8x64x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_16] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%__hoisted_tensor_8x32xf32 : !hal.buffer)[%c0, %c88704],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_17 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_30_matmul_8x32x64_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_17] workgroups([%c1, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%__hoisted_tensor_8x32xf32 : !hal.buffer)[%c0, %c88704],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_0] workgroups([%c8, %c1, %c1]) constants([%c0_i32, %c1024_i32]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%c2 : index)[%c0, %c5632]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_18 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_32_reduction_8x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_18] workgroups([%c8, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c5632],
      (%c1 : index)[%c0, %c1152]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_19 = hal.executable.lookup.function target(%__device_0_executable_0_model_linked : !hal.executable) function(@model_linked::@embedded_elf_x86_64::@main_dispatch_33_matmul_1x32x32_f32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_model_linked : !hal.executable)[%function_id_19] workgroups([%c1, %c1, %c1]) bindings([
      (%c1 : index)[%c0, %c1152],
      (%__hoisted_tensor_8x32xf32 : !hal.buffer)[%c0, %c88704],
      (%c1 : index)[%c0, %c1152]
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
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8xi64>) -> (%output0: tensor<1x8x32xf32>, %output1: tensor<1x32xf32>)"}} {
    %c32 = arith.constant 32 : index
    %c-1_i32 = arith.constant -1 : i32
    %c0_i64 = arith.constant 0 : i64
    %0 = util.null : !hal.fence
    %c-1_i64 = arith.constant -1 : i64
    %c0 = arith.constant 0 : index
    %c5632 = arith.constant 5632 : index
    %c1152 = arith.constant 1152 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    %c128 = arith.constant 128 : index
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
    %transient_buffer = hal.device.queue.alloca<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence) pool(%c0_i64) type(%memory_type) usage(%buffer_usage) flags("None") : !hal.buffer{%c1152}
    %fence_0 = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    %transient_buffer_1 = hal.device.queue.alloca<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%0) signal(%fence_0) pool(%c0_i64) type(%memory_type) usage(%buffer_usage) flags("None") : !hal.buffer{%c5632}
    %fence_2 = hal.fence.join at([%fence, %fence_0]) flags("None") -> !hal.fence
    %fence_3 = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    hal.device.queue.execute.indirect<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%fence_2) signal(%fence_3) commands(%__main_memoize_result_0_device_0) bindings([
      (%buffer : !hal.buffer)[%c0, %c64],
      (%transient_buffer : !hal.buffer)[%c0, %c1152],
      (%transient_buffer_1 : !hal.buffer)[%c0, %c5632]
    ]) flags("None")
    %fence_4 = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    hal.device.queue.dealloca<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%fence_3) signal(%fence_4) buffer(%transient_buffer_1 : !hal.buffer) flags("None")
    %status = hal.fence.await until([%fence_4]) timeout_millis(%c-1_i32) flags("None") : i32
    util.status.check_ok %status, "failed to wait on timepoint"
    %element_type_f32 = hal.element_type<f32> : i32
    %view = hal.buffer_view.create buffer(%transient_buffer : !hal.buffer)[%c0, %c1024] shape([%c1, %c8, %c32]) type(%element_type_f32) encoding(%dense_row_major) : !hal.buffer_view
    %view_5 = hal.buffer_view.create buffer(%transient_buffer : !hal.buffer)[%c1024, %c128] shape([%c1, %c32]) type(%element_type_f32) encoding(%dense_row_major) : !hal.buffer_view
    util.return %view, %view_5 : !hal.buffer_view, !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=4f0f272bad02 torch_mlir=ab235db08ed4 linalg_on_tensors_mlir=cfcb383fe200 iree_input=bef546b186dc iree_abi=98e3f30f3328 iree_preprocessing=7daa77579e28 iree_global_optimization=c7572c791f0c iree_dispatch_creation=a47de5f15bcc iree_flow=90eed088421e iree_stream=54e500b99c7a iree_executable_sources=e11465bfa79e iree_executable_targets=e77b619c4fae
