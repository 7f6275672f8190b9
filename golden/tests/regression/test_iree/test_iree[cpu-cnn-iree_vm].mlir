#composite_of_3264b = #util.composite<3264xi8, [
    dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>,
    dense<0> : vector<32xi8>,
    dense_resource<torch_tensor_8_8_3_3_torch.float32> : tensor<8x8x3x3xf32>,
    dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>,
    dense<0> : vector<48xi8>,
]>
module attributes {vm.toplevel} {
  vm.module public @module {
    vm.global.ref private mutable @__device_0 : !vm.ref<!hal.device>
    vm.global.ref private mutable @__device_0_executable_0_model_linked : !vm.ref<!hal.executable>
    vm.global.ref private mutable @__hoisted_tensor_8xf32_0 : !vm.ref<!hal.buffer>
    vm.global.ref private mutable @__constant_tensor_8x3x3x3xf32 : !vm.ref<!hal.buffer>
    vm.global.ref private mutable @__main_memoize_result_0_device_0 : !vm.ref<!hal.command_buffer>
    vm.rodata private @_const <alignment = 64> #composite_of_3264b
    vm.rodata private @_utf8_hal_device_id_C6650FF277232B5A <alignment = 1> "hal.device.id"
    vm.rodata private @_utf8_local_1A8FF0278D7661D8 <alignment = 1> "local*"
    vm.rodata private @_utf8_hal_executable_format_E03EECB63A2AAF52 <alignment = 1> "hal.executable.format"
    vm.rodata private @_utf8_embedded_elf_x86_64_FF16E34B4A5F9C83 <alignment = 1> "embedded-elf-x86_64"
    vm.rodata private @model_linked_embedded_elf_x86_64 <alignment = 16, mime_type = "application/x-elf"> dense_resource<__elided__> : vector<10056xi8>
    vm.rodata private @_utf8_main_dispatch_0_slow_memcp_9B0687DA6CFDD91F <alignment = 1> "main_dispatch_0_slow_memcpy"
    vm.rodata private @_utf8_main_dispatch_1_conv_8x16x_691BF78A41796E95 <alignment = 1> "main_dispatch_1_conv_8x16x16x3x3x3_f32"
    vm.rodata private @_utf8_main_dispatch_2_conv_8x8x8_96A1FB34735D3EB6 <alignment = 1> "main_dispatch_2_conv_8x8x8x2x2_f32"
    vm.rodata private @_utf8_main_dispatch_3_conv_8x6x6_498E4808ECFF869D <alignment = 1> "main_dispatch_3_conv_8x6x6x8x3x3_f32"
    vm.rodata private @_utf8_main_dispatch_4_reduction_30990A693A3075DD <alignment = 1> "main_dispatch_4_reduction_8x36_f32"
    vm.rodata private @_utf8_main_dispatch_5_matmul_1x4_B67CDCF3F997674B <alignment = 1> "main_dispatch_5_matmul_1x4x8_f32"
    vm.func private @__main_memoize_apply() -> !vm.ref<!hal.command_buffer> attributes {vm.unwind, inlining_policy = #util.inline.never} {
      %c16 = vm.const.i32 16
      %c8 = vm.const.i32 8
      %c13 = vm.const.i32 13
      %c28 = vm.const.i32 28
      %c1 = vm.const.i32 1
      %null = vm.const.ref.zero : !vm.ref<!hal.buffer>
      %c2 = vm.const.i32 2
      %c3 = vm.const.i32 3
      %c16_0 = vm.const.i64 16
      %c32 = vm.const.i64 32
      %c3264 = vm.const.i64 3264
      %c12096 = vm.const.i64 12096
      %c3072 = vm.const.i64 3072
      %zero = vm.const.i32.zero
      %c3888 = vm.const.i64 3888
      %zero_1 = vm.const.i64.zero
      %c-1 = vm.const.i64 -1
      %__device_0 = vm.global.load.ref @__device_0 : !vm.ref<!hal.device>
      %__constant_tensor_8x3x3x3xf32 = vm.global.load.ref @__constant_tensor_8x3x3x3xf32 : !vm.ref<!hal.buffer>
      %__hoisted_tensor_8xf32_0 = vm.global.load.ref @__hoisted_tensor_8xf32_0 : !vm.ref<!hal.buffer>
      %__device_0_executable_0_model_linked = vm.global.load.ref @__device_0_executable_0_model_linked : !vm.ref<!hal.executable>
      %ref = vm.call @hal.command_buffer.create(%__device_0, %zero, %c3, %c-1, %c3) : (!vm.ref<!hal.device>, i32, i32, i64, i32) -> !vm.ref<!hal.command_buffer>
      vm.call @hal.command_buffer.fill_buffer(%ref, %null, %zero_1, %c3888, %c2, %zero_1, %c1, %zero_1) : (!vm.ref<!hal.command_buffer>, !vm.ref<!hal.buffer>, i64, i64, i32, i64, i32, i64) -> ()
      vm.call @hal.command_buffer.execution_barrier(%ref, %c28, %c13, %zero_1) : (!vm.ref<!hal.command_buffer>, i32, i32, i64) -> ()
      %_utf8_main_dispatch_0_slow_memcp_9B0687DA6CFDD91F = vm.const.ref.rodata @_utf8_main_dispatch_0_slow_memcp_9B0687DA6CFDD91F : !vm.buffer
      %0 = vm.call @hal.executable.lookup.function(%__device_0_executable_0_model_linked, %_utf8_main_dispatch_0_slow_memcp_9B0687DA6CFDD91F) {nosideeffects} : (!vm.ref<!hal.executable>, !vm.buffer) -> i64
      vm.call.variadic @hal.command_buffer.dispatch(%ref, %__device_0_executable_0_model_linked, %0, %c1, %c1, %c1, %zero_1, [], [(%zero, %zero, %null, %zero_1, %c3072), (%zero, %c2, %null, %zero_1, %c12096)]) : (!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32 ..., tuple<i32, i32, !vm.ref<!hal.buffer>, i64, i64> ...)
      vm.call @hal.command_buffer.execution_barrier(%ref, %c28, %c13, %zero_1) : (!vm.ref<!hal.command_buffer>, i32, i32, i64) -> ()
      %_utf8_main_dispatch_1_conv_8x16x_691BF78A41796E95 = vm.const.ref.rodata @_utf8_main_dispatch_1_conv_8x16x_691BF78A41796E95 : !vm.buffer
      %1 = vm.call @hal.executable.lookup.function(%__device_0_executable_0_model_linked, %_utf8_main_dispatch_1_conv_8x16x_691BF78A41796E95) {nosideeffects} : (!vm.ref<!hal.executable>, !vm.buffer) -> i64
      vm.call.variadic @hal.command_buffer.dispatch(%ref, %__device_0_executable_0_model_linked, %1, %c8, %c1, %c1, %zero_1, [], [(%zero, %c2, %null, %zero_1, %c12096), (%zero, %zero, %__constant_tensor_8x3x3x3xf32, %zero_1, %c3264), (%zero, %zero, %__hoisted_tensor_8xf32_0, %zero_1, %c32), (%zero, %c2, %null, %zero_1, %c12096)]) : (!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32 ..., tuple<i32, i32, !vm.ref<!hal.buffer>, i64, i64> ...)
      vm.call @hal.command_buffer.execution_barrier(%ref, %c28, %c13, %zero_1) : (!vm.ref<!hal.command_buffer>, i32, i32, i64) -> ()
      %_utf8_main_dispatch_2_conv_8x8x8_96A1FB34735D3EB6 = vm.const.ref.rodata @_utf8_main_dispatch_2_conv_8x8x8_96A1FB34735D3EB6 : !vm.buffer
      %2 = vm.call @hal.executable.lookup.function(%__device_0_executable_0_model_linked, %_utf8_main_dispatch_2_conv_8x8x8_96A1FB34735D3EB6) {nosideeffects} : (!vm.ref<!hal.executable>, !vm.buffer) -> i64
      vm.call.variadic @hal.command_buffer.dispatch(%ref, %__device_0_executable_0_model_linked, %2, %c8, %c1, %c1, %zero_1, [], [(%zero, %c2, %null, %zero_1, %c12096), (%zero, %c2, %null, %zero_1, %c12096)]) : (!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32 ..., tuple<i32, i32, !vm.ref<!hal.buffer>, i64, i64> ...)
      vm.call @hal.command_buffer.execution_barrier(%ref, %c28, %c13, %zero_1) : (!vm.ref<!hal.command_buffer>, i32, i32, i64) -> ()
      %_utf8_main_dispatch_3_conv_8x6x6_498E4808ECFF869D = vm.const.ref.rodata @_utf8_main_dispatch_3_conv_8x6x6_498E4808ECFF869D : !vm.buffer
      %3 = vm.call @hal.executable.lookup.function(%__device_0_executable_0_model_linked, %_utf8_main_dispatch_3_conv_8x6x6_498E4808ECFF869D) {nosideeffects} : (!vm.ref<!hal.executable>, !vm.buffer) -> i64
      vm.call.variadic @hal.command_buffer.dispatch(%ref, %__device_0_executable_0_model_linked, %3, %c16, %c1, %c1, %zero_1, [], [(%zero, %c2, %null, %zero_1, %c12096), (%zero, %zero, %__constant_tensor_8x3x3x3xf32, %zero_1, %c3264), (%zero, %c2, %null, %zero_1, %c12096)]) : (!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32 ..., tuple<i32, i32, !vm.ref<!hal.buffer>, i64, i64> ...)
      vm.call @hal.command_buffer.execution_barrier(%ref, %c28, %c13, %zero_1) : (!vm.ref<!hal.command_buffer>, i32, i32, i64) -> ()
      %_utf8_main_dispatch_4_reduction_30990A693A3075DD = vm.const.ref.rodata @_utf8_main_dispatch_4_reduction_30990A693A3075DD : !vm.buffer
      %4 = vm.call @hal.executable.lookup.function(%__device_0_executable_0_model_linked, %_utf8_main_dispatch_4_reduction_30990A693A3075DD) {nosideeffects} : (!vm.ref<!hal.executable>, !vm.buffer) -> i64
      vm.call.variadic @hal.command_buffer.dispatch(%ref, %__device_0_executable_0_model_linked, %4, %c8, %c1, %c1, %zero_1, [], [(%zero, %c2, %null, %zero_1, %c12096), (%zero, %c2, %null, %zero_1, %c12096)]) : (!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32 ..., tuple<i32, i32, !vm.ref<!hal.buffer>, i64, i64> ...)
      vm.call @hal.command_buffer.execution_barrier(%ref, %c28, %c13, %zero_1) : (!vm.ref<!hal.command_buffer>, i32, i32, i64) -> ()
      %_utf8_main_dispatch_5_matmul_1x4_B67CDCF3F997674B = vm.const.ref.rodata @_utf8_main_dispatch_5_matmul_1x4_B67CDCF3F997674B : !vm.buffer
      %5 = vm.call @hal.executable.lookup.function(%__device_0_executable_0_model_linked, %_utf8_main_dispatch_5_matmul_1x4_B67CDCF3F997674B) {nosideeffects} : (!vm.ref<!hal.executable>, !vm.buffer) -> i64
      vm.call.variadic @hal.command_buffer.dispatch(%ref, %__device_0_executable_0_model_linked, %5, %c1, %c1, %c1, %zero_1, [], [(%zero, %c2, %null, %zero_1, %c12096), (%zero, %zero, %__constant_tensor_8x3x3x3xf32, %zero_1, %c3264), (%zero, %c1, %null, %zero_1, %c16_0)]) : (!vm.ref<!hal.command_buffer>, !vm.ref<!hal.executable>, i64, i32, i32, i32, i64, i32 ..., tuple<i32, i32, !vm.ref<!hal.buffer>, i64, i64> ...)
      vm.call @hal.command_buffer.execution_barrier(%ref, %c28, %c13, %zero_1) : (!vm.ref<!hal.command_buffer>, i32, i32, i64) -> ()
      vm.call @hal.command_buffer.finalize(%ref) : (!vm.ref<!hal.command_buffer>) -> ()
      vm.return %ref : !vm.ref<!hal.command_buffer>
    }
    vm.import private @hal.ex.file.from_memory(%device : !vm.ref<!hal.device>, %queue_affinity : i64, %access : i32, %buffer : !vm.buffer, %offset : i64, %length : i64, %flags : i32) -> !vm.ref<!hal.file>
    vm.import private @hal.allocator.allocate(%allocator : !vm.ref<!hal.allocator>, %queue_affinity : i64, %memory_types : i32, %buffer_usage : i32, %allocation_size : i64) -> !vm.ref<!hal.buffer>
    vm.import private @hal.allocator.import(%allocator : !vm.ref<!hal.allocator>, %try : i32, %queue_affinity : i64, %memory_types : i32, %buffer_usage : i32, %source : !vm.buffer, %offset : i64, %length : i64) -> !vm.ref<!hal.buffer>
    vm.import private @hal.buffer.assert(%buffer : !vm.ref<!hal.buffer>, %message : !vm.buffer, %allocator : !vm.ref<!hal.allocator>, %minimum_length : i64, %memory_types : i32, %buffer_usage : i32)
    vm.import private @hal.buffer_view.create(%buffer : !vm.ref<!hal.buffer>, %source_offset : i64, %source_length : i64, %element_type : i32, %encoding_type : i32, %shape : i64 ...) -> !vm.ref<!hal.buffer_view> attributes {nosideeffects}
    vm.import private @hal.buffer_view.assert(%buffer_view : !vm.ref<!hal.buffer_view>, %message : !vm.buffer, %element_type : i32, %encoding_type : i32, %shape : i64 ...)
    vm.import private @hal.buffer_view.buffer(%buffer_view : !vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer> attributes {nosideeffects}
    vm.import private @hal.command_buffer.create(%device : !vm.ref<!hal.device>, %modes : i32, %command_categories : i32, %queue_affinity : i64, %binding_capacity : i32) -> !vm.ref<!hal.command_buffer> attributes {minimum_version = 6 : i32}
    vm.import private @hal.command_buffer.finalize(%command_buffer : !vm.ref<!hal.command_buffer>)
    vm.import private @hal.command_buffer.execution_barrier(%command_buffer : !vm.ref<!hal.command_buffer>, %source_stage_mask : i32, %target_stage_mask : i32, %flags : i64)
    vm.import private @hal.command_buffer.fill_buffer(%command_buffer : !vm.ref<!hal.command_buffer>, %target_buffer : !vm.ref<!hal.buffer>, %target_offset : i64, %length : i64, %target_buffer_slot : i32, %pattern : i64, %pattern_length : i32, %flags : i64)
    vm.import private @hal.command_buffer.dispatch(%command_buffer : !vm.ref<!hal.command_buffer>, %executable : !vm.ref<!hal.executable>, %function_id : i64, %workgroup_x : i32, %workgroup_y : i32, %workgroup_z : i32, %flags : i64, %constants : i32 ..., %bindings : tuple<i32, i32, !vm.ref<!hal.buffer>, i64, i64> ...) attributes {minimum_version = 7 : i32}
    vm.import private @hal.device.allocator(%device : !vm.ref<!hal.device>) -> !vm.ref<!hal.allocator> attributes {nosideeffects}
    vm.import private @hal.device.query.i64(%device : !vm.ref<!hal.device>, %category : !vm.buffer, %key : !vm.buffer) -> (i32, i64) attributes {nosideeffects}
    vm.import private @hal.device.queue.alloca(%device : !vm.ref<!hal.device>, %queue_affinity : i64, %wait_fence : !vm.ref<!hal.fence>, %signal_fence : !vm.ref<!hal.fence>, %pool : i64, %memory_types : i32, %buffer_usage : i32, %allocation_size : i64, %flags : i64) -> !vm.ref<!hal.buffer>
    vm.import private @hal.device.queue.dealloca(%device : !vm.ref<!hal.device>, %queue_affinity : i64, %wait_fence : !vm.ref<!hal.fence>, %signal_fence : !vm.ref<!hal.fence>, %buffer : !vm.ref<!hal.buffer>, %flags : i64)
    vm.import private @hal.device.queue.fill(%device : !vm.ref<!hal.device>, %queue_affinity : i64, %wait_fence : !vm.ref<!hal.fence>, %signal_fence : !vm.ref<!hal.fence>, %target_buffer : !vm.ref<!hal.buffer>, %target_offset : i64, %length : i64, %pattern : i64, %pattern_length : i32, %flags : i64)
    vm.import private @hal.device.queue.read(%device : !vm.ref<!hal.device>, %queue_affinity : i64, %wait_fence : !vm.ref<!hal.fence>, %signal_fence : !vm.ref<!hal.fence>, %source_file : !vm.ref<!hal.file>, %source_offset : i64, %target_buffer : !vm.ref<!hal.buffer>, %target_offset : i64, %length : i64, %flags : i64)
    vm.import private @hal.device.queue.execute.indirect(%device : !vm.ref<!hal.device>, %queue_affinity : i64, %wait_fence : !vm.ref<!hal.fence>, %signal_fence : !vm.ref<!hal.fence>, %command_buffer : !vm.ref<!hal.command_buffer>, %flags : i64, %binding_table : tuple<!vm.ref<!hal.buffer>, i64, i64> ...)
    vm.import private @hal.devices.count() -> i32 attributes {nosideeffects}
    vm.import private @hal.devices.get(%index : i32) -> !vm.ref<!hal.device> attributes {nosideeffects}
    vm.import private @hal.executable.create(%device : !vm.ref<!hal.device>, %queue_affinity : i64, %executable_format : !vm.buffer, %executable_data : !vm.buffer, %constants : !vm.buffer) -> !vm.ref<!hal.executable> attributes {nosideeffects}
    vm.import private @hal.executable.lookup.function(%executable : !vm.ref<!hal.executable>, %function_name : !vm.buffer) -> i64 attributes {nosideeffects, minimum_version = 7 : i32}
    vm.import private @hal.fence.create(%device : !vm.ref<!hal.device>, %flags : i64) -> !vm.ref<!hal.fence>
    vm.import private @hal.fence.join(%flags : i64, %fences : !vm.ref<!hal.fence> ...) -> !vm.ref<!hal.fence> attributes {nosideeffects}
    vm.import private @hal.fence.await(%timeout_millis : i32, %flags : i64, %fences : !vm.ref<!hal.fence> ...) -> i32 attributes {vm.yield}
    vm.rodata private @_utf8_input0_DCE99660CEB3F6B <alignment = 1> "input0"
    vm.rodata private @_utf8_tensor_FC1814BC4A58F22A <alignment = 1> "tensor"
    vm.func private @main(%arg0: !vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer_view> attributes {iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x3x16x16xf32>) -> (%output0: tensor<1x4xf32>)"}, vm.unwind, vm.yield} {
      %c16 = vm.const.i32 16
      %c1 = vm.const.i32 1
      %c553648160 = vm.const.i32 553648160
      %c3075 = vm.const.i32 3075
      %c48 = vm.const.i32 48
      %zero = vm.const.i64.zero
      %c3072 = vm.const.i64 3072
      %c16_0 = vm.const.i64 16
      %c3 = vm.const.i64 3
      %c1_1 = vm.const.i64 1
      %c12096 = vm.const.i64 12096
      %c-1 = vm.const.i64 -1
      %null = vm.const.ref.zero : !vm.ref<!hal.fence>
      %c-1_2 = vm.const.i32 -1
      %c4 = vm.const.i64 4
      %__device_0 = vm.global.load.ref @__device_0 : !vm.ref<!hal.device>
      %__main_memoize_result_0_device_0 = vm.global.load.ref @__main_memoize_result_0_device_0 : !vm.ref<!hal.command_buffer>
      %_utf8_input0_DCE99660CEB3F6B = vm.const.ref.rodata @_utf8_input0_DCE99660CEB3F6B : !vm.buffer
      vm.call.variadic @hal.buffer_view.assert(%arg0, %_utf8_input0_DCE99660CEB3F6B, %c553648160, %c1, [%c1_1, %c3, %c16_0, %c16_0]) : (!vm.ref<!hal.buffer_view>, !vm.buffer, i32, i32, i64 ...)
      %ref = vm.call @hal.buffer_view.buffer(%arg0) {nosideeffects} : (!vm.ref<!hal.buffer_view>) -> !vm.ref<!hal.buffer>
      %ref_3 = vm.call @hal.device.allocator(%__device_0) {nosideeffects} : (!vm.ref<!hal.device>) -> !vm.ref<!hal.allocator>
      %_utf8_tensor_FC1814BC4A58F22A = vm.const.ref.rodata @_utf8_tensor_FC1814BC4A58F22A : !vm.buffer
      vm.call @hal.buffer.assert(%ref, %_utf8_tensor_FC1814BC4A58F22A, %ref_3, %c3072, %c16, %c3075) : (!vm.ref<!hal.buffer>, !vm.buffer, !vm.ref<!hal.allocator>, i64, i32, i32) -> ()
      %ref_4 = vm.call @hal.fence.create(%__device_0, %zero) : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      %ref_5 = vm.call @hal.device.queue.alloca(%__device_0, %c-1, %null, %ref_4, %zero, %c48, %c3075, %c16_0, %zero) : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, i64, i32, i32, i64, i64) -> !vm.ref<!hal.buffer>
      %ref_6 = vm.call @hal.fence.create(%__device_0, %zero) : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      %ref_7 = vm.call @hal.device.queue.alloca(%__device_0, %c-1, %null, %ref_6, %zero, %c48, %c3075, %c12096, %zero) : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, i64, i32, i32, i64, i64) -> !vm.ref<!hal.buffer>
      %ref_8 = vm.call.variadic @hal.fence.join(%zero, [%ref_4, %ref_6]) {nosideeffects} : (i64, !vm.ref<!hal.fence> ...) -> !vm.ref<!hal.fence>
      %ref_9 = vm.call @hal.fence.create(%__device_0, %zero) : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      vm.call.variadic @hal.device.queue.execute.indirect(%__device_0, %c-1, %ref_8, %ref_9, %__main_memoize_result_0_device_0, %zero, [(%ref, %zero, %c3072), (%ref_5, %zero, %c16_0), (%ref_7, %zero, %c12096)]) : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.command_buffer>, i64, tuple<!vm.ref<!hal.buffer>, i64, i64> ...)
      %ref_10 = vm.call @hal.fence.create(%__device_0, %zero) : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      vm.call @hal.device.queue.dealloca(%__device_0, %c-1, %ref_9, %ref_10, %ref_7, %zero) : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.buffer>, i64) -> ()
      vm.call.variadic.yieldable @hal.fence.await(%c-1_2, %zero, %ref_10) <segment_sizes = dense<[-1, -1, 1]> : vector<3xi16>, segment_types = [i32, i64, !vm.ref<!hal.fence>]> : (i32, i64, !vm.ref<!hal.fence>) -> ^bb1 (i32)
    ^bb1(%0: i32):  // pred: ^bb0
      vm.cond_br %0, ^bb3, ^bb2
    ^bb2:  // pred: ^bb1
      %ref_11 = vm.call.variadic @hal.buffer_view.create(%ref_5, %zero, %c16_0, %c553648160, %c1, [%c1_1, %c4]) {nosideeffects} : (!vm.ref<!hal.buffer>, i64, i64, i32, i32, i64 ...) -> !vm.ref<!hal.buffer_view>
      vm.return %ref_11 : !vm.ref<!hal.buffer_view>
    ^bb3:  // pred: ^bb1
      vm.discard.refs %ref_5 : !vm.ref<!hal.buffer>
      vm.fail %0, "failed to wait on timepoint"
    }
    vm.export @main attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x3x16x16xf32>) -> (%output0: tensor<1x4xf32>)"}}
    vm.export @__init
    vm.func private @__init() attributes {vm.unwind, vm.yield} {
      %c1065353132 = vm.const.i64 1065353132
      %c4 = vm.const.i32 4
      %null = vm.const.ref.zero : !vm.buffer
      %c1 = vm.const.i32 1
      %null_0 = vm.const.ref.zero : !vm.ref<!hal.device>
      %c1_1 = vm.const.i64 1
      %c18 = vm.const.i32 18
      %c-1 = vm.const.i64 -1
      %c14 = vm.const.i32 14
      %c-1_2 = vm.const.i32 -1
      %zero = vm.const.i32.zero
      %zero_3 = vm.const.i64.zero
      %null_4 = vm.const.ref.zero : !vm.ref<!hal.fence>
      %c32 = vm.const.i64 32
      %c48 = vm.const.i32 48
      %c527363 = vm.const.i32 527363
      %c3264 = vm.const.i64 3264
      %_const = vm.const.ref.rodata @_const : !vm.buffer
      %0 = vm.call @hal.devices.count() {nosideeffects} : () -> i32
      %1 = vm.ext.i32.i64.s %0 : i32 -> i64
      vm.br ^bb1(%zero_3, %zero_3, %null_0 : i64, i64, !vm.ref<!hal.device>)
    ^bb1(%2: i64, %3: i64, %4: !vm.ref<!hal.device>):  // 2 preds: ^bb0, ^bb4
      %rnz = vm.cmp.nz.ref %4 : !vm.ref<!hal.device>
      %5 = vm.xor.i32 %rnz, %c1 : i32
      %slt = vm.cmp.lt.i64.s %2, %1 : i64
      %6 = vm.and.i32 %5, %slt : i32
      vm.cond_br %6, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      vm.discard.refs %4 : !vm.ref<!hal.device>
      %7 = vm.trunc.i64.i32 %2 : i64 -> i32
      %ref = vm.call @hal.devices.get(%7) {nosideeffects} : (i32) -> !vm.ref<!hal.device>
      %_utf8_hal_device_id_C6650FF277232B5A = vm.const.ref.rodata @_utf8_hal_device_id_C6650FF277232B5A : !vm.buffer
      %_utf8_local_1A8FF0278D7661D8 = vm.const.ref.rodata @_utf8_local_1A8FF0278D7661D8 : !vm.buffer
      %8:2 = vm.call @hal.device.query.i64(%ref, %_utf8_hal_device_id_C6650FF277232B5A, %_utf8_local_1A8FF0278D7661D8) {nosideeffects} : (!vm.ref<!hal.device>, !vm.buffer, !vm.buffer) -> (i32, i64)
      %nz = vm.cmp.nz.i64 %8#1 : i64
      %9 = vm.select.i32 %8#0, %nz, %zero : i32
      vm.cond_br %9, ^bb3, ^bb4(%zero : i32)
    ^bb3:  // pred: ^bb2
      %_utf8_hal_executable_format_E03EECB63A2AAF52 = vm.const.ref.rodata @_utf8_hal_executable_format_E03EECB63A2AAF52 : !vm.buffer
      %_utf8_embedded_elf_x86_64_FF16E34B4A5F9C83 = vm.const.ref.rodata @_utf8_embedded_elf_x86_64_FF16E34B4A5F9C83 : !vm.buffer
      %10:2 = vm.call @hal.device.query.i64(%ref, %_utf8_hal_executable_format_E03EECB63A2AAF52, %_utf8_embedded_elf_x86_64_FF16E34B4A5F9C83) {nosideeffects} : (!vm.ref<!hal.device>, !vm.buffer, !vm.buffer) -> (i32, i64)
      %nz_5 = vm.cmp.nz.i64 %10#1 : i64
      %11 = vm.select.i32 %10#0, %nz_5, %zero : i32
      vm.br ^bb4(%11 : i32)
    ^bb4(%12: i32):  // 2 preds: ^bb2, ^bb3
      %eq = vm.cmp.eq.i64 %3, %zero_3 : i64
      %13 = vm.select.i64 %12, %c1_1, %zero_3 : i64
      %14 = vm.add.i64 %3, %13 : i64
      %15 = vm.and.i32 %12, %eq : i32
      %ref_6 = vm.select.ref %15, %ref, %null_0 : !vm.ref<!hal.device>
      %16 = vm.add.i64 %2, %c1_1 : i64
      vm.br ^bb1(%16, %14, %ref_6 : i64, i64, !vm.ref<!hal.device>)
    ^bb5:  // pred: ^bb1
      vm.discard.refs %null_0 : !vm.ref<!hal.device>
      vm.cond_br %5, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      vm.discard.refs %null, %null_4, %_const, %4 : !vm.buffer, !vm.ref<!hal.fence>, !vm.buffer, !vm.ref<!hal.device>
      vm.fail %c18, "HAL device `__device_0` not found or unavailable: #hal.device.target<\22local\22, [#hal.executable.target<\22llvm-cpu\22, \22embedded-elf-x86_64\22, {cpu = \22generic\22, cpu_features = \22\22, data_layout = \22e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\22, iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = \22x86_64-unknown-unknown-eabi-elf\22}>]>"
    ^bb7:  // pred: ^bb5
      %_utf8_hal_executable_format_E03EECB63A2AAF52_7 = vm.const.ref.rodata @_utf8_hal_executable_format_E03EECB63A2AAF52 : !vm.buffer
      %_utf8_embedded_elf_x86_64_FF16E34B4A5F9C83_8 = vm.const.ref.rodata @_utf8_embedded_elf_x86_64_FF16E34B4A5F9C83 : !vm.buffer
      %17:2 = vm.call @hal.device.query.i64(%4, %_utf8_hal_executable_format_E03EECB63A2AAF52_7, %_utf8_embedded_elf_x86_64_FF16E34B4A5F9C83_8) {nosideeffects} : (!vm.ref<!hal.device>, !vm.buffer, !vm.buffer) -> (i32, i64)
      %nz_9 = vm.cmp.nz.i64 %17#1 : i64
      %18 = vm.select.i32 %17#0, %nz_9, %zero : i32
      %19 = vm.select.i64 %18, %zero_3, %c-1 : i64
      %eq_10 = vm.cmp.eq.i64 %19, %zero_3 : i64
      vm.global.store.ref %4, @__device_0 : !vm.ref<!hal.device>
      vm.cond_br %eq_10, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %model_linked_embedded_elf_x86_64 = vm.const.ref.rodata @model_linked_embedded_elf_x86_64 : !vm.buffer
      %ref_11 = vm.call @hal.executable.create(%4, %c-1, %_utf8_embedded_elf_x86_64_FF16E34B4A5F9C83_8, %model_linked_embedded_elf_x86_64, %null) {nosideeffects} : (!vm.ref<!hal.device>, i64, !vm.buffer, !vm.buffer, !vm.buffer) -> !vm.ref<!hal.executable>
      %__device_0 = vm.global.load.ref @__device_0 : !vm.ref<!hal.device>
      %ref_12 = vm.call @hal.device.allocator(%__device_0) {nosideeffects} : (!vm.ref<!hal.device>) -> !vm.ref<!hal.allocator>
      %ref_13 = vm.call @hal.allocator.import(%ref_12, %c1, %c-1, %c48, %c527363, %_const, %zero_3, %c3264) : (!vm.ref<!hal.allocator>, i32, i64, i32, i32, !vm.buffer, i64, i64) -> !vm.ref<!hal.buffer>
      %rnz_14 = vm.cmp.nz.ref %ref_13 : !vm.ref<!hal.buffer>
      vm.global.store.ref %ref_11, @__device_0_executable_0_model_linked : !vm.ref<!hal.executable>
      vm.cond_br %rnz_14, ^bb11(%null_4, %ref_13 : !vm.ref<!hal.fence>, !vm.ref<!hal.buffer>), ^bb10
    ^bb9:  // pred: ^bb7
      vm.discard.refs %null, %null_4, %_const, %4, %_utf8_embedded_elf_x86_64_FF16E34B4A5F9C83_8 : !vm.buffer, !vm.ref<!hal.fence>, !vm.buffer, !vm.ref<!hal.device>, !vm.buffer
      vm.fail %c14, "HAL device `__device_0` does not support any variant of executable `model_linked`; available formats: [embedded-elf-x86_64]"
    ^bb10:  // pred: ^bb8
      vm.discard.refs %ref_13 : !vm.ref<!hal.buffer>
      %ref_15 = vm.call @hal.allocator.allocate(%ref_12, %c-1, %c48, %c527363, %c3264) : (!vm.ref<!hal.allocator>, i64, i32, i32, i64) -> !vm.ref<!hal.buffer>
      %ref_16 = vm.call @hal.ex.file.from_memory(%__device_0, %c-1, %c1, %_const, %zero_3, %c3264, %zero) : (!vm.ref<!hal.device>, i64, i32, !vm.buffer, i64, i64, i32) -> !vm.ref<!hal.file>
      %ref_17 = vm.call @hal.fence.create(%__device_0, %zero_3) : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      vm.call @hal.device.queue.read(%__device_0, %c-1, %null_4, %ref_17, %ref_16, %zero_3, %ref_15, %zero_3, %c3264, %zero_3) : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.file>, i64, !vm.ref<!hal.buffer>, i64, i64, i64) -> ()
      vm.br ^bb12(%ref_17, %ref_15 : !vm.ref<!hal.fence>, !vm.ref<!hal.buffer>)
    ^bb11(%20: !vm.ref<!hal.fence>, %21: !vm.ref<!hal.buffer>):  // pred: ^bb8
      vm.discard.refs %_const, %ref_12 : !vm.buffer, !vm.ref<!hal.allocator>
      vm.br ^bb12(%20, %21 : !vm.ref<!hal.fence>, !vm.ref<!hal.buffer>)
    ^bb12(%22: !vm.ref<!hal.fence>, %23: !vm.ref<!hal.buffer>):  // 2 preds: ^bb10, ^bb11
      %ref_18 = vm.call @hal.fence.create(%__device_0, %zero_3) : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      %ref_19 = vm.call @hal.device.queue.alloca(%__device_0, %c-1, %null_4, %ref_18, %zero_3, %c48, %c527363, %c32, %zero_3) : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, i64, i32, i32, i64, i64) -> !vm.ref<!hal.buffer>
      %ref_20 = vm.call @hal.fence.create(%__device_0, %zero_3) : (!vm.ref<!hal.device>, i64) -> !vm.ref<!hal.fence>
      vm.call @hal.device.queue.fill(%__device_0, %c-1, %ref_18, %ref_20, %ref_19, %zero_3, %c32, %c1065353132, %c4, %zero_3) : (!vm.ref<!hal.device>, i64, !vm.ref<!hal.fence>, !vm.ref<!hal.fence>, !vm.ref<!hal.buffer>, i64, i64, i64, i32, i64) -> ()
      %ref_21 = vm.call.variadic @hal.fence.join(%zero_3, [%22, %ref_20]) {nosideeffects} : (i64, !vm.ref<!hal.fence> ...) -> !vm.ref<!hal.fence>
      vm.call.variadic.yieldable @hal.fence.await(%c-1_2, %zero_3, %ref_21) <segment_sizes = dense<[-1, -1, 1]> : vector<3xi16>, segment_types = [i32, i64, !vm.ref<!hal.fence>]> : (i32, i64, !vm.ref<!hal.fence>) -> ^bb13 (i32)
    ^bb13(%24: i32):  // pred: ^bb12
      vm.cond_br %24, ^bb15, ^bb14
    ^bb14:  // pred: ^bb13
      vm.global.store.ref %23, @__constant_tensor_8x3x3x3xf32 : !vm.ref<!hal.buffer>
      vm.global.store.ref %ref_19, @__hoisted_tensor_8xf32_0 : !vm.ref<!hal.buffer>
      %ref_22 = vm.call @__main_memoize_apply() : () -> !vm.ref<!hal.command_buffer>
      vm.global.store.ref %ref_22, @__main_memoize_result_0_device_0 : !vm.ref<!hal.command_buffer>
      vm.return
    ^bb15:  // pred: ^bb13
      vm.discard.refs %23, %ref_19 : !vm.ref<!hal.buffer>, !vm.ref<!hal.buffer>
      vm.fail %24, "failed to wait on timepoint"
    }
  }
}

{-#

#-}
// irlower-stages: fx_graph=f1590a9bd845 torch_mlir=a9e53efeb770 linalg_on_tensors_mlir=8d3f80bcf4b5 iree_input=d0eed248788c iree_abi=01214e8d79ed iree_preprocessing=acb46723b4f8 iree_global_optimization=e36e379d3768 iree_dispatch_creation=4e3812f669e7 iree_flow=71c1ba5f16cd iree_stream=831e42bf15ff iree_executable_sources=75f89818fa25 iree_executable_targets=559c0b01049f iree_hal=4c1b76cd22e6
